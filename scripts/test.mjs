// `npm test`: every test of the project, in this order:
//   1. the type check (tsc, strict),
//   2. the engine, record and command-line tests in Node (node:test),
//   3. the browser tests in real Chromium (@web/test-runner + Playwright, system Chromium).
// Stops at the first failing step with its exit status, and ends with one line
// "tests: N passed, N failed" adding up both test runners.
import { spawn } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

const chromePath = findChromium();
const env = { ...process.env, CHROME_PATH: chromePath };

const steps = [
  { title: 'Type check', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'], count: null },
  { title: 'Engine and record tests (Node)', cmd: 'npm', args: ['run', '--silent', 'test:node'], count: countNode },
  { title: 'Browser tests (Chromium)', cmd: 'npm', args: ['run', '--silent', 'test:browser'], count: countWtr },
];

let passed = 0;
let failed = 0;
for (const { title, cmd, args, count } of steps) {
  console.log(`\n== ${title}`);
  const { status, output } = await run(cmd, args);
  if (count) {
    const counts = count(output);
    passed += counts.passed;
    failed += counts.failed;
  }
  if (status !== 0) {
    console.error(`\n${title} failed (exit ${status}).`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(status || 1);
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);

/** Runs a command, streaming its output, and resolves with its status and its whole output. */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code, signal) => resolve({ status: code ?? (signal ? 1 : 0), output }));
  });
}

/** node:test's TAP summary: "# pass N" and "# fail N". */
function countNode(output) {
  const pass = [...output.matchAll(/^# pass (\d+)$/gm)].pop();
  const fail = [...output.matchAll(/^# fail (\d+)$/gm)].pop();
  return { passed: Number(pass?.[1] ?? 0), failed: Number(fail?.[1] ?? 0) };
}

/** @web/test-runner's progress line: "… | N passed, N failed" (the last one is final). */
function countWtr(output) {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
  const last = [...plain.matchAll(/(\d+) passed, (\d+) failed/g)].pop();
  return { passed: Number(last?.[1] ?? 0), failed: Number(last?.[2] ?? 0) };
}
