/**
 * Composition root: defines the app element (`<rs-app>` in index.html) and registers the service
 * worker, whose news reach the app as window events: `rs-update-waiting` (detail: `{ update }`)
 * and `rs-offline-ready`, and asks it to keep the language in use for offline use. The
 * registration code (workbox-window) is loaded after the app's first screen, so the first screen
 * does not wait for it (start-up JavaScript budget, docs/performance.md).
 * An address with `?room=CODE` or `?table` shows a personal-device page instead of the app
 * (rs-room-route.ts, imported first so that it runs before `<rs-app>` is defined); one with
 * `?game=KEY` shows another game's page (src/platform/games/game-pages.ts: Rebellion vs Empire, the hidden-traitor expansion).
 */
// The game registers its rules and room pages with the platform first.
import './games/resistance/app.ts';
// Other games register their pages (listed on the home page; `?game=KEY` shows one instead of the
// app: src/platform/games/game-pages.ts).
import './games/rebellion-vs-empire/app.ts';
import './games/traitor/app.ts';
import './platform/rooms/rs-room-route.ts';
// Sealed codes: at #sealed the page is the phone's sealed-card screen (imported
// before the app for the same reason as the room route).
import './platform/sealed/rs-sealed-route.ts';
import './games/resistance/ui/rs-app.ts';

/**
 * Resolves once the first screen is up: `<rs-app>`'s `ready` (its saved games read and shown), or
 * on a room, game or sealed page (no `<rs-app>`) the window's load event; at the latest after 10 s.
 */
function afterFirstScreen(): Promise<void> {
  const app = document.querySelector('rs-app');
  const shown = app
    ? app.ready
    : new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : window.addEventListener('load', () => resolve(), { once: true })));
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, 10_000))]);
}

// The worker's registration (workbox-window) loads and runs after the first screen, so that it
// does not compete with it for the phone's main thread.
// Then the worker keeps the catalogue of the language in use for offline use (register.ts keepLanguage).
void afterFirstScreen()
  .then(() => import('./platform/sw/register.ts'))
  .then(async ({ registerServiceWorker, keepLanguage }) => {
    const registered = await registerServiceWorker({
      onUpdateWaiting(update) {
        window.dispatchEvent(new CustomEvent('rs-update-waiting', { detail: { update } }));
      },
      onOfflineReady() {
        window.dispatchEvent(new CustomEvent('rs-offline-ready'));
      },
    });
    if (registered === 'registered') await keepLanguage(document.documentElement.lang);
  });
