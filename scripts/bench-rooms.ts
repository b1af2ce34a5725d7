/**
 * The room server's figures for `npm run bench` (scripts/bench.ts), also runnable alone:
 * `node --import tsx scripts/bench-rooms.ts` prints the flood rows (and, with a built app's folder
 * as argument, the bytes-on-the-wire rows).
 *
 * 1. **A flood next door**: a room server in its own process (in-memory PGlite,
 *    the default event limits, join and creation limits lifted because every client is on
 *    loopback), an honest 10-player room driven from this process (a phone's `sync` round trips,
 *    then whole games: every proposal, vote and mission card's round trip), and, in a third
 *    process, another room's table sending a flood of cheap requests as fast as it can: waves of
 *    1,500 `sync` and 300 `table:qr`, bounded (at most {@link FLOOD_WAVES} waves or
 *    {@link FLOOD_MAX_MS}, stopped when the honest room is done). Three runs: no flood; the flood with the limits; the flood with the
 *    event limits lifted (what the limits protect from). The figure is the honest room's 95th
 *    percentile in each.
 * 2. **Bytes on the wire**: server/app-server.ts serving a build; the first
 *    visit's page and start-up scripts, and every precached file, fetched with
 *    `Accept-Encoding: br, gzip`, with `gzip` only and with none: the bytes of the bodies as sent.
 *
 * Only loopback traffic; every loop is bounded in count and stops by itself.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { ROOM_GAMES } from '../src/games/room-games.ts';
import { teamSize, type MissionNumber } from '../src/games/resistance/engine.ts';
import type { ClaimedSeat, CreatedRoom, Reply, SeatSnapshot, TableSnapshot } from '../src/games/resistance/room/protocol.ts';
import { applyDelta, type SnapshotDelta } from '../src/platform/rooms/snapshot-delta.ts';

/** One row of the bench's table (scripts/bench.ts). */
export interface BenchRow {
  figure: string;
  value: string;
  budget: string;
  /** true: within budget; false: over; null: no budget. */
  pass: boolean | null;
  how: string;
}

const SELF = fileURLToPath(import.meta.url);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];
/** The flood next door (a room server under attack from another room's devices), one wave. */
const FLOOD_SYNCS = 1_500;
const FLOOD_QRS = 300;
/** The flood stops after this many waves or this long, even if nobody tells it to. */
const FLOOD_WAVES = 5_000;
const FLOOD_RECONNECTIONS = 100_000;
const FLOOD_MAX_MS = 180_000;
const SYNC_SAMPLES = 100;
const GAMES = 2;
/**
 * The honest room sends one request every this many ms at most (10 a second, a busy table: the
 * room's limit is 20 a second, a device's 5), as people at a table would, not as a flood.
 */
const HONEST_GAP_MS = 100;
/** Budget: the honest room's p95 under a bounded flood, with the limits. */
export const FLOOD_P95_BUDGET_MS = 100;

/** The nearest-rank quantile `q` (0…1) of `values` (NaN for none). */
export const nearestRank = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
export const ms = (v: number): string => `${v.toFixed(v < 10 ? 2 : 0)} ms`;
export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

type Client = Socket;

/**
 * A socket.io client of the room server at `url`: WebSocket only, its own connection, no automatic
 * reconnection; `options` are added to socket.io-client's (e.g. a `parser`, a connect `timeout`).
 */
export function client(url: string, auth: Record<string, unknown> = {}, options: Partial<ManagerOptions & SocketOptions> = {}): Client {
  return connect(url, { transports: ['websocket'], forceNew: true, reconnection: false, auth, ...options });
}

/** Resolves once `socket` is connected; rejects with its `connect_error`. */
export async function connected(socket: Client): Promise<void> {
  if (socket.connected) return;
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

async function ask<T extends object = object>(socket: Client, event: string, payload?: unknown): Promise<{ ms: number; reply: Reply<T> }> {
  const start = performance.now();
  const reply = (payload === undefined ? await socket.emitWithAck(event) : await socket.emitWithAck(event, payload)) as Reply<T>;
  return { ms: performance.now() - start, reply };
}

let lastHonest = 0;
/** An honest request: paced ({@link HONEST_GAP_MS}), and it must succeed. */
async function must<T extends object = object>(socket: Client, event: string, payload?: unknown): Promise<{ ms: number; reply: T }> {
  const wait = lastHonest + HONEST_GAP_MS - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  lastHonest = performance.now();
  const { ms: took, reply } = await ask<T>(socket, event, payload);
  if (!reply.ok) throw new Error(`${event} refused: ${reply.error.code} ${reply.error.message}`);
  return { ms: took, reply: reply as unknown as T };
}

/** A table and ten phones of one room, every seat claimed, the game started. */
async function honestRoom(url: string) {
  const table = client(url);
  await connected(table);
  const created = (await must<CreatedRoom>(table, 'room:create', { setup: { players: NAMES, firstLeader: 0 } })).reply;
  let tableView: TableSnapshot | null = null;
  /** Called once after the table's next snapshot (whole or patched). */
  let tableWaiters: (() => void)[] = [];
  const tableChanged = () => {
    const waiters = tableWaiters;
    tableWaiters = [];
    for (const wake of waiters) wake();
  };
  table.on('table:view', (s: TableSnapshot) => {
    if (!tableView || s.version >= tableView.version) tableView = s;
    tableChanged();
  });
  // Deltas (snapshot-delta.ts): one that does not apply asks for the whole snapshot.
  table.on('table:delta', (change: SnapshotDelta) => {
    if (tableView && change.version <= tableView.version) return;
    const next = applyDelta(tableView, change);
    if (next) {
      tableView = next;
      tableChanged();
    } else table.emit('sync', () => {});
  });
  const phones: { socket: Client; seat: number; view: SeatSnapshot | null }[] = [];
  for (let seat = 0; seat < NAMES.length; seat++) {
    const socket = client(url);
    await connected(socket);
    const phone = { socket, seat, view: null as SeatSnapshot | null };
    socket.on('seat:view', (s: SeatSnapshot) => {
      if (!phone.view || s.version >= phone.view.version) phone.view = s;
    });
    socket.on('seat:delta', (change: SnapshotDelta) => {
      if (phone.view && change.version <= phone.view.version) return;
      const next = applyDelta(phone.view, change);
      if (next) phone.view = next;
      else socket.emit('sync', () => {});
    });
    (await must<ClaimedSeat>(socket, 'seat:claim', { code: created.code, seat })).reply;
    phones.push(phone);
  }
  // Every seat taken: the table starts the game, and the server deals the cards (R-SET-3).
  await must(table, 'table:start', {});
  /** Resolves once the table has seen `test` hold (after each reply, a snapshot follows). */
  const tableSees = async (test: (s: TableSnapshot) => boolean) => {
    for (let i = 0; i < 10_000; i++) {
      if (tableView && test(tableView)) return tableView;
      await new Promise<void>((resolve) => tableWaiters.push(resolve));
    }
    throw new Error('the table never saw the step');
  };
  await tableSees(() => true);
  return { table, phones, tableSees, close: () => [table, ...phones.map((p) => p.socket)].forEach((s) => s.close()) };
}

/** How much the honest room measures in one run. */
interface Size {
  syncs: number;
  games: number;
  /** Stop after this many actions (proposals, votes, cards), even within a game. */
  actions: number;
}
const FULL: Size = { syncs: SYNC_SAMPLES, games: GAMES, actions: Infinity };
/** With the event limits off each request takes about a second under the flood: a shorter run. */
const SHORT: Size = { syncs: 30, games: 1, actions: 30 };

/**
 * What the honest room measures: `sync` round trips of its phones in turn, then whole games
 * (every proposal, vote and card's round trip). Returns the samples in ms.
 */
async function measureHonest(url: string, size: Size): Promise<{ sync: number[]; actions: number[] }> {
  const sync: number[] = [];
  const actions: number[] = [];
  for (let game = 0; game < size.games && actions.length < size.actions; game++) {
    const room = await honestRoom(url);
    try {
      if (game === 0) for (let i = 0; i < size.syncs; i++) sync.push((await must(room.phones[i % 10]!.socket, 'sync')).ms);
      for (let steps = 0; steps < 200 && actions.length < size.actions; steps++) {
        const view = (await room.tableSees(() => true)).view;
        if (view.phase === 'over') break;
        if (view.phase === 'proposal') {
          const size = teamSize(10, view.round as MissionNumber);
          const team = Array.from({ length: size }, (_, i) => (view.leader + i) % 10).sort((a, b) => a - b);
          const count = view.proposals.length;
          actions.push((await must(room.phones[view.leader]!.socket, 'game:propose', { team })).ms);
          await room.tableSees((s) => s.view.proposals.length === count + 1);
        } else if (view.phase === 'vote') {
          const index = view.proposals.length - 1;
          for (const p of room.phones) actions.push((await must(p.socket, 'game:vote', { approve: true })).ms);
          await room.tableSees((s) => s.view.proposals[index]!.votes !== null);
        } else if (view.phase === 'mission') {
          const proposal = view.proposals[view.proposals.length - 1]!;
          for (const seat of proposal.team) actions.push((await must(room.phones[seat]!.socket, 'game:card', { card: 'success' })).ms);
          await room.tableSees((s) => s.view.missions[proposal.mission - 1] !== null);
        } else {
          throw new Error(`unexpected phase ${view.phase}`);
        }
      }
    } finally {
      room.close();
    }
  }
  return { sync, actions };
}

/**
 * Starts a child process of this file in `mode` (`nodeFlags` go to node before the script);
 * resolves with it and its first stdout line.
 */
export async function child(mode: string[], nodeFlags: string[] = [], env: Record<string, string> = {}, asStarted = false, cpu?: number): Promise<{ process: ChildProcess; line: string; lines: AsyncIterator<string> }> {
  // As `npm start` runs its server: this file bundled (plain JavaScript, no loader), with its node flags.
  const script = asStarted ? [...startFlags(), benchBundle()] : ['--import', 'tsx', SELF];
  // Pinned to one core (`taskset -c N`, the convention run: the load generator on the other one).
  const command = cpu === undefined ? [process.execPath] : ['taskset', '-c', String(cpu), process.execPath];
  const proc = spawn(command[0]!, [...command.slice(1), ...nodeFlags, ...script, ...mode], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  // A child killed on purpose (the kill run) must not crash this process by a write to its stdin.
  proc.stdin!.on('error', () => {});
  const lines = createInterface({ input: proc.stdout! })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done) throw new Error(`the ${mode[0]} process ended before it started`);
  return { process: proc, line: first.value, lines };
}

/** The node flags of `npm start` (package.json's `start` script: `node FLAGS scripts/start.mjs`). */
export function startFlags(): string[] {
  // BENCH_START_FLAGS: other flags to compare (`BENCH_START_FLAGS= ` for none).
  if (process.env.BENCH_START_FLAGS !== undefined) return process.env.BENCH_START_FLAGS.split(/\s+/).filter(Boolean);
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const flags = /^node\s+(.*?)\s*scripts\/start\.mjs/.exec(pkg.scripts.start ?? '')?.[1] ?? '';
  return flags.split(/\s+/).filter(Boolean);
}

let bundled: string | null = null;
/**
 * This file bundled as scripts/build-server.mjs bundles the server (esbuild, packages left to
 * node_modules), once per bench process, into a folder of node_modules/.cache (so that packages
 * resolve); the PGlite worker beside it.
 */
function benchBundle(): string {
  if (bundled) return bundled;
  const out = join(ROOT, 'node_modules', '.cache', 'bench-server');
  const esbuild = join(ROOT, 'node_modules', 'esbuild', 'bin', 'esbuild');
  const result = spawnSync(esbuild, [SELF, join(ROOT, 'server', 'pglite-worker.ts'), '--bundle', '--platform=node', '--format=esm', '--target=node22', '--packages=external', `--outdir=${out}`, '--entry-names=[name]', '--log-level=warning'], { stdio: 'inherit', cwd: ROOT });
  if (result.status !== 0) throw new Error('the bench server could not be bundled (esbuild)');
  bundled = join(out, 'bench-rooms.js');
  return bundled;
}

/** Ends a child process (SIGTERM) and waits for its exit; nothing if it has ended already. */
export async function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  proc.kill('SIGTERM');
  await once(proc, 'exit');
}

/** One run: a server (with or without event limits), optionally the flood, the honest room. */
async function run(limits: boolean, flood: boolean, size: Size): Promise<{ sync: number[]; actions: number[]; flood: string }> {
  const server = await startServer(limits ? 'limits' : 'no-limits');
  const url = server.url;
  let attacker: Awaited<ReturnType<typeof child>> | null = null;
  try {
    if (flood) attacker = await child(['--flood', url]);
    const samples = await measureHonest(url, size);
    let floodReport = '';
    if (attacker) {
      attacker.process.stdin!.end(); // tells the flood to stop after its wave
      const report = await attacker.lines.next();
      floodReport = report.done ? '' : report.value;
    }
    return { ...samples, flood: floodReport };
  } finally {
    if (attacker) await stop(attacker.process);
    await stop(server.process);
  }
}

/**
 * The flood rows: the honest room's p95 of `sync` and of actions, with no flood, with the flood
 * and the limits, with the flood and no event limits.
 */
export async function measureFlood(): Promise<BenchRow[]> {
  const quiet = await run(true, false, FULL);
  const limited = await run(true, true, FULL);
  const open = await run(false, true, SHORT);
  const p95 = (v: number[]) => nearestRank(v, 0.95);
  const how = `server/room-server.ts in its own process (in-memory PGlite, default event limits: 40 events per device then 5/s, 200 per room then 20/s); an honest 10-player room from the bench process: ${SYNC_SAMPLES} sync round trips, the phones in turn, then ${GAMES} whole games (with the event limits off: ${SHORT.syncs} syncs and the first ${SHORT.actions} actions) (every proposal, vote and mission card, acknowledged round trip, performance.now()), one request every ${HONEST_GAP_MS} ms at most, as a busy table; the flood: another room's table in a third process sending waves of ${FLOOD_SYNCS} sync + ${FLOOD_QRS} table:qr as fast as acknowledgements come back, when disconnected it connects again at once with its token; at most ${FLOOD_WAVES} waves, ${FLOOD_RECONNECTIONS} reconnections or ${FLOOD_MAX_MS / 1000} s, for as long as the honest room plays. Nearest-rank p95`;
  return [
    {
      figure: 'Room server: honest room, sync p95',
      value: `no flood ${ms(p95(quiet.sync))}; flood next door ${ms(p95(limited.sync))} (limits on), ${ms(p95(open.sync))} (event limits off)`,
      budget: `flood, limits on: p95 < ${FLOOD_P95_BUDGET_MS} ms`,
      pass: p95(limited.sync) < FLOOD_P95_BUDGET_MS,
      how,
    },
    {
      figure: 'Room server: honest room, vote/card/proposal p95',
      value: `no flood ${ms(p95(quiet.actions))} (median ${ms(nearestRank(quiet.actions, 0.5))}); flood ${ms(p95(limited.actions))} (limits on, median ${ms(nearestRank(limited.actions, 0.5))}), ${ms(p95(open.actions))} (event limits off, ${open.actions.length} actions); ${limited.actions.length} actions a run`,
      budget: `flood, limits on: p95 < ${FLOOD_P95_BUDGET_MS} ms`,
      pass: p95(limited.actions) < FLOOD_P95_BUDGET_MS,
      how,
    },
    {
      figure: 'Room server: the flood itself',
      value: `limits on: ${limited.flood}; event limits off: ${open.flood}`,
      budget: '',
      pass: null,
      how: 'what the flooding table got back while the honest room played (its own acknowledgements)',
    },
  ];
}

/** One GET: the body's bytes as sent, and the encoding. */
function fetchBytes(url: string, encoding: string | null): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Bytes on the wire from server/app-server.ts for a build in `dist`: the first visit's page and
 * start-up scripts, and the whole precache list, with Brotli, gzip and no compression.
 */
export async function measureWire(dist: string): Promise<BenchRow[]> {
  const { startAppServer } = await import('../server/app-server.ts');
  const { openRoomStore } = await import('../server/store.ts');
  const store = await openRoomStore();
  const server = await startAppServer({ games: ROOM_GAMES, port: 0, host: '127.0.0.1', staticDir: dist, store, admitOnClaim: true });
  try {
    const origin = `http://127.0.0.1:${server.port}`;
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const startup = ['/', ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!), ...[...html.matchAll(/<link\b[^>]*rel="(?:stylesheet|modulepreload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)];
    const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
    const precache = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => `/${m[1]!}`);
    const total = async (paths: string[], encoding: string | null) => {
      let bytes = 0;
      const encodings = new Set<string>();
      for (const path of paths) {
        // The page names its files relative to itself (vite's base './'): resolved against the page.
        const r = await fetchBytes(new URL(path, `${origin}/`).href, encoding);
        bytes += r.bytes;
        encodings.add(r.encoding);
      }
      return { bytes, encodings: [...encodings].join('+') };
    };
    const rows: BenchRow[] = [];
    for (const [figure, paths] of [
      ['Bytes on the wire: first visit (page + start-up scripts)', startup],
      ['Bytes on the wire: the whole precache (service worker install)', precache],
    ] as const) {
      const br = await total(paths, 'br, gzip');
      const gz = await total(paths, 'gzip');
      const none = await total(paths, null);
      rows.push({
        figure,
        value: `${kib(br.bytes)} Brotli (${br.encodings}); ${kib(gz.bytes)} gzip; ${kib(none.bytes)} uncompressed (${paths.length} files)`,
        budget: '',
        pass: null,
        how: `npm start's server (server/app-server.ts: sirv with the build's .br/.gz siblings) on loopback; each file fetched with Accept-Encoding "br, gzip", then "gzip", then none; the bodies' bytes as sent (HTTP headers not counted)`,
      });
    }
    return rows;
  } finally {
    await server.close();
    await store.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Child processes and the command line

/** What a `--serve` child reports on a `stats` line of its stdin (a `STATS {json}` line on its stdout). */
export interface ServerStats {
  /** `process.memoryUsage()` after a full garbage collection (the child runs with `--expose-gc`; without it, as is). */
  memory: NodeJS.MemoryUsage;
  /** `process.cpuUsage()`: µs of user and system CPU since the process started. */
  cpu: NodeJS.CpuUsage;
  /** `performance.eventLoopUtilization()` since the process started (ms idle, ms active). */
  elu: { idle: number; active: number; utilization: number };
  /** Whether the garbage collection ran before `memory` was read. */
  gc: boolean;
  /**
   * With a cluster adapter ({@link StoreAndAdapter.redisUrl}): the messages this process published
   * through it since it started, by the adapter's message type (`BROADCAST`, `FETCH_SOCKETS` (a
   * presence query across processes), `SERVER_SIDE_EMIT`, `HEARTBEAT`, the responses…).
   */
  adapter?: Record<string, number>;
  /** Rooms read from the store (`RoomStore.load` calls) since the process started. */
  storeLoads: number;
  /** The process's peak resident size so far, bytes (`process.resourceUsage().maxRSS`: the kernel's high-water mark). */
  peakRss?: number;
  /** Rooms in the store (`countRooms`). */
  roomsStored?: number;
  /** The room server's bounded caches and maps, entries each, when it tells them (`RoomServer.sizes`). */
  sizes?: Record<string, number>;
  /** The event loop's longest delay since the last stats (ms; `monitorEventLoopDelay`, 10 ms resolution), and its p99. */
  loopDelay: { max: number; p99: number };
  /**
   * With a cluster adapter: the messages this process read from Redis since it started, by type;
   * `own` counts its own messages coming back on a channel it is subscribed to (socket.io ignores them).
   */
  received?: Record<string, number>;
  /** The connections the server closed or saw closed since it started, by engine.io's reason (`ping timeout`: no answer to its heartbeat in time). */
  closes?: Record<string, number>;
}

/** socket.io-adapter's `MessageType` (cluster-adapter.ts), by number. */
const ADAPTER_MESSAGES: Record<number, string> = {
  1: 'INITIAL_HEARTBEAT',
  2: 'HEARTBEAT',
  3: 'BROADCAST',
  4: 'SOCKETS_JOIN',
  5: 'SOCKETS_LEAVE',
  6: 'DISCONNECT_SOCKETS',
  7: 'FETCH_SOCKETS',
  8: 'FETCH_SOCKETS_RESPONSE',
  9: 'SERVER_SIDE_EMIT',
  10: 'SERVER_SIDE_EMIT_RESPONSE',
  11: 'BROADCAST_CLIENT_COUNT',
  12: 'BROADCAST_ACK',
  13: 'ADAPTER_CLOSE',
};

/**
 * Where a {@link startServer} child keeps its rooms: in-memory PGlite by default; a PostgreSQL
 * server (`databaseUrl`), and with `redisUrl` socket.io's sharded Redis adapter as server/main.ts
 * plugs it in (server/cluster-adapter.ts, docs/scaling.md).
 */
export interface StoreAndAdapter {
  databaseUrl?: string;
  redisUrl?: string;
  /** PGlite on this data directory (a real file store that a restart reads back) instead of in memory. */
  dataDir?: string;
  /** The port to listen on (a restarted server on its predecessor's port); any free one by default. */
  port?: number;
  /** The embedded store to use (scripts/bench-store.ts `CANDIDATES`; default the server's own, node:sqlite). */
  store?: string;
  /** Run the child as `npm start` runs its server: bundled JavaScript, with `npm start`'s node flags (else under tsx). */
  asStarted?: boolean;
  /** Pin the child to this core (`taskset -c`). */
  cpu?: number;
  /** The rooms' expiry (server/expiry.ts `ExpiryOptions`, ms; the soak expires its rooms within seconds). */
  expiry?: { finishedMs: number; idleMs: number; sweepMs: number };
}

/** A room server child of {@link startServer}: its address, its stats on demand, its end. */
export interface ServerChild {
  process: ChildProcess;
  url: string;
  /** Asks the child for its {@link ServerStats} (rejects if it ends or says something else first). */
  stats(): Promise<ServerStats>;
}

/**
 * Starts a room server in a child process (this file's `--serve`): in-memory PGlite, join and
 * creation limits lifted (every client is on loopback); `limits` keeps the default event limits,
 * `no-limits` lifts them too, `load` (scripts/bench-load.ts) also lifts the caps on open rooms
 * per address and in all, and runs the child with `--expose-gc` so that {@link ServerChild.stats}
 * measures memory after a full collection; `load-join-limits` (scripts/bench-storm.ts) is `load`
 * with the default join and event limits back. `where` puts its rooms in PostgreSQL and plugs in the
 * sharded Redis adapter (the child reads them from `BENCH_DATABASE_URL` and `BENCH_REDIS_URL`, so
 * that a `DATABASE_URL` of the bench's own environment changes nothing). The caller ends it with
 * {@link stop}.
 */
export async function startServer(kind: 'limits' | 'no-limits' | 'load' | 'load-join-limits', where: StoreAndAdapter = {}): Promise<ServerChild> {
  const env: Record<string, string> = {};
  if (where.databaseUrl) env.BENCH_DATABASE_URL = where.databaseUrl;
  if (where.redisUrl) env.BENCH_REDIS_URL = where.redisUrl;
  if (where.dataDir) env.BENCH_DATA_DIR = where.dataDir;
  if (where.port) env.BENCH_PORT = String(where.port);
  if (where.store) env.BENCH_STORE = where.store;
  // BENCH_CPU_PROF=DIR: each server child writes a CPU profile there when it ends (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  if (where.expiry) env.BENCH_EXPIRY = JSON.stringify(where.expiry);
  const server = await child(['--serve', kind], [...(kind.startsWith('load') ? ['--expose-gc'] : []), ...profile], env, where.asStarted, where.cpu);
  const url = server.line.replace(/^LISTENING /, '');
  return {
    process: server.process,
    url,
    async stats() {
      if (server.process.exitCode !== null || server.process.signalCode !== null) throw new Error('the room server has ended');
      server.process.stdin!.write('stats\n');
      const line = await server.lines.next();
      if (line.done || !line.value.startsWith('STATS ')) throw new Error(`the room server did not report its stats (${line.done ? 'it ended' : line.value.slice(0, 80)})`);
      return JSON.parse(line.value.slice('STATS '.length)) as ServerStats;
    },
  };
}

/**
 * `--serve limits|no-limits|load` (see {@link startServer}): a room server on loopback; prints
 * `LISTENING url`, then answers each `stats` line of its stdin with a `STATS {json}` line
 * ({@link ServerStats}).
 */
async function serve(kind: string): Promise<void> {
  const { createRoomServer } = await import('../server/room-server.ts');
  const { openBenchStore } = await import('./bench-store-open.ts');
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const redisUrl = process.env.BENCH_REDIS_URL || undefined;
  const dataDir = process.env.BENCH_DATA_DIR || undefined;
  const listenPort = Number(process.env.BENCH_PORT || 0);
  const { LISTEN_BACKLOG } = await import('../server/app-server.ts');
  const opened = await openBenchStore(process.env.BENCH_STORE, databaseUrl ? { databaseUrl } : dataDir ? { dataDir } : {});
  // Rooms read from the store, counted here (server/ unchanged): a restart's storm reads each room once.
  let storeLoads = 0;
  const store = {
    ...opened,
    load: (code: string) => {
      storeLoads++;
      return opened.load(code);
    },
  };
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let adapter;
  let redis: { quit(): Promise<unknown> } | undefined;
  if (redisUrl) {
    // As server/main.ts: socket.io's sharded Redis adapter (server/cluster-adapter.ts).
    const { clusterAdapter } = await import('../server/cluster-adapter.ts');
    const cluster = await clusterAdapter(redisUrl, (error) => process.stderr.write(`redis: ${error.message}\n`));
    redis = { quit: () => cluster.close() };
    adapter = cluster.adapter;
  }
  const lifted = { capacity: 1_000_000, refillMs: 1 };
  const server = createRoomServer({
    games: ROOM_GAMES,
    store,
    // The bench plays whole games through its own clients: phones admitted as they claim.
    admitOnClaim: true,
    ...(adapter ? { adapter } : {}),
    // `load-join-limits`: the default join and event limits (every client is one address: a whole
    // venue behind one NAT), the rest lifted as `load`.
    ...(kind === 'load-join-limits' ? {} : { joinLimit: lifted }),
    createLimit: lifted,
    ...(kind === 'limits' || kind === 'load-join-limits' ? {} : { eventLimits: { device: lifted, room: lifted } }),
    ...(kind.startsWith('load') ? { roomCaps: { perAddress: 1_000_000, total: 1_000_000 } } : {}),
    ...(process.env.BENCH_EXPIRY ? { expiry: JSON.parse(process.env.BENCH_EXPIRY) as { finishedMs: number; idleMs: number; sweepMs: number } } : {}),
  });
  // The messages published through the cluster adapter, by type: counted here, in the bench's
  // child, by wrapping the adapter instance's two publishing methods (socket.io-adapter's
  // ClusterAdapter: every message and every response goes through them); server/ is unchanged.
  const published: Record<string, number> | undefined = adapter ? {} : undefined;
  const received: Record<string, number> | undefined = adapter ? {} : undefined;
  if (published && received) {
    const clusterAdapter = server.io.of('/').adapter as unknown as Record<'doPublish' | 'doPublishResponse' | 'onMessage', (...args: unknown[]) => unknown>;
    // And the messages it received from the other processes (its own come back to it too: counted
    // apart as `own`), the adapter's entry for every message read from Redis.
    const onMessage = clusterAdapter.onMessage.bind(clusterAdapter);
    const uid = (clusterAdapter as unknown as { uid: string }).uid;
    clusterAdapter.onMessage = (...args: unknown[]) => {
      const message = args[0] as { type: number; uid?: string };
      const name = message.uid === uid ? 'own' : (ADAPTER_MESSAGES[message.type] ?? String(message.type));
      received[name] = (received[name] ?? 0) + 1;
      return onMessage(...args);
    };
    for (const method of ['doPublish', 'doPublishResponse'] as const) {
      const original = clusterAdapter[method].bind(clusterAdapter);
      clusterAdapter[method] = (...args: unknown[]) => {
        const message = args[method === 'doPublish' ? 0 : 1] as { type: number };
        const name = ADAPTER_MESSAGES[message.type] ?? String(message.type);
        published[name] = (published[name] ?? 0) + 1;
        return original(...args) as Promise<unknown>;
      };
    }
  }
  const closes: Record<string, number> = {};
  server.io.engine.on('connection', (socket: { on(event: 'close', listener: (reason: string) => void): void }) =>
    socket.on('close', (reason) => {
      closes[reason] = (closes[reason] ?? 0) + 1;
    }),
  );
  createInterface({ input: process.stdin }).on('line', async (line) => {
    if (line.trim() !== 'stats') return;
    const roomsStored = await opened.countRooms().catch(() => NaN);
    const sizes = (server as { sizes?: () => Record<string, number> }).sizes?.();
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const stats: ServerStats = {
      memory: process.memoryUsage(),
      cpu: process.cpuUsage(),
      elu: performance.eventLoopUtilization(),
      gc: !!gc,
      ...(published ? { adapter: { ...published } } : {}),
      storeLoads,
      peakRss: process.resourceUsage().maxRSS * 1024,
      roomsStored,
      ...(sizes ? { sizes } : {}),
      ...(received ? { received: { ...received } } : {}),
      loopDelay: { max: loopDelay.max / 1e6, p99: loopDelay.percentile(99) / 1e6 },
      closes: { ...closes },
    };
    loopDelay.reset();
    process.stdout.write(`STATS ${JSON.stringify(stats)}\n`);
  });
  // The accept queue of `npm start` (server/app-server.ts), so that a storm of connections is measured as it would meet it.
  server.httpServer.listen({ port: listenPort, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  await once(server.httpServer, 'listening');
  const { port } = server.httpServer.address() as { port: number };
  process.stdout.write(`LISTENING http://127.0.0.1:${port}\n`);
  process.on('SIGTERM', () => {
    void server
      .close()
      .then(() => opened.close())
      .then(() => redis?.quit())
      .catch(() => {})
      .then(() => process.exit(0));
  });
}

/**
 * `--flood url`: a table of its own room floods until its stdin closes (or {@link FLOOD_WAVES}
 * waves, or {@link FLOOD_MAX_MS}); disconnected by the server, it connects again at once with its
 * token, as an attacker would.
 */
async function flood(url: string): Promise<void> {
  const table = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  await connected(table);
  const created = (await table.emitWithAck('room:create', { setup: { players: NAMES.slice(0, 5), firstLeader: 0 } })) as Reply<CreatedRoom>;
  if (!created.ok) throw new Error('the flooding table could not create its room');
  table.auth = { role: 'table', code: created.code, token: created.tableToken };
  let stopping = false;
  process.stdin.on('end', () => (stopping = true));
  process.stdin.resume();
  process.stdout.write('FLOODING\n');
  let ok = 0;
  let refused = 0;
  let lost = 0;
  let waves = 0;
  let reconnections = 0;
  let handshakesRefused = 0;
  const started = performance.now();
  const send = (event: string) =>
    (table.timeout(5_000).emitWithAck(event) as Promise<Reply>).then(
      (r) => (r.ok ? ok++ : refused++),
      () => lost++,
    );
  while (!stopping && waves < FLOOD_WAVES && reconnections < FLOOD_RECONNECTIONS && performance.now() - started < FLOOD_MAX_MS) {
    if (!table.connected) {
      reconnections++;
      table.connect();
      const outcome = await new Promise<boolean>((resolve) => {
        table.once('connect', () => resolve(true));
        table.once('connect_error', () => resolve(false));
      });
      table.off('connect');
      table.off('connect_error');
      if (!outcome) handshakesRefused++;
      continue;
    }
    await Promise.all([...Array.from({ length: FLOOD_SYNCS }, () => send('sync')), ...Array.from({ length: FLOOD_QRS }, () => send('table:qr'))]);
    waves++;
  }
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `${waves} waves in ${seconds.toFixed(1)} s: ${ok} answered, ${refused} refused, ${lost} unanswered (disconnected), ${reconnections} reconnections (${handshakesRefused} refused)\n`,
  );
  table.close();
  process.exit(0);
}

// The child modes and the command line apply only when this file is the script run (another
// script importing it, scripts/bench.ts or scripts/bench-load.ts, has arguments of its own).
const [mode, arg] = process.argv.slice(2);
if (process.argv[1] === SELF && mode === '--serve') await serve(arg!);
else if (process.argv[1] === SELF && mode === '--flood') await flood(arg!);
else if (process.argv[1] === SELF) {
  const rows = [...(await measureFlood()), ...(mode ? await measureWire(mode) : [])];
  for (const r of rows) process.stdout.write(`| ${r.figure} | ${r.value} | ${r.budget || '—'} | ${r.pass === null ? 'info' : r.pass ? 'pass' : 'FAIL'} |\n`);
  process.exit(0);
}
