/**
 * The other games this app serves beside its first one (issue 20): each registers a page at
 * start-up (`registerGamePage`, from the game's own app.ts), the home page lists them as links
 * to `?game=KEY`, and the game route (rs-game-route.ts) shows the page the address asks for. The
 * platform knows no game: a page is a key, a custom element's tag, a loader of its code and a
 * title in the page's language.
 */

/** A game's page as the platform knows it. */
export interface GamePage {
  /** The value of `?game=` that opens it, e.g. `rebellion-vs-empire` (lower-case letters, digits, dashes). */
  key: string;
  /** The tag of the custom element that is the page, e.g. `rve-app`. */
  element: string;
  /** The game's name in the page's language (called at render time, so it follows a language switch). */
  title: () => string;
  /** Loads the code that defines the element (a dynamic import: off the start-up path). */
  load: () => Promise<unknown>;
}

const pages = new Map<string, GamePage>();

/**
 * Registers a game's page (before the game route runs).
 * @throws Error (a programming error) for a key that is not lower-case letters, digits and dashes, or is taken
 */
export function registerGamePage(page: GamePage): void {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(page.key)) throw new Error(`bad game page key: ${page.key}`);
  if (pages.has(page.key)) throw new Error(`the game page ${page.key} is registered twice`);
  pages.set(page.key, page);
}

/** The registered game pages, in the order registered. */
export function gamePages(): GamePage[] {
  return [...pages.values()];
}

/** The page registered under `key`, or undefined. */
export function gamePage(key: string): GamePage | undefined {
  return pages.get(key);
}

/** The address of a game's page, relative to the app's own (`?game=KEY`). */
export function gamePageHref(key: string): string {
  return `?game=${encodeURIComponent(key)}`;
}
