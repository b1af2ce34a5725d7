import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { msg } from '@lit/localize';
import type { PublicView } from '../engine.ts';
import { lastResultLine, type ShownResult } from '../../../platform/ui/last-result.ts';
import {
  cardName,
  powerText,
  stackSlotText,
  stripCardsText,
  stripClockText,
  stripDeckText,
  stripLevelText,
  stripPlotText,
  stripPowerText,
  stripTraitorText,
  turnText,
} from '../text/traitor-text.ts';
// Its styles (more-styles.ts: the board strip's), adopted as this module loads.
import '../../../platform/a11y/more-styles.ts';

/**
 * The hidden-traitor expansion's board at a glance: one compact strip, first on every screen that
 * shows the board (the one-device board, the room's table and every phone), as The Resistance's
 * `<rs-board-strip>`, drawn with the same parts (more-styles.ts `.board-strip`):
 *
 * - the Challenge stack, one token a level (its number; face down a dashed ring, the one in play
 *   a filled double ring with ▲ under it, defeated ✓ on a filled circle), and the Plot once in
 *   play (P; ✓ once defeated), each with its caption ("Level 2", "Plot");
 * - whose turn it is (★ Ann), the current Challenge's required cards in so far ("Cards: 5 of 11",
 *   G3-CH-ADD-5) and its Power to pay ("Power: 11"), the main deck's count ("Deck: 23", G3-END-2),
 *   the loyalty cards (face down, or once face up who the Traitor is, G3-REVEAL-1), the Doomsday
 *   Clock's count while it is in play;
 * - the last result ("Last result: …"), until the next one.
 *
 * States are told by shapes, symbols and words, never by colour alone; the drawn parts are
 * `aria-hidden` and screen readers read the same facts in words beside them. Only the public view:
 * no loyalty card before it is face up, so nothing names anyone loyal or the Traitor before the
 * reveal (G3-PLAY-NAMES).
 */
export function traitorStrip(v: PublicView, result: ShownResult | null): TemplateResult {
  const c = v.current;
  const filled = c?.requirements?.reduce((sum, r) => sum + Math.min(r.filled, r.needed), 0) ?? 0;
  const needed = c?.requirements?.reduce((sum, r) => sum + r.needed, 0) ?? 0;
  const plot = v.plot;
  return html`<section class="board-strip tr-strip" id="tr-strip" aria-labelledby="tr-strip-heading">
    <h2 id="tr-strip-heading" class="visually-hidden">${msg('Board at a glance')}</h2>
    <ol class="strip-missions">
      ${v.stack.map(
        (s) => html`<li class="strip-mission" data-result=${s.status === 'defeated' ? 'success' : 'none'} ?data-current=${s.status === 'current'}>
          <span class="strip-token" aria-hidden="true">${s.status === 'defeated' ? '✓' : s.level}</span>
          <span class="strip-caption" aria-hidden="true">${stripLevelText(s.level)}</span>
          <span class="visually-hidden">${stackSlotText(s)}</span>
        </li>`,
      )}
      ${plot
        ? html`<li class="strip-mission" data-result=${plot.defeated ? 'success' : 'none'} ?data-current=${!plot.defeated}>
            <span class="strip-token" aria-hidden="true">${plot.defeated ? '✓' : 'P'}</span>
            <span class="strip-caption" aria-hidden="true">${stripPlotText()}</span>
            <span class="visually-hidden">${msg('The Plot in play')}: ${cardName(plot.card)}. ${plot.defeated ? msg('Defeated.') : powerText(plot.powerToPay)}</span>
          </li>`
        : nothing}
    </ol>
    <p class="strip-facts">
      ${v.phase === 'over'
        ? nothing
        : html`<span class="strip-leader" id="tr-strip-turn"><span aria-hidden="true">★ ${v.players[v.active]}</span><span class="visually-hidden">${turnText(v)}</span></span>`}
      ${c?.requirements ? html`<span class="strip-score" id="tr-strip-cards">${stripCardsText(filled, needed)}</span>` : nothing}
      ${c && c.powerToPay !== null
        ? html`<span id="tr-strip-power"><span aria-hidden="true">${stripPowerText(c.powerToPay)}</span><span class="visually-hidden">${powerText(c.powerToPay)}</span></span>`
        : nothing}
      <span id="tr-strip-deck"><span aria-hidden="true">${stripDeckText(v.deck)}</span><span class="visually-hidden">${v.deck === null ? msg('Main deck: not counted yet.') : stripDeckText(v.deck)}</span></span>
      <span class="strip-score" id="tr-strip-loyalty">
        ${v.loyalty === null ? msg('Loyalty cards: face down.') : stripTraitorText(v.traitor === null ? null : v.players[v.traitor]!)}
      </span>
      ${v.clock !== null ? html`<span id="tr-strip-clock">${stripClockText(v.clock)}</span>` : nothing}
    </p>
    ${lastResultLine(v.winner ? null : result, 'tr-last-result')}
  </section>`;
}
