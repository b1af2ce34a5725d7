/**
 * The loyalty card a player saw of another (the Inquisitor's check, R-INQ-2; a plot card's look,
 * R-PLOT-5), said the same way wherever it is shown. A leaf: it imports no other sentence file, so
 * the modules' screens use it without an import circle (private-text.ts re-exports it). The
 * Hunter's loyalty cards are named by its sentences (role-text.ts `loyaltyCardName`).
 */
import { msg, str } from '@lit/localize';
import { avalon } from './table-names.ts';

/**
 * What the Inquisitor sees in private (R-INQ-2), and a plot card's look (R-PLOT-5): "Dee's loyalty card: Spy, not Resistance." /
 * "…: Resistance, not Spy." — the same words in another order, so both sides sound as long.
 */
export function loyaltyCardPhrase(target: string, side: 'spies' | 'resistance'): string {
  if (avalon()) {
    // Under Avalon's names, the same words in another order too.
    return side === 'spies'
      ? msg(str`Loyalty card of ${target}: Minion of Mordred, not Loyal servant of Arthur.`)
      : msg(str`Loyalty card of ${target}: Loyal servant of Arthur, not Minion of Mordred.`);
  }
  return side === 'spies'
    ? msg(str`Loyalty card of ${target}: Spy, not Resistance.`)
    : msg(str`Loyalty card of ${target}: Resistance, not Spy.`);
}
