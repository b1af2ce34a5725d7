/**
 * Runs the built app (`dist/`) and the room server in one process on one port:
 *
 *   npm run build && node --import tsx server/main.ts
 *
 * Environment:
 * - `PORT` (default 4173) and `HOST` (default `localhost`; `0.0.0.0` to let phones on the same
 *   network in);
 * - `PUBLIC_URL`: the address phones open, for the join URL and its QR code (default
 *   `http://HOST:PORT`);
 * - `DATA_DIR`: PGlite's data directory (default `.data/rooms`); `DATABASE_URL`: a PostgreSQL
 *   server instead (then `DATA_DIR` is not used);
 * - `REDIS_URL`: share rooms' broadcasts with other processes through the socket.io Redis Streams
 *   adapter (needs `DATABASE_URL` too; see docs/scaling.md);
 * - `STATIC_DIR`: what to serve (default `dist`).
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import sirv from 'sirv';
import { createRoomServer } from './room-server.ts';
import { openRoomStore } from './store.ts';

const port = Number(process.env.PORT || 4173);
const host = process.env.HOST || 'localhost';
const staticDir = resolve(process.env.STATIC_DIR || 'dist');
const databaseUrl = process.env.DATABASE_URL || undefined;
const redisUrl = process.env.REDIS_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR || '.data/rooms');

if (redisUrl && !databaseUrl) {
  console.error('REDIS_URL needs DATABASE_URL: processes share rooms through PostgreSQL (docs/scaling.md).');
  process.exit(1);
}
if (!existsSync(staticDir)) console.warn(`${staticDir} does not exist: run "npm run build" first; only the room server answers.`);

// The app's files: hashed assets are immutable; the rest (index.html, the service worker) is revalidated.
const serveStatic = existsSync(staticDir)
  ? sirv(staticDir, {
      etag: true,
      gzip: false,
      setHeaders: (res, pathname) => {
        if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    })
  : null;
const httpServer = createServer((req, res) => {
  const notFound = () => {
    res.statusCode = 404;
    res.end('Not found');
  };
  if (serveStatic) serveStatic(req, res, notFound);
  else notFound();
});

const store = await openRoomStore(databaseUrl ? { databaseUrl } : { dataDir });

let adapter;
let redis: { quit(): Promise<unknown> } | undefined;
if (redisUrl) {
  const { createClient } = await import('redis');
  const { createAdapter } = await import('@socket.io/redis-streams-adapter');
  const client = createClient({ url: redisUrl });
  client.on('error', (error: Error) => console.error(`redis: ${error.message}`));
  await client.connect();
  redis = client;
  adapter = createAdapter(client);
}

const server = createRoomServer({
  httpServer,
  store,
  publicUrl: process.env.PUBLIC_URL || `http://${host}:${port}`,
  log: (line) => console.log(line),
  ...(adapter ? { adapter } : {}),
});

httpServer.listen(port, host, () => {
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  console.log(`The Resistance companion and its room server: http://${host}:${port}/ (rooms in ${where}${redisUrl ? ', Redis adapter' : ''}; Ctrl+C stops it)`);
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      await server.close().catch(() => {});
      await store.close().catch(() => {});
      await redis?.quit().catch(() => {});
      process.exit(0);
    })();
  });
}
