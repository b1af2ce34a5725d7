/**
 * A player of whole games through the engine's steps (core/steps.ts), for the tests:
 * seeded randomness, setups with every module (the app dealing the cards), and a random choice
 * among what is asked. Not a test file itself.
 */
import assert from 'node:assert/strict';
import { act, asked, dealSetup, isRefusal, RECORD_FORMAT, replayRecord, startPlay } from '../../../src/games/resistance/engine.ts';
import type { Acted, Action, Actor, Ask, GameEvent, GameSetupInput, Play, Seat } from '../../../src/games/resistance/engine.ts';
import { names } from './helpers.ts';

/** A seeded uniform integer source (mulberry32), for the deals, draws and the players' choices. */
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

/** Setups with every module, the app dealing the cards (votes sealed or recorded by the table). */
export const SETUPS: { label: string; setup: GameSetupInput }[] = [
  { label: 'base, 5', setup: { players: names(5), firstLeader: 0, secretVotes: true } },
  { label: 'base, 8, Targeting, votes on the table', setup: { players: names(8), firstLeader: 3, variants: ['targeting'] } },
  {
    label: 'Trapper, Inquisitor, both Reversers, 7',
    setup: { players: names(7), firstLeader: 0, secretVotes: true, modules: { trapper: true, inquisitor: true, reverser: { resistance: true, spy: true } } },
  },
  { label: 'Assassin, 5', setup: { players: names(5), firstLeader: 1, secretVotes: true, roles: { assassin: true } } },
  {
    label: 'Assassin with its optional roles, 10',
    setup: { players: names(10), firstLeader: 0, secretVotes: true, roles: { assassin: { bodyGuard: true, blindSpy: true, deepCover: true, falseCommander: true } } },
  },
  { label: 'Defector I, 5', setup: { players: names(5), firstLeader: 0, secretVotes: true, roles: { defector: 'I' } } },
  { label: 'Defector II, 7', setup: { players: names(7), firstLeader: 2, roles: { defector: 'II' } } },
  { label: 'Hunter, 5', setup: { players: names(5), firstLeader: 0, secretVotes: true, roles: { hunter: true } } },
  {
    label: 'Hunter with every optional role and Branding, 10',
    setup: {
      players: names(10),
      firstLeader: 0,
      secretVotes: true,
      roles: { hunter: { dummyAgent: true, coordinator: true, deepAgent: true, pretender: true, branding: true } },
    },
  },
  { label: 'plot cards, 7', setup: { players: names(7), firstLeader: 0, secretVotes: true, modules: { plot: true } } },
  { label: 'plot cards and the Trapper, 9', setup: { players: names(9), firstLeader: 4, secretVotes: true, modules: { plot: true, trapper: true } } },
];

const pick = <T>(r: (n: number) => number, list: readonly T[]): T => list[r(list.length)]!;

/** `count` distinct seats of `from`, in random order. */
function someOf(r: (n: number) => number, from: readonly Seat[], count: number): Seat[] {
  const left = [...from];
  const out: Seat[] = [];
  while (out.length < count && left.length > 0) out.push(left.splice(r(left.length), 1)[0]!);
  return out;
}

/** Who takes an ask: its seat (on its own device or private turn), or the table when it may. */
export function actorFor(ask: Ask, r: (n: number) => number): Actor {
  if (ask.seat === null) return { kind: 'table' };
  if (ask.table && r(2) === 0) return { kind: 'table' };
  return { kind: 'seat', seat: ask.seat };
}

export const record = (event: GameEvent): Action => ({ type: 'record', event });

/** A choice among what `ask` offers, as a player would make it (random; an optional step is sometimes taken). */
export function choose(play: Play, ask: Ask, r: (n: number) => number): Action {
  const state = play.state;
  const all = state.setup.players.map((_, s) => s);
  const options = ask.options ?? {};
  const seats = (options.seats as Seat[] | undefined) ?? all;
  switch (ask.kind) {
    case 'propose': {
      const { mission, size } = pick(r, options.missions!);
      const team = someOf(r, all, size);
      const event: GameEvent = { type: 'proposal', team, mission };
      if (options.investigator) event.investigator = pick(r, all.filter((s) => s !== state.leader && !team.includes(s)));
      return record(event);
    }
    case 'vote':
      if (ask.seat === null) return record({ type: 'vote', approve: all.filter(() => r(3) > 0) });
      return { type: 'vote', approve: r(3) > 0 };
    case 'card':
      return { type: 'card', card: pick(r, options.missionCards!) };
    case 'set-aside':
      return { type: 'set-aside', index: r(Number(options['count'])) };
    case 'inquire':
      return record({ type: 'inquisition', target: pick(r, seats) });
    case 'assassinate':
      return record({ type: 'assassination', target: pick(r, seats) });
    case 'loyalty-draw':
      return { type: 'draw-loyalty' };
    case 'accuse':
      return record({ type: 'accusation', target: pick(r, seats) });
    case 'early-accuse':
      return record({ type: 'early-accusation', target: pick(r, seats) });
    case 'brand':
      return record({ type: 'branding', target: pick(r, seats) });
    case 'investigate':
      return { type: 'investigate', target: pick(r, seats) };
    case 'show-card':
      return { type: 'show', card: pick(r, options['loyalty'] as string[]) };
    case 'plot-draw':
      return { type: 'draw' };
    case 'plot-give': {
      const card = pick(r, options['plotCards'] as string[]);
      return record({ type: 'plot-give', card, to: pick(r, (options['to'] as Record<string, Seat[]>)[card]!) } as GameEvent);
    }
    case 'plot-resolve':
    case 'plot-chance': {
      const card = options['card'] as string;
      const by = ask.seat!;
      if (ask.kind === 'plot-chance' && r(3) === 0) return { type: 'pass', card, by };
      const event = { type: 'plot-use', card, by } as GameEvent & { target?: Seat; take?: string };
      if (seats.length > 0 && card !== 'strong-leader' && card !== 'no-confidence') event.target = pick(r, seats);
      if (card === 'take-responsibility' && event.target !== undefined) {
        const held = state.plot!.held.filter((h) => h.seat === event.target && h.card !== 'take-responsibility');
        if (held.length > 0) event.take = pick(r, held).card;
      }
      return record(event);
    }
    default:
      throw new Error(`the test does not know the ask "${ask.kind}"`);
  }
}

/** The asks a player would take: a step that must be taken, or now and then an optional one (Branding, an early accusation). */
export function takeable(asks: readonly Ask[], r: (n: number) => number): Ask[] {
  const needed = asks.filter((a) => !(a.optional && (a.kind === 'brand' || a.kind === 'early-accuse')));
  const optional = asks.filter((a) => !needed.includes(a));
  return optional.length > 0 && (needed.length === 0 || r(6) === 0) ? optional : needed;
}

/** Plays one game through the steps to its end; returns the number of actions. */
export function playThrough(
  setup: GameSetupInput,
  seed: number,
  onStep?: (play: Play) => void,
  onActed?: (before: Play, done: Acted) => void,
): { play: Play; actions: number } {
  const r = rng(seed);
  let play = startPlay(dealSetup(setup, r));
  let actions = 0;
  while (play.state.phase !== 'over') {
    onStep?.(play);
    const asks = asked(play);
    assert.ok(asks.length > 0, `the game waits in ${play.state.phase} with nothing asked`);
    const ask = pick(r, takeable(asks, r));
    const actor = actorFor(ask, r);
    const action = choose(play, ask, r);
    let done;
    try {
      done = act(play, actor, action, r);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      // A choice among the options that the rules refuse is the engine's mistake, but for the
      // targets of a proposal's team a player chooses freely (no option lists every team).
      assert.fail(`${ask.kind} by ${JSON.stringify(actor)}: ${JSON.stringify(action)} refused: ${error.rule} ${error.code} ${error.message}`);
    }
    onActed?.(play, done);
    play = done.play;
    // The state is the fold of the public event log (R-PLOT-4: a pass is an event).
    assert.deepEqual(replayRecord({ format: RECORD_FORMAT, setup: play.state.setup, events: play.state.events }), play.state);
    assert.ok(++actions < 2000, 'the game ends');
  }
  return { play, actions };
}

