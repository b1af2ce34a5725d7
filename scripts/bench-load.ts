/**
 * The room server under load, for `npm run bench` (scripts/bench.ts), also
 * runnable alone: `node --import tsx scripts/bench-load.ts` prints its rows.
 *
 * One run of R rooms: a room server in its own process (scripts/bench-rooms.ts `startServer('load')`:
 * in-memory PGlite, the join, creation and event limits and the caps on open rooms lifted, because
 * every client is on loopback), and from this process R rooms at once, each of 5 to 10 seats
 * (room i has 5 + i mod 6), each with its table socket and one socket per seat, every socket its
 * own WebSocket connection with the app's padded request frames (src/platform/rooms/frame-padding.ts):
 * the table creates the room, every phone connects and claims its seat (all the room's phones at
 * once), the table starts the game and the room plays one whole base game as fast as it can: the
 * seat asked (the snapshots' `asks`) proposes a team of the size asked, every seat votes (70 %
 * approve), every team member plays a card (a spy fails half the time), until the game is over.
 * Within a room one action at a time: an action is sent, and the next one waits until its
 * acknowledgement and the resulting view (the first snapshot with a higher version) have reached
 * every socket of the room; the rooms run side by side, so the server always has R actions in hand.
 *
 * Measured:
 * - **actions/s**: accepted game actions (proposals, votes, cards) over the play time (the first
 *   game action sent → the last room's last view received; joins of later rooms overlap it);
 * - **latency to every socket**: from an action's send to each socket's receipt of the resulting
 *   view (`performance.now()` in the socket's event handler), p50/p95/p99 over every socket and
 *   every action;
 * - **join**: a phone's connect + `seat:claim` acknowledged, p95 and the slowest; connections or
 *   requests that failed or timed out;
 * - **memory**: the child's `process.memoryUsage()` after a full collection (ServerStats), at idle
 *   (listening, no room) and with the R rooms held (games over, every socket still connected):
 *   (held − idle) / R per room; CPU per action from the child's `process.cpuUsage()`, and its
 *   event-loop utilisation while the rooms played;
 * - **bytes per phone per game**: every engine.io packet a seat's socket received, from its
 *   connection to the game's end (1 byte of packet type + the payload: the WebSocket frames'
 *   payloads; WebSocket headers not counted), per phone.
 *
 * Past one machine ({@link measureCluster}, the Cluster section of `npm run bench`,
 * only where PostgreSQL and `redis-server` are installed; alone with `BENCH_LOAD_CLUSTER=only`, or
 * `=1` after the load rows): a throw-away PostgreSQL and Redis (scripts/cluster-services.ts), the
 * same rooms on one server child on PostgreSQL and on two with the sharded Redis adapter
 * (server/cluster-adapter.ts), placed "spread" (each room's table and even seats on the first, odd
 * seats on the second) or "affinity" (each room's devices on one child, the rooms split between
 * them), alternated, their ratios against {@link CLUSTER_RATIO_BUDGET}, the cost per action (each process's CPU, PostgreSQL's CPU and
 * statements, Redis's CPU and bytes, the adapter's messages by type, presence queries across
 * processes); then {@link killRun}: the second child killed mid-game, its devices connecting again
 * to the first, every acknowledged action looked for in the stored log (docs/scaling.md).
 *
 * Sizes: the short run (the default in `npm run bench`) is {@link SHORT_ROOMS}; `BENCH_LOAD=full`
 * runs {@link FULL_ROOMS} (docs/performance.md); `BENCH_LOAD_ROOMS=20,80` any list. Every loop is
 * bounded (actions per room, a wait's timeout, a run's deadline) and the server child is stopped
 * at the end of each run, also after an error.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Socket } from 'socket.io-client';
import { clientParser } from '../src/platform/rooms/frame-padding.ts';
import { applyDelta, type SnapshotDelta } from '../src/platform/rooms/snapshot-delta.ts';
import type { Ask, Seat } from '../src/games/resistance/engine.ts';
import type { ClaimedSeat, CreatedRoom, Reply, SeatSnapshot, TableSnapshot } from '../src/games/resistance/room/protocol.ts';
import { clusterTools, processCpuMs, startClusterServices, type ClusterServices } from './cluster-services.ts';
import { client, connected, kib, ms, nearestRank, startServer, stop, type BenchRow, type ServerChild, type ServerStats, type StoreAndAdapter } from './bench-rooms.ts';

/** Rooms of the short run's runs (fits this 2-core machine in about two minutes). */
export const SHORT_ROOMS = [20, 50];
/** Rooms of the full run's runs (`BENCH_LOAD=full`). */
export const FULL_ROOMS = [20, 50, 100, 200];

/** The room server's budgets at 200 rooms (docs/performance.md, "Budgets and today's figures"). */
export const LOAD_BUDGET = {
  actionsPerSecond: 3_000,
  p95Ms: 100,
  joinP95Ms: 1_000,
  /** Connections or requests that failed or timed out. */
  failures: 0,
};

export const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];
/** At most this many game actions in one room's game (a base game has at most 5 rounds × (1 + 10 + 5) × 5 attempts). */
const MAX_ACTIONS_PER_ROOM = 500;
/** A reply or a view not there after this long counts as a failure and ends the room's game. */
const WAIT_MS = 30_000;
/** socket.io-client's connect timeout (its default too). */
export const CONNECT_TIMEOUT_MS = 20_000;
/** No room starts a new action once its run has lasted this long. */
const RUN_MAX_MS = 300_000;
/** Probability that a seat approves a team; a spy on a mission fails with {@link FAIL_P}. */
const APPROVE_P = 0.7;
const FAIL_P = 0.5;
const SEED = 0x10ad2026;

/** mulberry32: each room's choices are the same on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One socket of a room: its latest view's version, its bytes received, the wait for a newer view. */
export interface Device {
  socket: Socket;
  /** The room server it connects to. */
  url: string;
  seat: Seat | null;
  version: number;
  /** Bytes of every engine.io packet received (1 + payload). */
  bytes: number;
  /** Views received (seat:view or table:view frames). */
  views: number;
  /** Resolves with the arrival time of the first view whose version is above `above`. */
  waiting: { above: number; resolve: (at: number) => void } | null;
  seatView: SeatSnapshot | null;
  /** The newest snapshot received (a seat's or the table's). */
  latest: SeatSnapshot | TableSnapshot | null;
}

/** Where a room's devices connect: the table's room server, and each seat's phone's. */
export interface Placement {
  table: string;
  seat(seat: Seat): string;
}

/**
 * A game action the server acknowledged, and where it belongs in the game: `proposal` is the
 * index of the proposal it made (a `propose`) or acted on (a vote, a mission card), read from the
 * acting phone's snapshot when it was sent (the room's newest: one action at a time per room).
 */
export interface AckedAction {
  room: string;
  seat: Seat;
  kind: 'propose' | 'vote' | 'card';
  proposal: number;
  team?: Seat[];
  approve?: boolean;
  card?: 'success' | 'fail';
}

/** How a room plays: where its devices connect, and what a cluster run adds. */
export interface PlayOptions {
  /** One placement for every room, or each room's by its index (the affinity placement: each room on one process). */
  placement: Placement | ((room: number) => Placement);
  /** No new action after this `performance.now()`. */
  deadline: number;
  /** Every socket made is added here (the caller closes them). */
  sockets: Socket[];
  /** Every acknowledged game action is added here (the kill check reads the stored log against them). */
  acked?: AckedAction[];
  /** Called after each acknowledged game action (the kill run counts them). */
  onAck?: () => void;
  /**
   * When a socket of the room is lost (its server was killed): every lost device connects again to
   * this server with its token, every device of the room asks `sync`, and the game goes on from
   * the fresh snapshots. Without it, a lost socket is a failure of the room.
   */
  fallback?: string;
  /**
   * Awaited before the room's game action number `i` (from 0); answering `false` ends the room's
   * play there (the paced presence run: a pause before each action, a few actions).
   */
  beforeAction?: (i: number) => Promise<boolean>;
}

/** What one room's game gave. */
interface RoomResult {
  players: number;
  /** Each phone's join: connect + claim acknowledged, or the time until it failed. */
  joinMs: number[];
  /** Of the joins that connected: the WebSocket connection alone (the handshake acknowledged). */
  connectMs: number[];
  /** Joins that failed (refused, not connected or not answered in time). */
  joinFailures: number;
  /** Whether `room:create` succeeded (the room exists on the server). */
  created: boolean;
  latencies: number[];
  actions: number;
  failures: string[];
  /** Bytes each phone received from its connection to the game's end. */
  phoneBytes: number[];
  tableBytes: number;
  over: boolean;
  /** performance.now() of its first game action sent and its last view received (NaN if none). */
  firstAction: number;
  lastView: number;
  /** Actions sent and never acknowledged because a socket was lost, and the reconnections made ({@link PlayOptions.fallback}). */
  unacknowledged: number;
  reconnections: number;
}

/**
 * A socket of the room server at `url` (the app's padded request frames) counting the bytes it
 * receives; added to `sockets` (the caller closes them).
 */
export function device(url: string, seat: Seat | null, sockets: Socket[], auth: Record<string, unknown> = {}): Device {
  const socket = client(url, auth, { parser: clientParser, timeout: CONNECT_TIMEOUT_MS });
  sockets.push(socket);
  const d: Device = { socket, url, seat, version: -1, bytes: 0, views: 0, waiting: null, seatView: null, latest: null };
  // The engine exists as soon as the manager opens (at once: autoConnect); its `packet` event is
  // every packet received, pings included.
  socket.io.engine.on('packet', (packet: { data?: unknown }) => {
    const data = packet.data;
    d.bytes += 1 + (typeof data === 'string' ? Buffer.byteLength(data) : data instanceof ArrayBuffer ? data.byteLength : ArrayBuffer.isView(data) ? data.byteLength : 0);
  });
  const seen = (version: number) => {
    const at = performance.now();
    d.views++;
    if (version > d.version) d.version = version;
    if (d.waiting && version > d.waiting.above) {
      const { resolve } = d.waiting;
      d.waiting = null;
      resolve(at);
    }
  };
  // Whole snapshots and deltas (snapshot-delta.ts), as the app's room client
  // takes them: a delta that does not apply to the snapshot held asks for the whole one (`sync`).
  let tableView: TableSnapshot | null = null;
  const delta = (held: SeatSnapshot | TableSnapshot | null, change: SnapshotDelta): SeatSnapshot | TableSnapshot | null => {
    if (held && change.version <= held.version) return null;
    const next = applyDelta(held, change);
    if (!next) socket.emit('sync', () => {});
    return next;
  };
  if (seat === null) {
    socket.on('table:view', (s: TableSnapshot) => {
      if (!tableView || s.version >= tableView.version) tableView = d.latest = s;
      seen(s.version);
    });
    socket.on('table:delta', (change: SnapshotDelta) => {
      const next = delta(tableView, change) as TableSnapshot | null;
      if (next) {
        tableView = d.latest = next;
        seen(next.version);
      }
    });
  } else {
    socket.on('seat:view', (s: SeatSnapshot) => {
      if (!d.seatView || s.version >= d.seatView.version) d.seatView = d.latest = s;
      seen(s.version);
    });
    socket.on('seat:delta', (change: SnapshotDelta) => {
      const next = delta(d.seatView, change) as SeatSnapshot | null;
      if (next) {
        d.seatView = d.latest = next;
        seen(next.version);
      }
    });
  }
  return d;
}

/** Rejects after `ms` with `what`; the timer is cleared when `promise` settles. */
export async function within<T>(promise: Promise<T>, what: string, limit = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: nothing after ${limit} ms`)), limit)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends a request and returns its reply; throws with the refusal's code when refused. */
export async function request<T extends object>(socket: Socket, event: string, payload: unknown): Promise<T> {
  let reply: Reply<T>;
  try {
    // `sync` takes no request: its reply callback is its first argument.
    reply = (await (payload === undefined ? socket.timeout(WAIT_MS).emitWithAck(event) : socket.timeout(WAIT_MS).emitWithAck(event, payload))) as Reply<T>;
  } catch (error) {
    throw new Error(`${event}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!reply.ok) throw new Error(`${event} refused: ${reply.error.code}${reply.error.rule ? ` (${reply.error.rule})` : ''}`);
  return reply as unknown as T;
}

/** The next action of a base game from the phones' snapshots: who sends what, or null at the end. */
export function nextAction(phones: Device[], random: () => number): { seat: Seat; event: string; payload: object } | null {
  for (const phone of phones) {
    const s = phone.seatView!;
    if (s.view.phase === 'over') return null;
    const own = s.asks.filter((a: Ask) => a.seat === phone.seat);
    for (const ask of own) {
      if (ask.kind === 'propose') {
        const option = ask.options?.missions?.[0];
        if (!option) throw new Error('a propose ask with no mission');
        const seats = s.view.players.map((_, i) => i);
        for (let i = seats.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [seats[i], seats[j]] = [seats[j]!, seats[i]!];
        }
        return { seat: phone.seat!, event: 'game:propose', payload: { team: seats.slice(0, option.size).sort((a, b) => a - b) } };
      }
      if (ask.kind === 'vote') return { seat: phone.seat!, event: 'game:vote', payload: { approve: random() < APPROVE_P } };
      if (ask.kind === 'card') {
        const fail = s.view.side === 'spies' && random() < FAIL_P && (ask.options?.missionCards ?? []).includes('fail');
        return { seat: phone.seat!, event: 'game:card', payload: { card: fail ? 'fail' : 'success' } };
      }
    }
  }
  const kinds = phones.flatMap((p) => p.seatView!.asks.map((a) => `${a.kind}:${a.seat}`));
  throw new Error(`no seat is asked anything a base game asks (phase ${phones[0]!.seatView!.view.phase}; asks ${kinds.join(', ') || 'none'})`);
}

/**
 * One room: create, claim every seat (all at once), start, play one game to its end. Never throws:
 * failures are counted in the result.
 */
async function playRoom(index: number, options: PlayOptions): Promise<RoomResult> {
  const { deadline, sockets } = options;
  const placement = typeof options.placement === 'function' ? options.placement(index) : options.placement;
  const players = 5 + (index % 6);
  const random = prng(SEED + index);
  const result: RoomResult = { players, joinMs: [], connectMs: [], joinFailures: 0, created: false, latencies: [], actions: 0, failures: [], phoneBytes: [], tableBytes: 0, over: false, firstAction: NaN, lastView: NaN, unacknowledged: 0, reconnections: 0 };
  /** Rejects the wait in course when a socket of the room is lost. */
  let lose: ((error: Error) => void) | null = null;
  /** Whether the action in course was acknowledged. */
  let ackSeen = false;
  const watch = (d: Device) => {
    d.socket.on('disconnect', (reason) => lose?.(new Error(`a socket of the room was lost (${reason})`)));
    return d;
  };
  let table = watch(device(placement.table, null, sockets));
  const phones: Device[] = [];
  const tokens: string[] = [];
  const checks: (string | null)[] = [];
  let code = '';
  let tableToken = '';
  /**
   * A socket of the room was lost: every device not on the fallback connects again to it (the
   * others of the dead server may not have noticed yet), then every device asks `sync` (fresh
   * snapshots).
   */
  const recover = async (fallback: string) => {
    const again = async (d: Device, auth: Record<string, unknown>): Promise<Device> => {
      if (d.url === fallback && d.socket.connected) return d;
      d.socket.off('disconnect');
      d.socket.close();
      result.reconnections++;
      const fresh = watch(device(fallback, d.seat, sockets, auth));
      fresh.bytes = d.bytes;
      await within(connected(fresh.socket), 'a lost device connecting again', CONNECT_TIMEOUT_MS + 1_000);
      return fresh;
    };
    table = await again(table, { role: 'table', code, token: tableToken });
    for (let seat = 0; seat < phones.length; seat++) phones[seat] = await again(phones[seat]!, { role: 'seat', code, token: tokens[seat] });
    for (const d of [table, ...phones]) await request(d.socket, 'sync', undefined);
  };
  try {
    await within(connected(table.socket), 'the table connecting', CONNECT_TIMEOUT_MS + 1_000);
    const created = await request<CreatedRoom>(table.socket, 'room:create', { setup: { players: NAMES.slice(0, players) } });
    code = created.code;
    tableToken = created.tableToken;
    result.created = true;
    const joins = await Promise.allSettled(
      Array.from({ length: players }, async (_, seat) => {
        const started = performance.now();
        const phone = watch(device(placement.seat(seat), seat, sockets));
        phones[seat] = phone;
        try {
          await within(connected(phone.socket), 'a phone connecting', CONNECT_TIMEOUT_MS + 1_000);
          result.connectMs.push(performance.now() - started);
          const first = new Promise<{ check?: string | null }>((resolve) => phone.socket.once('seat:view', resolve));
          tokens[seat] = (await request<ClaimedSeat>(phone.socket, 'seat:claim', { code: created.code, seat })).token;
          checks[seat] = (await within(first, 'a phone\'s first view')).check ?? null;
        } catch (error) {
          result.joinFailures++;
          throw error;
        } finally {
          // A failed join counts with the time it took to fail (at least as slow as any success).
          result.joinMs.push(performance.now() - started);
        }
      }),
    );
    for (const j of joins) if (j.status === 'rejected') result.failures.push(`join: ${String((j.reason as Error)?.message ?? j.reason)}`);
    if (result.failures.length) return result;
    // The table admits every phone (types back the digits it shows), as a moderator does.
    for (let seat = 0; seat < players; seat++) if (checks[seat]) await request(table.socket, 'table:admit', { seat, check: checks[seat] });
    /**
     * Sends an action and waits for its reply and the resulting view on every socket; returns the
     * latencies. `acked` is recorded as soon as the reply says ok.
     */
    const act = async (sender: () => Socket, event: string, payload: object, acked?: AckedAction): Promise<number[]> => {
      const everyone = [table, ...phones];
      const above = Math.max(...everyone.map((d) => d.version));
      let reject: (error: Error) => void = () => {};
      const lost = new Promise<never>((_, r) => (reject = r));
      lost.catch(() => {});
      lose = reject;
      if (everyone.some((d) => !d.socket.connected)) reject(new Error('a socket of the room was lost'));
      try {
        const arrivals = everyone.map((d) => new Promise<number>((resolve) => (d.waiting = { above, resolve })));
        const sent = performance.now();
        await Promise.race([request(sender(), event, payload), lost]);
        ackSeen = true;
        if (acked) {
          options.acked?.push(acked);
          options.onAck?.();
        }
        const times = await within(Promise.race([Promise.all(arrivals), lost]), `the views after ${event}`);
        return times.map((t) => t - sent);
      } finally {
        lose = null;
        for (const d of everyone) d.waiting = null;
      }
    };
    await act(() => table.socket, 'table:start', {});
    for (let i = 0; i < MAX_ACTIONS_PER_ROOM && performance.now() < deadline; i++) {
      const next = nextAction(phones, random);
      if (!next) {
        result.over = true;
        break;
      }
      if (options.beforeAction && !(await options.beforeAction(i))) break;
      if (Number.isNaN(result.firstAction)) result.firstAction = performance.now();
      const view = phones[next.seat]!.seatView!.view;
      const kind = next.event === 'game:propose' ? 'propose' : next.event === 'game:vote' ? 'vote' : 'card';
      const payload = next.payload as { team?: Seat[]; approve?: boolean; card?: 'success' | 'fail' };
      const acked: AckedAction = { room: code, seat: next.seat, kind, proposal: kind === 'propose' ? view.proposals.length : view.proposals.length - 1, ...payload };
      ackSeen = false;
      try {
        result.latencies.push(...(await act(() => phones[next.seat]!.socket, next.event, next.payload, acked)));
        result.actions++;
        result.lastView = performance.now();
      } catch (error) {
        if (!options.fallback || [table, ...phones].every((d) => d.socket.connected)) throw error;
        // A server was killed under this room: the action may or may not have been acknowledged.
        if (!ackSeen) result.unacknowledged++;
        else result.actions++;
        await recover(options.fallback);
      }
    }
    if (!result.over) result.failures.push(`the game was not over after ${result.actions} actions`);
  } catch (error) {
    result.failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    for (const d of [table, ...phones]) if (d) d.waiting = null;
    result.phoneBytes = phones.filter(Boolean).map((p) => p.bytes);
    result.tableBytes = table.bytes;
  }
  return result;
}

/** The figures of one run of `rooms` rooms. */
export interface LoadRun {
  rooms: number;
  seats: number;
  actions: number;
  playSeconds: number;
  actionsPerSecond: number;
  latency: { p50: number; p95: number; p99: number; samples: number };
  /** Joins (connect + claim), failed ones with the time until they failed. */
  join: { p95: number; max: number; samples: number; failed: number; connectP95: number };
  /** Rooms whose `room:create` succeeded (the memory per room divides by these). */
  created: number;
  /** This (the clients') process's CPU over the run as a share of one core: it shares the machine's cores with the server. */
  clientCpu: number;
  failures: string[];
  gamesOver: number;
  /** Each room's seats, accepted actions and whether its game ended. */
  games: { players: number; actions: number; over: boolean }[];
  /** The child's stats listening with no room, and with every room held (games over, sockets connected). */
  idle: ServerStats;
  held: ServerStats;
  /** Mean bytes a phone received over its game; the smallest and largest. */
  phoneBytes: { mean: number; min: number; max: number };
  tableBytes: number;
  /** The child's CPU ms per accepted action and its event-loop utilisation while the rooms played. */
  cpuMsPerAction: number;
  elu: number;
  seconds: number;
}

/** Runs `rooms` rooms against a fresh room server child (stopped at the end, also after an error). */
export async function loadRun(rooms: number, where: StoreAndAdapter = {}): Promise<LoadRun> {
  const server = await startServer('load', where);
  try {
    return await playRooms(rooms, [server], { table: server.url, seat: () => server.url });
  } finally {
    await stop(server.process);
  }
}

/** One server child's share of a run: its CPU and event loop over the run, what it published through the adapter and read from it. */
export interface ProcessShare {
  cpuMs: number;
  elu: number;
  adapter: Record<string, number>;
  /** Messages read from Redis by type (`own`: its own, come back on a channel it is subscribed to). */
  received: Record<string, number>;
}

/**
 * Plays `rooms` rooms against the running server children `servers` (their devices placed by
 * `placement`); `extra` adds to each room's {@link PlayOptions}; `during` runs beside the rooms
 * (the kill run's killer) and is awaited with them. Closes every socket made; the children are the
 * caller's. The figures of the first child are `idle` and `held`; CPU per action is every child's.
 */
export async function playRooms(
  rooms: number,
  servers: ServerChild[],
  placement: PlayOptions['placement'],
  extra: Partial<PlayOptions> = {},
  during: Promise<unknown> = Promise.resolve(),
): Promise<LoadRun & { processes: ProcessShare[]; results: RoomResult[] }> {
  const started = performance.now();
  const sockets: Socket[] = [];
  try {
    const idles = await Promise.all(servers.map((s) => s.stats()));
    const idle = idles[0]!;
    const clientCpuStart = process.cpuUsage();
    const clientStart = performance.now();
    const deadline = performance.now() + RUN_MAX_MS;
    const [results] = await Promise.all([Promise.all(Array.from({ length: rooms }, (_, i) => playRoom(i, { placement, deadline, sockets, ...extra }))), during]);
    const clientUs = process.cpuUsage(clientCpuStart);
    const clientCpu = (clientUs.user + clientUs.system) / 1000 / (performance.now() - clientStart);
    const helds = await Promise.all(servers.map((s) => s.stats().catch(() => null)));
    const held = helds[0] ?? idle;
    const firsts = results.map((r) => r.firstAction).filter((t) => !Number.isNaN(t));
    const lasts = results.map((r) => r.lastView).filter((t) => !Number.isNaN(t));
    const playSeconds = firsts.length ? (Math.max(...lasts) - Math.min(...firsts)) / 1000 : NaN;
    const actions = results.reduce((sum, r) => sum + r.actions, 0);
    const latencies = results.flatMap((r) => r.latencies);
    const joins = results.flatMap((r) => r.joinMs);
    const phoneBytes = results.flatMap((r) => (r.over ? r.phoneBytes : []));
    // Over the run: the joins, the games and the collection before `held` (a few ms).
    const processes: ProcessShare[] = servers.map((_, i) => {
      const [a, b] = [idles[i]!, helds[i]];
      if (!b) return { cpuMs: NaN, elu: NaN, adapter: {}, received: {} };
      const active = b.elu.active - a.elu.active;
      const quiet = b.elu.idle - a.elu.idle;
      const adapter: Record<string, number> = {};
      for (const [type, n] of Object.entries(b.adapter ?? {}) as [string, number][]) adapter[type] = n - (a.adapter?.[type] ?? 0);
      const received: Record<string, number> = {};
      for (const [type, n] of Object.entries(b.received ?? {}) as [string, number][]) received[type] = n - (a.received?.[type] ?? 0);
      return { cpuMs: (b.cpu.user + b.cpu.system - (a.cpu.user + a.cpu.system)) / 1000, elu: active / (active + quiet), adapter, received };
    });
    return {
      rooms,
      seats: results.reduce((sum, r) => sum + r.players, 0),
      actions,
      playSeconds,
      actionsPerSecond: actions / playSeconds,
      latency: { p50: nearestRank(latencies, 0.5), p95: nearestRank(latencies, 0.95), p99: nearestRank(latencies, 0.99), samples: latencies.length },
      join: { p95: nearestRank(joins, 0.95), max: joins.length ? Math.max(...joins) : NaN, samples: joins.length, failed: results.reduce((sum, r) => sum + r.joinFailures, 0), connectP95: nearestRank(results.flatMap((r) => r.connectMs), 0.95) },
      created: results.filter((r) => r.created).length,
      clientCpu,
      failures: results.flatMap((r) => r.failures),
      gamesOver: results.filter((r) => r.over).length,
      games: results.map((r) => ({ players: r.players, actions: r.actions, over: r.over })),
      idle,
      held,
      phoneBytes: {
        mean: phoneBytes.reduce((a, b) => a + b, 0) / phoneBytes.length,
        min: Math.min(...phoneBytes),
        max: Math.max(...phoneBytes),
      },
      tableBytes: results.reduce((sum, r) => sum + (r.over ? r.tableBytes : 0), 0) / Math.max(1, results.filter((r) => r.over).length),
      cpuMsPerAction: processes.reduce((sum, p) => sum + p.cpuMs, 0) / actions,
      elu: Math.max(...processes.map((p) => p.elu)),
      seconds: (performance.now() - started) / 1000,
      processes,
      results,
    };
  } finally {
    for (const s of sockets) s.close();
  }
}

const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** The rooms of each run: `BENCH_LOAD_ROOMS` (a list), `BENCH_LOAD=full`, or the short run. */
export function loadSizes(env: NodeJS.ProcessEnv = process.env): number[] {
  const list = (env.BENCH_LOAD_ROOMS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (list.length && list.every((n) => Number.isInteger(n) && n >= 1 && n <= 5_000)) return list;
  if (list.length) throw new Error(`BENCH_LOAD_ROOMS must list whole numbers of rooms from 1 to 5000, such as 20,50, not "${env.BENCH_LOAD_ROOMS}"`);
  return env.BENCH_LOAD === 'full' ? FULL_ROOMS : SHORT_ROOMS;
}

/**
 * The load rows: one run per entry of `sizes` (a fresh server each), then a row per figure with
 * every run's value side by side and the budgets (checked on the largest run).
 * @param log progress lines (stderr in `npm run bench`)
 */
export async function measureLoad(sizes: number[] = loadSizes(), log: (line: string) => void = () => {}): Promise<BenchRow[]> {
  const runs: LoadRun[] = [];
  for (const rooms of sizes) {
    log(`load: ${rooms} rooms…`);
    const run = await loadRun(rooms);
    log(
      `load: ${rooms} rooms: ${run.actions} actions in ${run.playSeconds.toFixed(1)} s, p95 ${ms(run.latency.p95)}, join p95 ${ms(run.join.p95)}, ${run.failures.length} failures, ${run.seconds.toFixed(1)} s in all; server CPU ${run.cpuMsPerAction.toFixed(2)} ms/action, event loop delay max ${ms(run.held.loopDelay.max)} (p99 ${ms(run.held.loopDelay.p99)}), connections closed by reason ${JSON.stringify(run.held.closes ?? {})}`,
    );
    for (const f of run.failures.slice(0, 5)) log(`load: ${rooms} rooms: failure: ${f}`);
    runs.push(run);
  }
  const last = runs[runs.length - 1]!;
  const each = (f: (r: LoadRun) => string): string => runs.map((r) => `${r.rooms} rooms: ${f(r)}`).join('; ');
  const at = `at ${last.rooms} rooms`;
  const target = last.rooms >= 200 ? 'at 200 rooms' : `the budget sets it at 200 rooms (BENCH_LOAD=full); checked here ${at}`;
  const how = `scripts/bench-load.ts: the room server in its own process (in-memory PGlite, join/creation/event limits and room caps lifted for loopback), R rooms at once from the bench process, room i with 5 + i mod 6 seats, a table socket and one socket per seat (WebSocket, the app's padded request frames), one whole base game each, one action at a time per room (the next waits for its reply and for the resulting view on every socket); Node ${process.version}`;
  return [
    {
      figure: 'Load: game actions accepted per second',
      value: each(
        (r) =>
          `${r.actionsPerSecond.toFixed(0)}/s (${r.actions} actions in ${r.playSeconds.toFixed(1)} s, ${r.seats} seats; server CPU ${r.cpuMsPerAction.toFixed(2)} ms/action, event loop ${(r.elu * 100).toFixed(0)} % busy; clients ${(r.clientCpu * 100).toFixed(0)} % of a core)`,
      ),
      budget: `≥ ${LOAD_BUDGET.actionsPerSecond.toLocaleString('en')}/s (${target})`,
      pass: last.actionsPerSecond >= LOAD_BUDGET.actionsPerSecond,
      how: `${how}; accepted proposals, votes and cards over the time from the first action sent to the last view received (later rooms' joins overlap it); CPU: the child's process.cpuUsage() over the run / actions; event loop: performance.eventLoopUtilization() over the run; clients: the bench process's own process.cpuUsage() over the run (the clients share this machine's cores with the server)`,
    },
    {
      figure: 'Load: action → view on every socket',
      value: each((r) => `p50 ${ms(r.latency.p50)}, p95 ${ms(r.latency.p95)}, p99 ${ms(r.latency.p99)} (${r.latency.samples} samples)`),
      budget: `p95 < ${LOAD_BUDGET.p95Ms} ms (${at})`,
      pass: last.latency.p95 < LOAD_BUDGET.p95Ms,
      how: `${how}; performance.now() at the action's send → at each socket's receipt of the first view with a higher version (the table's and every seat's), nearest rank over every socket and action`,
    },
    {
      figure: 'Load: join (connect + claim a seat)',
      value: each((r) => `p95 ${ms(r.join.p95)} (connecting alone p95 ${ms(r.join.connectP95)}), slowest ${ms(r.join.max)} (${r.join.samples} phones${r.join.failed ? `, ${r.join.failed} failed` : ''})`),
      budget: `p95 < ${LOAD_BUDGET.joinP95Ms} ms (${at})`,
      pass: last.join.p95 < LOAD_BUDGET.joinP95Ms,
      how: `${how}; every phone of every room connects and claims at once, while earlier rooms play: a new WebSocket connection to the seat:claim acknowledgement; a join that failed counts with the time it took to fail; "connecting alone": to the connection's handshake acknowledged, joins that connected`,
    },
    {
      figure: 'Load: connections and requests failed or timed out',
      value: each((r) => `${r.failures.length} (${r.gamesOver} of ${r.rooms} games over)${r.failures.length ? `: ${[...new Set(r.failures.map((f) => f.replace(/\d+/g, 'N')))].slice(0, 3).join(' / ')}` : ''}`),
      budget: `${LOAD_BUDGET.failures} (${at})`,
      pass: last.failures.length <= LOAD_BUDGET.failures && last.gamesOver === last.rooms,
      how: `${how}; a connection refused or not made in ${CONNECT_TIMEOUT_MS / 1000} s, a request refused or unanswered, or views not there, in ${WAIT_MS / 1000} s`,
    },
    {
      figure: 'Load: server memory at idle',
      value: runs.map((r) => `RSS ${mib(r.idle.memory.rss)}, heap used ${mib(r.idle.memory.heapUsed)}, external ${mib(r.idle.memory.external)}`).join('; ') + ` (one per run, ${runs.length} server processes)`,
      budget: 'well below npm start’s 455 MB (no figure set)',
      pass: null,
      how: `the room server child listening with no room, after a full garbage collection (node --expose-gc, global.gc()): process.memoryUsage() (in-memory PGlite: npm start keeps its rooms on disk)`,
    },
    {
      figure: 'Load: server memory per room',
      value: each(
        (r) =>
          `RSS ${kib((r.held.memory.rss - r.idle.memory.rss) / r.created)}, heap ${kib((r.held.memory.heapUsed - r.idle.memory.heapUsed) / r.created)}, external ${kib((r.held.memory.external - r.idle.memory.external) / r.created)} (held: RSS ${mib(r.held.memory.rss)}${r.created < r.rooms ? `, ${r.created} rooms created` : ''})`,
      ),
      budget: '',
      pass: null,
      how: `(with the rooms held − at idle) / rooms created, each after a full garbage collection: rooms held = every game over, the room kept (finished rooms stay for the retention time), its table and phones still connected; includes the sockets' and PGlite's share. RSS moves by whole MiB with the allocator and PGlite: its per-room figure is rough at 20 rooms, heap is the steadier figure`,
    },
    {
      figure: 'Load: bytes per phone per game',
      value: each((r) => `${kib(r.phoneBytes.mean)} mean (${kib(r.phoneBytes.min)}–${kib(r.phoneBytes.max)}); table ${kib(r.tableBytes)}`),
      budget: '',
      pass: null,
      how: `every engine.io packet a seat's socket received from its connection to its game's end (1 byte of packet type + payload = the WebSocket frames' payloads, padded by server/frames.ts; WebSocket headers not counted), games of 5–10 seats; the table's the same way`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Past one machine: one process against two on the same cores, and a kill

/** Rooms of the cluster section's runs: `BENCH_CLUSTER_ROOMS` (a list), `BENCH_LOAD=full` (50, 100), else 20. */
export function clusterSizes(env: NodeJS.ProcessEnv = process.env): number[] {
  const list = (env.BENCH_CLUSTER_ROOMS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (list.length && list.every((n) => Number.isInteger(n) && n >= 1 && n <= 5_000)) return list;
  if (list.length) throw new Error(`BENCH_CLUSTER_ROOMS must list whole numbers of rooms from 1 to 5000, such as 20,50, not "${env.BENCH_CLUSTER_ROOMS}"`);
  return env.BENCH_LOAD === 'full' ? [50, 100] : [20];
}

/** The cluster's budget: two processes' actions/s at least this share of one process's, on the same cores. */
export const CLUSTER_RATIO_BUDGET = 0.9;
/** Runs of each configuration at each size, alternated (a, b, a, b…): `BENCH_CLUSTER_PAIRS`, default 2. */
const CLUSTER_PAIRS = Math.max(1, Math.min(10, Number(process.env.BENCH_CLUSTER_PAIRS) || 2));

/** What PostgreSQL ran over a run. */
export interface StatementCount {
  total: number;
  /** The most called statements (their text cut to 60 characters) and their calls. */
  top: { query: string; calls: number }[];
  /** `pg_stat_statements` (every statement) or `xact_commit` (transactions committed: a rough floor). */
  source: 'pg_stat_statements' | 'xact_commit';
}

/** One configuration's run: the load figures, and what PostgreSQL and Redis did. */
export interface ClusterRun extends LoadRun {
  /** 1: one process on PostgreSQL, no adapter; 2: two with the Redis adapter. */
  servers: 1 | 2;
  adapter: boolean;
  /** Where the devices are with two: {@link ClusterLayout}. */
  layout: ClusterLayout;
  processes: ProcessShare[];
  statements: StatementCount;
  /** CPU ms of PostgreSQL (postmaster and backends) and of Redis over the run. */
  pgCpuMs: number;
  redisCpuMs: number;
  /** Bytes Redis received and sent over the run (`INFO stats`: total_net_input_bytes, total_net_output_bytes). */
  redisBytes: { in: number; out: number };
}

/** Redis's `INFO stats` byte counters now. */
async function redisBytes(url: string): Promise<{ in: number; out: number }> {
  const { createClient } = await import('redis');
  const c = createClient({ url });
  await c.connect();
  try {
    const info = await c.info('stats');
    const read = (name: string) => Number(new RegExp(`${name}:(\\d+)`).exec(info)?.[1] ?? NaN);
    return { in: read('total_net_input_bytes'), out: read('total_net_output_bytes') };
  } finally {
    await c.quit();
  }
}

type PgClient = { query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>; end(): Promise<void> };

/** A `pg` client of `url` (connected). */
async function pgClient(url: string): Promise<PgClient> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c as unknown as PgClient;
}

let databases = 0;
/** A new empty database on `services`' server for one run; its URL and name. */
async function freshDatabase(services: ClusterServices): Promise<{ url: string; name: string }> {
  const name = `bench_${process.pid}_${++databases}`;
  const admin = await pgClient(services.databaseUrl);
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return { url: services.databaseUrl.replace(/\/[^/]*$/, `/${name}`), name };
}

/** Counts statements from now on: `count()` gives those run in database `name` since. */
async function statementCounter(services: ClusterServices, name: string): Promise<{ count(): Promise<StatementCount> }> {
  const admin = await pgClient(services.databaseUrl);
  const dbFilter = `(SELECT oid FROM pg_database WHERE datname = $1)`;
  if (services.statements) {
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await admin.query('SELECT pg_stat_statements_reset()');
    await admin.end();
    return {
      async count() {
        const c = await pgClient(services.databaseUrl);
        try {
          const { rows } = await c.query<{ query: string; calls: string }>(`SELECT query, calls FROM pg_stat_statements WHERE dbid = ${dbFilter} ORDER BY calls DESC`, [name]);
          const top = rows.map((r) => ({ query: r.query.replace(/\s+/g, ' ').slice(0, 60), calls: Number(r.calls) }));
          return { total: top.reduce((sum, r) => sum + r.calls, 0), top: top.slice(0, 5), source: 'pg_stat_statements' };
        } finally {
          await c.end();
        }
      },
    };
  }
  const read = async (c: PgClient) => Number((await c.query<{ n: string }>(`SELECT xact_commit AS n FROM pg_stat_database WHERE datid = ${dbFilter}`, [name])).rows[0]?.n ?? 0);
  const before = await read(admin);
  await admin.end();
  return {
    async count() {
      const c = await pgClient(services.databaseUrl);
      try {
        return { total: (await read(c)) - before, top: [], source: 'xact_commit' };
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * Where the devices of the rooms connect with two processes: `spread`, each room's table and even
 * seats on the first, its odd seats on the second (every action crosses processes); `affinity`,
 * each room's devices all on one process, the rooms split between the two (even rooms on the
 * first, odd on the second), as a load balancer hashing the join code of the connection URL puts
 * them (docs/scaling.md).
 */
export type ClusterLayout = 'spread' | 'affinity';

/** The placement of `layout` over the children `a` and `b`. */
function placementOf(layout: ClusterLayout, a: ServerChild, b: ServerChild): PlayOptions['placement'] {
  if (layout === 'spread') return { table: a.url, seat: (seat) => (seat % 2 === 1 ? b.url : a.url) };
  return (room) => {
    const url = (room % 2 === 0 ? a : b).url;
    return { table: url, seat: () => url };
  };
}

/**
 * One cluster configuration at `rooms` rooms, on a fresh database of `services`: `servers` 1 is
 * one room server child on PostgreSQL without the adapter (it owns its rooms: reads from memory);
 * 2 is two children with the sharded Redis adapter (server/cluster-adapter.ts), the devices placed
 * by `layout`. `adapter` true with one server: a cluster of one (the adapter's and the cluster's
 * cost without a second process). The children are stopped at the end, also after an error.
 */
export async function clusterRun(rooms: number, services: ClusterServices, servers: 1 | 2, adapter: boolean = servers === 2, layout: ClusterLayout = 'spread'): Promise<ClusterRun> {
  const db = await freshDatabase(services);
  const where = { databaseUrl: db.url, ...(adapter ? { redisUrl: services.redisUrl } : {}) };
  const children: ServerChild[] = [];
  try {
    for (let i = 0; i < servers; i++) children.push(await startServer('load', where));
    const [a, b] = [children[0]!, children[servers - 1]!];
    const counter = await statementCounter(services, db.name);
    const pgBefore = processCpuMs(services.postmasterPid, true);
    const redisBefore = processCpuMs(services.redisPid);
    const bytesBefore = await redisBytes(services.redisUrl);
    const run = await playRooms(rooms, children, placementOf(layout, a, b));
    const pgCpuMs = processCpuMs(services.postmasterPid, true) - pgBefore;
    const redisCpuMs = processCpuMs(services.redisPid) - redisBefore;
    const bytesAfter = await redisBytes(services.redisUrl);
    return { ...run, servers, adapter, layout, statements: await counter.count(), pgCpuMs, redisCpuMs, redisBytes: { in: bytesAfter.in - bytesBefore.in, out: bytesAfter.out - bytesBefore.out } };
  } finally {
    for (const c of children) await stop(c.process);
  }
}

/** What the kill run found. */
export interface KillRun {
  rooms: number;
  gamesOver: number;
  failures: string[];
  /** Game actions acknowledged over the run, and those of them missing from the stored log afterwards. */
  acked: number;
  lost: string[];
  /** Acknowledged actions when the second process was killed. */
  killedAt: number;
  /** Actions sent whose reply never came (the process died first); devices connected again to the first process. */
  unacknowledged: number;
  reconnections: number;
  seconds: number;
}

/**
 * The acknowledged actions of `acked` that the stored log of their room does not hold: a proposal
 * whose team is not the stored proposal of its index, a vote not in that proposal's stored vote,
 * a mission's acknowledged Fail (or Success) cards more than its stored Fail (or Success) count.
 * `load` reads a room's stored events (the resistance game's: `proposal`, `vote`, `mission`).
 */
export async function lostActions(acked: readonly AckedAction[], load: (code: string) => Promise<{ events: unknown[] } | null>): Promise<string[]> {
  const lost: string[] = [];
  const byRoom = new Map<string, AckedAction[]>();
  for (const a of acked) byRoom.set(a.room, [...(byRoom.get(a.room) ?? []), a]);
  for (const [code, actions] of byRoom) {
    const stored = await load(code);
    if (!stored) {
      lost.push(`room ${code}: not stored (${actions.length} actions acknowledged)`);
      continue;
    }
    const proposals: { team: number[]; approve: number[] | null; fails: number | null }[] = [];
    for (const e of stored.events as { type: string; team?: number[]; approve?: number[]; fails?: number }[]) {
      if (e.type === 'proposal') proposals.push({ team: e.team ?? [], approve: null, fails: null });
      else if (e.type === 'vote' && proposals.length) proposals[proposals.length - 1]!.approve = e.approve ?? [];
      else if (e.type === 'mission' && proposals.length) proposals[proposals.length - 1]!.fails = e.fails ?? null;
    }
    const cards = new Map<number, { fail: number; success: number }>();
    for (const a of actions) {
      const p = proposals[a.proposal];
      const what = `room ${code}: seat ${a.seat}'s ${a.kind} on proposal ${a.proposal + 1}`;
      if (!p) lost.push(`${what}: no such proposal stored`);
      else if (a.kind === 'propose' && JSON.stringify(p.team) !== JSON.stringify(a.team)) lost.push(`${what}: stored team ${JSON.stringify(p.team)}, acknowledged ${JSON.stringify(a.team)}`);
      else if (a.kind === 'vote' && (p.approve === null || p.approve.includes(a.seat) !== a.approve)) lost.push(`${what}: ${p.approve === null ? 'no vote stored' : 'the stored vote differs'}`);
      else if (a.kind === 'card') {
        const c = cards.get(a.proposal) ?? { fail: 0, success: 0 };
        c[a.card === 'fail' ? 'fail' : 'success']++;
        cards.set(a.proposal, c);
      }
    }
    for (const [index, c] of cards) {
      const p = proposals[index]!;
      if (p.fails === null || c.fail > p.fails || c.success > p.team.length - p.fails) {
        lost.push(`room ${code}: mission of proposal ${index + 1}: ${c.fail} Fail and ${c.success} Success acknowledged, stored ${p.fails === null ? 'no mission' : `${p.fails} Fail of ${p.team.length}`}`);
      }
    }
  }
  return lost;
}

/**
 * A process killed mid-game under load: two room server children with the Redis adapter on
 * `where.databaseUrl`, `rooms` rooms placed as in {@link clusterRun} (tables on A, odd seats on
 * B); once every room has had an action acknowledged and `killAfter` actions (default 10 per
 * room) have been, B gets SIGKILL. Each room whose socket is lost connects those devices again to
 * A with their tokens, asks `sync` everywhere and plays on. Afterwards every acknowledged action
 * is looked for in the stored log ({@link lostActions}). Both children are stopped at the end.
 */
export async function killRun(rooms: number, where: { databaseUrl: string; redisUrl: string }, killAfter = rooms * 10): Promise<KillRun> {
  const started = performance.now();
  const a = await startServer('load', where);
  let b: ServerChild | null = null;
  try {
    b = await startServer('load', where);
    const victim = b;
    const acked: AckedAction[] = [];
    const roomsActing = new Set<string>();
    let killedAt = -1;
    const onAck = () => {
      roomsActing.add(acked[acked.length - 1]!.room);
      if (killedAt < 0 && acked.length >= killAfter && roomsActing.size >= rooms) {
        killedAt = acked.length;
        victim.process.kill('SIGKILL');
      }
    };
    const run = await playRooms(rooms, [a, b], { table: a.url, seat: (seat) => (seat % 2 === 1 ? victim.url : a.url) }, { acked, onAck, fallback: a.url });
    const { openRoomStore } = await import('../server/store.ts');
    const store = await openRoomStore({ databaseUrl: where.databaseUrl });
    let lost: string[];
    try {
      lost = await lostActions(acked, (code) => store.load(code));
    } finally {
      await store.close();
    }
    return {
      rooms,
      gamesOver: run.gamesOver,
      failures: [...run.failures, ...(killedAt < 0 ? ['the second process was never killed: the games ended first'] : [])],
      acked: acked.length,
      lost,
      killedAt,
      unacknowledged: run.results.reduce((sum, r) => sum + r.unacknowledged, 0),
      reconnections: run.results.reduce((sum, r) => sum + r.reconnections, 0),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    if (b) await stop(b.process);
    await stop(a.process);
  }
}

/** What the paced run found: presence queries across processes over a few actions, each after a pause. */
export interface PacedRun {
  pauseMs: number;
  actions: number;
  /** FETCH_SOCKETS the two processes published over those actions (joins and the start left out). */
  presenceQueries: number;
}

/**
 * The presence query at a table's pace: one room of 5 seats over two children with the Redis
 * adapter (placed "spread", as in {@link clusterRun}), joined and started, then `actions` game
 * actions each after a pause of `pauseMs`; counts the FETCH_SOCKETS published across those actions:
 * none, whatever the pause, since presence is told by each process (server/room-server.ts; before,
 * a kept answer lived 5 s and the first action after a longer pause asked the other process).
 * Both children are stopped at the end.
 */
export async function pacedRun(where: { databaseUrl: string; redisUrl: string }, pauseMs: number, actions = 4): Promise<PacedRun> {
  const children: ServerChild[] = [];
  try {
    for (let i = 0; i < 2; i++) children.push(await startServer('load', where));
    const [a, b] = children as [ServerChild, ServerChild];
    const fetches = async () => (await Promise.all(children.map((c) => c.stats()))).reduce((n, st) => n + (st.adapter?.FETCH_SOCKETS ?? 0), 0);
    let before = NaN;
    let done = 0;
    const beforeAction = async (i: number) => {
      if (i === 0) before = await fetches();
      if (i >= actions) return false;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      done = i + 1;
      return true;
    };
    await playRooms(1, children, { table: a.url, seat: (seat) => (seat % 2 === 1 ? b.url : a.url) }, { beforeAction });
    return { pauseMs, actions: done, presenceQueries: (await fetches()) - before };
  } finally {
    for (const c of children) await stop(c.process);
  }
}

/** `n` per action, two decimals. */
const perAction = (n: number, actions: number): string => (n / actions).toFixed(n / actions < 10 ? 2 : 1);
const median = (values: number[]): number => nearestRank(values, 0.5);

/**
 * The cluster rows: when PostgreSQL and Redis are installed (scripts/cluster-services.ts;
 * nothing is installed here), a throw-away pair of them, then at each size of {@link clusterSizes}
 * {@link CLUSTER_PAIRS} runs of one process and of two alternated ({@link clusterRun}), then the
 * kill run ({@link killRun}) at the largest size. Without them, one row saying so.
 * @param log progress lines (stderr in `npm run bench`)
 */
export async function measureCluster(sizes: number[] = clusterSizes(), log: (line: string) => void = () => {}): Promise<BenchRow[]> {
  const tools = clusterTools();
  if (!tools) {
    return [
      {
        figure: 'Cluster: two processes against one',
        value: 'not measured: PostgreSQL (initdb, pg_ctl) and redis-server are not installed (Debian: postgresql, redis-server; npm run test:cluster installs them as root)',
        budget: `two processes ≥ ${CLUSTER_RATIO_BUDGET} × one`,
        pass: null,
        how: 'scripts/bench-load.ts measureCluster',
      },
    ];
  }
  const services = await startClusterServices(tools, { statements: true });
  try {
    const runs: ClusterRun[] = [];
    for (const rooms of sizes) {
      for (let pair = 0; pair < CLUSTER_PAIRS; pair++) {
        for (const [servers, layout] of [[1, 'spread'], [2, 'spread'], [2, 'affinity']] as const) {
          const what = servers === 1 ? 'one process' : `two processes, ${layout}`;
          log(`cluster: ${rooms} rooms, ${what} (run ${pair + 1} of ${CLUSTER_PAIRS})…`);
          const run = await clusterRun(rooms, services, servers, servers === 2, layout);
          log(
            `cluster: ${rooms} rooms, ${what}: ${run.actionsPerSecond.toFixed(0)} actions/s, p95 ${ms(run.latency.p95)}, join p95 ${ms(run.join.p95)}, ${run.failures.length} failures; ${(run.cpuMsPerAction).toFixed(2)} ms CPU/action; ${perAction(run.statements.total, run.actions)} statements, published ${JSON.stringify(run.processes.map((p) => p.adapter))}, received ${JSON.stringify(run.processes.map((p) => p.received))}`,
          );
          for (const f of run.failures.slice(0, 3)) log(`cluster: failure: ${f}`);
          runs.push(run);
        }
      }
    }
    const largest = sizes[sizes.length - 1]!;
    log(`cluster: kill run at ${largest} rooms…`);
    const db = await freshDatabase(services);
    const kill = await killRun(largest, { databaseUrl: db.url, redisUrl: services.redisUrl });
    log(`cluster: kill: ${kill.acked} acknowledged, ${kill.lost.length} lost, ${kill.gamesOver} of ${kill.rooms} games over, ${kill.failures.length} failures`);
    for (const f of [...kill.lost, ...kill.failures].slice(0, 5)) log(`cluster: kill: ${f}`);

    log('cluster: presence at a table\'s pace (4 actions after 5.5 s pauses, 4 after 1 s)…');
    const pacedDb = await freshDatabase(services);
    const paced = [
      await pacedRun({ databaseUrl: pacedDb.url, redisUrl: services.redisUrl }, 5_500),
      await pacedRun({ databaseUrl: pacedDb.url, redisUrl: services.redisUrl }, 1_000),
    ];
    log(`cluster: paced: ${paced.map((p) => `${p.presenceQueries} queries over ${p.actions} actions after ${p.pauseMs} ms pauses`).join('; ')}`);

    type Config = 'one' | ClusterLayout;
    const configOf = (r: ClusterRun): Config => (r.servers === 1 ? 'one' : r.layout);
    const at = (rooms: number, config: Config) => runs.filter((r) => r.rooms === rooms && configOf(r) === config);
    const ratio = (rooms: number, layout: ClusterLayout) => median(at(rooms, layout).map((r) => r.actionsPerSecond)) / median(at(rooms, 'one').map((r) => r.actionsPerSecond));
    const each = (f: (rooms: number, one: ClusterRun[], spread: ClusterRun[], affinity: ClusterRun[]) => string) =>
      sizes.map((rooms) => `${rooms} rooms: ${f(rooms, at(rooms, 'one'), at(rooms, 'spread'), at(rooms, 'affinity'))}`).join('; ');
    const list = (rs: ClusterRun[], f: (r: ClusterRun) => string) => rs.map(f).join(', ');
    const sumOf = (r: ClusterRun, key: 'adapter' | 'received') => {
      const sum: Record<string, number> = {};
      for (const p of r.processes) for (const [type, n] of Object.entries(p[key])) sum[type] = (sum[type] ?? 0) + n;
      return sum;
    };
    const adapterOf = (r: ClusterRun) => sumOf(r, 'adapter');
    const published = (r: ClusterRun) => Object.values(adapterOf(r)).reduce((x, y) => x + y, 0);
    const how = `scripts/bench-load.ts measureCluster: a throw-away PostgreSQL ${'(fsync off)'} and Redis on loopback (scripts/cluster-services.ts), a fresh database per run; (a) one room server child on PostgreSQL, no adapter; (b) two children with socket.io's sharded Redis adapter (server/cluster-adapter.ts), placed "spread" (each room's table and even seats on the first, odd seats on the second: every action crosses processes) or "affinity" (each room's devices all on one child, even rooms on the first, odd on the second: what a load balancer hashing the join code does); the load of the "Load" rows (rooms of 5–10 seats, whole base games, one action at a time per room), ${CLUSTER_PAIRS} runs of each alternated (one, spread, affinity), medians; every process, PostgreSQL, Redis and the clients share this machine's 2 cores; Node ${process.version}`;
    const two = runs.filter((r) => r.servers === 2);
    const one = runs.filter((r) => r.servers === 1);
    const costOf = (rs: ClusterRun[], name: string) =>
      `${name}: servers ${list(rs, (r) => `${r.cpuMsPerAction.toFixed(2)} ms (${r.processes.map((p) => perAction(p.cpuMs, r.actions)).join(' + ')}; event loops ${r.processes.map((p) => `${(p.elu * 100).toFixed(0)} %`).join(', ')} busy)`)}, PostgreSQL ${list(rs, (r) => `${perAction(r.pgCpuMs, r.actions)} ms`)}, Redis ${list(rs, (r) => `${perAction(r.redisCpuMs, r.actions)} ms, ${kib(r.redisBytes.in / r.actions)} in and ${kib(r.redisBytes.out / r.actions)} out`)}, ${list(rs, (r) => perAction(r.statements.total, r.actions))} statements, ${list(rs, (r) => `${perAction(published(r), r.actions)} messages published (${Object.entries(adapterOf(r)).sort((x, y) => y[1] - x[1]).slice(0, 4).map(([t, n]) => `${t} ${perAction(n, r.actions)}`).join(', ')}), ${perAction(Object.entries(sumOf(r, 'received')).filter(([t]) => t !== 'own').reduce((x, [, n]) => x + n, 0), r.actions)} read from the other process (BROADCAST ${perAction(sumOf(r, 'received').BROADCAST ?? 0, r.actions)})`)}`;
    const ratioRow = (layout: ClusterLayout, figure: string): BenchRow => ({
      figure,
      value: each((rooms, a, spread, affinity) => `one ${list(a, (r) => `${r.actionsPerSecond.toFixed(0)}/s`)}; two ${list(layout === 'spread' ? spread : affinity, (r) => `${r.actionsPerSecond.toFixed(0)}/s`)}; ratio of medians ${ratio(rooms, layout).toFixed(2)}`),
      budget: `two ≥ ${CLUSTER_RATIO_BUDGET} × one (at ${largest} rooms)`,
      pass: ratio(largest, layout) >= CLUSTER_RATIO_BUDGET,
      how: `${how}; accepted proposals, votes and cards over the time from the first action sent to the last view received`,
    });
    return [
      ratioRow('affinity', 'Cluster: actions/s, two processes (each room on one, as a balancer hashing the code places it) against one (same cores)'),
      ratioRow('spread', 'Cluster: actions/s, two processes (every room spread over both) against one (same cores)'),
      {
        figure: 'Cluster: action → view p95 and join p95',
        value: each((_, a, spread, affinity) =>
          [['one', a], ['spread', spread], ['affinity', affinity]].map(([name, rs]) => `${name as string} p95 ${list(rs as ClusterRun[], (r) => ms(r.latency.p95))}, join ${list(rs as ClusterRun[], (r) => ms(r.join.p95))}`).join('; '),
        ),
        budget: '',
        pass: null,
        how: `${how}; as the "Load" rows`,
      },
      {
        figure: 'Cluster: failures',
        value: each((_, a, spread, affinity) =>
          [['one', a], ['spread', spread], ['affinity', affinity]].map(([name, rs]) => `${name as string} ${list(rs as ClusterRun[], (r) => `${r.failures.length} (${r.gamesOver}/${r.rooms} over)`)}`).join('; '),
        ),
        budget: '0',
        pass: runs.every((r) => r.failures.length === 0 && r.gamesOver === r.rooms),
        how: `${how}; as the "Load" rows`,
      },
      {
        figure: 'Cluster: presence queries across processes',
        value: list(two, (r) => {
          const fetches = adapterOf(r).FETCH_SOCKETS ?? 0;
          return `${r.layout}: ${fetches} over ${r.actions} actions and ${r.join.samples} joins`;
        }),
        budget: 'none in an action’s path',
        pass: two.every((r) => (adapterOf(r).FETCH_SOCKETS ?? 0) === 0),
        how: `${how}; FETCH_SOCKETS messages the two children published through the adapter (socket.io's fetchSockets across processes), counted in the bench's child by wrapping the adapter instance's publish methods (scripts/bench-rooms.ts). Presence is told, not asked (server/room-server.ts: each process announces its seats' devices coming and going, and all of them every 4 s, as SERVER_SIDE_EMIT)`,
      },
      {
        figure: 'Cluster: presence queries across processes at a table’s pace',
        value: paced.map((p) => `${p.presenceQueries} over ${p.actions} actions each after a ${(p.pauseMs / 1000).toFixed(1)} s pause`).join('; '),
        budget: '0 in an action’s path',
        pass: paced.every((p) => p.presenceQueries === 0),
        how: `scripts/bench-load.ts pacedRun: one room of 5 seats over two children with the Redis adapter (spread), joined and started, then a few game actions each after a pause; FETCH_SOCKETS the children published from the first paused action to the last view (the longer pause outlasts the 5 s an asked answer would be kept: an action after it would ask the other processes if presence were asked instead of told)`,
      },
      {
        figure: 'Cluster: cost per action (CPU, statements, Redis messages)',
        value: [
          `one: server ${list(one, (r) => `${r.cpuMsPerAction.toFixed(2)} ms (event loop ${(r.elu * 100).toFixed(0)} % busy)`)}, PostgreSQL ${list(one, (r) => `${perAction(r.pgCpuMs, r.actions)} ms`)}, ${list(one, (r) => perAction(r.statements.total, r.actions))} statements`,
          costOf(two.filter((r) => r.layout === 'spread'), 'two, spread'),
          costOf(two.filter((r) => r.layout === 'affinity'), 'two, affinity'),
          `statements: ${runs[runs.length - 1]!.statements.top.map((t) => `${t.calls}× ${t.query}`).join(' | ')}`,
        ].join('; '),
        budget: '',
        pass: null,
        how: `${how}; CPU: each child's process.cpuUsage() over the run, PostgreSQL's postmaster and backends and redis-server from /proc/PID/stat (utime + stime), divided by the actions accepted; statements: ${runs[0]?.statements.source ?? 'pg_stat_statements'} of the run's database (joins and the rooms' creation included); messages: what the children published through the adapter, and what each read from Redis that the other published (a process reads only the channels of the socket.io rooms it has sockets in, and the one every process reads: server-side emits, presence); Redis bytes: INFO stats total_net_input_bytes and total_net_output_bytes over the run`,
      },
      {
        figure: 'Cluster: a process killed mid-game under load',
        value: `${kill.rooms} rooms: the second process killed (SIGKILL) after ${kill.killedAt} acknowledged actions; ${kill.unacknowledged} actions in flight never acknowledged, ${kill.reconnections} devices connected again to the first process; ${kill.gamesOver} of ${kill.rooms} games over; ${kill.acked} actions acknowledged, ${kill.lost.length} missing from the stored log${kill.lost.length ? `: ${kill.lost.slice(0, 3).join(' / ')}` : ''}; ${kill.failures.length} failures (${kill.seconds.toFixed(1)} s)`,
        budget: '0 acknowledged actions lost; every game over',
        pass: kill.lost.length === 0 && kill.gamesOver === kill.rooms && kill.failures.length === 0,
        how: `scripts/bench-load.ts killRun: two children with the Redis adapter on a fresh database, rooms placed as in (b); once every room has acted and 10 actions per room were acknowledged, the second child gets SIGKILL; a room that loses a socket connects those devices again to the first child with their tokens, asks sync on every device and plays on from the fresh snapshots; afterwards every acknowledged proposal, vote and card is looked for in the stored event log (lostActions)`,
      },
    ];
  } finally {
    services.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const log = (line: string) => process.stderr.write(`bench: ${line}\n`);
  // `BENCH_LOAD_CLUSTER=only`: the cluster rows alone; `=1`: after the load rows.
  const cluster = process.env.BENCH_LOAD_CLUSTER;
  const rows = [...(cluster === 'only' ? [] : await measureLoad(loadSizes(), log)), ...(cluster ? await measureCluster(clusterSizes(), log) : [])];
  for (const r of rows) process.stdout.write(`| ${r.figure} | ${r.value} | ${r.budget || '—'} | ${r.pass === null ? 'info' : r.pass ? 'pass' : 'FAIL'} |\n`);
  process.exit(0);
}
