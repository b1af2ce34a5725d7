/**
 * The secret deal, drawn by the app (G3-SET-5, G3-SET-6, G3-2P-1): the engine never draws a random
 * number itself; {@link dealEvent} turns a {@link RandomInt} (the app's from crypto randomness,
 * tests' seeded) into a `deal` event, which the reducer checks and the log keeps, so that a game
 * replays exactly.
 */
import { draw, shuffle } from '../../../platform/engine/chance.ts';
import type { RandomInt } from '../../../platform/engine/chance.ts';
import { fail } from './errors.ts';
import type { DealEvent, GameState, Loyalty } from './types.ts';

/**
 * The loyalty deck before shuffling: one Traitor and as many cards as players (G3-SET-5), or
 * three cards with 2 players (G3-2P-1).
 */
export function loyaltyDeck(players: number): Loyalty[] {
  const count = players === 2 ? 3 : players;
  return ['traitor', ...Array.from({ length: count - 1 }, (): Loyalty => 'loyal')];
}

/**
 * A deal for `state`: the loyalty deck shuffled (seat i gets card i; with 2 players the third
 * card stays face down, unseen), and one Plot per seat drawn from the setup's Plots.
 * @throws RuleError REC-EVENT when the cards were already dealt; RangeError when `randomInt` misbehaves
 */
export function dealEvent(state: GameState, randomInt: RandomInt): DealEvent {
  if (state.phase !== 'deal') fail('REC-EVENT', 'dealt-already', 'the cards have already been dealt');
  const n = state.setup.players.length;
  return { type: 'deal', loyalty: shuffle(loyaltyDeck(n), randomInt), plots: draw(state.setup.plots, n, randomInt) };
}
