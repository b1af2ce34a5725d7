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
 *
 * It names no module: a module's requests, its fields of the snapshots and the parts of its rooms
 * stored by earlier versions are its manifest line's (`roomRequests`, `room`: core/module.ts). It
 * loads no module's code either: the one-device app runs it in the page (ui/local-table.ts) with the
 * modules its game uses (`loadModulesFor`); room-game.ts is it with every module loaded.
 */
import { RoomError, requireShape, type RoomActor, type RoomGame, type RoomGameRecord } from '../../../platform/rooms/room-game.ts';
import '../game.ts';
import { act as engineAct, asked, asksFor, currentSecret, ownSecret } from '../core/steps.ts';
import { dealSetup } from '../core/deal.ts';
import { drawFirstLeader, validateSetup } from '../core/setup.ts';
import { isSeat } from '../core/tables.ts';
import { manifest } from '../core/registry.ts';
import { publicConsequence, viewFor } from '../core/view.ts';
import { lastResult, madeFrom } from '../core/last-result.ts';
import { replayRecord } from '../core/record.ts';
import { RECORD_FORMAT } from '../core/record-format.ts';
import { migrateRecord } from '../../../platform/storage/migrations.ts';
import { RECORD_MIGRATIONS } from '../storage/migrations.ts';
import type { Action, Ask, Note, Play, Secret } from '../core/step-types.ts';
import type { Consequence, GameEvent, GameSetup, GameState, MissionCard, Seat } from '../core/types.ts';
import type { PublicView } from '../core/view.ts';
import type { ModuleRoomPart, RoomFieldKind, RoomRequestSpec } from '../core/module.ts';
import type { RoomSnapshotExtras, RoomTableExtras } from '../core/augment.ts';
import { seatDeltaBytes, seatDeltaWhole, seatFrameBytes } from './frames.ts';
import {
  RESISTANCE_ROOM_GAME,
  ROOM_SETUP_FIELDS,
  type EndReveal,
  type Progress,
  type ResistanceSeatView,
  type ResistanceTableView,
  type RoomSetupInput,
  type SeatSnapshot,
  type SeatTurn,
} from './protocol.ts';

/** The Resistance's part of a stored room. */
export type ResistanceRecord = RoomGameRecord<GameSetup, GameEvent, Secret, Note>;

/**
 * The modules' room requests by name (their manifest lines' `roomRequests`, in manifest order): a
 * request several modules share (`role-step`) has every module's specs, told apart by `type`.
 */
const REQUESTS: ReadonlyMap<string, readonly RoomRequestSpec[]> = (() => {
  const requests = new Map<string, RoomRequestSpec[]>();
  for (const entry of manifest()) {
    for (const [name, specs] of Object.entries(entry.roomRequests ?? {})) {
      requests.set(name, [...(requests.get(name) ?? []), ...(Array.isArray(specs) ? specs : [specs as RoomRequestSpec])]);
    }
  }
  return requests;
})();

/** The modules' room parts (their manifest lines' `room`), in manifest order. */
const ROOM_PARTS: readonly ModuleRoomPart[] = manifest().flatMap((m) => (m.room ? [m.room] : []));

/**
 * The game's actions: each the protocol's `game:<name>` request (protocol.ts `ResistanceGameEvents`):
 * the core's and those of the modules' manifest lines (`roomRequests`, such as the Inquisitor's `inquire`).
 */
const ACTIONS: readonly string[] = [...['propose', 'vote', 'card', 'record-vote', 'record-mission'], ...REQUESTS.keys()];

/** The fields the modules add to a proposal (their manifest lines' `eventFields.proposal`): seats (the Hunter's investigator). */
const PROPOSAL_FIELDS: readonly string[] = manifest().flatMap((m) => Object.keys(m.eventFields?.['proposal'] ?? {}));

/**
 * The fields the modules add to a mission's result (their manifest lines' `eventFields.mission`):
 * counts (the Reverse cards, the Chief Fail cards) and the cards played face up, by seat.
 */
const MISSION_FIELDS: readonly string[] = manifest().flatMap((m) => Object.keys(m.eventFields?.['mission'] ?? {}));

/** The field names of a module's request spec. */
function specFields(spec: RoomRequestSpec): string[] {
  return [...(spec.seats ?? []), ...Object.keys(spec.fields ?? {}), ...(spec.actor ? [spec.actor] : []), ...(spec.type !== undefined ? ['type'] : [])];
}

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
    ...['team', 'mission', 'leader', 'approve', 'card', 'fails'],
    ...PROPOSAL_FIELDS,
    ...MISSION_FIELDS,
    ...[...REQUESTS.values()].flatMap((specs) => specs.flatMap(specFields)),
  ]),
];

/** The setup's dealt keys: the spies, the character cards and the modules' dealt seats (their top-level setup keys). */
const DEALT_KEYS: readonly string[] = ['spies', 'characters', ...manifest().flatMap((m) => m.setupKeys?.top ?? [])];

/**
 * A table's room setup: validated by the engine (R-SET-1, R-SET-4, R-VAR-TGT, modules), the first
 * leader drawn when not given (R-SET-4), secret votes on, no card dealt (the table deals once every
 * seat is taken, R-SET-3, so that a device that claims a free seat before the game sees no card).
 * @throws RoomError `deal-by-server` when the input names a dealt key ({@link DEALT_KEYS}); `bad-request` for a
 *   setup that is not an object; `not-supported` for a field the room server cannot run; RuleError
 *   for a setup the engine refuses
 */
function newSetup(input: unknown, randomInt: (n: number) => number): GameSetup {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new RoomError('bad-request', 'a room needs a setup: players, and optionally firstLeader, variants and modules');
  }
  const raw = input as Record<string, unknown>;
  if (DEALT_KEYS.some((key) => raw[key] !== undefined)) {
    throw new RoomError('deal-by-server', `the server deals the roles: a room setup names none of ${DEALT_KEYS.join(', ')}`, 'R-SET-3');
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
  const cleared = Object.fromEntries(DEALT_KEYS.map((key) => [key, null]));
  return validateSetup({ ...setup, ...cleared } as GameSetup);
}

/**
 * A room read back from a store written by an earlier version: its setup and events through the
 * game's record migrations (storage/migrations.ts: Avalon names with the Hunter module play under
 * The Resistance's names); the secret step in course and the
 * notes in their earlier shapes become the engine's (`{ kind: 'vote' | 'mission', … }` pending,
 * notes with `proposalIndex`); a module's parts of them are its own (its manifest line's
 * `room.upgradePending`, `room.upgradeNotes`). Chances a holder passed in such a room
 * (`plot_passes`) are not carried over: from now on a pass is an event of the log.
 */
function upgradeRecord(stored: ResistanceRecord): ResistanceRecord {
  const migrated = migrateRecord({ format: RECORD_FORMAT, setup: stored.setup, events: stored.events }, RECORD_MIGRATIONS);
  const room: ResistanceRecord = migrated.migrations.length === 0 ? stored : { ...stored, setup: migrated.record.setup as GameSetup };
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
            parts: Object.fromEntries(
              manifest().flatMap((m) => (m.room?.upgradePending && m.uses(room.setup) ? [[m.id, m.room.upgradePending(pending)]] : [])),
            ) as Secret['parts'],
          };
  }
  const notes = room.notes.map((n) => {
    const old = n as unknown as { proposalIndex?: number } & Note;
    if (old.proposalIndex === undefined) return n;
    const { proposalIndex, ...rest } = old;
    // A stored format of before the modules' notes named the module: the only ones then were a card
    // set aside (no target) and a look at a target's card, each one module's (`room.upgradeNotes`).
    const shape = rest.target === undefined ? 'face-down' : 'look';
    return { ...rest, proposal: proposalIndex, via: manifest().find((m) => m.room?.upgradeNotes === shape)?.id ?? shape };
  });
  return { ...room, pending: secret, notes };
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
      shape(a.leader === undefined || isInt(a.leader), 'the leader is a seat');
      // The modules' fields of a proposal are seats (the Hunter's investigator token, R-HUN-TEAM).
      for (const field of PROPOSAL_FIELDS) shape(a[field] === undefined || isInt(a[field]), `the ${field} is a seat`);
      const event = { type: 'proposal', team: a.team as Seat[] } as Extract<GameEvent, { type: 'proposal' }>;
      if (a.mission !== undefined) event.mission = a.mission as Extract<GameEvent, { type: 'proposal' }>['mission'];
      // The leader the table means, when it says so: the engine refuses another (R-SET-4).
      if (a.leader !== undefined) event.leader = a.leader as Seat;
      for (const field of PROPOSAL_FIELDS) if (a[field] !== undefined) (event as unknown as Record<string, unknown>)[field] = a[field];
      return record(event);
    }
    case 'vote':
      shape(typeof a.approve === 'boolean', 'a vote is approve: true or false');
      return { type: 'vote', approve: a.approve as boolean };
    case 'card':
      shape(typeof a.card === 'string', 'a card is named by a string');
      return { type: 'card', card: a.card as MissionCard };
    // The table records a vote taken in the open and a mission played with cards in hand (a game on
    // one device); the engine refuses both where votes or cards are secret (R-VOTE-1, R-MIS-1), as in every room.
    case 'record-vote':
      shape(Array.isArray(a.approve) && (a.approve as unknown[]).every(isInt), 'the approvals are a list of seats');
      return record({ type: 'vote', approve: a.approve as Seat[] });
    case 'record-mission': {
      shape(isInt(a.fails), 'the Fail cards are a count');
      const event: Record<string, unknown> = { type: 'mission', fails: a.fails };
      // The modules' fields of a result: a count, or the cards played face up by seat; the engine checks each.
      for (const field of MISSION_FIELDS) {
        const value = a[field];
        if (value === undefined) continue;
        shape(isInt(value) || (value !== null && typeof value === 'object' && !Array.isArray(value)), `the ${field} is a count or cards by seat`);
        event[field] = value;
      }
      return record(event as unknown as GameEvent);
    }
    default:
      return moduleAction(play, actor, name, a);
  }
}

/** Whether `value` is of a request field's kind (`'?'`: may be left out). */
function ofKind(value: unknown, kind: RoomFieldKind): boolean {
  if (value === undefined) return kind.endsWith('?');
  return kind.startsWith('seat') || kind === 'count' ? isInt(value) : typeof value === 'string';
}

/**
 * A module's request (its manifest line's `roomRequests`): the spec picked (by `type` when several
 * modules share the request), its fields' shapes checked, and the event it records or the action
 * it takes, with its fields copied by name (the actor's seat: the phone's own, or the one the table
 * names). The engine checks every rule.
 * @throws RoomError `bad-request`
 */
function moduleAction(play: Play, actor: RoomActor, name: string, a: Record<string, unknown>): Action {
  const specs = REQUESTS.get(name);
  if (!specs) throw new RoomError('bad-request', 'unknown action');
  const typed = specs.filter((spec) => spec.type !== undefined);
  const spec = typed.length > 0 ? typed.find((s) => s.type === a.type) : specs[0];
  if (!spec) throw new RoomError('bad-request', `a ${name} is one of ${typed.map((s) => s.type).join(', ')}`);
  const fields = Object.entries(spec.fields ?? {});
  for (const field of spec.seats ?? []) requireShape(isInt(a[field]), `the field "${field}" is a seat`);
  for (const [field, kind] of fields) {
    requireShape(ofKind(a[field], kind), `the field "${field}" is ${kind.startsWith('seat') ? 'a seat' : kind === 'count' ? 'a whole number' : 'a name (a string)'}`);
  }
  if (spec.actor) requireShape(a[spec.actor] === undefined || isInt(a[spec.actor]), `the field "${spec.actor}" is a seat`);
  if (spec.seatsChecked && (spec.seats ?? []).some((field) => !isSeat(a[field], play.state.setup.players.length))) {
    throw new RoomError('bad-request', `the ${(spec.seats ?? []).join(', ')} must be a seat of this table`);
  }
  const out: Record<string, unknown> = { type: spec.event ?? spec.action };
  // The fields in the order the engine writes them: the required ones, who acts, the seats, the optional ones.
  for (const [field, kind] of fields) if (!kind.endsWith('?')) out[field] = a[field];
  if (spec.actor) {
    if (actor.kind === 'seat') out[spec.actor] = actor.seat;
    else if (isInt(a[spec.actor])) out[spec.actor] = a[spec.actor];
    else throw new RoomError('bad-request', spec.actorRefusal ?? `the table says who acts ("${spec.actor}": a seat)`);
  }
  for (const field of spec.seats ?? []) out[field] = a[field];
  for (const [field, kind] of fields) if (kind.endsWith('?') && a[field] !== undefined) out[field] = a[field];
  return spec.event !== undefined ? { type: 'record', event: out as unknown as GameEvent } : (out as unknown as Action);
}

/** The public progress of the secret step in course ("k of n voted", and who is still to vote), never how anyone voted or what they played. */
export function progressOf(play: Play, asks: readonly Ask[] = asked(play)): Progress | null {
  const state = play.state;
  const secret = currentSecret(play);
  if (state.phase === 'vote') {
    const votes = secret?.votes ?? {};
    // The modules' public facts of the vote (the plot cards' face-up votes, R-PLOT-3).
    const extras = Object.assign({}, ...ROOM_PARTS.map((part) => part.voteProgress?.(play, votes) ?? {}));
    // Who has voted is public (their token is down), how they voted is not (R-VOTE-1).
    const waiting = state.setup.players.flatMap((_, seat) => (String(seat) in votes ? [] : [seat]));
    return { kind: 'vote', done: Object.keys(votes).length, of: state.setup.players.length, waiting, ...extras };
  }
  if (state.phase === 'mission') {
    const proposal = state.proposals[state.proposals.length - 1]!;
    // A module's own secret step after the cards (the Trapper's leader picks a face-down card, R-TRP-2).
    for (const part of ROOM_PARTS) {
      const own = part.progress?.(play, asks);
      if (own) return own;
    }
    // Who has played is public (their card is on the pile), which card is not (R-MIS-1).
    const played = secret?.played ?? [];
    const waiting = [...proposal.team].sort((a, b) => a - b).filter((seat) => !played.includes(seat));
    return { kind: 'mission', done: played.length, of: proposal.team.length, waiting };
  }
  return null;
}

function endRevealOf(state: GameState): EndReveal | null {
  if (state.phase !== 'over' || !state.setup.spies) return null;
  const characters = state.setup.characters ? [...state.setup.characters] : null;
  // The modules' dealt seats (the Reversers', R-REVS-1) come between the spies and the character cards.
  const extras = Object.assign({}, ...ROOM_PARTS.map((part) => part.endReveal?.(state.setup) ?? {}));
  return { spies: [...state.setup.spies], ...extras, characters } as EndReveal;
}

/** What `seat` did itself in the step in course and must do, from the engine's asks (its own knowledge only). */
function turnOf(play: Play, asks: readonly Ask[], seat: Seat): SeatTurn {
  const mine = (kind: string) => asks.find((a) => a.kind === kind && a.seat === seat);
  const own = ownSecret(play, seat);
  return {
    mustVote: mine('vote') !== undefined,
    vote: own.vote,
    mustPlay: mine('card') !== undefined,
    played: own.played,
    // A card the seat picked face down (no target): the core's set-aside step (a module's `mission.setAside`).
    setAside: play.notes.filter((n) => n.seat === seat && n.target === undefined).map((n) => ({ proposalIndex: n.proposal, card: n.card })),
    looks: play.notes.flatMap((n) => (n.seat === seat && n.target !== undefined ? [{ proposalIndex: n.proposal, target: n.target, card: n.card }] : [])),
    // The modules' fields of this seat's turn (a plot card to decide about, a card to show).
    ...Object.assign({}, ...ROOM_PARTS.map((part) => part.turn?.(play, asks, seat) ?? {})),
  } as SeatTurn;
}


/** What every device's snapshot of one game state shares (see {@link shared}). */
interface Shared {
  /** The engine's asks of this state. */
  asks: Ask[];
  /** The public view. */
  board: PublicView;
  /** The public progress, with the asks (dealt) and before the deal (no asks). */
  progress: { dealt: Progress | null; undealt: Progress | null } | null;
  /** The modules' public fields of the snapshots (their `room.snapshot`), with the asks (dealt) and before the deal (none asked). */
  modules: { dealt: ModuleFields; undealt: ModuleFields | null };
  /** The end reveal. */
  endReveal: EndReveal | null;
  /** The public form of the last vote's or mission's result, once asked for (`undefined` before). */
  lastResult?: ReturnType<typeof publicConsequence> | null;
  /** The public form of the last consequences asked for, and the array they came from. */
  said: { from: readonly Consequence[]; public: ReturnType<typeof publicConsequence>[] } | null;
}

/**
 * What every device's snapshot of one game state shares, computed once per state (a
 * change is sent to every seat and the table): the engine's asks, the public view, the progress,
 * the modules' public fields, the end reveal and the public consequences of the change. The game is never
 * changed once made (test/games/resistance/core/act-immutable.test.ts), and the snapshots are only
 * serialised, so sharing the objects is safe.
 */
const sharedByPlay = new WeakMap<Play, Shared>();
function shared(play: Play): Shared {
  let parts = sharedByPlay.get(play);
  if (!parts) {
    const asks = asked(play);
    parts = { asks, board: viewFor(play.state, 'public'), progress: null, modules: { dealt: moduleFields(play, asks), undealt: null }, endReveal: endRevealOf(play.state), said: null };
    sharedByPlay.set(play, parts);
  }
  return parts;
}

/** The modules' public fields of a seat's snapshot and of the table's. */
interface ModuleFields {
  seat: Record<string, unknown>;
  table: Record<string, unknown>;
}

/** The modules' public fields of the snapshots of `play` with `asks` (core/module.ts `ModuleRoomPart.snapshot`). */
function moduleFields(play: Play, asks: readonly Ask[]): ModuleFields {
  const fields: ModuleFields = { seat: {}, table: {} };
  for (const part of ROOM_PARTS) {
    const own = part.snapshot?.(play, asks);
    if (!own) continue;
    Object.assign(fields.seat, own.seat);
    Object.assign(fields.table, own.table);
  }
  return fields;
}

/** The modules' public fields of `play` (dealt: with its asks; before the deal: none asked), once per state. */
function sharedModules(play: Play, dealt: boolean): ModuleFields {
  const parts = shared(play);
  if (dealt) return parts.modules.dealt;
  parts.modules.undealt ??= moduleFields(play, []);
  return parts.modules.undealt;
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

/** The public form of the last vote's or mission's result (core/last-result.ts), once per state. */
function sharedLastResult(play: Play): ReturnType<typeof publicConsequence> | null {
  const parts = shared(play);
  if (parts.lastResult === undefined) {
    const c = lastResult(play.state);
    parts.lastResult = c ? publicConsequence(play.state, c) : null;
  }
  return parts.lastResult;
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
  namesRule: 'R-SET-1',
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
    // The next state's last result is then found from this one's, not by replaying the whole log.
    madeFrom(done.play.state, play.state);
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
    return {
      // The seat's view shares the board's objects (core/view.ts `viewFor`'s `publicView`).
      view: viewFor(play.state, seat, parts.board),
      board: parts.board,
      progress: sharedProgress(play, dealt),
      you: turnOf(play, asks, seat),
      ...(sharedModules(play, dealt).seat as unknown as RoomSnapshotExtras),
      asks: dealt ? asksFor(play, seat, parts.asks) : [],
      consequences: sharedConsequences(play, consequences),
      lastResult: sharedLastResult(play),
      endReveal: parts.endReveal,
    };
  },
  tableView(play, dealt, consequences): ResistanceTableView {
    const parts = shared(play);
    return {
      view: parts.board,
      progress: sharedProgress(play, dealt),
      ...(sharedModules(play, dealt).table as unknown as RoomTableExtras),
      asks: dealt ? asksFor(play, 'public', parts.asks) : [],
      consequences: sharedConsequences(play, consequences),
      lastResult: sharedLastResult(play),
      endReveal: parts.endReveal,
    };
  },
  seatFrameBytes: (snapshot) => seatFrameBytes(snapshot as SeatSnapshot),
  seatDeltaBytes: (table, snapshot) => seatDeltaBytes(table, snapshot as SeatSnapshot),
  // Read when a change is planned: the modules' fields once the manifest is registered.
  get seatDeltaWhole() {
    return seatDeltaWhole();
  },
};
