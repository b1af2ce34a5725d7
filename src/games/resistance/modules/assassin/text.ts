/**
 * The Assassin module's sentences (rules §4.1, R-ASN-*), in English through `msg()` (Polish in
 * xliff/pl.xlf): its refusals. No DOM: the game's sentence files call them (text/module-text.ts).
 */
import { msg, str } from '@lit/localize';
import type { ModuleSentences } from '../../ui/module-ui.ts';

/** The Assassin's sentences. */
export const assassinSentences: ModuleSentences = {
  id: 'assassin',
  errors: {
    'assassination-known': () => msg('The app holds the cards: the assassination gives only the player named (REC-EVENT).'),
    'body-guard-five': () => msg('With 5 players the Body Guard needs the Deep Cover or the False Commander too (R-ASN-OPT).'),
    'assassination-not-now': () => msg('The Assassin names the Commander only after the third success, with the Assassin module (R-ASN-END).'),
    'assassination-seat': (p) => msg(str`${p.seat} is not a seat: seats are 0 to ${p.last} (R-ASN-END).`),
    'assassination-result': () => msg('Say whether the player the Assassin named is the Commander (R-ASN-END).'),
    'assassination-expected': () => msg('The Assassin must name the Commander first (R-ASN-END).'),
  },
};
