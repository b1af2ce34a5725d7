/**
 * The room pages of each game (one set per game): the phone's and the table's,
 * registered by the game at start-up (e.g. src/games/resistance/app.ts) and loaded by the room
 * route only when the address asks for one (rs-room-route.ts): `?room=CODE` or `?table` open the
 * pages of {@link DEFAULT_ROOM_GAME} (join addresses printed before rooms named their game),
 * `…&game=KEY` those of the game registered under KEY. The platform's rooms know no game.
 */
import { DEFAULT_ROOM_GAME } from './protocol.ts';

/** Loads the code that defines a room page's element. */
export type RoomPageLoader = () => Promise<unknown>;

/** One room page: the tag of its custom element and the loader of its code. */
export interface RoomPage {
  element: string;
  load: RoomPageLoader;
}

/** A game's room pages. */
export interface RoomPages {
  /** The game's room key (its `RoomGame.key`, the `game` of `room:create` and of the join address). */
  game: string;
  /** The game's name, in the page's language, where the platform lists its rooms (kept-rooms.ts); its key when none. */
  name?: () => string;
  phone: RoomPage;
  table: RoomPage;
}

const registered = new Map<string, RoomPages>();

/** Registers a game's room pages (before the room route runs). @throws Error when the game registered them already */
export function registerRoomPages(pages: RoomPages): void {
  if (registered.has(pages.game)) throw new Error(`registerRoomPages: the room pages of "${pages.game}" are already registered`);
  registered.set(pages.game, pages);
}

/**
 * The room pages of `game`, or of {@link DEFAULT_ROOM_GAME} when `game` is `null` (an address that
 * names no game); `undefined` when no game registered them.
 */
export function roomPagesFor(game: string | null): RoomPages | undefined {
  return registered.get(game ?? DEFAULT_ROOM_GAME);
}

/**
 * The address of a room page beside this page (a sub-path stays): the phone's join address
 * (`?room=CODE`) or the table's (`?table`, `?table=CODE`), with `&game=KEY` for any game but
 * {@link DEFAULT_ROOM_GAME}.
 */
export function roomPageAddress(kind: 'phone' | 'table', game: string, code?: string, base: string = location.href): string {
  const parts = [kind === 'phone' ? `room=${encodeURIComponent(code ?? '')}` : code ? `table=${encodeURIComponent(code)}` : 'table'];
  if (game !== DEFAULT_ROOM_GAME) parts.push(`game=${encodeURIComponent(game)}`);
  return new URL(`?${parts.join('&')}`, base).href;
}
