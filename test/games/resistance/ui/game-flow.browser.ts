/**
 * A whole 7-player game played through the UI with the keyboard only (real key presses), while
 * the virtual screen reader listens: every vote result, mission result and the winner must be
 * announced (R-VOTE-2, R-VOTE-3, R-MIS-3, R-MIS-4, R-END-1).
 */
import { expect } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import '../../../../src/games/resistance/ui/rs-app.ts';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { expectNoAxeViolations } from '../../../helpers/a11y.ts';
import { pickTeam, press, tabTo, tabToButton, tabToInput, type } from '../../../helpers/keyboard.ts';
import { renderApp } from '../../../helpers/app.ts';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];

let app: RsApp;

/** Waits for the app to settle after a key press: render, step render, announcements. */
async function settle(): Promise<void> {
  await app.whenIdle(); // saved, rendered, focus moved
  const step = app.querySelector('#step > *') as (HTMLElement & { updateComplete?: Promise<unknown> }) | null;
  await step?.updateComplete;
  await announcer.whenIdle();
}

function focused(): Element | null {
  return document.activeElement;
}

/** Proposes `team` (seats) with the keyboard: focus starts on the first team checkbox. */
async function proposeTeam(team: number[]): Promise<void> {
  await pickTeam(document, team);
  await tabToButton('Propose team');
  await press('Enter');
  await settle();
}

/** Records a vote: everyone starts approved, or "All reject"; then toggles the exceptions. */
async function recordVote(all: 'approve' | 'reject', exceptions: number[] = []): Promise<void> {
  expect(focused()?.getAttribute('name'), 'focus lands on the first player\'s box after a proposal').to.equal('approve');
  if (all === 'reject') {
    // "All reject" comes just before the players: Shift+Tab.
    await tabTo((el) => el instanceof HTMLButtonElement && el.textContent!.trim() === 'All reject', 'the button "All reject"', 3, true);
    await press('Enter');
    // Back to the players' boxes (before "Record vote") for the exceptions.
    if (exceptions.length > 0) await tabTo((el) => el instanceof HTMLInputElement && el.name === 'approve' && el.value === '0', 'the first box', 20, true);
  }
  for (const seat of exceptions) {
    await tabToInput('approve', String(seat));
    await press('Space');
  }
  // "Record vote" comes after the players ("All reject" moved focus back to it).
  const onRecord = (el: Element) => el instanceof HTMLButtonElement && el.textContent!.trim() === 'Record vote';
  await tabTo(onRecord, 'the button "Record vote"');
  await press('Enter');
  await settle();
}

/** Records a mission: focus is on the first Fail-card radio ("No Fail cards"). */
async function recordMission(fails: number): Promise<void> {
  const first = focused() as HTMLInputElement;
  expect(first.name, 'focus lands on the Fail-card choice after an approval').to.equal('fails');
  if (fails === 0) await press('Space');
  for (let i = 0; i < fails; i++) await press('ArrowDown');
  await tabToButton('Record mission result');
  await press('Enter');
  await settle();
}

describe('a whole 7-player game by keyboard, heard through a screen reader', () => {
  afterEach(async () => {
    await virtual.stop();
  });

  it('announces every vote result, every mission result and the winner', async () => {
    app = await renderApp();
    await virtual.start({ container: document.body });

    // Setup: 7 players, named, Ann leads first.
    await tabTo((el) => el.id === 'setup-count', 'the number of players');
    await press('ArrowDown');
    await press('ArrowDown');
    await settle();
    expect((focused() as HTMLSelectElement).value).to.equal('7');
    for (let seat = 0; seat < 7; seat++) {
      await tabTo((el) => el.id === `setup-name-${seat}`, `the name of seat ${seat + 1}`);
      await press('Control+A');
      await type(NAMES[seat]!);
    }
    await tabTo((el) => el.id === 'setup-leader', 'the first leader');
    await press('ArrowDown'); // "Ann"
    await settle();
    await expectNoAxeViolations(app);
    await tabToButton('Start game');
    await press('Enter');
    await settle();
    expect(focused()).to.have.property('name', 'team');
    await expectNoAxeViolations(app);

    // Mission 1: Ann's team is rejected by all; Bob's team is approved 5 to 2 and succeeds.
    await proposeTeam([0, 1]);
    await expectNoAxeViolations(app);
    await recordVote('reject');
    await proposeTeam([1, 2]);
    await recordVote('approve', [3, 4]);
    await expectNoAxeViolations(app);
    await recordMission(0);

    // Mission 2: Cid's team, approved by all, fails with one Fail card.
    await proposeTeam([2, 3, 4]);
    await recordVote('approve');
    await recordMission(1);

    // Alt+W: where are we.
    await press('Alt+KeyW');
    await settle();

    // Mission 3: Dee's team succeeds.
    await proposeTeam([0, 1, 3]);
    await recordVote('approve', [6]);
    await recordMission(0);

    // Mission 4 at 7 players needs two Fail cards (R-MIS-4): one Fail card, still a success.
    await proposeTeam([0, 1, 2, 5]);
    await recordVote('approve');
    await recordMission(1);

    expect(focused()?.id, 'focus on the Game over heading').to.equal('step-heading');
    await expectNoAxeViolations(app);

    const spoken = await virtual.spokenPhraseLog();
    const said = (text: string, priority = 'polite') =>
      expect(
        spoken.some((line) => line.startsWith(`${priority}: `) && line.includes(text)),
        `the screen reader said "${text}" (${priority}); it said:\n${spoken.filter((l) => /^(polite|assertive):/.test(l)).join('\n')}`,
      ).to.equal(true);

    said('Game started with 7 players. Ann proposes a team of 2 for mission 1.');
    said('Ann proposes Ann and Bob for mission 1.');
    said('Team rejected, 0 approve, 7 reject. Vote track: 1 of 5 rejected in a row. Next leader: Bob.');
    said('Team approved, 5 approve, 2 reject. Record the Fail cards.');
    said('Mission 1 succeeded: no Fail cards. Score: 1 success, 0 fails. Next leader: Cid.');
    said('Team approved, 7 approve, 0 reject.');
    said('Mission 2 failed: 1 Fail card. Score: 1 success, 1 fail. Next leader: Dee.');
    said('Mission 3 of 5. Leader: Dee. Score: 1 success, 1 fail.'); // Alt+W
    said('Team approved, 6 approve, 1 reject.');
    said('Mission 3 succeeded: no Fail cards. Score: 2 successes, 1 fail. Next leader: Eve.');
    said('Mission 4 succeeded: 1 Fail card, two needed to fail. The resistance wins: three missions succeeded.', 'assertive');

    // The vote history holds all five proposals as table rows, each vote as a word.
    const rows = [...app.querySelectorAll('rs-vote-history tbody tr')];
    expect(rows.length).to.equal(5);
    const cells = (row: Element) => [...row.children].map((c) => c.textContent!.trim());
    expect(cells(rows[0]!)).to.deep.equal([
      '1', '1', '1 of 5', 'Ann', 'Ann and Bob',
      'Reject', 'Reject', 'Reject', 'Reject', 'Reject', 'Reject', 'Reject',
      'Rejected, 0 to 7', 'None',
    ]);
    expect(cells(rows[1]!).slice(-9)).to.deep.equal([
      'Approve', 'Approve', 'Approve', 'Reject', 'Reject', 'Approve', 'Approve',
      'Approved, 5 to 2', 'Success, no Fail cards',
    ]);
  });
});
