import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { PublicView, Seat } from '../../../engine.ts';
import { announcer } from '../../../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../../../platform/a11y/light-element.ts';
import { radioFieldset } from '../../../../../platform/a11y/radio-choices.ts';
import { avalon } from '../../../text/table-names.ts';

/** Detail of `rs-inquisition`: the player the Inquisitor checks (R-INQ-2). */
export interface InquisitionDetail {
  target: Seat;
}

/**
 * The Inquisitor's check (Inquisitor module, R-INQ-2, R-INQ-3), right after missions 2, 3 and 4:
 * the token holder picks a player who never held the token; with physical cards, that player
 * hands the Inquisitor the loyalty card of their side, which the Inquisitor may talk about but
 * never show. The step offers only the eligible players; who was checked is public.
 *
 * @fires rs-inquisition {InquisitionDetail} when the check is recorded
 */
@customElement('rs-inquisition')
export class RsInquisition extends LightElement {
  @property({ attribute: false }) view!: PublicView;
  @state() private target: Seat | null = null;
  @state() private error = '';

  /** Moves focus to the first eligible player. */
  focusFirst(): void {
    this.querySelector<HTMLInputElement>('input[name="inquisition-target"]')?.focus();
  }

  /** Players the Inquisitor may check: not the holder, not anyone who held the token (R-INQ-3). */
  private eligible(): Seat[] {
    const token = this.view.inquisitor!;
    return this.view.players.map((_, seat) => seat).filter((seat) => seat !== token.holder && !token.pastHolders.includes(seat));
  }

  private submit(event: Event): void {
    event.preventDefault();
    if (this.target === null) {
      this.error = avalon() ? msg('Choose the player the holder of the Lady of the Lake checks.') : msg('Choose the player the Inquisitor checks.');
      announcer.announce(this.error, 'assertive');
      this.focusFirst();
      return;
    }
    fire(this, 'rs-inquisition', { target: this.target });
  }

  protected override render() {
    const view = this.view;
    const token = view?.inquisitor;
    if (!view || !token) return nothing;
    const holder = view.players[token.holder]!;
    const a = avalon();
    return html`
      <section aria-labelledby="step-heading">
        <h2 id="step-heading" tabindex="-1">${a ? msg(str`The Lady of the Lake: ${holder} checks a player`) : msg(str`The Inquisitor, ${holder}, checks a player`)}</h2>
        <p>
          ${a
            ? msg('The checked player hands the holder of the Lady of the Lake the loyalty card of their side. The holder may say anything about it but never show it; then the Lady of the Lake passes to the checked player.')
            : msg('The checked player hands the Inquisitor the loyalty card of their side. The Inquisitor may say anything about it but never show it; then the token passes to the checked player.')}
        </p>
        <form @submit=${this.submit} novalidate>
          ${radioFieldset<Seat>(msg('Player to check'), 'inquisition-hint', {
            name: 'inquisition-target',
            options: this.eligible().map((seat) => [seat, view.players[seat]!] as const),
            checked: this.target,
            onPick: (seat) => {
              this.target = seat;
              this.error = '';
            },
          })}
          <p class="hint" id="inquisition-hint">${a ? msg('Players who held the Lady of the Lake are not offered: they can never be checked.') : msg('Players who held the token are not offered: they can never be checked.')}</p>
          <p class="error" id="inquisition-error">${this.error}</p>
          <div class="actions">
            <button type="submit" class="primary" aria-describedby="inquisition-error">${msg('Record the check')}</button>
          </div>
        </form>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-inquisition': RsInquisition;
  }
  interface HTMLElementEventMap {
    'rs-inquisition': CustomEvent<InquisitionDetail>;
  }
}
