/** The Resistance's facts for its room pages (the platform's `RoomPageGame`, room-page-game.ts), shared by its phone and its table. */
import { msg } from '@lit/localize';
import type { RoomPageGame } from '../../../../platform/rooms/room-page-game.ts';
import { RESISTANCE_ROOM_GAME } from '../../room/protocol.ts';
import { roomErrorText } from '../../text/room-text.ts';

/** Key `resistance`; its refusals said with its rule sentences; laid out by the room stylesheet (its tags). */
export const RS_ROOMS: RoomPageGame = {
  game: RESISTANCE_ROOM_GAME,
  title: () => msg('The Resistance companion'),
  errorText: roomErrorText,
};
