import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { CardData, GameEvent, SetupInput } from '../../engine.ts';
import { announcer } from '../../../../platform/a11y/announcer.ts';
import { RoomTablePage, type TableChange } from '../../../../platform/rooms/room-table-page.ts';
import { type TraitorClientEvents, type TraitorRoomSetupInput, type TraitorTableSnapshot } from '../../room/protocol.ts';
import { toWireCard } from '../../room/wire.ts';
import { consequenceText, reminderText, undonePhrase, viewContext } from '../../text/consequence-text.ts';
import { traitorRoomErrorText } from '../../text/room-text.ts';
import { currentRule } from '../../rules/current-rule.ts';
import { roomResult, roomStepsModel, sendSteps, TR_ROOMS } from './tr-rooms.ts';
import { traitorStrip } from '../tr-strip.ts';
import { loadEnteredCards, saveEnteredCard } from '../card-store.ts';
import '../tr-setup.ts';
import '../tr-steps.ts';
import '../tr-board.ts';
import type { TrCardAddedDetail, TrStartDetail } from '../tr-setup.ts';
import type { TrRecordDetail, TrSteps } from '../tr-steps.ts';

/**
 * The table device of the hidden-traitor expansion with one phone per player,
 * at `?table&game=traitor` (a new room) and `?table=CODE&game=traitor` (this device's
 * room, after a reload).
 *
 * 1. The setup of the one-device app (`<tr-setup>`: names, first player, the Foul Machination,
 *    the Plots the server deals, the deck-out reading; the cards the table entered in earlier
 *    games, kept on this device, card-store.ts) creates the room; nothing is dealt yet.
 * 2. (The platform's table page, room-table-page.ts, carries the room: creating it, the join code,
 *    the seats, Start.) The join code in large letters and spelled for screen readers, the join address and its QR
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
export class TrRoomTable extends RoomTablePage<TraitorTableSnapshot, TraitorClientEvents, TraitorRoomSetupInput> {
  protected readonly rooms = TR_ROOMS;
  @state() private entered: CardData[] = loadEnteredCards();
  /** What the table must do at once because of the last change (reminderText), shown with the step. */
  @state() private reminder = '';

  protected override currentRule(): string | null {
    const s = this.connection?.snapshot;
    return currentRule(s?.dealt ? s.view : null);
  }

  protected override roomReadyText(): string {
    return msg('The room is ready. The cards are dealt when you start the game, once every player has taken their seat.');
  }

  /** After every change of the room: say what changed, keep focus on a step. */
  protected override onRoomChange({ snapshot: s, first, fresh, withdrawn, ready, presence }: TableChange<TraitorTableSnapshot>): void {
    const context = viewContext(s.view, s.cards);
    const polite = first || !fresh ? [] : s.consequences.filter((c) => c.kind !== 'game-over').map((c) => consequenceText(context, c));
    const end = first || !fresh ? [] : s.consequences.filter((c) => c.kind === 'game-over').map((c) => consequenceText(context, c));
    if (fresh) this.reminder = reminderText(context, s.consequences);
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
      this.announcePresence(presence);
    });
  }

  /** The setup was accepted by the engine: the room is created (its entered cards sent as wire cards); nothing is dealt yet. */
  private async create(input: SetupInput): Promise<void> {
    await this.createRoom({ ...input, cards: (input.cards ?? []).map(toWireCard) }, '#setup-start');
  }

  /** The game started: the server dealt the loyalty cards and the Plots, each to its own phone. */
  protected override async onStarted(): Promise<void> {
    await this.updateComplete;
    this.querySelector<HTMLElement>('#tr-step-heading, #now-heading')?.focus();
    announcer.announce(msg('The game has started: the secret cards are dealt. Each player looks at their own cards on their phone. Turn the first Challenge face up.'));
  }

  /** The table's step from `<tr-steps>`: its events sent as the room's requests, in order; a refusal shown next to the step. */
  private async record(events: readonly GameEvent[]): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const steps = this.querySelector<TrSteps>('tr-steps');
    try {
      const send = (name: string, request: unknown) => this.connection!.request(`game:${name}` as 'game:deck-ran-out', request as Record<string, never>);
      if (!(await sendSteps(this, steps, events, send, ['tr-card-entry #entry-error', '#tr-error']))) return;
      // G3-OP-12: what the table entered is kept on this device for later games (public card data only).
      for (const event of events) if (event.type === 'card-entered') saveEnteredCard(event.card);
      this.entered = loadEnteredCards();
      await this.backToStep(steps);
    } finally {
      this.busy = false;
    }
  }

  /**
   * The table's Undo (core/undo.ts): the server takes back the last event in force and every
   * device says "Undone: …"; focus goes back to the step. A refusal is shown under the step and
   * said assertively.
   */
  private async undo(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const steps = this.querySelector<TrSteps>('tr-steps');
    try {
      const reply = await this.connection!.request('game:undo', {});
      if (!reply.ok) {
        const text = traitorRoomErrorText(reply.error);
        if (steps) steps.error = text;
        await steps?.updateComplete;
        this.querySelector<HTMLElement>('#tr-error')?.focus();
        announcer.announce(text, 'assertive');
        return;
      }
      await this.backToStep(steps);
    } finally {
      this.busy = false;
    }
  }

  /** After an accepted step or undo: the step's error and card entry cleared, focus on the step's heading. */
  private async backToStep(steps: TrSteps | null): Promise<void> {
    if (steps) {
      steps.error = '';
      steps.entering = null;
    }
    await this.updateComplete;
    await steps?.updateComplete;
    this.querySelector<HTMLElement>('#tr-step-heading')?.focus();
  }

  private cardAdded(detail: TrCardAddedDetail): void {
    saveEnteredCard(detail.card);
    this.entered = [...this.entered, detail.card];
  }

  protected override renderSetup() {
    return html`<p>${msg('Each player plays with their own phone: the server deals the loyalty cards and the Plots, each to its own phone. This device is the table: it shows the public board and records the public steps.')}</p>
      <tr-setup
        room
        .entered=${this.entered}
        @tr-start=${(e: CustomEvent<TrStartDetail>) => void this.create(e.detail.setup)}
        @tr-card-added=${(e: CustomEvent<TrCardAddedDetail>) => this.cardAdded(e.detail)}
      ></tr-setup>`;
  }

  protected override renderNow(s: TraitorTableSnapshot) {
    return s.dealt
      ? this.renderSteps(s)
      : this.renderStart(
          s,
          msg('A seat was freed before the game began: the cards were taken back. Everyone gets new cards when you start the game again.'),
          msg('Every seat is taken. When everyone is ready, start the game: the secret cards are dealt, and each player sees their own loyalty card and Plot on their phone.'),
        );
  }

  /** The board at a glance with the last result (tr-strip.ts), under the room's heading once the cards are dealt. */
  protected override renderStrip(s: TraitorTableSnapshot) {
    return s.dealt ? traitorStrip(s.view, roomResult(s)) : nothing;
  }

  protected override renderBoard(s: TraitorTableSnapshot) {
    return html`<tr-board .view=${s.view}></tr-board>`;
  }

  /** The steps the table takes (the engine's public asks with `table`), with the one-device app's component. */
  private renderSteps(s: TraitorTableSnapshot) {
    const cards = new Map(s.cards.map((c) => [c.id, c]));
    const v = s.view;
    const model = roomStepsModel(
      v,
      s.asks.filter((a) => a.table),
      (id) => cards.get(id) ?? { id, role: 'challenge', name: id, nameEn: null, level: null, effect: null, requirements: null, power: null, source: 'table' },
    );
    const menu = v.phase === 'turn' && !v.machination.completed && v.loyalty === null;
    return html`<tr-steps .model=${model} .notice=${this.reminder} @tr-record=${(e: CustomEvent<TrRecordDetail>) => void this.record(e.detail.events)}></tr-steps>
      ${menu ? html`<p id="room-menu-note">${msg(str`The Foul Machination is declared on the players' own phones: ${v.players[v.active]} has the private menu on their phone this turn, as every player does on their turn.`)}</p>` : nothing}
      ${this.renderCorrections(s)}`;
  }

  /** The table's Undo, as on one device (the phones have none); the deal is never undone, and the section says so. */
  private renderCorrections(s: TraitorTableSnapshot) {
    return html`<section aria-labelledby="tr-corrections-heading">
      <h2 id="tr-corrections-heading">${msg('Corrections')}</h2>
      <p class="hint">${msg('Undo takes back the last step the table recorded. The secret deal is never undone: to deal again, start a new game.')}</p>
      ${s.undo
        ? html`<div class="actions">
            <button type="button" id="tr-undo" aria-disabled=${this.busy ? 'true' : 'false'} @click=${() => void this.undo()}>${msg(str`Undo: ${undonePhrase(s.view.players, s.undo)}`)}</button>
          </div>`
        : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-room-table': TrRoomTable;
  }
}
