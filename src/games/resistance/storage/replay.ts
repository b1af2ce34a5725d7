/**
 * The Resistance's replay as the platform's storage uses it (the `GameReplay` of
 * src/platform/storage/registry.ts, built by src/platform/storage/game-replay.ts): replaying a
 * record to check it (on `load`, `create`, `adopt` and in the version-1 migration) and the list
 * entry of a game state. It imports the engine's reducer and replay, so storage loads it when it
 * first needs it (through the loader the game registers, registration.ts), not at start-up, where
 * the home screen only lists the saved games (start-up JavaScript budget, docs/performance.md).
 * Precached like every other file, so this works offline.
 */
import { score } from '../core/reducer.ts';
import { RecordError, replayRecord } from '../core/record.ts';
import type { GameState } from '../engine.ts';
import { loadEngineFor } from './engine-loader.ts';
import { RECORD_MIGRATIONS } from './migrations.ts';
import { gameReplay } from '../../../platform/storage/game-replay.ts';
import type { SavedGameMetaInput } from '../../../platform/storage/types.ts';

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
    ...(state.setup.names ? { names: state.setup.names } : {}),
  };
}

/**
 * This game's replay. `replayForStore(record)` (create or adopt) and `checkStoredRecord(id,
 * record)` first load the engine modules the record's setup needs (engine-loader.ts), then replay
 * it: the first gives the list entry of its last state ({@link metaFromState}); both throw
 * StorageError 'corrupt' with the engine's message (`event N: … (RULE-ID)`, after `game ID: ` when
 * checking) when it does not replay (every failure of `replayRecord` is a RecordError).
 * `migrate(record)` applies the game's record migrations (migrations.ts: a record of an earlier
 * build that today's engine refuses) before a stored game is checked and replayed.
 * `replayVersion1(record)` replays a record as version 1 of the database stored it, synchronously
 * (inside the upgrade): version-1 records predate the engine's optional modules, so none needs
 * loading; it returns the list entry and throws the RecordError as it is.
 */
export const { replayForStore, checkStoredRecord, migrate, replayVersion1 } = gameReplay<GameState>({
  replay: replayRecord,
  isRecordError: (error) => error instanceof RecordError,
  meta: (state) => metaFromState(state),
  migrations: RECORD_MIGRATIONS,
  prepare: (record) => loadEngineFor(record?.setup),
  replayVersion1: (record) => metaFromState(replayRecord(record)),
});
