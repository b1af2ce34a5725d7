/**
 * Hidden information on one shared device: the digital deal (R-SET-2, R-SET-3), the
 * card-passing reveal (R-REV-2, R-VAR-BLIND), secret votes (R-VOTE-1) and secret mission cards
 * (R-MIS-1, R-MIS-2), played as whole 5- and 10-player games through the real DOM.
 *
 * Checked at every hand-over screen: no role, spy, secret vote or card in the DOM (text and
 * attributes), the accessibility tree (virtual screen reader), the title, the live regions, the
 * URL, localStorage or sessionStorage. Checked for every role: the private reveal turn has the
 * same focus stops and the same spoken phrases, of the same lengths (the names are all three
 * letters long, so only the answers could differ).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { missionOrder, revealFor, spyCount, teamSize, viewFor, voteOrder } from '../../../../src/games/resistance/engine.ts';
import type { MissionNumber, Seat } from '../../../../src/games/resistance/engine.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import type { RsPrivateTurns } from '../../../../src/games/resistance/ui/rs-private-turns.ts';
import { ANSWER_GAP_MS, VIBRATION_PATTERNS } from '../../../../src/platform/settings/vibration.ts';
import {
  appFixture,
  buttonIn,
  choose,
  expectAccessibleScreen,
  fillSetup,
  propose,
  settle,
  setupField,
  stepOf,
  useAppTestPage,
  vote,
} from '../../../helpers/app-driver.ts';
import { press, tabTo } from '../../../helpers/keyboard.ts';
import { chooseInTurn, hideTurn, openTurn, PrivacyWatch, stateOf, turnsSettled } from '../../../helpers/private-driver.ts';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'];

/** Sentences that only a private screen may hold. */
const PRIVATE_PATTERNS = [
  /is a spy too/i,
  /is not a spy/i,
  /\w: role hidden\./i,
  /You are a spy/i,
  /You are resistance/i,
  /sealed/i,
  /Your card/i,
  /Your vote/i,
  /spies were/i,
  /Loyalty card of [A-Z][a-z]+:/,
];

function turnsOf(app: RsApp): RsPrivateTurns {
  const step = stepOf(app);
  if (step.localName !== 'rs-private-turns') throw new Error(`no private turns but ${step.localName}`);
  return step as RsPrivateTurns;
}

/** The privacy check of every public screen, with the private phrases seen so far in this test. */
const watch = new PrivacyWatch(PRIVATE_PATTERNS);
const expectNothingPrivate = (app: RsApp, where: string, tree = false): Promise<void> => watch.expectNothingPrivate(app, where, tree);

/** Starts a game in which the app deals: `players`, Ann leads, options as given. */
async function startDealt(
  app: RsApp,
  options: { players: number; secretVotes?: boolean; blind?: boolean; targeting?: boolean; inquisitor?: boolean; trapper?: boolean; reverser?: boolean },
): Promise<void> {
  const setup = app.querySelector('rs-setup')!;
  await fillSetup(setup, NAMES.slice(0, options.players), { dealt: true, secretVotes: options.secretVotes ?? false });
  if (options.blind) (await setupField(setup, 'blind')).click();
  if (options.targeting) (await setupField(setup, 'targeting')).click();
  if (options.inquisitor) (await setupField(setup, 'inquisitor')).click();
  if (options.trapper) (await setupField(setup, 'trapper')).click();
  if (options.reverser) {
    (await setupField(setup, 'reverser-resistance')).click();
    (await setupField(setup, 'reverser-spy')).click();
  }
  await setup.updateComplete;
  const before = announcer.log.length;
  buttonIn(setup, 'Start game').click();
  await settle(app, 'starting a dealt game', before);
}

/** The Tab stops of the private screen, from its first focus to the last control inside it. */
async function privateFocusStops(app: RsApp): Promise<string[]> {
  const section = app.querySelector('[data-private]')!;
  const stops: string[] = [];
  for (let i = 0; i < 20; i++) {
    await press('Tab');
    const active = document.activeElement;
    if (!active || !section.contains(active)) break;
    stops.push(active.id || active.tagName);
  }
  // Back to the first focus of the screen for what follows.
  (app.querySelector<HTMLElement>('#private-phrase') ?? app.querySelector<HTMLElement>('#private-heading'))!.focus();
  return stops;
}

interface RevealTurn {
  seat: Seat;
  phrases: string[];
  stops: string[];
  spoken: string[];
}

/**
 * One reveal turn by keyboard (R-REV-2): opens it; the turn is one screen, the list of every card,
 * focus on the first (the holder's own); notes the list, the focus stops and (with `listen`) what
 * the virtual screen reader says reading the whole screen, then hides.
 */
async function revealTurn(app: RsApp, seat: Seat, listen: boolean): Promise<RevealTurn> {
  await openTurn(app, seat);
  await expectAccessibleSection(app, listen);
  const spoken: string[] = [];
  const players = stateOf(app).setup.players.length;
  const list = app.querySelector('#private-reveal');
  expect(list, 'the reveal is one list').to.not.equal(null);
  const phrases = [...list!.querySelectorAll('li')].map((li) => li.textContent!.trim());
  expect(phrases, 'one card per player, on one screen').to.have.length(players);
  expect(document.activeElement, 'focus on the first card').to.equal(list!.querySelector('li'));
  expect(document.activeElement?.id).to.equal('private-phrase');
  expect(app.querySelector('#private-next, #private-previous'), 'no card-by-card navigation').to.equal(null);
  const stops = await privateFocusStops(app);
  if (listen) {
    await virtual.start({ container: app.querySelector('[data-private]')! });
    for (let i = 0; i < 40; i++) {
      await virtual.next();
      if ((await virtual.lastSpokenPhrase()).startsWith('end of region')) break;
    }
    spoken.push(...(await virtual.spokenPhraseLog()));
    await virtual.stop();
    const heard = spoken.join('\n');
    expect(heard).to.include(`listitem, level 1, position ${players}, set size ${players}`);
    for (const phrase of phrases) expect(heard, 'the screen reader reads every card').to.include(phrase);
    (app.querySelector<HTMLElement>('#private-phrase'))!.focus();
  }
  watch.seen.push(...phrases);
  await hideTurn(app);
  return { seat, phrases, stops, spoken };
}

let axeRuns = 0;
/** axe on the private screen, on the first turns only (it is the same template for every turn). */
async function expectAccessibleSection(app: RsApp, run: boolean): Promise<void> {
  if (!run && axeRuns > 6) return;
  axeRuns++;
  await expectAccessibleScreen(app);
}

/** The whole reveal: every seat from the leader; privacy checked at every hand-over. */
async function playReveal(app: RsApp): Promise<RevealTurn[]> {
  const intro = stepOf(app);
  expect(intro.localName).to.equal('rs-private-intro');
  expect(document.activeElement?.id).to.equal('intro-heading');
  await expectAccessibleScreen(app);
  await expectNothingPrivate(app, 'the introduction');
  await press('Tab');
  expect(document.activeElement?.id, 'one Tab from the heading reaches "Start the reveal"').to.equal('intro-start');
  await press('Enter');
  await turnsSettled(app);
  const state = stateOf(app);
  const spies = state.setup.spies!;
  const players = state.setup.players.length;
  const turns: RevealTurn[] = [];
  const listenTo = new Set([spies[0]!, [...Array(players).keys()].find((s) => !spies.includes(s))!]);
  for (let i = 0; i < players; i++) {
    const seat = i; // Ann (seat 0) leads, then clockwise
    await expectNothingPrivate(app, `the hand-over to ${NAMES[seat]}`, i === 0);
    turns.push(await revealTurn(app, seat, listenTo.has(seat)));
  }
  return turns;
}

/** Checks that spies and resistance players had turns of the same shape, and what each learnt. */
function expectEqualShape(turns: RevealTurn[], spies: Seat[], blind: boolean): void {
  const players = turns.length;
  for (const turn of turns) {
    expect(turn.phrases).to.have.length(players);
    const isSpy = spies.includes(turn.seat);
    expect(turn.phrases[0]).to.include(isSpy ? 'You are a spy, not resistance.' : 'You are resistance, not a spy.');
    for (const phrase of turn.phrases.slice(1)) {
      const name = NAMES.find((n) => phrase.includes(`${n} `) || phrase.includes(`${n}:`))!;
      const seat = NAMES.indexOf(name);
      if (isSpy && !blind) expect(phrase).to.include(spies.includes(seat) ? `${name} is a spy too.` : `${name} is not a spy.`);
      else expect(phrase).to.include(`${name}: role hidden.`);
    }
  }
  const first = turns[0]!;
  for (const turn of turns) {
    expect(turn.stops, `focus stops of ${NAMES[turn.seat]}`).to.deep.equal(first.stops);
    expect(turn.phrases.map((p) => p.length), `phrase lengths of ${NAMES[turn.seat]}`).to.deep.equal(first.phrases.map((p) => p.length));
  }
  const heard = turns.filter((t) => t.spoken.length > 0);
  expect(heard.length, 'a spy and a resistance player were heard').to.equal(2);
  const [a, b] = heard as [RevealTurn, RevealTurn];
  expect(a.spoken.length, 'same number of spoken phrases').to.equal(b.spoken.length);
  expect(a.spoken.map((p) => p.length), 'spoken phrases of matching length').to.deep.equal(b.spoken.map((p) => p.length));
}

/**
 * Every player votes in secret (by keyboard): `approve` lists who approves. Each vote is one key
 * on its button, which ends the turn; the next hand-over says once who voted and who is next.
 */
async function secretVote(app: RsApp, approve: (seat: Seat) => boolean, check = false): Promise<void> {
  const order = voteOrder(stateOf(app));
  for (const [i, seat] of order.entries()) {
    await expectNothingPrivate(app, `the secret-vote hand-over to ${NAMES[seat]}`);
    await openTurn(app, seat);
    expect(document.activeElement?.id).to.equal('private-heading');
    const buttons = [...app.querySelectorAll<HTMLButtonElement>('button[name="private-choice"]')];
    expect(buttons.map((b) => b.value), 'the same two buttons for everyone').to.deep.equal(['approve', 'reject']);
    expect(app.querySelector('#private-choice-context')!.textContent).to.match(/proposes .+ for mission \d\./);
    if (check) {
      await expectAccessibleScreen(app);
      // A double tap's second click (a tap on Open repeated) chooses nothing.
      buttons[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 2 }));
      await turnsSettled(app);
      expect(app.querySelector('[data-private]'), 'still the private vote').to.not.equal(null);
    }
    const said = announcer.log.length;
    await chooseInTurn(app, approve(seat) ? 'approve' : 'reject');
    const next = order[i + 1];
    if (next !== undefined) {
      expect(announcer.log.slice(said), 'one sentence at the hand-over').to.deep.equal([`${NAMES[seat]} has voted. Pass the phone to ${NAMES[next]}.`]);
      expect(document.activeElement?.id, 'focus on the next hand-over heading').to.equal('turn-heading');
    }
  }
}

/**
 * Every team member plays a card in secret; `choice` gives each member's choice. Everyone is
 * offered the same cards under the same reminder of R-MIS-2; one key on a card ends the turn.
 */
async function secretMission(app: RsApp, choice: (seat: Seat) => 'success' | 'fail' | 'reverse', check = false): Promise<void> {
  const order = missionOrder(stateOf(app));
  let context = '';
  for (const [i, seat] of order.entries()) {
    await expectNothingPrivate(app, `the mission hand-over to ${NAMES[seat]}`, check && seat === order[0]);
    await openTurn(app, seat);
    const buttons = [...app.querySelectorAll<HTMLButtonElement>('button[name="private-choice"]')];
    const reverser = stateOf(app).setup.modules?.reverser != null;
    expect(buttons.map((b) => b.value), 'every player sees the same cards').to.deep.equal(reverser ? ['success', 'fail', 'reverse'] : ['success', 'fail']);
    const said = app.querySelector('#private-choice-context')!.textContent!.trim();
    expect(said, 'the R-MIS-2 reminder before the choice').to.include('Resistance players must play Success');
    if (context) expect(said, 'the same sentence for every team member').to.equal(context);
    context = said;
    if (check) await expectAccessibleScreen(app);
    const before = announcer.log.length;
    await chooseInTurn(app, choice(seat));
    const next = order[i + 1];
    if (next !== undefined) expect(announcer.log.slice(before)).to.deep.equal([`${NAMES[seat]} has played a card. Pass the phone to ${NAMES[next]}.`]);
  }
}

describe('hidden information on one shared device', () => {
  useAppTestPage();
  let app: RsApp;

  beforeEach(() => {
    watch.reset();
    axeRuns = 0;
  });
  afterEach(async () => {
    await virtual.stop();
    app?.remove();
  });

  it('plays a whole 5-player game: deal, reveal, secret votes and secret mission cards', async () => {
    app = await appFixture();
    await startDealt(app, { players: 5, secretVotes: true });
    const state = stateOf(app);
    const spies = state.setup.spies!;
    expect(spies).to.have.length(spyCount(5));
    expect(announcer.last).to.include('The app has dealt the cards.');

    const turns = await playReveal(app);
    expectEqualShape(turns, spies, false);
    expect(announcer.last).to.include('Every player has seen their card.');
    expect(stepOf(app).localName).to.equal('rs-team-picker');
    await expectNothingPrivate(app, 'the board after the reveal');

    const resistance = [0, 1, 2, 3, 4].filter((s) => !spies.includes(s));
    const spy = spies[0]!;

    // Mission 1: a rejected team first (secret votes, vote track 1), then a spy and a
    // resistance player go; both choose Fail: only the spy's counts (R-MIS-2).
    await propose(app, [resistance[0]!, resistance[1]!]);
    expect(announcer.last).to.include('Everyone votes in secret');
    await secretVote(app, () => false, true);
    expect(announcer.last).to.include('All votes revealed at once. Approve: nobody. Reject: Ann, Bob, Cid, Dee, and Eve.');
    expect(announcer.last).to.include('Vote track: 1 of 5');
    await expectNothingPrivate(app, 'the board after a secret vote', true);

    await propose(app, [spy, resistance[0]!].sort());
    await secretVote(app, (seat) => seat !== 4);
    expect(announcer.last).to.include('Approve: Ann, Bob, Cid, and Dee. Reject: Eve.');
    expect(announcer.last).to.include('Team approved');
    await secretMission(app, () => 'fail', true);
    expect(announcer.last).to.include('Cards shuffled: 1 Success, 1 Fail. Mission 1 failed: 1 Fail card.');
    expect(stateOf(app).missions[0]!.cards, 'who played what is never kept').to.equal(null);
    await expectNothingPrivate(app, 'the board after a mission');

    // Missions 2–4: resistance teams, all Success: the resistance wins.
    for (const mission of [2, 3, 4] as MissionNumber[]) {
      await propose(app, resistance.slice(0, teamSize(5, mission)));
      await secretVote(app, () => true);
      await secretMission(app, () => 'success');
    }
    expect(stepOf(app).localName).to.equal('rs-game-over');
    expect(announcer.last).to.include('The resistance wins');
    // The game is over: the cards are turned over, and the record may leave the phone.
    expect(app.querySelector('#game-over-spies')!.textContent).to.include('The spies were');
    expect(app.querySelector('#download-button')!.getAttribute('aria-disabled')).to.equal('false');
    await expectAccessibleScreen(app);
  });

  it('plays a whole 10-player game with public votes and secret mission cards, two Fail cards on mission 4', async () => {
    app = await appFixture();
    await startDealt(app, { players: 10 });
    const spies = stateOf(app).setup.spies!;
    expect(spies).to.have.length(4);
    const turns = await playReveal(app);
    expectEqualShape(turns, spies, false);

    // The record holds the roles: it cannot leave the phone during the game.
    const download = app.querySelector<HTMLButtonElement>('#download-button')!;
    expect(download.getAttribute('aria-disabled')).to.equal('true');
    let before = announcer.log.length;
    download.click();
    await settle(app, 'the locked download', before);
    expect(announcer.last).to.include('only when the game is over');

    const resistance = [...Array(10).keys()].filter((s) => !spies.includes(s));
    const [s1, s2] = spies as [Seat, Seat];
    // Missions 1–3: fail, success, fail (spies play Fail, everyone else Success).
    const plan: [MissionNumber, Seat[], number][] = [
      [1, [s1, ...resistance].slice(0, 3), 1],
      [2, resistance.slice(0, 4), 0],
      [3, [s1, ...resistance].slice(0, 4), 1],
    ];
    for (const [mission, team] of plan) {
      await propose(app, [...team].sort((a, b) => a - b));
      await vote(app, 'approve');
      await secretMission(app, (seat) => (spies.includes(seat) ? 'fail' : 'success'), mission === 1);
    }
    // Mission 4 at 10 players needs two Fail cards (R-MIS-4): one spy's Fail is not enough.
    await propose(app, [s1, ...resistance.slice(0, 4)].sort((a, b) => a - b));
    await vote(app, 'approve');
    await secretMission(app, (seat) => (spies.includes(seat) ? 'fail' : 'success'));
    expect(announcer.last).to.include('Cards shuffled: 4 Success, 1 Fail. Mission 4 succeeded');
    // Mission 5: two spies fail it: the spies win 3 to 2.
    await propose(app, [s1, s2, ...resistance.slice(0, 3)].sort((a, b) => a - b));
    await vote(app, 'approve');
    await secretMission(app, (seat) => (spies.includes(seat) ? 'fail' : 'success'));
    expect(announcer.last).to.include('Cards shuffled: 3 Success, 2 Fail.');
    expect(announcer.last).to.include('The spies win');
    expect(stepOf(app).localName).to.equal('rs-game-over');
    before = announcer.log.length;
    expect(before).to.be.greaterThan(0);
  });

  it('with Blind Spies every player, spy or not, learns only their own card (R-VAR-BLIND)', async () => {
    app = await appFixture();
    await startDealt(app, { players: 6, blind: true });
    const spies = stateOf(app).setup.spies!;
    const turns = await playReveal(app);
    expectEqualShape(turns, spies, true);
  });

  it('hides a private screen when the page is hidden or left idle; an unsealed vote is taken again', async () => {
    app = await appFixture();
    await startDealt(app, { players: 5, secretVotes: true });
    const intro = stepOf(app);
    buttonIn(intro, 'Start the reveal').click();
    await turnsSettled(app);

    // Idle: the private screen hides itself and the same player may open it again.
    await openTurn(app, 0);
    app.privateIdleSeconds = 0.05;
    await turnsSettled(app);
    const closed = new Promise<void>((resolve) => app.addEventListener('rs-private-closed', () => resolve(), { once: true }));
    turnsOf(app).dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' })); // activity re-arms the idle timer
    await closed;
    await turnsSettled(app);
    expect(app.querySelector('[data-private]')).to.equal(null);
    expect(app.querySelector('#turn-heading')!.textContent).to.include('Ann');
    expect(app.querySelector('#turn-hidden-note')!.textContent).to.include('hid itself after a pause');
    await expectNothingPrivate(app, 'after an idle hide');

    // Page hidden (phone locked, app switched): hides at once.
    app.privateIdleSeconds = 60;
    await app.updateComplete;
    await turnsSettled(app);
    (app.querySelector<HTMLElement>('#turn-heading'))!.focus();
    await openTurn(app, 0);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await turnsSettled(app);
    } finally {
      delete (document as unknown as Record<string, unknown>)['visibilityState'];
    }
    expect(app.querySelector('[data-private]')).to.equal(null);
    expect(app.querySelector('#turn-hidden-note')!.textContent).to.include('phone was locked');
    await expectNothingPrivate(app, 'after the page was hidden');

    // A new version of the app waiting: never shown or said over a private screen, said after it.
    (app.querySelector<HTMLElement>('#turn-heading'))!.focus();
    await openTurn(app, 0);
    let before = announcer.log.length;
    window.dispatchEvent(new CustomEvent('rs-update-waiting', { detail: { update: async () => undefined } }));
    await turnsSettled(app);
    expect(app.querySelector('#update-heading'), 'no update notice over a private screen').to.equal(null);
    expect(announcer.log.length).to.equal(before);
    before = announcer.log.length;
    buttonIn(app, 'Hide and pass the phone on').click();
    await turnsSettled(app);
    expect(app.querySelector('#update-heading')).to.not.equal(null);
    expect(announcer.log.slice(before).join(' ')).to.include('A new version of the app is ready');

    // The second click of a double tap (the tap that ended Ann's turn, repeated) does not open Bob's.
    const open = app.querySelector<HTMLButtonElement>('#turn-open')!;
    expect(open.textContent!.trim()).to.equal('I am Bob: open my turn');
    open.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 2 }));
    await turnsSettled(app);
    expect(app.querySelector('[data-private]'), 'a double tap opens nothing').to.equal(null);
    await expectAccessibleScreen(app);
  });

  it('reflows every private-turn screen at 320 px, and stays accessible in forced colours', async () => {
    const fits = async (what: string) => {
      await turnsSettled(app);
      expect(document.documentElement.scrollWidth, `${what}: page width`).to.be.at.most(320);
      await expectAccessibleScreen(app);
    };
    await setViewport({ width: 320, height: 640 });
    await emulateMedia({ forcedColors: 'active' });
    try {
      app = await appFixture();
      await startDealt(app, { players: 10, secretVotes: true });
      await fits('the introduction');
      buttonIn(stepOf(app), 'Start the reveal').click();
      await fits('a hand-over screen');
      await openTurn(app, 0);
      await fits('a private reveal screen');
    } finally {
      await setViewport({ width: 800, height: 600 });
      await emulateMedia({ forcedColors: 'none' });
    }
  });

  it('Inquisitor with dealt cards: the check is public, what the Inquisitor sees is private (R-INQ-2)', async () => {
    app = await appFixture();
    await startDealt(app, { players: 5, inquisitor: true });
    await playReveal(app);
    const spies = stateOf(app).setup.spies!;
    const resistance = [0, 1, 2, 3, 4].filter((s) => !spies.includes(s));
    for (const team of [resistance.slice(0, 2), resistance.slice(0, 3)]) {
      await propose(app, team);
      await vote(app, 'approve');
      await secretMission(app, () => 'success');
    }
    expect(stepOf(app).localName).to.equal('rs-inquisition');
    const holder = stateOf(app).inquisitor!.holder; // R-INQ-1: the first leader's right: seat 4
    expect(holder).to.equal(4);
    const target = spies.find((s) => s !== holder) ?? resistance.find((s) => s !== holder)!;
    app.querySelector<HTMLInputElement>(`input[name="inquisition-target"][value="${target}"]`)!.click();
    await turnsSettled(app);
    buttonIn(app, 'Record the check').click();
    await turnsSettled(app);
    expect(turnsOf(app).kind).to.equal('inquisition');
    await expectNothingPrivate(app, 'the hand-over to the Inquisitor', true);
    (app.querySelector<HTMLElement>('#turn-heading'))!.focus();
    await openTurn(app, holder);
    const phrase = app.querySelector('#private-phrase')!.textContent!.trim();
    const side = spies.includes(target) ? 'Spy, not Resistance.' : 'Resistance, not Spy.';
    expect(phrase).to.equal(`Loyalty card of ${NAMES[target]}: ${side}`);
    expect(phrase.length, 'both answers as long').to.equal(`Loyalty card of ${NAMES[target]}: Resistance, not Spy.`.length);
    await expectAccessibleScreen(app);
    watch.seen.push(phrase);
    await hideTurn(app);
    expect(stepOf(app).localName).to.equal('rs-team-picker');
    await expectNothingPrivate(app, 'the board after the check');
    expect(app.querySelector('#board-inquisitor')!.textContent).to.include(`Inquisitor token: ${NAMES[target]}.`);
  });

  it('Trapper with dealt cards: the leader sets a face-down card aside in private; it is not counted (R-TRP-2)', async () => {
    app = await appFixture();
    await startDealt(app, { players: 5, trapper: true });
    await playReveal(app);
    const spies = stateOf(app).setup.spies!;
    const resistance = [0, 1, 2, 3, 4].filter((s) => !spies.includes(s));
    const team = [spies[0]!, resistance[0]!, resistance[1]!].sort((a, b) => a - b);
    await propose(app, team);
    await vote(app, 'approve');
    await secretMission(app, (seat) => (spies.includes(seat) ? 'fail' : 'success'), true);
    // The leader's private turn: three face-down cards in a shuffled order.
    expect(turnsOf(app).kind).to.equal('pick');
    const leader = stateOf(app).leader;
    await expectNothingPrivate(app, 'the hand-over to the leader', true);
    (app.querySelector<HTMLElement>('#turn-heading'))!.focus();
    await openTurn(app, leader);
    await expectAccessibleScreen(app);
    // What each pick would show: the cards as the leader picks among them (secret, on the private screen only).
    const pick = turnsOf(app).pickTurn!;
    const cards = pick.options.map((_, i) => (pick.shown(i).startsWith('The card you set aside: Fail.') ? 'fail' : 'success'));
    expect([...cards].sort()).to.deep.equal(['fail', 'success', 'success']);
    const failAt = cards.indexOf('fail');
    // One tap on the card is the pick: the same buttons, "Card 1" to "Card 3", for any deal.
    const buttons = [...app.querySelectorAll<HTMLButtonElement>('button[name="private-choice"]')];
    expect(buttons.map((b) => b.textContent!.trim())).to.deep.equal(['Card 1', 'Card 2', 'Card 3']);
    buttons[failAt]!.click();
    await turnsSettled(app);
    const seen = app.querySelector('#private-phrase')!.textContent!.trim();
    expect(seen).to.include('The card you set aside: Fail.');
    watch.seen.push(seen);
    await hideTurn(app);
    // The Fail card was set aside: 2 Success counted, the mission succeeds.
    expect(announcer.last).to.include('Cards shuffled: 2 Success, 0 Fail. Mission 1 succeeded');
    await expectNothingPrivate(app, 'the board after the Trapper');
  });

  it('Reverser with dealt cards: Reversers learn it in a reveal of the same shape; a Reverse flips the mission (R-REVS-1 … 3)', async () => {
    app = await appFixture();
    await startDealt(app, { players: 8, reverser: true });
    const setup = stateOf(app).setup;
    const reversers = setup.reversers!;
    expect(setup.spies).to.include(reversers.spy);
    expect(setup.spies).to.not.include(reversers.resistance);
    const turns = await playReveal(app);
    expectEqualShape(turns, setup.spies!, false);
    for (const turn of turns) {
      const isReverser = turn.seat === reversers.resistance || turn.seat === reversers.spy;
      expect(turn.phrases[0]).to.include(isReverser ? 'You are a Reverser.' : "You're no Reverser.");
    }
    // Mission 1: the Resistance Reverser plays Reverse, a plain player's Reverse counts as Success.
    const plain = [...Array(8).keys()].filter((s) => !setup.spies!.includes(s) && s !== reversers.resistance);
    const team = [reversers.resistance!, plain[0]!, plain[1]!].sort((a, b) => a - b);
    await propose(app, team);
    await vote(app, 'approve');
    await secretMission(app, () => 'reverse', true);
    expect(announcer.last).to.include('Mission 1 failed: no Fail cards, 1 Reverse card. One Reverse card flipped the result.');
    await expectNothingPrivate(app, 'the board after a Reverse');
  });

  it('"Where are we" says the reveal comes next until it is over, heard so; then no eyes-closed script under the team', async () => {
    app = await appFixture();
    await startDealt(app, { players: 5 });
    const reveal = 'Next: the reveal: each player in turn takes their private turn on this phone to see their card, starting with the leader, Ann.';
    const where = (): string => app.querySelector('#where-text')!.textContent!.trim();
    expect(where()).to.include(reveal);
    expect(where()).to.not.include('proposes');
    // Alt+W says it, and a screen reader reading the summary hears it.
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyW', key: 'w', altKey: true, bubbles: true }));
    await turnsSettled(app);
    expect(announcer.last).to.include(reveal);
    await virtual.start({ container: app.querySelector('.summary')! });
    for (let i = 0; i < 4; i++) await virtual.next();
    expect((await virtual.spokenPhraseLog()).join('\n')).to.include(reveal);
    await virtual.stop();

    // During the reveal, at each hand-over, the same.
    await tabTo((el) => el.id === 'intro-start', 'Start the reveal');
    await press('Enter');
    await turnsSettled(app);
    for (const seat of [0, 1, 2, 3, 4]) {
      expect(where(), `the hand-over to ${NAMES[seat]}`).to.include(reveal);
      await revealTurn(app, seat, false);
    }

    // The reveal is over: the leader proposes, and the eyes-closed script is not on the page.
    expect(announcer.last).to.include('Every player has seen their card.');
    expect(stepOf(app).localName).to.equal('rs-team-picker');
    expect(where()).to.include('Next: Ann proposes a team of 2 for mission 1.');
    expect(where()).to.not.include('the reveal');
    expect(app.querySelector('rs-team-picker details') === null, 'no spy reveal script under the team picker').to.equal(true);
    expect(app.textContent).to.not.include('close your eyes');
    await virtual.start({ container: app.querySelector('#main')! });
    for (let i = 0; i < 80; i++) {
      await virtual.next();
      if ((await virtual.lastSpokenPhrase()).startsWith('end of main')) break;
    }
    const spoken = (await virtual.spokenPhraseLog()).join('\n');
    await virtual.stop();
    expect(spoken).to.include('Next: Ann proposes a team of 2 for mission 1.');
    expect(spoken).to.not.include('Spy reveal script');
    await expectAccessibleScreen(app);
  });

  it('with physical cards, offers the spy reveal script before the first proposal, silent until asked (R-REV-1)', async () => {
    app = await appFixture();
    const setup = app.querySelector('rs-setup')!;
    choose(setup.querySelector<HTMLSelectElement>('#setup-leader')!, '0');
    await setup.updateComplete;
    const before = announcer.log.length;
    buttonIn(setup, 'Start game').click();
    await settle(app, 'starting a table-mode game', before);
    const script = app.querySelector('rs-reveal-script');
    expect(script, 'the script is offered').to.not.equal(null);
    expect(stepOf(app).localName, 'focus still goes to the team picker').to.equal('rs-team-picker');
    expect(script!.textContent).to.include('Spies, open your eyes');
    expect(app.view!.rolesDealt).to.equal(false);
    expect(app.querySelector('#review-button'), 'no private turns without dealt roles').to.equal(null);
    await expectAccessibleScreen(app);
    await propose(app);
    expect(app.querySelector('rs-reveal-script'), 'gone once the game is under way').to.equal(null);
  });

  it('offers vibration where the device has it, with patterns of one length, and says plainly where it has not', async () => {
    expect(new Set(Object.values(VIBRATION_PATTERNS).map((p) => p.reduce((a, b) => a + b, 0))).size).to.equal(1);
    expect(new Set(Object.values(VIBRATION_PATTERNS).map((p) => p.length)).size).to.equal(1);

    const calls: unknown[] = [];
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'vibrate');
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: unknown) => {
        calls.push(pattern);
        return true;
      },
    });
    try {
      app = await appFixture();
      await startDealt(app, { players: 5 });
      buttonIn(stepOf(app), 'Feel "spy"').click();
      expect(calls).to.deep.equal([[...VIBRATION_PATTERNS.spy]]);
      buttonIn(stepOf(app), 'Start the reveal').click();
      await turnsSettled(app);
      await openTurn(app, 0);
      const checkbox = app.querySelector<HTMLInputElement>('#private-vibrate')!;
      checkbox.click();
      await turnsSettled(app);
      // The whole list, in its order, one pattern per card, the same pause between two.
      const answers = revealFor(viewFor(stateOf(app), 0)).map((entry) => entry.answer);
      expect(answers[0]).to.equal(stateOf(app).setup.spies!.includes(0) ? 'spy' : 'not-spy');
      expect(calls.at(-1)).to.deep.equal(answers.flatMap((a, i) => (i === 0 ? [...VIBRATION_PATTERNS[a]] : [ANSWER_GAP_MS, ...VIBRATION_PATTERNS[a]])));
    } finally {
      delete (navigator as unknown as Record<string, unknown>)['vibrate'];
      if (original) expect(Object.getOwnPropertyDescriptor(Navigator.prototype, 'vibrate')).to.deep.equal(original);
      app?.remove();
    }

    // No navigator.vibrate (iOS Safari, Firefox): a plain sentence, no vibration control.
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: undefined });
    try {
      app = await appFixture();
      await startDealt(app, { players: 5 });
      expect(app.querySelector('#intro-no-vibration')!.textContent).to.include('cannot vibrate');
      expect(app.querySelector('#intro-feel-spy')).to.equal(null);
      buttonIn(stepOf(app), 'Start the reveal').click();
      await turnsSettled(app);
      await openTurn(app, 0);
      expect(app.querySelector('#private-vibrate')).to.equal(null);
    } finally {
      delete (navigator as unknown as Record<string, unknown>)['vibrate'];
    }
  });

  it('lets players practise, resumes the reveal after a reload, and lets a player look at their card again', async () => {
    app = await appFixture();
    const dbName = app.dbName;
    await startDealt(app, { players: 5 });
    // Practice: a made-up turn with the same controls.
    buttonIn(stepOf(app), 'Practise a private turn').click();
    await turnsSettled(app);
    const practice = app.querySelector('rs-private-intro rs-private-turns') as RsPrivateTurns;
    await practice.updateComplete;
    expect(document.activeElement?.id).to.equal('turn-heading');
    expect(app.querySelector('#turn-open')!.textContent!.trim()).to.equal('Open the practice turn');
    await tabTo((el) => el.id === 'turn-open', 'the open button');
    await press('Enter');
    await turnsSettled(app);
    await practice.updateComplete;
    expect(app.querySelector('#private-phrase')!.textContent).to.include('Practice. Card 1 of 3: You are a spy, not resistance.');
    await hideTurn(app);
    await waitUntil(() => announcer.last.includes('Practice over.'), 'the practice ends');
    expect(app.querySelector('[data-private]')).to.equal(null);
    expect(document.activeElement?.id).to.equal('intro-practise');

    // Two turns of the reveal, then the page reloads: the reveal goes on with Cid.
    buttonIn(stepOf(app), 'Start the reveal').click();
    await turnsSettled(app);
    await revealTurn(app, 0, false);
    await revealTurn(app, 1, false);
    app.remove();
    app = await appFixture(dbName);
    await turnsSettled(app);
    expect(turnsOf(app).kind).to.equal('reveal');
    expect(app.querySelector('#turn-heading')!.textContent).to.include('Cid');
    await expectNothingPrivate(app, 'the hand-over after a reload');
    (app.querySelector<HTMLElement>('#turn-heading'))!.focus();
    for (const seat of [2, 3, 4]) await revealTurn(app, seat, false);
    expect(stepOf(app).localName).to.equal('rs-team-picker');

    // Later: Dee looks at her card again, through the same hand-over.
    buttonIn(app, 'Look at my card again').click();
    await turnsSettled(app);
    expect(document.activeElement?.id).to.equal('step-heading');
    await expectAccessibleScreen(app);
    choose(app.querySelector<HTMLSelectElement>('#review-seat')!, '3');
    buttonIn(app, 'Pass the phone to them').click();
    await turnsSettled(app);
    expect(turnsOf(app).kind).to.equal('review');
    await expectNothingPrivate(app, 'the review hand-over');
    const review = await revealTurn(app, 3, false);
    expect(review.phrases[0]).to.match(/You are (a spy|resistance)/);
    expect(stepOf(app).localName).to.equal('rs-team-picker');
    expect(announcer.last).to.include('Back to the board.');
  });
});
