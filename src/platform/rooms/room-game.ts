/**
 * The contract between the room server and a game (the server knows games only through
 * it). The server keeps rooms (codes, seats, tokens, versions, storage, transport) and holds no
 * rule; a game hands it a {@link RoomGame}: how to read a table's setup, deal, take an action,
 * and build each device's part of its snapshot by the game's allow-list views. Pure TypeScript: no
 * I/O, no clock; randomness comes in as `randomInt`.
 *
 * A room stores its game's part as a {@link RoomGameRecord} (JSON): the setup (the deal in it from
 * the table's start on), the accepted events, the secret step in course, and the seats' notes (what
 * one seat alone saw). The state is the fold of the events, never stored.
 */
import { RuleError } from '../engine/errors.ts';
import type { ErrorBody, ErrorCode, SeatIndex, SeatSnapshotBase } from './protocol.ts';
import type { SnapshotDelta, WholeParts } from './snapshot-delta.ts';

/** The game's part of a stored room: JSON, read by the game only. */
export interface RoomGameRecord<Setup = unknown, Event = unknown, Pending = unknown, Note = unknown> {
  /** The game's setup: undealt until the table starts the game, then with the deal (secret, never sent). */
  setup: Setup;
  /** The accepted events, in order. */
  events: Event[];
  /** The secret step in course (sealed votes, a face-down pile…), or `null`: never sent. */
  pending: Pending | null;
  /** What a single seat saw (each sent to that seat only). */
  notes: Note[];
}

/** Who sends an action: the table device or a seat's phone. */
export type RoomActor = { kind: 'table' } | { kind: 'seat'; seat: SeatIndex };

/** What an accepted action gives back to the server. */
export interface RoomActed<Event = unknown, Pending = unknown, Note = unknown, Consequence = unknown> {
  /**
   * The game's record after the action (its events extend the previous ones). An action that
   * changes nothing hands back the loaded record's own `events`, `pending` and `notes` (the same
   * objects): the server then writes and sends nothing, and only the actor gets its reply.
   */
  record: Omit<RoomGameRecord<unknown, Event, Pending, Note>, 'setup'>;
  /** The consequences of the events it added, for every device to say (passed back to the views). */
  consequences: Consequence[];
  /** What only the actor learns, sent in its reply (e.g. the card the Trapper's leader set aside); `{}` when nothing. */
  reply: Record<string, unknown>;
  /**
   * The game after the action, as {@link RoomGame.load} would replay it from the new record, when
   * the game has it at hand (the server then keeps it instead of replaying the log, which costs an action's CPU).
   */
  live?: unknown;
}

/**
 * A game as the room server runs it. Members are methods so that a game with its own types fits
 * the registry's `RoomGame` (the server passes back only what the game gave it).
 *
 * @typeParam Setup the game's setup; @typeParam Live the replayed game (built once per change by
 *   {@link RoomGame.load} and passed to the views); @typeParam Consequence what an action changed.
 */
export interface RoomGame<Setup = unknown, Event = unknown, Pending = unknown, Note = unknown, Live = unknown, Consequence = unknown> {
  /** A stable key, stored with each room and named by `room:create` (`resistance`, `rebellion-vs-empire`). */
  readonly key: string;
  /**
   * The rule id of dealing at the table's start, once every seat is taken (The Resistance's R-SET-3),
   * cited by the server's refusals `seats-free`, `already-dealt` and `not-dealt`; none when left out.
   */
  readonly dealRule?: string;
  /**
   * The rule id of the players' names in this game's setup (The Resistance's R-SET-1, Rebellion vs
   * Empire's G2-SET-1, the traitor expansion's G3-SET-1), cited by the server's refusals of a name
   * at `room:create` (server/input.ts `normalizeNames`: too long, a forbidden character, only
   * invisible characters, two names equal but for letter case).
   */
  readonly namesRule: string;
  /** The game's action names: each arrives as the socket event `game:<name>` with a request object. */
  readonly actions: readonly string[];
  /**
   * The field names of the game's room setup and requests, beyond the platform's (`setup`,
   * `players`, `code`, `seat`): a refusal may name them without repeating the request (the room
   * server's no-echo rule, server/input.ts `withoutEcho`); none when left out.
   */
  readonly fields?: readonly string[];
  /**
   * A table's setup for a new room, checked by the game's rules, with nothing dealt yet (the deal
   * waits for every seat to be taken).
   * @throws RoomError (`bad-request`, `deal-by-server`, `not-supported`) or RuleError
   */
  newSetup(input: unknown, randomInt: (n: number) => number): Setup;
  /** The players' names, in seat order (one seat each). */
  players(setup: Setup): readonly string[];
  /** Whether `setup` holds a deal. */
  isDealt(setup: Setup): boolean;
  /** The setup with a new deal drawn with `randomInt` (from an undealt setup). */
  deal(setup: Setup, randomInt: (n: number) => number): Setup;
  /** The setup without its deal (a seat freed before the game's first event withdraws it). */
  undeal(setup: Setup): Setup;
  /** A record written by an earlier version, in today's shapes (optional). */
  upgrade?(record: RoomGameRecord<Setup, Event, Pending, Note>): RoomGameRecord<Setup, Event, Pending, Note>;
  /** The game replayed from its record (the fold of its events), for {@link act} and the views. */
  load(record: RoomGameRecord<Setup, Event, Pending, Note>): Live;
  /**
   * Takes the action `name` (one of {@link actions}) with its request from `actor`; every rule is
   * the game's. Called only once the game is dealt.
   * @throws RuleError (the rules refuse it) or RoomError (`bad-request`: a request the game cannot read)
   */
  act(
    live: Live,
    actor: RoomActor,
    name: string,
    request: Record<string, unknown>,
    randomInt: (n: number) => number,
  ): RoomActed<Event, Pending, Note, Consequence>;
  /** Whether the game is over (the room is kept for its retention time from then). */
  isOver(live: Live): boolean;
  /**
   * The game's part of `seat`'s snapshot: that seat's allow-list view, what is asked of it, the
   * public consequences of the change to say (none on a (re)connect). Nothing is asked before the deal.
   */
  seatView(live: Live, seat: SeatIndex, dealt: boolean, consequences: readonly Consequence[]): object;
  /** The game's part of the table's snapshot: the public view only. */
  tableView(live: Live, dealt: boolean, consequences: readonly Consequence[]): object;
  /**
   * The bytes a seat's whole snapshot (as sent: the platform's fields and {@link seatView}'s) is
   * allowed, computed from its public parts only plus a headroom for what this seat alone knows:
   * the server pads every `seat:view` frame to at least this (rounded up to a fixed step,
   * server/frames.ts), so that its length tells nothing a seat alone knows. A snapshot
   * longer than this is sent at its own length and logged as an overflow.
   */
  seatFrameBytes(snapshot: SeatSnapshotBase): number;
  /**
   * Send what changed (snapshot-delta.ts): the bytes a seat's delta may take for
   * its `patch` and `consequences` together (the platform adds its own fields and the frame's
   * envelope), computed from public facts only: the table's delta of the same change (`table`: the
   * public view's patch and consequences) and `snapshot`'s public parts (as {@link seatFrameBytes}
   * reads them), plus a headroom for what this seat alone may learn in one change. Every seat's
   * delta frame of a change is padded to the largest of these, so that its length tells nothing a
   * seat alone knows; when a seat's delta would be longer, every seat gets its whole padded
   * snapshot instead (never a longer frame). Left out: the game's seats always get whole snapshots
   * (its table still gets deltas: they are public).
   */
  seatDeltaBytes?(table: SnapshotDelta, snapshot: SeatSnapshotBase): number;
  /**
   * The parts of a seat's snapshot that its delta replaces whole when they change (its own parts:
   * what this seat alone knows), so that a bound of each part bounds its operation in the delta,
   * which {@link seatDeltaBytes} then counts. Left out: every part is diffed finely.
   */
  readonly seatDeltaWhole?: WholeParts;
}

/** An error a client may see: never a secret (it names the requester's own action only). */
export class RoomError extends Error {
  readonly code: ErrorCode;
  readonly rule: string | null;
  readonly params: Record<string, string | number>;
  constructor(code: ErrorCode, message: string, rule: string | null = null, params: Record<string, string | number> = {}) {
    super(message);
    this.name = 'RoomError';
    this.code = code;
    this.rule = rule;
    this.params = params;
  }
  /** The refusal as sent to the client. */
  toBody(): ErrorBody {
    return { code: this.code, rule: this.rule, message: this.message, params: this.params };
  }
}

/** The error body for anything thrown while handling a request (the engines' rule errors kept, anything else hidden). */
export function errorBody(error: unknown): ErrorBody {
  if (error instanceof RoomError) return error.toBody();
  if (error instanceof RuleError) return { code: 'rule', rule: error.rule, reason: error.code, message: error.message, params: error.params };
  return { code: 'server-error', rule: null, message: 'the server could not do this; try again' };
}

/** A request's field of the wrong type: `bad-request` (the protocol's shape, not a rule). @throws RoomError */
export function requireShape(ok: boolean, message: string): void {
  if (!ok) throw new RoomError('bad-request', message);
}
