import type { HunterLoyalty, HunterMissionChoice, Seat } from '../engine.ts';

/**
 * The private-turn flows a module adds (rs-private-turns.ts), by kind: a module declares its own
 * kinds by augmenting this interface (the value is unused). Here, not in module-ui.ts, so that the
 * module contract can name the game screen's flows without an import circle.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleFlowKinds {}

/** A module's private-turn flow: whose turns, from which. */
export interface ModuleFlow {
  kind: keyof ModuleFlowKinds;
  seats: Seat[];
  start: number;
}


/**
 * A private-turn flow that is not a phase of the game (issue 4): the introduction before the
 * first private turn, the card-passing reveal (R-REV-2), a player looking at their card again,
 * or choosing who that is. Holds no secret: seats and how many turns are over.
 */
export type Flow =
  | { kind: 'intro' }
  | { kind: 'reveal'; seats: Seat[]; start: number }
  | { kind: 'review'; seats: Seat[]; start: number }
  /** A module's set-aside (the Trapper's, R-TRP-2): the leader's private turn to set one played card aside. */
  | { kind: 'set-aside'; seats: Seat[]; start: number }
  /** Plot cards: the private look at a loyalty card (Overheard Conversation, Establish Confidence, Open Up). */
  | { kind: 'plot-look'; seats: Seat[]; start: number }
  /** Keeping a Close Eye on You, after the team played in secret: the holders' chances, in turn. */
  | { kind: 'close-eye' }
  /** One holder's private look at a team member's mission card. */
  | { kind: 'close-eye-look'; seats: Seat[]; start: number; target: Seat }
  | { kind: 'review-choose' }
  /** Hunter module: the Spy Hunter's early accusation, or Branding, chosen in public (R-HUN-EARLY, R-HUN-BRAND). */
  | { kind: 'early-accusation' }
  | { kind: 'branding' }
  /** Hunter module, app-held cards: the player investigated chooses the card to show (R-HUN-INV, R-HUN-OPT). */
  | { kind: 'show-card'; seats: Seat[]; start: number; target: Seat; options: HunterLoyalty[] }
  /** Hunter module, app-held cards: the investigator sees the card shown (R-HUN-INV). */
  | { kind: 'investigation-look'; seats: Seat[]; start: number }
  /** A module's private turns (its `ModuleFlowKinds`, ui/module-ui.ts), such as the Inquisitor's look. */
  | ModuleFlow;


/**
 * What the private turns are for:
 * - `'reveal'`: the card-passing spy reveal (R-REV-2), every seat in turn from the leader;
 * - `'review'`: one player looks at their own reveal again later (same shape as the reveal);
 * - `'vote'`: secret votes (R-VOTE-1), every seat in turn from the leader;
 * - `'mission'`: secret mission cards (R-MIS-1, R-MIS-2), each team member in turn;
 * - `'practice'`: a made-up reveal to learn the controls (nothing real in it);
 * - `'plot-look'`: the loyalty a player learnt from a plot card (Overheard Conversation, Establish
 *   Confidence, Open Up), from that player's own view only (R-PLOT-5);
 * - `'close-eye-look'`: Keeping a Close Eye on You: the mission card of the team member looked at;
 * - `'show-card'`: the player investigated chooses the loyalty card to show (R-HUN-INV; only the
 *   Dummy Agent has a real choice, R-HUN-OPT), from `pickLabels`;
 * - `'investigation-look'`: the investigator sees the card shown (R-HUN-INV);
 * - `'set-aside'`: the leader picks one of the face-down played cards, looks at it and sets it
 *   aside unrevealed (a module's set-aside, core/private.ts `setAsideStep`: the Trapper's, R-TRP-2);
 * - a module's look (its `ModuleFlowKinds` and `looks`, ui/flow.ts): what the player learnt
 *   through the module, such as the Inquisitor's check (`'inquisition'`, R-INQ-2).
 */
export type PrivateTurnKind =
  | 'reveal'
  | 'review'
  | 'vote'
  | 'mission'
  | 'practice'
  | 'set-aside'
  | 'plot-look'
  | 'close-eye-look'
  | 'show-card'
  | 'investigation-look'
  | keyof ModuleFlowKinds;

/** Detail of `rs-private-done`: the secret choices, in memory only (never stored, never rendered). */
export interface PrivateDoneDetail {
  kind: PrivateTurnKind;
  /** Each seat's vote (`true` = Approve), for `'vote'`. */
  votes?: Map<Seat, boolean>;
  /** Each team member's chosen card, for `'mission'`. */
  cards?: Map<Seat, HunterMissionChoice>;
  /** For `'set-aside'`: the position (from 0) of the card the leader set aside in `setAsideCards`. */
  pick?: number;
}

