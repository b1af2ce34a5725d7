/**
 * The Assassin module's request in a room (rules §4.1, R-ASN-END; room/room-game.ts reads it
 * through the manifest line's `roomRequests`): the table, or the Assassin's own phone, records the
 * Assassin's choice as `game:role-step { type: 'assassination', target }`. Light (it is in the
 * manifest line).
 */
import type { RoomRequestSpec } from '../../core/module.ts';

/** The Assassin's request: its step of `game:role-step`. */
export const assassinRoomRequests: Readonly<Record<string, RoomRequestSpec>> = {
  'role-step': { type: 'assassination', event: 'assassination', seats: ['target'], seatsChecked: true },
};
