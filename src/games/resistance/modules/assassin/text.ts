/**
 * The Assassin module's sentences (rules §4.1, R-ASN-*), in English through `msg()` (Polish in
 * xliff/pl.xlf): its cards' names, what the reveal teaches of them and its lines of the reveal
 * script (R-ASN-SCRIPT), the Assassin's choice (R-ASN-END) with what comes before it, undoing it,
 * its endings and its refusals. No DOM: the game's sentence files call them (text/module-text.ts).
 * It imports no sentence file of the game but the leaf outcome-text.ts (no import circle).
 */
import { msg, str } from '@lit/localize';
import type { Consequence } from '../../core/types.ts';
import type { AssassinationEvent } from './engine.ts';
import { winnerText } from '../../text/outcome-text.ts';
import { avalon } from '../../text/table-names.ts';
import type { ModuleSentences } from '../../ui/module-ui.ts';

/** The Assassin's choice (R-ASN-END): "The Assassin names Dee: the Commander. The spies win: …" */
function assassinationText(c: Extract<Consequence, { kind: 'assassination' }>, players: readonly string[]): string {
  const target = players[c.target]!;
  const named = avalon()
    ? c.correct
      ? msg(str`The Assassin names ${target}: Merlin.`)
      : msg(str`The Assassin names ${target}: not Merlin.`)
    : c.correct
    ? msg(str`The Assassin names ${players[c.target]!}: the Commander.`)
    : msg(str`The Assassin names ${players[c.target]!}: not the Commander.`);
  const winner = winnerText(c.winner);
  return winner === '' ? named : `${named} ${winner}`;
}

/** The Assassin's sentences. */
export const assassinSentences: ModuleSentences = {
  id: 'assassin',
  consequences: {
    assassination: (c, view) => assassinationText(c as Extract<Consequence, { kind: 'assassination' }>, view.players),
  },
  // The game ends right after the choice: nothing comes next.
  ownLead: ['assassination'],
  // R-ASN-END: the third success waits for the Assassin.
  missionWait: {
    assassination: () =>
      avalon()
        ? msg('Three missions succeeded, but before the loyal servants of Arthur win the minions of Mordred talk it over and the Assassin names Merlin.')
        : msg('Three missions succeeded, but before the resistance wins the spies talk it over and the Assassin names the Commander.'),
  },
  nextStep: {
    assassination: () =>
      avalon()
        ? msg('Next: three missions succeeded, but first the minions of Mordred talk it over and the Assassin names Merlin.')
        : msg('Next: three missions succeeded, but first the spies talk it over and the Assassin names the Commander.'),
  },
  undone: {
    assassination: (e, view) => {
      const undone = e as AssassinationEvent;
      const players = view.players;
      const target = players[undone.target]!;
      // Its own id under Avalon's names: Polish and German name Avalon's Assassin apart.
      return avalon() ? msg(str`Undone: the Assassin's choice of ${target}.`, { id: 'avalon-assassin-undone' }) : msg(str`Undone: the Assassin's choice of ${target}.`);
    },
  },
  winners: {
    'commander-assassinated': () => (avalon() ? msg('The minions of Mordred win: the Assassin found Merlin.') : msg('The spies win: the Assassin found the Commander.')),
    'assassin-missed': () =>
      avalon()
        ? msg('The loyal servants of Arthur win: three missions succeeded and the Assassin missed Merlin.')
        : msg('The resistance wins: three missions succeeded and the Assassin missed the Commander.'),
  },
  roleNames: {
    commander: () => msg('Commander'),
    assassin: () => msg('Assassin'),
    'body-guard': () => msg('Body Guard'),
    'blind-spy': () => msg('Blind Spy'),
    'deep-cover': () => msg('Deep Cover'),
    'false-commander': () => msg('False Commander'),
  },
  seenAs: {
    // Its own id: what a player learnt, a predicate in Polish (Merlinem), not the card's name.
    commander: () => (avalon() ? msg('Merlin', { id: 'avalon-seen-merlin' }) : msg('the Commander')),
    'commander-or-false-commander': () => (avalon() ? msg('Merlin or Morgana') : msg('the Commander or the False Commander')),
  },
  scriptLines: {
    'commander-thumbs-up': (line, { clauses }) => {
      const p = line.params;
      return msg(str`Spies${clauses(p)}, raise your thumbs so that the Commander can learn who you are.`);
    },
    'commander-open': () => msg('Commander, open your eyes to see who the spies are.'),
    'commander-thumbs-down': (line, { clauses }) => {
      const p = line.params;
      return msg(str`Spies${clauses({ including: p.including ?? [] })}, put your thumbs down, back to a closed fist.`);
    },
    'commander-close': () => msg('Commander, close your eyes.'),
    'bodyguard-thumbs-up': (line, { names, many }) => {
      const roles = names(line.params.roles);
      return many ? msg(str`${roles}, raise your thumbs so that the Body Guard can learn who you are.`) : msg(str`${roles}, raise your thumb so that the Body Guard can learn who you are.`);
    },
    'bodyguard-open': (line, { names }) => {
      const roles = names(line.params.roles);
      return msg(str`Body Guard, open your eyes to see who is ${roles}.`);
    },
    'bodyguard-thumbs-down': (line, { names, many }) => {
      const roles = names(line.params.roles);
      return many ? msg(str`${roles}, put your thumbs down, back to a closed fist.`) : msg(str`${roles}, put your thumb down, back to a closed fist.`);
    },
    'bodyguard-close': () => msg('Body Guard, close your eyes.'),
  },
  errors: {
    'assassination-known': () => msg('The app holds the cards: the assassination gives only the player named.'),
    'body-guard-five': () =>
      avalon() ? msg('With 5 players Percival needs Mordred or Morgana too.') : msg('With 5 players the Body Guard needs the Deep Cover or the False Commander too.'),
    'assassination-not-now': () =>
      avalon()
        ? msg('The Assassin names Merlin only after the third success, with the Assassin module.')
        : msg('The Assassin names the Commander only after the third success, with the Assassin module.'),
    'assassination-seat': (p) => msg(str`${p.seat} is not a seat: seats are 0 to ${p.last}.`),
    'assassination-result': () =>
      avalon() ? msg('Say whether the player the Assassin named is Merlin.') : msg('Say whether the player the Assassin named is the Commander.'),
    'assassination-expected': () => (avalon() ? msg('The Assassin must name Merlin first.') : msg('The Assassin must name the Commander first.')),
  },
};
