/**
 * The Defector module's step (variant I, R-DEF-V1): the loyalty card of rounds 3, 4 and 5, drawn
 * on the one-device app through the module's screens (./screens.ts), which load it.
 */
import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { PublicView } from '../../../core/view.ts';
import type { LoyaltyCard } from '../engine.ts';
import { avalon } from '../../../text/table-names.ts';
import { announcer } from '../../../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../../../platform/a11y/light-element.ts';
import { radioFieldset } from '../../../../../platform/a11y/radio-choices.ts';

/** Detail of `rs-loyalty`: the loyalty card revealed, or `null` for the app to draw it. */
export interface LoyaltyDetail {
  card: LoyaltyCard | null;
}

/**
 * The loyalty card at the start of rounds 3, 4 and 5 with Defector variant I (R-DEF-V1): with
 * physical cards the moderator records the card revealed; when the app holds the roles it draws
 * it. The card is public; who the Defectors are is not, so nothing here names them.
 *
 * @fires rs-loyalty {LoyaltyDetail} when the card is recorded or to be drawn
 */
@customElement('rs-loyalty')
export class RsLoyalty extends LightElement {
  @property({ attribute: false }) view!: PublicView;
  @state() private card: LoyaltyCard | null = null;
  @state() private error = '';

  /** Moves focus to the first control. */
  focusFirst(): void {
    this.querySelector<HTMLElement>('input[name="loyalty-card"], #loyalty-draw')?.focus();
  }

  private submit(event: Event): void {
    event.preventDefault();
    if (this.view.rolesDealt) {
      fire(this, 'rs-loyalty', { card: null });
      return;
    }
    if (this.card === null) {
      this.error = msg('Choose the card revealed.');
      announcer.announce(this.error, 'assertive');
      this.focusFirst();
      return;
    }
    fire(this, 'rs-loyalty', { card: this.card });
  }

  protected override render() {
    const view = this.view;
    if (!view?.loyalty) return nothing;
    const left = 2 - view.loyalty.draws.filter((c) => c === 'switch').length;
    return html`<section aria-labelledby="step-heading">
      <h2 id="step-heading" tabindex="-1">${msg(str`Round ${view.round}: the loyalty card`)}</h2>
      <p>
        ${avalon()
          ? msg('Reveal the top card of the loyalty deck. On "switch" the two Lancelots change sides in secret, in every respect, above all which mission cards they may play.')
          : msg('Reveal the top card of the loyalty deck. On "switch" the two Defectors change sides in secret, in every respect, above all which mission cards they may play.')}
        ${msg(str`"Switch" cards left in the deck: ${left}.`)}
      </p>
      <form @submit=${this.submit} novalidate>
        ${view.rolesDealt
          ? nothing
          : radioFieldset<LoyaltyCard>(msg('Card revealed'), 'loyalty-error', {
              name: 'loyalty-card',
              options: [
                ['no-change', msg('No change')],
                ['switch', msg('Switch')],
              ],
              checked: this.card,
              onPick: (card) => {
                this.card = card;
                this.error = '';
              },
            })}
        <p class="error" id="loyalty-error">${this.error}</p>
        <div class="actions">
          <button type="submit" class="primary" id="loyalty-draw">
            ${view.rolesDealt ? msg('Reveal the loyalty card') : msg('Record the loyalty card')}
          </button>
        </div>
      </form>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-loyalty': RsLoyalty;
  }
  interface HTMLElementEventMap {
    'rs-loyalty': CustomEvent<LoyaltyDetail>;
  }
}
