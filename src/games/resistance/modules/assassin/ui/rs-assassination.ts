/**
 * The Assassin module's step (R-ASN-END), the same element on the one-device app, the table's page
 * and the Assassin's phone: drawn through the module's screens (./screens.ts), which load it.
 */
import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import type { PublicView } from '../../../core/view.ts';
import type { Seat } from '../../../core/types.ts';
import { announcer } from '../../../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../../../platform/a11y/light-element.ts';
import { radioFieldset } from '../../../../../platform/a11y/radio-choices.ts';
import { avalon } from '../../../text/table-names.ts';

/** Detail of `rs-assassination`: the player named, and with physical cards whether they are the Commander. */
export interface AssassinationDetail {
  target: Seat;
  commander?: boolean;
}

/**
 * The Assassin's choice after the third success (R-ASN-END): the spies talk it over without
 * showing cards, then the Assassin names one player as the Commander. With physical cards the
 * named player says whether they are the Commander; when the app holds the roles it knows.
 *
 * @fires rs-assassination {AssassinationDetail} when the choice is recorded
 */
@customElement('rs-assassination')
export class RsAssassination extends LightElement {
  @property({ attribute: false }) view!: PublicView;
  /** The players that may be named (the engine's ask, steps.ts: on the Assassin's own phone, never themself); default: everyone. */
  @property({ attribute: false }) seats: Seat[] | null = null;
  @state() private target: Seat | null = null;
  @state() private commander: boolean | null = null;
  @state() private error = '';

  /** Moves focus to the first player. */
  focusFirst(): void {
    this.querySelector<HTMLInputElement>('input[name="assassination-target"]')?.focus();
  }

  private submit(event: Event): void {
    event.preventDefault();
    if (this.target === null || (!this.view.rolesDealt && this.commander === null)) {
      // Under Avalon's names: their own ids, as Polish and German name Avalon's Assassin apart.
      const a = avalon();
      this.error =
        this.target === null
          ? a
            ? msg('Choose the player the Assassin names.', { id: 'avalon-assassin-choose' })
            : msg('Choose the player the Assassin names.')
          : a
            ? msg('Say whether that player is Merlin.')
            : msg('Say whether that player is the Commander.');
      announcer.announce(this.error, 'assertive');
      if (this.target === null) this.focusFirst();
      else this.querySelector<HTMLInputElement>('input[name="assassination-commander"]')?.focus();
      return;
    }
    fire(this, 'rs-assassination', this.view.rolesDealt ? { target: this.target } : { target: this.target, commander: this.commander! });
  }

  protected override render() {
    const view = this.view;
    if (!view) return nothing;
    const a = avalon();
    return html`<section aria-labelledby="step-heading">
      <h2 id="step-heading" tabindex="-1">${a ? msg('Three missions succeeded: the Assassin names Merlin') : msg('Three missions succeeded: the Assassin names the Commander')}</h2>
      <p>
        ${a
          ? msg('The minions of Mordred may talk it over, without showing cards. If the Assassin names Merlin, the minions of Mordred win; otherwise the loyal servants of Arthur win.')
          : msg('The spies may talk it over, without showing cards. If the Assassin names the Commander, the spies win; otherwise the resistance wins.')}
      </p>
      <form @submit=${this.submit} novalidate>
        ${radioFieldset<Seat>(a ? msg('The player the Assassin names', { id: 'avalon-assassin-names' }) : msg('The player the Assassin names'), 'assassination-error', {
          name: 'assassination-target',
          options: view.players.flatMap((name, seat) => (!this.seats || this.seats.includes(seat) ? [[seat, name] as const] : [])),
          checked: this.target,
          onPick: (seat) => {
            this.target = seat;
            this.error = '';
          },
        })}
        ${view.rolesDealt
          ? nothing
          : radioFieldset<'yes' | 'no'>(a ? msg('Is that player Merlin? They say so truthfully.') : msg('Is that player the Commander? They say so truthfully.'), 'assassination-error', {
              name: 'assassination-commander',
              options: [
                ['yes', a ? msg('Yes, Merlin') : msg('Yes, the Commander')],
                ['no', msg('No')],
              ],
              checked: this.commander === null ? null : this.commander ? 'yes' : 'no',
              onPick: (answer) => {
                this.commander = answer === 'yes';
                this.error = '';
              },
            })}
        <p class="error" id="assassination-error">${this.error}</p>
        <div class="actions">
          <button type="submit" class="primary" id="assassination-record">${a ? msg("Record the Assassin's choice", { id: 'avalon-assassin-record' }) : msg("Record the Assassin's choice")}</button>
        </div>
      </form>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-assassination': RsAssassination;
  }
  interface HTMLElementEventMap {
    'rs-assassination': CustomEvent<AssassinationDetail>;
  }
}
