/**
 * `npm run --silent conditions -- FILE`: checks Rebellion vs Empire's mission conditions by hand.
 * FILE holds `{"stack": [{"suit", "value", "feint", "revealed"}, …], "district",
 * "capitolVariant", "view": "public" | "rebellion"}` (core/condition-input.ts); the command prints
 * the keys of the described missions the stack meets in that view as one JSON array, e.g.
 * `["revolution","espionage"]` (G2-MIS-*, G2-MIS-VIEW; in the public view a mission a hidden card
 * could still break counts as met, G2-OP-1).
 *
 * Exit status: 0 with the array on stdout; 2 for an input that is not valid, with one line on
 * stderr `input: … (REC-INPUT)`; 1 when the file cannot be read.
 */
import { readInputFile } from './input-file.ts';
import { checkConditions, RuleError } from '../games/rebellion-vs-empire/engine.ts';

const text = readInputFile('npm run --silent conditions -- FILE');

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
