/**
 * The room server's protocol as the platform knows it: what every game's room shares (join codes,
 * refusals, replies, the lobby, seats and tokens, the table's start and revoke, `sync`), as
 * TypeScript types shared by the room server (`server/room-server.ts`), the app's room client
 * (`room-client.ts`) and the tests. A game adds its own actions (`game:<name>` events, declared by
 * its {@link RoomGame} in `room-game.ts`) and the game part of each snapshot: The Resistance's are
 * in `src/games/resistance/room/protocol.ts`.
 *
 * Two kinds of client:
 * - the **table** (the shared device, the moderator): creates the room (`room:create`, naming the
 *   game), sees the public view, which seats are connected, starts the game once every seat is
 *   taken (`table:start`: the server deals then), and may revoke a seat;
 * - a **seat** (one player's phone): claims a seat once with the join code, then holds a seat token
 *   and sees only its own view.
 *
 * Every message a client receives is built by an allow-list (the game's views). Nothing here ever
 * carries the setup, the event log or another seat's token.
 *
 * Authentication rides on the socket.io handshake (`io(url, { auth })`), so a socket.io client
 * that reconnects by itself sends it again and gets its snapshot back with no action:
 * - `{}`: a guest, who may create a room (`room:create`), look one up and claim a seat;
 * - `{ role: 'seat', code, token }`: the phone holding that seat;
 * - `{ role: 'table', code, token }`: the table device of that room.
 * A refused handshake ends with a `connect_error` whose `message` is an {@link ErrorCode} and whose
 * `data` is an {@link ErrorBody}.
 */

import type { SnapshotDelta } from './snapshot-delta.ts';

export type { SnapshotDelta };

/**
 * The game of a room whose `room:create` names none, of rooms stored and join addresses printed
 * before rooms named their game (`?room=CODE` with no `game`): The Resistance, the first game.
 * A key only: the platform loads no game by it (games register their room pages, room-pages.ts).
 */
export const DEFAULT_ROOM_GAME = 'resistance';

/** A seat: its index in the room's player list, from 0. */
export type SeatIndex = number;

/**
 * Letters of a join code: capitals only (nothing to switch on a phone keyboard), without the
 * look-alikes I, L (1), O, Q (0), B (8), S (5) and Z (2).
 */
export const JOIN_CODE_ALPHABET = 'ACDEFGHJKMNPRTUVWXY';
/** Letters in a join code: 19⁵ ≈ 2.5 million codes. */
export const JOIN_CODE_LENGTH = 5;

/** Why a request or a handshake was refused (stable names; the UI translates them). */
export type ErrorCode =
  | 'rule' // the engine refused the action: `rule` names the rule id (R-…, G2-…)
  | 'bad-request' // the message has the wrong shape
  | 'bad-code' // not a join code (letters outside JOIN_CODE_ALPHABET, wrong length)
  | 'no-room' // no room has this code
  | 'seat-taken' // the seat is held by another device
  | 'no-seat' // the seat number is not a seat of this room
  | 'token-unknown' // no seat or table of this room holds this token
  | 'token-revoked' // the table revoked this token
  | 'not-table' // only the table device may do this
  | 'not-seat' // only a seat's phone may do this
  | 'deal-by-server' // a room's roles are dealt by the server, never given by a client (R-SET-3)
  | 'seats-free' // the table may start the game only once every seat is taken (R-SET-3)
  | 'seats-waiting' // the table may start the game only once it admitted every seat's phone
  | 'not-admitted' // this phone's seat waits for the table to admit it (the digits it shows)
  | 'seat-free' // no phone holds this seat
  | 'check-wrong' // the digits typed are not those the seat's phone shows
  | 'not-dealt' // the game has not started: the table deals the cards once every seat is taken (R-SET-3)
  | 'already-dealt' // the table started the game already (R-SET-3)
  | 'not-supported' // the room server cannot run this (a game or a setup field it does not know)
  | 'rate-limited' // a limit ran out (failed join attempts, rooms created, events): wait and try again
  | 'busy' // the room kept changing under this request: try again
  | 'server-error'; // anything else (details are in no message)

/** The body of a refusal: a code, the rule id when the rules refused it, and an English sentence. */
export interface ErrorBody {
  code: ErrorCode;
  /** The rule id (R-…, G2-…, REC-…) for `code: 'rule'`, else `null`. */
  rule: string | null;
  /**
   * For `code: 'rule'`, the engine's name of the problem (`RuleError.code`, e.g. `already-voted`),
   * so that the app shows its translated sentence; absent otherwise.
   */
  reason?: string;
  /** An English sentence without secrets (it names only the requester's own action). */
  message: string;
  /** Values the sentence mentions, for translation. */
  params?: Record<string, string | number>;
}

/** The answer to a request: `{ ok: true, …result }` or `{ ok: false, error }`. */
export type Reply<T extends object = object> = ({ ok: true } & T) | { ok: false; error: ErrorBody };

/** A request's acknowledgement callback. */
export type Ack<T extends object = object> = (reply: Reply<T>) => void;

/** One seat as the table sees it. */
export interface SeatPresence {
  seat: SeatIndex;
  name: string;
  /** A device holds this seat's token. */
  claimed: boolean;
  /**
   * The table admitted the device holding this seat (typed back the digits it shows). A claimed
   * seat not admitted sees no card and may not act; the table deals only once every seat is admitted.
   */
  admitted: boolean;
  /** A device holding this seat is connected now (to any server process). */
  connected: boolean;
}

/**
 * The platform's part of every seat's snapshot (the game adds its own fields: its views, what is
 * asked of this seat, the consequences to say).
 */
export interface SeatSnapshotBase {
  code: string;
  /** The key of the room's game (`RoomGame.key`). */
  game: string;
  /** The room's version: a client keeps the snapshot with the highest version. */
  version: number;
  /**
   * The table started the game and the cards are dealt. Until then the view holds no card and
   * nothing is asked of anyone.
   */
  dealt: boolean;
  /**
   * How many times the cards were dealt in this room: 0 before the game, 1 after the table started
   * it, one more each time a seat freed before the game's first event made the room deal again.
   * A phone whose count grows says that the cards were dealt again.
   */
  deals: number;
  seat: SeatIndex;
  /** The table admitted this phone to its seat: until then it sees no card and nothing is asked of it. */
  admitted: boolean;
  /**
   * Until the table admits this phone, the 4 digits it shows for the table to type back (sent to
   * this phone only; a squatter's phone shows other digits than the player's); `null` once admitted.
   */
  check: string | null;
}

/** The platform's part of the table's snapshot (the game adds its public view). */
export interface TableSnapshotBase {
  code: string;
  /** The key of the room's game (`RoomGame.key`). */
  game: string;
  version: number;
  /** The cards are dealt (see {@link SeatSnapshotBase.dealt}); until then the table offers `table:start` once every seat is taken. */
  dealt: boolean;
  /** How many times the cards were dealt (see {@link SeatSnapshotBase.deals}). */
  deals: number;
  /**
   * The game has its first move: freeing a seat now keeps the deal (the seat keeps its cards for
   * the next phone admitted to it); before, freeing a seat takes the cards back.
   */
  played: boolean;
  seats: SeatPresence[];
  /** The URL a phone opens to join (also in the QR code). */
  joinUrl: string;
}

/** What a phone sees before claiming a seat (public only). */
export interface RoomLobby {
  code: string;
  /** The key of the room's game (`RoomGame.key`): the phone opens that game's room page. */
  game: string;
  seats: { seat: SeatIndex; name: string; claimed: boolean }[];
}

/** The answer to `room:create`. */
export interface CreatedRoom {
  code: string;
  /** The table's token: keep it to reconnect as the table (`auth: { role: 'table', code, token }`). */
  tableToken: string;
  joinUrl: string;
  /** A QR code of `joinUrl`, as an SVG document. */
  qrSvg: string;
}

/** The answer to `seat:claim`. */
export interface ClaimedSeat {
  seat: SeatIndex;
  /** This seat's token (128 random bits, base64url): keep it to reconnect as this seat. */
  token: string;
}

/** The requests every room takes, whatever its game; each takes an acknowledgement callback with a {@link Reply}. */
export interface PlatformClientEvents<Setup = unknown> {
  /**
   * A guest creates a room and becomes its table (rate-limited). `game`: the key of a game the
   * server runs (left out: `resistance`, the first game); `setup`: that game's room setup.
   */
  'room:create': (request: { game?: string; setup: Setup }, ack: Ack<CreatedRoom>) => void;
  /** A guest looks a room up by its join code (rate-limited). */
  'room:lookup': (request: { code: string }, ack: Ack<RoomLobby>) => void;
  /**
   * A guest claims a free seat, or one whose phone the table has not admitted (that phone is
   * removed), and becomes that seat (rate-limited); its phone shows its `check` until the table
   * admits it (`table:admit`).
   */
  'seat:claim': (request: { code: string; seat: SeatIndex }, ack: Ack<ClaimedSeat>) => void;
  /**
   * The table admits the phone holding `seat` by typing back the `check` (4 digits) that phone
   * shows. Refused with `check-wrong` (other digits: a misheard digit, or another phone claimed the
   * seat since), `seat-free`, `no-seat`.
   */
  'table:admit': (request: { seat: SeatIndex; check: string }, ack: Ack) => void;
  /** The table asks again for the join URL and its QR code (after a reload of the table device). */
  'table:qr': (ack: Ack<{ joinUrl: string; qrSvg: string }>) => void;
  /**
   * The table starts the game once every seat is taken: the server deals then (the game's
   * `deal`), and every phone shows its own cards. Refused with `seats-free` while a seat is
   * free, `already-dealt` once dealt. Game actions before it are refused with `not-dealt`.
   */
  'table:start': (request: Record<string, never>, ack: Ack) => void;
  /**
   * The table revokes a seat's token: its device is disconnected and the seat is free again. Before
   * the game's first event the deal is withdrawn too: `dealt` turns `false`, and the table starts
   * the game again once every seat is taken, which deals every seat anew. Later, the deal is kept.
   */
  'table:revoke': (request: { seat: SeatIndex }, ack: Ack) => void;
  /**
   * Asks for the whole snapshot (after a doubt, or a delta whose base this device does not hold: the
   * server sends what changed on every change, `seat:delta` / `table:delta`).
   */
  sync: (ack: Ack) => void;
}

/** Events the server sends, with the game's snapshot types. */
export interface PlatformServerEvents<S extends SeatSnapshotBase = SeatSnapshotBase, T extends TableSnapshotBase = TableSnapshotBase> {
  'seat:view': (snapshot: S) => void;
  'table:view': (snapshot: T) => void;
  /**
   * What changed in this seat's snapshot since version `base` (snapshot-delta.ts):
   * apply it to the snapshot of exactly that version, else ask for the whole one (`sync`).
   */
  'seat:delta': (delta: SnapshotDelta) => void;
  /** What changed in the table's snapshot since version `base` (as `seat:delta`). */
  'table:delta': (delta: SnapshotDelta) => void;
  /** This device's seat was revoked by the table; the server disconnects it right after. */
  'seat:revoked': (notice: { seat: SeatIndex }) => void;
}

/** The handshake's `auth` object. */
export type HandshakeAuth = Record<string, never> | { role: 'seat' | 'table'; code: string; token: string };
