/**
 * A player of whole games of Rebellion vs Empire through the engine's asks (core/steps.ts), for
 * the tests: seeded randomness and a choice among the options each side is shown (the Empire
 * chooses from its own allow-listed asks). Not a test file itself.
 */
import { asked, asksFor, chanceEvent, createGame, DRAWABLE_MISSIONS, reduce } from '../../../src/games/rebellion-vs-empire/engine.ts';
import type { Ask, CardId, District, GameEvent, GameSetup, GameState, GameView, MissionEntry, Slot } from '../../../src/games/rebellion-vs-empire/engine.ts';

/** A seeded uniform integer source in [0, n) (mulberry32). */
export function rng(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

type R = (n: number) => number;
const pick = <T>(r: R, list: readonly T[]): T => {
  if (list.length === 0) throw new Error('pick from an empty list');
  return list[r(list.length)]!;
};
function someOf<T>(r: R, from: readonly T[], count: number): T[] {
  const left = [...from];
  const out: T[] = [];
  while (out.length < count && left.length > 0) out.push(left.splice(r(left.length), 1)[0]!);
  return out;
}

/**
 * How the Rebellion plays: `'random'` (any legal choice) or `'focused'` (piles its cards on the
 * district with the highest total, to reach liberations and so the Rebellion's end).
 */
export type Style = 'random' | 'focused';

function total(state: GameState, d: District): number {
  return state.stacks[d].reduce((s, c) => s + (c.card.startsWith('feint') ? 0 : Number(c.card.split('-')[1])), 0);
}

function best(state: GameState, districts: readonly District[]): District {
  return [...districts].sort((a, b) => total(state, b) - total(state, a))[0]!;
}

/** The table's entry of the three mission cards when it plays with the physical ones (some typed in, G2-MIS-UNKNOWN). */
export function tableMissions(r: R): MissionEntry[] {
  const typed = r(4); // 0–3 undescribed cards
  const described = someOf(r, DRAWABLE_MISSIONS, 3 - typed);
  const entries: MissionEntry[] = [...described];
  for (let i = 0; i < typed; i++) entries.push({ table: { name: `Printed card ${i + 1}`, condition: `the condition printed on card ${i + 1}` } });
  return entries;
}

/** The answer to what is asked now, chosen with `r` from the asker's own options. */
export function nextEvent(state: GameState, r: R, style: Style = 'random'): GameEvent {
  const all = asked(state);
  const first = all[0];
  if (!first) throw new Error('nothing is asked: the game is over');
  if (first.by === 'chance') return chanceEvent(state, r)!;
  if (first.by === 'table') return { type: 'missions', missions: tableMissions(r) };
  const own: Ask[] = asksFor(state, first.by === 'empire' ? 'empire' : 'rebellion');
  const ask = own.length > 1 && own[0]!.optional && r(3) === 0 ? own[1]! : own[0]!;
  const o = ask.options ?? {};
  switch (ask.kind) {
    case 'area': {
      if (style === 'focused') {
        const target = best(state, state.row);
        const pairs = o.pairs!.filter((p) => p.includes(target));
        return { type: 'area', districts: [...pick(r, pairs)] as [District, District] };
      }
      const pair = pick(r, o.pairs!);
      return { type: 'area', districts: r(2) ? [pair[1], pair[0]] : [pair[0], pair[1]] };
    }
    case 'play': {
      if (o.revealable!.length === 0) return { type: 'play', hidden: someOf(r, o.hand!, 3), revealed: null };
      const revealed = pick(r, o.revealable!);
      const hidden = someOf(r, o.hand!.filter((c) => c !== revealed), 2) as CardId[];
      return { type: 'play', hidden, revealed };
    }
    case 'power': {
      const option = pick(r, o.tokens!);
      switch (option.token) {
        case 'surveillance':
        case 'destroy':
          return { type: 'power', token: option.token, slot: pick(r, option.slots!) };
        case 'redirect':
          return { type: 'power', token: 'redirect', slot: pick(r, option.slots!), district: pick(r, option.districts!) };
        case 'blockade':
          return { type: 'power', token: 'blockade', district: pick(r, option.districts!) };
      }
      throw new Error('unreachable');
    }
    case 'assign': {
      const target = style === 'focused' ? best(state, o.districts!) : null;
      return { type: 'assign', cards: o.slots!.map((slot: Slot) => ({ slot, district: target ?? pick(r, o.districts!) })) };
    }
    case 'liberate': {
      if (o.proofs && o.proofs.length > 0) {
        const proof = pick(r, o.proofs);
        const m = pick(r, proof.missions);
        return { type: 'liberate', district: proof.district, mission: m.mission, reveal: m.reveal };
      }
      const claims = o.claims!;
      const district = pick(r, claims.districts);
      const hidden = state.stacks[district].filter((c) => !c.revealed).map((c) => c.card);
      return { type: 'liberate', district, mission: pick(r, claims.missions), reveal: someOf(r, hidden, r(hidden.length + 1)) };
    }
    case 'confirm':
      return { type: 'confirm', accept: r(2) === 0 };
    case 'end-check':
      return { type: 'end-check' };
    default:
      throw new Error(`unexpected ask ${ask.kind}`);
  }
}

/** A whole game from `setup`, every event chosen by {@link nextEvent}; `onState` sees each state. */
export function playGame(setup: GameSetup, seed: number, style: Style = 'random', onState?: (state: GameState, events: GameEvent[]) => void): { state: GameState; events: GameEvent[] } {
  const r = rng(seed);
  let state = createGame(setup);
  const events: GameEvent[] = [];
  onState?.(state, events);
  for (let guard = 0; state.phase !== 'over'; guard++) {
    if (guard > 500) throw new Error('the game did not end in 500 events');
    const event = nextEvent(state, r, style);
    state = reduce(state, event);
    events.push(event);
    onState?.(state, events);
  }
  return { state, events };
}

/** The cards anybody but the Rebellion may read in `board`: the revealed ones (G2-STATE-2: they stay revealed). */
export function publicCards(board: GameView): Set<string> {
  const seen = new Set<string>();
  const add = (c: { card: CardId | null }) => c.card && seen.add(c.card);
  board.row.forEach((d) => d.stack.forEach(add));
  board.played.forEach(add);
  board.destroyed.cards.forEach(add);
  board.liberated.forEach((l) => l.stack.forEach(add));
  board.liberated.forEach((l) => l.proof.forEach((c) => seen.add(c)));
  return seen;
}
