/**
 * Rooms expire: a finished room is deleted {@link ExpiryOptions.finishedMs}
 * after its game ended (the phones keep showing the end and the roles until then), an unfinished
 * one {@link ExpiryOptions.idleMs} after its last change (a seat claimed, a vote, a card…). The
 * store deletes the room with its events, seats and revoked tokens; the devices still connected to
 * it are disconnected and, reconnecting, are told `no-room`.
 *
 * A sweep runs every {@link ExpiryOptions.sweepMs} on a timer that does not keep the process alive
 * (`unref`); tests call {@link RoomExpiry.sweep} themselves with a clock they move by hand. With
 * several processes each sweeps: a delete is idempotent.
 */
import type { RoomStore } from './store.ts';

/** How long rooms are kept, and how often the sweep runs (ms). */
export interface ExpiryOptions {
  /** A finished room is kept this long after its game ended. */
  finishedMs: number;
  /** An unfinished room is kept this long after its last change. */
  idleMs: number;
  /** Time between two sweeps. */
  sweepMs: number;
}

const HOUR = 3_600_000;

/** Finished rooms 24 hours, idle rooms 72 hours (a game paused over a weekend night), a sweep every 10 minutes. */
export const EXPIRY: ExpiryOptions = { finishedMs: 24 * HOUR, idleMs: 72 * HOUR, sweepMs: 10 * 60_000 };

/** Rooms deleted in one statement: a sweep never holds the (embedded) database for long. */
const BATCH = 200;

/**
 * Reads `ROOM_RETENTION_HOURS` (finished rooms) and `ROOM_IDLE_HOURS` (unfinished rooms): a number
 * of hours greater than 0, fractions allowed; left out, {@link EXPIRY}'s.
 * @throws RangeError with one sentence naming the variable when a value is not such a number
 */
export function expiryFromEnv(env: Record<string, string | undefined>): ExpiryOptions {
  const hours = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0 || value > 24 * 3650) {
      throw new RangeError(`${name} must be a number of hours greater than 0 (for example ${name}=24), not "${raw.slice(0, 20)}".`);
    }
    return value * HOUR;
  };
  return {
    finishedMs: hours('ROOM_RETENTION_HOURS', EXPIRY.finishedMs),
    idleMs: hours('ROOM_IDLE_HOURS', EXPIRY.idleMs),
    sweepMs: EXPIRY.sweepMs,
  };
}

/** What one sweep deleted. */
export interface SweepResult {
  /** Finished rooms past their retention. */
  finished: number;
  /** Unfinished rooms idle for too long. */
  idle: number;
  /** Their codes. */
  codes: string[];
}

/** The expiry of one room server: a timer, and the sweep it runs. */
export class RoomExpiry {
  readonly options: ExpiryOptions;
  readonly #store: RoomStore;
  readonly #now: () => number;
  readonly #deleted: (codes: string[]) => void;
  readonly #log: (line: string) => void;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<SweepResult> | null = null;

  /**
   * @param deleted called with the codes of each batch deleted (to disconnect their devices)
   */
  constructor(init: {
    store: RoomStore;
    options?: ExpiryOptions;
    now?: () => number;
    deleted?: (codes: string[]) => void;
    log?: (line: string) => void;
  }) {
    this.options = init.options ?? EXPIRY;
    if (!(this.options.finishedMs > 0 && this.options.idleMs > 0 && this.options.sweepMs > 0)) {
      throw new RangeError('room expiry needs finishedMs, idleMs and sweepMs greater than 0');
    }
    this.#store = init.store;
    this.#now = init.now ?? Date.now;
    this.#deleted = init.deleted ?? (() => {});
    this.#log = init.log ?? (() => {});
  }

  /** Starts the timer (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.sweep().catch((error) => this.#log(`room expiry failed: ${error instanceof Error ? error.message : 'unknown error'}`));
    }, this.options.sweepMs);
    this.#timer.unref();
  }

  /** Stops the timer (a sweep under way finishes). */
  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /**
   * Deletes every expired room now, in batches; one sweep at a time (a call during a sweep gets
   * that sweep's result).
   * @throws the store's error
   */
  sweep(): Promise<SweepResult> {
    this.#running ??= this.#sweep().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #sweep(): Promise<SweepResult> {
    const now = this.#now();
    const cutoffs = { finishedBefore: now - this.options.finishedMs, idleBefore: now - this.options.idleMs, batch: BATCH };
    const result: SweepResult = { finished: 0, idle: 0, codes: [] };
    for (;;) {
      const rows = await this.#store.deleteExpired(cutoffs);
      for (const row of rows) {
        if (row.finished) result.finished++;
        else result.idle++;
        result.codes.push(row.code);
      }
      if (rows.length > 0) this.#deleted(rows.map((r) => r.code));
      if (rows.length < BATCH) break;
      // Let the other work of the process run between two batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (result.codes.length > 0) this.#log(`rooms expired: ${result.finished} finished, ${result.idle} idle`);
    return result;
  }
}
