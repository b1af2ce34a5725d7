/**
 * The room pages of the game this app serves (issue 8): the phone's and the table's, registered
 * by the game at start-up (src/games/resistance/app.ts) and loaded by the room route only when the
 * address asks for one (rs-room-route.ts). The platform's rooms know no game.
 */

/** Loads the code that defines a room page's element (`rs-room-phone`, `rs-room-table`). */
export type RoomPageLoader = () => Promise<unknown>;

const loaders: Partial<Record<'rs-room-phone' | 'rs-room-table', RoomPageLoader>> = {};

/** Registers the game's room pages (before the room route runs). */
export function registerRoomPages(pages: { phone: RoomPageLoader; table: RoomPageLoader }): void {
  loaders['rs-room-phone'] = pages.phone;
  loaders['rs-room-table'] = pages.table;
}

/**
 * The loader of a room page.
 * @returns a loader that rejects when no game registered that page (the route then shows the offline page)
 */
export function roomPageLoader(page: 'rs-room-phone' | 'rs-room-table'): RoomPageLoader {
  return loaders[page] ?? (() => Promise.reject(new Error(`no game registered the room page ${page}`)));
}
