/**
 * The room server: socket.io 4 on a Node http.Server, each room's game as the authority. It knows
 * games only through the platform's contract (`RoomGame`, src/platform/rooms/room-game.ts): the
 * games it runs are given (`RoomServerOptions.games`; server/main.ts passes src/games/room-games.ts).
 *
 * This file puts together its two halves, as boardgame.io's master and socket.io transport: the
 * transport (server/room-transport.ts: socket.io, seats and tokens, every request; the handshake
 * in server/room-admission.ts) with who is connected (server/presence.ts, told across the processes of a cluster), and the room
 * pipeline (server/room-pipeline.ts: every action checked by the room's game, written to the
 * {@link RoomStore} with a version check, then every device sent its own view or what changed).
 * The limits on joins, rooms and events (server/limits.ts, server/rate-limit.ts) and the expiry
 * (server/expiry.ts) are made here and handed to the transport.
 *
 * No log line, error or message carries a token, a role, a vote before its reveal or a card.
 */
import type { Server as HttpServer } from 'node:http';
import { createServer } from 'node:http';
import { randomInt as cryptoRandomInt } from 'node:crypto';
import QRCode from 'qrcode';
import type { ServerOptions } from 'socket.io';
import { EXPIRY, RoomExpiry, type ExpiryOptions, type SweepResult } from './expiry.ts';
import { DELTA_ROOMS } from './deltas.ts';
import { CONNECTION_FAILURES, CreateLimiter, EVENT_LIMITS, EventLimiter, JoinGate, JoinLimiter, LOG_LIMIT, limitedLog, RoomCapper, type EventLimits, type RoomCaps } from './limits.ts';
import type { LimiterStore } from './limiter-store.ts';
import { originOf } from './origin.ts';
import { CREATE_LIMIT, JOIN_LIMIT, type BucketLimit } from './rate-limit.ts';
import { DEFAULT_GAME, roomGames, type RoomGames } from './room.ts';
import type { RoomGame } from '../src/platform/rooms/room-game.ts';
import type { RoomStore } from './store.ts';
import { LIVE_ROOMS } from './live-rooms.ts';
import { createPresence, PRESENCE_HEARTBEAT_MS } from './presence.ts';
import { createRoomPipeline } from './room-pipeline.ts';
import { createRoomIo, serveRooms, socketTransport } from './room-transport.ts';
import { describe, seatsRoom, tableRoom, type RoomIo, type RoomSocket } from './sockets.ts';

export type { RoomIo, RoomSocket } from './sockets.ts';

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
  /**
   * Failed join attempts per network (server/limits.ts `JoinLimiter`, server/network.ts), as
   * `capacity` per `capacity × refillMs`; default {@link JOIN_LIMIT}.
   */
  joinLimit?: BucketLimit;
  /** Failed join attempts per connection; default {@link CONNECTION_FAILURES}. */
  connectionFailures?: BucketLimit;
  /** Rooms created per network, as `capacity` per `capacity × refillMs`; default {@link CREATE_LIMIT}. */
  createLimit?: BucketLimit;
  /**
   * Where the join and creation limits count (server/limiter-store.ts): this process's memory by
   * default; a cluster's Redis (`{ kind: 'redis', client }`) so that every process counts together.
   */
  limiterStore?: LimiterStore;
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
  /**
   * The clock for the event limits and the expiry, in ms (tests move it by hand). The join and
   * creation limits (`rate-limiter-flexible`) read `Date.now`.
   */
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
   * How many rooms' last broadcast views this process keeps to send what changed (server/deltas.ts);
   * default {@link DELTA_ROOMS}; 0 sends every device its whole snapshot each time.
   */
  deltaRooms?: number;
  /**
   * Admit each seat's phone as it claims the seat, without the table typing back its digits:
   * the room's protection against squatters is off. Only for tests and benchmarks that play whole
   * games through their own clients; `npm start` never sets it.
   */
  admitOnClaim?: boolean;
}

/** The running room server. */
export interface RoomServer {
  io: RoomIo;
  httpServer: HttpServer;
  /** Deletes the expired rooms now and disconnects their devices (the timer does it every few minutes). */
  sweep(): Promise<SweepResult>;
  /** Disconnects every client and closes socket.io and the http server (not the store). */
  close(): Promise<void>;
  /** Entries of its bounded caches and maps: rooms in memory, their last views, tokens known, rate buckets, sockets (the bench's soak). */
  sizes(): Record<string, number>;
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
  const random = options.random ?? ((n: number) => cryptoRandomInt(n));
  const log = limitedLog(options.log ?? (() => {}), options.logLimit ?? LOG_LIMIT, options.now);
  const givenUrl = options.publicUrl ?? 'http://localhost:4173';
  const publicUrl = () => (typeof givenUrl === 'function' ? givenUrl() : givenUrl).replace(/\/+$/, '');
  /** The address a phone opens to join room `code` of `game` (`&game=KEY` for any game but the default, src/platform/rooms/room-pages.ts). */
  const joinUrl = (code: string, game: string = DEFAULT_GAME) => `${publicUrl()}/?room=${code}${game === DEFAULT_GAME ? '' : `&game=${encodeURIComponent(game)}`}`;
  const givenOrigins = options.allowedOrigins ?? [];
  const allowedOrigins = () => {
    const list = typeof givenOrigins === 'function' ? givenOrigins() : givenOrigins;
    const own = originOf(publicUrl());
    return own ? [own, ...list] : list;
  };

  const io = createRoomIo(httpServer, { games, log, allowedOrigins, ...(options.adapter ? { adapter: options.adapter } : {}) });
  const presence = createPresence({
    io,
    cluster: !!options.adapter,
    ...(options.presenceHeartbeatMs !== undefined ? { heartbeatMs: options.presenceHeartbeatMs } : {}),
    // Who is connected changed: the table's view again for its devices on this process, the room
    // read from the store in a cluster so that the view is the newest (a client keeps the highest
    // version, and of equal ones the last).
    showTable: async (code, read) => {
      try {
        const room = read ?? (await pipeline.load(code));
        if (room) pipeline.sendTable(room, true);
      } catch (error) {
        log(`table refresh failed: ${describe(error)}`);
      }
    },
  });
  const pipeline = createRoomPipeline({
    games,
    store: options.store,
    transport: socketTransport(io, presence),
    random,
    joinUrl,
    log,
    ownsRooms: !options.adapter,
    liveRooms: options.liveRooms ?? LIVE_ROOMS,
    deltaRooms: options.deltaRooms ?? DELTA_ROOMS,
  });
  const store = pipeline.store;

  const limiterStore = options.limiterStore ?? { kind: 'memory' };
  const joinLimiter = new JoinLimiter(options.joinLimit ?? JOIN_LIMIT, options.connectionFailures ?? CONNECTION_FAILURES, limiterStore);
  const events = new EventLimiter(options.eventLimits ?? EVENT_LIMITS, options.now);
  const gate = new JoinGate(joinLimiter, events);
  const expiryOptions = options.expiry ?? EXPIRY;
  serveRooms(io, {
    pipeline,
    presence,
    games,
    random,
    log,
    joinUrl,
    qrOf: (url) => QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    joinLimiter,
    createLimiter: new CreateLimiter(options.createLimit ?? CREATE_LIMIT, limiterStore),
    events,
    gate,
    caps: new RoomCapper({ store, idleMs: expiryOptions.idleMs, ...(options.roomCaps ? { caps: options.roomCaps } : {}), ...(options.now ? { now: options.now } : {}) }),
    addressOf: options.clientAddress ?? ((socket: RoomSocket) => socket.handshake.address),
    admitOnClaim: options.admitOnClaim === true,
  });

  const expiry = new RoomExpiry({
    store,
    options: expiryOptions,
    log,
    ...(options.now ? { now: options.now } : {}),
    // The devices of a deleted room, on every process, reconnect and are told `no-room`.
    deleted: (codes) => {
      for (const code of codes) {
        pipeline.forget(code);
        gate.forgetRoom(code);
        io.in([tableRoom(code), seatsRoom(code)]).disconnectSockets(true);
      }
    },
  });
  expiry.start();

  return {
    io,
    httpServer,
    sweep: () => expiry.sweep(),
    sizes: () => ({ ...pipeline.sizes(), knownTokens: gate.size, eventBuckets: events.size, sockets: io.of('/').sockets.size }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        expiry.stop();
        presence.stop();
        io.close((error) => (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? reject(error) : resolve()));
      }),
  };
}
