import '../../rules-registration.ts';
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { Ask, GameEvent, GameView } from '../../engine.ts';
import { announcer } from '../../../../platform/a11y/announcer.ts';
import { listText } from '../../../../platform/i18n/words.ts';
import { RoomPhonePage, type LobbySeat } from '../../../../platform/rooms/room-phone-page.ts';
import { RVE_ROOMS } from './rve-rooms.ts';
import { boardStrip } from '../rve-strip.ts';
import { SEAT_SIDES, type RveClientToServerEvents, type RveSeatSnapshot } from '../../room/protocol.ts';
import { askKey, cardName, eventText, nextText, roundText, winnerText } from '../../text/rve-text.ts';
import { connectionText, consequenceText, roomErrorText, seatText } from '../../text/rve-room-text.ts';
import { areaStep, assignStep, boardView, shownResult, claimStep, confirmStep, EMPTY_DRAFT, endCheckButton, playStep, powerStep, proofStep, stepHost } from '../rve-steps.ts';
import type { StepDraft, StepHost } from '../rve-steps.ts';

/**
 * A player's phone in a Rebellion vs Empire room (`?room=CODE&game=rebellion-vs-empire`):
 * join by code, choose a seat (seat 1 the Rebellion, seat 2 the Empire, G2-SET-1; the
 * platform's phone page, room-phone-page.ts, with this game's seat names), then
 * the game on this phone: what happens now, this side's step when it is asked (the same step
 * controls as the one-device app, ui/rve-steps.ts; a secret step before the sentence of what
 * happens now), the board.
 *
 * Privacy: this is a personal device. The Rebellion's phone shows its own view (`viewFor(state,
 * 'rebellion')`: its hand, the faces of its hidden cards, its own reckoning of the missions) and
 * its secret steps (the play, a proof, a claim) with no hand-over screen; the Empire's phone gets
 * the public view only (the server's allow-list), so nothing hidden is ever in its DOM or storage.
 * Only the seat's credential is stored (the platform's room client).
 *
 * Announcements (the platform's announcer): every accepted event, said with the one-device app's
 * sentence (`eventText` over the public views before and after it, the same on every device), then
 * what happens next; the start of the game; refusals (assertive, with their G2 rule). Focus: on
 * the first control of this side's step when one begins, else on the "Now" heading when the
 * focused control went away.
 */
@customElement('rve-room-phone')
export class RveRoomPhone extends RoomPhonePage<RveSeatSnapshot, RveClientToServerEvents> {
  protected readonly rooms = RVE_ROOMS;
  @state() private draft: StepDraft = EMPTY_DRAFT;
  private lastVersion = -1;
  private lastDealt: boolean | null = null;
  /** The kind of this side's ask at the last snapshot ('' when none): a new one takes focus. */
  private lastOwn = '';

  /** What the step controls need of this page (ui/rve-steps.ts). */
  private readonly steps: StepHost = stepHost(
    () => this.draft,
    (draft) => (this.draft = draft),
    (event) => void this.send(event),
    (sentence, selector) => this.fail(sentence, selector),
  );

  protected override currentRule(): string | null {
    return 'G2-ROUND-1';
  }

  protected override seatTitle(s: RveSeatSnapshot): string {
    return seatText(this.nameOf(s), s.side);
  }

  protected override lobbyIntro(): string {
    return msg("Choose your own name: this phone then shows your side's screen. The Rebellion's phone shows its hand: keep it to yourself.");
  }

  /** A seat's button names its side too ("I am Ana, the Rebellion"). */
  protected override seatChoiceLabel(seat: LobbySeat): string {
    const who = seatText(seat.name, SEAT_SIDES[seat.seat] ?? 'empire');
    return seat.claimed ? msg(str`${who}: taken by another phone`, { id: 'rve-seat-taken' }) : msg(str`I am ${who}`, { id: 'rve-seat-claim' });
  }

  protected override marksFreeSeats(): boolean {
    return false;
  }

  protected override onSeatLost(): void {
    this.lastVersion = -1;
    this.lastDealt = null;
  }

  private nameOf(s: RveSeatSnapshot): string {
    return s.view.players?.[s.side] ?? '';
  }

  /** This side's asks now (the Rebellion's whole, the Empire's public: the server's allow-list). */
  private ownAsks(s: RveSeatSnapshot): Ask[] {
    return s.asks.filter((a) => a.by === s.side);
  }

  /** After every snapshot of this seat: announce what changed, focus this side's new step. */
  protected override onSeat(s: RveSeatSnapshot): void {
    const first = this.lastVersion < 0;
    const fresh = s.version > this.lastVersion;
    this.lastVersion = Math.max(this.lastVersion, s.version);
    if (!fresh) return;
    const said: string[] = first ? [] : s.consequences.map(consequenceText);
    const started = !first && s.dealt && this.lastDealt === false;
    const withdrawn = !first && !s.dealt && this.lastDealt === true;
    this.lastDealt = s.dealt;
    if (started && s.board.hand.count > 0) said.push(eventText(s.board, s.board, { type: 'shuffle' }));
    if (s.consequences.length > 0 || started) this.draft = EMPTY_DRAFT;
    const own = this.ownAsks(s)[0]?.kind ?? '';
    const newTurn = own !== '' && own !== this.lastOwn;
    this.lastOwn = own;
    if (first) this.seated();
    void this.updateComplete.then(() => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected;
      if (first) this.querySelector<HTMLElement>('#now-heading')?.focus();
      else if (newTurn) this.focusStep();
      else if (lost) this.querySelector<HTMLElement>('#now-heading')?.focus();
      if (withdrawn) announcer.announce(msg('A seat was freed before the game began: the deal is taken back. The table starts the game again once both seats are taken.'));
      const next = this.nextSentence(s);
      if (said.length > 0) {
        const text = [...said, this.brief ? '' : next].filter(Boolean).join(' ');
        announcer.announce(text, s.board.winner ? 'assertive' : 'polite');
      }
    });
  }

  /** What happens next, from the public ask (the same sentence on every device). */
  private nextSentence(s: RveSeatSnapshot): string {
    const ask = s.asks.find((a) => !a.optional) ?? s.asks[0];
    if (s.board.winner) return winnerText(s.board);
    if (!s.dealt) return msg('Waiting for the table to start the game.');
    if (ask?.by === 'table') return msg('The table enters the three mission cards it drew.');
    return ask ? nextText(s.board, askKey(ask)) : '';
  }

  /** Focus on the first control of this side's step (or the "Now" heading). */
  private focusStep(): void {
    (this.querySelector<HTMLElement>('#rve-step input:not([disabled]), #rve-step select, #rve-step button') ?? this.querySelector<HTMLElement>('#now-heading'))?.focus();
  }

  /** Sends this side's answer as `game:<type>` (the engine's event fields); a refusal is said with its rule. */
  private async send(event: GameEvent): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = '';
    try {
      const { type, ...request } = event as GameEvent & Record<string, unknown>;
      const name = `game:${type}` as 'game:area';
      const reply = await this.connection!.request(name, request as never);
      if (!reply.ok) {
        this.fail(roomErrorText(reply.error), '#rve-error');
        return;
      }
      this.draft = EMPTY_DRAFT;
      await this.updateComplete;
      // The next step, if this side is asked again; else the "Now" heading (the change is announced).
      const s = this.snapshot;
      if (s && this.ownAsks(s).length > 0) this.focusStep();
      else this.querySelector<HTMLElement>('#now-heading')?.focus();
    } finally {
      this.busy = false;
    }
  }

  protected override renderSeat(s: RveSeatSnapshot): TemplateResult {
    const view = s.view;
    // This side's secret choice (its cards in hand: the play, a proof, a claim) comes first, what
    // happens next after it, which the choice's groups say again: the choice's first card is in
    // the first screen of a phone with 200% text.
    const choiceFirst = !view.winner && this.ownAsks(s)[0]?.secret === true;
    const next = html`<p id="rve-next">${this.nextSentence(s)}</p>`;
    return html`
      <h2 id="phone-heading">${msg(str`${seatText(this.nameOf(s), s.side)}: this phone`, { id: 'rve-phone-heading' })}</h2>
      ${s.dealt ? boardStrip(s.board, shownResult(s.board, s.lastResult)) : nothing}
      <section id="rve-step" aria-labelledby="now-heading">
        <h2 id="now-heading" tabindex="-1">${view.winner ? msg('Game over') : s.dealt ? msg(str`Now: ${roundText(view)}`, { id: 'rve-now' }) : msg('Waiting for the game to start')}</h2>
        <p class="error" id="rve-error">${this.error}</p>
        ${choiceFirst ? nothing : next}
        ${this.renderOwnStep(s)}
        ${choiceFirst ? next : nothing}
      </section>
      <!-- After the step: the board and this side's step come first on a phone with 200% text. -->
      <p class="status" id="phone-connection">${connectionText(this.connection!.status)}</p>
      ${s.side === 'rebellion' && s.dealt
        ? html`<p id="rve-hand">${(view.hand.cards ?? []).length === 0 ? msg('Your hand is empty.') : msg(str`Your hand: ${listText(view.hand.cards!.map(cardName))}.`, { id: 'rve-hand' })}</p>`
        : nothing}
      ${s.dealt ? boardView(view) : nothing}
    `;
  }

  /** This side's step now, with the same controls as the one-device app (ui/rve-steps.ts). */
  private renderOwnStep(s: RveSeatSnapshot): TemplateResult | typeof nothing {
    const view: GameView = s.view;
    const asks = this.ownAsks(s);
    const ask = asks[0];
    if (!ask || view.winner) return nothing;
    switch (ask.kind) {
      case 'area':
        return areaStep(this.steps, ask);
      case 'play':
        return playStep(this.steps, ask);
      case 'power':
        return powerStep(this.steps, view, ask);
      case 'assign':
        return assignStep(this.steps, view, ask);
      case 'confirm':
        return confirmStep(this.steps, view);
      case 'liberate':
        if ((ask.options?.proofs?.length ?? 0) > 0) return proofStep(this.steps, ask);
        return html`${claimStep(this.steps, view, ask)}
          <div class="actions">${asks.some((a) => a.kind === 'end-check') ? endCheckButton(this.steps) : nothing}</div>`;
      case 'end-check':
        return html`<div class="actions">${endCheckButton(this.steps)}</div>`;
      default:
        return nothing;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rve-room-phone': RveRoomPhone;
  }
}
