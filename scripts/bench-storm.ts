/**
 * A restart's reconnection storm (its budget: "1,000 tables × 8 phones reconnecting within
 * 10 s of a restart are all served, measured; no room lost or duplicated"), for `npm run bench`
 * (scripts/bench.ts, the Storm section) and alone: `node --import tsx scripts/bench-storm.ts`
 * prints its rows (`BENCH_LOAD_STORM=1000` for the budget's size).
 *
 * One run of T tables:
 * 1. **Setup**: a room server child (scripts/bench-rooms.ts `startServer('load')`: join, creation
 *    and event limits and the room caps lifted, every client being on loopback) on a PGlite data
 *    directory in a temporary folder (files, not memory: the restart reads the rooms back); from
 *    this process T rooms of 8 seats, {@link SETUP_CONCURRENCY} at a time: the table creates the
 *    room, its 8 phones connect and claim their seats, the table deals (`table:start`), and the
 *    room plays {@link STORM_ACTIONS} game actions (the leader's proposal, the 8 votes, the first
 *    mission card), each waiting until its view reached every socket of the room. Every socket
 *    stays connected.
 * 2. **Before**: each device's newest snapshot (its version, and a hash of it without the table's
 *    presence list and the consequences of the last change, which a snapshot after a reconnection
 *    does not repeat); the child is stopped (SIGTERM: every socket is dropped, the store closed);
 *    this process opens the data directory and reads the rooms: their number, each room's version
 *    and a hash of its whole stored record.
 * 3. **Restart**: a new child on the same data directory and port. Every device's reconnection
 *    (its own new WebSocket with its token, as the room client's `auth`) is given a moment drawn at
 *    random (seeded) over the {@link STORM_WINDOW_MS} window after the new server listens, as
 *    phones coming back by themselves would, and run by {@link STORM_CLIENT_PROCESSES} client
 *    processes (this file's `--storm-clients`), so that 9,000 sockets' client work does not share
 *    one event loop. Each device measures from its connection's start to its first full snapshot
 *    (`seat:view` or `table:view`), checks that snapshot's version and hash against step 2's, and
 *    counts a refused handshake (by its error code) or no snapshot within {@link STORM_TIMEOUT_MS}.
 * 4. **Server**: its CPU, event-loop utilisation and longest event-loop delay over the storm, the
 *    store reads it made (the child counts `RoomStore.load` calls), memory after a full
 *    collection before the storm and with every device back.
 * 5. **After**: the child stopped again; the data directory read as in step 2: every room there,
 *    none more, each with the same version and record hash (no room lost, duplicated or changed by
 *    the restart).
 *
 * Every wait is bounded; the children are stopped and the folder deleted at the end, also after an
 * error.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Socket } from 'socket.io-client';
import { clientParser } from '../src/platform/rooms/frame-padding.ts';
import { jittered } from '../src/platform/rooms/room-client.ts';
import type { Seat } from '../src/games/resistance/engine.ts';
import type { ClaimedSeat, CreatedRoom, SeatSnapshot, TableSnapshot } from '../src/games/resistance/room/protocol.ts';
import { client, connected, ms, nearestRank, startServer, stop, type BenchRow, type ServerChild, type ServerStats } from './bench-rooms.ts';
import { CONNECT_TIMEOUT_MS, device, NAMES, nextAction, prng, request, within, type Device } from './bench-load.ts';

/** Tables of the short run in `npm run bench` (fits this 2-core machine's two minutes with the other sections). */
export const STORM_SHORT_TABLES = 200;
/** Tables the budget is set at (`BENCH_LOAD_STORM=1000`). */
export const STORM_TARGET_TABLES = 1_000;
/** Phones per table (each a seat). */
export const STORM_PHONES = 8;
/** Every device comes back within this long after the new server listens. */
export const STORM_WINDOW_MS = 10_000;
/** Game actions each room plays before the restart: a proposal, 8 votes, the first mission card. */
export const STORM_ACTIONS = 10;
/** Rooms set up at once before the restart (the setup is not what is measured). */
const SETUP_CONCURRENCY = 25;
/** Client processes the reconnections are shared among. */
export const STORM_CLIENT_PROCESSES = 2;
/** A reconnection with no snapshot after this long is timed out. */
export const STORM_TIMEOUT_MS = 30_000;
const SEED = 0x5707a026;
const SELF = fileURLToPath(import.meta.url);

/**
 * The open files a process may hold (`ulimit -n`, read through the shell), or `Infinity` when it
 * cannot be read. The server child holds a socket per device, the bench process as many while it
 * sets the rooms up.
 */
export function openFilesLimit(): number {
  try {
    const out = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return out === 'unlimited' ? Infinity : Number(out) || Infinity;
  } catch {
    return Infinity;
  }
}

/** The tables of the storm run: `BENCH_LOAD_STORM` (a whole number, 1–5,000), else {@link STORM_SHORT_TABLES}. */
export function stormTables(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BENCH_LOAD_STORM?.trim();
  if (!raw) return STORM_SHORT_TABLES;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 5_000) throw new Error(`BENCH_LOAD_STORM must be a whole number of tables from 1 to 5000, such as 1000, not "${raw}"`);
  return n;
}

/**
 * A snapshot's hash for "the same screen": its JSON (keys sorted) without the table's presence list
 * (`seats`: who is connected changes with the restart) and `consequences` (what the last change
 * said: a snapshot after a reconnection does not say it again).
 */
export function snapshotHash(snapshot: object): string {
  const { seats: _seats, consequences: _consequences, ...rest } = snapshot as Record<string, unknown>;
  return createHash('sha256').update(canonical(rest)).digest('hex').slice(0, 16);
}

/** JSON with object keys sorted (the same value, the same text). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** One device to bring back: who it is, what it saw before the restart, when it comes back. */
export interface Credential {
  code: string;
  role: 'table' | 'seat';
  seat: Seat | null;
  token: string;
  version: number;
  hash: string;
  /** Ms after the new server listens. */
  delayMs: number;
}

/** What one device's reconnection gave. */
export interface Reconnection {
  code: string;
  seat: Seat | null;
  /** Connection start → first full snapshot, ms; NaN when none came. */
  ms: number;
  /** When the snapshot came, ms after the go (the new server listening). */
  at: number;
  /** The refusal's code, `timeout`, or `null` when served. */
  error: string | null;
  /** Handshakes refused with a wait (`rate-limited`, `busy`) and tried again after it, as the room client does. */
  retries: number;
  /** Served with another version or another screen than before the restart. */
  differs: string | null;
}

/** A room set up before the restart: its devices and their tokens. */
interface StormRoom {
  code: string;
  tableToken: string;
  tokens: string[];
  devices: Device[];
}

/** Sets up room `index` on `url`: create, 8 claims, deal, {@link STORM_ACTIONS} actions, each view on every socket. */
async function setupRoom(index: number, url: string, sockets: Socket[]): Promise<StormRoom> {
  const table = device(url, null, sockets);
  await within(connected(table.socket), 'the table connecting', CONNECT_TIMEOUT_MS + 1_000);
  const created = await request<CreatedRoom>(table.socket, 'room:create', { setup: { players: NAMES.slice(0, STORM_PHONES) } });
  const claims = await Promise.all(
    Array.from({ length: STORM_PHONES }, async (_, seat) => {
      const phone = device(url, seat as Seat, sockets);
      await within(connected(phone.socket), 'a phone connecting', CONNECT_TIMEOUT_MS + 1_000);
      const { token } = await request<ClaimedSeat>(phone.socket, 'seat:claim', { code: created.code, seat });
      return { phone, token };
    }),
  );
  const phones = claims.map((c) => c.phone);
  const everyone = [table, ...phones];
  /** Sends a request and waits until its view (a higher version) reached every socket of the room. */
  const step = async (socket: Socket, event: string, payload: object) => {
    const above = Math.max(...everyone.map((d) => d.version));
    const arrivals = everyone.map((d) => new Promise<number>((resolve) => (d.waiting = { above, resolve })));
    try {
      await request(socket, event, payload);
      await within(Promise.all(arrivals), `the views after ${event}`);
    } finally {
      for (const d of everyone) d.waiting = null;
    }
  };
  await step(table.socket, 'table:start', {});
  const random = prng(SEED + index);
  for (let i = 0; i < STORM_ACTIONS; i++) {
    const next = nextAction(phones, random);
    if (!next) break;
    await step(phones[next.seat]!.socket, next.event, next.payload);
  }
  return { code: created.code, tableToken: created.tableToken, tokens: claims.map((c) => c.token), devices: everyone };
}

/** The rooms stored in `dataDir`, read by this process (no server running on it): count, and per room its version and record hash. */
async function readStore(dataDir: string, codes: readonly string[]): Promise<{ count: number; rooms: Map<string, { version: number; hash: string } | null> }> {
  const { openRoomStore } = await import('../server/store.ts');
  const store = await openRoomStore({ dataDir });
  try {
    const rooms = new Map<string, { version: number; hash: string } | null>();
    const read = await Promise.all(codes.map((code) => store.load(code)));
    codes.forEach((code, i) => {
      const room = read[i];
      rooms.set(code, room ? { version: room.version, hash: createHash('sha256').update(canonical(room)).digest('hex').slice(0, 16) } : null);
    });
    return { count: await store.countRooms(), rooms };
  } finally {
    await store.close();
  }
}

/** One client process of the storm (this file's `--storm-clients`), fed its credentials. */
interface ClientProcess {
  process: ChildProcess;
  lines: AsyncIterator<string>;
}

async function startClients(url: string, credentials: Credential[]): Promise<ClientProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', SELF, '--storm-clients', url], { stdio: ['pipe', 'pipe', 'inherit'] });
  proc.stdin!.on('error', () => {});
  const lines = createInterface({ input: proc.stdout! })[Symbol.asyncIterator]();
  proc.stdin!.write(`${JSON.stringify(credentials)}\n`);
  const ready = await lines.next();
  if (ready.done || ready.value !== 'READY') throw new Error(`a storm client process did not start (${ready.done ? 'it ended' : ready.value.slice(0, 80)})`);
  return { process: proc, lines };
}

/** The figures of one storm run. */
export interface StormRun {
  tables: number;
  devices: number;
  windowMs: number;
  setupSeconds: number;
  /** SIGTERM to the first server → its exit, and the second's start → listening, ms (the bench's store read between them left out). */
  restartMs: { stop: number; start: number };
  reconnections: Reconnection[];
  served: number;
  /** Refused handshakes by their code, and timeouts (`timeout`). */
  failed: Record<string, number>;
  /** Served with another version or screen than before. */
  differs: string[];
  latency: { p50: number; p95: number; p99: number; max: number };
  /** The last snapshot's arrival after the new server listened, ms. */
  lastServedAt: number;
  /** Rooms in the store before and after the storm; codes missing or changed (version or record hash). */
  stored: { before: number; after: number; missing: string[]; changed: string[] };
  /** The new server: store reads, CPU, event loop over the storm; memory before it and with every device back. */
  server: { storeLoads: number; cpuMs: number; elu: number; loopDelayMaxMs: number; loopDelayP99Ms: number; idle: ServerStats; held: ServerStats };
  /** The first server with every room set up and every device connected (memory). */
  before: ServerStats;
  clientProcesses: number;
  /** Whether the new server kept the default join and event limits (every device one address). */
  joinLimits: boolean;
  /** Handshakes refused with a wait and tried again. */
  retries: number;
  /** The client processes' CPU from the go to their last result, ms (they share the machine's cores with the server). */
  clientCpuMs: number;
  /** The machine's 1-minute load average at the go and at the end (other work on the machine slows every figure). */
  loadAverage: [number, number];
}

/**
 * One storm run of `tables` tables (see the module comment); `windowMs` the spread of the
 * reconnections, `clientProcesses` the client processes. Never leaves a child or the folder behind.
 * @throws when the setup fails (a room that cannot be set up is not a storm figure)
 */
export async function stormRun(
  tables: number,
  options: { windowMs?: number; clientProcesses?: number; joinLimits?: boolean; log?: (line: string) => void } = {},
): Promise<StormRun> {
  const windowMs = options.windowMs ?? STORM_WINDOW_MS;
  const clientProcesses = Math.max(1, Math.min(options.clientProcesses ?? STORM_CLIENT_PROCESSES, tables * (STORM_PHONES + 1)));
  const log = options.log ?? (() => {});
  // Each device is a socket in the server and in this process (the setup): with PGlite's files and
  // the rest, a margin of 1,000.
  const needed = tables * (STORM_PHONES + 1) + 1_000;
  const limit = openFilesLimit();
  if (needed > limit) throw new Error(`${tables} tables need about ${needed} open files per process and ulimit -n is ${limit}: raise it (ulimit -n ${needed}) or run fewer tables (BENCH_LOAD_STORM)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'rs-storm-'));
  const sockets: Socket[] = [];
  let first: ServerChild | null = null;
  let second: ServerChild | null = null;
  const clients: ClientProcess[] = [];
  try {
    first = await startServer('load', { dataDir });
    const port = Number(new URL(first.url).port);
    const setupStart = performance.now();
    const rooms: StormRoom[] = [];
    let nextIndex = 0;
    await Promise.all(
      Array.from({ length: Math.min(SETUP_CONCURRENCY, tables) }, async () => {
        while (nextIndex < tables) {
          const index = nextIndex++;
          rooms.push(await setupRoom(index, first!.url, sockets));
          if (rooms.length % 100 === 0) log(`storm: ${rooms.length} of ${tables} rooms set up`);
        }
      }),
    );
    const setupSeconds = (performance.now() - setupStart) / 1000;
    const before = await first.stats();
    const random = prng(SEED);
    const credentials: Credential[] = rooms.flatMap((room) =>
      room.devices.map((d): Credential => {
        const snapshot = d.latest as SeatSnapshot | TableSnapshot;
        return {
          code: room.code,
          role: d.seat === null ? 'table' : 'seat',
          seat: d.seat,
          token: d.seat === null ? room.tableToken : room.tokens[d.seat]!,
          version: snapshot.version,
          hash: snapshotHash(snapshot),
          delayMs: Math.floor(random() * windowMs),
        };
      }),
    );
    const codes = rooms.map((r) => r.code);

    // The restart: the first server stops (its sockets dropped), the store is read, a new server on the same folder and port.
    const stopStart = performance.now();
    await stop(first.process);
    first = null;
    const restartMs = { stop: performance.now() - stopStart, start: NaN };
    for (const s of sockets) s.close();
    sockets.length = 0;
    const stored = await readStore(dataDir, codes);
    const startStart = performance.now();
    second = await startServer(options.joinLimits ? 'load-join-limits' : 'load', { dataDir, port });
    restartMs.start = performance.now() - startStart;
    const idle = await second.stats();
    log(`storm: ${tables} tables set up in ${setupSeconds.toFixed(1)} s; restarted (stop ${(restartMs.stop / 1000).toFixed(1)} s, start ${(restartMs.start / 1000).toFixed(1)} s); ${credentials.length} devices come back over ${windowMs / 1000} s…`);

    // The storm: every device at its moment, from the client processes (a share each).
    for (let i = 0; i < clientProcesses; i++) clients.push(await startClients(second.url, credentials.filter((_, j) => j % clientProcesses === i)));
    const loadAtGo = loadavg()[0]!;
    for (const c of clients) c.process.stdin!.write('GO\n');
    const results = await Promise.all(
      clients.map(async (c) => {
        const line = await c.lines.next();
        if (line.done || !line.value.startsWith('RESULT ')) throw new Error(`a storm client process gave no result (${line.done ? 'it ended' : line.value.slice(0, 80)})`);
        return JSON.parse(line.value.slice('RESULT '.length)) as { results: Reconnection[]; cpuMs: number };
      }),
    );
    const held = await second.stats();
    for (const c of clients) c.process.stdin!.end();
    await Promise.all(clients.map((c) => (c.process.exitCode === null ? once(c.process, 'exit') : null)));
    clients.length = 0;
    await stop(second.process);
    second = null;
    const after = await readStore(dataDir, codes);

    const reconnections = results.flatMap((r) => r.results);
    const clientCpuMs = results.reduce((sum, r) => sum + r.cpuMs, 0);
    const served = reconnections.filter((r) => r.error === null);
    const failed: Record<string, number> = {};
    for (const r of reconnections) if (r.error !== null) failed[r.error] = (failed[r.error] ?? 0) + 1;
    const times = served.map((r) => r.ms);
    const missing = codes.filter((code) => !after.rooms.get(code));
    const changed = codes.filter((code) => {
      const [a, b] = [stored.rooms.get(code), after.rooms.get(code)];
      return a && b && (a.version !== b.version || a.hash !== b.hash);
    });
    const active = held.elu.active - idle.elu.active;
    const quiet = held.elu.idle - idle.elu.idle;
    return {
      tables,
      devices: credentials.length,
      windowMs,
      setupSeconds,
      restartMs,
      reconnections,
      served: served.length,
      failed,
      differs: reconnections.flatMap((r) => (r.differs ? [`room ${r.code} ${r.seat === null ? 'table' : `seat ${r.seat}`}: ${r.differs}`] : [])),
      latency: { p50: nearestRank(times, 0.5), p95: nearestRank(times, 0.95), p99: nearestRank(times, 0.99), max: times.length ? Math.max(...times) : NaN },
      lastServedAt: served.length ? Math.max(...served.map((r) => r.at)) : NaN,
      stored: { before: stored.count, after: after.count, missing: [...codes.filter((c) => !stored.rooms.get(c)), ...missing], changed },
      server: {
        storeLoads: held.storeLoads - idle.storeLoads,
        cpuMs: (held.cpu.user + held.cpu.system - (idle.cpu.user + idle.cpu.system)) / 1000,
        elu: active / (active + quiet),
        loopDelayMaxMs: held.loopDelay.max,
        loopDelayP99Ms: held.loopDelay.p99,
        idle,
        held,
      },
      before,
      clientProcesses,
      joinLimits: !!options.joinLimits,
      retries: reconnections.reduce((sum, r) => sum + r.retries, 0),
      clientCpuMs,
      loadAverage: [loadAtGo, loadavg()[0]!],
    };
  } finally {
    for (const s of sockets) s.close();
    for (const c of clients) c.process.kill('SIGTERM');
    if (first) await stop(first.process);
    if (second) await stop(second.process);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/**
 * The storm rows of `npm run bench`: one run of `tables` tables ({@link stormTables}).
 * @param log progress lines (stderr in `npm run bench`)
 */
export async function measureStorm(tables: number = stormTables(), log: (line: string) => void = () => {}, joinLimits = /^(1|true|yes)$/i.test(process.env.BENCH_STORM_JOIN_LIMITS ?? '')): Promise<BenchRow[]> {
  log(`storm: ${tables} tables × ${STORM_PHONES} phones…`);
  const r = await stormRun(tables, { log });
  const summary = (x: StormRun) =>
    `storm: ${x.served} of ${x.devices} served, p50 ${ms(x.latency.p50)}, p95 ${ms(x.latency.p95)}, ${x.reconnections.length - x.served} failed, ${x.retries} retries, ${x.differs.length} differ, rooms ${x.stored.before} → ${x.stored.after}, ${x.server.storeLoads} store reads, load average ${x.loadAverage.map((v) => v.toFixed(1)).join(' → ')}`;
  log(summary(r));
  const rows = stormRows(r);
  if (joinLimits) {
    log(`storm: again with the default join and event limits, every device from one address…`);
    const l = await stormRun(tables, { log, joinLimits: true });
    log(summary(l));
    const failures = Object.values(l.failed).reduce((a, b) => a + b, 0);
    rows.push({
      figure: 'Storm: with the default join limits, every device behind one address',
      value: `${l.served} of ${l.devices} served; ${failures} failed or timed out${failures ? ` (${Object.entries(l.failed).map(([k, n]) => `${k} ${n}`).join(', ')})` : ''}; ${l.retries} handshakes refused with a wait and tried again after it; reconnect → snapshot p50 ${ms(l.latency.p50)}, p95 ${ms(l.latency.p95)}, p99 ${ms(l.latency.p99)}; the last served ${(l.lastServedAt / 1000).toFixed(1)} s after the new server listened; rooms ${l.stored.before} → ${l.stored.after}, ${l.stored.missing.length} missing, ${l.stored.changed.length} changed`,
      budget: '',
      pass: null,
      how: `as the rows above, but the new server keeps the default join limit (30 failed attempts a minute per network: valid tokens never count) and event limits: every client here is 127.0.0.1, so this is a whole venue behind one NAT; a handshake refused rate-limited or busy is tried again after its retryAfterMs spread by up to half as long again (src/platform/rooms/room-client.ts jittered)`,
    });
  }
  return rows;
}

/** The rows of one storm run (see {@link measureStorm}). */
function stormRows(r: StormRun): BenchRow[] {
  const tables = r.tables;
  const failures = Object.values(r.failed).reduce((a, b) => a + b, 0);
  const target = tables >= STORM_TARGET_TABLES ? `at ${STORM_TARGET_TABLES.toLocaleString('en')} tables` : `the budget sets it at ${STORM_TARGET_TABLES.toLocaleString('en')} tables (BENCH_LOAD_STORM=${STORM_TARGET_TABLES}); checked here at ${tables}`;
  const how = `scripts/bench-storm.ts: the room server in its own process on a PGlite data directory (files) in a temporary folder (join/creation/event limits and room caps lifted: every client is on loopback, one address); ${tables} rooms of a table and ${STORM_PHONES} phones set up ${SETUP_CONCURRENCY} at a time (create, claims, deal, ${STORM_ACTIONS} game actions), every socket connected; the server stopped (SIGTERM) and a new one started on the same folder and port; each of the ${r.devices} devices reconnects with its token at a moment drawn at random over ${r.windowMs / 1000} s after the new server listens, from ${r.clientProcesses} client process${r.clientProcesses > 1 ? 'es' : ''}; Node ${process.version}`;
  const good = r.served === r.devices && failures === 0 && r.differs.length === 0 && r.stored.missing.length === 0 && r.stored.changed.length === 0 && r.stored.after === r.stored.before;
  return [
    {
      figure: 'Storm: reconnections after a restart served',
      value: `${r.served} of ${r.devices} (${tables} tables × (${STORM_PHONES} phones + the table)); ${failures} failed or timed out${failures ? ` (${Object.entries(r.failed).map(([k, n]) => `${k} ${n}`).join(', ')})` : ''}; ${r.differs.length} came back to another version or screen${r.differs.length ? ` (${r.differs.slice(0, 2).join(' / ')})` : ''}; the last served ${(r.lastServedAt / 1000).toFixed(1)} s after the new server listened`,
      budget: `all served (${target})`,
      pass: tables >= STORM_TARGET_TABLES ? good : good ? null : false,
      how: `${how}; served = the first seat:view or table:view after the handshake, with the version and the same snapshot (table presence and the last change's consequences aside) as before the restart; failed = a refused handshake (its code) or no snapshot in ${STORM_TIMEOUT_MS / 1000} s`,
    },
    {
      figure: 'Storm: reconnect → full snapshot',
      value: `p50 ${ms(r.latency.p50)}, p95 ${ms(r.latency.p95)}, p99 ${ms(r.latency.p99)}, slowest ${ms(r.latency.max)} (${r.served} devices over ${r.windowMs / 1000} s); ${r.reconnections.filter((x) => x.error === null && x.ms < 1_000).length} served in under 1 s, ${r.reconnections.filter((x) => x.error === null && x.at <= r.windowMs + 1_000).length} by 1 s after the window's end`,
      budget: '',
      pass: null,
      how: `${how}; performance.now() in the client process from the socket's creation (a new WebSocket with its token) to its first snapshot's event, nearest rank`,
    },
    {
      figure: 'Storm: the server during the storm',
      value: `${r.server.storeLoads} room reads from the store for ${tables} rooms and ${r.devices} handshakes; CPU ${(r.server.cpuMs / 1000).toFixed(1)} s (${(r.server.cpuMs / r.devices).toFixed(2)} ms per reconnection), event loop ${(r.server.elu * 100).toFixed(0)} % busy, longest delay ${ms(r.server.loopDelayMaxMs)} (p99 ${ms(r.server.loopDelayP99Ms)}); client processes ${(r.clientCpuMs / 1000).toFixed(1)} s CPU; load average ${r.loadAverage.map((l) => l.toFixed(1)).join(' → ')} on ${cpus().length} cores; memory RSS ${mib(r.server.idle.memory.rss)} after the restart, ${mib(r.server.held.memory.rss)} with every device back (heap ${mib(r.server.held.memory.heapUsed)}); before the restart ${mib(r.before.memory.rss)}`,
      budget: `one read per room`,
      pass: r.server.storeLoads <= tables,
      how: `${how}; the new child's process.cpuUsage() and performance.eventLoopUtilization() from its first stats (listening, no socket) to every device served; event-loop delay: monitorEventLoopDelay (10 ms resolution) over the same span; room reads: RoomStore.load calls counted in the child; memory after a full collection`,
    },
    {
      figure: 'Storm: rooms after the restart (none lost, duplicated or changed)',
      value: `${r.stored.before} rooms stored before the storm, ${r.stored.after} after; ${r.stored.missing.length} missing, ${r.stored.changed.length} with another version or record${r.stored.changed.length ? ` (${r.stored.changed.slice(0, 3).join(', ')})` : ''}; set up in ${r.setupSeconds.toFixed(1)} s, the server stopped in ${(r.restartMs.stop / 1000).toFixed(1)} s and the new one listened ${(r.restartMs.start / 1000).toFixed(1)} s after its start`,
      budget: `${tables} rooms, every version and record as before`,
      pass: r.stored.before === tables && r.stored.after === tables && r.stored.missing.length === 0 && r.stored.changed.length === 0,
      how: `${how}; this process opens the data directory between the two servers and after the second: RoomStore.countRooms(), and each room's version and the SHA-256 of its whole stored record (setup, events, seats' token hashes, pending step, notes)`,
    },
  ];
}

/**
 * `--storm-clients URL`: reads its credentials (one JSON line), says READY, and on GO brings every
 * device back at its moment; prints `RESULT [reconnections]` once each is served, refused or timed
 * out, then keeps its sockets until its stdin ends.
 */
async function stormClients(url: string): Promise<void> {
  const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const first = await lines.next();
  const credentials = JSON.parse(first.done ? '[]' : first.value) as Credential[];
  process.stdout.write('READY\n');
  const go = await lines.next();
  if (go.done || go.value !== 'GO') process.exit(1);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const sockets: Socket[] = [];
  const results = await Promise.all(
    credentials.map(
      (c) =>
        new Promise<Reconnection>((resolve) => {
          setTimeout(() => {
            const start = performance.now();
            const socket = client(url, { role: c.role, code: c.code, token: c.token }, { parser: clientParser, timeout: STORM_TIMEOUT_MS });
            sockets.push(socket);
            let done = false;
            let retries = 0;
            const finish = (error: string | null, snapshot?: { version: number }) => {
              if (done) return;
              done = true;
              clearTimeout(timer);
              const now = performance.now();
              const differs = snapshot ? (snapshot.version !== c.version ? `version ${snapshot.version}, before ${c.version}` : snapshotHash(snapshot) !== c.hash ? 'another snapshot at the same version' : null) : null;
              resolve({ code: c.code, seat: c.seat, ms: error ? NaN : now - start, at: now - t0, error, differs, retries });
            };
            const timer = setTimeout(() => finish('timeout'), STORM_TIMEOUT_MS);
            socket.once(c.role === 'table' ? 'table:view' : 'seat:view', (s: { version: number }) => finish(null, s));
            socket.on('connect_error', (error: Error & { data?: { code?: string; params?: { retryAfterMs?: unknown } } }) => {
              const code = error.data?.code;
              // As the room client (src/platform/rooms/room-client.ts): a refusal that passes with
              // time is tried again after the wait it names, spread by up to half as long again.
              if (code === 'rate-limited' || code === 'busy') {
                const wait = Number(error.data?.params?.retryAfterMs ?? 3_000);
                retries++;
                setTimeout(() => !done && socket.connect(), jittered(Number.isFinite(wait) && wait > 0 ? wait : 3_000));
                return;
              }
              finish(code ?? `connect: ${error.message}`);
            });
          }, c.delayMs);
        }),
    ),
  );
  const cpu = process.cpuUsage(cpu0);
  process.stdout.write(`RESULT ${JSON.stringify({ results, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
  for (;;) if ((await lines.next()).done) break;
  for (const s of sockets) s.close();
  process.exit(0);
}

if (process.argv[1] === SELF && process.argv[2] === '--storm-clients') await stormClients(process.argv[3]!);
else if (process.argv[1] === SELF) {
  const rows = await measureStorm(stormTables(), (line) => process.stderr.write(`bench: ${line}\n`));
  for (const r of rows) process.stdout.write(`| ${r.figure} | ${r.value} | ${r.budget || '—'} | ${r.pass === null ? 'info' : r.pass ? 'pass' : 'FAIL'} |\n`);
  process.exit(0);
}
