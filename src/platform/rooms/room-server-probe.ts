/**
 * Whether this page's origin has a room server (issue 22, item 7): the app may be served as plain
 * files by any static host (GitHub Pages, a sub-path of a club's site), where the one-device game,
 * sealed codes and offline play work but rooms for personal devices cannot, since they need the
 * app's Node server (`npm start`, server/app-server.ts) on the same origin.
 *
 * The probe asks for socket.io's address as the room client would (`/socket.io/` at the origin's
 * root, socket.io's default path) with a transport the room server does not offer (HTTP long
 * polling; it speaks WebSocket only). Engine.io, under socket.io, answers such a request itself,
 * before any handshake and without opening a session: HTTP 400 with the JSON error
 * `{"code":0,"message":"Transport unknown"}`. A server that offered polling would answer with an
 * open packet (`0{"sid":…}`). A static host answers with a 404 or with its fallback page (HTML).
 */

/** What the probe found: `present` (engine.io answered), `absent` (something else answered), `unreachable` (no answer). */
export type RoomServerPresence = 'present' | 'absent' | 'unreachable';

/** The address the probe asks, on `origin` (no trailing slash). */
export function probeAddress(origin: string): string {
  return `${origin}/socket.io/?EIO=4&transport=polling`;
}

/**
 * Asks `origin` whether it has a room server (see the module's comment).
 * @param origin scheme, host and port, e.g. `https://example.org`; default: this page's
 * @param fetcher the fetch to use (default: the global one)
 * @returns `unreachable` when the request fails (no network), never rejects
 */
export async function probeRoomServer(origin: string = location.origin, fetcher: typeof fetch = fetch): Promise<RoomServerPresence> {
  let response: Response;
  let body: string;
  try {
    response = await fetcher(probeAddress(origin), { cache: 'no-store', credentials: 'omit' });
    body = await response.text();
  } catch {
    return 'unreachable';
  }
  return isEngineIoAnswer(response.headers.get('content-type') ?? '', body) ? 'present' : 'absent';
}

/** Whether a response (its content type and body) is engine.io's: its JSON error, or an open packet. */
export function isEngineIoAnswer(contentType: string, body: string): boolean {
  if (body.startsWith('0{')) return /"sid"\s*:/.test(body);
  if (!/json/i.test(contentType)) return false;
  try {
    const parsed = JSON.parse(body) as unknown;
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { code?: unknown }).code === 'number' &&
      typeof (parsed as { message?: unknown }).message === 'string'
    );
  } catch {
    return false;
  }
}
