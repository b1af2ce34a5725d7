import { html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import type { PublicView, Seat } from '../../../engine.ts';
import type { PlotCard } from '../engine/index.ts';
import { radioFieldset } from '../../../../../platform/a11y/radio-choices.ts';
import { plotCardEffect, plotCardName } from '../text.ts';

/** What a holder decides about a plot card: use it (on whom; Take Responsibility: which card of whom), or let the chance go. */
export interface PlotUse {
  card: PlotCard;
  target?: Seat;
  take?: PlotCard;
}

/**
 * What {@link plotDecision} renders (the holder's phone, or the table for the holder,
 * from the engine's `plot-chance` / `plot-resolve` ask):
 * - `prefix`: the page's ids (`phone`: `#phone-plot-form`, `#phone-plot-heading`, radios named
 *   `phone-plot-target`, `#phone-plot-use`, `#phone-plot-pass`, `#phone-plot-error`; `room` on the table);
 * - `card`, `mustUse` (`plot-resolve`: the card acts now, no pass), `targets` (the ask's seats);
 * - `holder`: the holder's name when the table decides for them (the heading names them), else `null`;
 * - `choice`: the radio checked (`"seat"`, or `"seat:card"` for Take Responsibility), `error` its error;
 * - `onUse(use)` with the choice read, or `onMissing()` when a choice is needed and none is made.
 */
export interface PlotDecisionSpec {
  prefix: 'room' | 'phone';
  view: PublicView;
  card: PlotCard;
  mustUse: boolean;
  targets: readonly Seat[];
  holder: string | null;
  choice: string | null;
  error: string;
  busy: boolean;
  onPick(value: string): void;
  onMissing(): void;
  onUse(use: PlotUse): void;
  onPass(): void;
}

/**
 * A plot card's decision (R-PLOT-3, R-PLOT-4): the card, its effect, on whom it acts when it needs
 * a target (Take Responsibility: which plot card of whom), then "Use", or "Do not use" for a
 * one-use card whose chance is final. Plot cards are face up: the decision is public.
 */
export function plotDecision(spec: PlotDecisionSpec): TemplateResult {
  const { prefix, view, card } = spec;
  const players = view.players;
  const take = card === 'take-responsibility';
  const options: [string, string][] = take
    ? spec.targets.flatMap((seat) =>
        (view.plot?.held ?? [])
          .filter((h) => h.seat === seat)
          .map((h): [string, string] => [`${seat}:${h.card}`, msg(str`${players[seat]!}'s ${plotCardName(h.card)}`)]),
      )
    : spec.targets.map((seat): [string, string] => [String(seat), players[seat]!]);
  const use = (e: Event) => {
    e.preventDefault();
    const body: PlotUse = { card };
    if (options.length > 0) {
      if (spec.choice === null) {
        spec.onMissing();
        return;
      }
      const [seat, taken] = spec.choice.split(':');
      body.target = Number(seat);
      if (take) body.take = taken as PlotCard;
    }
    spec.onUse(body);
  };
  const heading = spec.holder === null ? msg(str`Plot card: ${plotCardName(card)}`) : msg(str`Plot card of ${spec.holder}: ${plotCardName(card)}`);
  return html`<form id="${prefix}-plot-form" @submit=${use} novalidate>
    <h3 id="${prefix}-plot-heading" tabindex="-1">${heading}</h3>
    <p id="${prefix}-plot-effect">${plotCardEffect(card)}</p>
    <p>
      ${spec.holder === null
        ? spec.mustUse
          ? msg('You use it now.')
          : msg('Do you use it now? If you do not, this chance is gone.')
        : spec.mustUse
          ? msg(str`${spec.holder} uses it now: record it here, or ${spec.holder} does on their phone.`)
          : msg(str`Does ${spec.holder} use it now? If not, this chance is gone. Record it here, or ${spec.holder} decides on their phone.`)}
    </p>
    ${options.length > 0
      ? html`${radioFieldset(take ? msg('Which plot card do you take?') : msg('On whom?'), `${prefix}-plot-error`, {
            name: `${prefix}-plot-target`,
            options,
            checked: spec.choice,
            onPick: (value) => spec.onPick(value),
          })}
          <p class="error" id="${prefix}-plot-error">${spec.error}</p>`
      : nothing}
    <div class="actions">
      <button type="submit" class="primary" id="${prefix}-plot-use" aria-disabled=${spec.busy ? 'true' : 'false'}>${msg('Use')}</button>
      ${spec.mustUse
        ? nothing
        : html`<button type="button" id="${prefix}-plot-pass" aria-disabled=${spec.busy ? 'true' : 'false'} @click=${() => spec.onPass()}>
            ${msg('Do not use')}
          </button>`}
    </div>
  </form>`;
}

/** The sentence of a decision made without a choice. */
export function plotChoiceMissingText(card: PlotCard): string {
  return card === 'take-responsibility' ? msg('Choose a plot card to take first.') : msg('Choose a player first.');
}
