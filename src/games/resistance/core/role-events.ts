/**
 * The events of the role modules the core hands over once it checked their moment (reducer.ts):
 * the Defector's loyalty card (R-DEF-V1) and the Assassin's choice (R-ASN-END). Part of the
 * `roles` engine module (extensions.ts), loaded only for games with role modules.
 */
import { fail } from './errors.ts';
import { plotToDraw } from '../modules/plot/engine/round.ts';
import type { Step } from './reducer.ts';
import { playerCount } from './reducer.ts';
import { defectorSwitches } from './characters.ts';
import type { LoyaltyDrawEvent } from './characters.ts';
import { isSeat } from './setup.ts';
import type { AssassinationEvent, GameState, Winner } from './types.ts';

/** Defector variant I: the loyalty card revealed at the start of rounds 3, 4 and 5 (R-DEF-V1). */
export function loyaltyStep(state: GameState, event: LoyaltyDrawEvent): Step {
  const loyalty = state.loyalty!;
  if (event.round !== state.round) {
    fail('R-DEF-V1', 'loyalty-round', `this is the start of round ${state.round}, not round ${String(event.round)}`, { round: state.round });
  }
  if (event.card !== 'no-change' && event.card !== 'switch') {
    fail('R-DEF-V1', 'loyalty-card', `a loyalty card is "no-change" or "switch", not "${String(event.card)}"`, { card: String(event.card) });
  }
  const draws = [...loyalty.draws, event.card];
  const switches = defectorSwitches(draws.map((card, i) => ({ type: 'loyalty-draw', round: (i + 3) as 3 | 4 | 5, card })));
  const next: GameState = {
    ...state,
    events: [...state.events, { type: 'loyalty-draw', round: event.round, card: event.card }],
    loyalty: { draws, switches },
    phase: plotToDraw(state.plot) ? 'plot' : 'proposal',
  };
  return { state: next, consequence: { kind: 'loyalty', round: state.round, card: event.card, switches } };
}

/**
 * The Assassin names the Commander after the third success (R-ASN-END): right, the spies win;
 * wrong, the resistance wins. When the app holds the roles it knows which; else the table says.
 */
export function assassinationStep(state: GameState, event: AssassinationEvent): Step {
  const players = playerCount(state);
  if (!isSeat(event.target, players)) {
    fail('R-ASN-END', 'assassination-seat', `${String(event.target)} is not a seat: seats are 0 to ${players - 1}`, {
      seat: String(event.target),
      last: players - 1,
    });
  }
  const characters = state.setup.characters;
  if (characters && event.commander !== undefined) {
    fail('REC-EVENT', 'assassination-known', 'the app holds the roles: the assassination gives only the target');
  }
  if (!characters && typeof event.commander !== 'boolean') {
    fail('R-ASN-END', 'assassination-result', 'say whether the player named is the Commander ("commander": true or false)');
  }
  const correct = characters ? characters[event.target] === 'commander' : event.commander === true;
  const winner: Winner = correct ? { side: 'spies', reason: 'commander-assassinated' } : { side: 'resistance', reason: 'assassin-missed' };
  const accepted: AssassinationEvent = { type: 'assassination', target: event.target };
  if (!characters) accepted.commander = correct;
  return {
    state: { ...state, events: [...state.events, accepted], phase: 'over', winner },
    consequence: { kind: 'assassination', target: event.target, correct, winner },
  };
}

