/**
 * Opening the games of this device: IndexedDB when it can be opened, else memory (the game goes on,
 * but nothing survives a reload and the UI says so).
 *
 * This is the part of storage the app needs at start-up (rs-app imports it, not index.ts): the
 * memory store is loaded only when IndexedDB cannot be used, and the registered game's record
 * replay (registry.ts) when a game is first loaded or created (start-up JavaScript budget,
 * docs/performance.md). Both are precached like every other file, so this works offline.
 */
import { IdbGameStore } from './idb-store.ts';
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
  try {
    const { name, onClosed, onBlocked } = options;
    return await IdbGameStore.open({
      ...(name !== undefined ? { name } : {}),
      onClosed: () => onClosed?.(),
      onBlocked: () => onBlocked?.(),
    });
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return memoryStore(`IndexedDB cannot be opened (${message})`);
  }
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
