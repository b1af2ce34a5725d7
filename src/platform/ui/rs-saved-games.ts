import { html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { SavedGameMeta, StorageProblem } from '../storage/types.ts';
import { fire, LightElement } from '../a11y/light-element.ts';

/** Detail of `rs-resume` and `rs-delete`: the game's id. */
export interface GameIdDetail {
  id: string;
}

/**
 * The saved games of this device: one entry per game (players, date, score, state), most recent
 * first, each with Resume and Delete; Delete asks for confirmation in a modal dialog whose
 * default button keeps the game. Entries that could not be read are listed as problems. What an
 * entry says comes from the game (`describe`, `label`): the list knows no game.
 *
 * @fires rs-resume {GameIdDetail} to open a game
 * @fires rs-delete {GameIdDetail} after the deletion was confirmed
 */
@customElement('rs-saved-games')
export class RsSavedGames extends LightElement {
  @property({ attribute: false }) games: SavedGameMeta[] = [];
  @property({ attribute: false }) problems: StorageProblem[] = [];
  /** The sentence of an entry (players, date, score, state), from the game's sentences. */
  @property({ attribute: false }) describe: (game: SavedGameMeta) => string = (game) => game.players.join(', ');
  /** Who played it, for the buttons' names ("Resume the game of Ann, Bob and Cid"). */
  @property({ attribute: false }) label: (game: SavedGameMeta) => string = (game) => game.players.join(', ');

  @state() private confirming: SavedGameMeta | null = null;
  @query('#delete-dialog') private dialog!: HTMLDialogElement;

  /** Focuses the Resume button of game `id`, or the list heading when it is not listed. */
  focusGame(id: string | null): void {
    const button = id ? this.querySelector<HTMLElement>(`#resume-${CSS.escape(id)}`) : null;
    (button ?? this.querySelector<HTMLElement>('#saved-heading'))?.focus();
  }

  private askDelete(game: SavedGameMeta): void {
    this.confirming = game;
    void this.updateComplete.then(() => {
      this.dialog.showModal();
      this.querySelector<HTMLElement>('#delete-keep')?.focus();
    });
  }

  private closeDialog(confirmed: boolean): void {
    const game = this.confirming;
    this.dialog.close();
    this.confirming = null;
    if (!game) return;
    if (confirmed) {
      fire(this, 'rs-delete', { id: game.id });
    } else {
      this.focusGame(game.id);
    }
  }

  protected override render() {
    const games = this.games;
    return html`
      <section aria-labelledby="saved-heading">
        <h2 id="saved-heading" tabindex="-1">${msg('Saved games')}</h2>
        ${games.length === 0
          ? html`<p>${msg('No saved games on this device yet.')}</p>`
          : html`<ul class="saved-games">
              ${games.map((game, i) => {
                const label = this.label(game);
                return html`<li>
                  <p id="saved-${i}">${this.describe(game)}</p>
                  <div class="actions">
                    <button
                      type="button"
                      class="primary"
                      id="resume-${game.id}"
                      aria-describedby="saved-${i}"
                      aria-label=${game.winner ? msg(str`Open the game of ${label}`) : msg(str`Resume the game of ${label}`)}
                      @click=${() => fire(this, 'rs-resume', { id: game.id })}
                    >
                      ${game.winner ? msg('Open') : msg('Resume')}
                    </button>
                    <button type="button" id="delete-${game.id}" aria-label=${msg(str`Delete the game of ${label}`)} @click=${() => this.askDelete(game)}>
                      ${msg('Delete')}
                    </button>
                  </div>
                </li>`;
              })}
            </ul>`}
        ${this.problems.length > 0
          ? html`<div class="problems">
              <h3>${msg('Saved games that cannot be read')}</h3>
              <ul>
                ${this.problems.map((p) => html`<li>${msg(str`Game ${p.gameId}: ${p.message}`)}</li>`)}
              </ul>
            </div>`
          : nothing}
        <dialog id="delete-dialog" aria-labelledby="delete-title" aria-describedby="delete-text" @cancel=${(e: Event) => {
          e.preventDefault();
          this.closeDialog(false);
        }}>
          ${this.confirming
            ? html`<h2 id="delete-title">${msg('Delete this game?')}</h2>
                <p id="delete-text">${this.describe(this.confirming)} ${msg('Deleting cannot be undone.')}</p>
                <div class="actions">
                  <button type="button" id="delete-keep" class="primary" @click=${() => this.closeDialog(false)}>
                    ${msg('Keep the game')}
                  </button>
                  <button type="button" id="delete-confirm" @click=${() => this.closeDialog(true)}>${msg('Delete the game')}</button>
                </div>`
            : nothing}
        </dialog>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-saved-games': RsSavedGames;
  }
  interface HTMLElementEventMap {
    'rs-resume': CustomEvent<GameIdDetail>;
    'rs-delete': CustomEvent<GameIdDetail>;
  }
}
