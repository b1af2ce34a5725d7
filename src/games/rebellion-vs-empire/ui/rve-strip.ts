import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { msg } from '@lit/localize';
import type { GameView } from '../engine.ts';
import { lastResultLine, type ShownResult } from '../../../platform/ui/last-result.ts';
import {
  deckText,
  districtShortName,
  liberatedCountText,
  roundText,
  stripDeckText,
  stripDistrictText,
  stripEmpireText,
  stripLiberatedText,
  tokenName,
  tokensText,
} from '../text/rve-text.ts';
// Its styles (more-styles.ts: the board strip's), adopted as this module loads.
import '../../../platform/a11y/more-styles.ts';

/**
 * Rebellion vs Empire's board at a glance: one compact strip, first on every screen that shows the
 * game (the one-device shared screen, the room's table and both phones), as The Resistance's
 * `<rs-board-strip>`, drawn with the same parts (more-styles.ts `.board-strip`):
 *
 * - the districts, one token each: those of the row left to right (the token shows how many
 *   cards its stack holds; in the action area a filled double ring with ▲ under it; under
 *   Blockade a ⊘ at its corner), then the liberated ones (✓ on a filled circle), each with its
 *   short name under it ("Truth"; with large text on a phone, no room for it: read, and the full
 *   board below names each place);
 * - the round ("Round 8: the Final Showdown"), the standing (Liberated: 1 of 3; Empire holds: 4,
 *   G2-END-1, G2-END-2; with large text on a phone the round and the Empire's count are read but
 *   not shown: the step's heading right below says the round, the tokens without ✓ the count), the Empire's four tokens (its initial, struck through and dashed once
 *   used, G2-REFRESH) and the Rebel deck's count (G2-DRAW);
 * - the last result ("Last result: …", the announcement's sentence), until the next one.
 *
 * States are told by shapes, symbols and words, never by colour alone; the drawn parts are
 * `aria-hidden` and screen readers read the same facts in words beside them. Only public facts:
 * `view` may be any viewer's, and only counts, places and tokens are read of it (G2-STATE-5).
 */
export function boardStrip(view: GameView, result: ShownResult | null): TemplateResult {
  const liberated = view.liberated.map((l) => l.district);
  return html`<section class="board-strip rve-strip" id="rve-strip" aria-labelledby="rve-strip-heading">
    <h2 id="rve-strip-heading" class="visually-hidden">${msg('Board at a glance')}</h2>
    <ol class="strip-missions">
      ${view.row.map(
        (d) => html`<li class="strip-mission" data-result="none" ?data-current=${d.inArea}>
          <span class="strip-token" aria-hidden="true">${d.stack.length}${d.blockaded ? html`<span class="strip-badge">⊘</span>` : nothing}</span>
          <span class="strip-caption" aria-hidden="true">${districtShortName(d.district)}</span>
          <span class="visually-hidden">${stripDistrictText(d, null)}</span>
        </li>`,
      )}
      ${liberated.map(
        (d) => html`<li class="strip-mission" data-result="success">
          <span class="strip-token" aria-hidden="true">✓</span>
          <span class="strip-caption" aria-hidden="true">${districtShortName(d)}</span>
          <span class="visually-hidden">${stripDistrictText(null, d)}</span>
        </li>`,
      )}
    </ol>
    <p class="strip-facts">
      <!-- With large text on a phone, read but not shown: the step's heading below says it. -->
      <span class="strip-leader" id="rve-strip-round" data-repeated>${roundText(view)}</span>
      <span class="strip-score" id="rve-strip-standing">
        <span aria-hidden="true">${stripLiberatedText(liberated.length)}</span>
        <span class="visually-hidden">${liberatedCountText(view)}</span>
      </span>
      <!-- With large text on a phone, read but not shown: the tokens without ✓ show it. -->
      <span class="strip-score" id="rve-strip-empire" data-repeated>${stripEmpireText(view.row.length)}</span>
      <span class="strip-track" id="rve-strip-tokens">
        <span class="strip-label" aria-hidden="true">${msg('Tokens', { id: 'rve-strip-tokens' })}</span>
        <span class="strip-pips" aria-hidden="true">${view.tokens.map(
          (t) => html`<span class="strip-pip strip-letter" ?data-used=${!t.available}>${tokenName(t.token).charAt(0)}</span>`,
        )}</span>
        <span class="visually-hidden">${tokensText(view)}</span>
      </span>
      <span id="rve-strip-deck"><span aria-hidden="true">${stripDeckText(view.deck.count)}</span><span class="visually-hidden">${deckText(view)}</span></span>
    </p>
    ${lastResultLine(view.winner ? null : result, 'rve-last-result')}
  </section>`;
}
