import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { announcer } from '../a11y/announcer.ts';
import { loadCredential, normalizeCode, RoomConnection } from './room-client.ts';
import type { ConnectionStatus, RoomLobby, RoomReply } from './room-client.ts';
import type { PlatformClientEvents, SeatSnapshotBase } from './protocol.ts';
import { checkText, connectionText, joinCodeText } from './room-text.ts';
import { roomPageAddress } from './room-pages.ts';
import { badCodeText, joinCodeField } from './join-code-field.ts';
import { RoomGamePage } from './room-page-game.ts';
import { Outbox, type PendingAction } from './outbox.ts';

/** One seat of the lobby a phone chooses from (public: its name and whether a phone holds it). */
export type LobbySeat = RoomLobby['seats'][number];

/**
 * The base of every game's phone page (the platform carries the machinery of joining a
 * room, a game writes only its own steps), at `?room=CODE&game=KEY` (`roomPageAddress`).
 *
 * 1. **Join**: "Join a room" with the join-code field (join-code-field.ts); the code is typed (case,
 *    spaces and dashes do not matter, `normalizeCode`) or comes from the address. A code that is
 *    not 5 letters is refused here (`bad-code`); the room is then looked up (`room:lookup`): a
 *    refusal is said (assertive) with focus back in the field; a room of another game opens that
 *    game's phone page (`location.replace`); else the address names the room (`history.replaceState`)
 *    and the lobby shows.
 * 2. **Choose your seat** (`#seat-heading`, focused when the player asked for it): one button a
 *    seat (`#seat-claim-N`), a taken one `aria-disabled` and refused with its sentence when pressed;
 *    "Update the list of seats"; optionally "Another join code" ({@link offersAnotherCode}). The
 *    claim (`seat:claim`) keeps the seat's token on this device (`RoomConnection.adopt`), so a reload,
 *    a locked phone or a dropped Wi-Fi comes back to the seat with no action.
 * 3. **Connection**: while the token is presented and no snapshot came yet, "Your phone" and the
 *    connection's sentence; once seated, a lost and a regained connection are announced politely
 *    (one live region key, `connection`). When the table frees the seat (`revoked`) or the server no
 *    longer knows the token (`refused`), the phone says why (assertive), goes back to the seats and
 *    asks the player to choose again ({@link onSeatLost} forgets the game's own memory first).
 * 4. **Nothing unsent is called safe** (outbox.ts): an action the game keeps for sending while the
 *    phone is not connected ({@link keepForSending}: a secret vote, a mission card) is kept sealed
 *    on this phone, and once kept ({@link kept}) shown and said: by the game in its step's place,
 *    with focus on it ({@link showKept}), or else here (`#phone-pending`: "Your vote will be sent
 *    when the phone is back online", announced). It is sent once the connection is back and the
 *    server's fresh snapshot came; the server's answer is said and shown ("Vote sent", or its
 *    refusal), and the game told ({@link onPendingSettled}). A step over by then is not sent, and
 *    the phone says so. A reload keeps the action. Any other action is refused at once while not
 *    connected ("Not sent: …", room-text.ts).
 *
 * The game gives its snapshot type `S` and its requests `C` (its `ClientToServerEvents`), its facts
 * ({@link rooms}, room-page-game.ts: its key, its name, its refusals' sentences), the seat's screen
 * ({@link renderSeat}) and what a snapshot changes there ({@link onSeat}: announcements and focus).
 * Every sentence here is the platform's (room-text.ts or `msg()` in this file).
 */
export abstract class RoomPhonePage<S extends SeatSnapshotBase, C extends object> extends RoomGamePage {
  /** This phone's connection to the room server (set when the page connects). */
  @state() protected connection: RoomConnection<S, C> | null = null;
  /** The room's code, once known (from the address or typed). */
  @state() protected code: string | null = null;
  /** The join code as typed. */
  @state() protected codeInput = '';
  /** The room's seats while this phone chooses one. */
  @state() protected lobby: RoomLobby | null = null;
  /** A public notice for the join screens (why the phone is back there). */
  @state() protected notice = '';
  /** A request of this phone is on its way (a second press waits). */
  @state() protected busy = false;
  /** Bumped by every change of the connection (re-renders). */
  @state() protected tick = 0;

  /** The action kept on this phone for sending once it is connected again (outbox.ts), or `null`. */
  @state() protected pending: PendingAction | null = null;
  /**
   * The action kept for sending, once it is kept (sealed in the tab, or in memory only when
   * `memoryOnly`: a reload would lose it), until it is sent, refused or dropped; `null`: none.
   */
  @state() protected kept: { action: PendingAction; memoryOnly: boolean } | null = null;
  /** The outbox's last sentence (kept, sent, not sent), shown as `#phone-pending`; `''`: none. */
  @state() protected pendingNote = '';

  private unsubscribe: (() => void) | null = null;
  private lastStatus: ConnectionStatus | null = null;
  private outbox: Outbox | null = null;
  /** The kept action is on its way to the server. */
  private flushing = false;
  /** The step of the action whose outcome {@link pendingNote} says (it goes when the step changes). */
  private noteStep: string | null = null;

  /** Who this phone is, for the document's title ("Alice" in "Alice — The Resistance companion"). */
  protected abstract seatTitle(s: S): string;

  /** The lobby's sentence after the join code: what choosing a seat does on this game's phone. */
  protected abstract lobbyIntro(): string;

  /** The seat's screen once this phone holds its seat (inside `<main>`). */
  protected abstract renderSeat(s: S): unknown;

  /**
   * Called after every change of the connection while this phone holds its seat (a snapshot of the
   * room's code): the game announces what changed and moves focus ({@link seated} on its first).
   */
  protected abstract onSeat(s: S): void;

  /** Called before the phone connects, with the code of the address (`null` without one). */
  protected onAddress(_code: string | null): void {}

  /** Called when the lobby of room `code` is shown (the code is now the page's). */
  protected onLobby(_code: string): void {}

  /** Called when this phone lost its seat (revoked or refused), before it goes back to the seats: forget what the seat knew. */
  protected onSeatLost(): void {}

  /**
   * The game's sentence of an action of `kind` kept for sending (`'kept'`: "Your vote will be sent
   * when the phone is back online.") or sent (`'sent'`: "Vote sent.").
   */
  protected outboxText(_kind: string, _when: 'kept' | 'sent'): string {
    return '';
  }

  /**
   * Called once an action is kept ({@link kept} is set): whether the game shows it itself, in its
   * step's place, and moves focus to it (read there once); the platform then neither shows nor
   * says a sentence of it. `false` (the default): `#phone-pending` shows the game's sentence
   * ({@link outboxText} `'kept'`), announced politely.
   */
  protected showKept(): boolean {
    return false;
  }

  /**
   * Called when the kept `action` is over: `sent` (the server has it; its sentence is said) or not
   * (refused, or its step over: the reason is said), after {@link kept} is cleared, so that the
   * game shows its step again and moves focus from where the kept action was shown.
   */
  protected onPendingSettled(_action: PendingAction, _sent: boolean): void {}

  /** The sentence added where a kept action is in memory only (plain `http://` on a LAN: no `crypto.subtle`). */
  protected memoryOnlyText(): string {
    return msg('Keep this page open until then: here a reload would lose it.');
  }

  /** The game's key of the step `s` is at (a kept action is sent only at the step it was taken at). */
  protected outboxStep(_s: S): string {
    return '';
  }

  /**
   * What the room's fresh snapshot `s` says of the kept `action`: the server has it already
   * (`'has'`: its reply was lost with the connection), it is still asked at its step (`'send'`),
   * or its step is over (`'over'`: not sent).
   */
  protected pendingOutcome(action: PendingAction, s: S): 'has' | 'send' | 'over' {
    return action.step === this.outboxStep(s) ? 'send' : 'over';
  }

  /**
   * Keeps `action` on this phone (sealed, outbox.ts) for sending once connected, replacing the one
   * kept before; shows and says it once it is kept ({@link showKept}), so that what is said is true
   * from then on: a reload after it finds it. Where it can be kept in memory only (plain `http://`
   * at a LAN address has no `crypto.subtle`), it says that a reload would lose it. Sent at once
   * when the phone is connected by then.
   */
  protected async keepForSending(action: PendingAction): Promise<void> {
    if (!this.code) return;
    this.outbox ??= new Outbox(this.code);
    this.pending = action;
    this.noteStep = null;
    const sealed = await this.outbox.keep(action);
    // Replaced by a newer action meanwhile (that one says its own sentence), or sent already.
    if (this.pending !== action) return;
    this.showKeptAction(action, !sealed);
    void this.flushPending();
  }

  /** The action is kept: the game shows it in its step, or the platform shows and says it. */
  private showKeptAction(action: PendingAction, memoryOnly: boolean): void {
    this.kept = { action, memoryOnly };
    this.noteStep = null;
    if (this.showKept()) {
      this.pendingNote = '';
      return;
    }
    const text = this.outboxText(action.kind, 'kept');
    this.say(memoryOnly ? `${text} ${this.memoryOnlyText()}` : text, 'polite');
  }

  /** Forgets the kept action (the player acts again while connected: the newer action replaces it). */
  protected dropPending(): void {
    this.pending = null;
    this.kept = null;
    this.outbox?.forget();
  }

  /** The outbox's sentence, shown under the connection's (not private: it never says the choice). */
  protected renderPending(): unknown {
    return this.pendingNote ? html`<p class="status" id="phone-pending">${this.pendingNote}</p>` : nothing;
  }

  private say(text: string, priority: 'polite' | 'assertive'): void {
    this.pendingNote = text;
    announcer.announce(text, priority, { key: 'outbox' });
  }

  /** The kept action's end: forgotten, and its outcome said and shown until the step changes. */
  private settle(action: PendingAction, text: string, priority: 'polite' | 'assertive', sent: boolean): void {
    if (this.pending === action) this.dropPending();
    this.noteStep = action.step;
    this.say(text, priority);
    this.onPendingSettled(action, sent);
  }

  /**
   * Sends the kept action once the phone is connected and the server's fresh snapshot came (so the
   * step is known as it is now): its reply said; an action the server has already, or of a step
   * that is over, is not sent again. No answer: kept, for the next connection.
   */
  private async flushPending(): Promise<void> {
    const connection = this.connection;
    const action = this.pending;
    const s = this.snapshot;
    if (!connection || !action || !s || !s.admitted || this.flushing) return;
    if (connection.status !== 'connected' || !connection.synced) return;
    const outcome = action.seat === s.seat ? this.pendingOutcome(action, s) : 'over';
    if (outcome === 'has') return this.settle(action, this.outboxText(action.kind, 'sent'), 'polite', true);
    if (outcome === 'over') return this.settle(action, msg('Not sent: that step was over when this phone was back online.'), 'assertive', false);
    // Not `busy`: the page moves focus as for any change made elsewhere (the step's form may go).
    this.flushing = true;
    try {
      // The game's request, as the game would send it (its body was typed when it was kept).
      const sender = connection as unknown as { request(event: string, body: unknown): Promise<RoomReply> };
      const reply = await sender.request(action.event, action.body);
      if (this.pending !== action) return;
      if (reply.ok) this.settle(action, this.outboxText(action.kind, 'sent'), 'polite', true);
      else if (reply.error.code !== 'offline' && reply.error.code !== 'no-answer') {
        const why = this.errorText(reply.error);
        this.settle(action, msg(str`Sent, but the room refused it: ${why}`), 'assertive', false);
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Whether the lobby offers "Another join code" (back to the join form). */
  protected offersAnotherCode(): boolean {
    return false;
  }

  /** Whether a free seat's list item is drawn as connected (`data-connected`: a solid border). */
  protected marksFreeSeats(): boolean {
    return true;
  }

  /** A seat's button in the lobby: "I am Alice, seat 1", or "Alice, seat 1: taken by another phone". */
  protected seatChoiceLabel(seat: LobbySeat): string {
    return seat.claimed ? msg(str`${seat.name}, seat ${seat.seat + 1}: taken by another phone`) : msg(str`I am ${seat.name}, seat ${seat.seat + 1}`);
  }

  /** Puts the room's phone address into the address bar (no new history entry) when it is not there. */
  protected keepAddress(code: string): void {
    const wanted = roomPageAddress('phone', this.game, code);
    if (location.href !== wanted) history.replaceState(null, '', wanted);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const raw = new URLSearchParams(location.search).get('room') ?? '';
    const code = normalizeCode(raw);
    this.codeInput = raw.trim().toUpperCase();
    this.code = code;
    const credential = code ? loadCredential('seat', code) : null;
    this.onAddress(code);
    this.connection = new RoomConnection<S, C>({ credential, room: code });
    this.unsubscribe = this.connection.subscribe(() => this.onChange());
    if (code && credential) {
      // An action kept before a reload: said and shown again, sent once connected.
      const outbox = (this.outbox = new Outbox(code));
      void outbox.load().then((action) => {
        if (!action || this.pending || this.outbox !== outbox) return;
        this.pending = action;
        this.showKeptAction(action, false);
        void this.flushPending();
      });
    }
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
    document.title = s ? `${this.seatTitle(s)} — ${app}` : `${msg('Join a room')} — ${app}`;
  }

  /** The snapshot of this phone's seat, once it holds one. */
  protected get snapshot(): S | null {
    const c = this.connection;
    return c?.credential && c.snapshot && c.snapshot.code === this.code ? c.snapshot : null;
  }

  /** The platform's requests of this connection (lookup, claim), whatever the game's are. */
  private get platform(): RoomConnection<S, PlatformClientEvents> {
    return this.connection as unknown as RoomConnection<S, PlatformClientEvents>;
  }

  /** On the first snapshot of a seat: the lobby goes and the title names the seat. */
  protected seated(): void {
    this.lobby = null;
    this.onLanguage();
  }

  /** After every change of the connection: follow the seat, say the connection, hand the snapshot to the game. */
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
    if (statusChanged && s && (status === 'reconnecting' || status === 'offline' || status === 'connected')) {
      announcer.announce(connectionText(status), 'polite', { key: 'connection' });
    }
    if (s && !s.admitted) {
      // Waiting for the table: the digits are said once, focus on them (the game's screen is not shown).
      if (this.lastCheck !== s.check) {
        this.lastCheck = s.check;
        announcer.announce(checkText(s.check ?? ''), 'polite', { key: 'seat-check' });
        void this.updateComplete.then(() => this.querySelector<HTMLElement>('#check-heading')?.focus());
      }
      return;
    }
    if (s && this.lastCheck !== null) {
      this.lastCheck = null;
      announcer.announce(msg('The table admitted this phone.'), 'polite', { key: 'seat-check' });
    }
    if (s) {
      if (this.noteStep !== null && this.outboxStep(s) !== this.noteStep) {
        this.noteStep = null;
        this.pendingNote = '';
      }
      this.onSeat(s);
      void this.flushPending();
    }
  }

  /** The check shown last while the table had not admitted this phone (`null`: admitted, or none yet). */
  private lastCheck: string | null = null;

  /**
   * Until the table admits this phone: the 4 digits to say to the table, large and spelled for
   * screen readers, and why (a phone the table has not admitted sees no card).
   */
  private renderCheck(s: S): TemplateResult {
    const check = s.check ?? '';
    return html`<section aria-labelledby="check-heading">
      <h2 id="check-heading" tabindex="-1">${msg('Tell the table these digits')}</h2>
      <p class="status" id="phone-connection">${connectionText(this.connection!.status)}</p>
      <p id="seat-check">
        <span aria-hidden="true" class="join-code">${check}</span>
        <span class="visually-hidden">${checkText(check)}</span>
      </p>
      <p id="seat-check-why">
        ${msg('Say these digits to the table: it types them to admit this phone to your seat, so that no other phone can take it. This phone shows your cards once the table has admitted it.')}
      </p>
    </section>`;
  }

  /** The table freed this phone's seat, or the server forgot it: back to choosing a seat. */
  private lostSeat(status: 'revoked' | 'refused'): void {
    const connection = this.connection!;
    const why = status === 'revoked' ? connectionText('revoked') : connection.refusal ? this.errorText(connection.refusal) : connectionText('refused');
    this.notice = why + ' ' + msg('If this is still your phone, choose your seat again.');
    if (this.pending) this.notice += ' ' + msg('What this phone kept for sending was not sent.');
    this.dropPending();
    this.pendingNote = '';
    this.onSeatLost();
    connection.resetToGuest();
    this.lastStatus = connection.status;
    announcer.announce(this.notice, 'assertive');
    // The seat's screen went away with the focus in it: the seats' heading and the notice show at
    // once, the seats themselves once looked up below, and focus goes to the heading at once,
    // never resting on the page's body.
    if (this.code) this.lobby = { code: this.code, game: this.game, seats: [] };
    void this.updateComplete.then(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) this.querySelector<HTMLElement>('#seat-heading')?.focus();
    });
    if (this.code) void this.lookup(this.code, true);
  }

  /** Looks room `code` up and shows its seats (focus on their heading when `focus`). */
  protected async lookup(code: string, focus: boolean): Promise<void> {
    const connection = this.platform;
    this.busy = true;
    try {
      if (!(await connection.ready())) {
        this.fail(this.errorText({ code: 'offline', rule: null, message: '' }), '#join-code-input');
        return;
      }
      const reply = await connection.request('room:lookup', { code });
      if (!reply.ok) {
        this.lobby = null;
        this.fail(this.errorText(reply.error), '#join-code-input');
        return;
      }
      if (reply.game !== this.game) {
        // A room of another game (a join address typed without its `game`): that game's phone page.
        location.replace(roomPageAddress('phone', reply.game, reply.code));
        return;
      }
      this.code = reply.code;
      this.lobby = { code: reply.code, game: reply.game, seats: reply.seats };
      this.error = '';
      this.onLobby(reply.code);
      this.keepAddress(reply.code);
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
      this.fail(badCodeText(this.codeInput), '#join-code-input');
      return;
    }
    this.notice = '';
    void this.lookup(code, true);
  }

  private async claim(seat: number, taken: boolean): Promise<void> {
    if (this.busy || !this.code) return;
    if (taken) {
      this.fail(this.errorText({ code: 'seat-taken', rule: null, message: '' }), `#seat-claim-${seat}`);
      return;
    }
    const code = this.code;
    this.busy = true;
    this.error = '';
    try {
      const reply = await this.platform.request('seat:claim', { code, seat });
      if (!reply.ok) {
        this.fail(this.errorText(reply.error), `#seat-claim-${seat}`);
        if (reply.error.code === 'seat-taken') void this.lookup(code, false);
        return;
      }
      this.notice = '';
      this.connection!.adopt({ role: 'seat', code, token: reply.token });
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
          ? s.admitted
            ? this.renderSeat(s)
            : this.renderCheck(s)
          : connection?.credential
            ? html`<h2 id="phone-heading" tabindex="-1">${msg('Your phone')}</h2>
                <p class="status" id="phone-connection">${connectionText(connection.status)}</p>
                ${this.renderPending()}`
            : this.lobby
              ? this.renderLobby(this.lobby)
              : this.renderJoin()}
      </main>
    `;
  }

  private renderJoin(): TemplateResult {
    return html`<section aria-labelledby="join-heading">
      <h2 id="join-heading" tabindex="-1">${msg('Join a room')}</h2>
      <p class="status" id="seat-notice">${this.notice}</p>
      <p>${msg('Type the join code the table shows. Capital or small letters, with spaces or without: all the same.')}</p>
      <form @submit=${this.submitCode} novalidate>
        ${joinCodeField({
          inputId: 'join-code-input',
          hintId: 'join-code-hint',
          errorId: 'join-error',
          value: this.codeInput,
          invalid: this.error !== '',
          onInput: (value) => {
            this.codeInput = value;
            this.error = '';
          },
        })}
        <p class="error" id="join-error">${this.error}</p>
        <div class="actions">
          <button type="submit" class="primary" id="join-find">${msg('Find the room')}</button>
        </div>
      </form>
    </section>`;
  }

  private renderLobby(lobby: RoomLobby): TemplateResult {
    return html`<section aria-labelledby="seat-heading">
      <h2 id="seat-heading" tabindex="-1">${msg('Choose your seat')}</h2>
      <p class="status" id="seat-notice">${this.notice}</p>
      <p>${joinCodeText(lobby.code)} ${this.lobbyIntro()}</p>
      <p class="error" id="join-error">${this.error}</p>
      <ul class="seat-list" id="seat-choices">
        ${lobby.seats.map(
          (seat) => html`<li ?data-connected=${this.marksFreeSeats() && !seat.claimed}>
            <button
              type="button"
              id="seat-claim-${seat.seat}"
              class=${seat.claimed ? '' : 'primary'}
              aria-disabled=${seat.claimed ? 'true' : 'false'}
              @click=${() => void this.claim(seat.seat, seat.claimed)}
            >
              ${this.seatChoiceLabel(seat)}
            </button>
          </li>`,
        )}
      </ul>
      <div class="actions">
        <button type="button" id="seat-refresh" @click=${() => void this.lookup(lobby.code, true)}>${msg('Update the list of seats')}</button>
        ${this.offersAnotherCode()
          ? html`<button
              type="button"
              id="seat-other-room"
              @click=${async () => {
                this.lobby = null;
                this.notice = '';
                await this.updateComplete;
                this.querySelector<HTMLElement>('#join-code-input')?.focus();
              }}
            >
              ${msg('Another join code')}
            </button>`
          : nothing}
      </div>
    </section>`;
  }
}
