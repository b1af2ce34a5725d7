// `npm test`: every test of the project, in this order:
//   1. the type check (tsc, strict): the app and its tests, then the room server; then the rules of
//      the architecture (dependency-cruiser: scripts/check-architecture.mjs),
//   2. the engine, record and command-line tests in Node (node:test),
//   3. the room server's tests (node:test): protocol, seats, restarts, limits, the app's room
//      client, and personal devices in real Chromium (a table page and five phone pages),
//   4. the cluster test (two room-server processes on Redis and PostgreSQL, `npm run
//      test:cluster`) when redis-server and PostgreSQL are installed, or can be (as root, with
//      apt-get); otherwise it is skipped with one line saying why,
//   5. the browser tests in real Chromium (@web/test-runner + Playwright, system Chromium).
// Stops at the first failing step with its exit status, and ends with one line
// "tests: N passed, N failed" adding up every test runner.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { requireNodeVersion } from './node-version.mjs';

requireNodeVersion();

const chromePath = findChromium();
const env = { ...process.env, CHROME_PATH: chromePath };

const cluster = clusterSkipReason();
const steps = [
  { title: 'Type check', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'], count: null },
  { title: 'Type check (room server)', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'server/tsconfig.json'], count: null },
  { title: 'Architecture (dependency-cruiser)', cmd: 'node', args: ['scripts/check-architecture.mjs'], count: null },
  { title: 'Engine and record tests (Node)', cmd: 'npm', args: ['run', '--silent', 'test:node'], count: countNode },
  { title: 'Room server and personal devices (Node, Chromium)', cmd: 'npm', args: ['run', '--silent', 'test:server'], count: countNode },
  cluster === null
    ? { title: 'Cluster: two room servers on Redis and PostgreSQL', cmd: 'npm', args: ['run', '--silent', 'test:cluster'], count: countNode }
    : { title: 'Cluster: two room servers on Redis and PostgreSQL', skip: cluster },
  { title: 'Browser tests (Chromium)', cmd: 'npm', args: ['run', '--silent', 'test:browser'], count: countWtr },
];

let passed = 0;
let failed = 0;
for (const { title, cmd, args, count, skip } of steps) {
  console.log(`\n== ${title}`);
  if (skip) {
    console.log(`Skipped: ${skip}`);
    continue;
  }
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

/**
 * node:test's summary: "# pass N" and "# fail N" from the TAP reporter (Node.js 22's default when
 * the output is not a terminal), "ℹ pass N" and "ℹ fail N" from the spec reporter (Node.js 24's).
 */
function countNode(output) {
  const pass = [...output.matchAll(/^(?:#|ℹ) pass (\d+)$/gm)].pop();
  const fail = [...output.matchAll(/^(?:#|ℹ) fail (\d+)$/gm)].pop();
  return { passed: Number(pass?.[1] ?? 0), failed: Number(fail?.[1] ?? 0) };
}

/** @web/test-runner's progress line: "… | N passed, N failed" (the last one is final). */
function countWtr(output) {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
  const last = [...plain.matchAll(/(\d+) passed, (\d+) failed/g)].pop();
  return { passed: Number(last?.[1] ?? 0), failed: Number(last?.[2] ?? 0) };
}

/**
 * `null` when the cluster test can run: redis-server and PostgreSQL's initdb are installed, or
 * this runs as root where apt-get can install them (test/server/cluster/run.ts does); else why not.
 */
function clusterSkipReason() {
  const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).stdout.trim() !== '';
  const pgBase = '/usr/lib/postgresql';
  const hasPg =
    (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) ||
    (existsSync(pgBase) && readdirSync(pgBase).some((v) => existsSync(join(pgBase, v, 'bin', 'initdb'))));
  if (has('redis-server') && hasPg) return null;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && has('apt-get')) return null;
  return 'needs redis-server and PostgreSQL (Debian packages redis-server and postgresql), which are not installed and cannot be installed without root; run `npm run test:cluster` where they are.';
}
