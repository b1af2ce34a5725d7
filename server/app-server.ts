/**
 * The app and the room server in one Node process on one port: the built app (`dist/`) as static
 * files (precompressed, cached, with the security headers of server/headers.ts on every
 * response), socket.io on the same `http.Server` (`server/room-server.ts`). Used by `server/main.ts`
 * (`npm start`, `npm run server`) and by the browser test of personal devices
 * (`test/server/room-ui.test.ts`), so both run the same code.
 */
import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { securityHeaders, staticFiles } from './headers.ts';
import { createRoomServer, type RoomServer, type RoomServerOptions } from './room-server.ts';
import { admitNearbyOnly } from './nearby.ts';

/** Options of {@link startAppServer}. */
export interface AppServerOptions extends Omit<RoomServerOptions, 'httpServer' | 'publicUrl' | 'clientAddress' | 'allowedOrigins'> {
  /** The port to listen on; 0 for any free port. */
  port: number;
  /** The address to listen on: `localhost`, `127.0.0.1`, or `0.0.0.0` (or `''`) for every interface. */
  host: string;
  /**
   * When given, only clients whose address this accepts are served; the others get a `403`
   * before the app or the room server sees their request (server/nearby.ts: `npm start` without
   * `HOST` lets in the devices of this machine's network only).
   */
  admit?: (address: string | undefined) => boolean;
  /** The built app to serve (`dist/`); when it does not exist only the room server answers. */
  staticDir: string;
  /**
   * The address phones open, without a trailing slash (`PUBLIC_URL`). Default: the first LAN
   * address when listening on every interface, else `http://HOST:PORT` (see {@link defaultPublicUrl}).
   */
  publicUrl?: string;
  /**
   * Behind a reverse proxy (TLS termination): take the client's address for the rate limits from
   * the first entry of `X-Forwarded-For`. Only set this when a proxy you run sets that header.
   */
  trustProxy?: boolean;
  /**
   * Origins whose pages may use the room server besides `publicUrl`'s and this server's own
   * addresses (`ALLOWED_ORIGINS`; server/origin.ts).
   */
  allowedOrigins?: readonly string[];
}

/** A running app server. */
export interface AppServer {
  httpServer: HttpServer;
  room: RoomServer;
  /** The port it listens on (the real one when 0 was asked). */
  port: number;
  /** The address phones open (join links and QR codes use it). */
  publicUrl: string;
  /** The addresses to print: where this machine's browsers and the phones can open the app. */
  addresses: string[];
  /** Whether `staticDir` existed (else only the room server answers). */
  servesApp: boolean;
  /** Closes socket.io and the http server (not the store: its owner closes it). */
  close(): Promise<void>;
}

/** The IPv4 addresses of this machine's network interfaces, loopback left out. */
export function lanAddresses(): string[] {
  const found: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const info of list ?? []) if (info.family === 'IPv4' && !info.internal) found.push(info.address);
  }
  return found;
}

/** Whether `host` means "every interface" (`0.0.0.0`, `::`). */
export function isAnyHost(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '';
}

/**
 * The address phones open when `PUBLIC_URL` is not set: with `HOST=0.0.0.0`, the first LAN
 * address (a QR code of `http://0.0.0.0:4173` would lead nowhere); else `http://HOST:PORT`.
 */
export function defaultPublicUrl(host: string, port: number, lan: readonly string[] = lanAddresses()): string {
  if (isAnyHost(host)) return `http://${lan[0] ?? 'localhost'}:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** The client's address for the rate limits: the proxy's `X-Forwarded-For` first entry, or the socket's. */
function forwardedFor(request: IncomingMessage, fallback: string): string {
  const header = request.headers['x-forwarded-for'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first || fallback;
}

/**
 * The accept queue asked of the kernel: after a restart every phone and table
 * reconnects within seconds, and while an event-loop turn is long the connections wait in this
 * queue; Node's default (511) overflowed in the load benchmark (connections timed out). Linux caps
 * it at `net.core.somaxconn` (4096 on current kernels; raise both together on a busy server).
 */
export const LISTEN_BACKLOG = 4_096;

/**
 * Serves `staticDir` and the room server on one port and starts listening.
 * Precompressed files (Brotli, gzip) when the client takes them; hashed assets (`/assets/…`) are
 * cached for a year; everything else (the page, the service worker, the manifest) is revalidated,
 * so an update reaches the app; no source map is served; every response carries the security
 * headers (server/headers.ts).
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const { port, host, staticDir, trustProxy, publicUrl: givenUrl, allowedOrigins = [], admit, ...roomOptions } = options;
  const servesApp = existsSync(staticDir);
  const serveStatic = servesApp ? staticFiles(staticDir, roomOptions.log) : null;
  const httpServer = createServer((req, res) => {
    const notFound = () => {
      res.statusCode = 404;
      res.end('Not found');
    };
    if (serveStatic) serveStatic(req, res, notFound);
    else notFound();
  });

  // The join URL needs the real port, known only once listening: the room server reads it late.
  let publicUrl = givenUrl?.replace(/\/+$/, '') ?? '';
  const room = createRoomServer({
    ...roomOptions,
    httpServer,
    publicUrl: () => publicUrl,
    allowedOrigins,
    ...(trustProxy ? { clientAddress: (socket) => forwardedFor(socket.request, socket.handshake.address) } : {}),
  });
  // First of all the listeners (socket.io put its own in front of the app's): every response.
  httpServer.prependListener('request', securityHeaders());

  if (admit) admitNearbyOnly(httpServer, admit, roomOptions.log);
  httpServer.listen({ port, ...(host ? { host } : {}), backlog: LISTEN_BACKLOG });
  await Promise.race([
    once(httpServer, 'listening'),
    once(httpServer, 'error').then(([error]) => {
      throw error;
    }),
  ]);
  const actual = (httpServer.address() as AddressInfo).port;
  if (!publicUrl) publicUrl = defaultPublicUrl(host, actual);
  const addresses = isAnyHost(host)
    ? [`http://localhost:${actual}/`, ...lanAddresses().map((a) => `http://${a}:${actual}/`)]
    : [`${defaultPublicUrl(host, actual)}/`];
  return {
    httpServer,
    room,
    port: actual,
    publicUrl,
    addresses,
    servesApp,
    close: () => room.close(),
  };
}
