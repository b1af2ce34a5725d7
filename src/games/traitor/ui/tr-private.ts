import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { act, activeLines, cardOf, viewFor } from '../engine.ts';
import type { Acted, CardFacts, GameState, Requirement, Seat } from '../engine.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { cardEffect, cardName, declaredSentence, goalSentence, loyaltySentence, powerText, requirementText } from '../text/traitor-text.ts';
import { errorText } from '../text/error-text.ts';
import { PrivateScreenController } from '../../../platform/private/private-screen.ts';

/**
 * What the private turns are for: `'deal'`, each seat in turn looks at its loyalty card and Plot
 * (G3-SET-5, G3-SET-6, G3-2P-1), also to look again later; `'menu'`, the active player's private
 * Foul Machination menu (B.10, G3-OP-6), offered on every player's turn in the same shape.
 */
export type TrPrivateKind = 'deal' | 'menu';

/** Detail of `tr-private-done`: for the menu, what the declaration changed (committed by the app only once the screen is hidden). */
export interface TrPrivateDoneDetail {
  kind: TrPrivateKind;
  acted: Acted | null;
}

/** Detail of `tr-private-next`: the position in `seats` of the turn that comes next. */
export interface TrPrivateNextDetail {
  next: number;
}

type Stage = 'handover' | 'private' | 'declared';

/**
 * Pass-the-device private turns on one shared device, after The Resistance's
 * (rs-private-turns.ts). Each turn has a public hand-over screen ("Pass the device to Ann"), which
 * holds nothing secret, and a private screen opened only by the holder's deliberate action;
 * "Hide" ends the turn. Every private screen has the same shape for the Traitor and for the
 * Loyal: the deal shows one loyalty card, its goal and one Plot (everyone has a Plot, G3-SET-6),
 * in sentences of the same length and structure for both (traitor-text.ts `loyaltySentence`);
 * the menu shows the Foul Machination's active lines (public) with one checkbox each and the same
 * button, and after a declaration one sentence and Hide (the engine checks every declaration the
 * same way, and only the declarer learns that it did nothing, G3-OP-6).
 *
 * Secrets are read from `state` only while a private screen shows, through `viewFor(state, seat)`
 * (the seat's allow-listed view). The announcer's regions are cleared when a private screen opens
 * and when it hides; the private screens speak through focus only. A private screen hides by
 * itself (the platform's private-screen controller, private-screen.ts) when the page is hidden or
 * left and after `idleSeconds` without a key press or touch.
 *
 * @fires tr-private-open when a private screen opens (the app hides its header tools)
 * @fires tr-private-closed when it hides
 * @fires tr-private-next {TrPrivateNextDetail} when a turn ends and another follows (the app saves where the turns are)
 * @fires tr-private-done {TrPrivateDoneDetail} after the last turn
 */
@customElement('tr-private')
export class TrPrivate extends LightElement {
  /** The whole game state (secrets included): rendered only through a seat's view, privately. */
  @property({ attribute: false }) state!: GameState;
  @property() kind: TrPrivateKind = 'deal';
  /** The seats whose turns these are, in order. */
  @property({ attribute: false }) seats: Seat[] = [];
  /** The position in `seats` of the first turn to show (turns before it were taken before a reload). */
  @property({ type: Number }) start = 0;
  /** Seconds without a key press or touch after which a private screen hides (0: never). */
  @property({ type: Number, attribute: 'idle-seconds' }) idleSeconds = 60;

  @state() private index = 0;
  @state() private stage: Stage = 'handover';
  @state() private error = '';
  @state() private hiddenNote = '';
  /** The declaration's result, kept until the screen hides (in memory only). */
  private acted: Acted | null = null;
  private ownNote: 'nothing-happens' | 'recorded' = 'recorded';
  private seatsKey = '';
  constructor() {
    super();
    // Hides the private screen after the idle time, on lock and on leaving the app (the platform's rules).
    new PrivateScreenController(this, {
      showing: () => this.stage !== 'handover',
      idleSeconds: () => this.idleSeconds,
      hide: () => this.autoHide(),
    });
  }

  protected override willUpdate(): void {
    const key = `${this.kind}:${this.seats.join(',')}:${this.start}`;
    if (key !== this.seatsKey) {
      this.seatsKey = key;
      this.index = Math.min(Math.max(0, this.start), Math.max(0, this.seats.length - 1));
      this.stage = 'handover';
      this.acted = null;
    }
  }

  /** The seat whose turn it is. */
  get currentSeat(): Seat | undefined {
    return this.seats[this.index];
  }

  /** Whether a private screen (not a hand-over screen) shows. */
  get privateShowing(): boolean {
    return this.stage !== 'handover';
  }

  /** Moves focus to the first thing to hear on the screen. */
  focusFirst(): void {
    const target = this.stage === 'handover' ? '#tr-turn-heading' : this.stage === 'declared' ? '#tr-private-phrase' : '#tr-private-heading';
    this.querySelector<HTMLElement>(target)?.focus();
  }

  private async show(stage: Stage): Promise<void> {
    this.stage = stage;
    await this.updateComplete;
    this.focusFirst();
  }

  private open(): void {
    if (this.currentSeat === undefined) return;
    this.hiddenNote = '';
    this.error = '';
    announcer.clear();
    fire(this, 'tr-private-open', null);
    void this.show('private');
  }

  private async hide(): Promise<void> {
    this.closePrivate();
    this.index++;
    if (this.index >= this.seats.length) {
      const acted = this.acted;
      this.acted = null;
      fire(this, 'tr-private-done', { kind: this.kind, acted });
      return;
    }
    fire(this, 'tr-private-next', { next: this.index });
    await this.show('handover');
  }

  /** The page was hidden or left idle: the private screen hides; a menu not yet used may be opened again. */
  private autoHide(): void {
    if (this.stage === 'declared' || this.kind === 'deal') {
      void this.hide();
      return;
    }
    const who = this.state.setup.players[this.currentSeat!]!;
    this.closePrivate();
    this.hiddenNote = msg(str`The private screen hid itself. ${who} may open it again.`);
    void this.show('handover');
  }

  private closePrivate(): void {
    announcer.clear();
    this.stage = 'handover';
    fire(this, 'tr-private-closed', null);
  }

  /** A card meeting one line, for the declaration (the player ticks the lines their played cards met). */
  private static cardFor(line: Requirement): CardFacts {
    return { kind: line.kinds?.[0] ?? 'hero', cost: line.costMin ?? 0, traits: line.traits ? [line.traits[0]!] : [] };
  }

  private declare(event: Event): void {
    event.preventDefault();
    const seat = this.currentSeat!;
    const lines = this.lines();
    const ticked = [...this.querySelectorAll<HTMLInputElement>('input[name="tr-line"]')].filter((box) => box.checked).map((box) => lines[Number(box.value)]!);
    try {
      // The same check for every player (G3-FM-3, G3-OP-5); a player who is not the Traitor is told only here.
      const acted = act(this.state, { kind: 'seat', seat }, { type: 'declare-machination', cards: ticked.map(TrPrivate.cardFor) });
      this.acted = acted.events.length > 0 ? acted : null;
      this.ownNote = acted.own ? 'nothing-happens' : 'recorded';
      this.error = '';
      void this.show('declared');
    } catch (error) {
      this.error = errorText(error);
      void this.updateComplete.then(() => this.querySelector<HTMLElement>('#tr-private-error')?.focus());
    }
  }

  private lines(): Requirement[] {
    const fm = cardOf(this.state, this.state.setup.machination);
    return fm.requirements === null ? [] : activeLines(fm.requirements, this.state.setup.players.length);
  }

  protected override render() {
    const seat = this.currentSeat;
    if (seat === undefined || !this.state) return nothing;
    return this.stage === 'handover' ? this.renderHandover(seat) : this.renderPrivate(seat);
  }

  private renderHandover(seat: Seat) {
    const who = this.state.setup.players[seat]!;
    return html`
      <section aria-labelledby="tr-turn-heading" class="handover">
        <h2 id="tr-turn-heading" tabindex="-1">
          ${this.kind === 'menu' ? msg(str`Private menu: pass the device to ${who}`) : msg(str`Pass the device to ${who}`)}
        </h2>
        <!-- The button before the sentence that explains it (and describes it): a phone's first
             screen with 200% text holds the button. -->
        <div class="actions">
          <button type="button" class="primary" id="tr-turn-open" aria-describedby="tr-turn-how" @click=${() => this.open()}>${msg(str`I am ${who}: open my private screen`)}</button>
        </div>
        <p id="tr-turn-how">
          ${this.seats.length > 1 ? msg(str`Private turn ${this.index + 1} of ${this.seats.length}.`) : ''}
          ${msg(str`${who}: when only you can see and hear the device, open your private screen.`)}
        </p>
        <p class="status" id="tr-hidden-note">${this.hiddenNote}</p>
      </section>
    `;
  }

  private renderPrivate(seat: Seat) {
    const who = this.state.setup.players[seat]!;
    const last = this.index + 1 >= this.seats.length;
    return html`
      <section aria-labelledby="tr-private-heading" class="private" data-private>
        <h2 id="tr-private-heading" tabindex="-1">${msg(str`Private screen of ${who}`)}</h2>
        ${this.kind === 'deal' ? this.renderCards(seat) : this.stage === 'declared' ? this.renderDeclared() : this.renderMenu()}
        <div class="actions">
          <button type="button" id="tr-private-hide" @click=${() => void this.hide()}>
            ${last ? msg('Hide') : msg('Hide and pass the device on')}
          </button>
        </div>
      </section>
    `;
  }

  /** The seat's own loyalty card, its goal and its Plot: one shape for every card (B.10). */
  private renderCards(seat: Seat) {
    const own = viewFor(this.state, seat).own;
    if (!own) return nothing;
    return html`
      <p id="tr-private-loyalty">${loyaltySentence(own.loyalty)}</p>
      <p id="tr-private-goal">${goalSentence(own.loyalty)}</p>
      <p id="tr-private-plot">${msg(str`Your Plot: ${cardName(own.plot)}.`)}</p>
      <p id="tr-private-plot-text">
        ${own.plot.effect === null ? msg('Its text is on the physical card; the app does not have it yet.') : cardEffect(own.plot)}
        ${powerText(own.plot.power)}
      </p>
    `;
  }

  /** The Foul Machination menu: the same lines and button on every player's screen (G3-OP-6). */
  private renderMenu() {
    const fm = cardOf(this.state, this.state.setup.machination);
    return html`
      <form @submit=${(e: Event) => this.declare(e)} novalidate>
        <fieldset>
          <legend>${msg(str`The Foul Machination ${cardName(fm)}: the cards you played this turn, one per line`)}</legend>
          ${this.lines().map(
            (line, i) => html`<label class="choice">
              <input type="checkbox" name="tr-line" value=${i} />
              ${requirementText(line)}
            </label>`,
          )}
        </fieldset>
        <p>${msg('If you played a card for every line this turn, declare it. Otherwise hide: nothing is recorded.')}</p>
        <p class="error" id="tr-private-error" tabindex="-1">${this.error}</p>
        <div class="actions">
          <button type="submit" class="primary" id="tr-declare">${msg('Declare the Foul Machination completed')}</button>
        </div>
      </form>
    `;
  }

  private renderDeclared() {
    return html`<p id="tr-private-phrase" class="status" tabindex="-1">
      ${declaredSentence(this.ownNote === 'recorded')}
    </p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-private': TrPrivate;
  }
  interface HTMLElementEventMap {
    'tr-private-open': CustomEvent<null>;
    'tr-private-closed': CustomEvent<null>;
    'tr-private-next': CustomEvent<TrPrivateNextDetail>;
    'tr-private-done': CustomEvent<TrPrivateDoneDetail>;
  }
}
