import { html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { PublicView, Seat } from '../engine.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { nameList, scoreText, winnerText } from '../text/text.ts';
import { avalon } from '../text/table-names.ts';

/**
 * The end of the game (R-END-1, R-VOTE-4): the winner and the reason, the score, and a way to
 * start a new game (the game tools below offer the record's download, and undo).
 *
 * @fires rs-new-game when the moderator asks for a new game
 */
@customElement('rs-game-over')
export class RsGameOver extends LightElement {
  @property({ attribute: false }) view!: PublicView;
  /**
   * The spies' seats, given only once the game is over and only when the app dealt the roles:
   * at the end of the game the cards are turned over (no secret is left to keep).
   */
  @property({ attribute: false }) spies: Seat[] | null = null;
  /**
   * Each seat's character card with a role module, given only once the game is over
   * and only when the app dealt them, with the role names in the current language.
   */
  @property({ attribute: false }) characters: string[] | null = null;
  /** Moves focus to this step's heading, which says the game is over. */
  focusFirst(): void {
    this.querySelector<HTMLElement>('#step-heading')?.focus();
  }

  protected override render() {
    const view = this.view;
    if (!view?.winner) return nothing;
    return html`
      <section aria-labelledby="step-heading">
        <h2 id="step-heading" tabindex="-1">${msg('Game over')}</h2>
        <p><strong>${winnerText(view.winner)}</strong></p>
        <p>${scoreText(view)}</p>
        ${this.spies && this.spies.length > 0
          ? html`<p id="game-over-spies">${avalon() ? msg(str`The minions of Mordred were ${nameList(view.players, this.spies)}.`) : msg(str`The spies were ${nameList(view.players, this.spies)}.`)}</p>
              ${this.characters
                ? html`<ul id="game-over-characters" aria-label=${msg('Character cards')}>
                    ${this.characters.map((role, seat) => html`<li>${view.players[seat]}: ${role}</li>`)}
                  </ul>`
                : ''}`
          : nothing}
        <div class="actions">
          <button type="button" class="primary" @click=${() => fire(this, 'rs-new-game', null)}>${msg('New game')}</button>
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-game-over': RsGameOver;
  }
  interface HTMLElementEventMap {
    'rs-new-game': CustomEvent<null>;
  }
}
