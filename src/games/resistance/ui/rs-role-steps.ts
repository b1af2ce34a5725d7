/**
 * Left only for the room pages (ui/rooms/rs-room-table.ts, rs-room-phone.ts) until they draw the
 * Assassin's step through the module's screens: the role steps' elements are in their modules'
 * folders now (`rs-assassination`: modules/assassin/ui/rs-assassination.ts; `rs-loyalty`:
 * modules/defector/ui/rs-loyalty.ts), defined when ui/module-screens.ts loads the modules'
 * screens. Delete this file once no page imports it.
 */
import type { Seat } from '../core/types.ts';

/** Detail of `rs-assassination` (the module's `AssassinationDetail`): the player named, and with physical cards whether they are the Commander. */
export interface AssassinationDetail {
  target: Seat;
  commander?: boolean;
}
