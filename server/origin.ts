/**
 * Which pages may open a WebSocket to the room server. A browser sends the
 * page's origin in the `Origin` header of every WebSocket handshake; without this check any page a
 * player opens could connect from their address and spend its limits.
 *
 * A handshake is let in when:
 * 1. it has no `Origin` header: not a browser page (a native app, a script, the tests' Node
 *    clients), which could send any header it likes anyway, so refusing it would protect nothing;
 * 2. its origin is one of the allowed list: `PUBLIC_URL` and `ALLOWED_ORIGINS` (server/main.ts);
 * 3. or its origin is the address the request came to (its `Host`), when that host is an IP
 *    address or `localhost`: the page came from this server (`http://192.168.1.20:4173`,
 *    `http://localhost:4173`, `http://[::1]:4173`). A host *name* is not trusted this way, since a
 *    hostile name can be pointed at this machine (DNS rebinding): list it in `ALLOWED_ORIGINS`.
 * Anything else (another site, `Origin: null` of a sandboxed frame or a file) is refused.
 */
import { isIP } from 'node:net';

/** The origin of a URL (`https://example.org:8443`), lower case, or `null` when it is not an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Parses a list of origins (`ALLOWED_ORIGINS`: separated by commas or white space).
 * @returns the origins, normalised
 * @throws RangeError naming the first entry that is not an http(s) origin (without a path)
 */
export function parseOrigins(list: string): string[] {
  const origins: string[] = [];
  for (const entry of list.split(/[\s,]+/).filter(Boolean)) {
    const origin = originOf(entry);
    if (!origin || new URL(entry).pathname.replace(/\/+$/, '') !== '') {
      throw new RangeError(`"${entry}" is not an origin such as https://resistance.example.org (scheme, host and port only)`);
    }
    origins.push(origin);
  }
  return origins;
}

/** Whether `host` (a `Host` header's host, without the port) cannot be a DNS name: an IP address or localhost. */
function isAddressHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) !== 0 || bare === 'localhost';
}

/**
 * Whether a WebSocket handshake may go on (see the module comment).
 * @param origin the request's `Origin` header, if any
 * @param host the request's `Host` header, if any
 * @param allowed origins always allowed (normalised by {@link originOf})
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  const normal = originOf(origin);
  if (!normal) return false;
  if (allowed.includes(normal)) return true;
  if (!host) return false;
  const page = new URL(normal);
  let served: URL;
  try {
    served = new URL(`${page.protocol}//${host}`);
  } catch {
    return false;
  }
  return served.host === page.host && isAddressHost(page.hostname);
}
