/**
 * Composition root: defines the app element (`<rs-app>` in index.html) and registers the service
 * worker, whose news reach the app as window events: `rs-update-waiting` (detail: `{ update }`)
 * and `rs-offline-ready`. The registration code (workbox-window) is loaded after the app, so the
 * first screen does not wait for it (start-up JavaScript budget, docs/performance.md).
 * An address with `?room=CODE` or `?table` shows a personal-device page instead of the app
 * (rs-room-route.ts, imported first so that it runs before `<rs-app>` is defined).
 */
import './ui/components/rs-room-route.ts';
// Sealed codes (issue 8, item 7): at #sealed the page is the phone's sealed-card screen (imported
// before the app for the same reason as the room route).
import './ui/components/rs-sealed-route.ts';
import './ui/components/rs-app.ts';

void import('./sw/register.ts').then(({ registerServiceWorker }) =>
  registerServiceWorker({
    onUpdateWaiting(update) {
      window.dispatchEvent(new CustomEvent('rs-update-waiting', { detail: { update } }));
    },
    onOfflineReady() {
      window.dispatchEvent(new CustomEvent('rs-offline-ready'));
    },
  }),
);
