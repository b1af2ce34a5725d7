/**
 * The plot cards' printed names in the page's language (R-PLOT-1), through `msg()`. A leaf (it
 * imports no sentence file), so the plot cards' refusals (sentences.ts) use it without an import
 * circle; text.ts re-exports it.
 */
import { msg } from '@lit/localize';
import type { PlotCard } from './engine/types.ts';

/** The card's printed name in the current language. */
export function plotCardName(card: PlotCard): string {
  switch (card) {
    case 'overheard-conversation':
      return msg('Overheard Conversation');
    case 'opinion-maker':
      return msg('Opinion Maker');
    case 'establish-confidence':
      return msg('Establish Confidence');
    case 'open-up':
      return msg('Open Up');
    case 'no-confidence':
      return msg('No Confidence');
    case 'keeping-a-close-eye':
      return msg('Keeping a Close Eye on You');
    case 'strong-leader':
      return msg('Strong Leader');
    case 'in-the-spotlight':
      return msg('In the Spotlight');
    case 'take-responsibility':
      return msg('Take Responsibility');
  }
}
