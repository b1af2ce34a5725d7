/**
 * The embedded store's candidates side by side, for `npm run bench` (scripts/bench.ts, the Store
 * section), also runnable alone: `node --import tsx scripts/bench-store.ts` prints its rows.
 *
 * Each candidate in turn, on a data directory of its own on disk (as `npm start` keeps rooms): a
 * room server child (scripts/bench-rooms.ts `startServer('load')`, `BENCH_STORE` naming the store)
 * idle, then {@link STORE_ROOMS} rooms of 5–10 seats playing whole base games at once
 * (scripts/bench-load.ts), then idle again with the rooms held. Measured in the child: resident size
 * at idle (after a full collection), its peak over the whole run (`process.resourceUsage().maxRSS`:
 * the kernel's high-water mark, nothing sampled), the CPU per accepted action and the action → view
 * p95. Candidates ({@link CANDIDATES}):
 * - `sqlite`: Node's own `node:sqlite` (server/sqlite-store.ts; the default);
 * - `better-sqlite3`: the same store over the better-sqlite3 package, when it is installed
 *   (it is not a dependency: `npm install --no-save better-sqlite3` to compare);
 * - `pglite`: PGlite as it was the default (128 MiB of initial WebAssembly memory, its default
 *   shared buffers), in its worker thread (server/store.ts `openPGlite`);
 * - `pglite-tuned`: PGlite with PostgreSQL's sizes cut (scripts/bench-store-open.ts `PGLITE_TUNED`).
 *
 * Every child runs as `npm start` runs its server: bundled JavaScript (scripts/build-server.mjs),
 * with the node flags of package.json's `start` script. Then `npm start`'s own server process
 * (dist-server/main.js on the built app, a fresh `DATA_DIR`), idle: its resident size against the
 * budget.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadRun, type LoadRun } from './bench-load.ts';
import { ms, startFlags, type BenchRow } from './bench-rooms.ts';
import { CANDIDATES, hasBetterSqlite, type Candidate } from './bench-store-open.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Rooms of each candidate's run (the budget's 50-room run). */
export const STORE_ROOMS = 50;
/** Budgets: `npm start`'s server process at idle, and its peak through a 50-room run. */
export const STORE_BUDGET = { idleMiB: 100, peakMiB: 150 };
const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/** One candidate's run on a fresh data directory. */
export async function storeRun(candidate: Candidate, rooms = STORE_ROOMS): Promise<LoadRun> {
  const dataDir = mkdtempSync(join(tmpdir(), `rs-bench-${candidate}-`));
  try {
    return await loadRun(rooms, { store: candidate, dataDir: join(dataDir, 'rooms'), asStarted: true });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm start`'s server process (server/main.ts on `staticDir`, a fresh `DATA_DIR`, any free port),
 * idle once it prints its address: its resident size (/proc's VmRSS, no collection forced) and its
 * peak so far (VmHWM). Linux only (NaN elsewhere).
 */
export async function startIdle(staticDir: string): Promise<{ rss: number; hwm: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rs-bench-start-'));
  // @ts-expect-error a JavaScript module of the project's scripts, without types
  const { buildServer } = (await import('./build-server.mjs')) as { buildServer(): number };
  if (buildServer() !== 0) throw new Error('the server could not be bundled (scripts/build-server.mjs)');
  const child = spawn(process.execPath, [...startFlags(), 'dist-server/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: staticDir, DATA_DIR: join(dataDir, 'rooms'), DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const lines = createInterface({ input: child.stdout! });
    for await (const line of lines) if (line.includes('Ctrl+C stops it')) break;
    // Settled: the start's garbage is what an idle server keeps until its first collection.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const { readFileSync } = await import('node:fs');
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The Store rows: every candidate's run side by side, the choice's idle and peak against the budget,
 * and `npm start`'s server idle (when `staticDir`, a built app, is given).
 */
export async function measureStores(staticDir: string | null, log: (line: string) => void = () => {}, all = true): Promise<BenchRow[]> {
  // The short run measures the default alone; the full run (BENCH_LOAD=full) every candidate.
  const candidates = all ? CANDIDATES.filter((c) => c !== 'better-sqlite3' || hasBetterSqlite()) : (['sqlite'] as Candidate[]);
  const runs = new Map<Candidate, LoadRun>();
  for (const candidate of candidates) {
    log(`store: ${candidate}, ${STORE_ROOMS} rooms…`);
    const run = await storeRun(candidate);
    log(`store: ${candidate}: idle ${mib(run.idle.memory.rss)}, peak ${mib(run.held.peakRss ?? NaN)}, ${run.cpuMsPerAction.toFixed(3)} ms CPU/action, p95 ${ms(run.latency.p95)}, ${run.failures.length} failures`);
    runs.set(candidate, run);
  }
  const how = `scripts/bench-store.ts: each candidate in turn on a fresh data directory on disk, a room server child (node --expose-gc, the join/event limits lifted for loopback), ${STORE_ROOMS} rooms of 5–10 seats playing whole base games at once (scripts/bench-load.ts); idle: process.memoryUsage().rss after a full collection, listening with no room; peak: process.resourceUsage().maxRSS at the end (the kernel's high-water mark over the whole run); CPU: the child's process.cpuUsage() over the run / accepted actions; Node ${process.version}`;
  const rows: BenchRow[] = !all ? [] : [
    {
      figure: `Store candidates: resident size idle → peak through ${STORE_ROOMS} rooms`,
      value: [...runs].map(([c, r]) => `${c}: ${mib(r.idle.memory.rss)} → ${mib(r.held.peakRss ?? NaN)}`).join('; ') + (hasBetterSqlite() ? '' : ' (better-sqlite3 not installed: npm install --no-save better-sqlite3 to compare it)'),
      budget: `idle ≤ ${STORE_BUDGET.idleMiB} MiB, peak ≤ ${STORE_BUDGET.peakMiB} MiB (the default)`,
      pass: null,
      how,
    },
    {
      figure: `Store candidates: server CPU per action, action → view p95 (${STORE_ROOMS} rooms)`,
      value: [...runs].map(([c, r]) => `${c}: ${r.cpuMsPerAction.toFixed(3)} ms, p95 ${ms(r.latency.p95)}${r.failures.length ? `, ${r.failures.length} failures` : ''}`).join('; '),
      budget: '',
      pass: null,
      how,
    },
  ];
  const chosen = runs.get('sqlite');
  if (chosen) {
    rows.push({
      figure: `Store (default, node:sqlite): resident size idle, peak through ${STORE_ROOMS} rooms`,
      value: `idle ${mib(chosen.idle.memory.rss)}, peak ${mib(chosen.held.peakRss ?? NaN)}`,
      budget: `idle ≤ ${STORE_BUDGET.idleMiB} MiB, peak ≤ ${STORE_BUDGET.peakMiB} MiB`,
      pass: chosen.idle.memory.rss <= STORE_BUDGET.idleMiB * 2 ** 20 && (chosen.held.peakRss ?? Infinity) <= STORE_BUDGET.peakMiB * 2 ** 20 && chosen.failures.length === 0,
      how,
    });
  }
  if (staticDir) {
    log('store: npm start’s server process, idle…');
    const idle = await startIdle(staticDir);
    rows.push({
      figure: 'npm start’s server process idle (resident size)',
      value: `${mib(idle.rss)} (peak so far ${mib(idle.hwm)})`,
      budget: `≤ ${STORE_BUDGET.idleMiB} MiB`,
      pass: idle.rss <= STORE_BUDGET.idleMiB * 2 ** 20,
      how: `node ${startFlags().join(' ')} dist-server/main.js (the process npm start runs after its two builds: scripts/start.mjs, scripts/build-server.mjs) on the built app and a fresh DATA_DIR, 2 s after it printed its address, no collection forced: /proc/PID/status VmRSS (and VmHWM; of it about 50 MiB is the node executable's own pages, shared with every node process)`,
    });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measureStores(process.argv[2] ?? null, (line) => process.stderr.write(`${line}\n`));
  for (const r of rows) process.stdout.write(`| ${r.figure} | ${r.value} | ${r.budget || '—'} | ${r.pass === null ? 'info' : r.pass ? 'pass' : 'FAIL'} |\n`);
  process.exit(0);
}
