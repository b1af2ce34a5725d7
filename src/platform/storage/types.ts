/**
 * The storage contract: how games are kept on this device (IndexedDB through idb, or memory when
 * IndexedDB cannot be used). Games are stored as their setup plus their event log (the game's
 * record format, e.g. resistance-record/1), one event per accepted action, each written in one
 * transaction before the action is announced as done. Storage knows no game: the game registers
 * its record format and its replay (registry.ts), and its code narrows these types to its own.
 */

/** One event of a game's log, as storage keeps it: an object of the game's own shape. */
export type StoredRecordEvent = object;

/**
 * A game's record as storage keeps it: the name of its format, the setup as given when the game
 * was created, and the log of accepted events, oldest first. The registered game's replay checks
 * that a record replays before it is stored and when it is loaded (registry.ts).
 */
export interface StoredRecord {
  format: string;
  setup: object;
  events: StoredRecordEvent[];
}

/** What the saved-games list shows of a game, kept next to it so the list needs no replay. */
export interface SavedGameMeta {
  /** A random id (crypto.randomUUID). */
  id: string;
  players: string[];
  /** Milliseconds since the epoch (Date.now()) of creation and of the last change. */
  createdAt: number;
  updatedAt: number;
  /** Number of events in the log. */
  eventCount: number;
  /** The game's phase, in the game's words (e.g. 'vote'); never empty. */
  phase: string;
  successes: number;
  failures: number;
  /** The winning side, in the game's words (e.g. 'spies'), or null while the game goes on. */
  winner: string | null;
  /** The names the table plays under, in the game's words (e.g. 'avalon'), when not the game's own: the list says the game in them. */
  names?: string;
}

/**
 * A list entry as the game computes it from a state (`updatedAt` = now; `eventCount` = the
 * state's events): the store sets `id` and `createdAt`, and the event count it knows.
 */
export type SavedGameMetaInput = Omit<SavedGameMeta, 'id' | 'createdAt'>;

/** A saved game: its list entry, its record, and the events undone and not yet redone. */
export interface SavedGame {
  meta: SavedGameMeta;
  record: StoredRecord;
  /**
   * Undone events, the next to redo last (a stack): the events the game gave the store, whose
   * engine checks each again when it is redone.
   */
  redo: StoredRecordEvent[];
  /**
   * The ids of the game's record migrations that applied as it was read (migrations.ts), when any:
   * `record` is then the migrated record (the store keeps it as written), and the game says why it
   * opens differently.
   */
  migrations?: string[];
}

/**
 * Where the user was, so that a reload reopens the same game at the same step with focus on the
 * same control. `focus` is a CSS selector of the focused control inside the app (no secrets).
 */
export interface UiState {
  gameId: string | null;
  focus: string | null;
  /** Unsent input of the current step (chosen team, ticked votes…), keyed by the event count. */
  draft: { eventCount: number; value: unknown } | null;
}

/** Why a storage call failed. */
export type StorageErrorKind =
  /** IndexedDB cannot be opened here (private browsing, disabled, old browser). */
  | 'unavailable'
  /** The browser refused the write for lack of space. */
  | 'quota'
  /** A stored entry is not a valid game (unknown shape, record that does not replay, another game's format). */
  | 'corrupt'
  /** The game changed in another tab since this tab read it: nothing was written. */
  | 'conflict'
  /** The game is not stored (deleted, or never saved). */
  | 'missing'
  /** This tab's connection was closed so another tab can upgrade the database. */
  | 'closed';

/** A storage failure, with a kind the UI turns into a sentence. */
export class StorageError extends Error {
  readonly kind: StorageErrorKind;
  /** The game concerned, if any. */
  readonly gameId: string | null;

  constructor(kind: StorageErrorKind, message: string, gameId: string | null = null, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
    this.kind = kind;
    this.gameId = gameId;
  }
}

/** A stored entry that could not be read; the list skips it and says so. */
export interface StorageProblem {
  gameId: string;
  message: string;
}

/**
 * The games of this device. Every method that writes does so in one transaction: either all of
 * it is stored or nothing is. Methods reject with {@link StorageError}.
 */
export interface GameStore {
  /** 'indexeddb' when games survive a reload; 'memory' when they do not (see `unavailableReason`). */
  readonly kind: 'indexeddb' | 'memory';
  /** Why IndexedDB could not be used, when `kind` is 'memory'. */
  readonly unavailableReason: string | null;

  /**
   * Every readable game, most recently changed first, and the entries that could not be read
   * (another format than the registered game's is one). Needs no replay: each entry is the stored
   * one through the game's record migrations (migrations.ts `listEntry`), as the game will open.
   * @throws Error when no game is registered (registry.ts)
   */
  list(): Promise<{ games: SavedGameMeta[]; problems: StorageProblem[] }>;
  /**
   * One game, its record migrated by the registered game's record migrations (migrations.ts:
   * `SavedGame.migrations` names those that applied) and checked by its replay.
   * @throws StorageError 'missing' or 'corrupt'; Error when no game is registered (registry.ts)
   */
  load(id: string): Promise<SavedGame>;
  /**
   * Stores a new game from a record that the game's engine accepted (`record` replays without
   * error, once through the game's record migrations: a record of an earlier build is stored as
   * written, and every `load` migrates it).
   * @returns its list entry (computed by the registered game's replay), with a fresh id
   * @throws StorageError 'corrupt' when it does not replay; Error when no game is registered (registry.ts)
   */
  create(record: StoredRecord): Promise<SavedGameMeta>;
  /**
   * Appends one accepted event, as event number `index` (the stored count must equal `index`,
   * else 'conflict' and nothing is written), updates the list entry and clears the redo stack.
   * @param meta the list entry after the event (the game computes it from its state)
   */
  append(id: string, index: number, event: StoredRecordEvent, meta: SavedGameMetaInput): Promise<void>;
  /**
   * Removes the last event (its number must be `index`), pushes it on the redo stack and updates
   * the list entry, in one transaction. @returns the removed event
   */
  undo(id: string, index: number, meta: SavedGameMetaInput): Promise<StoredRecordEvent>;
  /**
   * Pops the redo stack and appends that event as number `index`, in one transaction.
   * @returns the redone event
   */
  redo(id: string, index: number, meta: SavedGameMetaInput): Promise<StoredRecordEvent>;
  /**
   * Replaces the whole event log by `events` (a correction of an earlier event, replayed by the
   * game's engine before it is given here), the stored count being `index` (else 'conflict' and
   * nothing written), sets the redo stack to `redo` and updates the list entry, in one transaction.
   * `meta.eventCount` is stored as `events.length`.
   */
  rewrite(id: string, index: number, events: StoredRecordEvent[], meta: SavedGameMetaInput, redo: StoredRecordEvent[]): Promise<void>;
  /** Deletes a game and its events. */
  remove(id: string): Promise<void>;
  /** Where the user was (see {@link UiState}). */
  getUi(): Promise<UiState>;
  setUi(ui: UiState): Promise<void>;
  /** Closes the connection. */
  close(): void;
}
