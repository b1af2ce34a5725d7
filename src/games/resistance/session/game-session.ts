/**
 * The running game on this device: its state (the fold of its events), and the only way the UI
 * changes it. Every accepted action is validated by the engine, then written to the game store in
 * one transaction, and only then committed in memory and reported, so nothing is announced as
 * done before it is saved. Undo and redo replay the log (unlimited within a game).
 *
 * A correction of an earlier event (`correct`) replaces it and replays every later event
 * on top (core/correct.ts), then rewrites the stored log in one transaction. It is undone and
 * redone like an event, in its place among the events (`correctionToUndo`, `undoCorrection`…),
 * while the game stays open: the store keeps the log, not the log before a correction, so after a
 * reload a correction is part of the game and undo takes back events one by one.
 *
 * When the store cannot write (storage full, database closed by another tab), the game goes on in
 * memory: the session moves to a memory store seeded with the game and reports the problem once.
 *
 * The app loads this module (with the engine it imports) when a game is opened or started, not at
 * start-up (rs-app's game module, game-screen.ts: start-up JavaScript budget, docs/performance.md).
 */
import { step } from '../core/reducer.ts';
import { replayRecord, toRecord, withoutLastEvent } from '../core/record.ts';
import { correctEvent } from '../core/correct.ts';
import { createGame } from '../core/setup.ts';
import { loadEngineFor } from '../storage/engine-loader.ts';
import type { Consequence, GameEvent, GameSetupInput, GameState } from '../engine.ts';
import { MemoryGameStore } from '../../../platform/storage/memory-store.ts';
import '../storage/registration.ts';
import { metaFromState } from '../storage/replay.ts';
import { StorageError } from '../../../platform/storage/types.ts';
import type { GameStore, SavedGame } from '../../../platform/storage/types.ts';

/** What the session tells its owner beyond state changes. */
export interface SessionNotice {
  /** The store failed and the game now lives in memory only (`error.kind`: 'quota', 'closed'…). */
  kind: 'memory-only';
  error: StorageError;
}

/**
 * A correction made in this session (see {@link GameSession.correct}): event `index` was `original`
 * and is now `replacement`; the log was `before` and is `after` (the same length).
 */
export interface CorrectionStep {
  index: number;
  original: GameEvent;
  replacement: GameEvent;
  before: GameEvent[];
  after: GameEvent[];
}

/** What redo applies again: an undone event (also on the store's redo stack), or an undone correction. */
type RedoEntry = { event: GameEvent } | { correction: CorrectionStep };

export class GameSession {
  private current: GameState;
  private redoStack: RedoEntry[];
  /** Corrections made while the game is open, the latest last (undone while the log is as they left it). */
  private corrections: CorrectionStep[] = [];
  private storeInUse: GameStore;
  /** Called when the session had to leave the store (see {@link SessionNotice}). */
  onNotice: ((notice: SessionNotice) => void) | null = null;

  private constructor(
    readonly id: string,
    state: GameState,
    redo: GameEvent[],
    store: GameStore,
    /** The record migrations that applied as the saved game was read (storage/migrations.ts ids; none for a new game). */
    readonly migrations: readonly string[] = [],
  ) {
    this.current = state;
    this.redoStack = redo.map((event) => ({ event }));
    this.storeInUse = store;
  }

  /**
   * Starts a new game and saves it.
   * @throws RuleError when the setup breaks a rule (R-SET-*); StorageError when it cannot be saved
   */
  static async create(store: GameStore, setup: GameSetupInput): Promise<GameSession> {
    await loadEngineFor(setup);
    const state = createGame(setup);
    const meta = await store.create(toRecord(state));
    return new GameSession(meta.id, state, [], store);
  }

  /**
   * Opens a saved game at its last step, read through the game's record migrations
   * (`migrations`: those that applied).
   * @throws StorageError 'missing' or 'corrupt'
   */
  static async open(store: GameStore, id: string): Promise<GameSession> {
    const saved = await store.load(id);
    let state: GameState;
    try {
      state = replayRecord(saved.record);
    } catch (error) {
      throw new StorageError('corrupt', (error as Error).message, id, { cause: error });
    }
    return new GameSession(id, state, redoEvents(saved), store, saved.migrations ?? []);
  }

  get state(): GameState {
    return this.current;
  }

  /** The store the game is written to (a memory store after a storage failure). */
  get store(): GameStore {
    return this.storeInUse;
  }

  get canUndo(): boolean {
    return this.current.events.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** The event that `redo()` would apply again, if any (`null` too when a correction is next: {@link correctionToRedo}). */
  get nextRedo(): GameEvent | null {
    const top = this.redoStack[this.redoStack.length - 1];
    return top && 'event' in top ? top.event : null;
  }

  /**
   * The correction that undo takes back next, if any: the latest correction of this session, when
   * the log is as it left it (events recorded after it are undone first).
   */
  get correctionToUndo(): CorrectionStep | null {
    const top = this.corrections[this.corrections.length - 1];
    return top && sameLog(this.current.events, top.after) ? top : null;
  }

  /** The undone correction that redo applies again next, if any (see {@link redoCorrection}). */
  get correctionToRedo(): CorrectionStep | null {
    const top = this.redoStack[this.redoStack.length - 1];
    return top && 'correction' in top ? top.correction : null;
  }

  /** The events the store keeps to redo: the redo stack without the corrections. */
  private storedRedo(stack: RedoEntry[] = this.redoStack): GameEvent[] {
    return stack.flatMap((entry) => ('event' in entry ? [entry.event] : []));
  }

  /**
   * Applies one event: validates it, saves it, then commits it.
   * @returns what the event changed, for the announcer
   * @throws RuleError naming the rule the event breaks (nothing saved, state unchanged);
   *   StorageError 'conflict' when another tab changed the game (nothing saved: call `reload()`)
   */
  async dispatch(event: GameEvent): Promise<Consequence> {
    const { state, consequence } = step(this.current, event);
    const accepted = state.events[state.events.length - 1]!;
    await this.write((store) => store.append(this.id, this.current.events.length, accepted, metaFromState(state)));
    this.current = state;
    this.redoStack = [];
    return consequence;
  }

  /**
   * Corrects event `index` of the log: `replacement` in its place, every later event replayed on
   * top by the engine (core/correct.ts `correctEvent`), the new log saved in one transaction, the
   * redo stack cleared (as by any new action). Undone by {@link undoCorrection}.
   * @throws CorrectionError naming the first event of the new log that breaks a rule, its index and
   *   rule id (nothing saved, state unchanged); StorageError 'conflict' as for `dispatch`
   */
  async correct(index: number, replacement: GameEvent): Promise<CorrectionStep> {
    const before = this.current.events;
    const state = correctEvent(this.current.setup, before, index, replacement);
    await this.write((store) => store.rewrite(this.id, before.length, state.events, metaFromState(state), []));
    const correction: CorrectionStep = { index, original: before[index]!, replacement: state.events[index]!, before, after: state.events };
    this.current = state;
    this.redoStack = [];
    this.corrections = [...this.corrections, correction];
    return correction;
  }

  /**
   * Takes back {@link correctionToUndo}: the log as it was before it (saved first, in one
   * transaction); redo applies it again.
   * @returns the correction undone, or `null` when undo's next step is not a correction
   */
  async undoCorrection(): Promise<CorrectionStep | null> {
    const correction = this.correctionToUndo;
    if (!correction) return null;
    const state = replayRecord({ ...toRecord(this.current), events: correction.before });
    const redo = [...this.redoStack, { correction }];
    await this.write((store) => store.rewrite(this.id, this.current.events.length, state.events, metaFromState(state), this.storedRedo(redo)));
    this.current = state;
    this.redoStack = redo;
    this.corrections = this.corrections.slice(0, -1);
    return correction;
  }

  /**
   * Applies {@link correctionToRedo} again (saved first).
   * @returns the correction redone, or `null` when redo's next step is not a correction
   */
  async redoCorrection(): Promise<CorrectionStep | null> {
    const correction = this.correctionToRedo;
    if (!correction) return null;
    const state = replayRecord({ ...toRecord(this.current), events: correction.after });
    const redo = this.redoStack.slice(0, -1);
    await this.write((store) => store.rewrite(this.id, this.current.events.length, state.events, metaFromState(state), this.storedRedo(redo)));
    this.current = state;
    this.redoStack = redo;
    this.corrections = [...this.corrections, correction];
    return correction;
  }

  /**
   * Takes back the last event (saved first, in one transaction). When undo's next step is a
   * correction ({@link correctionToUndo}), nothing is done: call {@link undoCorrection}.
   * @returns the event undone, or `null` when there is nothing to undo
   */
  async undo(): Promise<GameEvent | null> {
    if (this.correctionToUndo) return null;
    const back = withoutLastEvent(this.current);
    if (!back) return null;
    await this.write((store) => store.undo(this.id, back.state.events.length, metaFromState(back.state)));
    this.current = back.state;
    this.redoStack = [...this.redoStack, { event: back.undone }];
    return back.undone;
  }

  /**
   * Applies the last undone event again.
   * @returns its consequence, or `null` when there is nothing to redo (or a correction is next:
   *   {@link redoCorrection})
   */
  async redo(): Promise<Consequence | null> {
    const event = this.nextRedo;
    if (!event) return null;
    const { state, consequence } = step(this.current, event);
    await this.write((store) => store.redo(this.id, this.current.events.length, metaFromState(state)));
    this.current = state;
    this.redoStack = this.redoStack.slice(0, -1);
    return consequence;
  }

  /** Reads the game again from the store (after another tab changed it). */
  async reload(): Promise<void> {
    const saved = await this.storeInUse.load(this.id);
    this.current = replayRecord(saved.record);
    this.redoStack = redoEvents(saved).map((event) => ({ event }));
    this.corrections = [];
  }

  /**
   * Runs one store write. A conflict is rethrown (the caller reloads); any other storage failure
   * moves the game to memory, where the same write is made, and is reported once.
   */
  private async write(action: (store: GameStore) => Promise<unknown>): Promise<void> {
    try {
      await action(this.storeInUse);
    } catch (error) {
      if (!(error instanceof StorageError) || error.kind === 'conflict' || this.storeInUse.kind === 'memory') throw error;
      const memory = new MemoryGameStore(error.message);
      await memory.adopt(this.id, toRecord(this.current), this.storedRedo());
      this.storeInUse = memory;
      this.onNotice?.({ kind: 'memory-only', error });
      await action(memory);
    }
  }
}

/** Whether two logs hold the same events (as saved: JSON). */
function sameLog(a: readonly GameEvent[], b: readonly GameEvent[]): boolean {
  return a === b || (a.length === b.length && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * A saved game's redo stack as the engine's events: the events this session gave the store (which
 * keeps them as they were), each checked again by the engine (`step`) when it is redone.
 */
function redoEvents(saved: SavedGame): GameEvent[] {
  return [...saved.redo] as GameEvent[];
}
