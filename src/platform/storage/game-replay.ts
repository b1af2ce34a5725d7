/**
 * A game's `GameReplay` (registry.ts) made of the game's parts: its record replay, its record
 * error, its list entry and what must load before a record replays. Every game's storage/replay.ts
 * builds its replay with {@link gameReplay}, so the platform's rules for turning a record that
 * does not replay into a StorageError 'corrupt' are written once. The platform knows no game: each
 * part comes from the game.
 */
import type { GameReplay } from './registry.ts';
import { migrateRecord } from './migrations.ts';
import type { RecordMigration } from './migrations.ts';
import { StorageError } from './types.ts';
import type { SavedGameMetaInput, StoredRecord } from './types.ts';

/** The parts of a game its stored games' replay is made of (`State`: the game's state). */
export interface GameReplayParts<State> {
  /**
   * Replays a record (the stored value, unchecked) to its last state.
   * @throws the game's record error (`event N: … (RULE-ID)` or `setup: …`) when it does not replay
   */
  replay(record: unknown): State;
  /** Whether `error` is the game's record error: only those become StorageError 'corrupt'; any other error is rethrown as it is. */
  isRecordError(error: unknown): boolean;
  /** The list entry of `state`, the last state of a record of `eventCount` events (`updatedAt` = now). */
  meta(state: State, eventCount: number): SavedGameMetaInput;
  /**
   * The game's record migrations (migrations.ts), in the order they apply: records earlier builds
   * wrote that today's replay refuses; none when left out.
   */
  migrations?: readonly RecordMigration[];
  /** What must load before a record replays (e.g. the engine modules its setup needs); none when left out. */
  prepare?(record: StoredRecord): Promise<void>;
  /** The `replayVersion1` of `GameReplay` (a game newer than version 1 of the database: {@link noVersion1Games}). */
  replayVersion1(record: unknown): SavedGameMetaInput;
}

/**
 * The `GameReplay` of a game made of its parts:
 * - `replayForStore(record)`: `prepare`, replay, the list entry (`meta` with the record's event
 *   count); StorageError 'corrupt' `the record does not replay: <message>` (id null) on a record error;
 * - `checkStoredRecord(id, record)`: `prepare`, replay; StorageError 'corrupt' `game ID: <message>`
 *   (with `id`) on a record error;
 * - `migrate(record)`: the game's `migrations` applied in order (migrations.ts `migrateRecord`);
 * - `replayVersion1`: the game's, as given.
 * The StorageError has the record error as its `cause`; other errors pass through unchanged.
 */
export function gameReplay<State>(parts: GameReplayParts<State>): GameReplay {
  const replayChecked = async (record: StoredRecord, id: string | null): Promise<State> => {
    await parts.prepare?.(record);
    try {
      return parts.replay(record);
    } catch (error) {
      if (parts.isRecordError(error)) {
        const message = (error as Error).message;
        throw new StorageError('corrupt', id ? `game ${id}: ${message}` : `the record does not replay: ${message}`, id, { cause: error });
      }
      throw error;
    }
  };
  return {
    async replayForStore(record: StoredRecord): Promise<SavedGameMetaInput> {
      const state = await replayChecked(record, null);
      return parts.meta(state, record.events.length);
    },
    async checkStoredRecord(id: string, record: StoredRecord): Promise<void> {
      await replayChecked(record, id);
    },
    migrate: (record: StoredRecord) => migrateRecord(record, parts.migrations ?? []),
    replayVersion1: (record: unknown) => parts.replayVersion1(record),
  };
}

/**
 * The `replayVersion1` of a game that version 1 of the database predates: its databases never
 * hold a game of this format.
 * @param gameName the game's name in the message (e.g. 'Rebellion vs Empire')
 * @returns a function that always throws Error `setup: version 1 of the database held no game of <gameName> (REC-FORMAT)`
 */
export function noVersion1Games(gameName: string): (record: unknown) => never {
  return (record: unknown) => {
    void record;
    throw new Error(`setup: version 1 of the database held no game of ${gameName} (REC-FORMAT)`);
  };
}
