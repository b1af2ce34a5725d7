/**
 * The contract between The Resistance's core and its expansion modules (rules sections 3–4: plot
 * cards, Trapper, Reverser, Inquisitor, Assassin, Defector, Hunter). The core names no module: a
 * module adds its state slice, phases, events, consequences, setup options, rule ids and view
 * fields to the core's types by **declaration merging** (TypeScript module augmentation of the
 * empty interfaces below, written in the module's own folder), and its behaviour through the
 * hooks of {@link EngineModule}, which the core calls at fixed points of a round. The game's
 * manifest (`../game.ts`) lists the modules in order; that order is the order of their steps at
 * the same moment (after a mission: the Hunter's accusation before the Assassin, the Inquisitor
 * before the next round's loyalty card before its plot cards).
 *
 * Modelled on boardgame.io's plugins (each owns a slice of the state, with setup, action and
 * player-view hooks) and on per-expansion manifests (Terraforming Mars), with strict types and
 * views built by allow-list: a module's view hook copies its public fields by name.
 *
 * Everything here is pure: hooks take a state and return a new one, or raise a RuleError naming
 * the rule id.
 */
import type { RuleId } from './errors.ts';
import type {
  MissionCard,
  Consequence,
  GameEvent,
  GameSetup,
  GameSetupInput,
  GameState,
  MissionEvent,
  MissionNumber,
  MissionOutcome,
  Phase,
  Proposal,
  ProposalEvent,
  Seat,
  Side,
  Winner,
} from './types.ts';
import type { MissionViewExtras, ModuleSlices, ProposalViewExtras, PublicViewExtras, RoomProgressKinds, SeatViewExtras, Role } from './augment.ts';
import type { CharacterPart, KnowledgePart, RevealPart } from './parts.ts';
import type { Ask, Play, StepHooks } from './step-types.ts';
import type { ScriptTextPart } from './script-builder.ts';

/* ------------------------------------------------------------------------------------------ */
/* The manifest line and the module's code.                                                    */
/* ------------------------------------------------------------------------------------------ */

/**
 * A module as the game's manifest lists it: light, always loaded. The module's code
 * ({@link EngineModule}) loads only for games that use it (`load`).
 */
export interface ModuleManifest {
  /** The module's id, as in its folder name (`'inquisitor'`). */
  readonly id: string;
  /** Whether a setup, as given (unchecked, record form), uses the module. */
  uses(setup: unknown): boolean;
  /** The record's setup keys the module reads: under `setup.modules`, under `setup.roles`, and top-level keys. */
  readonly setupKeys?: { modules?: readonly string[]; roles?: readonly string[]; top?: readonly string[] };
  /**
   * What the state, the public view and each seat's view hold for this module when it is off, and
   * what its keys of `setup.modules` hold in a setup with another module on (record form).
   */
  readonly off?: {
    state?: Partial<ModuleSlices>;
    view?: Partial<PublicViewExtras>;
    seat?: Partial<SeatViewExtras>;
    modules?: Readonly<Record<string, unknown>>;
    /** Fields of a proposal, a mission's outcome and their views. */
    proposal?: Partial<Proposal>;
    outcome?: Partial<MissionOutcome>;
    proposalView?: Partial<ProposalViewExtras>;
    missionView?: Partial<MissionViewExtras>;
  };
  /**
   * The module's events, with the error raised when one comes in a game without the module
   * (R-INQ-2 `inquisition-not-now`…), so that the core need not load the module to refuse it.
   */
  readonly events?: Readonly<Record<string, ErrorSpec>>;
  /** The module's own actions (steps.ts `act`, by type), with the error when asked of a game without the module. */
  readonly actions?: Readonly<Record<string, ErrorSpec>>;
  /** Fields of core events the module adds (by event type), with the error when given without the module. */
  readonly eventFields?: Readonly<Record<string, Readonly<Record<string, ErrorSpec>>>>;
  /** The error when one of its top-level setup keys is given without the module (R-REVS-1). */
  readonly offSetup?: ErrorSpec;
  /**
   * The module's requests in a room (the protocol's `game:<name>`, room/room-game.ts), as data:
   * each records one of its events with the seats the request names, and the engine then checks
   * who may (`recordedBy`). The Inquisitor's `{ inquire: { event: 'inquisition', seats: ['target'] } }`
   * turns `game:inquire { target: 2 }` into recording `{ type: 'inquisition', target: 2 }`. A request
   * several modules share (`role-step`) is told apart by its `type` field (the specs' `type`); a
   * module with several such types gives a list.
   */
  readonly roomRequests?: Readonly<Record<string, RoomRequestSpec | readonly RoomRequestSpec[]>>;
  /** Its part of a room beyond its requests: its fields of the snapshots, and older stored rooms ({@link ModuleRoomPart}). */
  readonly room?: ModuleRoomPart;
  /**
   * The field names of its options in a room's setup beyond its `setupKeys` (the Reverser's
   * `resistance`, `spy`, `spyHidden`): the room part gives them to the room server, whose refusals
   * may name them without repeating the request (room/room-game.ts `FIELDS`).
   */
  readonly roomFields?: readonly string[];
  /** Loads the module's engine part. */
  load(): Promise<EngineModule>;
}

/**
 * A module's room request (see {@link ModuleManifest.roomRequests}): what it does in the engine
 * (an event recorded, `event`, or a step action taken, `action`) and its fields, as data, checked
 * for their shape (a `bad-request` otherwise) and copied by name: the engine checks every rule.
 */
export interface RoomRequestSpec {
  /** The type of the event recorded (through the step `record`: the engine checks who may, `recordedBy`). */
  event?: string;
  /** Or the type of the step action taken (steps.ts `act`: the Hunter's `show`, the plot cards' `draw`). */
  action?: string;
  /** The request's fields that are seats, copied into the event or action (each must be a whole number). */
  seats?: readonly string[];
  /**
   * Whether its seats must be seats of the table before the engine sees them (a `bad-request`
   * otherwise, as the role steps' targets); without it the engine refuses a seat out of range
   * with the module's own rule (R-INQ-2 `inquisition-seat`).
   */
  seatsChecked?: boolean;
  /** Its other fields and their kinds (`'?'` at the end: may be left out), copied when given. */
  fields?: Readonly<Record<string, RoomFieldKind>>;
  /**
   * The field that names who acts (a plot card's holder, `by`): a seat's phone acts for itself; the
   * table names the seat in the request's field of that name (`actorRefusal` when it does not).
   */
  actor?: string;
  /** The shape refusal's English sentence when the table names no seat in {@link actor}. */
  actorRefusal?: string;
  /**
   * When several modules share a request (`game:role-step`): the value of its `type` field that
   * picks this spec (the Assassin's `'assassination'`, the Hunter's `'accusation'`…).
   */
  type?: string;
}

/**
 * The kind of a room request's field: a seat or a count (a whole number, such as the place of a
 * face-down card), or a name (a string); `?`: optional.
 */
export type RoomFieldKind = 'seat' | 'seat?' | 'count' | 'string' | 'string?';

/**
 * A module's part of a room (room/room-game.ts), beyond its requests: small functions of the
 * engine's state and asks that add the module's fields to every device's snapshot (declared by the
 * module on the room's interfaces of `augment.ts`: `RoomSnapshotExtras`, `RoomTableExtras`,
 * `RoomTurnExtras`, `RoomProgressExtras`, `RoomEndRevealExtras`), and how a room stored by an
 * earlier version holds its parts. Every hook is called for every module of the manifest, in every
 * game, so the snapshots have the same fields whatever the modules (`null` when off): the frames'
 * lengths (room/frames.ts) and the deltas' paths do not tell the modules apart either.
 */
export interface ModuleRoomPart {
  /**
   * Its public fields of a seat's snapshot and of the table's (the same facts: who decides about a
   * plot card now), from the engine's asks (none before the deal). Public only.
   */
  snapshot?(play: Play, asks: readonly Ask[]): { seat: Record<string, unknown>; table: Record<string, unknown> };
  /**
   * The names of its fields of a seat's snapshot (those `snapshot` gives as `seat`), all public:
   * the frames' allow-list of a seat snapshot's public parts (room/frames.ts `seatPublicBytes`).
   */
  snapshotFields?: readonly string[];
  /** Its fields of a seat's own turn (`you`): what this seat must do, from the asks; its own knowledge only. */
  turn?(play: Play, asks: readonly Ask[], seat: Seat): Record<string, unknown>;
  /**
   * The public progress of its own secret step, when that step is in course (the Trapper's leader
   * picks one of `of` face-down cards, R-TRP-2), from the engine's asks (none before the deal);
   * `null` otherwise. Public only: how many, never which.
   */
  progress?(play: Play, asks: readonly Ask[]): { kind: keyof RoomProgressKinds; done: number; of: number; waiting: Seat[] } | null;
  /** Its fields of the public progress of a vote (the plot cards' face-up votes), from the sealed votes. Public only. */
  voteProgress?(play: Play, votes: Readonly<Record<string, boolean>>): Record<string, unknown>;
  /** Its fields of the reveal at the end of the game (the Reversers' seats), from the dealt setup. */
  endReveal?(setup: GameSetup): Record<string, unknown>;
  /**
   * A room stored before the modules' secret parts: its part of the secret step in course from the
   * old mission step's fields (`pending.faceUp`…), for a game that uses the module; `undefined`: none.
   */
  upgradePending?(pending: Readonly<Record<string, unknown>>): unknown;
  /**
   * A room stored before the notes named their module: which of the old notes were this module's,
   * told by their shape (`'face-down'`: a card picked face down, no target; `'look'`: a look at a
   * target's card). Such a note then gets `via: <the module's id>`.
   */
  upgradeNotes?: 'face-down' | 'look';
  /**
   * The largest its secret parts of a seat's snapshot may be, in a game that uses the module, from
   * public facts only (room/frames.ts pads every seat frame to hold them, so that no frame's length
   * depends on what they hold): see {@link SecretBound}. The keys of its `you` are the same
   * whatever the facts: a game without the module gets them `null`, found once per set of modules.
   */
  secretBound?(facts: BoundFacts): SecretBound;
  /** The mission cards it adds to Success and Fail, as the `card` ask offers them (R-MIS-1): for {@link BoundFacts}. */
  readonly missionCards?: readonly string[];
}

/** The public facts a module's {@link SecretBound} is computed from. */
export interface BoundFacts {
  /** The number of players. */
  readonly players: number;
  /** The seat whose snapshot it is. */
  readonly seat: Seat;
  /** The public board (view.ts `PublicView`): the core's fields and each module's public part by its key. */
  readonly board: Readonly<Record<string, unknown>> & { readonly proposals: readonly { readonly leader: Seat }[] };
  /** The longest mission card of the game (the core's and its modules' `missionCards`). */
  readonly card: string;
}

/**
 * A module's secret parts of a seat's snapshot at their largest (room/frames.ts `largestSecretParts`):
 * each a value at least as long in JSON as the part may ever be with these public facts.
 */
export interface SecretBound {
  /** Its fields of the seat's view (`seatView`), each at its largest. */
  view?: Record<string, unknown>;
  /**
   * Its fields of the seat's turn (`turn`), each at its largest; `setAside` and `looks`: the
   * entries its notes may add to the core's lists of the turn (concatenated with other modules').
   */
  you?: Record<string, unknown>;
  /** Its asks the seat may have at once, each in its largest form as the seat gets it. */
  asks?: readonly Ask[];
  /**
   * What may change each of its `view` fields after the deal: `null` nothing (dealt with the
   * cards), a key of the public board (the field changes only with that part of the board: each
   * of its entries is one the board lists, with a secret that never changes once made); left out,
   * any change.
   */
  changes?: Readonly<Record<string, string | null>>;
}

/** A refusal described as data: the rule, the code and the English sentence. */
export interface ErrorSpec {
  rule: RuleId;
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

/** The result of one accepted event: the next state and what changed. */
export interface Step {
  state: GameState;
  /**
   * What changed, for the announcer of every device: never a secret in a module's consequence
   * (who played which card, what a seat was shown, a role), as the room server sends it to the
   * table and every phone (view.ts `publicConsequence`).
   */
  consequence: Consequence;
}

/** A handler of one of a module's own events, once the core checked the game is not over. */
export type EventHandler = (state: GameState, event: GameEvent) => Step;

/**
 * A module's phase: what the core raises when an event of another kind comes during it: a core
 * event always; when `only` is given, any event not in it (R-HUN-ACC: the accusation first).
 */
export interface PhaseSpec extends ErrorSpec {
  /** The only events accepted in this phase, when it takes no other. */
  only?: readonly string[];
}

/** What the core knows of a mission event while it checks it (see {@link MissionHooks}). */
export interface MissionCheck {
  readonly proposal: Proposal;
  readonly team: readonly Seat[];
  /** The spies now, when the app holds the roles. */
  readonly spies: readonly Seat[] | undefined;
  /** How many of the team's cards are revealed and counted (the Trapper sets one aside). */
  readonly counted: number;
  /** The rule a count that does not fit the counted cards breaks (R-TRP-2 with a card set aside, else R-MIS-1). */
  readonly countRule: RuleId;
  /** The Fail cards revealed (from `fails` or `cards`). */
  readonly fails: number;
  /** The cards a module counts besides Fail cards, so far, by module (Reverse, Chief Fail…). */
  readonly others: Readonly<Record<string, number>>;
  /** Each member's card, when the event gives `cards`. */
  readonly cards: Readonly<Record<string, string>> | null;
}

/** What a module adds to a checked mission. */
export interface MissionPart {
  /** Cards of this module revealed (e.g. Reverse), for the total that must fit the counted cards. */
  count?: number;
  /** Cards that make the mission fail like Fail cards (R-HUN-MIS: Chief Fail). */
  failing?: number;
  /** Whether this module flips the result once the Fail threshold is applied (R-REVS-3). */
  flip?: boolean;
  /** The module's cards revealed, by card (`{ reverse: 1 }`), for the checks that follow. */
  revealed?: Readonly<Record<string, number>>;
  /** Fields of the accepted event. */
  event?: Partial<MissionEvent>;
  /** Fields of the outcome. */
  outcome?: Partial<MissionOutcome>;
}

/** A module's part in checking and scoring a mission (R-MIS-1 … R-MIS-4 and its own rules). */
export interface MissionHooks {
  /** Cards set aside before the reveal (R-TRP-2: one), and the rule a count that does not fit then breaks. */
  setAside?(state: GameState): { cards: number; rule: RuleId };
  /** Refuses a mission given as `cards` when the module needs counts. */
  countsOnly?: { rule: RuleId; code: string; message: string };
  /**
   * A card given by player (the `cards` form, a face-up card, a secret card and what each card of
   * an ask is played as): the refusal when the seat may not play it, else `null`. A check that
   * returns rather than throws: the asks put it to every card of every team member.
   */
  cardRefusal?(state: GameState, seat: Seat, card: string): ErrorSpec | null;
  /** The module's mission cards offered to every team member (R-REVS-2: Reverse; R-HUN-MIS: Chief Fail at 7+). */
  cards?(state: GameState): MissionCard[];
  /** Whether `card` is a card of this module (for the `cards` form: R-MIS-1 `card-value`). */
  cardExists?(state: GameState, card: string): boolean;
  /** Checks the module's fields of the event and says what they add. */
  check?(state: GameState, event: MissionEvent, mission: MissionCheck): MissionPart;
  /**
   * Runs once every module's `check` did, with the cards revealed by card (`revealed`: Fail and
   * the modules' cards): for fields that depend on all of them (the face-up cards, R-PLOT-3).
   */
  late?(state: GameState, event: MissionEvent, mission: MissionCheck & { revealed: Readonly<Record<string, number>> }): MissionPart;
  /** Whether `card` makes a mission fail like a Fail card (R-HUN-MIS: Chief Fail); for R-MIS-2. */
  failing?(card: string): boolean;
  /** Team members whose cards are played face up (R-PLOT-3: In the Spotlight). */
  faceUp?(state: GameState): Seat[];
  /**
   * The module's fields of a mission event built from the secret cards played (private.ts
   * `secretMissionEvent`): `counted`, the cards revealed and counted; `played`, each member's card.
   */
  fromCards?(state: GameState, counted: readonly MissionCard[], played: ReadonlyMap<Seat, MissionCard>): Partial<MissionEvent>;
}

/** What a module may change after a mission's result is on the board (see {@link EngineModule.afterMission}). */
export interface AfterMission {
  readonly proposal: Proposal;
  readonly outcome: MissionOutcome;
  /** The winner by R-END-1 so far, or `null`. */
  readonly winner: Winner | null;
}

/**
 * A module's code: hooks the core calls at fixed points. Every hook is optional; a hook runs
 * only in games that use the module.
 */
export interface EngineModule {
  readonly id: string;

  /* Setup (R-SET-*): the module's keys of the record's setup (its manifest's `setupKeys`). */
  /**
   * Checks the module's options, in manifest order after the core's fields and before the deal
   * (`characters`, `spies` are checked already when given).
   * @returns the normalised fields to set on the setup
   */
  setup?(input: GameSetupInput, setup: GameSetup): Partial<GameSetup>;
  /**
   * Deals the module's own cards once the spies (and the role modules' cards) are dealt (R-REVS-1:
   * the Reversers' seats), for `dealSetup` (deal.ts).
   * @returns the setup fields to give (record form)
   */
  deal?(setup: GameSetup, spies: readonly Seat[], characters: readonly Role[] | null, randomInt: (n: number) => number): Partial<GameSetupInput>;
  /** Checks the module's dealt fields (e.g. the Reversers' seats) once the deal is known. */
  dealt?(input: GameSetupInput, setup: GameSetup): Partial<GameSetup>;
  /** The module's slices at the start of a game. */
  init?(setup: GameSetup): Partial<ModuleSlices>;

  /* Events and phases. */
  readonly phases?: Readonly<Record<string, PhaseSpec>>;
  readonly events?: Readonly<Record<string, EventHandler>>;

  /* Team building (R-TEAM-*). */
  /** Extra team members (R-TRP-1), and the rule a wrong size breaks. */
  teamSize?(state: GameState, mission: MissionNumber): { extra: number; rule: RuleId };
  /** Checks the module's fields of a proposal; returns what they add to the proposal and the accepted event. */
  proposal?(state: GameState, event: ProposalEvent, proposal: Proposal): { proposal?: Partial<Proposal>; event?: Partial<ProposalEvent> };
  /** After a vote is recorded (before the track moves). */
  afterVote?(state: GameState): GameState;
  /** A new leader took over without a vote (a rejection by a module's card, a module's change of leader). */
  newLeader?(state: GameState, afterVote: boolean): GameState;

  /* Missions (R-MIS-*). */
  readonly mission?: MissionHooks;
  /**
   * Right after a mission's result is on the board, in manifest order; the first module that
   * returns a state takes over (its own steps; it ends them by calling `continueAfterMission`).
   */
  afterMission?(state: GameState, after: AfterMission): GameState | null;
  /** Between two rounds, in manifest order: a phase of the module before the next round's team. */
  betweenRounds?(state: GameState): Phase | null;
  /** A new round starts (the round marker moved): what lasts a round resets. */
  roundStart?(state: GameState): GameState;

  /* Characters and sides (R-SET-3, R-DEF-V1, R-HUN-BRAND), and the reveal (R-REV-1). */
  readonly characters?: CharacterPart;
  readonly knowledge?: KnowledgePart;
  readonly reveal?: RevealPart;
  /** The English sentences of the module's script lines. */
  readonly scriptText?: ScriptTextPart;
  /** Spies the other spies do not see at the reveal of a game without role modules (R-REVS-OPT). */
  hiddenSpies?(state: GameState): Seat[];
  /** Each seat's character card now (R-HUN-BRAND swaps two). */
  charactersNow?(state: GameState, characters: readonly Role[]): Role[];
  /** The side of a card now (R-DEF-V1: the Defectors switch). */
  sideNow?(state: GameState, role: Role, side: Side): Side;
  /** The spies now when only the spies are known, not the cards (R-HUN-BRAND). */
  spiesNow?(state: GameState, spies: readonly Seat[]): Seat[];

  /* Steps (steps.ts): what the module asks, its actions, what it holds. */
  readonly steps?: StepHooks;

  /* Views, by allow-list: each copies its public fields by name. */
  view?(state: GameState): Partial<PublicViewExtras>;
  seatView?(state: GameState, seat: Seat): Partial<SeatViewExtras>;
  proposalView?(proposal: Proposal): Partial<ProposalViewExtras>;
  missionView?(outcome: MissionOutcome): Partial<MissionViewExtras>;
}
