// `npm test`: every test of the project, in this order:
//   1. the type check (tsc, strict),
//   2. the engine, record and command-line tests in Node (node:test),
//   3. the browser tests in real Chromium (@web/test-runner + Playwright, system Chromium).
// Stops at the first failing step with its exit status.
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

const chromePath = findChromium();
const env = { ...process.env, CHROME_PATH: chromePath };

const steps = [
  ['Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Engine and record tests (Node)', 'npm', ['run', '--silent', 'test:node']],
  ['Browser tests (Chromium)', 'npm', ['run', '--silent', 'test:browser']],
];

for (const [title, cmd, args] of steps) {
  console.log(`\n== ${title}`);
  const run = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`\n${title} failed (exit ${run.status ?? run.signal}).`);
    process.exit(run.status || 1);
  }
}
console.log('\nAll tests passed.');
