/**
 * The hidden-traitor expansion as the room server runs it (the platform's
 * {@link RoomGame} contract, src/platform/rooms/room-game.ts): one phone per player and a table
 * device. The engine (`../engine.ts`) is the only judge of the rules and owns every step
 * (core/steps.ts: what is asked, of whom; every action checked and turned into events). This file
 * translates the protocol's requests (`protocol.ts`) into the engine's actions and builds each
 * device's part of its snapshot from the engine's allow-list views. No I/O, no clock; randomness
 * comes in as `randomInt`.
 *
 * Who acts (decided from core/steps.ts):
 * - the **server** deals, when the table starts the game (`deal`): the loyalty cards (one Traitor
 *   among as many cards as players, G3-SET-5; with 2 players three cards, the third unseen, so
 *   there may be no Traitor, G3-2P-1) and one Plot per player (G3-SET-6), drawn with the given
 *   `randomInt` (deal.ts `dealEvent`). The deal stays in the setup (never sent); the log holds the
 *   events after it, so that a seat freed before the first event withdraws it (the platform then
 *   deals anew);
 * - the **table** records every public step (protocol.ts `TraitorGameEvents`, one `game:<name>`
 *   per ask): Challenges turned face up (G3-SET-8, G3-CH-1), card data entered from the physical
 *   cards (G3-CARD-UNKNOWN), cards contributed and Powers paid for the active player (G3-CH-ADD-1,
 *   G3-CH-DEFEAT-1, G3-PLOT-4, G3-2P-5), the end of a turn, the main deck's count and its running
 *   out (G3-END-2, G3-OP-1), Disintegration (G3-CARD-DISINTEGRATION), the Doomsday Clock
 *   (G3-CARD-DOOMSDAY);
 * - a **seat's phone** records its own turn's public steps (`game:contribute`, `game:defeat-*`,
 *   `game:end-turn`: the engine refuses another seat's with REC-EVENT `not-yours`, a table step
 *   with `table-only`), and declares the Foul Machination from its private menu
 *   (`game:declare-machination`, G3-FM-3, G3-OP-6): the engine has no other secret step. The
 *   Traitor's reveal is the consequence of that declaration (G3-REVEAL-1…3):
 *   the declarer's phone does it, and every device says it.
 *
 * A declaration by a player who is not the Traitor changes nothing: the record is handed back as it
 * was, so the server neither writes nor sends anything, and only the declarer's reply says
 * "nothing happens" (G3-OP-6: no device but the declarer's learns that a declaration was made).
 * Refusals are the engine's RuleErrors with their rule ids (G3-…, REC-…).
 */
import { RoomError, requireShape, type RoomActor, type RoomGame, type RoomGameRecord } from '../../../platform/rooms/room-game.ts';
import { act as engineAct, asksFor, cardOf, checkUndo, createGame, dealEvent, eventsInForce, lastResult, MAX_CARDS_PER_EVENT, replay, undoneEvent, viewFor } from '../engine.ts';
import type { Action, CardData, CardFacts, CardView, Consequence, DealEvent, GameEvent, GameState, LogEntry, Seat, SetupInput, UndoneEvent } from '../engine.ts';
import { seatDeltaBytes, seatFrameBytes } from './frames.ts';
import { fromWireCard } from './wire.ts';
import {
  TRAITOR_ACTIONS,
  TRAITOR_ROOM_GAME,
  TRAITOR_SETUP_FIELDS,
  type DeclareReply,
  type RoomLastResult,
  type TraitorSeatSnapshot,
  type TraitorSeatView,
  type TraitorTableView,
} from './protocol.ts';

/** A room's setup: the table's input and, from the table's start on, the secret deal (never sent). */
export interface TraitorRoomSetup {
  input: SetupInput;
  deal: DealEvent | null;
}

/**
 * The expansion's part of a stored room: its log (the events and the table's undos, core/undo.ts:
 * the log only grows), no secret step in course, no notes (the engine keeps none).
 */
export type TraitorRecord = RoomGameRecord<TraitorRoomSetup, LogEntry, null, never>;

/** The game replayed from a room's record (the record kept, so that an action that changes nothing hands it back unchanged). */
export interface TraitorLive {
  state: GameState;
  record: TraitorRecord;
}

/**
 * A table's room setup, checked by the engine (`createGame`: G3-SET-1 names, G3-SET-6 Plots,
 * G3-SET-7 the Foul Machination, G3-CARD-UNKNOWN the entered cards), with nothing dealt.
 * @throws RoomError `bad-request` (not an object), `deal-by-server` (a deal given, G3-SET-5),
 *   `not-supported` (an unknown field); RuleError for a setup the engine refuses
 */
function newSetup(input: unknown): TraitorRoomSetup {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new RoomError('bad-request', 'a room needs a setup: players, machination and plots, optionally firstPlayer, cards and deckOut');
  }
  const raw = input as Record<string, unknown>;
  if (raw.deal !== undefined || raw.loyalty !== undefined) {
    throw new RoomError('deal-by-server', 'the server deals the loyalty cards and the Plots: a room setup names none', 'G3-SET-5');
  }
  const unsupported = Object.keys(raw).filter((k) => !TRAITOR_SETUP_FIELDS.includes(k));
  if (unsupported.length > 0) {
    throw new RoomError('not-supported', `the room server cannot run this: ${unsupported.join(', ')}`, null, { fields: unsupported.join(', ') });
  }
  const cards = raw.cards;
  if (cards !== undefined && !Array.isArray(cards)) throw new RoomError('bad-request', 'the entered cards are a list');
  const setup = structuredClone({ ...raw, ...(cards === undefined ? {} : { cards: cards.map(fromWireCard) }) }) as unknown as SetupInput;
  createGame(setup);
  return { input: setup, deal: null };
}

/** The events in force (the deal first, when dealt; the undone events left out). */
function logOf(record: TraitorRecord): GameEvent[] {
  const events = eventsInForce(record.events);
  return record.setup.deal ? [record.setup.deal, ...events] : events;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const isInt = (v: unknown): v is number => Number.isInteger(v);

/** The seat of an active player's step: a phone's own; the table's named one, or the active player. */
function turnSeat(state: GameState, actor: RoomActor, request: Record<string, unknown>): Seat {
  requireShape(request.seat === undefined || isInt(request.seat), 'the seat is a number');
  if (request.seat !== undefined) return request.seat as Seat;
  return actor.kind === 'seat' ? actor.seat : state.active;
}

/** Cards from groups of equal cards (`count` of 1 to 40 each, 40 in all at most, as one event carries). */
function cardsOf(groups: unknown): CardFacts[] {
  requireShape(Array.isArray(groups) && groups.length > 0, 'the cards contributed are a list of groups');
  const cards: CardFacts[] = [];
  for (const g of groups as unknown[]) {
    requireShape(isRecord(g) && isInt(g.count) && g.count >= 1 && g.count <= MAX_CARDS_PER_EVENT, `a group is a card's type, cost and keywords and a count of 1 to ${MAX_CARDS_PER_EVENT}`);
    const { count, ...card } = g as Record<string, unknown> & { count: number };
    for (let i = 0; i < count && cards.length <= MAX_CARDS_PER_EVENT; i++) cards.push(structuredClone(card) as unknown as CardFacts);
  }
  return cards;
}

/**
 * The engine's actions for a request (a translation: the engine checks every rule and who may
 * record what). The types of the request's fields are checked first (the protocol's shape).
 * @throws RoomError `bad-request` for a request of the wrong shape
 */
function engineActions(state: GameState, actor: RoomActor, name: string, a: Record<string, unknown>): Action[] {
  const record = (event: GameEvent): Action => ({ type: 'record', event });
  switch (name) {
    case 'declare-machination':
      requireShape(Array.isArray(a.cards), 'a declaration lists the cards played, one per line');
      return [{ type: 'declare-machination', cards: a.cards as CardFacts[] }];
    case 'enter-card':
      requireShape(isRecord(a.card), 'a card entered is an object');
      return [record({ type: 'card-entered', card: fromWireCard(a.card) as CardData })];
    case 'reveal-challenge': {
      requireShape(isInt(a.level) && typeof a.card === 'string', 'a Challenge turned face up is a level and a card id');
      const known = state.catalogue[a.card as string];
      const reveal = record({ type: 'challenge-revealed', level: a.level as 1 | 2 | 3, card: a.card as string });
      // G3-CARD-UNKNOWN: a Challenge whose level is not entered gets this level from the card first.
      if (known?.role === 'challenge' && known.level === null) {
        return [record({ type: 'card-entered', card: { ...known, level: a.level as 1 | 2 | 3, effect: null, requirements: null, power: null, source: 'table' } }), reveal];
      }
      return [reveal];
    }
    case 'contribute':
      return [record({ type: 'contributed', seat: turnSeat(state, actor, a), cards: cardsOf(a.groups) })];
    case 'defeat-challenge':
      return [record({ type: 'challenge-defeated', seat: turnSeat(state, actor, a) })];
    case 'defeat-plot':
      return [record({ type: 'plot-defeated', seat: turnSeat(state, actor, a) })];
    case 'defeat-super-villain':
      return [record({ type: 'super-villain-defeated', seat: turnSeat(state, actor, a) })];
    case 'end-turn':
      requireShape(a.gained === undefined || typeof a.gained === 'boolean', 'gained is true or false');
      return [record(a.gained === undefined ? { type: 'turn-ended', seat: turnSeat(state, actor, a) } : { type: 'turn-ended', seat: turnSeat(state, actor, a), gained: a.gained as boolean })];
    case 'destroy-challenge':
      return [record({ type: 'challenge-destroyed', seat: turnSeat(state, actor, a) })];
    case 'ask-help':
      return [record({ type: 'help-requested', seat: turnSeat(state, actor, a) })];
    case 'attack':
      return [record({ type: 'attack-played', seat: turnSeat(state, actor, a) })];
    case 'help':
      requireShape(isInt(a.seat) && isInt(a.hand), 'a helper names their seat and the number of cards in their hand');
      return [{ type: 'help', seat: a.seat as Seat, hand: a.hand as number }];
    case 'decline-help':
      requireShape(isInt(a.seat), 'a helper names their seat');
      return [record({ type: 'help-declined', seat: a.seat as Seat })];
    case 'deck-count':
      requireShape(isInt(a.count), 'a count is a whole number');
      return [record({ type: 'deck-count', count: a.count as number })];
    case 'deck-ran-out':
      return [record({ type: 'deck-ran-out' })];
    case 'destroy-player':
      requireShape(isInt(a.seat), 'the player destroyed is a seat');
      return [record({ type: 'player-destroyed', seat: a.seat as Seat })];
    case 'clock-count':
      requireShape(isInt(a.count), 'a count is a whole number');
      return [record({ type: 'clock-count', count: a.count as number })];
    default:
      throw new RoomError('bad-request', 'unknown action');
  }
}

/**
 * The table's undo (core/undo.ts): the last event in force is taken back by an undo entry added
 * to the log; every device says it ("Undone: …", public terms only). A phone is refused first
 * (REC-EVENT `table-only`), whatever the game holds.
 * @throws RuleError REC-EVENT `table-only`, `nothing-to-undo`
 */
function undo(live: TraitorLive, actor: RoomActor) {
  const events = eventsInForce(live.record.events);
  checkUndo(actor, events);
  const record = live.record;
  const deal = record.setup.deal ? [record.setup.deal] : [];
  const before = replay(record.setup.input, [...deal, ...events.slice(0, -1)]);
  const entries: LogEntry[] = [...record.events, { type: 'undone' }];
  const consequences: Consequence[] = [{ kind: 'undone', event: undoneEvent(before, events[events.length - 1]!) }];
  return {
    record: { events: entries, pending: null, notes: [] },
    consequences,
    reply: {},
    live: { state: before, record: { ...record, events: entries } } satisfies TraitorLive,
  };
}

/** The table's Undo of each state, once made (one replay per change, not per snapshot). */
const undos = new WeakMap<GameState, UndoneEvent | null>();

/** The last event in force after the deal in public terms (the table's Undo button), or `null`. */
function lastInForce(live: TraitorLive): UndoneEvent | null {
  const known = undos.get(live.state);
  if (known !== undefined) return known;
  const events = eventsInForce(live.record.events);
  const last = events[events.length - 1];
  const deal = live.record.setup.deal ? [live.record.setup.deal] : [];
  const undo = last ? undoneEvent(replay(live.record.setup.input, [...deal, ...events.slice(0, -1)]), last) : null;
  undos.set(live.state, undo);
  return undo;
}

/** The card data a consequence names (public), for the devices' sentences. */
function namedCards(state: GameState, consequences: readonly Consequence[]): CardData[] {
  const ids = new Set<string>();
  for (const c of consequences) {
    if ('card' in c && typeof c.card === 'string') ids.add(c.card);
    if (c.kind === 'contributed') {
      const card = state.stack.find((s) => s.level === c.level)?.card;
      if (card) ids.add(card);
    }
  }
  return [...ids].flatMap((id) => (state.catalogue[id] ? [cardOf(state, id)] : []));
}

/**
 * The consequences as `viewer` gets them: the helper's card (`help-given`'s position in the
 * helper's hand, G3-HELP-2) only on the helper's own phone, who picks it out; every other device
 * hears that a random card was drawn.
 */
function consequencesFor(consequences: readonly Consequence[], viewer: Seat | 'table'): Consequence[] {
  return consequences.map((c) => {
    if (c.kind !== 'help-given' || c.seat === viewer) return structuredClone(c);
    const { card: _card, ...rest } = c;
    return { ...rest };
  });
}

/** The last result of each state, once made (a room builds every device's snapshot of one change from one state). */
const lastResults = new WeakMap<GameState, RoomLastResult | null>();

/** The last result (core/last-result.ts) with the cards it names, once per state; `null` before the first. */
function roomLastResult(live: TraitorLive): RoomLastResult | null {
  const known = lastResults.get(live.state);
  if (known !== undefined) return known;
  const consequences = lastResult(live.record.setup.input, logOf(live.record));
  const result = consequences.length === 0 ? null : { consequences, cards: namedCards(live.state, consequences).map(cardViewOf) };
  lastResults.set(live.state, result);
  return result;
}

function cardViewOf(card: CardData): CardView {
  const { id, name, nameEn, level, effect, requirements, power } = card;
  return { id, name, nameEn, level, effect, requirements: requirements === null ? null : structuredClone(requirements), power };
}

/** The public card data of the table's steps (see protocol.ts `TraitorTableView.cards`). */
function tableCards(state: GameState, consequences: readonly Consequence[]): CardData[] {
  const cards = new Map<string, CardData>();
  for (const card of Object.values(state.catalogue)) if (card.role !== 'plot') cards.set(card.id, card);
  if (state.plot) cards.set(state.plot.card, cardOf(state, state.plot.card));
  for (const card of namedCards(state, consequences)) cards.set(card.id, card);
  return [...cards.values()].map((c) => structuredClone(c));
}

/**
 * The expansion's room game (see the module comment). Views: for a seat, `viewFor(state, seat)`
 * (its own loyalty card and Plot) and `asksFor(state, seat)`; for the table, `viewFor(state,
 * 'public')` and the public asks; every device the same public consequences (but the helper's
 * card, to the helper alone).
 */
export const traitorRoomGame: RoomGame<TraitorRoomSetup, LogEntry, null, never, TraitorLive, Consequence> = {
  key: TRAITOR_ROOM_GAME,
  dealRule: 'G3-SET-5',
  namesRule: 'G3-SET-1',
  actions: TRAITOR_ACTIONS,
  newSetup,
  players: (setup) => setup.input.players,
  isDealt: (setup) => setup.deal !== null,
  deal: (setup, randomInt) => ({ ...setup, deal: dealEvent(createGame(setup.input), randomInt) }),
  undeal: (setup) => ({ ...setup, deal: null }),
  load(record): TraitorLive {
    return { state: replay(record.setup.input, logOf(record)), record };
  },
  act(live, actor, name, request, randomInt) {
    if (name === 'undo') return undo(live, actor);
    let state = live.state;
    const events: GameEvent[] = [];
    const consequences: Consequence[] = [];
    let reply: DeclareReply | Record<string, never> = {};
    for (const action of engineActions(state, actor, name, request)) {
      const done = engineAct(state, actor, action, randomInt);
      state = done.state;
      events.push(...done.events);
      consequences.push(...done.consequences);
      if (action.type === 'declare-machination') reply = { machination: done.own ? 'nothing-happens' : 'completed' };
    }
    // Nothing recorded (a declaration by a player who is not the Traitor): the record as it was.
    const record = live.record;
    return {
      record: events.length === 0 ? { events: record.events, pending: record.pending, notes: record.notes } : { events: [...record.events, ...events], pending: null, notes: [] },
      consequences,
      reply: { ...reply },
    };
  },
  isOver: (live) => live.state.phase === 'over',
  seatView(live, seat, dealt, consequences): TraitorSeatView {
    return {
      view: viewFor(live.state, seat),
      asks: dealt ? asksFor(live.state, seat) : [],
      consequences: consequencesFor(consequences, seat),
      cards: namedCards(live.state, consequences).map(cardViewOf),
      lastResult: roomLastResult(live),
    };
  },
  tableView(live, dealt, consequences): TraitorTableView {
    return {
      view: viewFor(live.state, 'public'),
      asks: dealt ? asksFor(live.state, 'public') : [],
      consequences: consequencesFor(consequences, 'table'),
      cards: tableCards(live.state, consequences),
      lastResult: roomLastResult(live),
      undo: lastInForce(live),
    };
  },
  seatFrameBytes: (snapshot) => seatFrameBytes(snapshot as TraitorSeatSnapshot),
  seatDeltaBytes: (table, snapshot) => seatDeltaBytes(table, snapshot as TraitorSeatSnapshot),
};
