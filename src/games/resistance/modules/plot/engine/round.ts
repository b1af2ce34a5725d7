/**
 * What the core needs of the plot cards at every round and vote (R-PLOT-2, R-PLOT-3): whether a
 * round starts with a draw, and what resets with a new round or a new leader. Kept apart from
 * plot.ts (the cards' table and rules), which the core loads only for games with plot cards.
 */
import type { Phase } from '../../../core/types.ts';
import type { PlotState } from './types.ts';

/** Whether a round starts with plot cards to draw (R-PLOT-2): the module is on and cards are left. */
export function plotToDraw(plot: PlotState | null): boolean {
  return plot !== null && Object.values(plot.deck).some((n) => n > 0);
}

/**
 * The phase a new round starts in: `'plot'` while plot cards are left to draw (R-PLOT-2),
 * else `'proposal'`. Also resets what lasts one round or one mission.
 */
export function plotRoundStart(plot: PlotState | null): { phase: Phase; plot: PlotState | null } {
  if (!plot) return { phase: 'proposal', plot };
  const next: PlotState = { ...plot, drawn: [], drawnThisRound: false, leaderActed: false, chance: null, spotlight: [], closeEye: [] };
  return { phase: plotToDraw(next) ? 'plot' : 'proposal', plot: next };
}

/** A new leader, after a rejection or No Confidence: they have done nothing yet; the mission's cards reset. */
export function plotNewLeader(plot: PlotState | null, afterVote: boolean): PlotState | null {
  if (!plot) return plot;
  return {
    ...plot,
    leaderActed: false,
    strongLeaderLocked: afterVote ? false : plot.strongLeaderLocked,
    spotlight: [],
    closeEye: [],
  };
}
