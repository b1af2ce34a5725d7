/**
 * Composition root: defines the app element (`<rs-app>` in index.html) and registers the service
 * worker, whose news reach the app as window events: `rs-update-waiting` (detail: `{ update }`)
 * and `rs-offline-ready`.
 */
import './ui/components/rs-app.ts';
import { registerServiceWorker } from './sw/register.ts';

void registerServiceWorker({
  onUpdateWaiting(update) {
    window.dispatchEvent(new CustomEvent('rs-update-waiting', { detail: { update } }));
  },
  onOfflineReady() {
    window.dispatchEvent(new CustomEvent('rs-offline-ready'));
  },
});
