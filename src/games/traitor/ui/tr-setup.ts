import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { catalogueWith, createGame } from '../engine.ts';
import type { CardData, CardRole, DeckOutReading, SetupInput } from '../engine.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { cardName } from '../text/traitor-text.ts';
import { errorText } from '../text/error-text.ts';
import { newCard } from './card-store.ts';

/** Detail of `tr-start`: a setup the engine accepted (createGame). */
export interface TrStartDetail {
  setup: SetupInput;
}

/** Detail of `tr-card-added`: a new card the table entered by name from the physical card (G3-CARD-UNKNOWN). */
export interface TrCardAddedDetail {
  card: CardData;
}

/**
 * The setup of the hidden-traitor expansion (G3-SET-1…8): 2 to 5 names clockwise, who starts,
 * the Foul Machination drawn and placed face up (G3-SET-7), the Plots the app shuffles and deals
 * (G3-SET-6: at least one per player, and the app deals only Plots it knows: the table enters the
 * others by name from the physical cards, once, G3-CARD-UNKNOWN), and when the main deck "runs
 * out" (G3-OP-1). The setup is checked by the engine (`createGame`) before `tr-start` fires; a
 * refusal is shown next to the button with its rule id, and focus goes to it.
 *
 * @fires tr-start {TrStartDetail} with an accepted setup
 * @fires tr-card-added {TrCardAddedDetail} when the table enters a new Plot or Foul Machination
 */
@customElement('tr-setup')
export class TrSetup extends LightElement {
  /** The cards the table entered in earlier games (merged over the seed's). */
  @property({ attribute: false }) entered: CardData[] = [];
  /** For a room of personal devices (tr-room-table): the button creates the room; the server deals when the table starts the game. */
  @property({ type: Boolean }) room = false;

  @state() private count = 3;
  @state() private names: string[] = ['', '', '', '', ''];
  @state() private first = 0;
  @state() private machination = 'heroes-are-your-puppets';
  @state() private deckOut: DeckOutReading = 'last-card';
  @state() private error = '';
  @state() private addError: Partial<Record<CardRole, string>> = {};

  private cardsOf(role: CardRole): CardData[] {
    return Object.values(catalogueWith(this.entered)).filter((c) => c.role === role);
  }

  private setName(i: number, value: string): void {
    const names = [...this.names];
    names[i] = value;
    this.names = names;
  }

  private addCard(event: Event, role: CardRole): void {
    event.preventDefault();
    const input = this.querySelector<HTMLInputElement>(`#setup-new-${role}`)!;
    try {
      const card = newCard(role, input.value, this.entered);
      this.addError = { ...this.addError, [role]: '' };
      input.value = '';
      fire(this, 'tr-card-added', { card });
      if (role === 'machination') this.machination = card.id;
      announcer.announce(msg(str`Added: ${card.name}. It is kept on this device for later games.`));
    } catch (error) {
      this.addError = { ...this.addError, [role]: errorText(error) };
      input.focus();
    }
  }

  private start(event: Event): void {
    event.preventDefault();
    const setup: SetupInput = {
      players: this.names.slice(0, this.count).map((n) => n.trim()),
      firstPlayer: Math.min(this.first, this.count - 1),
      machination: this.machination,
      plots: this.cardsOf('plot').map((c) => c.id),
      cards: this.entered,
      deckOut: this.deckOut,
    };
    try {
      createGame(setup);
    } catch (error) {
      this.error = errorText(error);
      void this.updateComplete.then(() => this.querySelector<HTMLElement>('#setup-error')?.focus());
      return;
    }
    this.error = '';
    fire(this, 'tr-start', { setup });
  }

  protected override render() {
    const plots = this.cardsOf('plot');
    const machinations = this.cardsOf('machination');
    const label = (i: number) => this.names[i]!.trim() || msg(str`Player ${i + 1}`);
    return html`
      <section aria-labelledby="setup-heading">
        <h2 id="setup-heading" tabindex="-1">${msg('New game')}</h2>
        <div class="setup-fields">
          <fieldset>
            <legend>${msg('Number of players')}</legend>
            <div class="choices">
              ${[2, 3, 4, 5].map(
                (n) => html`<label class="choice">
                  <input type="radio" name="setup-count" value=${n} .checked=${this.count === n} @change=${() => (this.count = n)} />
                  ${n}
                </label>`,
              )}
            </div>
          </fieldset>
          <!-- After the first field: a phone's first screen at 320 px with 200% text
               holds the heading and the number of players. -->
          <p>${msg('The base game runs at the table with its own cards. The app deals the secret loyalty cards and Plots, keeps the Challenges, the Foul Machination and the main deck count, and says every change.')}</p>
          <fieldset>
            <legend>${msg('Names, clockwise')}</legend>
            ${this.names.slice(0, this.count).map(
              (name, i) => html`<div class="field">
                <label for="setup-name-${i}">${msg(str`Name of player ${i + 1}`)}</label>
                <input id="setup-name-${i}" type="text" autocomplete="off" maxlength="40" .value=${name} @input=${(e: Event) => this.setName(i, (e.target as HTMLInputElement).value)} />
              </div>`,
            )}
          </fieldset>
          <fieldset>
            <legend>${msg('Who takes the first turn')}</legend>
            <div class="choices">
              ${Array.from({ length: this.count }, (_, i) => html`<label class="choice">
                <input type="radio" name="setup-first" value=${i} .checked=${Math.min(this.first, this.count - 1) === i} @change=${() => (this.first = i)} />
                ${label(i)}
              </label>`)}
            </div>
          </fieldset>
          <fieldset>
            <legend>${msg('The Foul Machination placed face up')}</legend>
            <div class="choices">
              ${machinations.map(
                (card) => html`<label class="choice">
                  <input type="radio" name="setup-machination" value=${card.id} .checked=${this.machination === card.id} @change=${() => (this.machination = card.id)} />
                  ${cardName(card)}
                </label>`,
              )}
            </div>
          </fieldset>
          <fieldset>
            <legend>${msg('When the main deck runs out')}</legend>
            <div class="choices">
              <label class="choice">
                <input type="radio" name="setup-deck-out" value="last-card" .checked=${this.deckOut === 'last-card'} @change=${() => (this.deckOut = 'last-card')} />
                ${msg('When its last card leaves it (a count of 0 ends the game)')}
              </label>
              <label class="choice">
                <input type="radio" name="setup-deck-out" value="empty-draw" .checked=${this.deckOut === 'empty-draw'} @change=${() => (this.deckOut = 'empty-draw')} />
                ${msg('When a card must be taken and none is left (the table says so)')}
              </label>
            </div>
          </fieldset>
          <section aria-labelledby="setup-plots-heading">
            <h3 id="setup-plots-heading">${msg('Plots the app deals')}</h3>
            <p id="setup-plots">${msg(str`Plots known: ${plots.map(cardName).join(', ')}.`)} ${msg(str`The app deals only Plots it knows, one per player: ${this.count} players need ${this.count}.`)}</p>
            ${plots.length < this.count ? html`<p>${msg('Enter the name of each other Plot from its physical card, once: the app keeps it for later games.')}</p>` : nothing}
            ${this.renderAdd('plot', msg('Name of another Plot, as printed'), msg('Add the Plot'))}
          </section>
          ${this.renderAdd('machination', msg('If the Foul Machination drawn is not listed: its name, as printed'), msg('Add the Foul Machination'))}
          <p class="error" id="setup-error" tabindex="-1">${this.error}</p>
          <div class="actions">
            <button type="button" class="primary" id="setup-start" @click=${(e: Event) => this.start(e)}>${this.room ? msg('Create the room') : msg('Deal the secret cards')}</button>
          </div>
        </div>
      </section>
    `;
  }

  private renderAdd(role: CardRole, label: string, button: string) {
    const error = this.addError[role] ?? '';
    return html`<form class="add-card" @submit=${(e: Event) => this.addCard(e, role)} novalidate>
      <div class="field">
        <label for="setup-new-${role}">${label}</label>
        <input id="setup-new-${role}" type="text" autocomplete="off" maxlength="80" aria-describedby="setup-new-${role}-error" aria-invalid=${error ? 'true' : 'false'} />
      </div>
      <p class="error" id="setup-new-${role}-error">${error}</p>
      <div class="actions"><button type="submit" id="setup-add-${role}">${button}</button></div>
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-setup': TrSetup;
  }
  interface HTMLElementEventMap {
    'tr-start': CustomEvent<TrStartDetail>;
    'tr-card-added': CustomEvent<TrCardAddedDetail>;
  }
}
