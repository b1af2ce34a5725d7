/**
 * What every HTTP response of the app server carries (issue 19, item 6), and how the built app's
 * files are served (issue 23, item 5).
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
 * reaches the app; source maps (`*.map`) are never served.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/**
 * Serves a built app's folder: precompressed siblings, cache headers, no source maps (see the
 * module comment).
 * @param dir the built app (`dist/`)
 * @returns a handler calling `notFound` for anything it does not serve
 */
export function staticFiles(dir: string): (request: IncomingMessage, response: ServerResponse, notFound: () => void) => void {
  const serve = sirv(dir, {
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (response, pathname) => {
      response.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  return (request, response, notFound) => {
    const path = (request.url ?? '/').split(/[?#]/, 1)[0]!;
    if (/\.map$/i.test(path) || /\.map$/i.test(safeDecode(path))) return notFound();
    serve(request, response, notFound);
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
