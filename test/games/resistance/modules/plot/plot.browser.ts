/**
 * The Plot Thickens through the app's screens: with physical cards (the moderator
 * records the draw, who got which card, and each use, R-PLOT-2 … R-PLOT-4), and with the app
 * holding the secrets (the private looks of Overheard Conversation and Keeping a Close Eye on You,
 * Opinion Maker's open votes before the secret ones, In the Spotlight's face-up card). Played by
 * keyboard and heard through the virtual screen reader; axe on the plot steps; every hand-over
 * screen checked for the private facts seen so far.
 */
import { expect } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import type { LitElement } from 'lit';
import { missionOrder, voteOrder } from '../../../../../src/games/resistance/engine.ts';
import type { Seat } from '../../../../../src/games/resistance/engine.ts';
import { announcer } from '../../../../../src/platform/a11y/announcer.ts';
import type { RsApp } from '../../../../../src/games/resistance/ui/rs-app.ts';
import { openGameStore } from '../../../../../src/platform/storage/index.ts';
import type { GameEvent } from '../../../../../src/games/resistance/engine.ts';
import { uniqueDbName } from '../../../../helpers/app.ts';
import { setupField, openSetupPart, appFixture, buttonIn, expectAccessibleScreen, fillSetup, settle, stepOf, useAppTestPage } from '../../../../helpers/app-driver.ts';
import { press } from '../../../../helpers/keyboard.ts';
import { chooseInTurn, hideTurn, openTurn, pickRadio, pickSelect, pressButton, PrivacyWatch, proposeAndApprove, proposeTeam, stateOf, turnsSettled } from '../../../../helpers/private-driver.ts';
import { useRandomQueue } from '../../../../helpers/random-queue.ts';
import { revealScriptLines } from '../../../../../src/games/resistance/ui/rs-reveal-script.ts';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];

/** Starts a 7-player game with plot cards: physical cards, or dealt by the app with secret votes. */
async function startPlot(app: RsApp, dealt: boolean): Promise<void> {
  const setup = app.querySelector('rs-setup')!;
  await fillSetup(setup, NAMES.slice(0, 7), { dealt, secretVotes: dealt });
  (await setupField(setup, 'plot')).click();
  await setup.updateComplete;
  const before = announcer.log.length;
  buttonIn(setup, 'Start game').click();
  await settle(app, 'starting a game with plot cards', before);
}

/** The plot step, checked to be the current step. */
function plotStep(app: RsApp): LitElement {
  const step = stepOf(app);
  expect(step.localName, `the plot step (announced: ${announcer.last})`).to.equal('rs-plot');
  return step;
}

describe('plot cards (The Plot Thickens)', () => {
  useAppTestPage();
  let app: RsApp;
  afterEach(async () => {
    await virtual.stop();
    app?.remove();
  });

  it('physical cards, a whole game by keyboard and heard: every card drawn, handed out and used at its moment', async () => {
    app = await appFixture();
    await startPlot(app, false);
    await virtual.start({ container: document.body });
    // Round 1: Ann draws two cards; the moderator records which.
    let step = plotStep(app);
    expect(step.querySelector('h2')!.textContent).to.include('Plot cards: the leader, Ann, draws');
    await expectAccessibleScreen(app);
    await pickSelect(app, 'plot-drawn-0', 'overheard-conversation');
    await pickSelect(app, 'plot-drawn-1', 'no-confidence');
    await pressButton(app, 'Record the cards drawn');
    expect(announcer.last).to.include('Ann drew Overheard Conversation and No Confidence.');
    step = plotStep(app);
    expect(step.querySelector('h2')!.textContent).to.include('Ann hands out Overheard Conversation');
    await pickSelect(app, 'plot-give-to', '3');
    await pressButton(app, 'Hand it over');
    expect(announcer.last).to.include('Dee gets Overheard Conversation and uses it now.');
    // Overheard Conversation: only the two neighbours are offered.
    const offered = [...app.querySelectorAll<HTMLInputElement>('input[name="plot-choice"]')].map((i) => i.value);
    expect(offered).to.deep.equal(['2', '4']);
    await expectAccessibleScreen(app);
    await pickRadio(app, 'plot-choice', '4');
    await pressButton(app, 'Record it');
    expect(announcer.last).to.include('Dee looks at the character card of Eve (Overheard Conversation)');
    await pickSelect(app, 'plot-give-to', '5');
    await pressButton(app, 'Hand it over');
    expect(announcer.last).to.include('Fay gets No Confidence; it stays face up in front of them.');
    expect(app.querySelector('#board-plot-held')!.textContent).to.include('Fay: No Confidence');
    expect(app.querySelector('#board-plot-looks')!.textContent).to.include('Dee saw the character card of Eve (Overheard Conversation).');
    expect(stepOf(app).localName).to.equal('rs-team-picker');
    // An approved team, then Fay's chance: No Confidence rejects it.
    await proposeAndApprove(app, [0, 1]);
    step = plotStep(app);
    expect(step.querySelector('h2')!.textContent).to.include('Plot card: Fay may use No Confidence');
    await expectAccessibleScreen(app);
    expect(document.activeElement?.id).to.equal('plot-use');
    await press('Enter');
    await turnsSettled(app);
    expect(announcer.last).to.include('Fay uses No Confidence: the approved team is rejected.');
    expect(announcer.last).to.include('Next leader: Bob.');
    expect(app.querySelector('#vote-track-text')!.textContent).to.include('1');
    expect(app.querySelector('rs-vote-history')!.textContent).to.include('then rejected with No Confidence by Fay');
    await proposeAndApprove(app, [1, 2]);
    expect(stepOf(app).localName, 'no card left to use: the mission').to.equal('rs-mission-recorder');
    await pickRadio(app, 'fails', '0');
    await pressButton(app, 'Record mission result');
    expect(announcer.last).to.include('Next: the leader, Cid, draws 2 plot cards');
    // Round 2: Cid draws Strong Leader and In the Spotlight.
    await pickSelect(app, 'plot-drawn-0', 'strong-leader');
    await pickSelect(app, 'plot-drawn-1', 'in-the-spotlight');
    await pressButton(app, 'Record the cards drawn');
    await pickSelect(app, 'plot-give-to', '6');
    await pressButton(app, 'Hand it over');
    await pickSelect(app, 'plot-give-to', '0');
    await pressButton(app, 'Hand it over');
    await proposeAndApprove(app, [2, 3, 4]);
    step = plotStep(app);
    expect(step.querySelector('h2')!.textContent).to.include('Ann may use In the Spotlight');
    await pickRadio(app, 'plot-choice', '4');
    await pressButton(app, 'Ann uses In the Spotlight');
    expect(announcer.last).to.include('Ann uses In the Spotlight: Eve plays their mission card face up.');
    const recorder = stepOf(app);
    expect(recorder.localName).to.equal('rs-mission-recorder');
    expect(recorder.textContent).to.include('Card of Eve, played face up (In the Spotlight)');
    await pickRadio(app, 'fails', '1');
    await pickRadio(app, 'face-up-4', 'fail');
    await pressButton(app, 'Record mission result');
    expect(announcer.last).to.include('Face up, in the spotlight: Eve played Fail.');
    // Round 3: before Dee draws, Gus may take the leadership; he does.
    step = plotStep(app);
    expect(step.querySelector('h2')!.textContent).to.include('Gus may use Strong Leader');
    await pressButton(app, 'Gus uses Strong Leader');
    expect(announcer.last).to.include('Gus uses Strong Leader and becomes the leader.');
    expect(plotStep(app).querySelector('h2')!.textContent).to.include('the leader, Gus, draws');
    // Take Responsibility with no card in front of anyone is discarded; Open Up is resolved at once.
    await pickSelect(app, 'plot-drawn-0', 'take-responsibility');
    await pickSelect(app, 'plot-drawn-1', 'open-up');
    await pressButton(app, 'Record the cards drawn');
    await pickSelect(app, 'plot-give-to', '0');
    await pressButton(app, 'Hand it over');
    expect(announcer.last).to.include('Ann gets Take Responsibility, but nobody else has a plot card to take: it is discarded.');
    await pickSelect(app, 'plot-give-to', '1');
    await pressButton(app, 'Hand it over');
    await expectAccessibleScreen(app);
    await pickRadio(app, 'plot-choice', '6');
    await pressButton(app, 'Record it');
    expect(announcer.last).to.include('Bob shows their character card to Gus (Open Up).');
    await proposeAndApprove(app, [6, 0, 1]);
    await pickRadio(app, 'fails', '0');
    await pressButton(app, 'Record mission result');
    // Round 4: Ann draws; Cid holds Opinion Maker (the vote step says so), Dee looks at a card.
    await pickSelect(app, 'plot-drawn-0', 'opinion-maker');
    await pickSelect(app, 'plot-drawn-1', 'keeping-a-close-eye');
    await pressButton(app, 'Record the cards drawn');
    await pickSelect(app, 'plot-give-to', '2');
    await pressButton(app, 'Hand it over');
    await pickSelect(app, 'plot-give-to', '3');
    await pressButton(app, 'Hand it over');
    await proposeTeam(app, [0, 1, 2, 3]);
    expect(app.querySelector('#vote-opinion')!.textContent).to.include('Opinion Maker: Cid choose and reveal their votes first');
    // Everyone starts approved.
    await pressButton(app, 'Record vote');
    expect(plotStep(app).querySelector('h2')!.textContent).to.include('Dee may use Keeping a Close Eye on You');
    await pickRadio(app, 'plot-choice', '0');
    await pressButton(app, 'Dee uses Keeping a Close Eye on You');
    expect(announcer.last).to.include('Dee uses Keeping a Close Eye on You and looks at the mission card of Ann.');
    await pickRadio(app, 'fails', '0');
    await pressButton(app, 'Record mission result');
    expect(stepOf(app).localName).to.equal('rs-game-over');
    expect(announcer.last).to.include('The resistance wins');
    const spoken = (await virtual.spokenPhraseLog()).join('\n');
    expect(spoken).to.include('Fay uses No Confidence: the approved team is rejected.');
    expect(spoken).to.include('Gus uses Strong Leader and becomes the leader.');
  });

  it('a chance let go is lost: the next holder, then the next step (R-PLOT-4)', async () => {
    app = await appFixture();
    await startPlot(app, false);
    await pickSelect(app, 'plot-drawn-0', 'no-confidence');
    await pickSelect(app, 'plot-drawn-1', 'no-confidence');
    await pressButton(app, 'Record the cards drawn');
    await pickSelect(app, 'plot-give-to', '5');
    await pressButton(app, 'Hand it over');
    await pickSelect(app, 'plot-give-to', '2');
    await pressButton(app, 'Hand it over');
    await proposeAndApprove(app, [0, 1]);
    // Leader first, clockwise: Cid (seat 2) before Fay (seat 5).
    expect(plotStep(app).querySelector('h2')!.textContent).to.include('Cid may use No Confidence');
    await pressButton(app, 'Cid does not use it');
    expect(announcer.last).to.include('Cid does not use No Confidence.');
    expect(plotStep(app).querySelector('h2')!.textContent).to.include('Fay may use No Confidence');
    await pressButton(app, 'Fay does not use it');
    expect(stepOf(app).localName).to.equal('rs-mission-recorder');
    expect(app.querySelector('#board-plot-held')!.textContent).to.include('Cid: No Confidence');
  });

  /** Cid (seat 2) and Fay (seat 5) hold No Confidence; Ann's team is approved: Cid is asked first. */
  async function twoNoConfidence(dbName?: string): Promise<void> {
    app = await appFixture(dbName);
    await startPlot(app, false);
    await pickSelect(app, 'plot-drawn-0', 'no-confidence');
    await pickSelect(app, 'plot-drawn-1', 'no-confidence');
    await pressButton(app, 'Record the cards drawn');
    await pickSelect(app, 'plot-give-to', '5');
    await pressButton(app, 'Hand it over');
    await pickSelect(app, 'plot-give-to', '2');
    await pressButton(app, 'Hand it over');
    await proposeAndApprove(app, [0, 1]);
    expect(plotStep(app).querySelector('h2')!.textContent).to.include('Cid may use No Confidence');
  }

  /** The events of the one game saved in `dbName`, as the store holds them. */
  async function savedEvents(dbName: string): Promise<GameEvent[]> {
    const store = await openGameStore({ name: dbName });
    try {
      const { games } = await store.list();
      expect(games).to.have.length(1);
      return (await store.load(games[0]!.id)).record.events as GameEvent[];
    } finally {
      store.close();
    }
  }

  it('a pass is an event of the saved record, said once, and focus moves to the next chance (R-PLOT-4)', async () => {
    const dbName = uniqueDbName();
    await twoNoConfidence(dbName);
    const before = announcer.log.length;
    await pressButton(app, 'Cid does not use it');
    const said = announcer.log.slice(before).filter((text) => text.includes('Cid does not use No Confidence.'));
    expect(said, `said once: ${announcer.log.slice(before).join(' | ')}`).to.have.length(1);
    expect(plotStep(app).querySelector('h2')!.textContent).to.include('Fay may use No Confidence');
    expect(document.activeElement?.id, 'focus on the next holder\'s choice').to.equal('plot-use');
    await expectAccessibleScreen(app);
    const events = await savedEvents(dbName);
    expect(events[events.length - 1]).to.deep.equal({ type: 'plot-pass', card: 'no-confidence', by: 2 });
  });

  it('a pass survives a reload: the chance let go is not offered again (R-PLOT-4)', async () => {
    const dbName = uniqueDbName();
    await twoNoConfidence(dbName);
    await pressButton(app, 'Cid does not use it');
    await app.whenIdle();
    // The tab is killed; a new page opens the same database and the game where it was.
    app.remove();
    app = await appFixture(dbName);
    await app.whenIdle();
    expect(plotStep(app).querySelector('h2')!.textContent).to.include('Fay may use No Confidence');
    await pressButton(app, 'Fay does not use it');
    expect(stepOf(app).localName, 'both chances let go: the mission').to.equal('rs-mission-recorder');
    const events = await savedEvents(dbName);
    expect(events.filter((e) => e.type === 'plot-pass')).to.deep.equal([
      { type: 'plot-pass', card: 'no-confidence', by: 2 },
      { type: 'plot-pass', card: 'no-confidence', by: 5 },
    ]);
  });

  it('undo takes a pass back: the chance is offered again, and redo lets it go again (R-PLOT-4)', async () => {
    const dbName = uniqueDbName();
    await twoNoConfidence(dbName);
    await pressButton(app, 'Cid does not use it');
    await pressButton(app, 'Undo');
    expect(announcer.last).to.include('Undone: Cid let their chance with No Confidence go.');
    expect(plotStep(app).querySelector('h2')!.textContent).to.include('Cid may use No Confidence');
    expect(document.activeElement?.id, 'focus on the chance asked again').to.equal('plot-use');
    expect((await savedEvents(dbName)).some((e) => e.type === 'plot-pass')).to.equal(false);
    await pressButton(app, 'Redo');
    expect(plotStep(app).querySelector('h2')!.textContent).to.include('Fay may use No Confidence');
    // Cid now uses it after all: the undo gave the chance back.
    await pressButton(app, 'Undo');
    await pressButton(app, 'Cid uses No Confidence');
    expect(announcer.last).to.include('Cid uses No Confidence: the approved team is rejected.');
  });
});

describe('R-REVS-OPT: the Spy Reverser hidden from the other spies', () => {
  useAppTestPage();
  let app: RsApp;
  afterEach(() => app?.remove());

  it('the setup option, the board, and the eyes-closed script with physical cards', async () => {
    app = await appFixture();
    const setup = app.querySelector('rs-setup')!;
    await openSetupPart(setup, 'modules');
    expect(setup.querySelector('#setup-reverser-spy'), 'the Reverser is offered').to.not.equal(null);
    expect(setup.querySelector('#setup-reverser-hidden'), 'offered only with the Spy Reverser').to.equal(null);
    (await setupField(setup, 'reverser-spy')).click();
    await setup.updateComplete;
    (await setupField(setup, 'reverser-hidden')).click();
    await setup.updateComplete;
    await expectAccessibleScreen(app);
    const before = announcer.log.length;
    buttonIn(setup, 'Start game').click();
    await settle(app, 'starting with the Spy Reverser hidden', before);
    expect(stateOf(app).setup.modules!.reverser).to.deep.equal({ resistance: false, spy: true, spyHidden: true });
    expect(app.querySelector('#board-modules')!.textContent).to.include('the Spy Reverser hidden from the other spies');
    expect(app.querySelector('rs-reveal-script')!.textContent).to.include('The Spy Reverser keeps their eyes closed.');
    expect(revealScriptLines(false).join(' ')).to.not.include('Spy Reverser');
  });
});

describe('plot cards with the app holding the secrets', () => {
  useAppTestPage();
  let app: RsApp;
  const random = useRandomQueue();
  afterEach(async () => {
    await virtual.stop();
    app?.remove();
  });

  /** The privacy check of every public screen, with the private phrases seen so far in this test. */
  const watch = new PrivacyWatch([/Loyalty card of|Mission card of/]);
  const expectNothingSeen = (where: string): Promise<void> => watch.expectNothingPrivate(app, where);

  /** Opens `seat`'s turn, reads the private phrase, hides it. */
  async function look(seat: Seat): Promise<string> {
    await expectNothingSeen(`the hand-over to ${NAMES[seat]}`);
    await openTurn(app, seat);
    const phrase = app.querySelector('#private-phrase')!;
    expect(document.activeElement).to.equal(phrase);
    const text = phrase.textContent!.trim();
    watch.seen.push(text);
    await hideTurn(app);
    await expectNothingSeen(`after ${NAMES[seat]}'s look`);
    return text;
  }

  /** Every remaining player votes Approve in a private turn. */
  async function secretVotes(except: Seat[]): Promise<void> {
    for (const seat of voteOrder(stateOf(app)).filter((s) => !except.includes(s))) {
      await expectNothingSeen(`the vote hand-over to ${NAMES[seat]}`);
      await openTurn(app, seat);
      await chooseInTurn(app, 'approve');
    }
  }

  /** Every team member plays Success in a private turn; returns the context each one read. */
  async function secretCards(): Promise<Map<Seat, string>> {
    const contexts = new Map<Seat, string>();
    for (const seat of missionOrder(stateOf(app))) {
      await expectNothingSeen(`the mission hand-over to ${NAMES[seat]}`);
      await openTurn(app, seat);
      contexts.set(seat, app.querySelector('[data-private] [id$="-choice-context"]')!.textContent!);
      await chooseInTurn(app, 'success');
    }
    return contexts;
  }

  it('Overheard Conversation and Keeping a Close Eye on You in private; Opinion Maker votes first, in the open; In the Spotlight', async () => {
    watch.reset();
    // The deal: spies Ann, Bob, Cid (seats 0–2). Round 1 draws Overheard Conversation, Opinion
    // Maker; round 2 Keeping a Close Eye on You, In the Spotlight (positions in the deck table).
    random.set([0, 0, 0, 7, 8, 3, 10]);
    app = await appFixture();
    await startPlot(app, true);
    expect(stateOf(app).setup.spies).to.deep.equal([0, 1, 2]);
    // Skip the reveal for this test: back to the board from the first hand-over.
    await pressButton(app, 'Start the reveal');
    await pressButton(app, 'Back to the board');
    let step = plotStep(app);
    await expectAccessibleScreen(app);
    await pressButton(app, 'Draw 2 plot cards');
    expect(announcer.last).to.include('Ann drew Overheard Conversation and Opinion Maker.');
    await pickSelect(app, 'plot-give-to', '1');
    await pressButton(app, 'Hand it over');
    await pickRadio(app, 'plot-choice', '2');
    await pressButton(app, 'Record it');
    // Bob looks at Cid's loyalty in private (a module look that must be taken: no "Back to the board").
    expect(stepOf(app).localName).to.equal('rs-private-turns');
    expect(stepOf(app).getAttribute('kind')).to.equal('plot-look');
    expect(app.querySelector('#turn-cancel'), 'the look must be taken').to.equal(null);
    const overheard = await look(1);
    expect(overheard).to.equal('Loyalty card of Cid: Spy, not Resistance. You may talk about it, truthfully or not, but never show it.');
    step = plotStep(app);
    await pickSelect(app, 'plot-give-to', '3');
    await pressButton(app, 'Hand it over');
    expect(app.querySelector('#board-plot-held')!.textContent).to.include('Dee: Opinion Maker');
    // The vote: Dee, the Opinion Maker, votes in the open first; then the others in secret.
    await proposeTeam(app, [0, 1]);
    step = plotStep(app);
    expect(step.querySelector('h2')!.textContent).to.include('Opinion Maker');
    await expectAccessibleScreen(app);
    await pickRadio(app, 'opinion-3', 'approve');
    await pressButton(app, 'Reveal these votes');
    expect(announcer.last).to.include('Dee votes Approve, in the open.');
    const turns = stepOf(app) as LitElement & { seats: Seat[] };
    expect(turns.seats, 'Dee does not vote again').to.not.include(3);
    await secretVotes([3]);
    expect(announcer.last).to.include('Approve: Ann, Bob, Cid, Dee, Eve, Fay, and Gus.');
    await secretCards();
    expect(announcer.last).to.include('Mission 1 succeeded');
    // Round 2: Bob draws; Eve gets Keeping a Close Eye on You, Fay In the Spotlight.
    await pressButton(app, 'Draw 2 plot cards');
    expect(announcer.last).to.include('Bob drew Keeping a Close Eye on You and In the Spotlight.');
    await pickSelect(app, 'plot-give-to', '4');
    await pressButton(app, 'Hand it over');
    await pickSelect(app, 'plot-give-to', '5');
    await pressButton(app, 'Hand it over');
    await proposeTeam(app, [1, 2, 3]);
    await pickRadio(app, 'opinion-3', 'approve');
    await pressButton(app, 'Reveal these votes');
    await secretVotes([3]);
    // Fay names Cid: Cid's private turn says the card is played face up.
    expect(plotStep(app).querySelector('h2')!.textContent).to.include('Fay may use In the Spotlight');
    await pickRadio(app, 'plot-choice', '2');
    await pressButton(app, 'Fay uses In the Spotlight');
    const contexts = await secretCards();
    expect(contexts.get(2)).to.include('You are in the spotlight');
    expect(contexts.get(1)).to.not.include('spotlight');
    // Keeping a Close Eye on You: Eve looks at Dee's card, in private, before the reveal.
    expect(plotStep(app).querySelector('h2')!.textContent).to.include('Eve may use Keeping a Close Eye on You');
    await expectNothingSeen('the Keeping a Close Eye on You chance');
    await pickRadio(app, 'plot-choice', '3');
    await pressButton(app, 'Eve uses Keeping a Close Eye on You');
    const card = await look(4);
    expect(card).to.equal('Mission card of Dee: Success. You may talk about it, never show it.');
    expect(announcer.last).to.include('Face up, in the spotlight: Cid played Success.');
    expect(announcer.last).to.include('Mission 2 succeeded');
    await expectNothingSeen('the board after mission 2');
  });

  it('Keeping a Close Eye on You let go after secret cards: each pass recorded and said once, the last with the reveal (R-PLOT-4)', async () => {
    watch.reset();
    // The deal: spies Ann, Bob, Cid; round 1 draws both Keeping a Close Eye on You (positions 3, 3).
    random.set([0, 0, 0, 3, 3]);
    const dbName = uniqueDbName();
    app = await appFixture(dbName);
    const setup = app.querySelector('rs-setup')!;
    await fillSetup(setup, NAMES.slice(0, 7), { dealt: true });
    (await setupField(setup, 'plot')).click();
    await setup.updateComplete;
    await pressButton(app, 'Start game');
    await pressButton(app, 'Start the reveal');
    await pressButton(app, 'Back to the board');
    await pressButton(app, 'Draw 2 plot cards');
    expect(announcer.last).to.include('Ann drew Keeping a Close Eye on You and Keeping a Close Eye on You.');
    await pickSelect(app, 'plot-give-to', '3');
    await pressButton(app, 'Hand it over');
    await pickSelect(app, 'plot-give-to', '4');
    await pressButton(app, 'Hand it over');
    await proposeAndApprove(app, [0, 1]);
    await secretCards();
    // Every card is played; before the reveal, Dee then Eve (from the leader, clockwise).
    expect(plotStep(app).querySelector('h2')!.textContent).to.include('Dee may use Keeping a Close Eye on You');
    let before = announcer.log.length;
    await pressButton(app, 'Dee does not use it');
    expect(announcer.log.slice(before), 'Dee\'s pass, said once').to.deep.equal(['Dee does not use Keeping a Close Eye on You.']);
    expect(plotStep(app).querySelector('h2')!.textContent).to.include('Eve may use Keeping a Close Eye on You');
    expect((document.activeElement as HTMLInputElement | null)?.name, 'focus on Eve\'s choice of a card to look at').to.equal('plot-choice');
    before = announcer.log.length;
    await pressButton(app, 'Eve does not use it');
    const said = announcer.log.slice(before);
    expect(said, `one announcement: ${said.join(' | ')}`).to.have.length(1);
    expect(said[0]).to.match(/^Eve does not use Keeping a Close Eye on You\. .*Mission 1 succeeded/);
    expect(plotStep(app).querySelector('h2')!.textContent, 'on to round 2: Bob draws').to.include('Bob');
    expect(document.activeElement, 'focus on the next step').to.not.equal(document.body);
    await expectNothingSeen('the board after mission 1');
    const store = await openGameStore({ name: dbName });
    const { games } = await store.list();
    const events = (await store.load(games[0]!.id)).record.events as GameEvent[];
    store.close();
    expect(events.slice(-3).map((e) => e.type)).to.deep.equal(['plot-pass', 'plot-pass', 'mission']);
    expect(events.slice(-3, -1)).to.deep.equal([
      { type: 'plot-pass', card: 'keeping-a-close-eye', by: 3 },
      { type: 'plot-pass', card: 'keeping-a-close-eye', by: 4 },
    ]);
  });
});
