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

/** The consequence of `state`'s last vote or mission (R-VOTE-1, R-MIS-1), or `null` before the first vote. */
export function lastResult(state: GameState): ResultConsequence | null {
  const known = found.get(state);
  if (known !== undefined) return known;
  const events = state.events;
  let last = events.length - 1;
  while (last >= 0 && events[last]!.type !== 'vote' && events[last]!.type !== 'mission') last--;
  let result: ResultConsequence | null = null;
  if (last >= 0) {
    let replay = createGame(state.setup);
    for (let i = 0; i < last; i++) replay = step(replay, events[i]!).state;
    const c = step(replay, events[last]!).consequence;
    if (c.kind === 'voted' || c.kind === 'mission') result = c;
  }
  found.set(state, result);
  return result;
}
