/**
 * The Defector module's sentences (rules §4.3, R-DEF-*), in English through `msg()` (Polish in
 * xliff/pl.xlf): its cards' names, what the reveal teaches of them and its lines of the reveal
 * script (R-DEF-V2), the loyalty cards (R-DEF-V1) and undoing one, and its refusals. No DOM: the
 * game's sentence files call them (text/module-text.ts).
 */
import { msg, str } from '@lit/localize';
import type { Consequence } from '../../core/types.ts';
import type { ModuleSentences } from '../../ui/module-ui.ts';
import type { LoyaltyDrawEvent } from './engine.ts';
import { avalon } from '../../text/table-names.ts';

/** The Defector's sentences. */
export const defectorSentences: ModuleSentences = {
  id: 'defector',
  consequences: {
    // What a module's phase then asks is added by the caller (text.ts `consequenceText`).
    loyalty: (consequence) => {
      const c = consequence as Extract<Consequence, { kind: 'loyalty' }>;
      if (c.card !== 'switch') return msg(str`Loyalty card of round ${c.round}: no change.`);
      // Under Avalon's names the Defectors are the two Lancelots (docs/avalon.md).
      return avalon()
        ? msg(str`Loyalty card of round ${c.round}: switch. The two Lancelots change sides, in secret.`)
        : msg(str`Loyalty card of round ${c.round}: switch. The two Defectors change sides, in secret.`);
    },
  },
  nextStep: {
    loyalty: (view) =>
      avalon()
        ? msg(str`Next: reveal the loyalty card of round ${view.round}; on "switch" the two Lancelots change sides in secret.`)
        : msg(str`Next: reveal the loyalty card of round ${view.round}; on "switch" the two Defectors change sides in secret.`),
  },
  undone: {
    'loyalty-draw': (e) => {
      const undone = e as LoyaltyDrawEvent;
      return msg(str`Undone: the loyalty card of round ${undone.round}.`);
    },
  },
  roleNames: {
    'resistance-defector': () => msg('Resistance Defector'),
    'spy-defector': () => msg('Spy Defector'),
  },
  seenAs: {
    'spy-defector': () => (avalon() ? msg('Evil Lancelot', { id: 'avalon-seen-evil-lancelot' }) : msg('the Spy Defector')),
    'resistance-defector': () => (avalon() ? msg('Good Lancelot', { id: 'avalon-seen-good-lancelot' }) : msg('the Resistance Defector')),
  },
  scriptLines: {
    'defectors-open': () => (avalon() ? msg('Lancelots, open your eyes to find your counterpart.') : msg('Defectors, open your eyes to find your counterpart.')),
    'defectors-close': () => (avalon() ? msg('Lancelots, close your eyes.') : msg('Defectors, close your eyes.')),
  },
  errors: {
    'defector-variant': (p) => msg(str`The Defector variant must be "I" or "II", not "${p.value}".`),
    'loyalty-deck': () => msg('The loyalty deck has 5 cards: 3 "no change" and 2 "switch".'),
    'loyalty-order': () => msg('Loyalty cards are drawn once at the start of rounds 3, 4 and 5, in that order.'),
    'loyalty-not-now': () => msg('A loyalty card is revealed only at the start of rounds 3, 4 and 5, with Defector variant I.'),
    'loyalty-round': (p) => msg(str`This loyalty card belongs to the start of round ${p.round}.`),
    'loyalty-card': (p) => msg(str`A loyalty card is "no change" or "switch", not "${p.card}".`),
    'loyalty-switches': () => msg('The loyalty deck has only two "switch" cards.'),
    'loyalty-expected': () => msg('The loyalty card of this round must be revealed first.'),
    'table-only': () => msg('The table reveals the loyalty card.'),
    'loyalty-drawn-by-app': () => msg('The app holds the loyalty cards: it draws them.'),
  },
};
