/**
 * The games of this device in IndexedDB (see db.ts for the layout). Each write is one readwrite
 * transaction that first checks the stored event count, so that two tabs working on the same
 * game can never interleave their events: the second one gets StorageError 'conflict' and
 * nothing of it is written.
 *
 * Errors, all as {@link StorageError}:
 * - `QuotaExceededError` (a request or the commit) → 'quota', nothing written;
 * - a game not stored → 'missing'; an entry of unknown shape or of another game's record format,
 *   an incomplete event log, or a record that does not replay → 'corrupt' (with the game's message);
 * - `InvalidStateError` (the connection was closed), or any call after `close()` or after another
 *   tab took the database over → 'closed';
 * - `DataCloneError` (a value that cannot be stored, e.g. a function in a UI draft) → 'corrupt';
 * - anything else the browser raises (UnknownError, a disk failure) → 'unavailable'.
 * And an Error (a programming error) from `list`, `load`, `create` and the writes when no game is
 * registered with storage (registry.ts).
 */
import type { IDBPTransaction } from 'idb';
import { compareMeta, emptyUiState, isStoredGame, isUiState, openGameDb, problemMessage, UI_KEY } from './db.ts';
import type { ClosedReason, GameDb, GameDbSchema, OpenGameDbOptions, StoredGame } from './db.ts';
// The registered game's replay (with its engine) is loaded by the first `load` or `create`, not at
// start-up: opening the store and listing its games need none of it (docs/performance.md).
import { loadReplay, storedGameFormat, storedGameMigrations } from './registry.ts';
import { migrateListEntry } from './migrations.ts';
import { StorageError } from './types.ts';
import type { GameStore, SavedGame, SavedGameMeta, SavedGameMetaInput as MetaInput, StorageProblem, StoredRecord, StoredRecordEvent, UiState } from './types.ts';
/** A transaction over the game entries and their events. */
type GameTx<M extends IDBTransactionMode> = IDBPTransaction<GameDbSchema, ('games' | 'events')[], M>;

/** Every key `[id, index]` of one game's events. */
function eventRange(id: string): IDBKeyRange {
  return IDBKeyRange.bound([id, -Infinity], [id, Infinity]);
}

/** The error's DOMException name, if it has one. */
function errorName(error: unknown): string | null {
  return error !== null && typeof error === 'object' && typeof (error as { name?: unknown }).name === 'string'
    ? (error as { name: string }).name
    : null;
}

/** The `GameStore` on IndexedDB. Open it with {@link IdbGameStore.open}. */
export class IdbGameStore implements GameStore {
  readonly kind = 'indexeddb' as const;
  readonly unavailableReason = null;
  private closedReason: ClosedReason | 'closed' | null = null;

  /**
   * The game entry this store last read or wrote, by game id: lets {@link append} send its read
   * and its two writes at once (one round trip) and check afterwards that nothing changed.
   */
  private readonly known = new Map<string, StoredGame>();

  private constructor(private readonly db: GameDb) {}

  /**
   * Opens the database (upgrading it if needed, see db.ts).
   * `onClosed` is called when another tab opens a newer version (this connection is closed first)
   * or the browser ends the connection; later calls reject with 'closed'.
   * @throws the browser's error when IndexedDB cannot be opened (see `openGameDb`)
   */
  static async open(options: OpenGameDbOptions = {}): Promise<IdbGameStore> {
    let store: IdbGameStore | null = null;
    const db = await openGameDb({
      ...options,
      onClosed: (reason) => {
        if (store) store.closedReason = reason;
        options.onClosed?.(reason);
      },
    });
    store = new IdbGameStore(db);
    return store;
  }

  /**
   * See {@link GameStore.list}: every entry is read; one of unknown shape or of another format
   * than the registered game's is skipped and reported; each entry is listed through the game's
   * record migrations (a game an earlier build saved, as it will open).
   */
  async list(): Promise<{ games: SavedGameMeta[]; problems: StorageProblem[] }> {
    this.assertOpen(null);
    const format = storedGameFormat();
    const { keys, values } = await this.run(null, async () => {
      const tx = this.db.transaction('games', 'readonly');
      const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll() as Promise<unknown[]>]);
      await tx.done;
      return { keys, values };
    });
    const games: SavedGameMeta[] = [];
    const problems: StorageProblem[] = [];
    const migrations = storedGameMigrations();
    values.forEach((value, i) => {
      if (isStoredGame(value, format)) games.push(migrateListEntry(structuredClone(value.meta), value.setup, migrations));
      else problems.push({ gameId: String(keys[i]), message: problemMessage(value) });
    });
    games.sort(compareMeta);
    return { games, problems };
  }

  /**
   * See {@link GameStore.load}: the record's events come in index order and the whole record is
   * replayed by the registered game. @throws StorageError 'missing'; 'corrupt' (with the game's message)
   */
  async load(id: string): Promise<SavedGame> {
    const format = storedGameFormat();
    const { entry, stored } = await this.transact(id, 'readonly', async (tx) => {
      const entry: unknown = await tx.objectStore('games').get(id);
      const stored = await tx.objectStore('events').getAll(eventRange(id));
      return { entry, stored };
    });
    const game = checkEntry(id, entry, format);
    if (stored.length !== game.meta.eventCount || stored.some((e, i) => e.index !== i)) {
      throw new StorageError(
        'corrupt',
        `game ${id}: the event log is incomplete (${stored.length} events stored, ${game.meta.eventCount} expected)`,
        id,
      );
    }
    const replay = await loadReplay();
    const { record, migrations } = replay.migrate({ format: game.format, setup: game.setup, events: stored.map((e) => e.event) });
    await replay.checkStoredRecord(id, record);
    this.known.set(id, game);
    return { meta: game.meta, record, redo: game.redo, ...(migrations.length > 0 ? { migrations } : {}) };
  }

  /**
   * See {@link GameStore.create}: a fresh id (crypto.randomUUID), the list entry computed by
   * replaying `record` (the registered game's replay), createdAt = updatedAt = Date.now().
   * @throws StorageError 'corrupt' when `record` does not replay
   */
  async create(record: StoredRecord): Promise<SavedGameMeta> {
    const format = storedGameFormat();
    // A record of an earlier build is stored as written and checked as every read will give it: migrated.
    const replay = await loadReplay();
    const entry = await replay.replayForStore(replay.migrate(record).record);
    const id = crypto.randomUUID();
    const now = Date.now();
    const meta: SavedGameMeta = { ...entry, id, createdAt: now, updatedAt: now };
    const game: StoredGame = { id, meta, setup: record.setup, format, redo: [] };
    await this.transact(id, 'readwrite', async (tx) => {
      const events = tx.objectStore('events');
      await Promise.all([
        tx.objectStore('games').add(game),
        ...record.events.map((event, index) => events.add({ gameId: id, index, event })),
      ]);
    });
    return structuredClone(meta);
  }

  /** See {@link GameStore.append}. `meta.eventCount` is stored as `index + 1` whatever is passed. */
  async append(id: string, index: number, event: StoredRecordEvent, meta: MetaInput): Promise<void> {
    const format = storedGameFormat();
    const known = this.known.get(id);
    this.known.delete(id);
    const written = await this.transact(id, 'readwrite', async (tx) => {
      const games = tx.objectStore('games');
      if (known && known.meta.eventCount === index) {
        // Pipelined (one round trip instead of three): the read and both writes go at once; the
        // read runs first in the transaction, and when it shows that the entry changed since
        // this store last saw it, throwing aborts the transaction, which undoes both writes.
        const next = nextEntry(known, meta, index + 1, []);
        const read = games.get(id);
        const added = tx.objectStore('events').add({ gameId: id, index, event });
        const put = games.put(next);
        added.catch(() => undefined); // awaited below, unless the check throws first
        put.catch(() => undefined);
        const game = checkEntry(id, await read, format);
        expectCount(game, index, id);
        if (JSON.stringify(game) !== JSON.stringify(known)) {
          throw new StorageError('conflict', `game ${id} changed in another tab`, id);
        }
        await Promise.all([added, put]);
        return next;
      }
      const game = checkEntry(id, await games.get(id), format);
      expectCount(game, index, id);
      await tx.objectStore('events').add({ gameId: id, index, event });
      const next = nextEntry(game, meta, index + 1, []);
      await games.put(next);
      return next;
    });
    this.known.set(id, written);
  }

  /**
   * See {@link GameStore.undo}: the stored count must be `index + 1`, else 'conflict'.
   * `meta.eventCount` is stored as `index`.
   */
  async undo(id: string, index: number, meta: MetaInput): Promise<StoredRecordEvent> {
    const format = storedGameFormat();
    this.known.delete(id);
    let written: StoredGame | null = null;
    const undone = await this.transact(id, 'readwrite', async (tx) => {
      const game = checkEntry(id, await tx.objectStore('games').get(id), format);
      expectCount(game, index + 1, id);
      const events = tx.objectStore('events');
      const stored = await events.get([id, index]);
      if (!stored) throw new StorageError('corrupt', `game ${id}: event ${index} is not stored`, id);
      await events.delete([id, index]);
      const next = nextEntry(game, meta, index, [...game.redo, stored.event]);
      await tx.objectStore('games').put(next);
      written = next;
      return stored.event;
    });
    if (written) this.known.set(id, written);
    return undone;
  }

  /**
   * See {@link GameStore.redo}: the stored count must be `index` and the redo stack not empty
   * (another tab's append clears it), else 'conflict'. `meta.eventCount` is stored as `index + 1`.
   */
  async redo(id: string, index: number, meta: MetaInput): Promise<StoredRecordEvent> {
    const format = storedGameFormat();
    this.known.delete(id);
    let written: StoredGame | null = null;
    const redone = await this.transact(id, 'readwrite', async (tx) => {
      const game = checkEntry(id, await tx.objectStore('games').get(id), format);
      expectCount(game, index, id);
      const event = game.redo[game.redo.length - 1];
      if (!event) throw new StorageError('conflict', `game ${id}: there is no undone event to redo`, id);
      await tx.objectStore('events').add({ gameId: id, index, event });
      const next = nextEntry(game, meta, index + 1, game.redo.slice(0, -1));
      await tx.objectStore('games').put(next);
      written = next;
      return event;
    });
    if (written) this.known.set(id, written);
    return redone;
  }

  /**
   * See {@link GameStore.rewrite}: the stored count must be `index`, else 'conflict'; every event
   * of the game is deleted and `events` written in their place, in the same transaction.
   */
  async rewrite(id: string, index: number, events: StoredRecordEvent[], meta: MetaInput, redo: StoredRecordEvent[]): Promise<void> {
    const format = storedGameFormat();
    this.known.delete(id);
    let written: StoredGame | null = null;
    await this.transact(id, 'readwrite', async (tx) => {
      const game = checkEntry(id, await tx.objectStore('games').get(id), format);
      expectCount(game, index, id);
      const store = tx.objectStore('events');
      await store.delete(eventRange(id));
      await Promise.all(events.map((event, i) => store.add({ gameId: id, index: i, event })));
      const next = nextEntry(game, meta, events.length, redo);
      await tx.objectStore('games').put(next);
      written = next;
    });
    if (written) this.known.set(id, written);
  }

  /** See {@link GameStore.remove}; removing a game that is not stored does nothing. */
  async remove(id: string): Promise<void> {
    this.known.delete(id);
    await this.transact(id, 'readwrite', async (tx) => {
      await Promise.all([tx.objectStore('games').delete(id), tx.objectStore('events').delete(eventRange(id))]);
    });
  }

  /** See {@link GameStore.getUi}; an absent or unreadable entry gives the empty state. */
  async getUi(): Promise<UiState> {
    this.assertOpen(null);
    const value: unknown = await this.run(null, () => this.db.get('ui', UI_KEY));
    return isUiState(value) ? value : emptyUiState();
  }

  /** See {@link GameStore.setUi}. @throws StorageError 'corrupt' when `ui.draft.value` cannot be cloned */
  async setUi(ui: UiState): Promise<void> {
    this.assertOpen(null);
    await this.run(null, () => this.db.put('ui', ui, UI_KEY));
  }

  /** Closes the store: every later call rejects with StorageError 'closed'. */
  close(): void {
    if (!this.closedReason) this.closedReason = 'closed';
    this.db.close();
  }

  private assertOpen(gameId: string | null): void {
    if (this.closedReason) {
      throw new StorageError(
        'closed',
        this.closedReason === 'versionchange'
          ? 'the database was opened by a newer version of the app in another tab: reload'
          : 'the database connection is closed',
        gameId,
      );
    }
  }

  /** Runs `body`, turning whatever it throws into a StorageError. */
  private async run<T>(gameId: string | null, body: () => Promise<T>): Promise<T> {
    try {
      return await body();
    } catch (error) {
      throw this.toStorageError(error, gameId);
    }
  }

  /**
   * Runs `body` in one transaction over `games` and `events` and waits for it to commit. When
   * `body` throws, the transaction is aborted, so nothing of it is written. `body` must await
   * only requests of `tx`.
   */
  private async transact<T, M extends IDBTransactionMode>(
    gameId: string,
    mode: M,
    body: (tx: GameTx<M>) => Promise<T>,
  ): Promise<T> {
    this.assertOpen(gameId);
    return this.run(gameId, async () => {
      const tx: GameTx<M> = this.db.transaction(['games', 'events'], mode);
      const done = tx.done;
      done.catch(() => undefined); // Observed below, or superseded by the body's error.
      try {
        const result = await body(tx);
        await done;
        return result;
      } catch (error) {
        try {
          tx.abort();
        } catch {
          // Already aborted or finished.
        }
        throw error;
      }
    });
  }

  private toStorageError(error: unknown, gameId: string | null): StorageError {
    if (error instanceof StorageError) return error;
    const message = error instanceof Error ? error.message : String(error);
    switch (errorName(error)) {
      case 'QuotaExceededError':
        return new StorageError('quota', `not enough storage space: ${message}`, gameId, { cause: error });
      case 'InvalidStateError':
        if (!this.closedReason) this.closedReason = 'closed';
        return new StorageError('closed', `the database connection is closed: ${message}`, gameId, { cause: error });
      case 'DataCloneError':
        return new StorageError('corrupt', `the value cannot be stored: ${message}`, gameId, { cause: error });
      case 'ConstraintError':
        // An event number already taken: another tab wrote it (the count check normally says so first).
        return new StorageError('conflict', `the game changed in another tab: ${message}`, gameId, { cause: error });
      default:
        return new StorageError('unavailable', `the database failed: ${message}`, gameId, { cause: error });
    }
  }
}

/** The stored game of the record format `format`, or 'missing' / 'corrupt'. */
function checkEntry(id: string, entry: unknown, format: string): StoredGame {
  if (entry === undefined) throw new StorageError('missing', `game ${id} is not stored`, id);
  if (!isStoredGame(entry, format)) throw new StorageError('corrupt', `game ${id}: ${problemMessage(entry)}`, id);
  return entry;
}

/** 'conflict' unless the stored event count is `expected`. */
function expectCount(game: StoredGame, expected: number, id: string): void {
  if (game.meta.eventCount !== expected) {
    throw new StorageError(
      'conflict',
      `game ${id} changed in another tab: it has ${game.meta.eventCount} events, not ${expected}`,
      id,
    );
  }
}

/** The entry after a change: the caller's list entry with the store's id, creation time and count. */
function nextEntry(game: StoredGame, meta: MetaInput, eventCount: number, redo: StoredRecordEvent[]): StoredGame {
  return {
    ...game,
    meta: { ...meta, players: [...meta.players], id: game.id, createdAt: game.meta.createdAt, eventCount },
    redo,
  };
}
