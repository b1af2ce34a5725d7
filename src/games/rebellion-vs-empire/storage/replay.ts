/**
 * Rebellion vs Empire's replay as the platform's storage uses it (the `GameReplay` of
 * src/platform/storage/registry.ts, built by src/platform/storage/game-replay.ts): replaying a
 * record to check it (on `load` and `create`) and the list entry of a game. Loaded by storage when
 * it first needs it (registration.ts).
 */
import { replayRveRecord, RveRecordError } from '../engine.ts';
import type { GameState } from '../engine.ts';
import { gameReplay, noVersion1Games } from '../../../platform/storage/game-replay.ts';
import type { SavedGameMetaInput } from '../../../platform/storage/types.ts';

/**
 * The list entry of a game state after `eventCount` events: the two names (Rebellion first),
 * `updatedAt` = Date.now() (ms), the phase, the liberated districts as `successes` (the
 * platform's list counts "successes" and "failures"; this game has one count, so `failures` is
 * always 0) and the winning side (`'rebellion'`, `'empire'` or null).
 */
export function metaFromState(state: GameState, eventCount: number): SavedGameMetaInput {
  const players = state.setup.players;
  return {
    players: players ? [players.rebellion, players.empire] : [],
    updatedAt: Date.now(),
    eventCount,
    phase: state.phase,
    successes: state.liberated.length,
    failures: 0,
    winner: state.winner,
  };
}

/**
 * This game's replay: `replayForStore(record)` gives the list entry of its last state
 * ({@link metaFromState}), `checkStoredRecord(id, record)` checks a stored game; both throw
 * StorageError 'corrupt' with the record's message (`event N: … (G2-…)`, after `game ID: ` when
 * checking) when it does not replay. `replayVersion1` always throws: version 1 of the database
 * predates this game (REC-FORMAT).
 */
export const { replayForStore, checkStoredRecord, migrate, replayVersion1 } = gameReplay<GameState>({
  replay: replayRveRecord,
  isRecordError: (error) => error instanceof RveRecordError,
  meta: metaFromState,
  replayVersion1: noVersion1Games('Rebellion vs Empire'),
});
