/**
 * The hidden-traitor expansion's part of the room protocol (the
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
  PublicView,
  Seat,
  SeatView,
  SetupInput,
  UndoneEvent,
} from '../engine.ts';
import type { CardGroup, WireCard } from './wire.ts';

export type { Ack, CreatedRoom, ErrorBody, Reply, RoomLobby, SeatPresence } from '../../../platform/rooms/protocol.ts';

/** The key of the expansion's rooms (`room:create`'s `game`, the join address's `&game=`). */
export const TRAITOR_ROOM_GAME = 'traitor';

/**
 * The setup of a room as the table gives it: what the one-device setup takes (tr-setup.ts), the
 * engine's {@link SetupInput}: the players' names clockwise (one seat each, G3-SET-1), who takes
 * the first turn, the Foul Machination placed face up (G3-SET-7), the Plots the server shuffles and
 * deals (G3-SET-6), the cards the table entered in earlier games (kept on the table device,
 * G3-OP-12; sent as {@link WireCard}s, within the server's bounds on a request) and the deck-out
 * reading (G3-OP-1). It names no loyalty card and no dealt Plot: the server deals them when the
 * table starts the game (G3-SET-5, G3-SET-6, G3-2P-1).
 */
export type TraitorRoomSetupInput = Omit<SetupInput, 'cards'> & { cards?: WireCard[] };

/** The fields of {@link TraitorRoomSetupInput} (any other is refused with `not-supported`). */
export const TRAITOR_SETUP_FIELDS: readonly string[] = ['players', 'firstPlayer', 'machination', 'plots', 'cards', 'deckOut'];

/** The answer to `game:declare-machination`: what only the declarer learns (G3-OP-6). */
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
  /** The last result (core/last-result.ts), shown until the next one; `null` before the first. */
  lastResult: RoomLastResult | null;
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
  /** The last result (core/last-result.ts), shown until the next one; `null` before the first. */
  lastResult: RoomLastResult | null;
  /**
   * The event the table's Undo takes back (the last in force after the deal, core/undo.ts), in
   * public terms, for the button's words ("Undo: Ann contributed 3 cards"); `null` when none.
   */
  undo: UndoneEvent | null;
}

/**
 * The last result as a room's devices get it (core/last-result.ts `lastResult`): its consequences,
 * all public, and the public card data they name, for their sentences (consequence-text.ts
 * `resultText`), the same on every device.
 */
export interface RoomLastResult {
  consequences: Consequence[];
  cards: CardView[];
}

/** Everything the table device receives. */
export interface TraitorTableSnapshot extends TableSnapshotBase, TraitorTableView {}

/**
 * A step of the active player's turn: from that seat's own phone (`seat` left out or its own), or
 * from the table recording it for them (`seat` left out: the active player).
 */
export interface TurnStep {
  seat?: Seat;
}

/**
 * The expansion's actions, one per step the engine asks for (core/steps.ts `AskKind`), each a
 * `game:<name>` request. Who may take each is the engine's (steps.ts `checkRecorder`): the table
 * every public step; a seat's phone its own turn's steps (`contribute`, `defeat-*`, `end-turn`) and
 * its private Foul Machination menu (`declare-machination`); any other is refused (REC-EVENT
 * `not-yours`, `table-only`; G3-FM-3 `declare-privately`).
 */
export interface TraitorGameEvents {
  /** The table enters what the seed does not give of a card, from the physical card (G3-CARD-UNKNOWN, G3-OP-12). */
  'game:enter-card': (request: { card: WireCard }, ack: Ack) => void;
  /** The table turns the next Challenge face up (G3-SET-8, G3-CH-1); a card whose level is unknown gets this level first (G3-CARD-UNKNOWN). */
  'game:reveal-challenge': (request: { level: 1 | 2 | 3; card: string }, ack: Ack) => void;
  /** The active player contributes cards to the current Challenge (G3-CH-ADD-1…6): groups of equal cards. */
  'game:contribute': (request: TurnStep & { groups: CardGroup[] }, ack: Ack) => void;
  /** The active player paid the current Challenge's Power (G3-CH-DEFEAT-1). */
  'game:defeat-challenge': (request: TurnStep, ack: Ack) => void;
  /** The active (loyal) player paid the Plot's Power (G3-PLOT-4). */
  'game:defeat-plot': (request: TurnStep, ack: Ack) => void;
  /** Two loyal players: the active player defeated a Super-Villain (G3-2P-5). */
  'game:defeat-super-villain': (request: TurnStep, ack: Ack) => void;
  /** The active player's turn ends; `gained`: whether they bought or gained a card from the line-up (false: the main deck's top card joins it, G3-PLAY-LINEUP). */
  'game:end-turn': (request: TurnStep & { gained?: boolean }, ack: Ack) => void;
  /** The active player destroyed the current Challenge with Disintegration: defeated at once (G3-CARD-DISINTEGRATION). */
  'game:destroy-challenge': (request: TurnStep, ack: Ack) => void;
  /** The active loyal player asks the other loyal players for help (G3-HELP-2). */
  'game:ask-help': (request: TurnStep, ack: Ack) => void;
  /** The helper asked now gives their hand size; the server draws which card they hand over (G3-HELP-2). */
  'game:help': (request: { seat: Seat; hand: number }, ack: Ack) => void;
  /** The helper asked now adds no card (G3-HELP-2). */
  'game:decline-help': (request: { seat: Seat }, ack: Ack) => void;
  /** The active player played an attack: the devices say whom it spares (G3-PLAY-ATTACK). */
  'game:attack': (request: TurnStep, ack: Ack) => void;
  /** The table counted the main deck (0 to 500; 0 ends the game in the `last-card` reading, G3-OP-1). */
  'game:deck-count': (request: { count: number }, ack: Ack) => void;
  /** The table says the main deck ran out (G3-END-2). */
  'game:deck-ran-out': (request: Record<string, never>, ack: Ack) => void;
  /** The table records a loyal player destroyed by Disintegration (G3-CARD-DISINTEGRATION). */
  'game:destroy-player': (request: { seat: Seat }, ack: Ack) => void;
  /** The table counted the cards under the Doomsday Clock (G3-CARD-DOOMSDAY). */
  'game:clock-count': (request: { count: number }, ack: Ack) => void;
  /**
   * A seat declares the Foul Machination completed from its private menu, on its own turn (G3-FM-3,
   * G3-OP-5, G3-OP-6), with one card per line: the same check for every player; for the Traitor the
   * reveal follows (G3-REVEAL-1…3), for anyone else nothing happens, which only the declarer learns
   * (its reply), and no other device receives anything.
   */
  'game:declare-machination': (request: { cards: CardFacts[] }, ack: Ack<DeclareReply>) => void;
  /**
   * The table takes back the last event in force after the deal (core/undo.ts; never the deal),
   * said on every device ("Undone: …", consequence `undone`); a phone is refused (REC-EVENT
   * `table-only`), and nothing to undo is REC-EVENT `nothing-to-undo`.
   */
  'game:undo': (request: Record<string, never>, ack: Ack) => void;
}

/** The action names (`game:<name>`). */
export const TRAITOR_ACTIONS = [
  'enter-card',
  'reveal-challenge',
  'contribute',
  'defeat-challenge',
  'defeat-plot',
  'defeat-super-villain',
  'end-turn',
  'destroy-challenge',
  'ask-help',
  'help',
  'decline-help',
  'attack',
  'deck-count',
  'deck-ran-out',
  'destroy-player',
  'clock-count',
  'declare-machination',
  'undo',
] as const;

/** Every request a client of a traitor room sends. */
export interface TraitorClientEvents extends PlatformClientEvents<TraitorRoomSetupInput>, TraitorGameEvents {}

/** Every message a client of a traitor room receives. */
export type TraitorServerEvents = PlatformServerEvents<TraitorSeatSnapshot, TraitorTableSnapshot>;
