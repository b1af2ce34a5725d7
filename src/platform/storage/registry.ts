/**
 * The game whose records storage keeps (one per app, like the rules reference and the room
 * pages): the game registers its record format and a loader of its replay at start-up
 * (`registerStoredGame`, from the game's app.ts and its own storage registration). Storage knows
 * no game: it checks a stored game's format against the registered one, and asks the registered
 * replay to check a record and to compute its list entry.
 *
 * The replay (with the game's engine) is loaded the first time a store loads, creates or adopts a
 * game, or when a version-1 database is upgraded: opening the store and listing its games need
 * none of it, so it stays off the start-up path (start-up JavaScript budget, docs/performance.md).
 */
import type { MigratedRecord, RecordMigration } from './migrations.ts';
import type { SavedGameMetaInput, StoredRecord } from './types.ts';

/** The game's replay, as storage uses it. Every method loads first whatever the record's setup needs, except the synchronous one. */
export interface GameReplay {
  /**
   * Replays a record a store is asked to create (or adopt).
   * @returns the list entry of its last state (`updatedAt` = now, `eventCount` = its events)
   * @throws StorageError 'corrupt' with the game's message (e.g. `event N: … (RULE-ID)`) when it does not replay
   */
  replayForStore(record: StoredRecord): Promise<SavedGameMetaInput>;
  /**
   * The game's record migrations applied to a stored record (migrations.ts), before it is checked
   * and replayed: the record to replay and the ids of the migrations that applied (none: the record as given).
   */
  migrate(record: StoredRecord): MigratedRecord;
  /**
   * Checks that the stored game `id` replays.
   * @throws StorageError 'corrupt' (`game ID: ` and the game's message) when it does not
   */
  checkStoredRecord(id: string, record: StoredRecord): Promise<void>;
  /**
   * Replays a record as version 1 of the database stored it, synchronously: the version-1
   * migration runs inside an IndexedDB upgrade, where nothing else can be awaited (db.ts).
   * @param record the stored value, unchecked
   * @returns the list entry of its last state
   * @throws Error with the game's message (e.g. `event 0: …`) when it does not replay
   */
  replayVersion1(record: unknown): SavedGameMetaInput;
}

/** What a game registers with storage. */
export interface StoredGameDefinition {
  /** The name of the game's record format (e.g. 'resistance-record/1'): a stored game of another format is unreadable. */
  format: string;
  /** Loads the game's replay (a dynamic import: the engine stays off the start-up path). */
  loadReplay: () => Promise<GameReplay>;
  /**
   * The game's record migrations (migrations.ts), the same its replay applies: pure data, no
   * engine. The list shows each stored entry through their `listEntry`; none when left out.
   */
  migrations?: readonly RecordMigration[];
}

interface Registration {
  game: StoredGameDefinition;
  /** The replay once loaded: the version-1 migration needs it synchronously. */
  replay: GameReplay | null;
}

let registration: Registration | null = null;

/**
 * Registers the game whose records storage keeps, replacing any game registered before (the
 * replay it loaded is forgotten). Call it before a store is used.
 * @returns a function that removes this registration again (for tests), when it is still the one in force
 */
export function registerStoredGame(game: StoredGameDefinition): () => void {
  const mine: Registration = { game, replay: null };
  registration = mine;
  return () => {
    if (registration === mine) registration = null;
  };
}

/** The registration in force. @throws Error (a programming error) when no game is registered */
function registered(): Registration {
  if (!registration) {
    throw new Error('no game is registered with storage: the game calls registerStoredGame at start-up, before a store is used');
  }
  return registration;
}

/**
 * The record format of the registered game.
 * @throws Error (a programming error) when no game is registered
 */
export function storedGameFormat(): string {
  return registered().game.format;
}

/**
 * The registered game's record migrations, for its list entries (none when it gives none).
 * @throws Error (a programming error) when no game is registered
 */
export function storedGameMigrations(): readonly RecordMigration[] {
  return registered().game.migrations ?? [];
}

/**
 * Loads the registered game's replay the first time a store needs it; later calls resolve with
 * the same replay.
 * @throws Error (a programming error) when no game is registered; whatever the game's loader
 *   rejects with (a chunk that cannot be fetched)
 */
export async function loadReplay(): Promise<GameReplay> {
  const mine = registered();
  const replay = mine.replay ?? (await mine.game.loadReplay());
  mine.replay = replay;
  return replay;
}

/** The registered game's replay if it is loaded already, else null (also when no game is registered). */
export function loadedReplay(): GameReplay | null {
  return registration?.replay ?? null;
}

/** Whether the registered game's replay has been loaded (tests check that opening and listing do not need it). */
export function replayLoaded(): boolean {
  return loadedReplay() !== null;
}
