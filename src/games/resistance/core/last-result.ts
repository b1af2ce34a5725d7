/**
 * The last result of the game: the consequence of its last vote or mission, the one every screen
 * keeps showing (in the words of its announcement) until the next result comes. Found by replaying
 * the event log up to that event, so that it is the very consequence the announcer said, whatever
 * came after it (a proposal, a module's step), and a reload, an undo or a correction finds it too.
 */
import { step } from './reducer.ts';
import { createGame } from './setup.ts';
import type { Consequence, GameState } from './types.ts';

/** The consequence of a vote or of a mission. */
export type ResultConsequence = Extract<Consequence, { kind: 'voted' | 'mission' }>;

/** Found once per state (a state is never changed once made; the room server asks for every device). */
const found = new WeakMap<GameState, ResultConsequence | null>();

/** The state each state was made from by adding events to its log ({@link madeFrom}). */
const previous = new WeakMap<GameState, GameState>();

/**
 * Says that `next` was made from `before` by adding events to the end of its log (an action), so
 * that {@link lastResult} of `next` replays only the events `next` adds, from `before`, instead of
 * the whole log (the room server asks it after every action). A `next` whose log does not start
 * with `before`'s events is replayed whole, as any other state.
 */
export function madeFrom(next: GameState, before: GameState): void {
  if (next !== before) previous.set(next, before);
}

/** Whether `state`'s log starts with the very events of `before`'s. */
function startsWith(state: GameState, before: GameState): boolean {
  const events = before.events;
  if (events.length > state.events.length) return false;
  for (let i = 0; i < events.length; i++) if (events[i] !== state.events[i]) return false;
  return true;
}

/** The consequence of `state`'s last vote or mission (R-VOTE-1, R-MIS-1), or `null` before the first vote. */
export function lastResult(state: GameState): ResultConsequence | null {
  const known = found.get(state);
  if (known !== undefined) return known;
  const events = state.events;
  let last = events.length - 1;
  while (last >= 0 && events[last]!.type !== 'vote' && events[last]!.type !== 'mission') last--;
  let result: ResultConsequence | null = null;
  if (last >= 0) {
    const before = previous.get(state);
    const from = before && startsWith(state, before) ? before : undefined;
    if (from && last < from.events.length) {
      // The last vote or mission is one of the earlier state's: its result.
      result = lastResult(from);
    } else {
      // Replayed from the earlier state when there is one (the state is the fold of its log, so
      // stepping on from it gives what a replay from the start gives), else from the start.
      let replay = from ?? createGame(state.setup);
      for (let i = from ? from.events.length : 0; i < last; i++) replay = step(replay, events[i]!).state;
      const c = step(replay, events[last]!).consequence;
      if (c.kind === 'voted' || c.kind === 'mission') result = c;
    }
  }
  found.set(state, result);
  return result;
}
