import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { Ask, CardData, CardFacts, GameEvent, PublicView, Requirement, Seat, SeatView } from '../../engine.ts';
import { announcer } from '../../../../platform/a11y/announcer.ts';
import { loadCredential, normalizeCode, RoomConnection } from '../../../../platform/rooms/room-client.ts';
import type { ConnectionStatus, RoomLobby } from '../../../../platform/rooms/room-client.ts';
import { connectionText, joinCodeText } from '../../../../platform/rooms/room-text.ts';
import { roomPageAddress } from '../../../../platform/rooms/room-pages.ts';
import { RoomPage } from '../../../../platform/rooms/rs-room-page.ts';
import { TRAITOR_ROOM_GAME, type DeclareReply, type TraitorClientEvents, type TraitorSeatSnapshot } from '../../room/protocol.ts';
import { roomRequests } from '../../room/wire.ts';
import { consequenceText, viewContext } from '../../text/consequence-text.ts';
import { cardName, declaredSentence, goalSentence, loyaltySentence, powerText, requirementText } from '../../text/traitor-text.ts';
import { currentRule } from '../../rules/current-rule.ts';
import { registerTraitorRules } from '../../rules-registration.ts';
import { traitorRoomErrorText } from '../../text/room-text.ts';
import '../tr-steps.ts';
import '../tr-board.ts';
import type { TrRecordDetail, TrSteps, TrStepsModel } from '../tr-steps.ts';

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
 * A player's phone in a room of the hidden-traitor expansion (issue 21, items 1 and 5), at
 * `?room=CODE&game=traitor` (the table's QR code and join address).
 *
 * 1. Join: the join code (typed, or from the address), then the player's own seat.
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
 * Every public change is announced with the one-device app's sentences, the same on every device;
 * the player's turn is announced and focus moves to the step heading when the control that had it
 * went away.
 */
@customElement('tr-room-phone')
export class TrRoomPhone extends RoomPage {
  @state() private connection: RoomConnection<TraitorSeatSnapshot, TraitorClientEvents> | null = null;
  @state() private code: string | null = null;
  @state() private codeInput = '';
  @state() private lobby: RoomLobby | null = null;
  @state() private open = false;
  /** The result of this phone's declaration (private: shown in the open disclosure only), or `null`. */
  @state() private declared: DeclareReply['machination'] | null = null;
  @state() private menuError = '';
  @state() private notice = '';
  @state() private busy = false;
  @state() private tick = 0;

  private unsubscribe: (() => void) | null = null;
  private lastStatus: ConnectionStatus | null = null;
  private lastVersion = -1;
  private lastSeat: Seat | null = null;
  private lastDeals = 0;
  private lastActive: Seat | null = null;

  protected override appTitle(): string {
    return msg('Hidden-traitor expansion companion');
  }

  protected override currentRule(): string | null {
    const s = this.snapshot;
    return currentRule(s?.dealt ? s.view : null);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    Object.assign(this.style, { display: 'block', maxWidth: '60rem', margin: '0 auto', padding: '0.75rem' });
    registerTraitorRules();
    const raw = new URLSearchParams(location.search).get('room') ?? '';
    const code = normalizeCode(raw);
    this.codeInput = raw.trim().toUpperCase();
    this.code = code;
    const credential = code ? loadCredential('seat', code) : null;
    this.connection = new RoomConnection<TraitorSeatSnapshot, TraitorClientEvents>({ credential, room: code });
    this.unsubscribe = this.connection.subscribe(() => this.onChange());
    if (code && !credential) void this.lookup(code, false);
  }

  override disconnectedCallback(): void {
    this.unsubscribe?.();
    this.connection?.close();
    super.disconnectedCallback();
  }

  protected override onLanguage(): void {
    const s = this.snapshot;
    const app = this.appTitle();
    document.title = s ? `${s.view.players[s.seat]} — ${app}` : `${msg('Join a room')} — ${app}`;
  }

  /** The snapshot of this phone's seat, once it holds one. */
  private get snapshot(): TraitorSeatSnapshot | null {
    const c = this.connection;
    return c?.credential && c.snapshot && c.snapshot.code === this.code ? c.snapshot : null;
  }

  private onChange(): void {
    const connection = this.connection!;
    this.tick++;
    const status = connection.status;
    const statusChanged = status !== this.lastStatus;
    this.lastStatus = status;
    if (statusChanged && (status === 'revoked' || status === 'refused') && this.code) {
      this.lostSeat(status);
      return;
    }
    const s = this.snapshot;
    if (statusChanged && s && (status === 'reconnecting' || status === 'connected')) announcer.announce(connectionText(status), 'polite', { key: 'connection' });
    if (!s) return;
    const first = this.lastSeat !== s.seat;
    const fresh = s.version > this.lastVersion;
    this.lastVersion = Math.max(this.lastVersion, s.version);
    const context = viewContext(s.view, s.cards);
    const polite = first || !fresh ? [] : s.consequences.filter((c) => c.kind !== 'game-over').map((c) => consequenceText(context, c));
    const end = first || !fresh ? [] : s.consequences.filter((c) => c.kind === 'game-over').map((c) => consequenceText(context, c));
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
    if (first) {
      this.lobby = null;
      this.onLanguage();
    }
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

  private lostSeat(status: 'revoked' | 'refused'): void {
    const connection = this.connection!;
    const why = status === 'revoked' ? connectionText('revoked') : connection.refusal ? traitorRoomErrorText(connection.refusal) : connectionText('refused');
    this.notice = why + ' ' + msg('If this is still your phone, choose your seat again.');
    this.open = false;
    this.declared = null;
    this.lastSeat = null;
    this.lastVersion = -1;
    this.lastDeals = 0;
    connection.resetToGuest();
    this.lastStatus = connection.status;
    announcer.announce(this.notice, 'assertive');
    if (this.code) void this.lookup(this.code, true);
  }

  private async lookup(code: string, focus: boolean): Promise<void> {
    const connection = this.connection!;
    this.busy = true;
    try {
      if (!(await connection.ready())) {
        this.fail(traitorRoomErrorText({ code: 'offline', rule: null, message: '' }), '#join-code-input');
        return;
      }
      const reply = await connection.request('room:lookup', { code });
      if (!reply.ok) {
        this.lobby = null;
        this.fail(traitorRoomErrorText(reply.error), '#join-code-input');
        return;
      }
      if (reply.game !== TRAITOR_ROOM_GAME) {
        // A room of another game: that game's phone page.
        location.replace(roomPageAddress('phone', reply.game, reply.code));
        return;
      }
      this.code = reply.code;
      this.lobby = { code: reply.code, game: reply.game, seats: reply.seats };
      this.error = '';
      const wanted = roomPageAddress('phone', TRAITOR_ROOM_GAME, reply.code);
      if (location.href !== wanted) history.replaceState(null, '', wanted);
      await this.updateComplete;
      if (focus) this.querySelector<HTMLElement>('#seat-heading')?.focus();
    } finally {
      this.busy = false;
    }
  }

  private submitCode(event: Event): void {
    event.preventDefault();
    if (this.busy) return;
    const code = normalizeCode(this.codeInput);
    if (!code) {
      this.fail(traitorRoomErrorText({ code: 'bad-code', rule: null, message: '' }), '#join-code-input');
      return;
    }
    this.notice = '';
    void this.lookup(code, true);
  }

  private async claim(seat: Seat, taken: boolean): Promise<void> {
    if (this.busy || !this.code) return;
    if (taken) {
      this.fail(traitorRoomErrorText({ code: 'seat-taken', rule: null, message: '' }), `#seat-claim-${seat}`);
      return;
    }
    const code = this.code;
    this.busy = true;
    this.error = '';
    try {
      const reply = await this.connection!.request('seat:claim', { code, seat });
      if (!reply.ok) {
        this.fail(traitorRoomErrorText(reply.error), `#seat-claim-${seat}`);
        if (reply.error.code === 'seat-taken') void this.lookup(code, false);
        return;
      }
      this.notice = '';
      this.connection!.adopt({ role: 'seat', code, token: reply.token });
    } finally {
      this.busy = false;
    }
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
      for (const { name, request } of roomRequests(events)) {
        const reply = await this.connection!.request(`game:${name}` as 'game:end-turn', request);
        if (!reply.ok) {
          const text = traitorRoomErrorText(reply.error);
          if (steps) steps.error = text;
          await steps?.updateComplete;
          this.querySelector<HTMLElement>('#tr-error')?.focus();
          announcer.announce(text, 'assertive');
          return;
        }
      }
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

  protected override render() {
    if (!this.languageReady) return nothing;
    void this.tick;
    const s = this.snapshot;
    const connection = this.connection;
    return html`
      ${this.renderHeader()}
      <main id="main" tabindex="-1">
        ${s
          ? this.renderSeat(s)
          : connection?.credential
            ? html`<h2 id="phone-heading" tabindex="-1">${msg('Your phone')}</h2>
                <p class="status" id="phone-connection">${connectionText(connection.status)}</p>`
            : this.lobby
              ? this.renderLobby(this.lobby)
              : this.renderJoin()}
      </main>
    `;
  }

  private renderJoin() {
    return html`<section aria-labelledby="join-heading">
      <h2 id="join-heading" tabindex="-1">${msg('Join a room')}</h2>
      <p class="status" id="seat-notice">${this.notice}</p>
      <p>${msg('Type the join code the table shows. Capital or small letters, with spaces or without: all the same.')}</p>
      <form @submit=${(e: Event) => this.submitCode(e)} novalidate>
        <div class="field">
          <label for="join-code-input">${msg('Join code')}</label>
          <input
            id="join-code-input"
            type="text"
            autocomplete="off"
            autocapitalize="characters"
            spellcheck="false"
            enterkeyhint="go"
            aria-describedby="join-code-hint join-error"
            aria-invalid=${this.error ? 'true' : 'false'}
            .value=${this.codeInput}
            @input=${(e: Event) => {
              this.codeInput = (e.target as HTMLInputElement).value;
              this.error = '';
            }}
          />
          <p class="hint" id="join-code-hint">${msg('5 letters, such as K X M P R.')}</p>
        </div>
        <p class="error" id="join-error">${this.error}</p>
        <div class="actions"><button type="submit" class="primary" id="join-find">${msg('Find the room')}</button></div>
      </form>
    </section>`;
  }

  private renderLobby(lobby: RoomLobby) {
    return html`<section aria-labelledby="seat-heading">
      <h2 id="seat-heading" tabindex="-1">${msg('Choose your seat')}</h2>
      <p class="status" id="seat-notice">${this.notice}</p>
      <p>${joinCodeText(lobby.code)} ${msg('Choose your own name: this phone then shows your secret cards, and only yours.')}</p>
      <p class="error" id="join-error">${this.error}</p>
      <ul class="seat-list" id="seat-choices">
        ${lobby.seats.map(
          (seat) => html`<li ?data-connected=${!seat.claimed}>
            <button
              type="button"
              id="seat-claim-${seat.seat}"
              class=${seat.claimed ? '' : 'primary'}
              aria-disabled=${seat.claimed ? 'true' : 'false'}
              @click=${() => void this.claim(seat.seat, seat.claimed)}
            >
              ${seat.claimed ? msg(str`${seat.name}, seat ${seat.seat + 1}: taken by another phone`) : msg(str`I am ${seat.name}, seat ${seat.seat + 1}`)}
            </button>
          </li>`,
        )}
      </ul>
      <div class="actions">
        <button type="button" id="seat-refresh" @click=${() => void this.lookup(lobby.code, true)}>${msg('Update the list of seats')}</button>
      </div>
    </section>`;
  }

  private renderSeat(s: TraitorSeatSnapshot) {
    const view = s.view;
    const name = view.players[s.seat]!;
    return html`
      <h2 id="phone-heading" tabindex="-1">${msg(str`${name}'s phone, seat ${s.seat + 1}`)}</h2>
      <p class="status" id="phone-connection">${connectionText(this.connection!.status)}</p>
      ${this.renderPrivate(s)}
      ${s.dealt ? this.renderSteps(s) : html`<p id="phone-wait">${msg('The table starts the game once every player has taken their seat: then your secret cards are dealt to this phone.')}</p>`}
      ${s.dealt ? html`<tr-board .view=${boardOf(view)}></tr-board>` : nothing}
    `;
  }

  /** This seat's own public steps (the table may record them too), with the one-device app's component. */
  private renderSteps(s: TraitorSeatSnapshot) {
    const v = s.view;
    const cards = new Map<string, CardData>();
    const model: TrStepsModel = {
      players: v.players,
      phase: v.phase,
      turn: v.turn,
      active: v.active,
      nextLevel: v.stack.find((slot) => slot.status === 'face-down')?.level ?? null,
      asks: s.asks.filter((a) => a.seat === s.seat && !a.secret),
      card: (id) => cards.get(id) ?? { id, role: 'challenge', name: v.current?.card.id === id ? v.current.card.name : id, nameEn: v.current?.card.id === id ? v.current.card.nameEn : null, level: null, effect: null, requirements: null, power: null, source: 'table' },
      menuSeat: null,
    };
    return html`<tr-steps .model=${model} @tr-record=${(e: CustomEvent<TrRecordDetail>) => void this.record(e.detail.events)}></tr-steps>`;
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
              <p id="tr-private-plot-text">${own.plot.effect === null ? msg('Its text is on the physical card; the app does not have it yet.') : own.plot.effect} ${powerText(own.plot.power)}</p>
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
