/**
 * The traitor expansion's replay as the platform's storage uses it (the `GameReplay` of
 * src/platform/storage/registry.ts): replaying a record to check it (on `load` and `create`) and
 * the list entry of a game. Loaded by storage when it first needs it (registration.ts).
 */
import { replayTraitorRecord, TraitorRecordError } from '../core/record.ts';
import type { GameState } from '../core/types.ts';
import { StorageError } from '../../../platform/storage/types.ts';
import type { SavedGameMetaInput, StoredRecord } from '../../../platform/storage/types.ts';

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

function replayChecked(record: unknown, id: string | null): { state: GameState; events: number } {
  try {
    const state = replayTraitorRecord(record);
    return { state, events: (record as StoredRecord).events.length };
  } catch (error) {
    if (error instanceof TraitorRecordError) {
      throw new StorageError('corrupt', id ? `game ${id}: ${error.message}` : `the record does not replay: ${error.message}`, id, { cause: error });
    }
    throw error;
  }
}

/**
 * Replays a record a store is asked to create.
 * @returns the list entry of its last state ({@link metaFromState})
 * @throws StorageError 'corrupt' with the record's message (`event N: … (G3-…)`) when it does not replay
 */
export async function replayForStore(record: StoredRecord): Promise<SavedGameMetaInput> {
  const { state, events } = replayChecked(record, null);
  return metaFromState(state, events);
}

/**
 * Checks that the stored game `id` replays.
 * @throws StorageError 'corrupt' (`game ID: ` and the record's message) when it does not
 */
export async function checkStoredRecord(id: string, record: StoredRecord): Promise<void> {
  replayChecked(record, id);
}

/**
 * Version 1 of the database predates this game: its databases never hold a game of this format.
 * @throws Error always (a version-1 record is never of this game)
 */
export function replayVersion1(record: unknown): SavedGameMetaInput {
  void record;
  throw new Error('setup: version 1 of the database held no game of the hidden-traitor expansion (REC-FORMAT)');
}
