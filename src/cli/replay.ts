/**
 * `npm run --silent replay -- FILE`: replays a resistance-record/1 file and prints one JSON
 * object on stdout: {"results", "voteTrack", "leader", "phase", "winner"}.
 *
 * Exit status: 0 when the record is valid; 2 when it breaks a rule, with one line on stderr that
 * begins `event N:` or `setup:` and ends with the rule id in parentheses; 1 when the file cannot
 * be read (usage error).
 */
import { readFileSync } from 'node:fs';
import { RecordError, replayRecord, RuleError, summarize } from '../games/resistance/engine.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run --silent replay -- FILE\n');
  process.exit(1);
}

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  process.stderr.write(`cannot read ${file}: ${(error as Error).message}\n`);
  process.exit(1);
}

let record: unknown;
try {
  record = JSON.parse(text);
} catch (error) {
  const cause = new RuleError('REC-FORMAT', 'json', `the file is not valid JSON (${(error as Error).message})`);
  process.stderr.write(`${new RecordError('setup', cause).message}\n`);
  process.exit(2);
}

try {
  const state = replayRecord(record);
  process.stdout.write(`${JSON.stringify(summarize(state))}\n`);
} catch (error) {
  if (error instanceof RecordError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  throw error;
}
