import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { PLOT_CARDS, plotDrawCount, plotTargets } from '../engine/plot.ts';
import type { PlotMoment } from '../engine/plot.ts';
import type { PublicView, Seat } from '../../../engine.ts';
import type { PlotCard, PlotDrawEvent, PlotGiveEvent, PlotUseEvent } from '../engine/index.ts';
import { announcer } from '../../../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../../../platform/a11y/light-element.ts';
import { radioFieldset } from '../../../../../platform/a11y/radio-choices.ts';
import { plotCardEffect, plotCardName } from '../text.ts';
import { avalon } from '../../../text/table-names.ts';

/** Detail of `rs-plot-pass`: a holder lets their chance go (R-PLOT-4: it is lost). */
export interface PlotPassDetail {
  seat: Seat;
  card: PlotCard;
}

/** Detail of `rs-opinion`: the Opinion Makers' votes, chosen and revealed before the others vote. */
export interface OpinionDetail {
  votes: [Seat, boolean][];
}

/**
 * The plot cards' step (The Plot Thickens, R-PLOT-1 … R-PLOT-5), in one of three stages:
 * - `'chance'`: one holder's chance to use a one-use card now, in the order of R-PLOT-4 (from the
 *   leader, clockwise): use it (naming a team member when the card needs one) or let it go;
 * - `'plot'`: the start of a round (R-PLOT-2): the leader draws (the app draws at random when it
 *   holds the cards, else the moderator records the cards drawn), hands each card to a player, and
 *   the card just handed over is resolved when it acts at once;
 * - `'opinion'`: with secret votes, the Opinion Makers choose and reveal their votes first.
 * Who holds which card is public; nothing secret is rendered.
 *
 * @fires rs-plot-event {PlotDrawEvent | PlotGiveEvent | PlotUseEvent} an event to record
 * @fires rs-plot-draw when the app should draw the cards at random
 * @fires rs-plot-pass {PlotPassDetail} when a holder lets the chance go
 * @fires rs-opinion {OpinionDetail} when the Opinion Makers' votes are chosen
 */
@customElement('rs-plot')
export class RsPlot extends LightElement {
  @property({ attribute: false }) view!: PublicView;
  @property() stage: 'chance' | 'plot' | 'opinion' = 'plot';
  /** For `'chance'`: whose chance it is, with which card. */
  @property({ attribute: false }) chance: { seat: Seat; card: PlotCard } | null = null;
  /** The moment, for the players a card may act on. */
  @property({ attribute: false }) moment: PlotMoment | null = null;
  /** Whether the app draws the plot cards (it holds the roles) rather than recording a physical draw. */
  @property({ type: Boolean, attribute: 'app-draws' }) appDraws = false;
  /** For `'opinion'`: the Opinion Makers, in seat order. */
  @property({ attribute: false }) opinionSeats: Seat[] = [];

  @state() private choice = '';
  @state() private drawn: string[] = [];
  @state() private votes = new Map<Seat, boolean>();
  @state() private error = '';

  /** Moves focus to the first control of the step. */
  focusFirst(): void {
    this.querySelector<HTMLElement>('#plot-form input, #plot-form select, #plot-form button')?.focus();
  }

  private name(seat: Seat): string {
    return this.view.players[seat]!;
  }

  private emit(event: PlotDrawEvent | PlotGiveEvent | PlotUseEvent): void {
    fire(this, 'rs-plot-event', event);
  }

  private refuse(text: string): void {
    this.error = text;
    announcer.announce(text, 'assertive');
    this.focusFirst();
  }

  protected override render() {
    if (!this.view?.plot) return nothing;
    if (this.stage === 'chance' && this.chance) return this.renderChance(this.chance.seat, this.chance.card);
    if (this.stage === 'opinion') return this.renderOpinion();
    const plot = this.view.plot;
    if (plot.pending) return this.renderPending(plot.pending.holder, plot.pending.card);
    if (!plot.drawnThisRound) return this.renderDraw();
    return this.renderGive(plot.drawn[0]!);
  }

  /** A holder's chance (R-PLOT-4): the card, its effect, a target when it needs one, use or let go. */
  private renderChance(seat: Seat, card: PlotCard) {
    const holder = this.name(seat);
    const targets = card === 'in-the-spotlight' || card === 'keeping-a-close-eye' ? plotTargets(this.moment!, card, seat) : [];
    const use = (event: Event): void => {
      event.preventDefault();
      if (targets.length > 0 && this.choice === '') {
        this.refuse(msg('Choose the team member first.'));
        return;
      }
      this.emit({ type: 'plot-use', card, by: seat, ...(targets.length > 0 ? { target: Number(this.choice) } : {}) });
    };
    return html`<section aria-labelledby="step-heading">
      <h2 id="step-heading" tabindex="-1">${msg(str`Plot card: ${holder} may use ${plotCardName(card)}`)}</h2>
      <p>${plotCardEffect(card)}</p>
      <p class="hint">${msg('Chances go from the leader, clockwise; a chance not taken now is lost.')}</p>
      <form id="plot-form" @submit=${use} novalidate>
        ${targets.length > 0 ? this.targetChoices(targets, card === 'in-the-spotlight' ? msg('Team member who plays face up') : msg('Team member whose card to look at')) : nothing}
        <p class="error" id="plot-error">${this.error}</p>
        <div class="actions">
          <button type="submit" class="primary" id="plot-use">${msg(str`${holder} uses ${plotCardName(card)}`)}</button>
          <button type="button" id="plot-pass" @click=${() => fire(this, 'rs-plot-pass', { seat, card })}>
            ${msg(str`${holder} does not use it`)}
          </button>
        </div>
      </form>
    </section>`;
  }

  /** A card just handed over that acts at once (R-PLOT-3): its holder chooses whom it acts on. */
  private renderPending(seat: Seat, card: PlotCard) {
    const holder = this.name(seat);
    const plot = this.view.plot!;
    const take = card === 'take-responsibility';
    const targets = plotTargets(this.moment!, card, seat);
    const submit = (event: Event): void => {
      event.preventDefault();
      if (this.choice === '') {
        this.refuse(take ? msg('Choose the card to take first.') : msg('Choose the player first.'));
        return;
      }
      if (take) {
        const [from, taken] = this.choice.split(':');
        this.emit({ type: 'plot-use', card, by: seat, target: Number(from), take: taken as PlotCard });
      } else {
        this.emit({ type: 'plot-use', card, by: seat, target: Number(this.choice) });
      }
    };
    const legend =
      card === 'overheard-conversation'
        ? msg(str`Whose character card ${holder} looks at`)
        : take
          ? msg(str`The plot card ${holder} takes`)
          : msg(str`Who ${holder} shows their character card to`);
    return html`<section aria-labelledby="step-heading">
      <h2 id="step-heading" tabindex="-1">${msg(str`${holder} uses ${plotCardName(card)}`)}</h2>
      <p>${plotCardEffect(card)}</p>
      ${this.appDraws || take
        ? nothing
        : html`<p class="hint">
            ${avalon()
              ? msg('Show the loyalty card of your side, Minion of Mordred or Loyal servant of Arthur, never hand it over; the one who sees it may talk about it, never show it.')
              : msg('Show the loyalty card of your side, Spy or Resistance, never hand it over; the one who sees it may talk about it, never show it.')}
          </p>`}
      <form id="plot-form" @submit=${submit} novalidate>
        ${take
          ? radioFieldset(legend, 'plot-error', {
              name: 'plot-choice',
              options: plot.held.filter((h) => h.seat !== seat).map((h) => [`${h.seat}:${h.card}`, msg(str`${this.name(h.seat)}: ${plotCardName(h.card)}`)] as const),
              checked: this.choice,
              onPick: (value) => this.pick(value),
            })
          : this.targetChoices(targets, legend)}
        <p class="error" id="plot-error">${this.error}</p>
        <div class="actions">
          <button type="submit" class="primary" id="plot-resolve">${msg('Record it')}</button>
        </div>
      </form>
    </section>`;
  }

  /** The leader draws (R-PLOT-2): by the app, or the moderator records the physical cards drawn. */
  private renderDraw() {
    const view = this.view;
    const plot = view.plot!;
    const leader = this.name(view.leader);
    const count = Math.min(plotDrawCount(view.players.length), plot.deckLeft);
    const left = PLOT_CARDS.filter((c) => plot.deck[c.card] > 0);
    const submit = (event: Event): void => {
      event.preventDefault();
      if (this.appDraws) {
        fire(this, 'rs-plot-draw', null);
        return;
      }
      const cards = Array.from({ length: count }, (_, i) => this.drawn[i] ?? left[0]!.card) as PlotCard[];
      this.emit({ type: 'plot-draw', cards });
    };
    return html`<section aria-labelledby="step-heading">
      <h2 id="step-heading" tabindex="-1">${msg(str`Plot cards: the leader, ${leader}, draws`)}</h2>
      <p>${count === 1 ? msg(str`${leader} draws 1 plot card and hands it, face up, to another player.`) : msg(str`${leader} draws ${count} plot cards and hands each, face up, to another player.`)}</p>
      <form id="plot-form" @submit=${submit} novalidate>
        ${this.appDraws
          ? nothing
          : Array.from(
              { length: count },
              (_, i) => html`<div class="field">
                <label for=${`plot-drawn-${i}`}>${msg(str`Card ${i + 1} drawn`)}</label>
                <select
                  id=${`plot-drawn-${i}`}
                  @change=${(e: Event) => {
                    const drawn = [...this.drawn];
                    drawn[i] = (e.target as HTMLSelectElement).value;
                    this.drawn = drawn;
                  }}
                >
                  ${left.map((c) => html`<option value=${c.card} ?selected=${(this.drawn[i] ?? left[0]!.card) === c.card}>${plotCardName(c.card)}</option>`)}
                </select>
              </div>`,
            )}
        <div class="actions">
          <button type="submit" class="primary" id="plot-draw">
            ${this.appDraws ? (count === 1 ? msg('Draw 1 plot card') : msg(str`Draw ${count} plot cards`)) : msg('Record the cards drawn')}
          </button>
        </div>
      </form>
    </section>`;
  }

  /** The leader hands one drawn card to a player (R-PLOT-2); Establish Confidence stays with the leader. */
  private renderGive(card: PlotCard) {
    const view = this.view;
    const leader = view.leader;
    const keep = card === 'establish-confidence';
    const others = view.players.map((_, seat) => seat).filter((seat) => seat !== leader);
    const submit = (event: Event): void => {
      event.preventDefault();
      const select = this.querySelector<HTMLSelectElement>('#plot-give-to');
      this.emit({ type: 'plot-give', card, to: keep ? leader : Number(select?.value ?? others[0]) });
    };
    const left = view.plot!.drawn.length;
    return html`<section aria-labelledby="step-heading">
      <h2 id="step-heading" tabindex="-1">${msg(str`${this.name(leader)} hands out ${plotCardName(card)}`)}</h2>
      <p>${plotCardEffect(card)}</p>
      ${left > 1 ? html`<p class="hint">${msg(str`Cards still to hand out: ${left}.`)}</p>` : nothing}
      <form id="plot-form" @submit=${submit} novalidate>
        ${keep
          ? nothing
          : html`<div class="field">
              <label for="plot-give-to">${msg('Give it to')}</label>
              <select id="plot-give-to">
                ${others.map((seat) => html`<option value=${seat}>${this.name(seat)}</option>`)}
              </select>
            </div>`}
        <div class="actions">
          <button type="submit" class="primary" id="plot-give">${keep ? msg(str`${this.name(leader)} keeps it`) : msg('Hand it over')}</button>
        </div>
      </form>
    </section>`;
  }

  /** Opinion Maker with secret votes: the holders vote in the open, before the others. */
  private renderOpinion() {
    const seats = this.opinionSeats;
    const submit = (event: Event): void => {
      event.preventDefault();
      const missing = seats.filter((seat) => !this.votes.has(seat));
      if (missing.length > 0) {
        this.refuse(msg(str`Choose the vote of ${this.name(missing[0]!)} first.`));
        return;
      }
      fire(this, 'rs-opinion', { votes: seats.map((seat): [Seat, boolean] => [seat, this.votes.get(seat)!]) });
    };
    return html`<section aria-labelledby="step-heading">
      <h2 id="step-heading" tabindex="-1">${msg('Opinion Maker: these votes first, in the open')}</h2>
      <p>${plotCardEffect('opinion-maker')} ${seats.length > 1 ? msg('Both holders reveal their votes at the same time.') : ''}</p>
      <form id="plot-form" @submit=${submit} novalidate>
        ${seats.map(
          (seat) =>
            radioFieldset<'approve' | 'reject'>(msg(str`Vote of ${this.name(seat)}`), 'plot-error', {
              name: `opinion-${seat}`,
              options: [
                ['approve', msg('Approve')],
                ['reject', msg('Reject')],
              ],
              checked: this.votes.has(seat) ? (this.votes.get(seat) ? 'approve' : 'reject') : null,
              onPick: (vote) => {
                this.votes = new Map(this.votes).set(seat, vote === 'approve');
                this.error = '';
              },
            }),
        )}
        <p class="error" id="plot-error">${this.error}</p>
        <div class="actions">
          <button type="submit" class="primary" id="plot-opinion">${msg('Reveal these votes')}</button>
        </div>
      </form>
    </section>`;
  }

  private targetChoices(targets: Seat[], legend: string) {
    return radioFieldset(legend, 'plot-error', {
      name: 'plot-choice',
      options: targets.map((seat) => [String(seat), this.name(seat)] as const),
      checked: this.choice,
      onPick: (value) => this.pick(value),
    });
  }

  /** A radio of the card's choice is picked: it clears the error. */
  private pick(value: string): void {
    this.choice = value;
    this.error = '';
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-plot': RsPlot;
  }
  interface HTMLElementEventMap {
    'rs-plot-event': CustomEvent<PlotDrawEvent | PlotGiveEvent | PlotUseEvent>;
    'rs-plot-draw': CustomEvent<null>;
    'rs-plot-pass': CustomEvent<PlotPassDetail>;
    'rs-opinion': CustomEvent<OpinionDetail>;
  }
}
