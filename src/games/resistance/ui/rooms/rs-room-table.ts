import '../../rules-registration.ts';
import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { PlotCard, PublicView, Seat } from '../../engine.ts';
import { loadCredential, RoomConnection } from '../../../../platform/rooms/room-client.ts';
import type { CreatedRoom, RoomReply, RoomSetupInput, TableSnapshot } from '../../../../platform/rooms/room-client.ts';
import { announcer } from '../../../../platform/a11y/announcer.ts';
import {
  connectedCountText,
  connectionText,
  joinCodeText,
  presenceText,
  progressText,
  roomChangeAnnouncements,
  roomErrorText,
  roomNowText,
  spiesWereText,
} from '../../text/room-text.ts';
import { plotCardName, plotHeldText } from '../../modules/plot/text.ts';
import { RoomPage } from '../../../../platform/rooms/rs-room-page.ts';
import { roomRule } from '../phase-rule.ts';
import { proposeBody, type RoomProposeDetail } from './rs-room-propose.ts';
import type { InquisitionDetail } from '../../modules/inquisitor/ui/rs-inquisition.ts';
import './rs-room-setup.ts';
import './rs-room-propose.ts';
import '../../modules/inquisitor/ui/rs-inquisition.ts';
import '../rs-board.ts';
import '../rs-vote-history.ts';

/**
 * The table device of personal-device play (issue 8), at `/?table` (a new room) and
 * `/?table=CODE` (this device's room, after a reload).
 *
 * 1. The moderator sets the room up (`<rs-room-setup>`); the server deals the roles.
 * 2. The join code, shown in large letters and spelled letter by letter for screen readers, the
 *    join address as a link and its QR code (an image whose text alternative is the address);
 *    the seats with who is connected (in words: "Connected", "Taken, not connected now",
 *    "Free"), and for a taken seat a button that frees it: the phone holding it is disconnected
 *    and its token refused, and the player's new phone claims the seat with the join code.
 * 3. During the game: what happens now with the public progress ("3 of 5 players voted"), the
 *    leader's proposal from the table (`<rs-room-propose>`, or the leader proposes on their phone),
 *    the Inquisitor's check (`<rs-inquisition>`), the board (`<rs-board>`) and the vote history.
 *
 * Only the public view reaches this page (`viewFor(state, 'public')` from the server): no role,
 * no vote before its reveal, no card. Every change is announced politely (the end of the game
 * assertively); focus moves to the "Now" heading when the control that had it went away.
 */
@customElement('rs-room-table')
export class RsRoomTable extends RoomPage {
  @state() private connection: RoomConnection<TableSnapshot> | null = null;
  @state() private code: string | null = null;
  @state() private qr: { joinUrl: string; qrSvg: string } | null = null;
  @state() private busy = false;
  /** The room of the address has no credential on this device. */
  @state() private foreign = false;
  /** Bumped by every change of the connection (re-renders). */
  @state() private tick = 0;

  private unsubscribe: (() => void) | null = null;
  private lastView: PublicView | null = null;

  /** The rules reference opens at the step in course (a plot card's decision first, R-PLOT-4). */
  protected override currentRule(): string | null {
    return this.connection?.snapshot?.plot ? 'R-PLOT-4' : roomRule(this.lastView);
  }
  private lastProgress = '';
  private lastPresence = new Map<Seat, boolean>();

  override connectedCallback(): void {
    super.connectedCallback();
    const wanted = new URLSearchParams(location.search).get('table')?.trim().toUpperCase() ?? '';
    const credential = wanted ? loadCredential('table', wanted) : null;
    if (wanted && !credential) this.foreign = true;
    this.code = credential?.code ?? null;
    this.attach(new RoomConnection<TableSnapshot>({ credential }));
  }

  override disconnectedCallback(): void {
    this.unsubscribe?.();
    this.connection?.close();
    super.disconnectedCallback();
  }

  protected override onLanguage(): void {
    const code = this.code;
    document.title = code ? `${msg(str`Table of room ${code}`)} — ${msg('The Resistance companion')}` : `${msg('New room for personal devices')} — ${msg('The Resistance companion')}`;
  }

  private attach(connection: RoomConnection<TableSnapshot>): void {
    this.unsubscribe?.();
    this.connection = connection;
    this.unsubscribe = connection.subscribe(() => this.onChange());
  }

  /** After every change of the connection: announce what changed, keep focus somewhere sensible. */
  private onChange(): void {
    const connection = this.connection!;
    const snapshot = connection.snapshot;
    this.tick++;
    if (connection.status === 'refused' && !snapshot) {
      this.error = connection.refusal ? roomErrorText(connection.refusal) : connectionText('refused');
      this.code = null;
    }
    if (!snapshot) return;
    if (!this.qr && connection.status === 'connected' && !this.busy) void this.fetchQr();
    const first = this.lastView === null;
    const announcements = roomChangeAnnouncements(this.lastView, snapshot.view, this.brief);
    const progress = progressText(snapshot.progress, snapshot.view);
    const presence = snapshot.seats.filter((s) => this.lastPresence.has(s.seat) && this.lastPresence.get(s.seat) !== s.connected);
    this.lastView = snapshot.view;
    this.lastPresence = new Map(snapshot.seats.map((s) => [s.seat, s.connected]));
    void this.updateComplete.then(() => {
      this.keepFocus(first);
      for (const a of announcements) announcer.announce(a.text, a.priority);
      if (progress && progress !== this.lastProgress && snapshot.progress && snapshot.progress.done > 0) {
        announcer.announce(progress, 'polite', { key: 'status' });
      }
      this.lastProgress = progress;
      for (const s of presence) {
        announcer.announce(
          s.connected ? msg(str`${s.name}'s phone is connected.`) : msg(str`${s.name}'s phone is not connected.`),
          'polite',
          { key: `presence-${s.seat}` },
        );
      }
    });
  }

  /** Focus goes to the "Now" heading on the first view and when the focused control went away. */
  private keepFocus(first: boolean): void {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (first || lost) this.querySelector<HTMLElement>(first ? '#room-heading' : '#now-heading')?.focus();
  }

  private async fetchQr(): Promise<void> {
    const reply = await this.connection!.request<{ joinUrl: string; qrSvg: string }>('table:qr');
    if (reply.ok) this.qr = { joinUrl: reply.joinUrl, qrSvg: reply.qrSvg };
  }

  private async create(setup: RoomSetupInput): Promise<void> {
    const connection = this.connection!;
    this.busy = true;
    this.error = '';
    try {
      // A refused table credential leaves the socket closed: start again as a guest.
      if (!connection.socket.connected && (connection.status === 'refused' || connection.status === 'revoked')) connection.resetToGuest();
      if (!(await connection.ready())) {
        this.fail(roomErrorText({ code: 'offline', rule: null, message: '' }), '#room-create');
        return;
      }
      const reply: RoomReply<CreatedRoom> = await connection.request<CreatedRoom>('room:create', { setup });
      if (!reply.ok) {
        this.fail(roomErrorText(reply.error), '#room-create');
        return;
      }
      connection.adopt({ role: 'table', code: reply.code, token: reply.tableToken });
      this.code = reply.code;
      this.foreign = false;
      this.qr = { joinUrl: reply.joinUrl, qrSvg: reply.qrSvg };
      history.replaceState(null, '', `?table=${reply.code}`);
      this.onLanguage();
      await this.updateComplete;
      this.querySelector<HTMLElement>('#room-heading')?.focus();
      const spelled = joinCodeText(reply.code);
      announcer.announce(msg('The room is ready and the roles are dealt.') + ' ' + spelled);
    } finally {
      this.busy = false;
    }
  }

  private async revoke(seat: Seat, name: string): Promise<void> {
    const reply = await this.connection!.request('table:revoke', { seat });
    if (!reply.ok) {
      this.fail(roomErrorText(reply.error), `#seat-${seat}-status`);
      return;
    }
    await this.updateComplete;
    this.querySelector<HTMLElement>(`#seat-${seat}-status`)?.focus();
    announcer.announce(msg(str`${name}'s seat is free: the phone that held it is disconnected. ${name} joins again with the join code on the phone they use now.`));
  }

  private async act(
    event: 'game:propose' | 'game:inquire' | 'game:role-step' | 'game:loyalty-draw' | 'game:plot-draw' | 'game:plot-give',
    payload: object,
    focus: string,
  ): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = '';
    try {
      const reply = await this.connection!.request(event, payload);
      if (!reply.ok) this.fail(roomErrorText(reply.error), focus);
    } finally {
      this.busy = false;
    }
  }

  protected override render() {
    if (!this.languageReady) return nothing;
    void this.tick;
    const connection = this.connection;
    const snapshot = this.code ? connection?.snapshot ?? null : null;
    return html`
      ${this.renderHeader()}
      <main id="main" tabindex="-1">
        <p class="error" id="room-error">${this.error}</p>
        ${snapshot
          ? this.renderRoom(snapshot)
          : this.code
            ? html`<h2 id="room-heading" tabindex="-1">${msg(str`Table of room ${this.code}`)}</h2>
                <p class="status" id="room-connection">${connectionText(connection?.status ?? 'connecting')}</p>`
            : html`${this.foreign
                  ? html`<p class="hint" id="room-foreign">${msg('This device is not the table of the room in the address. Create a new room, or open the room on the device that created it.')}</p>`
                  : nothing}
                <rs-room-setup .busy=${this.busy} @rs-room-create=${(e: CustomEvent<RoomSetupInput>) => void this.create(e.detail)}></rs-room-setup>`}
      </main>
    `;
  }

  private renderRoom(s: TableSnapshot) {
    const view = s.view;
    const started = view.proposals.length > 0;
    const join = this.renderJoin(s);
    return html`
      <h2 id="room-heading" tabindex="-1">${msg(str`Table of room ${s.code}`)}</h2>
      <p class="status" id="room-connection">${connectionText(this.connection!.status)} ${connectedCountText(s.seats)}</p>
      ${started ? nothing : join}
      ${this.renderNow(s)}
      ${this.renderSeats(s)}
      ${started
        ? html`<details id="room-join-details">
            <summary class="rs-button">${msg('Join code and QR code')}</summary>
            ${join}
          </details>`
        : nothing}
      <rs-board .view=${view} .currentMission=${view.phase === 'over' ? null : (view.proposals[view.proposals.length - 1]?.mission ?? view.round)}></rs-board>
      <rs-vote-history .view=${view}></rs-vote-history>
    `;
  }

  private renderJoin(s: TableSnapshot) {
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
        ? html`<img
            class="room-qr"
            id="join-qr"
            src=${`data:image/svg+xml;charset=utf-8,${encodeURIComponent(this.qr.qrSvg)}`}
            alt=${msg(str`QR code of the join address ${url}`)}
          />`
        : nothing}
    </section>`;
  }

  private renderSeats(s: TableSnapshot) {
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
              ? html`<button type="button" id="seat-${seat.seat}-revoke" @click=${() => void this.revoke(seat.seat, seat.name)}>
                  ${msg(str`Free ${seat.name}'s seat for another phone`)}
                </button>`
              : nothing}
          </li>`,
        )}
      </ul>
    </section>`;
  }

  private renderNow(s: TableSnapshot) {
    const view = s.view;
    const leader = view.players[view.leader]!;
    return html`<section aria-labelledby="now-heading">
      <h2 id="now-heading" tabindex="-1">${view.phase === 'over' ? msg('Game over') : msg('Now')}</h2>
      <p id="now-text">${roomNowText(view, s.progress)}</p>
      ${view.phase === 'over' && s.endReveal ? html`<p id="room-spies">${spiesWereText(view.players, s.endReveal.spies)}</p>` : nothing}
      ${view.phase === 'proposal'
        ? html`<rs-room-propose
            .view=${view}
            .busy=${this.busy}
            heading=${msg(str`Propose ${leader}'s team from the table, or ${leader} proposes on their phone`)}
            @rs-room-propose=${(e: CustomEvent<RoomProposeDetail>) =>
              void this.act('game:propose', proposeBody(view.variants.includes('targeting'), e.detail), 'input[name="room-team"]')}
          ></rs-room-propose>`
        : nothing}
      ${view.phase === 'inquisition'
        ? html`<rs-inquisition
            .view=${view}
            @rs-inquisition=${(e: CustomEvent<InquisitionDetail>) => void this.act('game:inquire', { target: e.detail.target }, 'input[name="inquisition-target"]')}
          ></rs-inquisition>`
        : nothing}
      ${view.phase === 'loyalty'
        ? html`<button type="button" id="room-loyalty-draw" ?disabled=${this.busy} @click=${() => void this.act('game:loyalty-draw', {}, '#room-loyalty-draw')}>
            ${msg('Reveal the loyalty card')}
          </button>`
        : nothing}
      ${view.plot ? this.renderPlot(s) : nothing}
      ${view.phase === 'assassination' ? this.renderRoleStep(s, 'assassination', msg('Whom does the Assassin name as the Commander?')) : nothing}
      ${view.phase === 'investigation' ? this.renderRoleStep(s, 'investigation', msg('Whom is investigated?')) : nothing}
      ${view.phase === 'accusation'
        ? this.renderRoleStep(s, view.hunter?.awaiting?.early ? 'early-accusation' : 'accusation', msg('Whom does the Hunter accuse?'))
        : nothing}
      ${brandingOpen(view)
        ? this.renderRoleStep(s, 'branding', msg('Branding: whom does the Deep Agent accuse of being the Pretender? Only if the Deep Agent reveals themself now.'))
        : nothing}
    </section>`;
  }

  /**
   * The plot cards (R-PLOT-2): the table draws the leader's cards and hands each one over (Establish
   * Confidence stays with the leader); who holds which card; who decides about a card now (on
   * their own phone).
   */
  private renderPlot(s: TableSnapshot) {
    const view = s.view;
    const plot = view.plot!;
    const leader = view.players[view.leader]!;
    const inPlot = view.phase === 'plot';
    const give = (e: Event, index: number, card: PlotCard) => {
      e.preventDefault();
      const select = (e.target as HTMLFormElement).querySelector<HTMLSelectElement>('select');
      const to = card === 'establish-confidence' ? view.leader : select && select.value !== '' ? Number(select.value) : null;
      if (to === null) {
        this.fail(msg('Choose a player first.'), `#room-plot-give-${index}-to`);
        return;
      }
      void this.act('game:plot-give', { card, to }, `#room-plot-give-${index}-submit`);
    };
    return html`<div id="room-plot">
      <p id="room-plot-held">${plotHeldText(view)}</p>
      ${inPlot && !plot.drawnThisRound && !s.plot
        ? html`<button type="button" id="room-plot-draw" ?disabled=${this.busy} @click=${() => void this.act('game:plot-draw', {}, '#room-plot-draw')}>
            ${msg('Draw the plot cards')}
          </button>`
        : nothing}
      ${inPlot && !s.plot
        ? plot.drawn.map((card, index) =>
            card === 'establish-confidence'
              ? html`<form id="room-plot-give-${index}" @submit=${(e: Event) => give(e, index, card)}>
                  <p>${msg(str`${plotCardName(card)} stays with the leader, ${leader}.`)}</p>
                  <button type="submit" id="room-plot-give-${index}-submit" ?disabled=${this.busy}>${msg(str`Hand it over to ${leader}`)}</button>
                </form>`
              : html`<form id="room-plot-give-${index}" @submit=${(e: Event) => give(e, index, card)}>
                  <div class="field">
                    <label for="room-plot-give-${index}-to">${msg(str`Who gets ${plotCardName(card)}?`)}</label>
                    <select id="room-plot-give-${index}-to">
                      <option value="">${msg('Choose a player')}</option>
                      ${view.players.map((name, seat) => (seat === view.leader ? nothing : html`<option value=${seat}>${name}</option>`))}
                    </select>
                  </div>
                  <button type="submit" id="room-plot-give-${index}-submit" ?disabled=${this.busy}>${msg('Hand it over')}</button>
                </form>`,
          )
        : nothing}
      ${s.plot
        ? html`<p id="room-plot-turn">${msg(str`${view.players[s.plot.seat]!} decides on their phone about ${plotCardName(s.plot.card)}.`)}</p>`
        : nothing}
    </div>`;
  }

  /**
   * The table records a role-module step (R-ASN-END, R-HUN-INV, R-HUN-ACC, R-HUN-EARLY): the
   * players say whom; the server holds the cards and gives the answer.
   */
  private renderRoleStep(s: TableSnapshot, type: 'assassination' | 'investigation' | 'accusation' | 'early-accusation' | 'branding', legend: string) {
    const view = s.view;
    const submit = (e: Event) => {
      e.preventDefault();
      const chosen = (e.target as HTMLFormElement).querySelector<HTMLInputElement>('input[name="role-step-target"]:checked');
      if (!chosen) {
        this.fail(msg('Choose a player first.'), 'input[name="role-step-target"]');
        return;
      }
      void this.act('game:role-step', { type, target: Number(chosen.value) }, 'input[name="role-step-target"]');
    };
    return html`<form id="room-role-step" @submit=${submit}>
      <fieldset>
        <legend>${legend}</legend>
        ${view.players.map(
          (name, seat) => html`<label><input type="radio" name="role-step-target" value=${seat} /> ${name}</label>`,
        )}
      </fieldset>
      <button type="submit" ?disabled=${this.busy}>${msg('Record')}</button>
    </form>`;
  }
}

/**
 * R-HUN-BRAND: with the Hunter's Branding on and not used yet, the Deep Agent may brand during team
 * building (a proposal being chosen or voted on); the server holds the cards and judges it.
 */
function brandingOpen(view: TableSnapshot['view']): boolean {
  return view.roles?.hunter?.branding === true && !view.hunter?.branding && (view.phase === 'proposal' || view.phase === 'vote');
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-room-table': RsRoomTable;
  }
}
