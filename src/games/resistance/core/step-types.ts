/**
 * The types of the engine's steps (steps.ts): who acts, the secret step in course, the
 * notes, what is asked and the actions, and a module's part in them. Types only (module.ts and
 * steps.ts both use them).
 */
import type { RandomInt } from '../../../platform/engine/chance.ts';
import type { SecretParts } from './augment.ts';
import type { RuleId } from './errors.ts';
import type { Consequence, GameEvent, GameState, MissionCard, MissionNumber, Seat } from './types.ts';

/** Who acts: the table (the shared device) or a seat (its own phone, or its private turn on the shared device). */
export type Actor = { kind: 'table' } | { kind: 'seat'; seat: Seat };

/** The secret step in course (R-VOTE-1, R-MIS-1): never in the log, a record or a public view. */
export interface Secret {
  /** The proposal it belongs to (its index): a secret of an earlier proposal is dropped. */
  proposal: number;
  /** Sealed votes by seat (`true`: Approve), until every player has voted (R-VOTE-1). */
  votes: Record<string, boolean>;
  /** The team members who have played their mission card, ascending. */
  played: Seat[];
  /** The face-down cards, each put at a uniformly random place: who played which is not kept (R-MIS-1). */
  pile: MissionCard[];
  /** The modules' secret parts (augment.ts `SecretParts`). */
  parts: Partial<SecretParts>;
}

/** What one seat learnt that no event holds: a mission card it saw (R-TRP-2, R-PLOT-3). */
export interface Note {
  seat: Seat;
  /** The proposal whose mission the card was played on. */
  proposal: number;
  card: MissionCard;
  /** Whose card it was, when the seat looked at a given player's card; absent for a card picked face down. */
  target?: Seat;
  /** The module that showed it (`trapper`, `plot`). */
  via: string;
}

/** A game in course: its state, the secret step in course and the seats' notes. */
export interface Play {
  state: GameState;
  secret: Secret | null;
  notes: Note[];
}

/** One thing asked now (see the file comment). */
export interface Ask {
  /** What is asked: the core's `propose`, `vote`, `card`, `mission` (the table records the cards revealed), or a module's. */
  kind: string;
  /** Who decides: a seat, or `null` when the table records it. */
  seat: Seat | null;
  /** Whether the table may act for the seat (a public step: the leader's team may be proposed on the table). */
  table: boolean;
  /**
   * Whether the ask is a secret step's (a sealed vote, a mission card): made in a private turn or
   * on the seat's own phone, and not shown to anyone else (the public progress counts them).
   */
  secret: boolean;
  /**
   * Whether who is asked is itself secret (a hidden character's step: the Assassin, a Hunter, the
   * Deep Agent, when the app holds the cards): any other viewer sees the ask with no seat and no
   * options (steps.ts `asksFor`).
   */
  hidden?: boolean;
  /** The character asked (`assassin`, `spy-hunter`…); of a hidden ask, seen only by the seat asked. */
  role?: string;
  /** Whether it may be declined (a plot card's chance): `pass` declines it. */
  optional?: boolean;
  /** What may be chosen (kind-specific; the same for every role where the rules want equal screens). */
  options?: AskOptions;
}

/** The options of an ask, by kind (public, or the asked seat's own when the ask is secret). */
export interface AskOptions {
  /** `propose`: the missions the team may go on and the team size of each. */
  missions?: { mission: MissionNumber; size: number }[];
  /** `card`: the mission cards of this game, the same for every team member (R-MIS-1, R-REVS-2, R-HUN-MIS). */
  missionCards?: MissionCard[];
  /** `card`: what each card is played as for the seat asked (R-MIS-2: a card it may not play is played as Success). */
  playedAs?: Record<string, MissionCard>;
  /** Seats the choice may name (a module's target). */
  seats?: Seat[];
  /** A module's other options. */
  [key: string]: unknown;
}

/** An action: a public event recorded, a seat's secret vote or card, or a module's action. */
export type Action =
  | { type: 'record'; event: GameEvent }
  | { type: 'vote'; approve: boolean }
  | { type: 'card'; card: MissionCard }
  | { type: string; [key: string]: unknown };

/** What one seat sees of the secret step: its own sealed vote, whether it played, the cards it may still be asked to pick among. */
export interface OwnSecret {
  vote: boolean | null;
  played: boolean;
}

/** What an accepted action changed. */
export interface Acted {
  play: Play;
  /** The events it added to the log, in order (none while a secret step is still collecting). */
  events: GameEvent[];
  /** Their consequences, in order, for the announcer. */
  consequences: Consequence[];
  /**
   * What only the acting seat learns now (the card a secret choice is played as, R-MIS-2; a card
   * looked at); `null` for none.
   */
  own: { sealed?: { vote?: boolean; card?: MissionCard }; note?: Note } | null;
}

/**
 * Who may record an event now: the seat asked (its own device or private turn), and whether the
 * table may too; `rule` names the rule a refused recorder breaks (else REC-EVENT).
 */
export interface Recorder {
  seat: Seat | null;
  table: boolean;
  rule?: RuleId;
}

/** A module's part in the steps (module.ts `EngineModule.steps`). */
export interface StepHooks {
  /** The module's asks now. */
  asks?(play: Play): Ask[];
  /** Options the module adds to one of the core's asks (R-HUN-TEAM: the team comes with the investigator token). */
  askOptions?(play: Play, kind: 'propose' | 'vote' | 'card' | 'mission'): AskOptions | null;
  /**
   * Whether the core's asks wait for the module's first (a plot card's holder decides first,
   * R-PLOT-4; the Opinion Makers vote first, R-PLOT-3): the core asks nothing then.
   */
  holds?(play: Play, core: 'propose' | 'vote' | 'card' | 'reveal'): boolean;
  /**
   * Refuses an action its step holds ({@link holds}), with the module's own rule (R-PLOT-4: the
   * holder asked now decides first); throws. Called by the core (steps.ts `holdError`); required
   * with `holds`.
   */
  refuseHeld?(play: Play): never;
  /** The module's actions, by type. */
  actions?: Readonly<Record<string, (play: Play, actor: Actor, action: Action, randomInt: RandomInt) => Acted>>;
  /**
   * Who may record one of the module's events: a seat (its own phone or private turn), the table,
   * or both; `null` for an event that is not the module's.
   */
  recordedBy?(state: GameState, event: GameEvent): Recorder | null;
  /** Refuses an event the module's step does not allow now (R-PLOT-4: the chance asked now); throws. */
  checkRecord?(play: Play, event: GameEvent, actor: Actor): void;
  /**
   * After an event was recorded through {@link act} (or an action of the module's): what the
   * secret and the notes become (a look at a card, R-PLOT-3), and what follows (the reveal).
   */
  afterRecord?(before: Play, after: Play, event: GameEvent): Play;
  /** A seat played `card` (already passed through R-MIS-2): keeps it face up, or who played what while a look is due. */
  onCard?(play: Play, secret: Secret, seat: Seat, card: MissionCard): { secret: Secret; faceUp: boolean };
  /** The cards played face up so far, by seat (R-PLOT-3): revealed with the pile. */
  faceUp?(play: Play, secret: Secret): ReadonlyMap<Seat, MissionCard>;
  /** A vote is refused before the module's voters (R-PLOT-3: the Opinion Makers vote first); throws. */
  checkVote?(play: Play, seat: Seat): void;
}

