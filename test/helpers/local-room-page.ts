/**
 * A room page over a room that runs in the test page (src/platform/runner/: the game runner and
 * its local transport), with no room server: the page is mounted at its room's address, then its
 * socket.io connection is exchanged for the seat's (or the table's) local connection, which it
 * reads as it reads the server's. Every wait is for a state of the page.
 */
import { waitUntil } from '@open-wc/testing';
import type { LocalConnection } from '../../src/platform/runner/local-room.ts';

/** What a room page keeps of its connection (room-phone-page.ts, room-table-page.ts): read here only. */
interface ConnectedPage {
  connection: { close(): void } | null;
  unsubscribe: (() => void) | null;
  onChange(): void;
  updateComplete: Promise<boolean>;
}

/**
 * Mounts `<tag>` at `?room=<code>` over `connection` and waits for its first render of the room.
 * @returns the page element (removed by the caller)
 */
export async function mountOverLocal<E extends HTMLElement>(tag: string, connection: LocalConnection): Promise<E> {
  history.replaceState(null, '', `${location.pathname}?room=${connection.credential.code}`);
  const page = document.createElement(tag) as E;
  document.body.append(page);
  const inner = page as unknown as ConnectedPage;
  await waitUntil(() => page.querySelector('main'), `${tag} never rendered its page`);
  inner.unsubscribe?.();
  inner.connection?.close();
  inner.connection = connection as unknown as ConnectedPage['connection'];
  inner.unsubscribe = connection.subscribe(() => inner.onChange());
  inner.onChange();
  await inner.updateComplete;
  return page;
}
