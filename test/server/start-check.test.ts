/**
 * The README's start command on a fresh copy of the project: the same check CI runs
 * after `npm test` (scripts/start-check.mjs), here in `npm test` so a developer sees a broken
 * start before CI does. It copies what a clone has (no `dist/`, no `.data/`), runs `npm start`
 * there on a free port, loads the page and its scripts, makes the socket.io handshake, creates a
 * room over a real socket and stops the server by its process id.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('npm start on a fresh copy serves the app and the room server (scripts/start-check.mjs)', () => {
  const run = spawnSync('node', ['scripts/start-check.mjs'], { cwd: root, encoding: 'utf8', timeout: 90_000 });
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
  assert.match(run.stdout, /^start check: passed in \d+ s/m);
});
