/**
 * Rebellion vs Empire as another game of this app: what it registers with the platform
 * at start-up (src/main.ts imports this before the game route): its page, `<rve-app>` at
 * `?game=rebellion-vs-empire`, listed on the home page, and its room pages (two phones and a table
 * device: `?table&game=rebellion-vs-empire`, `?room=CODE&game=rebellion-vs-empire`). The pages' code
 * loads only when the address asks for it (start-up JavaScript budget, docs/performance.md).
 */
import { msg } from '@lit/localize';
import { registerGamePage } from '../../platform/games/game-pages.ts';
import { registerRoomPages } from '../../platform/rooms/room-pages.ts';

registerGamePage({
  key: 'rebellion-vs-empire',
  element: 'rve-app',
  title: () => msg('Rebellion vs Empire'),
  load: () => import('./ui/rve-app.ts'),
});

registerRoomPages({
  game: 'rebellion-vs-empire',
  name: () => msg('Rebellion vs Empire'),
  phone: { element: 'rve-room-phone', load: () => import('./ui/rooms/rve-room-phone.ts') },
  table: { element: 'rve-room-table', load: () => import('./ui/rooms/rve-room-table.ts') },
});
