/**
 * What every event of a socket goes through before its handler (socket.io's `socket.use`): the
 * device's and room's buckets (server/limits.ts), the bounds on the request and, for a room
 * setup, the player names (server/input.ts); and what every refusal goes through after it: no
 * echo of the request. A refused event never reaches its handler, so it costs no database read.
 * A socket that goes on sending after {@link FLOOD_REFUSALS} refusals in a row is disconnected:
 * no person does that, and reading its packets would still cost the server (its reconnections
 * take from the same buckets, before any database read).
 */
import type { Socket } from 'socket.io';
import { checkRequest, normalizeNames, protocolFields, withoutEcho } from './input.ts';
import type { EventLimiter } from './limits.ts';
import type { ErrorBody, Reply } from '../src/platform/rooms/protocol.ts';

/** What the guard reads of a socket: its id, and the room and token it was bound to (socket.data). */
type GuardedSocket = Pick<Socket, 'id' | 'use' | 'once' | 'disconnect'> & { data: { code?: string; tokenHash?: string } };

/** Rate-limit refusals in a row after which a socket is disconnected. */
export const FLOOD_REFUSALS = 100;

/**
 * Installs the guard on a socket that just connected.
 * @param events the per-device and per-room buckets
 * @param namesRule the rule id of the player names of the game a `room:create` request names (its
 *   `game` field as sent, unchecked: `RoomGame.namesRule`), or null for a game the server does not
 *   run (its names are then not read: the request is refused `not-supported`)
 * @param flooding called when the socket is disconnected for flooding (a log line)
 * @param fields the protocol's field names, the games' included (input.ts `protocolFields`): a
 *   refusal may name them without echoing the request
 */
export function guardSocket(
  socket: GuardedSocket,
  events: EventLimiter,
  namesRule: (game: unknown) => string | null,
  flooding: () => void = () => {},
  fields: ReadonlySet<string> = protocolFields([]),
): void {
  const guestKey = `s:${socket.id}`;
  let refusedInARow = 0;
  socket.once('disconnect', () => events.forget(guestKey));
  socket.use((packet, next) => {
    const args = packet.slice(1);
    const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (reply: Reply) => void) : undefined;
    const refuse = (error: ErrorBody) => ack?.({ ok: false, error: withoutEcho(error, args, fields) });
    const { code, tokenHash } = socket.data;
    const limited = events.take(tokenHash ? `t:${tokenHash}` : guestKey, code);
    if (limited) {
      refuse(limited);
      if (++refusedInARow >= FLOOD_REFUSALS) {
        flooding();
        socket.disconnect(true);
      }
      return;
    }
    refusedInARow = 0;
    // A room's player names first: their refusal (the game's rule of its names) says which player's name breaks which rule.
    const create = packet[0] === 'room:create' && args.length === 1 ? (args[0] as { game?: unknown; setup?: unknown } | null) : undefined;
    const rule = create === undefined ? null : namesRule(create?.game);
    const names = rule === null ? null : normalizeNames(create?.setup, rule);
    const problem = names ?? checkRequest(args);
    if (problem) return refuse(problem);
    if (ack) {
      // The handler's refusals pass through withoutEcho too.
      packet[packet.length - 1] = (reply: Reply) => ack(reply.ok ? reply : { ok: false, error: withoutEcho(reply.error, args, fields) });
    }
    next();
  });
}
