/**
 * The Trapper module's screens (rules §4.2; ui/module-ui.ts `ModuleScreens`): the leader's secret
 * pick of the card set aside (R-TRP-2), the engine's `set-aside` ask, drawn with the one
 * secret-choice component on the leader's own phone (sent as `game:set-aside`, ./room-requests.ts)
 * and in the leader's private turn on a passed phone.
 */
import { msg, str } from '@lit/localize';
import type { Ask } from '../../../engine.ts';
import type { ModuleScreens } from '../../../ui/module-ui.ts';

/** How many face-down cards the leader picks among, from the ask (R-TRP-2: not those played face up). */
function countOf(ask: Ask): number {
  return Number(ask.options?.['count'] ?? 0);
}

/** The Trapper's screens. */
export const trapperScreens: ModuleScreens = {
  id: 'trapper',
  secretPicks: {
    'set-aside': {
      legend: () => msg('Card to set aside'),
      context: (ask) => {
        const count = countOf(ask);
        return msg(str`The team played ${count} cards, face down and shuffled. Choose one to look at and set aside: it is not revealed and does not count.`);
      },
      // The same buttons for any deal: the cards by their place in the shuffled pile.
      options: (ask) => Array.from({ length: countOf(ask) }, (_, i): [string, string] => [String(i), msg(str`Card ${i + 1}`)]),
      handover: (who) => msg(str`The leader sets a card aside: pass the phone to ${who}`),
      // The reply names the card to the leader alone; focus goes to it in the list of cards set aside.
      submit: (value, _ask, send) => void send('game:set-aside', { index: Number(value) }, '#phone-set-aside-last'),
    },
  },
  phoneTurns: {
    'set-aside': () => msg('Every card is played: as the leader, set one card aside.'),
  },
};
