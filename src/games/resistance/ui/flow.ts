import type { MissionCard, Seat } from '../core/types.ts';

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
 * The module's other flows, drawn by its own part of the game screen (ui/module-ui.ts
 * `ModuleAppFlow`), by kind: the flow's shape, with its `kind` (a public step such as the plot
 * cards' `'close-eye'`, or private turns with more than seats, such as the Hunter's `'show-card'`).
 * A module declares them by augmenting this interface, as {@link ModuleFlowKinds}. They hold no
 * secret.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleFlowShapes {}

/**
 * The private-turn kinds a module's own flows give rs-private-turns beyond its looks, by kind (the
 * value is unused): a choice among labels (`'show-card'`, with `pickLabels`), a team member's card
 * looked at (`'close-eye-look'`, with `lookedAt`). Declared by augmentation, as {@link ModuleFlowKinds}.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModulePrivateTurnKinds {}


/**
 * A private-turn flow that is not a phase of the game: the introduction before the
 * first private turn, the card-passing reveal (R-REV-2), a player looking at their card again,
 * or choosing who that is. Holds no secret: seats and how many turns are over.
 */
export type Flow =
  | { kind: 'intro' }
  | { kind: 'reveal'; seats: Seat[]; start: number }
  | { kind: 'review'; seats: Seat[]; start: number }
  /** A module's set-aside (the Trapper's, R-TRP-2): the leader's private turn to set one played card aside. */
  | { kind: 'set-aside'; seats: Seat[]; start: number }
  | { kind: 'review-choose' }
  /** A module's private turns (its `ModuleFlowKinds`, ui/module-ui.ts), such as the Inquisitor's look. */
  | ModuleFlow
  /** A module's other flows (its `ModuleFlowShapes`): the plot cards' Keeping a Close Eye on You, the Hunter's steps. */
  | ModuleFlowShapes[keyof ModuleFlowShapes];


/**
 * What the private turns are for:
 * - `'reveal'`: the card-passing spy reveal (R-REV-2), every seat in turn from the leader;
 * - `'review'`: one player looks at their own reveal again later (same shape as the reveal);
 * - `'vote'`: secret votes (R-VOTE-1), every seat in turn from the leader;
 * - `'mission'`: secret mission cards (R-MIS-1, R-MIS-2), each team member in turn;
 * - `'practice'`: a made-up reveal to learn the controls (nothing real in it);
 * - a module's own private turns (its `ModulePrivateTurnKinds`): `'show-card'`, a choice among
 *   `pickLabels` (the Hunter's, R-HUN-INV), and `'close-eye-look'`, the mission card of the team
 *   member looked at, from `lookedAt` (the plot cards' Keeping a Close Eye on You);
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
  | keyof ModulePrivateTurnKinds
  | keyof ModuleFlowKinds;

/** Detail of `rs-private-done`: the secret choices, in memory only (never stored, never rendered). */
export interface PrivateDoneDetail {
  kind: PrivateTurnKind;
  /** Each seat's vote (`true` = Approve), for `'vote'`. */
  votes?: Map<Seat, boolean>;
  /** Each team member's chosen card, for `'mission'`. */
  cards?: Map<Seat, MissionCard>;
  /**
   * For `'set-aside'`: the position (from 0) of the card the leader set aside in `setAsideCards`;
   * for `'show-card'`: the position of the card the investigated player shows in `pickLabels`.
   */
  pick?: number;
}

