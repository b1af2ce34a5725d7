/**
 * Durable rooms: one contract ({@link RoomStore}) over two databases, each with its own dialect
 * ({@link StoreDriver}):
 * - **SQLite** through Node's own `node:sqlite` (server/sqlite-store.ts): the embedded default, a
 *   file `rooms.sqlite` in the data directory (or in memory), in this process; nothing to install;
 * - **PostgreSQL** through `pg` when `DATABASE_URL` is set, so that several server processes share
 *   rooms ({@link createSqlStore}; the same statements run on PGlite, PostgreSQL compiled to
 *   WebAssembly, which earlier versions used as the embedded store: a PGlite data directory is
 *   moved into SQLite at the first start, server/sqlite-store.ts `migratePGlite`).
 *
 * A room is stored as its game's key, that game's setup (the deal in it from the table's start on),
 * how many times its cards were dealt, its event log (one row per event, JSON the game reads), its
 * secret step and notes (JSON) and its seats' token hashes; the game state is never stored, it is
 * the fold of the events (the game's `load`, src/platform/rooms/room-game.ts). The store knows no
 * game: rooms of an earlier version are brought to today's shapes by the room server
 * (server/room.ts `upgradeRoom`). Every change is optimistic and version-checked (a room's row is
 * written only where it is still at the version the change was made on, with its new events, seats
 * and revoked tokens): when another writer got there first nothing is written, and the caller
 * reloads and tries again (server/room-pipeline.ts). The changes of one moment share one statement or
 * transaction (group commit, {@link groupCommit}), the reads of one moment one statement
 * ({@link groupRead}).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DEFAULT_GAME, type RoomRecord } from './room.ts';
import { GROUP_READ_MAX, storeOver, type DatedRoom, type RoomChange, type RoomStore, type StoreDriver, type StoreOptions } from './store-core.ts';
import { openSqliteStore } from './sqlite-store.ts';

export { storeOver, type DatedRoom, type RoomChange, type RoomStore, type StoreDriver, type StoreOptions } from './store-core.ts';
import { makePrivate, prepareDataDir } from './data-dir.ts';

/** The little a store needs of a SQL connection (PGlite and pg both fit). */
export interface Sql {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number }>;
  /** Runs `fn` in one transaction (BEGIN … COMMIT, ROLLBACK on a throw). */
  transaction<T>(fn: (sql: Omit<Sql, 'transaction' | 'close'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The schema: created if missing, under an advisory lock so that processes starting together agree. */
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS rs_rooms (
     code text PRIMARY KEY,
     version integer NOT NULL,
     setup jsonb NOT NULL,
     pending jsonb,
     table_token_hash text NOT NULL,
     notes jsonb NOT NULL DEFAULT '[]'::jsonb,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE IF NOT EXISTS rs_events (
     code text NOT NULL REFERENCES rs_rooms (code) ON DELETE CASCADE,
     seq integer NOT NULL,
     event jsonb NOT NULL,
     PRIMARY KEY (code, seq))`,
  `CREATE TABLE IF NOT EXISTS rs_seats (
     code text NOT NULL REFERENCES rs_rooms (code) ON DELETE CASCADE,
     seat integer NOT NULL,
     token_hash text,
     PRIMARY KEY (code, seat))`,
  `CREATE TABLE IF NOT EXISTS rs_revoked (
     code text NOT NULL REFERENCES rs_rooms (code) ON DELETE CASCADE,
     token_hash text NOT NULL,
     PRIMARY KEY (code, token_hash))`,
  // Plot cards' passes (R-PLOT-4) of an earlier version: no longer read or written (a pass is a
  // `plot-pass` event of the log); kept so that a database of either version opens.
  `ALTER TABLE rs_rooms ADD COLUMN IF NOT EXISTS plot_passes jsonb NOT NULL DEFAULT '[]'::jsonb`,
  // Expiry (server/expiry.ts): when the game ended, and the indexes the sweep reads.
  `ALTER TABLE rs_rooms ADD COLUMN IF NOT EXISTS finished_at timestamptz`,
  `CREATE INDEX IF NOT EXISTS rs_rooms_updated_at ON rs_rooms (updated_at) WHERE finished_at IS NULL`,
  `CREATE INDEX IF NOT EXISTS rs_rooms_finished_at ON rs_rooms (finished_at) WHERE finished_at IS NOT NULL`,
  // How many times the cards were dealt (server/room.ts `deals`). Rooms of an earlier version were
  // dealt when they were created: once, hence the default for the rows already there.
  `ALTER TABLE rs_rooms ADD COLUMN IF NOT EXISTS deals integer NOT NULL DEFAULT 1`,
  // The room's game (the server runs every game of the platform's contract). Rooms of an
  // earlier version are The Resistance's.
  `ALTER TABLE rs_rooms ADD COLUMN IF NOT EXISTS game text NOT NULL DEFAULT '${DEFAULT_GAME}'`,
  // Whether the table admitted the seat's phone (server/room.ts `admitSeat`). NULL: a seat stored
  // before phones were admitted, read as admitted when claimed (it was playing).
  `ALTER TABLE rs_seats ADD COLUMN IF NOT EXISTS admitted boolean`,
];
/** An arbitrary constant naming the schema lock. */
const SCHEMA_LOCK = 4_173_001;

/**
 * A new room in one statement: its row (nothing when the code is taken), then its seats ($10, a
 * JSON array of `[token hash or null, admitted]`) and its events ($11, a JSON array), written
 * only for the row inserted. Returns the code when the room was created.
 */
const CREATE_ROOM = `
  WITH room AS (
    INSERT INTO rs_rooms (code, version, setup, pending, table_token_hash, notes, created_at, updated_at, deals, game)
    VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6::jsonb, $7::timestamptz, $7::timestamptz, $8, $9)
    ON CONFLICT (code) DO NOTHING
    RETURNING code
  ), seats AS (
    INSERT INTO rs_seats (code, seat, token_hash, admitted)
    SELECT room.code, s.ord::integer - 1, s.value->>0, (s.value->>1)::boolean
    FROM room CROSS JOIN LATERAL jsonb_array_elements($10::jsonb) WITH ORDINALITY AS s(value, ord)
  ), events AS (
    INSERT INTO rs_events (code, seq, event)
    SELECT room.code, e.ord::integer - 1, e.value
    FROM room CROSS JOIN LATERAL jsonb_array_elements($11::jsonb) WITH ORDINALITY AS e(value, ord)
  )
  SELECT code FROM room`;

/**
 * One statement reads whole rooms (one or many: {@link groupRead}), so that a room, its events and
 * its seats are of one snapshot.
 */
const LOAD = `
  SELECT r.code, r.game, r.version, r.setup, r.deals, r.pending, r.table_token_hash, r.notes,
    COALESCE((SELECT json_agg(e.event ORDER BY e.seq) FROM rs_events e WHERE e.code = r.code), '[]'::json) AS events,
    COALESCE((SELECT json_agg(json_build_array(s.token_hash, s.admitted) ORDER BY s.seat) FROM rs_seats s WHERE s.code = r.code), '[]'::json) AS seats,
    COALESCE((SELECT json_agg(v.token_hash ORDER BY v.token_hash) FROM rs_revoked v WHERE v.code = r.code), '[]'::json) AS revoked
  FROM rs_rooms r WHERE r.code = ANY($1::text[])`;

interface RoomRow {
  code: string;
  game: string;
  version: number;
  setup: unknown;
  deals: number | string;
  pending: RoomRecord['pending'];
  table_token_hash: string;
  notes: RoomRecord['notes'];
  events: unknown[];
  /** Per seat, `[token hash or null, admitted or null]` (null: stored before phones were admitted). */
  seats: [string | null, boolean | null][];
  revoked: string[];
}

/** Parses a json/jsonb column that a driver may hand over as text. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A time for a `timestamptz` parameter. */
const at = (ms: number) => new Date(ms).toISOString();

/**
 * A {@link RoomStore} on PostgreSQL's dialect over any {@link Sql} (a PostgreSQL server through
 * `pg`, or PGlite); creates the schema first.
 * @throws the driver's error when the database cannot be reached or the schema not made
 */
export async function createSqlStore(sql: Sql, options: StoreOptions = {}): Promise<RoomStore> {
  return storeOver(await postgresDriver(sql), options);
}

/** PostgreSQL's {@link StoreDriver} over `sql`, its schema made first (under an advisory lock). */
export async function postgresDriver(sql: Sql): Promise<StoreDriver> {
  await sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    for (const statement of SCHEMA) await tx.query(statement);
  });
  return {
    async create(room, now) {
      // One statement: the room, its seats and its events, or nothing when the code is taken
      // (a transaction would hold a connection for three round trips).
      const { rows } = await sql.query<{ code: string }>(CREATE_ROOM, [
        room.code,
        room.version,
        JSON.stringify(room.setup),
        JSON.stringify(room.pending),
        room.tableTokenHash,
        JSON.stringify(room.notes),
        at(now),
        room.deals,
        room.game,
        JSON.stringify(room.seats.map((seat) => [seat.tokenHash, seat.admitted])),
        JSON.stringify(room.events),
      ]);
      return rows.length === 1;
    },

    async read(codes) {
      const { rows } = await sql.query<RoomRow>(LOAD, [[...codes]]);
      return rows.map(recordOf);
    },

    async write(changes, now) {
      const { rows } = await sql.query<{ code: string }>(WRITE_CHANGES, [JSON.stringify(changes.map(changeRow)), at(now)]);
      return new Set(rows.map((r) => r.code));
    },

    async markFinished(code, now) {
      await sql.query('UPDATE rs_rooms SET finished_at = $2::timestamptz WHERE code = $1 AND finished_at IS NULL', [code, at(now)]);
    },

    async markUnfinished(code) {
      await sql.query('UPDATE rs_rooms SET finished_at = NULL WHERE code = $1 AND finished_at IS NOT NULL', [code]);
    },

    async countRooms() {
      const { rows } = await sql.query<{ n: number | string }>('SELECT count(*) AS n FROM rs_rooms');
      return Number(rows[0]?.n ?? 0);
    },

    async openRooms(codes) {
      const { rows } = await sql.query<{ code: string; updated_at: Date | string }>(
        'SELECT code, updated_at FROM rs_rooms WHERE code = ANY($1::text[]) AND finished_at IS NULL',
        [codes],
      );
      return rows.map((r) => ({ code: r.code, updatedAt: new Date(r.updated_at).getTime() }));
    },

    async deleteExpired({ finishedBefore, idleBefore, batch }) {
      const { rows } = await sql.query<{ code: string; finished: boolean }>(
        `DELETE FROM rs_rooms WHERE code IN (
           SELECT code FROM rs_rooms
           WHERE (finished_at IS NOT NULL AND finished_at < $1::timestamptz) OR (finished_at IS NULL AND updated_at < $2::timestamptz)
           LIMIT $3)
         RETURNING code, finished_at IS NOT NULL AS finished`,
        [at(finishedBefore), at(idleBefore), batch],
      );
      return rows.map((r) => ({ code: r.code, finished: Boolean(r.finished) }));
    },

    close: () => sql.close(),
  };
}

/**
 * Every room of a PostgreSQL-dialect database (PGlite's data directory of an earlier version), with
 * its dates, `batch` rooms per statement, in code order (server/sqlite-store.ts `migratePGlite`).
 */
export async function* exportRooms(sql: Sql, batch = GROUP_READ_MAX): AsyncGenerator<DatedRoom[]> {
  for (let after = ''; ; ) {
    const { rows } = await sql.query<{ code: string; created_at: Date | string; updated_at: Date | string; finished_at: Date | string | null }>(
      'SELECT code, created_at, updated_at, finished_at FROM rs_rooms WHERE code > $1 ORDER BY code LIMIT $2',
      [after, batch],
    );
    if (rows.length === 0) return;
    const { rows: rooms } = await sql.query<RoomRow>(LOAD, [rows.map((r) => r.code)]);
    const byCode = new Map(rooms.map((r) => [r.code, recordOf(r)]));
    yield rows.flatMap((r) => {
      const room = byCode.get(r.code);
      const ms = (value: Date | string) => new Date(value).getTime();
      return room ? [{ room, createdAt: ms(r.created_at), updatedAt: ms(r.updated_at), finishedAt: r.finished_at === null ? null : ms(r.finished_at) }] : [];
    });
    after = rows[rows.length - 1]!.code;
  }
}

/** A stored room's row as a record. As stored: a room of an earlier version is brought to today's shapes by server/room.ts `upgradeRoom`. */
function recordOf(row: RoomRow): RoomRecord {
  return {
    code: row.code,
    game: row.game,
    version: Number(row.version),
    setup: json<unknown>(row.setup),
    deals: Number(row.deals),
    events: json<unknown[]>(row.events),
    pending: json<RoomRecord['pending']>(row.pending),
    tableTokenHash: row.table_token_hash,
    seats: json<RoomRow['seats']>(row.seats).map(([tokenHash, admitted]) => ({ tokenHash, admitted: admitted ?? tokenHash !== null })),
    revoked: json<string[]>(row.revoked),
    notes: json<RoomRecord['notes']>(row.notes),
  };
}

/** Rooms' rows, their new events, their seats' new tokens and their revoked tokens, in one statement for many rooms (see {@link groupCommit}). */
const WRITE_CHANGES = `
  WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(
      code text, prev integer, version integer, deals integer,
      set_pending boolean, pending jsonb, set_notes boolean, notes jsonb, set_setup boolean, setup jsonb,
      first_seq integer, events jsonb, seats jsonb, revoked jsonb)
  ), upd AS (
    UPDATE rs_rooms r SET version = i.version, updated_at = $2::timestamptz, deals = i.deals,
      pending = CASE WHEN i.set_pending THEN i.pending ELSE r.pending END,
      notes = CASE WHEN i.set_notes THEN i.notes ELSE r.notes END,
      setup = CASE WHEN i.set_setup THEN i.setup ELSE r.setup END
    FROM input i WHERE r.code = i.code AND r.version = i.prev
    RETURNING r.code
  ), ins AS (
    INSERT INTO rs_events (code, seq, event)
    SELECT i.code, i.first_seq + e.ord::integer - 1, e.value
    FROM input i JOIN upd ON upd.code = i.code
    CROSS JOIN LATERAL jsonb_array_elements(i.events) WITH ORDINALITY AS e(value, ord)
  ), seats AS (
    UPDATE rs_seats s SET token_hash = c.token_hash, admitted = c.admitted
    FROM input i JOIN upd ON upd.code = i.code
    CROSS JOIN LATERAL jsonb_to_recordset(i.seats) AS c(seat integer, token_hash text, admitted boolean)
    WHERE s.code = i.code AND s.seat = c.seat
  ), revoked AS (
    INSERT INTO rs_revoked (code, token_hash)
    SELECT i.code, r.value FROM input i JOIN upd ON upd.code = i.code
    CROSS JOIN LATERAL jsonb_array_elements_text(i.revoked) AS r(value)
    ON CONFLICT DO NOTHING
  )
  SELECT code FROM upd`;

/** A change as a row of {@link WRITE_CHANGES}'s input: what differs from `previous`. */
const changeRow = ({ previous, next }: RoomChange) => ({
  code: next.code,
  prev: previous.version,
  version: next.version,
  deals: next.deals,
  set_pending: previous.pending !== next.pending,
  pending: previous.pending !== next.pending ? (next.pending ?? null) : null,
  set_notes: previous.notes !== next.notes,
  notes: previous.notes !== next.notes ? next.notes : null,
  set_setup: previous.setup !== next.setup,
  setup: previous.setup !== next.setup ? next.setup : null,
  first_seq: previous.events.length,
  events: next.events.slice(previous.events.length),
  seats: next.seats.flatMap((seat, i) =>
    previous.seats[i]?.tokenHash === seat.tokenHash && previous.seats[i]?.admitted === seat.admitted
      ? []
      : [{ seat: i, token_hash: seat.tokenHash, admitted: seat.admitted }],
  ),
  revoked: next.revoked.filter((hash) => !previous.revoked.includes(hash)),
});

/**
 * The worker's file: beside this module, TypeScript when this runs from the sources (tsx), the
 * bundle's JavaScript when it runs from `dist-server/` (`npm start`, scripts/build-server.mjs).
 */
const PGLITE_WORKER = () => new URL(import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url);

/** Creates the database in the new data directory `path` in a worker thread that then ends (server/pglite-worker.ts `init`). */
async function initDataDir(path: string): Promise<void> {
  const worker = new Worker(PGLITE_WORKER(), { workerData: { path, init: true } });
  try {
    const reply = await new Promise<WorkerReply>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database thread ended (exit code ${code})`)));
    });
    if (!reply.ok) throw Object.assign(new Error(reply.message), reply.code ? { code: reply.code } : {});
  } finally {
    await worker.terminate();
  }
}

/**
 * PGlite as a {@link Sql}: embedded PostgreSQL in WebAssembly, on a thread of its own
 * (server/pglite-worker.ts: the database off the event-loop thread, so that its
 * work runs beside the sockets' on another core). Statements run one at a time in the order sent;
 * a transaction holds the database until it ends (other statements wait for it). The worker keeps
 * the process alive only while a statement is under way.
 * @param dataDir a directory to keep rooms across restarts, created with every missing parent and
 *   made private to this user (folders 0700, files 0600: server/data-dir.ts); left out, memory
 * @param tuning PGlite's WebAssembly memory at the start (bytes) and PostgreSQL settings
 *   (`shared_buffers=8MB`…): the bench's candidates (scripts/bench-store.ts)
 * @throws {DataDirError} when the directory cannot be created, made private or written to; the
 *   database's error when it cannot be opened
 */
export async function openPGlite(dataDir?: string, tuning?: { initialMemory?: number; settings?: string[] }): Promise<Sql> {
  const path = dataDir === undefined ? undefined : prepareDataDir(dataDir);
  // A new directory: PostgreSQL's initdb first, in a worker of its own that ends after it, so that
  // the memory initdb took is given back (the serving worker opens a made database: about 190 MB
  // resident instead of 460 MB).
  if (path && !existsSync(join(path, 'PG_VERSION'))) await initDataDir(path);
  const worker = new Worker(PGLITE_WORKER(), { workerData: { path, tuning } });
  const waiting = new Map<number, { resolve: (value: WorkerReply) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failed: Error | null = null;
  const settle = () => {
    // Alive while a statement is under way, not after (a store left open must not hold the process).
    if (waiting.size === 0) worker.unref();
    else worker.ref();
  };
  const fail = (error: Error) => {
    failed = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    settle();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread ended (exit code ${code})`)));
  worker.on('message', (reply: WorkerReply) => {
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    settle();
    call.resolve(reply);
  });
  const call = (id: number, message?: object): Promise<WorkerReply> =>
    new Promise<WorkerReply>((resolve, reject) => {
      if (failed) return reject(failed);
      waiting.set(id, { resolve, reject });
      settle();
      if (message) worker.postMessage({ id, ...message });
    }).then((reply) => {
      if (!reply.ok) throw Object.assign(new Error(reply.message), reply.code ? { code: reply.code } : {});
      return reply;
    });
  try {
    await call(0);
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  // The files PGlite has just made got the process umask: private now (the server's umask keeps
  // later ones private, server/main.ts).
  if (path) makePrivate(path);

  const run = async <R>(text: string, params: unknown[] = []) => {
    const reply = await call(nextId++, { op: 'query', text, params });
    const rows = (reply.rows ?? []) as R[];
    return { rows, rowCount: reply.affectedRows ?? rows.length };
  };
  // One statement at a time, a transaction's statements together.
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const result = turn.then(fn, fn);
    turn = result.catch(() => {});
    return result;
  };
  return {
    query: (text, params) => exclusive(() => run(text, params)),
    transaction: (fn) =>
      exclusive(async () => {
        await run('BEGIN');
        try {
          const result = await fn({ query: run });
          await run('COMMIT');
          return result;
        } catch (error) {
          await run('ROLLBACK').catch(() => {});
          throw error;
        }
      }),
    close: () =>
      exclusive(async () => {
        if (!failed) await call(nextId++, { op: 'close' }).catch(() => {});
        await worker.terminate();
      }),
  };
}

/** A reply of the database thread (server/pglite-worker.ts). */
interface WorkerReply {
  id: number;
  ok: boolean;
  rows?: unknown[];
  affectedRows?: number;
  message?: string;
  code?: string | null;
}

const statementNames = new Map<string, string>();
/** A prepared statement's name for the SQL `text` (the same text, the same name, on every connection). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `rs_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A real PostgreSQL server as a {@link Sql}, through a `pg` pool.
 * @param connectionString for example `postgres://user:pass@host:5432/db` (`DATABASE_URL`)
 */
export async function openPostgres(connectionString: string): Promise<Sql> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client's error (the server restarting) must not crash the process.
  pool.on('error', () => {});
  type Query = { name?: string; text: string; values?: unknown[] };
  const wrap = (q: { query: (query: Query) => Promise<{ rows: unknown[]; rowCount: number | null }> }) => ({
    async query<R>(text: string, params: unknown[] = []) {
      // A statement with parameters is a named prepared statement: each connection parses and
      // plans it once, not at every call (the group commit's statement is a
      // large CTE, and in a cluster each process writes smaller batches, so more statements).
      // The store's texts are constants: a connection holds a dozen at most.
      const result = await q.query(params.length > 0 ? { name: statementName(text), text, values: params } : { text });
      return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
    },
  });
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Every room of the PGlite data directory `dir` (an earlier version's embedded store), with its
 * dates, its schema first brought to the last PGlite version's; PGlite runs in a worker thread that
 * ends before this resolves (server/sqlite-store.ts `migratePGlite` moves them into SQLite).
 */
export async function readPGlite(dir: string): Promise<DatedRoom[]> {
  const sql = await openPGlite(dir);
  const rooms: DatedRoom[] = [];
  try {
    await postgresDriver(sql);
    for await (const batch of exportRooms(sql)) rooms.push(...batch);
  } finally {
    await sql.close();
  }
  return rooms;
}

/**
 * The store the environment asks for: PostgreSQL through `pg` when `DATABASE_URL` is set, else the
 * embedded SQLite (server/sqlite-store.ts) in `dataDir/rooms.sqlite` (a PGlite data directory of an
 * earlier version moved into it first), or in memory when `dataDir` is left out.
 * @param options.log lines for the host (a moved PGlite data directory)
 */
export async function openRoomStore(options: { databaseUrl?: string; dataDir?: string; log?: (line: string) => void } & StoreOptions = {}): Promise<RoomStore> {
  const storeOptions = options.now ? { now: options.now } : {};
  if (!options.databaseUrl) {
    return openSqliteStore({ ...storeOptions, ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}), ...(options.log ? { log: options.log } : {}), readPGlite });
  }
  const sql = await openPostgres(options.databaseUrl);
  try {
    return await createSqlStore(sql, storeOptions);
  } catch (error) {
    await sql.close().catch(() => {});
    throw error;
  }
}
