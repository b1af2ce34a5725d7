/**
 * The rule that matters at the step in course of a game of the hidden-traitor expansion: the Rules
 * dialog opens at the section covering it (rules/en.ts, rules/pl.ts). Built from public facts only
 * (the phase, the Plot in play, the Super-Villains, the Doomsday Clock), so that the section opened
 * never says who holds the Traitor card.
 */
import type { GameState } from '../core/types.ts';

/**
 * The rule id of the step in course: the setup (`null`: no game yet) G3-SET-1; the deal G3-SET-5;
 * the next Challenge to turn G3-SET-7 (the first) or G3-CH-1; a turn G3-CH-ADD-1, or G3-PLOT-4 while
 * the Plot is in play, G3-2P-5 while Super-Villains are left, G3-CARD-DOOMSDAY while the Doomsday
 * Clock is current; the end G3-END-1. Takes the state or a public view (rooms).
 */
export function currentRule(state: (Pick<GameState, 'phase' | 'turn' | 'superVillains' | 'clock'> & { plot: { defeated: boolean } | null }) | null): string {
  if (state === null) return 'G3-SET-1';
  switch (state.phase) {
    case 'deal':
      return 'G3-SET-5';
    case 'challenge':
      return state.turn === 0 ? 'G3-SET-7' : 'G3-CH-1';
    case 'over':
      return 'G3-END-1';
    case 'turn':
      if (state.plot && !state.plot.defeated) return 'G3-PLOT-4';
      if (state.superVillains && state.superVillains.defeated < state.superVillains.total) return 'G3-2P-5';
      if (state.clock !== null) return 'G3-CARD-DOOMSDAY';
      return 'G3-CH-ADD-1';
  }
}
