/**
 * The Hunter's requests in a room (R-HUN-INV … R-HUN-BRAND), added to the room protocol
 * (room/protocol.ts) by declaration merging; the room game takes them from the manifest line's
 * `roomRequests` (../room.ts `hunterRoomRequests`).
 */
import type { Ack } from '../../../room/protocol.ts';
import type { HunterLoyalty } from '../engine.ts';

declare module '../../../room/protocol.ts' {
  interface ResistanceGameEvents {
    /**
     * When the app holds the cards: the investigated seat's phone shows the Hunter a loyalty card
     * (R-HUN-INV); the investigation is recorded then.
     */
    'game:show': (request: { card: HunterLoyalty }, ack: Ack) => void;
  }
  /** Its steps of `game:role-step`: an investigation, an accusation (R-HUN-ACC, R-HUN-EARLY), a Branding. */
  interface RoleStepTypes {
    investigation: true;
    accusation: true;
    'early-accusation': true;
    branding: true;
  }
}
