/**
 * The socket.io shapes the room server's transport (server/room-transport.ts) and its cluster
 * presence (server/presence.ts) share: what a socket carries once authenticated, the events it may
 * send, and the names of the socket.io rooms a device joins.
 */
import type { Server, Socket } from 'socket.io';
import type { PlatformClientEvents, PlatformServerEvents, Reply, SeatIndex as Seat } from '../src/platform/rooms/protocol.ts';

/** What the server keeps on each socket once its handshake or claim authenticated it. */
export interface SocketData {
  role: 'guest' | 'table' | 'seat';
  code?: string;
  seat?: Seat;
  tokenHash?: string;
}

/**
 * The requests a socket may send: the platform's, and every game's actions as `game:<name>` (the
 * room's game reads the request; a name the room's game does not have is refused with `bad-request`).
 */
export type ClientEvents = PlatformClientEvents & Record<`game:${string}`, (request: unknown, ack: (reply: Reply<object>) => void) => void>;
export type RoomSocket = Socket<ClientEvents, PlatformServerEvents, Record<string, never>, SocketData>;
export type RoomIo = Server<ClientEvents, PlatformServerEvents, Record<string, never>, SocketData>;

/** The socket.io room of one seat's devices (a seat's snapshot goes to it alone). */
export const seatRoom = (code: string, seat: Seat) => `r:${code}:s:${seat}`;
/** The socket.io room of a room's table devices. */
export const tableRoom = (code: string) => `r:${code}:t`;
/** The socket.io room of every seat's devices of a room (who is connected). */
export const seatsRoom = (code: string) => `r:${code}:seats`;
/** The join code of a socket.io room name of {@link seatRoom}, {@link tableRoom} or {@link seatsRoom}. */
export const codeOfRoom = (name: string): string | null => /^r:([A-Z]+):/.exec(name)?.[1] ?? null;

/** An unexpected error for the log: its name and message only (never a request's values). */
export function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
}
