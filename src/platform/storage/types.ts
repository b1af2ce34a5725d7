/**
 * The storage contract: how games are kept on this device (IndexedDB through idb, or memory when
 * IndexedDB cannot be used). Games are stored as their setup plus their event log
 * (resistance-record/1), one event per accepted action, each written in one transaction before
 * the action is announced as done.
 */
import type { GameEvent, GameRecord, Phase, Side } from '../../games/resistance/engine.ts';

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
  phase: Phase;
  successes: number;
  failures: number;
  winner: Side | null;
}

/** A saved game: its list entry, its record, and the events undone and not yet redone. */
export interface SavedGame {
  meta: SavedGameMeta;
  record: GameRecord;
  /** Undone events, the next to redo last (a stack). */
  redo: GameEvent[];
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
  /** A stored entry is not a valid game (unknown shape, record that does not replay). */
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

  /** Every readable game, most recently changed first, and the entries that could not be read. */
  list(): Promise<{ games: SavedGameMeta[]; problems: StorageProblem[] }>;
  /** One game. @throws StorageError 'missing' or 'corrupt' */
  load(id: string): Promise<SavedGame>;
  /**
   * Stores a new game from a record that the engine accepted (`record` replays without error).
   * @returns its list entry, with a fresh id
   */
  create(record: GameRecord): Promise<SavedGameMeta>;
  /**
   * Appends one accepted event, as event number `index` (the stored count must equal `index`,
   * else 'conflict' and nothing is written), updates the list entry and clears the redo stack.
   * @param meta the list entry after the event (the caller computes it from the engine state)
   */
  append(id: string, index: number, event: GameEvent, meta: Omit<SavedGameMeta, 'id' | 'createdAt'>): Promise<void>;
  /**
   * Removes the last event (its number must be `index`), pushes it on the redo stack and updates
   * the list entry, in one transaction. @returns the removed event
   */
  undo(id: string, index: number, meta: Omit<SavedGameMeta, 'id' | 'createdAt'>): Promise<GameEvent>;
  /**
   * Pops the redo stack and appends that event as number `index`, in one transaction.
   * @returns the redone event
   */
  redo(id: string, index: number, meta: Omit<SavedGameMeta, 'id' | 'createdAt'>): Promise<GameEvent>;
  /** Deletes a game and its events. */
  remove(id: string): Promise<void>;
  /** Where the user was (see {@link UiState}). */
  getUi(): Promise<UiState>;
  setUi(ui: UiState): Promise<void>;
  /** Closes the connection. */
  close(): void;
}
