/**
 * What every room store shares, whatever its database (server/store.ts for PostgreSQL's dialect,
 * server/sqlite-store.ts for SQLite's): the {@link RoomStore} contract, the {@link StoreDriver} a
 * dialect implements, and {@link storeOver}, which adds to a driver the group commit (the changes
 * of one moment written together, a change made on one not yet written chained to it) and the
 * group read (the reads of one moment read together).
 */
import type { RoomRecord } from './room.ts';

/** Where rooms live. */
export interface RoomStore {
  /** Stores a new room. @returns `false` when a room already has this code (nothing written) */
  create(room: RoomRecord): Promise<boolean>;
  /** The room with this code, or `null`. */
  load(code: string): Promise<RoomRecord | null>;
  /**
   * Replaces `previous` by `next` when the stored room is still at `previous.version`
   * (`next.events` must extend `previous.events`; the setup changes only with a deal).
   * `previous` may be the `next` of an update not yet answered: the two are chained (written
   * together, or this one only once that one is written; never on a record the store does not
   * have).
   * @returns `false` on a version conflict, or when the update it was chained to was not written
   *   (nothing written)
   */
  update(previous: RoomRecord, next: RoomRecord): Promise<boolean>;
  /** Notes that the room's game is over (once: a later call keeps the first time). */
  markFinished(code: string): Promise<void>;
  /**
   * Notes that the room's game goes on again (the table's undo took back the event that ended it):
   * the room is unfinished again, kept and expired as one (server/expiry.ts), until it ends again.
   * A room not marked finished is left as it is.
   */
  markUnfinished(code: string): Promise<void>;
  /** How many rooms are stored. */
  countRooms(): Promise<number>;
  /** Which of `codes` are stored and not finished, with their last change (ms since the epoch). */
  openRooms(codes: readonly string[]): Promise<{ code: string; updatedAt: number }[]>;
  /**
   * Deletes the rooms finished before `finishedBefore` and the unfinished ones unchanged since
   * before `idleBefore` (ms since the epoch), with their events, seats and revoked tokens, at most
   * `batch` at a time (server/expiry.ts).
   * @returns the codes deleted, each with whether it was finished
   */
  deleteExpired(cutoffs: { finishedBefore: number; idleBefore: number; batch: number }): Promise<{ code: string; finished: boolean }[]>;
  close(): Promise<void>;
}

/** Options of {@link createSqlStore}. */
export interface StoreOptions {
  /**
   * The clock that dates rooms (`created_at`, `updated_at`, `finished_at`), in ms since the epoch:
   * the same clock as the expiry's (tests move it by hand). Default `Date.now`.
   */
  now?: () => number;
}

/** One change of a room for {@link StoreDriver.write}: `next` made on `previous` (see {@link RoomStore.update}). */
export interface RoomChange {
  previous: RoomRecord;
  next: RoomRecord;
}

/**
 * What a database does for a {@link RoomStore} ({@link storeOver} adds the group commit and the
 * group read): one implementation per dialect, PostgreSQL's ({@link createSqlStore}) and SQLite's
 * (server/sqlite-store.ts). Times are ms since the epoch.
 */
export interface StoreDriver {
  /** Stores a new room dated `at`, its seats and events. @returns `false` when the code is taken (nothing written) */
  create(room: RoomRecord, at: number): Promise<boolean>;
  /** The stored rooms among `codes` (at most {@link GROUP_READ_MAX}), each read whole from one snapshot, as stored. */
  read(codes: readonly string[]): Promise<RoomRecord[]>;
  /**
   * Writes every change whose room is still at `previous.version` (one row per room; `next` dated
   * `at`), in one statement or transaction: all of them or, on a throw, none.
   * @returns the codes of the rooms written
   */
  write(changes: readonly RoomChange[], at: number): Promise<Set<string>>;
  markFinished(code: string, at: number): Promise<void>;
  markUnfinished(code: string): Promise<void>;
  countRooms(): Promise<number>;
  openRooms(codes: readonly string[]): Promise<{ code: string; updatedAt: number }[]>;
  deleteExpired(cutoffs: { finishedBefore: number; idleBefore: number; batch: number }): Promise<{ code: string; finished: boolean }[]>;
  close(): Promise<void>;
}

/**
 * A {@link RoomStore} over a {@link StoreDriver}: updates of one moment written together
 * ({@link groupCommit}), reads of one moment read together ({@link groupRead}).
 */
export function storeOver(driver: StoreDriver, options: StoreOptions = {}): RoomStore {
  const now = options.now ?? Date.now;
  const changes = groupCommit(driver, now);
  const reads = groupRead(driver);
  return {
    create: (room) => driver.create(room, now()),
    load: (code) => reads.read(code),
    async update(previous, next) {
      if (next.code !== previous.code || next.events.length < previous.events.length) {
        throw new Error('a room update must keep the code and extend the event log');
      }
      return changes.write(previous, next);
    },
    markFinished: (code) => driver.markFinished(code, now()),
    markUnfinished: (code) => driver.markUnfinished(code),
    countRooms: () => driver.countRooms(),
    openRooms: (codes) => (codes.length === 0 ? Promise.resolve([]) : driver.openRooms(codes)),
    deleteExpired: (cutoffs) => driver.deleteExpired(cutoffs),
    close: () => driver.close(),
  };
}

/** A stored room with its dates (ms since the epoch), as {@link exportRooms} reads it. */
export interface DatedRoom {
  room: RoomRecord;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
}

/** At most this many rooms are read by one statement. */
export const GROUP_READ_MAX = 100;

/**
 * Group reads of rooms: the reads asked in one turn of the event loop, or while
 * a read is under way, are answered by the next statement ({@link LOAD} with every code asked, at
 * most {@link GROUP_READ_MAX}). After a restart every room is read back at once as its devices
 * reconnect; on PGlite one statement costs some milliseconds whatever it reads (measured: 200 rooms
 * one by one 0.9–1.6 s, by 100 at a time 38 ms), so one read per room would queue them for
 * seconds. A read is asked after every write acknowledged before it, so the statement that answers
 * it, later still, sees them. Each caller gets its own record; a failed statement fails the reads it
 * answered.
 */
export function groupRead(driver: StoreDriver) {
  let queue: { code: string; resolve: (room: RoomRecord | null) => void; reject: (error: unknown) => void }[] = [];
  let reading = false;
  let scheduled = false;

  async function drain(): Promise<void> {
    reading = true;
    try {
      while (queue.length > 0) {
        const batch: typeof queue = [];
        const codes = new Set<string>();
        const later: typeof queue = [];
        for (const queued of queue) {
          if (codes.has(queued.code) || codes.size < GROUP_READ_MAX) {
            codes.add(queued.code);
            batch.push(queued);
          } else later.push(queued);
        }
        queue = later;
        try {
          const byCode = new Map((await driver.read([...codes])).map((room) => [room.code, room]));
          const given = new Set<string>();
          for (const queued of batch) {
            const room = byCode.get(queued.code);
            // Each caller its own record: a second caller of the same room gets a copy.
            queued.resolve(room ? (given.has(room.code) ? structuredClone(room) : (given.add(room.code), room)) : null);
          }
        } catch (error) {
          for (const queued of batch) queued.reject(error);
        }
      }
    } finally {
      reading = false;
    }
  }

  return {
    /** The room with this code, or `null`, read with the other reads of the moment. */
    read(code: string): Promise<RoomRecord | null> {
      return new Promise((resolve, reject) => {
        queue.push({ code, resolve, reject });
        // Read after the requests of this turn of the event loop (as the group commit), together.
        if (!reading && !scheduled) {
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            void drain();
          });
        }
      });
    },
  };
}

/** At most this many rooms' actions are written by one statement. */
const GROUP_COMMIT_MAX = 256;

/**
 * Group commit of room changes: the updates that arrive in one turn of the event
 * loop, or while a write is under way, are written together by the next statement
 * ({@link WRITE_CHANGES}: every room's row, version checked, and its new events, seats' tokens and
 * revoked tokens, written only for the rooms whose check passed), so that the store's
 * cost per action falls as the load grows. Each caller still gets its own answer, after its change
 * is in the database (nothing is acknowledged before it is durable). A room has at most one row
 * per statement: a change made on a change still queued joins its row, another waits for the next
 * statement (`write`). When the statement fails, each row of the batch is written alone, so that
 * one bad row fails alone.
 */
export function groupCommit(driver: StoreDriver, now: () => number) {
  /** One row of a statement: a room's change, or several changes of it in a chain (see `write`). */
  interface Queued {
    previous: RoomRecord;
    /** The last change's record (a change made on this one's `next` before it was written joins it). */
    next: RoomRecord;
    /** Every record this row writes (its own `next` and those of the changes that joined it). */
    nexts: RoomRecord[];
    /** Queued (changes may still join), or in a statement under way. */
    state: 'queued' | 'writing';
    /** Every caller of the row: each gets the row's answer. */
    waiters: { resolve: (won: boolean) => void; reject: (error: unknown) => void }[];
    /** The row's answer, for a change made on a record of it while it is being written. */
    done: Promise<boolean>;
    settle: (won: boolean | Error) => void;
  }
  let queue: Queued[] = [];
  let writing = false;
  let scheduled = false;
  /** The rows not yet answered, by each record they write. */
  const pending = new Map<RoomRecord, Queued>();

  const writeBatch = (batch: Queued[]): Promise<Set<string>> => driver.write(batch, now());

  /**
   * The records of rows refused or failed: a change made on one of them is refused at once (its
   * base is not in the database, though a record of the same version may be: the winner's).
   */
  const lost = new WeakSet<RoomRecord>();

  /** Answers every caller of `queued` (its row written, refused, or failed). */
  function answer(queued: Queued, won: boolean | Error): void {
    for (const record of queued.nexts) {
      if (pending.get(record) === queued) pending.delete(record);
      if (won !== true) lost.add(record);
    }
    queued.settle(won);
    for (const waiter of queued.waiters) {
      if (won instanceof Error) waiter.reject(won);
      else waiter.resolve(won);
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (queue.length > 0) {
        // One row per room in a statement; another change of the same room (not made on this
        // row's records) waits its turn.
        const batch: Queued[] = [];
        const later: Queued[] = [];
        const codes = new Set<string>();
        for (const queued of queue) {
          if (batch.length < GROUP_COMMIT_MAX && !codes.has(queued.next.code)) {
            codes.add(queued.next.code);
            queued.state = 'writing';
            batch.push(queued);
          } else later.push(queued);
        }
        queue = later;
        try {
          const won = await writeBatch(batch);
          for (const queued of batch) answer(queued, won.has(queued.next.code));
        } catch {
          for (const queued of batch) {
            try {
              const won = await writeBatch([queued]);
              answer(queued, won.has(queued.next.code));
            } catch (error) {
              answer(queued, error instanceof Error ? error : new Error(String(error)));
            }
          }
        }
      }
    } finally {
      writing = false;
    }
  }

  /**
   * Writes a room's change. @returns `false` on a version conflict (nothing written)
   *
   * A change made on a record not yet written (a room server computes a room's next change while
   * its previous one is on its way to the database: a table's phones claiming their
   * seats at once, its players voting at once) is chained to it: while that row is still queued,
   * the change joins it (one row from the first change's `previous` to this `next`, answered once
   * for all: written together, or none of them); while that row is being written, the change waits
   * for its answer, and is written only if that row was (else it is answered `false` at once,
   * written on nothing). So no change is ever written on a record that is not in the database.
   */
  function write(previous: RoomRecord, next: RoomRecord): Promise<boolean> {
    if (lost.has(previous)) return Promise.resolve(false);
    const base = pending.get(previous);
    if (base?.state === 'queued') {
      base.next = next;
      base.nexts.push(next);
      pending.set(next, base);
      return new Promise<boolean>((resolve, reject) => base.waiters.push({ resolve, reject }));
    }
    if (base?.state === 'writing') {
      return base.done.then((won) => (won ? write(previous, next) : false));
    }
    return new Promise<boolean>((resolve, reject) => {
      let settle!: Queued['settle'];
      const done = new Promise<boolean>((resolveDone) => {
        settle = (won) => resolveDone(won instanceof Error ? false : won);
      });
      const queued: Queued = { previous, next, nexts: [next], state: 'queued', waiters: [{ resolve, reject }], done, settle };
      pending.set(next, queued);
      queue.push(queued);
      // Written after the requests read in this turn of the event loop (setImmediate runs after
      // the poll phase), so that they share one statement.
      if (!writing && !scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          void drain();
        });
      }
    });
  }

  return { write };
}

