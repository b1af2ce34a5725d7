/**
 * Composition root: defines the app element (`<rs-app>` in index.html) and registers the service
 * worker, whose news reach the app as window events: `rs-update-waiting` (detail: `{ update }`)
 * and `rs-offline-ready`. The registration code (workbox-window) is loaded after the app, so the
 * first screen does not wait for it (start-up JavaScript budget, docs/performance.md).
 */
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
