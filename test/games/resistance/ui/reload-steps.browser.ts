/**
 * A reload at any step of a game the app deals, with secret votes, reopens that step with no error
 * (R-SET-3, R-REV-2, R-VOTE-1, R-MIS-1): the introduction of the reveal, a reveal under way, a
 * proposal, a secret vote and secret mission cards under way. Votes and cards sealed on one shared
 * device live in memory only (the next holder cannot read them back): after a reload the secret
 * step starts again from its first turn, and the page says exactly that, shown on the step and
 * announced ("The secret vote starts again: votes sealed before the reload were not kept"),
 * instead of "Game reopened where you left it" alone. Every reload is a new `<rs-app>` on the same
 * database after the old one is removed without a goodbye (a killed tab); no page error may occur
 * (an error thrown while rendering reaches `window` as an error or an unhandled rejection). axe on
 * each reopened step.
 */
import { expect } from '@open-wc/testing';
import { missionOrder, voteOrder } from '../../../../src/games/resistance/engine.ts';
import type { Seat } from '../../../../src/games/resistance/engine.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import type { RsPrivateTurns } from '../../../../src/games/resistance/ui/rs-private-turns.ts';
import { uniqueDbName } from '../../../helpers/app.ts';
import { appFixture, buttonIn, expectAccessibleScreen, fillSetup, settle, stepOf, useAppTestPage } from '../../../helpers/app-driver.ts';
import { press, tabTo } from '../../../helpers/keyboard.ts';
import { chooseInTurn, hideTurn, openTurn, proposeTeam, stateOf, turnsSettled } from '../../../helpers/private-driver.ts';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
const VOTE_AGAIN = 'The secret vote starts again: votes sealed before the reload were not kept.';
const CARDS_AGAIN = 'The mission cards are played again: cards sealed before the reload were not kept.';

/** Page errors since the last {@link takeErrors}. */
let errors: string[] = [];
const onError = (event: ErrorEvent): void => void errors.push(String(event.message));
const onRejection = (event: PromiseRejectionEvent): void => void errors.push(String((event.reason as Error)?.message ?? event.reason));
function takeErrors(): string[] {
  const taken = errors;
  errors = [];
  return taken;
}

/** Where the announcer's log starts for the page opened last. */
let saidFrom = 0;
/** What was announced since the last reload. */
function said(): string {
  return announcer.log.slice(saidFrom).join(' ');
}

function turnsOf(app: RsApp): RsPrivateTurns {
  const step = stepOf(app);
  if (step.localName !== 'rs-private-turns') throw new Error(`no private turns but ${step.localName}`);
  return step as RsPrivateTurns;
}

/** Kills the tab (the app goes without a goodbye) and opens the app again on its database. */
async function reload(app: RsApp, dbName: string, step: string): Promise<RsApp> {
  await app.whenIdle();
  app.remove();
  saidFrom = announcer.log.length;
  const again = await appFixture(dbName);
  await again.whenIdle();
  await turnsSettled(again);
  expect(takeErrors(), `no page error after a reload at ${step}`).to.deep.equal([]);
  expect(again.view, `the game reopened at ${step}`).to.not.equal(null);
  return again;
}

/** Seals one secret choice of `seat`'s turn by keyboard (the first button: Approve, Success), which ends the turn. */
async function sealFirstChoice(app: RsApp, seat: Seat): Promise<void> {
  await openTurn(app, seat);
  const first = app.querySelector<HTMLButtonElement>('button[name="private-choice"]')!;
  await chooseInTurn(app, first.value);
}

describe('a reload at any step reopens it with no error', () => {
  useAppTestPage();
  before(() => {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  after(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });

  it('the reveal, a proposal, a secret vote and secret cards: each reopens; what was sealed in memory is said to start again', async () => {
    const dbName = uniqueDbName();
    let app = await appFixture(dbName);
    const setup = app.querySelector('rs-setup')!;
    await fillSetup(setup, NAMES, { dealt: true, secretVotes: true });
    const before = announcer.log.length;
    buttonIn(setup, 'Start game').click();
    await settle(app, 'starting a dealt game', before);
    takeErrors();

    // The introduction of the reveal.
    app = await reload(app, dbName, 'the introduction');
    expect(stepOf(app).localName).to.equal('rs-private-intro');
    expect(said()).to.include('Game reopened where you left it.');

    // The reveal under way: it goes on with the next player.
    await tabTo((el) => el.id === 'intro-start', 'Start the reveal');
    await press('Enter');
    await turnsSettled(app);
    await openTurn(app, 0);
    await hideTurn(app);
    app = await reload(app, dbName, 'the reveal');
    expect(turnsOf(app).currentSeat).to.equal(1);
    for (let seat = 1; seat < NAMES.length; seat++) {
      if (seat > 1) expect(turnsOf(app).currentSeat).to.equal(seat);
      app.querySelector<HTMLElement>('#turn-heading')!.focus();
      await openTurn(app, seat);
      await hideTurn(app);
    }

    // The first proposal.
    expect(stepOf(app).localName).to.equal('rs-team-picker');
    app = await reload(app, dbName, 'a proposal');
    expect(stepOf(app).localName).to.equal('rs-team-picker');
    await expectAccessibleScreen(app);

    // A secret vote under way: one vote sealed, then the reload.
    await proposeTeam(app, [0, 1]);
    const voters = voteOrder(stateOf(app));
    await sealFirstChoice(app, voters[0]!);
    expect(turnsOf(app).currentSeat).to.equal(voters[1]);
    app = await reload(app, dbName, 'a secret vote');
    expect(turnsOf(app).kind).to.equal('vote');
    expect(turnsOf(app).currentSeat, 'the vote starts again from its first turn').to.equal(voters[0]);
    expect(app.querySelector('#reload-note')?.textContent?.trim(), 'shown on the step').to.equal(VOTE_AGAIN);
    expect(said(), 'announced').to.include(VOTE_AGAIN);
    expect(said()).to.not.include('Game reopened where you left it.');
    await expectAccessibleScreen(app);
    app.querySelector<HTMLElement>('#turn-heading')!.focus();
    for (const seat of voters) {
      app.querySelector<HTMLElement>('#turn-heading')!.focus();
      await sealFirstChoice(app, seat);
    }
    expect(app.querySelector('#reload-note'), 'the note goes with its step').to.equal(null);

    // Secret mission cards under way: one card sealed, then the reload.
    expect(stateOf(app).phase).to.equal('mission');
    const members = missionOrder(stateOf(app));
    app.querySelector<HTMLElement>('#turn-heading')!.focus();
    await sealFirstChoice(app, members[0]!);
    app = await reload(app, dbName, 'secret mission cards');
    expect(turnsOf(app).kind).to.equal('mission');
    expect(turnsOf(app).currentSeat).to.equal(members[0]);
    expect(app.querySelector('#reload-note')?.textContent?.trim()).to.equal(CARDS_AGAIN);
    expect(said()).to.include(CARDS_AGAIN);
    await expectAccessibleScreen(app);
    expect(takeErrors()).to.deep.equal([]);
    app.remove();
  });
});
