/**
 * The app's other games, each a page of its own at `?game=ID` (issue 21: the hidden-traitor
 * expansion; others the same way). A game registers its page at start-up with
 * {@link registerGamePage}, from a module that src/main.ts imports before `<rs-app>` is defined;
 * when the address asks for that game, the page replaces `<rs-app>` (which then never starts),
 * as the room route does for `?room` (src/platform/rooms/rs-room-route.ts). The page's code is
 * loaded only then, so the app's start-up stays as small as before. The platform knows no game:
 * it only keeps the loaders by id.
 */

/**
 * Loads a game page's code and returns the tag name of the custom element it defined (the page
 * itself, e.g. `tr-app`).
 */
export type GamePageLoader = () => Promise<string>;

const loaders = new Map<string, GamePageLoader>();

/** The game an address asks for (`?game=ID`), or `null` for the app itself. */
export function requestedGame(search: string = location.search): string | null {
  const id = new URLSearchParams(search).get('game');
  return id && /^[a-z0-9-]{1,40}$/.test(id) ? id : null;
}

/** The address of a game's page, relative to the app (a link from the home page). */
export function gamePageHref(id: string): string {
  return `?game=${encodeURIComponent(id)}`;
}

/** Whether a game registered a page under `id`. */
export function hasGamePage(id: string): boolean {
  return loaders.has(id);
}

/**
 * Registers the page of game `id` (1–40 small letters, digits, hyphens). When the address asks for
 * it (`?game=ID`), the page is mounted at once in place of `<rs-app>`.
 * @throws Error when `id` is malformed or already registered
 */
export function registerGamePage(id: string, load: GamePageLoader): void {
  if (!/^[a-z0-9-]{1,40}$/.test(id)) throw new Error(`registerGamePage: bad game id "${id}"`);
  if (loaders.has(id)) throw new Error(`registerGamePage: the game "${id}" is already registered`);
  loaders.set(id, load);
  if (typeof document !== 'undefined' && requestedGame() === id) void mountGamePage(id);
}

/**
 * Replaces `<rs-app>` (or fills the body) with the page of game `id`: a placeholder at once, then
 * the page's element once its code is loaded. When the code cannot be loaded, the placeholder says
 * so in both languages with a link back to the app.
 * @returns the page element, or `null` when its code could not be loaded
 */
export async function mountGamePage(id: string): Promise<HTMLElement | null> {
  const load = loaders.get(id);
  const holder = document.createElement('div');
  holder.id = 'game-page';
  holder.setAttribute('aria-busy', 'true');
  const app = document.querySelector('rs-app');
  if (app) app.replaceWith(holder);
  else document.body.append(holder);
  try {
    if (!load) throw new Error(`no game registered the page "${id}"`);
    const tag = await load();
    const page = document.createElement(tag);
    holder.replaceWith(page);
    return page;
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
