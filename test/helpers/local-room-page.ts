/**
 * A room page in the test page, with no room server: mounted at an address (`mountAt`), or over a
 * room that runs in the test page (src/platform/runner/: the game runner and its local transport,
 * `mountOverLocal`): the page is mounted at its room's address, then its socket.io connection is
 * exchanged for the seat's (or the table's) local connection, which it reads as it reads the
 * server's. Every wait is for a state of the page; `useMountedPages` cleans up after each test.
 */
import type { LocalConnection } from '../../src/platform/runner/local-room.ts';

/** What a room page keeps of its connection (room-phone-page.ts, room-table-page.ts): read here only. */
interface ConnectedPage {
  connection: { close(): void } | null;
  unsubscribe: (() => void) | null;
  onChange(): void;
  updateComplete: Promise<boolean>;
}

/** The pages mounted since the last clean-up of `useMountedPages`. */
const mounted = new Set<HTMLElement>();

/**
 * Cleans up after each test of the calling `describe`: removes every page `mountOverLocal` or
 * `keepMounted` put in the document, clears `sessionStorage` (where a room page keeps its seat's
 * credential and its outbox) and puts back the address the suite was declared at.
 */
export function useMountedPages(): void {
  const address = location.href;
  afterEach(() => {
    for (const page of mounted) page.remove();
    mounted.clear();
    sessionStorage.clear();
    history.replaceState(null, '', address);
  });
}

/**
 * Hands a page the test put in the document to `useMountedPages`, which removes it after the test.
 * @returns `page`
 */
export function keepMounted<E extends HTMLElement>(page: E): E {
  mounted.add(page);
  return page;
}

/**
 * Mounts `<tag>` at the address `search` (`?table&game=…`, `?room=…`) and waits for its first
 * render (its language loaded).
 * @returns the page element (removed after the test by `useMountedPages`)
 */
export async function mountAt<E extends HTMLElement>(tag: string, search: string): Promise<E> {
  history.replaceState(null, '', `${location.pathname}${search}`);
  const page = keepMounted(document.createElement(tag) as E);
  document.body.append(page);
  const rendered = page as unknown as { updateComplete: Promise<boolean> };
  while (!page.querySelector('main')) await rendered.updateComplete;
  return page;
}

/**
 * Mounts `<tag>` at `?room=<code>` over `connection` and waits for its first render of the room.
 * @returns the page element (removed after the test by `useMountedPages`)
 */
export async function mountOverLocal<E extends HTMLElement>(tag: string, connection: LocalConnection): Promise<E> {
  const page = await mountAt<E>(tag, `?room=${connection.credential.code}`);
  const inner = page as unknown as ConnectedPage;
  inner.unsubscribe?.();
  inner.connection?.close();
  inner.connection = connection as unknown as ConnectedPage['connection'];
  inner.unsubscribe = connection.subscribe(() => inner.onChange());
  inner.onChange();
  await inner.updateComplete;
  return page;
}
