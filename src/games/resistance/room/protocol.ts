/**
 * The Resistance's part of the room protocol (the platform's part: src/platform/rooms/protocol.ts):
 * the room setup a table gives, the game part of each device's snapshot, and the game's actions
 * (`game:<name>` socket events, taken by the Resistance's room game, `room-game.ts`).
 *
 * Every message a client receives is built by an allow-list: the engine's views, progress counts
 * ("k of n voted"), and what the seat itself did. Nothing here ever carries the setup, the event
 * log, an individual vote before the reveal (R-VOTE-1) or who played which mission card (R-MIS-1).
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
  PublicConsequence,
  MissionChoice,
  Mission5Rule,
  MissionNumber,
  ModulesInput,
  PublicView,
  Role,
  RoleOptions,
  RoomEndRevealExtras,
  RoomProgressExtras,
  RoomProgressKinds,
  RoomSnapshotExtras,
  RoomTableExtras,
  RoomTurnExtras,
  Seat,
  TableNames,
  SeatView,
  Variant,
} from '../engine.ts';

export type {
  Ack,
  ClaimedSeat,
  CreatedRoom,
  ErrorBody,
  ErrorCode,
  HandshakeAuth,
  Reply,
  RoomLobby,
  SeatPresence,
} from '../../../platform/rooms/protocol.ts';
export { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../../platform/rooms/protocol.ts';

/** The key of The Resistance's rooms (`room:create`'s `game`; the default). */
export const RESISTANCE_ROOM_GAME = 'resistance';

/**
 * The setup of a room as the table gives it: no roles (the server deals them, R-SET-3), votes
 * always secret. What the room server can run: the base game, the variants (R-VAR-TGT,
 * R-VAR-BLIND), the Trapper, Inquisitor and Reverser modules, the plot cards (but two, see
 * `modules.plot`) and the role modules (Assassin, Defector I/II, Hunter: the server
 * deals the character cards). Any other field is refused with `not-supported`.
 */
export interface RoomSetupInput {
  /** Player names in seat order (R-SET-1). */
  players: string[];
  /** The first leader (R-SET-4); left out, the server draws it at random. */
  firstLeader?: Seat;
  variants?: Variant[];
  mission5Rule?: Mission5Rule;
  /**
   * The expansion modules, as the engine takes them (each module's `ModuleOptionsInput`): every
   * module of the game's manifest with a key under `setup.modules` (the Trapper, the Inquisitor,
   * the Reversers, the plot cards); a module's draws and steps are its requests (its manifest
   * line's `roomRequests`), and a look at a card reaches the looking seat's phone only
   * (`SeatTurn.looks`).
   */
  modules?: ModulesInput | null;
  /** The role modules: the server deals the character cards (R-SET-3). */
  roles?: RoleOptions | null;
  /** The names the table plays under (docs/avalon.md): `'avalon'`; left out, The Resistance's own. */
  names?: TableNames | null;
}

/**
 * The fields of {@link RoomSetupInput} (checked by the server); those of its `modules` are the
 * keys the game's manifest gives under `setup.modules` (room-game.ts).
 */
export const ROOM_SETUP_FIELDS: readonly string[] = ['players', 'firstLeader', 'variants', 'mission5Rule', 'modules', 'roles', 'names'];

/**
 * Public progress of the secret step in course, never how anyone voted or which card they played:
 * - `vote`: `done` of `of` players voted (R-VOTE-1);
 * - `mission`: `done` of `of` team members played a card (R-MIS-1);
 * - a module's own secret step (core/augment.ts `RoomProgressKinds`, from its `room.progress`):
 *   with the Trapper, the leader is to set one of `of` face-down cards aside (R-TRP-2);
 * and for a vote and a mission, whose vote or card is still to come (`waiting`): public at a real
 * table, where everyone sees whose token or card is still in hand.
 * The modules add their public fields (core/augment.ts `RoomProgressExtras`: face-up votes).
 */
export interface Progress extends Partial<RoomProgressExtras> {
  kind: 'vote' | 'mission' | keyof RoomProgressKinds;
  done: number;
  /** Votes: the players; mission: the team; a module's step: as it says (the face-down cards to pick from, R-TRP-2). */
  of: number;
  /** The seats whose vote (`vote`) or mission card (`mission`) is still to come, ascending; empty for a module's step. */
  waiting: Seat[];
}

/**
 * What a seat did itself in the secret step in course, and what it must do (its own knowledge),
 * with the modules' fields of its turn (core/augment.ts `RoomTurnExtras`, from their `room.turn`).
 */
export interface SeatTurn extends RoomTurnExtras {
  /**
   * This seat is to vote now and has not yet (R-VOTE-1); with Opinion Maker, only its holders until
   * they have voted (R-PLOT-3).
   */
  mustVote: boolean;
  /** This seat's own vote on the current proposal once sealed, else `null`. */
  vote: boolean | null;
  /**
   * This seat is on the team and has not yet played its card (R-MIS-1), and no module's step comes
   * first (a plot card's decision, R-PLOT-4).
   */
  mustPlay: boolean;
  /** This seat played its card on the current mission (which card is not kept, R-MIS-1). */
  played: boolean;
  /** Cards this seat picked face down in the set-aside step and saw (the Trapper's leader, R-TRP-2), by proposal. */
  setAside: { proposalIndex: number; card: MissionChoice }[];
  /** Mission cards this seat looked at (Keeping a Close Eye on You, R-PLOT-3): whose, which, by proposal. */
  looks: { proposalIndex: number; target: Seat; card: MissionChoice }[];
}

/**
 * A consequence of an accepted action, as every device of the room hears it (the engine's
 * `publicConsequence`: a mission's outcome as its public view, never the cards by player, R-MIS-1);
 * the devices say it with the same sentences as the one-device app (consequenceText).
 */
export type { PublicConsequence };

/** The engine's asks (steps.ts `asked`) a device sees: its seat's own, and every public one. */
export type { Ask };

/**
 * Revealed to everybody once the game is over, as the cards are turned over (README, Game over),
 * with the modules' dealt seats (core/augment.ts `RoomEndRevealExtras`, from their `room.endReveal`).
 */
export interface EndReveal extends RoomEndRevealExtras {
  spies: Seat[];
  /** With a role module, every seat's character card (index: seat), else `null`. */
  characters: Role[] | null;
}

/**
 * Everything a seat's phone shows: sent whole on every (re)connect and `sync`; after a change, what
 * changed in it (`seat:delta`, src/platform/rooms/snapshot-delta.ts), or whole again.
 */
export interface SeatSnapshot extends SeatSnapshotBase, ResistanceSeatView {}

/**
 * The Resistance's part of a seat's snapshot ({@link SeatSnapshotBase} is the platform's: code,
 * version, `dealt` (until the table starts the game, R-SET-3, the view holds no card: `side` is
 * `null`, and nothing is asked), `deals`, `seat`), with the modules' public fields
 * (core/augment.ts `RoomSnapshotExtras`, from their `room.snapshot`).
 */
export interface ResistanceSeatView extends RoomSnapshotExtras {
  /** `viewFor(state, seat)`: the public view plus this seat's own knowledge. */
  view: SeatView;
  /**
   * `viewFor(state, 'public')`: what the table shows, for the phone's board and vote history (built
   * by the engine's allow-list, so the phone need not know which fields of `view` are its own).
   */
  board: PublicView;
  progress: Progress | null;
  you: SeatTurn;
  /** What the engine asks now that this phone may see: this seat's own asks (secret or not) and the public ones. */
  asks: Ask[];
  /** What the change this snapshot follows did, in order, for the phone to say; empty on a (re)connect or a sync. */
  consequences: PublicConsequence[];
  /** The last vote's or mission's result (core/last-result.ts), shown until the next one; `null` before the first vote. */
  lastResult: PublicConsequence | null;
  /** `null` until the game is over. */
  endReveal: EndReveal | null;
}

/** Everything the table device shows. */
export interface TableSnapshot extends TableSnapshotBase, ResistanceTableView {}

/**
 * The Resistance's part of the table's snapshot ({@link TableSnapshotBase}: code, version, dealt,
 * deals, seats, joinUrl), with the modules' public fields (core/augment.ts `RoomTableExtras`).
 */
export interface ResistanceTableView extends RoomTableExtras {
  /** `viewFor(state, 'public')`. */
  view: PublicView;
  progress: Progress | null;
  /** The public asks of the engine now (who is asked what; never a seat's secret ask). */
  asks: Ask[];
  /** What the change this snapshot follows did, in order, for the table to say; empty on a (re)connect or a sync. */
  consequences: PublicConsequence[];
  /** The last vote's or mission's result (core/last-result.ts), shown until the next one; `null` before the first vote. */
  lastResult: PublicConsequence | null;
  endReveal: EndReveal | null;
}

/**
 * The Resistance's actions: each a `game:<name>` request, with the platform's requests. A module's own
 * requests are declared in its folder, which adds them to this interface (the Inquisitor's
 * `game:inquire`, modules/inquisitor/ui/screens.ts; the plot cards' `game:plot-use`,
 * modules/plot/ui/room-requests.ts); the room game takes them from its manifest line
 * (`roomRequests`). A request several modules share (`game:role-step`, the role modules' steps) is
 * declared here with its `type` open, each module's spec giving its types.
 */
/**
 * The `game:propose` request: the team, the mission (with Targeting, R-VAR-TGT), and the fields the
 * modules add to a proposal (their manifest lines' `eventFields.proposal`: the Hunter's
 * `investigator`, R-HUN-TEAM), checked by the room part and the engine.
 */
export interface ProposeRequest {
  team: Seat[];
  mission?: MissionNumber;
  [field: string]: unknown;
}

export interface ResistanceGameEvents {
  /** The leader's phone or the table proposes a team (R-TEAM-2; with Targeting, the mission, R-VAR-TGT). */
  'game:propose': (request: ProposeRequest, ack: Ack) => void;
  /** A seat seals its secret vote (R-VOTE-1): once per proposal. */
  'game:vote': (request: { approve: boolean }, ack: Ack) => void;
  /**
   * A team member plays a mission card (R-MIS-1); a card it may not play is played as Success
   * (R-MIS-2, R-REVS-2), with the same answer for everyone.
   */
  'game:card': (request: { card: MissionChoice }, ack: Ack) => void;
  /**
   * The table records a vote taken in the open (the seats that approved) and a mission played with
   * cards in hand (the Fail cards revealed, the modules' counts): a game on one device. Refused in a
   * room, whose votes and cards are secret (R-VOTE-1, R-MIS-1).
   */
  'game:record-vote': (request: { approve: Seat[] }, ack: Ack) => void;
  'game:record-mission': (request: { fails: number; [field: string]: unknown }, ack: Ack) => void;
  /**
   * The table (or, for its own step, the acting seat's phone) records a role module's step on a
   * target, by `type` (each role module's `roomRequests['role-step']`: the Assassin's choice,
   * R-ASN-END; the Hunter's investigation, accusations and Branding, R-HUN-*). The engine holds the
   * cards, so nobody says what the target is.
   */
  'game:role-step': (request: { type: RoleStepType; target: Seat }, ack: Ack) => void;
}

/** Every request a client of a Resistance room sends. */
export interface ClientToServerEvents extends PlatformClientEvents<RoomSetupInput>, ResistanceGameEvents {}

/** Every message a client of a Resistance room receives. */
export type ServerToClientEvents = PlatformServerEvents<SeatSnapshot, TableSnapshot>;

/**
 * The types of `game:role-step` (a role module adds its own by declaration merging of
 * {@link RoleStepTypes}, with its spec in its manifest line's `roomRequests['role-step']`).
 */
export type RoleStepType = keyof RoleStepTypes & string;

/** The role modules' `game:role-step` types, by name (`{ assassination: true }`), from their folders. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RoleStepTypes {}
