/**
 * Small builders shared by the engine tests (not a test file itself).
 */
import assert from 'node:assert/strict';
import {
  apply,
  availableMissions,
  createGame,
  currentProposal,
  failsNeeded,
  isTargeting,
  RuleError,
  teamSize,
  viewFor,
} from '../../../src/games/resistance/engine.ts';
import type { GameEvent, GameSetupInput, GameState, MissionNumber, RuleId, Seat } from '../../../src/games/resistance/engine.ts';

export const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'];

/** Player names for a table of `n`. */
export function names(n: number): string[] {
  return NAMES.slice(0, n);
}

/** Seats 0 … n − 1. */
export function seats(n: number): Seat[] {
  return Array.from({ length: n }, (_, i) => i);
}

/** A new game of `n` players, first leader 0 unless overridden. */
export function newGame(n: number, options: Partial<GameSetupInput> = {}): GameState {
  return createGame({ players: names(n), firstLeader: 0, ...options });
}

/** Folds events over a state (each must be accepted). */
export function play(state: GameState, ...events: GameEvent[]): GameState {
  return events.reduce(apply, state);
}

/**
 * Plays one whole round: the leader proposes a team for `mission` (the round's mission, or with
 * Targeting the first available one), everyone approves, and the team reveals `fails` Fail cards.
 * When the spies are known the team is built spies first so that the count is legal.
 */
export function playMission(state: GameState, fails: number, mission?: MissionNumber): GameState {
  const players = state.setup.players.length;
  const m = mission ?? availableMissions(state)[0]!;
  const size = teamSize(players, m);
  const spies = state.setup.spies ?? [];
  const order = [...spies, ...seats(players).filter((s) => !spies.includes(s))];
  const team = order.slice(0, size);
  const proposal: GameEvent = { type: 'proposal', team };
  if (isTargeting(state)) proposal.mission = m;
  return play(state, proposal, { type: 'vote', approve: seats(players) }, { type: 'mission', fails });
}

/**
 * Plays missions until the game is at round `round` without ending it: results alternate
 * success, fail, success, fail (a failing mission gets exactly the Fail cards it needs, R-MIS-4).
 */
export function toRound(state: GameState, round: number): GameState {
  let s = state;
  const players = s.setup.players.length;
  while (s.round < round) {
    const mission = availableMissions(s)[0]!;
    const failing = s.round % 2 === 0;
    s = playMission(s, failing ? failsNeeded(players, mission) : 0, mission);
  }
  return s;
}

/** Proposes a team and has everyone approve it: the state is then in the mission phase. */
export function approveTeam(state: GameState, team: Seat[], mission?: MissionNumber): GameState {
  const proposal: GameEvent = { type: 'proposal', team };
  if (mission !== undefined) proposal.mission = mission;
  const next = play(state, proposal, { type: 'vote', approve: seats(state.setup.players.length) });
  assert.equal(next.phase, 'mission');
  assert.ok(currentProposal(next));
  return next;
}

/** Asserts that `fn` throws a RuleError citing `rule` (and `code`, when given); returns it. */
export function throwsRule(fn: () => unknown, rule: RuleId, code?: string): RuleError {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  assert.ok(caught instanceof RuleError, `expected a RuleError ${rule}${code ? `/${code}` : ''}, got ${String(caught)}`);
  assert.equal(caught.rule, rule, `rule of "${caught.message}"`);
  if (code !== undefined) assert.equal(caught.code, code, `code of "${caught.message}"`);
  return caught;
}

/** Asserts that applying `event` is refused with `rule` (and `code`) and leaves `state` unchanged. */
export function refuses(state: GameState, event: unknown, rule: RuleId, code?: string): RuleError {
  const before = structuredClone(state);
  const error = throwsRule(() => apply(state, event as GameEvent), rule, code);
  assert.deepEqual(state, before, 'a refused event must leave the state unchanged');
  return error;
}

/** A seeded generator of integers in [0, n) (mulberry32), for reproducible deals. */
export function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** Every subset of `flags` as an options object (a flag absent when off), for tables of legal combinations. */
export function subsets<K extends string>(flags: readonly K[]): Partial<Record<K, boolean>>[] {
  return Array.from({ length: 1 << flags.length }, (_, mask) =>
    Object.fromEntries(flags.filter((_f, i) => mask & (1 << i)).map((f) => [f, true])) as Partial<Record<K, boolean>>,
  );
}

/**
 * Every seat's view built from the public view of the same state (core/view.ts `viewFor`'s
 * `publicView`, as the room server builds them, once per change) deep-equals the one built alone.
 */
export function assertSharedSeatViews(state: GameState): void {
  const board = viewFor(state, 'public');
  for (const seat of seats(state.setup.players.length)) {
    assert.deepEqual(viewFor(state, seat, board), viewFor(state, seat), `seat ${seat}'s view from the public view`);
  }
}
