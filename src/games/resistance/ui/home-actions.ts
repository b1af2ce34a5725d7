/**
 * The home page's changes to the saved games (`<rs-app>`, rs-app.ts): deleting one and importing a
 * record, each saved, listed again, focused and announced; and what it says of how games are kept. Loaded with the saved games' list after
 * the first screen (rs-app.ts boot), not on the start-up path (start-up JavaScript budget,
 * docs/performance.md).
 */
import { msg, str } from '@lit/localize';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { StorageError } from '../../../platform/storage/types.ts';
import type { GameStore, SavedGameMeta, StoredRecord } from '../../../platform/storage/types.ts';
import type { RsSavedGames } from '../../../platform/ui/rs-saved-games.ts';
import { everyone } from '../text/home-text.ts';

/**
 * What the home page says of how games are kept on this device (`#storage-status`): in memory
 * only, with the store's reason (text/storage-text.ts), or saved, with what the browser agreed to
 * when asked to keep them (`requestPersistence`: storage/open-store.ts).
 */
export async function storageStatus(store: GameStore, requestPersistence: () => Promise<'persisted' | 'not-persisted' | 'unsupported'>): Promise<string> {
  if (store.kind === 'memory') {
    const { storageErrorText } = await import('../text/storage-text.ts');
    return storageErrorText(new StorageError('unavailable', store.unavailableReason ?? ''));
  }
  const persistence = await requestPersistence();
  return persistence === 'persisted'
    ? msg('Games are saved on this device, and the browser agreed to keep them.')
    : persistence === 'not-persisted'
      ? msg('Games are saved on this device; the browser may still clear them if it runs short of space, so download the records you want to keep.')
      : msg('Games are saved on this device; this browser does not say whether it will keep them.');
}

/** What the home page's changes need of `<rs-app>`. */
export interface HomeHost {
  /** The element: its saved games' list and setup form are looked up in it. */
  readonly element: HTMLElement & { readonly updateComplete: Promise<boolean> };
  /** The saved games listed now. */
  games(): readonly SavedGameMeta[];
  /** Lists the saved games again. */
  refreshGames(): Promise<void>;
  /** Shows and announces a storage problem. */
  showError(error: unknown): void;
}

/**
 * Deletes saved game `id` from `store`; focus goes to the next game of the list (the one before
 * when it was the last), or to the setup form when none is left; "Deleted the game of Ann, Bob…".
 */
export async function deleteGame(host: HomeHost, store: GameStore, id: string): Promise<void> {
  const games = host.games();
  const index = games.findIndex((g) => g.id === id);
  const game = games[index];
  try {
    await store.remove(id);
  } catch (error) {
    host.showError(error);
    return;
  }
  await host.refreshGames();
  const left = host.games();
  const next = left[Math.min(index, left.length - 1)] ?? null;
  await host.element.updateComplete;
  const list = host.element.querySelector<RsSavedGames>('rs-saved-games');
  await list?.updateComplete;
  if (list) list.focusGame(next?.id ?? null);
  else host.element.querySelector<HTMLElement & { focusFirst(): void }>('rs-setup')?.focusFirst(); // the last game went: the list is gone
  if (game) announcer.announce(msg(str`Deleted the game of ${everyone(game.players)}.`));
}

/** Saves an imported record as a new game of `store`; focus goes to it in the list; "Imported the game of …". */
export async function importRecord(host: HomeHost, store: GameStore, record: StoredRecord): Promise<void> {
  try {
    const meta = await store.create(record);
    await host.refreshGames();
    await host.element.updateComplete;
    const list = host.element.querySelector<RsSavedGames>('rs-saved-games');
    await list?.updateComplete;
    list?.focusGame(meta.id);
    announcer.announce(msg(str`Imported the game of ${everyone(meta.players)}. It is now in the saved games.`));
  } catch (error) {
    host.showError(error);
  }
}
