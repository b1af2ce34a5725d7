import type { HunterLoyalty, Seat } from '../engine.ts';
import type { ModuleFlow } from './module-ui.ts';

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
  /** Defector variant I, after a "switch": every player sees their side now, in turn (R-DEF-V1). */
  | { kind: 'loyalty-look'; seats: Seat[]; start: number }
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

