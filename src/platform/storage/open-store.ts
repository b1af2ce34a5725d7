/**
 * Opening the games of this device: IndexedDB when it can be opened, else memory (the game goes on,
 * but nothing survives a reload and the UI says so).
 *
 * This is the part of storage the app needs at start-up (rs-app imports it, not index.ts): the
 * IndexedDB store (idb-store.ts, idb, db.ts) loads when it is opened, the memory store only when
 * IndexedDB cannot be used, and the registered game's record replay (registry.ts) when a game is
 * first loaded or created (start-up JavaScript budget, docs/performance.md). All are precached
 * like every other file, so this works offline.
 */
import { DB_NAME, DB_VERSION } from './types.ts';
import type { GameStore } from './types.ts';

export interface OpenGameStoreOptions {
  /** Database name; default 'resistance-companion'. */
  name?: string;
  /**
   * Called once when this tab's connection is closed so that another tab can open a newer
   * version of the app (or the browser ended it): the store's calls then reject with
   * StorageError 'closed'; the UI should say "… opened in a newer version in another tab: reload."
   */
  onClosed?: () => void;
  /** Called when a tab running an older version keeps the database from upgrading; opening waits for it. */
  onBlocked?: () => void;
}

/**
 * Opens the games of this device: an {@link IdbGameStore} when IndexedDB can be opened, else a
 * {@link MemoryGameStore} whose `unavailableReason` says why (no `indexedDB`, or `open` failed:
 * private browsing, SecurityError, a database of a newer version of the app, a failed upgrade).
 * Never rejects.
 */
export async function openGameStore(options: OpenGameStoreOptions = {}): Promise<GameStore> {
  if (typeof indexedDB === 'undefined' || indexedDB === null) {
    return memoryStore('this browser offers no IndexedDB');
  }
  const { name, onClosed, onBlocked } = options;
  // The browser opens the database while the IndexedDB store's code (idb-store.ts with idb and the
  // schema, db.ts) loads: that code is not in the start-up script (start-up JavaScript budget).
  const early = openEarly(name ?? DB_NAME, () => onBlocked?.());
  try {
    const { IdbGameStore } = await import('./idb-store.ts');
    const connection = await early;
    return await IdbGameStore.open({
      ...(name !== undefined ? { name } : {}),
      ...(connection ? { connection } : {}),
      onClosed: () => onClosed?.(),
      onBlocked: () => onBlocked?.(),
    });
  } catch (error) {
    void early.then((connection) => connection?.close());
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return memoryStore(`IndexedDB cannot be opened (${message})`);
  }
}

/**
 * Starts `indexedDB.open(name, DB_VERSION)` at once. Resolves to the connection when the database
 * is already at {@link DB_VERSION} (every visit after the first); when it needs creating or
 * upgrading, that upgrade is aborted at once (nothing changes) and it resolves to `null`, and the
 * store opens the database itself with its upgrade ladder (db.ts). Also `null` on any failure
 * (the store's own open then reports it) and when another tab blocks the upgrade: `onBlocked` is
 * called then (the store's own open waits behind this request, so it would not hear of it), and
 * the upgrade is aborted as soon as that tab lets go. Never rejects.
 */
function openEarly(name: string, onBlocked: () => void): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(name, DB_VERSION);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => {
      try {
        request.transaction?.abort();
      } catch {
        // Already aborting.
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
    request.onblocked = () => {
      onBlocked();
      resolve(null);
    };
  });
}

/** A {@link MemoryGameStore} (memory-store.ts, loaded only now: most browsers never need it). */
async function memoryStore(reason: string): Promise<GameStore> {
  const { MemoryGameStore } = await import('./memory-store.ts');
  return new MemoryGameStore(reason);
}

/**
 * Asks the browser to keep this site's storage when space runs short (navigator.storage.persist):
 * 'persisted' when it already does or agrees now, 'not-persisted' when it declines, 'unsupported'
 * when the API is missing or fails. Never rejects.
 */
export async function requestPersistence(): Promise<'persisted' | 'not-persisted' | 'unsupported'> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.persisted !== 'function' || typeof storage.persist !== 'function') {
    return 'unsupported';
  }
  try {
    if (await storage.persisted()) return 'persisted';
    return (await storage.persist()) ? 'persisted' : 'not-persisted';
  } catch {
    return 'unsupported';
  }
}
