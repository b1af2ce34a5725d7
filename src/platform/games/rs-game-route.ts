/**
 * Routing to another game's page (issue 20), run before the app element is defined (src/main.ts
 * imports it after the games registered their pages and before `<rs-app>`): an address with
 * `?game=KEY` for a registered page (game-pages.ts) shows that page's element in place of
 * `<rs-app>`, which then never starts. Its code is loaded only then. An unknown key shows the
 * app as usual. When the code cannot be loaded, the page says so and links back to the app.
 */
import { gamePage } from './game-pages.ts';

const key = new URLSearchParams(location.search).get('game');

/** The registered page this address asks for, or null. */
export const gameRoute = key === null ? null : (gamePage(key) ?? null);

if (gameRoute) {
  const page = document.createElement(gameRoute.element);
  const app = document.querySelector('rs-app');
  if (app) app.replaceWith(page);
  else document.body.append(page);
  gameRoute.load().catch(() => {
    // Every file is precached, so this happens only with a broken install: say it in words.
    const note = document.createElement('main');
    const text = document.createElement('p');
    text.textContent = 'This game could not be loaded. / Nie udało się wczytać tej gry.';
    const back = document.createElement('a');
    back.href = location.pathname;
    back.textContent = 'Back / Wróć';
    note.append(text, back);
    page.replaceWith(note);
  });
}
