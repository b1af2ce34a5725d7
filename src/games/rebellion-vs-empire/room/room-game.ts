/**
 * Rebellion vs Empire as the room server runs it (the platform's {@link RoomGame} contract,
 * src/platform/rooms/room-game.ts): the engine (`../engine.ts`) is the only judge of the rules and
 * owns every step (core/steps.ts: what is asked now, of whom, which asks are secret). This file
 * translates the protocol's requests (`protocol.ts`, `game:*`) into the engine's events and builds
 * each device's part of its snapshot from the engine's views and asks. No I/O, no clock;
 * randomness comes in as `randomInt`.
 *
 * The room's record:
 * - the setup: `{ game, deal }`, the engine's setup (with both players' names) and the deal, the
 *   chance setup events drawn when the table starts the game (`deal`): the row (G2-SET-2,
 *   G2-CAPITOL-1), the three mission cards when the app draws them (G2-SET-6) and the shuffled
 *   deck (G2-SET-3); `null` before. When the table draws the printed mission cards
 *   (G2-MIS-UNKNOWN) the deal holds the row only; the deck is shuffled right after the table's
 *   entry of the cards. Kept in the setup so that a seat freed before the first event withdraws
 *   it (`undeal`) and the next start deals anew.
 * - the events: every accepted event after the deal, the chance events drawn after an action
 *   included; the state is `replay(game, [...deal, ...events])`. No secret step (`pending`) and no
 *   notes: the engine's state holds the Rebellion's hand and hidden cards, and the views show them
 *   to its seat only.
 *
 * Who may answer an ask (G2-SET-1: seat 0 the Rebellion, seat 1 the Empire): an ask by
 * `'rebellion'` is taken from seat 0's phone only, one by `'empire'` from seat 1's only (the table
 * device plays no side: a side's moves are its player's); an ask by `'table'` (the printed mission
 * cards the table drew) from the table device or either seat, since both players see the printed
 * cards and a game may be played without a table device. The engine's `checkAsked` judges this by
 * the asks alone, before any rule reads the state: an action nobody is asked for is refused with
 * G2-ROUND-1 `not-asked`, the other side's with G2-SET-1; every other refusal is the engine's
 * (G2-…, REC-EVENT for a malformed request).
 */
import type { RandomInt } from '../../../platform/engine/chance.ts';
import { RoomError, type RoomActor, type RoomGame, type RoomGameRecord } from '../../../platform/rooms/room-game.ts';
import { asksFor, chanceEvent, checkAsked, checkRoomUndo, createGame, foldLog, lastResult, reduce, replay, undoRefusal, viewFor } from '../engine.ts';
import type { GameEvent, GameSetup, GameState, LogEntry, MoveResult, Side } from '../engine.ts';
import { seatDeltaBytes, seatFrameBytes } from './frames.ts';
import {
  RVE_NAME_LIMIT,
  RVE_ROOM_GAME,
  RVE_SETUP_FIELDS,
  SEAT_SIDES,
  type PublicEvent,
  type RveConsequence,
  type RveSeatSnapshot,
  type RveSeatView,
  type RveTableView,
} from './protocol.ts';

/** A room's setup (file comment): the engine's setup and the deal (`null` until the table starts the game). */
export interface RveRoomSetup {
  game: GameSetup & { players: { rebellion: string; empire: string } };
  deal: GameEvent[] | null;
}

/** Rebellion vs Empire's part of a stored room: its log after the deal (the events and the table's undos, core/undo.ts; it only grows). */
export type RveRecord = RoomGameRecord<RveRoomSetup, LogEntry, null, never>;

/** The replayed game of a room. */
export interface RveLive {
  setup: RveRoomSetup;
  /** The room's log as stored (events and undos). */
  log: LogEntry[];
  /** The events in force after the deal (core/undo.ts `foldLog`). */
  events: GameEvent[];
  /** The undone events a new event has not cleared (for the undo policy). */
  redo: GameEvent[];
  state: GameState;
}

/** The actions (protocol.ts `RveGameEvents`): one per kind of ask, each answered by the engine's event of that type, and `pass`, the Empire's refused answer to its `power` ask (G2-ROUND-EMPIRE). */
export const RVE_ACTIONS = ['missions', 'area', 'play', 'power', 'pass', 'assign', 'liberate', 'confirm', 'end-check'] as const;
type Action = (typeof RVE_ACTIONS)[number];

/** The fields of each action's request that go into its event (an allow-list: nothing else is stored). */
const EVENT_FIELDS: Record<Action, readonly string[]> = {
  missions: ['missions'],
  area: ['districts'],
  play: ['hidden', 'revealed'],
  power: ['token', 'slot', 'district', 'stack', 'destroyed'],
  pass: [],
  assign: ['cards'],
  liberate: ['district', 'mission', 'reveal'],
  confirm: ['accept'],
  'end-check': [],
};

/** The fields of an event every device may hear (protocol.ts `PublicEvent`). */
const PUBLIC_FIELDS = ['districts', 'token', 'slot', 'district', 'cards', 'mission', 'accept'] as const;

function badSetup(message: string): never {
  throw new RoomError('bad-request', message);
}

/**
 * A table's room setup (protocol.ts `RveRoomSetupInput`), checked: the known fields only, both
 * names, and the engine's own check of the options (`createGame`, REC-EVENT).
 * @throws RoomError `bad-request` (a malformed setup), `not-supported` (a field the room does not know); RuleError REC-EVENT
 */
function newSetup(input: unknown): RveRoomSetup {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) badSetup('the setup is an object');
  const given = input as Record<string, unknown>;
  const unknown = Object.keys(given).filter((k) => !RVE_SETUP_FIELDS.includes(k));
  if (unknown.length > 0) throw new RoomError('not-supported', `this room server does not know the setup field ${unknown.join(', ')}`, null, { field: unknown[0]! });
  const players = given.players as Record<string, unknown> | null | undefined;
  if (players === null || typeof players !== 'object') badSetup('the setup names both players: { rebellion, empire }');
  const names: Record<Side, string> = { rebellion: '', empire: '' };
  for (const side of SEAT_SIDES) {
    const name = typeof players[side] === 'string' ? (players[side] as string).trim() : '';
    if (name.length === 0 || name.length > RVE_NAME_LIMIT) badSetup(`each player has a name of 1 to ${RVE_NAME_LIMIT} characters`);
    names[side] = name;
  }
  const game: RveRoomSetup['game'] = {
    capitolVariant: given.capitolVariant as boolean,
    missionCards: given.missionCards as 'app' | 'table',
    ...(given.redirectIntoBlockade !== undefined ? { redirectIntoBlockade: given.redirectIntoBlockade as boolean } : {}),
    players: names,
  };
  createGame(game); // the engine's check of the options (REC-EVENT)
  return { game, deal: null };
}

/** The chance events asked after `state`, drawn with `randomInt`, applied in order (steps.ts `chanceEvent`). */
function drawChance(state: GameState, randomInt: RandomInt): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let s = state;
  for (let event = chanceEvent(s, randomInt); event !== null; event = chanceEvent(s, randomInt)) {
    s = reduce(s, event);
    events.push(event);
  }
  return { state: s, events };
}

/** An event in its public form (protocol.ts `PublicEvent`): its type and its public fields, by allow-list. */
export function publicEvent(event: GameEvent): PublicEvent {
  const e = event as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { type: event.type };
  for (const field of PUBLIC_FIELDS) if (e[field] !== undefined) out[field] = structuredClone(e[field]);
  return out as unknown as PublicEvent;
}

/** The last move's result of each live game, once made (a room builds every device's snapshot of one change from one live game). */
const lastResults = new WeakMap<RveLive, MoveResult | null>();

/** What the last move did (core/last-result.ts), once per live game; `null` before the first. */
function roomLastResult(live: RveLive): MoveResult | null {
  let result = lastResults.get(live);
  if (result === undefined) {
    result = lastResult(live.setup.game, [...(live.setup.deal ?? []), ...live.events]);
    lastResults.set(live, result);
  }
  return result;
}

/**
 * The table's undo (core/undo.ts): an undo entry added to the log takes back the last event in
 * force, said on every device in its public form (`undone`, the one-device "Undone: …"); a
 * phone is refused first (REC-EVENT `table-only`), then the one-device policy (the deal never, the
 * Rebellion's play only before the Empire acts on it).
 * @throws RuleError REC-EVENT `table-only`, `nothing-to-undo`, `deal-kept`, `play-answered`
 */
function undo(live: RveLive, actor: RoomActor) {
  checkRoomUndo(actor.kind, live.setup.deal ?? [], live);
  const event = live.events[live.events.length - 1]!;
  const events = live.events.slice(0, -1);
  const log: LogEntry[] = [...live.log, { type: 'undone' }];
  const state = replay(live.setup.game, [...(live.setup.deal ?? []), ...events]);
  const after = viewFor(state, 'public');
  const consequences: RveConsequence[] = [{ event: publicEvent(event), before: after, after, undone: { round: live.state.round } }];
  const next: RveLive = { setup: live.setup, log, events, redo: [...live.redo, event], state };
  return { record: { events: log, pending: null, notes: [] }, consequences, reply: {}, live: next };
}

/** The side an actor plays, or `'table'` for the table device. */
function actorRole(actor: RoomActor): Side | 'table' {
  return actor.kind === 'table' ? 'table' : (SEAT_SIDES[actor.seat] ?? 'table');
}

/**
 * Rebellion vs Empire's room game (file comment). The views: for a seat, `viewFor(state, side)`,
 * the public board, `asksFor(state, side)` and the public consequences; for the table,
 * `viewFor(state, 'public')` and `asksFor(state, 'public')`.
 */
export const rveRoomGame: RoomGame<RveRoomSetup, LogEntry, null, never, RveLive, RveConsequence> = {
  key: RVE_ROOM_GAME,
  dealRule: 'G2-SET-3',
  namesRule: 'G2-SET-1',
  actions: [...RVE_ACTIONS, 'undo'],
  newSetup,
  players: (setup) => [setup.game.players.rebellion, setup.game.players.empire],
  isDealt: (setup) => setup.deal !== null,
  deal(setup, randomInt) {
    return { game: setup.game, deal: drawChance(createGame(setup.game), randomInt).events };
  },
  undeal: (setup) => ({ game: setup.game, deal: null }),
  load(record): RveLive {
    const { events, redo } = foldLog(record.events);
    const state = replay(record.setup.game, [...(record.setup.deal ?? []), ...events]);
    return { setup: record.setup, log: record.events, events, redo, state };
  },
  act(live, actor, name, request, randomInt) {
    if (name === 'undo') return undo(live, actor);
    if (!(RVE_ACTIONS as readonly string[]).includes(name)) throw new RoomError('bad-request', 'unknown action');
    const action = name as Action;
    checkAsked(live.state, actorRole(actor), action); // not asked of this device: refused before any rule reads the state
    const fields: Record<string, unknown> = { type: action };
    for (const field of EVENT_FIELDS[action]) if (request[field] !== undefined) fields[field] = request[field];
    const event = structuredClone(fields) as unknown as GameEvent;
    const after = reduce(live.state, event); // the engine's RuleError (G2-…, REC-EVENT)
    const chance = drawChance(after, randomInt);
    const consequences: RveConsequence[] = [{ event: publicEvent(event), before: viewFor(live.state, 'public'), after: viewFor(after, 'public') }];
    let previous = after;
    for (const drawn of chance.events) {
      const next = reduce(previous, drawn);
      consequences.push({ event: publicEvent(drawn), before: viewFor(previous, 'public'), after: viewFor(next, 'public') });
      previous = next;
    }
    return { record: { events: [...live.log, event, ...chance.events], pending: null, notes: [] }, consequences, reply: {} };
  },
  isOver: (live) => live.state.phase === 'over',
  seatView(live, seat, dealt, consequences): RveSeatView {
    const side = SEAT_SIDES[seat] ?? 'empire';
    return {
      side,
      view: viewFor(live.state, side),
      board: viewFor(live.state, 'public'),
      // Before the deal nobody is asked anything: the game has not started.
      asks: dealt ? asksFor(live.state, side) : [],
      consequences: [...consequences],
      lastResult: roomLastResult(live),
    };
  },
  tableView(live, dealt, consequences): RveTableView {
    return {
      view: viewFor(live.state, 'public'),
      asks: dealt ? asksFor(live.state, 'public') : [],
      consequences: [...consequences],
      lastResult: roomLastResult(live),
      undo: dealt && undoRefusal([...(live.setup.deal ?? []), ...live.events], live.redo) === null,
    };
  },
  seatFrameBytes: (snapshot) => seatFrameBytes(snapshot as RveSeatSnapshot),
  seatDeltaBytes: (table, snapshot) => seatDeltaBytes(table, snapshot as RveSeatSnapshot),
};
