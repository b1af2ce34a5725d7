/**
 * The Assassin module's request in a room (rules §4.1, R-ASN-END; room/room-game.ts reads it
 * through the manifest line's `roomRequests`): the table, or the Assassin's own phone, records the
 * Assassin's choice as `game:role-step { type: 'assassination', target }`. Light (it is in the
 * manifest line).
 */
import type { ModuleRoomPart, RoomRequestSpec } from '../../core/module.ts';

/** The Assassin's request: its step of `game:role-step`. */
export const assassinRoomRequests: Readonly<Record<string, RoomRequestSpec>> = {
  'role-step': { type: 'assassination', event: 'assassination', seats: ['target'], seatsChecked: true },
};

/**
 * The largest the Assassin's secret parts of a seat's snapshot may be (core/module.ts
 * `secretBound`): its hidden ask (R-ASN-END: seen by the Assassin alone, with its role and the
 * seats it may name).
 */
export const assassinRoom: ModuleRoomPart = {
  secretBound: ({ seat, players }) => ({
    asks: [{ kind: 'assassinate', seat, table: false, secret: false, hidden: true, role: 'assassin', options: { seats: Array.from({ length: players }, (_, s) => s).filter((s) => s !== seat) } }],
  }),
};
