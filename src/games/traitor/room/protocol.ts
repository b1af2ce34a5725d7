/**
 * The hidden-traitor expansion's part of the room protocol (issue 21, items 1 and 5; the
 * platform's part: src/platform/rooms/protocol.ts): the room setup a table gives, the game part of
 * each device's snapshot, and the game's actions (`game:<name>` socket events, taken by the room
 * game, `room-game.ts`).
 *
 * Every message a client receives is built by an allow-list: the engine's views (`viewFor`), its
 * asks as the device may see them (`asksFor`), and the public consequences of the change. Nothing
 * here ever carries the setup's Plots, the deal, or a seat's loyalty card or Plot to any device but
 * that seat's own until the cards are turned face up (G3-REVEAL-1/2, G3-2P-2, G3-END-3); with 2
 * players the third loyalty card is in no message (G3-2P-1).
 */
import type {
  Ack,
  PlatformClientEvents,
  PlatformServerEvents,
  SeatSnapshotBase,
  TableSnapshotBase,
} from '../../../platform/rooms/protocol.ts';
import type {
  Ask,
  CardData,
  CardFacts,
  CardView,
  Consequence,
  DealEvent,
  GameEvent,
  MachinationCompletedEvent,
  PublicView,
  SeatView,
  SetupInput,
} from '../engine.ts';

export type { Ack, CreatedRoom, ErrorBody, Reply, RoomLobby, SeatPresence } from '../../../platform/rooms/protocol.ts';

/** The key of the expansion's rooms (`room:create`'s `game`, the join address's `&game=`). */
export const TRAITOR_ROOM_GAME = 'traitor';

/**
 * The setup of a room as the table gives it: what the one-device setup takes (tr-setup.ts), the
 * engine's {@link SetupInput}: the players' names clockwise (one seat each, G3-SET-1), who takes
 * the first turn, the Foul Machination placed face up (G3-SET-7), the Plots the server shuffles and
 * deals (G3-SET-6), the cards the table entered in earlier games (kept on the table device,
 * G3-OP-12) and the deck-out reading (G3-OP-1). It names no loyalty card and no dealt Plot: the
 * server deals them when the table starts the game (G3-SET-5, G3-SET-6, G3-2P-1).
 */
export type TraitorRoomSetupInput = SetupInput;

/** The fields of {@link TraitorRoomSetupInput} (any other is refused with `not-supported`). */
export const TRAITOR_SETUP_FIELDS: readonly string[] = ['players', 'firstPlayer', 'machination', 'plots', 'cards', 'deckOut'];

/**
 * An event of the log a device records (`game:record`): every public event, never the deal (the
 * server's, G3-SET-5) nor the Foul Machination's completion (declared from a seat's own phone,
 * `game:declare`, G3-FM-3, G3-OP-6).
 */
export type RecordedEvent = Exclude<GameEvent, DealEvent | MachinationCompletedEvent>;

/** The answer to `game:declare`: what only the declarer learns (G3-OP-6). */
export interface DeclareReply {
  /** `completed`: the Foul Machination is completed and the reveal follows; `nothing-happens`: the declarer is not the Traitor. */
  machination: 'completed' | 'nothing-happens';
}

/** The expansion's part of a seat's snapshot. */
export interface TraitorSeatView {
  /**
   * `viewFor(state, seat)`: the public board plus this seat's own loyalty card and Plot (`own`,
   * `null` until the table starts the game).
   */
  view: SeatView;
  /** `asksFor(state, seat)`: this seat's own asks whole (its secret Foul Machination menu among them), and the public ones; none before the deal. */
  asks: Ask[];
  /** The public consequences of the change this snapshot follows, in order, for the phone to say; empty on a (re)connect or a sync. */
  consequences: Consequence[];
  /** The cards the consequences name (public card data), for their sentences. */
  cards: CardView[];
}

/** Everything a seat's phone receives. */
export interface TraitorSeatSnapshot extends SeatSnapshotBase, TraitorSeatView {}

/** The expansion's part of the table's snapshot: the public view only. */
export interface TraitorTableView {
  /** `viewFor(state, 'public')`. */
  view: PublicView;
  /** `asksFor(state, 'public')`: the public asks (never a seat's secret ask). */
  asks: Ask[];
  consequences: Consequence[];
  /**
   * The public card data the table's steps need: every Challenge and Foul Machination of the
   * catalogue (the Challenge turned face up is picked among them; a card in play missing data is
   * entered, G3-CARD-UNKNOWN), the Plot once in play, and the cards the consequences name.
   */
  cards: CardData[];
}

/** Everything the table device receives. */
export interface TraitorTableSnapshot extends TableSnapshotBase, TraitorTableView {}

/** The expansion's actions: each a `game:<name>` request. */
export interface TraitorGameEvents {
  /**
   * Records events of the log, in order, all or none (1 to {@link MAX_RECORDED}): the table records
   * every public step (Challenges turned face up, card data entered, cards contributed, Powers paid,
   * turns ended, counts, the deck out, Disintegration); a seat's phone records its own turn's steps
   * only (contributions, Powers paid, Super-Villains, the end of its turn). The engine judges who
   * may record what (steps.ts `checkRecorder`) and every rule.
   */
  'game:record': (request: { events: RecordedEvent[] }, ack: Ack) => void;
  /**
   * A seat declares the Foul Machination completed from its private menu, on its own turn (G3-FM-3,
   * G3-OP-5, G3-OP-6): the same check for every player; for the Traitor the reveal follows
   * (G3-REVEAL-1…3), for anyone else nothing happens, which only the declarer learns (its reply),
   * and no other device receives anything.
   */
  'game:declare': (request: { cards: CardFacts[] }, ack: Ack<DeclareReply>) => void;
}

/** Most events one `game:record` carries (a level entered and a Challenge turned face up is the longest step: 2). */
export const MAX_RECORDED = 4;

/** Every request a client of a traitor room sends. */
export interface TraitorClientEvents extends PlatformClientEvents<TraitorRoomSetupInput>, TraitorGameEvents {}

/** Every message a client of a traitor room receives. */
export type TraitorServerEvents = PlatformServerEvents<TraitorSeatSnapshot, TraitorTableSnapshot>;
