/**
 * The Resistance as this app's game: what it registers with the platform at start-up, before
 * anything else runs (src/main.ts imports this first): its rules reference, its room pages, its
 * record format and replay for the saved games (storage/registration.ts), the card its sealed
 * codes carry (read and said on the phone's `#sealed` screen).
 * Everything it registers is a loader: the code itself loads when first needed (start-up
 * JavaScript budget, docs/performance.md).
 */
import { msg } from '@lit/localize';
import { registerRoomPages } from '../../platform/rooms/room-pages.ts';
import { registerSealedCard } from '../../platform/sealed/sealed-card-kind.ts';
import './rules-registration.ts';
import './storage/registration.ts';

registerRoomPages({
  game: 'resistance',
  name: () => msg('The Resistance'),
  phone: { element: 'rs-room-phone', load: () => import('./ui/rooms/rs-room-phone.ts') },
  table: { element: 'rs-room-table', load: () => import('./ui/rooms/rs-room-table.ts') },
});

registerSealedCard(() => import('./sealed/sealed-card-kind.ts').then((m) => m.sealedCardKind));
