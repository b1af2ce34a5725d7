/**
 * The app's other games, each a page of its own at `?game=KEY` (Rebellion vs Empire and
 * the hidden-traitor expansion). A game registers its page at start-up with
 * {@link registerGamePage}, from its own `app.ts` that src/main.ts imports before `<rs-app>` is
 * defined; the home page lists every registered page as a link ("Other games: …"); when the
 * address asks for a page, it replaces `<rs-app>` (which then never starts), as the room route
 * does for `?room` (src/platform/rooms/rs-room-route.ts). The page's code is loaded only then, so
 * the app's start-up stays as small as before. The platform knows no game: a page is a key, the
 * tag of its custom element, a title in the page's language and a loader of its code.
 */

/** A game's page as the platform knows it. */
export interface GamePage {
  /** The value of `?game=` that opens it, e.g. `rebellion-vs-empire` (small letters, digits, single dashes; at most 40). */
  key: string;
  /** The tag of the custom element that is the page, e.g. `rve-app`. */
  element: string;
  /** The game's name in the page's language (called at render time, so it follows a language switch). */
  title: () => string;
  /** Loads the code that defines the element (a dynamic import: off the start-up path). */
  load: () => Promise<unknown>;
}

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const pages = new Map<string, GamePage>();

/** The page key an address asks for (`?game=KEY`, well-formed), or `null` for the app itself. */
export function requestedGame(search: string = location.search): string | null {
  const params = new URLSearchParams(search);
  // `?room=CODE&game=KEY` and `?table&game=KEY` are the game's room pages (src/platform/rooms/rs-room-route.ts).
  if (params.has('room') || params.has('table')) return null;
  const key = params.get('game');
  return key && key.length <= 40 && KEY.test(key) ? key : null;
}

/** The address of a game's page, relative to the app (a link from the home page). */
export function gamePageHref(key: string): string {
  return `?game=${encodeURIComponent(key)}`;
}

/** The registered game pages, in the order registered. */
export function gamePages(): GamePage[] {
  return [...pages.values()];
}

/** The page registered under `key`, or `undefined`. */
export function gamePage(key: string): GamePage | undefined {
  return pages.get(key);
}

/**
 * Registers a game's page. When the address asks for it (`?game=KEY`), the page is mounted at
 * once in place of `<rs-app>` ({@link mountGamePage}).
 * @throws Error (a programming error) when the key is malformed or already registered
 */
export function registerGamePage(page: GamePage): void {
  if (page.key.length > 40 || !KEY.test(page.key)) throw new Error(`registerGamePage: bad game page key "${page.key}"`);
  if (pages.has(page.key)) throw new Error(`registerGamePage: the game page "${page.key}" is already registered`);
  pages.set(page.key, page);
  if (typeof document !== 'undefined' && typeof location !== 'undefined' && requestedGame() === page.key) void mountGamePage(page.key);
}

/**
 * Replaces `<rs-app>` (or fills the body) with the page registered under `key`: a placeholder at
 * once, then the page's element once its code is loaded. When the code cannot be loaded, the
 * placeholder says so in both languages, with focus on it and a link back to the app.
 * @returns the page element, or `null` when its code could not be loaded
 */
export async function mountGamePage(key: string): Promise<HTMLElement | null> {
  const page = pages.get(key);
  const holder = document.createElement('div');
  holder.id = 'game-page';
  holder.className = 'rs-page';
  holder.setAttribute('aria-busy', 'true');
  const app = document.querySelector('rs-app');
  if (app) app.replaceWith(holder);
  else document.body.append(holder);
  try {
    if (!page) throw new Error(`no game registered the page "${key}"`);
    await page.load();
    const element = document.createElement(page.element);
    // The page's box as the app's (app-styles.ts: its width, its paddings, narrower with large text on a phone).
    element.classList.add('rs-page');
    holder.replaceWith(element);
    return element;
  } catch {
    holder.removeAttribute('aria-busy');
    const main = document.createElement('main');
    const heading = document.createElement('h1');
    heading.tabIndex = -1;
    heading.textContent = 'This game could not be loaded. / Nie udało się wczytać tej gry.';
    const link = document.createElement('a');
    link.className = 'rs-button';
    link.href = './';
    link.textContent = 'Back to the app / Powrót do aplikacji';
    main.append(heading, link);
    holder.append(main);
    heading.focus();
    return null;
  }
}
