/**
 * The plot cards' requests in a room (R-PLOT-2 … R-PLOT-4), added to the room protocol's
 * `ResistanceGameEvents` (room/protocol.ts) by declaration merging; the room game takes them from
 * the manifest line's `roomRequests` (../room.ts `plotRoomRequests`).
 */
import type { Ack } from '../../../room/protocol.ts';
import type { Seat } from '../../../core/types.ts';
import type { PlotCard } from '../engine/types.ts';

declare module '../../../room/protocol.ts' {
  interface ResistanceGameEvents {
    /**
     * At the start of a round: the table (or the leader's phone) asks the server to draw the
     * leader's plot cards (R-PLOT-2); the server draws them from the cards left.
     */
    'game:plot-draw': (request: Record<string, never>, ack: Ack) => void;
    /** The table (or the leader's phone) hands one drawn plot card, face up, to a player (R-PLOT-2). */
    'game:plot-give': (request: { card: PlotCard; to: Seat }, ack: Ack) => void;
    /**
     * A plot card is used (R-PLOT-3): a card just handed over that acts at once, or the one-use card
     * whose holder is asked now. From the holder's phone, or from the table naming the holder (`by`).
     */
    'game:plot-use': (request: { card: PlotCard; by?: Seat; target?: Seat; take?: PlotCard }, ack: Ack) => void;
    /** The holder asked now passes this chance to use a one-use card (R-PLOT-4): final at this moment. */
    'game:plot-pass': (request: { card: PlotCard; by?: Seat }, ack: Ack) => void;
  }
}
