/**
 * The sound cues of the one-device game (games/resistance/cues/): every event plays its own cue
 * exactly once (a new step, approved, rejected, the vote track at 4, success, failure, the game's
 * end, an error), counted on a fake AudioContext; nothing plays while a private screen shows,
 * and the secret votes' reveal plays the same cue whatever the roles; with cues without speech the
 * cued events are not announced but still shown.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { voteOrder } from '../../../../src/games/resistance/engine.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { saveSettings, SETTINGS_KEY } from '../../../../src/platform/settings/settings.ts';
import { appFixture, buttonIn, fillSetup, gameFixture, liveText, mission, propose, settle, useAppTestPage, vote } from '../../../helpers/app-driver.ts';
import { cuesOf, installFakeAudio } from '../../../helpers/fake-audio.ts';
import { chooseInTurn, openTurn, stateOf } from '../../../helpers/private-driver.ts';
import { press, type } from '../../../helpers/keyboard.ts';

describe('sound cues in a game', () => {
  useAppTestPage();
  let audio: ReturnType<typeof installFakeAudio>;
  beforeEach(() => {
    localStorage.removeItem(SETTINGS_KEY);
    audio = installFakeAudio();
  });
  afterEach(() => {
    audio.restore();
    localStorage.removeItem(SETTINGS_KEY);
  });

  /** The cues played since the last call. */
  let seen = 0;
  function played(): string[] {
    const kinds = cuesOf(audio.tones.slice(seen));
    seen = audio.tones.length;
    return kinds;
  }

  it('each event of a whole game plays its cue exactly once', async () => {
    const app = await gameFixture({ players: 5 });
    seen = audio.tones.length;
    expect(played(), 'starting plays nothing').to.deep.equal([]);
    // Mission 1 succeeds.
    await propose(app, [0, 1]);
    expect(played()).to.deep.equal(['turn']);
    await vote(app, 'approve');
    expect(played()).to.deep.equal(['approved']);
    await mission(app, 0);
    expect(played()).to.deep.equal(['success']);
    // Mission 2: three rejections, the fourth brings the vote track to 4, then a failure.
    for (let i = 1; i <= 4; i++) {
      await propose(app);
      await vote(app, 'reject');
      expect(played(), `rejection ${i}`).to.deep.equal(['turn', i === 4 ? 'track-4' : 'rejected']);
    }
    await propose(app);
    await vote(app, 'approve');
    await mission(app, 1);
    expect(played()).to.deep.equal(['turn', 'approved', 'failure']);
    // Missions 3 and 4 succeed: the game ends.
    await propose(app);
    await vote(app, 'approve');
    await mission(app, 0);
    await propose(app);
    await vote(app, 'approve');
    await mission(app, 0);
    expect(played()).to.deep.equal(['turn', 'approved', 'success', 'turn', 'approved', 'game-end']);

    // An input the game cannot take: the error cue.
    await press('Alt+KeyK');
    await type('banana');
    const before = announcer.log.length;
    await press('Enter');
    await waitUntil(() => announcer.log.length > before);
    expect(played()).to.deep.equal(['error']);
    expect(audio.tones.some((t) => t.private)).to.equal(false);
  });

  it('nothing plays while a private screen shows; the secret votes\' reveal plays one cue', async () => {
    const app = await appFixture();
    const setup = app.querySelector('rs-setup')!;
    await fillSetup(setup, ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], { secretVotes: true });
    const before = announcer.log.length;
    buttonIn(setup, 'Start game').click();
    await settle(app, 'starting the game', before);
    await propose(app, [0, 1]);
    seen = audio.tones.length;
    for (const seat of voteOrder(stateOf(app))) {
      await openTurn(app, seat);
      expect(audio.tones.length, `nothing played in ${seat}'s private turn`).to.equal(seen);
      await chooseInTurn(app, seat === 2 ? 'reject' : 'approve');
    }
    expect(audio.tones.filter((t) => t.private), 'no tone while a private screen showed').to.have.length(0);
    expect(played(), 'the reveal: one public cue').to.deep.equal(['approved']);
  });

  it('cues without speech: the cued event is not announced, its sentence is shown', async () => {
    saveSettings({ cues: { mode: 'only' } });
    const app = await gameFixture({ players: 5 });
    seen = audio.tones.length;
    const logBefore = announcer.log.length;
    await press('Alt+KeyK');
    await type('t12');
    await press('Enter');
    await waitUntil(() => app.querySelector('#command-answer') !== null, 'the answer shown');
    await app.whenIdle();
    await announcer.whenIdle();
    expect(played()).to.deep.equal(['turn']);
    expect(app.view!.phase).to.equal('vote');
    expect(app.querySelector('#command-answer')!.textContent).to.match(/proposes Player 1 and Player 2 for mission 1/);
    expect(liveText('polite')).to.not.match(/proposes Player 1 and Player 2/);
    expect(announcer.log.slice(logBefore).some((t) => /proposes Player 1 and Player 2/.test(t)), 'never announced').to.equal(false);
  });
});
