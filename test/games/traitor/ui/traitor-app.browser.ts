/**
 * The hidden-traitor expansion's companion on one device, played by keyboard alone in
 * real Chromium: a 3-player game from the setup (two Plots entered from their cards), the secret
 * deal in private turns, the level 1 Challenge turned face up with its Power entered, cards
 * contributed and counted, the private Foul Machination menu (a declaration by a player who is not
 * the Traitor changes nothing; the Traitor's brings the reveal, the Plot and the changed rules),
 * and the end by the main deck (G3-END-2, G3-OP-1 reading (a)); then the board in Polish.
 * The deal comes from a scripted random source given to the page (`randomInt`), so every path runs
 * every time: with 3 players the Traitor is the first player (who first hides the menu unused,
 * then declares after the others); with 2 players the game runs once without a Traitor (the
 * Super-Villains) and once with one.
 *
 * Checked at every hand-over and on the board: nothing private (no private screen, no phrase a
 * private screen showed so far, no loyalty sentence, no Plot name before the reveal) in the DOM,
 * the title, the live regions or web storage; once through the accessibility tree (virtual screen
 * reader). Every private screen of the deal has the same shape (the same elements and focus
 * stops) for the Traitor and the Loyal. axe (WCAG 2.2 AA) on each kind of screen; the virtual
 * screen reader hears announcements in the polite and assertive live regions.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { useTraitorTestPage } from './test-page.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import '../../../../src/games/traitor/ui/tr-app.ts';
import type { TrApp } from '../../../../src/games/traitor/ui/tr-app.ts';
import { CARD_KINDS, RuleError } from '../../../../src/games/traitor/engine.ts';
import { errorText } from '../../../../src/games/traitor/text/error-text.ts';
import { CARDS_KEY } from '../../../../src/games/traitor/ui/card-store.ts';
import { expectNoAxeViolations, expectTargets } from '../../../helpers/a11y.ts';
import { press, tabTo, tabToButton, type } from '../../../helpers/keyboard.ts';
import { scripted, TRAITOR_FIRST, dealFor } from './deals.ts';

const NAMES = ['Ann', 'Bob', 'Cid'];
const NEW_PLOTS = ['Spisek Bety', 'Spisek Gammy'];
const ALL_PLOTS = ['Technological Breakthrough', 'Przełom technologiczny', ...NEW_PLOTS];

let app: TrApp;
/** Phrases read on private screens so far. */
const seen: string[] = [];

function focused(): Element | null {
  return document.activeElement;
}

async function settle(): Promise<void> {
  await app.whenIdle();
}

/** The live regions' and the page's text must hold no private phrase (see the file comment). */
async function expectNothingPrivate(where: string, options: { plots?: boolean; tree?: boolean } = {}): Promise<void> {
  expect(app.querySelector('[data-private]'), `${where}: no private screen`).to.equal(null);
  const storage: string[] = [];
  for (const area of [localStorage, sessionStorage]) for (let i = 0; i < area.length; i++) storage.push(`${area.key(i)}=${area.getItem(area.key(i)!)}`);
  const places: [string, string][] = [
    ['DOM', document.documentElement.outerHTML],
    ['title', document.title],
    ['polite region', announcer.region('polite').textContent ?? ''],
    ['assertive region', announcer.region('assertive').textContent ?? ''],
    ['web storage', storage.join('\n')],
  ];
  if (options.tree) {
    await virtual.start({ container: document.body });
    for (let i = 0; i < 500; i++) {
      await virtual.next();
      if ((await virtual.lastSpokenPhrase()).startsWith('end of document')) break;
    }
    places.push(['accessibility tree', (await virtual.spokenPhraseLog()).join('\n')]);
    await virtual.stop();
  }
  for (const [place, text] of places) {
    for (const pattern of [/Your loyalty card/i, /Your goal/i, /Your Plot/i, /Declared: you are/i]) {
      expect(pattern.test(text), `${where}: ${place} holds ${String(pattern)}`).to.equal(false);
    }
    for (const phrase of seen) expect(text.includes(phrase), `${where}: ${place} holds "${phrase}"`).to.equal(false);
    // The Plot names are public card data (kept in storage for later games), but no screen may name one before it is in play.
    if (options.plots && place !== 'web storage') for (const plot of ALL_PLOTS) expect(text.includes(plot), `${where}: ${place} names the Plot ${plot}`).to.equal(false);
  }
}

/** The shape of a private screen: its elements (tag and id) and focus stops, nothing of its text. */
function shapeOf(root: Element): string {
  return [...root.querySelectorAll('*')].map((el) => `${el.localName}#${el.id}${(el as HTMLElement).tabIndex >= 0 ? ':tab' : ''}`).join(' ');
}

async function fillFocused(text: string): Promise<void> {
  await press('Control+A');
  await type(text);
}

async function pressButton(label: string | RegExp): Promise<void> {
  await tabToButton(label);
  await press('Enter');
  await settle();
}

/** Opens the private screen of the hand-over shown now (focus on its heading), by keyboard. */
async function openPrivate(name: string): Promise<Element> {
  expect(focused()?.id, 'focus on the hand-over heading').to.equal('tr-turn-heading');
  expect(focused()?.textContent).to.include(name);
  await pressButton(`I am ${name}: open my private screen`);
  const screen = app.querySelector('[data-private]');
  expect(screen, `the private screen of ${name}`).to.not.equal(null);
  return screen!;
}

/** Picks the radio `value` of the group `name` by keyboard: Tab into the group, then the arrows. */
async function pickRadio(name: string, value: string): Promise<void> {
  await tabTo((el) => el instanceof HTMLInputElement && el.name === name, `the group ${name}`);
  const radios = [...app.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)];
  const from = radios.indexOf(focused() as HTMLInputElement);
  const to = radios.findIndex((r) => r.value === value);
  expect(to, `${value} offered`).to.be.greaterThan(-1);
  if (from === to) await press('Space');
  for (let i = from; i < to; i++) await press('ArrowDown');
  for (let i = from; i > to; i--) await press('ArrowUp');
  await settle();
  expect(radios[to]!.checked, `${value} chosen`).to.equal(true);
}

/** Contributes `count` cards of `kindIndex` (position among the card types) and `cost`, by keyboard. */
async function contribute(kindIndex: number, cost: number, count: number, focusTo = 'tr-step-heading'): Promise<void> {
  await pickRadio('tr-kind', CARD_KINDS[kindIndex]!);
  await tabTo((el) => el.id === 'tr-cost', 'the cost');
  await fillFocused(String(cost));
  await tabTo((el) => el.id === 'tr-how-many', 'how many');
  await fillFocused(String(count));
  await pressButton('Contribute');
  expect(focused()?.id, `focus after contributing: ${app.querySelector('#tr-error')!.textContent}`).to.equal(focusTo);
}

describe('the hidden-traitor expansion on one device, by keyboard', () => {
  useTraitorTestPage();
  beforeEach(() => {
    localStorage.removeItem(CARDS_KEY);
    seen.length = 0;
  });
  const databases: string[] = [];
  /** A database of its own for each page (a saved game would otherwise be reopened by the next one). */
  function dbName(): string {
    databases.push(`traitor-app-test-${databases.length}-${Date.now()}`);
    return databases[databases.length - 1]!;
  }
  afterEach(async () => {
    app?.remove();
    for (const name of databases.splice(0)) {
      await new Promise((resolve) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
      });
    }
  });
  after(async () => {
    await useLanguage('en');
    await virtual.stop();
  });

  it('deals privately, plays to the reveal and the end, and says every change', async () => {
    app = await fixture<TrApp>(html`<tr-app db-name=${dbName()} .randomInt=${scripted(TRAITOR_FIRST)}></tr-app>`);
    await app.ready;
    await settle();
    expect(focused()?.id, 'focus on the setup heading').to.equal('setup-heading');
    await expectNoAxeViolations(app);
    expectTargets(app);

    // Setup: 3 players (the default), named; two Plots entered by name from their cards (G3-SET-6).
    for (let i = 0; i < 3; i++) {
      await tabTo((el) => el.id === `setup-name-${i}`, `the name of player ${i + 1}`);
      await type(NAMES[i]!);
    }
    for (const plot of NEW_PLOTS) {
      await tabTo((el) => el.id === 'setup-new-plot', 'the new Plot field');
      await type(plot);
      await press('Enter');
      await settle();
    }
    expect(app.querySelector('#setup-plots')!.textContent).to.include(NEW_PLOTS[1]);
    expect(JSON.parse(localStorage.getItem(CARDS_KEY)!), 'the Plots are kept for later games').to.have.length(2);
    await pressButton('Deal the secret cards');

    // The secret deal, one private turn each (G3-SET-5, G3-SET-6).
    let traitor = -1;
    const shapes: string[] = [];
    const plotsDealt: string[] = [];
    for (let seat = 0; seat < 3; seat++) {
      await expectNothingPrivate(`hand-over to ${NAMES[seat]}`, { plots: true });
      if (seat === 0) await expectNoAxeViolations(app);
      const screen = await openPrivate(NAMES[seat]!);
      expect(focused()?.id).to.equal('tr-private-heading');
      const loyalty = app.querySelector('#tr-private-loyalty')!.textContent!.trim();
      const plot = app.querySelector('#tr-private-plot')!.textContent!.trim();
      expect(loyalty).to.match(/^Your loyalty card: (Traitor, not Loyal|Loyal, not Traitor)\.$/);
      if (loyalty.startsWith('Your loyalty card: Traitor')) traitor = seat;
      plotsDealt.push(plot);
      seen.push(loyalty, plot, app.querySelector('#tr-private-goal')!.textContent!.trim());
      shapes.push(shapeOf(screen));
      if (seat === 0) await expectNoAxeViolations(app);
      await pressButton(seat < 2 ? 'Hide and pass the device on' : 'Hide');
    }
    expect(traitor, 'the scripted deal: the first player is the Traitor').to.equal(0);
    expect(new Set(plotsDealt).size, 'a different Plot each').to.equal(3);
    expect(new Set(shapes).size, 'every private screen of the deal has the same shape').to.equal(1);

    // The board: the step heading has focus; nothing private anywhere, the accessibility tree included.
    expect(focused()?.id).to.equal('tr-step-heading');
    await expectNothingPrivate('the board after the deal', { plots: true, tree: true });
    await expectNoAxeViolations(app);
    expectTargets(app);

    // The level 1 Challenge turned face up and read aloud (G3-SET-8), heard by the screen reader.
    await virtual.start({ container: document.body });
    await pickRadio('tr-challenge', 'keene-act');
    await pressButton('Turn it face up and read it aloud');
    const heard = (await virtual.spokenPhraseLog()).join('\n');
    await virtual.stop();
    expect(heard).to.include('Challenge turned face up: Keene Act, level 1.');
    expect(focused()?.id).to.equal('tr-step-heading');
    expect(focused()?.textContent).to.include('Turn 1: Ann plays');
    expect(app.querySelector('#tr-stack')!.textContent).to.include('Level 1: Keene Act, in play.');

    // Its Power cost entered from the card, once (G3-CARD-UNKNOWN): kept for later games.
    await pressButton(/^Enter from the card: Keene Act/);
    expect(focused()?.id).to.equal('entry-heading');
    await tabTo((el) => el.id === 'entry-power', 'the Power cost');
    await type('11');
    await pressButton('Save the card data');
    expect(app.querySelector('#tr-power')!.textContent).to.include('Power to pay: 11.');
    expect(announcer.last).to.include('Keene Act');
    expect(JSON.parse(localStorage.getItem(CARDS_KEY)!)).to.have.length(3);
    await expectNoAxeViolations(app);

    // Ann contributes 3 Heroes: the counter says 3 of 3 (G3-CH-ADD-5).
    await contribute(0, 2, 3);
    expect(app.querySelector('#tr-counters')!.textContent).to.include('3 × Hero: 3 of 3 in');
    expect(announcer.last).to.match(/^Ann contributed 3 cards\. 3 × Hero: 3 of 3 in; 2 × Equipment: 0 of 2 in/);
    // A card meeting no requirement is refused with its rule's sentence (G3-CH-ADD-2), never its id, focus on the error.
    await contribute(5, 0, 1, 'tr-error');
    const noMatch = errorText(new RuleError('G3-CH-ADD-2', 'no-match', ''));
    expect(app.querySelector('#tr-error')!.textContent!.trim()).to.equal(noMatch);
    expect(announcer.region('assertive').textContent).to.include(noMatch);
    expect(announcer.region('assertive').textContent).not.to.include('G3-');

    // Turns until the Traitor's, each player declaring from the private menu: nothing happens for the others.
    const menuShapes: string[] = [];
    const declaredShapes: string[] = [];
    let othersDeclared = 0;
    for (let turn = 0; ; turn++) {
      const seat = turn % 3;
      expect(app.querySelector('#tr-step-heading')!.textContent).to.include(`${NAMES[seat]} plays`);
      const before = app.querySelector('tr-board')!.textContent;
      await pressButton(`Private menu of ${NAMES[seat]}`);
      await expectNothingPrivate(`hand-over of ${NAMES[seat]}'s menu`, { plots: true });
      const menu = await openPrivate(NAMES[seat]!);
      menuShapes.push(shapeOf(menu));
      if (seat === 0) await expectNoAxeViolations(app);
      if (seat === traitor && othersDeclared === 0) {
        // The Traitor first hides the menu without declaring: nothing is recorded.
        await pressButton('Hide');
        expect(app.querySelector('tr-board')!.textContent, 'nothing changed on the board').to.equal(before);
        await pressButton(`${NAMES[seat]} bought or gained a card: end the turn`);
        continue;
      }
      for (let line = 0; line < 5; line++) {
        await tabTo((el) => el instanceof HTMLInputElement && el.name === 'tr-line' && el.value === String(line), `line ${line + 1}`);
        await press('Space');
      }
      await pressButton('Declare the Foul Machination completed');
      expect(focused()?.id).to.equal('tr-private-phrase');
      const phrase = focused()!.textContent!.trim();
      seen.push(phrase);
      declaredShapes.push(shapeOf(menu));
      await pressButton('Hide');
      if (seat === traitor) {
        expect(phrase).to.match(/^Declared: you are the Traitor/);
        break;
      }
      expect(phrase).to.match(/^Declared: you are not the Traitor/);
      othersDeclared++;
      expect(app.querySelector('tr-board')!.textContent, 'nothing changed on the board').to.equal(before);
      await expectNothingPrivate(`the board after ${NAMES[seat]}'s menu`, { plots: true });
      await pressButton(`${NAMES[seat]} bought or gained a card: end the turn`);
    }

    expect(othersDeclared, 'both other players declared first').to.equal(2);
    expect(new Set(menuShapes).size, 'the private menu has the same shape for everyone').to.equal(1);
    expect(new Set(declaredShapes).size, 'the screen after a declaration has the same shape for everyone').to.equal(1);

    // The reveal (G3-REVEAL-1…3): the Traitor, the Plot joining, everyone else loyal, the changed rules.
    const name = NAMES[traitor]!;
    const log = announcer.last;
    expect(log).to.include(`${name} completed the Foul Machination Heroes Are Your Puppets.`);
    expect(log).to.include(`${name} is the Traitor.`);
    expect(log).to.match(/joins the Challenges/);
    expect(log).to.include('is loyal from now on');
    expect(log).to.include('Attacks played by loyal players no longer affect loyal players');
    expect(app.querySelector('#tr-loyalty')!.textContent).to.include(`${name}: Traitor`);
    expect(app.querySelector('#tr-rules')!.textContent).to.include('Loyal players may help each other');
    expect(app.querySelector('#tr-plot')!.textContent).to.include(`brought in by ${name}`);
    expect(focused()?.id).to.equal('tr-step-heading');
    await expectNoAxeViolations(app);

    // The end: the main deck counted at 0 (G3-OP-1 (a)): the Traitor wins (G3-END-2), said assertively.
    await virtual.start({ container: document.body });
    await tabTo((el) => el.id === 'tr-deck-count', 'the main deck count');
    await type('0');
    await pressButton('Record the main deck count');
    const end = (await virtual.spokenPhraseLog()).join('\n');
    await virtual.stop();
    expect(end).to.include(`assertive: Game over. The Traitor, ${name}, wins: the main deck ran out.`);
    expect(focused()?.textContent).to.equal('Game over');
    expect(app.querySelector('#tr-winner')!.textContent).to.include(`The Traitor, ${name}, wins`);
    expect(document.title).to.equal('Game over — Hidden-traitor expansion');
    await expectNoAxeViolations(app);
    expectTargets(app);

    // Both languages: the board in Polish, with the seed's terms.
    await pressButton('Polski (zmień język)');
    await waitUntil(() => document.documentElement.lang === 'pl', 'the page turns Polish');
    await settle();
    expect(app.querySelector('#tr-winner')!.textContent).to.include(`Spiskowiec, ${name}, wygrywa`);
    expect(app.querySelector('#tr-stack')!.textContent).to.include('Ustawa Keene’a');
    expect(app.querySelector('#tr-loyalty')!.textContent).to.include('Spiskowiec');
    await expectNoAxeViolations(app);
    await pressButton('English (change the language)');
    await waitUntil(() => document.documentElement.lang === 'en', 'the page turns English again');
    await settle();
    expect(announcer.last).to.equal('Language: English.');
  });

  for (const traitorSeat of [null, 1] as const) {
  it(`two players (${traitorSeat === null ? 'no Traitor' : 'the second player is the Traitor'}): every Challenge by keyboard, a Challenge entered from its card, the level 3 reveal and the loyal win`, async () => {
    app = await fixture<TrApp>(html`<tr-app db-name=${dbName()} .randomInt=${scripted(dealFor(traitorSeat))}></tr-app>`);
    await app.ready;
    await settle();
    // Setup: 2 players; one more Plot entered (the seed knows one, G3-SET-6).
    await tabTo((el) => el instanceof HTMLInputElement && el.name === 'setup-count', 'the number of players');
    await press('ArrowUp');
    await settle();
    expect(app.querySelectorAll('input[id^="setup-name-"]')).to.have.length(2);
    for (let i = 0; i < 2; i++) {
      await tabTo((el) => el.id === `setup-name-${i}`, `the name of player ${i + 1}`);
      await type(NAMES[i]!);
    }
    // Deal refused first: too few Plots known (G3-SET-6), said without the rule id, focus on the refusal.
    await pressButton('Deal the secret cards');
    expect(focused()?.id).to.equal('setup-error');
    expect(focused()?.textContent!.trim()).to.equal(errorText(new RuleError('G3-SET-6', 'too-few-plots', '', { players: 2, plots: 1 })));
    expect(focused()?.textContent).not.to.include('G3-');
    await tabTo((el) => el.id === 'setup-new-plot', 'the new Plot field', 60, true);
    await type('Spisek Delty');
    await press('Enter');
    await settle();
    await pressButton('Deal the secret cards');

    const loyalty: string[] = [];
    for (let seat = 0; seat < 2; seat++) {
      await expectNothingPrivate(`hand-over to ${NAMES[seat]}`, { plots: true });
      await openPrivate(NAMES[seat]!);
      const line = app.querySelector('#tr-private-loyalty')!.textContent!.trim();
      loyalty.push(line.startsWith('Your loyalty card: Traitor') ? 'traitor' : 'loyal');
      seen.push(line, app.querySelector('#tr-private-plot')!.textContent!.trim());
      await pressButton(seat === 0 ? 'Hide and pass the device on' : 'Hide');
    }
    await expectNothingPrivate('the board of two players', { plots: true });
    expect(app.querySelector('#tr-loyalty')!.textContent).to.include('With two players there may be no Traitor at all.');

    // Level 1: Keene Act, its 11 cards contributed and its Power paid (G3-CH-ADD-5, G3-CH-DEFEAT-1).
    await pickRadio('tr-challenge', 'keene-act');
    await pressButton('Turn it face up and read it aloud');
    await contribute(0, 2, 3);
    await contribute(2, 1, 2);
    await contribute(3, 3, 4);
    await contribute(1, 2, 2);
    expect(app.querySelector('#tr-power')!.textContent).to.include('Every required card is in.');
    await pressButton('Ann paid the Power: Keene Act is defeated');
    expect(announcer.last).to.include('Ann defeated Keene Act: the 11 cards contributed to it are destroyed');
    expect(announcer.last).to.include('The next Challenge is turned face up at the end of this turn.');
    await pressButton('Ann bought or gained a card: end the turn');
    expect(focused()?.textContent).to.equal('Turn the next Challenge face up (level 2), then Bob plays');

    // Level 2: Nixon, Bob's turn.
    await pickRadio('tr-challenge', 'nixon');
    await pressButton('Turn it face up and read it aloud');
    expect(announcer.last).to.include('Turn 2: Bob plays.');
    await contribute(2, 2, 3);
    await contribute(1, 4, 3);
    await contribute(0, 3, 2);
    await contribute(3, 7, 1);
    await pressButton('Bob paid the Power: Nixon is defeated');
    await pressButton('Bob bought or gained a card: end the turn');

    // Level 3: Riots, whose level the table enters as it turns it (G3-CARD-UNKNOWN); both reveal (G3-2P-2).
    await pickRadio('tr-challenge', 'riots');
    await pressButton('Turn it face up and read it aloud');
    expect(announcer.last).to.include('Challenge turned face up: Riots, level 3.');
    expect(announcer.last).to.include('both players turn over their loyalty cards');
    const noTraitor = !loyalty.includes('traitor');
    expect(noTraitor, 'the scripted deal').to.equal(traitorSeat === null);
    if (traitorSeat !== null) expect(loyalty[traitorSeat]).to.equal('traitor');
    if (!noTraitor) expect(announcer.last).to.not.include('Super-Villains');
    if (noTraitor) expect(announcer.last).to.include('add the 8 Super-Villains');
    expect(app.querySelector('#tr-loyalty')!.textContent).to.include(`Ann: ${loyalty[0] === 'traitor' ? 'Traitor' : 'Loyal'}`);
    await expectNoAxeViolations(app);

    // Its requirements and Power entered from the card, by keyboard: 2 cards with an attack or a defense.
    await pressButton(/^Enter from the card: Riots/);
    expect(focused()?.id).to.equal('entry-heading');
    await tabTo((el) => el.id === 'entry-effect', 'the effect');
    await type('Test effect read from the card.');
    await tabTo((el) => el.id === 'entry-count-0', 'the count of line 1');
    await fillFocused('2');
    await tabTo((el) => el.id === 'entry-trait-0', 'the keyword of line 1');
    for (let i = 0; i < 3; i++) await press('ArrowDown');
    await settle();
    expect((focused() as HTMLSelectElement).value).to.equal('attack-defense');
    await expectNoAxeViolations(app);
    expectTargets(app);
    await tabTo((el) => el.id === 'entry-power', 'the Power cost');
    await type('12');
    await pressButton('Save the card data');
    expect(app.querySelector('#tr-counters')!.textContent).to.include('2 × any card, with an attack or with a defense: 0 of 2 in');
    expect(JSON.parse(localStorage.getItem(CARDS_KEY)!).map((c: { id: string }) => c.id)).to.deep.equal(['spisek-delty', 'riots', 'riots']);

    // Ann contributes two cards with an attack, and pays.
    await pickRadio('tr-kind', 'hero');
    await tabTo((el) => el instanceof HTMLInputElement && el.name === 'tr-trait' && el.value === 'attack', 'the attack keyword');
    await press('Space');
    await tabTo((el) => el.id === 'tr-how-many', 'how many');
    await fillFocused('2');
    await pressButton('Contribute');
    await pressButton('Ann paid the Power: Riots is defeated');
    if (noTraitor) {
      // G3-2P-5, G3-OP-3: the 8 Super-Villains too.
      for (let i = 0; i < 8; i++) await pressButton('Ann defeated a Super-Villain');
    }
    expect(announcer.region('assertive').textContent).to.include('Game over. The loyal players win: every Challenge is defeated.');
    expect(app.querySelector('#tr-winner')!.textContent).to.equal('The loyal players win: every Challenge is defeated.');
    expect(focused()?.textContent).to.equal('Game over');
    await expectNoAxeViolations(app);
  });
  }
});
