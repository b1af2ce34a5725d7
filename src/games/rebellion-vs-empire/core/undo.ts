/**
 * Which recorded event the table may take back (undo and redo of the one-device
 * app), decided here, without DOM, so that every front-end applies the same policy
 * (docs/rebellion-vs-empire.md, "Undo and redo"):
 *
 * - The deal is never undone: the `row`, `missions` and `shuffle` events are chance (or the table's
 *   entry of the printed cards) and undoing them would let a side deal again. A new game replaces
 *   a wrong deal.
 * - Every public event after the deal (the action area, a power token, the assignment, a proof or
 *   a claim, a confirmation, the end of a check) may be undone, the last one first, even after the
 *   end of the game. Its effects are public already, so taking it back hides nothing from anyone:
 *   it corrects the record, as the Resistance's undo does.
 * - The Rebellion's private play (`play`, its hidden cards) is undone only whole (the three cards
 *   go back to the hand; the play is chosen again in private) and only before the next public
 *   event: once the Empire has acted on it, the play stays, even if the Empire's action is undone
 *   (the Empire chose its action knowing the revealed card; a play changed after that would be a
 *   new secret chosen with the Empire's answer in view). Technically: a `play` is undoable while
 *   nothing undone waits to be redone after it (the redo stack is empty).
 *
 * Redo re-applies the undone events in order (the engine checks each again); a new event clears
 * what was waiting to be redone.
 */
import type { GameEvent } from './types.ts';

/** Why the last event may not be undone: nothing recorded; it belongs to the deal; a private play the Empire has answered. */
export type UndoRefusal = 'nothing' | 'deal' | 'play-answered';

/** The events of the deal (G2-SET-2, G2-SET-6, G2-SET-3), never undone. */
export const DEAL_EVENT_TYPES: readonly GameEvent['type'][] = ['row', 'missions', 'shuffle'];

/**
 * Whether the last of `events` may be undone (file comment).
 * @param events the accepted events, oldest first
 * @param redo the undone events waiting to be redone, the next to redo last (a stack)
 * @returns null when it may, else why not
 */
export function undoRefusal(events: readonly GameEvent[], redo: readonly GameEvent[]): UndoRefusal | null {
  const last = events[events.length - 1];
  if (!last) return 'nothing';
  if (DEAL_EVENT_TYPES.includes(last.type)) return 'deal';
  if (last.type === 'play' && redo.length > 0) return 'play-answered';
  return null;
}
