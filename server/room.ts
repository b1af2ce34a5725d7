/**
 * A room, as data, and what may be done to it: pure functions over a {@link RoomRecord}, with the
 * engine (`../src/games/resistance/engine.ts`) as the only judge of the rules. No I/O, no clock; randomness
 * comes in as `randomInt`.
 *
 * A room is stored as its setup and its event log (the state is the fold of the events through
 * the engine's `step`), the secret step in course ({@link Pending}), and the seats' token hashes.
 * The secret step in course keeps:
 * - for a vote, each seat's sealed vote until all have voted (R-VOTE-1): votes are public once
 *   revealed, and `secretVoteEvent` turns them into the vote event;
 * - for a mission, the seats that have played and the face-down **pile** of the cards they played
 *   (each already passed through the engine's `playedCard`, R-MIS-2), every card put in at a
 *   uniformly random place: who played which card is not kept with the pile (R-MIS-1). The event is
 *   the count of Fail (and Reverse) cards, the same as `secretMissionEvent` gives (a test checks it);
 *   with the Trapper the leader sets aside the card at a place of the pile (R-TRP-2).
 *   With plot cards, a player in the spotlight plays face up (`faceUp`, public by R-PLOT-3), and
 *   while someone holds Keeping a Close Eye on You, `owners` keeps whose card is whose until the
 *   looks are done (R-PLOT-3): then it is dropped with the rest of the step (docs/scaling.md).
 */
import {
  createGame,
  dealSetup,
  LOYALTY_DECK,
  drawFirstLeader,
  isSeat,
  missionOrder,
  PLOT_CARDS,
  plotCardInfo,
  plotChances,
  plotDeckSize,
  plotDrawCount,
  plotMoment,
  plotTargets,
  playedCard,
  RuleError,
  secretVoteEvent,
  step,
  validateSetup,
  viewFor,
  voteOrder,
} from '../src/games/resistance/engine.ts';
import type {
  GameEvent,
  GameSetup,
  GameState,
  HunterMissionChoice,
  LoyaltyCard,
  MissionEvent,
  MissionNumber,
  PlotCard,
  Seat,
} from '../src/games/resistance/engine.ts';
import type {
  EndReveal,
  ErrorBody,
  PlotTurn,
  ErrorCode,
  Progress,
  RoomLobby,
  RoomSetupInput,
  SeatPresence,
  SeatSnapshot,
  SeatTurn,
  TableSnapshot,
} from './protocol.ts';
import { ROOM_MODULES, ROOM_SETUP_FIELDS } from './protocol.ts';

/** The secret step in course (see the module comment). */
export type Pending =
  | { kind: 'vote'; proposalIndex: number; votes: Record<string, boolean> }
  | {
      kind: 'mission';
      proposalIndex: number;
      played: Seat[];
      pile: HunterMissionChoice[];
      /** In the Spotlight (R-PLOT-3): the cards played face up, by seat; they are not in the pile. */
      faceUp?: Record<string, HunterMissionChoice>;
      /** Keeping a Close Eye on You (R-PLOT-3): each played card by seat, only until the looks are done. */
      owners?: Record<string, HunterMissionChoice>;
    };

/** A room as stored. */
export interface RoomRecord {
  code: string;
  /** Bumped by every change; updates are checked against it (optimistic concurrency). */
  version: number;
  /** The normalised setup, with the roles the server dealt: secret, never sent. */
  setup: GameSetup;
  /** The engine's accepted events, in order. */
  events: GameEvent[];
  pending: Pending | null;
  /** SHA-256 (hex) of the table's token. */
  tableTokenHash: string;
  /** Per seat, the SHA-256 (hex) of the token of the device holding it, or `null` when free. */
  seats: { tokenHash: string | null }[];
  /** Hashes of revoked tokens (refused with `token-revoked`). */
  revoked: string[];
  /**
   * What a seat saw of a played mission card, that seat's knowledge only: the card a Trapper's
   * leader set aside (R-TRP-2, no `target`), or the card of `target` looked at with Keeping a
   * Close Eye on You (R-PLOT-3).
   */
  notes: RoomNote[];
  /**
   * With plot cards: the chances to use a one-use card that their holder passed (R-PLOT-4), as
   * {@link passKey}s. Kept with the room (not in memory) so that a restarted server asks nobody
   * twice; absent in rooms stored before plot cards.
   */
  plotPasses?: string[];
}

/** One seat's look at a played mission card (see {@link RoomRecord.notes}). */
export interface RoomNote {
  seat: Seat;
  proposalIndex: number;
  card: HunterMissionChoice;
  /** Keeping a Close Eye on You: whose card it was; absent for the Trapper's set-aside card. */
  target?: Seat;
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
 * deals the roles with `randomInt` (R-SET-2, R-SET-3; the Reversers, R-REVS-1), draws the first
 * leader when it is not given (R-SET-4), and turns secret votes on.
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
  // R-SET-4: the first leader drawn when not given; R-SET-2, R-SET-3, R-REVS-1: the engine's deal.
  const players = Array.isArray(input.players) ? input.players.length : 0;
  const firstLeader = input.firstLeader ?? (players >= 5 && players <= 10 ? drawFirstLeader(players, randomInt) : 0);
  const setup = validateSetup(dealSetup({ ...input, firstLeader, secretVotes: true }, randomInt));
  return {
    code,
    version: 1,
    setup,
    events: [],
    pending: null,
    tableTokenHash,
    seats: setup.players.map(() => ({ tokenHash: null })),
    revoked: [],
    notes: [],
    plotPasses: [],
  };
}

/** The game state of a room: the fold of its events over its setup (the engine's `step`). */
export function roomState(room: RoomRecord): GameState {
  let state = createGame(room.setup);
  for (const event of room.events) state = step(state, event).state;
  return state;
}

/** Who sends an action: the table device or a seat's phone. */
export type Actor = { kind: 'table' } | { kind: 'seat'; seat: Seat };

/** A game action as the server accepts it. */
export type RoomAction =
  | { type: 'propose'; team: Seat[]; mission?: MissionNumber; investigator?: Seat }
  | { type: 'vote'; approve: boolean }
  | { type: 'card'; card: HunterMissionChoice }
  | { type: 'role-step'; step: RoleStep; target: Seat }
  | { type: 'loyalty-draw' }
  | { type: 'set-aside'; index: number }
  | { type: 'inquire'; target: Seat }
  | { type: 'plot-draw' }
  | { type: 'plot-give'; card: PlotCard; to: Seat }
  | { type: 'plot-use'; card: PlotCard; by?: Seat; target?: Seat; take?: PlotCard }
  | { type: 'plot-pass'; card: PlotCard; by?: Seat };

/** The key of one holder's chance to use `card` at the moment of `state` (R-PLOT-4), for a pass. */
function passKey(state: GameState, seat: Seat, card: PlotCard): string {
  return `${card}:${state.proposals.length}:${seat}`;
}

/** The mission step in course for the current proposal, if any. */
function missionPending(room: RoomRecord, state: GameState): Extract<Pending, { kind: 'mission' }> | null {
  const pending = room.pending;
  return state.phase === 'mission' && pending?.kind === 'mission' && pending.proposalIndex === state.proposals.length - 1 ? pending : null;
}

/**
 * The one-use plot card whose holder is asked now, in the order of R-PLOT-4 (from the leader,
 * clockwise), skipping the chances passed; `null` when nobody is asked. During a mission
 * (R-PLOT-3): No Confidence and In the Spotlight before the first card is played; Keeping a Close
 * Eye on You once every card is played, before they are revealed; nothing in between.
 */
export function plotChanceOf(room: RoomRecord, state: GameState): { seat: Seat; card: PlotCard } | null {
  const moment = plotMoment(state);
  if (!moment || state.plot?.pending) return null;
  let allowed = (_card: PlotCard): boolean => true;
  if (state.phase === 'mission') {
    const played = missionPending(room, state)?.played.length ?? 0;
    if (played > 0 && played < moment.team.length) return null;
    allowed = played === 0 ? (card) => card !== 'keeping-a-close-eye' : (card) => card === 'keeping-a-close-eye';
  }
  const passes = room.plotPasses ?? [];
  return plotChances(moment).find((c) => allowed(c.card) && !passes.includes(passKey(state, c.seat, c.card))) ?? null;
}

/** Who decides about a plot card now, and on whom it may act (public: plot cards are face up). */
export function plotTurnOf(room: RoomRecord, state: GameState): PlotTurn | null {
  const moment = plotMoment(state);
  if (!moment || !state.plot) return null;
  const pending = state.plot.pending;
  if (pending) return { seat: pending.holder, card: pending.card, mustUse: true, targets: plotTargets(moment, pending.card, pending.holder) };
  const chance = plotChanceOf(room, state);
  if (!chance) return null;
  return { seat: chance.seat, card: chance.card, mustUse: false, targets: plotTargets(moment, chance.card, chance.seat) };
}

/** Refuses what the leader or a team member would do before the holder asked now decided (R-PLOT-4). */
function waitForChance(room: RoomRecord, state: GameState): void {
  const chance = plotChanceOf(room, state);
  if (!chance) return;
  const player = state.setup.players[chance.seat]!;
  const card = plotCardInfo(chance.card).name;
  throw new RuleError('R-PLOT-4', 'plot-chance-open', `${player} first says whether they use ${card}`, { player, card: chance.card });
}

/** The plot card's user: the seat's own phone, or the table naming it (`by`). */
function plotBy(actor: Actor, by: unknown, players: number): Seat {
  if (actor.kind === 'seat') return actor.seat;
  if (!isSeat(by, players)) throw new RoomError('bad-request', 'the table says who uses the plot card ("by": a seat)');
  return by;
}

/** The role-module steps the table records (the engine holds the cards, so only the target is said). */
export type RoleStep = 'assassination' | 'investigation' | 'accusation' | 'early-accusation' | 'branding';
export const ROLE_STEPS: readonly RoleStep[] = ['assassination', 'investigation', 'accusation', 'early-accusation', 'branding'];

/** The result of an accepted action: the next record, and what only the actor learns. */
export interface Acted {
  room: RoomRecord;
  /** With the Trapper, the card the leader set aside and saw (R-TRP-2). */
  card?: HunterMissionChoice;
}

/**
 * Applies one action of `actor` to `room` (the version is bumped by one).
 * Checks, with rule ids: the phase and the seat (only the leader or the table proposes, R-TEAM-2;
 * every seat votes once, R-VOTE-1; only team members play, once each, R-MIS-1; only the leader
 * sets a card aside, R-TRP-2; only the token holder or the table checks, R-INQ-2); the engine
 * checks the rest when the event is applied. A card a seat may not play becomes Success
 * (R-MIS-2, R-REVS-2) with the same answer.
 * @param randomInt uniform integer in [0, n): where a played card goes in the face-down pile
 * @throws RuleError or RoomError; nothing is changed then
 */
export function act(room: RoomRecord, actor: Actor, action: RoomAction, randomInt: (n: number) => number): Acted {
  const state = roomState(room);
  if (state.phase === 'over') throw new RuleError('R-END-1', 'game-over', 'the game is over: no more actions');
  const next = (events: GameEvent[], pending: Pending | null, notes = room.notes): RoomRecord => ({
    ...room,
    version: room.version + 1,
    events,
    pending,
    notes,
  });
  const commit = (event: GameEvent): GameEvent[] => step(state, event).state.events;

  switch (action.type) {
    case 'propose': {
      if (actor.kind === 'seat' && actor.seat !== state.leader) {
        throw new RuleError('R-TEAM-2', 'not-leader', 'only the leader proposes a team', { leader: state.setup.players[state.leader]! });
      }
      waitForChance(room, state);
      const event: GameEvent = { type: 'proposal', team: action.team, leader: state.leader };
      if (action.mission !== undefined) event.mission = action.mission;
      if (action.investigator !== undefined) event.investigator = action.investigator;
      return { room: next(commit(event), null) };
    }
    case 'vote': {
      const seat = seatOf(actor, 'vote');
      const order = voteOrder(state); // R-VOTE-1: raises outside the vote
      if (typeof action.approve !== 'boolean') throw new RoomError('bad-request', 'a vote is approve: true or false');
      const proposalIndex = state.proposals.length - 1;
      const votes = room.pending?.kind === 'vote' && room.pending.proposalIndex === proposalIndex ? { ...room.pending.votes } : {};
      if (String(seat) in votes) throw new RuleError('R-VOTE-1', 'already-voted', 'you have voted on this team: every player votes once');
      // Opinion Maker with secret votes: its holder votes first, and the vote is shown to all (R-PLOT-3).
      const makers = opinionMakers(state).filter((s) => !(String(s) in votes));
      if (makers.length > 0 && !makers.includes(seat)) {
        const player = state.setup.players[makers[0]!]!;
        throw new RuleError('R-PLOT-3', 'plot-opinion-first', `${player} holds Opinion Maker and votes first, face up`, { player });
      }
      votes[String(seat)] = action.approve;
      if (Object.keys(votes).length < order.length) return { room: next(room.events, { kind: 'vote', proposalIndex, votes }) };
      // R-VOTE-1: all votes are revealed at once.
      const map = new Map<Seat, boolean>(Object.entries(votes).map(([s, v]) => [Number(s), v]));
      return { room: next(commit(secretVoteEvent(state, map)), null) };
    }
    case 'card': {
      const seat = seatOf(actor, 'play a mission card');
      const team = missionOrder(state); // R-MIS-1: raises outside the mission
      if (!team.includes(seat)) throw new RuleError('R-MIS-1', 'not-on-team', 'only the team members play mission cards');
      if (action.card !== 'success' && action.card !== 'fail' && action.card !== 'reverse' && action.card !== 'chief-fail') {
        throw new RoomError('bad-request', 'a mission card is "success", "fail", "reverse" or "chief-fail"');
      }
      const proposalIndex = state.proposals.length - 1;
      const pending = missionPending(room, state);
      const played = pending ? [...pending.played] : [];
      const pile = pending ? [...pending.pile] : [];
      const faceUp = { ...pending?.faceUp };
      if (played.includes(seat)) throw new RuleError('R-MIS-1', 'already-played', 'you have played your card: each member plays one');
      if (played.length === 0) waitForChance(room, state);
      // R-MIS-2, R-REVS-2: a card the seat may not play is played as Success.
      const card = playedCard(state, seat, action.card);
      // R-PLOT-3: a player in the spotlight plays face up; the others face down, shuffled (R-MIS-1).
      if (state.plot?.spotlight.includes(seat)) faceUp[String(seat)] = card;
      else pile.splice(randomInt(pile.length + 1), 0, card);
      // R-PLOT-3: while Keeping a Close Eye on You is held, whose card is whose is kept until the looks.
      const watched = (state.plot?.held ?? []).some((h) => h.card === 'keeping-a-close-eye');
      const owners = watched ? { ...pending?.owners, [String(seat)]: card } : undefined;
      played.push(seat);
      played.sort((a, b) => a - b);
      const step: Pending = {
        kind: 'mission',
        proposalIndex,
        played,
        pile,
        ...(Object.keys(faceUp).length > 0 ? { faceUp } : {}),
        ...(owners ? { owners } : {}),
      };
      const after = next(room.events, step);
      if (played.length < team.length || plotChanceOf(after, state)) return { room: after };
      return { room: settleMission(after, state, step) };
    }
    case 'set-aside': {
      const seat = seatOf(actor, 'set a card aside');
      const team = missionOrder(state);
      if (!state.setup.modules?.trapper) throw new RuleError('R-TRP-2', 'set-aside-without-trapper', 'only the Trapper sets a card aside');
      if (seat !== state.leader) throw new RuleError('R-TRP-2', 'not-leader', 'the leader sets the card aside');
      const pending = missionPending(room, state);
      if (!pending || pending.played.length < team.length) {
        throw new RuleError('R-TRP-2', 'cards-missing', 'every team member plays a card before the leader sets one aside');
      }
      waitForChance(room, state); // R-PLOT-3: Keeping a Close Eye on You comes before the reveal
      const index = action.index;
      if (!Number.isInteger(index) || index < 0 || index >= pending.pile.length) {
        throw new RoomError('bad-request', `pick one of the face-down cards, 0 to ${pending.pile.length - 1}`, 'R-TRP-2', {
          last: pending.pile.length - 1,
        });
      }
      const card = pending.pile[index]!;
      const counted = pending.pile.filter((_, i) => i !== index);
      const note: RoomNote = { seat, proposalIndex: pending.proposalIndex, card };
      return { room: next(commit(pileEvent(state, counted, pending.faceUp)), null, [...room.notes, note]), card };
    }
    case 'inquire': {
      if (actor.kind === 'seat' && actor.seat !== state.inquisitor?.holder) {
        throw new RuleError('R-INQ-2', 'not-inquisitor', 'only the Inquisitor names whom to check');
      }
      return { room: next(commit({ type: 'inquisition', target: action.target }), null) };
    }
    case 'role-step': {
      if (actor.kind !== 'table') throw new RoomError('not-table', 'the table records this step');
      if (!ROLE_STEPS.includes(action.step)) throw new RoomError('bad-request', `a role step is one of ${ROLE_STEPS.join(', ')}`);
      if (!isSeat(action.target, state.setup.players.length)) throw new RoomError('bad-request', 'the target is a seat');
      // R-HUN-BRAND: a Branding during the vote keeps the votes sealed so far.
      return { room: next(commit({ type: action.step, target: action.target }), action.step === 'branding' ? room.pending : null) };
    }
    case 'loyalty-draw': {
      if (actor.kind !== 'table') throw new RoomError('not-table', 'the table reveals the loyalty card');
      if (state.phase !== 'loyalty' || !state.loyalty) {
        throw new RuleError('R-DEF-V1', 'loyalty-not-now', 'a loyalty card is revealed only at the start of rounds 3, 4 and 5, with Defector variant I');
      }
      // R-DEF-V1: the top card of the shuffled deck is a uniform draw from the cards left.
      const left: LoyaltyCard[] = [...LOYALTY_DECK];
      for (const drawn of state.loyalty.draws) left.splice(left.indexOf(drawn), 1);
      const card = left[randomInt(left.length)]!;
      return { room: next(commit({ type: 'loyalty-draw', round: state.round as 3 | 4 | 5, card }), null) };
    }
    case 'plot-draw': {
      if (actor.kind === 'seat' && actor.seat !== state.leader) throw new RuleError('R-PLOT-2', 'not-leader', 'the leader draws the plot cards');
      if (!state.plot) throw new RuleError('R-PLOT-1', 'plot-without-module', 'plot cards are used only with The Plot Thickens');
      waitForChance(room, state);
      // R-PLOT-2: a uniform draw without replacement from the cards left in the deck.
      const left: PlotCard[] = PLOT_CARDS.flatMap((info) => Array.from({ length: state.plot!.deck[info.card] }, () => info.card));
      const cards: PlotCard[] = [];
      const count = Math.min(plotDrawCount(state.setup.players.length), plotDeckSize(state.plot.deck));
      for (let i = 0; i < count; i++) cards.push(left.splice(randomInt(left.length), 1)[0]!);
      return { room: next(commit({ type: 'plot-draw', cards }), room.pending) };
    }
    case 'plot-give': {
      if (actor.kind === 'seat' && actor.seat !== state.leader) throw new RuleError('R-PLOT-2', 'not-leader', 'the leader hands out the plot cards');
      return { room: next(commit({ type: 'plot-give', card: action.card, to: action.to }), room.pending) };
    }
    case 'plot-use': {
      const by = plotBy(actor, action.by, state.setup.players.length);
      const info = plotCardInfo(action.card);
      if (!state.plot?.pending && info.kind === 'one-use') {
        const chance = plotChanceOf(room, state);
        if (!chance || chance.seat !== by || chance.card !== action.card) {
          if (chance) waitForChance(room, state);
          throw new RuleError('R-PLOT-3', 'plot-not-now', `${info.name} cannot be used at this moment`, { card: action.card });
        }
      }
      const event: GameEvent = { type: 'plot-use', card: action.card, by };
      if (action.target !== undefined) event.target = action.target;
      if (action.take !== undefined) event.take = action.take;
      const after = step(state, event).state;
      if (action.card === 'keeping-a-close-eye') {
        // R-PLOT-3: the holder looks at the card the target played; only this seat learns it.
        const pending = missionPending(room, state)!;
        const card = pending.owners?.[String(event.target)];
        if (card === undefined) throw new RoomError('server-error', 'the played cards were not kept for Keeping a Close Eye on You');
        const note: RoomNote = { seat: by, proposalIndex: pending.proposalIndex, card, target: event.target! };
        const looked = next(after.events, pending, [...room.notes, note]);
        return { room: plotChanceOf(looked, after) ? looked : settleMission(looked, after, pending) };
      }
      // No Confidence undoes the approval: nothing of the mission is left in course.
      return { room: next(after.events, after.phase === state.phase ? room.pending : null) };
    }
    case 'plot-pass': {
      const by = plotBy(actor, action.by, state.setup.players.length);
      const chance = plotChanceOf(room, state);
      if (!chance || chance.seat !== by || chance.card !== action.card) {
        throw new RuleError('R-PLOT-4', 'plot-not-asked', 'only the holder asked now passes their chance');
      }
      const passed: RoomRecord = { ...next(room.events, room.pending), plotPasses: [...(room.plotPasses ?? []), passKey(state, by, action.card)] };
      // The last chance of Keeping a Close Eye on You passed: the cards are revealed.
      const pending = missionPending(room, state);
      if (pending && pending.played.length === missionOrder(state).length && !plotChanceOf(passed, state)) {
        return { room: settleMission(passed, state, pending) };
      }
      return { room: passed };
    }
    default:
      throw new RoomError('bad-request', 'unknown action');
  }
}

/**
 * Every card is played and nobody is asked about a plot card any more: with the Trapper the
 * leader sets a card aside next (R-TRP-2), and whose card is whose is dropped; else the cards
 * are revealed as one mission event and the step in course ends (R-MIS-1).
 * @param room the record after the last action (its version already bumped)
 * @param state the game state after the last action
 */
function settleMission(room: RoomRecord, state: GameState, pending: Extract<Pending, { kind: 'mission' }>): RoomRecord {
  if (state.setup.modules?.trapper) {
    const { owners: _dropped, ...kept } = pending;
    return { ...room, pending: kept };
  }
  return { ...room, events: step(state, pileEvent(state, pending.pile, pending.faceUp)).state.events, pending: null };
}

/**
 * The mission event from the revealed cards (R-MIS-1): the number of Fail cards and, with the
 * Reverser, of Reverse cards (R-REVS-3), counting the face-down `pile` and the cards played face
 * up in the spotlight (`faceUp`, by seat, R-PLOT-3), which the event also gives. The cards were
 * passed through `playedCard` (R-MIS-2) when played, so this is what `secretMissionEvent` gives
 * for the same cards.
 */
export function pileEvent(
  state: GameState,
  pile: readonly HunterMissionChoice[],
  faceUp: Readonly<Record<string, HunterMissionChoice>> = {},
): MissionEvent {
  const spotlight = state.plot?.spotlight ?? [];
  const cards = [...pile, ...spotlight.flatMap((seat) => (faceUp[String(seat)] !== undefined ? [faceUp[String(seat)]!] : []))];
  const event: MissionEvent = { type: 'mission', fails: cards.filter((c) => c === 'fail').length };
  // R-HUN-MIS: the Chief Fail cards are counted apart, as secretMissionEvent does.
  if (state.hunter?.chiefFailCards) event.chiefFails = cards.filter((c) => c === 'chief-fail').length;
  if (state.setup.modules?.reverser) event.reverses = cards.filter((c) => c === 'reverse').length;
  if (spotlight.length > 0) event.faceUp = Object.fromEntries(spotlight.map((seat) => [String(seat), faceUp[String(seat)]!]));
  return event;
}

/** Holders of Opinion Maker (R-PLOT-3): with secret votes they vote first, face up. */
function opinionMakers(state: GameState): Seat[] {
  return [...new Set((state.plot?.held ?? []).filter((h) => h.card === 'opinion-maker').map((h) => h.seat))];
}

function seatOf(actor: Actor, what: string): Seat {
  if (actor.kind !== 'seat') throw new RoomError('not-seat', `only a player's own device may ${what}`);
  return actor.seat;
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

/** Revokes the token of a seat: the seat is free again and the token refused. @throws RoomError `no-seat` */
export function revokeSeat(room: RoomRecord, seat: unknown): RoomRecord {
  if (!isSeat(seat, room.seats.length)) {
    throw new RoomError('no-seat', `there is no seat ${String(seat)}: seats are 0 to ${room.seats.length - 1}`, null, {
      last: room.seats.length - 1,
    });
  }
  const old = room.seats[seat]!.tokenHash;
  if (old === null) return room;
  const seats = room.seats.map((s, i) => (i === seat ? { tokenHash: null } : s));
  return { ...room, version: room.version + 1, seats, revoked: [...room.revoked, old] };
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

/** The public progress of the secret step in course ("k of n voted"), never who did what. */
export function progressOf(room: RoomRecord, state: GameState): Progress | null {
  const proposalIndex = state.proposals.length - 1;
  if (state.phase === 'vote') {
    const votes = room.pending?.kind === 'vote' && room.pending.proposalIndex === proposalIndex ? room.pending.votes : {};
    const opinions = opinionMakers(state).flatMap((seat) => (String(seat) in votes ? [{ seat, approve: votes[String(seat)]! }] : []));
    return { kind: 'vote', done: Object.keys(votes).length, of: state.setup.players.length, ...(opinions.length > 0 ? { opinions } : {}) };
  }
  if (state.phase === 'mission') {
    const pending = missionPending(room, state);
    const of = state.proposals[proposalIndex]!.team.length;
    const done = pending?.played.length ?? 0;
    // R-TRP-2: the leader picks among the face-down cards (not those played face up, R-PLOT-3),
    // once nobody is asked about Keeping a Close Eye on You any more.
    if (state.setup.modules?.trapper && pending && done === of && !plotChanceOf(room, state)) {
      return { kind: 'set-aside', done: 0, of: pending.pile.length };
    }
    return { kind: 'mission', done, of };
  }
  return null;
}

function endRevealOf(state: GameState): EndReveal | null {
  if (state.phase !== 'over' || !state.setup.spies) return null;
  const r = state.setup.reversers;
  const characters = state.setup.characters ? [...state.setup.characters] : null;
  return { spies: [...state.setup.spies], reversers: r ? { resistance: r.resistance, spy: r.spy } : null, characters };
}

/** What `seat` did itself in the step in course and must do (its own knowledge only). */
function turnOf(room: RoomRecord, state: GameState, seat: Seat): SeatTurn {
  const proposalIndex = state.proposals.length - 1;
  const votes = state.phase === 'vote' && room.pending?.kind === 'vote' && room.pending.proposalIndex === proposalIndex ? room.pending.votes : null;
  const vote = votes && String(seat) in votes ? votes[String(seat)]! : null;
  const mission = missionPending(room, state);
  const team = state.phase === 'mission' ? state.proposals[proposalIndex]!.team : [];
  const played = mission?.played.includes(seat) ?? false;
  const allPlayed = (mission?.played.length ?? 0) === team.length;
  const plot = plotTurnOf(room, state);
  // R-PLOT-3: with secret votes the Opinion Makers vote first; R-PLOT-4: no card is played while
  // a holder decides about a plot card. The server refuses those actions: the phone does not offer them.
  const makersFirst = opinionMakers(state).filter((s) => !votes || !(String(s) in votes));
  return {
    mustVote: state.phase === 'vote' && vote === null && (makersFirst.length === 0 || makersFirst.includes(seat)),
    vote,
    mustPlay: team.includes(seat) && !played && plot === null,
    played,
    mustSetAside: state.phase === 'mission' && state.setup.modules?.trapper === true && allPlayed && state.leader === seat && plot === null,
    setAside: room.notes.filter((n) => n.seat === seat && n.target === undefined).map((n) => ({ proposalIndex: n.proposalIndex, card: n.card })),
    looks: room.notes.flatMap((n) => (n.seat === seat && n.target !== undefined ? [{ proposalIndex: n.proposalIndex, target: n.target, card: n.card }] : [])),
    plot: plot?.seat === seat ? plot : null,
  };
}

/** The snapshot for `seat`'s phone: `viewFor(state, seat)`, progress, its own turn. */
export function seatSnapshot(room: RoomRecord, seat: Seat, state: GameState = roomState(room)): SeatSnapshot {
  return {
    code: room.code,
    version: room.version,
    seat,
    view: viewFor(state, seat),
    board: viewFor(state, 'public'),
    progress: progressOf(room, state),
    you: turnOf(room, state, seat),
    plotTurn: plotTurnOf(room, state),
    endReveal: endRevealOf(state),
  };
}

/** The snapshot for the table device: `viewFor(state, 'public')`, progress, the seats' presence. */
export function tableSnapshot(
  room: RoomRecord,
  connected: ReadonlySet<Seat>,
  joinUrl: string,
  state: GameState = roomState(room),
): TableSnapshot {
  return {
    code: room.code,
    version: room.version,
    view: viewFor(state, 'public'),
    progress: progressOf(room, state),
    seats: room.seats.map(
      (s, seat): SeatPresence => ({ seat, name: state.setup.players[seat]!, claimed: s.tokenHash !== null, connected: connected.has(seat) }),
    ),
    plot: plotTurnOf(room, state),
    joinUrl,
    endReveal: endRevealOf(state),
  };
}

/** What a phone sees before claiming a seat. */
export function lobbyOf(room: RoomRecord): RoomLobby {
  return {
    code: room.code,
    seats: room.seats.map((s, seat) => ({ seat, name: room.setup.players[seat]!, claimed: s.tokenHash !== null })),
  };
}
