/**
 * The input file of a command-line tool (`npm run --silent replay -- FILE`, `… conditions -- FILE`):
 * the one argument the command takes, read as UTF-8 text.
 */
import { readFileSync } from 'node:fs';

/**
 * The text of the file named by the command's first argument (`process.argv[2]`).
 * @param usage how the command is called, e.g. 'npm run --silent replay -- FILE'
 * @returns the file's text (UTF-8)
 * Exits with status 1 and one line on stderr when no file is named (`usage: <usage>`) or the file
 * cannot be read (`cannot read FILE: <reason>`); returns only with the text.
 */
export function readInputFile(usage: string): string {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write(`usage: ${usage}\n`);
    process.exit(1);
  }
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    process.stderr.write(`cannot read ${file}: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
