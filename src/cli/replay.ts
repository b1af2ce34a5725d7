/**
 * `npm run --silent replay -- FILE`: replays a game record and prints one JSON object on stdout.
 * The record's `format` says which game's replay reads it:
 * - `resistance-record/1` (docs/records.md): {"results", "voteTrack", "leader", "phase", "winner"};
 * - `rebellion-vs-empire-record/1` (docs/rebellion-vs-empire.md, "Records"): {"game", "liberated",
 *   "tokens", "round", "final", "phase", "deck", "winner"};
 * - `traitor-record/1` (docs/traitor-expansion.md, "Records"): {"game", "players", "phase", "turn",
 *   "active", "challenges", "plot", "machinationCompleted", "revealed", "traitor", "deck",
 *   "superVillains", "out", "winner", "endReason"}.
 * A record of any other format is read as The Resistance's, whose refusal names the format it wants.
 * The record is first read through its game's record migrations, as the app's storage reads a
 * saved game (the game's storage/replay.ts `migrate`, src/platform/storage/migrations.ts): a record
 * an earlier build wrote replays as the app opens it, and stderr says so, one line for each
 * migration that applied: `migration ID: …` (docs/records.md, "Records of earlier builds").
 *
 * Exit status: 0 when the record is valid (stderr: only the migration lines); 2 when it breaks a
 * rule, with one line on stderr (after the migration lines) that begins `event N:` or `setup:` and
 * ends with the rule id in parentheses; 1 when the file cannot be read (usage error).
 */
import { readInputFile } from './input-file.ts';
import { RecordError, replayRecord, RuleError, summarize } from '../games/resistance/engine.ts';
import { replayRveRecord, RVE_RECORD_FORMAT, RveRecordError, summarizeRve } from '../games/rebellion-vs-empire/engine.ts';
import { replayTraitorRecord, summarizeTraitor, TRAITOR_RECORD_FORMAT, TraitorRecordError } from '../games/traitor/engine.ts';
import { migrate as migrateResistance } from '../games/resistance/storage/replay.ts';
import { migrate as migrateRve } from '../games/rebellion-vs-empire/storage/replay.ts';
import { migrate as migrateTraitor } from '../games/traitor/storage/replay.ts';
import type { StoredRecord } from '../platform/storage/types.ts';

const text = readInputFile('npm run --silent replay -- FILE');

let record: unknown;
try {
  record = JSON.parse(text);
} catch (error) {
  const cause = new RuleError('REC-FORMAT', 'json', `the file is not valid JSON (${(error as Error).message})`);
  process.stderr.write(`${new RecordError('setup', cause).message} (${cause.rule})\n`);
  process.exit(2);
}

const format = record !== null && typeof record === 'object' ? (record as { format?: unknown }).format : undefined;
const migrate = format === RVE_RECORD_FORMAT ? migrateRve : format === TRAITOR_RECORD_FORMAT ? migrateTraitor : migrateResistance;

// A value that is no object is left to the replay, which says what is wrong with it.
if (record !== null && typeof record === 'object' && !Array.isArray(record)) {
  const migrated = migrate(record as StoredRecord);
  record = migrated.record;
  for (const id of migrated.migrations) {
    process.stderr.write(`migration ${id}: read as a record of an earlier build, as the app opens it (docs/records.md, "Records of earlier builds")\n`);
  }
}

try {
  const summary =
    format === RVE_RECORD_FORMAT
      ? summarizeRve(replayRveRecord(record))
      : format === TRAITOR_RECORD_FORMAT
        ? summarizeTraitor(replayTraitorRecord(record))
        : summarize(replayRecord(record));
  process.stdout.write(`${JSON.stringify(summary)}\n`);
} catch (error) {
  if (error instanceof RecordError || error instanceof RveRecordError || error instanceof TraitorRecordError) {
    // The record error's message has no rule id (it can reach a screen): the line adds it.
    process.stderr.write(`${error.message} (${error.rule})\n`);
    process.exit(2);
  }
  throw error;
}
