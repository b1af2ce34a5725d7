/**
 * The room server's transport: socket.io, seats and tokens (as boardgame.io's
 * `server/transport/socketio.ts` beside its master). Its admission (server/room-admission.ts)
 * authenticates each socket (a token must open a seat or the table of its room) and joins it to its
 * seat's or table's socket.io room only then; this file makes the socket.io server and turns each request into a call of the room pipeline (server/room-pipeline.ts), which
 * judges nothing itself either: the room's game does. It holds no rule and no room state; who is
 * connected is server/presence.ts's.
 *
 * Sockets join a socket.io room per seat (`r:CODE:s:SEAT`) and one for the table (`r:CODE:t`), and
 * the per-seat snapshot is emitted to that seat's room only, so with a cluster adapter (the sharded
 * Redis adapter, server/cluster-adapter.ts) a write on one process reaches that seat's sockets on
 * every process and nobody else's (docs/scaling.md).
 *
 * No log line, error or message carries a token, a role, a vote before its reveal or a card.
 */
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { Server, type ServerOptions } from 'socket.io';
import type { ErrorBody, Reply, SeatIndex as Seat } from '../src/platform/rooms/protocol.ts';
import { serverParser } from './frames.ts';
import { guardSocket } from './guard.ts';
import { INPUT_LIMITS, protocolFields } from './input.ts';
import { hashToken, newJoinCode, newToken, normalizeJoinCode } from './join-code.ts';
import type { CreateLimiter, EventLimiter, JoinGate, JoinLimiter, RoomCapper } from './limits.ts';
import { networkOf } from './network.ts';
import { originAllowed } from './origin.ts';
import type { Presence } from './presence.ts';
import { admitHandshakes, binder, joinAttempts } from './room-admission.ts';
import type { PipelineTransport, RoomPipeline } from './room-pipeline.ts';
import { admitSeat, authenticate, claimDisplaces, claimSeat, DEFAULT_GAME, errorBody, gameOf, lobbyOf, newRoom, revokeRedeals, revokeSeat, RoomError, startGame, type Actor, type RoomGames } from './room.ts';
import { describe, seatRoom, tableRoom, type RoomIo, type RoomSocket } from './sockets.ts';

/** Options of {@link createRoomIo}. */
export interface RoomIoOptions {
  games: RoomGames;
  log: (line: string) => void;
  /** The origins whose pages may open a WebSocket, read at each handshake (server/origin.ts). */
  allowedOrigins: () => readonly string[];
  adapter?: ServerOptions['adapter'];
}

/**
 * The heartbeat of every socket (engine.io's ping): the server pings each device `pingInterval` ms
 * after its last answer and drops it when no answer comes within `pingTimeout` ms of a ping; the
 * device drops the connection when no ping came for both (and reconnects). So a device whose
 * network went silent is known gone on both sides within 2.75 s, and the table shows it
 * (server/presence.ts), where socket.io's defaults (25 s and 20 s) took up to 45 s. A ping is a
 * one-byte frame, the same for every device at the same pace: it tells nothing. A phone on Wi-Fi
 * answers in well under 100 ms; 1.75 s leaves room for a busy network, or a server whose event
 * loop stalled for a moment, without dropping a device that is there.
 */
export const HEARTBEAT = { pingInterval: 1_000, pingTimeout: 1_750 } as const;

/** What a refused Origin is told (HTTP 403: the page may not use this server; the README says so). */
const FORBIDDEN_ORIGIN = 'this page’s origin may not use this room server';

/**
 * The socket.io server of the rooms on `httpServer`: WebSocket only, every frame padded, origins
 * checked. A WebSocket from a page of another origin is answered `403 Forbidden` before socket.io
 * reads it (engine.io answers every refused upgrade with 400).
 */
export function createRoomIo(httpServer: HttpServer, options: RoomIoOptions): RoomIo {
  const { games, log } = options;
  const allowed = (request: IncomingMessage) => originAllowed(request.headers.origin, request.headers.host, options.allowedOrigins());
  const io: RoomIo = new Server(httpServer, {
    transports: ['websocket'],
    serveClient: false,
    ...HEARTBEAT,
    // Every event and acknowledgement padded so that its length tells no secret (server/frames.ts);
    // per-message deflate off: compressed lengths would depend on the content again.
    parser: serverParser(
      (snapshot) => gameOf(games, snapshot.game).seatFrameBytes(snapshot),
      (bytes, allowed) => log(`a seat snapshot of ${bytes} bytes outgrew the ${allowed} bytes its padding allows: its length may tell a secret`),
    ),
    perMessageDeflate: false,
    // One message is one small JSON request (server/input.ts): past this the connection is closed.
    maxHttpBufferSize: INPUT_LIMITS.messageBytes,
    // Only pages of this server (or of the origins allowed) may open a WebSocket (server/origin.ts);
    // the upgrade is refused with 403 below, this refuses any other transport's request.
    allowRequest: (request, callback) => (allowed(request) ? callback(null, true) : callback(FORBIDDEN_ORIGIN, false)),
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const upgrades = httpServer.listeners('upgrade') as ((request: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  httpServer.removeAllListeners('upgrade');
  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (allowed(request)) {
      for (const listener of upgrades) listener.call(httpServer, request, socket, head);
      return;
    }
    log('a WebSocket from a page of another origin was refused (PUBLIC_URL and ALLOWED_ORIGINS list the origins allowed)');
    socket.on('error', () => {});
    socket.end(
      `HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(FORBIDDEN_ORIGIN)}\r\n\r\n${FORBIDDEN_ORIGIN}`,
    );
  });
  return io;
}

/** The pipeline's way to the devices over `io` (boardgame.io's `TransportAPI`): a seat's socket.io room, the table's. */
export function socketTransport(io: RoomIo, presence: Pick<Presence, 'connectedSeats'>): PipelineTransport {
  return {
    toSeat: (code: string, seat: Seat, event: 'seat:view' | 'seat:delta', payload: never) => io.to(seatRoom(code, seat)).emit(event, payload),
    toTable: (code: string, event: 'table:view' | 'table:delta', payload: never, local: boolean) => (local ? io.local : io).to(tableRoom(code)).emit(event, payload),
    connectedSeats: (code) => presence.connectedSeats(code),
  };
}

/** What {@link serveRooms} needs besides the socket.io server. */
export interface RoomServing {
  pipeline: RoomPipeline;
  presence: Presence;
  games: RoomGames;
  random: (n: number) => number;
  log: (line: string) => void;
  /** The address a phone opens to join room `code` of `game`, and its QR code as SVG. */
  joinUrl: (code: string, game: string) => string;
  qrOf: (url: string) => Promise<string>;
  /** Failed join attempts, per network and per connection. */
  joinLimiter: JoinLimiter;
  /** Rooms created per network. */
  createLimiter: CreateLimiter;
  events: EventLimiter;
  gate: JoinGate;
  caps: RoomCapper;
  addressOf: (socket: RoomSocket) => string;
  /** Admit each phone as it claims its seat (RoomServerOptions.admitOnClaim: tests and benchmarks only). */
  admitOnClaim: boolean;
}

/**
 * Serves the platform's requests and every game's actions on `io` (protocol:
 * src/platform/rooms/protocol.ts and each game's `game:<name>` requests).
 */
export function serveRooms(io: RoomIo, serving: RoomServing): void {
  const { pipeline, presence, games, random, log, joinUrl, qrOf, joinLimiter, createLimiter, events, caps, addressOf, admitOnClaim } = serving;
  // The field names a refusal may name without echoing the request: the platform's and the games'.
  const fields = protocolFields([...games.values()]);
  // The rule of the player names of the game a `room:create` names (none named: the default game).
  const namesRule = (key: unknown): string | null => {
    const game = key ?? DEFAULT_GAME;
    return typeof game === 'string' ? (games.get(game)?.namesRule ?? null) : null;
  };

  const bind = binder(serving);
  admitHandshakes(io, serving);

  io.on('connection', (socket) => {
    // Every event: the device's and room's buckets, the bounds on input, refusals without echo.
    guardSocket(socket, events, namesRule, () => log('a socket that kept sending past its limits was disconnected'), fields);
    const { code, tokenHash } = socket.data;
    if (socket.data.role !== 'guest' && code && tokenHash) {
      const actor: Actor = socket.data.role === 'seat' ? { kind: 'seat', seat: socket.data.seat! } : { kind: 'table' };
      bind(socket, code, actor, tokenHash).catch((error) => {
        if (!(error instanceof RoomError)) log(`connection failed: ${describe(error)}`);
        socket.disconnect(true);
      });
    }

    socket.on('disconnect', () => {
      if (socket.data.role !== 'guest' && socket.data.code) presence.changed(socket.data.code);
      void joinLimiter.forget(socket.id);
    });

    /** Runs a request, answering `{ ok: true, …result }` or `{ ok: false, error }` (never throws). */
    const handle = <T extends object>(ack: unknown, fn: () => Promise<T>) => {
      const reply = (r: Reply<T>) => {
        if (typeof ack === 'function') ack(r);
      };
      fn().then(
        (result) => reply({ ok: true, ...result }),
        (error: unknown) => {
          if (!(error instanceof RoomError) && errorBody(error).code === 'server-error') log(`request failed: ${describe(error)}`);
          reply({ ok: false, error: errorBody(error) });
        },
      );
    };
    const requestOf = (request: unknown): Record<string, unknown> => {
      if (request === null || typeof request !== 'object' || Array.isArray(request)) {
        throw new RoomError('bad-request', 'a request is an object');
      }
      return request as Record<string, unknown>;
    };
    const network = () => networkOf(addressOf(socket));
    const refusal = (body: ErrorBody) => new RoomError('rate-limited', body.message, null, body.params);
    /** This connection's look-ups and claims, one at a time, under the failed-join limits. */
    const joining = joinAttempts(socket, joinLimiter, network);
    const codeOf = (value: unknown): string => {
      const code = normalizeJoinCode(value);
      if (code === null) throw new RoomError('bad-code', 'a join code is 5 letters such as "KXMPR"');
      return code;
    };
    const guestOnly = () => {
      if (socket.data.role !== 'guest') throw new RoomError('bad-request', 'this device already holds a seat or a table');
    };
    /** The room of this socket's table, its token checked again by the caller. */
    const tableCode = (what: string): string => {
      const code = socket.data.code;
      if (socket.data.role !== 'table' || !code) throw new RoomError('not-table', `only the table device ${what}`);
      return code;
    };

    socket.on('room:create', (request, ack) =>
      handle(ack, async () => {
        guestOnly();
        const limitedCreation = await createLimiter.take(network());
        if (limitedCreation) throw refusal(limitedCreation);
        const capped = await caps.check(network());
        if (capped) throw new RoomError('rate-limited', capped.message, null, capped.params);
        const body = requestOf(request);
        const game = gameOf(games, body.game ?? DEFAULT_GAME);
        const tableToken = newToken();
        const tableTokenHash = hashToken(tableToken);
        for (let attempt = 0; attempt < 10; attempt++) {
          const room = newRoom(game, newJoinCode(), body.setup, tableTokenHash, random);
          if (await pipeline.store.create(room)) {
            pipeline.created(room);
            caps.created(network(), room.code);
            log(`room ${room.code} created (${game.key}, ${room.seats.length} players)`);
            const url = joinUrl(room.code, room.game);
            const qrSvg = await qrOf(url);
            await bind(socket, room.code, { kind: 'table' }, tableTokenHash);
            return { code: room.code, tableToken, joinUrl: url, qrSvg };
          }
        }
        throw new RoomError('busy', 'no free join code was found: try again');
      }),
    );

    socket.on('room:lookup', (request, ack) =>
      handle(ack, async () => {
        const code = codeOf(requestOf(request).code);
        const room = await joining(async () => {
          const found = await pipeline.load(code);
          if (!found) throw new RoomError('no-room', 'no room has this code');
          return found;
        });
        return lobbyOf(pipeline.gameOf(room), room);
      }),
    );

    socket.on('seat:claim', (request, ack) =>
      handle(ack, async () => {
        guestOnly();
        const body = requestOf(request);
        const code = codeOf(body.code);
        const token = newToken();
        const tokenHash = hashToken(token);
        const seat = body.seat;
        let displaced = false;
        await joining(() => pipeline.mutate(
          code,
          (room) => {
            displaced = claimDisplaces(room, seat);
            const claimed = claimSeat(room, seat, tokenHash);
            const admitted = admitOnClaim ? { ...claimed, seats: claimed.seats.map((s, i) => (i === seat ? { ...s, admitted: true } : s)) } : claimed;
            return { room: admitted, result: null };
          },
          () => {
            // The phone this claim took the seat from (the table had not admitted it) goes, on every process.
            if (!displaced) return;
            io.to(seatRoom(code, seat as Seat)).emit('seat:revoked', { seat: seat as Seat });
            io.in(seatRoom(code, seat as Seat)).disconnectSockets(true);
          },
        ));
        log(`room ${code}: seat ${String(seat)} claimed${displaced ? ' from a phone the table had not admitted' : ''}`);
        await bind(socket, code, { kind: 'seat', seat: seat as Seat }, tokenHash);
        return { seat: seat as Seat, token };
      }),
    );

    socket.on('table:start', (request: unknown, ack?: unknown) =>
      // `table:start` carries `{}`; sent with the reply callback alone, that callback comes first.
      handle(typeof request === 'function' ? request : ack, async () => {
        const code = tableCode('may start the game');
        if (typeof request !== 'function') requestOf(request);
        const deals = await pipeline.mutate(code, (room) => {
          authenticate(room, 'table', socket.data.tokenHash!);
          const next = startGame(pipeline.gameOf(room), room, random);
          return { room: next, result: next.deals };
        });
        log(`room ${code}: the game started (deal ${deals})`);
        return {};
      }),
    );

    socket.on('table:revoke', (request, ack) =>
      handle(ack, async () => {
        const code = tableCode('may revoke a seat');
        const seat = requestOf(request).seat;
        let redeal = false;
        await pipeline.mutate(
          code,
          (room) => {
            authenticate(room, 'table', socket.data.tokenHash!);
            const game = pipeline.gameOf(room);
            redeal = revokeRedeals(game, room);
            const next = revokeSeat(game, room, seat);
            if (next === room) redeal = false;
            return { room: next, result: null };
          },
          () => {
            // Committed: the token is refused from now on. Every socket of that seat, on every
            // process, goes before the next snapshot is sent.
            io.to(seatRoom(code, seat as Seat)).emit('seat:revoked', { seat: seat as Seat });
            io.in(seatRoom(code, seat as Seat)).disconnectSockets(true);
          },
        );
        log(`room ${code}: seat ${String(seat)} revoked${redeal ? ' before the first move: the deal is withdrawn until the table starts again' : ''}`);
        return {};
      }),
    );

    socket.on('table:admit', (request, ack) =>
      handle(ack, async () => {
        const code = tableCode('may admit a seat\'s phone');
        const body = requestOf(request);
        await pipeline.mutate(code, (room) => {
          authenticate(room, 'table', socket.data.tokenHash!);
          return { room: admitSeat(room, body.seat, body.check), result: null };
        });
        log(`room ${code}: seat ${String(body.seat)} admitted by the table`);
        return {};
      }),
    );

    socket.on('table:qr', (ack) =>
      handle(ack, async () => {
        const code = tableCode('shows the QR code');
        const { tokenHash } = socket.data;
        if (!tokenHash) throw new RoomError('not-table', 'only the table device shows the QR code');
        const room = await pipeline.load(code);
        if (!room) throw new RoomError('no-room', 'no room has this code');
        authenticate(room, 'table', tokenHash);
        const url = joinUrl(code, room.game);
        return { joinUrl: url, qrSvg: await qrOf(url) };
      }),
    );

    // One dispatcher for every game's actions (`game:<name>`, after the guard's checks), not one
    // listener per action name per socket: 32 listeners and closures fewer on each of a restart's
    // thousands of connections. A name no game has goes on to no handler. The token is checked
    // again against the stored room; the room's game reads the request and judges it; the reply
    // carries what only the actor learns (the game's `reply`).
    socket.use((packet, next) => {
      const event = packet[0];
      if (typeof event !== 'string' || !event.startsWith('game:') || !pipeline.actionNames.has(event.slice(5))) return next();
      handle(packet[2], async () => {
        const { code, tokenHash } = socket.data;
        if (socket.data.role === 'guest' || !code || !tokenHash) throw new RoomError('not-seat', 'claim a seat first');
        return pipeline.act(code, socket.data.role, tokenHash, event.slice(5), requestOf(packet[1]));
      });
    });

    socket.on('sync', (ack) =>
      handle(ack, async () => {
        const { code, tokenHash } = socket.data;
        if (socket.data.role === 'guest' || !code || !tokenHash) throw new RoomError('not-seat', 'claim a seat first');
        const room = await pipeline.load(code);
        if (!room) throw new RoomError('no-room', 'no room has this code');
        const actor = authenticate(room, socket.data.role, tokenHash);
        if (actor.kind === 'seat') socket.emit('seat:view', pipeline.viewOf(room, actor) as never);
        else socket.emit('table:view', pipeline.viewOf(room, actor) as never);
        return {};
      }),
    );
  });
}
