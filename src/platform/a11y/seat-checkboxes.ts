import { html } from 'lit';
/** A seat at the table: 0 … players − 1, clockwise. */
type Seat = number;

/** What {@link seatCheckboxes} needs: the field name, the labels and the checked state. */
export interface SeatCheckboxes {
  /** The `name` of every checkbox; its `value` is the seat number. */
  name: string;
  /** One label per seat, in seat order. */
  labels: readonly string[];
  checked: (seat: Seat) => boolean;
  onToggle: (seat: Seat, checked: boolean) => void;
}

/**
 * One checkbox per seat, each inside its label (a 44 px target row), in a responsive grid: the
 * team picker and the vote recorder share it. Names are short, so the grid takes two columns on
 * a phone (`.seat-choices`): a table of 7 and the step's button fit in its first screen.
 */
export function seatCheckboxes({ name, labels, checked, onToggle }: SeatCheckboxes) {
  return html`<div class="choices seat-choices">
    ${labels.map(
      (label, seat) => html`<label class="choice">
        <input
          type="checkbox"
          name=${name}
          .value=${String(seat)}
          .checked=${checked(seat)}
          @change=${(e: Event) => onToggle(seat, (e.target as HTMLInputElement).checked)}
        />
        <span>${label}</span>
      </label>`,
    )}
  </div>`;
}
