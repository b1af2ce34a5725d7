/**
 * The last result of the game: the consequences of the last event that changed a Challenge or the
 * roles (B.10 "Announced": cards contributed with the counters, a Challenge, the Plot or a
 * Super-Villain defeated, a Challenge destroyed, the Foul Machination completed and the reveal, the
 * Doomsday Clock's count, a player destroyed), the ones every screen keeps showing, in the words of
 * their announcement, until the next result. Found by replaying the log, so that a reload, an undo
 * or a room's reconnect finds it too. Every one of them is public: the helper's card (help-given),
 * the one consequence a room sends to one phone only, is no result.
 */
import { apply, createGame } from './reducer.ts';
import type { Consequence, GameEvent, SetupInput } from './types.ts';

/** The consequences that are a result (the file comment); the others (a turn begins, a count, help, a reminder) leave the last result as it was. */
const RESULT_KINDS: ReadonlySet<Consequence['kind']> = new Set<Consequence['kind']>([
  'contributed',
  'challenge-defeated',
  'challenge-destroyed',
  'plot-defeated',
  'super-villain-defeated',
  'machination-completed',
  'traitor-revealed',
  'plot-joined',
  'loyalty-revealed',
  'rules-changed',
  'clock',
  'player-destroyed',
]);

/** Whether `c` is a result (see the file comment). */
export function isResult(c: Consequence): boolean {
  return RESULT_KINDS.has(c.kind);
}

/** Found once per log (an array of the log is never changed once made; a room asks for every device). */
const found = new WeakMap<readonly GameEvent[], Consequence[]>();

/**
 * The results among the consequences of the last event of `events` that had one, in order (their
 * sentences, joined, are what the screens show); `[]` before the first.
 */
export function lastResult(setup: SetupInput, events: readonly GameEvent[]): Consequence[] {
  const known = found.get(events);
  if (known) return known;
  let state = createGame(setup);
  let result: Consequence[] = [];
  for (const event of events) {
    const done = apply(state, event);
    state = done.state;
    const results = done.consequences.filter(isResult);
    if (results.length > 0) result = results;
  }
  found.set(events, result);
  return result;
}
