/**
 * The Inquisitor module's part of the rules reference in English (rules §4.5, R-INQ-1 … R-INQ-3,
 * R-MOD-REVEAL), for reading aloud: the same sections, in the same order and with the same rule
 * ids, as pl.ts. Loaded with the game's reference in that language (rules/en.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Inquisitor's part, in English. */
export const rules: ModuleRules = {
  title: 'Inquisitor module',
  sections: [
    {
      id: 'R-INQ-1',
      part: 'inquisitor',
      rules: ['R-INQ-1', 'R-INQ-2', 'R-INQ-3'],
      title: 'The Inquisitor',
      paragraphs: [
        'At the start, the player on the right of the first leader gets the Inquisitor token. This module works best with 7 or more players.',
        'Right after missions 2, 3 and 4, the token holder chooses a player to check. That player hands over, in secret, the loyalty card of their side: Spy or Resistance. In the accessible edition, they hand over their character card instead.',
        'The Inquisitor may say anything about what they saw, but may never show the card. Then the checked player takes the token.',
        'So there are three checks in a game. A player who has held the token can never be checked. Everyone always knows who holds the token.',
      ],
    },
    {
      id: 'R-MOD-REVEAL',
      part: 'inquisitor',
      rules: ['R-MOD-REVEAL'],
      title: 'Loyalty cards instead of character cards',
      paragraphs: [
        'The Assassin, Defector, Hunter and Reverser modules use special character cards. If you play one of them with a rule that shows a side, such as a plot card or an Inquisitor check, never show or pass your character card.',
        'Pass the Inquisitor loyalty card of your current side instead: Spy or Resistance. With the Defector, your current side may have changed during the game.',
      ],
    },
  ],
};
