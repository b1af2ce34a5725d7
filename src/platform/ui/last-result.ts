/**
 * The last result as every game screen keeps showing it: "Last result: …", the very sentence the
 * announcer said of the game's last result (a vote, a mission, an Empire's action, a Challenge's
 * progress…), until the next result comes, so that what was heard is seen too. Plain text, not a
 * live region: the announcer alone speaks. Knows no game: each game says what its results are and
 * gives their sentences; with 175% or 200% text on a phone a shorter form where the game has one
 * (app-styles.ts `.strip-result`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '@lit/localize';
// Its styles (more-styles.ts), adopted as this module loads: in place before its first render.
import '../a11y/more-styles.ts';

/**
 * A result as a screen shows it: `text`, the sentence the announcer said; `short`, a shorter form
 * shown instead where the whole sentence would push the step below a phone's first screen (175%
 * and 200% text on a narrow screen); left out, or the same as `text`, where there is none.
 */
export interface ShownResult {
  text: string;
  short?: string;
}

/**
 * The "Last result: …" line (`.strip-result`, its label `.strip-result-label`, the sentence
 * `.strip-result-text`, the shorter form `.strip-result-short`); nothing without a result or with
 * an empty sentence. `id` names the line for a page's tests and its `aria-describedby`.
 */
export function lastResultLine(result: ShownResult | null, id?: string): TemplateResult | typeof nothing {
  if (!result || result.text === '') return nothing;
  const short = result.short !== undefined && result.short !== result.text ? result.short : null;
  return html`<p class="strip-result" id=${id ?? nothing}>
    <span class="strip-result-label">${msg('Last result:')}</span>
    <span class="strip-result-text">${result.text}</span>
    ${short === null ? nothing : html`<span class="strip-result-short">${short}</span>`}
  </p>`;
}
