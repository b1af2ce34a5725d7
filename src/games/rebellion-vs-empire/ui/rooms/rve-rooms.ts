/** Rebellion vs Empire's facts for its room pages (the platform's `RoomPageGame`, room-page-game.ts), shared by its phone and its table. */
import type { RoomPageGame } from '../../../../platform/rooms/room-page-game.ts';
import { RVE_ROOM_GAME } from '../../room/protocol.ts';
import { gameTitle } from '../../text/rve-text.ts';
import { roomErrorText } from '../../text/rve-room-text.ts';

/** Key `rebellion-vs-empire`; the pages name this game; its refusals with its G2 rules; the room pages' column. */
export const RVE_ROOMS: RoomPageGame = {
  game: RVE_ROOM_GAME,
  title: gameTitle,
  errorText: roomErrorText,
  column: true,
};
