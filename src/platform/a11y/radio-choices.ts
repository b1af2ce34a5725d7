import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';

/** What {@link radioChoices} needs: the field name, the options, the one checked and what a pick does. */
export interface RadioChoices<T extends string | number | boolean> {
  /** The `name` shared by the radios (tests and focus find them by it). */
  name: string;
  /** `[value, label]` pairs, in the order shown; the value is also the radio's `value` attribute. */
  options: readonly (readonly [T, string])[];
  /** The value checked now, or `null`. */
  checked: T | null;
  onPick: (value: T) => void;
}

/**
 * One radio a choice, each inside its label (a 44 px target row), in the responsive grid of
 * `.choices`: every "pick one" form of the app (votes, mission cards, players to name, cards to
 * show) renders its options through this, as the team picker renders seats with seatCheckboxes.
 */
export function radioChoices<T extends string | number | boolean>({ name, options, checked, onPick }: RadioChoices<T>): TemplateResult {
  return html`<div class="choices">
    ${options.map(
      ([value, label]) => html`<label class="choice">
        <input type="radio" name=${name} .value=${String(value)} .checked=${checked === value} @change=${() => onPick(value)} />
        <span>${label}</span>
      </label>`,
    )}
  </div>`;
}

/**
 * {@link radioChoices} in a fieldset with its legend, described by the form's error line
 * (`errorId`, the `<p class="error">` that says what is missing).
 */
export function radioFieldset<T extends string | number | boolean>(
  legend: string,
  errorId: string | null,
  choices: RadioChoices<T>,
): TemplateResult {
  return html`<fieldset aria-describedby=${errorId ?? nothing}>
    <legend>${legend}</legend>
    ${radioChoices(choices)}
  </fieldset>`;
}
