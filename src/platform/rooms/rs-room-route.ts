/**
 * Routing to personal-device play, run before the app element is defined (src/main.ts
 * imports this module first): an address with `?room=CODE` (a phone joining, the address the
 * table's QR code holds) shows the game's phone page (`<rs-room-phone>` for The Resistance), one
 * with `?table` or `?table=CODE` (the table device) its table page (`<rs-room-table>`), in place
 * of `<rs-app>`, which then never starts. `&game=KEY` names the game (room-pages.ts: each game
 * registers its pages; no `game`: The Resistance's, as join addresses were before). Their code is
 * loaded only then, so the app's start-up stays as small as before; when it cannot be loaded (no
 * network: the room pages are not precached), `<rs-offline-room>` says so. The origin is probed
 * for a room server at the same time (room-server-probe.ts): the app served as plain files by a
 * static host has none, and `<rs-offline-room reason="no-server">` then says that rooms need the
 * app's Node server.
 */
import { roomPagesFor } from './room-pages.ts';

const params = new URLSearchParams(location.search);

/** Which room page this address asks for: a phone's (`?room=CODE`), the table's (`?table`), or none. */
const kind: 'phone' | 'table' | null = params.has('room') ? 'phone' : params.has('table') ? 'table' : null;
/** The game whose room page it is: `?game=KEY`, or none for {@link DEFAULT_ROOM_GAME}'s. */
const pages = kind ? roomPagesFor(params.get('game')) : undefined;

/**
 * The tag of the room page this address asks for (e.g. `rs-room-phone`), or `null` for the app
 * itself; an address naming a game that registered no room pages gets the offline notice.
 */
export const roomPage: string | null = kind ? (pages?.[kind].element ?? 'rs-offline-room') : null;

if (kind && roomPage) {
  const page = document.createElement(roomPage);
  // The page's box, as every game page's (app-styles.ts `.rs-page`: its width, its paddings).
  page.classList.add('rs-page');
  const app = document.querySelector('rs-app');
  if (app) app.replaceWith(page);
  else document.body.append(page);
  // Not precached (they need the room server anyway): with no network the import fails, and the
  // page says that rooms need the network instead of staying blank (rs-offline-room.ts). Loaded,
  // but no room server on this origin (a static host): the page says that rooms need it.
  // The notice and the probe are loaded on room addresses only (not start-up code, but precached:
  // the notice must be there when the network is not).
  const probe = import('./room-server-probe.ts').then(({ probeRoomServer }) => probeRoomServer());
  const noticeLoaded = import('./rs-offline-room.ts');
  noticeLoaded.catch(() => undefined); // awaited below only when the notice is needed
  const load = pages ? pages[kind].load() : Promise.reject(new Error(`no game registered the room pages of "${params.get('game') ?? ''}"`));
  void Promise.allSettled([load, probe]).then(async ([loaded, presence]) => {
    const absent = presence.status === 'fulfilled' && presence.value === 'absent';
    if (loaded.status === 'fulfilled' && !absent) return;
    await noticeLoaded;
    const notice = document.createElement('rs-offline-room');
    if (loaded.status === 'fulfilled') notice.reason = 'no-server';
    page.replaceWith(notice);
  });
}
