/**
 * What a seat learnt, on its phone's private screen (the room phone's own lists and the modules'
 * `phoneLearnt`): a heading, then one item per fact, each focusable, the last with its own id so
 * that focus can go to what just arrived. Nothing when there is no fact yet. A leaf: it imports
 * no game file, so the modules' screens and the shared ones can both use it.
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
