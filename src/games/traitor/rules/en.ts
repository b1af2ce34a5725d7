/**
 * The hidden-traitor expansion's rules reference in English (`../shared/rules/other-games.md`
 * part B, in short sentences for reading aloud). Same sections, in the same order and with the
 * same rule ids, as the Polish one (`pl.ts`).
 */
import type { RulesContent } from '../../../platform/ui/rules-types.ts';

/** The English rules reference. */
export const rules: RulesContent = {
  locale: 'en',
  title: 'Rules of the hidden-traitor expansion',
  parts: { base: 'The expansion', two: 'Two players', cards: 'Cards' },
  sections: [
    {
      id: 'G3-SET-1',
      part: 'base',
      rules: ['G3-SET-1', 'G3-COMP-1', 'G3-SET-2', 'G3-SET-3', 'G3-SET-4', 'G3-SET-9', 'G3-SET-10'],
      title: 'Players and setup',
      paragraphs: [
        'The expansion is played by 2 to 5 players with the base game. The base game runs at the table with its own cards: buying, Power, attacks and the line-up. The app tracks what the expansion adds.',
        "The box holds 6 Super Heroes, 6 Challenges, 11 main-deck cards, 5 Plots, 5 loyalty cards (4 Loyal, 1 Traitor) and 4 Foul Machinations. The base game's Super-Villains and large Super Heroes go back to the box; the 11 cards are shuffled into the main deck.",
        'Each player draws or chooses one Super Hero of this expansion and takes the standard starting deck: 7 Punches and 3 Vulnerabilities. Unused Plots, Foul Machinations and Challenges go back to the box unseen.',
      ],
    },
    {
      id: 'G3-SET-5',
      part: 'base',
      rules: ['G3-SET-5', 'G3-SET-6'],
      title: 'The secret deal',
      paragraphs: [
        'The loyalty deck has one card per player, exactly one of them the Traitor. It is shuffled and each player is dealt one, looks at it alone and keeps it secret.',
        'The Plots are shuffled and each player is dealt one, Traitor or not, and keeps it secret. In this app the deal is made by the app, and each player looks at their cards in a private turn.',
      ],
    },
    {
      id: 'G3-SET-7',
      part: 'base',
      rules: ['G3-SET-7', 'G3-SET-8'],
      title: 'The Foul Machination and the Challenges',
      paragraphs: [
        'One Foul Machination is drawn and placed face up: it is public.',
        'One Challenge of each level is drawn at random and stacked face down, level 1 on top and level 3 at the bottom. The top one is turned face up and read aloud.',
      ],
    },
    {
      id: 'G3-GOAL-1',
      part: 'base',
      rules: ['G3-GOAL-1', 'G3-GOAL-2', 'G3-PLAY-NAMES'],
      title: 'Goals',
      paragraphs: [
        'The loyal players want to defeat every Challenge before the main deck runs out. The Traitor wants the main deck to run out first.',
        'Finding the Traitor is not the goal: there is no accusation and no vote. Until the loyalty cards are turned over, nobody counts as loyal or as the Traitor.',
      ],
    },
    {
      id: 'G3-PLAY-LINEUP',
      part: 'base',
      rules: ['G3-PLAY-LINEUP', 'G3-PLAY-ATTACK'],
      title: 'Changed rules of the base game',
      paragraphs: [
        'At the end of their turn, a player who neither bought nor gained a card from the line-up adds the top card of the main deck to the line-up. The line-up may hold more than 5 cards.',
        'Once the Traitor is revealed, attacks played by loyal players do not affect loyal players, even if their player wants them to.',
      ],
    },
    {
      id: 'G3-CH-1',
      part: 'base',
      rules: ['G3-CH-1', 'G3-CH-2', 'G3-CH-3'],
      title: 'The current Challenge',
      paragraphs: [
        'Only the current Challenge is face up. When it is defeated, the next one is turned face up at the end of that turn.',
        'Its upper part is a persistent effect on every player. Its lower part says what defeats it: first the required cards are contributed, then one player pays the Power on their turn.',
      ],
    },
    {
      id: 'G3-CH-ADD-1',
      part: 'base',
      rules: ['G3-CH-ADD-1', 'G3-CH-ADD-2', 'G3-CH-ADD-3', 'G3-CH-ADD-4', 'G3-CH-ADD-5', 'G3-CH-ADD-6'],
      title: 'Contributing cards',
      paragraphs: [
        'On their own turn a player may contribute cards from hand to the Challenge. Only cards that meet one of its requirements may be contributed. Contributing is not playing a card.',
        'More cards than needed may be contributed, each still meeting a requirement. A card meets one requirement only; the app counts, for each requirement, how many cards fill it.',
        'The Traitor may contribute like anyone, to get rid of a card or to mislead.',
      ],
    },
    {
      id: 'G3-CH-DEFEAT-1',
      part: 'base',
      rules: ['G3-CH-DEFEAT-1', 'G3-CH-DEFEAT-2'],
      title: 'Defeating a Challenge',
      paragraphs: [
        'Once every required card is in, a player may pay the Power on their turn to defeat the Challenge.',
        'A defeated Challenge leaves the game, every card contributed to it is destroyed, and its effect ends.',
      ],
    },
    {
      id: 'G3-FM-3',
      part: 'base',
      rules: ['G3-FM-3', 'G3-FM-1', 'G3-FM-2'],
      title: 'The Foul Machination',
      paragraphs: [
        'One Foul Machination is used per game; its text is public. Its first line applies only with 2 or 3 players.',
        'The Traitor completes it by playing all its cards in one turn, one card per line. Cards contributed to a Challenge do not count. In this app every player has a private menu on their turn, the same for all, where the Traitor declares it.',
      ],
    },
    {
      id: 'G3-REVEAL-1',
      part: 'base',
      rules: ['G3-REVEAL-1', 'G3-REVEAL-2', 'G3-REVEAL-3'],
      title: 'The reveal',
      paragraphs: [
        'On completing the Foul Machination, the Traitor turns over their loyalty card and adds their Plot to the current Challenge.',
        'Everyone else turns over their loyalty card and is loyal from then on. Attacks between loyal players stop, loyal players may help each other, and the Plot must be defeated too.',
      ],
    },
    {
      id: 'G3-PLOT-4',
      part: 'base',
      rules: ['G3-PLOT-4', 'G3-PLOT-1', 'G3-PLOT-2', 'G3-PLOT-3', 'G3-PLOT-5', 'G3-PLOT-6'],
      title: 'The Plot',
      paragraphs: [
        "Every player has a secret Plot, but only the Traitor's comes into play, through the Foul Machination. Its first line helps only the Traitor, to run the main deck out faster.",
        'In play, the Plot is a Challenge: a loyal player defeats it by paying its Power on their turn. Its effects then end. The Traitor stays in the game, and the other Challenges must still be defeated.',
      ],
    },
    {
      id: 'G3-HELP-1',
      part: 'base',
      rules: ['G3-HELP-1', 'G3-HELP-2', 'G3-HELP-3', 'G3-HELP-4'],
      title: 'Helping each other',
      paragraphs: [
        'Once the Plot is in play and the roles are revealed, a loyal player may ask for help on their turn. Each other loyal player in turn may add one random card from their hand to the cards played.',
        'The help may be used for anything: the Plot, a Challenge or buying. At the end of that turn each card lent goes to its owner\u2019s discard pile; the helper does not draw a new one.',
      ],
    },
    {
      id: 'G3-END-1',
      part: 'base',
      rules: ['G3-END-1', 'G3-END-2', 'G3-END-3'],
      title: 'End of the game',
      paragraphs: [
        'The loyal players win when every Challenge is defeated: the three levels, and the Plot if it came into play.',
        'The Traitor wins when the main deck runs out first. At the end every loyalty card not yet turned over is revealed.',
      ],
    },
    {
      id: 'G3-2P-1',
      part: 'two',
      rules: ['G3-2P-1', 'G3-2P-2', 'G3-2P-3', 'G3-2P-7'],
      title: 'Two players: maybe no Traitor',
      paragraphs: [
        "With two players, three loyalty cards are shuffled, one of them the Traitor, and each player is dealt one. The third stays face down, unseen, so there may be no Traitor at all. The Foul Machination's first line applies.",
        'When the level 3 Challenge is turned face up before the Foul Machination was completed, both players turn over their loyalty cards. With a Traitor, play goes on and the Traitor may still complete the Foul Machination.',
      ],
    },
    {
      id: 'G3-2P-4',
      part: 'two',
      rules: ['G3-2P-4', 'G3-2P-5', 'G3-2P-6'],
      title: 'Two loyal players: the Super-Villains',
      paragraphs: [
        'If both are loyal, they add the 8 Super-Villains of cost 10 or more from the base game, shuffled face down; the top one is turned face up and its First Appearance attack resolved.',
        'To win they must defeat the Super-Villains and the level 3 Challenge before the main deck runs out. A defeated Super-Villain goes to the discard pile of the player who defeated it.',
      ],
    },
    {
      id: 'G3-CARD-KEENE',
      part: 'cards',
      rules: ['G3-CARD-KEENE', 'G3-CARD-NIXON', 'G3-CARD-ALIEN', 'G3-CARD-DOOMSDAY', 'G3-CARD-CANCER', 'G3-CARD-RIOTS', 'G3-CARD-PUPPETS', 'G3-CARD-TECH'],
      title: 'Challenges, the Foul Machination and the Plot named in the rulebook',
      paragraphs: [
        'Keene Act, level 1: Super Heroes cannot use their abilities; contribute 3 Heroes, 2 Equipment, 4 Super Powers and 2 Villains. Nixon, level 2: at the end of your turn, if you played no card with an attack, add the top card of the main deck to the line-up; contribute 3 Equipment, 3 Villains, 2 Heroes of cost 5 or less and 1 card of cost 7 or more.',
        'Doomsday Clock: cards collect under it; at 12 cards every loyalty card is turned over, and with two loyal players those 12 cards are destroyed. Riots asks for two cards with an attack or a defense. Weaknesses may be contributed to Cancerphobia. Alien Invasion refers to cards of this expansion.',
        'Heroes Are Your Puppets, a Foul Machination: a Hero of cost 3 (2 or 3 players only), a Hero of cost 3 or less, a Villain of cost 4 or more, a Super Power of cost 5 or more and a Hero of cost 5 or more. Technological Breakthrough, a Plot: each Equipment the Traitor plays destroys the top card of the main deck.',
      ],
    },
    {
      id: 'G3-CARD-DISINTEGRATION',
      part: 'cards',
      rules: ['G3-CARD-DISINTEGRATION', 'G3-CARD-MULTIPLICATION', 'G3-CARD-RECONSTRUCTION', 'G3-CARD-SALLY'],
      title: 'Other cards of the expansion',
      paragraphs: [
        'Disintegration: a destroyed loyal player is out of the game, with all their cards destroyed; a loyal player can be targeted only once the loyalty cards are revealed. A destroyed Challenge is defeated.',
        "Multiplication keeps the chosen card's first effects and Power. A loyal player who does not want to play a harmful card, such as Reconstruction, may keep it and discard it at the end of the turn. Sally Juspeczyk stops drawing at a card of value 5 or 6.",
      ],
    },
    {
      id: 'G3-CARD-UNKNOWN',
      part: 'cards',
      rules: ['G3-CARD-UNKNOWN'],
      title: 'Cards the rulebook does not give',
      paragraphs: [
        'The rulebook does not give every card: the Power costs of the Challenges, most Plots and Foul Machinations, and the levels and requirements of some Challenges. The table enters them from the physical card once, and the app keeps them for later games. The app never invents card text.',
      ],
    },
  ],
};
