/**
 * The Reverser module's part of the rules reference in English (rules §4.6, R-REVS-1 … R-REVS-3,
 * R-REVS-OPT), for reading aloud: the same sections, in the same order and with the same rule
 * ids, as pl.ts. Loaded with the game's reference in that language (rules/en.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Reverser's part, in English. */
export const rules: ModuleRules = {
  title: 'Reverser module',
  sections: [
    {
      id: 'R-REVS-1',
      part: 'reverser',
      rules: ['R-REVS-1', 'R-REVS-2', 'R-REVS-OPT'],
      title: 'The Reversers and their cards',
      paragraphs: [
        'Use the Resistance Reverser, the Spy Reverser, or both, each in place of a plain card of their side. Put the six Reverse mission cards next to the board.',
        'Each team member gets three mission cards: Success, Fail and Reverse. Only a Reverser may play Reverse.',
        'The Resistance Reverser plays Success or Reverse. The Spy Reverser plays Success or Reverse too, and may never play Fail.',
        'Optional rule: the Spy Reverser stays hidden from the other spies at the reveal.',
      ],
    },
    {
      id: 'R-REVS-3',
      part: 'reverser',
      rules: ['R-REVS-3'],
      title: 'Mission result with Reverse cards',
      paragraphs: [
        'First work out the result from the Fail cards, as usual. Mission 4 with 7 or more players still needs two Fail cards.',
        'Then count the Reverse cards. Exactly one Reverse turns the result round: a fail becomes a success, and a success becomes a fail. No Reverse, or two, leave the result as it is.',
        'Example with 8 players, mission 2: the cards are Success, Success, Fail and Reverse. The Fail would fail the mission, but the one Reverse turns it round, so the mission succeeds.',
        'With the Trapper, only the counted cards matter. A card the leader set aside does not count, even a Reverse.',
      ],
    },
  ],
};
