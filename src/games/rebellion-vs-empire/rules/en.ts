/**
 * Rebellion vs Empire's rules reference in English (`../shared/rules/other-games.md` part A, in
 * short sentences for reading aloud). Same sections, in the same order and with the same rule ids,
 * as the Polish one (`pl.ts`).
 */
import type { RulesContent } from '../../../platform/ui/rules-types.ts';

/** The English rules reference. */
export const rules: RulesContent = {
  locale: 'en',
  title: 'Rules of Rebellion vs Empire',
  parts: { base: 'The game', variants: 'Variant' },
  sections: [
    {
      id: 'G2-SET-1',
      part: 'base',
      rules: ['G2-SET-1', 'G2-SET-2', 'G2-SET-3', 'G2-SET-4', 'G2-SET-5', 'G2-SET-6', 'G2-SET-7', 'G2-COMP-1', 'G2-COMP-2', 'G2-COMP-3'],
      title: 'Sides and setup',
      paragraphs: [
        'Two players: one is the Rebellion, the other the Empire. Five districts lie in a row in random order; the two ends are not next to each other.',
        'The Rebel deck has 24 cards: Intelligence, Coup, Riots and Supplies, each from 2 to 6, and 4 Feints. A Feint has no suit and no value and is always played hidden. The Rebellion shuffles the deck and draws 5 cards, kept secret from the Empire.',
        'The Empire has four power tokens, available side up. Revolution and 3 other mission cards are in play, face up, all game.',
      ],
    },
    {
      id: 'G2-STATE-1',
      part: 'base',
      rules: ['G2-STATE-1', 'G2-STATE-2', 'G2-STATE-3', 'G2-STATE-4', 'G2-STATE-5'],
      title: 'Hidden and revealed cards',
      paragraphs: [
        'A hidden card lies face down: only the Rebellion knows it. A revealed card lies face up and stays revealed for the rest of the game, wherever it goes.',
        'Everything else is public: which district every card lies in, how many hidden cards each stack holds, the hand and deck counts, the tokens and the missions. Destroyed cards are out of the game for good.',
      ],
    },
    {
      id: 'G2-ROUND-1',
      part: 'base',
      rules: ['G2-ROUND-1', 'G2-ROUND-AREA', 'G2-ROUND-PLAY'],
      title: 'A round: the action area and three cards',
      paragraphs: [
        'Each round has five steps. First the Rebellion chooses the action area: two districts next to each other in the row.',
        'Then the Rebellion plays three cards from its hand: two hidden, numbered hidden card 1 and hidden card 2, and one revealed. A Feint is never the revealed card.',
      ],
    },
    {
      id: 'G2-ROUND-EMPIRE',
      part: 'base',
      rules: ['G2-ROUND-EMPIRE', 'G2-TOKEN-SCOPE', 'G2-TOKEN-SAME', 'G2-TOKEN-ONCE', 'G2-TOKEN-SURV', 'G2-TOKEN-DESTROY', 'G2-TOKEN-REDIRECT', 'G2-TOKEN-BLOCK', 'G2-REFRESH'],
      title: "The Empire's power tokens",
      paragraphs: [
        'The Empire then takes exactly two actions, each with a token still available, and turns that token to its used side. The tokens act on the three cards just played.',
        'Surveillance reveals a hidden card; a Feint revealed this way is destroyed. Destroy removes a card from the game. Redirect sends a card to any district of the row. Blockade forbids assigning cards to one district of the action area this round.',
        'When all four tokens are used at the end of a round, they all turn back to available.',
      ],
    },
    {
      id: 'G2-ROUND-ASSIGN',
      part: 'base',
      rules: ['G2-ROUND-ASSIGN', 'G2-STACK'],
      title: 'Assigning the cards',
      paragraphs: [
        'The Rebellion assigns every card still in front of the marker to one of the two districts of the action area, keeping its state. Cards stay in their district until it is liberated.',
      ],
    },
    {
      id: 'G2-LIB-1',
      part: 'base',
      rules: ['G2-ROUND-END', 'G2-LIB-1', 'G2-LIB-2', 'G2-LIB-3', 'G2-LIB-4', 'G2-LIB-5', 'G2-LIB-6', 'G2-LIB-7', 'G2-LIB-8', 'G2-DRAW'],
      title: 'Liberation and the end of a round',
      paragraphs: [
        'At the end of every round, each district of the row whose stack meets a mission in play is liberated. Hidden cards count too.',
        'The Rebellion proves it by revealing hidden cards of the stack, no more than needed. The district leaves the row with its cards; its two neighbours become next to each other.',
        'Then the Rebellion draws 3 cards.',
      ],
    },
    {
      id: 'G2-MIS-REVOLUTION',
      part: 'base',
      rules: ['G2-MIS-REVOLUTION', 'G2-MIS-ESPIONAGE', 'G2-MIS-CIVIL', 'G2-MIS-INFLUENCE', 'G2-MIS-ORGANIZERS', 'G2-MIS-COUP', 'G2-MIS-PLOT', 'G2-MIS-SLEEPER', 'G2-MIS-UNKNOWN', 'G2-MIS-VIEW'],
      title: 'The missions',
      paragraphs: [
        'Revolution: the stack totals at least 21. Espionage: Intelligence at least 4 and Riots at least 4. Civil Disobedience: Coup at least 8 and no Riots card. Rising Political Influence: 3 revealed cards of one suit.',
        "Entrenched Organizers: Riots more than Supplies, and Supplies at least 3. Coup d'État: one card of each suit. Coordinated Plot: 3 cards of one value. Sleeper Cell: 4 consecutive values.",
        'The board says what each district meets by its revealed cards; the Rebellion’s own screen also counts its hidden cards. The app draws its missions from the 7 the rules describe.',
      ],
    },
    {
      id: 'G2-END-1',
      part: 'base',
      rules: ['G2-END-1', 'G2-END-2', 'G2-FINAL-1', 'G2-FINAL-2', 'G2-FINAL-3', 'G2-FINAL-4', 'G2-FINAL-5'],
      title: 'Winning, and the Final Showdown',
      paragraphs: [
        'The Rebellion wins as soon as 3 districts are liberated.',
        'When the deck runs out, the Rebellion plays its last three cards in the Final Showdown: no action area, the Empire acts as usual, and the cards left go to any districts of the row. If fewer than 3 districts are liberated after it, the Empire wins.',
      ],
    },
    {
      id: 'G2-CAPITOL-1',
      part: 'variants',
      rules: ['G2-CAPITOL-1', 'G2-CAPITOL-2', 'G2-CAPITOL-3', 'G2-CAPITOL-4'],
      title: 'The Capitol variant',
      paragraphs: [
        'The Capitol lies in the middle of the row. Liberating it wins at once, but Revolution there needs a total of at least 25.',
      ],
    },
  ],
};
