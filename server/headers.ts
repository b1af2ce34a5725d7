/**
 * What every HTTP response of the app server carries, and how the built app's
 * files are served.
 *
 * Headers, through helmet (every response: the app's files, 404s, socket.io's own answers):
 * - `Content-Security-Policy`: {@link CONTENT_SECURITY_POLICY}: scripts, styles, workers,
 *   connections and the manifest from this origin only, no inline script, no `eval`, images from
 *   this origin or `data:` (the QR codes), no plugins, no `<base>`, forms to this origin only, and
 *   no framing (`frame-ancestors 'none'`). The app passes it with no exception: Lit adopts
 *   constructed stylesheets, which `style-src 'self'` does not govern, and sets styles through the
 *   CSSOM (docs/scaling.md, "Headers");
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer` (a room page's address
 *   holds its join code), `X-Frame-Options: DENY` (older browsers), `Cross-Origin-Opener-Policy`
 *   and `Cross-Origin-Resource-Policy: same-origin`, `Origin-Agent-Cluster`, helmet's other
 *   defaults; no `Strict-Transport-Security`: that belongs to the TLS proxy in front;
 * - `Permissions-Policy`: {@link PERMISSIONS_POLICY}: the camera (scanning a sealed code) and Web
 *   Share (a game record) for this origin, the other powerful features for nobody.
 *
 * Files ({@link staticFiles}): sirv with the Brotli and gzip siblings the build made
 * (vite-plugin-compression2, vite.config.ts), chosen by `Accept-Encoding`; hashed files under
 * `/assets/` are cached for a year (`immutable`), everything else (the page, `sw.js`, the
 * manifest, the icons) is revalidated every time (`no-cache`, with an ETag) so that an update
 * reaches the app; source maps (`*.map`) are never served, under any spelling of their path; a file
 * that cannot be read is a 404 or a 500 for its request alone.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import helmet from 'helmet';
import sirv from 'sirv';

/** The Content-Security-Policy, directive by directive. */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The Permissions-Policy: what the app uses for itself, and powerful features it never uses. */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=()';

/** How long a hashed file may be cached: a year, never revalidated (its name changes with its content). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A listener that sets the security headers on a response, for `httpServer.prependListener('request', …)`
 * so that every response, whoever writes it, carries them.
 */
export function securityHeaders(): (request: IncomingMessage, response: ServerResponse) => void {
  const directives = Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]]));
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  return (request, response) => {
    apply(request, response, () => {});
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  };
}

/** A source map, or its precompressed sibling: never served, whatever path led to it. */
const SOURCE_MAP = /\.map(?:\.br|\.gz)?$/i;

/** A file sirv pipes (an `fs.ReadStream`: its `path` is the file served). */
type FileStream = Readable & { path?: string | Buffer };

/**
 * Serves a built app's folder: precompressed siblings, cache headers, no source maps (see the
 * module comment).
 *
 * No request can end the process: sirv writes a file's head and pipes an `fs.ReadStream` with no
 * error listener, so a file that went away since the start (`dist/` rebuilt under a running server)
 * or cannot be read threw an unhandled `'error'`. Here the head waits for the file's first bytes;
 * a file that cannot be opened or read answers 404 (gone) or 500 (anything else) for that request
 * alone, and a failure after the first bytes cuts that response only.
 *
 * Source maps are refused by the file that would be served, so no spelling of the path reaches
 * one (`.js.map/`, `.MAP`, `%2e`, `%2f`).
 * @param dir the built app (`dist/`)
 * @param log where a file that cannot be read is told (its path inside `dir`, nothing else)
 * @returns a handler calling `notFound` for anything it does not serve
 */
export function staticFiles(
  dir: string,
  log: (line: string) => void = () => {},
): (request: IncomingMessage, response: ServerResponse, notFound: () => void) => void {
  const serve = sirv(dir, {
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (response, pathname) => {
      response.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  return (request, response, notFound) => {
    const writeHead = response.writeHead;
    let held: unknown[] | null = null;
    let piped = false;
    // sirv answers a file with writeHead(200 | 206, headers) and a pipe in the same turn; the head is
    // held until the file gives its first bytes (or ends, when empty). Other answers pass.
    response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (args[0] !== 200 && args[0] !== 206) return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
      held = args;
      return this;
    } as ServerResponse['writeHead'];
    const release = () => {
      response.writeHead = writeHead;
      if (held) (writeHead as (...a: unknown[]) => ServerResponse).apply(response, held);
      held = null;
    };
    const refuse = (status: number, text: string) => {
      response.writeHead = writeHead;
      held = null;
      if (response.headersSent) return void response.destroy();
      for (const name of ['cache-control', 'etag', 'last-modified', 'content-encoding', 'content-length']) response.removeHeader(name);
      response.statusCode = status;
      response.setHeader('Cache-Control', 'no-store');
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end(text);
    };
    response.once('pipe', (source: FileStream) => {
      piped = true;
      if (SOURCE_MAP.test(String(source.path ?? ''))) {
        source.unpipe(response);
        source.destroy();
        return refuse(404, 'Not found');
      }
      source.prependOnceListener('data', release);
      source.prependOnceListener('end', release);
      source.once('error', (error: NodeJS.ErrnoException) => {
        source.unpipe(response);
        const gone = error.code === 'ENOENT';
        if (!gone) log(`a file of the app could not be read (${error.code ?? 'error'}): ${String(source.path ?? '').slice(dir.length)}`);
        refuse(gone ? 404 : 500, gone ? 'Not found' : 'Server error');
      });
    });
    try {
      serve(request, response, notFound);
    } finally {
      // No file piped (a 304, a 416, nothing found): nothing is held.
      if (!piped) release();
    }
  };
}
