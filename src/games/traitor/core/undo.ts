/**
 * The table's undo in a room (docs/traitor-expansion.md, "Undo in a room"), decided here without
 * I/O so that the room game and its tests apply one policy:
 *
 * - A room's log only grows (the server's store appends); an undo is an entry of the log,
 *   {@link UndoEntry}, that takes back the last event still in force ({@link eventsInForce}). The
 *   game is the fold of the events in force, as on one device after its undo.
 * - Only the table undoes (`REC-EVENT table-only`, refused to a phone before anything else is
 *   read, so that the refusal tells nothing), the last event first, as one-device play does:
 *   every event after the deal may be undone, even after the end of the game; the deal never is
 *   (it is in the room's setup, not in its log; `REC-EVENT nothing-to-undo` when no event is in
 *   force).
 * - Every event after the deal is public, so the undo is said on every device in public terms
 *   ({@link undoneEvent}): never the helper's drawn card (G3-HELP-2), which only the helper saw.
 */
import { fail } from './errors.ts';
import { cardOf, currentChallenge } from './reducer.ts';
import type { GameEvent, GameState, UndoneEvent } from './types.ts';

/** A room log's undo: the last event still in force is taken back. */
export interface UndoEntry {
  type: 'undone';
}

/** An entry of a room's log: an event, or an undo. */
export type LogEntry = GameEvent | UndoEntry;

/** The events in force of a room's log, oldest first: each undo takes back the last event before it still in force. */
export function eventsInForce(entries: readonly LogEntry[]): GameEvent[] {
  const events: GameEvent[] = [];
  for (const entry of entries) {
    if (entry.type === 'undone') events.pop();
    else events.push(entry);
  }
  return events;
}

/**
 * Checks that `actor` may undo the last of `events` (the events in force after the deal).
 * @throws RuleError REC-EVENT `table-only` (a phone: the table undoes, whatever the log holds),
 *   `nothing-to-undo` (no event after the deal is in force: the deal is never undone)
 */
export function checkUndo(actor: { kind: 'table' } | { kind: 'seat' }, events: readonly GameEvent[]): void {
  if (actor.kind !== 'table') fail('REC-EVENT', 'table-only', 'the table undoes the last step');
  if (events.length === 0) fail('REC-EVENT', 'nothing-to-undo', 'nothing is recorded after the deal: the deal is never undone');
}

/** `event` in public terms, from the state `before` it (names, the Challenge it defeated), for "Undone: …". */
export function undoneEvent(before: GameState, event: GameEvent): UndoneEvent {
  const names = (id: string | null | undefined) => {
    if (!id || !before.catalogue[id]) return null;
    const card = cardOf(before, id);
    return { id: card.id, name: card.name, nameEn: card.nameEn };
  };
  const seat = 'seat' in event ? event.seat : null;
  switch (event.type) {
    case 'card-entered':
      return { type: event.type, seat, count: null, card: { id: event.card.id, name: event.card.name, nameEn: event.card.nameEn } };
    case 'challenge-revealed':
      return { type: event.type, seat, count: null, card: names(event.card) };
    case 'challenge-defeated':
      return { type: event.type, seat, count: null, card: names(currentChallenge(before)?.card) };
    case 'contributed':
      return { type: event.type, seat, count: event.cards.length, card: null };
    case 'deck-count':
    case 'clock-count':
      return { type: event.type, seat, count: event.count, card: null };
    default:
      return { type: event.type, seat, count: null, card: null };
  }
}
