/**
 * The Assassin module's part of the rules reference in English (rules §4.1, R-ASN-*), for reading
 * aloud: the same sections, in the same order and with the same rule ids, as pl.ts. Loaded with
 * the game's reference in that language (rules/en.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Assassin's part, in English. */
export const rules: ModuleRules = {
  title: 'Assassin module',
  sections: [
    {
      id: 'R-ASN-1',
      part: 'assassin',
      rules: ['R-ASN-1', 'R-ASN-2'],
      title: 'The Commander and the Assassin',
      paragraphs: [
        'Replace one plain resistance card with the Commander, and one plain spy card with the Assassin.',
        'The Commander is on the resistance side and knows every spy. The Commander must help without being found out.',
        'At the reveal, the spies first learn each other. Then, with all eyes closed, the spies raise a thumb. The Commander opens their eyes and sees who the spies are. The spies do not learn who the Commander is.',
      ],
    },
    {
      id: 'R-ASN-END',
      part: 'assassin',
      rules: ['R-ASN-END'],
      title: 'Assassin: end of the game',
      paragraphs: [
        'If three missions fail, the spies win as usual.',
        'If three missions succeed, the resistance has not won yet. The spies talk it over, without showing their cards. Then the Assassin names one resistance player as the Commander.',
        'If the Assassin names the Commander, the spies win. Otherwise the resistance wins.',
      ],
    },
    {
      id: 'R-ASN-OPT',
      part: 'assassin',
      rules: ['R-ASN-OPT', 'R-ASN-SCRIPT'],
      title: 'Assassin: optional roles',
      paragraphs: [
        'Each optional role replaces a plain card of its side, in any mix. Body Guard, resistance: learns who the Commander is, but the False Commander looks the same. False Commander, spy: shown to the Body Guard with the Commander; without a Body Guard this role does nothing.',
        'Blind Spy, spy: does not learn the other spies, and they do not learn the Blind Spy, but the Commander still sees them. Deep Cover, spy: hidden from the Commander.',
        'With 5 players and a Body Guard, also use Deep Cover or the False Commander.',
        'The reveal then goes like this, with eyes closed and fists out. The spies, except the Blind Spy, open their eyes to find each other. Every spy except Deep Cover raises a thumb while the Commander looks. The Commander and the False Commander raise a thumb while the Body Guard looks. Everyone opens their eyes.',
      ],
    },
  ],
};
