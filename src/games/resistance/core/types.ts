/**
 * Types of The Resistance's core (plain data, no DOM, no I/O): the base game and its variants.
 *
 * Rules: `../shared/rules/resistance.md`, sections 1 (base game) and 2 (variants). Every rule
 * the engine enforces is cited by its id (`R-…`) in the code and in the errors it raises. The
 * expansion modules (sections 3–4) add their own members to these types from their folders
 * (`../modules/<module>/`), by declaration merging of the interfaces of `module.ts`: the core
 * names none of them.
 *
 * Seats are numbers from 0 in clockwise order; missions are numbered 1 to 5 (the slot on the
 * board, which with Targeting need not be the round).
 */
import type {
  MissionEventExtras,
  MissionOutcomeExtras,
  ModuleConsequences,
  ModuleEvents,
  ModuleMissionCards,
  ModuleOptions,
  ModuleOptionsInput,
  ModulePhases,
  ModuleSlices,
  ModuleWinReasons,
  ProposalEventExtras,
  ProposalExtras,
  RoleModuleOptions,
  RoleModuleOptionsInput,
  SetupExtras,
  SetupInputExtras,
  Role,
} from './augment.ts';

/** A seat at the table: 0 … players − 1, clockwise (R-SET-1). */
/** The names a table may play under besides The Resistance's own (see {@link GameSetupCore.names}). */
export const TABLE_NAMES = ['avalon'] as const;
export type TableNames = (typeof TABLE_NAMES)[number];

export type Seat = number;

/** A mission slot on the board (R-TEAM-1). */
export type MissionNumber = 1 | 2 | 3 | 4 | 5;

/** Optional variants (R-VAR-TGT, R-VAR-BLIND), named as in resistance-record/1. */
export type Variant = 'targeting' | 'blind-spies';

/** All variants the engine knows, in a stable order. */
export const VARIANTS: readonly Variant[] = ['targeting', 'blind-spies'];

/**
 * Which reading of R-VAR-TGT decides when mission 5 may be chosen:
 * - `'two-successes'`: two other missions must have succeeded (English edition, seed 004; default);
 * - `'two-done'`: two other missions must have been done, whatever their result (Polish, seed 000).
 */
export type Mission5Rule = 'two-successes' | 'two-done';

export type MissionResult = 'success' | 'fail';
export type Side = 'resistance' | 'spies';

/** The core's phases of a round (R-ROUND-1) and the end (R-END-1). */
export type CorePhase = 'proposal' | 'vote' | 'mission' | 'over';

/** A phase: the core's, or a module's (`'plot'`, `'inquisition'`, …: augment.ts `ModulePhases`). */
export type Phase = CorePhase | keyof ModulePhases;

/**
 * The expansion modules' options under the record's `setup.modules`, normalised (each module
 * declares its key: `plot`, `trapper`, `inquisitor`, `reverser`); present only when one is on.
 */
export type Modules = ModuleOptions;

/** The same as a caller may give them (any may be left out). */
export type ModulesInput = Partial<ModuleOptionsInput>;

/** The role modules' options under the record's `setup.roles` (`assassin`, `defector`, `hunter`), normalised. */
export type RoleSetup = RoleModuleOptions;

/**
 * Why the game ended (R-END-1, R-VOTE-4), and the reasons modules add (R-ASN-END, R-HUN-ACC…).
 * The core's are `three-successes`, `three-fails` and `five-rejections`.
 */
export type WinReason = 'three-successes' | 'three-fails' | 'five-rejections' | keyof ModuleWinReasons;

export interface Winner {
  side: Side;
  reason: WinReason;
}

/**
 * The setup of a game, as in resistance-record/1 (`setup`), normalised:
 * `variants` is always present (possibly empty) and `mission5Rule` always set.
 */
export interface GameSetupCore {
  /** Player names in seat order, clockwise; 5 to 10 (R-SET-1). */
  players: string[];
  /** Seat of the first leader (R-SET-4). */
  firstLeader: Seat;
  variants: Variant[];
  /** Seats of the spies, known only when the app dealt the cards (R-SET-2); sorted ascending. */
  spies?: Seat[];
  /** R-VAR-TGT reading for mission 5; default `'two-successes'`. */
  mission5Rule: Mission5Rule;
  /**
   * App option, no effect on the rules: each player votes in a private turn on the shared device
   * instead of the table recording a public reveal (R-VOTE-1). Present only when true.
   */
  secretVotes?: true;
  /**
   * App option, no effect on the rules: the names the table plays under. `'avalon'`: The
   * Resistance: Avalon's (Merlin for the Commander, Loyal servants of Arthur for the resistance…:
   * text/table-names.ts, docs/avalon.md). Absent: The Resistance's own names.
   */
  names?: TableNames;
  /** The expansion modules' options (record key `modules`); present only when one is on. */
  modules?: Modules;
  /** The role modules' options (record key `roles`); present only when one is on. */
  roles?: RoleSetup;
  /**
   * Each seat's character card, known only when the app dealt them with a role module (R-SET-3);
   * `spies` then holds the seats of the spy-side cards.
   */
  characters?: Role[];
}

/** The setup of a game: the core's fields and those modules add (augment.ts `SetupExtras`). */
export type GameSetup = GameSetupCore & SetupExtras;

/** The setup as a caller may give it: optional fields may be left out. */
export type GameSetupInput = {
  players: string[];
  firstLeader: Seat;
  variants?: Variant[];
  /** The spies' seats; left out (or `null`) when the roles are not known (table mode). */
  spies?: Seat[] | null;
  mission5Rule?: Mission5Rule;
  /** App option: votes are collected in private turns (see {@link GameSetupCore.secretVotes}). */
  secretVotes?: boolean;
  /** App option: the names the table plays under (see {@link GameSetupCore.names}); `'resistance'` or absent: the game's own. */
  names?: TableNames | 'resistance' | null;
  /** The expansion modules' options. */
  modules?: ModulesInput | null;
  /** The role modules' options. */
  roles?: Partial<RoleModuleOptionsInput> | null;
  /** Each seat's character card when the app dealt them (see {@link GameSetupCore.characters}). */
  characters?: Role[] | null;
} & SetupInputExtras;

/** A mission card: Success and Fail (R-MIS-1), and the cards modules add (Reverse, Chief Fail). */
export type MissionCard = 'success' | 'fail' | keyof ModuleMissionCards;

/** @deprecated the same as {@link MissionCard}: kept for the names used across the app. */
export type MissionChoice = MissionCard;

/** The leader proposes a team (R-TEAM-2); with Targeting also the mission (R-VAR-TGT). */
export type ProposalEvent = {
  type: 'proposal';
  /** Distinct seats; exactly the team size of the mission (R-TEAM-1). */
  team: Seat[];
  /** Optional; when present it must be the current leader (R-SET-4). */
  leader?: Seat;
  /** Required with Targeting; without it, optional and must be the current round's mission. */
  mission?: MissionNumber;
} & ProposalEventExtras;

/** Every player's vote on the current proposal (R-VOTE-1): the seats that approved. */
export interface VoteEvent {
  type: 'vote';
  /** Distinct seats that approved; every other seat rejected. */
  approve: Seat[];
}

/**
 * The revealed mission cards (R-MIS-1): either how many Fail cards were revealed, or, when the
 * spies are known, each team member's card (keys are seats as strings). Modules add their counts.
 */
export type MissionEvent = {
  type: 'mission';
  fails?: number;
  cards?: Record<string, MissionCard>;
} & MissionEventExtras;

/** The core's events. */
export type CoreEvent = ProposalEvent | VoteEvent | MissionEvent;

/** An event of the log; the game state is the fold of these over the setup. */
export type GameEvent = CoreEvent | ModuleEvents[keyof ModuleEvents];

/** One proposal, with its vote once recorded (the vote history, R-VOTE-1). */
export type Proposal = {
  /** Position among all proposals of the game, from 0. */
  index: number;
  /** The round (1–5) it belongs to (R-ROUND-1). */
  round: number;
  /** The mission it goes on. */
  mission: MissionNumber;
  /** Attempt within the round: 1 for the first proposal, up to 5 (R-VOTE-4). */
  attempt: number;
  leader: Seat;
  /** Team seats in the order given. */
  team: Seat[];
  /** Votes by seat (`true` = approve), or `null` until the vote is recorded. */
  votes: boolean[] | null;
  /** Whether the team was approved (R-VOTE-2), or `null` until the vote is recorded. */
  approved: boolean | null;
} & ProposalExtras;

/** A mission that was played (R-MIS-*). */
export type MissionOutcome = {
  mission: MissionNumber;
  round: number;
  team: Seat[];
  /** Index of the approved proposal that sent this team. */
  proposalIndex: number;
  /** Number of Fail cards revealed. */
  fails: number;
  /** Fail cards needed for the mission to fail: 2 for mission 4 at 7+ players (R-MIS-4), else 1. */
  failsNeeded: 1 | 2;
  /** Cards revealed that count towards a fail: the Fail cards and the modules' failing cards (R-HUN-MIS: Chief Fail); only spies play them (R-MIS-2). */
  failing: number;
  /** Each member's card, when recorded (secret: never in a public view). */
  cards: Record<string, MissionCard> | null;
  result: MissionResult;
} & MissionOutcomeExtras;

/** The core's part of the state. */
export interface CoreState {
  setup: GameSetup;
  /** Every accepted event, in order. */
  events: GameEvent[];
  phase: Phase;
  /** The current round 1–5 (after the game ends: the last round played). */
  round: number;
  /** The current leader (R-SET-4, R-VOTE-3, R-MIS-5). */
  leader: Seat;
  /** Rejected teams in a row this round, 0–5 (R-VOTE-3, R-VOTE-4, R-VOTE-5). */
  voteTrack: number;
  /** Every proposal of the game, in order. */
  proposals: Proposal[];
  /** Mission outcomes by slot (index 0 = mission 1); `null` when not played. */
  missions: (MissionOutcome | null)[];
  winner: Winner | null;
}

/** The whole state of a game: the fold of `events` over `setup`; the modules' slices beside the core's fields. */
export type GameState = CoreState & ModuleSlices;

/** What one of the core's events changed, for the announcer (built next to the rule that caused it). */
export type CoreConsequence =
  | { kind: 'proposed'; proposal: Proposal }
  | {
      kind: 'voted';
      proposal: Proposal;
      approvals: number;
      rejections: number;
      approved: boolean;
      /** The vote track after the vote. */
      voteTrack: number;
      /** The leader after the vote (the next leader on a rejection). */
      leader: Seat;
      winner: Winner | null;
    }
  | {
      kind: 'mission';
      outcome: MissionOutcome;
      successes: number;
      failures: number;
      /** The leader after the mission. */
      leader: Seat;
      winner: Winner | null;
    };

/** What one accepted event changed: the core's consequences and the modules'. */
export type Consequence = CoreConsequence | ModuleConsequences[keyof ModuleConsequences];
