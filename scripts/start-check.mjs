// The start check: the README's start command, run as a new user runs it on a fresh clone.
//
//   node scripts/start-check.mjs          (CI runs it after `npm test`: .ci/run)
//
// 1. copies the project as a clone of it would be (the files git tracks, plus new files git does
//    not ignore) into a temporary folder: no `dist/`, no `.data/`; `node_modules` is linked from
//    this checkout (installed by `npm install` / `npm ci` before);
// 2. runs the README's start command there exactly, `npm start`, on a free `PORT`;
// 3. waits until it serves (the build comes first), then checks that it printed at most 8 lines,
//    among them this machine's address and what to do next, and no warning or build file list;
//    that `/` is the app (the page and
//    its scripts), that the socket.io handshake answers, and that a room can be created over a
//    real socket; and that the room store's data directory was made private (0700);
// 4. stops it by its process id (SIGTERM to its process group) and waits for it to end.
//
// Prints "start check: passed in N s" and exits 0, or prints what the server printed and then one
// line "start check failed at <step>: <why>" and exits 1. test/server/start-check.test.ts runs it
// in `npm test` too, so a developer sees a broken start before CI does.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
/** The whole check stays under a minute; the build is most of it. */
const SERVE_TIMEOUT_MS = 45_000;
const STEP_TIMEOUT_MS = 5_000;

let step = 'copying the project';
let server;
let output = '';
const folder = mkdtempSync(join(tmpdir(), 'rs-start-check-'));

try {
  freshCopy(folder);
  step = 'finding a free port';
  const port = await freePort();
  const base = `http://localhost:${port}`;

  step = 'starting `npm start`';
  // A new user's environment: the defaults, but for the port.
  const env = { ...process.env, PORT: String(port) };
  for (const name of ['HOST', 'DATA_DIR', 'STATIC_DIR', 'DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'TRUST_PROXY']) delete env[name];
  server = spawn('npm', ['start'], {
    cwd: folder,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));

  step = 'waiting until it serves';
  const page = await waitUntilServing(base, exited);

  step = 'reading what it printed';
  // The start prints the addresses and what to do next, not the build's file list or a warning.
  for (const until = Date.now() + STEP_TIMEOUT_MS; !/^Next: /m.test(output) && Date.now() < until; ) await delay(100);
  const printed = output.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('> '));
  if (!printed.some((line) => line.includes(`${base}/`))) fail(`it did not print ${base}/`);
  if (!/^Next: /m.test(output)) fail('it did not print what to do next ("Next: …")');
  if (printed.length > 8) fail(`it printed ${printed.length} lines (at most 8: the addresses and what to do next)`);
  const noise = printed.find((line) => /warn|assets\/|\bkB\b|EBADENGINE/i.test(line));
  if (noise) fail(`it printed "${noise.trim()}"`);

  step = 'checking that / is the app';
  if (!/<rs-app>/.test(page)) fail('the page at / has no <rs-app> element');
  const scripts = [...page.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  if (scripts.length === 0) fail('the page at / loads no module script');
  for (const src of scripts) {
    const response = await fetch(new URL(src, base), { signal: AbortSignal.timeout(STEP_TIMEOUT_MS) });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !/javascript/.test(type)) fail(`${src} answered ${response.status} (${type || 'no type'})`);
  }

  step = 'the socket.io handshake';
  const socket = io(base, { transports: ['websocket'], reconnection: false, timeout: STEP_TIMEOUT_MS });
  try {
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', (error) => reject(new Error(`no handshake: ${error.message}`)));
    });

    step = 'creating a room over the socket';
    const reply = await socket
      .timeout(STEP_TIMEOUT_MS)
      .emitWithAck('room:create', { setup: { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'] } });
    if (!reply?.ok) fail(`the server refused: ${reply?.error?.code} ${reply?.error?.message}`);
    if (!/^[A-Z]{5}$/.test(reply.code ?? '')) fail(`the reply has no join code: ${JSON.stringify(reply).slice(0, 120)}`);
  } finally {
    socket.close();
  }

  step = 'checking the data directory';
  const dataDir = join(folder, '.data', 'rooms');
  if (!existsSync(dataDir)) fail(`${dataDir} was not created`);
  for (const dir of [join(folder, '.data'), dataDir]) {
    const mode = statSync(dir).mode & 0o777;
    if (mode !== 0o700) fail(`${dir} has mode ${mode.toString(8)}, not 700`);
  }

  step = 'stopping it by its process id';
  process.kill(-server.pid, 'SIGTERM');
  const end = await Promise.race([exited, delay(10_000, { unref: true }).then(() => null)]);
  if (end === null) fail('it did not stop within 10 s of SIGTERM');
  server = undefined;
  console.log(`start check: passed in ${Math.round((Date.now() - started) / 1000)} s (npm start on a fresh copy, port ${port})`);
} catch (error) {
  if (server) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (output.trim()) {
    console.log('What `npm start` printed:');
    for (const line of output.trimEnd().split('\n').slice(-30)) console.log(`  ${line}`);
  }
  console.error(`start check failed at ${step}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}

/** Throws the reason of the step in course. */
function fail(reason) {
  throw new Error(reason);
}

/** Copies what a clone has: the files git tracks and the new ones it does not ignore. */
function freshCopy(to) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) fail(`git ls-files: ${listed.stderr.trim() || 'failed'}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = join(root, file);
    if (!existsSync(from)) continue; // deleted, not yet committed
    mkdirSync(dirname(join(to, file)), { recursive: true });
    copyFileSync(from, join(to, file));
  }
  for (const left of ['dist', '.data']) if (existsSync(join(to, left))) fail(`the copy has ${left}/: git must ignore it`);
  if (!existsSync(join(root, 'node_modules'))) fail('node_modules is missing: run `npm install` first');
  symlinkSync(join(root, 'node_modules'), join(to, 'node_modules'), 'dir');
}

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `/` until it answers 200; fails when `npm start` exits first or after the timeout. */
async function waitUntilServing(base, exited) {
  let gone = null;
  void exited.then((end) => (gone = end));
  const deadline = Date.now() + SERVE_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (gone) {
      const lines = output.trim().split('\n').map((line) => line.trim()).filter(Boolean);
      const why = lines.findLast((line) => /error|cannot|could not|failed|in use/i.test(line)) ?? lines[lines.length - 1] ?? '';
      fail(`npm start exited (${gone.signal ?? `status ${gone.code}`}) before serving: ${why}`);
    }
    try {
      const response = await fetch(`${base}/`, { signal: AbortSignal.timeout(2_000) });
      const text = await response.text();
      if (response.ok && /text\/html/.test(response.headers.get('content-type') ?? '')) return text;
      last = `/ answered ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await delay(250);
  }
  fail(`nothing served / within ${SERVE_TIMEOUT_MS / 1000} s (${last})`);
}

/** Resolves after `ms`; an `unref` timer does not keep the process alive. */
function delay(ms, { unref = false } = {}) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    if (unref) timer.unref();
  });
}
