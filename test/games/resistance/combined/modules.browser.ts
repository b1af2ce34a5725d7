/**
 * Expansion modules with physical cards: Trapper (R-TRP-1, R-TRP-2), Reverser
 * (R-REVS-3) and Inquisitor (R-INQ-1 … R-INQ-3): whole games through the app's screens, the
 * Inquisitor's by keyboard heard through the virtual screen reader; axe on each module's step.
 */
import { expect } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { appFixture, buttonIn, choose, expectAccessibleScreen, propose, settle, setupField, stepOf, useAppTestPage, vote } from '../../../helpers/app-driver.ts';
import { pickTeam, press, tabTo, tabToButton } from '../../../helpers/keyboard.ts';

/** Waits for the app after a key press. */
async function keySettle(app: RsApp): Promise<void> {
  await app.whenIdle();
  await (app.querySelector('#step > *') as HTMLElement & { updateComplete?: Promise<unknown> } | null)?.updateComplete;
  await announcer.whenIdle();
}

/** One round by keyboard only: team checkboxes, "All approve", then the Fail (and Reverse) radios. */
async function roundByKeyboard(app: RsApp, team: number[], fails: number, reverses?: number): Promise<void> {
  await pickTeam(app, team);
  await tabToButton('Propose team');
  await press('Enter');
  await keySettle(app);
  expect(document.activeElement?.getAttribute('name'), 'the first player\'s box of the vote').to.equal('approve');
  await tabToButton('Record vote');
  await press('Enter');
  await keySettle(app);
  // Radio groups (one Tab stop each): Space picks the first, arrows move the choice.
  await tabTo((el) => el instanceof HTMLInputElement && el.name === 'fails', 'the Fail cards');
  if (fails === 0) await press('Space');
  for (let i = 0; i < fails; i++) await press('ArrowDown');
  if (reverses !== undefined) {
    await tabTo((el) => el instanceof HTMLInputElement && el.name === 'reverses', 'the Reverse cards');
    for (let i = 0; i < reverses; i++) await press('ArrowDown');
  }
  await tabToButton('Record mission result');
  await press('Enter');
  await keySettle(app);
}

async function startWith(app: RsApp, players: number, boxes: string[]): Promise<void> {
  const setup = app.querySelector('rs-setup')!;
  choose(setup.querySelector<HTMLSelectElement>('#setup-count')!, String(players));
  await setup.updateComplete;
  choose(setup.querySelector<HTMLSelectElement>('#setup-leader')!, '0');
  for (const id of boxes) (await setupField(setup, id.replace(/^setup-/, ''))).click();
  await setup.updateComplete;
  const before = announcer.log.length;
  buttonIn(setup, 'Start game').click();
  await settle(app, 'starting a game with modules', before);
}

/** Records a mission through the recorder: `fails` Fail cards and, with the Reverser, `reverses`. */
async function record(app: RsApp, fails: number, reverses?: number): Promise<void> {
  const recorder = stepOf(app);
  expect(recorder.localName).to.equal('rs-mission-recorder');
  recorder.querySelector<HTMLInputElement>(`input[name="fails"][value="${fails}"]`)!.click();
  if (reverses !== undefined) recorder.querySelector<HTMLInputElement>(`input[name="reverses"][value="${reverses}"]`)!.click();
  await recorder.updateComplete;
  const before = announcer.log.length;
  buttonIn(recorder, 'Record mission result').click();
  await settle(app, 'recording a mission', before);
}

describe('expansion modules with physical cards', () => {
  useAppTestPage();
  let app: RsApp;
  afterEach(async () => {
    await virtual.stop();
    app?.remove();
  });

  it('Trapper, by keyboard and heard: teams of one more, the set-aside card not counted, a whole game', async () => {
    app = await appFixture();
    await startWith(app, 5, ['setup-trapper']);
    expect(app.querySelector('#board-modules')!.textContent).to.include('Trapper');
    await virtual.start({ container: document.body });
    await roundByKeyboard(app, [0, 1, 2], 1); // a team of 3 at mission 1; one of 2 counted cards fails it
    await roundByKeyboard(app, [1, 2, 3, 4], 0);
    await roundByKeyboard(app, [0, 3, 4], 0);
    await roundByKeyboard(app, [1, 2, 3, 4], 0);
    expect(stepOf(app).localName).to.equal('rs-game-over');
    const spoken = (await virtual.spokenPhraseLog()).join('\n');
    expect(spoken).to.include('Mission 1 failed: 1 Fail card.');
    expect(spoken).to.include('The resistance wins: three missions succeeded.');
    await virtual.stop();
    app.remove();
    app = await appFixture();
    await startWith(app, 5, ['setup-trapper']);
    for (const [team, fails] of [
      [[0, 1, 2], 0],
      [[0, 1, 2, 3], 1],
      [[1, 2, 3], 0],
      [[0, 2, 3, 4], 0],
    ] as [number[], number][]) {
      await propose(app, team);
      await vote(app, 'approve');
      const recorder = stepOf(app);
      // One card set aside: a team of n reveals 0 … n − 1 Fail cards.
      expect(recorder.querySelectorAll('input[name="fails"]').length).to.equal(team.length);
      expect(recorder.textContent).to.include('sets it aside unrevealed');
      if (team.length === 4) await expectAccessibleScreen(app);
      await record(app, fails);
    }
    expect(stepOf(app).localName).to.equal('rs-game-over');
    expect(announcer.last).to.include('The resistance wins');
  });

  it('Reverser, by keyboard and heard: a whole game at 8 players', async () => {
    app = await appFixture();
    await startWith(app, 8, ['setup-reverser-resistance', 'setup-reverser-spy']);
    await virtual.start({ container: document.body });
    await roundByKeyboard(app, [0, 1, 2], 0, 1); // one Reverse turns a success into a fail
    await roundByKeyboard(app, [1, 2, 3, 4], 1, 1); // seed 001: Success, Success, Fail, Reverse → success
    await roundByKeyboard(app, [2, 3, 4, 5], 1, 2); // two Reverses leave the fail
    await roundByKeyboard(app, [3, 4, 5, 6, 7], 0, 0);
    await roundByKeyboard(app, [0, 1, 2, 3, 4], 0, 0);
    expect(stepOf(app).localName).to.equal('rs-game-over');
    const spoken = (await virtual.spokenPhraseLog()).join('\n');
    expect(spoken).to.include('Mission 1 failed: no Fail cards, 1 Reverse card. One Reverse card flipped the result.');
    expect(spoken).to.include('Mission 2 succeeded: 1 Fail card, 1 Reverse card. One Reverse card flipped the result.');
    expect(spoken).to.include('Mission 3 failed: 1 Fail card, 2 Reverse cards.');
    expect(spoken).to.include('The resistance wins');
  });

  it('Reverser: seed 001, mission 2 at 8 players: Success, Success, Fail, Reverse → success', async () => {
    app = await appFixture();
    await startWith(app, 8, ['setup-reverser-resistance', 'setup-reverser-spy']);
    await propose(app, [0, 1, 2]);
    await vote(app, 'approve');
    await record(app, 0, 0);
    await propose(app, [1, 2, 3, 4]);
    await vote(app, 'approve');
    await expectAccessibleScreen(app);
    await record(app, 1, 1);
    expect(announcer.last).to.include('Mission 2 succeeded: 1 Fail card, 1 Reverse card. One Reverse card flipped the result.');
    expect(app.querySelector('rs-board')!.textContent).to.include('1 Reverse card');
  });

  it('Inquisitor: checks after missions 2, 3 and 4 by keyboard, heard through the screen reader', async () => {
    app = await appFixture();
    await startWith(app, 5, ['setup-inquisitor']);
    // R-INQ-1: the player on the first leader's right (Player 5) holds the token.
    expect(app.querySelector('#board-inquisitor')!.textContent).to.include('Inquisitor token: Player 5.');
    await virtual.start({ container: document.body });
    await propose(app, [0, 1]);
    await vote(app, 'approve');
    await record(app, 0);
    expect(stepOf(app).localName, 'no check after mission 1').to.equal('rs-team-picker');
    await propose(app, [0, 1, 2]);
    await vote(app, 'approve');
    await record(app, 1);
    expect(stepOf(app).localName).to.equal('rs-inquisition');
    expect(announcer.last).to.include('First Player 5, the Inquisitor, checks a player.');
    await expectAccessibleScreen(app);
    const offered = () => [...app.querySelectorAll<HTMLInputElement>('input[name="inquisition-target"]')].map((i) => Number(i.value));
    expect(offered()).to.deep.equal([0, 1, 2, 3]);
    // By keyboard: focus is on the first player; ArrowDown twice → Player 3; record.
    expect((document.activeElement as HTMLInputElement).name).to.equal('inquisition-target');
    await press('ArrowDown');
    await press('ArrowDown');
    await tabToButton('Record the check');
    await press('Enter');
    await app.whenIdle();
    await announcer.whenIdle();
    expect(announcer.last).to.equal('Player 5 checked the loyalty of Player 3. The Inquisitor token passes to Player 3; 2 checks left.');
    expect(app.querySelector('#board-inquisitor')!.textContent).to.include('Never to be checked (held the token): Player 5.');
    // Mission 3, then Player 3 checks: Player 5 (a past holder) and Player 3 are not offered.
    await propose(app, [1, 2]);
    await vote(app, 'approve');
    await record(app, 0);
    expect(offered()).to.deep.equal([0, 1, 3].map((s) => s)); // seats 0, 1, 3 → Player 1, 2, 4
    await tabTo((el) => el instanceof HTMLInputElement && el.value === '0', 'Player 1');
    await press('Space');
    await tabToButton('Record the check');
    await press('Enter');
    await app.whenIdle();
    await announcer.whenIdle();
    const spoken = (await virtual.spokenPhraseLog()).join('\n');
    expect(spoken).to.include('Player 5 checked the loyalty of Player 3.');
    expect(spoken).to.include('Player 3 checked the loyalty of Player 1.');
  });
});
