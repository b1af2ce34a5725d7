/**
 * A token bucket per client address, for join attempts (room look-ups, seat claims, handshakes
 * that present a token) and room creation.
 *
 * Limits (see {@link JOIN_LIMIT} and {@link CREATE_LIMIT}): a table of 10 phones behind one
 * address (one Wi-Fi's NAT) that all look the room up, claim and reconnect after a server restart
 * needs about 30 attempts at once, so the join bucket holds 30 and refills one every 2 s
 * (30 a minute). Guessing a join code at that rate (19⁵ ≈ 2.5 million codes) is hopeless, and a
 * 128-bit token more so. Rooms: 5 at once, then one every 60 s.
 *
 * Each server process keeps its own buckets in memory (see docs/scaling.md).
 */

/** A bucket's size and refill rate. */
export interface BucketLimit {
  /** Attempts allowed at once (the bucket's size). */
  capacity: number;
  /** Milliseconds to earn one attempt back. */
  refillMs: number;
}

/** Join attempts: 30 at once, then one every 2 s. */
export const JOIN_LIMIT: BucketLimit = { capacity: 30, refillMs: 2_000 };
/** Room creation: 5 at once, then one every 60 s. */
export const CREATE_LIMIT: BucketLimit = { capacity: 5, refillMs: 60_000 };

/** Buckets past which full ones are forgotten (memory bound). */
const PRUNE_AT = 10_000;

/** Token buckets keyed by client address. */
export class RateLimiter {
  readonly #limit: BucketLimit;
  readonly #now: () => number;
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  /** @param now the clock in ms (injectable: tests move it by hand instead of waiting) */
  constructor(limit: BucketLimit, now: () => number = Date.now) {
    if (!(limit.capacity >= 1) || !(limit.refillMs > 0)) throw new RangeError('a bucket needs capacity ≥ 1 and refillMs > 0');
    this.#limit = limit;
    this.#now = now;
  }

  /**
   * Takes one attempt from `key`'s bucket.
   * @returns `0` when allowed, else the milliseconds until the next attempt is allowed
   */
  take(key: string): number {
    const now = this.#now();
    const { capacity, refillMs } = this.#limit;
    const bucket = this.#buckets.get(key) ?? { tokens: capacity, at: now };
    const tokens = Math.min(capacity, bucket.tokens + Math.max(0, now - bucket.at) / refillMs);
    if (tokens < 1) {
      this.#buckets.set(key, { tokens, at: now });
      return Math.ceil((1 - tokens) * refillMs);
    }
    this.#buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.#buckets.size > PRUNE_AT) this.#prune(now);
    return 0;
  }

  #prune(now: number): void {
    const { capacity, refillMs } = this.#limit;
    for (const [key, b] of this.#buckets) if (b.tokens + (now - b.at) / refillMs >= capacity) this.#buckets.delete(key);
  }
}
