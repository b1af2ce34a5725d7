/**
 * How many taps a moderator needs to record a round on one device with physical cards, on a
 * 360 × 740 phone: every tap is a real pointer click (Playwright's mouse, `sendMouse`) at the
 * centre of a control that must be wholly inside the viewport as the app left it (no scroll by
 * the moderator), and is counted. A 7-player round with a team of 3, a 4–3 vote and no Fail card
 * takes at most 8 taps; a round everyone approves at most 5 (R-TEAM-1, R-TEAM-2, R-VOTE-1, R-VOTE-2,
 * R-MIS-1): the leader starts on the team, everyone starts approved (the moderator unchecks who
 * rejected) and a mission starts at no Fail card, and the seats take two columns so that each
 * step's button is in the first screen.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { expectAccessibleScreen, gameFixture, playMission, stepOf, useAppTestPage } from '../../../helpers/app-driver.ts';
import { PHONE, Taps } from '../../../helpers/taps.ts';

describe('recording a round on one device: taps on a 360 × 740 phone', () => {
  useAppTestPage();
  before(async () => setViewport(PHONE));
  afterEach(() => window.scrollTo(0, 0));

  /** A 7-player game (physical cards) at the proposal for mission 2 (a team of 3), leader Bob (seat 1). */
  async function atMission2(): Promise<RsApp> {
    const app = await gameFixture({ players: 7 });
    await playMission(app, 0);
    window.scrollTo(0, 0);
    expect(stepOf(app).localName).to.equal('rs-team-picker');
    expect(app.view!.leader).to.equal(1);
    return app;
  }

  /** Proposes Bob (the leader), Cid and Dee for mission 2 with as few taps as the picker needs. */
  async function proposeTeam(taps: Taps): Promise<void> {
    for (const seat of [1, 2, 3]) {
      const box = stepOf(taps.app).querySelector<HTMLInputElement>(`input[name="team"][value="${seat}"]`)!;
      if (!box.checked) await taps.tap(taps.seat('team', seat), `team: seat ${seat}`);
    }
    await taps.tap(taps.button('Propose team'), 'Propose team');
    expect(stepOf(taps.app).localName, announcer.last).to.equal('rs-vote-recorder');
  }

  it('a team of 3, a 4–3 vote and no Fail card: at most 8 taps, none needing a scroll', async () => {
    const app = await atMission2();
    const taps = new Taps(app, '4-3');
    await proposeTeam(taps);
    // Ann, Bob, Cid and Dee approve; Eve, Fay and Gus reject.
    const recorder = stepOf(app);
    const approve = [true, true, true, true, false, false, false];
    const boxes = () => [...recorder.querySelectorAll<HTMLInputElement>('input[name="approve"]')];
    const minorityRejects = boxes().filter((b) => b.checked).length >= 4;
    if (!minorityRejects) await taps.tap(taps.button('All approve'), 'All approve');
    for (const [seat, yes] of approve.entries()) {
      if (boxes()[seat]!.checked !== yes) await taps.tap(taps.seat('approve', seat), `vote: seat ${seat}`);
    }
    await taps.tap(taps.button('Record vote'), 'Record vote');
    expect(app.view!.proposals.at(-1)!.votes, announcer.last).to.deep.equal([true, true, true, true, false, false, false]);
    expect(stepOf(app).localName).to.equal('rs-mission-recorder');
    const none = stepOf(app).querySelector<HTMLInputElement>('input[name="fails"][value="0"]')!;
    if (!none.checked) await taps.tap(none.closest('label'), 'No Fail cards');
    await taps.tap(stepOf(app).querySelector('button[type="submit"]'), 'Record mission');
    expect(app.view!.missions[1]?.result, announcer.last).to.equal('success');
    expect(taps.count, taps.log.join(', ')).to.be.at.most(8);
    await expectAccessibleScreen(app);
  });

  it('a team of 3 that everyone approves, no Fail card: at most 5 taps, none needing a scroll', async () => {
    const app = await atMission2();
    const taps = new Taps(app, 'all');
    await proposeTeam(taps);
    const recorder = stepOf(app);
    const all = [...recorder.querySelectorAll<HTMLInputElement>('input[name="approve"]')].every((b) => b.checked);
    if (!all) await taps.tap(taps.button('All approve'), 'All approve');
    if (stepOf(app).localName === 'rs-vote-recorder') await taps.tap(taps.button('Record vote'), 'Record vote');
    expect(app.view!.proposals.at(-1)!.votes, announcer.last).to.deep.equal([true, true, true, true, true, true, true]);
    const none = stepOf(app).querySelector<HTMLInputElement>('input[name="fails"][value="0"]')!;
    if (!none.checked) await taps.tap(none.closest('label'), 'No Fail cards');
    await taps.tap(stepOf(app).querySelector('button[type="submit"]'), 'Record mission');
    expect(app.view!.missions[1]?.result, announcer.last).to.equal('success');
    expect(taps.count, taps.log.join(', ')).to.be.at.most(5);
  });
});
