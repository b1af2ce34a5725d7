/**
 * A room, as data, and what may be done to it: pure functions over a {@link RoomRecord}. The
 * engine (`../src/games/resistance/engine.ts`) is the only judge of the rules and owns every step
 * (its `steps.ts`: what is asked now, of whom, which choices are secret; every action checked and
 * turned into events). This file is transport: it keeps the room's setup, its event log, the
 * secret step in course and the seats' notes as the engine hands them back, translates the
 * protocol's requests into the engine's actions, and builds each device's snapshot from the
 * engine's views and asks. No I/O, no clock; randomness comes in as `randomInt`.
 *
 * A room is stored as its setup and its event log (the state is the fold of the events), the
 * secret step in course (the engine's `Secret`: sealed votes until all have voted, R-VOTE-1; the
 * face-down pile of mission cards, each put at a uniformly random place, so who played which card
 * is not kept, R-MIS-1; the modules' secret parts: the cards played face up, and while a look at a
 * card is due, whose card is whose, R-PLOT-3), and the seats' notes (what a seat saw of a played
 * card: the Trapper's leader, R-TRP-2; Keeping a Close Eye on You, R-PLOT-3).
 */
import {
  act as engineAct,
  asked,
  asksFor,
  currentSecret,
  dealSetup,
  drawFirstLeader,
  isSeat,
  manifest,
  ownSecret,
  publicConsequence,
  replayRecord,
  RuleError,
  validateSetup,
  viewFor,
  RECORD_FORMAT,
} from '../src/games/resistance/engine.ts';
import type {
  Action,
  Ask,
  Consequence,
  GameEvent,
  GameSetup,
  GameState,
  HunterLoyalty,
  MissionCard,
  MissionNumber,
  Note,
  PlotCard,
  Play,
  Secret,
  Seat,
} from '../src/games/resistance/engine.ts';
import type {
  EndReveal,
  ErrorBody,
  ErrorCode,
  PlotTurn,
  Progress,
  RoomLobby,
  RoomSetupInput,
  SeatPresence,
  SeatSnapshot,
  SeatTurn,
  TableSnapshot,
} from './protocol.ts';
import { ROOM_MODULES, ROOM_SETUP_FIELDS } from './protocol.ts';

/** A room as stored. */
export interface RoomRecord {
  code: string;
  /** Bumped by every change; updates are checked against it (optimistic concurrency). */
  version: number;
  /**
   * The normalised setup: until the table starts the game, as the table chose it (no card dealt:
   * `spies` is `null`); from the deal on, with the roles the server dealt (R-SET-3): secret, never
   * sent. See {@link isDealt}.
   */
  setup: GameSetup;
  /**
   * How many times the cards were dealt in this room: 0 until the table starts the game, then 1,
   * and one more each time a seat freed before the game's first event made the room deal again
   * ({@link revokeSeat}, {@link startGame}). Public: every device is told the cards were dealt again.
   */
  deals: number;
  /** The engine's accepted events, in order. */
  events: GameEvent[];
  /** The secret step in course (the engine's), or `null`: never sent. */
  pending: Secret | null;
  /** SHA-256 (hex) of the table's token. */
  tableTokenHash: string;
  /** Per seat, the SHA-256 (hex) of the token of the device holding it, or `null` when free. */
  seats: { tokenHash: string | null }[];
  /** Hashes of revoked tokens (refused with `token-revoked`). */
  revoked: string[];
  /** What a seat saw of a played mission card (the engine's notes): each is sent to that seat only. */
  notes: Note[];
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

/** The error body for anything thrown while handling a request (engine rule errors kept). */
export function errorBody(error: unknown): ErrorBody {
  if (error instanceof RoomError) return error.toBody();
  if (error instanceof RuleError) return { code: 'rule', rule: error.rule, reason: error.code, message: error.message, params: error.params };
  return { code: 'server-error', rule: null, message: 'the server could not do this; try again' };
}

/**
 * Builds a new room: validates the setup with the engine (R-SET-1, R-SET-4, R-VAR-TGT, modules),
 * draws the first leader when it is not given (R-SET-4), and turns secret votes on. No card is
 * dealt yet: the table deals them once every seat is taken ({@link startGame}, R-SET-3), so that a
 * device that claims a free seat before the game sees no card.
 * @throws RoomError `deal-by-server` when the input names spies or Reversers; `bad-request` for a
 *   setup that is not an object; RuleError for a setup the engine refuses
 */
export function newRoom(
  code: string,
  input: RoomSetupInput,
  tableTokenHash: string,
  randomInt: (n: number) => number,
): RoomRecord {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new RoomError('bad-request', 'a room needs a setup: players, and optionally firstLeader, variants and modules');
  }
  const raw = input as unknown as Record<string, unknown>;
  if (raw.spies !== undefined || raw.reversers !== undefined || raw.characters !== undefined) {
    throw new RoomError('deal-by-server', 'the server deals the roles: a room setup names no spies, Reversers or characters', 'R-SET-3');
  }
  const modules = raw.modules && typeof raw.modules === 'object' ? Object.keys(raw.modules) : [];
  const unsupported = [
    ...Object.keys(raw).filter((k) => !ROOM_SETUP_FIELDS.includes(k)),
    ...modules.filter((k) => !ROOM_MODULES.includes(k) && (raw.modules as Record<string, unknown>)[k] !== false),
  ];
  if (unsupported.length > 0) {
    throw new RoomError('not-supported', `the room server cannot run this yet: ${unsupported.join(', ')}`, null, {
      fields: unsupported.join(', '),
    });
  }
  // R-SET-4: the first leader drawn when not given (public); the deal waits for the table (R-SET-3).
  const players = Array.isArray(input.players) ? input.players.length : 0;
  const firstLeader = input.firstLeader ?? (players >= 5 && players <= 10 ? drawFirstLeader(players, randomInt) : 0);
  const setup = validateSetup({ ...input, firstLeader, secretVotes: true, spies: null, characters: null });
  return {
    code,
    version: 1,
    setup,
    deals: 0,
    events: [],
    pending: null,
    tableTokenHash,
    seats: setup.players.map(() => ({ tokenHash: null })),
    revoked: [],
    notes: [],
  };
}

/** Whether the cards of `room` are dealt: the table started the game and no freed seat withdrew the deal since. */
export function isDealt(room: RoomRecord): boolean {
  return Array.isArray(room.setup.spies);
}

/** The seats no device holds now. */
function freeSeats(room: RoomRecord): Seat[] {
  return room.seats.flatMap((s, seat) => (s.tokenHash === null ? [seat] : []));
}

/**
 * The table starts the game: the server deals the cards with `randomInt` (R-SET-2, R-SET-3: the
 * character cards with a role module; the Reversers, R-REVS-1), one to each seat, once every seat
 * is held by a device. The deal is counted (`deals`), so every phone can say when the cards were
 * dealt again.
 * @throws RoomError `seats-free` (R-SET-3) while a seat is free (`params.free`: how many,
 *   `params.names`: their players); `already-dealt` (R-SET-3) when the cards are dealt
 */
export function startGame(room: RoomRecord, randomInt: (n: number) => number): RoomRecord {
  if (isDealt(room)) throw new RoomError('already-dealt', 'the cards are already dealt: the game is on (R-SET-3)', 'R-SET-3');
  const free = freeSeats(room);
  if (free.length > 0) {
    const names = free.map((seat) => room.setup.players[seat]!).join(', ');
    throw new RoomError(
      'seats-free',
      `every seat must be taken before the cards are dealt, one to each player (R-SET-3): ${free.length} free (${names})`,
      'R-SET-3',
      { free: free.length, names },
    );
  }
  const setup = validateSetup(dealSetup(undealt(room.setup), randomInt));
  return { ...room, version: room.version + 1, setup, deals: room.deals + 1, pending: null, notes: [] };
}

/**
 * The setup without its deal: no spies, no character cards, none of the modules' dealt seats (their
 * manifest's top-level setup keys: the Reversers', R-REVS-1).
 */
function undealt(setup: GameSetup): GameSetup {
  const cleared: Record<string, null> = { spies: null, characters: null };
  for (const entry of manifest()) for (const key of entry.setupKeys?.top ?? []) cleared[key] = null;
  return validateSetup({ ...setup, ...cleared } as GameSetup);
}

/** The game in course of a room: the fold of its events, its secret step and its notes. */
export function roomPlay(room: RoomRecord): Play {
  const state = replayRecord({ format: RECORD_FORMAT, setup: room.setup, events: room.events });
  return { state, secret: room.pending, notes: room.notes };
}

/** The game state of a room (the fold of its events). */
export function roomState(room: RoomRecord): GameState {
  return roomPlay(room).state;
}

/**
 * A room read back from a store written by an earlier version: the secret step in course and the
 * notes in their earlier shapes become the engine's (`{ kind: 'vote' | 'mission', … }` pending,
 * notes with `proposalIndex`). Chances a holder passed in such a room (`plot_passes`) are not
 * carried over: from now on a pass is an event of the log. A room of a version that dealt the
 * cards when the room was created has no count of deals: it was dealt once (its setup holds the
 * spies), and it plays on as a room whose table started the game.
 */
export function upgradeRoom(room: RoomRecord): RoomRecord {
  const pending = room.pending as unknown as Record<string, unknown> | null;
  let secret: Secret | null = room.pending;
  if (pending && typeof pending.kind === 'string') {
    const proposal = Number(pending.proposalIndex);
    secret =
      pending.kind === 'vote'
        ? { proposal, votes: (pending.votes as Record<string, boolean>) ?? {}, played: [], pile: [], parts: {} }
        : {
            proposal,
            votes: {},
            played: (pending.played as Seat[]) ?? [],
            pile: (pending.pile as MissionCard[]) ?? [],
            parts: room.setup.modules?.plot
              ? {
                  plot: {
                    faceUp: (pending.faceUp as Record<string, MissionCard>) ?? {},
                    ...(pending.owners ? { owners: pending.owners as Record<string, MissionCard> } : {}),
                  },
                }
              : {},
          };
  }
  const notes = room.notes.map((n) => {
    const old = n as unknown as { proposalIndex?: number } & Note;
    if (old.proposalIndex === undefined) return n;
    const { proposalIndex, ...rest } = old;
    return { ...rest, proposal: proposalIndex, via: rest.target === undefined ? 'trapper' : 'plot' };
  });
  const deals = typeof room.deals === 'number' ? room.deals : isDealt(room) ? 1 : 0;
  return { ...room, deals, pending: secret, notes };
}

/** Who sends an action: the table device or a seat's phone. */
export type Actor = { kind: 'table' } | { kind: 'seat'; seat: Seat };

/** A game action as the protocol sends it (server/protocol.ts `game:*` events). */
export type RoomAction =
  | { type: 'propose'; team: Seat[]; mission?: MissionNumber; investigator?: Seat }
  | { type: 'vote'; approve: boolean }
  | { type: 'card'; card: MissionCard }
  | { type: 'role-step'; step: RoleStep; target: Seat }
  | { type: 'show'; card: HunterLoyalty }
  | { type: 'loyalty-draw' }
  | { type: 'set-aside'; index: number }
  | { type: 'inquire'; target: Seat }
  | { type: 'plot-draw' }
  | { type: 'plot-give'; card: PlotCard; to: Seat }
  | { type: 'plot-use'; card: PlotCard; by?: Seat; target?: Seat; take?: PlotCard }
  | { type: 'plot-pass'; card: PlotCard; by?: Seat };

/** The role-module steps sent as `game:role-step` (the target named; the engine knows who acts). */
export type RoleStep = 'assassination' | 'investigation' | 'accusation' | 'early-accusation' | 'branding';
export const ROLE_STEPS: readonly RoleStep[] = ['assassination', 'investigation', 'accusation', 'early-accusation', 'branding'];

/** The result of an accepted action: the next record, what changed, and what only the actor learns. */
export interface Acted {
  room: RoomRecord;
  /** The consequences of the events it added, for every device to announce. */
  consequences: Consequence[];
  /** With the Trapper, the card the leader set aside and saw (R-TRP-2). */
  card?: MissionCard;
}

/** The user of a plot card: the seat's own phone, or the table naming it (`by`). */
function plotBy(actor: Actor, by: unknown): Seat {
  if (actor.kind === 'seat') return actor.seat;
  if (typeof by !== 'number') throw new RoomError('bad-request', 'the table says who uses the plot card ("by": a seat)');
  return by;
}

/** A request's field of the wrong type: `bad-request` (the protocol's shape, not a rule). */
function shape(ok: boolean, message: string): void {
  if (!ok) throw new RoomError('bad-request', message);
}
const isInt = (v: unknown): v is number => Number.isInteger(v);

/** Checks the types of a request's fields (the protocol's shape); the rules are the engine's. @throws RoomError `bad-request` */
function checkShape(action: RoomAction): void {
  const a = action as unknown as Record<string, unknown>;
  switch (action.type) {
    case 'propose':
      shape(Array.isArray(a.team) && (a.team as unknown[]).every(isInt), 'a team is a list of seats');
      shape(a.mission === undefined || isInt(a.mission), 'a mission is a number');
      shape(a.investigator === undefined || isInt(a.investigator), 'the investigator is a seat');
      break;
    case 'vote':
      shape(typeof a.approve === 'boolean', 'a vote is approve: true or false');
      break;
    case 'card':
    case 'show':
      shape(typeof a.card === 'string', 'a card is named by a string');
      break;
    case 'set-aside':
      shape(isInt(a.index), 'the card set aside is an index');
      break;
    case 'inquire':
    case 'role-step':
      shape(isInt(a.target), 'the target is a seat');
      break;
    case 'plot-give':
      shape(typeof a.card === 'string' && isInt(a.to), 'a plot card is given to a seat');
      break;
    case 'plot-use':
    case 'plot-pass':
      shape(typeof a.card === 'string', 'a plot card is named by a string');
      shape(a.by === undefined || isInt(a.by), 'the holder is a seat');
      shape(a.target === undefined || isInt(a.target), 'the target is a seat');
      shape(a.take === undefined || typeof a.take === 'string', 'the card taken is named by a string');
      break;
  }
}

/** The engine's action for a protocol request (a translation: the engine checks every rule). */
function engineAction(room: RoomRecord, actor: Actor, action: RoomAction): Action {
  checkShape(action);
  const record = (event: GameEvent): Action => ({ type: 'record', event });
  switch (action.type) {
    case 'propose': {
      const event: GameEvent = { type: 'proposal', team: action.team };
      if (action.mission !== undefined) event.mission = action.mission;
      if (action.investigator !== undefined) event.investigator = action.investigator;
      return record(event);
    }
    case 'vote':
      return { type: 'vote', approve: action.approve };
    case 'card':
      return { type: 'card', card: action.card };
    case 'set-aside':
      return { type: 'set-aside', index: action.index };
    case 'inquire':
      return record({ type: 'inquisition', target: action.target });
    case 'show':
      return { type: 'show', card: action.card };
    case 'role-step':
      if (!ROLE_STEPS.includes(action.step)) throw new RoomError('bad-request', `a role step is one of ${ROLE_STEPS.join(', ')}`);
      if (!isSeat(action.target, room.setup.players.length)) throw new RoomError('bad-request', 'the target is a seat');
      // The app holds the cards: the investigated player shows their card first (the engine's step).
      if (action.step === 'investigation') return { type: 'investigate', target: action.target };
      return record({ type: action.step, target: action.target } as GameEvent);
    case 'loyalty-draw':
      return { type: 'draw-loyalty' };
    case 'plot-draw':
      return { type: 'draw' };
    case 'plot-give':
      return record({ type: 'plot-give', card: action.card, to: action.to });
    case 'plot-use': {
      const event: GameEvent = { type: 'plot-use', card: action.card, by: plotBy(actor, action.by) };
      if (action.target !== undefined) event.target = action.target;
      if (action.take !== undefined) event.take = action.take;
      return record(event);
    }
    case 'plot-pass':
      return { type: 'pass', card: action.card, by: plotBy(actor, action.by) };
    default:
      throw new RoomError('bad-request', 'unknown action');
  }
}

/**
 * Applies one action of `actor` to `room` (the version is bumped by one): the engine takes it
 * (steps.ts `act`) and every rule is the engine's; the room keeps what the engine hands back.
 * @param randomInt uniform integer in [0, n): where a played card goes in the face-down pile, and
 *   the draws of plot and loyalty cards
 * @throws RuleError (the engine's refusal) or RoomError (a request the protocol cannot read;
 *   `not-dealt`, R-SET-3, before the table started the game); nothing is changed then
 */
export function act(room: RoomRecord, actor: Actor, action: RoomAction, randomInt: (n: number) => number): Acted {
  if (!isDealt(room)) {
    throw new RoomError('not-dealt', 'the game has not started: the table deals the cards once every seat is taken (R-SET-3)', 'R-SET-3');
  }
  const play = roomPlay(room);
  const done = engineAct(play, actor, engineAction(room, actor, action), randomInt);
  const next: RoomRecord = {
    ...room,
    version: room.version + 1,
    events: done.play.state.events,
    pending: done.play.secret,
    notes: done.play.notes,
  };
  const card = done.own?.note?.via === 'trapper' ? done.own.note.card : undefined;
  return { room: next, consequences: done.consequences, ...(card !== undefined ? { card } : {}) };
}

/** Who decides about a plot card now (public: plot cards are face up), from the engine's asks. */
function plotTurnOf(asks: readonly Ask[]): PlotTurn | null {
  const ask = asks.find((a) => a.kind === 'plot-chance' || a.kind === 'plot-resolve');
  if (!ask || ask.seat === null) return null;
  return { seat: ask.seat, card: ask.options!['card'] as PlotCard, mustUse: ask.kind === 'plot-resolve', targets: [...((ask.options!.seats as Seat[]) ?? [])] };
}

/** The public progress of the secret step in course ("k of n voted"), never who did what. */
export function progressOf(room: RoomRecord, play: Play = roomPlay(room), asks: readonly Ask[] = asked(play)): Progress | null {
  const state = play.state;
  const secret = currentSecret(play);
  if (state.phase === 'vote') {
    const votes = secret?.votes ?? {};
    // R-PLOT-3: the Opinion Makers' votes are face up.
    const makers = new Set((state.plot?.held ?? []).filter((h) => h.card === 'opinion-maker').map((h) => h.seat));
    const opinions = [...makers].sort((a, b) => a - b).flatMap((seat) => (String(seat) in votes ? [{ seat, approve: votes[String(seat)]! }] : []));
    return { kind: 'vote', done: Object.keys(votes).length, of: state.setup.players.length, ...(opinions.length > 0 ? { opinions } : {}) };
  }
  if (state.phase === 'mission') {
    const proposal = state.proposals[state.proposals.length - 1]!;
    const setAside = asks.find((a) => a.kind === 'set-aside');
    // R-TRP-2: the leader picks among the face-down cards (not those played face up, R-PLOT-3).
    if (setAside) return { kind: 'set-aside', done: 0, of: Number(setAside.options!['count']) };
    return { kind: 'mission', done: secret?.played.length ?? 0, of: proposal.team.length };
  }
  return null;
}

function endRevealOf(state: GameState): EndReveal | null {
  if (state.phase !== 'over' || !state.setup.spies) return null;
  const r = state.setup.reversers;
  const characters = state.setup.characters ? [...state.setup.characters] : null;
  return { spies: [...state.setup.spies], reversers: r ? { resistance: r.resistance, spy: r.spy } : null, characters };
}

/** What `seat` did itself in the step in course and must do, from the engine's asks (its own knowledge only). */
function turnOf(play: Play, asks: readonly Ask[], seat: Seat): SeatTurn {
  const mine = (kind: string) => asks.find((a) => a.kind === kind && a.seat === seat);
  const own = ownSecret(play, seat);
  const plot = plotTurnOf(asks);
  const show = mine('show-card');
  return {
    mustVote: mine('vote') !== undefined,
    vote: own.vote,
    mustPlay: mine('card') !== undefined,
    played: own.played,
    mustSetAside: mine('set-aside') !== undefined,
    setAside: play.notes.filter((n) => n.seat === seat && n.via === 'trapper').map((n) => ({ proposalIndex: n.proposal, card: n.card })),
    looks: play.notes.flatMap((n) => (n.seat === seat && n.target !== undefined ? [{ proposalIndex: n.proposal, target: n.target, card: n.card }] : [])),
    plot: plot?.seat === seat ? plot : null,
    show: show ? [...(show.options!['loyalty'] as HunterLoyalty[])] : null,
  };
}

/** The snapshot for `seat`'s phone: `viewFor(state, seat)`, progress, its own turn, the asks it sees. */
export function seatSnapshot(room: RoomRecord, seat: Seat, play: Play = roomPlay(room), consequences: readonly Consequence[] = []): SeatSnapshot {
  // Before the deal nobody is asked anything: the game has not started (R-SET-3).
  const dealt = isDealt(room);
  const asks = dealt ? asked(play) : [];
  return {
    code: room.code,
    version: room.version,
    dealt,
    deals: room.deals,
    seat,
    view: viewFor(play.state, seat),
    board: viewFor(play.state, 'public'),
    progress: progressOf(room, play, asks),
    you: turnOf(play, asks, seat),
    plotTurn: plotTurnOf(asks),
    asks: dealt ? asksFor(play, seat) : [],
    consequences: consequences.map((c) => publicConsequence(play.state, c)),
    endReveal: endRevealOf(play.state),
  };
}

/** The snapshot for the table device: `viewFor(state, 'public')`, progress, the seats' presence, the public asks. */
export function tableSnapshot(
  room: RoomRecord,
  connected: ReadonlySet<Seat>,
  joinUrl: string,
  play: Play = roomPlay(room),
  consequences: readonly Consequence[] = [],
): TableSnapshot {
  const dealt = isDealt(room);
  const asks = dealt ? asked(play) : [];
  const state = play.state;
  return {
    code: room.code,
    version: room.version,
    dealt,
    deals: room.deals,
    view: viewFor(state, 'public'),
    progress: progressOf(room, play, asks),
    seats: room.seats.map(
      (s, seat): SeatPresence => ({ seat, name: state.setup.players[seat]!, claimed: s.tokenHash !== null, connected: connected.has(seat) }),
    ),
    plot: plotTurnOf(asks),
    asks: dealt ? asksFor(play, 'public') : [],
    consequences: consequences.map((c) => publicConsequence(play.state, c)),
    joinUrl,
    endReveal: endRevealOf(state),
  };
}

/** Claims a free seat for a device. @throws RoomError `no-seat`, `seat-taken` */
export function claimSeat(room: RoomRecord, seat: unknown, tokenHash: string): RoomRecord {
  if (!isSeat(seat, room.seats.length)) {
    throw new RoomError('no-seat', `there is no seat ${String(seat)}: seats are 0 to ${room.seats.length - 1}`, null, {
      last: room.seats.length - 1,
    });
  }
  if (room.seats[seat]!.tokenHash !== null) throw new RoomError('seat-taken', 'another device holds this seat', null, { seat });
  const seats = room.seats.map((s, i) => (i === seat ? { tokenHash } : s));
  return { ...room, version: room.version + 1, seats };
}

/**
 * Revokes the token of a seat: the seat is free again and the token refused.
 *
 * When the cards are dealt and the game has no event yet (no proposal; with plot cards, no draw),
 * the deal is withdrawn as well: the device that held the seat has seen its card, so every seat
 * gets a new card when the table starts the game again with every seat taken ({@link startGame},
 * R-SET-3). Once the game has an event, the deal is kept: the players have acted on their cards
 * (a proposal, a vote, a plot card that showed a loyalty), the log is a fold over this deal, and
 * dealing again would undo the game; the player comes back to their seat on another device.
 * @throws RoomError `no-seat`
 */
export function revokeSeat(room: RoomRecord, seat: unknown): RoomRecord {
  if (!isSeat(seat, room.seats.length)) {
    throw new RoomError('no-seat', `there is no seat ${String(seat)}: seats are 0 to ${room.seats.length - 1}`, null, {
      last: room.seats.length - 1,
    });
  }
  const old = room.seats[seat]!.tokenHash;
  if (old === null) return room;
  const seats = room.seats.map((s, i) => (i === seat ? { tokenHash: null } : s));
  const next = { ...room, version: room.version + 1, seats, revoked: [...room.revoked, old] };
  return isDealt(room) && room.events.length === 0 ? { ...next, setup: undealt(room.setup), pending: null, notes: [] } : next;
}

/** Whether revoking a seat of `room` now withdraws the deal (see {@link revokeSeat}). */
export function revokeRedeals(room: RoomRecord): boolean {
  return isDealt(room) && room.events.length === 0;
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
export function lobbyOf(room: RoomRecord): RoomLobby {
  return {
    code: room.code,
    seats: room.seats.map((s, seat) => ({ seat, name: room.setup.players[seat]!, claimed: s.tokenHash !== null })),
  };
}
