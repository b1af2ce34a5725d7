/**
 * The Trapper module's part of the rules reference in English (rules §4.2, R-TRP-1 … R-TRP-3), for
 * reading aloud: the same sections, in the same order and with the same rule ids, as pl.ts.
 * Loaded with the game's reference in that language (rules/en.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Trapper's part, in English. */
export const rules: ModuleRules = {
  title: 'Trapper module',
  sections: [
    {
      id: 'R-TRP-1',
      part: 'trapper',
      rules: ['R-TRP-1', 'R-TRP-2', 'R-TRP-3'],
      title: 'The Trapper',
      paragraphs: [
        'The leader chooses one more team member than usual. The vote works as usual.',
        'Team members play their mission cards face down. The leader picks one played card, looks at it, and puts it aside without showing it. That card does not count.',
        'The other cards are shuffled and shown as usual. Only they decide the result, including the two Fail rule on mission 4. The leader may say anything about the card set aside, true or not, but may never show it.',
        'With 8 or more players, use the extra set of mission cards and the extra team token from this expansion.',
      ],
    },
  ],
};
