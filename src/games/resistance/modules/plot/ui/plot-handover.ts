import { html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import type { Ask, PublicView, Seat } from '../../../engine.ts';
import type { PlotCard } from '../engine/index.ts';
import { plotCardName } from '../text.ts';

/**
 * What {@link plotHandover} renders: the engine's asks this device may take (the table's,
 * or the leader's own phone's) and what happens on a choice.
 * - `prefix`: the page's ids (`room` on the table: `#room-plot-draw`, `#room-plot-give-0-to`,
 *   `#room-plot-give-0-submit`; `phone` on the leader's phone);
 * - `draw`: the `plot-draw` ask (R-PLOT-2: the app draws the leader's cards), or `undefined`;
 * - `give`: the `plot-give` ask, whose options are the cards drawn (`plotCards`, in order) and for
 *   each card the seats it may go to (`to`: Establish Confidence stays with the leader), or `undefined`;
 * - `onGive(index, card, to)`: `to` is `null` when no player was chosen (the page says so).
 */
export interface PlotHandoverSpec {
  prefix: 'room' | 'phone';
  view: PublicView;
  draw: Ask | undefined;
  give: Ask | undefined;
  busy: boolean;
  /** A heading for the step (the phone's), or none (the table's "Now" section names it). */
  heading?: string;
  onDraw(): void;
  onGive(index: number, card: PlotCard, to: Seat | null): void;
}

/**
 * The leader's plot cards at the start of a round (R-PLOT-2), on the table and on the leader's
 * phone alike: "Draw the plot cards", then one form per card drawn, in order, to hand it over face
 * up (a player chosen from the engine's options; Establish Confidence stays with the leader).
 * Returns `nothing` when neither step is asked of this device.
 */
export function plotHandover(spec: PlotHandoverSpec): TemplateResult | typeof nothing {
  const { prefix, view, draw, give, busy } = spec;
  if (!draw && !give) return nothing;
  const leader = view.players[view.leader]!;
  const cards = (give?.options?.['plotCards'] as PlotCard[] | undefined) ?? [];
  const to = (give?.options?.['to'] as Record<string, Seat[]> | undefined) ?? {};
  const submit = (e: Event, index: number, card: PlotCard) => {
    e.preventDefault();
    const select = (e.target as HTMLFormElement).querySelector<HTMLSelectElement>('select');
    const seat = card === 'establish-confidence' ? view.leader : select && select.value !== '' ? Number(select.value) : null;
    spec.onGive(index, card, seat);
  };
  return html`<div id="${prefix}-plot-hand">
    ${spec.heading ? html`<h3 id="${prefix}-plot-hand-heading" tabindex="-1">${spec.heading}</h3>` : nothing}
    ${draw
      ? html`<button type="button" id="${prefix}-plot-draw" aria-disabled=${busy ? 'true' : 'false'} @click=${() => spec.onDraw()}>${msg('Draw the plot cards')}</button>`
      : nothing}
    ${cards.map((card, index) =>
      card === 'establish-confidence'
        ? html`<form id="${prefix}-plot-give-${index}" @submit=${(e: Event) => submit(e, index, card)}>
            <p>${msg(str`${plotCardName(card)} stays with the leader, ${leader}.`)}</p>
            <button type="submit" id="${prefix}-plot-give-${index}-submit" aria-disabled=${busy ? 'true' : 'false'}>${msg(str`Hand it over to ${leader}`)}</button>
          </form>`
        : html`<form id="${prefix}-plot-give-${index}" @submit=${(e: Event) => submit(e, index, card)}>
            <div class="field">
              <label for="${prefix}-plot-give-${index}-to">${msg(str`Who gets ${plotCardName(card)}?`)}</label>
              <select id="${prefix}-plot-give-${index}-to">
                <option value="">${msg('Choose a player')}</option>
                ${(to[card] ?? []).map((seat) => html`<option value=${seat}>${view.players[seat]}</option>`)}
              </select>
            </div>
            <button type="submit" id="${prefix}-plot-give-${index}-submit" aria-disabled=${busy ? 'true' : 'false'}>${msg('Hand it over')}</button>
          </form>`,
    )}
  </div>`;
}
