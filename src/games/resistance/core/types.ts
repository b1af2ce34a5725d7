/**
 * Types of the rules engine (plain data, no DOM, no I/O).
 *
 * Rules: `../shared/rules/resistance.md`, sections 1 (base game) and 2 (variants). Every rule
 * the engine enforces is cited by its id (`R-…`) in the code and in the errors it raises.
 *
 * Seats are numbers from 0 in clockwise order; missions are numbered 1 to 5 (the slot on the
 * board, which with Targeting need not be the round).
 */

import type {
  AccusationEvent,
  BrandingEvent,
  EarlyAccusationEvent,
  HunterState,
  InvestigationEvent,
} from '../modules/hunter/engine.ts';
import type { LoyaltyCard, LoyaltyDrawEvent, Role, RoleOptions, RoleSetup } from './characters.ts';

/** A seat at the table: 0 … players − 1, clockwise (R-SET-1). */
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
/**
 * Phases of a round. `'loyalty'`: with Defector variant I, at the start of rounds 3, 4 and 5 a
 * loyalty card is revealed (R-DEF-V1). `'assassination'`: with the Assassin module, after the
 * third success the Assassin names the Commander (R-ASN-END). `'plot'`: with plot cards, at the start of each round the leader draws plot
 * cards and hands them out (R-PLOT-2). `'inquisition'`: with the Inquisitor module, right after missions 2, 3 and 4
 * the token holder checks a player (R-INQ-2). `'accusation'`: with the Hunter module, after the third
 * success or the third fail the side's Hunter accuses a player of being the other side's Chief
 * (R-HUN-ACC). `'investigation'`: with the Hunter module, after every mission but the fifth, the
 * leader (success) or the investigator token holder (fail) investigates a player (R-HUN-INV); the
 * Spy Hunter's early accusation, when allowed, comes first in this phase (R-HUN-EARLY).
 */
export type Phase =
  | 'loyalty'
  | 'plot'
  | 'proposal'
  | 'vote'
  | 'mission'
  | 'accusation'
  | 'investigation'
  | 'inquisition'
  | 'assassination'
  | 'over';

/**
 * Expansion modules of issue 6 that are on (section 4 of the rules), normalised:
 * - `trapper`: one more team member, and the leader sets one played card aside (R-TRP-1, R-TRP-2);
 * - `inquisitor`: the Inquisitor token and its three checks (R-INQ-1 … R-INQ-3);
 * - `reverser`: which Reversers are in the game (R-REVS-1), or `null` without the module;
 *   `spyHidden`: the option R-REVS-OPT, the Spy Reverser is not revealed to the other spies.
 */
export interface Modules {
  /** The Plot Thickens plot cards (R-PLOT-1 … R-PLOT-5). */
  plot: boolean;
  trapper: boolean;
  inquisitor: boolean;
  reverser: { resistance: boolean; spy: boolean; spyHidden?: true } | null;
}

/** Modules as a setup may give them (any may be left out). */
export interface ModulesInput {
  plot?: boolean;
  trapper?: boolean;
  inquisitor?: boolean;
  reverser?: { resistance?: boolean; spy?: boolean; spyHidden?: boolean } | null;
}

/**
 * Why the game ended (R-END-1, R-VOTE-4). With the Hunter module: `'chief-found'`, a Hunter's
 * accusation named a Chief of the other side (R-HUN-ACC, R-HUN-EARLY; the side says whose);
 * `'coordinator-found'`, the Spy Hunter accused the Coordinator (R-HUN-OPT).
 */
export type WinReason =
  | 'three-successes'
  | 'three-fails'
  | 'five-rejections'
  | 'commander-assassinated'
  | 'assassin-missed'
  | 'chief-found'
  | 'coordinator-found';

export interface Winner {
  side: Side;
  reason: WinReason;
}

/**
 * The setup of a game, as in resistance-record/1 (`setup`), normalised:
 * `variants` is always present (possibly empty) and `mission5Rule` always set.
 */
export interface GameSetup {
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
  /** Expansion modules (issue 6); present only when at least one is on. */
  modules?: Modules;
  /**
   * The Reversers' seats, known only when the app dealt the roles with the Reverser module
   * (R-REVS-1): the Spy Reverser is one of the spies, the Resistance Reverser is not.
   */
  reversers?: { resistance: Seat | null; spy: Seat | null };
  /** The role modules of issue 7 (Assassin, Defector, Hunter), normalised; present only when one is on. */
  roles?: RoleSetup;
  /**
   * Each seat's character card, known only when the app dealt them with a role module (R-SET-3);
   * `spies` then holds the seats of the spy-side cards.
   */
  characters?: Role[];
}

/** The setup as a caller may give it: optional fields may be left out. */
export interface GameSetupInput {
  players: string[];
  firstLeader: Seat;
  variants?: Variant[];
  /** The spies' seats; left out (or `null`) when the roles are not known (table mode). */
  spies?: Seat[] | null;
  mission5Rule?: Mission5Rule;
  /** App option: votes are collected in private turns (see {@link GameSetup.secretVotes}). */
  secretVotes?: boolean;
  /** Expansion modules (issue 6). */
  modules?: ModulesInput | null;
  /** The Reversers' seats when the app dealt them (see {@link GameSetup.reversers}). */
  reversers?: { resistance?: Seat | null; spy?: Seat | null } | null;
  /** The role modules (issue 7). */
  roles?: RoleOptions | null;
  /** Each seat's character card when the app dealt them (see {@link GameSetup.characters}). */
  characters?: Role[] | null;
}

/**
 * A mission card as recorded when the spies are known (R-MIS-1); `'chief-fail'` only with the
 * Hunter module at 7+ players (R-HUN-MIS).
 */
export type MissionCard = 'success' | 'fail' | 'chief-fail';

/** A card chosen in a private mission turn: Success, Fail, or Reverse with the Reverser (R-REVS-2). */
export type MissionChoice = 'success' | 'fail' | 'reverse';

/**
 * A card chosen in a private mission turn with every module: {@link MissionChoice} and the Hunter
 * module's Chief Fail at 7+ players (R-HUN-MIS). Kept apart from `MissionChoice` while src/ui
 * types its sentences for the three cards only; the two are to be merged once it speaks Chief Fail.
 */
export type HunterMissionChoice = MissionChoice | 'chief-fail';

/** The leader proposes a team (R-TEAM-2); with Targeting also the mission (R-VAR-TGT). */
export interface ProposalEvent {
  type: 'proposal';
  /** Distinct seats; exactly the team size of the mission (R-TEAM-1). */
  team: Seat[];
  /** Optional; when present it must be the current leader (R-SET-4). */
  leader?: Seat;
  /** Required with Targeting; without it, optional and must be the current round's mission. */
  mission?: MissionNumber;
  /**
   * With the Hunter module: who the leader hands the investigator token to (R-HUN-TEAM), a player
   * neither on the team nor the leader; required on every round but the fifth, absent on it and
   * without the module.
   */
  investigator?: Seat;
}

/** Every player's vote on the current proposal (R-VOTE-1): the seats that approved. */
export interface VoteEvent {
  type: 'vote';
  /** Distinct seats that approved; every other seat rejected. */
  approve: Seat[];
}

/**
 * The revealed mission cards (R-MIS-1): either how many Fail cards were revealed, or, when the
 * spies are known, each team member's card (keys are seats as strings).
 */
export interface MissionEvent {
  type: 'mission';
  fails?: number;
  cards?: Record<string, MissionCard>;
  /**
   * With the Reverser module: how many Reverse cards were revealed among the counted cards
   * (R-REVS-3); with Trapper the counts leave out the card the leader set aside (R-TRP-2).
   */
  reverses?: number;
  /**
   * With the Hunter module at 7+ players: how many Chief Fail cards were revealed among the
   * counted cards (R-HUN-MIS); left out, it is 0. The normal form always has it there.
   */
  chiefFails?: number;
  /**
   * With plot cards: the cards played face up by the players named with In the Spotlight (keys
   * are seats as strings). Required for those seats when the mission gives `fails`; left out
   * when it gives `cards` (the face-up cards are then among them).
   */
  faceUp?: Record<string, HunterMissionChoice>;
}

/** The Inquisitor checks a player (R-INQ-2); the token passes to that player. */
export interface InquisitionEvent {
  type: 'inquisition';
  target: Seat;
}

/**
 * With the Assassin module, after the third success: the Assassin names a player as the
 * Commander (R-ASN-END). `commander`: whether that player is the Commander, given by the table
 * when the app does not hold the roles; left out when it does.
 */
export interface AssassinationEvent {
  type: 'assassination';
  target: Seat;
  commander?: boolean;
}

/**
 * The leader draws plot cards from the deck (R-PLOT-2). The draw is random: the app draws with
 * its random source and records the result here; a table with cardboard records what was drawn.
 */
export interface PlotDrawEvent {
  type: 'plot-draw';
  cards: PlotCard[];
}

/** The leader hands one drawn plot card, face up, to a player (R-PLOT-2). */
export interface PlotGiveEvent {
  type: 'plot-give';
  card: PlotCard;
  to: Seat;
}

/**
 * A plot card is used (R-PLOT-3, R-PLOT-4): an immediate card resolved right after it was handed
 * over, or a one-use card its holder plays at its moment.
 * - `target`: the player looked at, shown to, named or taken from, when the card needs one;
 * - `take`: with Take Responsibility, the card taken from `target`.
 */
export interface PlotUseEvent {
  type: 'plot-use';
  card: PlotCard;
  by: Seat;
  target?: Seat;
  take?: PlotCard;
}

/** An event of the log; the game state is the fold of these over the setup. */
export type GameEvent =
  | ProposalEvent
  | VoteEvent
  | MissionEvent
  | InquisitionEvent
  | PlotDrawEvent
  | PlotGiveEvent
  | PlotUseEvent
  | LoyaltyDrawEvent
  | AssassinationEvent
  | InvestigationEvent
  | AccusationEvent
  | EarlyAccusationEvent
  | BrandingEvent;

/**
 * The plot cards of The Plot Thickens (R-PLOT-3), by their English names:
 * Overheard Conversation, Opinion Maker, Establish Confidence, Open Up, No Confidence, Keeping a
 * Close Eye on You, Strong Leader, In the Spotlight, Take Responsibility.
 */
export type PlotCard =
  | 'overheard-conversation'
  | 'opinion-maker'
  | 'establish-confidence'
  | 'open-up'
  | 'no-confidence'
  | 'keeping-a-close-eye'
  | 'strong-leader'
  | 'in-the-spotlight'
  | 'take-responsibility';

/** The plot cards in play (R-PLOT-1 … R-PLOT-5). Everything here is public but `looks`' results. */
export interface PlotState {
  /** Cards left to draw, by card. */
  deck: Record<PlotCard, number>;
  /** Cards the leader drew this round and has not handed out yet. */
  drawn: PlotCard[];
  /** Whether this round's cards were drawn. */
  drawnThisRound: boolean;
  /** Cards face up in front of players (one-use and permanent), in the order they were received. */
  held: { seat: Seat; card: PlotCard }[];
  /** A card handed over that must be resolved before anything else (immediate cards, Take Responsibility). */
  pending: { card: PlotCard; holder: Seat } | null;
  /** Whether the current leader has done anything yet (Strong Leader comes before that). */
  leaderActed: boolean;
  /** A Strong Leader was used since the last vote: the next waits for the next vote. */
  strongLeaderLocked: boolean;
  /** The moment of the last one-use card and its holder's place from the leader (R-PLOT-4). */
  chance: { key: string; position: number } | null;
  /** Team members named with In the Spotlight on the current mission. */
  spotlight: Seat[];
  /** Keeping a Close Eye on You on the current mission: who looked at whose card. */
  closeEye: { by: Seat; target: Seat }[];
  /** Who looked at whose loyalty, by which card (public); what they saw is in their view only. */
  looks: { by: Seat; target: Seat; via: PlotCard; side?: Side }[];
}

/** The Inquisitor token (R-INQ-1 … R-INQ-3): who holds it, who held it, the checks made. */
export interface InquisitorState {
  holder: Seat;
  /** Players who held the token and used it: they can never be checked (R-INQ-3). */
  pastHolders: Seat[];
  /** Every check, in order: who checked whom (public); what they saw is in the checker's view only. */
  checks: { by: Seat; target: Seat; side?: Side }[];
}

/** One proposal, with its vote once recorded (the vote history, R-VOTE-1). */
export interface Proposal {
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
  /** Who turned the approval into a rejection with No Confidence (plot cards); else absent. */
  noConfidence?: Seat;
  /** With the Hunter module: who received the investigator token with this team (R-HUN-TEAM); absent on round 5. */
  investigator?: Seat;
}

/** A mission that was played (R-MIS-*). */
export interface MissionOutcome {
  mission: MissionNumber;
  round: number;
  team: Seat[];
  /** Index of the approved proposal that sent this team. */
  proposalIndex: number;
  /** Number of Fail cards revealed. */
  fails: number;
  /** Fail cards needed for the mission to fail: 2 for mission 4 at 7+ players (R-MIS-4), else 1. */
  failsNeeded: 1 | 2;
  /** Each member's card, when recorded (secret: never in a public view). */
  cards: Record<string, MissionCard> | null;
  /** Reverse cards revealed (Reverser module, R-REVS-3); 0 without it. */
  reverses: number;
  /**
   * Cards played face up with In the Spotlight (plot cards): public. A Chief Fail (Hunter module,
   * 7+) is a Fail card with `chiefFail: true`, so that the type stays the one src/ui speaks.
   */
  faceUp: { seat: Seat; card: MissionChoice; chiefFail?: true }[];
  /** With the Hunter module at 7+ players: Chief Fail cards revealed (R-HUN-MIS); they count with `fails`. */
  chiefFails?: number;
  /**
   * With the Hunter module: how many times a wrong accusation flipped this mission's result since
   * it ended (R-HUN-EARLY, R-HUN-ACC); `result` is the result now.
   */
  flips?: number;
  result: MissionResult;
}

/** The whole state of a game: the fold of `events` over `setup`. */
export interface GameState {
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
  /** The Inquisitor token, with the Inquisitor module (R-INQ-1); `null` without it. */
  inquisitor: InquisitorState | null;
  /** The plot cards, with The Plot Thickens; `null` without it. */
  plot: PlotState | null;
  /** Defector variant I: the loyalty cards revealed so far and how often the Defectors switched (R-DEF-V1). */
  loyalty: { draws: LoyaltyCard[]; switches: number } | null;
  /** The Hunter module: investigations, accusations, Branding and the steps after a mission (hunter.ts); `null` without it. */
  hunter: HunterState | null;
}

/** What one accepted event changed, for the announcer (built next to the rule that caused it). */
export type Consequence =
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
    }
  | { kind: 'inquisition'; by: Seat; target: Seat; checksLeft: number }
  | { kind: 'loyalty'; round: number; card: LoyaltyCard; switches: number }
  | { kind: 'assassination'; target: Seat; correct: boolean; winner: Winner }
  | {
      kind: 'investigation';
      /** The leader (mission succeeded) or the token holder (mission failed), R-HUN-INV. */
      by: Seat;
      target: Seat;
      mission: MissionNumber;
      /** The leader after the investigation (the round is over). What was shown is never here. */
      leader: Seat;
    }
  | {
      kind: 'accusation';
      /** The Hunter who accused, now known to everyone. */
      by: Seat;
      hunter: 'resistance-hunter' | 'spy-hunter';
      target: Seat;
      /** The Spy Hunter's early accusation (R-HUN-EARLY), else the accusation of R-HUN-ACC. */
      early: boolean;
      /** Whether the target is a Chief of the other side. */
      correct: boolean;
      /** The Spy Hunter accused the Coordinator: the spies win (R-HUN-OPT). */
      coordinator: boolean;
      /** The mission whose result a wrong accusation flipped, and its result now. */
      mission: MissionNumber;
      result: MissionResult;
      successes: number;
      failures: number;
      winner: Winner | null;
    }
  | { kind: 'branding'; by: Seat; target: Seat; correct: boolean }
  | { kind: 'plot-drawn'; leader: Seat; cards: PlotCard[] }
  | {
      kind: 'plot-given';
      card: PlotCard;
      to: Seat;
      /** Whether the card must be resolved now (immediate cards, Take Responsibility). */
      pending: boolean;
      /** Take Responsibility with no card in front of another player: discarded without effect. */
      discarded: boolean;
    }
  | {
      kind: 'plot-used';
      card: PlotCard;
      by: Seat;
      target: Seat | null;
      take: PlotCard | null;
      /** The leader after the card (Strong Leader, No Confidence change it). */
      leader: Seat;
      voteTrack: number;
      winner: Winner | null;
    };
