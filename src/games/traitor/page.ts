/**
 * The hidden-traitor expansion as a page of this app (issue 21): registered with the platform at
 * start-up (src/main.ts imports this before `<rs-app>` is defined) under the id `traitor`, so that
 * `?game=traitor` shows it. Its code loads only then (start-up budget, docs/performance.md).
 */
import { registerGamePage } from '../../platform/games/game-pages.ts';

registerGamePage('traitor', () => import('./ui/tr-app.ts').then((m) => m.TAG));
