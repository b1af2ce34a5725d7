/**
 * The plot cards' part of the rules reference in English (rules §3, R-PLOT-1 … R-PLOT-5), for reading
 * aloud: the same sections, in the same order and with the same rule ids, as pl.ts. Loaded with
 * the game's reference in that language (rules/en.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The plot cards' part, in English. */
export const rules: ModuleRules = {
  title: 'Plot cards (The Plot Thickens)',
  sections: [
    {
      id: 'R-PLOT-1',
      part: 'plot',
      rules: ['R-PLOT-1', 'R-PLOT-5'],
      title: 'Plot cards: the deck',
      paragraphs: [
        'The Plot Thickens adds 15 plot cards. With 5 or 6 players, use only the 7 cards marked for that size. With 7 or more players, use all 15.',
        'A plot card in play always lies face up, so everyone knows who holds which card.',
        'You may talk about what a plot card let you learn, truthfully or not. You may never show the card you looked at.',
      ],
    },
    {
      id: 'R-PLOT-2',
      part: 'plot',
      rules: ['R-PLOT-2', 'R-PLOT-3'],
      title: 'Handing out plot cards, and cards used at once',
      paragraphs: [
        'At the start of each round, the leader draws plot cards: 1 with 5 or 6 players, 2 with 7 or 8, and 3 with 9 or 10. The leader looks at them and hands each one face up to another player. The leader never keeps one, except Establish Confidence.',
        'There are three kinds of card. An immediate card, with the leader symbol, is used as soon as it is handed over, then discarded. A one-use card stays in front of its holder until it is used once, then it is discarded. A permanent card, with the square, works for the rest of the game.',
        'Immediate cards. Overheard Conversation: you look at the character card of one of your two neighbours. Open Up: you show your character card to one player you choose, who may be the leader. Establish Confidence: the leader shows their own character card to another player.',
        'Permanent card. Opinion Maker: you must choose and show your vote before the others choose theirs. If two players hold it, they show their votes together.',
      ],
    },
    {
      id: 'R-PLOT-4',
      part: 'plot',
      rules: ['R-PLOT-4'],
      title: 'One-use plot cards, and who goes first',
      paragraphs: [
        'No Confidence: after a team is approved, you may turn the approval into a rejection. The vote track goes up, the leader token passes clockwise, and a new team is proposed.',
        'Keeping a Close Eye on You: after the mission cards are played, you look at one of them. You need not say so earlier. If several players hold this card, each looks at a different mission card. In the Spotlight: before the team chooses mission cards, you name one team member, who must play their card face up.',
        'Strong Leader: you become the leader. Say so before the current leader does anything, such as drawing plot cards or choosing a team. Once a Strong Leader is used, the next one can be used only after the next vote. Take Responsibility: you must take a plot card from in front of another player.',
        'When several cards could be used at the same moment, each player gets one chance, starting with the leader and going clockwise. A chance you do not take is lost.',
      ],
    },
  ],
};
