/**
 * No growth, for `npm run bench` (scripts/bench.ts, the Soak section), also runnable alone:
 * `node --import tsx scripts/bench-soak.ts [minutes]`.
 *
 * One room server child as `npm start` runs it (bundled, its node flags; scripts/bench-rooms.ts
 * `startServer('load', { asStarted })`) on SQLite on disk, with rooms that expire within seconds
 * (a finished room is kept {@link SOAK_EXPIRY}'s `finishedMs` instead of 24 hours). Waves of
 * {@link SOAK_ROOMS} rooms of 5–10 seats play whole base games at once (scripts/bench-load.ts
 * `playRooms`), their sockets close, their rooms expire; after each wave, once the store holds no
 * room, the child's resident size, heap and external memory after a full collection, and the
 * sizes of the server's bounded caches when it tells them. Budget: after the last wave, resident
 * size and heap within {@link GROWTH_BUDGET} of the first wave's (the line is flat), and the heap
 * within it of where it was before the first room (the rooms leave nothing behind).
 *
 * The short run (`npm run bench`) lasts {@link SHORT_SOAK_MS}; `BENCH_SOAK_MINUTES=30` (or
 * `BENCH_LOAD=full`) the budget's 30 minutes. Every wave is bounded (scripts/bench-load.ts deadlines)
 * and the child is stopped at the end, also after an error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { playRooms } from './bench-load.ts';
import { startServer, stop, type BenchRow, type ServerChild, type ServerStats } from './bench-rooms.ts';

export const SOAK_ROOMS = 50;
/** Rooms of the warm-up before the baseline. */
export const WARM_ROOMS = 5;
/** Rooms expire within seconds: finished 1 s after their end, idle 60 s, a sweep every second. */
export const SOAK_EXPIRY = { finishedMs: 1_000, idleMs: 60_000, sweepMs: 1_000 };
/** Resident size and heap return within this share (10 %). */
export const GROWTH_BUDGET = 0.1;
export const SHORT_SOAK_MS = 30_000;
/** Waiting for the rooms to expire gives up after this long. */
const EXPIRE_WAIT_MS = 20_000;

/** One point of the line: after a wave's rooms expired. */
export interface SoakPoint {
  wave: number;
  seconds: number;
  actions: number;
  rss: number;
  heapUsed: number;
  external: number;
  roomsStored: number;
  sizes: Record<string, number>;
}

export interface SoakRun {
  /** Before any room. */
  cold: ServerStats;
  /** After the warm-up's rooms expired: where the server is. */
  idle: ServerStats;
  points: SoakPoint[];
  peakRss: number;
  failures: string[];
  seconds: number;
}

/** The soak's length: `BENCH_SOAK_MINUTES`, `BENCH_LOAD=full` (30 minutes), else the short run. */
export function soakMs(env: NodeJS.ProcessEnv = process.env): number {
  const minutes = Number(env.BENCH_SOAK_MINUTES);
  if (env.BENCH_SOAK_MINUTES !== undefined && !(minutes > 0 && minutes <= 600)) throw new Error(`BENCH_SOAK_MINUTES must be a number of minutes from 0 to 600, not "${env.BENCH_SOAK_MINUTES}"`);
  if (minutes > 0) return minutes * 60_000;
  return env.BENCH_LOAD === 'full' ? 30 * 60_000 : SHORT_SOAK_MS;
}

/** Waves of {@link SOAK_ROOMS} rooms for `durationMs` against one server child. */
export async function soakRun(durationMs: number, log: (line: string) => void = () => {}): Promise<SoakRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rs-soak-'));
  const server = await startServer('load', { asStarted: true, dataDir: join(dataDir, 'rooms'), expiry: SOAK_EXPIRY });
  const started = performance.now();
  try {
    const cold = await server.stats();
    const failures: string[] = [];
    // A warm-up of a few rooms, expired like the others: what the first rooms leave for good (the
    // code compiled, its inline caches, SQLite's statements) is where the server is, not growth.
    const warm = await playRooms(WARM_ROOMS, [server], { table: server.url, seat: () => server.url });
    failures.push(...warm.failures);
    const idle = await expired(server, failures, 'warm-up');
    const points: SoakPoint[] = [];
    for (let wave = 1; wave === 1 || performance.now() - started < durationMs; wave++) {
      const run = await playRooms(SOAK_ROOMS, [server], { table: server.url, seat: () => server.url });
      failures.push(...run.failures);
      const stats = await expired(server, failures, `wave ${wave}`);
      const point = { wave, seconds: (performance.now() - started) / 1000, actions: run.actions, rss: stats.memory.rss, heapUsed: stats.memory.heapUsed, external: stats.memory.external, roomsStored: stats.roomsStored ?? NaN, sizes: stats.sizes ?? {} };
      points.push(point);
      log(`soak: wave ${wave} at ${point.seconds.toFixed(0)} s: ${run.actions} actions, then RSS ${mib(point.rss)}, heap ${mib(point.heapUsed)}, ${point.roomsStored} rooms stored${Object.keys(point.sizes).length ? `, caches ${sizesText(point.sizes)}` : ''}`);
    }
    const last = await server.stats();
    return { cold, idle, points, peakRss: last.peakRss ?? NaN, failures, seconds: (performance.now() - started) / 1000 };
  } finally {
    await stop(server.process);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The child's stats once its store holds no room (rooms expire 1 s after their end, a sweep every second). */
async function expired(server: ServerChild, failures: string[], what: string): Promise<ServerStats> {
  let stats = await server.stats();
  const until = performance.now() + EXPIRE_WAIT_MS;
  while ((stats.roomsStored ?? 0) > 0 && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    stats = await server.stats();
  }
  if ((stats.roomsStored ?? 0) > 0) failures.push(`${what}: ${stats.roomsStored} rooms had not expired after ${EXPIRE_WAIT_MS / 1000} s`);
  return stats;
}

const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const sizesText = (sizes: Record<string, number>) =>
  Object.entries(sizes)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
const change = (from: number, to: number) => `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)} %`;

/** The Soak rows. */
export async function measureSoak(durationMs = soakMs(), log: (line: string) => void = () => {}): Promise<BenchRow[]> {
  const run = await soakRun(durationMs, log);
  const first = run.points[0]!;
  const last = run.points[run.points.length - 1]!;
  const flat = Math.abs(last.rss - first.rss) / first.rss <= GROWTH_BUDGET && Math.abs(last.heapUsed - first.heapUsed) / first.heapUsed <= GROWTH_BUDGET;
  const back = (last.heapUsed - run.idle.memory.heapUsed) / run.idle.memory.heapUsed <= GROWTH_BUDGET && (last.rss - run.idle.memory.rss) / run.idle.memory.rss <= GROWTH_BUDGET;
  const how = `scripts/bench-soak.ts: one room server child as npm start runs it (bundled, its node flags, SQLite on disk), rooms expiring 1 s after their game (a sweep every second); waves of ${SOAK_ROOMS} rooms of 5–10 seats playing whole base games at once for ${(durationMs / 60_000).toFixed(durationMs < 60_000 ? 2 : 0)} min; after each wave, once no room is stored: process.memoryUsage() after a full collection (node --expose-gc)`;
  return [
    {
      figure: `Soak: ${run.points.length} waves of ${SOAK_ROOMS} rooms in ${(run.seconds / 60).toFixed(1)} min, after each wave's rooms expired`,
      value:
        run.points.map((p) => `${p.wave}: RSS ${mib(p.rss)}, heap ${mib(p.heapUsed)}`).join('; ') +
        ` (after a warm-up of ${WARM_ROOMS} rooms: RSS ${mib(run.idle.memory.rss)}, heap ${mib(run.idle.memory.heapUsed)}; before any room: RSS ${mib(run.cold.memory.rss)}, heap ${mib(run.cold.memory.heapUsed)}; peak RSS ${mib(run.peakRss)})`,
      budget: '',
      pass: null,
      how,
    },
    {
      figure: 'Soak: growth from the first wave to the last (resident size, heap)',
      value: `RSS ${change(first.rss, last.rss)}, heap ${change(first.heapUsed, last.heapUsed)}${run.failures.length ? `; ${run.failures.length} failures: ${[...new Set(run.failures)].slice(0, 2).join(' / ')}` : ''}`,
      budget: `within ±${GROWTH_BUDGET * 100} %, no failure`,
      pass: flat && run.failures.length === 0,
      how,
    },
    {
      figure: `Soak: after the last wave's rooms ended and expired, against before its first wave (after a warm-up of ${WARM_ROOMS} rooms)`,
      value: `heap ${mib(last.heapUsed)} against ${mib(run.idle.memory.heapUsed)} (${change(run.idle.memory.heapUsed, last.heapUsed)}); RSS ${mib(last.rss)} against ${mib(run.idle.memory.rss)} (${change(run.idle.memory.rss, last.rss)})`,
      budget: `heap and RSS within +${GROWTH_BUDGET * 100} %`,
      pass: back,
      how: `${how}; the warm-up's rooms leave what any first rooms leave for good (compiled code, inline caches, SQLite's prepared statements, the allocator's arenas): the baseline is after it`,
    },
    {
      figure: 'Soak: the server’s bounded caches after the last wave',
      value: Object.keys(last.sizes).length ? sizesText(last.sizes) : 'not told by this room server (RoomServer.sizes)',
      budget: '',
      pass: null,
      how,
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const minutes = Number(process.argv[2]);
  const rows = await measureSoak(minutes > 0 ? minutes * 60_000 : soakMs(), (line) => process.stderr.write(`${line}\n`));
  for (const r of rows) process.stdout.write(`| ${r.figure} | ${r.value} | ${r.budget || '—'} | ${r.pass === null ? 'info' : r.pass ? 'pass' : 'FAIL'} |\n`);
  process.exit(0);
}
