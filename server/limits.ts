/**
 * The room server's limits (issue 19, item 2), apart from the join and creation buckets of
 * server/rate-limit.ts:
 *
 * - **Every event** takes one attempt from its **device's** bucket (all the sockets that hold one
 *   token share it, so reconnecting does not refill it; a guest's socket has its own) and from its
 *   **room's** bucket (every device of the room together): {@link EVENT_LIMITS}. A flood from one
 *   table or phone is refused at once, before any database read, and slows no other room.
 * - **Handshakes with a token** ({@link JoinGate}): a token this process has seen open a seat or
 *   a table does not take from its address's join bucket, so a client that drains that bucket
 *   behind the same NAT cannot keep an honest phone from coming back; a reconnection takes from its
 *   device's and room's buckets instead. A token the process does not know takes one join attempt,
 *   given back once the token turns out to be valid.
 * - **Rooms** ({@link RoomCaps}): open rooms created from one address, and rooms in all.
 * - **Log lines** ({@link limitedLog}): a bucket, one line at most {@link LOG_LINE_MAX} characters
 *   long, control characters replaced, so that no client can fill the disk.
 *
 * Every refusal is `{ code: 'rate-limited', message, params: { retryAfterMs } }`, its sentence
 * naming the limit. The buckets live in this process's memory (docs/scaling.md).
 */
import type { ErrorBody } from '../src/platform/rooms/protocol.ts';
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
  /** Rooms created from one client address that are neither finished nor expired. */
  perAddress: number;
  /** Rooms in the store, finished or not. */
  total: number;
}

/** 20 open rooms per address (a game café's tables behind one NAT), 5,000 in all. */
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
export function rateLimited(what: string, limit: BucketLimit | string, waitMs: number): ErrorBody {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const bound = typeof limit === 'string' ? limit : describeLimit(limit);
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

/**
 * What {@link JoinGate.admit} did: whether it took a join attempt (to give back if the token is
 * valid), or took from the device's and room's buckets already (a token it knew).
 */
export interface Admission {
  address: string;
  tokenHash: string;
  took: boolean;
}

/**
 * Handshakes that present a token: join limits for unknown tokens only, event limits for valid
 * ones (see the module comment).
 */
export class JoinGate {
  readonly #join: RateLimiter;
  readonly #events: EventLimiter;
  /** Each known token's room, oldest first; and each room's known tokens, forgotten with the room ({@link forgetRoom}). */
  readonly #known = new Map<string, string>();
  readonly #byRoom = new Map<string, Set<string>>();

  constructor(join: RateLimiter, events: EventLimiter) {
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
   * buckets; any other takes a join attempt from its address. Either is refused, when its bucket
   * is empty, without reading the database.
   * @param code the room the handshake names
   * @returns the admission, or the `rate-limited` refusal
   */
  admit(address: string, tokenHash: string, code: string): Admission | ErrorBody {
    if (this.#known.has(tokenHash)) return this.#events.take(`t:${tokenHash}`, code) ?? { address, tokenHash, took: false };
    const wait = this.#join.take(address);
    if (wait > 0) return rateLimited('too many join attempts from this address', this.#join.limit, wait);
    return { address, tokenHash, took: true };
  }

  /**
   * The token opened its seat or table: a join attempt taken is given back, and the reconnection
   * takes from its device's and room's buckets instead.
   * @returns `null`, or the `rate-limited` refusal of the device or room bucket
   */
  valid(admission: Admission, code: string): ErrorBody | null {
    this.remember(admission.tokenHash, code);
    if (!admission.took) return null;
    this.#join.refund(admission.address);
    return this.#events.take(`t:${admission.tokenHash}`, code);
  }

  /**
   * The token opened nothing (unknown, revoked, no such room): it counts as a join attempt.
   * @returns `null`, or the `rate-limited` refusal when the address has none left
   */
  invalid(admission: Admission): ErrorBody | null {
    this.#forget(admission.tokenHash);
    if (admission.took) return null;
    const wait = this.#join.take(admission.address);
    return wait > 0 ? rateLimited('too many join attempts from this address', this.#join.limit, wait) : null;
  }
}

/**
 * Caps on rooms: the open rooms created from one address (remembered by this process), and all
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
   * Whether `address` may create one more room now.
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
          'this address already has as many open rooms as it may: finish a game, or wait until a room expires',
          `${this.#caps.perAddress} open rooms per address`,
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
