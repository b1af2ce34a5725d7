/**
 * The Hunter module's part of the rules reference in English (rules §4.4, R-HUN-*), for reading
 * aloud: the same sections, in the same order and with the same rule ids, as pl.ts. Loaded with
 * the game's reference in that language (rules/en.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Hunter's part, in English. */
export const rules: ModuleRules = {
  title: 'Hunter module',
  sections: [
    {
      id: 'R-HUN-2',
      part: 'hunter',
      rules: ['R-HUN-1', 'R-HUN-2', 'R-HUN-REV', 'R-HUN-OPT'],
      title: 'Hunter: roles and reveal',
      paragraphs: [
        'Each side must also find a hidden chief of the other side. Every game has a Resistance Chief, a Resistance Hunter, a Spy Chief and a Spy Hunter. With 8 or more players there are 2 Resistance Chiefs, and with 10 players 2 Spy Chiefs too. The other cards are plain, so each side keeps its usual size.',
        'You also need the investigator token and the Hunter loyalty cards. With 5 or 6 players these are Chief and Not Chief. With 7 or more they are Spy Chief, Resistance Chief and Not Chief, and you add the Chief Fail mission cards.',
        'At the reveal, everyone closes their eyes and holds out a fist. The Spy Chiefs raise a thumb, and all spies open their eyes to learn each other and their chiefs. Then eyes close and thumbs go down. With 8 or more players, the Resistance Chiefs then open their eyes to find each other, and close them again.',
        'Optional roles. Dummy Agent, resistance: may show a Chief card when investigated, and accusing them is always wrong. Coordinator, resistance: the Resistance Chiefs learn who it is at the reveal; shows Not Chief; if the Spy Hunter accuses the Coordinator, the spies win. Deep Agent, spy: does not learn the spies, but they learn the Deep Agent. Pretender, resistance: raises a thumb with the Deep Agent, so the spies cannot tell which is which.',
      ],
    },
    {
      id: 'R-HUN-INV',
      part: 'hunter',
      rules: ['R-HUN-TEAM', 'R-HUN-MIS', 'R-HUN-INV'],
      title: 'Hunter: missions and investigations',
      paragraphs: [
        'When proposing a team, before the vote, the leader gives the investigator token to a player who is not on the team, never to themself. If the team is approved and the mission fails, that player investigates. Skip this on mission 5.',
        'With 7 or more players, each team member gets Success, Fail and Chief Fail. A Spy Chief plays Success or Chief Fail. A Resistance Chief plays Success. Plain spies play Success or Fail. Any Fail or Chief Fail fails the mission; mission 4 needs two of them in all. With 5 or 6 players there is no Chief Fail, and chiefs play the plain cards.',
        'After every mission comes an investigation. After a success the leader investigates; after a fail, the holder of the investigator token does. The investigated player passes the loyalty card for their role: a chief passes their Chief card, everyone else Not Chief. The investigator may say anything about it, but may never show it.',
        'After the third success or the third fail, the accusation comes first. The investigation follows only if the accusation was wrong. Who investigates still depends on how the mission ended.',
      ],
    },
    {
      id: 'R-HUN-ACC',
      part: 'hunter',
      rules: ['R-HUN-ACC', 'R-HUN-EARLY', 'R-HUN-BRAND'],
      title: 'Hunter: accusations',
      paragraphs: [
        'Right after the third success, the Resistance Hunter reveals themself and names one player as the Spy Chief. The accused answers truthfully. If right, the resistance wins. If wrong, that success becomes a fail, the investigation takes place, play goes on, and everyone knows the Resistance Hunter.',
        'Right after the third fail, the Spy Hunter does the same, naming the Resistance Chief. If right, the spies win. If wrong, that fail becomes a success and play goes on. After mission 5, a wrong accusation lets the other side accuse, and the sides take turns until one is right.',
        'Early accusation, once per game. When the Spy Chief has made a mission fail, the Spy Hunter may reveal themself and name the Resistance Chief, before the investigation. With 7 or more players, this needs a Chief Fail card among the counted fails. If right, the spies win. If wrong, the mission becomes a success, everyone knows the Spy Hunter, and the investigation still follows. If that makes the third success, the Resistance Hunter accuses as usual, and a wrong guess turns it back into a fail.',
        'Branding, optional, with the Deep Agent and the Pretender. Once per game, while a team is proposed and before the vote, the Deep Agent may reveal themself and name a player as the Pretender. If right, the two swap character cards, and so sides. If wrong, play goes on and everyone knows the Deep Agent.',
      ],
    },
  ],
};
