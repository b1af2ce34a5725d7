/** The hidden-traitor expansion's facts for its room pages (the platform's `RoomPageGame`, room-page-game.ts), shared by its phone and its table. */
import { msg } from '@lit/localize';
import type { RoomPageGame } from '../../../../platform/rooms/room-page-game.ts';
import { TRAITOR_ROOM_GAME } from '../../room/protocol.ts';
import { traitorRoomErrorText } from '../../text/room-text.ts';
import { registerTraitorRules } from '../../rules-registration.ts';

/** Key `traitor`; its refusals with its rule sentences; the room pages' column; its rules registered for the Rules dialog. */
export const TR_ROOMS: RoomPageGame = {
  game: TRAITOR_ROOM_GAME,
  title: () => msg('Hidden-traitor expansion companion'),
  errorText: traitorRoomErrorText,
  column: true,
  setUp: registerTraitorRules,
};
