/**
 * Builders shared by the traitor expansion's engine tests (not a test file itself).
 *
 * TABLE_CARDS stands for what a table would enter from the physical cards (G3-CARD-UNKNOWN): the
 * levels and requirements of the four Challenges the seed does not print, four Plots and the Power
 * costs. They are test fixtures, not card data: the app ships none of them.
 */
import assert from 'node:assert/strict';
import { apply, createGame, RuleError } from '../../../src/games/traitor/engine.ts';
import type { CardData, CardFacts, CardKind, GameEvent, GameState, Loyalty, RuleId, SetupInput } from '../../../src/games/traitor/engine.ts';

export const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

/** A card entered by the table (test fixture). */
function entered(card: Partial<CardData> & Pick<CardData, 'id' | 'role' | 'name'>): CardData {
  return { nameEn: null, level: null, effect: null, requirements: card.role === 'plot' ? [] : null, power: null, source: 'table', ...card };
}

const any = (count: number, kinds: CardKind[] | null, costMin: number | null = null, costMax: number | null = null) => ({ count, kinds, costMin, costMax, traits: null });

/** Test fixtures for the cards the seed lacks (see the file comment). */
export const TABLE_CARDS: CardData[] = [
  entered({ id: 'keene-act', role: 'challenge', name: 'Ustawa Keene’a', power: 11 }),
  entered({ id: 'nixon', role: 'challenge', name: 'Nixon', power: 13 }),
  entered({ id: 'riots', role: 'challenge', name: 'Zamieszki', level: 2, effect: 'test effect', requirements: [{ count: 2, kinds: null, costMin: null, costMax: null, traits: ['attack', 'defense'] }, any(1, ['location'])], power: 12 }),
  entered({ id: 'cancerphobia', role: 'challenge', name: 'Kancerofobia', level: 1, effect: 'test effect', requirements: [any(2, ['weakness']), any(1, ['hero'])], power: 9 }),
  entered({ id: 'alien-invasion', role: 'challenge', name: 'Inwazja Obcych', level: 3, effect: 'test effect', requirements: [{ count: 2, kinds: null, costMin: null, costMax: null, traits: ['guardians'] }, any(2, ['villain'], 6)], power: 15 }),
  entered({ id: 'doomsday-clock', role: 'challenge', name: 'Zegar Zagłady', level: 3, effect: 'test effect', requirements: [any(1, ['location']), any(2, ['super-power'])], power: 14 }),
  entered({ id: 'technological-breakthrough', role: 'plot', name: 'Przełom technologiczny', power: 10 }),
  entered({ id: 'plot-b', role: 'plot', name: 'Test Plot B', effect: 'test', power: 8 }),
  entered({ id: 'plot-c', role: 'plot', name: 'Test Plot C', effect: 'test', power: 9 }),
  entered({ id: 'plot-d', role: 'plot', name: 'Test Plot D', effect: 'test' }),
  entered({ id: 'plot-e', role: 'plot', name: 'Test Plot E', effect: 'test', power: 7 }),
];

export const ALL_PLOTS = ['technological-breakthrough', 'plot-b', 'plot-c', 'plot-d', 'plot-e'];

/** A setup of `n` players with the fixtures entered. */
export function setupOf(n: number, options: Partial<SetupInput> = {}): SetupInput {
  return { players: NAMES.slice(0, n), machination: 'heroes-are-your-puppets', plots: ALL_PLOTS, cards: TABLE_CARDS, ...options };
}

/** A new game of `n` players (before the deal). */
export function newGame(n: number, options: Partial<SetupInput> = {}): GameState {
  return createGame(setupOf(n, options));
}

/** Folds events (each must be accepted). */
export function play(state: GameState, ...events: GameEvent[]): GameState {
  return events.reduce((s, e) => apply(s, e).state, state);
}

/** A deal with the Traitor at `traitor` (`null`: with 2 players, the unused third card), Plots in ALL_PLOTS order. */
export function dealWith(n: number, traitor: number | null): GameEvent {
  const count = n === 2 ? 3 : n;
  const loyalty: Loyalty[] = Array.from({ length: count }, (_, i) => (i === (traitor ?? n) ? 'traitor' : 'loyal'));
  return { type: 'deal', loyalty, plots: ALL_PLOTS.slice(0, n) };
}

/** A game dealt (Traitor at `traitor`) with the level 1 Challenge (Keene Act) face up: seat 0's turn 1. */
export function started(n: number, traitor: number | null = 0, options: Partial<SetupInput> = {}): GameState {
  return play(newGame(n, options), dealWith(n, traitor), { type: 'challenge-revealed', level: 1, card: 'keene-act' });
}

/** Facts of a card. */
export function card(kind: CardFacts['kind'], cost = 3, traits: CardFacts['traits'] = []): CardFacts {
  return { kind, cost, traits };
}

/** Exactly the cards Keene Act requires (3 Heroes, 2 Equipment, 4 Super Powers, 2 Villains). */
export const KEENE_CARDS: CardFacts[] = [
  ...Array.from({ length: 3 }, () => card('hero')),
  ...Array.from({ length: 2 }, () => card('equipment')),
  ...Array.from({ length: 4 }, () => card('super-power')),
  ...Array.from({ length: 2 }, () => card('villain')),
];

/** Exactly the cards Nixon requires (3 Equipment, 3 Villains, 2 Heroes of cost ≤ 5, 1 card of cost ≥ 7). */
export const NIXON_CARDS: CardFacts[] = [
  ...Array.from({ length: 3 }, () => card('equipment')),
  ...Array.from({ length: 3 }, () => card('villain')),
  card('hero', 5),
  card('hero', 2),
  card('location', 7),
];

/** The cards of Heroes Are Your Puppets' lines (the first one for 2–3 players). */
export const PUPPETS_CARDS: CardFacts[] = [card('hero', 3), card('hero', 2), card('villain', 4), card('super-power', 5), card('hero', 6)];

/** Asserts that `fn` throws a RuleError with `rule` and `code`. */
export function refuses(fn: () => unknown, rule: RuleId, code: string): void {
  assert.throws(fn, (err: unknown) => {
    assert.ok(err instanceof RuleError, `expected a RuleError, got ${String(err)}`);
    assert.equal(err.rule, rule, `rule of "${err.message}"`);
    assert.equal(err.code, code, `code of "${err.message}"`);
    return true;
  });
}

/** A seeded uniform integer source (mulberry32), for deals and random games. */
export function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const x = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(x * n);
  };
}
