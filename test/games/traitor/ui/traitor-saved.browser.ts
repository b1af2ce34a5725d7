/**
 * The hidden-traitor expansion's page beyond one sitting, by keyboard in real
 * Chromium: the game saved after every event in the page's own database and reopened at the same
 * step after a reload (a hand-over of the private turns still to come, or the board), the saved
 * games listed on the start screen and resumed; undo and redo of the table's recorded events
 * (announced "Undone: …", focus on the step again, saved across a reload; never the deal); the
 * Rules dialog at the rule of the step in course, in English and Polish; the Settings dialog, whose
 * idle time reaches the private screens. axe on each. And the private screens of the Traitor and
 * the Loyal: the same text length, on screen and as the virtual screen reader speaks it.
 *
 * The deal is scripted (deals.ts): the first player holds the Traitor card.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import '../../../../src/games/traitor/ui/tr-app.ts';
import type { TrApp } from '../../../../src/games/traitor/ui/tr-app.ts';
import '../../../../src/games/traitor/ui/tr-private.ts';
import type { TrPrivate } from '../../../../src/games/traitor/ui/tr-private.ts';
import { apply, CARD_KINDS, createGame } from '../../../../src/games/traitor/engine.ts';
import type { CardData, GameEvent, GameState, Loyalty } from '../../../../src/games/traitor/engine.ts';
import { CARDS_KEY } from '../../../../src/games/traitor/ui/card-store.ts';
import { expectNoAxeViolations, expectTargets } from '../../../helpers/a11y.ts';
import { press, tabTo, tabToButton, type } from '../../../helpers/keyboard.ts';
import { scripted, TRAITOR_FIRST } from './deals.ts';
import { watchLostFocus } from '../../../helpers/focus-watch.ts';

const NAMES = ['Ann', 'Bob', 'Cid'];
const plot = (id: string, name: string): CardData => ({ id, role: 'plot', name, nameEn: null, level: null, effect: null, requirements: [], power: null, source: 'table' });
/** Two Plots the table entered in an earlier game (kept on the device, card-store.ts). */
const ENTERED = [plot('spisek-bety', 'Spisek Bety'), plot('spisek-gammy', 'Spisek Gammy')];

let app: TrApp;
const databases: string[] = [];

function newDb(): string {
  databases.push(`traitor-saved-test-${databases.length}-${Date.now()}`);
  return databases[databases.length - 1]!;
}

function focused(): Element | null {
  return document.activeElement;
}

async function settle(): Promise<void> {
  await app.whenIdle();
}

/** Opens the page on `db` (a reload is a new page element on the same database). */
async function openPage(db: string): Promise<void> {
  app?.remove();
  app = await fixture<TrApp>(html`<tr-app db-name=${db} .randomInt=${scripted(TRAITOR_FIRST)}></tr-app>`);
  await app.ready;
  await settle();
}

async function pressButton(label: string | RegExp): Promise<void> {
  await tabToButton(label);
  await press('Enter');
  await settle();
}

async function fillFocused(text: string): Promise<void> {
  await press('Control+A');
  await type(text);
}

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
}

/** Types the three names and deals (the Plots known: the seed's and the two entered). */
async function dealThree(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await tabTo((el) => el.id === `setup-name-${i}`, `the name of player ${i + 1}`);
    await type(NAMES[i]!);
  }
  await pressButton('Deal the secret cards');
  expect(focused()?.id).to.equal('tr-turn-heading');
}

/** One private turn of the deal: open, then hide. */
async function privateTurn(name: string, last: boolean): Promise<void> {
  expect(focused()?.textContent).to.include(name);
  await pressButton(`I am ${name}: open my private screen`);
  expect(app.querySelector('[data-private]')).to.not.equal(null);
  await pressButton(last ? 'Hide' : 'Hide and pass the device on');
}

async function contributeHeroes(): Promise<void> {
  await pickRadio('tr-kind', CARD_KINDS[0]!);
  await tabTo((el) => el.id === 'tr-cost', 'the cost');
  await fillFocused('2');
  await tabTo((el) => el.id === 'tr-how-many', 'how many');
  await fillFocused('3');
  await pressButton('Contribute');
  expect(focused()?.id).to.equal('tr-step-heading');
}

/** The dealt game to turn 1 with Keene Act face up. */
async function toFirstTurn(): Promise<void> {
  await dealThree();
  for (let seat = 0; seat < 3; seat++) await privateTurn(NAMES[seat]!, seat === 2);
  await pickRadio('tr-challenge', 'keene-act');
  await pressButton('Turn it face up and read it aloud');
  expect(focused()?.textContent).to.equal('Turn 1: Ann plays');
}

describe('the hidden-traitor expansion page: saved games, undo, rules and settings', () => {
  let settleMs = announcer.settleMs;
  let saved: [string, string][] = [];
  before(async () => {
    settleMs = announcer.settleMs;
    announcer.settleMs = 0;
    announcer.connect();
    saved = Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)!]);
  });
  beforeEach(async () => {
    document.documentElement.lang = 'en';
    await useLanguage('en');
    localStorage.setItem(CARDS_KEY, JSON.stringify(ENTERED));
  });
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
    announcer.settleMs = settleMs;
    localStorage.clear();
    for (const [k, v] of saved) localStorage.setItem(k, v);
    await useLanguage('en');
  });

  it('saves after every event and reopens at the same step after a reload; the start screen lists the saved games', async () => {
    const db = newDb();
    await openPage(db);
    expect(app.querySelector('rs-saved-games'), 'no saved game yet').to.equal(null);
    await dealThree();
    await privateTurn('Ann', false);

    // A reload in the middle of the deal: the hand-over of the next player, nothing private.
    await openPage(db);
    expect(focused()?.id).to.equal('tr-turn-heading');
    expect(focused()?.textContent).to.include('Pass the device to Bob');
    expect(app.querySelector('tr-private')!.textContent, 'the turns counted as before').to.include('Private turn 2 of 3.');
    expect(announcer.last).to.equal('Game reopened where you left it. Pass the device to Bob.');
    expect(app.querySelector('[data-private]')).to.equal(null);
    expect(app.state!.deal!.loyalty, 'the same deal').to.deep.equal(['traitor', 'loyal', 'loyal']);
    await expectNoAxeViolations(app);
    await privateTurn('Bob', false);
    const toBoard = watchLostFocus();
    await privateTurn('Cid', true);
    expect(focused()?.id).to.equal('tr-step-heading');
    expect(await toBoard.stop(), 'focus never rests on the body while the board replaces the private turns').to.deep.equal([]);

    await pickRadio('tr-challenge', 'keene-act');
    await pressButton('Turn it face up and read it aloud');
    await contributeHeroes();
    const record = app.record!;
    expect(record.format).to.equal('traitor-record/1');
    expect(record.events.map((e) => e.type)).to.deep.equal(['deal', 'challenge-revealed', 'contributed']);

    // A reload on the board: the same step, the same counters, focus on the step.
    await openPage(db);
    expect(focused()?.id).to.equal('tr-step-heading');
    expect(focused()?.textContent).to.equal('Turn 1: Ann plays');
    expect(announcer.last).to.equal('Game reopened where you left it. Turn 1: Ann plays.');
    expect(app.querySelector('#tr-counters')!.textContent).to.include('3 × Hero: 3 of 3 in');
    expect(app.record).to.deep.equal(record);
    await expectNoAxeViolations(app);

    // Leaving: the start screen lists the game; Resume reopens it at its step.
    const leaving = watchLostFocus();
    await pressButton('Leave this game (it stays saved on this device)');
    expect(focused()?.id).to.equal('setup-heading');
    expect(await leaving.stop(), 'focus never rests on the body while the start screen replaces the game').to.deep.equal([]);
    const list = app.querySelector('rs-saved-games')!;
    expect(list, 'the saved games on the start screen').to.not.equal(null);
    expect(list.textContent).to.include('Ann, Bob, and Cid');
    expect(list.textContent).to.include('Challenges defeated: 0.');
    expect(list.textContent).to.include('In progress.');
    expect(list.textContent, 'the list says nothing of the deal').to.not.match(/Traitor|Loyal|Spisek/);
    await expectNoAxeViolations(app);
    expectTargets(app);
    await tabTo((el) => el instanceof HTMLButtonElement && el.id.startsWith('resume-'), 'Resume');
    await press('Enter');
    await settle();
    expect(focused()?.textContent).to.equal('Turn 1: Ann plays');
    expect(app.record).to.deep.equal(record);

    // The start screen stays after a reload once the game was left.
    await pressButton('Leave this game (it stays saved on this device)');
    await openPage(db);
    expect(focused()?.id).to.equal('setup-heading');
    expect(app.querySelector('rs-saved-games')).to.not.equal(null);
  });

  it("undoes and redoes the table's events, announced, with focus on the step; never the deal", async () => {
    const db = newDb();
    await openPage(db);
    await toFirstTurn();
    await contributeHeroes();
    expect(app.querySelector('#tr-counters')!.textContent).to.include('3 × Hero: 3 of 3 in');

    await pressButton('Undo: Ann contributed 3 cards');
    expect(focused()?.id, 'focus on the step again').to.equal('tr-step-heading');
    expect(announcer.last).to.equal('Undone: Ann contributed 3 cards. Turn 1: Ann plays.');
    expect(app.querySelector('#tr-counters')!.textContent).to.include('3 × Hero: 0 of 3 in');
    expect(app.querySelector('#tr-redo')!.textContent!.trim()).to.equal('Redo: Ann contributed 3 cards');
    await expectNoAxeViolations(app);
    expectTargets(app);

    // The undone event is kept across a reload, to redo.
    await openPage(db);
    expect(app.record!.events).to.have.length(2);
    await pressButton('Redo: Ann contributed 3 cards');
    expect(focused()?.id).to.equal('tr-step-heading');
    expect(announcer.last).to.match(/^Redone: Ann contributed 3 cards\. Ann contributed 3 cards\. 3 × Hero: 3 of 3 in/);
    expect(app.querySelector('#tr-redo')).to.equal(null);
    expect(app.querySelector('#tr-counters')!.textContent).to.include('3 × Hero: 3 of 3 in');

    // Back to the deal: the Challenge turned is undone too; the deal itself never is, and the page says so.
    await pressButton('Undo: Ann contributed 3 cards');
    await pressButton('Undo: Keene Act turned face up');
    expect(announcer.last).to.equal('Undone: Keene Act turned face up. Turn the next Challenge face up (level 1), then Ann plays.');
    expect(app.querySelector('#tr-undo'), 'the deal is not undone').to.equal(null);
    expect(app.querySelector('#tr-corrections-heading')!.parentElement!.textContent).to.include('The secret deal is never undone');
    expect(app.record!.events.map((e) => e.type)).to.deep.equal(['deal']);
    await openPage(db);
    expect(app.record!.events.map((e) => e.type), 'the undo was saved').to.deep.equal(['deal']);

    // A new event clears what was undone.
    await pickRadio('tr-challenge', 'keene-act');
    await pressButton('Turn it face up and read it aloud');
    expect(app.querySelector('#tr-redo')).to.equal(null);
    await openPage(db);
    expect(app.querySelector('#tr-redo'), 'nothing to redo after a reload either').to.equal(null);
  });

  it('an undo of the event that ended the game reopens it: the board, the step and the saved list follow (G3-END-2)', async () => {
    const db = newDb();
    await openPage(db);
    await toFirstTurn();
    await pressButton('The main deck ran out');
    expect(app.state!.winner, 'the game is over').to.not.equal(null);
    expect(app.querySelector('#tr-new-game'), 'the end offers a new game').to.not.equal(null);
    await pressButton('Leave this game (it stays saved on this device)');
    expect(app.querySelector('rs-saved-games')!.textContent).to.match(/Over: /);
    await tabTo((el) => el instanceof HTMLButtonElement && el.id.startsWith('resume-'), 'Open');
    await press('Enter');
    await settle();

    expect(app.querySelector('#tr-undo')?.textContent?.trim(), 'the end can be undone').to.equal('Undo: the main deck ran out');
    await pressButton('Undo: the main deck ran out');
    expect(focused()?.id, 'focus on the step again').to.equal('tr-step-heading');
    expect(focused()?.textContent).to.equal('Turn 1: Ann plays');
    expect(app.state!.winner).to.equal(null);
    expect(app.querySelector('#tr-new-game'), 'no end screen once the end is undone').to.equal(null);
    expect(app.querySelector('#tr-deck-ran-out'), 'the step that ends it is offered again').to.not.equal(null);
    await expectNoAxeViolations(app);
    await pressButton('Leave this game (it stays saved on this device)');
    const list = app.querySelector('rs-saved-games')!.textContent!;
    expect(list).to.include('In progress.');
    expect(list).to.not.match(/Over: /);
    // And after a reload, from the store.
    await openPage(db);
    expect(app.querySelector('rs-saved-games')!.textContent).to.include('In progress.');
  });

  it('opens the rules at the rule of the step in course, in English and Polish, and the settings dialog', async () => {
    await openPage(newDb());
    // The setup: the section on players and setup.
    await pressButton('Rules');
    await waitUntil(() => app.querySelector<HTMLDialogElement>('#rules-dialog')?.open === true, 'the rules dialog opens');
    expect(focused()?.id).to.equal('rules-G3-SET-1-title');
    await expectNoAxeViolations(app.querySelector('#rules-dialog')!);
    await press('Escape');
    await waitUntil(() => focused()?.id === 'rules-button', 'focus back on the Rules button');

    await toFirstTurn();
    await pressButton('Rules');
    await waitUntil(() => app.querySelector<HTMLDialogElement>('#rules-dialog')?.open === true, 'the rules dialog opens');
    expect(focused()?.id).to.equal('rules-G3-CH-ADD-1-title');
    expect(focused()?.textContent).to.equal('Contributing cards');
    expect(app.querySelector('#rules-dialog [aria-current="true"]')!.textContent).to.include('(now)');
    await expectNoAxeViolations(app.querySelector('#rules-dialog')!);
    await press('Escape');
    await waitUntil(() => focused()?.id === 'rules-button', 'focus back on the Rules button');

    await pressButton('Polski (zmień język)');
    await waitUntil(() => document.documentElement.lang === 'pl', 'the page turns Polish');
    await settle();
    await pressButton('Zasady');
    await waitUntil(() => app.querySelector<HTMLDialogElement>('#rules-dialog')?.open === true, 'the rules dialog opens');
    expect(focused()?.textContent).to.equal('Dokładanie kart');
    await expectNoAxeViolations(app.querySelector('#rules-dialog')!);
    await press('Escape');
    await waitUntil(() => focused()?.id === 'rules-button', 'focus back on the Rules button');
    await pressButton('English (change the language)');
    await waitUntil(() => document.documentElement.lang === 'en', 'the page turns English');
    await settle();

    // The settings: the platform's dialog; its idle time reaches the private screens.
    await pressButton('Settings');
    await waitUntil(() => app.querySelector<HTMLDialogElement>('#settings-dialog')?.open === true, 'the settings dialog opens');
    expect(focused()?.id).to.equal('settings-heading');
    await expectNoAxeViolations(app.querySelector('#settings-dialog')!);
    const idle = (await tabTo((el) => el.id === 'settings-idle', 'the idle time')) as HTMLSelectElement;
    const before = Number(idle.value);
    await press(before === 30 ? 'ArrowDown' : 'ArrowUp');
    await settle();
    const chosen = Number(idle.value);
    expect(chosen).to.not.equal(before);
    await pressButton('Close the settings');
    await waitUntil(() => focused()?.id === 'settings-button', 'focus back on the Settings button');
    await pressButton('Ann: look again');
    expect(app.querySelector<TrPrivate>('tr-private')!.idleSeconds).to.equal(chosen);
  });
});

describe('the private screens of the Traitor and the Loyal', () => {
  afterEach(async () => {
    document.querySelectorAll('tr-private').forEach((el) => el.remove());
    await useLanguage('en');
    await virtual.stop();
  });

  /** A 3-player game dealt with seat 0 holding `loyalty` and always the same Plot; at turn 1 when `started`. */
  function game(loyalty: Loyalty, started: boolean): GameState {
    const setup = { players: NAMES, machination: 'heroes-are-your-puppets', plots: ['technological-breakthrough', ...ENTERED.map((c) => c.id)], cards: ENTERED };
    const deal: GameEvent = { type: 'deal', loyalty: loyalty === 'traitor' ? ['traitor', 'loyal', 'loyal'] : ['loyal', 'traitor', 'loyal'], plots: ['spisek-bety', 'technological-breakthrough', 'spisek-gammy'] };
    let state = apply(createGame(setup), deal).state;
    if (started) state = apply(state, { type: 'challenge-revealed', level: 1, card: 'keene-act' }).state;
    return state;
  }

  /** The text of the private screen seat 0 opens (`declare`: after declaring the Foul Machination from the menu), and what the screen reader speaks of it. */
  async function privateText(loyalty: Loyalty, kind: 'deal' | 'menu'): Promise<{ text: string; spoken: string }> {
    document.querySelectorAll('tr-private').forEach((el) => el.remove());
    const el = await fixture<TrPrivate>(html`<tr-private .state=${game(loyalty, kind === 'menu')} kind=${kind} .seats=${[0]}></tr-private>`);
    el.querySelector<HTMLElement>('#tr-turn-heading')!.focus();
    await tabTo((e) => e.id === 'tr-turn-open', 'the open button');
    await press('Enter');
    await el.updateComplete;
    if (kind === 'menu') {
      for (let line = 0; line < 5; line++) {
        await tabTo((e) => e instanceof HTMLInputElement && e.name === 'tr-line' && e.value === String(line), `line ${line + 1}`);
        await press('Space');
      }
      await tabTo((e) => e.id === 'tr-declare', 'the declare button');
      await press('Enter');
      await el.updateComplete;
    }
    const screen = el.querySelector('[data-private]')!;
    await virtual.start({ container: screen as HTMLElement });
    for (let i = 0; i < 40; i++) {
      await virtual.next();
      if ((await virtual.lastSpokenPhrase()).startsWith('end of')) break;
    }
    const spoken = (await virtual.spokenPhraseLog()).join('\n');
    await virtual.stop();
    return { text: screen.textContent!.replace(/\s+/g, ' ').trim(), spoken };
  }

  for (const language of ['en', 'pl'] as const) {
    it(`speak texts of the same length for both (${language})`, async () => {
      await useLanguage(language);
      for (const kind of ['deal', 'menu'] as const) {
        const traitor = await privateText('traitor', kind);
        const loyal = await privateText('loyal', kind);
        expect(traitor.text, `${kind}: different words`).to.not.equal(loyal.text);
        // The screen reader speaks the private sentences themselves.
        expect(traitor.spoken).to.include(kind === 'deal' ? (language === 'en' ? 'Your loyalty card: Traitor, not Loyal.' : 'Twoja karta lojalności: Spiskowiec, nie Lojalny.') : language === 'en' ? 'so your reveal follows' : 'nastąpi twoje odkrycie');
        expect(loyal.spoken).to.include(kind === 'deal' ? (language === 'en' ? 'Your loyalty card: Loyal, not Traitor.' : 'Twoja karta lojalności: Lojalny, nie Spiskowiec.') : language === 'en' ? 'so nothing happens' : 'nic się nie dzieje');
        expect(traitor.text.length, `${kind} screen: ${traitor.text} / ${loyal.text}`).to.equal(loyal.text.length);
        expect(traitor.spoken.length, `${kind} spoken: ${traitor.spoken} / ${loyal.spoken}`).to.equal(loyal.spoken.length);
        expect(traitor.spoken.split('\n').length, `${kind}: as many phrases`).to.equal(loyal.spoken.split('\n').length);
      }
    });
  }
});
