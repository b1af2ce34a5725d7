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
import type { ModuleSentences } from '../../ui/module-ui.ts';

/** The Assassin's choice (R-ASN-END): "The Assassin names Dee: the Commander. The spies win: …" */
function assassinationText(c: Extract<Consequence, { kind: 'assassination' }>, players: readonly string[]): string {
  const named = c.correct
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
    assassination: () => msg('Three missions succeeded, but before the resistance wins the spies talk it over and the Assassin names the Commander.'),
  },
  nextStep: {
    assassination: () => msg('Next: three missions succeeded, but first the spies talk it over and the Assassin names the Commander.'),
  },
  undone: {
    assassination: (e, view) => {
      const undone = e as AssassinationEvent;
      const players = view.players;
      return msg(str`Undone: the Assassin's choice of ${players[undone.target]!}.`);
    },
  },
  winners: {
    'commander-assassinated': () => msg('The spies win: the Assassin found the Commander.'),
    'assassin-missed': () => msg('The resistance wins: three missions succeeded and the Assassin missed the Commander.'),
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
    commander: () => msg('the Commander'),
    'commander-or-false-commander': () => msg('the Commander or the False Commander'),
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
    'assassination-known': () => msg('The app holds the cards: the assassination gives only the player named (REC-EVENT).'),
    'body-guard-five': () => msg('With 5 players the Body Guard needs the Deep Cover or the False Commander too (R-ASN-OPT).'),
    'assassination-not-now': () => msg('The Assassin names the Commander only after the third success, with the Assassin module (R-ASN-END).'),
    'assassination-seat': (p) => msg(str`${p.seat} is not a seat: seats are 0 to ${p.last} (R-ASN-END).`),
    'assassination-result': () => msg('Say whether the player the Assassin named is the Commander (R-ASN-END).'),
    'assassination-expected': () => msg('The Assassin must name the Commander first (R-ASN-END).'),
  },
};
