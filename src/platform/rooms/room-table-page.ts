import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { announcer } from '../a11y/announcer.ts';
import { loadCredential, RoomConnection } from './room-client.ts';
import type { ConnectionStatus, CreatedRoom, RoomReply } from './room-client.ts';
import type { PlatformClientEvents, SeatPresence, TableSnapshotBase } from './protocol.ts';
import { connectedCountText, connectionText, joinCodeText, presenceText } from './room-text.ts';
import { roomPageAddress } from './room-pages.ts';
import { onlyThisMachine, onlyThisMachineText } from './join-address.ts';
import { RoomGamePage } from './room-page-game.ts';
import './kept-rooms.ts';

/**
 * What one change of the table's snapshot did, as the platform sees it (handed to the game's
 * {@link RoomTablePage.onRoomChange}).
 */
export interface TableChange<T extends TableSnapshotBase> {
  /** The snapshot now. */
  snapshot: T;
  /** The first snapshot this page shows (after the room was created or the page reloaded). */
  first: boolean;
  /** A newer room version than any before (a snapshot sent again is not said twice). */
  fresh: boolean;
  /** Every seat is taken. */
  allTaken: boolean;
  /** The deal was taken back (a seat freed before the game's first event). */
  withdrawn: boolean;
  /** The last seat was just taken, before the deal: the next natural step is Start. */
  ready: boolean;
  /** The table just started the game (dealt). */
  started: boolean;
  /** The seats whose phone connected or went since the last snapshot. */
  presence: SeatPresence[];
}

/**
 * The base of every game's table page (the platform carries the room's machinery, a
 * game writes only its own setup and steps), at `?table&game=KEY` (a new room) and
 * `?table=CODE&game=KEY` (this device's room, after a reload; `roomPageAddress`).
 *
 * 1. **Create**: the game's setup ({@link renderSetup}) calls {@link createRoom}: `room:create` with
 *    the game's key; the table's token is kept on this device, the address names the room, the
 *    title follows, focus moves to the room's heading (`#room-heading`) and the room is announced
 *    ("…" + the join code spelled out). A refusal is said (assertive) with focus back on the setup's
 *    button. An address naming a room this device is not the table of says so (`foreign`).
 * 2. **Join**: the join code in large letters and spelled for screen readers, the join address as a
 *    link and its QR code (an image whose text alternative is the address), fetched again after a
 *    reload (`table:qr`): {@link renderJoin}, and once the cards are dealt, behind a disclosure
 *    ({@link renderJoinDetails}).
 * 3. **Seats**: each seat with its phone's presence in words (never by colour alone), and for a
 *    taken seat the button that frees it (`table:revoke`; focus on the seat's line, announced):
 *    {@link renderSeats}. A phone connecting or going is announced ({@link announcePresence}).
 * 4. **Start**: once every seat is taken, "Start the game: deal the cards" ({@link renderStart},
 *    {@link startGame}: `table:start`, the server deals then).
 * 5. **Kept rooms**: above the setup, the rooms this device is the table of, each to resume or
 *    forget (kept-rooms.ts); a room of the address the server no longer has is said so in words
 *    (its credential is forgotten).
 *
 * The game gives its snapshot type `T`, its requests `C` and its setup `Setup`, its facts
 * ({@link rooms}, room-page-game.ts: its key, its name, its refusals' sentences), and what each change says and where focus goes ({@link onRoomChange}, with
 * the platform's reading of the change: {@link TableChange}).
 */
export abstract class RoomTablePage<T extends TableSnapshotBase, C extends object, Setup> extends RoomGamePage {
  /** This device's connection to the room server (set when the page connects). */
  @state() protected connection: RoomConnection<T, C> | null = null;
  /** The room's code once this device is its table. */
  @state() protected code: string | null = null;
  /** The join address and its QR code (SVG), once known. */
  @state() protected qr: { joinUrl: string; qrSvg: string } | null = null;
  /** A request of this device is on its way (a second press waits). */
  @state() protected busy = false;
  /** The room of the address has no credential on this device. */
  @state() protected foreign = false;
  /** Bumped by every change of the connection (re-renders). */
  @state() protected tick = 0;
  /** The seat whose "Free …'s seat" was pressed: its confirmation is shown (`null`: none). */
  @state() protected confirmingFree: number | null = null;
  /** The folded seats opened by "Manage the seats" (renderSeats). */
  @state() protected seatsOpen = false;
  /** The digits typed at each seat waiting to be admitted, by seat. */
  @state() protected typedChecks: Record<number, string> = {};

  private unsubscribe: (() => void) | null = null;
  private seen = false;
  private lastVersion = -1;
  /** Whether the cards were dealt, and every seat taken, at the last snapshot (`null` before the first). */
  private lastDealt: boolean | null = null;
  private lastAllTaken: boolean | null = null;
  private lastPresence = new Map<number, boolean>();
  /** The table's own connection at the last change (said when it is lost, offline, or back). */
  private lastStatus: ConnectionStatus | null = null;

  /** The game's setup, shown before the room exists: it calls {@link createRoom}. */
  protected abstract renderSetup(): unknown;

  /** What the room is ready for, said with the join code once it is created. */
  protected abstract roomReadyText(): string;

  /** Announcements and focus after a change of the room (the game's sentences); called after every snapshot. */
  protected abstract onRoomChange(change: TableChange<T>): void;

  /** Called once the table started the game (with focus and `busy` still held): where focus goes, what is said. */
  protected async onStarted(): Promise<void> {}

  override connectedCallback(): void {
    super.connectedCallback();
    const wanted = new URLSearchParams(location.search).get('table')?.trim().toUpperCase() ?? '';
    const credential = wanted ? loadCredential('table', wanted) : null;
    if (wanted && !credential) this.foreign = true;
    this.code = credential?.code ?? null;
    this.connection = new RoomConnection<T, C>({ credential });
    this.unsubscribe = this.connection.subscribe(() => this.onChange());
  }

  override disconnectedCallback(): void {
    this.unsubscribe?.();
    this.connection?.close();
    super.disconnectedCallback();
  }

  protected override onLanguage(): void {
    const app = this.appTitle();
    const code = this.code;
    document.title = code ? `${msg(str`Table of room ${code}`)} — ${app}` : `${msg('New room for personal devices')} — ${app}`;
  }

  /** The room's snapshot, once this device is its table and one came. */
  protected get snapshot(): T | null {
    const c = this.connection;
    return c?.credential && c.snapshot && c.snapshot.code === this.code ? c.snapshot : null;
  }

  /** The platform's requests of this connection (create, QR, start, revoke), whatever the game's are. */
  private get platform(): RoomConnection<T, PlatformClientEvents<Setup>> {
    return this.connection as unknown as RoomConnection<T, PlatformClientEvents<Setup>>;
  }

  /**
   * Whether the seat list folds away under "Manage the seats" ({@link renderSeats}): the cards are
   * dealt and every seat's phone is admitted and connected (`false` before the room's snapshot).
   */
  protected get seatsFolded(): boolean {
    const s = this.snapshot;
    return !!s && s.dealt && s.seats.every((seat) => seat.claimed && seat.admitted && seat.connected);
  }

  /** After every change of the connection: a refusal, the QR code after a reload, then the game's reading. */
  private onChange(): void {
    const connection = this.connection!;
    this.tick++;
    if (connection.status === 'refused' && !connection.snapshot) {
      const lost = this.code;
      if (lost) {
        // The room of the address is gone from the server (it ended or expired): its credential is
        // forgotten (room-client.ts), and that is said in words.
        this.error = msg(str`Room ${lost} is no longer on the room server: it ended or expired, and this device forgot it. Create a new room.`);
        announcer.announce(this.error, 'assertive');
      } else if (!this.error) {
        this.error = connection.refusal ? this.errorText(connection.refusal) : connectionText('refused');
      }
      this.code = null;
    }
    const s = this.snapshot;
    const status = connection.status;
    const statusChanged = status !== this.lastStatus;
    this.lastStatus = status;
    if (!s) return;
    // Seats about to fold while focus is in their list (the moderator at work there): they stay open.
    if (this.seatsFolded && !this.seatsOpen && this.querySelector('#seat-list:not([hidden])')?.contains(document.activeElement)) this.seatsOpen = true;
    // The table's own connection, said as the phones say theirs (its line shows it too).
    if (statusChanged && this.seen && (status === 'reconnecting' || status === 'offline' || status === 'connected')) {
      announcer.announce(connectionText(status), 'polite', { key: 'connection' });
    }
    if (!this.qr && connection.status === 'connected' && !this.busy) void this.fetchQr();
    const first = !this.seen;
    this.seen = true;
    const fresh = s.version > this.lastVersion;
    this.lastVersion = Math.max(this.lastVersion, s.version);
    // The deal (the game's deal rule): taken back after a seat was freed, or every seat taken, ready to start.
    // Taken: a phone holds the seat and the table admitted it (typed back its digits).
    const allTaken = s.seats.every((seat) => seat.claimed && seat.admitted);
    const withdrawn = !first && fresh && this.lastDealt === true && !s.dealt;
    const ready = !first && fresh && !s.dealt && allTaken && this.lastAllTaken === false;
    const started = !first && fresh && s.dealt && this.lastDealt === false;
    if (fresh || first) {
      this.lastDealt = s.dealt;
      this.lastAllTaken = allTaken;
    }
    const presence = s.seats.filter((seat) => this.lastPresence.has(seat.seat) && this.lastPresence.get(seat.seat) !== seat.connected);
    this.lastPresence = new Map(s.seats.map((seat) => [seat.seat, seat.connected]));
    this.onRoomChange({ snapshot: s, first, fresh, allTaken, withdrawn, ready, started, presence });
  }

  /** Announces each seat whose phone connected or went (one live region key a seat). */
  protected announcePresence(seats: readonly SeatPresence[]): void {
    for (const s of seats) {
      announcer.announce(s.connected ? msg(str`${s.name}'s phone is connected.`) : msg(str`${s.name}'s phone is not connected.`), 'polite', { key: `presence-${s.seat}` });
    }
  }

  private async fetchQr(): Promise<void> {
    const reply = await this.platform.request('table:qr');
    if (reply.ok) this.qr = { joinUrl: reply.joinUrl, qrSvg: reply.qrSvg };
  }

  /**
   * Creates the room with the game's `setup` (nothing is dealt yet) and makes this device its table.
   * @param failFocus the selector focus goes to when the room cannot be created (the setup's button)
   */
  protected async createRoom(setup: Setup, failFocus: string): Promise<void> {
    const connection = this.connection!;
    if (this.busy) return;
    this.busy = true;
    this.error = '';
    try {
      // A refused table credential leaves the socket closed: start again as a guest.
      if (!connection.socket.connected && (connection.status === 'refused' || connection.status === 'revoked')) connection.resetToGuest();
      if (!(await connection.ready())) {
        this.fail(this.errorText({ code: 'offline', rule: null, message: '' }), failFocus);
        return;
      }
      const reply: RoomReply<CreatedRoom> = await this.platform.request('room:create', { game: this.game, setup });
      if (!reply.ok) {
        this.fail(this.errorText(reply.error), failFocus);
        return;
      }
      // The code first: the snapshot that follows the credential is this room's.
      this.code = reply.code;
      connection.adopt({ role: 'table', code: reply.code, token: reply.tableToken });
      this.foreign = false;
      this.qr = { joinUrl: reply.joinUrl, qrSvg: reply.qrSvg };
      history.replaceState(null, '', roomPageAddress('table', this.game, reply.code));
      this.onLanguage();
      await this.updateComplete;
      this.querySelector<HTMLElement>('#room-heading')?.focus();
      announcer.announce(this.roomReadyText() + ' ' + joinCodeText(reply.code));
    } finally {
      this.busy = false;
    }
  }

  /** Starts the game (`table:start`): the server deals; a refusal is said with focus on Start. */
  protected async startGame(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = '';
    try {
      const reply = await this.platform.request('table:start', {});
      if (!reply.ok) {
        this.fail(this.errorText(reply.error), '#room-start');
        return;
      }
      await this.onStarted();
    } finally {
      this.busy = false;
    }
  }

  /** "Free …'s seat" pressed: the confirmation that says what it costs, focus on it. */
  private async askFree(seat: number): Promise<void> {
    this.confirmingFree = seat;
    await this.updateComplete;
    this.querySelector<HTMLElement>(`#seat-${seat}-free-cost`)?.focus();
  }

  /** The confirmation put away: focus back on the seat's "Free …'s seat" button. */
  private async keepSeat(seat: number): Promise<void> {
    this.confirmingFree = null;
    await this.updateComplete;
    this.querySelector<HTMLElement>(`#seat-${seat}-revoke`)?.focus();
  }

  /**
   * What freeing a seat costs now, in one sentence: before the deal nothing; once dealt and before
   * the game's first move, everyone is dealt anew; later the seat keeps its cards, and the phone
   * the table admits to it next sees them.
   */
  protected freeCostText(s: T, seat: SeatPresence): string {
    const name = seat.name;
    if (!seat.admitted) return msg(str`Free ${name}'s seat? The phone waiting on it is disconnected; it has seen no card.`);
    if (!s.dealt) return msg(str`Free ${name}'s seat? Its phone is disconnected, and ${name} joins again with the join code; no card has been dealt yet.`);
    if (!s.played) {
      return msg(str`Free ${name}'s seat? The cards are taken back: once every seat is taken and admitted again, everyone is dealt anew.`);
    }
    return msg(
      str`Free ${name}'s seat? The game goes on and the seat keeps its cards: the next phone you admit to this seat sees ${name}'s cards and plays as ${name}. Admit only ${name}'s own phone.`,
    );
  }

  /** Admits the phone on `seat` with the digits typed at it (`table:admit`); focus and sentence either way. */
  private async admitPhone(event: Event, seat: number, name: string): Promise<void> {
    event.preventDefault();
    const check = (this.typedChecks[seat] ?? '').replace(/\D+/g, '');
    // Focus on the seat's line first: the form goes with the snapshot that says the phone is
    // admitted, which may come before the reply. A refusal puts it back in the field.
    this.querySelector<HTMLElement>(`#seat-${seat}-status`)?.focus();
    const reply = await this.platform.request('table:admit', { seat, check });
    if (!reply.ok) {
      this.fail(this.errorText(reply.error), `#seat-${seat}-check`);
      return;
    }
    this.error = '';
    this.typedChecks = { ...this.typedChecks, [seat]: '' };
    await this.updateComplete;
    this.querySelector<HTMLElement>(`#seat-${seat}-status`)?.focus();
    announcer.announce(msg(str`${name}'s phone is admitted.`));
  }

  /** Frees seat `seat` (`table:revoke`): its phone is disconnected; focus on the seat's line, and said. */
  private async revoke(seat: number, name: string): Promise<void> {
    // Focus on the seat's line before the confirmation goes (never on the page's body).
    this.querySelector<HTMLElement>(`#seat-${seat}-status`)?.focus();
    this.confirmingFree = null;
    const reply = await this.platform.request('table:revoke', { seat });
    if (!reply.ok) {
      this.fail(this.errorText(reply.error), `#seat-${seat}-status`);
      return;
    }
    await this.updateComplete;
    this.querySelector<HTMLElement>(`#seat-${seat}-status`)?.focus();
    announcer.announce(msg(str`${name}'s seat is free: the phone that held it is disconnected. ${name} joins again with the join code on the phone they use now.`));
  }

  protected override render() {
    if (!this.languageReady) return nothing;
    void this.tick;
    return html`
      ${this.renderHeader()}
      <main id="main" tabindex="-1">${this.renderMain(this.snapshot)}</main>
    `;
  }

  /**
   * The page's main part: the error line, then the room ({@link renderRoom}), or while it connects
   * its heading and the connection, or before it exists the setup (after the `foreign` notice).
   */
  protected renderMain(s: T | null): unknown {
    const connection = this.connection;
    const code = this.code;
    return html`<p class="error" id="room-error">${this.error}</p>
      ${s
        ? this.renderRoom(s)
        : code
          ? html`<h2 id="room-heading" tabindex="-1">${msg(str`Table of room ${code}`)}</h2>
              <p class="status" id="room-connection">${connectionText(connection?.status ?? 'connecting')}</p>`
          : html`${this.foreign
                ? html`<p class="hint" id="room-foreign">${msg('This device is not the table of the room in the address. Create a new room, or open the room on the device that created it.')}</p>`
                : nothing}
              ${this.renderKeptRooms()}
              ${this.renderSetup()}`}`;
  }

  /** "Rooms kept on this device" (kept-rooms.ts), shown above the setup (a page that draws its own main part shows it there too). */
  protected renderKeptRooms(): TemplateResult {
    return html`<rs-kept-rooms></rs-kept-rooms>`;
  }

  /** What happens now at the table (before the deal, usually {@link renderStart}). */
  protected renderNow(_s: T): unknown {
    return nothing;
  }

  /** The game's board at a glance, first under the room's heading (none by default). */
  protected renderStrip(_s: T): unknown {
    return nothing;
  }

  /** The public board below the seats. */
  protected renderBoard(_s: T): unknown {
    return nothing;
  }

  /**
   * The room: its heading, the board strip and the connection (with how many phones are
   * connected); before the deal the join code, then what happens now and the seats; once the cards
   * are dealt what happens now comes right under the strip, and the join code goes behind a
   * disclosure after the seats (the game's step, not how to join, is what the table needs then).
   * While the seats are folded and the table connected, the connection line goes with them, under
   * their heading ("5 of 5 phones connected"); a phone or the table losing its connection brings
   * it back under the strip. The board last.
   */
  protected renderRoom(s: T): unknown {
    const tucked = s.dealt;
    const join = this.renderJoin(s);
    const connection = html`<p class="status" id="room-connection">${connectionText(this.connection!.status)} ${connectedCountText(s.seats)}</p>`;
    // Every phone connected and the table too: the line goes with the folded seats, below the step.
    const withSeats = this.seatsFolded && this.connection!.status === 'connected';
    return html`
      ${this.renderRoomHeading(s)}
      ${this.renderStrip(s)}
      ${withSeats ? nothing : connection}
      ${tucked ? nothing : join}
      ${this.renderNow(s)}
      ${this.renderSeats(s, withSeats ? connection : nothing)}
      ${tucked ? this.renderJoinDetails(join) : nothing}
      ${this.renderBoard(s)}
    `;
  }

  /** "Table of room ACDEF" (`#room-heading`, where focus goes when the room is created). */
  protected renderRoomHeading(s: T): TemplateResult {
    const code = s.code;
    return html`<h2 id="room-heading" tabindex="-1">${msg(str`Table of room ${code}`)}</h2>`;
  }

  /**
   * How the phones join: the join code (large, and spelled for screen readers), the join address,
   * its QR code; an address of this machine only gets, instead of a QR code, what to run so that
   * phones can join (join-address.ts).
   */
  protected renderJoin(s: T): TemplateResult {
    const url = this.qr?.joinUrl ?? s.joinUrl;
    const local = onlyThisMachine(url);
    return html`<section aria-labelledby="join-heading">
      <h3 id="join-heading">${msg('How the phones join')}</h3>
      <p>${msg('Each player opens the join address on their own phone, or scans the QR code, and chooses their seat. The code is also typed at the join address.')}</p>
      <p id="join-code">
        <span aria-hidden="true">${msg('Join code')}<br /><span class="join-code">${s.code}</span></span>
        <span class="visually-hidden">${joinCodeText(s.code)}</span>
      </p>
      <p class="join-url">${msg('Join address:')} <a id="join-url" href=${url}>${url}</a></p>
      ${local
        ? html`<p class="join-local" id="join-local"><strong>${msg('Phones cannot join yet.')}</strong> ${onlyThisMachineText()}</p>`
        : this.qr
          ? html`<img
              class="room-qr"
              id="join-qr"
              src=${`data:image/svg+xml;charset=utf-8,${encodeURIComponent(this.qr.qrSvg)}`}
              alt=${msg(str`QR code of the join address ${url}`)}
            />`
          : nothing}
    </section>`;
  }

  /** The join code and QR code behind a disclosure, once the game is on. */
  protected renderJoinDetails(join: TemplateResult): TemplateResult {
    return html`<details id="room-join-details">
      <summary class="rs-button">${msg('Join code and QR code')}</summary>
      ${join}
    </details>`;
  }

  /** A seat's line: "Seat 1: Alice." and its presence in words (a dot for sighted players, hidden from screen readers). */
  protected seatStatus(seat: SeatPresence): TemplateResult {
    return html`<strong>${msg(str`Seat ${seat.seat + 1}: ${seat.name}.`)}</strong>
      <span aria-hidden="true">${seat.connected ? '● ' : '○ '}</span>${presenceText(seat)}`;
  }

  /**
   * The seats and their phones, with the button that frees a taken seat. Before the deal the list
   * is the moderator's work (admitting each phone). Once the cards are dealt and every seat's
   * phone is admitted and connected, the list folds away under its heading (the connection line says "5 of 5
   * phones connected"; "Manage the seats", a disclosure button, opens it) so that the board and
   * the step come first; a phone that goes or waits for admission shows the list again by itself,
   * as the moderator needs to see it. The list stays the same elements either way, so focus in it
   * is never lost when it folds or unfolds.
   * @param connection the room's connection line, shown under the heading while the seats are
   *   folded and the table connected ({@link renderRoom}); nothing otherwise
   */
  protected renderSeats(s: T, connection: unknown = nothing): TemplateResult {
    const folded = this.seatsFolded;
    const shown = !folded || this.seatsOpen;
    return html`<section aria-labelledby="seats-heading" class="seats">
      <div class="seats-head">
        <h3 id="seats-heading">${msg('Seats and phones')}</h3>
        ${folded
          ? html`<button type="button" id="seats-toggle" aria-expanded=${shown ? 'true' : 'false'} aria-controls="seat-list" @click=${() => (this.seatsOpen = !this.seatsOpen)}>
              ${msg('Manage the seats')}
            </button>`
          : nothing}
      </div>
      ${connection}
      ${this.renderSeatList(s, !shown)}
    </section>`;
  }

  /** The list of seats (`#seat-list`, `hidden` when folded): each seat's line, its admission form, its "Free …'s seat". */
  protected renderSeatList(s: T, hidden: boolean): TemplateResult {
    return html`<ul class="seat-list" id="seat-list" ?hidden=${hidden}>
        ${s.seats.map(
          (seat) => html`<li ?data-connected=${seat.connected}>
            <p id="seat-${seat.seat}-status" tabindex="-1">${this.seatStatus(seat)}</p>
            ${seat.claimed && !seat.admitted ? this.renderAdmit(seat) : nothing}
            ${seat.claimed
              ? this.confirmingFree === seat.seat
                ? html`<div class="confirm" id="seat-${seat.seat}-free-confirm">
                    <p id="seat-${seat.seat}-free-cost" tabindex="-1">${this.freeCostText(s, seat)}</p>
                    <div class="actions">
                      <button type="button" id="seat-${seat.seat}-free-yes" @click=${() => void this.revoke(seat.seat, seat.name)}>
                        ${msg(str`Yes, free ${seat.name}'s seat`)}
                      </button>
                      <button type="button" class="primary" id="seat-${seat.seat}-free-no" @click=${() => void this.keepSeat(seat.seat)}>
                        ${msg('Keep the seat')}
                      </button>
                    </div>
                  </div>`
                : html`<button type="button" id="seat-${seat.seat}-revoke" @click=${() => void this.askFree(seat.seat)}>
                    ${msg(str`Free ${seat.name}'s seat for another phone`)}
                  </button>`
              : nothing}
          </li>`,
        )}
      </ul>`;
  }

  /**
   * A seat whose phone waits: the digits that phone shows, typed here by the table (a labelled
   * field, numeric keyboard, Enter admits), and the button that admits it.
   */
  protected renderAdmit(seat: SeatPresence): TemplateResult {
    const name = seat.name;
    return html`<form class="admit" id="seat-${seat.seat}-admit" @submit=${(e: Event) => void this.admitPhone(e, seat.seat, name)} novalidate>
      <label for="seat-${seat.seat}-check">${msg(str`The 4 digits ${name}'s phone shows`)}</label>
      <input
        type="text"
        id="seat-${seat.seat}-check"
        inputmode="numeric"
        autocomplete="off"
        maxlength="9"
        aria-describedby="seat-${seat.seat}-check-hint"
        .value=${this.typedChecks[seat.seat] ?? ''}
        @input=${(e: Event) => (this.typedChecks = { ...this.typedChecks, [seat.seat]: (e.target as HTMLInputElement).value })}
      />
      <p class="hint" id="seat-${seat.seat}-check-hint">${msg(str`Ask ${name} to read them from their phone. A phone you cannot see may be a stranger's: admit only the player's own.`)}</p>
      <button type="submit" id="seat-${seat.seat}-admit-button">${msg(str`Admit ${name}'s phone`)}</button>
    </form>`;
  }

  /**
   * Before the deal: how many seats are taken, and once all are, the button that starts the game
   * and deals the cards (`#room-start`, {@link startGame}).
   * @param redeal the sentence when a seat was freed before the game began (the cards taken back)
   * @param allTakenText the sentence once every seat is taken
   */
  protected renderStart(s: T, redeal: string, allTakenText: string): TemplateResult {
    const taken = s.seats.filter((seat) => seat.claimed).length;
    const admitted = s.seats.filter((seat) => seat.claimed && seat.admitted).length;
    const all = s.seats.length;
    return html`<section aria-labelledby="now-heading">
      <h2 id="now-heading" tabindex="-1">${msg('Now')}</h2>
      ${s.deals > 0 ? html`<p id="room-redeal">${redeal}</p>` : nothing}
      <p id="now-text">
        ${admitted === all
          ? allTakenText
          : taken === all
            ? msg(str`Admit every phone: ask each player for the 4 digits their phone shows and type them at their seat. ${admitted} of ${all} phones are admitted. The cards are dealt only once every phone is admitted.`)
            : msg(str`Waiting for every seat to be taken: ${taken} of ${all} seats are taken. The cards are dealt only once every seat is taken, so nobody sees a card before the game starts.`)}
      </p>
      ${admitted === all
        ? html`<div class="actions">
            <button type="button" class="primary" id="room-start" aria-disabled=${this.busy ? 'true' : 'false'} @click=${() => void this.startGame()}>
              ${msg('Start the game: deal the cards')}
            </button>
          </div>`
        : nothing}
    </section>`;
  }
}
