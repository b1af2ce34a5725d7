/**
 * Where the join and creation limits keep their counters (`rate-limiter-flexible`): this process's
 * memory for one process (`npm start`), or the cluster's Redis when several processes share rooms
 * (`REDIS_URL`, docs/scaling.md), so that a client cannot multiply its attempts by the number of
 * processes. A Redis that does not answer falls back to this process's memory for that moment
 * (the library's insurance limiter): a limit is never skipped, and no request fails for it.
 */
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { BucketLimit } from './rate-limit.ts';

/** Where the counters live: memory, or a connected node-redis client shared by every process. */
export type LimiterStore = { kind: 'memory' } | { kind: 'redis'; client: unknown };

/** A limit as the library's fixed window: `points` attempts per `durationS` seconds. */
export interface WindowLimit {
  points: number;
  durationS: number;
}

/**
 * A bucket's limit as a window of the same average: `capacity` attempts per `capacity × refillMs`
 * (30 at once then one every 2 s → 30 per 60 s).
 */
export function windowOf(limit: BucketLimit): WindowLimit {
  return { points: limit.capacity, durationS: Math.max(1, Math.ceil((limit.capacity * limit.refillMs) / 1_000)) };
}

/** "30 per 60 s": a window in words. */
export function describeWindow(window: WindowLimit): string {
  return `${window.points} per ${window.durationS} s`;
}

/**
 * A limiter of `window` in `store`, its keys prefixed by `prefix` (one name per limit: Redis keys
 * of different limits never meet).
 */
export function windowLimiter(store: LimiterStore, window: WindowLimit, prefix: string): RateLimiterAbstract {
  const options = { points: window.points, duration: window.durationS, keyPrefix: `rl:${prefix}` };
  if (store.kind === 'memory') return new RateLimiterMemory(options);
  return new RateLimiterRedis({ ...options, storeClient: store.client, useRedisPackage: true, insuranceLimiter: new RateLimiterMemory(options) });
}
