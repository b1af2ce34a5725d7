/**
 * The Reverser module's part of a room (rules §4.6, R-REVS-1; room/room-game.ts reads it through
 * the manifest line's `room`): the Reversers' seats in the reveal at the end of the game, and the
 * largest its seat's secret parts may be. Light (it is in the manifest line).
 */
import type { ModuleRoomPart } from '../../core/module.ts';
import type { Seat } from '../../core/types.ts';

declare module '../../core/augment.ts' {
  interface RoomEndRevealExtras {
    /** The Reversers' seats (R-REVS-1), `null` without the module. */
    reversers: { resistance: Seat | null; spy: Seat | null } | null;
  }
}

/** The Reverser's part of a room's end reveal (core/module.ts `ModuleRoomPart`). */
export const reverserRoom: ModuleRoomPart = {
  endReveal: (setup) => {
    const r = setup.reversers;
    return { reversers: r ? { resistance: r.resistance, spy: r.spy } : null };
  },
  // The seat's Reverser card (R-REVS-1) at its longest; the Reverse card (R-REVS-2).
  secretBound: () => ({ view: { reverser: 'resistance' }, changes: { reverser: null } }),
  missionCards: ['reverse'],
};
