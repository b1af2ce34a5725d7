/**
 * Whether this page's origin has a room server: the app may be served as plain
 * files by any static host (GitHub Pages, a sub-path of a club's site), where the one-device game,
 * sealed codes and offline play work but rooms for personal devices cannot, since they need the
 * app's Node server (`npm start`, server/app-server.ts) on the same origin.
 *
 * The probe opens what the room client opens: a WebSocket to socket.io's address at the origin's
 * root (`/socket.io/`, socket.io's default path; the room server speaks WebSocket only). The room
 * server's engine.io answers with its open packet (`0{"sid":…}`) before any room or seat is asked
 * for, and the probe closes the socket then: no socket.io connection, nothing a limit counts, no
 * error in the console. A static host has no WebSocket there: the socket fails.
 *
 * So that a room server that is down for a moment (a restart) is not taken for a static host, the
 * origin is first asked for the page over HTTP (not from the service worker's cache): when that
 * fails too, the answer is `unreachable`, not `absent`.
 */

/** What the probe found: `present` (engine.io answered), `absent` (the origin answers, its WebSocket does not), `unreachable` (the origin does not answer). */
export type RoomServerPresence = 'present' | 'absent' | 'unreachable';

/** How long the page and then the WebSocket may each take to answer, in ms, before the probe gives up (`unreachable`). */
export const PROBE_TIMEOUT_MS = 10_000;

/** The WebSocket address the probe opens on `origin` (scheme, host and port, no trailing slash). */
export function probeAddress(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
}

/** Whether a WebSocket message is engine.io's open packet: `0` and a JSON object with a `sid`. */
export function isEngineIoOpen(data: unknown): boolean {
  if (typeof data !== 'string' || !data.startsWith('0{')) return false;
  try {
    const open = JSON.parse(data.slice(1)) as { sid?: unknown };
    return typeof open.sid === 'string' && open.sid.length > 0;
  } catch {
    return false;
  }
}

/** Options of {@link probeRoomServer}. */
export interface ProbeOptions {
  /** Scheme, host and port, e.g. `https://example.org`; default: this page's origin. */
  origin?: string;
  /** An address of the page's own on that origin, asked over HTTP first; default: this page's path. */
  page?: string;
  /** How long to wait for the page, then for the WebSocket, in ms each (default {@link PROBE_TIMEOUT_MS}). */
  timeoutMs?: number;
}

/**
 * Asks the origin whether it has a room server (see the module's comment).
 * @returns `present`, `absent` or `unreachable`; never rejects
 */
export async function probeRoomServer(options: ProbeOptions = {}): Promise<RoomServerPresence> {
  const origin = options.origin ?? location.origin;
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'unreachable';
  try {
    // A query the precache does not know, so the network answers, not the service worker's copy.
    const page = new URL(options.page ?? location.pathname, `${origin}/`);
    page.searchParams.set('rs-room-probe', '1');
    await fetch(page, { method: 'HEAD', cache: 'no-store', credentials: 'omit', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return 'unreachable';
  }
  return new Promise<RoomServerPresence>((resolve) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(probeAddress(origin));
    } catch {
      resolve('absent');
      return;
    }
    const done = (presence: RoomServerPresence): void => {
      clearTimeout(timer);
      socket.onmessage = socket.onerror = socket.onclose = null;
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close();
      resolve(presence);
    };
    const timer = setTimeout(() => done('unreachable'), timeoutMs);
    socket.onmessage = (event) => done(isEngineIoOpen(event.data) ? 'present' : 'absent');
    socket.onerror = () => done('absent');
    socket.onclose = () => done('absent');
  });
}
