/**
 * Rebellion vs Empire's part of the room protocol (the platform's part:
 * src/platform/rooms/protocol.ts): the room setup a table gives, the game part of each device's
 * snapshot, and the game's actions (`game:<name>` socket events, taken by the room game,
 * `room-game.ts`).
 *
 * Seats: **seat 0 is the Rebellion, seat 1 the Empire** (G2-SET-1: the table chooses who plays
 * which side by the names it gives). The table device (optional for the players: every step is
 * taken on the phones) shows the public board.
 *
 * Every message a client receives is built by an allow-list: the engine's views (`viewFor`) and
 * asks (`asksFor`) for the seat's side, the public ones for the other seat and the table. Nothing
 * here ever carries the setup's deal, the deck's order, the event log, the Rebellion's hand or a
 * hidden card's face except in the Rebellion's own snapshot (A.10, G2-STATE-5).
 */
import type { Ack, PlatformClientEvents, PlatformServerEvents, SeatSnapshotBase, TableSnapshotBase } from '../../../platform/rooms/protocol.ts';
import type { Ask, CardId, District, GameView, MissionEntry, MissionId, MoveResult, Side, Slot, Token } from '../engine.ts';

export type { Ack, ClaimedSeat, CreatedRoom, ErrorBody, ErrorCode, HandshakeAuth, Reply, RoomLobby, SeatPresence } from '../../../platform/rooms/protocol.ts';

/** The key of Rebellion vs Empire's rooms (`room:create`'s `game`, the game's page key). */
export const RVE_ROOM_GAME = 'rebellion-vs-empire';

/** The side each seat plays (G2-SET-1): seat 0 the Rebellion, seat 1 the Empire. */
export const SEAT_SIDES: readonly Side[] = ['rebellion', 'empire'];

/** The seat of `side` (the inverse of {@link SEAT_SIDES}). */
export function seatOf(side: Side): 0 | 1 {
  return side === 'rebellion' ? 0 : 1;
}

/** The most characters of a player's name in a room setup. */
export const RVE_NAME_LIMIT = 40;

/**
 * The setup of a room as the table gives it (the engine's `GameSetup` with both names required):
 * nothing dealt; the server draws the row, the missions when the app draws them and the deck when
 * the table starts the game (G2-SET-2, G2-SET-6, G2-SET-3). Any other field is refused with
 * `not-supported`.
 */
export interface RveRoomSetupInput {
  /** The Capitol variant (G2-CAPITOL-4). */
  capitolVariant: boolean;
  /** Who draws the three mission cards beside Revolution: the app, or the table with the printed cards (G2-SET-6, G2-MIS-UNKNOWN). */
  missionCards: 'app' | 'table';
  /** G2-OP-5: may Redirect send a card into the blockaded district (left out: yes). */
  redirectIntoBlockade?: boolean;
  /** The players' names (1 to {@link RVE_NAME_LIMIT} characters): seat 0 plays the Rebellion, seat 1 the Empire. */
  players: { rebellion: string; empire: string };
}

/** The fields of {@link RveRoomSetupInput} (checked by the room game). */
export const RVE_SETUP_FIELDS: readonly string[] = ['capitolVariant', 'missionCards', 'redirectIntoBlockade', 'players'];

/**
 * An accepted event in its public form (what every device says): the event's type and its public
 * fields only, by allow-list: the action area, a token with its slot and district, the assignment
 * by slots, the district and mission of a proof or a claim, a confirmation. Never the cards of a
 * play, of a shuffle or of a proof (a proof's cards are in the public view after it, revealed).
 */
export interface PublicEvent {
  type: string;
  districts?: District[];
  token?: Token;
  slot?: Slot;
  district?: District;
  cards?: { slot: Slot; district: District }[];
  mission?: MissionId;
  accept?: boolean;
}

/**
 * A consequence of an accepted action, for every device to say the same sentence (rve-text.ts
 * `eventText(before, after, event)`): the event in its public form and the public views before
 * and after it. Events the server drew after an action (the shuffle once the table entered the
 * mission cards) are consequences too.
 */
export interface RveConsequence {
  event: PublicEvent;
  before: GameView;
  after: GameView;
  /**
   * The table undid `event` (`game:undo`, core/undo.ts), said "Undone: …" (rve-text.ts
   * `undoneText`): `round`, the round the undo went back from. `before` and `after` are then both
   * the public view after the undo, so that no card the undo hid again (a revealed card back in
   * the hand) is in the frame. Left out for an event taken.
   */
  undone?: { round: number };
}

/** The game part of a seat's snapshot. */
export interface RveSeatView {
  /** This seat's side (G2-SET-1: seat 0 the Rebellion, seat 1 the Empire). */
  side: Side;
  /** `viewFor(state, side)`: for the Rebellion, with its hand and the faces of its hidden cards. */
  view: GameView;
  /** `viewFor(state, 'public')`: the board the table shows (the same for both seats). */
  board: GameView;
  /** `asksFor(state, side)`: every ask, the secret ones whole for the Rebellion only; none before the deal. */
  asks: Ask[];
  /** What the change this snapshot follows did, in order; empty on a (re)connect or a sync. */
  consequences: RveConsequence[];
  /** What the last move did (core/last-result.ts), public facts only, shown until the next move; `null` before the first. */
  lastResult: MoveResult | null;
}

/** Everything a seat's phone shows. */
export interface RveSeatSnapshot extends SeatSnapshotBase, RveSeatView {}

/** The game part of the table's snapshot: public only. */
export interface RveTableView {
  /** `viewFor(state, 'public')`. */
  view: GameView;
  /** `asksFor(state, 'public')`: who is asked what (a secret ask as its kind only); none before the deal. */
  asks: Ask[];
  consequences: RveConsequence[];
  /** What the last move did (core/last-result.ts), the same as the seats'; `null` before the first. */
  lastResult: MoveResult | null;
  /** Whether the table's Undo may take back the last event now (core/undo.ts `undoRefusal`); `false` before the deal. */
  undo: boolean;
}

/** Everything the table device shows. */
export interface RveTableSnapshot extends TableSnapshotBase, RveTableView {}

/**
 * The game's actions, one per kind of ask (core/steps.ts): each request holds the fields of the
 * engine's event of that type (core/types.ts), checked by the engine. Who may send it: the side
 * asked (its seat's phone); `game:missions` (the printed mission cards the table drew, asked of
 * `'table'`) the table device or either seat. Refusals are the engine's rule errors (G2-…), and
 * G2-SET-1 for a device that answers the other side's ask.
 */
export interface RveGameEvents {
  /** G2-SET-6, G2-MIS-UNKNOWN: the three mission cards the table drew. */
  'game:missions': (request: { missions: MissionEntry[] }, ack: Ack) => void;
  /** G2-ROUND-AREA: the Rebellion's action area. */
  'game:area': (request: { districts: [District, District] }, ack: Ack) => void;
  /** G2-ROUND-PLAY: the Rebellion's three cards (only the Rebellion's phone knows them). */
  'game:play': (request: { hidden: CardId[]; revealed: CardId | null }, ack: Ack) => void;
  /** A.5: one of the Empire's two power actions. */
  'game:power': (request: { token: Token; slot?: Slot; district?: District; stack?: { district: District; position: number }; destroyed?: number }, ack: Ack) => void;
  /** G2-ROUND-EMPIRE: the Empire takes no action (always refused: it performs two). */
  'game:pass': (request: Record<string, never>, ack: Ack) => void;
  /** G2-ROUND-ASSIGN, G2-FINAL-4: the Rebellion assigns the cards left. */
  'game:assign': (request: { cards: { slot: Slot; district: District }[] }, ack: Ack) => void;
  /** G2-LIB-5 (or a claim, G2-MIS-UNKNOWN): the Rebellion proves a liberation by revealing hidden cards. */
  'game:liberate': (request: { district: District; mission: MissionId; reveal: CardId[] }, ack: Ack) => void;
  /** G2-MIS-UNKNOWN: the Empire accepts or rejects a claim. */
  'game:confirm': (request: { accept: boolean }, ack: Ack) => void;
  /** G2-LIB-3: the Rebellion ends the liberation check. */
  'game:end-check': (request: Record<string, never>, ack: Ack) => void;
  /**
   * The table device takes back the last event in force (core/undo.ts: never the deal; the
   * Rebellion's play only before the Empire acts on it), said on every device; refused to a phone
   * (REC-EVENT `table-only`) before anything else is read.
   */
  'game:undo': (request: Record<string, never>, ack: Ack) => void;
}

/** Every request a client of a Rebellion vs Empire room sends. */
export interface RveClientToServerEvents extends PlatformClientEvents<RveRoomSetupInput>, RveGameEvents {}

/** Every message a client of a Rebellion vs Empire room receives. */
export type RveServerToClientEvents = PlatformServerEvents<RveSeatSnapshot, RveTableSnapshot>;
