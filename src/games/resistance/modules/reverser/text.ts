/**
 * The Reverser module's sentences (rules §4.6, R-REVS-1 … R-REVS-3, R-REVS-OPT), in English through
 * `msg()` (Polish in xliff/pl.xlf): the refusals of its setup and of the Reverse cards. No DOM: the
 * game's sentence files call them (text/module-text.ts).
 */
import { msg, str } from '@lit/localize';
import type { ModuleSentences } from '../../ui/module-ui.ts';

/** The Reverser's sentences. */
export const reverserSentences: ModuleSentences = {
  id: 'reverser',
  errors: {
    'reverser-none': () => msg('The Reverser module needs the Resistance Reverser, the Spy Reverser, or both (R-REVS-1).'),
    'reverses-without-module': () => msg('Reverse cards are played only with the Reverser module (R-REVS-2).'),
    'reverses-count': (p) => msg(str`Only Reversers play Reverse cards: between 0 and ${p.max} can be revealed here, not ${p.given} (R-REVS-2).`),
    'reversers-unexpected': () => msg('Reverser seats are given only with the Reverser module and the spies known (R-REVS-1).'),
    'reversers-match': () => msg('The Reverser seats must match the Reversers of the module (R-REVS-1).'),
    'reverser-seat': () => msg('The Spy Reverser must be a spy, and the Resistance Reverser must not be one (R-REVS-1).'),
    'reverser-fail': (p) => msg(str`${p.player} is the Spy Reverser and never plays Fail (R-REVS-2).`),
    'reverser-fails': (p) =>
      msg(str`The Spy Reverser never plays Fail, and this team has ${p.spies} other spies: ${p.fails} Fail cards are impossible (R-REVS-2).`),
    'reverse-not-reverser': (p) => msg(str`${p.player} is no Reverser and cannot play Reverse (R-REVS-2).`),
    'reverser-hidden-without-spy': () => msg('Only the Spy Reverser can be hidden from the other spies (R-REVS-OPT).'),
  },
};
