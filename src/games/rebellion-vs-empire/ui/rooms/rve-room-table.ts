import '../../rules-registration.ts';
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { SeatPresence } from '../../../../platform/rooms/protocol.ts';
import { announcer } from '../../../../platform/a11y/announcer.ts';
import { RoomTablePage, type TableChange } from '../../../../platform/rooms/room-table-page.ts';
import { sameName } from '../../../../platform/rooms/player-names.ts';
import { RVE_ROOMS } from './rve-rooms.ts';
import { boardStrip } from '../rve-strip.ts';
import { RVE_NAME_LIMIT, SEAT_SIDES, type RveClientToServerEvents, type RveRoomSetupInput, type RveTableSnapshot } from '../../room/protocol.ts';
import { askKey, claimText, eventText, gameTitle, nextText, roundText, winnerText } from '../../text/rve-text.ts';
import { connectionText, consequenceText, presenceText, roomErrorText, seatText } from '../../text/rve-room-text.ts';
import { boardView, shownResult, missionCardsFieldset, missionEntriesOf, missionPickFields, NO_PICK } from '../rve-steps.ts';
import type { MissionPick } from '../rve-steps.ts';

/**
 * The table device of a Rebellion vs Empire room (`?table&game=rebellion-vs-empire`):
 * the setup (the two players' names, seat 1 the Rebellion and seat 2 the Empire, G2-SET-1;
 * the Capitol variant; who draws the mission cards), then the room: the join code (spelled out),
 * the join address and its QR code, the seats and their phones, Start once both seats are taken
 * (the platform's table page, room-table-page.ts, with this game's seat names and Start button);
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
export class RveRoomTable extends RoomTablePage<RveTableSnapshot, RveClientToServerEvents, RveRoomSetupInput> {
  protected readonly rooms = RVE_ROOMS;
  @state() private rebellionName = '';
  @state() private empireName = '';
  @state() private capitolVariant = false;
  @state() private missionCards: 'app' | 'table' = 'app';
  @state() private missionPicks: MissionPick[] = [NO_PICK, NO_PICK, NO_PICK];

  protected override currentRule(): string | null {
    return this.snapshot?.dealt ? 'G2-ROUND-1' : 'G2-SET-1';
  }

  protected override roomReadyText(): string {
    return msg('The room is ready: each player joins on their own phone; start the game once both seats are taken.');
  }

  /** After every change: announce what changed, keep focus somewhere sensible. */
  protected override onRoomChange({ snapshot: s, first, fresh, withdrawn, ready, started, presence }: TableChange<RveTableSnapshot>): void {
    const said: string[] = !first && fresh ? s.consequences.map(consequenceText) : [];
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
      this.announcePresence(presence);
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

  private async create(event: Event): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    const rebellion = this.rebellionName.trim();
    const empire = this.empireName.trim();
    if (!rebellion) return this.fail(msg("Type the Rebellion player's name."), '#rve-rebellion-name');
    if (!empire) return this.fail(msg("Type the Empire player's name."), '#rve-empire-name');
    // The room server's comparison (G2-SET-1 `name-duplicate`): two names this page lets through are two to the server too.
    if (sameName(rebellion, empire)) return this.fail(msg('The two players need different names.'), '#rve-empire-name');
    await this.createRoom({ capitolVariant: this.capitolVariant, missionCards: this.missionCards, players: { rebellion, empire } }, '#room-create');
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

  /**
   * The table's Undo (core/undo.ts): the server takes back the last event in force and every
   * device says "Undone: …"; focus goes to the "Now" heading. A refusal (the deal, a play the
   * Empire acted on) is shown and said assertively, focus kept on the button.
   */
  private async undo(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = '';
    try {
      const reply = await this.connection!.request('game:undo', {});
      if (!reply.ok) {
        this.fail(roomErrorText(reply.error), '#rve-undo');
        return;
      }
      await this.updateComplete;
      this.querySelector<HTMLElement>('#now-heading')?.focus();
    } finally {
      this.busy = false;
    }
  }

  protected override renderMain(s: RveTableSnapshot | null) {
    return s ? this.renderRoom(s) : this.connection?.credential ? html`<p class="status" id="room-connection">${connectionText(this.connection.status)}</p>` : html`${this.renderKeptRooms()}${this.renderSetup()}`;
  }

  protected override renderSetup(): TemplateResult {
    return html`<section aria-labelledby="room-setup-heading">
      <h2 id="room-setup-heading" tabindex="-1">${msg(str`${gameTitle()} on two phones`, { id: 'rve-room-setup-heading' })}</h2>
      <p>${msg("Each player uses their own phone: the Rebellion's phone shows its hand, the Empire's phone and this device show the public board.")}</p>
      <p class="error" id="rve-error">${this.error}</p>
      <form @submit=${(e: Event) => void this.create(e)} novalidate>
        <div class="field">
          <label for="rve-rebellion-name">${msg("The Rebellion player's name")}</label>
          <input type="text" id="rve-rebellion-name" autocomplete="off" maxlength=${RVE_NAME_LIMIT} .value=${this.rebellionName} @input=${(e: Event) => (this.rebellionName = (e.target as HTMLInputElement).value)} />
        </div>
        <div class="field">
          <label for="rve-empire-name">${msg("The Empire player's name")}</label>
          <input type="text" id="rve-empire-name" autocomplete="off" maxlength=${RVE_NAME_LIMIT} .value=${this.empireName} @input=${(e: Event) => (this.empireName = (e.target as HTMLInputElement).value)} />
        </div>
        <label class="choice">
          <input type="checkbox" id="rve-capitol" .checked=${this.capitolVariant} @change=${(e: Event) => (this.capitolVariant = (e.target as HTMLInputElement).checked)} />
          <span>${msg('Capitol variant: the Capitol in the middle; liberating it wins; Revolution there needs 25.')}</span>
        </label>
        ${missionCardsFieldset(this.missionCards, 'rve-error', (v) => (this.missionCards = v))}
        <p class="hint">${msg('When the game starts, the room server lays the districts in a random row and shuffles the 24 Rebel cards; with the printed mission cards, this device enters the three drawn.')}</p>
        <div class="actions"><button type="submit" class="primary" id="room-create">${msg('Create the room')}</button></div>
      </form>
    </section>`;
  }


  /** A seat's line names its side ("Seat 1: Ana, the Rebellion.") and its phone's presence in words. */
  protected override seatStatus(seat: SeatPresence): TemplateResult {
    return html`<strong>${msg(str`Seat ${seat.seat + 1}: ${seatText(seat.name, SEAT_SIDES[seat.seat] ?? 'empire')}.`, { id: 'rve-seat-status' })}</strong>
      ${presenceText(seat)}`;
  }

  protected override renderRoom(s: RveTableSnapshot): TemplateResult {
    const allTaken = s.seats.every((seat) => seat.claimed);
    const join = this.renderJoin(s);
    return html`
      ${this.renderRoomHeading(s)}
      ${s.dealt ? boardStrip(s.view, shownResult(s.view, s.lastResult)) : nothing}
      <p class="status" id="room-connection">${connectionText(this.connection!.status)}</p>
      <p class="error" id="rve-error">${this.error}</p>
      ${s.dealt ? nothing : join}
      ${s.dealt
        ? this.renderNow(s)
        : html`<div class="actions">
            <button type="button" class="primary" id="room-start" aria-disabled=${allTaken ? 'false' : 'true'} @click=${() => void this.startGame()}>${msg('Start the game')}</button>
          </div>`}
      ${this.renderSeats(s)}
      ${s.dealt ? this.renderJoinDetails(join) : nothing}
      ${s.dealt ? boardView(s.view) : nothing}
    `;
  }

  /** The game's "Now": the round, what happens next, a claim waiting for the Empire, the table's own step. */
  protected override renderNow(s: RveTableSnapshot): TemplateResult {
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
      <div class="actions">
        <button type="button" id="rve-undo" aria-disabled=${s.undo && !this.busy ? 'false' : 'true'} @click=${() => void this.undo()}>${msg('Undo')}</button>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rve-room-table': RveRoomTable;
  }
}
