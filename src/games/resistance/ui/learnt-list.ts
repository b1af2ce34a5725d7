/**
 * What a seat learnt, on a private screen: the reveal's list (R-REV-2), the same on a passed phone
 * and on the seat's own phone, and the room phone's own lists and the modules' `phoneLearnt` (a
 * heading, then one item per fact). A leaf: it imports no game file, so the modules' screens and
 * the shared ones can both use it.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';

/**
 * The list `listId` under `heading`, its last item `lastId` (ids as the tests and the focus moves
 * know them: `phone-looks` and `phone-look-last`…); `items` are the facts' sentences, in order.
 */
export function learntList(heading: string, listId: string, lastId: string, items: readonly (string | TemplateResult)[]): TemplateResult | typeof nothing {
  if (items.length === 0) return nothing;
  return html`<h3>${heading}</h3>
    <ul id=${listId}>
      ${items.map((item, i) => html`<li id=${i === items.length - 1 ? lastId : nothing} tabindex="-1">${item}</li>`)}
    </ul>`;
}

/**
 * What a seat learns at the reveal (R-REV-2) as one list on one screen: one item per seat, its own
 * card first (`items`: the phrases of text/private-text.ts `revealPhrase`, "Card 2 of 5: Bob is not
 * a spy."). Every role's list has one item per player and the same controls around it, so
 * neither the number of screens nor of taps tells a spy from a resistance player. `firstId`: the
 * first item's id, focusable so that focus can land on the first card (the passed phone's turn).
 */
export function revealList(listId: string, items: readonly string[], firstId?: string): TemplateResult {
  return html`<ul id=${listId} class="reveal-list">
    ${items.map((item, i) => (i === 0 && firstId ? html`<li id=${firstId} tabindex="-1">${item}</li>` : html`<li>${item}</li>`))}
  </ul>`;
}
