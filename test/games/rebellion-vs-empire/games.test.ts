/**
 * Whole random games of Rebellion vs Empire played through the engine's asks (driver.ts), as
 * properties (fast-check): every game ends, by both ends (G2-END-1, G2-END-2, G2-CAPITOL-2), the
 * state replays from its log, the cards are conserved, the tokens follow G2-REFRESH, no hidden
 * card's identity appears in the Empire's or the public view or asks, and the public view stays
 * the same when the hidden faces are shuffled among their places (A.10, G2-STATE-5).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { asksFor, REBEL_DECK, replay, viewFor } from '../../../src/games/rebellion-vs-empire/engine.ts';
import type { CardId, GameSetup, GameState } from '../../../src/games/rebellion-vs-empire/engine.ts';
import { playGame } from './driver.ts';
import type { Style } from './driver.ts';

const setupArb = fc.record({
  capitolVariant: fc.boolean(),
  missionCards: fc.constantFrom<'app' | 'table'>('app', 'table'),
  redirectIntoBlockade: fc.boolean(),
});

/** Every card whose face the Empire may not know now: the hand, the deck, and every hidden card on the table or set aside. */
function hiddenIds(state: GameState): CardId[] {
  const onTable = [...state.played, ...Object.values(state.stacks).flat(), ...state.destroyed];
  return [...state.hand, ...state.deck, ...onTable.filter((c) => !c.revealed).map((c) => c.card)];
}

function allCards(state: GameState): CardId[] {
  return [...state.hand, ...state.deck, ...state.played.map((c) => c.card), ...Object.values(state.stacks).flat().map((c) => c.card), ...state.destroyed.map((c) => c.card)];
}

/**
 * `state` with the identities of every card the Empire may not know shuffled among their places
 * (hand, deck, hidden cards anywhere), by a seeded permutation: a state the Empire cannot tell
 * from `state`.
 */
function withHiddenShuffled(state: GameState, seed: number): GameState {
  const s = structuredClone(state);
  const places: { get: () => CardId; set: (c: CardId) => void }[] = [];
  const hand = s.hand;
  const deck = s.deck;
  hand.forEach((_, i) => places.push({ get: () => hand[i]!, set: (c) => (hand[i] = c) }));
  deck.forEach((_, i) => places.push({ get: () => deck[i]!, set: (c) => (deck[i] = c) }));
  for (const c of [...s.played, ...Object.values(s.stacks).flat(), ...s.destroyed]) {
    if (!c.revealed) places.push({ get: () => c.card, set: (id) => (c.card = id) });
  }
  const ids = places.map((p) => p.get());
  let a = seed >>> 0;
  for (let i = ids.length - 1; i > 0; i--) {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    const j = a % (i + 1);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  places.forEach((p, i) => p.set(ids[i]!));
  return s;
}

function checkState(state: GameState): void {
  // The public view depends on nothing the Empire may not know: the same for any hidden faces.
  if (state.dealt) assert.deepEqual(viewFor(withHiddenShuffled(state, state.round * 7919 + state.hand.length), 'public'), viewFor(state, 'public'));
  // No hidden identity in anything the Empire or the public reads (serialize and search).
  const hidden = hiddenIds(state);
  for (const viewer of ['empire', 'public'] as const) {
    const text = JSON.stringify({ view: viewFor(state, viewer), asks: asksFor(state, viewer) });
    for (const id of hidden) assert.ok(!text.includes(`"${id}"`), `${viewer} sees the hidden ${id}`);
  }
  // The Rebellion does not know its deck's order either; it sees its hand.
  const rebellion = viewFor(state, 'rebellion');
  const text = JSON.stringify(rebellion);
  for (const id of state.deck) assert.ok(!text.includes(`"${id}"`), `the Rebellion sees the deck's ${id}`);
  assert.deepEqual(rebellion.hand.cards, state.hand);
  // The Empire's view is the public view (G2-STATE-5).
  assert.deepEqual({ ...viewFor(state, 'empire'), viewer: 'public' }, viewFor(state, 'public'));
  // Card conservation (G2-COMP-1).
  if (state.dealt) assert.deepEqual([...allCards(state)].sort(), [...REBEL_DECK].sort());
  // Tokens: in step 3, four or two available (G2-REFRESH derived).
  if (state.phase === 'empire' && state.actions.length === 0) {
    const available = Object.values(state.used).filter((u) => !u).length;
    assert.equal(available, state.round % 2 === 1 ? 4 : 2, `round ${state.round}: ${available} tokens`);
  }
}

function gameProperty(setup: GameSetup, seed: number, style: Style): GameState {
  const { state, events } = playGame(setup, seed, style, (s) => checkState(s));
  assert.equal(state.phase, 'over');
  assert.ok(state.round <= 8, `round ${state.round}`);
  const rebellionWon = state.liberated.length >= 3 || (setup.capitolVariant && state.liberated.some((l) => l.district === 'capitol'));
  assert.equal(state.winner, rebellionWon ? 'rebellion' : 'empire');
  if (state.winner === 'empire') {
    assert.equal(state.round, 8, 'the Empire wins after the Final Showdown (G2-END-2)');
    assert.ok(state.final);
    assert.equal(state.deck.length, 0);
    assert.equal(state.hand.length, 0, 'the Rebellion played every card of its deck');
  }
  assert.deepEqual(replay(setup, events), state);
  return state;
}

describe('random whole games through asked (property)', () => {
  it('every game ends by a rule, replays, conserves cards and never shows a hidden card to the Empire', () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom<Style>('random', 'focused'), (setup, seed, style) => {
        gameProperty(setup, seed, style);
      }),
      { numRuns: 150 },
    );
  });

  it('both ends happen: the Rebellion wins by liberations, the Empire after the Final Showdown', () => {
    const winners = { rebellion: 0, empire: 0, capitol: 0, finalShowdown: 0 };
    for (let seed = 1; seed <= 120; seed++) {
      const setup: GameSetup = { capitolVariant: seed % 3 === 0, missionCards: 'app' };
      const state = gameProperty(setup, seed, seed % 2 === 0 ? 'focused' : 'random');
      winners[state.winner!]++;
      if (state.winner === 'rebellion' && state.liberated.length < 3) winners.capitol++;
      if (state.final) winners.finalShowdown++;
    }
    assert.ok(winners.rebellion >= 5, JSON.stringify(winners));
    assert.ok(winners.empire >= 5, JSON.stringify(winners));
    assert.ok(winners.finalShowdown >= 5, JSON.stringify(winners));
  });
});
