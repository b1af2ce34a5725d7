import { failsNeeded } from '../core/tables.ts';
import type { PublicView } from '../core/view.ts';
import type { MissionNumber, Phase, Variant } from '../engine.ts';
import { MODULE_UIS } from './modules.ts';

/** What {@link phaseRule} needs of a game: from a state (the app) or a public view (a room page). */
export interface PhaseMoment {
  phase: Phase;
  variants: readonly Variant[];
  /** Rejected proposals in a row (R-VOTE-4 on the fifth proposal). */
  voteTrack: number;
  players: number;
  /** The mission of the current proposal, if any. */
  mission: MissionNumber | undefined;
}

/**
 * The rule that matters in a phase, for the rules reference to open at (rs-rules): R-TEAM-1 (or
 * R-VAR-TGT with Targeting), R-VOTE-1 (R-VOTE-4 on the fifth proposal), R-MIS-1 (R-MIS-4 when two
 * Fail cards are needed), each module's step, R-END-1 once over. The app and the room pages add
 * what their own flows know first (a private turn, a plot card's decision).
 */
export function phaseRule(m: PhaseMoment): string {
  switch (m.phase) {
    case 'proposal':
      return m.variants.includes('targeting') ? 'R-VAR-TGT' : 'R-TEAM-1';
    case 'vote':
      return m.voteTrack === 4 ? 'R-VOTE-4' : 'R-VOTE-1';
    case 'mission':
      return m.mission && failsNeeded(m.players, m.mission) === 2 ? 'R-MIS-4' : 'R-MIS-1';
    case 'over':
      return 'R-END-1';
    default:
      // A module's phase: the rule its UI line names (ui/modules.ts).
      return MODULE_UIS.map((ui) => ui.phaseRules?.[m.phase]).find((rule) => rule !== undefined) ?? 'R-END-1';
  }
}

/**
 * The rule that matters at the moment of `view` (the board a room page shows), for the rules
 * reference to open at: the app's choice for the phase (above); `null` before the page
 * has a board.
 */
export function roomRule(view: PublicView | null): string | null {
  if (!view) return null;
  return phaseRule({
    phase: view.phase,
    variants: view.variants,
    voteTrack: view.voteTrack,
    players: view.players.length,
    mission: view.proposals[view.proposals.length - 1]?.mission,
  });
}

