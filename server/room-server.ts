/**
 * The room server: socket.io 4 on a Node http.Server, each room's game as the authority. It knows
 * games only through the platform's contract (`RoomGame`, src/platform/rooms/room-game.ts): the
 * games it runs are given (`RoomServerOptions.games`; server/main.ts passes src/games/room-games.ts).
 *
 * Every action is checked by the room's game (`game:<name>` requests, one of the game's
 * `actions`), written to the {@link RoomStore} with a version check, and then every client of the
 * room gets a new snapshot: each seat's phone its own view only, the table the public one (the
 * game's allow-list views). Sockets join a socket.io room per seat (`r:CODE:s:SEAT`) and one for
 * the table (`r:CODE:t`) only after their token was checked, and the per-seat snapshot is emitted
 * to that seat's room only, so with a cluster adapter (the sharded Redis adapter,
 * server/cluster-adapter.ts) a write on one process reaches that seat's sockets on every process
 * and nobody else's (docs/scaling.md).
 *
 * No log line, error or message carries a token, a role, a vote before its reveal or a card.
 */
import type { Server as HttpServer } from 'node:http';
import { createServer } from 'node:http';
import { randomInt as cryptoRandomInt, randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { LRUCache } from 'lru-cache';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { hashToken, newJoinCode, newToken, normalizeJoinCode } from './join-code.ts';
import { EXPIRY, RoomExpiry, type ExpiryOptions, type SweepResult } from './expiry.ts';
import { serverParser } from './frames.ts';
import { DELTA_ROOMS, DeltaPlanner, type DeltaPlan } from './deltas.ts';
import { guardSocket } from './guard.ts';
import { INPUT_LIMITS, protocolFields } from './input.ts';
import { EVENT_LIMITS, EventLimiter, JoinGate, LOG_LIMIT, limitedLog, rateLimited, RoomCapper, type EventLimits, type RoomCaps } from './limits.ts';
import { originAllowed, originOf } from './origin.ts';
import type { ErrorBody, PlatformClientEvents, PlatformServerEvents, Reply, SeatIndex as Seat } from '../src/platform/rooms/protocol.ts';
import { CREATE_LIMIT, JOIN_LIMIT, RateLimiter, type BucketLimit } from './rate-limit.ts';
import {
  act,
  authenticate,
  claimSeat,
  DEFAULT_GAME,
  errorBody,
  gameOf,
  lobbyOf,
  newRoom,
  revokeRedeals,
  revokeSeat,
  RoomError,
  roomGames,
  seatSnapshot,
  startGame,
  tableSnapshot,
  upgradeRoom,
  type Actor,
  type RoomGames,
  type RoomRecord,
} from './room.ts';
import type { RoomGame } from '../src/platform/rooms/room-game.ts';
import type { RoomStore } from './store.ts';
import { LIVE_ROOMS, LiveRooms } from './live-rooms.ts';
import type { ClusterHooks } from './cluster-adapter.ts';

/** What the server keeps on each socket once its handshake or claim authenticated it. */
interface SocketData {
  role: 'guest' | 'table' | 'seat';
  code?: string;
  seat?: Seat;
  tokenHash?: string;
}

/**
 * The requests a socket may send: the platform's, and every game's actions as `game:<name>` (the
 * room's game reads the request; a name the room's game does not have is refused with `bad-request`).
 */
type ClientEvents = PlatformClientEvents & Record<`game:${string}`, (request: unknown, ack: (reply: Reply<object>) => void) => void>;
type RoomSocket = Socket<ClientEvents, PlatformServerEvents, Record<string, never>, SocketData>;
type RoomIo = Server<ClientEvents, PlatformServerEvents, Record<string, never>, SocketData>;

/** Options of {@link createRoomServer}. */
export interface RoomServerOptions {
  /** The http server to attach to (the app's static files can be served by the same one); a new one by default. */
  httpServer?: HttpServer;
  /** Where rooms are kept (server/store.ts). The caller opens and closes it. */
  store: RoomStore;
  /**
   * The games this server runs (the platform's `RoomGame` contract), by their keys; a room names
   * its game at `room:create` (left out: {@link DEFAULT_GAME}). server/main.ts passes every game of
   * src/games/room-games.ts.
   */
  games: readonly RoomGame[];
  /**
   * Uniform integer in [0, n) for the game's randomness: the deal (R-SET-3), the first leader
   * (R-SET-4), where a card goes in the face-down pile (R-MIS-1). Default: node:crypto's
   * `randomInt`. Join codes and tokens always come from node:crypto.
   */
  random?: (n: number) => number;
  /**
   * The address phones open, without a trailing slash (e.g. `http://192.168.1.20:4173`); it makes
   * the join URL. A function is read each time a join URL is made (the port of a server listening
   * on port 0 is known only once it listens).
   */
  publicUrl?: string | (() => string);
  /** Join attempts per client address (rate-limit.ts); default {@link JOIN_LIMIT}. */
  joinLimit?: BucketLimit;
  /** Rooms created per client address; default {@link CREATE_LIMIT}. */
  createLimit?: BucketLimit;
  /** Every event, per device and per room (server/limits.ts); default {@link EVENT_LIMITS}. */
  eventLimits?: EventLimits;
  /** Open rooms per client address and rooms in all; default {@link ROOM_CAPS}. */
  roomCaps?: RoomCaps;
  /**
   * When rooms expire (server/expiry.ts); default {@link EXPIRY}. The sweep's timer is unref'd;
   * {@link RoomServer.sweep} runs one now.
   */
  expiry?: ExpiryOptions;
  /**
   * Origins whose pages may open a WebSocket besides this server's own address (server/origin.ts):
   * `PUBLIC_URL`'s origin is always added. A function is read at each handshake.
   */
  allowedOrigins?: readonly string[] | (() => readonly string[]);
  /** The clock for the rate limits and the expiry, in ms (tests move it by hand). */
  now?: () => number;
  /**
   * Where the server writes its few lines (room created, seat claimed…; never a secret), through a
   * token bucket ({@link LOG_LIMIT}; `logLimit` another) so that no client can flood it.
   */
  log?: (line: string) => void;
  logLimit?: BucketLimit;
  /**
   * The key of a client's address for the rate limits. Default: the socket's remote address; behind
   * a reverse proxy give one that reads the proxy's header.
   */
  clientAddress?: (socket: RoomSocket) => string;
  /** A socket.io adapter constructor for several processes (server/cluster-adapter.ts: the sharded Redis adapter). */
  adapter?: ServerOptions['adapter'];
  /**
   * In a cluster, how often this process tells the others every room's devices connected to it
   * (seats and table; ms; default {@link PRESENCE_HEARTBEAT_MS}); a process not heard from for three
   * of these is taken as gone.
   */
  presenceHeartbeatMs?: number;
  /**
   * How many rooms this process keeps in memory with their game replayed (server/live-rooms.ts);
   * default {@link LIVE_ROOMS}; 0 reads every room from the store at each request.
   */
  liveRooms?: number;
  /**
   * How many rooms' last broadcast views this process keeps to send what changed (server/deltas.ts,
   * issue 23 item 3); default {@link DELTA_ROOMS}; 0 sends every device its whole snapshot each time.
   */
  deltaRooms?: number;
}

/** The running room server. */
export interface RoomServer {
  io: RoomIo;
  httpServer: HttpServer;
  /** Deletes the expired rooms now and disconnects their devices (the timer does it every few minutes). */
  sweep(): Promise<SweepResult>;
  /** Disconnects every client and closes socket.io and the http server (not the store). */
  close(): Promise<void>;
}

/**
 * In a cluster, how often each process tells the others every device connected to it (its
 * heartbeat, ms); a process not heard from for {@link PRESENCE_MISSED_BEATS} of these is taken as gone (it
 * crashed: a process that stops says so).
 */
const PRESENCE_HEARTBEAT_MS = 4_000;
const PRESENCE_MISSED_BEATS = 3;
/** At most this many finished rooms remembered. */
const FINISHED_ROOMS = 20_000;
/** Reloads and retries a write this many times when another writer changed the room first. */
const MAX_ATTEMPTS = 8;

const seatRoom = (code: string, seat: Seat) => `r:${code}:s:${seat}`;
const tableRoom = (code: string) => `r:${code}:t`;
const seatsRoom = (code: string) => `r:${code}:seats`;

/**
 * A queue per room: `run(code, fn)` runs `fn` after every earlier `fn` of that room settled (a
 * failure does not stop the queue) and resolves as `fn` does; a room's entry goes when its queue
 * is empty.
 */
function perRoomQueue(): <T>(code: string, fn: () => Promise<T>) => Promise<T> {
  const queues = new Map<string, Promise<unknown>>();
  return <T>(code: string, fn: () => Promise<T>): Promise<T> => {
    const previous = queues.get(code) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => {});
    queues.set(code, tail);
    void tail.then(() => {
      if (queues.get(code) === tail) queues.delete(code);
    });
    return run;
  };
}

/**
 * Attaches the room server to `httpServer` (or a new one) and returns it. Listening is the
 * caller's: `httpServer.listen(port, host)`.
 *
 * Protocol: src/platform/rooms/protocol.ts (the platform's events, replies, snapshots) and each
 * game's (`game:<name>` requests and the game's part of the snapshots). Transport: WebSocket only, so that
 * several processes need no sticky sessions.
 */
export function createRoomServer(options: RoomServerOptions): RoomServer {
  const httpServer = options.httpServer ?? createServer();
  const games: RoomGames = roomGames(options.games);
  const rawStore = options.store;
  // Rooms read back in today's shapes (a room of an earlier version upgraded by its game).
  const store: RoomStore = {
    ...rawStore,
    load: async (code) => {
      const room = await rawStore.load(code);
      return room ? upgradeRoom(games, room) : null;
    },
  };
  /**
   * The rooms kept in memory (issue 23). Without a cluster adapter this process owns its rooms and
   * answers reads from memory; with one, reads go to the store (another process may have written)
   * and changes start from the copy (`mutate`: a stale copy is caught and the store read).
   */
  const liveRooms = new LiveRooms(options.liveRooms ?? LIVE_ROOMS);
  /** What each broadcast sends: the changed parts of each view, or the whole snapshots (server/deltas.ts). */
  const deltas = new DeltaPlanner(options.deltaRooms ?? DELTA_ROOMS, (bytes, allowed) =>
    log(`a seat delta of ${bytes} bytes outgrew the ${allowed} bytes its padding allows: every seat got its whole snapshot`),
  );
  const ownsRooms = !options.adapter;

  /**
   * Reads of the store under way, by room (issue 23, item 2): after a restart the table and every
   * phone of a room come back at about the same moment, and each handshake needs the room; the
   * first starts the read, the others await the same one (one read and one replay per room, not
   * one per device). A read that starts after this one settled is a new read.
   */
  const reading = new Map<string, Promise<RoomRecord | null>>();

  /** A room just read from the store, kept in memory (or forgotten: gone from the store). */
  function keptRead(code: string, room: RoomRecord | null): RoomRecord | null {
    if (room) liveRooms.set(room);
    else liveRooms.delete(code);
    return room;
  }

  /** One read of `code` from the store at a time (see {@link reading}); the room is kept in memory. */
  function readRoom(code: string): Promise<RoomRecord | null> {
    const under = reading.get(code);
    if (under) return under;
    const read = store.load(code).then((room) => keptRead(code, room));
    reading.set(code, read);
    const done = () => {
      if (reading.get(code) === read) reading.delete(code);
    };
    read.then(done, done);
    return read;
  }

  /**
   * The room `code` as this process knows it: from memory when this process owns its rooms and
   * keeps it (and `fresh` is not asked), else read from the store (and kept).
   *
   * Concurrent reads of one room share one store read ({@link readRoom}) when this process owns
   * its rooms (its own writes go through memory, so a read started a moment earlier misses none of
   * them), or when `shareable` says the caller only checks a token (the handshake: the binding
   * reads again after joining the room's broadcasts). In a cluster any other read is its own, made
   * after the caller's join (server/room-server.ts `bind`: no change of another process missed).
   * `fresh` (a write that lost the version check) never joins a read started before it was asked.
   */
  async function loadRoom(code: string, fresh = false, shareable = ownsRooms): Promise<RoomRecord | null> {
    if (ownsRooms && !fresh) {
      const kept = liveRooms.get(code);
      if (kept) return kept.room;
    }
    if (fresh || !shareable) {
      // A read started earlier may predate another writer's change: wait for it, then read anew.
      await reading.get(code)?.catch(() => null);
      if (!shareable) return keptRead(code, await store.load(code));
    }
    return readRoom(code);
  }

  /** The game of `room` replayed: the copy kept in memory when it is of this version, else replayed now (and kept). */
  function liveOf(game: RoomGame, room: RoomRecord): unknown {
    const pending = inFlight.get(room.code);
    if (pending?.room === room && pending.live !== undefined) return pending.live;
    const kept = liveRooms.liveOf(room);
    if (kept !== undefined) return kept;
    const live = game.load(room);
    liveRooms.set(room, live);
    return live;
  }
  /** The game of a stored room. @throws RoomError `not-supported` when this server does not run it */
  const gameOfRoom = (room: RoomRecord): RoomGame => gameOf(games, room.game);
  /** Every action name of every game, each a `game:<name>` request a socket may send. */
  const actionSet = new Set([...games.values()].flatMap((g) => g.actions));
  // The field names a refusal may name without echoing the request: the platform's and the games'.
  const fields = protocolFields([...games.values()]);
  const random = options.random ?? ((n: number) => cryptoRandomInt(n));
  const log = limitedLog(options.log ?? (() => {}), options.logLimit ?? LOG_LIMIT, options.now);
  const givenUrl = options.publicUrl ?? 'http://localhost:4173';
  const publicUrl = () => (typeof givenUrl === 'function' ? givenUrl() : givenUrl).replace(/\/+$/, '');
  /** The address a phone opens to join room `code` of `game` (`&game=KEY` for any game but the default, src/platform/rooms/room-pages.ts). */
  const joinUrl = (code: string, game: string = DEFAULT_GAME) => `${publicUrl()}/?room=${code}${game === DEFAULT_GAME ? '' : `&game=${encodeURIComponent(game)}`}`;
  const qrOf = (url: string) => QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const joinLimiter = new RateLimiter(options.joinLimit ?? JOIN_LIMIT, options.now);
  const createLimiter = new RateLimiter(options.createLimit ?? CREATE_LIMIT, options.now);
  const addressOf = options.clientAddress ?? ((socket: RoomSocket) => socket.handshake.address);
  const events = new EventLimiter(options.eventLimits ?? EVENT_LIMITS, options.now);
  const gate = new JoinGate(joinLimiter, events);
  const expiryOptions = options.expiry ?? EXPIRY;
  const caps = new RoomCapper({ store, idleMs: expiryOptions.idleMs, ...(options.roomCaps ? { caps: options.roomCaps } : {}), ...(options.now ? { now: options.now } : {}) });
  const givenOrigins = options.allowedOrigins ?? [];
  const allowedOrigins = () => {
    const list = typeof givenOrigins === 'function' ? givenOrigins() : givenOrigins;
    const own = originOf(publicUrl());
    return own ? [own, ...list] : list;
  };

  const io: RoomIo = new Server(httpServer, {
    transports: ['websocket'],
    serveClient: false,
    // Every event and acknowledgement padded so that its length tells no secret (server/frames.ts);
    // per-message deflate off: compressed lengths would depend on the content again.
    parser: serverParser((snapshot) => gameOf(games, snapshot.game).seatFrameBytes(snapshot), (bytes, allowed) => log(`a seat snapshot of ${bytes} bytes outgrew the ${allowed} bytes its padding allows: its length may tell a secret`)),
    perMessageDeflate: false,
    // One message is one small JSON request (server/input.ts): past this the connection is closed.
    maxHttpBufferSize: INPUT_LIMITS.messageBytes,
    // Only pages of this server (or of the origins allowed) may open a WebSocket (server/origin.ts).
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      if (originAllowed(origin, request.headers.host, allowedOrigins())) return callback(null, true);
      log('a WebSocket from a page of another origin was refused (PUBLIC_URL and ALLOWED_ORIGINS list the origins allowed)');
      callback('this page’s origin may not use this room server', false);
    },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const expiry = new RoomExpiry({
    store,
    options: expiryOptions,
    log,
    ...(options.now ? { now: options.now } : {}),
    // The devices of a deleted room, on every process, reconnect and are told `no-room`.
    deleted: (codes) => {
      for (const code of codes) {
        liveRooms.delete(code);
        deltas.forget(code);
        io.in([tableRoom(code), seatsRoom(code)]).disconnectSockets(true);
      }
    },
  });
  expiry.start();

  /** Each room's last change computed and not yet answered by the store, with its game (see {@link mutate}). */
  const inFlight = new Map<string, { room: RoomRecord; live: unknown }>();
  /** Per-room turns of computing a change in this process, so that its own changes do not conflict with each other. */
  const serialized = perRoomQueue();

  /**
   * Takes the room (the copy in memory first, issue 23, also in a cluster), lets `change` compute
   * the next record, writes it if the stored version did not move, else reads the store again and
   * tries again; then keeps the new record in memory and sends every client of the room its new
   * snapshot. Nothing is acknowledged before the store has it.
   *
   * In a cluster the copy in memory may be stale (another process wrote the room since): a change
   * it allows fails the version-checked write and is tried again on the stored room; a change it
   * refuses (`change` throws) or leaves unchanged is tried once more on the stored room before the
   * refusal or the no-op is answered, so a stale copy never refuses what the stored room allows.
   * With room affinity (docs/scaling.md) the copy is the stored room and no read is made.
   */
  async function mutate<T>(
    code: string,
    change: (room: RoomRecord) => { room: RoomRecord; result: T; consequences?: readonly unknown[]; live?: unknown },
    committed?: (room: RoomRecord) => void,
  ): Promise<T> {
    let fromStore = false;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // The change is computed in turn with the room's other changes, on the room as its last
      // change left it, written or still on its way to the store (`inFlight`: the store chains a
      // change to one not yet written, server/store.ts `write`), so that a room's changes arriving
      // together (its phones claiming their seats, its players voting) share the store's
      // statements instead of each waiting for the one before to be durable (issue 23).
      const step = await serialized(code, async (): Promise<{ done: T } | { retry: true } | { written: Promise<boolean>; result: T }> => {
        // From memory first (a copy gone stale behind this process's back fails the version check
        // below); after a failed check, and in a cluster after a refusal or a no-op on the copy,
        // from the store.
        const kept = fromStore ? undefined : (inFlight.get(code)?.room ?? liveRooms.get(code)?.room);
        const room = kept ?? (await loadRoom(code, true));
        if (!room) throw new RoomError('no-room', 'no room has this code');
        const mayBeStale = kept !== undefined && !ownsRooms;
        let changed: ReturnType<typeof change>;
        try {
          changed = change(room);
        } catch (error) {
          if (!mayBeStale) throw error;
          return { retry: true };
        }
        const { room: next, result, consequences = [], live } = changed;
        if (next === room) return mayBeStale ? { retry: true } : { done: result };
        const written = store.update(room, next);
        inFlight.set(code, { room: next, live });
        // Delivered in the order computed: kept in memory, then every device's snapshot. Nothing
        // is acknowledged before the store has it.
        const delivered = inOrder(code, async () => {
          let won = false;
          try {
            won = await written;
          } finally {
            // Nothing computed after this change can be written once it was not (the store answers
            // those `false`): the next change starts from what is stored.
            if (!won || inFlight.get(code)?.room === next) inFlight.delete(code);
          }
          if (won) {
            liveRooms.set(next, live);
            committed?.(next);
            // Written: the action succeeded even if a snapshot cannot be sent now (clients ask
            // with `sync`, and every reconnection gets one).
            await broadcast(next, consequences).catch((error) => log(`broadcast failed: ${describe(error)}`));
          }
          return won;
        });
        return { written: delivered, result };
      });
      if ('done' in step) return step.done;
      if ('written' in step && (await step.written)) return step.result;
      // A failed version check (another writer got there first, or a change this one was made on
      // was not written), a refusal or a no-op on a copy that may be stale: from the store.
      liveRooms.delete(code);
      fromStore = true;
    }
    throw new RoomError('busy', 'the room kept changing: try again');
  }

  /** Per-room order of what follows a change's write (keeping it, sending it): the order the changes were computed in. */
  const inOrder = perRoomQueue();

  /**
   * Who is where (issue 23, item 4: presence told, not asked). This process's own devices are its
   * socket.io rooms `r:CODE:seats` and `r:CODE:t`; in a cluster each process tells the others
   * (through the adapter, `rs:presence`) the seats and table of a room connected to it whenever one
   * of its devices comes or goes, and all of them every {@link PRESENCE_HEARTBEAT_MS}. Each process
   * keeps what the others told it, per process; a process not heard from for
   * {@link PRESENCE_MISSED_BEATS} heartbeats (it crashed) is forgotten, one that stops says so. No
   * action waits for another process.
   *
   * The same knowledge keeps a room's emits on this process when no other has a device of it
   * (server/cluster-adapter.ts `keepLocal`): the first device of a room on this process asks every
   * other process, before its first read of the room, to note it and to answer with their own
   * devices of that room (`rs:here`, acknowledged: {@link herald}); from then on every device
   * coming to another process is heralded to this one the same way, so this one knows, at every
   * emit after a commit, whether another process has a device there. A process whose herald was not
   * answered by all publishes every emit of that room.
   */
  const processId = randomUUID();
  const cluster = !!options.adapter;
  const heartbeatMs = options.presenceHeartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  /** A room's devices on one process: the seats, and whether the table is there. */
  interface Devices {
    seats: Set<Seat>;
    table: boolean;
  }
  /** The other processes: when last heard from, and per room their devices. */
  const others = new Map<string, { at: number; rooms: Map<string, Devices> }>();
  const nsp = io.of('/');
  /** Per room with a device here: whether every other process answered its herald (then `keepLocal` may hold). */
  const heralds = new Map<string, Promise<boolean>>();
  const heralded = new Map<string, boolean>();
  const codeOfRoom = (name: string): string | null => /^r:([A-Z]+):/.exec(name)?.[1] ?? null;

  /** The seats with a device connected to this process. */
  function localSeats(code: string): Set<Seat> {
    const seats = new Set<Seat>();
    for (const id of nsp.adapter.rooms.get(seatsRoom(code)) ?? []) {
      const seat = nsp.sockets.get(id)?.data.seat;
      if (typeof seat === 'number') seats.add(seat);
    }
    return seats;
  }
  /** A room's devices on this process, as told to the others. */
  const localDevices = (code: string) => ({ seats: [...localSeats(code)], table: !!nsp.adapter.rooms.get(tableRoom(code))?.size });
  /** The other processes heard from lately. */
  function* alive() {
    const since = Date.now() - heartbeatMs * PRESENCE_MISSED_BEATS;
    for (const other of others.values()) if (other.at >= since) yield other;
  }

  /** The seats with a device connected, on any process, as told (a hint for the table: it may lag by a message). */
  function connectedSeats(code: string): Set<Seat> {
    const seats = localSeats(code);
    for (const other of alive()) for (const seat of other.rooms.get(code)?.seats ?? []) seats.add(seat);
    return seats;
  }

  /** Every room with a device on this process, with its devices. */
  function allLocalDevices(): Record<string, ReturnType<typeof localDevices>> {
    const rooms: Record<string, ReturnType<typeof localDevices>> = {};
    for (const name of nsp.adapter.rooms.keys()) {
      const code = /^r:([A-Z]+):(seats|t)$/.exec(name)?.[1];
      if (code && !rooms[code]) rooms[code] = localDevices(code);
    }
    return rooms;
  }

  /**
   * A device of room `code` came or went on this process: the other processes are told, the
   * table's devices here shown (`room`: the room just read from the store, when the caller has it).
   */
  function presenceChanged(code: string, room?: RoomRecord): void {
    if (cluster) {
      const devices = localDevices(code);
      // The last device gone: the next one asks the others again.
      if (devices.seats.length === 0 && !devices.table) {
        heralds.delete(code);
        heralded.delete(code);
      }
      io.serverSideEmit('rs:presence' as never, { p: processId, code, ...devices } as never);
    }
    void showPresence(code, room);
  }

  /**
   * A device of room `code` joined on this process: the first asks every other process to note
   * it and to answer with its own devices there, and `join` waits for the answers (or the adapter's
   * 5 s timeout: then this room's emits are always published). Later joins wait for the same answer.
   */
  function herald(code: string): Promise<boolean> {
    let asked = heralds.get(code);
    if (!asked) {
      const withAck = io as unknown as { serverSideEmitWithAck(event: string, message: unknown): Promise<unknown[]> };
      asked = withAck.serverSideEmitWithAck('rs:here', { p: processId, code, ...localDevices(code) }).then(
        (answers) => {
          for (const answer of answers) told(answer);
          return true;
        },
        () => false,
      );
      const mine = asked;
      heralds.set(code, mine);
      void mine.then((complete) => {
        if (heralds.get(code) === mine) heralded.set(code, complete);
      });
    }
    return asked;
  }

  /** Whether an emit to `rooms` may stay here: one room, heralded, and no other process with a device of it. */
  function keepLocal(rooms: ReadonlySet<string>): boolean {
    if (rooms.size !== 1) return false;
    const code = codeOfRoom([...rooms][0]!);
    if (!code || heralded.get(code) !== true) return false;
    for (const other of alive()) if (other.rooms.has(code)) return false;
    return true;
  }

  /**
   * The table's view again for the table's devices on this process (who is connected changed); the
   * room read from the store in a cluster, so that the view is the newest (a client keeps the
   * highest version, and of equal ones the last).
   */
  async function showPresence(code: string, read?: RoomRecord): Promise<void> {
    if (!nsp.adapter.rooms.get(tableRoom(code))?.size) return;
    try {
      const room = read ?? (await loadRoom(code));
      if (room) await sendTable(room, undefined, [], true);
    } catch (error) {
      log(`table refresh failed: ${describe(error)}`);
    }
  }

  const sameSeats = (a: ReadonlySet<Seat> | undefined, b: ReadonlySet<Seat>) => (a?.size ?? 0) === b.size && [...b].every((seat) => a?.has(seat));
  const devicesOf = (value: unknown): Devices | null => {
    if (value === null || typeof value !== 'object') return null;
    const { seats, table } = value as { seats?: unknown; table?: unknown };
    if (!Array.isArray(seats) || seats.length > 64 || !seats.every((s) => Number.isInteger(s) && s >= 0 && s < 64)) return null;
    return { seats: new Set(seats as Seat[]), table: table === true };
  };

  /** What another process told: one room's devices, all of them (a heartbeat), or that it stops. */
  function told(message: unknown): void {
    if (message === null || typeof message !== 'object') return;
    const m = message as { p?: unknown; code?: unknown; rooms?: unknown; gone?: unknown };
    if (typeof m.p !== 'string' || m.p === processId) return;
    const known = others.get(m.p);
    const other = known ?? { at: 0, rooms: new Map<string, Devices>() };
    // A process heard for the first time (started, or came back): it learns this one's devices now.
    if (!known && m.gone !== true) heartbeat();
    const changed = new Set<string>();
    if (m.gone === true) {
      others.delete(m.p);
      for (const code of other.rooms.keys()) changed.add(code);
    } else {
      other.at = Date.now();
      others.set(m.p, other);
      const update = (code: string, devices: Devices) => {
        const before = other.rooms.get(code);
        // The table's view shows the seats: only a change of seats is shown again.
        if (!sameSeats(before?.seats, devices.seats)) changed.add(code);
        if (devices.seats.size > 0 || devices.table) other.rooms.set(code, devices);
        else other.rooms.delete(code);
      };
      if (typeof m.code === 'string') {
        const devices = devicesOf(m);
        if (devices) update(m.code, devices);
      } else if (m.rooms !== null && typeof m.rooms === 'object') {
        const rooms = m.rooms as Record<string, unknown>;
        for (const code of other.rooms.keys()) if (!Object.hasOwn(rooms, code)) update(code, { seats: new Set(), table: false });
        for (const [code, value] of Object.entries(rooms)) {
          const devices = devicesOf(value);
          if (devices) update(code, devices);
        }
      }
    }
    for (const code of changed) void showPresence(code);
  }

  /** Tells the other processes every device connected here, and forgets the processes not heard from. */
  function heartbeat(): void {
    io.serverSideEmit('rs:presence' as never, { p: processId, rooms: allLocalDevices() } as never);
    const since = Date.now() - heartbeatMs * PRESENCE_MISSED_BEATS;
    for (const [id, other] of others) {
      if (other.at >= since) continue;
      others.delete(id);
      for (const code of other.rooms.keys()) void showPresence(code);
    }
  }

  let beat: ReturnType<typeof setInterval> | undefined;
  if (cluster) {
    io.on('rs:presence' as never, told);
    // Another process's first device of a room: noted, and answered with this one's devices there.
    io.on('rs:here' as never, ((message: unknown, answer: unknown) => {
      told(message);
      const code = (message as { code?: unknown } | null)?.code;
      if (typeof answer === 'function') answer({ p: processId, code, ...(typeof code === 'string' ? localDevices(code) : { seats: [], table: false }) });
    }) as never);
    Object.assign(nsp.adapter, {
      joining: (rooms: ReadonlySet<string>) => {
        const codes = new Set([...rooms].map(codeOfRoom).filter((c): c is string => c !== null));
        return Promise.all([...codes].map(herald)).then(() => {});
      },
      keepLocal,
    } satisfies ClusterHooks);
    beat = setInterval(heartbeat, heartbeatMs);
    beat.unref();
    heartbeat();
  }

  /**
   * The rooms this process has marked finished (the store ignores a second mark; this saves its
   * statement), each by its code and its table token's hash: a code used again after its room
   * expired (on any process) is another room.
   */
  const markedFinished = new LRUCache<string, true>({ max: FINISHED_ROOMS });

  /**
   * Sends each seat's room its own snapshot and the table room the public one, with the
   * consequences of the change (the game's views say only the public ones): after the first whole
   * snapshot, only what changed since the room's previous broadcast (server/deltas.ts, issue 23
   * item 3), padded to public lengths; a device that missed that one asks for the whole (`sync`).
   */
  async function broadcast(room: RoomRecord, consequences: readonly unknown[] = []): Promise<void> {
    const game = gameOfRoom(room);
    const live = liveOf(game, room);
    // The game is over: the room is kept for the retention time from now (server/expiry.ts); once
    // marked here, later changes (a seat coming back, a late request) do not mark it again.
    const finishedKey = `${room.code}:${room.tableTokenHash}`;
    if (game.isOver(live) && !markedFinished.has(finishedKey)) {
      markedFinished.set(finishedKey, true);
      await store.markFinished(room.code).catch((error) => log(`marking a room finished failed: ${describe(error)}`));
    }
    const seats = room.seats.map((_, seat) => seatSnapshot(game, room, seat, live, consequences));
    // The table's presence plays no part in the plan (a delta carries it whole): it is asked after.
    const table = tableSnapshot(game, room, new Set(), joinUrl(room.code, room.game), live, consequences);
    const plan = deltas.plan(game, seats, table);
    seats.forEach((snapshot, seat) => {
      const delta = plan.seats[seat];
      if (delta) io.to(seatRoom(room.code, seat)).emit('seat:delta', delta);
      else io.to(seatRoom(room.code, seat)).emit('seat:view', snapshot);
    });
    await sendTable(room, live, consequences, false, { plan, table });
  }

  /**
   * Sends the table's room the public snapshot of `room` (`local`: to the table's devices on this
   * process only), or, from a broadcast, the delta its plan chose, with who is connected now.
   */
  async function sendTable(
    room: RoomRecord,
    live?: unknown,
    consequences: readonly unknown[] = [],
    local = false,
    planned?: { plan: DeltaPlan; table: ReturnType<typeof tableSnapshot> },
  ): Promise<void> {
    const game = gameOfRoom(room);
    const connected = connectedSeats(room.code);
    // From a broadcast, its table snapshot with who is connected now (the game's view built once).
    const snapshot = planned
      ? { ...planned.table, seats: planned.table.seats.map((s) => ({ ...s, connected: connected.has(s.seat) })) }
      : tableSnapshot(game, room, connected, joinUrl(room.code, room.game), live ?? liveOf(game, room), consequences);
    const to = (local ? io.local : io).to(tableRoom(room.code));
    const delta = planned?.plan.table;
    if (delta) to.emit('table:delta', { ...delta, seats: snapshot.seats });
    else to.emit('table:view', snapshot);
  }

  /**
   * Binds an authenticated socket to its seat or table: joins its rooms first, then reads the room
   * and sends the snapshot, so no change made meanwhile (on any process) is missed. A token revoked
   * in between is caught by the second read.
   */
  async function bind(socket: RoomSocket, code: string, actor: Actor, tokenHash: string): Promise<void> {
    socket.data = { role: actor.kind, code, tokenHash, ...(actor.kind === 'seat' ? { seat: actor.seat } : {}) };
    gate.remember(tokenHash);
    if (actor.kind === 'seat') await socket.join([seatRoom(code, actor.seat), seatsRoom(code)]);
    else await socket.join(tableRoom(code));
    const room = await loadRoom(code);
    if (!room) throw new RoomError('no-room', 'no room has this code');
    const now = authenticate(room, actor.kind, tokenHash);
    if (now.kind !== actor.kind || (now.kind === 'seat' && actor.kind === 'seat' && now.seat !== actor.seat)) {
      throw new RoomError('token-unknown', 'this token opens no seat of this room');
    }
    const game = gameOfRoom(room);
    const live = liveOf(game, room);
    if (actor.kind === 'seat') {
      socket.emit('seat:view', seatSnapshot(game, room, actor.seat, live));
      presenceChanged(code, room);
    } else {
      socket.emit('table:view', tableSnapshot(game, room, connectedSeats(code), joinUrl(code, room.game), live));
    }
  }

  /**
   * Handshake: a token must open a seat or the table of its room. A token this process has seen
   * valid does not take from the address's join bucket; a valid one takes from its device's and
   * room's buckets (server/limits.ts, JoinGate).
   */
  io.use(async (socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    socket.data = { role: 'guest' };
    if (auth.role === undefined && auth.token === undefined) return next();
    const refuse = (body: ErrorBody) => next(Object.assign(new Error(body.code), { data: body }));
    const address = addressOf(socket);
    const code = normalizeJoinCode(auth.code);
    if (
      (auth.role !== 'seat' && auth.role !== 'table') ||
      typeof auth.token !== 'string' ||
      auth.token.length > INPUT_LIMITS.tokenMax ||
      code === null
    ) {
      const wait = joinLimiter.take(address);
      if (wait > 0) return refuse(rateLimited('too many join attempts from this address', joinLimiter.limit, wait));
      return refuse({ code: 'bad-request', rule: null, message: `auth is { role: "seat" | "table", code, token } (a token of at most ${INPUT_LIMITS.tokenMax} characters)` });
    }
    const tokenHash = hashToken(auth.token);
    const admission = gate.admit(address, tokenHash, code);
    if ('code' in admission) return refuse(admission);
    try {
      // Shared with the other handshakes of the room under way (a restart's reconnections).
      const room = await loadRoom(code, false, true);
      if (!room) throw new RoomError('no-room', 'no room has this code');
      const actor = authenticate(room, auth.role, tokenHash);
      const limited = gate.valid(admission, code);
      if (limited) return refuse(limited);
      socket.data = { role: actor.kind, code, tokenHash, ...(actor.kind === 'seat' ? { seat: actor.seat } : {}) };
      next();
    } catch (error) {
      if (!(error instanceof RoomError)) log(`handshake failed: ${describe(error)}`);
      refuse((error instanceof RoomError && gate.invalid(admission)) || errorBody(error));
    }
  });

  io.on('connection', (socket) => {
    // Every event: the device's and room's buckets, the bounds on input, refusals without echo.
    guardSocket(socket, events, () => log('a socket that kept sending past its limits was disconnected'), fields);
    const { code, tokenHash } = socket.data;
    if (socket.data.role !== 'guest' && code && tokenHash) {
      const actor: Actor = socket.data.role === 'seat' ? { kind: 'seat', seat: socket.data.seat! } : { kind: 'table' };
      bind(socket, code, actor, tokenHash).catch((error) => {
        if (!(error instanceof RoomError)) log(`connection failed: ${describe(error)}`);
        socket.disconnect(true);
      });
    }

    socket.on('disconnect', () => {
      if (socket.data.role !== 'guest' && socket.data.code) presenceChanged(socket.data.code);
    });

    /** Runs a request, answering `{ ok: true, …result }` or `{ ok: false, error }` (never throws). */
    const handle = <T extends object>(ack: unknown, fn: () => Promise<T>) => {
      const reply = (r: Reply<T>) => {
        if (typeof ack === 'function') ack(r);
      };
      fn().then(
        (result) => reply({ ok: true, ...result }),
        (error: unknown) => {
          if (!(error instanceof RoomError) && errorBody(error).code === 'server-error') log(`request failed: ${describe(error)}`);
          reply({ ok: false, error: errorBody(error) });
        },
      );
    };
    const requestOf = (request: unknown): Record<string, unknown> => {
      if (request === null || typeof request !== 'object' || Array.isArray(request)) {
        throw new RoomError('bad-request', 'a request is an object');
      }
      return request as Record<string, unknown>;
    };
    const limited = (limiter: RateLimiter, what: string) => {
      const wait = limiter.take(addressOf(socket));
      if (wait > 0) throw new RoomError('rate-limited', rateLimited(what, limiter.limit, wait).message, null, { retryAfterMs: wait });
    };
    const codeOf = (value: unknown): string => {
      const code = normalizeJoinCode(value);
      if (code === null) throw new RoomError('bad-code', 'a join code is 5 letters such as "KXMPR"');
      return code;
    };
    const guestOnly = () => {
      if (socket.data.role !== 'guest') throw new RoomError('bad-request', 'this device already holds a seat or a table');
    };

    socket.on('room:create', (request, ack) =>
      handle(ack, async () => {
        guestOnly();
        limited(createLimiter, 'too many rooms created from this address');
        const capped = await caps.check(addressOf(socket));
        if (capped) throw new RoomError('rate-limited', capped.message, null, capped.params);
        const body = requestOf(request);
        const game = gameOf(games, body.game ?? DEFAULT_GAME);
        const tableToken = newToken();
        const tableTokenHash = hashToken(tableToken);
        for (let attempt = 0; attempt < 10; attempt++) {
          const room = newRoom(game, newJoinCode(), body.setup, tableTokenHash, random);
          if (await store.create(room)) {
            liveRooms.set(room);
            caps.created(addressOf(socket), room.code);
            log(`room ${room.code} created (${game.key}, ${room.seats.length} players)`);
            const url = joinUrl(room.code, room.game);
            const qrSvg = await qrOf(url);
            await bind(socket, room.code, { kind: 'table' }, tableTokenHash);
            return { code: room.code, tableToken, joinUrl: url, qrSvg };
          }
        }
        throw new RoomError('busy', 'no free join code was found: try again');
      }),
    );

    socket.on('room:lookup', (request, ack) =>
      handle(ack, async () => {
        limited(joinLimiter, 'too many join attempts from this address');
        const room = await loadRoom(codeOf(requestOf(request).code));
        if (!room) throw new RoomError('no-room', 'no room has this code');
        return lobbyOf(gameOfRoom(room), room);
      }),
    );

    socket.on('seat:claim', (request, ack) =>
      handle(ack, async () => {
        guestOnly();
        limited(joinLimiter, 'too many join attempts from this address');
        const body = requestOf(request);
        const code = codeOf(body.code);
        const token = newToken();
        const tokenHash = hashToken(token);
        const seat = body.seat;
        await mutate(code, (room) => ({ room: claimSeat(room, seat, tokenHash), result: null }));
        log(`room ${code}: seat ${String(seat)} claimed`);
        await bind(socket, code, { kind: 'seat', seat: seat as Seat }, tokenHash);
        return { seat: seat as Seat, token };
      }),
    );

    socket.on('table:start', (request: unknown, ack?: unknown) =>
      // `table:start` carries `{}`; sent with the reply callback alone, that callback comes first.
      handle(typeof request === 'function' ? request : ack, async () => {
        const code = socket.data.code;
        if (socket.data.role !== 'table' || !code) throw new RoomError('not-table', 'only the table device may start the game');
        if (typeof request !== 'function') requestOf(request);
        const deals = await mutate(code, (room) => {
          authenticate(room, 'table', socket.data.tokenHash!);
          const next = startGame(gameOfRoom(room), room, random);
          return { room: next, result: next.deals };
        });
        log(`room ${code}: the game started (deal ${deals})`);
        return {};
      }),
    );

    socket.on('table:revoke', (request, ack) =>
      handle(ack, async () => {
        const code = socket.data.code;
        if (socket.data.role !== 'table' || !code) throw new RoomError('not-table', 'only the table device may revoke a seat');
        const seat = requestOf(request).seat;
        let redeal = false;
        await mutate(
          code,
          (room) => {
            authenticate(room, 'table', socket.data.tokenHash!);
            const game = gameOfRoom(room);
            redeal = revokeRedeals(game, room);
            const next = revokeSeat(game, room, seat);
            if (next === room) redeal = false;
            return { room: next, result: null };
          },
          () => {
            // Committed: the token is refused from now on. Every socket of that seat, on every
            // process, goes before the next snapshot is sent.
            io.to(seatRoom(code, seat as Seat)).emit('seat:revoked', { seat: seat as Seat });
            io.in(seatRoom(code, seat as Seat)).disconnectSockets(true);
          },
        );
        log(`room ${code}: seat ${String(seat)} revoked${redeal ? ' before the first move: the deal is withdrawn until the table starts again' : ''}`);
        return {};
      }),
    );

    socket.on('table:qr', (ack) =>
      handle(ack, async () => {
        const { code, tokenHash } = socket.data;
        if (socket.data.role !== 'table' || !code || !tokenHash) throw new RoomError('not-table', 'only the table device shows the QR code');
        const room = await loadRoom(code);
        if (!room) throw new RoomError('no-room', 'no room has this code');
        authenticate(room, 'table', tokenHash);
        const url = joinUrl(code, room.game);
        return { joinUrl: url, qrSvg: await qrOf(url) };
      }),
    );

    /**
     * A game action (`game:<name>`) from this socket's seat or table, re-checking its token against
     * the stored room; the room's game reads the request and judges it. Its reply carries what only
     * the actor learns (the game's `reply`).
     */
    const gameAction = (name: string, request: unknown, ack: unknown) =>
      handle(ack, async () => {
        const code = socket.data.code;
        if (socket.data.role === 'guest' || !code) throw new RoomError('not-seat', 'claim a seat first');
        const body = requestOf(request);
        const acted = await mutate(code, (room) => {
          const actor = authenticate(room, socket.data.role as 'seat' | 'table', socket.data.tokenHash!);
          const game = gameOfRoom(room);
          const result = act(game, room, actor, name, body, random, liveOf(game, room));
          return { room: result.room, result, consequences: result.consequences, live: result.live };
        });
        return acted.reply;
      });
    // One dispatcher for every game's actions (after the guard's checks), not one listener per
    // action name per socket: 32 listeners and closures fewer on each of a restart's thousands of
    // connections (issue 23, item 2). A name no game has goes on to no handler, as before.
    socket.use((packet, next) => {
      const event = packet[0];
      if (typeof event === 'string' && event.startsWith('game:') && actionSet.has(event.slice(5))) {
        gameAction(event.slice(5), packet[1], packet[2]);
        return;
      }
      next();
    });

    socket.on('sync', (ack) =>
      handle(ack, async () => {
        const { code, tokenHash } = socket.data;
        if (socket.data.role === 'guest' || !code || !tokenHash) throw new RoomError('not-seat', 'claim a seat first');
        const room = await loadRoom(code);
        if (!room) throw new RoomError('no-room', 'no room has this code');
        const actor = authenticate(room, socket.data.role, tokenHash);
        const game = gameOfRoom(room);
        const live = liveOf(game, room);
        if (actor.kind === 'seat') socket.emit('seat:view', seatSnapshot(game, room, actor.seat, live));
        else socket.emit('table:view', tableSnapshot(game, room, connectedSeats(code), joinUrl(code, room.game), live));
        return {};
      }),
    );
  });

  return {
    io,
    httpServer,
    sweep: () => expiry.sweep(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        expiry.stop();
        if (beat) clearInterval(beat);
        // This process stops: the others forget its devices now rather than after its heartbeats.
        if (cluster) io.serverSideEmit('rs:presence' as never, { p: processId, gone: true } as never);
        io.close((error) => (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? reject(error) : resolve()));
      }),
  };
}

/** An unexpected error for the log: its name and message only (never a request's values). */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
}
