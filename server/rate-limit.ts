/**
 * Token buckets, in this process's memory: server/limits.ts uses them per device and per room for
 * every event, and for the log. The same shape names the join and creation limits
 * ({@link JOIN_LIMIT}, {@link CREATE_LIMIT}), which `rate-limiter-flexible` counts as windows of
 * the same average (server/limiter-store.ts `windowOf`: `capacity` per `capacity × refillMs`).
 *
 * {@link JOIN_LIMIT}: failed join attempts per network (made-up codes, tokens that open nothing):
 * 30 per minute. A table of 10 phones behind one Wi-Fi makes no failure unless it mistypes; a
 * guesser who spends them slows only its own connections (server/limits.ts `JoinLimiter`), and
 * guessing a join code at that rate (19⁵ ≈ 2.5 million codes) is hopeless, a 128-bit token more so.
 * {@link CREATE_LIMIT}: rooms, 5 per 5 minutes per network.
 */

/** A bucket's size and refill rate. */
export interface BucketLimit {
  /** Attempts allowed at once (the bucket's size). */
  capacity: number;
  /** Milliseconds to earn one attempt back. */
  refillMs: number;
}

/** Failed join attempts per network: 30 per 60 s. */
export const JOIN_LIMIT: BucketLimit = { capacity: 30, refillMs: 2_000 };
/** Room creation per network: 5 per 300 s. */
export const CREATE_LIMIT: BucketLimit = { capacity: 5, refillMs: 60_000 };

/**
 * Buckets past which full ones are forgotten (memory bound). After a sweep the next one waits
 * until there are twice as many buckets as it left (at least this many), so that while more than
 * this many buckets are in use (a restart's thousands of devices) a sweep of
 * them all does not run at every attempt.
 */
export const PRUNE_AT = 10_000;

/** Token buckets by key (a device, a room, the log). */
export class RateLimiter {
  readonly #limit: BucketLimit;
  readonly #now: () => number;
  readonly #buckets = new Map<string, { tokens: number; at: number }>();
  #pruneAt = PRUNE_AT;

  /** @param now the clock in ms (injectable: tests move it by hand instead of waiting) */
  constructor(limit: BucketLimit, now: () => number = Date.now) {
    if (!(limit.capacity >= 1) || !(limit.refillMs > 0)) throw new RangeError('a bucket needs capacity ≥ 1 and refillMs > 0');
    this.#limit = limit;
    this.#now = now;
  }

  /** The bucket's size and refill rate. */
  get limit(): BucketLimit {
    return this.#limit;
  }

  /**
   * Takes `cost` attempts (default 1) from `key`'s bucket, or none when it holds fewer.
   * @returns `0` when allowed, else the milliseconds until `cost` attempts are allowed
   */
  take(key: string, cost = 1): number {
    const now = this.#now();
    const { refillMs } = this.#limit;
    const tokens = this.#level(key, now);
    if (tokens < cost) {
      this.#buckets.set(key, { tokens, at: now });
      return Math.ceil((cost - tokens) * refillMs);
    }
    this.#buckets.set(key, { tokens: tokens - cost, at: now });
    if (this.#buckets.size > this.#pruneAt) {
      this.#prune(now);
      this.#pruneAt = Math.max(PRUNE_AT, 2 * this.#buckets.size);
    }
    return 0;
  }

  /** Gives one attempt back to `key`'s bucket (never above its capacity): it turned out not to count. */
  refund(key: string): void {
    const now = this.#now();
    if (!this.#buckets.has(key)) return;
    this.#buckets.set(key, { tokens: Math.min(this.#limit.capacity, this.#level(key, now) + 1), at: now });
  }

  /** Forgets `key`'s bucket (a socket that went away): memory, not a reset an attacker could use. */
  forget(key: string): void {
    this.#buckets.delete(key);
  }

  /** How many buckets are kept (full ones are forgotten from time to time: {@link PRUNE_AT}). */
  get size(): number {
    return this.#buckets.size;
  }

  /** The attempts `key` may make now (fractional while refilling). */
  #level(key: string, now: number): number {
    const { capacity, refillMs } = this.#limit;
    const bucket = this.#buckets.get(key);
    if (!bucket) return capacity;
    return Math.min(capacity, bucket.tokens + Math.max(0, now - bucket.at) / refillMs);
  }

  #prune(now: number): void {
    const { capacity, refillMs } = this.#limit;
    for (const [key, b] of this.#buckets) if (b.tokens + (now - b.at) / refillMs >= capacity) this.#buckets.delete(key);
  }
}
