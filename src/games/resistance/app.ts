/**
 * The Resistance as this app's game: what it registers with the platform at start-up, before
 * anything else runs (src/main.ts imports this first): its rules reference, its room pages.
 * Everything it registers is a loader: the code itself loads when first needed (start-up
 * JavaScript budget, docs/performance.md).
 */
import { registerRoomPages } from '../../platform/rooms/room-pages.ts';
import './rules-registration.ts';

registerRoomPages({
  phone: () => import('./ui/rooms/rs-room-phone.ts'),
  table: () => import('./ui/rooms/rs-room-table.ts'),
});
