/**
 * The embedded store's candidates as a bench child opens them (`BENCH_STORE`, scripts/bench-rooms.ts
 * `serve`; compared by scripts/bench-store.ts). Apart from bench-store.ts so that the child imports
 * nothing of the bench's clients.
 */
import { createRequire } from 'node:module';
import type { RoomStore } from '../server/store.ts';
import type { SqliteDatabase } from '../server/sqlite-store.ts';

/**
 * PGlite at its smallest here: its WebAssembly module declares 128 MiB (2,048 pages) as its least
 * initial memory (less fails to instantiate: "memory import has 512 pages which is smaller than the
 * declared initial of 2048"), so only PostgreSQL's own sizes are cut: 8 MB of shared buffers
 * (PGlite's default 128 MB), a small WAL buffer, work and maintenance memory.
 */
export const PGLITE_TUNED = { settings: ['shared_buffers=8MB', 'wal_buffers=256kB', 'work_mem=1MB', 'maintenance_work_mem=4MB', 'temp_buffers=1MB'] };

export type Candidate = 'sqlite' | 'better-sqlite3' | 'pglite' | 'pglite-tuned';
export const CANDIDATES: Candidate[] = ['sqlite', 'better-sqlite3', 'pglite', 'pglite-tuned'];

/** Whether better-sqlite3 can be loaded here (it is not a dependency of the project). */
export function hasBetterSqlite(): boolean {
  try {
    createRequire(import.meta.url)('better-sqlite3');
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the store a bench child was asked for (`BENCH_STORE`, scripts/bench-rooms.ts `serve`):
 * PostgreSQL when `databaseUrl` is given, else the candidate on `dataDir` (in memory without one).
 */
export async function openBenchStore(candidate: string | undefined, where: { databaseUrl?: string; dataDir?: string }): Promise<RoomStore> {
  const { openRoomStore, createSqlStore, openPGlite } = await import('../server/store.ts');
  if (where.databaseUrl || !candidate || candidate === 'sqlite') return openRoomStore(where.databaseUrl ? { databaseUrl: where.databaseUrl } : where.dataDir ? { dataDir: where.dataDir } : {});
  if (candidate === 'better-sqlite3') {
    const { openSqliteStore } = await import('../server/sqlite-store.ts');
    const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => SqliteDatabase;
    return openSqliteStore({ ...(where.dataDir ? { dataDir: where.dataDir } : {}), open: (file) => new Database(file) });
  }
  if (candidate === 'pglite' || candidate === 'pglite-tuned') {
    return createSqlStore(await openPGlite(where.dataDir, candidate === 'pglite-tuned' ? PGLITE_TUNED : undefined));
  }
  throw new Error(`BENCH_STORE must be one of ${CANDIDATES.join(', ')}, not "${candidate}"`);
}


