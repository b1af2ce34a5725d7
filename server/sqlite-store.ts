/**
 * The embedded room store: SQLite through Node's own `node:sqlite` (no package to install, no
 * thread, no WebAssembly heap), in one file `rooms.sqlite` of the data directory, or in memory.
 * The same {@link RoomStore} contract as PostgreSQL's (server/store-core.ts: the group commit and group
 * read are shared, {@link storeOver}); only the dialect is SQLite's.
 *
 * Why SQLite (docs/performance.md, "The room server's memory"; `npm run bench`'s Store section
 * measures the candidates side by side): the server process idles at about 90 MiB resident with it
 * against 260–390 MiB with PGlite (tuned or not), and its CPU per action is 40–45 % less (a
 * statement here is a C call on the event-loop thread, tens of µs; PGlite's was a message to its
 * worker thread and PostgreSQL's executor in WebAssembly); better-sqlite3 measures the same but is
 * a native addon to build.
 *
 * Storage:
 * - `rooms`: one row per room: its game, version, setup, deals, secret step (`pending`), notes,
 *   the table's and the seats' token hashes and the revoked ones (JSON text), its dates in ms
 *   since the epoch; `events`: one row per event (`code`, `seq`, the event as JSON text);
 *   `meta`: what this database went through (the PGlite data directory it was moved from);
 *   `PRAGMA user_version` is the schema's version ({@link SCHEMA}).
 * - The write-ahead log (`journal_mode=WAL`) with `synchronous=NORMAL`: a transaction is in the
 *   file when its commit returns, so a change is acknowledged only once the server process could
 *   be killed without losing it; a power cut may lose the last second of changes (a checkpoint
 *   syncs the disk). PostgreSQL (`DATABASE_URL`) is the store that syncs every commit.
 * - `locking_mode=EXCLUSIVE`: one server process holds the file while it runs; a second one
 *   started on the same data directory stops with a line saying so (several processes share rooms
 *   through PostgreSQL, docs/scaling.md).
 *
 * Every statement is synchronous and short (a room's read or a batch's write: tens to hundreds of
 * µs), so they run on the event-loop thread; a transaction's statements run back to back with no
 * other code between them, so a read is always of one snapshot.
 */
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { type DatedRoom, type RoomChange, type RoomStore, type StoreDriver, type StoreOptions, storeOver } from './store-core.ts';
import type { RoomRecord } from './room.ts';
import { DataDirError, makePrivate, prepareDataDir } from './data-dir.ts';

/** The database file's name in the data directory. */
export const SQLITE_FILE = 'rooms.sqlite';
/** Where the files of a PGlite data directory go once its rooms are in SQLite ({@link migratePGlite}). */
export const PGLITE_MOVED = 'pglite-before-sqlite';

/** A value SQLite takes or gives. */
type SqlValue = string | number | bigint | null | Uint8Array;
/** What this store needs of a SQLite connection: `node:sqlite`'s `DatabaseSync` and better-sqlite3's `Database` both fit. */
export interface SqliteDatabase {
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement;
  close(): void;
}
export interface SqliteStatement {
  run(...params: SqlValue[]): { changes: number | bigint };
  get(...params: SqlValue[]): Record<string, SqlValue> | undefined;
  all(...params: SqlValue[]): Record<string, SqlValue>[];
}

/**
 * Opens `file` (or memory, `:memory:`) with Node's `node:sqlite` (Node.js 22.13 or later with no
 * flag; its "experimental" warning, printed once per process on Node.js 22, is left out).
 * @throws Error naming the Node.js version needed when `node:sqlite` is not there
 */
export function openNodeSqlite(file: string): SqliteDatabase {
  const emit = process.emitWarning;
  // node:sqlite's warning on Node.js 22 ("SQLite is an experimental feature"): the module is
  // stable enough for this store (its API is the few calls of SqliteDatabase), and `npm start`
  // should not greet a host with a warning about it.
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (String(warning).includes('SQLite is an experimental feature')) return;
    (emit as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  let sqlite: typeof import('node:sqlite') | undefined;
  try {
    sqlite = process.getBuiltinModule?.('node:sqlite') as typeof import('node:sqlite') | undefined;
  } catch {
    sqlite = undefined;
  } finally {
    process.emitWarning = emit;
  }
  if (!sqlite?.DatabaseSync) {
    throw new Error(`the embedded database needs Node.js 22.13 or later (node:sqlite); this is Node.js ${process.versions.node}: install the current LTS, or set DATABASE_URL`);
  }
  return new sqlite.DatabaseSync(file) as unknown as SqliteDatabase;
}

/**
 * The schema, by version (`PRAGMA user_version`): each entry brings a database from the version
 * before it to its own; a new database runs them all.
 */
const SCHEMA: string[] = [
  `CREATE TABLE rooms (
     code TEXT PRIMARY KEY,
     game TEXT NOT NULL,
     version INTEGER NOT NULL,
     setup TEXT NOT NULL,
     deals INTEGER NOT NULL,
     pending TEXT NOT NULL,
     notes TEXT NOT NULL,
     table_token_hash TEXT NOT NULL,
     seats TEXT NOT NULL,
     revoked TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     finished_at INTEGER);
   CREATE TABLE events (
     code TEXT NOT NULL,
     seq INTEGER NOT NULL,
     event TEXT NOT NULL,
     PRIMARY KEY (code, seq)) WITHOUT ROWID;
   CREATE INDEX rooms_idle ON rooms (updated_at) WHERE finished_at IS NULL;
   CREATE INDEX rooms_finished ON rooms (finished_at) WHERE finished_at IS NOT NULL;
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  // Per seat, whether the table admitted its phone (JSON array of booleans, server/room.ts
  // `admitSeat`). NULL: a room stored before phones were admitted; its claimed seats were playing.
  `ALTER TABLE rooms ADD COLUMN admitted TEXT;`,
];

/** A room's row, its events as one JSON array (in `seq` order). */
const READ = `
  SELECT code, game, version, setup, deals, pending, notes, table_token_hash, seats, admitted, revoked,
    (SELECT '[' || coalesce(group_concat(event, ',' ORDER BY seq), '') || ']' FROM events e WHERE e.code = r.code) AS events
  FROM rooms r WHERE code = ?`;

/** A change's row: written only at the version it was made on; a column given as NULL is kept. */
const UPDATE = `
  UPDATE rooms SET version = ?, updated_at = ?, deals = ?,
    pending = coalesce(?, pending), notes = coalesce(?, notes), setup = coalesce(?, setup),
    seats = coalesce(?, seats), admitted = coalesce(?, admitted), revoked = coalesce(?, revoked)
  WHERE code = ? AND version = ?`;

const INSERT_ROOM = `
  INSERT INTO rooms (code, game, version, setup, deals, pending, notes, table_token_hash, seats, admitted, revoked, created_at, updated_at, finished_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`;

const INSERT_EVENT = 'INSERT INTO events (code, seq, event) VALUES (?, ?, ?)';

/**
 * The SQLite {@link StoreDriver} over `db`: sets its journal and locking modes, brings its schema to
 * today's version.
 * @throws SQLite's error when the file is not a database or another process holds it
 */
export function sqliteDriver(db: SqliteDatabase, options: { memory?: boolean } = {}): StoreDriver & { db: SqliteDatabase } {
  if (!options.memory) {
    // The lock first (taken by the first write below), then the log mode.
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
  }
  const version = Number(db.prepare('PRAGMA user_version').get()?.user_version ?? 0);
  if (version > SCHEMA.length) {
    throw new Error(`its rooms were stored by a later version of this server (schema ${version}; this one knows ${SCHEMA.length}): run that version`);
  }
  transaction(db, () => {
    for (let v = version; v < SCHEMA.length; v++) db.exec(SCHEMA[v]!);
    // Written even when nothing changed: the write takes the exclusive lock now, not at the first room.
    db.exec(`PRAGMA user_version = ${SCHEMA.length}`);
  });

  const read = db.prepare(READ);
  const update = db.prepare(UPDATE);
  const insertRoom = db.prepare(INSERT_ROOM);
  const insertEvent = db.prepare(INSERT_EVENT);
  const finish = db.prepare('UPDATE rooms SET finished_at = ? WHERE code = ? AND finished_at IS NULL');
  const unfinish = db.prepare('UPDATE rooms SET finished_at = NULL WHERE code = ? AND finished_at IS NOT NULL');
  const count = db.prepare('SELECT count(*) AS n FROM rooms');
  const open = db.prepare('SELECT updated_at FROM rooms WHERE code = ? AND finished_at IS NULL');
  const expired = db.prepare(
    `SELECT code, finished_at IS NOT NULL AS finished FROM rooms
     WHERE (finished_at IS NOT NULL AND finished_at < ?) OR (finished_at IS NULL AND updated_at < ?) LIMIT ?`,
  );
  const deleteEvents = db.prepare('DELETE FROM events WHERE code = ?');
  const deleteRoom = db.prepare('DELETE FROM rooms WHERE code = ?');

  const insert = (room: RoomRecord, createdAt: number, updatedAt: number, finishedAt: number | null): boolean => {
    const { changes } = insertRoom.run(
      room.code,
      room.game,
      room.version,
      JSON.stringify(room.setup),
      room.deals,
      JSON.stringify(room.pending ?? null),
      JSON.stringify(room.notes),
      room.tableTokenHash,
      JSON.stringify(room.seats.map((seat) => seat.tokenHash)),
      JSON.stringify(room.seats.map((seat) => seat.admitted)),
      JSON.stringify(room.revoked),
      createdAt,
      updatedAt,
      finishedAt,
    );
    if (Number(changes) !== 1) return false;
    room.events.forEach((event, seq) => insertEvent.run(room.code, seq, JSON.stringify(event)));
    return true;
  };

  const writeOne = ({ previous, next }: RoomChange, at: number): boolean => {
    const seatsChanged =
      next.seats.length !== previous.seats.length ||
      next.seats.some((seat, i) => previous.seats[i]?.tokenHash !== seat.tokenHash || previous.seats[i]?.admitted !== seat.admitted);
    const revokedChanged = next.revoked.length !== previous.revoked.length || next.revoked.some((hash, i) => previous.revoked[i] !== hash);
    const { changes } = update.run(
      next.version,
      at,
      next.deals,
      previous.pending !== next.pending ? JSON.stringify(next.pending ?? null) : null,
      previous.notes !== next.notes ? JSON.stringify(next.notes) : null,
      previous.setup !== next.setup ? JSON.stringify(next.setup) : null,
      seatsChanged ? JSON.stringify(next.seats.map((seat) => seat.tokenHash)) : null,
      seatsChanged ? JSON.stringify(next.seats.map((seat) => seat.admitted)) : null,
      revokedChanged ? JSON.stringify(next.revoked) : null,
      next.code,
      previous.version,
    );
    if (Number(changes) !== 1) return false;
    for (let seq = previous.events.length; seq < next.events.length; seq++) insertEvent.run(next.code, seq, JSON.stringify(next.events[seq]));
    return true;
  };

  return {
    db,
    create: async (room, at) => transaction(db, () => insert(room, at, at, null)),
    async read(codes) {
      const rooms: RoomRecord[] = [];
      for (const code of codes) {
        const row = read.get(code);
        if (row) rooms.push(recordOf(row));
      }
      return rooms;
    },
    async write(changes, at) {
      return transaction(db, () => {
        const written = new Set<string>();
        for (const change of changes) if (writeOne(change, at)) written.add(change.next.code);
        return written;
      });
    },
    async markFinished(code, at) {
      finish.run(at, code);
    },
    async markUnfinished(code) {
      unfinish.run(code);
    },
    async countRooms() {
      return Number(count.get()?.n ?? 0);
    },
    async openRooms(codes) {
      return codes.flatMap((code) => {
        const row = open.get(code);
        return row ? [{ code, updatedAt: Number(row.updated_at) }] : [];
      });
    },
    async deleteExpired({ finishedBefore, idleBefore, batch }) {
      return transaction(db, () => {
        const rows = expired.all(finishedBefore, idleBefore, batch);
        for (const row of rows) {
          deleteEvents.run(row.code as string);
          deleteRoom.run(row.code as string);
        }
        return rows.map((row) => ({ code: row.code as string, finished: Boolean(row.finished) }));
      });
    },
    async close() {
      db.close();
    },
  };
}

/** Runs `fn` in one transaction (BEGIN … COMMIT; ROLLBACK and rethrow on a throw). */
function transaction<T>(db: SqliteDatabase, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    try {
      db.exec('ROLLBACK');
    } catch {
      // already rolled back by SQLite
    }
    throw error;
  }
}

/** A row's seats: their tokens, and whether the table admitted them (a room stored before: every claimed seat). */
function seatsOf(row: Record<string, SqlValue>): RoomRecord['seats'] {
  const admitted = row.admitted === null || row.admitted === undefined ? null : (JSON.parse(row.admitted as string) as boolean[]);
  return (JSON.parse(row.seats as string) as (string | null)[]).map((tokenHash, i) => ({ tokenHash, admitted: admitted?.[i] ?? tokenHash !== null }));
}

/** A room's row as a record, as stored (server/room.ts `upgradeRoom` brings older shapes to today's). */
function recordOf(row: Record<string, SqlValue>): RoomRecord {
  return {
    code: row.code as string,
    game: row.game as string,
    version: Number(row.version),
    setup: JSON.parse(row.setup as string) as unknown,
    deals: Number(row.deals),
    events: JSON.parse(row.events as string) as unknown[],
    pending: JSON.parse(row.pending as string) as RoomRecord['pending'],
    tableTokenHash: row.table_token_hash as string,
    seats: seatsOf(row),
    revoked: JSON.parse(row.revoked as string) as string[],
    notes: JSON.parse(row.notes as string) as RoomRecord['notes'],
  };
}

/** Options of {@link openSqliteStore}. */
export interface SqliteStoreOptions extends StoreOptions {
  /**
   * The data directory (created with its parents and made private, server/data-dir.ts); the rooms
   * go in its `rooms.sqlite`. Left out: in memory.
   */
  dataDir?: string;
  /** Lines for the host (the migration of a PGlite data directory). */
  log?: (line: string) => void;
  /** Opens the database file (default: {@link openNodeSqlite}; the bench passes better-sqlite3's to compare). */
  open?: (file: string) => SqliteDatabase;
  /**
   * Reads every room of a PGlite data directory of an earlier version, with its dates
   * (server/store.ts `readPGlite`); without it such a directory is refused.
   */
  readPGlite?: (dir: string) => Promise<DatedRoom[]>;
}

/**
 * The embedded {@link RoomStore}: SQLite in `dataDir/rooms.sqlite`, or in memory. A data directory
 * of an earlier version (PGlite's: it has a `PG_VERSION` file) is moved in first ({@link migratePGlite}).
 * @throws {DataDirError} when the directory cannot be used or another process holds its rooms; the
 *   database's error when the file cannot be opened
 */
export async function openSqliteStore(options: SqliteStoreOptions = {}): Promise<RoomStore> {
  const open = options.open ?? openNodeSqlite;
  if (options.dataDir === undefined) return storeOver(sqliteDriver(open(':memory:'), { memory: true }), options);
  const dir = prepareDataDir(options.dataDir);
  const file = join(dir, SQLITE_FILE);
  let driver: ReturnType<typeof sqliteDriver>;
  const db = open(file);
  try {
    driver = sqliteDriver(db);
  } catch (error) {
    db.close();
    if (/locked|busy/i.test(String((error as Error)?.message))) {
      throw new DataDirError(
        `The data directory ${dir} cannot be used: another server process holds its rooms (${SQLITE_FILE}). To fix it: stop that process, or start this one with DATA_DIR set to another folder (several processes share rooms through DATABASE_URL, docs/scaling.md).`,
        'EBUSY',
      );
    }
    throw error;
  }
  try {
    if (existsSync(join(dir, 'PG_VERSION'))) {
      if (!options.readPGlite) throw new Error(`${dir} holds the rooms of an earlier version (PGlite) and no reader for them was given`);
      await migratePGlite(dir, driver.db, options.readPGlite, options.log ?? (() => {}));
    }
    makePrivate(dir);
  } catch (error) {
    await driver.close();
    throw error;
  }
  return storeOver(driver, options);
}

/**
 * Moves the rooms of a PGlite data directory (what earlier versions stored in `.data/rooms`) into
 * the SQLite database `db` beside them, with their dates (so that expiry goes on as before), in one
 * transaction with a `meta` row naming the move; then moves PGlite's files into the folder
 * {@link PGLITE_MOVED} of the directory (kept, private, for the host to delete). A start that
 * stopped between the two finds the `meta` row and only moves the files. `readPGlite` reads them
 * (server/store.ts: PGlite in a worker thread that ends before the move, so its memory is given back).
 * @param dir the data directory (absolute, prepared)
 */
export async function migratePGlite(dir: string, db: SqliteDatabase, readPGlite: (dir: string) => Promise<DatedRoom[]>, log: (line: string) => void): Promise<{ rooms: number; events: number }> {
  const done = db.prepare("SELECT value FROM meta WHERE key = 'pglite'").get();
  let moved = { rooms: 0, events: 0 };
  if (!done) {
    const rooms = await readPGlite(dir);
    const insertRoom = db.prepare(INSERT_ROOM);
    const insertEvent = db.prepare(INSERT_EVENT);
    transaction(db, () => {
      for (const { room, createdAt, updatedAt, finishedAt } of rooms) {
        insertRoom.run(
          room.code,
          room.game,
          room.version,
          JSON.stringify(room.setup),
          room.deals,
          JSON.stringify(room.pending ?? null),
          JSON.stringify(room.notes),
          room.tableTokenHash,
          JSON.stringify(room.seats.map((seat) => seat.tokenHash)),
          JSON.stringify(room.seats.map((seat) => seat.admitted)),
          JSON.stringify(room.revoked),
          createdAt,
          updatedAt,
          finishedAt,
        );
        room.events.forEach((event, seq) => insertEvent.run(room.code, seq, JSON.stringify(event)));
        moved.events += room.events.length;
      }
      moved.rooms = rooms.length;
      db.prepare("INSERT INTO meta (key, value) VALUES ('pglite', ?)").run(JSON.stringify({ at: Date.now(), ...moved }));
    });
  } else {
    moved = JSON.parse(String(done.value)) as typeof moved;
  }
  // PGlite's files out of the way (the next start finds no PG_VERSION): every entry but SQLite's.
  const aside = join(dir, PGLITE_MOVED);
  mkdirSync(aside, { recursive: true, mode: 0o700 });
  for (const name of readdirSync(dir)) {
    if (name === PGLITE_MOVED || name.startsWith(SQLITE_FILE)) continue;
    renameSync(join(dir, name), join(aside, name));
  }
  log(`Moved ${moved.rooms} room${moved.rooms === 1 ? '' : 's'} from the earlier PGlite database into ${join(dir, SQLITE_FILE)}; its files are kept in ${aside} (delete that folder when you no longer need it).`);
  return moved;
}
