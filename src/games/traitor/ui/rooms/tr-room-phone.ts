import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { Ask, CardData, CardFacts, GameEvent, PublicView, Requirement, Seat, SeatView } from '../../engine.ts';
import { announcer } from '../../../../platform/a11y/announcer.ts';
import { connectionText } from '../../../../platform/rooms/room-text.ts';
import { RoomPhonePage } from '../../../../platform/rooms/room-phone-page.ts';
import { type DeclareReply, type TraitorClientEvents, type TraitorSeatSnapshot } from '../../room/protocol.ts';
import { consequenceText, reminderText, viewContext } from '../../text/consequence-text.ts';
import { cardEffect, cardName, declaredSentence, goalSentence, loyaltySentence, powerText, requirementText } from '../../text/traitor-text.ts';
import { currentRule } from '../../rules/current-rule.ts';
import { roomResult, roomStepsModel, sendSteps, TR_ROOMS } from './tr-rooms.ts';
import { traitorStrip } from '../tr-strip.ts';
import { traitorRoomErrorText } from '../../text/room-text.ts';
import '../tr-steps.ts';
import '../tr-board.ts';
import type { TrRecordDetail, TrSteps } from '../tr-steps.ts';

/** The public board of a seat's view (the seat's own cards left out). */
function boardOf(view: SeatView): PublicView {
  const { own: _own, viewer: _viewer, ...rest } = view;
  return { ...rest, viewer: 'public' };
}

/** A card meeting one line of the Foul Machination (the player ticks the lines their played cards met), as the one-device menu sends it. */
function cardFor(line: Requirement): CardFacts {
  return { kind: line.kinds?.[0] ?? 'hero', cost: line.costMin ?? 0, traits: line.traits ? [line.traits[0]!] : [] };
}

/**
 * A player's phone in a room of the hidden-traitor expansion, at
 * `?room=CODE&game=traitor` (the table's QR code and join address).
 *
 * 1. Join: the join code (typed, or from the address), then the player's own seat (the platform's
 *    phone page, room-phone-page.ts, which also follows the connection and a seat lost).
 * 2. **My secret cards**, behind a disclosure ("Show my cards", `aria-expanded`): closed, the page
 *    holds nothing secret, so that a neighbour's glance or a screen reader heard across the table
 *    gives nothing away; open, the player's loyalty card, its goal and their Plot, in sentences of
 *    the same shape for the Traitor and the Loyal (traitor-text.ts), and on the player's own turn
 *    the private Foul Machination menu, the same for every player (G3-OP-6); a declaration's result
 *    is said there only (focus, never a live region). "Hide my cards" takes it all out of the page;
 *    it closes by itself when new cards are dealt.
 * 3. The player's own turn's steps (`<tr-steps>` from this seat's public asks: contribute, pay a
 *    Power, end the turn; the table may record them too) and the public board (`<tr-board>`).
 *
 * On the page the step comes right under the board strip, before the connection and the secret
 * cards, so that the player's turn is in the first screen.
 *
 * Every public change is announced with the one-device app's sentences, the same on every device;
 * the player's turn is announced and focus moves to the step heading when the control that had it
 * went away.
 */
@customElement('tr-room-phone')
export class TrRoomPhone extends RoomPhonePage<TraitorSeatSnapshot, TraitorClientEvents> {
  protected readonly rooms = TR_ROOMS;
  @state() private open = false;
  /** The result of this phone's declaration (private: shown in the open disclosure only), or `null`. */
  @state() private declared: DeclareReply['machination'] | null = null;
  @state() private menuError = '';
  /** What the table must do at once because of the last change (reminderText), shown with the step. */
  @state() private reminder = '';

  private lastVersion = -1;
  private lastSeat: Seat | null = null;
  private lastDeals = 0;
  private lastActive: Seat | null = null;

  protected override currentRule(): string | null {
    const s = this.snapshot;
    return currentRule(s?.dealt ? s.view : null);
  }

  protected override seatTitle(s: TraitorSeatSnapshot): string {
    return s.view.players[s.seat] ?? '';
  }

  protected override lobbyIntro(): string {
    return msg('Choose your own name: this phone then shows your secret cards, and only yours.');
  }

  protected override onSeatLost(): void {
    this.open = false;
    this.declared = null;
    this.lastSeat = null;
    this.lastVersion = -1;
    this.lastDeals = 0;
  }

  protected override onSeat(s: TraitorSeatSnapshot): void {
    const first = this.lastSeat !== s.seat;
    const fresh = s.version > this.lastVersion;
    this.lastVersion = Math.max(this.lastVersion, s.version);
    const context = viewContext(s.view, s.cards);
    const polite = first || !fresh ? [] : s.consequences.filter((c) => c.kind !== 'game-over').map((c) => consequenceText(context, c));
    const end = first || !fresh ? [] : s.consequences.filter((c) => c.kind === 'game-over').map((c) => consequenceText(context, c));
    if (fresh) this.reminder = reminderText(context, s.consequences);
    const dealtNow = s.dealt && s.deals > this.lastDeals;
    const withdrawn = !first && fresh && !s.dealt && this.lastDeals > 0 && s.deals === this.lastDeals;
    // New cards, or none: whatever showed is out of the page.
    if (dealtNow || withdrawn) {
      this.open = false;
      this.declared = null;
    }
    this.lastDeals = s.deals;
    const myTurn = s.dealt && s.view.phase === 'turn' && s.view.active === s.seat && !s.view.out.includes(s.seat);
    const newTurn = !first && myTurn && (this.lastActive !== s.seat || s.consequences.some((c) => c.kind === 'turn'));
    if (fresh && s.consequences.some((c) => c.kind === 'turn')) this.declared = null;
    this.lastActive = s.view.phase === 'turn' ? s.view.active : null;
    this.lastSeat = s.seat;
    if (first) this.seated();
    void this.updateComplete.then(async () => {
      for (const el of this.querySelectorAll<TrSteps>('tr-steps, tr-board')) await el.updateComplete;
      const active = document.activeElement;
      if (first || !active || active === document.body || !active.isConnected) this.querySelector<HTMLElement>('#phone-heading')?.focus();
      if (polite.length > 0) announcer.announce(polite.join(' '));
      if (end.length > 0) announcer.announce(end.join(' '), 'assertive');
      if (dealtNow) announcer.announce(msg('Your secret cards are dealt: show them when only you can see and hear this phone.'));
      if (withdrawn) announcer.announce(msg('A seat was freed before the game began: the cards are taken back. You get new cards when the table starts the game again.'));
      if (newTurn) announcer.announce(msg('Your turn.'));
    });
  }

  /** Shows or hides this player's secret cards; hidden, nothing secret is in the page. */
  private async setOpen(open: boolean): Promise<void> {
    this.open = open;
    this.declared = null;
    this.menuError = '';
    announcer.clear();
    await this.updateComplete;
    this.querySelector<HTMLElement>(open ? '#phone-private-heading' : '#phone-show')?.focus();
  }

  /** This seat's own steps from `<tr-steps>`, sent as the room's requests; a refusal shown next to the step. */
  private async record(events: readonly GameEvent[]): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const steps = this.querySelector<TrSteps>('tr-steps');
    try {
      const send = (name: string, request: unknown) => this.connection!.request(`game:${name}` as 'game:end-turn', request as never);
      if (!(await sendSteps(this, steps, events, send, ['#tr-error']))) return;
      if (steps) steps.error = '';
      await this.updateComplete;
      await steps?.updateComplete;
      this.querySelector<HTMLElement>('#tr-step-heading')?.focus();
    } finally {
      this.busy = false;
    }
  }

  /** The private Foul Machination declaration (G3-OP-6): its result is said on the private screen only. */
  private async declare(event: Event, lines: readonly Requirement[]): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    const ticked = [...this.querySelectorAll<HTMLInputElement>('input[name="tr-line"]')].filter((box) => box.checked).map((box) => lines[Number(box.value)]!);
    this.busy = true;
    try {
      const reply = await this.connection!.request('game:declare-machination', { cards: ticked.map(cardFor) });
      if (!reply.ok) {
        this.menuError = traitorRoomErrorText(reply.error);
        await this.updateComplete;
        this.querySelector<HTMLElement>('#tr-private-error')?.focus();
        return;
      }
      this.menuError = '';
      this.declared = reply.machination;
      await this.updateComplete;
      this.querySelector<HTMLElement>('#tr-private-phrase')?.focus();
    } finally {
      this.busy = false;
    }
  }

  protected override renderSeat(s: TraitorSeatSnapshot) {
    const view = s.view;
    const name = view.players[s.seat]!;
    return html`
      <h2 id="phone-heading" tabindex="-1">${msg(str`${name}'s phone, seat ${s.seat + 1}`)}</h2>
      ${s.dealt ? traitorStrip(boardOf(view), roomResult(s)) : nothing}
      ${s.dealt ? this.renderSteps(s) : html`<p id="phone-wait">${msg('The table starts the game once every player has taken their seat: then your secret cards are dealt to this phone.')}</p>`}
      <p class="status" id="phone-connection">${connectionText(this.connection!.status)}</p>
      ${this.renderPrivate(s)}
      ${s.dealt ? html`<tr-board .view=${boardOf(view)}></tr-board>` : nothing}
    `;
  }

  /** This seat's own public steps (the table may record them too), with the one-device app's component. */
  private renderSteps(s: TraitorSeatSnapshot) {
    const v = s.view;
    const cards = new Map<string, CardData>();
    const model = roomStepsModel(
      v,
      s.asks.filter((a) => a.seat === s.seat && !a.secret),
      (id) => cards.get(id) ?? { id, role: 'challenge', name: v.current?.card.id === id ? v.current.card.name : id, nameEn: v.current?.card.id === id ? v.current.card.nameEn : null, level: null, effect: null, requirements: null, power: null, source: 'table' },
    );
    return html`<tr-steps .model=${model} .notice=${this.reminder} @tr-record=${(e: CustomEvent<TrRecordDetail>) => void this.record(e.detail.events)}></tr-steps>`;
  }

  /**
   * The player's secret cards behind a disclosure: the same elements, in the same order and with
   * sentences of the same shape, whatever the cards; closed, none of it is in the page.
   */
  private renderPrivate(s: TraitorSeatSnapshot) {
    const own = s.view.own;
    return html`<section aria-labelledby="phone-private-title" id="phone-private" class="private-card">
      <h2 id="phone-private-title">${msg('My secret cards')}</h2>
      <p>${msg('Open them only when nobody else can see this screen or hear your phone.')}</p>
      <div class="actions">
        <button type="button" id="phone-show" aria-expanded=${this.open ? 'true' : 'false'} aria-controls="phone-private-body" ?disabled=${!own} @click=${() => void this.setOpen(!this.open)}>
          ${this.open ? msg('Hide my cards') : msg('Show my cards')}
        </button>
      </div>
      <div id="phone-private-body">
        ${this.open && own
          ? html`<div data-private>
              <h3 id="phone-private-heading" tabindex="-1">${msg('Only for you')}</h3>
              <p id="tr-private-loyalty">${loyaltySentence(own.loyalty)}</p>
              <p id="tr-private-goal">${goalSentence(own.loyalty)}</p>
              <p id="tr-private-plot">${msg(str`Your Plot: ${cardName(own.plot)}.`)}</p>
              <p id="tr-private-plot-text">${own.plot.effect === null ? msg('Its text is on the physical card; the app does not have it yet.') : cardEffect(own.plot)} ${powerText(own.plot.power)}</p>
              ${this.renderMenu(s)}
            </div>`
          : nothing}
      </div>
    </section>`;
  }

  /** The private Foul Machination menu on this player's turn (G3-OP-6): the same lines and button for every player. */
  private renderMenu(s: TraitorSeatSnapshot) {
    const ask: Ask | undefined = s.asks.find((a) => a.kind === 'declare-machination' && a.seat === s.seat);
    if (this.declared) {
      return html`<p id="tr-private-phrase" class="status" tabindex="-1">${declaredSentence(this.declared === 'completed')}</p>`;
    }
    if (!ask) return nothing;
    const lines = ask.options?.requirements ?? [];
    const fm = s.view.machination.card;
    return html`<form @submit=${(e: Event) => void this.declare(e, lines)} novalidate>
      <fieldset>
        <legend>${msg(str`The Foul Machination ${cardName(fm)}: the cards you played this turn, one per line`)}</legend>
        ${lines.map((line, i) => html`<label class="choice"><input type="checkbox" name="tr-line" value=${i} />${requirementText(line)}</label>`)}
      </fieldset>
      <p>${msg('If you played a card for every line this turn, declare it. Otherwise hide: nothing is recorded.')}</p>
      <p class="error" id="tr-private-error" tabindex="-1">${this.menuError}</p>
      <div class="actions"><button type="submit" class="primary" id="tr-declare">${msg('Declare the Foul Machination completed')}</button></div>
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-room-phone': TrRoomPhone;
  }
}