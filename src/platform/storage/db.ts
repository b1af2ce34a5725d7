/**
 * The IndexedDB database of saved games (through idb): its typed schema, its version ladder with
 * the migration from the first layout, how a connection is opened and closed, and the checks of
 * the stored shapes that every store (IndexedDB or memory) shares.
 *
 * Layout, version 2 (current):
 * - `games`, key `id`: one {@link StoredGame} per game (its list entry, setup and redo stack;
 *   not its events), index `by-updated` on `meta.updatedAt`; a version-1 entry that could not be
 *   migrated is kept whole as a {@link KeptCorruptGame} so nothing is lost;
 * - `events`, key `[gameId, index]`: one {@link StoredEvent} per accepted event, so appending an
 *   event writes one small entry instead of the whole record;
 * - `ui`, out-of-line key: one entry, `'ui'`, holding the {@link UiState}.
 *
 * Version 1 (the first layout): `games`, key `id`, values `{ id, record, savedAt }` with the whole
 * record embedded ({@link V1Game}).
 */
import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase, IDBPTransaction } from 'idb';
// The registered game's replay is loaded on first need (registry.ts), not at start-up.
import { loadedReplay, loadReplay } from './registry.ts';
import type { GameReplay } from './registry.ts';
import type { SavedGameMeta, StoredRecord, StoredRecordEvent, UiState } from './types.ts';

import { DB_NAME } from './db-name.ts';

/** The default database name (db-name.ts). */
export { DB_NAME };
/** The current schema version (see the ladder in `upgrade`). */
export const DB_VERSION = 2;
/** The key of the one entry of the `ui` store. */
export const UI_KEY = 'ui';

/** A game as version 1 stored it: the whole record embedded. `savedAt`: ms since the epoch. */
export interface V1Game {
  id: string;
  record: unknown;
  savedAt: number;
}

/** A game in the `games` store (version 2): everything but its events. */
export interface StoredGame {
  id: string;
  /** The list entry (its `id` equals the entry's `id`). */
  meta: SavedGameMeta;
  /** The record's setup, as given when the game was created. */
  setup: object;
  /** The record format's name (the registered game's, else the game is unreadable). */
  format: string;
  /** Undone events, the next to redo last. */
  redo: StoredRecordEvent[];
}

/**
 * A version-1 entry that did not replay (or had no valid shape), kept as it was in `corrupt`
 * so that nothing is lost; `reason` says why (the game's message). The list reports it.
 */
export interface KeptCorruptGame {
  id: string;
  corrupt: unknown;
  reason: string;
}

/** One event of a game's log, number `index` (from 0). */
export interface StoredEvent {
  gameId: string;
  index: number;
  event: StoredRecordEvent;
}

/** The typed schema of the current version. */
export interface GameDbSchema extends DBSchema {
  games: {
    key: string;
    value: StoredGame | KeptCorruptGame;
    indexes: { 'by-updated': number };
  };
  events: {
    key: [string, number];
    value: StoredEvent;
  };
  ui: {
    key: string;
    value: UiState;
  };
}

export type GameDb = IDBPDatabase<GameDbSchema>;

/** Why this tab's connection ended: another tab asked for a newer version, or the browser closed it. */
export type ClosedReason = 'versionchange' | 'terminated';

export interface OpenGameDbOptions {
  /** Database name; default {@link DB_NAME} (tests use their own). */
  name?: string;
  /**
   * Called once this connection is closed because another tab opens a newer version (the
   * connection is closed first, so that tab can upgrade) or because the browser ended it. Every
   * later call on the store rejects with StorageError 'closed'; the UI should ask for a reload.
   */
  onClosed?: (reason: ClosedReason) => void;
  /** Called when an older connection in another tab keeps this one from upgrading; opening waits. */
  onBlocked?: () => void;
}

/**
 * Opens (creating or upgrading as needed) the database at {@link DB_VERSION}.
 * Every version-1 game is migrated inside the upgrade transaction (see `migrateV1`). The migration
 * replays each game with the registered game's replay (registry.ts), and nothing else can be
 * awaited inside an upgrade: when a version-1 database is found before the replay is loaded, that
 * first upgrade is aborted at once (nothing changes), the replay is loaded, and the database is
 * opened again. This happens once per device, at the upgrade.
 * @throws whatever `indexedDB.open` raises (SecurityError, VersionError when a newer version of
 *   the app has upgraded the database, AbortError when the upgrade failed: then nothing changed);
 *   Error when a version-1 database needs the replay and no game is registered (a programming error)
 */
export async function openGameDb(options: OpenGameDbOptions = {}): Promise<GameDb> {
  let needsReplay = false;
  try {
    return await openOnce(options, () => (needsReplay = true));
  } catch (error) {
    if (!needsReplay) throw error;
  }
  await loadReplay();
  return openOnce(options, () => undefined);
}

/** One `indexedDB.open`; `needsReplay` is called when a version-1 upgrade is aborted for want of the replay. */
function openOnce(options: OpenGameDbOptions, needsReplay: () => void): Promise<GameDb> {
  return openDB<GameDbSchema>(options.name ?? DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion, _newVersion, tx) {
      // An aborted upgrade is reported by the open request (openDB rejects); `done` is not awaited.
      tx.done.catch(() => undefined);
      const replay = loadedReplay();
      if (oldVersion >= 1 && oldVersion < 2 && !replay) {
        needsReplay();
        tx.abort();
        return;
      }
      if (oldVersion < 1) {
        db.createObjectStore('games', { keyPath: 'id' });
      }
      if (oldVersion < 2) {
        tx.objectStore('games').createIndex('by-updated', 'meta.updatedAt');
        db.createObjectStore('events', { keyPath: ['gameId', 'index'] });
        db.createObjectStore('ui');
        // A new database (version 0) has no version-1 games, and needs no replay.
        if (!replay) return;
        // Only requests of this transaction are awaited; any unexpected failure aborts the whole
        // upgrade, which leaves the version-1 data untouched.
        migrateV1(tx, replay).catch(() => {
          try {
            tx.abort();
          } catch {
            // Already finished or aborting.
          }
        });
      }
    },
    blocked() {
      options.onBlocked?.();
    },
    blocking(_currentVersion, _blockedVersion, event) {
      (event.target as IDBDatabase).close();
      options.onClosed?.('versionchange');
    },
    terminated() {
      options.onClosed?.('terminated');
    },
  });
}

type UpgradeTx = IDBPTransaction<GameDbSchema, ('games' | 'events' | 'ui')[], 'versionchange'>;

/**
 * Version 1 → 2: each `{ id, record, savedAt }` becomes a {@link StoredGame} with its events in
 * `events` and its list entry computed by replaying the record with `replay` (createdAt =
 * updatedAt = savedAt); an entry that does not replay becomes a {@link KeptCorruptGame} holding
 * the entry unchanged.
 */
async function migrateV1(tx: UpgradeTx, replay: GameReplay): Promise<void> {
  const games = tx.objectStore('games');
  const events = tx.objectStore('events');
  const keys = await games.getAllKeys();
  const values = (await games.getAll()) as unknown[];
  const writes: Promise<unknown>[] = [];
  values.forEach((value, i) => {
    const key = keys[i]!;
    const migrated = migrateV1Game(key, value, replay);
    writes.push(games.put(migrated.game));
    for (const event of migrated.events) writes.push(events.put(event));
  });
  await Promise.all(writes);
}

function migrateV1Game(key: string, value: unknown, replay: GameReplay): { game: StoredGame | KeptCorruptGame; events: StoredEvent[] } {
  try {
    const id = isRecordObject(value) ? value.id : undefined;
    if (!isRecordObject(value) || typeof id !== 'string') throw new Error('not a saved game (no id)');
    const { record, savedAt } = value;
    const entry = replay.replayVersion1(record);
    // The game's replay accepted it; its shape is checked again, as storage keeps it.
    if (!isStoredRecord(record)) throw new Error('not a game record (format, setup, events)');
    const { format, setup, events } = record;
    const time = typeof savedAt === 'number' && Number.isFinite(savedAt) ? savedAt : Date.now();
    const meta: SavedGameMeta = { ...entry, id, createdAt: time, updatedAt: time };
    return {
      game: { id, meta, setup, format, redo: [] },
      events: events.map((event, index) => ({ gameId: id, index, event })),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { game: { id: key, corrupt: value, reason }, events: [] };
  }
}


function isRecordObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Whether `value` has the shape of a list entry (ids, times in ms, counts, the phase and the winner as the game's non-empty words). */
export function isSavedGameMeta(value: unknown): value is SavedGameMeta {
  if (!isRecordObject(value)) return false;
  const m = value;
  return (
    typeof m.id === 'string' &&
    Array.isArray(m.players) &&
    m.players.every((p) => typeof p === 'string') &&
    isTime(m.createdAt) &&
    isTime(m.updatedAt) &&
    isCount(m.eventCount) &&
    typeof m.phase === 'string' && m.phase !== '' &&
    isCount(m.successes) &&
    isCount(m.failures) &&
    (m.winner === null || (typeof m.winner === 'string' && m.winner !== '')) &&
    (m.names === undefined || (typeof m.names === 'string' && m.names !== ''))
  );
}

/** Whether `value` has the shape of a record as storage keeps it (a format's name, a setup object, a list of event objects). */
export function isStoredRecord(value: unknown): value is StoredRecord {
  return (
    isRecordObject(value) &&
    typeof value.format === 'string' &&
    isRecordObject(value.setup) &&
    Array.isArray(value.events) &&
    value.events.every(isRecordObject)
  );
}

/**
 * Whether `value` has the shape of a {@link StoredGame} of the record format `format` (the
 * registered game's: registry.ts). The setup and events themselves are checked by replaying them
 * when the game is loaded.
 */
export function isStoredGame(value: unknown, format: string): value is StoredGame {
  return (
    isRecordObject(value) &&
    typeof value.id === 'string' &&
    isSavedGameMeta(value.meta) &&
    value.meta.id === value.id &&
    isRecordObject(value.setup) &&
    value.format === format &&
    Array.isArray(value.redo) &&
    value.redo.every(isRecordObject)
  );
}

/** Whether `value` is a version-1 entry kept because it could not be migrated. */
export function isKeptCorruptGame(value: unknown): value is KeptCorruptGame {
  return isRecordObject(value) && 'corrupt' in value && typeof value.reason === 'string';
}

/** Whether `value` has the shape of a {@link UiState}. */
export function isUiState(value: unknown): value is UiState {
  if (!isRecordObject(value)) return false;
  const { gameId, focus, draft } = value;
  return (
    (gameId === null || typeof gameId === 'string') &&
    (focus === null || typeof focus === 'string') &&
    (draft === null || (isRecordObject(draft) && isCount(draft.eventCount) && 'value' in draft))
  );
}

/** The UI state before anything was saved. */
export function emptyUiState(): UiState {
  return { gameId: null, focus: null, draft: null };
}

/** Most recently changed first; then most recently created; then by id (a stable order). */
export function compareMeta(a: SavedGameMeta, b: SavedGameMeta): number {
  return b.updatedAt - a.updatedAt || b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The sentence the list shows for an entry that cannot be read. */
export function problemMessage(value: unknown): string {
  if (isKeptCorruptGame(value)) return `saved by an earlier version and cannot be replayed: ${value.reason}`;
  return 'not a valid saved game';
}
