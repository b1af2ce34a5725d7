import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { CardData, GameEvent, Seat, SetupInput } from '../../engine.ts';
import { announcer } from '../../../../platform/a11y/announcer.ts';
import { loadCredential, RoomConnection } from '../../../../platform/rooms/room-client.ts';
import type { CreatedRoom, RoomReply } from '../../../../platform/rooms/room-client.ts';
import { connectedCountText, connectionText, joinCodeText, presenceText } from '../../../../platform/rooms/room-text.ts';
import { roomPageAddress } from '../../../../platform/rooms/room-pages.ts';
import { RoomPage } from '../../../../platform/rooms/rs-room-page.ts';
import { TRAITOR_ROOM_GAME, type TraitorClientEvents, type TraitorRoomSetupInput, type TraitorTableSnapshot } from '../../room/protocol.ts';
import { roomRequests, toWireCard } from '../../room/wire.ts';
import { consequenceText, viewContext } from '../../text/consequence-text.ts';
import { traitorRoomErrorText } from '../../text/room-text.ts';
import { currentRule } from '../../rules/current-rule.ts';
import { registerTraitorRules } from '../../rules-registration.ts';
import { loadEnteredCards, saveEnteredCard } from '../card-store.ts';
import '../tr-setup.ts';
import '../tr-steps.ts';
import '../tr-board.ts';
import type { TrCardAddedDetail, TrStartDetail } from '../tr-setup.ts';
import type { TrRecordDetail, TrSteps, TrStepsModel } from '../tr-steps.ts';

/**
 * The table device of the hidden-traitor expansion with one phone per player (issue 21, items 1
 * and 5), at `?table&game=traitor` (a new room) and `?table=CODE&game=traitor` (this device's
 * room, after a reload).
 *
 * 1. The setup of the one-device app (`<tr-setup>`: names, first player, the Foul Machination,
 *    the Plots the server deals, the deck-out reading; the cards the table entered in earlier
 *    games, kept on this device, card-store.ts) creates the room; nothing is dealt yet.
 * 2. The join code in large letters and spelled for screen readers, the join address and its QR
 *    code; the seats with who is connected, and a button to free a seat. Once every seat is taken,
 *    "Start the game: deal the cards" (focus moves to it): the server deals the loyalty cards and
 *    the Plots then (G3-SET-5, G3-SET-6, G3-2P-1), each to its own phone.
 * 3. During the game: the steps of the one-device app (`<tr-steps>` from the public asks:
 *    Challenges turned face up, card data entered, contributions and Powers for the active player,
 *    counts, the deck out, Disintegration) and the public board (`<tr-board>`). The Foul
 *    Machination is declared on the players' phones only (G3-OP-6).
 *
 * Only the public view reaches this page. Every change is announced politely with the one-device
 * app's sentences (the end of the game assertively); focus moves to the step heading after this
 * device's step, and when the control that had it went away. Card data the table enters is kept
 * on this device for later games (G3-OP-12).
 */
@customElement('tr-room-table')
export class TrRoomTable extends RoomPage {
  @state() private connection: RoomConnection<TraitorTableSnapshot, TraitorClientEvents> | null = null;
  @state() private code: string | null = null;
  @state() private qr: { joinUrl: string; qrSvg: string } | null = null;
  @state() private busy = false;
  @state() private foreign = false;
  @state() private entered: CardData[] = loadEnteredCards();
  @state() private tick = 0;

  private unsubscribe: (() => void) | null = null;
  private lastVersion = -1;
  private lastDealt: boolean | null = null;
  private lastAllTaken: boolean | null = null;
  private lastPresence = new Map<Seat, boolean>();
  private seen = false;

  protected override appTitle(): string {
    return msg('Hidden-traitor expansion companion');
  }

  protected override currentRule(): string | null {
    const s = this.connection?.snapshot;
    return currentRule(s?.dealt ? s.view : null);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    Object.assign(this.style, { display: 'block', maxWidth: '60rem', margin: '0 auto', padding: '0.75rem' });
    registerTraitorRules();
    const wanted = new URLSearchParams(location.search).get('table')?.trim().toUpperCase() ?? '';
    const credential = wanted ? loadCredential('table', wanted) : null;
    if (wanted && !credential) this.foreign = true;
    this.code = credential?.code ?? null;
    this.connection = new RoomConnection<TraitorTableSnapshot, TraitorClientEvents>({ credential });
    this.unsubscribe = this.connection.subscribe(() => this.onChange());
  }

  override disconnectedCallback(): void {
    this.unsubscribe?.();
    this.connection?.close();
    super.disconnectedCallback();
  }

  protected override onLanguage(): void {
    const app = this.appTitle();
    document.title = this.code ? `${msg(str`Table of room ${this.code}`)} — ${app}` : `${msg('New room for personal devices')} — ${app}`;
  }

  /** After every change of the connection: say what changed, keep focus on a step. */
  private onChange(): void {
    const connection = this.connection!;
    const s = connection.snapshot;
    this.tick++;
    if (connection.status === 'refused' && !s) {
      this.error = connection.refusal ? traitorRoomErrorText(connection.refusal) : connectionText('refused');
      this.code = null;
    }
    if (!s) return;
    if (!this.qr && connection.status === 'connected' && !this.busy) void this.fetchQr();
    const first = !this.seen;
    this.seen = true;
    const fresh = s.version > this.lastVersion;
    this.lastVersion = Math.max(this.lastVersion, s.version);
    const context = viewContext(s.view, s.cards);
    const polite = first || !fresh ? [] : s.consequences.filter((c) => c.kind !== 'game-over').map((c) => consequenceText(context, c));
    const end = first || !fresh ? [] : s.consequences.filter((c) => c.kind === 'game-over').map((c) => consequenceText(context, c));
    const allTaken = s.seats.every((seat) => seat.claimed);
    const withdrawn = !first && fresh && this.lastDealt === true && !s.dealt;
    const ready = !first && fresh && !s.dealt && allTaken && this.lastAllTaken === false;
    if (fresh || first) {
      this.lastDealt = s.dealt;
      this.lastAllTaken = allTaken;
    }
    const presence = s.seats.filter((seat) => this.lastPresence.has(seat.seat) && this.lastPresence.get(seat.seat) !== seat.connected);
    this.lastPresence = new Map(s.seats.map((seat) => [seat.seat, seat.connected]));
    void this.updateComplete.then(async () => {
      for (const el of this.querySelectorAll<TrSteps>('tr-steps, tr-board')) await el.updateComplete;
      const active = document.activeElement;
      if (first || !active || active === document.body || !active.isConnected) this.querySelector<HTMLElement>(first ? '#room-heading' : '#tr-step-heading, #now-heading')?.focus();
      if (polite.length > 0) announcer.announce(polite.join(' '));
      if (end.length > 0) announcer.announce(end.join(' '), 'assertive');
      if (withdrawn) {
        announcer.announce(msg('A seat was freed before the game began: the cards are taken back. Once every seat is taken again, start the game: everyone gets new cards.'));
      }
      if (ready) {
        this.querySelector<HTMLElement>('#room-start')?.focus();
        announcer.announce(msg('Every seat is taken: start the game when everyone is ready.'));
      }
      for (const seat of presence) {
        announcer.announce(seat.connected ? msg(str`${seat.name}'s phone is connected.`) : msg(str`${seat.name}'s phone is not connected.`), 'polite', { key: `presence-${seat.seat}` });
      }
    });
  }

  private async fetchQr(): Promise<void> {
    const reply = await this.connection!.request('table:qr');
    if (reply.ok) this.qr = { joinUrl: reply.joinUrl, qrSvg: reply.qrSvg };
  }

  /** The setup was accepted by the engine: the room is created (its entered cards sent as wire cards); nothing is dealt yet. */
  private async create(input: SetupInput): Promise<void> {
    const connection = this.connection!;
    if (this.busy) return;
    this.busy = true;
    this.error = '';
    try {
      if (!connection.socket.connected && (connection.status === 'refused' || connection.status === 'revoked')) connection.resetToGuest();
      if (!(await connection.ready())) {
        this.fail(traitorRoomErrorText({ code: 'offline', rule: null, message: '' }), '#setup-start');
        return;
      }
      const setup: TraitorRoomSetupInput = { ...input, cards: (input.cards ?? []).map(toWireCard) };
      const reply: RoomReply<CreatedRoom> = await connection.request('room:create', { game: TRAITOR_ROOM_GAME, setup });
      if (!reply.ok) {
        this.fail(traitorRoomErrorText(reply.error), '#setup-start');
        return;
      }
      connection.adopt({ role: 'table', code: reply.code, token: reply.tableToken });
      this.code = reply.code;
      this.foreign = false;
      this.qr = { joinUrl: reply.joinUrl, qrSvg: reply.qrSvg };
      history.replaceState(null, '', roomPageAddress('table', TRAITOR_ROOM_GAME, reply.code));
      this.onLanguage();
      await this.updateComplete;
      this.querySelector<HTMLElement>('#room-heading')?.focus();
      announcer.announce(msg('The room is ready. The cards are dealt when you start the game, once every player has taken their seat.') + ' ' + joinCodeText(reply.code));
    } finally {
      this.busy = false;
    }
  }

  /** Starts the game: the server deals the loyalty cards and the Plots, each to its own phone. */
  private async start(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = '';
    try {
      const reply = await this.connection!.request('table:start', {});
      if (!reply.ok) {
        this.fail(traitorRoomErrorText(reply.error), '#room-start');
        return;
      }
      await this.updateComplete;
      this.querySelector<HTMLElement>('#tr-step-heading, #now-heading')?.focus();
      announcer.announce(msg('The game has started: the secret cards are dealt. Each player looks at their own cards on their phone. Turn the first Challenge face up.'));
    } finally {
      this.busy = false;
    }
  }

  private async revoke(seat: Seat, name: string): Promise<void> {
    const reply = await this.connection!.request('table:revoke', { seat });
    if (!reply.ok) {
      this.fail(traitorRoomErrorText(reply.error), `#seat-${seat}-status`);
      return;
    }
    await this.updateComplete;
    this.querySelector<HTMLElement>(`#seat-${seat}-status`)?.focus();
    announcer.announce(msg(str`${name}'s seat is free: the phone that held it is disconnected. ${name} joins again with the join code on the phone they use now.`));
  }

  /** The table's step from `<tr-steps>`: its events sent as the room's requests, in order; a refusal shown next to the step. */
  private async record(events: readonly GameEvent[]): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const steps = this.querySelector<TrSteps>('tr-steps');
    try {
      for (const { name, request } of roomRequests(events)) {
        const reply = await this.connection!.request(`game:${name}` as 'game:deck-ran-out', request as Record<string, never>);
        if (!reply.ok) {
          const text = traitorRoomErrorText(reply.error);
          if (steps) steps.error = text;
          await steps?.updateComplete;
          (this.querySelector<HTMLElement>('tr-card-entry #entry-error') ?? this.querySelector<HTMLElement>('#tr-error'))?.focus();
          announcer.announce(text, 'assertive');
          return;
        }
      }
      // G3-OP-12: what the table entered is kept on this device for later games (public card data only).
      for (const event of events) if (event.type === 'card-entered') saveEnteredCard(event.card);
      this.entered = loadEnteredCards();
      if (steps) {
        steps.error = '';
        steps.entering = null;
      }
      await this.updateComplete;
      await steps?.updateComplete;
      this.querySelector<HTMLElement>('#tr-step-heading')?.focus();
    } finally {
      this.busy = false;
    }
  }

  private cardAdded(detail: TrCardAddedDetail): void {
    saveEnteredCard(detail.card);
    this.entered = [...this.entered, detail.card];
  }

  protected override render() {
    if (!this.languageReady) return nothing;
    void this.tick;
    const connection = this.connection;
    const s = this.code ? (connection?.snapshot ?? null) : null;
    return html`
      ${this.renderHeader()}
      <main id="main" tabindex="-1">
        <p class="error" id="room-error">${this.error}</p>
        ${s
          ? this.renderRoom(s)
          : this.code
            ? html`<h2 id="room-heading" tabindex="-1">${msg(str`Table of room ${this.code}`)}</h2>
                <p class="status" id="room-connection">${connectionText(connection?.status ?? 'connecting')}</p>`
            : html`${this.foreign
                  ? html`<p class="hint" id="room-foreign">${msg('This device is not the table of the room in the address. Create a new room, or open the room on the device that created it.')}</p>`
                  : nothing}
                <p>${msg('Each player plays with their own phone: the server deals the loyalty cards and the Plots, each to its own phone. This device is the table: it shows the public board and records the public steps.')}</p>
                <tr-setup
                  room
                  .entered=${this.entered}
                  @tr-start=${(e: CustomEvent<TrStartDetail>) => void this.create(e.detail.setup)}
                  @tr-card-added=${(e: CustomEvent<TrCardAddedDetail>) => this.cardAdded(e.detail)}
                ></tr-setup>`}
      </main>
    `;
  }

  private renderRoom(s: TraitorTableSnapshot) {
    const started = s.dealt && s.view.turn > 0;
    const join = this.renderJoin(s);
    return html`
      <h2 id="room-heading" tabindex="-1">${msg(str`Table of room ${s.code}`)}</h2>
      <p class="status" id="room-connection">${connectionText(this.connection!.status)} ${connectedCountText(s.seats)}</p>
      ${started ? nothing : join}
      ${s.dealt ? this.renderSteps(s) : this.renderStart(s)}
      ${this.renderSeats(s)}
      ${started
        ? html`<details id="room-join-details">
            <summary class="rs-button">${msg('Join code and QR code')}</summary>
            ${join}
          </details>`
        : nothing}
      <tr-board .view=${s.view}></tr-board>
    `;
  }

  /** The steps the table takes (the engine's public asks with `table`), with the one-device app's component. */
  private renderSteps(s: TraitorTableSnapshot) {
    const cards = new Map(s.cards.map((c) => [c.id, c]));
    const v = s.view;
    const model: TrStepsModel = {
      players: v.players,
      phase: v.phase,
      turn: v.turn,
      active: v.active,
      nextLevel: v.stack.find((slot) => slot.status === 'face-down')?.level ?? null,
      asks: s.asks.filter((a) => a.table),
      card: (id) => cards.get(id) ?? { id, role: 'challenge', name: id, nameEn: null, level: null, effect: null, requirements: null, power: null, source: 'table' },
      menuSeat: null,
    };
    const menu = v.phase === 'turn' && !v.machination.completed && v.loyalty === null;
    return html`<tr-steps .model=${model} @tr-record=${(e: CustomEvent<TrRecordDetail>) => void this.record(e.detail.events)}></tr-steps>
      ${menu ? html`<p id="room-menu-note">${msg(str`The Foul Machination is declared on the players' own phones: ${v.players[v.active]} has the private menu on their phone this turn, as every player does on their turn.`)}</p>` : nothing}`;
  }

  private renderStart(s: TraitorTableSnapshot) {
    const taken = s.seats.filter((seat) => seat.claimed).length;
    const all = s.seats.length;
    return html`<section aria-labelledby="now-heading">
      <h2 id="now-heading" tabindex="-1">${msg('Now')}</h2>
      ${s.deals > 0
        ? html`<p id="room-redeal">${msg('A seat was freed before the game began: the cards were taken back. Everyone gets new cards when you start the game again.')}</p>`
        : nothing}
      <p id="now-text">
        ${taken === all
          ? msg('Every seat is taken. When everyone is ready, start the game: the secret cards are dealt, and each player sees their own loyalty card and Plot on their phone.')
          : msg(str`Waiting for every seat to be taken: ${taken} of ${all} seats are taken. The cards are dealt only once every seat is taken, so nobody sees a card before the game starts.`)}
      </p>
      ${taken === all
        ? html`<div class="actions">
            <button type="button" class="primary" id="room-start" ?disabled=${this.busy} @click=${() => void this.start()}>${msg('Start the game: deal the cards')}</button>
          </div>`
        : nothing}
    </section>`;
  }

  private renderJoin(s: TraitorTableSnapshot) {
    const url = this.qr?.joinUrl ?? s.joinUrl;
    return html`<section aria-labelledby="join-heading">
      <h3 id="join-heading">${msg('How the phones join')}</h3>
      <p>${msg('Each player opens the join address on their own phone, or scans the QR code, and chooses their seat. The code is also typed at the join address.')}</p>
      <p id="join-code">
        <span aria-hidden="true">${msg('Join code')}<br /><span class="join-code">${s.code}</span></span>
        <span class="visually-hidden">${joinCodeText(s.code)}</span>
      </p>
      <p class="join-url">${msg('Join address:')} <a id="join-url" href=${url}>${url}</a></p>
      ${this.qr
        ? html`<img class="room-qr" id="join-qr" src=${`data:image/svg+xml;charset=utf-8,${encodeURIComponent(this.qr.qrSvg)}`} alt=${msg(str`QR code of the join address ${url}`)} />`
        : nothing}
    </section>`;
  }

  private renderSeats(s: TraitorTableSnapshot) {
    return html`<section aria-labelledby="seats-heading">
      <h3 id="seats-heading">${msg('Seats and phones')}</h3>
      <ul class="seat-list" id="seat-list">
        ${s.seats.map(
          (seat) => html`<li ?data-connected=${seat.connected}>
            <p id="seat-${seat.seat}-status" tabindex="-1">
              <strong>${msg(str`Seat ${seat.seat + 1}: ${seat.name}.`)}</strong>
              <span aria-hidden="true">${seat.connected ? '● ' : '○ '}</span>${presenceText(seat)}
            </p>
            ${seat.claimed
              ? html`<button type="button" id="seat-${seat.seat}-revoke" @click=${() => void this.revoke(seat.seat, seat.name)}>${msg(str`Free ${seat.name}'s seat for another phone`)}</button>`
              : nothing}
          </li>`,
        )}
      </ul>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-room-table': TrRoomTable;
  }
}
