import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { asked, asksFor, CARD_KINDS, cardOf, LIMITS, missingFields, nextLevel } from '../engine.ts';
import type { Ask, CardData, CardFacts, CardField, CardKind, GameEvent, GameState, Phase, Seat, Trait } from '../engine.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { cardName, kindName, levelText, traitName } from '../text/traitor-text.ts';
import './tr-card-entry.ts';
import type { TrCardEntryDetail } from './tr-card-entry.ts';

/** Detail of `tr-record`: events the table records, in order (the app applies them through `act` as the table). */
export interface TrRecordDetail {
  events: GameEvent[];
}

/** Detail of `tr-menu`: open the private Foul Machination menu of `seat` (B.10). */
export interface TrMenuDetail {
  seat: number;
}

/**
 * What the steps show and offer: from the one-device app's state ({@link stepsModelOf}) or from a
 * room device's snapshot (the table's public view and asks; a phone's own turn's asks). Public
 * facts only.
 */
export interface TrStepsModel {
  players: readonly string[];
  phase: Phase;
  turn: number;
  active: Seat;
  /** The next face-down level of the Challenge stack, or `null`. */
  nextLevel: 1 | 2 | 3 | null;
  /** The asks this device takes, with their options (the engine's, as this device may see them). */
  asks: readonly Ask[];
  /** A card's data by id (the Challenges to pick from, a card to enter). */
  card(id: string): CardData;
  /** The seat whose private Foul Machination menu this device opens now (the one-device app), or `null`. */
  menuSeat: Seat | null;
}

/** The model of the one-device app: the public asks, and the active player's private menu when the engine offers it (G3-OP-6). */
export function stepsModelOf(state: GameState): TrStepsModel {
  const menu = state.phase === 'turn' && asked(state).some((a) => a.kind === 'declare-machination' && a.seat === state.active);
  return {
    players: state.setup.players,
    phase: state.phase,
    turn: state.turn,
    active: state.active,
    nextLevel: nextLevel(state),
    asks: asksFor(state, 'public'),
    card: (id) => cardOf(state, id),
    menuSeat: menu ? state.active : null,
  };
}

function fieldName(field: CardField): string {
  switch (field) {
    case 'level':
      return msg('level');
    case 'effect':
      return msg('text');
    case 'requirements':
      return msg('requirements');
    case 'power':
      return msg('Power cost');
    default:
      return field;
  }
}

/**
 * What the table may do now, built from the engine's `asked` (the public asks, `asksFor(state,
 * 'public')`, and whether the active player has the private Foul Machination menu): enter what a
 * card in play lacks (G3-CARD-UNKNOWN), turn the next Challenge face up (G3-SET-8, G3-CH-1),
 * contribute cards (G3-CH-ADD-1…5), pay a Challenge's or the Plot's Power (G3-CH-DEFEAT-1,
 * G3-PLOT-4), defeat a Super-Villain (G3-2P-5), open the private menu (G3-OP-6), end the turn,
 * Disintegration (G3-CARD-DISINTEGRATION), the Doomsday Clock's count (G3-CARD-DOOMSDAY), the
 * main deck's count and "the main deck ran out" (G3-END-2, G3-OP-1). Every step is a native
 * control reached by Tab; the heading `#tr-step-heading` says whose turn it is and takes focus
 * after each change (the app moves it).
 *
 * @fires tr-record {TrRecordDetail} with the events to record
 * @fires tr-menu {TrMenuDetail} to open the active player's private menu
 */
@customElement('tr-steps')
export class TrSteps extends LightElement {
  /** The one-device app's game state (its public asks are shown), or… */
  @property({ attribute: false }) state: GameState | null = null;
  /** …a room device's model (set instead of `state`). */
  @property({ attribute: false }) model: TrStepsModel | null = null;

  private get m(): TrStepsModel {
    return this.model ?? stepsModelOf(this.state!);
  }
  /** The last refusal (with its rule id), or ''. */
  @property() error = '';
  /**
   * What the table must do at once because of the last change (text/consequence-text.ts
   * `reminderText`: the line-up refill, an attack that spares loyal players, the helper's card), as
   * announced; shown under the heading until the next change. `''`: none.
   */
  @property() notice = '';
  /** The card being entered (its id), or `null`. */
  @state() entering: string | null = null;

  /** A step left incomplete: says what is missing (assertively, next to the step) and focuses the control. */
  private async missing(text: string, control: HTMLElement | null): Promise<void> {
    this.error = text;
    await this.updateComplete;
    control?.focus();
    announcer.announce(text, 'assertive');
  }

  private record(...events: GameEvent[]): void {
    fire(this, 'tr-record', { events });
  }

  private async enter(id: string | null): Promise<void> {
    this.entering = id;
    this.error = '';
    await this.updateComplete;
    this.querySelector<HTMLElement>(id === null ? '#tr-step-heading' : '#entry-heading')?.focus();
  }

  /** The heading's text: whose turn, or what is due (public: no loyalty before the reveal). */
  headingText(): string {
    const s = this.m;
    const who = s.players[s.active]!;
    if (s.phase === 'over') return msg('Game over');
    if (s.phase === 'challenge') return msg(str`Turn the next Challenge face up (${levelText(s.nextLevel ?? 3)}), then ${who} plays`);
    return msg(str`Turn ${s.turn}: ${who} plays`);
  }

  protected override render() {
    if (!this.state && !this.model) return nothing;
    const m = this.m;
    const asks = m.asks;
    const entering = this.entering === null ? null : m.card(this.entering);
    return html`
      <section aria-labelledby="tr-step-heading" id="tr-steps">
        <h2 id="tr-step-heading" tabindex="-1">${this.headingText()}</h2>
        ${this.notice ? html`<p class="status" id="tr-notice">${this.notice}</p>` : nothing}
        <p class="error" id="tr-error" tabindex="-1">${this.error}</p>
        ${entering ? this.renderEntry(entering) : asks.map((ask) => this.renderAsk(ask))}
        ${entering === null ? this.renderMenuButton() : nothing}
      </section>
    `;
  }

  private renderEntry(card: CardData) {
    const ask = this.m.asks.find((a) => a.kind === 'enter-card' && a.options?.card === card.id);
    const missing = ask?.options?.missing ?? missingFields(card);
    return html`<tr-card-entry
      .card=${card}
      .missing=${missing}
      .error=${this.error}
      @tr-card-entry=${(e: CustomEvent<TrCardEntryDetail>) => this.record({ type: 'card-entered', card: e.detail.card as unknown as CardData })}
      @tr-card-cancel=${() => void this.enter(null)}
    ></tr-card-entry>`;
  }

  /** The private menu is offered on every player's turn before the reveal (the same for all: G3-OP-6). */
  private renderMenuButton() {
    const seat = this.m.menuSeat;
    if (seat === null) return nothing;
    const who = this.m.players[seat]!;
    return html`<section aria-labelledby="tr-menu-heading">
      <h3 id="tr-menu-heading">${msg('The Foul Machination (private)')}</h3>
      <p>${msg('Every player gets this private menu on their turn, the same for all.')}</p>
      <div class="actions">
        <button type="button" id="tr-open-menu" @click=${() => fire(this, 'tr-menu', { seat })}>${msg(str`Private menu of ${who}`)}</button>
      </div>
    </section>`;
  }

  private renderAsk(ask: Ask) {
    const s = this.m;
    const who = ask.seat === null ? '' : s.players[ask.seat]!;
    switch (ask.kind) {
      case 'enter-card': {
        const card = s.card(ask.options!.card!);
        const fields = (ask.options!.missing ?? []).map(fieldName).join(', ');
        return html`<div class="actions">
          <button type="button" class="entry-open" data-card=${card.id} @click=${() => void this.enter(card.id)}>
            ${msg(str`Enter from the card: ${cardName(card)} (${fields})`)}
          </button>
        </div>`;
      }
      case 'reveal-challenge':
        return this.renderReveal(ask);
      case 'contribute':
        return this.renderContribute(ask);
      case 'defeat-challenge': {
        const card = s.card(ask.options!.card!);
        return html`<div class="actions">
          <button type="button" id="tr-defeat-challenge" @click=${() => this.record({ type: 'challenge-defeated', seat: ask.seat! })}>
            ${msg(str`${who} paid the Power: ${cardName(card)} is defeated`)}
          </button>
        </div>`;
      }
      case 'defeat-plot':
        return html`<div class="actions">
          <button type="button" id="tr-defeat-plot" @click=${() => this.record({ type: 'plot-defeated', seat: ask.seat! })}>
            ${msg(str`${who} paid the Power: the Plot is defeated`)}
          </button>
        </div>`;
      case 'defeat-super-villain':
        return html`<div class="actions">
          <button type="button" id="tr-defeat-villain" @click=${() => this.record({ type: 'super-villain-defeated', seat: ask.seat! })}>
            ${msg(str`${who} defeated a Super-Villain`)}
          </button>
        </div>`;
      case 'end-turn':
        return this.renderEndTurn(ask);
      case 'destroy-challenge': {
        const card = s.card(ask.options!.card!);
        return html`<div class="actions">
          <button type="button" id="tr-destroy-challenge" @click=${() => this.record({ type: 'challenge-destroyed', seat: ask.seat! })}>
            ${msg(str`${who} destroyed ${cardName(card)} with Disintegration: it is defeated`)}
          </button>
        </div>`;
      }
      case 'ask-help':
        return html`<div class="actions">
          <button type="button" id="tr-ask-help" @click=${() => this.record({ type: 'help-requested', seat: ask.seat! })}>${msg(str`${who} asks the loyal players for help`)}</button>
        </div>`;
      case 'help':
        return this.renderHelp(ask);
      case 'play-attack':
        return html`<div class="actions">
            <button type="button" id="tr-attack" aria-describedby=${ask.options?.sparesLoyal ? 'tr-attack-rule' : nothing} @click=${() => this.record({ type: 'attack-played', seat: ask.seat! })}>
              ${msg(str`${who} plays an attack`)}
            </button>
          </div>
          ${ask.options?.sparesLoyal ? html`<p id="tr-attack-rule">${msg(str`Since the reveal, an attack played by ${who} does not affect loyal players.`)}</p>` : nothing}`;
      case 'destroy-player':
        return this.renderDestroy(ask);
      case 'clock-count':
        return this.renderCount('clock', msg('Cards under the Doomsday Clock (0 to 12)'), msg('Record the Doomsday Clock'), ask.options?.max ?? 12);
      case 'deck-count':
        return this.renderCount('deck', msg('Cards left in the main deck'), msg('Record the main deck count'), ask.options?.max ?? 500);
      case 'deck-ran-out':
        return html`<div class="actions">
          <button type="button" id="tr-deck-ran-out" @click=${() => this.record({ type: 'deck-ran-out' })}>${msg('The main deck ran out')}</button>
        </div>`;
      default:
        return nothing;
    }
  }

  private renderReveal(ask: Ask) {
    const s = this.m;
    const level = ask.options!.level!;
    const known = (ask.options!.candidates ?? []).map((id) => s.card(id));
    const unknown = (ask.options!.levelUnknown ?? []).map((id) => s.card(id));
    const submit = (e: Event) => {
      e.preventDefault();
      const picked = this.querySelector<HTMLInputElement>('input[name="tr-challenge"]:checked');
      if (!picked) {
        void this.missing(msg('Choose the Challenge turned face up.'), this.querySelector<HTMLInputElement>('input[name="tr-challenge"]'));
        return;
      }
      const card = s.card(picked.value);
      if (card.level === null) {
        // G3-CARD-UNKNOWN: its level is entered from the card at once, then it is turned.
        this.record({ type: 'card-entered', card: { ...card, level, effect: null, requirements: null, power: null, source: 'table' } }, { type: 'challenge-revealed', level, card: card.id });
      } else {
        this.record({ type: 'challenge-revealed', level, card: card.id });
      }
    };
    return html`<form @submit=${submit} novalidate>
      <fieldset>
        <legend>${msg(str`The Challenge turned face up, ${levelText(level)}`)}</legend>
        ${known.map((c) => html`<label class="choice"><input type="radio" name="tr-challenge" value=${c.id} />${cardName(c)}</label>`)}
        ${unknown.map(
          (c) => html`<label class="choice"><input type="radio" name="tr-challenge" value=${c.id} />${msg(str`${cardName(c)} (its level is not entered yet: it is entered as ${levelText(level)})`)}</label>`,
        )}
      </fieldset>
      <div class="actions"><button type="submit" class="primary" id="tr-reveal">${msg('Turn it face up and read it aloud')}</button></div>
    </form>`;
  }

  private renderContribute(ask: Ask) {
    const who = this.m.players[ask.seat!]!;
    const submit = (e: Event) => {
      e.preventDefault();
      const form = e.target as HTMLFormElement;
      const kind = form.querySelector<HTMLInputElement>('input[name="tr-kind"]:checked')?.value as CardKind | undefined;
      if (!kind) {
        void this.missing(msg('Choose the card type.'), form.querySelector<HTMLInputElement>('input[name="tr-kind"]'));
        return;
      }
      const cost = Number(form.querySelector<HTMLInputElement>('#tr-cost')!.value || '0');
      const count = Number(form.querySelector<HTMLInputElement>('#tr-how-many')!.value || '1');
      const traits = [...form.querySelectorAll<HTMLInputElement>('input[name="tr-trait"]:checked')].map((b) => b.value as Trait);
      const card: CardFacts = { kind, cost, traits };
      // A count out of 1–40 gives an empty or too long list, which the engine refuses (REC-FORMAT).
      const length = Number.isInteger(count) && count > 0 ? Math.min(count, 41) : 0;
      this.record({ type: 'contributed', seat: ask.seat!, cards: Array.from({ length }, () => ({ ...card, traits: [...traits] })) });
    };
    return html`<form @submit=${submit} novalidate aria-labelledby="tr-contribute-heading">
      <h3 id="tr-contribute-heading">${msg(str`${who} contributes cards to the Challenge`)}</h3>
      <fieldset aria-describedby="tr-contribute-hint">
        <legend>${msg('Card type')}</legend>
        <div class="choices">
          ${CARD_KINDS.map((k) => html`<label class="choice"><input type="radio" name="tr-kind" value=${k} />${kindName(k)}</label>`)}
        </div>
      </fieldset>
      <div class="field">
        <label for="tr-cost">${msg('Cost of each card')}</label>
        <input id="tr-cost" type="number" inputmode="numeric" min="0" max=${LIMITS.cost} value="0" />
      </div>
      <fieldset>
        <legend>${msg('Keywords (if any)')}</legend>
        ${(['attack', 'defense', 'guardians'] as const).map((t) => html`<label class="choice"><input type="checkbox" name="tr-trait" value=${t} />${traitName(t)}</label>`)}
      </fieldset>
      <div class="field">
        <label for="tr-how-many">${msg('How many such cards')}</label>
        <input id="tr-how-many" type="number" inputmode="numeric" min="1" max="40" value="1" />
      </div>
      <p class="hint" id="tr-contribute-hint">${msg('Enter a group of cards of the same type and cost; only cards that meet a requirement may be contributed.')}</p>
      <div class="actions"><button type="submit" class="primary" id="tr-contribute">${msg('Contribute')}</button></div>
    </form>`;
  }

  /**
   * The end of the turn, in two buttons: whether the player bought or gained a card from the line-up
   * this turn (G3-PLAY-LINEUP: if not, the top card of the main deck joins the line-up).
   */
  private renderEndTurn(ask: Ask) {
    const who = this.m.players[ask.seat!]!;
    const end = (gained: boolean) => this.record({ type: 'turn-ended', seat: ask.seat!, gained });
    return html`<div role="group" aria-labelledby="tr-end-turn-heading">
      <h3 id="tr-end-turn-heading">${msg(str`End of the turn: did ${who} buy or gain a card from the line-up?`)}</h3>
      <div class="actions">
        <button type="button" class="primary" id="tr-end-turn" @click=${() => end(true)}>${msg(str`${who} bought or gained a card: end the turn`)}</button>
        <button type="button" id="tr-end-turn-nothing" @click=${() => end(false)}>${msg(str`${who} bought or gained nothing: end the turn`)}</button>
      </div>
    </div>`;
  }

  /**
   * A loyal player asked for help (G3-HELP-2): the helper asked now gives their hand size and the
   * app draws which card they add (a `help-given` event: the one-device app draws the card with
   * its random source, a room's server draws it), or adds none.
   */
  private renderHelp(ask: Ask) {
    const s = this.m;
    const helper = s.players[ask.seat!]!;
    const to = s.players[ask.options?.to ?? s.active]!;
    const max = ask.options?.max ?? 60;
    const submit = (e: Event) => {
      e.preventDefault();
      const input = this.querySelector<HTMLInputElement>('#tr-help-hand')!;
      const hand = input.value.trim() === '' ? NaN : Number(input.value);
      if (!Number.isInteger(hand) || hand < 1 || hand > max) {
        void this.missing(msg(str`Enter how many cards ${helper} holds: a whole number from 1 to ${max}.`), input);
        return;
      }
      // `card` is drawn by the app (one device) or the server (a room), never chosen here.
      this.record({ type: 'help-given', seat: ask.seat!, hand, card: 1 });
    };
    return html`<form @submit=${submit} novalidate aria-labelledby="tr-help-heading">
      <h3 id="tr-help-heading">${msg(str`${helper} may help ${to} with one random card from their hand`)}</h3>
      <div class="field">
        <label for="tr-help-hand">${msg(str`Cards in the hand of ${helper}`)}</label>
        <input id="tr-help-hand" type="number" inputmode="numeric" min="1" max=${max} />
      </div>
      <div class="actions">
        <button type="submit" class="primary" id="tr-help-give">${msg('Draw the card at random')}</button>
        <button type="button" id="tr-help-decline" @click=${() => this.record({ type: 'help-declined', seat: ask.seat! })}>${msg(str`${helper} does not help`)}</button>
      </div>
    </form>`;
  }

  private renderDestroy(ask: Ask) {
    const seats = ask.options?.seats ?? [];
    const submit = (e: Event) => {
      e.preventDefault();
      const picked = (e.target as HTMLFormElement).querySelector<HTMLInputElement>('input[name="tr-destroy"]:checked');
      if (!picked) {
        void this.missing(msg('Choose the player destroyed.'), (e.target as HTMLFormElement).querySelector<HTMLInputElement>('input[name="tr-destroy"]'));
        return;
      }
      this.record({ type: 'player-destroyed', seat: Number(picked.value) });
    };
    return html`<form @submit=${submit} novalidate>
        <fieldset>
          <legend>${msg('The loyal player destroyed')}</legend>
          ${seats.map((seat) => html`<label class="choice"><input type="radio" name="tr-destroy" value=${seat} />${this.m.players[seat]}</label>`)}
        </fieldset>
        <div class="actions"><button type="submit" id="tr-destroy">${msg('Destroyed: out of the game')}</button></div>
      </form>`;
  }

  private renderCount(id: 'deck' | 'clock', label: string, button: string, max: number) {
    const submit = (e: Event) => {
      e.preventDefault();
      const value = this.querySelector<HTMLInputElement>(`#tr-${id}-count`)!.value.trim();
      const count = value === '' ? NaN : Number(value);
      this.record(id === 'deck' ? { type: 'deck-count', count } : { type: 'clock-count', count });
    };
    return html`<form @submit=${submit} novalidate>
      <div class="field">
        <label for="tr-${id}-count">${label}</label>
        <input id="tr-${id}-count" type="number" inputmode="numeric" min="0" max=${max} />
      </div>
      <div class="actions"><button type="submit" id="tr-${id}-record">${button}</button></div>
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-steps': TrSteps;
  }
  interface HTMLElementEventMap {
    'tr-record': CustomEvent<TrRecordDetail>;
    'tr-menu': CustomEvent<TrMenuDetail>;
  }
}
