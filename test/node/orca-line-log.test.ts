/**
 * scripts/orca/line-log.py, the wrapper the Orca test starts Orca with: a program that opens its
 * `--debug-file` as Orca does (Python's default buffering) has each line in the file as soon as it
 * is written, while it still runs, as the test reads the log while Orca runs. Without the wrapper
 * the same program keeps the line back (the control case): the test would hear nothing.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { LINE_LOG } from '../../scripts/orca/stack.ts';

const hasPython = spawnSync('python3', ['--version']).status === 0;

/** Orca's way with its log: `open(path, 'w')`, one line written, then running on (until stdin ends). */
const PROGRAM = `import sys
args = sys.argv[1:]
log = open(args[args.index('--debug-file') + 1], 'w')
log.writelines(["13:32:50.563667 - SPEECH OUTPUT: 'Player 2 check box checked.'", "\\n"])
print('written', flush=True)
sys.stdin.read()
`;

/**
 * Runs `command`, waits until the program says it wrote its line, and returns what its log file
 * holds at that moment, while it still runs.
 */
async function logWhileRunning(dir: string, command: (program: string, log: string) => string[]): Promise<string> {
  const program = join(dir, 'program.py');
  const log = join(dir, `log-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(program, PROGRAM);
  const child = spawn('python3', command(program, log), { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8');
  for await (const chunk of child.stdout) {
    out += chunk;
    if (out.includes('written')) break;
  }
  assert.match(out, /written/, 'the program ran');
  const text = readFileSync(log, 'utf8');
  child.stdin.end();
  if (child.exitCode === null) await once(child, 'exit');
  return text;
}

describe("Orca's debug log, line by line", { skip: hasPython ? false : 'python3 is not installed' }, () => {
  it('has each line in the file while the program runs (without the wrapper, Python keeps it back)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'orca-line-log-'));
    try {
      const plain = await logWhileRunning(dir, (program, log) => [program, '--debug-file', log]);
      assert.equal(plain, '', 'without the wrapper the line is still in its buffer');
      const wrapped = await logWhileRunning(dir, (program, log) => [LINE_LOG, program, '--debug-file', log]);
      assert.equal(wrapped, "13:32:50.563667 - SPEECH OUTPUT: 'Player 2 check box checked.'\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
