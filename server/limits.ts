/**
 * The room server's limits:
 *
 * - **Join attempts** ({@link JoinLimiter}, `rate-limiter-flexible`): only **failures** count (a
 *   look-up or claim of a code that opens no room, a handshake whose token opens nothing, a
 *   malformed handshake), per **network** (server/network.ts: an IPv4 address, an IPv6 /64) and per
 *   **connection**. A connection is refused only for its own failures, or once it fails while its
 *   network is over its budget; a phone that brings a valid code on a connection of its own is
 *   never refused by them, however much another guest behind the same Wi-Fi guesses.
 * - **Room creation** ({@link CreateLimiter}): per network.
 * - **Every event** takes one attempt from its **device's** bucket (all the sockets that hold one
 *   token share it, so reconnecting does not refill it; a guest's socket has its own) and from its
 *   **room's** bucket (every device of the room together): {@link EVENT_LIMITS}. A flood from one
 *   table or phone is refused at once, before any database read, and slows no other room.
 * - **Handshakes with a token** ({@link JoinGate}): a token this process has seen open a seat or
 *   a table takes from its device's and room's buckets; a token it does not know is checked, and
 *   counts as a failure of its network when it opens nothing.
 * - **Rooms** ({@link RoomCaps}): open rooms created from one network, and rooms in all.
 * - **Log lines** ({@link limitedLog}): a bucket, one line at most {@link LOG_LINE_MAX} characters
 *   long, control characters replaced, so that no client can fill the disk.
 *
 * Every refusal is `{ code: 'rate-limited', message, params: { retryAfterMs } }`, its sentence
 * naming the limit. The join and creation counters live in this process's memory, or in the
 * cluster's Redis (server/limiter-store.ts); the event buckets in each process's memory
 * (docs/scaling.md).
 */
import type { ErrorBody } from '../src/platform/rooms/protocol.ts';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { describeWindow, windowLimiter, windowOf, type LimiterStore, type WindowLimit } from './limiter-store.ts';
import { RateLimiter, type BucketLimit } from './rate-limit.ts';
import type { RoomStore } from './store.ts';

/** The buckets every event takes from. */
export interface EventLimits {
  /** Per device: the sockets holding one token, or one guest socket. */
  device: BucketLimit;
  /** Per room: every device of the room together. */
  room: BucketLimit;
}

/**
 * 40 events at once per device, then 5 a second; 200 per room, then 20 a second. A table of 10
 * phones sends about one event per player per step and a `sync` when a phone wakes: far below.
 */
export const EVENT_LIMITS: EventLimits = {
  device: { capacity: 40, refillMs: 200 },
  room: { capacity: 200, refillMs: 50 },
};

/** The most rooms kept at once. */
export interface RoomCaps {
  /** Rooms created from one network (server/network.ts) that are neither finished nor expired. */
  perAddress: number;
  /** Rooms in the store, finished or not. */
  total: number;
}

/** 20 open rooms per network (a game café's tables behind one NAT), 5,000 in all. */
export const ROOM_CAPS: RoomCaps = { perAddress: 20, total: 5_000 };

/** Log lines: 50 at once, then one a second. */
export const LOG_LIMIT: BucketLimit = { capacity: 50, refillMs: 1_000 };
/** The longest log line kept, in characters. */
export const LOG_LINE_MAX = 300;

/** Tokens a process remembers as valid (memory bound: the oldest are forgotten first). */
const KNOWN_TOKENS_MAX = 50_000;

/** "30 at once, then one every 2 s": a bucket in words. */
export function describeLimit(limit: BucketLimit): string {
  const perSecond = 1_000 / limit.refillMs;
  const rate = perSecond >= 1 ? `${Math.round(perSecond)} a second` : `one every ${Math.round(limit.refillMs / 1_000)} s`;
  return `${limit.capacity} at once, then ${rate}`;
}

/**
 * A `rate-limited` refusal.
 * @param what what ran out, as the start of a sentence: "too many join attempts from this address"
 * @param limit the bucket, named in the sentence
 * @param waitMs when to try again, in ms (`params.retryAfterMs`)
 */
export function rateLimited(what: string, limit: BucketLimit | WindowLimit | string, waitMs: number): ErrorBody {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const bound = typeof limit === 'string' ? limit : 'points' in limit ? describeWindow(limit) : describeLimit(limit);
  return { code: 'rate-limited', rule: null, message: `${what} (${bound}): try again in ${seconds} s`, params: { retryAfterMs: waitMs } };
}

/**
 * The per-device and per-room buckets of every event.
 */
export class EventLimiter {
  readonly #device: RateLimiter;
  readonly #room: RateLimiter;

  /** @param now the clock in ms (tests move it by hand) */
  constructor(limits: EventLimits = EVENT_LIMITS, now: () => number = Date.now) {
    this.#device = new RateLimiter(limits.device, now);
    this.#room = new RateLimiter(limits.room, now);
  }

  /** How many buckets are kept, devices' and rooms' (idle full ones are pruned). */
  get size(): number {
    return this.#device.size + this.#room.size;
  }

  /**
   * Takes one event from the device's bucket and, for a device of a room, the room's.
   * @param device the device's key: `t:` and its token's hash, or `s:` and a guest socket's id
   * @param room the room's code, for a table or a seat
   * @returns `null` when allowed, else the `rate-limited` refusal
   */
  take(device: string, room?: string): ErrorBody | null {
    const wait = this.#device.take(device);
    if (wait > 0) return rateLimited('too many requests from this device', this.#device.limit, wait);
    if (room === undefined) return null;
    const roomWait = this.#room.take(room);
    if (roomWait === 0) return null;
    this.#device.refund(device);
    return rateLimited('too many requests from the devices of this room', this.#room.limit, roomWait);
  }

  /**
   * Forgets a guest socket's bucket once it is gone, or a deleted room's device and room buckets:
   * memory, not a reset anyone can use (a deleted room's tokens open nothing).
   */
  forget(device?: string, room?: string): void {
    if (device !== undefined) this.#device.forget(device);
    if (room !== undefined) this.#room.forget(room);
  }
}

/** Failed join attempts allowed per connection: 5 per minute. */
export const CONNECTION_FAILURES: BucketLimit = { capacity: 5, refillMs: 12_000 };

/** Whether `error` is the library's "no points left" answer (not a store's failure). */
function spent(error: unknown): error is RateLimiterRes {
  return error instanceof RateLimiterRes;
}

/**
 * Failed join attempts (see the module comment), per network and per connection. Nothing is taken
 * before an attempt: {@link before} only asks whether this connection is blocked, and
 * {@link failed} counts an attempt that opened nothing. So a guest who makes up codes slows
 * itself (each of its connections is blocked after {@link CONNECTION_FAILURES}, or at its first
 * failure once its network has failed its whole budget), and a phone behind the same address that
 * brings the right code is answered.
 */
export class JoinLimiter {
  readonly #network: RateLimiterAbstract;
  readonly #connection: RateLimiterAbstract;
  readonly #networkWindow: WindowLimit;
  readonly #connectionWindow: WindowLimit;

  /**
   * @param network failures per network (default: rate-limit.ts JOIN_LIMIT, 30 per 60 s)
   * @param connection failures per connection ({@link CONNECTION_FAILURES})
   * @param store where the networks' counters live (connections' are in this process's memory:
   *   a socket lives on one process)
   */
  constructor(network: BucketLimit, connection: BucketLimit = CONNECTION_FAILURES, store: LimiterStore = { kind: 'memory' }) {
    this.#networkWindow = windowOf(network);
    this.#connectionWindow = windowOf(connection);
    this.#network = windowLimiter(store, this.#networkWindow, 'join-failures');
    this.#connection = windowLimiter({ kind: 'memory' }, this.#connectionWindow, 'connection-failures');
  }

  /**
   * Before a look-up or a claim on connection `connection` (a socket's id).
   * @returns `null`, or the `rate-limited` refusal of a connection blocked by its own failures
   */
  async before(connection: string): Promise<ErrorBody | null> {
    const used = await this.#connection.get(connection);
    if (!used || used.consumedPoints < this.#connectionWindow.points) return null;
    return rateLimited('too many failed join attempts on this connection', this.#connectionWindow, used.msBeforeNext);
  }

  /**
   * Counts a failed attempt of `network` (server/network.ts) and, for a request on a connection,
   * of that connection: a connection that fails while its network is over its budget is blocked
   * until the network's window ends.
   */
  async failed(network: string, connection?: string): Promise<void> {
    let networkWait = 0;
    try {
      await this.#network.consume(network);
    } catch (error) {
      if (!spent(error)) throw error;
      networkWait = error.msBeforeNext;
    }
    if (connection === undefined) return;
    if (networkWait > 0) {
      await this.#connection.set(connection, this.#connectionWindow.points, Math.max(1, Math.ceil(networkWait / 1_000)));
      return;
    }
    await this.#connection.consume(connection).catch((error: unknown) => {
      if (!spent(error)) throw error;
    });
  }

  /** Forgets a connection that closed (memory: its socket id never comes back). */
  async forget(connection: string): Promise<void> {
    await this.#connection.delete(connection);
  }
}

/** Rooms created per network (every creation counts). */
export class CreateLimiter {
  readonly #limiter: RateLimiterAbstract;
  readonly #window: WindowLimit;

  /** @param limit default rate-limit.ts CREATE_LIMIT (5 per 5 minutes) */
  constructor(limit: BucketLimit, store: LimiterStore = { kind: 'memory' }) {
    this.#window = windowOf(limit);
    this.#limiter = windowLimiter(store, this.#window, 'rooms-created');
  }

  /**
   * Takes one creation from `network`'s window.
   * @returns `null`, or the `rate-limited` refusal
   */
  async take(network: string): Promise<ErrorBody | null> {
    try {
      await this.#limiter.consume(network);
      return null;
    } catch (error) {
      if (!spent(error)) throw error;
      return rateLimited('too many rooms created from this network', this.#window, error.msBeforeNext);
    }
  }
}

/**
 * What {@link JoinGate.admit} did: whether the device's and room's buckets are still to be taken
 * (a token this process did not know), or were taken already (a token it knew).
 */
export interface Admission {
  /** The client's network (server/network.ts). */
  network: string;
  tokenHash: string;
  took: boolean;
}

/**
 * Handshakes that present a token: event limits for the tokens this process knows; any other is
 * checked, and counts as a failed join attempt of its network when it opens nothing (see the
 * module comment).
 */
export class JoinGate {
  readonly #join: JoinLimiter;
  readonly #events: EventLimiter;
  /** Each known token's room, oldest first; and each room's known tokens, forgotten with the room ({@link forgetRoom}). */
  readonly #known = new Map<string, string>();
  readonly #byRoom = new Map<string, Set<string>>();

  constructor(join: JoinLimiter, events: EventLimiter) {
    this.#join = join;
    this.#events = events;
  }

  /** How many tokens are remembered (at most {@link KNOWN_TOKENS_MAX}). */
  get size(): number {
    return this.#known.size;
  }

  /** Remembers a token that opened a seat or the table of room `code` in this process (a claim, a creation, a handshake). */
  remember(tokenHash: string, code: string): void {
    this.#forget(tokenHash);
    this.#known.set(tokenHash, code);
    let tokens = this.#byRoom.get(code);
    if (!tokens) this.#byRoom.set(code, (tokens = new Set()));
    tokens.add(tokenHash);
    if (this.#known.size > KNOWN_TOKENS_MAX) this.#forget(this.#known.keys().next().value!);
  }

  /**
   * Forgets the tokens of room `code` (deleted by the expiry: its tokens open nothing any more), and
   * their devices' and the room's event buckets.
   */
  forgetRoom(code: string): void {
    for (const tokenHash of this.#byRoom.get(code) ?? []) {
      this.#known.delete(tokenHash);
      this.#events.forget(`t:${tokenHash}`);
    }
    this.#byRoom.delete(code);
    this.#events.forget(undefined, code);
  }

  #forget(tokenHash: string): void {
    const code = this.#known.get(tokenHash);
    if (code === undefined) return;
    this.#known.delete(tokenHash);
    const tokens = this.#byRoom.get(code);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.#byRoom.delete(code);
  }

  /**
   * Before the room is read: a token this process knows takes from its device's and room's
   * buckets, refused without reading the database when either is empty; any other is let through
   * to be checked.
   * @param network the client's network (server/network.ts)
   * @param code the room the handshake names
   * @returns the admission, or the `rate-limited` refusal
   */
  admit(network: string, tokenHash: string, code: string): Admission | ErrorBody {
    if (this.#known.has(tokenHash)) return this.#events.take(`t:${tokenHash}`, code) ?? { network, tokenHash, took: false };
    return { network, tokenHash, took: true };
  }

  /**
   * The token opened its seat or table: the reconnection of a token not known before takes from
   * its device's and room's buckets.
   * @returns `null`, or the `rate-limited` refusal of the device or room bucket
   */
  valid(admission: Admission, code: string): ErrorBody | null {
    this.remember(admission.tokenHash, code);
    if (!admission.took) return null;
    return this.#events.take(`t:${admission.tokenHash}`, code);
  }

  /** The token opened nothing (unknown, revoked, no such room): a failed join attempt of its network, and forgotten. */
  async invalid(admission: Admission): Promise<void> {
    this.#forget(admission.tokenHash);
    await this.#join.failed(admission.network);
  }
}

/**
 * Caps on rooms: the open rooms created from one network (remembered by this process), and all
 * the rooms in the store.
 */
export class RoomCapper {
  readonly #caps: RoomCaps;
  readonly #store: RoomStore;
  readonly #now: () => number;
  readonly #idleMs: number;
  readonly #byAddress = new Map<string, Set<string>>();

  /**
   * @param idleMs after how long without a change an unfinished room expires (server/expiry.ts):
   *   a refusal says to come back when the oldest room of the address would
   */
  constructor(options: { caps?: RoomCaps; store: RoomStore; now?: () => number; idleMs: number }) {
    this.#caps = options.caps ?? ROOM_CAPS;
    this.#store = options.store;
    this.#now = options.now ?? Date.now;
    this.#idleMs = options.idleMs;
  }

  /**
   * Whether `address` (a network's key, server/network.ts) may create one more room now.
   * @returns `null`, or the `rate-limited` refusal naming the cap
   * @throws the store's error when it cannot be read
   */
  async check(address: string): Promise<ErrorBody | null> {
    const mine = this.#byAddress.get(address);
    if (mine && mine.size >= this.#caps.perAddress) {
      const open = await this.#store.openRooms([...mine]);
      const kept = new Set(open.map((r) => r.code));
      for (const code of mine) if (!kept.has(code)) mine.delete(code);
      if (mine.size === 0) this.#byAddress.delete(address);
      if (open.length >= this.#caps.perAddress) {
        const oldest = Math.min(...open.map((r) => r.updatedAt));
        const wait = Math.max(1_000, oldest + this.#idleMs - this.#now());
        return rateLimited(
          'this network already has as many open rooms as it may: finish a game, or wait until a room expires',
          `${this.#caps.perAddress} open rooms per network`,
          wait,
        );
      }
    }
    if ((await this.#store.countRooms()) >= this.#caps.total) {
      return rateLimited('the server holds as many rooms as it may: try again once older rooms have expired', `${this.#caps.total} rooms`, 3_600_000);
    }
    return null;
  }

  /** Counts a room created from `address`. */
  created(address: string, code: string): void {
    const mine = this.#byAddress.get(address) ?? new Set<string>();
    mine.add(code);
    this.#byAddress.set(address, mine);
  }
}

/**
 * A log that no client can flood: a token bucket ({@link LOG_LIMIT}); lines past it are counted
 * and their number written before the next line that passes. Each line is cut to
 * {@link LOG_LINE_MAX} characters, control characters replaced by `?` (one line stays one line).
 * @param write where the lines go
 * @param now the clock in ms
 */
export function limitedLog(write: (line: string) => void, limit: BucketLimit = LOG_LIMIT, now: () => number = Date.now): (line: string) => void {
  const bucket = new RateLimiter(limit, now);
  let dropped = 0;
  return (line) => {
    if (bucket.take('log') > 0) {
      dropped++;
      return;
    }
    if (dropped > 0) {
      write(`(${dropped} log lines left out: the log takes ${describeLimit(limit)})`);
      dropped = 0;
    }
    const clean = line.replace(/[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, '?');
    write(clean.length > LOG_LINE_MAX ? `${clean.slice(0, LOG_LINE_MAX - 1)}…` : clean);
  };
}
