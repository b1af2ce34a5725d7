/**
 * The games of this tab, in memory: used when IndexedDB cannot be opened (private browsing,
 * storage disabled, an old browser) or stops working (see the session). Nothing survives a
 * reload. Same semantics as the IndexedDB store: the event-count checks ('conflict' and nothing
 * written), the redo stack, the list order, the record replayed on `load` by the registered game
 * (registry.ts), 'closed' after `close()`. Values are copied in and out (structuredClone), as
 * IndexedDB does.
 */
import { compareMeta, emptyUiState } from './db.ts';
import { loadReplay, storedGameFormat, storedGameMigrations } from './registry.ts';
import { migrateListEntry } from './migrations.ts';
import { StorageError } from './types.ts';
import type { GameStore, SavedGame, SavedGameMeta, SavedGameMetaInput as MetaInput, StorageProblem, StoredRecord, StoredRecordEvent, UiState } from './types.ts';

interface MemoryGame {
  meta: SavedGameMeta;
  /** The record format's name (the registered game's when the game was stored). */
  format: string;
  setup: object;
  events: StoredRecordEvent[];
  redo: StoredRecordEvent[];
}

/** The `GameStore` in memory (`kind: 'memory'`). */
export class MemoryGameStore implements GameStore {
  readonly kind = 'memory' as const;
  private readonly games = new Map<string, MemoryGame>();
  private ui: UiState = emptyUiState();
  private closed = false;

  /** @param unavailableReason why IndexedDB is not used (shown to the user) */
  constructor(readonly unavailableReason: string) {}

  /**
   * See {@link GameStore.list}; memory holds only games that replayed, so `problems` lists only
   * games of another format than the registered game's (a game registered after they were stored).
   */
  async list(): Promise<{ games: SavedGameMeta[]; problems: StorageProblem[] }> {
    this.assertOpen(null);
    const format = storedGameFormat();
    const problems: StorageProblem[] = [...this.games.values()]
      .filter((g) => g.format !== format)
      .map((g) => ({ gameId: g.meta.id, message: 'not a valid saved game' }));
    const migrations = storedGameMigrations();
    const games = [...this.games.values()]
      .filter((g) => g.format === format)
      .map((g) => migrateListEntry(structuredClone(g.meta), g.setup, migrations))
      .sort(compareMeta);
    return { games, problems };
  }

  /**
   * See {@link GameStore.load}: the record's events come in index order and the whole record is
   * replayed by the registered game. @throws StorageError 'missing'; 'corrupt' (with the game's message)
   */
  async load(id: string): Promise<SavedGame> {
    const format = storedGameFormat();
    const game = this.get(id);
    if (game.format !== format) throw new StorageError('corrupt', `game ${id}: not a valid saved game`, id);
    const replay = await loadReplay();
    const { record, migrations } = replay.migrate(structuredClone({ format: game.format, setup: game.setup, events: game.events }));
    await replay.checkStoredRecord(id, record);
    return { meta: structuredClone(game.meta), record, redo: structuredClone(game.redo), ...(migrations.length > 0 ? { migrations } : {}) };
  }

  /**
   * See {@link GameStore.create}: a fresh id (crypto.randomUUID), the list entry computed by
   * replaying `record` (the registered game's replay), createdAt = updatedAt = Date.now().
   * @throws StorageError 'corrupt' when `record` does not replay
   */
  async create(record: StoredRecord): Promise<SavedGameMeta> {
    this.assertOpen(null);
    return this.store(crypto.randomUUID(), record, []);
  }

  /**
   * Stores a game under a given id (replacing any game of that id), with its redo stack: how the
   * session moves a game here when IndexedDB fails mid-game. `createdAt` = `updatedAt` = now.
   * @throws StorageError 'corrupt' when the record does not replay; 'closed' after `close()`
   */
  async adopt(id: string, record: StoredRecord, redo: StoredRecordEvent[]): Promise<SavedGameMeta> {
    this.assertOpen(id);
    return this.store(id, record, redo);
  }

  /** See {@link GameStore.append}. `meta.eventCount` is stored as `index + 1` whatever is passed. */
  async append(id: string, index: number, event: StoredRecordEvent, meta: MetaInput): Promise<void> {
    const game = this.get(id);
    expectCount(game, index, id);
    const copy = structuredClone(event);
    const next = nextMeta(game, meta, index + 1);
    game.events.push(copy);
    game.redo = [];
    game.meta = next;
  }

  /** See {@link GameStore.undo}: the stored count must be `index + 1`, else 'conflict'. */
  async undo(id: string, index: number, meta: MetaInput): Promise<StoredRecordEvent> {
    const game = this.get(id);
    expectCount(game, index + 1, id);
    const next = nextMeta(game, meta, index);
    const event = game.events.pop()!;
    game.redo.push(event);
    game.meta = next;
    return structuredClone(event);
  }

  /** See {@link GameStore.redo}: the stored count must be `index` and the redo stack not empty, else 'conflict'. */
  async redo(id: string, index: number, meta: MetaInput): Promise<StoredRecordEvent> {
    const game = this.get(id);
    expectCount(game, index, id);
    if (game.redo.length === 0) throw new StorageError('conflict', `game ${id}: there is no undone event to redo`, id);
    const next = nextMeta(game, meta, index + 1);
    const event = game.redo.pop()!;
    game.events.push(event);
    game.meta = next;
    return structuredClone(event);
  }

  /** See {@link GameStore.rewrite}: the stored count must be `index`, else 'conflict'. */
  async rewrite(id: string, index: number, events: StoredRecordEvent[], meta: MetaInput, redo: StoredRecordEvent[]): Promise<void> {
    const game = this.get(id);
    expectCount(game, index, id);
    const next = nextMeta(game, meta, events.length);
    game.events = structuredClone(events);
    game.redo = structuredClone(redo);
    game.meta = next;
  }

  /** See {@link GameStore.remove}; removing a game that is not stored does nothing. */
  async remove(id: string): Promise<void> {
    this.assertOpen(id);
    this.games.delete(id);
  }

  /** See {@link GameStore.getUi}; the empty state until `setUi` is called. */
  async getUi(): Promise<UiState> {
    this.assertOpen(null);
    return structuredClone(this.ui);
  }

  /** @throws StorageError 'corrupt' when `ui.draft.value` cannot be cloned */
  async setUi(ui: UiState): Promise<void> {
    this.assertOpen(null);
    try {
      this.ui = structuredClone(ui);
    } catch (error) {
      throw new StorageError('corrupt', `the value cannot be stored: ${(error as Error).message}`, null, { cause: error });
    }
  }

  /** Closes the store: every later call rejects with StorageError 'closed'. */
  close(): void {
    this.closed = true;
  }

  /** Replays `record` (the registered game's replay, loaded on first need) and stores it under `id`. */
  private async store(id: string, record: StoredRecord, redo: StoredRecordEvent[]): Promise<SavedGameMeta> {
    const format = storedGameFormat();
    // A record of an earlier build is stored as written and checked as every read will give it: migrated.
    const replay = await loadReplay();
    const entry = await replay.replayForStore(replay.migrate(record).record);
    const now = Date.now();
    const meta: SavedGameMeta = { ...entry, id, createdAt: now, updatedAt: now };
    this.games.set(id, structuredClone({ meta, format, setup: record.setup, events: record.events, redo }));
    return structuredClone(meta);
  }

  private get(id: string): MemoryGame {
    this.assertOpen(id);
    const game = this.games.get(id);
    if (!game) throw new StorageError('missing', `game ${id} is not stored`, id);
    return game;
  }

  private assertOpen(gameId: string | null): void {
    if (this.closed) throw new StorageError('closed', 'the store is closed', gameId);
  }
}

function expectCount(game: MemoryGame, expected: number, id: string): void {
  if (game.events.length !== expected) {
    throw new StorageError('conflict', `game ${id} changed: it has ${game.events.length} events, not ${expected}`, id);
  }
}

/** The caller's list entry with the store's id, creation time and event count. */
function nextMeta(game: MemoryGame, meta: MetaInput, eventCount: number): SavedGameMeta {
  return structuredClone({ ...meta, id: game.meta.id, createdAt: game.meta.createdAt, eventCount });
}
