import { html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import type { GameRecord, PublicView } from '../../engine/index.ts';
import { fire, LightElement } from '../light-element.ts';
import { scoreText, winnerText } from '../text.ts';

/**
 * The end of the game (R-END-1, R-VOTE-4): the winner and the reason, the score, a download of
 * the game record (resistance-record/1) and a way to start a new game.
 *
 * @fires rs-new-game when the moderator asks for a new game
 */
@customElement('rs-game-over')
export class RsGameOver extends LightElement {
  @property({ attribute: false }) view!: PublicView;
  /** The record to offer for download (built by the app from the game state). */
  @property({ attribute: false }) record: GameRecord | null = null;

  /** Moves focus to this step's heading, which says the game is over. */
  focusFirst(): void {
    this.querySelector<HTMLElement>('#step-heading')?.focus();
  }

  private download(): void {
    if (!this.record) return;
    const blob = new Blob([JSON.stringify(this.record, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'resistance-game.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  protected override render() {
    const view = this.view;
    if (!view?.winner) return nothing;
    return html`
      <section aria-labelledby="step-heading">
        <h2 id="step-heading" tabindex="-1">${msg('Game over')}</h2>
        <p><strong>${winnerText(view.winner)}</strong></p>
        <p>${scoreText(view)}</p>
        <div class="actions">
          <button type="button" class="primary" @click=${() => fire(this, 'rs-new-game', null)}>${msg('New game')}</button>
          ${this.record
            ? html`<button type="button" @click=${this.download}>${msg('Download the game record')}</button>`
            : nothing}
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-game-over': RsGameOver;
  }
}
