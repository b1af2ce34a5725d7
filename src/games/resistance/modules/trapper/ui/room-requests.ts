/**
 * The Trapper's request in a room (R-TRP-2), added to the room protocol (room/protocol.ts) by
 * declaration merging; the room game takes it from the manifest line's `roomRequests`.
 */
import type { Ack } from '../../../room/protocol.ts';
import type { MissionChoice } from '../../../engine.ts';

declare module '../../../room/protocol.ts' {
  interface ResistanceGameEvents {
    /**
     * The leader picks one face-down card by its place in the pile (`index`, from 0), sets it aside
     * and sees it: the reply tells the leader alone which card it was (R-TRP-2).
     */
    'game:set-aside': (request: { index: number }, ack: Ack<{ card: MissionChoice }>) => void;
  }
}
