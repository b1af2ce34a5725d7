/**
 * The Trapper module's sentences (rules §4.2, R-TRP-1 … R-TRP-3), in English through `msg()`
 * (Polish in xliff/pl.xlf): the card a mission sets aside, what the mission's recorder says of it,
 * the refusals of the set-aside step. No DOM: the game's sentence files and screens call them
 * (text/module-text.ts).
 */
import { msg, str } from '@lit/localize';
import type { ModuleSentences } from '../../ui/module-ui.ts';

/** The Trapper's sentences. */
export const trapperSentences: ModuleSentences = {
  id: 'trapper',
  // Its names in the board's modules line (text/text.ts `modulesText`); none when off.
  names: (modules) => (modules.trapper ? [msg('Trapper')] : []),
  // R-TRP-2: the leader sets one played card aside unrevealed; only the others are counted.
  setAside: (view) => (view.modules?.trapper ? 1 : 0),
  progressCount: {
    // R-TRP-2: every card is played; the leader picks one of the face-down cards on their phone.
    'set-aside': ({ of }, view) => {
      const leader = view.players[view.leader]!;
      return msg(str`Every card is played: the leader, ${leader}, sets one of the ${of} face-down cards aside on their phone.`);
    },
  },
  missionNote: (view) =>
    view.modules?.trapper ? msg('Trapper: the leader looks at one played card and sets it aside unrevealed; count only the revealed cards.') : '',
  errors: {
    'set-aside-missing': () => msg('With the Trapper the leader sets one played card aside first.'),
    'set-aside-without-trapper': () => msg('Only the Trapper module sets a card aside.'),
    'set-aside-seat': () => msg('The card set aside must be one the team played.'),
    'set-aside-face-up': () => msg('A card played face up is already revealed: the leader sets aside one of the face-down cards.'),
    'set-aside-early': () => msg('Every team member plays a card before the leader sets one aside.'),
    'set-aside-index': (p) => msg(str`Pick one of the face-down cards, 1 to ${Number(p.last) + 1}.`),
    // Codes the core raises for other rules too: the Trapper's sentence when the rule is its own.
    'cards-counted R-TRP-2': (p) =>
      msg(str`The Trapper sets one card aside, so only ${p.counted} cards are revealed: too many Fail and Reverse cards.`),
    'not-leader R-TRP-2': () => msg('Only the leader sets a card aside.'),
  },
};
