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
 * cards' `'close-eye'`, or private turns with more than seats, such as the Hunter's card shown).
 * A module declares them by augmenting this interface, as {@link ModuleFlowKinds}. They hold no
 * secret.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleFlowShapes {}

/**
 * The private-turn kinds a module's own flows give rs-private-turns beyond its looks and the
 * secret pick (`'pick'`), by kind (the value is unused): a team member's card looked at
 * (`'close-eye-look'`, with `lookedAt`). Declared by augmentation, as {@link ModuleFlowKinds}.
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
  /**
   * A module's secret pick asked once every mission card lies face down (the engine's ask,
   * steps.ts `askAfterCards`: the Trapper's leader sets one card aside, R-TRP-2): its seat's private turn.
   */
  | { kind: 'pick'; seats: Seat[]; start: number }
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
 * - `'pick'`: a module's secret pick ({@link PickTurn}: the card the Trapper's leader sets aside,
 *   R-TRP-2; the loyalty card an investigated player shows, R-HUN-INV), one tap on its button,
 *   then what the pick showed until Hide;
 * - a module's own private turns (its `ModulePrivateTurnKinds`): `'close-eye-look'`, the mission
 *   card of the team member looked at, from `lookedAt` (the plot cards' Keeping a Close Eye on You);
 * - a module's look (its `ModuleFlowKinds` and `looks`, ui/flow.ts): what the player learnt
 *   through the module, such as the Inquisitor's check (`'inquisition'`, R-INQ-2).
 */
export type PrivateTurnKind =
  | 'reveal'
  | 'review'
  | 'vote'
  | 'mission'
  | 'practice'
  | 'pick'
  | keyof ModulePrivateTurnKinds
  | keyof ModuleFlowKinds;

/** Detail of `rs-private-done`: the secret choices, in memory only (never stored, never rendered). */
export interface PrivateDoneDetail {
  kind: PrivateTurnKind;
  /** Each seat's vote (`true` = Approve), for `'vote'`. */
  votes?: Map<Seat, boolean>;
  /** Each team member's chosen card, for `'mission'`. */
  cards?: Map<Seat, MissionCard>;
  /** For `'pick'`: the position (from 0) of the option picked among the {@link PickTurn}'s `options`. */
  pick?: number;
}

/**
 * What a secret pick's private turn shows (rs-private-turns `'pick'`), from a module's
 * `secretPicks` entry (ui/module-ui.ts `ModuleSecretPick`) and the ask: secret, rendered only on
 * the holder's private screen.
 */
export interface PickTurn {
  /** The hand-over screen's title, given who holds the phone; absent: "Pass the phone to Dee". */
  handover?(who: string): string;
  /** The name of the choice's group ("Card to set aside"). */
  legend: string;
  /** The sentence above the choices. */
  context: string;
  /** The options, as `[value, label]`, in the order shown; the n-th's value is its position, from 0. */
  options: readonly (readonly [string, string])[];
  /** What the pick of the option at `index` shows the holder until Hide ("The card you set aside: Fail."). */
  shown(index: number): string;
}

