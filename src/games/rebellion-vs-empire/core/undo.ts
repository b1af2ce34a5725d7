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
import { fail } from './errors.ts';
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

/**
 * A room log's undo (docs/rebellion-vs-empire.md, "Undo in a room"): a room's log only grows (the
 * server's store appends), so the table's undo is an entry of it that takes back the last event
 * still in force.
 */
export interface UndoEntry {
  type: 'undone';
}

/** An entry of a room's log after the deal: an event, or an undo. */
export type LogEntry = GameEvent | UndoEntry;

/**
 * A room's log folded as one-device play keeps its game (file comment): `events`, the events in
 * force, oldest first; `redo`, the undone events a new event has not yet cleared, the last undone
 * last (the one-device redo stack, which {@link undoRefusal} reads: a play the Empire has answered
 * stays, even once that answer is undone). A room has no redo: a step undone is taken again.
 */
export function foldLog(entries: readonly LogEntry[]): { events: GameEvent[]; redo: GameEvent[] } {
  const events: GameEvent[] = [];
  let redo: GameEvent[] = [];
  for (const entry of entries) {
    if (entry.type === 'undone') {
      const last = events.pop();
      if (last) redo = [...redo, last];
    } else {
      events.push(entry);
      redo = [];
    }
  }
  return { events, redo };
}

/**
 * Checks that `actor` may undo the last event in force of a room (after the deal events `deal`):
 * the table device only, refused to a phone before anything else is read; then
 * {@link undoRefusal}'s policy.
 * @param deal the deal's events (they open the events in force: never undone)
 * @throws RuleError REC-EVENT `table-only` (a phone), `nothing-to-undo`, `deal-kept` (the last
 *   event is the deal's), `play-answered` (the Rebellion's play once the Empire acted on it)
 */
export function checkRoomUndo(actor: 'table' | 'seat', deal: readonly GameEvent[], log: { events: readonly GameEvent[]; redo: readonly GameEvent[] }): void {
  if (actor !== 'table') fail('REC-EVENT', 'table-only', 'the table device undoes the last step');
  const refusal = undoRefusal([...deal, ...log.events], log.redo);
  if (refusal === 'nothing') fail('REC-EVENT', 'nothing-to-undo', 'nothing is recorded yet');
  if (refusal === 'deal') fail('REC-EVENT', 'deal-kept', 'the deal is never undone');
  if (refusal === 'play-answered') fail('REC-EVENT', 'play-answered', "the Rebellion's play stays once the Empire has acted on it");
}
