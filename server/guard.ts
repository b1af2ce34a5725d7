/**
 * What every event of a socket goes through before its handler (socket.io's `socket.use`): the
 * device's and room's buckets (server/limits.ts), the bounds on the request and, for a room
 * setup, the player names (server/input.ts); and what every refusal goes through after it: no
 * echo of the request. A refused event never reaches its handler, so it costs no database read.
 */
import type { Socket } from 'socket.io';
import { checkRequest, normalizeNames, withoutEcho } from './input.ts';
import type { EventLimiter } from './limits.ts';
import type { ErrorBody, Reply } from './protocol.ts';

/** What the guard reads of a socket: its id, and the room and token it was bound to (socket.data). */
type GuardedSocket = Pick<Socket, 'id' | 'use' | 'once'> & { data: { code?: string; tokenHash?: string } };

/**
 * Installs the guard on a socket that just connected.
 * @param events the per-device and per-room buckets
 */
export function guardSocket(socket: GuardedSocket, events: EventLimiter): void {
  const guestKey = `s:${socket.id}`;
  socket.once('disconnect', () => events.forget(guestKey));
  socket.use((packet, next) => {
    const args = packet.slice(1);
    const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (reply: Reply) => void) : undefined;
    const refuse = (error: ErrorBody) => ack?.({ ok: false, error: withoutEcho(error, args) });
    const { code, tokenHash } = socket.data;
    const limited = events.take(tokenHash ? `t:${tokenHash}` : guestKey, code);
    if (limited) return refuse(limited);
    // A room's player names first: their refusal (R-SET-1) says which player's name breaks which rule.
    const names = packet[0] === 'room:create' && args.length === 1 ? normalizeNames((args[0] as { setup?: unknown } | null)?.setup) : null;
    const problem = names ?? checkRequest(args);
    if (problem) return refuse(problem);
    if (ack) {
      // The handler's refusals pass through withoutEcho too.
      packet[packet.length - 1] = (reply: Reply) => ack(reply.ok ? reply : { ok: false, error: withoutEcho(reply.error, args) });
    }
    next();
  });
}
