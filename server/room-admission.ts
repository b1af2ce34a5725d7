/**
 * Who the room server lets in (a part of its transport, server/room-transport.ts): the handshake of
 * a socket that presents a token, the binding of an authenticated socket to its seat's or table's
 * socket.io rooms, and the join attempts of a guest connection (a look-up, a claim) one after
 * another under the failed-join limits (server/limits.ts). It holds no rule and no room state: a
 * token is judged against the stored room (server/room.ts `authenticate`).
 *
 * No log line, error or message carries a token, a role, a vote before its reveal or a card.
 */
import type { ErrorBody } from '../src/platform/rooms/protocol.ts';
import { INPUT_LIMITS } from './input.ts';
import { hashToken, normalizeJoinCode } from './join-code.ts';
import type { JoinGate, JoinLimiter } from './limits.ts';
import { networkOf } from './network.ts';
import type { Presence } from './presence.ts';
import type { RoomPipeline } from './room-pipeline.ts';
import { authenticate, errorBody, RoomError, type Actor } from './room.ts';
import { describe, seatRoom, seatsRoom, tableRoom, type RoomIo, type RoomSocket } from './sockets.ts';

/** What the admission of sockets needs of the room server. */
export interface AdmissionServing {
  pipeline: RoomPipeline;
  presence: Presence;
  /** Failed join attempts, per network and per connection. */
  joinLimiter: JoinLimiter;
  gate: JoinGate;
  addressOf: (socket: RoomSocket) => string;
  log: (line: string) => void;
}

/**
 * Binds an authenticated socket to seat or table `actor` of room `code`, whose token hashes to
 * `tokenHash`: joins its socket.io rooms first, then reads the room and sends the snapshot
 * (`seat:view` or `table:view`), so no change made meanwhile (on any process) is missed. A token
 * revoked in between is caught by the second read.
 *
 * @throws RoomError `no-room` when the room is gone, `token-unknown` when the token no longer opens
 *   that seat or table (the caller disconnects the socket).
 */
export type Bind = (socket: RoomSocket, code: string, actor: Actor, tokenHash: string) => Promise<void>;

/** The {@link Bind} of a room server. */
export function binder({ pipeline, presence, gate }: Pick<AdmissionServing, 'pipeline' | 'presence' | 'gate'>): Bind {
  return async (socket, code, actor, tokenHash) => {
    socket.data = { role: actor.kind, code, tokenHash, ...(actor.kind === 'seat' ? { seat: actor.seat } : {}) };
    gate.remember(tokenHash, code);
    if (actor.kind === 'seat') await socket.join([seatRoom(code, actor.seat), seatsRoom(code)]);
    else await socket.join(tableRoom(code));
    const room = await pipeline.load(code);
    if (!room) throw new RoomError('no-room', 'no room has this code');
    const now = authenticate(room, actor.kind, tokenHash);
    if (now.kind !== actor.kind || (now.kind === 'seat' && actor.kind === 'seat' && now.seat !== actor.seat)) {
      throw new RoomError('token-unknown', 'this token opens no seat of this room');
    }
    if (actor.kind === 'seat') {
      socket.emit('seat:view', pipeline.viewOf(room, actor) as never);
      presence.changed(code, room);
    } else {
      socket.emit('table:view', pipeline.viewOf(room, actor) as never);
    }
  };
}

/**
 * The handshake of every socket on `io`: one with no `auth.role` and no `auth.token` is a guest;
 * any other must present `{ role: 'seat' | 'table', code, token }` whose token opens a seat or the
 * table of room `code`, and its `socket.data` says which. A valid token takes from its device's
 * and room's buckets; one that opens nothing, or a malformed handshake, is a failed join attempt of
 * its network (server/limits.ts, JoinGate). A refusal is the error `ErrorBody` as the connect
 * error's `data` (`bad-request`, `rate-limited`, `no-room`, `token-unknown`…), never echoing the token.
 */
export function admitHandshakes(io: RoomIo, { pipeline, joinLimiter, gate, addressOf, log }: AdmissionServing): void {
  io.use(async (socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    socket.data = { role: 'guest' };
    if (auth.role === undefined && auth.token === undefined) return next();
    const refuse = (body: ErrorBody) => next(Object.assign(new Error(body.code), { data: body }));
    const network = networkOf(addressOf(socket));
    const code = normalizeJoinCode(auth.code);
    if ((auth.role !== 'seat' && auth.role !== 'table') || typeof auth.token !== 'string' || auth.token.length > INPUT_LIMITS.tokenMax || code === null) {
      await joinLimiter.failed(network).catch((error: unknown) => log(`join limit failed: ${describe(error)}`));
      return refuse({ code: 'bad-request', rule: null, message: `auth is { role: "seat" | "table", code, token } (a token of at most ${INPUT_LIMITS.tokenMax} characters)` });
    }
    const tokenHash = hashToken(auth.token);
    const admission = gate.admit(network, tokenHash, code);
    if ('code' in admission) return refuse(admission);
    try {
      // Shared with the other handshakes of the room under way (a restart's reconnections).
      const room = await pipeline.load(code, false, true);
      if (!room) throw new RoomError('no-room', 'no room has this code');
      const actor = authenticate(room, auth.role, tokenHash);
      const limited = gate.valid(admission, code);
      if (limited) return refuse(limited);
      socket.data = { role: actor.kind, code, tokenHash, ...(actor.kind === 'seat' ? { seat: actor.seat } : {}) };
      next();
    } catch (error) {
      if (!(error instanceof RoomError)) log(`handshake failed: ${describe(error)}`);
      if (error instanceof RoomError) await gate.invalid(admission).catch((failure: unknown) => log(`join limit failed: ${describe(failure)}`));
      refuse(errorBody(error));
    }
  });
}

/**
 * The join attempts (a look-up, a claim) of one connection, `socket`: each is refused
 * (`rate-limited`) only when this connection is blocked by its own failures; an attempt that fails
 * with `no-room` (a code that opens no room) is a failure of this connection and of its network
 * (`network()`, read at the failure). The attempts run one at a time, so that many sent at once are
 * each judged after the ones before. Returns the function that runs one attempt and resolves or
 * rejects as it does.
 */
export function joinAttempts(socket: RoomSocket, joinLimiter: JoinLimiter, network: () => string): <T>(attempt: () => Promise<T>) => Promise<T> {
  /** The last attempt's end. */
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(attempt: () => Promise<T>): Promise<T> => {
    const run = queue.then(async () => {
      const blocked = await joinLimiter.before(socket.id);
      if (blocked) throw new RoomError('rate-limited', blocked.message, null, blocked.params);
      try {
        return await attempt();
      } catch (error) {
        if (error instanceof RoomError && error.code === 'no-room') await joinLimiter.failed(network(), socket.id);
        throw error;
      }
    });
    queue = run.catch(() => {});
    return run;
  };
}
