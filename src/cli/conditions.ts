/**
 * `npm run --silent conditions -- FILE`: checks Rebellion vs Empire's mission conditions by hand
 * (issue 20 item 5). FILE holds `{"stack": [{"suit", "value", "feint", "revealed"}, …], "district",
 * "capitolVariant", "view": "public" | "rebellion"}` (core/condition-input.ts); the command prints
 * the keys of the described missions the stack meets in that view as one JSON array, e.g.
 * `["revolution","espionage"]` (G2-MIS-*, G2-MIS-VIEW; in the public view a mission a hidden card
 * could still break counts as met, G2-OP-1).
 *
 * Exit status: 0 with the array on stdout; 2 for an input that is not valid, with one line on
 * stderr `input: … (REC-INPUT)`; 1 when the file cannot be read.
 */
import { readFileSync } from 'node:fs';
import { checkConditions, RuleError } from '../games/rebellion-vs-empire/engine.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run --silent conditions -- FILE\n');
  process.exit(1);
}

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  process.stderr.write(`cannot read ${file}: ${(error as Error).message}\n`);
  process.exit(1);
}

try {
  process.stdout.write(`${JSON.stringify(checkConditions(JSON.parse(text)))}\n`);
} catch (error) {
  if (error instanceof SyntaxError) {
    process.stderr.write(`input: the file is not valid JSON (${error.message.replace(/\s*[\r\n]+\s*/g, ' ')}) (REC-INPUT)\n`);
    process.exit(2);
  }
  if (error instanceof RuleError) {
    process.stderr.write(`input: ${error.message} (${error.rule})\n`);
    process.exit(2);
  }
  throw error;
}
