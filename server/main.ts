/**
 * Runs the built app (`dist/`) and the room server in one process on one port
 * (server/app-server.ts). `npm start` builds first and then runs this in the same process
 * (scripts/start.mjs); `npm run server` runs it alone.
 *
 * Environment:
 * - `PORT` (default 4173) and `HOST`: with no `HOST` the server listens on every interface but
 *   answers only this machine and the devices of its own network (loopback, private and link-local
 *   addresses, this machine's subnets: server/nearby.ts), so phones at the table can join and no
 *   one on the internet can; `HOST=localhost` answers this machine only; `HOST=0.0.0.0` (or any
 *   other address) answers everyone who can reach it;
 * - `PUBLIC_URL`: the address phones open, for the join URL and its QR code (default: the first
 *   LAN address when listening on every interface, else `http://HOST:PORT`); set it to the HTTPS address when a
 *   reverse proxy terminates TLS in front of this server (docs/hosting.md, "Online play, behind TLS");
 * - `TRUST_PROXY=1`: behind such a proxy, rate-limit by the client address of `X-Forwarded-For`;
 * - `DATA_DIR`: the rooms' folder (default `.data/rooms`; SQLite's file `rooms.sqlite` in it, a PGlite
 *   directory of an earlier version moved in at the first start), created with its parents and kept
 *   private to this user (server/data-dir.ts); `DATABASE_URL`: a PostgreSQL server instead (then
 *   `DATA_DIR` is not used);
 * - `REDIS_URL`: share rooms' broadcasts with other processes through socket.io's sharded Redis
 *   adapter, and count the join and creation limits there for every process together (Redis 7 or
 *   later; needs `DATABASE_URL` too; see docs/scaling.md);
 * - `STATIC_DIR`: what to serve (default `dist`);
 * - `ALLOWED_ORIGINS`: origins (comma- or space-separated) whose pages may use the room server
 *   besides `PUBLIC_URL` and this server's own addresses (server/origin.ts);
 * - `ROOM_RETENTION_HOURS` (default 24): how long a finished room is kept; `ROOM_IDLE_HOURS`
 *   (default 72): how long a room is kept after its last change (server/expiry.ts);
 * - `MAX_ROOMS` (default 5000) and `MAX_ROOMS_PER_ADDRESS` (default 20): the caps on rooms in all
 *   and on open rooms created from one address (server/limits.ts).
 * A value that cannot be used stops the server with one line naming the variable.
 */
import { resolve } from 'node:path';
import { isAnyHost, startAppServer } from './app-server.ts';
import { nearbyTest } from './nearby.ts';
import { openRoomStore } from './store.ts';
import type { LimiterStore } from './limiter-store.ts';
import { DataDirError, privateUmask } from './data-dir.ts';
import { expiryFromEnv } from './expiry.ts';
import { ROOM_CAPS } from './limits.ts';
import { parseOrigins } from './origin.ts';
// The composition root: the only file of server/ that names the games (src/games/room-games.ts).
import { ROOM_GAMES } from '../src/games/room-games.ts';

// Every file this server makes (the rooms' database: dealt roles, sealed votes, token hashes) is its
// user's alone, whatever umask it was started with.
privateUmask();

const port = Number(process.env.PORT || 4173);
// No HOST: every interface, the devices nearby only (server/nearby.ts).
const host = process.env.HOST?.trim() ?? '';
const nearbyOnly = host === '';
const staticDir = resolve(process.env.STATIC_DIR || 'dist');
const databaseUrl = process.env.DATABASE_URL || undefined;
const redisUrl = process.env.REDIS_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR || '.data/rooms');
const publicUrl = process.env.PUBLIC_URL || undefined;
const trustProxy = /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? '');

if (redisUrl && !databaseUrl) {
  console.error('REDIS_URL needs DATABASE_URL: processes share rooms through PostgreSQL (docs/scaling.md).');
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(1);
}

/** A whole number of at least 1 from the environment, or `fallback`; stops with one line otherwise. */
function countFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number of at least 1 (for example ${name}=${fallback}), not "${raw.slice(0, 20)}".`);
    process.exit(1);
  }
  return value;
}
let expiry;
let allowedOrigins: string[];
try {
  expiry = expiryFromEnv(process.env);
  allowedOrigins = parseOrigins(process.env.ALLOWED_ORIGINS ?? '');
} catch (error) {
  console.error(error instanceof RangeError && error.message.startsWith('"') ? `ALLOWED_ORIGINS: ${error.message}.` : (error as Error).message);
  process.exit(1);
}
if (publicUrl && !/^https?:\/\/[^/]+/i.test(publicUrl)) {
  console.error(`PUBLIC_URL must be an http:// or https:// address such as https://resistance.example.org, not "${publicUrl.slice(0, 60)}".`);
  process.exit(1);
}
const roomCaps = { total: countFromEnv('MAX_ROOMS', ROOM_CAPS.total), perAddress: countFromEnv('MAX_ROOMS_PER_ADDRESS', ROOM_CAPS.perAddress) };

let store;
try {
  store = await openRoomStore(databaseUrl ? { databaseUrl } : { dataDir, log: (line) => console.log(line) });
} catch (error) {
  if (error instanceof DataDirError) {
    console.error(error.message);
  } else {
    const where = databaseUrl ? 'the PostgreSQL server of DATABASE_URL' : `the rooms in ${dataDir}`;
    console.error(`The server could not open ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
}

let adapter;
let redis: { quit(): Promise<unknown> } | undefined;
/** In a cluster the join and creation limits count in Redis, for every process together (server/limiter-store.ts). */
let limiterStore: LimiterStore | undefined;
if (redisUrl) {
  // socket.io's sharded Redis adapter, one channel per socket.io room (server/cluster-adapter.ts).
  const { clusterAdapter } = await import('./cluster-adapter.ts');
  try {
    const cluster = await clusterAdapter(redisUrl, (error) => console.error(`redis: ${error.message}`));
    adapter = cluster.adapter;
    limiterStore = { kind: 'redis', client: cluster.client };
    redis = { quit: () => cluster.close() };
  } catch (error) {
    console.error(`The server could not reach the Redis server of REDIS_URL: ${error instanceof Error ? error.message : String(error)}`);
    await store.close().catch(() => {});
    process.exit(1);
  }
}

let server;
try {
  server = await startAppServer({
    port,
    host,
    staticDir,
    store,
    games: ROOM_GAMES,
    trustProxy,
    expiry,
    roomCaps,
    allowedOrigins,
    log: (line) => console.log(line),
    ...(nearbyOnly ? { admit: nearbyTest() } : {}),
    ...(publicUrl ? { publicUrl } : {}),
    ...(adapter ? { adapter } : {}),
    ...(limiterStore ? { limiterStore } : {}),
  });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is in use: stop what runs there, or choose another port (PORT=8080 npm start).`
      : `The server could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  await store.close().catch(() => {});
  await redis?.quit().catch(() => {});
  process.exit(1);
}

if (!server.servesApp) console.warn(`${staticDir} does not exist: run "npm run build" first; only the room server answers.`);
const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${dataDir}`;
console.log(`The Resistance companion is running (rooms kept in ${where}${redisUrl ? ', Redis adapter' : ''}; Ctrl+C stops it).`);
console.log(`  On this computer:          ${server.addresses[0]}`);
const lan = isAnyHost(host) ? server.addresses.slice(1) : [];
if (lan.length > 0) console.log(`  Phones on the same Wi-Fi:  ${lan.join('  ')}`);
if (publicUrl) console.log(`  Join links and QR codes:   ${server.publicUrl}/`);
const loopback = /^(localhost|127\.|\[?::1\]?$)/.test(host);
console.log(
  nearbyOnly
    ? lan.length > 0
      ? 'It answers this computer and devices on its network only (HOST=0.0.0.0 npm start lets every address in).'
      : 'No network address found: phones cannot reach this computer until it is on the Wi-Fi.'
    : loopback
      ? publicUrl
        ? 'It answers this computer only: the phones reach it through the address of PUBLIC_URL.'
        : 'Only this computer can open it (HOST=localhost): start with plain "npm start" to let phones on the same Wi-Fi join.'
      : 'It answers every device that can reach it (plain npm start answers this computer and its network only).',
);
console.log('Next: open the first address, then "New game" to play on this device, or "Play with personal devices" for a room the phones join.');

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
