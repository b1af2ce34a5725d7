/**
 * The embedded database's own thread (the database off the event-loop thread).
 * A worker thread (server/store.ts `openPGlite` starts it) that opens PGlite on the data directory
 * it is given (or in memory) and runs the statements the main thread sends, one message each:
 * `{ id, op: 'query', text, params }` → `{ id, ok: true, rows, affectedRows }`, `{ id, op: 'close' }`;
 * a failure comes back as `{ id, ok: false, message, code }` (PostgreSQL's error code when it has
 * one). The main thread keeps the order and the transactions (one statement at a time).
 *
 * With `init: true` it only creates the database in a new data directory (PostgreSQL's initdb)
 * and closes it: the main thread runs that in a worker of its own and ends it, so that the memory
 * initdb takes (about 300 MB of WebAssembly memory, kept by a worker while it lives) is given back
 * before the worker that serves the rooms opens the directory (resident size).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

interface Request {
  id: number;
  op: 'query' | 'close';
  text?: string;
  params?: unknown[];
}

const port = parentPort;
if (!port) throw new Error('server/pglite-worker.ts runs as a worker thread (server/store.ts openPGlite)');
const { path, init, tuning } = (workerData as { path?: string; init?: boolean; tuning?: PGliteTuning } | null) ?? {};

/** Sizes given to PGlite (server/store.ts `openPGlite`): its WebAssembly memory at the start, PostgreSQL settings. */
interface PGliteTuning {
  /** Bytes of WebAssembly memory at the start (PGlite's default: 128 MiB). */
  initialMemory?: number;
  /** PostgreSQL settings (`name=value`) added to PGlite's own start parameters, such as `shared_buffers=8MB`. */
  settings?: string[];
}

try {
  const options = {
    ...(tuning?.initialMemory ? { initialMemory: tuning.initialMemory } : {}),
    ...(tuning?.settings?.length ? { startParams: [...PGlite.defaultStartParams, ...tuning.settings.flatMap((s) => ['-c', s])] } : {}),
  };
  const db = path ? await PGlite.create(path, options) : await PGlite.create(options);
  if (init) await db.close();
  port.postMessage({ id: 0, ok: true });
  // An initdb worker is done (its thread is ended by the main thread); a serving one answers statements.
  if (!init) port.on('message', (request: Request) => {
    void (async () => {
      try {
        if (request.op === 'close') {
          await db.close();
          port.postMessage({ id: request.id, ok: true });
          return;
        }
        const result = await db.query(request.text ?? '', request.params ?? []);
        port.postMessage({ id: request.id, ok: true, rows: result.rows, affectedRows: result.affectedRows });
      } catch (error) {
        const e = error as { message?: string; code?: string };
        port.postMessage({ id: request.id, ok: false, message: e?.message ?? 'the database failed', code: e?.code ?? null });
      }
    })();
  });
} catch (error) {
  const e = error as { message?: string; code?: string };
  port.postMessage({ id: 0, ok: false, message: e?.message ?? 'the database could not be opened', code: e?.code ?? null });
}
