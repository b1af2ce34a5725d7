/**
 * The Resistance as the room server runs it (the platform's {@link RoomGame} contract,
 * src/platform/rooms/room-game.ts): the engine (`../engine.ts`) is the only judge of the rules and
 * owns every step (its `steps.ts`: what is asked now, of whom, which choices are secret; every
 * action checked and turned into events). This file translates the protocol's requests
 * (`protocol.ts`, `game:*`) into the engine's actions and builds each device's part of its
 * snapshot from the engine's views and asks. No I/O, no clock; randomness comes in as `randomInt`.
 *
 * The room's game record is the setup (the deal in it from the table's start on, R-SET-3), the
 * event log, the secret step in course (the engine's `Secret`: sealed votes until all have voted,
 * R-VOTE-1; the face-down pile of mission cards, each put at a uniformly random place, so who
 * played which card is not kept, R-MIS-1; the modules' secret parts: the cards played face up, and
 * while a look at a card is due, whose card is whose, R-PLOT-3), and the seats' notes (what a seat
 * saw of a played card: the Trapper's leader, R-TRP-2; Keeping a Close Eye on You, R-PLOT-3).
 */
import { RoomError, requireShape, type RoomActor, type RoomGame, type RoomGameRecord } from '../../../platform/rooms/room-game.ts';
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
  validateSetup,
  viewFor,
  RECORD_FORMAT,
} from '../engine.ts';
import type {
  Action,
  Ask,
  Consequence,
  GameEvent,
  GameSetup,
  GameState,
  HunterLoyalty,
  MissionCard,
  Note,
  PlotCard,
  Play,
  PublicView,
  Secret,
  Seat,
} from '../engine.ts';
import { seatDeltaBytes, seatFrameBytes } from './frames.ts';
import {
  RESISTANCE_ROOM_GAME,
  ROOM_SETUP_FIELDS,
  type EndReveal,
  type PlotTurn,
  type Progress,
  type ResistanceSeatView,
  type ResistanceTableView,
  type RoomSetupInput,
  type SeatSnapshot,
  type SeatTurn,
} from './protocol.ts';

/** The Resistance's part of a stored room. */
export type ResistanceRecord = RoomGameRecord<GameSetup, GameEvent, Secret, Note>;

/** The role-module steps sent as `game:role-step` (the target named; the engine knows who acts). */
export type RoleStep = 'assassination' | 'investigation' | 'accusation' | 'early-accusation' | 'branding';
export const ROLE_STEPS: readonly RoleStep[] = ['assassination', 'investigation', 'accusation', 'early-accusation', 'branding'];

/**
 * The game's actions: each the protocol's `game:<name>` request (protocol.ts `ResistanceGameEvents`):
 * the core's and those of the modules' manifest lines (`roomRequests`, such as the Inquisitor's `inquire`).
 */
const ACTIONS: readonly string[] = [
  ...['propose', 'vote', 'card', 'set-aside', 'role-step', 'show', 'loyalty-draw', 'plot-draw', 'plot-give', 'plot-use', 'plot-pass'],
  ...manifest().flatMap((m) => Object.keys(m.roomRequests ?? {})),
];

/**
 * The field names of the game's room setup and requests (platform `RoomGame.fields`, for the room
 * server's no-echo rule, server/input.ts): the room setup's, the modules' keys of `setup.modules`
 * and `setup.roles` and their options (each manifest line's `setupKeys` and `roomFields`), the
 * requests' and the modules' requests' seat fields.
 */
const FIELDS: readonly string[] = [
  ...new Set([
    ...ROOM_SETUP_FIELDS,
    ...manifest().flatMap((m) => [...(m.setupKeys?.modules ?? []), ...(m.setupKeys?.roles ?? []), ...(m.roomFields ?? [])]),
    ...['team', 'mission', 'investigator', 'approve', 'card', 'index', 'type', 'target', 'to', 'by', 'take'],
    ...manifest().flatMap((m) => Object.values(m.roomRequests ?? {}).flatMap((r) => r.seats)),
  ]),
];

/**
 * A table's room setup: validated by the engine (R-SET-1, R-SET-4, R-VAR-TGT, modules), the first
 * leader drawn when not given (R-SET-4), secret votes on, no card dealt (the table deals once every
 * seat is taken, R-SET-3, so that a device that claims a free seat before the game sees no card).
 * @throws RoomError `deal-by-server` when the input names spies or Reversers; `bad-request` for a
 *   setup that is not an object; `not-supported` for a field the room server cannot run; RuleError
 *   for a setup the engine refuses
 */
function newSetup(input: unknown, randomInt: (n: number) => number): GameSetup {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new RoomError('bad-request', 'a room needs a setup: players, and optionally firstLeader, variants and modules');
  }
  const raw = input as Record<string, unknown>;
  if (raw.spies !== undefined || raw.reversers !== undefined || raw.characters !== undefined) {
    throw new RoomError('deal-by-server', 'the server deals the roles: a room setup names no spies, Reversers or characters', 'R-SET-3');
  }
  const modules = raw.modules && typeof raw.modules === 'object' ? Object.keys(raw.modules) : [];
  // A room runs every module of the game's manifest: the keys its lines give under `setup.modules`.
  const roomModules = manifest().flatMap((m) => m.setupKeys?.modules ?? []);
  const unsupported = [
    ...Object.keys(raw).filter((k) => !ROOM_SETUP_FIELDS.includes(k)),
    ...modules.filter((k) => !roomModules.includes(k) && (raw.modules as Record<string, unknown>)[k] !== false),
  ];
  if (unsupported.length > 0) {
    throw new RoomError('not-supported', `the room server cannot run this yet: ${unsupported.join(', ')}`, null, {
      fields: unsupported.join(', '),
    });
  }
  const setupInput = input as RoomSetupInput;
  // R-SET-4: the first leader drawn when not given (public); the deal waits for the table (R-SET-3).
  const players = Array.isArray(setupInput.players) ? setupInput.players.length : 0;
  const firstLeader = setupInput.firstLeader ?? (players >= 5 && players <= 10 ? drawFirstLeader(players, randomInt) : 0);
  return validateSetup({ ...setupInput, firstLeader, secretVotes: true, spies: null, characters: null });
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

/**
 * A room read back from a store written by an earlier version: the secret step in course and the
 * notes in their earlier shapes become the engine's (`{ kind: 'vote' | 'mission', … }` pending,
 * notes with `proposalIndex`). Chances a holder passed in such a room (`plot_passes`) are not
 * carried over: from now on a pass is an event of the log.
 */
function upgradeRecord(room: ResistanceRecord): ResistanceRecord {
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
    // A stored format of before the modules' notes named the module: the only ones then were the
    // Trapper's set-aside (no target) and the plot cards' look (a target), as their engines write them.
    return { ...rest, proposal: proposalIndex, via: rest.target === undefined ? 'trapper' : 'plot' };
  });
  return { ...room, pending: secret, notes };
}


/** The user of a plot card: the seat's own phone, or the table naming it (`by`). */
function plotBy(actor: RoomActor, by: unknown): Seat {
  if (actor.kind === 'seat') return actor.seat;
  if (typeof by !== 'number') throw new RoomError('bad-request', 'the table says who uses the plot card ("by": a seat)');
  return by;
}

const isInt = (v: unknown): v is number => Number.isInteger(v);

/**
 * The engine's action for a protocol request (a translation: the engine checks every rule). The
 * types of the request's fields are checked first (the protocol's shape).
 * @throws RoomError `bad-request`
 */
function engineAction(play: Play, actor: RoomActor, name: string, a: Record<string, unknown>): Action {
  const shape = requireShape;
  const record = (event: GameEvent): Action => ({ type: 'record', event });
  switch (name) {
    case 'propose': {
      shape(Array.isArray(a.team) && (a.team as unknown[]).every(isInt), 'a team is a list of seats');
      shape(a.mission === undefined || isInt(a.mission), 'a mission is a number');
      shape(a.investigator === undefined || isInt(a.investigator), 'the investigator is a seat');
      const event = { type: 'proposal', team: a.team as Seat[] } as Extract<GameEvent, { type: 'proposal' }>;
      if (a.mission !== undefined) event.mission = a.mission as Extract<GameEvent, { type: 'proposal' }>['mission'];
      if (a.investigator !== undefined) event.investigator = a.investigator as Seat;
      return record(event);
    }
    case 'vote':
      shape(typeof a.approve === 'boolean', 'a vote is approve: true or false');
      return { type: 'vote', approve: a.approve as boolean };
    case 'card':
      shape(typeof a.card === 'string', 'a card is named by a string');
      return { type: 'card', card: a.card as MissionCard };
    case 'show':
      shape(typeof a.card === 'string', 'a card is named by a string');
      return { type: 'show', card: a.card as HunterLoyalty };
    case 'set-aside':
      shape(isInt(a.index), 'the card set aside is an index');
      return { type: 'set-aside', index: a.index as number };
    case 'role-step': {
      shape(isInt(a.target), 'the target is a seat');
      const step = a.type as RoleStep;
      if (!ROLE_STEPS.includes(step)) throw new RoomError('bad-request', `a role step is one of ${ROLE_STEPS.join(', ')}`);
      if (!isSeat(a.target, play.state.setup.players.length)) throw new RoomError('bad-request', 'the target is a seat');
      // The app holds the cards: the investigated player shows their card first (the engine's step).
      if (step === 'investigation') return { type: 'investigate', target: a.target };
      return record({ type: step, target: a.target } as GameEvent);
    }
    case 'loyalty-draw':
      return { type: 'draw-loyalty' };
    case 'plot-draw':
      return { type: 'draw' };
    case 'plot-give':
      shape(typeof a.card === 'string' && isInt(a.to), 'a plot card is given to a seat');
      return record({ type: 'plot-give', card: a.card as PlotCard, to: a.to as Seat });
    case 'plot-use': {
      checkPlotShape(a);
      const event = { type: 'plot-use', card: a.card as PlotCard, by: plotBy(actor, a.by) } as Extract<GameEvent, { type: 'plot-use' }>;
      if (a.target !== undefined) event.target = a.target as Seat;
      if (a.take !== undefined) event.take = a.take as PlotCard;
      return record(event);
    }
    case 'plot-pass':
      checkPlotShape(a);
      return { type: 'pass', card: a.card as PlotCard, by: plotBy(actor, a.by) };
    default: {
      // A module's request (its manifest line's `roomRequests`): the event it records, with its seats.
      const spec = manifest()
        .map((m) => m.roomRequests?.[name])
        .find((r) => r !== undefined);
      if (!spec) throw new RoomError('bad-request', 'unknown action');
      for (const field of spec.seats) shape(isInt(a[field]), `the ${field} is a seat`);
      return record({ type: spec.event, ...Object.fromEntries(spec.seats.map((field) => [field, a[field]])) } as GameEvent);
    }
  }
}

function checkPlotShape(a: Record<string, unknown>): void {
  requireShape(typeof a.card === 'string', 'a plot card is named by a string');
  requireShape(a.by === undefined || isInt(a.by), 'the holder is a seat');
  requireShape(a.target === undefined || isInt(a.target), 'the target is a seat');
  requireShape(a.take === undefined || typeof a.take === 'string', 'the card taken is named by a string');
}

/** Who decides about a plot card now (public: plot cards are face up), from the engine's asks. */
function plotTurnOf(asks: readonly Ask[]): PlotTurn | null {
  const ask = asks.find((a) => a.kind === 'plot-chance' || a.kind === 'plot-resolve');
  if (!ask || ask.seat === null) return null;
  return { seat: ask.seat, card: ask.options!['card'] as PlotCard, mustUse: ask.kind === 'plot-resolve', targets: [...((ask.options!.seats as Seat[]) ?? [])] };
}

/** The public progress of the secret step in course ("k of n voted"), never who did what. */
export function progressOf(play: Play, asks: readonly Ask[] = asked(play)): Progress | null {
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
function turnOf(play: Play, asks: readonly Ask[], seat: Seat, plot: PlotTurn | null = plotTurnOf(asks)): SeatTurn {
  const mine = (kind: string) => asks.find((a) => a.kind === kind && a.seat === seat);
  const own = ownSecret(play, seat);
  const show = mine('show-card');
  return {
    mustVote: mine('vote') !== undefined,
    vote: own.vote,
    mustPlay: mine('card') !== undefined,
    played: own.played,
    mustSetAside: mine('set-aside') !== undefined,
    // A card the seat picked face down (no target): the core's set-aside step (a module's `mission.setAside`).
    setAside: play.notes.filter((n) => n.seat === seat && n.target === undefined).map((n) => ({ proposalIndex: n.proposal, card: n.card })),
    looks: play.notes.flatMap((n) => (n.seat === seat && n.target !== undefined ? [{ proposalIndex: n.proposal, target: n.target, card: n.card }] : [])),
    plot: plot?.seat === seat ? plot : null,
    show: show ? [...(show.options!['loyalty'] as HunterLoyalty[])] : null,
  };
}


/** What every device's snapshot of one game state shares (see {@link shared}). */
interface Shared {
  /** The engine's asks of this state. */
  asks: Ask[];
  /** The public view. */
  board: PublicView;
  /** The public progress, with the asks (dealt) and before the deal (no asks). */
  progress: { dealt: Progress | null; undealt: Progress | null } | null;
  /** The plot turn in course. */
  plotTurn: PlotTurn | null;
  /** The end reveal. */
  endReveal: EndReveal | null;
  /** The public form of the last consequences asked for, and the array they came from. */
  said: { from: readonly Consequence[]; public: ReturnType<typeof publicConsequence>[] } | null;
}

/**
 * What every device's snapshot of one game state shares, computed once per state (issue 23: a
 * change is sent to every seat and the table): the engine's asks, the public view, the progress,
 * the plot turn, the end reveal and the public consequences of the change. The game is never
 * changed once made (test/games/resistance/core/act-immutable.test.ts), and the snapshots are only
 * serialised, so sharing the objects is safe.
 */
const sharedByPlay = new WeakMap<Play, Shared>();
function shared(play: Play): Shared {
  let parts = sharedByPlay.get(play);
  if (!parts) {
    const asks = asked(play);
    parts = { asks, board: viewFor(play.state, 'public'), progress: null, plotTurn: plotTurnOf(asks), endReveal: endRevealOf(play.state), said: null };
    sharedByPlay.set(play, parts);
  }
  return parts;
}

/** The public progress of `play` (dealt: with its asks; before the deal: none asked), once per state. */
function sharedProgress(play: Play, dealt: boolean): Progress | null {
  const parts = shared(play);
  parts.progress ??= { dealt: progressOf(play, parts.asks), undealt: progressOf(play, []) };
  return dealt ? parts.progress.dealt : parts.progress.undealt;
}

/** The public form of `consequences` (every device says the same), once per state and change. */
function sharedConsequences(play: Play, consequences: readonly Consequence[]): ReturnType<typeof publicConsequence>[] {
  const parts = shared(play);
  if (parts.said?.from !== consequences) parts.said = { from: consequences, public: consequences.map((c) => publicConsequence(play.state, c)) };
  return parts.said.public;
}

/**
 * The Resistance's room game. Every action is the engine's (steps.ts `act`); the Trapper's leader
 * alone learns the card it set aside (R-TRP-2), in its reply. The views: for a seat, `viewFor(state,
 * seat)` and the public board, the progress, its own turn and the asks it sees; for the table,
 * `viewFor(state, 'public')` and the public asks.
 */
export const resistanceRoomGame: RoomGame<GameSetup, GameEvent, Secret, Note, Play, Consequence> = {
  key: RESISTANCE_ROOM_GAME,
  dealRule: 'R-SET-3',
  actions: ACTIONS,
  fields: FIELDS,
  newSetup,
  players: (setup) => setup.players,
  isDealt: (setup) => Array.isArray(setup.spies),
  deal: (setup, randomInt) => validateSetup(dealSetup(undealt(setup), randomInt)),
  undeal: undealt,
  upgrade: upgradeRecord,
  load(record): Play {
    const state = replayRecord({ format: RECORD_FORMAT, setup: record.setup, events: record.events });
    return { state, secret: record.pending, notes: record.notes };
  },
  act(play, actor, name, request, randomInt) {
    const done = engineAct(play, actor, engineAction(play, actor, name, request), randomInt);
    // The card this seat just set aside, picked face down (a note with no target), is told to it alone.
    const note = done.own?.note;
    const card = note && note.target === undefined ? note.card : undefined;
    return {
      record: { events: done.play.state.events, pending: done.play.secret, notes: done.play.notes },
      consequences: done.consequences,
      reply: card !== undefined ? { card } : {},
      live: done.play,
    };
  },
  isOver: (play) => play.state.phase === 'over',
  seatView(play, seat, dealt, consequences): ResistanceSeatView {
    // Before the deal nobody is asked anything: the game has not started (R-SET-3).
    const parts = shared(play);
    const asks = dealt ? parts.asks : [];
    const plotTurn = dealt ? parts.plotTurn : null;
    return {
      // The seat's view shares the board's objects (core/view.ts `viewFor`'s `publicView`).
      view: viewFor(play.state, seat, parts.board),
      board: parts.board,
      progress: sharedProgress(play, dealt),
      you: turnOf(play, asks, seat, plotTurn),
      plotTurn,
      asks: dealt ? asksFor(play, seat, parts.asks) : [],
      consequences: sharedConsequences(play, consequences),
      endReveal: parts.endReveal,
    };
  },
  tableView(play, dealt, consequences): ResistanceTableView {
    const parts = shared(play);
    return {
      view: parts.board,
      progress: sharedProgress(play, dealt),
      plot: dealt ? parts.plotTurn : null,
      asks: dealt ? asksFor(play, 'public', parts.asks) : [],
      consequences: sharedConsequences(play, consequences),
      endReveal: parts.endReveal,
    };
  },
  seatFrameBytes: (snapshot) => seatFrameBytes(snapshot as SeatSnapshot),
  seatDeltaBytes: (table, snapshot) => seatDeltaBytes(table, snapshot as SeatSnapshot),
};
