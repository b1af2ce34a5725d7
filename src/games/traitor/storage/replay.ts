/**
 * The traitor expansion's replay as the platform's storage uses it (the `GameReplay` of
 * src/platform/storage/registry.ts, built by src/platform/storage/game-replay.ts): replaying a
 * record to check it (on `load` and `create`) and the list entry of a game. Loaded by storage when
 * it first needs it (registration.ts).
 */
import { replayTraitorRecord, TraitorRecordError } from '../core/record.ts';
import type { GameState } from '../core/types.ts';
import { gameReplay, noVersion1Games } from '../../../platform/storage/game-replay.ts';
import type { SavedGameMetaInput } from '../../../platform/storage/types.ts';

/**
 * The list entry of a game state after `eventCount` events: the names in seat order,
 * `updatedAt` = Date.now() (ms), the phase, the Challenges defeated (the Plot counted once defeated)
 * as `successes` (the platform's list counts "successes" and "failures"; this game has one count, so
 * `failures` is always 0) and the winner (`'loyal'`, `'traitor'`, `'nobody'` or null). Nothing
 * secret: the winner exists only at the end, when every loyalty card is face up (G3-END-3).
 */
export function metaFromState(state: GameState, eventCount: number): SavedGameMetaInput {
  return {
    players: [...state.setup.players],
    updatedAt: Date.now(),
    eventCount,
    phase: state.phase,
    successes: state.stack.filter((s) => s.status === 'defeated').length + (state.plot?.defeated ? 1 : 0),
    failures: 0,
    winner: state.winner,
  };
}

/**
 * This game's replay: `replayForStore(record)` gives the list entry of its last state
 * ({@link metaFromState}), `checkStoredRecord(id, record)` checks a stored game; both throw
 * StorageError 'corrupt' with the record's message (`event N: … (G3-…)`, after `game ID: ` when
 * checking) when it does not replay. `replayVersion1` always throws: version 1 of the database
 * predates this game (REC-FORMAT).
 */
export const { replayForStore, checkStoredRecord, migrate, replayVersion1 } = gameReplay<GameState>({
  replay: replayTraitorRecord,
  isRecordError: (error) => error instanceof TraitorRecordError,
  meta: metaFromState,
  replayVersion1: noVersion1Games('the hidden-traitor expansion'),
});
