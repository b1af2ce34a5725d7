/**
 * A random driver for whole games through the engine's steps (not a test file itself): at each
 * step it takes one of the things {@link asked} asks, with made-up but valid data (cards that fit a
 * requirement, entries for missing card data), so random games cover every path the steps offer.
 */
import { act, asked, cardOf, CARD_KINDS, currentChallenge, fits, seatLoyalty } from '../../../src/games/traitor/engine.ts';
import type { Acted, Action, Actor, Ask, CardData, CardFacts, GameEvent, GameState, Requirement } from '../../../src/games/traitor/engine.ts';

type Rand = (n: number) => number;

const pick = <T>(r: Rand, xs: readonly T[]): T => xs[r(xs.length)]!;

/** A card that fits `req` (its kind, a cost in bounds, the keywords asked). */
export function fitting(r: Rand, req: Requirement): CardFacts {
  const kind = req.kinds ? pick(r, req.kinds) : pick(r, CARD_KINDS);
  const lo = req.costMin ?? 0;
  const hi = req.costMax ?? Math.max(lo, 9);
  const c: CardFacts = { kind, cost: lo + r(hi - lo + 1), traits: req.traits ? [pick(r, req.traits)] : [] };
  if (!fits(req, c)) throw new Error('driver: the card made does not fit');
  return c;
}

/** A random valid requirement line. */
function requirement(r: Rand): Requirement {
  const costMin = r(3) === 0 ? r(6) : null;
  return { count: 1 + r(3), kinds: r(3) === 0 ? null : [pick(r, CARD_KINDS)], costMin, costMax: r(3) === 0 ? (costMin ?? 0) + r(5) : null, traits: null };
}

/** The data the table would enter for `fields` of `card` (test data, see helpers.ts). */
function entry(r: Rand, card: CardData, fields: readonly string[]): CardData {
  const out: CardData = { ...card, nameEn: null, level: null, effect: null, requirements: card.role === 'plot' ? [] : null, power: null, source: 'table' };
  if (fields.includes('effect')) out.effect = `Effect of ${card.name}`;
  if (fields.includes('requirements')) out.requirements = Array.from({ length: 1 + r(3) }, () => requirement(r));
  if (fields.includes('power')) out.power = 5 + r(10);
  return out;
}

/** One step: the actor and action the driver chose for `ask`, or `null` to skip it. */
function chooseFor(state: GameState, ask: Ask, r: Rand, options: DriverOptions): { actor: Actor; action: Action } | null {
  const table: Actor = { kind: 'table' };
  const seatActor = (): Actor => (ask.seat !== null && r(2) === 0 ? { kind: 'seat', seat: ask.seat } : table);
  const record = (event: GameEvent, actor: Actor = table) => ({ actor, action: { type: 'record' as const, event } });
  switch (ask.kind) {
    case 'deal':
      return { actor: { kind: 'app' }, action: { type: 'deal' } };
    case 'enter-card': {
      const card = cardOf(state, ask.options!.card!);
      return record({ type: 'card-entered', card: entry(r, card, ask.options!.missing!) });
    }
    case 'reveal-challenge': {
      const { level, candidates, levelUnknown } = ask.options!;
      if (candidates!.length > 0) return record({ type: 'challenge-revealed', level: level!, card: pick(r, candidates!) });
      // The table enters the level of the card it turned (only when no known card of that level is left).
      if (levelUnknown!.length === 0) throw new Error('driver: no Challenge of this level can be found');
      const card = cardOf(state, pick(r, levelUnknown!));
      return record({ type: 'card-entered', card: { ...entry(r, card, []), level: level! } });
    }
    case 'contribute': {
      const reqs = ask.options!.requirements!;
      const cards = Array.from({ length: 1 + r(4) }, () => fitting(r, pick(r, reqs)));
      return record({ type: 'contributed', seat: ask.seat!, cards }, seatActor());
    }
    case 'defeat-challenge':
      return record({ type: 'challenge-defeated', seat: ask.seat! }, seatActor());
    case 'defeat-plot':
      return r(2) === 0 ? record({ type: 'plot-defeated', seat: ask.seat! }, seatActor()) : null;
    case 'defeat-super-villain':
      return record({ type: 'super-villain-defeated', seat: ask.seat! }, seatActor());
    case 'declare-machination': {
      if (options.noMachination || r(4) > 0) return null;
      const cards = ask.options!.requirements!.flatMap((req) => Array.from({ length: req.count }, () => fitting(r, req)));
      return { actor: { kind: 'seat', seat: ask.seat! }, action: { type: 'declare-machination', cards } };
    }
    case 'end-turn': {
      // G3-PLAY-LINEUP: sometimes nothing bought or gained (the main deck's top card joins the line-up), sometimes not said.
      const gained = r(3);
      return record(gained === 2 ? { type: 'turn-ended', seat: ask.seat! } : { type: 'turn-ended', seat: ask.seat!, gained: gained === 1 }, seatActor());
    }
    case 'destroy-challenge':
      return !options.noDestroy && r(20) === 0 ? record({ type: 'challenge-destroyed', seat: ask.seat! }, seatActor()) : null;
    case 'ask-help':
      return r(3) === 0 ? record({ type: 'help-requested', seat: ask.seat! }, seatActor()) : null;
    case 'help':
      return r(3) === 0 ? record({ type: 'help-declined', seat: ask.seat! }, seatActor()) : { actor: seatActor(), action: { type: 'help', seat: ask.seat!, hand: 1 + r(7) } };
    case 'play-attack':
      return r(8) === 0 ? record({ type: 'attack-played', seat: ask.seat! }, seatActor()) : null;
    case 'deck-count':
      return r(6) === 0 ? record({ type: 'deck-count', count: Math.max(0, (state.deck ?? options.deck) - 1 - r(3)) }) : null;
    case 'deck-ran-out':
      return r(400) === 0 ? record({ type: 'deck-ran-out' }) : null;
    case 'clock-count':
      return r(2) === 0 ? record({ type: 'clock-count', count: Math.min(12, (state.clock ?? 0) + 2 + r(5)) }) : null;
    case 'destroy-player':
      return !options.noDestroy && r(30) === 0 ? record({ type: 'player-destroyed', seat: pick(r, ask.options!.seats!) }) : null;
  }
}

/** Options of the driver. */
export interface DriverOptions {
  /** The main deck's count at the first count entered. */
  deck: number;
  /** Never declare the Foul Machination (for games that must stay before the reveal). */
  noMachination?: boolean;
  noDestroy?: boolean;
}

/**
 * Takes one random step of the game: one of the asks (the steps that make progress weighted up).
 * @returns what `act` returned, and the action taken
 */
export function randomStep(state: GameState, r: Rand, options: DriverOptions): { acted: Acted; actor: Actor; action: Action } {
  const asks = asked(state);
  if (asks.length === 0) throw new Error('driver: nothing asked');
  for (let tries = 0; tries < 200; tries++) {
    // The table's entries and the next Challenge first; otherwise a random ask.
    const urgent = asks.filter((a) => a.kind === 'deal' || a.kind === 'enter-card' || a.kind === 'reveal-challenge' || a.kind === 'defeat-challenge');
    const ask = urgent.length > 0 && r(4) > 0 ? urgent[0]! : pick(r, asks);
    const choice = chooseFor(state, ask, r, options);
    if (!choice) continue;
    return { acted: act(state, choice.actor, choice.action, r), ...choice };
  }
  throw new Error(`driver: no step taken among ${asks.map((a) => a.kind).join(', ')}`);
}

/** Whether the current Challenge's slot exists (for invariants). */
export function hasCurrent(state: GameState): boolean {
  return currentChallenge(state) !== null;
}

/** The loyalty of each seat (the test's omniscient look). */
export function loyaltyOf(state: GameState): ReturnType<typeof seatLoyalty> {
  return seatLoyalty(state);
}
