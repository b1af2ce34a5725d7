/**
 * A convention at human pace, for `npm run bench` (scripts/bench.ts, the Convention section), also
 * runnable alone: `node --import tsx scripts/bench-convention.ts [tables]`.
 *
 * One room server process as `npm start` runs it (bundled, its node flags, SQLite on disk), pinned
 * to core 0 (`taskset -c 0`); the load generator in another process pinned to core 1 (this file's
 * `--clients`), so that the generator's work does not take the server's core. T tables of 5–10
 * phones (table i has 5 + i mod 6), every device its own WebSocket connection:
 * 1. the evening so far: the other tables join (a few at a time) and start their games,
 *    then play at human pace;
 * 2. the measured window: {@link STARTING} more tables each start at a random moment of the same
 *    minute (the short run: {@link SHORT_STARTING} in half a minute) (create, every phone connects and claims its seat at once, the table starts), while
 *    every table acts at human pace: one action every {@link MEAN_GAP_MS} on average (exponential
 *    gaps, about T / 5 actions a second in all), the seat asked proposing, voting or playing a card;
 *    the window ends {@link TAIL_MS} after the last start.
 * Measured over the window: action → view on every socket of the table (the action's send to each
 * socket's receipt of the view, as scripts/bench-load.ts), the joins of the starting tables
 * (connect + claim), every error (a connection refused or not made, a request refused or
 * unanswered, a view missing), the server's CPU per action and event loop, its memory, and the
 * generator's CPU (a generator out of CPU would measure itself).
 *
 * Sizes: the short run (`npm run bench`) is {@link SHORT_TABLES} tables; `BENCH_LOAD=full` the
 * budget's {@link FULL_TABLES}; `BENCH_CONVENTION_TABLES` any number. Every loop is bounded (a
 * wait's timeout, the window's end) and both processes are stopped at the end, also after an error.
 */
import { createInterface } from 'node:readline';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import type { Socket } from 'socket.io-client';
import type { ClaimedSeat, CreatedRoom } from '../src/games/resistance/room/protocol.ts';
import { CONNECT_TIMEOUT_MS, NAMES, device, nextAction, prng, request, within, type Device } from './bench-load.ts';
import { connected, ms, nearestRank, startServer, stop, type BenchRow } from './bench-rooms.ts';

export const SHORT_TABLES = 200;
export const FULL_TABLES = 2_000;
/** Tables starting within the measured minute (the short run: {@link SHORT_STARTING} within half a minute). */
export const STARTING = 300;
export const SHORT_STARTING = 150;
/** A table acts once every this long on average (exponential gaps). */
export const MEAN_GAP_MS = 5_000;
/** The starting tables' moments spread over this long (the short run: half). */
export const START_SPREAD_MS = 60_000;
/** The window goes on this long after the last start. */
export const TAIL_MS = 10_000;

/** How many tables start in the window, and over how long: the budget's 300 in a minute, or the short run's 150 in half a minute. */
export function shapeOf(tables: number, env: NodeJS.ProcessEnv = process.env): { starting: number; spreadMs: number } {
  return tables >= FULL_TABLES || env.BENCH_LOAD === 'full' ? { starting: STARTING, spreadMs: START_SPREAD_MS } : { starting: Math.min(SHORT_STARTING, tables - 1), spreadMs: START_SPREAD_MS / 2 };
}
/** Tables of the evening so far joining at once. */
const JOINING_AT_ONCE = 25;
export const CONVENTION_BUDGET = { p95Ms: 50, joinP95Ms: 500, errors: 0 };
const SEED = 0xc0de2026;

/** The tables of the run: `BENCH_CONVENTION_TABLES`, `BENCH_LOAD=full`, else the short run. */
export function conventionTables(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.BENCH_CONVENTION_TABLES);
  if (env.BENCH_CONVENTION_TABLES !== undefined && !(Number.isInteger(n) && n > SHORT_STARTING && n <= 2_500)) {
    throw new Error(`BENCH_CONVENTION_TABLES must be a whole number of tables above ${SHORT_STARTING} and at most 2500, not "${env.BENCH_CONVENTION_TABLES}"`);
  }
  if (n) return n;
  return env.BENCH_LOAD === 'full' ? FULL_TABLES : SHORT_TABLES;
}

/** What the generator reports (one JSON line). */
interface ClientReport {
  tables: number;
  sockets: number;
  /** Action → view on every socket: p50, p95, p99 and the samples. */
  latency: { p50: number; p95: number; p99: number; samples: number };
  join: { p95: number; max: number; samples: number };
  actions: number;
  windowMs: number;
  errors: string[];
  /** The generator's CPU over the window, as a share of one core. */
  cpu: number;
}

/** One table of the generator: its devices, the wait between actions, its game. */
class ConventionTable {
  table!: Device;
  phones: Device[] = [];
  over = false;
  constructor(
    readonly index: number,
    readonly url: string,
    readonly sockets: Socket[],
  ) {}
  get players(): number {
    return 5 + (this.index % 6);
  }

  /** Create, connect and claim every seat at once, start: the join times of the phones. */
  async open(): Promise<number[]> {
    this.table = device(this.url, null, this.sockets);
    await within(connected(this.table.socket), 'the table connecting', CONNECT_TIMEOUT_MS + 1_000);
    const created = await request<CreatedRoom>(this.table.socket, 'room:create', { setup: { players: NAMES.slice(0, this.players) } });
    const joins = await Promise.all(
      Array.from({ length: this.players }, async (_, seat) => {
        const started = performance.now();
        const phone = device(this.url, seat, this.sockets);
        this.phones[seat] = phone;
        await within(connected(phone.socket), 'a phone connecting', CONNECT_TIMEOUT_MS + 1_000);
        await request<ClaimedSeat>(phone.socket, 'seat:claim', { code: created.code, seat });
        return performance.now() - started;
      }),
    );
    await this.act(() => this.table.socket, 'table:start', {});
    return joins;
  }

  /** Sends an action and waits for the resulting view on every socket: the latencies. */
  async act(sender: () => Socket, event: string, payload: object): Promise<number[]> {
    const everyone = [this.table, ...this.phones];
    const above = Math.max(...everyone.map((d) => d.version));
    const arrivals = everyone.map((d) => new Promise<number>((resolve) => (d.waiting = { above, resolve })));
    const sent = performance.now();
    try {
      await request(sender(), event, payload);
      const times = await within(Promise.all(arrivals), `the views after ${event}`);
      return times.map((t) => t - sent);
    } finally {
      for (const d of everyone) d.waiting = null;
    }
  }

  /** Plays at human pace until `deadline.at` (performance.now(); it may be set later); latencies of actions sent in the window go to `into`. */
  async play(random: () => number, deadline: { at: number }, window: { from: number }, into: number[], count: { actions: number }): Promise<void> {
    while (!this.over) {
      const gap = -Math.log(1 - random()) * MEAN_GAP_MS;
      if (performance.now() + gap >= deadline.at) return;
      await new Promise((resolve) => setTimeout(resolve, gap));
      if (performance.now() >= deadline.at) return;
      const next = nextAction(this.phones, random);
      if (!next) {
        this.over = true;
        return;
      }
      const sentAt = performance.now();
      const latencies = await this.act(() => this.phones[next.seat]!.socket, next.event, next.payload);
      if (sentAt >= window.from) {
        into.push(...latencies);
        count.actions++;
      }
    }
  }
}

/** The generator (`--clients URL TABLES`): the evening so far, then the measured window; prints one `REPORT {json}` line. */
async function clients(url: string, tables: number, starting: number, spreadMs: number): Promise<void> {
  const sockets: Socket[] = [];
  const errors: string[] = [];
  const latencies: number[] = [];
  const joins: number[] = [];
  const count = { actions: 0 };
  const all: ConventionTable[] = [];
  const playing: Promise<void>[] = [];
  const window = { from: Infinity };
  const deadline = { at: Infinity };
  const fail = (error: unknown) => void errors.push(error instanceof Error ? error.message : String(error));
  const random = prng(SEED);
  try {
    // 1. The evening so far (not measured): a few tables at a time, each playing once started.
    const early = tables - starting;
    for (let i = 0; i < early; i += JOINING_AT_ONCE) {
      await Promise.all(
        Array.from({ length: Math.min(JOINING_AT_ONCE, early - i) }, async (_, k) => {
          const t = new ConventionTable(i + k, url, sockets);
          all.push(t);
          await t.open();
          playing.push(t.play(prng(SEED + i + k), deadline, window, latencies, count).catch(fail));
        }),
      ).catch(fail);
    }
    process.stderr.write(`convention: ${early} tables playing, ${sockets.length} sockets; the window starts\n`);
    // 2. The window: STARTING tables in the same minute, every table at human pace.
    window.from = performance.now();
    deadline.at = window.from + spreadMs + TAIL_MS;
    const cpuStart = process.cpuUsage();
    const startingTables = Array.from({ length: starting }, async (_, k) => {
      await new Promise((resolve) => setTimeout(resolve, random() * spreadMs));
      const t = new ConventionTable(early + k, url, sockets);
      all.push(t);
      try {
        joins.push(...(await t.open()));
        await t.play(prng(SEED + early + k), deadline, window, latencies, count);
      } catch (error) {
        fail(error);
      }
    });
    await Promise.all(startingTables);
    await Promise.all(playing);
    const used = process.cpuUsage(cpuStart);
    const windowMs = performance.now() - window.from;
    const report: ClientReport = {
      tables,
      sockets: sockets.length,
      latency: { p50: nearestRank(latencies, 0.5), p95: nearestRank(latencies, 0.95), p99: nearestRank(latencies, 0.99), samples: latencies.length },
      join: { p95: nearestRank(joins, 0.95), max: Math.max(...joins), samples: joins.length },
      actions: count.actions,
      windowMs,
      errors: errors.slice(0, 100),
      cpu: (used.user + used.system) / 1000 / windowMs,
    };
    await new Promise<void>((resolve) => process.stdout.write(`REPORT ${JSON.stringify(report)}\n`, () => resolve()));
  } finally {
    for (const s of sockets) s.close();
  }
}

/** One convention run of `tables` tables: the server on core 0, the generator on core 1. */
export async function conventionRun(tables: number, log: (line: string) => void = () => {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rs-convention-'));
  const server = await startServer('load', { asStarted: true, dataDir: join(dataDir, 'rooms'), cpu: 0 });
  try {
    const before = await server.stats();
    const { starting, spreadMs } = shapeOf(tables);
    const generator = spawn('taskset', ['-c', '1', process.execPath, '--import', 'tsx', fileURLToPath(import.meta.url), '--clients', server.url, String(tables), String(starting), String(spreadMs)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let report: ClientReport | null = null;
    let windowStats: Awaited<ReturnType<typeof server.stats>> | null = null;
    const lines = createInterface({ input: generator.stdout! });
    const errLines = createInterface({ input: generator.stderr! });
    errLines.on('line', (line) => {
      log(line);
      // The window starts: the server's figures from here.
      if (line.includes('the window starts')) void server.stats().then((s) => (windowStats = s));
    });
    for await (const line of lines) if (line.startsWith('REPORT ')) report = JSON.parse(line.slice(7)) as ClientReport;
    if (!report) throw new Error('the convention generator ended without its report');
    const after = await server.stats();
    const start = windowStats ?? before;
    const cpuMs = (after.cpu.user + after.cpu.system - (start.cpu.user + start.cpu.system)) / 1000;
    const active = after.elu.active - start.elu.active;
    const idle = after.elu.idle - start.elu.idle;
    return { report, cpuMsPerAction: cpuMs / report.actions, elu: active / (active + idle), memory: after.memory, peakRss: after.peakRss ?? NaN };
  } finally {
    await stop(server.process);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The Convention rows. */
export async function measureConvention(tables = conventionTables(), log: (line: string) => void = () => {}): Promise<BenchRow[]> {
  const run = await conventionRun(tables, log);
  const r = run.report;
  const { starting, spreadMs } = shapeOf(tables);
  const p95 = r.latency.p95;
  const joinP95 = r.join.p95;
  const how = `scripts/bench-convention.ts: one room server process as npm start runs it (bundled, its node flags, SQLite on disk) on core 0 (taskset), the generator on core 1; ${tables} tables of 5–10 phones (${r.sockets} WebSockets), ${tables - starting} playing, then ${starting} starting at random moments of ${spreadMs / 1000} s (create, every phone connects and claims at once, start) while every table acts once every ${MEAN_GAP_MS / 1000} s on average (exponential gaps); measured over the ${(r.windowMs / 1000).toFixed(0)} s from the first start to ${TAIL_MS / 1000} s after the last; Node ${process.version}`;
  return [
    {
      figure: `Convention (${tables} tables, ${starting} starting in ${spreadMs / 1000} s): action → view on every socket`,
      value: `p50 ${ms(r.latency.p50)}, p95 ${ms(p95)}, p99 ${ms(r.latency.p99)} (${r.actions} actions, ${(r.actions / (r.windowMs / 1000)).toFixed(0)}/s, ${r.latency.samples} samples)`,
      budget: `p95 < ${CONVENTION_BUDGET.p95Ms} ms${tables < FULL_TABLES ? ` (the budget's ${FULL_TABLES} tables: BENCH_LOAD=full)` : ''}`,
      pass: p95 < CONVENTION_BUDGET.p95Ms,
      how,
    },
    {
      figure: 'Convention: a starting table’s phone joins (connect + claim)',
      value: `p95 ${ms(joinP95)}, slowest ${ms(r.join.max)} (${r.join.samples} phones)`,
      budget: `p95 < ${CONVENTION_BUDGET.joinP95Ms} ms`,
      pass: joinP95 < CONVENTION_BUDGET.joinP95Ms,
      how,
    },
    {
      figure: 'Convention: errors (connections, requests, views)',
      value: `${r.errors.length}${r.errors.length ? `: ${[...new Set(r.errors.map((e) => e.replace(/\d+/g, 'N')))].slice(0, 3).join(' / ')}` : ''}`,
      budget: `${CONVENTION_BUDGET.errors}`,
      pass: r.errors.length === 0,
      how,
    },
    {
      figure: 'Convention: the server over the window',
      value: `CPU ${run.cpuMsPerAction.toFixed(3)} ms per action (joins included), event loop ${(run.elu * 100).toFixed(0)} % busy, RSS ${(run.memory.rss / 2 ** 20).toFixed(0)} MiB (peak ${(run.peakRss / 2 ** 20).toFixed(0)} MiB), heap ${(run.memory.heapUsed / 2 ** 20).toFixed(0)} MiB; the generator ${(r.cpu * 100).toFixed(0)} % of its core`,
      budget: '',
      pass: null,
      how,
    },
  ];
}

const [mode, a, b, c, d] = process.argv.slice(2);
if (process.argv[1] === fileURLToPath(import.meta.url) && mode === '--clients') {
  await clients(a!, Number(b), Number(c), Number(d));
  process.exit(0);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measureConvention(mode ? Number(mode) : conventionTables(), (line) => process.stderr.write(`${line}\n`));
  for (const r of rows) process.stdout.write(`| ${r.figure} | ${r.value} | ${r.budget || '—'} | ${r.pass === null ? 'info' : r.pass ? 'pass' : 'FAIL'} |\n`);
  process.exit(0);
}
