import '../../rules-registration.ts';
import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { Ask, PublicView, Seat } from '../../engine.ts';
import { loadCredential, RoomConnection } from '../../../../platform/rooms/room-client.ts';
import type { CreatedRoom, RequestArgs, RoomReply } from '../../../../platform/rooms/room-client.ts';
import type { ClientToServerEvents, RoomSetupInput, TableSnapshot } from '../../room/protocol.ts';
import { announcer } from '../../../../platform/a11y/announcer.ts';
import {
  connectedCountText,
  connectionText,
  joinCodeText,
  presenceText,
  askWaitText,
  progressText,
  roomConsequenceAnnouncements,
  roomErrorText,
  roomNowText,
  spiesWereText,
} from '../../text/room-text.ts';
import { RoomPage } from '../../../../platform/rooms/rs-room-page.ts';
import { roomRule } from '../phase-rule.ts';
import { proposeBody, type RoomProposeDetail } from './rs-room-propose.ts';
import type { AssassinationDetail } from '../rs-role-steps.ts';
import './rs-room-setup.ts';
import './rs-room-propose.ts';
import '../rs-role-steps.ts';
import '../rs-board.ts';
import { MODULE_SCREENS } from '../module-screens.ts';
import type { RoomPartHost, RoomSend } from '../module-ui.ts';
import '../rs-vote-history.ts';

/** The game requests this table device sends (room/protocol.ts `ClientToServerEvents`). */
type TableAction =
  | 'game:propose'
  | 'game:role-step'
  | 'game:loyalty-draw'
  | 'game:plot-draw'
  | 'game:plot-give'
  | 'game:plot-use'
  | 'game:plot-pass';

/**
 * The table device of personal-device play (issue 8), at `/?table` (a new room) and
 * `/?table=CODE` (this device's room, after a reload).
 *
 * 1. The moderator sets the room up (`<rs-room-setup>`); no card is dealt yet.
 * 2. The join code, shown in large letters and spelled letter by letter for screen readers, the
 *    join address as a link and its QR code (an image whose text alternative is the address);
 *    the seats with who is connected (in words: "Connected", "Taken, not connected now",
 *    "Free"), and for a taken seat a button that frees it: the phone holding it is disconnected
 *    and its token refused, and the player's new phone claims the seat with the join code.
 *    Once every seat is taken, "Start the game: deal the cards" (focus moves to it, and it is
 *    announced): the server deals then (R-SET-3), so that nobody sees a card before every player
 *    holds their seat. A seat freed before the game's first event takes the cards back: the
 *    table starts again once every seat is taken, and everyone gets a new card.
 * 3. During the game: what happens now with the public progress ("3 of 5 players voted"), the
 *    leader's proposal from the table (`<rs-room-propose>`, or the leader proposes on their phone),
 *    each module's step that the table may take (its screens: the Inquisitor's check), the board (`<rs-board>`) and the vote history.
 *
 * Only the public view reaches this page (`viewFor(state, 'public')` from the server): no role,
 * no vote before its reveal, no card. Every change is announced politely (the end of the game
 * assertively); focus moves to the "Now" heading when the control that had it went away.
 */
@customElement('rs-room-table')
export class RsRoomTable extends RoomPage {
  @state() private connection: RoomConnection<TableSnapshot, ClientToServerEvents> | null = null;
  @state() private code: string | null = null;
  @state() private qr: { joinUrl: string; qrSvg: string } | null = null;
  @state() private busy = false;
  /** The room of the address has no credential on this device. */
  @state() private foreign = false;
  /** The player or card chosen in a module's decision taken at the table (a plot card's), and its error. */
  @state() private moduleChoice: string | null = null;
  @state() private moduleError = '';
  /** Bumped by every change of the connection (re-renders). */
  @state() private tick = 0;

  private unsubscribe: (() => void) | null = null;
  private lastView: PublicView | null = null;

  /** The rules reference opens at the step in course (a plot card's decision first, R-PLOT-4). */
  protected override currentRule(): string | null {
    return this.connection?.snapshot?.plot ? 'R-PLOT-4' : roomRule(this.lastView);
  }
  private lastProgress = '';
  /** The room version of the last snapshot announced (a snapshot sent again is not said twice). */
  private lastVersion = -1;
  private lastPresence = new Map<Seat, boolean>();
  /** Whether the cards were dealt, and every seat taken, at the last snapshot (`null` before the first). */
  private lastDealt: boolean | null = null;
  private lastAllTaken: boolean | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    const wanted = new URLSearchParams(location.search).get('table')?.trim().toUpperCase() ?? '';
    const credential = wanted ? loadCredential('table', wanted) : null;
    if (wanted && !credential) this.foreign = true;
    this.code = credential?.code ?? null;
    this.attach(new RoomConnection<TableSnapshot, ClientToServerEvents>({ credential }));
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

  private attach(connection: RoomConnection<TableSnapshot, ClientToServerEvents>): void {
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
    // What the change did, said as the one-device app says it (the engine's consequences, issue 17).
    const fresh = snapshot.version > this.lastVersion;
    this.lastVersion = Math.max(this.lastVersion, snapshot.version);
    if (fresh) {
      this.moduleChoice = null;
      this.moduleError = '';
    }
    const announcements = first || !fresh ? [] : roomConsequenceAnnouncements(snapshot.consequences, snapshot.view, this.brief);
    const progress = progressText(snapshot.progress, snapshot.view);
    const presence = snapshot.seats.filter((s) => this.lastPresence.has(s.seat) && this.lastPresence.get(s.seat) !== s.connected);
    // The deal (R-SET-3): the cards taken back after a seat was freed, or every seat taken, ready to start.
    const allTaken = snapshot.seats.every((s) => s.claimed);
    const withdrawn = !first && fresh && this.lastDealt === true && !snapshot.dealt;
    const ready = !first && fresh && !snapshot.dealt && allTaken && this.lastAllTaken === false;
    if (fresh || first) {
      this.lastDealt = snapshot.dealt;
      this.lastAllTaken = allTaken;
    }
    this.lastView = snapshot.view;
    this.lastPresence = new Map(snapshot.seats.map((s) => [s.seat, s.connected]));
    void this.updateComplete.then(() => {
      this.keepFocus(first);
      for (const a of announcements) announcer.announce(a.text, a.priority);
      if (withdrawn) {
        announcer.announce(
          msg('A seat was freed before the game began: the cards are taken back. Once every seat is taken again, start the game: everyone gets a new card.'),
        );
      }
      if (ready) {
        // The next natural step: the moderator starts the game.
        this.querySelector<HTMLElement>('#room-start')?.focus();
        announcer.announce(msg('Every seat is taken: start the game when everyone is ready.'));
      }
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
    const reply = await this.connection!.request('table:qr');
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
      const reply: RoomReply<CreatedRoom> = await connection.request('room:create', { setup });
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
      announcer.announce(msg('The room is ready. The cards are dealt when you start the game, once every player has taken their seat.') + ' ' + spelled);
    } finally {
      this.busy = false;
    }
  }

  /** Starts the game: the server deals the cards, one to each seat (R-SET-3). */
  private async start(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = '';
    try {
      const reply = await this.connection!.request('table:start', {});
      if (!reply.ok) {
        this.fail(roomErrorText(reply.error), '#room-start');
        return;
      }
      await this.updateComplete;
      this.querySelector<HTMLElement>('#now-heading')?.focus();
      announcer.announce(msg('The game has started: the cards are dealt. Each player looks at their own card on their phone.'));
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

  /** A module's step sends its request through {@link act} (ui/module-ui.ts `RoomSend`). */
  private readonly moduleSend: RoomSend = (request, payload, focus) => this.act(request as TableAction, payload as never, focus);

  /** What a module's part of this page gets of it (ui/module-ui.ts `RoomPartHost`), as it is now. */
  private partHost(): RoomPartHost {
    return {
      send: this.moduleSend,
      fail: (text, focus) => this.fail(text, focus),
      busy: this.busy,
      choice: this.moduleChoice,
      error: this.moduleError,
      setChoice: (choice, error) => {
        this.moduleChoice = choice;
        this.moduleError = error;
      },
      screenHidden: false,
      ownLook: () => undefined,
    };
  }

  private async act<E extends TableAction>(
    event: E,
    payload: RequestArgs<ClientToServerEvents, E>[0],
    focus: string,
  ): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.error = '';
    try {
      const reply = await this.connection!.request(event, ...([payload] as unknown as RequestArgs<ClientToServerEvents, E>));
      if (!reply.ok) this.fail(roomErrorText(reply.error), focus);
      return reply.ok;
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

  /**
   * Before the deal (R-SET-3): how many seats are taken, and once all are, the button that starts
   * the game and deals the cards.
   */
  private renderStart(s: TableSnapshot) {
    const taken = s.seats.filter((seat) => seat.claimed).length;
    const all = s.seats.length;
    return html`<section aria-labelledby="now-heading">
      <h2 id="now-heading" tabindex="-1">${msg('Now')}</h2>
      ${s.deals > 0
        ? html`<p id="room-redeal">${msg('A seat was freed before the game began: the cards were taken back. Everyone gets a new card when you start the game again.')}</p>`
        : nothing}
      <p id="now-text">
        ${taken === all
          ? msg('Every seat is taken. When everyone is ready, start the game: the cards are dealt, and each player sees their own card on their phone.')
          : msg(str`Waiting for every seat to be taken: ${taken} of ${all} seats are taken. The cards are dealt only once every seat is taken, so nobody sees a card before the game starts.`)}
      </p>
      ${taken === all
        ? html`<div class="actions">
            <button type="button" class="primary" id="room-start" ?disabled=${this.busy} @click=${() => void this.start()}>
              ${msg('Start the game: deal the cards')}
            </button>
          </div>`
        : nothing}
    </section>`;
  }

  private renderNow(s: TableSnapshot) {
    if (!s.dealt) return this.renderStart(s);
    const view = s.view;
    const leader = view.players[view.leader]!;
    return html`<section aria-labelledby="now-heading">
      <h2 id="now-heading" tabindex="-1">${view.phase === 'over' ? msg('Game over') : msg('Now')}</h2>
      <p id="now-text">${roomNowText(view, s.progress)}</p>
      ${view.phase === 'over' && s.endReveal ? html`<p id="room-spies">${spiesWereText(view.players, s.endReveal.spies)}</p>` : nothing}
      ${asked(s, 'propose')
        ? html`<rs-room-propose
            .view=${view}
            .busy=${this.busy}
            heading=${msg(str`Propose ${leader}'s team from the table, or ${leader} proposes on their phone`)}
            @rs-room-propose=${(e: CustomEvent<RoomProposeDetail>) =>
              void this.act('game:propose', proposeBody(view.variants.includes('targeting'), e.detail), 'input[name="room-team"]')}
          ></rs-room-propose>`
        : nothing}
      ${MODULE_SCREENS.flatMap((m) =>
        Object.entries(m.tableSteps ?? {}).map(([kind, step]) => {
          const ask = asked(s, kind);
          return ask ? step(view, this.moduleSend, ask) : nothing;
        }),
      )}
      ${asked(s, 'loyalty-draw')
        ? html`<button type="button" id="room-loyalty-draw" ?disabled=${this.busy} @click=${() => void this.act('game:loyalty-draw', {}, '#room-loyalty-draw')}>
            ${msg('Reveal the loyalty card')}
          </button>`
        : nothing}
      ${MODULE_SCREENS.map((m) => m.tableSection?.(s, this.partHost()) ?? nothing)}
      ${this.renderRoleSteps(s)}
      ${this.renderWaits(s)}
    </section>`;
  }

  /**
   * The Assassin's choice the table may record (the engine's ask with `table`, issue 17; R-ASN-END:
   * the Assassin may also name on their own phone), with the component of the one-device app. The
   * other role steps the table records are their modules' (`tableSection`: the Hunter's).
   */
  private renderRoleSteps(s: TableSnapshot) {
    const view = s.view;
    const assassinate = asked(s, 'assassinate');
    return assassinate
      ? html`<rs-assassination
          .view=${view}
          .seats=${(assassinate.options?.seats as Seat[] | undefined) ?? null}
          @rs-assassination=${(e: CustomEvent<AssassinationDetail>) => void this.act('game:role-step', { type: 'assassination', target: e.detail.target }, 'input[name="assassination-target"]')}
        ></rs-assassination>`
      : nothing;
  }

  /** Whom the room waits for, from the engine's public asks the table does not take itself. */
  private renderWaits(s: TableSnapshot) {
    const lines = s.asks.filter((a) => !a.table).flatMap((a) => {
      const text = askWaitText(a, s.view);
      return text ? [text] : [];
    });
    return lines.length > 0 ? html`<ul id="room-waits">${lines.map((text) => html`<li>${text}</li>`)}</ul>` : nothing;
  }
}

/** The engine's public ask of `kind` that the table may take now, if any. */
function asked(s: TableSnapshot, kind: string): Ask | undefined {
  return s.asks.find((a) => a.kind === kind && a.table);
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-room-table': RsRoomTable;
  }
}
