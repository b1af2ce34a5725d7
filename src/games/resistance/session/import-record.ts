/**
 * Reading a game record file for import: the whole record is validated by the engine (it must
 * replay from the setup through its last event) before anything is stored.
 */
import { RecordError, replayRecord, toRecord } from '../core/record.ts';
import { loadEngineFor } from '../storage/engine-loader.ts';
import { RECORD_MIGRATIONS } from '../storage/migrations.ts';
import { migrateRecord } from '../../../platform/storage/migrations.ts';
import type { StoredRecord } from '../../../platform/storage/types.ts';
import type { GameRecord, TableNames } from '../engine.ts';

/** Largest file accepted, in bytes of text (a full game is a few kilobytes). */
export const MAX_IMPORT_BYTES = 1_000_000;

/** Why a file was refused: `record` carries the engine's RecordError (first broken rule). */
export type ImportProblem = 'empty' | 'too-large' | 'not-json' | 'record';

export class ImportError extends Error {
  readonly problem: ImportProblem;
  readonly recordError: RecordError | null;
  /**
   * The names the refused record's table chose (its `setup.names` when `"avalon"`, else `null`),
   * so that the refusal says them (text/error-text.ts `importErrorText`, docs/avalon.md).
   */
  readonly names: TableNames | null;

  constructor(problem: ImportProblem, message: string, recordError: RecordError | null = null, names: TableNames | null = null) {
    super(message);
    this.name = 'ImportError';
    this.problem = problem;
    this.recordError = recordError;
    this.names = names;
  }
}

/** The table names a parsed record's setup asks for (`"avalon"`), else `null` (also for a malformed setup). */
function namesOf(json: unknown): TableNames | null {
  const setup = (json as { setup?: unknown } | null)?.setup;
  return setup !== null && typeof setup === 'object' && (setup as { names?: unknown }).names === 'avalon' ? 'avalon' : null;
}

/**
 * Parses and validates the text of a resistance-record/1 file, read through the game's record
 * migrations (storage/migrations.ts: a record of an earlier build that today's engine refuses).
 * @returns the record in the engine's normal form (as `toRecord` writes it); a record a migration
 *   applies to is returned as written (its format, setup and events), to be stored so: every read
 *   of the saved game migrates it again, and the game screen says why it opens differently
 * @throws ImportError naming the first problem: empty file, too large, not JSON, or the record's
 *   first broken rule (`setup: …` or `event N: …`, with the rule id), with the names the record's
 *   table chose (`names`)
 */
export async function parseImportedRecord(text: string): Promise<GameRecord> {
  if (text.length > MAX_IMPORT_BYTES) {
    throw new ImportError('too-large', `the file is larger than ${MAX_IMPORT_BYTES} bytes: it is not a game record`);
  }
  if (text.trim() === '') throw new ImportError('empty', 'the file is empty');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ImportError('not-json', `the file is not JSON (${(error as Error).message.split('\n')[0]})`);
  }
  const migrated =
    json !== null && typeof json === 'object' && !Array.isArray(json)
      ? migrateRecord(json as StoredRecord, RECORD_MIGRATIONS)
      : { record: json, migrations: [] };
  await loadEngineFor((migrated.record as { setup?: unknown } | null)?.setup);
  try {
    const normal = toRecord(replayRecord(migrated.record));
    if (migrated.migrations.length === 0) return normal;
    const written = json as StoredRecord;
    return { format: written.format, setup: written.setup, events: written.events } as GameRecord;
  } catch (error) {
    if (error instanceof RecordError) throw new ImportError('record', error.message, error, namesOf(migrated.record));
    throw error;
  }
}
