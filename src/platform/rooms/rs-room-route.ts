/**
 * Routing to personal-device play (issue 8), run before the app element is defined (src/main.ts
 * imports this module first): an address with `?room=CODE` (a phone joining, the address the
 * table's QR code holds) shows `<rs-room-phone>`, one with `?table` or `?table=CODE` (the table
 * device) shows `<rs-room-table>`, in place of `<rs-app>`, which then never starts. Their code is
 * loaded only then, so the app's start-up stays as small as before; when it cannot be loaded (no
 * network: the room pages are not precached), `<rs-offline-room>` says so. The origin is probed
 * for a room server at the same time (room-server-probe.ts): the app served as plain files by a
 * static host has none, and `<rs-offline-room reason="no-server">` then says that rooms need the
 * app's Node server (issue 22, item 7).
 */
import { roomPageLoader } from './room-pages.ts';

const params = new URLSearchParams(location.search);

/** The room page this address asks for, or `null` for the app itself. */
export const roomPage: 'rs-room-phone' | 'rs-room-table' | null = params.has('room')
  ? 'rs-room-phone'
  : params.has('table')
    ? 'rs-room-table'
    : null;

if (roomPage) {
  const page = document.createElement(roomPage);
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
  void Promise.allSettled([roomPageLoader(roomPage)(), probe]).then(async ([loaded, presence]) => {
    const absent = presence.status === 'fulfilled' && presence.value === 'absent';
    if (loaded.status === 'fulfilled' && !absent) return;
    await noticeLoaded;
    const notice = document.createElement('rs-offline-room');
    if (loaded.status === 'fulfilled') notice.reason = 'no-server';
    page.replaceWith(notice);
  });
}
