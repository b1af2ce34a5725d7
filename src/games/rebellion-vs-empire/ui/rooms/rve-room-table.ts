import '../../rules-registration.ts';
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { loadCredential, RoomConnection } from '../../../../platform/rooms/room-client.ts';
import type { CreatedRoom, RoomReply } from '../../../../platform/rooms/room-client.ts';
import { roomPageAddress } from '../../../../platform/rooms/room-pages.ts';
import { announcer } from '../../../../platform/a11y/announcer.ts';
import { radioFieldset } from '../../../../platform/a11y/radio-choices.ts';
import { RoomPage } from '../../../../platform/rooms/rs-room-page.ts';
import { pageColumn } from './page-column.ts';
import { RVE_NAME_LIMIT, RVE_ROOM_GAME, SEAT_SIDES, type RveClientToServerEvents, type RveRoomSetupInput, type RveTableSnapshot } from '../../room/protocol.ts';
import { askKey, claimText, eventText, gameTitle, nextText, roundText, winnerText } from '../../text/rve-text.ts';
import { connectionText, joinCodeText, presenceText, roomErrorText, seatText } from '../../text/rve-room-text.ts';
import { boardView, missionEntriesOf, missionPickFields, NO_PICK } from '../rve-steps.ts';
import type { MissionPick } from '../rve-steps.ts';

/**
 * The table device of a Rebellion vs Empire room (`?table&game=rebellion-vs-empire`; issue 20
 * item 4): the setup (the two players' names, seat 1 the Rebellion and seat 2 the Empire, G2-SET-1;
 * the Capitol variant; who draws the mission cards), then the room: the join code (spelled out),
 * the join address and its QR code, the seats and their phones, Start once both seats are taken;
 * then the public board with what happens next, and the table's own step: entering the printed
 * mission cards it drew (G2-MIS-UNKNOWN). Every other step is taken on the side's phone.
 *
 * Privacy: the table gets the public view only (the server's allow-list): no hidden card, no hand.
 * Only the table's credential is stored (the platform's room client).
 *
 * Announcements (the platform's announcer): the room ready with its code, both seats taken, the
 * start, every accepted event with the one-device app's sentence (`eventText`) and what happens
 * next, a phone connecting or going, refusals. Focus: the room heading once created, Start when
 * both seats are taken, the "Now" heading when the game starts or the focused control went away.
 */
@customElement('rve-room-table')
export class RveRoomTable extends RoomPage {
  @state() private connection: RoomConnection<RveTableSnapshot, RveClientToServerEvents> | null = null;
  @state() private code: string | null = null;
  @state() private qr: { joinUrl: string; qrSvg: string } | null = null;
  @state() private busy = false;
  @state() private tick = 0;
  @state() private rebellionName = '';
  @state() private empireName = '';
  @state() private capitolVariant = false;
  @state() private missionCards: 'app' | 'table' = 'app';
  @state() private missionPicks: MissionPick[] = [NO_PICK, NO_PICK, NO_PICK];
  private unsubscribe: (() => void) | null = null;
  private lastVersion = -1;
  private lastDealt: boolean | null = null;
  private lastAllTaken: boolean | null = null;
  private lastPresence = new Map<number, boolean>();

  /** The page's heading names this game (the platform's room page names The Resistance by default). */
  protected override appTitle(): string {
    return gameTitle();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    pageColumn(this);
    const wanted = new URLSearchParams(location.search).get('table')?.trim().toUpperCase() ?? '';
    const credential = wanted ? loadCredential('table', wanted) : null;
    this.code = credential?.code ?? null;
    this.connection = new RoomConnection<RveTableSnapshot, RveClientToServerEvents>({ credential });
    this.unsubscribe = this.connection.subscribe(() => this.onChange());
  }

  override disconnectedCallback(): void {
    this.unsubscribe?.();
    this.connection?.close();
    super.disconnectedCallback();
  }

  protected override onLanguage(): void {
    document.title = this.code ? `${msg(str`Table of room ${this.code}`)} — ${gameTitle()}` : `${msg('New room for personal devices')} — ${gameTitle()}`;
  }

  protected override currentRule(): string | null {
    return this.snapshot?.dealt ? 'G2-ROUND-1' : 'G2-SET-1';
  }

  private get snapshot(): RveTableSnapshot | null {
    const c = this.connection;
    return c?.credential && c.snapshot && c.snapshot.code === this.code ? c.snapshot : null;
  }

  /** After every change: announce what changed, keep focus somewhere sensible. */
  private onChange(): void {
    const connection = this.connection!;
    this.tick++;
    if (connection.status === 'refused' && !connection.snapshot) {
      this.error = connection.refusal ? roomErrorText(connection.refusal) : connectionText('refused');
      this.code = null;
    }
    const s = this.snapshot;
    if (!s) return;
    if (!this.qr && connection.status === 'connected' && !this.busy) void this.fetchQr();
    const first = this.lastVersion < 0;
    const fresh = s.version > this.lastVersion;
    this.lastVersion = Math.max(this.lastVersion, s.version);
    const allTaken = s.seats.every((seat) => seat.claimed);
    const presence = s.seats.filter((seat) => this.lastPresence.has(seat.seat) && this.lastPresence.get(seat.seat) !== seat.connected);
    this.lastPresence = new Map(s.seats.map((seat) => [seat.seat, seat.connected]));
    const said: string[] = !first && fresh ? s.consequences.map((c) => eventText(c.before, c.after, c.event as Parameters<typeof eventText>[2])) : [];
    const started = !first && fresh && s.dealt && this.lastDealt === false;
    const withdrawn = !first && fresh && !s.dealt && this.lastDealt === true;
    const ready = !first && fresh && !s.dealt && allTaken && this.lastAllTaken === false;
    if (fresh || first) {
      this.lastDealt = s.dealt;
      this.lastAllTaken = allTaken;
    }
    if (started && s.view.hand.count > 0) said.push(eventText(s.view, s.view, { type: 'shuffle' }));
    void this.updateComplete.then(() => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected;
      if (first) this.querySelector<HTMLElement>('#room-heading')?.focus();
      else if (ready) this.querySelector<HTMLElement>('#room-start')?.focus();
      else if (started && this.tableAsked(s)) this.querySelector<HTMLElement>('#rve-mission-1-card')?.focus();
      else if (started || lost) this.querySelector<HTMLElement>('#now-heading')?.focus();
      if (ready) announcer.announce(msg('Both seats are taken: start the game when both players are ready.'));
      if (withdrawn) announcer.announce(msg('A seat was freed before the game began: the deal is taken back. Start the game again once both seats are taken.'));
      if (said.length > 0 || started) {
        const text = [...said, this.brief ? '' : this.nextSentence(s)].filter(Boolean).join(' ');
        announcer.announce(text, s.view.winner ? 'assertive' : 'polite');
      }
      for (const seat of presence) {
        announcer.announce(seat.connected ? msg(str`${seat.name}'s phone is connected.`) : msg(str`${seat.name}'s phone is not connected.`), 'polite', { key: `presence-${seat.seat}` });
      }
    });
  }

  /** Whether the table itself is asked now (the printed mission cards it drew, G2-MIS-UNKNOWN). */
  private tableAsked(s: RveTableSnapshot): boolean {
    return s.asks.some((a) => a.by === 'table');
  }

  /** What happens next, from the public ask (the same sentence on every device). */
  private nextSentence(s: RveTableSnapshot): string {
    if (s.view.winner) return winnerText(s.view);
    if (!s.dealt) return '';
    if (this.tableAsked(s)) return msg('The table enters the three mission cards it drew.');
    const ask = s.asks.find((a) => !a.optional) ?? s.asks[0];
    return ask ? nextText(s.view, askKey(ask)) : '';
  }

  private async fetchQr(): Promise<void> {
    const reply = await this.connection!.request('table:qr');
    if (reply.ok) this.qr = { joinUrl: reply.joinUrl, qrSvg: reply.qrSvg };
  }

  private async create(event: Event): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    const rebellion = this.rebellionName.trim();
    const empire = this.empireName.trim();
    if (!rebellion) return this.fail(msg("Type the Rebellion player's name."), '#rve-rebellion-name');
    if (!empire) return this.fail(msg("Type the Empire player's name."), '#rve-empire-name');
    if (rebellion.toLowerCase() === empire.toLowerCase()) return this.fail(msg('The two players need different names.'), '#rve-empire-name');
    const setup: RveRoomSetupInput = { capitolVariant: this.capitolVariant, missionCards: this.missionCards, players: { rebellion, empire } };
    const connection = this.connection!;
    this.busy = true;
    this.error = '';
    try {
      if (!connection.socket.connected && (connection.status === 'refused' || connection.status === 'revoked')) connection.resetToGuest();
      if (!(await connection.ready())) {
        this.fail(roomErrorText({ code: 'offline', rule: null, message: '' }), '#room-create');
        return;
      }
      const reply: RoomReply<CreatedRoom> = await connection.request('room:create', { game: RVE_ROOM_GAME, setup });
      if (!reply.ok) {
        this.fail(roomErrorText(reply.error), '#room-create');
        return;
      }
      connection.adopt({ role: 'table', code: reply.code, token: reply.tableToken });
      this.code = reply.code;
      this.qr = { joinUrl: reply.joinUrl, qrSvg: reply.qrSvg };
      history.replaceState(null, '', roomPageAddress('table', RVE_ROOM_GAME, reply.code));
      this.onLanguage();
      await this.updateComplete;
      this.querySelector<HTMLElement>('#room-heading')?.focus();
      announcer.announce(`${msg('The room is ready: each player joins on their own phone; start the game once both seats are taken.')} ${joinCodeText(reply.code)}`);
    } finally {
      this.busy = false;
    }
  }

  /** Starts the game: the server lays the row, draws the missions (when the app draws them) and shuffles the deck. */
  private async start(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = '';
    try {
      const reply = await this.connection!.request('table:start', {});
      if (!reply.ok) this.fail(roomErrorText(reply.error), '#room-start');
    } finally {
      this.busy = false;
    }
  }

  private async revoke(seat: number, name: string): Promise<void> {
    const reply = await this.connection!.request('table:revoke', { seat });
    if (!reply.ok) {
      this.fail(roomErrorText(reply.error), `#seat-${seat}-status`);
      return;
    }
    await this.updateComplete;
    this.querySelector<HTMLElement>(`#seat-${seat}-status`)?.focus();
    announcer.announce(msg(str`${name}'s seat is free: the phone that held it is disconnected. ${name} joins again with the join code on the phone they use now.`));
  }

  /** The table's entry of the printed mission cards it drew (G2-SET-6, G2-MIS-UNKNOWN). */
  private async enterMissions(event: Event): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    const result = missionEntriesOf(this.missionPicks);
    if ('problem' in result) return this.fail(result.problem[1], result.problem[0]);
    this.busy = true;
    this.error = '';
    try {
      const reply = await this.connection!.request('game:missions', { missions: result.entries });
      if (!reply.ok) {
        this.fail(roomErrorText(reply.error), '#rve-mission-1-card');
        return;
      }
      await this.updateComplete;
      this.querySelector<HTMLElement>('#now-heading')?.focus();
    } finally {
      this.busy = false;
    }
  }

  protected override render() {
    if (!this.languageReady) return nothing;
    void this.tick;
    const s = this.snapshot;
    return html`
      ${this.renderHeader()}
      <main id="main" tabindex="-1">
        ${s ? this.renderRoom(s) : this.connection?.credential ? html`<p class="status" id="room-connection">${connectionText(this.connection.status)}</p>` : this.renderSetup()}
      </main>
    `;
  }

  private renderSetup(): TemplateResult {
    return html`<section aria-labelledby="room-setup-heading">
      <h2 id="room-setup-heading" tabindex="-1">${msg(str`${gameTitle()} on two phones`, { id: 'rve-room-setup-heading' })}</h2>
      <p>${msg("Each player uses their own phone: the Rebellion's phone shows its hand, the Empire's phone and this device show the public board.")}</p>
      <p class="error" id="rve-error">${this.error}</p>
      <form @submit=${(e: Event) => void this.create(e)} novalidate>
        <div class="field">
          <label for="rve-rebellion-name">${msg("The Rebellion player's name")}</label>
          <input id="rve-rebellion-name" autocomplete="off" maxlength=${RVE_NAME_LIMIT} .value=${this.rebellionName} @input=${(e: Event) => (this.rebellionName = (e.target as HTMLInputElement).value)} />
        </div>
        <div class="field">
          <label for="rve-empire-name">${msg("The Empire player's name")}</label>
          <input id="rve-empire-name" autocomplete="off" maxlength=${RVE_NAME_LIMIT} .value=${this.empireName} @input=${(e: Event) => (this.empireName = (e.target as HTMLInputElement).value)} />
        </div>
        <label class="choice">
          <input type="checkbox" id="rve-capitol" .checked=${this.capitolVariant} @change=${(e: Event) => (this.capitolVariant = (e.target as HTMLInputElement).checked)} />
          <span>${msg('Capitol variant: the Capitol in the middle; liberating it wins; Revolution there needs 25.')}</span>
        </label>
        ${radioFieldset(msg('Mission cards'), 'rve-error', {
          name: 'rve-mission-cards',
          options: [
            ['app', msg('The app draws 3 of the 7 cards the rules describe')],
            ['table', msg('We drew the printed cards: enter the 3 drawn')],
          ] as const,
          checked: this.missionCards,
          onPick: (v) => (this.missionCards = v),
        })}
        <p class="hint">${msg('When the game starts, the room server lays the districts in a random row and shuffles the 24 Rebel cards; with the printed mission cards, this device enters the three drawn.')}</p>
        <div class="actions"><button type="submit" class="primary" id="room-create">${msg('Create the room')}</button></div>
      </form>
    </section>`;
  }

  private renderRoom(s: RveTableSnapshot): TemplateResult {
    const allTaken = s.seats.every((seat) => seat.claimed);
    const url = this.qr?.joinUrl ?? s.joinUrl;
    const join = html`<section aria-labelledby="join-heading">
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
    return html`
      <h2 id="room-heading" tabindex="-1">${msg(str`Table of room ${s.code}`)}</h2>
      <p class="status" id="room-connection">${connectionText(this.connection!.status)}</p>
      <p class="error" id="rve-error">${this.error}</p>
      ${s.dealt ? nothing : join}
      ${s.dealt
        ? this.renderNow(s)
        : html`<div class="actions">
            <button type="button" class="primary" id="room-start" aria-disabled=${allTaken ? 'false' : 'true'} @click=${() => void this.start()}>${msg('Start the game')}</button>
          </div>`}
      <section aria-labelledby="seats-heading">
        <h3 id="seats-heading">${msg('Seats and phones')}</h3>
        <ul class="seat-list" id="seat-list">
          ${s.seats.map(
            (seat) => html`<li ?data-connected=${seat.connected}>
              <p id="seat-${seat.seat}-status" tabindex="-1">
                <strong>${msg(str`Seat ${seat.seat + 1}: ${seatText(seat.name, SEAT_SIDES[seat.seat] ?? 'empire')}.`, { id: 'rve-seat-status' })}</strong>
                ${presenceText(seat)}
              </p>
              ${seat.claimed
                ? html`<button type="button" id="seat-${seat.seat}-revoke" @click=${() => void this.revoke(seat.seat, seat.name)}>${msg(str`Free ${seat.name}'s seat for another phone`)}</button>`
                : nothing}
            </li>`,
          )}
        </ul>
      </section>
      ${s.dealt
        ? html`<details id="room-join-details">
            <summary class="rs-button">${msg('Join code and QR code')}</summary>
            ${join}
          </details>`
        : nothing}
      ${s.dealt ? boardView(s.view) : nothing}
    `;
  }

  /** The game's "Now": the round, what happens next, a claim waiting for the Empire, the table's own step. */
  private renderNow(s: RveTableSnapshot): TemplateResult {
    const view = s.view;
    return html`<section id="rve-step" aria-labelledby="now-heading">
      <h2 id="now-heading" tabindex="-1">${view.winner ? msg('Game over') : msg(str`Now: ${roundText(view)}`, { id: 'rve-now' })}</h2>
      <p id="rve-next">${this.nextSentence(s)}</p>
      ${view.claim ? html`<p id="rve-claim">${claimText(view)}</p>` : nothing}
      ${this.tableAsked(s)
        ? html`<form @submit=${(e: Event) => void this.enterMissions(e)} novalidate>
            ${missionPickFields(this.missionPicks, (i, change) => (this.missionPicks = this.missionPicks.map((p, j) => (j === i ? { ...p, ...change } : p))))}
            <div class="actions"><button type="submit" class="primary" id="rve-enter-missions">${msg('Enter these mission cards')}</button></div>
          </form>`
        : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rve-room-table': RveRoomTable;
  }
}
