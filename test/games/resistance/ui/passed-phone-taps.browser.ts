/**
 * How many taps a round costs on one phone passed round the table, on a 360 × 740 phone: at 7
 * players with dealt cards and secret votes, the leader's proposal, the 7 secret votes and the 2
 * secret mission cards of mission 1 take at most 24 taps or key presses (R-TEAM-1, R-VOTE-1,
 * R-MIS-1, R-MIS-2). Every tap is a real pointer click on a control in the first screen, every
 * typed key a real key press (test/helpers/taps.ts); each turn is taken as its screens ask, and
 * counted whatever they ask.
 *
 * The privacy of the passed phone is checked on the way: at every hand-over nothing private is in
 * the DOM, the title, the live regions, the URL or web storage; each turn opens only by its own
 * deliberate tap, never by a second tap at the place of the one before (a double tap that ends a
 * turn does not open the next, a double tap that opens a turn does not vote), and focus lands on
 * the hand-over's heading, not on a control that a repeated key would press; every player's private
 * screen has the same controls; what each step says is said once.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import type { Seat } from '../../../../src/games/resistance/engine.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { appFixture, buttonIn, expectAccessibleScreen, fillSetup, settle, stepOf, useAppTestPage } from '../../../helpers/app-driver.ts';
import { PrivacyWatch, stateOf } from '../../../helpers/private-driver.ts';
import { PHONE, Taps } from '../../../helpers/taps.ts';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];

/** Sentences only a private screen may hold. */
const watch = new PrivacyWatch([/is a spy too/i, /is not a spy/i, /You are a spy/i, /You are resistance/i, /sealed:/i, /Your vote is/i, /Your card is/i]);

/** The private screen's controls, by id and text (their shape). */
function controlsOf(app: RsApp): string[] {
  return [...app.querySelectorAll('[data-private] button, [data-private] input')].map((el) => `${el.localName}#${el.id}`);
}

/** The element a second tap at `point` would land on. */
function under(point: [number, number]): Element | null {
  return document.elementFromPoint(point[0], point[1]);
}

/**
 * One private turn of `seat` from its hand-over screen, taking each control the screens ask for
 * (a seat number to type, the open button, the choice `value`, a seal button, Hide) with real taps,
 * until the next hand-over or step shows; with `shot`, the private screen is kept as
 * test-artifacts/layout/taps-passed-<shot>.png. Returns the private screen's controls.
 */
async function takeTurn(taps: Taps, seat: Seat, value: string | null, shot = ''): Promise<string[]> {
  const app = taps.app;
  const name = NAMES[seat]!;
  const turns = stepOf(app);
  expect(turns.localName).to.equal('rs-private-turns');
  expect(app.querySelector('#turn-heading')!.textContent, 'the hand-over names the holder').to.include(name);
  expect(document.activeElement?.id, 'focus on the hand-over heading, not on a control').to.equal('turn-heading');
  await watch.expectNothingPrivate(app, `the hand-over to ${name}`);
  const field = turns.querySelector<HTMLInputElement>('#turn-seat');
  if (field) {
    await taps.tap(field, `${name}: seat number field`);
    await taps.type(String(seat + 1), `${name}: seat number`);
  }
  const open = turns.querySelector('#turn-open')!;
  const openAt = centre(open);
  await taps.tap(open, `${name}: open`);
  expect(Boolean(app.querySelector('[data-private]')), `the private turn of ${name} opened`).to.equal(true);
  // A choice taken with one tap (a button) is never under the finger that opened the turn.
  expect(Boolean(under(openAt)?.closest('button[name="private-choice"]')), 'a second tap on Open chooses nothing').to.equal(false);
  const controls = controlsOf(app);
  if (shot) await executeServerCommand('layout-screenshot', { name: `taps-passed-${shot}`, fullPage: false });
  watch.seen.push(...[...app.querySelectorAll('#private-reveal li')].map((li) => li.textContent!.trim()));
  let last = openAt;
  if (value !== null) {
    const choice = turns.querySelector(`[name="private-choice"][value="${value}"]`)!;
    last = centre(choice instanceof HTMLInputElement ? choice.closest('label')! : choice);
    await taps.tap(choice instanceof HTMLInputElement ? choice.closest('label') : choice, `${name}: ${value}`);
    const seal = turns.querySelector('#private-seal');
    if (seal && app.querySelector('[data-private]')) {
      last = centre(seal);
      await taps.tap(seal, `${name}: seal`);
    }
  }
  const phrase = app.querySelector('[data-private] #private-phrase');
  if (phrase && value !== null) watch.seen.push(phrase.textContent!.trim());
  const hide = app.querySelector('[data-private] #private-hide');
  if (hide) {
    last = centre(hide);
    await taps.tap(hide, `${name}: hide`);
  }
  expect(Boolean(app.querySelector('[data-private]')), `the turn of ${name} is over`).to.equal(false);
  // A turn that opens with one tap (no seat number to type) has its button away from that finger.
  const opensWithOneTap = app.querySelector('#turn-open') !== null && app.querySelector('#turn-seat') === null;
  expect(opensWithOneTap && Boolean(under(last)?.closest('#turn-open')), 'a second tap where the turn ended opens nothing').to.equal(false);
  return controls;
}

function centre(el: Element): [number, number] {
  const rect = el.getBoundingClientRect();
  return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
}

describe('a round on one phone passed round the table: taps on a 360 × 740 phone', () => {
  useAppTestPage();
  before(async () => {
    await setViewport(PHONE);
    // Headless Chromium has navigator.vibrate but no vibrator: a call after a real tap ends the browser.
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: () => true });
  });
  after(async () => {
    delete (navigator as unknown as Record<string, unknown>)['vibrate'];
    await setViewport({ width: 800, height: 600 });
  });
  afterEach(() => window.scrollTo(0, 0));

  it('7 players, dealt cards, secret votes: proposal, 7 votes and 2 mission cards in at most 24 taps, privacy kept', async () => {
    watch.reset();
    const app = await appFixture();
    const setup = app.querySelector('rs-setup')!;
    await fillSetup(setup, NAMES, { dealt: true, secretVotes: true });
    const before = announcer.log.length;
    buttonIn(setup, 'Start game').click();
    await settle(app, 'starting a dealt game', before);

    // The reveal (before the round, not counted): every seat from the leader, Ann.
    const free = new Taps(app);
    free.button('Start the reveal')!.click(); // below the introduction's text, not a step of the round
    await free.settled();
    const revealShapes = new Set<string>();
    for (const seat of [0, 1, 2, 3, 4, 5, 6]) revealShapes.add((await takeTurn(free, seat, null)).join(' '));
    expect(revealShapes.size, 'every reveal screen has the same controls').to.equal(1);
    expect(stepOf(app).localName).to.equal('rs-team-picker');
    window.scrollTo(0, 0);

    const spies = stateOf(app).setup.spies!;
    // Ann proposes herself and a spy for mission 1 (a team of 2).
    const team = [0, spies.find((s) => s !== 0)!].sort((a, b) => a - b);
    const taps = new Taps(app, 'passed');
    for (const seat of team) {
      const box = stepOf(app).querySelector<HTMLInputElement>(`input[name="team"][value="${seat}"]`)!;
      if (!box.checked) await taps.tap(taps.seat('team', seat), `team: seat ${seat}`);
    }
    await taps.tap(taps.button('Propose team'), 'Propose team');
    expect(announcer.last).to.include('Everyone votes in secret');

    // The secret vote: Ann, Bob, Cid and Dee approve; Eve, Fay and Gus reject.
    const voteShapes = new Set<string>();
    for (const seat of [0, 1, 2, 3, 4, 5, 6]) {
      const said = announcer.log.length;
      voteShapes.add((await takeTurn(taps, seat, seat < 4 ? 'approve' : 'reject', seat === 0 ? 'vote' : '')).join(' '));
      if (seat < 6) {
        expect(announcer.log.slice(said), `the one sentence at the hand-over after ${NAMES[seat]}`).to.deep.equal([
          `${NAMES[seat]} has voted. Pass the phone to ${NAMES[seat + 1]}.`,
        ]);
      }
    }
    expect(voteShapes.size, 'every vote screen has the same controls').to.equal(1);
    expect(announcer.last).to.include('Approve: Ann, Bob, Cid, and Dee. Reject: Eve, Fay, and Gus.');
    expect(app.view!.proposals.at(-1)!.votes).to.deep.equal([true, true, true, true, false, false, false]);

    // The mission: the spy plays Fail, Ann Success if she is resistance (a Fail of hers otherwise).
    const cardShapes = new Set<string>();
    for (const seat of team) cardShapes.add((await takeTurn(taps, seat, spies.includes(seat) ? 'fail' : 'success', seat === team[0] ? 'card' : '')).join(' '));
    expect(cardShapes.size, 'every mission-card screen has the same controls').to.equal(1);
    const fails = team.filter((s) => spies.includes(s)).length;
    expect(app.view!.missions[0]?.result, announcer.last).to.equal('fail');
    expect(announcer.last).to.include(`Cards shuffled: ${2 - fails} Success, ${fails} Fail.`);
    await watch.expectNothingPrivate(app, 'the board after the mission', true);

    expect(taps.count, taps.log.join(', ')).to.be.at.most(24);
    await expectAccessibleScreen(app);
  });
});
