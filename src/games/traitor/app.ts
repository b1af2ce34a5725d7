/**
 * The hidden-traitor expansion as another game of this app: what it registers with the
 * platform at start-up (src/main.ts imports this before `<rs-app>` is defined): its page,
 * `<tr-app>` at `?game=traitor`, listed on the home page, and its room pages for personal devices,
 * `<tr-room-table>` at `?table&game=traitor` and `<tr-room-phone>` at `?room=CODE&game=traitor`.
 * Their code loads only when the address asks for it (start-up budget, docs/performance.md).
 */
import { msg } from '@lit/localize';
import { registerGamePage } from '../../platform/games/game-pages.ts';
import { registerRoomPages } from '../../platform/rooms/room-pages.ts';

registerGamePage({
  key: 'traitor',
  element: 'tr-app',
  title: () => msg('the hidden-traitor expansion'),
  load: () => import('./ui/tr-app.ts'),
});

registerRoomPages({
  game: 'traitor',
  name: () => msg('Hidden-traitor expansion'),
  phone: { element: 'tr-room-phone', load: () => import('./ui/rooms/tr-room-phone.ts') },
  table: { element: 'tr-room-table', load: () => import('./ui/rooms/tr-room-table.ts') },
});
