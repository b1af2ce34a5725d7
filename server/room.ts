/**
 * A room, as data, and what may be done to it: pure functions over a {@link RoomRecord}. The room
 * server knows games only through the platform's contract (`RoomGame`,
 * src/platform/rooms/room-game.ts): the game is the only judge of its rules, owns every step and
 * builds every view; this file is transport. It keeps the room's seats, tokens and version, the
 * game's record as the game hands it back, and puts the platform's fields (code, version, deal,
 * seats, join address) around the game's part of each device's snapshot. No I/O, no clock;
 * randomness comes in as `randomInt`.
 */
import { RoomError, type RoomActor, type RoomGame, type RoomGameRecord } from '../src/platform/rooms/room-game.ts';
import { DEFAULT_ROOM_GAME, type RoomLobby, type SeatIndex, type SeatPresence, type SeatSnapshotBase, type TableSnapshotBase } from '../src/platform/rooms/protocol.ts';

export { RoomError, errorBody } from '../src/platform/rooms/room-game.ts';

/** Who sends an action: the table device or a seat's phone. */
export type Actor = RoomActor;

/** The games a server runs, by key (`RoomGame.key`). */
export type RoomGames = ReadonlyMap<string, RoomGame>;

/** The games of `list` by key. @throws Error when two share a key */
export function roomGames(list: readonly RoomGame[]): RoomGames {
  const map = new Map<string, RoomGame>();
  for (const game of list) {
    if (map.has(game.key)) throw new Error(`two room games share the key ${game.key}`);
    map.set(game.key, game);
  }
  return map;
}

/** The game of rooms whose `room:create` names none, and of rooms stored before rooms named their game. */
export const DEFAULT_GAME = DEFAULT_ROOM_GAME;

/** A seat of a room as stored (see {@link RoomRecord.seats}). */
export interface RoomSeat {
  tokenHash: string | null;
  admitted: boolean;
}

/** A seat's check: how many digits the phone shows and the table types back. */
export const SEAT_CHECK_DIGITS = 4;

/**
 * The check a seat's phone shows until the table admits it: 4 digits drawn from the hash of its
 * token (so nothing more is stored; a new claim, a new token, has a new check). The token's holder
 * learns it from its own snapshot; nobody else is ever sent it.
 */
export function seatCheck(tokenHash: string): string {
  return String(parseInt(tokenHash.slice(0, 12), 16) % 10 ** SEAT_CHECK_DIGITS).padStart(SEAT_CHECK_DIGITS, '0');
}

/** A room as stored. */
export interface RoomRecord extends RoomGameRecord {
  code: string;
  /** The key of the room's game (`RoomGame.key`). */
  game: string;
  /** Bumped by every change; updates are checked against it (optimistic concurrency). */
  version: number;
  /**
   * How many times the cards were dealt in this room: 0 until the table starts the game, then 1,
   * and one more each time a seat freed before the game's first event made the room deal again
   * ({@link revokeSeat}, {@link startGame}). Public: every device is told the cards were dealt again.
   */
  deals: number;
  /** SHA-256 (hex) of the table's token. */
  tableTokenHash: string;
  /**
   * Per seat, the SHA-256 (hex) of the token of the device holding it (`null` when free), and
   * whether the table admitted that device ({@link admitSeat}): a claimed seat shows its
   * {@link seatCheck} on its phone until the table types it back; before that it sees no card
   * and may not act.
   */
  seats: RoomSeat[];
  /** Hashes of revoked tokens (refused with `token-revoked`). */
  revoked: string[];
}

/**
 * The game of `room` among `games`.
 * @throws RoomError `not-supported` when this server does not run it
 */
export function gameOf(games: RoomGames, key: unknown): RoomGame {
  const game = typeof key === 'string' ? games.get(key) : undefined;
  if (!game) {
    throw new RoomError('not-supported', `this room server does not run the game ${String(key)}: it runs ${[...games.keys()].join(', ')}`, null, {
      game: String(key),
    });
  }
  return game;
}

/**
 * Builds a new room of `game`: its setup read by the game, nothing dealt yet (the table deals once
 * every seat is taken, {@link startGame}, so that a device that claims a free seat before the game
 * sees no card).
 * @throws RoomError or RuleError from the game's `newSetup`
 */
export function newRoom(
  game: RoomGame,
  code: string,
  input: unknown,
  tableTokenHash: string,
  randomInt: (n: number) => number,
): RoomRecord {
  const setup = game.newSetup(input, randomInt);
  return {
    code,
    game: game.key,
    version: 1,
    setup,
    deals: 0,
    events: [],
    pending: null,
    tableTokenHash,
    seats: game.players(setup).map(() => ({ tokenHash: null, admitted: false })),
    revoked: [],
    notes: [],
  };
}

/** Whether the cards of `room` are dealt: the table started the game and no freed seat withdrew the deal since. */
export function isDealt(game: RoomGame, room: RoomRecord): boolean {
  return game.isDealt(room.setup);
}

/** The players' names of `room`, in seat order. */
export function playersOf(game: RoomGame, room: RoomRecord): readonly string[] {
  return game.players(room.setup);
}

/** The seats held by a device the table has not admitted yet. */
function waitingSeats(room: RoomRecord): SeatIndex[] {
  return room.seats.flatMap((s, seat) => (s.tokenHash !== null && !s.admitted ? [seat] : []));
}

/** The seats no device holds now. */
function freeSeats(room: RoomRecord): SeatIndex[] {
  return room.seats.flatMap((s, seat) => (s.tokenHash === null ? [seat] : []));
}

/**
 * The table starts the game: the game deals with `randomInt` (its `dealRule`: R-SET-3 for The Resistance), once
 * every seat is held by a device. The deal is counted (`deals`), so every phone can say when the
 * cards were dealt again.
 * @throws RoomError `seats-free` while a seat is free (`params.free`: how many, `params.names`:
 *   their players); `seats-waiting` while a seat's phone is not admitted (`params.waiting`,
 *   `params.names`); `already-dealt` when the cards are dealt
 */
export function startGame(game: RoomGame, room: RoomRecord, randomInt: (n: number) => number): RoomRecord {
  const rule = game.dealRule ?? null;
  const cite = rule ? ` (${rule})` : '';
  if (isDealt(game, room)) throw new RoomError('already-dealt', `the cards are already dealt: the game is on${cite}`, rule);
  const free = freeSeats(room);
  if (free.length > 0) {
    const players = playersOf(game, room);
    const names = free.map((seat) => players[seat] ?? String(seat)).join(', ');
    throw new RoomError(
      'seats-free',
      `every seat must be taken before the cards are dealt, one to each player${cite}: ${free.length} free (${names})`,
      rule,
      { free: free.length, names },
    );
  }
  const waiting = waitingSeats(room);
  if (waiting.length > 0) {
    const players = playersOf(game, room);
    const names = waiting.map((seat) => players[seat] ?? String(seat)).join(', ');
    throw new RoomError(
      'seats-waiting',
      `the table admits every seat's phone before the cards are dealt (the digits it shows): ${waiting.length} waiting (${names})`,
      null,
      { waiting: waiting.length, names },
    );
  }
  const setup = game.deal(game.undeal(room.setup), randomInt);
  return { ...room, version: room.version + 1, setup, deals: room.deals + 1, pending: null, notes: [] };
}

/** The room's game replayed (the fold of its events), for the views and `act`. */
export function roomLive(game: RoomGame, room: RoomRecord): unknown {
  return game.load(room);
}

/**
 * A room read back from a store written by an earlier version: rooms stored before rooms named
 * their game are The Resistance's; the game upgrades its own record. A room of a version that
 * dealt the cards when the room was created has no count of deals: it was dealt once, and it plays
 * on as a room whose table started the game.
 */
export function upgradeRoom(games: RoomGames, room: RoomRecord): RoomRecord {
  const key = typeof room.game === 'string' ? room.game : DEFAULT_GAME;
  const game = games.get(key);
  const record = game?.upgrade ? game.upgrade(room) : room;
  const deals = typeof room.deals === 'number' ? room.deals : game?.isDealt(room.setup) ? 1 : 0;
  // Seats claimed before the table admitted phones were playing: admitted.
  const seats = room.seats.map((s) => (typeof s.admitted === 'boolean' ? s : { tokenHash: s.tokenHash, admitted: s.tokenHash !== null }));
  return { ...room, ...record, game: key, deals, seats };
}

/** The result of an accepted action: the next record, what changed, and what only the actor learns. */
export interface Acted {
  room: RoomRecord;
  /** The game's consequences of the events it added, for every device to announce (passed back to its views). */
  consequences: unknown[];
  /** What only the actor learns (the game's reply; `{}` when nothing). */
  reply: Record<string, unknown>;
  /** The game replayed at the new record, when the game handed it back (else `undefined`: replay it when needed). */
  live: unknown;
}

/**
 * Applies one action of `actor` to `room` (the version is bumped by one): the game takes it and
 * every rule is the game's; the room keeps what the game hands back. When the game hands back its
 * record unchanged (the very same `events`, `pending` and `notes`), `room` itself is returned: no
 * version, no write, no snapshot to anyone; only the actor's reply.
 * @param name the action (the socket event `game:<name>`), one of the game's `actions`
 * @param randomInt uniform integer in [0, n), for the game's chance
 * @param live the game replayed at `room` (default: replayed now); the server passes the one it keeps
 * @throws RuleError (the game's refusal) or RoomError (`bad-request`: an action the game does not
 *   have or a request it cannot read; `not-dealt`, R-SET-3, before the table started the game;
 *   `not-admitted`: a seat whose phone the table has not admitted);
 *   nothing is changed then
 */
export function act(
  game: RoomGame,
  room: RoomRecord,
  actor: Actor,
  name: string,
  request: Record<string, unknown>,
  randomInt: (n: number) => number,
  live: unknown = game.load(room),
): Acted {
  if (!game.actions.includes(name)) throw new RoomError('bad-request', 'unknown action');
  if (!isDealt(game, room)) {
    const rule = game.dealRule ?? null;
    throw new RoomError('not-dealt', `the game has not started: the table deals the cards once every seat is taken${rule ? ` (${rule})` : ''}`, rule);
  }
  if (actor.kind === 'seat' && !room.seats[actor.seat]?.admitted) {
    throw new RoomError('not-admitted', 'the table has not admitted this phone yet: it types the digits this phone shows');
  }
  const done = game.act(live, actor, name, request, randomInt);
  // The game handed its record back as it was (the same events, pending step and notes): the action
  // changed nothing, so nothing is written or sent (RoomGame.act; e.g. a declaration that does
  // nothing, which only the actor may learn, G3-OP-6).
  if (done.record.events === room.events && done.record.pending === room.pending && done.record.notes === room.notes) {
    return { room, consequences: [], reply: done.reply, live };
  }
  const next: RoomRecord = { ...room, version: room.version + 1, ...done.record };
  return { room: next, consequences: done.consequences, reply: done.reply, live: done.live };
}

/**
 * The snapshot for `seat`'s phone: the platform's fields and the game's part (its allow-list view
 * of this seat). A phone the table has not admitted sees the game as before the deal (no card,
 * nothing asked) and its check.
 */
export function seatSnapshot(
  game: RoomGame,
  room: RoomRecord,
  seat: SeatIndex,
  live: unknown = game.load(room),
  consequences: readonly unknown[] = [],
): SeatSnapshotBase {
  const held = room.seats[seat];
  const admitted = held?.admitted === true;
  const dealt = isDealt(game, room);
  // A phone the table has not admitted sees the room as before the deal, whatever was played:
  // the game's own view of its undealt setup, with no event (no card, no side, nothing asked).
  const view =
    dealt && !admitted
      ? game.seatView(game.load({ setup: game.undeal(room.setup), events: [], pending: null, notes: [] }), seat, false, [])
      : game.seatView(live, seat, dealt, consequences);
  return {
    code: room.code,
    game: room.game,
    version: room.version,
    dealt: dealt && admitted,
    deals: room.deals,
    seat,
    admitted,
    check: !admitted && held?.tokenHash ? seatCheck(held.tokenHash) : null,
    ...view,
  };
}

/** The snapshot for the table device: the platform's fields, the seats' presence, and the game's public part. */
export function tableSnapshot(
  game: RoomGame,
  room: RoomRecord,
  connected: ReadonlySet<SeatIndex>,
  joinUrl: string,
  live: unknown = game.load(room),
  consequences: readonly unknown[] = [],
): TableSnapshotBase {
  const dealt = isDealt(game, room);
  const players = playersOf(game, room);
  return {
    code: room.code,
    game: room.game,
    version: room.version,
    dealt,
    deals: room.deals,
    played: room.events.length > 0,
    seats: room.seats.map(
      (s, seat): SeatPresence => ({
        seat,
        name: players[seat] ?? '',
        claimed: s.tokenHash !== null,
        admitted: s.tokenHash !== null && s.admitted,
        connected: connected.has(seat),
      }),
    ),
    joinUrl,
    ...game.tableView(live, dealt, consequences),
  };
}

/** Whether `seat` is a seat of `room`. */
function isSeatOf(room: RoomRecord, seat: unknown): seat is SeatIndex {
  return Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < room.seats.length;
}

/**
 * Claims a seat for a device: a free seat, or one whose phone the table has not admitted yet (that
 * phone's token is revoked: a squatter cannot keep the seat from its player by claiming it
 * first). The device is not admitted: it shows its {@link seatCheck} until the table types it back.
 * @throws RoomError `no-seat`, `seat-taken` (the table admitted another phone to this seat)
 */
export function claimSeat(room: RoomRecord, seat: unknown, tokenHash: string): RoomRecord {
  if (!isSeatOf(room, seat)) {
    throw new RoomError('no-seat', `there is no seat ${String(seat)}: seats are 0 to ${room.seats.length - 1}`, null, {
      last: room.seats.length - 1,
    });
  }
  const held = room.seats[seat]!;
  if (held.tokenHash !== null && held.admitted) throw new RoomError('seat-taken', 'another device holds this seat', null, { seat });
  const seats = room.seats.map((s, i) => (i === seat ? { tokenHash, admitted: false } : s));
  return { ...room, version: room.version + 1, seats, revoked: held.tokenHash !== null ? [...room.revoked, held.tokenHash] : room.revoked };
}

/** Whether claiming `seat` now takes it from a phone that was waiting for the table (see {@link claimSeat}). */
export function claimDisplaces(room: RoomRecord, seat: unknown): boolean {
  return isSeatOf(room, seat) && room.seats[seat]!.tokenHash !== null && !room.seats[seat]!.admitted;
}

/**
 * The table admits a seat's phone by typing back the digits it shows ({@link seatCheck}): from then
 * on that phone sees its cards and may act.
 * @throws RoomError `no-seat`; `seat-free` (no phone holds it); `check-wrong` (the digits are not
 *   that phone's: another phone may have claimed the seat since, or a digit was misheard)
 */
export function admitSeat(room: RoomRecord, seat: unknown, check: unknown): RoomRecord {
  if (!isSeatOf(room, seat)) {
    throw new RoomError('no-seat', `there is no seat ${String(seat)}: seats are 0 to ${room.seats.length - 1}`, null, {
      last: room.seats.length - 1,
    });
  }
  const held = room.seats[seat]!;
  if (held.tokenHash === null) throw new RoomError('seat-free', 'no phone holds this seat yet', null, { seat });
  if (held.admitted) return room;
  const typed = typeof check === 'string' ? check.replace(/\s+/g, '') : '';
  if (typed !== seatCheck(held.tokenHash)) {
    throw new RoomError('check-wrong', `these are not the ${SEAT_CHECK_DIGITS} digits this seat's phone shows`, null, { seat });
  }
  const seats = room.seats.map((s, i) => (i === seat ? { tokenHash: held.tokenHash, admitted: true } : s));
  return { ...room, version: room.version + 1, seats };
}

/**
 * Revokes the token of a seat: the seat is free again and the token refused.
 *
 * When the cards are dealt and the game has no event yet, the deal is withdrawn as well: the device
 * that held the seat has seen its card, so every seat gets a new deal when the table starts the
 * game again with every seat taken ({@link startGame}, R-SET-3). Once the game has an event, the
 * deal is kept: the players have acted on their cards, the log is a fold over this deal, and
 * dealing again would undo the game; the player comes back to their seat on another device.
 * @throws RoomError `no-seat`
 */
export function revokeSeat(game: RoomGame, room: RoomRecord, seat: unknown): RoomRecord {
  if (!isSeatOf(room, seat)) {
    throw new RoomError('no-seat', `there is no seat ${String(seat)}: seats are 0 to ${room.seats.length - 1}`, null, {
      last: room.seats.length - 1,
    });
  }
  const old = room.seats[seat]!.tokenHash;
  if (old === null) return room;
  const seats = room.seats.map((s, i) => (i === seat ? { tokenHash: null, admitted: false } : s));
  const next = { ...room, version: room.version + 1, seats, revoked: [...room.revoked, old] };
  return revokeRedeals(game, room) ? { ...next, setup: game.undeal(room.setup), pending: null, notes: [] } : next;
}

/** Whether revoking a seat of `room` now withdraws the deal (see {@link revokeSeat}). */
export function revokeRedeals(game: RoomGame, room: RoomRecord): boolean {
  return isDealt(game, room) && room.events.length === 0;
}

/**
 * Whom a token authenticates in a room.
 * @throws RoomError `token-revoked` for a revoked token, `token-unknown` for any other
 */
export function authenticate(room: RoomRecord, role: 'seat' | 'table', tokenHash: string): Actor {
  if (role === 'table' && room.tableTokenHash === tokenHash) return { kind: 'table' };
  if (role === 'seat') {
    const seat = room.seats.findIndex((s) => s.tokenHash === tokenHash);
    if (seat >= 0) return { kind: 'seat', seat };
  }
  if (room.revoked.includes(tokenHash)) throw new RoomError('token-revoked', 'this device was removed from its seat by the table');
  throw new RoomError('token-unknown', 'this token opens no seat of this room');
}

/** What a phone sees before claiming a seat. */
export function lobbyOf(game: RoomGame, room: RoomRecord): RoomLobby {
  const players = playersOf(game, room);
  return {
    code: room.code,
    game: room.game,
    seats: room.seats.map((s, seat) => ({ seat, name: players[seat] ?? '', claimed: s.tokenHash !== null && s.admitted })),
  };
}
