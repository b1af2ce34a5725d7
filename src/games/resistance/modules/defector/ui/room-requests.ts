/**
 * The Defector's request in a room (R-DEF-V1), added to the room protocol's `ResistanceGameEvents`
 * (room/protocol.ts) by declaration merging; the room game takes it from the manifest line's
 * `roomRequests`.
 */
import type { Ack } from '../../../room/protocol.ts';

declare module '../../../room/protocol.ts' {
  interface ResistanceGameEvents {
    /** The table reveals the next Defector loyalty card (R-DEF-V1): the server draws it from the cards left. */
    'game:loyalty-draw': (request: Record<string, never>, ack: Ack) => void;
  }
}
