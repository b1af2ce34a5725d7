/**
 * The hidden-traitor expansion's steps after the reveal on one device, by keyboard in real
 * Chromium: an attack by a loyal player (G3-PLAY-ATTACK: the table is reminded, on screen and in
 * the live region, that it spares loyal players), loyal help (G3-HELP-2: the request, the helper's
 * hand size, the card drawn by the app and shown; a helper who declines; G3-HELP-4 at the turn's
 * end), Disintegration destroying the current Challenge (G3-CARD-DISINTEGRATION: defeated at once,
 * without contributions), and a turn's end with nothing bought or gained (G3-PLAY-LINEUP: the main
 * deck's top card joins the line-up, reminded on screen and in the live region, the count down by
 * one). axe and 44 px targets at each kind of step.
 *
 * The game is opened from a saved game (the page's own database) at Bob's turn, after Ann, the
 * Traitor, completed the Foul Machination: 4 players, so that two loyal players may help.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { useTraitorTestPage } from './test-page.ts';
import { openGameStore } from '../../../../src/platform/storage/index.ts';
import '../../../../src/games/traitor/ui/tr-app.ts';
import type { TrApp } from '../../../../src/games/traitor/ui/tr-app.ts';
import { toTraitorRecord } from '../../../../src/games/traitor/engine.ts';
import type { CardData, CardFacts, GameEvent, SetupInput } from '../../../../src/games/traitor/engine.ts';
import { registerTraitorStorage } from '../../../../src/games/traitor/storage/registration.ts';
import { expectNoAxeViolations, expectTargets } from '../../../helpers/a11y.ts';
import { press, tabToButton, type } from '../../../helpers/keyboard.ts';
import { scripted } from './deals.ts';

const plot = (id: string, name: string, power: number): CardData => ({ id, role: 'plot', name, nameEn: null, level: null, effect: 'test effect', requirements: [], power, source: 'table' });
const SETUP: SetupInput = {
  players: ['Ann', 'Bob', 'Cid', 'Dee'],
  machination: 'heroes-are-your-puppets',
  plots: ['technological-breakthrough', 'plot-b', 'plot-c', 'plot-d'],
  cards: [
    { ...plot('technological-breakthrough', 'Przełom technologiczny', 10), effect: null },
    plot('plot-b', 'Plot B', 8),
    plot('plot-c', 'Plot C', 9),
    plot('plot-d', 'Plot D', 7),
    { id: 'keene-act', role: 'challenge', name: 'Ustawa Keene’a', nameEn: null, level: null, effect: null, requirements: null, power: 11, source: 'table' },
  ],
};
const card = (kind: CardFacts['kind'], cost: number): CardFacts => ({ kind, cost, traits: [] });
/** Ann is the Traitor and completes Heroes Are Your Puppets on turn 1; Bob (loyal) plays turn 2; the main deck holds 30 cards. */
const EVENTS: GameEvent[] = [
  { type: 'deal', loyalty: ['traitor', 'loyal', 'loyal', 'loyal'], plots: ['plot-b', 'plot-c', 'plot-d', 'technological-breakthrough'] },
  { type: 'challenge-revealed', level: 1, card: 'keene-act' },
  { type: 'machination-completed', seat: 0, cards: [card('hero', 3), card('hero', 2), card('villain', 4), card('super-power', 5), card('hero', 6)] },
  { type: 'turn-ended', seat: 0, gained: true },
  { type: 'deck-count', count: 30 },
];

let app: TrApp;
const databases: string[] = [];

function focused(): Element | null {
  return document.activeElement;
}

async function settle(): Promise<void> {
  await app.whenIdle();
}

async function pressButton(label: string | RegExp): Promise<void> {
  await tabToButton(label);
  await press('Enter');
  await settle();
}

/** A saved game at Bob's turn, opened by the page (its database remembers the game in course). */
async function openAtBobsTurn(randomValues: number[]): Promise<void> {
  const db = `traitor-steps-test-${databases.length}-${Date.now()}`;
  databases.push(db);
  const unregister = registerTraitorStorage();
  const store = await openGameStore({ name: db });
  const { id } = await store.create(toTraitorRecord(SETUP, EVENTS));
  await store.setUi({ gameId: id, focus: null, draft: null });
  store.close();
  unregister();
  app = await fixture<TrApp>(html`<tr-app db-name=${db} .randomInt=${scripted(randomValues)}></tr-app>`);
  await app.ready;
  await settle();
  expect(focused()?.textContent).to.equal('Turn 2: Bob plays');
}

describe('the hidden-traitor expansion on one device: the steps after the reveal, by keyboard', () => {
  useTraitorTestPage();
  afterEach(async () => {
    app?.remove();
    for (const name of databases.splice(0)) {
      await new Promise((resolve) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
      });
    }
  });

  it('an attack spares loyal players, help is asked and given with a card the app draws, and a turn with nothing bought refills the line-up', async () => {
    // The helper's card: 2 of Cid's 5 (randomInt(5) → 1).
    await openAtBobsTurn([1]);
    await expectNoAxeViolations(app);
    expectTargets(app);

    // G3-PLAY-ATTACK: Bob is loyal and the Traitor is revealed: the step says whom his attack spares.
    expect(app.querySelector('#tr-attack-rule')!.textContent).to.equal('Since the reveal, an attack played by Bob does not affect loyal players.');
    await pressButton('Bob plays an attack');
    const spares = 'Bob plays an attack: it does not affect loyal players, even if Bob wants it to.';
    expect(announcer.last).to.include(spares);
    expect(app.querySelector('#tr-notice')!.textContent).to.equal(spares);
    expect(focused()?.id).to.equal('tr-step-heading');

    // G3-HELP-2: Bob asks; Cid, then Dee, answer in clockwise order (Ann, the Traitor, is not asked).
    await pressButton('Bob asks the loyal players for help');
    expect(announcer.last).to.include('Bob asks for help. In turn, each may add one random card from their hand: Cid, Dee.');
    expect(app.querySelector('#tr-notice'), 'no reminder for a request').to.equal(null);
    expect(app.querySelector('#tr-help-heading')!.textContent).to.equal('Cid may help Bob with one random card from their hand');
    await expectNoAxeViolations(app);
    expectTargets(app);
    // A hand size out of range is said next to the field, which takes focus; nothing is drawn.
    await pressButton('Draw the card at random');
    expect(focused()?.id).to.equal('tr-help-hand');
    expect(app.querySelector('#tr-error')!.textContent).to.equal('Enter how many cards Cid holds: a whole number from 1 to 60.');
    await type('5');
    await pressButton('Draw the card at random');
    const drawn = 'Cid helps Bob with card 2 of the 5 in their hand, counted from the left, drawn by the app: Bob plays it, using its effect and its Power.';
    expect(announcer.last).to.include(drawn);
    expect(app.querySelector('#tr-notice')!.textContent, 'the card drawn is shown').to.equal(drawn);
    expect(app.record!.events.at(-1)).to.deep.equal({ type: 'help-given', seat: 2, hand: 5, card: 2 });
    await pressButton('Dee does not help');
    expect(announcer.last).to.include('Dee does not help.');
    expect(app.querySelector('#tr-help-heading')).to.equal(null);
    expect(app.querySelector('#tr-ask-help'), 'help is asked once a turn').to.equal(null);

    // G3-PLAY-LINEUP: Bob bought or gained nothing: the top card of the main deck joins the line-up.
    expect(app.querySelector('#tr-end-turn-heading')!.textContent).to.equal('End of the turn: did Bob buy or gain a card from the line-up?');
    await pressButton('Bob bought or gained nothing: end the turn');
    const refill = 'Bob bought or gained no card from the line-up: add the top card of the main deck to the line-up. Main deck: 29 cards.';
    expect(announcer.last).to.include(refill);
    expect(announcer.last).to.include("the cards given in help go back to their owners' discard piles: Cid.");
    expect(app.querySelector('#tr-notice')!.textContent).to.equal(refill);
    expect(app.querySelector('#tr-deck')!.textContent).to.include('29');
    expect(focused()?.textContent).to.equal('Turn 3: Cid plays');
    await expectNoAxeViolations(app);

    // The next step clears the reminder.
    await pressButton('Cid bought or gained a card: end the turn');
    expect(app.querySelector('#tr-notice')).to.equal(null);
    expect(app.querySelector('#tr-deck')!.textContent).to.include('29');
    // The Traitor's attack spares nobody: no reminder on Ann's step.
    await pressButton('Dee bought or gained a card: end the turn');
    expect(focused()?.textContent).to.equal('Turn 5: Ann plays');
    expect(app.querySelector('#tr-attack-rule')).to.equal(null);
    expect(app.querySelector('#tr-ask-help'), 'the Traitor asks no help').to.equal(null);
    await pressButton('Ann plays an attack');
    expect(announcer.last).to.include('Ann plays an attack.');
    expect(app.querySelector('#tr-notice')).to.equal(null);
  });

  it('Disintegration destroys the current Challenge: it is defeated at once, without a contribution', async () => {
    await openAtBobsTurn([]);
    await pressButton('Bob destroyed Keene Act with Disintegration: it is defeated');
    expect(announcer.last).to.include('Bob destroyed Keene Act with Disintegration: it counts as defeated, with no cards contributed and no Power paid, and is removed from the game.');
    expect(app.querySelector('#tr-stack')!.textContent).to.include('Level 1: Keene Act, defeated.');
    expect(focused()?.id).to.equal('tr-step-heading');
    await expectNoAxeViolations(app);
    expectTargets(app);
    // The next Challenge comes at the end of the turn (003: 276–277, G3-CH-1).
    await pressButton('Bob bought or gained a card: end the turn');
    expect(focused()?.textContent).to.equal('Turn the next Challenge face up (level 2), then Cid plays');
  });
});
