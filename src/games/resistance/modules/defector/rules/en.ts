/**
 * The Defector module's part of the rules reference in English (rules §4.3, R-DEF-*), for reading
 * aloud: the same sections, in the same order and with the same rule ids, as pl.ts. Loaded with
 * the game's reference in that language (rules/en.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Defector's part, in English. */
export const rules: ModuleRules = {
  title: 'Defector module',
  sections: [
    {
      id: 'R-DEF-1',
      part: 'defector',
      rules: ['R-DEF-1'],
      title: 'The Defectors',
      paragraphs: [
        'Replace one plain resistance card and one plain spy card with the two Defector cards: the Resistance Defector and the Spy Defector.',
        'Play one of two variants. In variant one, the Defectors may switch sides during the game. In variant two, they never switch but know each other.',
      ],
    },
    {
      id: 'R-DEF-V1',
      part: 'defector',
      rules: ['R-DEF-V1'],
      title: 'Defector variant one: switching sides',
      paragraphs: [
        'Shuffle five Defector loyalty cards, three No change and two Switch, and put them face down.',
        'At the reveal, the Spy Defector keeps their eyes closed while the spies look. Instead, the Spy Defector raises a thumb, so the spies learn who they are.',
        'At the start of missions 3, 4 and 5, turn over the top loyalty card. On Switch, both Defectors secretly change sides, in every way, above all in the mission cards they may play. So they may switch never, once or twice.',
        'Never show or pass your character card in this variant.',
      ],
    },
    {
      id: 'R-DEF-V2',
      part: 'defector',
      rules: ['R-DEF-V2'],
      title: 'Defector variant two: they know each other',
      paragraphs: [
        'No loyalty cards, and nobody switches sides. This variant suits larger groups.',
        'The Spy Defector learns the spies at the reveal like any spy. At the end of the reveal, both Defectors open their eyes to find each other, then close them.',
      ],
    },
  ],
};
