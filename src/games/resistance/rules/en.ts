/**
 * The rules reference in English: the base game, the two variants, the plot cards and the six
 * expansion modules, in short sentences for reading aloud. Same sections, in the same order
 * and with the same rule ids, as the Polish one (`pl.ts`).
 */
import type { RulesContent } from '../../../platform/ui/rules-types.ts';
import { withModuleRules } from './module-rules.ts';

/** The game's own parts of the English rules reference (the modules' are in their folders). */
const base: RulesContent = {
  locale: 'en',
  title: 'Rules of The Resistance',
  parts: {
    base: 'The base game',
    variants: 'Variants',
  },
  sections: [
    // ---- Base game ----
    {
      id: 'R-SET-1',
      part: 'base',
      rules: ['R-SET-1', 'R-SET-2'],
      title: 'Players and sides',
      paragraphs: [
        'The game is for 5 to 10 players. Everyone keeps the same seat all game, and play goes clockwise.',
        'Each player is secretly on one of two sides: the resistance or the spies. The resistance wants missions to succeed. The spies want them to fail.',
        'How many of each, by number of players. 5 players: 3 resistance, 2 spies. 6 players: 4 resistance, 2 spies. 7 players: 4 resistance, 3 spies. 8 players: 5 resistance, 3 spies. 9 players: 6 resistance, 3 spies. 10 players: 6 resistance, 4 spies.',
      ],
    },
    {
      id: 'R-SET-3',
      part: 'base',
      rules: ['R-SET-3', 'R-SET-4'],
      title: 'The deal and the first leader',
      paragraphs: [
        'Shuffle the right number of character cards and deal one face down to each player. Look at your own card in private. Never show it to anyone.',
        'The app can deal instead: the phone goes round the table, and each player sees their own role alone.',
        'Pick the first leader at random, in any way you like. The leader token then moves clockwise, one player at a time.',
      ],
    },
    {
      id: 'R-REV-1',
      part: 'base',
      rules: ['R-REV-1'],
      title: 'Spies find each other: eyes closed',
      paragraphs: [
        'Before the first round, the spies learn who the other spies are. The resistance learns nothing.',
        'In the usual way, the leader reads four steps aloud. Everyone closes their eyes. The spies open their eyes and look around to find each other. The spies close their eyes again. Then everyone opens their eyes.',
      ],
    },
    {
      id: 'R-REV-2',
      part: 'base',
      rules: ['R-REV-2'],
      title: 'Spies find each other: passing the cards',
      paragraphs: [
        'The accessible edition has tactile character cards. Every card has a raised box. A spy card has an X inside the box.',
        'Starting with the leader, each player in turn passes their character card round the table, one card at a time. Passing them under the table, with nobody watching, is best.',
        'Spies may feel each card as it passes, to learn who the other spies are. Resistance players pass the cards on without feeling them.',
        'Take the same time and make the same sounds whatever your role, so nobody learns anything from how you pass.',
      ],
    },
    {
      id: 'R-ROUND-1',
      part: 'base',
      rules: ['R-ROUND-1'],
      title: 'Rounds',
      paragraphs: [
        'The game has at most 5 rounds, one for each mission.',
        'Each round has two steps. First the team is built: the leader proposes a team and everyone votes, again and again until a team is approved. Then that team goes on the mission.',
      ],
    },
    {
      id: 'R-TEAM-1',
      part: 'base',
      rules: ['R-TEAM-1', 'R-TEAM-2'],
      title: 'Choosing a team',
      paragraphs: [
        'The leader proposes a team of exactly the right size, giving a team token to each chosen player. Each player can hold only one token. The leader may choose themself, but does not have to.',
        'The size depends on the mission and the number of players. Here are the sizes for missions 1 to 5, in order.',
        '5 players: 2, 3, 2, 3, 3. 6 players: 2, 3, 4, 3, 4. 7 players: 2, 3, 3, 4, 4. 8 players: 3, 4, 4, 5, 5. 9 players: 3, 4, 4, 5, 5. 10 players: 3, 4, 4, 5, 5.',
        'The app always tells you the size of the next team.',
      ],
    },
    {
      id: 'R-VOTE-1',
      part: 'base',
      rules: ['R-VOTE-1', 'R-VOTE-2'],
      title: 'The vote',
      paragraphs: [
        'Everyone votes on the proposed team, the leader too. Each player secretly chooses Approve or Reject. Then all votes are shown at the same moment.',
        'Votes are public once shown: everyone may know who voted how. The app keeps this history for you.',
        'The team is approved only if more than half of the votes are Approve. A tie counts as a rejection.',
      ],
    },
    {
      id: 'R-VOTE-3',
      part: 'base',
      rules: ['R-VOTE-3', 'R-VOTE-4', 'R-VOTE-5'],
      title: 'Rejected teams and the vote track',
      paragraphs: [
        'When a team is rejected, the vote track goes up by one. The leader token passes clockwise, and the new leader proposes a team.',
        'If five teams in a row are rejected in the same round, the spies win at once.',
        'When a team is approved, the vote track goes back to zero.',
        'The app counts the vote track for you.',
      ],
    },
    {
      id: 'R-MIS-1',
      part: 'base',
      rules: ['R-MIS-1', 'R-MIS-2'],
      title: 'Mission cards',
      paragraphs: [
        'Each team member secretly plays one mission card: Success or Fail.',
        'Resistance players must play Success. Spies may play Success or Fail.',
        'The played cards are gathered and shuffled before they are shown, so nobody knows who played which card.',
      ],
    },
    {
      id: 'R-MIS-3',
      part: 'base',
      rules: ['R-MIS-3'],
      title: 'Mission result',
      paragraphs: [
        'If even one Fail card is shown, the mission fails. If all cards are Success, the mission succeeds.',
        'There is one exception, for mission 4 with 7 or more players: see the next section.',
      ],
    },
    {
      id: 'R-MIS-4',
      part: 'base',
      rules: ['R-MIS-4'],
      title: 'Mission 4 with 7 or more players',
      paragraphs: [
        'With 7 or more players, mission 4 fails only if at least two Fail cards are shown. A single Fail card is not enough.',
        'This is true for mission 4 only. All other missions fail on one Fail card.',
        'With the Targeting variant, this rule still belongs to mission 4 on the board, whenever the team goes on it.',
      ],
    },
    {
      id: 'R-MIS-5',
      part: 'base',
      rules: ['R-MIS-5'],
      title: 'After a mission',
      paragraphs: [
        'Mark the result on the board: blue for a success, red for a fail. Move the round marker to the next mission. Pass the leader token clockwise.',
        'The app keeps the board for you, with every result.',
      ],
    },
    {
      id: 'R-END-1',
      part: 'base',
      rules: ['R-END-1'],
      title: 'End of the game',
      paragraphs: [
        'The game ends at once when three missions have succeeded: the resistance wins.',
        'It also ends at once when three missions have failed, or when five teams in a row are rejected. Then the spies win.',
        'Some modules add one last step before the winner is known: the Assassin names the Commander, or a Hunter makes an accusation.',
      ],
    },
    // ---- Variants ----
    {
      id: 'R-VAR-TGT',
      part: 'variants',
      rules: ['R-VAR-TGT'],
      title: 'Targeting: missions in any order',
      paragraphs: [
        'The missions need not be played in order. When proposing a team, the leader also names a mission that has not been played yet. The team size comes from that mission.',
        'Everyone votes on the mission and the team together. Each mission is played only once.',
        'Mission 5 may be chosen only after two other missions. The editions differ here. The English edition says two missions must have succeeded. The Polish edition says two missions must have been played, whatever their result. The app lets you pick either; the English reading is the default.',
        'Mission 4 still needs two Fail cards with 7 or more players.',
      ],
    },
    {
      id: 'R-VAR-BLIND',
      part: 'variants',
      rules: ['R-VAR-BLIND'],
      title: 'Blind spies',
      paragraphs: [
        'Skip the spy reveal. The spies do not know each other, and must find each other during play.',
      ],
    },
  ],
};

/** The English rules reference: the game's parts, then each module's (from its folder). */
export const rules: RulesContent = await withModuleRules(base);
