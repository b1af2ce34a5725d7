/**
 * The Resistance as this app's game: what it registers with the platform at start-up, before
 * anything else runs (src/main.ts imports this first): its rules reference, its room pages, its
 * record format and replay for the saved games (storage/registration.ts).
 * Its code is registered as loaders: it loads when first needed (start-up
 * JavaScript budget, docs/performance.md).
 */
import { registerRoomPages } from '../../platform/rooms/room-pages.ts';
import './rules-registration.ts';
import './storage/registration.ts';

registerRoomPages({
  phone: () => import('./ui/rooms/rs-room-phone.ts'),
  table: () => import('./ui/rooms/rs-room-table.ts'),
});
