/**
 * The phone's route of the sealed codes (docs/sealed-codes.md): opened at
 * `#sealed`, the page is the phone's sealed-card screen, `<rs-sealed-phone>`, instead of the
 * table app. src/main.ts imports this module before the app's, so `<rs-app>` is replaced before
 * its element is defined and never starts there. Any other address is left alone; moving into or
 * out of `#sealed` in the same page reloads it into the other screen.
 */

/** The address fragment of the phone's screen. */
export const SEALED_HASH = '#sealed';

const sealed = location.hash === SEALED_HASH;
// Only in place of the app: an address another route has taken already (`?room=`) keeps its page.
const app = sealed ? document.querySelector('rs-app') : null;
if (app) {
  app.replaceWith(document.createElement('rs-sealed-phone'));
  void import('./rs-sealed-phone.ts');
}
window.addEventListener('hashchange', () => {
  if ((location.hash === SEALED_HASH) !== sealed) location.reload();
});
