/**
 * The Resistance's replay as the platform's storage uses it (the `GameReplay` of
 * src/platform/storage/registry.ts): replaying a record to check it (on `load`, `create`, `adopt`
 * and in the version-1 migration) and the list entry of a game state. It imports the engine's
 * reducer and replay, so storage loads it when it first needs it (through the loader the game
 * registers, registration.ts), not at start-up, where the home screen only lists the saved games
 * (start-up JavaScript budget, docs/performance.md). Precached like every other file, so this
 * works offline.
 */
import { score } from '../core/reducer.ts';
import { RecordError, replayRecord } from '../core/record.ts';
import type { GameState } from '../engine.ts';
import { loadEngineFor } from './engine-loader.ts';
import { StorageError } from '../../../platform/storage/types.ts';
import type { SavedGameMetaInput, StoredRecord } from '../../../platform/storage/types.ts';

/**
 * The list entry of a game state, without `id` and `createdAt` (the store sets them):
 * players, `updatedAt` = Date.now() (ms), eventCount = `state.events.length`, phase, the
 * successes and failures (engine `score`) and the winning side (or null).
 */
export function metaFromState(state: GameState): SavedGameMetaInput {
  const { successes, failures } = score(state);
  return {
    players: [...state.setup.players],
    updatedAt: Date.now(),
    eventCount: state.events.length,
    phase: state.phase,
    successes,
    failures,
    winner: state.winner?.side ?? null,
  };
}

/**
 * Replays a record a store is asked to create (or adopt), after loading the engine modules its
 * setup needs (engine-loader.ts).
 * @returns the list entry of its last state ({@link metaFromState})
 * @throws StorageError 'corrupt' with the engine's message (`event N: … (RULE-ID)`) when it does not replay
 */
export async function replayForStore(record: StoredRecord): Promise<SavedGameMetaInput> {
  await loadEngineFor(record?.setup);
  try {
    return metaFromState(replayRecord(record));
  } catch (error) {
    if (error instanceof RecordError) {
      throw new StorageError('corrupt', `the record does not replay: ${error.message}`, null, { cause: error });
    }
    throw error;
  }
}

/**
 * Checks that the stored game `id` replays, after loading the engine modules its setup needs.
 * @throws StorageError 'corrupt' (`game ID: ` and the engine's message) when it does not
 */
export async function checkStoredRecord(id: string, record: StoredRecord): Promise<void> {
  await loadEngineFor(record.setup);
  try {
    replayRecord(record);
  } catch (error) {
    throw new StorageError('corrupt', `game ${id}: ${(error as Error).message}`, id, { cause: error });
  }
}

/**
 * Replays a record as version 1 of the database stored it, synchronously (inside the upgrade):
 * version-1 records predate the engine's optional modules, so none needs loading.
 * @returns the list entry of its last state ({@link metaFromState})
 * @throws RecordError (`event N: … (RULE-ID)`) when it does not replay
 */
export function replayVersion1(record: unknown): SavedGameMetaInput {
  return metaFromState(replayRecord(record));
}
