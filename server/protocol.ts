/**
 * The room server's protocol: the socket.io events a table device and a phone exchange with the
 * room server (`server/room-server.ts`), as TypeScript types shared by the server, its tests and
 * (later) the app's remote session.
 *
 * Two kinds of client:
 * - the **table** (the shared device, the moderator): creates the room, sees the public view
 *   `viewFor(state, 'public')`, which seats are connected, starts the game once every seat is
 *   taken (`table:start`: the server deals the cards then, R-SET-3), and may revoke a seat;
 * - a **seat** (one player's phone): claims a seat once with the join code, then holds a seat token
 *   and sees only `viewFor(state, seat)`.
 *
 * Every message a client receives is built by an allow-list: the engine's views, progress counts
 * ("k of n voted"), and what the seat itself did. Nothing here ever carries the setup, the event
 * log, another seat's token, an individual vote before the reveal (R-VOTE-1) or who played which
 * mission card (R-MIS-1).
 *
 * Authentication rides on the socket.io handshake (`io(url, { auth })`), so a socket.io client
 * that reconnects by itself sends it again and gets its snapshot back with no action:
 * - `{}`: a guest, who may create a room (`room:create`), look one up and claim a seat;
 * - `{ role: 'seat', code, token }`: the phone holding that seat;
 * - `{ role: 'table', code, token }`: the table device of that room.
 * A refused handshake ends with a `connect_error` whose `message` is an {@link ErrorCode} and whose
 * `data` is an {@link ErrorBody}.
 */
import type {
  Ask,
  PublicConsequence,
  HunterLoyalty,
  HunterMissionChoice,
  Mission5Rule,
  MissionNumber,
  PlotCard,
  PublicView,
  Role,
  RoleOptions,
  Seat,
  SeatView,
  Side,
  Variant,
} from '../src/games/resistance/engine.ts';

/**
 * Letters of a join code: capitals only (nothing to switch on a phone keyboard), without the
 * look-alikes I, L (1), O, Q (0), B (8), S (5) and Z (2).
 */
export const JOIN_CODE_ALPHABET = 'ACDEFGHJKMNPRTUVWXY';
/** Letters in a join code: 19⁵ ≈ 2.5 million codes. */
export const JOIN_CODE_LENGTH = 5;

/** Why a request or a handshake was refused (stable names; the UI translates them). */
export type ErrorCode =
  | 'rule' // the engine refused the action: `rule` names the rule id (R-…)
  | 'bad-request' // the message has the wrong shape
  | 'bad-code' // not a join code (letters outside JOIN_CODE_ALPHABET, wrong length)
  | 'no-room' // no room has this code
  | 'seat-taken' // the seat is held by another device
  | 'no-seat' // the seat number is not a seat of this room
  | 'token-unknown' // no seat or table of this room holds this token
  | 'token-revoked' // the table revoked this token
  | 'not-table' // only the table device may do this
  | 'not-seat' // only a seat's phone may do this
  | 'deal-by-server' // a room's roles are dealt by the server, never given by a client (R-SET-3)
  | 'seats-free' // the table may start the game only once every seat is taken (R-SET-3)
  | 'not-dealt' // the game has not started: the table deals the cards once every seat is taken (R-SET-3)
  | 'already-dealt' // the table started the game already (R-SET-3)
  | 'not-supported' // the room server cannot run this yet (a setup field it does not know)
  | 'rate-limited' // too many join attempts from this address: wait and try again
  | 'busy' // the room kept changing under this request: try again
  | 'server-error'; // anything else (details are in no message)

/** The body of a refusal: a code, the rule id when the rules refused it, and an English sentence. */
export interface ErrorBody {
  code: ErrorCode;
  /** The rule id (R-…, REC-…) for `code: 'rule'`, else `null`. */
  rule: string | null;
  /**
   * For `code: 'rule'`, the engine's name of the problem (`RuleError.code`, e.g. `already-voted`),
   * so that the app shows its translated sentence; absent otherwise.
   */
  reason?: string;
  /** An English sentence without secrets (it names only the requester's own action). */
  message: string;
  /** Values the sentence mentions, for translation. */
  params?: Record<string, string | number>;
}

/** The answer to a request: `{ ok: true, …result }` or `{ ok: false, error }`. */
export type Reply<T extends object = object> = ({ ok: true } & T) | { ok: false; error: ErrorBody };

/**
 * The setup of a room as the table gives it: no roles (the server deals them, R-SET-3), votes
 * always secret. What the room server can run: the base game, the variants (R-VAR-TGT,
 * R-VAR-BLIND), the Trapper, Inquisitor and Reverser modules, the plot cards (but two, see
 * `modules.plot`) and the role modules of issue 7 (Assassin, Defector I/II, Hunter: the server
 * deals the character cards). Any other field is refused with `not-supported`.
 */
export interface RoomSetupInput {
  /** Player names in seat order (R-SET-1). */
  players: string[];
  /** The first leader (R-SET-4); left out, the server draws it at random. */
  firstLeader?: Seat;
  variants?: Variant[];
  mission5Rule?: Mission5Rule;
  modules?: {
    trapper?: boolean;
    inquisitor?: boolean;
    reverser?: { resistance?: boolean; spy?: boolean; spyHidden?: boolean } | null;
    /**
     * The Plot Thickens (R-PLOT-1 … R-PLOT-5): the server draws the cards (`game:plot-draw`). In
     * the Spotlight's card is played face up; Keeping a Close Eye on You is asked once every card
     * is played, and its look reaches the holder's phone only (`SeatTurn.looks`).
     */
    plot?: boolean;
  } | null;
  /** The role modules (issue 7): the server deals the character cards (R-SET-3). */
  roles?: RoleOptions | null;
}

/** The fields of {@link RoomSetupInput}, and of its `modules` (checked by the server). */
export const ROOM_SETUP_FIELDS: readonly string[] = ['players', 'firstLeader', 'variants', 'mission5Rule', 'modules', 'roles'];
export const ROOM_MODULES: readonly string[] = ['trapper', 'inquisitor', 'reverser', 'plot'];

/**
 * Public progress of the secret step in course, never who did what:
 * - `vote`: `done` of `of` players voted (R-VOTE-1);
 * - `mission`: `done` of `of` team members played a card (R-MIS-1);
 * - `set-aside`: with the Trapper, the leader is to set one of `of` face-down cards aside (R-TRP-2).
 */
export interface Progress {
  kind: 'vote' | 'mission' | 'set-aside';
  done: number;
  /** Votes: the players; mission: the team; set-aside: the face-down cards to pick from (R-TRP-2). */
  of: number;
  /**
   * With plot cards, during a vote: the votes of the Opinion Maker holders, who vote first and
   * face up (R-PLOT-3); absent when none has voted.
   */
  opinions?: { seat: Seat; approve: boolean }[];
}

/**
 * With plot cards: who decides about a plot card now (public, the cards are face up). `mustUse`:
 * a card just handed over that acts at once (immediate cards, Take Responsibility); else a one-use
 * card whose holder is asked, in the order of R-PLOT-4, to use it or pass (`game:plot-pass`).
 * `targets`: the seats the card may act on (`plotTargets`).
 */
export interface PlotTurn {
  seat: Seat;
  card: PlotCard;
  mustUse: boolean;
  targets: Seat[];
}

/** What a seat did itself in the secret step in course, and what it must do (its own knowledge). */
export interface SeatTurn {
  /**
   * This seat is to vote now and has not yet (R-VOTE-1); with Opinion Maker, only its holders until
   * they have voted (R-PLOT-3).
   */
  mustVote: boolean;
  /** This seat's own vote on the current proposal once sealed, else `null`. */
  vote: boolean | null;
  /**
   * This seat is on the team and has not yet played its card (R-MIS-1), and nobody is deciding
   * about a plot card first (R-PLOT-4).
   */
  mustPlay: boolean;
  /** This seat played its card on the current mission (which card is not kept, R-MIS-1). */
  played: boolean;
  /** This seat leads, the Trapper is on and every card is played: it sets one aside (R-TRP-2). */
  mustSetAside: boolean;
  /** Cards this seat set aside as the Trapper's leader and saw (R-TRP-2), by proposal. */
  setAside: { proposalIndex: number; card: HunterMissionChoice }[];
  /** Mission cards this seat looked at with Keeping a Close Eye on You (R-PLOT-3): whose, which, by proposal. */
  looks: { proposalIndex: number; target: Seat; card: HunterMissionChoice }[];
  /** With plot cards: this seat decides about a plot card now (see {@link PlotTurn}), else `null`. */
  plot: PlotTurn | null;
  /**
   * With the Hunter module, when the app holds the cards: this seat is being investigated and shows
   * the Hunter one of these loyalty cards (`game:show`, R-HUN-INV; the options are the same for
   * every seat's screen, the engine plays a card the seat may not show as its true one), else `null`.
   */
  show: HunterLoyalty[] | null;
}

/**
 * A consequence of an accepted action, as every device of the room hears it (the engine's
 * `publicConsequence`: a mission's outcome as its public view, never the cards by player, R-MIS-1);
 * the devices say it with the same sentences as the one-device app (consequenceText).
 */
export type { PublicConsequence };

/** The engine's asks (steps.ts `asked`) a device sees: its seat's own, and every public one. */
export type { Ask };

/** Revealed to everybody once the game is over, as the cards are turned over (README, Game over). */
export interface EndReveal {
  spies: Seat[];
  reversers: { resistance: Seat | null; spy: Seat | null } | null;
  /** With a role module, every seat's character card (index: seat), else `null`. */
  characters: Role[] | null;
}

/** Everything a seat's phone shows: sent whole on every (re)connect and after every change. */
export interface SeatSnapshot {
  code: string;
  /** The room's version: a client keeps the snapshot with the highest version. */
  version: number;
  /**
   * The table started the game and the cards are dealt (R-SET-3). Until then the view holds no
   * card (`side` is `null`) and nothing is asked of anyone.
   */
  dealt: boolean;
  /**
   * How many times the cards were dealt in this room: 0 before the game, 1 after the table started
   * it, one more each time a seat freed before the game's first event made the room deal again.
   * A phone whose count grows says that the cards were dealt again.
   */
  deals: number;
  seat: Seat;
  /** `viewFor(state, seat)`: the public view plus this seat's own knowledge. */
  view: SeatView;
  /**
   * `viewFor(state, 'public')`: what the table shows, for the phone's board and vote history (built
   * by the engine's allow-list, so the phone need not know which fields of `view` are its own).
   */
  board: PublicView;
  progress: Progress | null;
  you: SeatTurn;
  /** With plot cards: who decides about a plot card now (public, as the table's `plot`), else `null`. */
  plotTurn: PlotTurn | null;
  /** What the engine asks now that this phone may see: this seat's own asks (secret or not) and the public ones. */
  asks: Ask[];
  /** What the change this snapshot follows did, in order, for the phone to say; empty on a (re)connect or a sync. */
  consequences: PublicConsequence[];
  /** `null` until the game is over. */
  endReveal: EndReveal | null;
}

/** One seat as the table sees it. */
export interface SeatPresence {
  seat: Seat;
  name: string;
  /** A device holds this seat's token. */
  claimed: boolean;
  /** A device holding this seat is connected now (to any server process). */
  connected: boolean;
}

/** Everything the table device shows. */
export interface TableSnapshot {
  code: string;
  version: number;
  /** The cards are dealt (see {@link SeatSnapshot.dealt}); until then the table offers `table:start` once every seat is taken. */
  dealt: boolean;
  /** How many times the cards were dealt (see {@link SeatSnapshot.deals}). */
  deals: number;
  /** `viewFor(state, 'public')`. */
  view: PublicView;
  progress: Progress | null;
  seats: SeatPresence[];
  /** With plot cards: who decides about a plot card now, else `null`. */
  plot: PlotTurn | null;
  /** The public asks of the engine now (who is asked what; never a seat's secret ask). */
  asks: Ask[];
  /** What the change this snapshot follows did, in order, for the table to say; empty on a (re)connect or a sync. */
  consequences: PublicConsequence[];
  /** The URL a phone opens to join (also in the QR code). */
  joinUrl: string;
  endReveal: EndReveal | null;
}

/** What a phone sees before claiming a seat (public only). */
export interface RoomLobby {
  code: string;
  seats: { seat: Seat; name: string; claimed: boolean }[];
}

/** The answer to `room:create`. */
export interface CreatedRoom {
  code: string;
  /** The table's token: keep it to reconnect as the table (`auth: { role: 'table', code, token }`). */
  tableToken: string;
  joinUrl: string;
  /** A QR code of `joinUrl`, as an SVG document. */
  qrSvg: string;
}

/** The answer to `seat:claim`. */
export interface ClaimedSeat {
  seat: Seat;
  /** This seat's token (128 random bits, base64url): keep it to reconnect as this seat. */
  token: string;
}

/** A seat's own side, as its view gives it (re-exported for clients). */
export type { Side };

type Ack<T extends object = object> = (reply: Reply<T>) => void;

/** Events a client sends; each takes an acknowledgement callback with a {@link Reply}. */
export interface ClientToServerEvents {
  /** A guest creates a room and becomes its table (rate-limited). */
  'room:create': (request: { setup: RoomSetupInput }, ack: Ack<CreatedRoom>) => void;
  /** A guest looks a room up by its join code (rate-limited). */
  'room:lookup': (request: { code: string }, ack: Ack<RoomLobby>) => void;
  /** A guest claims a free seat and becomes that seat (rate-limited). */
  'seat:claim': (request: { code: string; seat: Seat }, ack: Ack<ClaimedSeat>) => void;
  /** The leader's phone or the table proposes a team (R-TEAM-2; with Targeting, the mission, R-VAR-TGT). */
  'game:propose': (request: { team: Seat[]; mission?: MissionNumber; investigator?: Seat }, ack: Ack) => void;
  /** A seat seals its secret vote (R-VOTE-1): once per proposal. */
  'game:vote': (request: { approve: boolean }, ack: Ack) => void;
  /**
   * A team member plays a mission card (R-MIS-1); a card it may not play is played as Success
   * (R-MIS-2, R-REVS-2), with the same answer for everyone.
   */
  'game:card': (request: { card: HunterMissionChoice }, ack: Ack) => void;
  /** With the Trapper, the leader picks one face-down card to set aside and sees it (R-TRP-2). */
  'game:set-aside': (request: { index: number }, ack: Ack<{ card: HunterMissionChoice }>) => void;
  /** The Inquisitor's phone or the table names whom the Inquisitor checks (R-INQ-2). */
  'game:inquire': (request: { target: Seat }, ack: Ack) => void;
  /**
   * The table (or, for its own step, the Assassin's, investigator's or Hunter's phone) records a
   * role-module step: the Assassin's choice (R-ASN-END), an investigation (R-HUN-INV), an
   * accusation (R-HUN-ACC, R-HUN-EARLY) or a Branding (R-HUN-BRAND). The engine holds the cards,
   * so nobody says what the target is.
   */
  'game:role-step': (
    request: { type: 'assassination' | 'investigation' | 'accusation' | 'early-accusation' | 'branding'; target: Seat },
    ack: Ack,
  ) => void;
  /**
   * With the Hunter module, when the app holds the cards: the investigated seat's phone shows the
   * Hunter a loyalty card (R-HUN-INV); the investigation is recorded then.
   */
  'game:show': (request: { card: HunterLoyalty }, ack: Ack) => void;
  /**
   * With plot cards, at the start of a round: the table (or the leader's phone) asks the server to
   * draw the leader's plot cards (R-PLOT-2); the server draws them from the cards left.
   */
  'game:plot-draw': (request: Record<string, never>, ack: Ack) => void;
  /** The table (or the leader's phone) hands one drawn plot card, face up, to a player (R-PLOT-2). */
  'game:plot-give': (request: { card: PlotCard; to: Seat }, ack: Ack) => void;
  /**
   * A plot card is used (R-PLOT-3): a card just handed over that acts at once, or the one-use card
   * whose holder is asked now. From the holder's phone, or from the table naming the holder (`by`).
   */
  'game:plot-use': (request: { card: PlotCard; by?: Seat; target?: Seat; take?: PlotCard }, ack: Ack) => void;
  /** The holder asked now passes this chance to use a one-use card (R-PLOT-4): final at this moment. */
  'game:plot-pass': (request: { card: PlotCard; by?: Seat }, ack: Ack) => void;
  /** The table reveals the next Defector loyalty card (R-DEF-V1): the server draws it from the cards left. */
  'game:loyalty-draw': (request: Record<string, never>, ack: Ack) => void;
  /** The table asks again for the join URL and its QR code (after a reload of the table device). */
  'table:qr': (ack: Ack<{ joinUrl: string; qrSvg: string }>) => void;
  /**
   * The table starts the game once every seat is taken: the server deals the cards then, one to
   * each seat (R-SET-3), and every phone shows its own. Refused with `seats-free` while a seat is
   * free, `already-dealt` once dealt. Game actions before it are refused with `not-dealt`.
   */
  'table:start': (request: Record<string, never>, ack: Ack) => void;
  /**
   * The table revokes a seat's token: its device is disconnected and the seat is free again. Before
   * the game's first event (no proposal yet; with plot cards, no draw) the deal is withdrawn too:
   * `dealt` turns `false`, and the table starts the game again once every seat is taken, which
   * deals every seat a new card. Later, the deal is kept.
   */
  'table:revoke': (request: { seat: Seat }, ack: Ack) => void;
  /** Asks for a fresh snapshot (after a doubt; the server also sends one on every change). */
  sync: (ack: Ack) => void;
}

/** Events the server sends. */
export interface ServerToClientEvents {
  'seat:view': (snapshot: SeatSnapshot) => void;
  'table:view': (snapshot: TableSnapshot) => void;
  /** This device's seat was revoked by the table; the server disconnects it right after. */
  'seat:revoked': (notice: { seat: Seat }) => void;
}

/** The handshake's `auth` object. */
export type HandshakeAuth = Record<string, never> | { role: 'seat' | 'table'; code: string; token: string };
