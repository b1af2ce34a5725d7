/**
 * The games the room server runs (the platform's `RoomGame` contract,
 * src/platform/rooms/room-game.ts): one line per game. server/main.ts passes this list to the room
 * server, which knows no game otherwise.
 */
import type { RoomGame } from '../platform/rooms/room-game.ts';
import { rveRoomGame } from './rebellion-vs-empire/room/room-game.ts';
import { resistanceRoomGame } from './resistance/room/room-game.ts';
import { traitorRoomGame } from './traitor/room/room-game.ts';

/** Every game a room can be made of, the first being the default (`room:create` naming no game). */
export const ROOM_GAMES: readonly RoomGame[] = [resistanceRoomGame, rveRoomGame, traitorRoomGame];
