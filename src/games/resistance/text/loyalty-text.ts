/**
 * The loyalty card a player saw of another (the Inquisitor's check, R-INQ-2; a plot card's look,
 * R-PLOT-5), and the names of the Hunter's loyalty cards (R-HUN-INV), said the same way wherever
 * they are shown. A leaf: it imports no other sentence file, so
 * the modules' screens use it without an import circle (private-text.ts re-exports it).
 */
import { msg, str } from '@lit/localize';
import type { HunterLoyalty } from '../engine.ts';

/**
 * What the Inquisitor sees in private (R-INQ-2), and a plot card's look (R-PLOT-5): "Dee's loyalty card: Spy, not Resistance." /
 * "…: Resistance, not Spy." — the same words in another order, so both sides sound as long.
 */
export function loyaltyCardPhrase(target: string, side: 'spies' | 'resistance'): string {
  return side === 'spies'
    ? msg(str`Loyalty card of ${target}: Spy, not Resistance.`)
    : msg(str`Loyalty card of ${target}: Resistance, not Spy.`);
}

/** A Hunter loyalty card's name (R-HUN-1): "Chief", "Not Chief", "Resistance Chief", "Spy Chief". */
export function hunterLoyaltyName(card: HunterLoyalty): string {
  switch (card) {
    case 'chief':
      return msg('Chief');
    case 'not-chief':
      return msg('Not Chief');
    case 'resistance-chief':
      return msg('Resistance Chief');
    case 'spy-chief':
      return msg('Spy Chief');
  }
}
