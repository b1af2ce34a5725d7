import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
// The core's own files, not engine.ts (which loads every module): a game loads only its modules.
import { cardsOfGame } from '../core/steps.ts';
import { currentProposal } from '../core/reducer.ts';
import { revealFor } from '../core/private.ts';
import type { RevealEntry } from '../core/private.ts';
import { viewFor } from '../core/view.ts';
import type { GameState, MissionCard, Seat } from '../core/types.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { missionCardSeenText, missionRuleText, revealPhrase } from '../text/private-text.ts';
import { canVibrate, stopVibration, vibrateAnswers } from '../../../platform/settings/vibration.ts';
import { PrivateScreenController } from '../../../platform/private/private-screen.ts';
import { faceUpCards, moduleLook, revealLines } from './module-screens.ts';
import { revealList } from './learnt-list.ts';
import { cardContext, cardLegend, missionCardChoices, secretChoiceButtons, voteChoices, voteContext, voteLegend } from './secret-choice.ts';
import '../../../platform/sealed/rs-sealed-take.ts'; // Sealed codes: "Take my sealed code" in a reveal turn.

export type { PickTurn, PrivateDoneDetail, PrivateTurnKind } from './flow.ts';
import type { PickTurn, PrivateDoneDetail, PrivateTurnKind } from './flow.ts';

/** Detail of `rs-private-progress`: how many turns are over (to resume a reveal after a reload). */
export interface PrivateProgressDetail {
  kind: PrivateTurnKind;
  done: number;
}

type Stage = 'handover' | 'private' | 'sealed';

/** The practice reveal: made-up names, one answer of each kind. */
const PRACTICE_SIZE = 3;

/**
 * Pass-the-device private turns on one shared phone.
 *
 * Each turn has two screens, three for a module's secret pick (`'pick'`: a card set aside, a card shown):
 * 1. a public hand-over screen ("Pass the phone to Dee") that holds nothing secret: no role, no
 *    vote, no card is in its DOM, its accessibility tree or the live regions;
 * 2. the private screen, opened only by the holder's deliberate tap on the one button that names
 *    them ("I am Dee: open my turn"). Focus lands on the hand-over's heading, never on that button,
 *    and the second click of a double tap (`detail` above 1) is ignored, so neither a repeated key
 *    nor a double tap that ended the turn before opens this one;
 * 3. a vote (R-VOTE-1) or a mission card (R-MIS-1, R-MIS-2) is one tap on its button
 *    (secret-choice.ts `secretChoiceButtons`), which seals it, ends the turn and shows the next
 *    hand-over, where the announcer says once who has voted (or played) and who is next; a reveal
 *    or a look ends with "Hide"; a card set aside or shown is one tap on its button too, then
 *    seen on the private screen, then hidden with "Hide" (whose double tap's second click is
 *    ignored, so what the pick showed is not hidden unread).
 *
 * A round at 7 players (a proposal, 7 votes and 2 mission cards) is 20 taps on a phone: two a turn
 * (test/games/resistance/ui/passed-phone-taps.browser.ts).
 *
 * Every role gets a turn of the same shape: the reveal is one screen, the list of one card per
 * seat (learnt-list.ts `revealList`, as on a room phone) with the same controls (the vibration
 * choice where the device can vibrate, Hide) and phrases of matching length (see
 * {@link revealPhrase}); the mission turn offers the same cards to everyone, Success and Fail at
 * least, under the same reminder that a card one may not play is played as Success (R-MIS-2).
 *
 * A private screen never stays up by itself: the platform's private-screen controller
 * (private-screen.ts) hides it when the page is hidden or left and after `idleSeconds` without a
 * key press or touch. A turn hidden that way before its choice was sealed is taken again from its
 * hand-over screen.
 *
 * Secrets are read from `state` only while a private screen shows, through `viewFor(state, seat)`
 * (the seat's allow-listed view) and the engine's {@link revealFor}.
 *
 * @fires rs-private-open when a private screen opens (the app hides its own notices)
 * @fires rs-private-closed when it hides again
 * @fires rs-private-progress {PrivateProgressDetail} after each finished turn
 * @fires rs-private-done {PrivateDoneDetail} after the last turn
 * @fires rs-private-cancel when the table goes back to the board from a hand-over screen
 */
@customElement('rs-private-turns')
export class RsPrivateTurns extends LightElement {
  /** The whole game state (secrets included): rendered only through a seat's view, privately. */
  @property({ attribute: false }) state!: GameState;
  @property() kind: PrivateTurnKind = 'reveal';
  /** The seats whose turns these are, in order. */
  @property({ attribute: false }) seats: Seat[] = [];
  /** Turns already over (a reveal resumed after a reload starts there). */
  @property({ type: Number }) start = 0;
  /** Seconds without a key press or touch after which a private screen hides (default 60). */
  @property({ type: Number, attribute: 'idle-seconds' }) idleSeconds = 60;
  /** For `'pick'`: the module's secret pick, its words, options and what each shows (secret: rendered only on the private screen). */
  @property({ attribute: false }) pickTurn: PickTurn | null = null;
  /** For `'close-eye-look'`: the team member looked at and the card they played (secret). */
  @property({ attribute: false }) lookedAt: { target: Seat; card: MissionCard } | null = null;
  /** Whether the hand-over screen offers "Back to the board" (reveals; votes and cards must finish). */
  @property({ type: Boolean }) cancellable = false;
  /** The saved game's id: a reveal turn's sealed code keeps the game's table key under it (rs-sealed-take). */
  @property({ attribute: 'game-id' }) gameId = '';
  /** Whether the vibration channel is offered (the device setting "Vibration"; default on). */
  @property({ type: Boolean, attribute: 'vibration-off' }) vibrationOff = false;
  /** Seats that chose to feel the reveal's answers as vibrations (kept by the app for the game). */
  @property({ attribute: false }) vibrating: Set<Seat> = new Set();

  @state() private index = 0;
  @state() private stage: Stage = 'handover';
  /** Why the last private screen hid by itself (public: says nothing about its content). */
  @state() private hiddenNote = '';

  private readonly votes = new Map<Seat, boolean>();
  /** The position of the option picked in a `'pick'` turn. */
  private picked: number | null = null;
  private readonly cards = new Map<Seat, MissionCard>();
  constructor() {
    super();
    // Hides the private screen after the idle time, on lock and on leaving the app (the platform's rules).
    new PrivateScreenController(this, {
      showing: () => this.stage !== 'handover',
      idleSeconds: () => this.idleSeconds,
      hide: (why) => this.autoHide(why),
    });
  }

  /** The seats of the turns under way (a new array with the same seats changes nothing). */
  private seatsKey = '';

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    const key = `${this.kind}:${this.start}:${this.seats.join(',')}`;
    if (key !== this.seatsKey) {
      this.seatsKey = key;
      this.index = Math.min(Math.max(0, this.start), this.seats.length);
      this.stage = 'handover';
      this.votes.clear();
      this.cards.clear();
    }
    void changed;
  }

  /** Whether a private screen (not a hand-over screen) is showing. */
  get privateShowing(): boolean {
    return this.stage !== 'handover';
  }

  /** The seat whose turn it is. */
  get currentSeat(): Seat | undefined {
    return this.seats[this.index];
  }

  /** Moves focus to the first thing to hear on the current screen. */
  focusFirst(): void {
    const target =
      this.stage === 'handover'
        ? '#turn-heading'
        : this.stage === 'sealed' || this.isReveal() || this.isLook()
          ? '#private-phrase'
          : '#private-heading';
    this.querySelector<HTMLElement>(target)?.focus();
  }

  /** Turns that only show what the player learnt (no choice to make). */
  private isLook(): boolean {
    return (
      moduleLook(this.kind) !== undefined ||
      this.kind === 'close-eye-look'
    );
  }

  /**
   * What `seat`'s sealed code carries (rs-sealed-take): its card as bytes, made from the game as
   * it is when the player seals; the card's code loads then.
   */
  private sealedCard(seat: Seat): () => Promise<Uint8Array> {
    return () => import('../sealed/sealed-card.ts').then(({ sealedCardBytes }) => sealedCardBytes(this.state, seat));
  }

  private isReveal(): boolean {
    return this.kind === 'reveal' || this.kind === 'review' || this.kind === 'practice';
  }

  private name(seat: Seat): string {
    if (this.kind === 'practice') return msg('you');
    return this.state.setup.players[seat]!;
  }

  /** The reveal list of the current holder, from their allow-listed view only. */
  private revealEntries(): { players: readonly string[]; entries: RevealEntry[] } {
    if (this.kind === 'practice') {
      return {
        players: [msg('you'), msg('Practice player B'), msg('Practice player C')],
        entries: [
          { seat: 0, self: true, answer: 'spy' },
          { seat: 1, self: false, answer: 'not-spy' },
          { seat: 2, self: false, answer: 'unknown' },
        ].slice(0, PRACTICE_SIZE) as RevealEntry[],
      };
    }
    const seat = this.currentSeat!;
    const view = viewFor(this.state, seat);
    return { players: view.players, entries: revealFor(view) };
  }

  private async show(stage: Stage): Promise<void> {
    this.stage = stage;
    await this.updateComplete;
    this.focusFirst();
  }

  /** The holder's tap on "I am Dee: open my turn" (a double tap's second click does nothing). */
  private open(event: MouseEvent): void {
    if (event.detail > 1 || this.currentSeat === undefined) return;
    this.hiddenNote = '';
    announcer.clear();
    fire(this, 'rs-private-open', null);
    void this.show('private').then(() => this.vibrateReveal());
  }

  /** With the vibration channel chosen: every answer of the reveal list, in its order (one pattern each). */
  private vibrateReveal(): void {
    const seat = this.currentSeat;
    if (!this.isReveal() || seat === undefined || this.vibrationOff || !this.vibrating.has(this.kind === 'practice' ? -1 : seat)) return;
    vibrateAnswers(this.revealEntries().entries.map((entry) => entry.answer));
  }

  private toggleVibration(on: boolean): void {
    const key = this.kind === 'practice' ? -1 : this.currentSeat!;
    if (on) this.vibrating.add(key);
    else this.vibrating.delete(key);
    this.requestUpdate();
    if (on) this.vibrateReveal();
    else stopVibration();
  }

  /** A pick tapped (a card set aside, a card shown): the pick is kept, and what it is shows. */
  private seal(value: string): void {
    if (this.stage !== 'private') return;
    this.picked = Number(value);
    void this.show('sealed');
  }

  /** Whether the choice of this turn is one tap that seals it and ends the turn (a vote, a mission card). */
  private oneTap(): boolean {
    return this.kind === 'vote' || this.kind === 'mission';
  }

  /**
   * A vote or mission card tapped: sealed in memory, the turn ends and the next hand-over says
   * once, publicly, that this holder has voted or played (the same sentence whatever the choice).
   */
  private choose(value: string): void {
    const seat = this.currentSeat;
    if (seat === undefined || this.stage !== 'private') return;
    if (this.kind === 'vote') this.votes.set(seat, value === 'approve');
    // One of the game's cards (R-MIS-1), else Success.
    else this.cards.set(seat, (cardsOfGame(this.state) as string[]).includes(value) ? (value as MissionCard) : 'success');
    const who = this.name(seat);
    void this.hide().then(() => {
      const next = this.currentSeat;
      if (next === undefined || this.stage !== 'handover') return;
      const nextName = this.name(next);
      announcer.announce(
        this.kind === 'vote' ? msg(str`${who} has voted. Pass the phone to ${nextName}.`) : msg(str`${who} has played a card. Pass the phone to ${nextName}.`),
      );
    });
  }

  /** The Hide button: ends the turn, except a vote or card not yet sealed, which is taken again. */
  private hideButton(): void {
    if (this.isReveal() || this.isLook() || this.stage === 'sealed') {
      void this.hide();
      return;
    }
    const who = this.name(this.currentSeat!);
    this.closePrivate();
    this.hiddenNote = msg(str`${who} hid the screen before choosing; ${who} opens it again to choose.`);
    void this.show('handover');
  }

  /** Hides the private screen at the holder's request: the turn is over. */
  private async hide(): Promise<void> {
    this.closePrivate();
    this.index++;
    fire(this, 'rs-private-progress', { kind: this.kind, done: this.index });
    if (this.index >= this.seats.length) {
      const detail: PrivateDoneDetail = { kind: this.kind };
      if (this.kind === 'vote') detail.votes = new Map(this.votes);
      if (this.kind === 'mission') detail.cards = new Map(this.cards);
      if (this.kind === 'pick' && this.picked !== null) detail.pick = this.picked;
      this.votes.clear();
      this.cards.clear();
      fire(this, 'rs-private-done', detail);
      return;
    }
    await this.show('handover');
  }

  /** The page was hidden or left idle: hide at once; an unsealed choice is taken again. */
  private autoHide(why: 'hidden' | 'idle'): void {
    const sealed = this.stage === 'sealed';
    if (sealed) {
      void this.hide();
      return;
    }
    const seat = this.currentSeat!;
    this.closePrivate();
    this.hiddenNote =
      why === 'idle'
        ? msg(str`The private screen hid itself after a pause. ${this.name(seat)} may open it again.`)
        : msg(str`The private screen hid itself when the phone was locked or the app left. ${this.name(seat)} may open it again.`);
    void this.show('handover');
  }

  private closePrivate(): void {
    stopVibration();
    announcer.clear();
    this.stage = 'handover';
    fire(this, 'rs-private-closed', null);
  }

  protected override render() {
    const seat = this.currentSeat;
    if (seat === undefined || (!this.state && this.kind !== 'practice')) return nothing;
    return this.stage === 'handover' ? this.renderHandover(seat) : this.renderPrivate(seat);
  }

  private handoverTitle(seat: Seat): string {
    const who = this.name(seat);
    switch (this.kind) {
      case 'practice':
        return msg('Practice: open a private turn');
      case 'vote':
        return msg(str`Secret vote: pass the phone to ${who}`);
      case 'mission':
        return msg(str`Mission card: pass the phone to ${who}`);
      default:
        // A module's pick may name its step ("The leader sets a card aside: …").
        return (this.kind === 'pick' ? this.pickTurn?.handover?.(who) : undefined) ?? msg(str`Pass the phone to ${who}`);
    }
  }

  private renderHandover(seat: Seat) {
    const who = this.name(seat);
    const turns = this.seats.length;
    return html`
      <section aria-labelledby="turn-heading" class="handover">
        <h2 id="turn-heading" tabindex="-1">${this.handoverTitle(seat)}</h2>
        ${this.kind === 'practice'
          ? html`<p>${msg('This is how every private turn opens: only the player it names opens it, with the button below, when only they can hear and see the phone. Nothing in the practice is real.')}</p>`
          : html`<p>
              ${msg(str`Turn ${this.index + 1} of ${turns}.`)}
              ${msg(str`${who}: when only you can hear and see the phone, open your turn with the button below. Only ${who} opens it.`)}
            </p>`}
        <p class="status" id="turn-hidden-note">${this.hiddenNote}</p>
        <div class="actions handover-actions">
          <button type="button" class="primary" id="turn-open" @click=${(e: MouseEvent) => this.open(e)}>
            ${this.kind === 'practice' ? msg('Open the practice turn') : msg(str`I am ${who}: open my turn`)}
          </button>
          ${this.cancellable || this.kind === 'practice'
            ? html`<button type="button" id="turn-cancel" @click=${() => fire(this, 'rs-private-cancel', null)}>
                ${this.kind === 'practice' ? msg('End the practice') : msg('Back to the board')}
              </button>`
            : nothing}
        </div>
      </section>
    `;
  }

  private renderPrivate(seat: Seat) {
    const who = this.name(seat);
    return html`
      <section aria-labelledby="private-heading" class="private" data-private>
        <h2 id="private-heading" tabindex="-1">
          ${this.kind === 'vote'
            ? msg(str`Secret vote of ${who}`)
            : this.kind === 'mission'
              ? msg(str`Mission card of ${who}`)
              : this.kind === 'practice'
                ? msg('Practice private turn')
                : msg(str`Private turn of ${who}`)}
        </h2>
        ${this.isLook()
          ? this.renderLook(seat)
          : this.isReveal()
            ? this.renderReveal(seat)
            : this.stage === 'sealed'
              ? this.renderSealed()
              : this.renderChoice()}
        <!-- Sealed codes: the holder may take their card to their own phone. -->
        ${this.kind === 'reveal' || this.kind === 'review' ? html`<rs-sealed-take .card=${this.sealedCard(seat)} game-id=${this.gameId}></rs-sealed-take>` : nothing}
        <div class="actions">
          <button
            type="button"
            id="private-hide"
            @click=${(e: MouseEvent) => {
              // A double tap on a card to set aside or show must not hide what it showed unread.
              if (e.detail > 1) return;
              this.hideButton();
            }}
          >
            ${this.oneTap() ? msg('Hide without choosing') : this.index + 1 < this.seats.length ? msg('Hide and pass the phone on') : msg('Hide')}
          </button>
        </div>
      </section>
    `;
  }

  /** The reveal: every card the holder learns, as one list on one screen; focus lands on the first (their own). */
  private renderReveal(seat: Seat) {
    const { players, entries } = this.revealEntries();
    const key = this.kind === 'practice' ? -1 : seat;
    const items = entries.map(
      (entry, i) =>
        `${i === 0 && this.kind === 'practice' ? msg('Practice.') + ' ' : ''}${revealPhrase(players, entry, i + 1, entries.length)}${entry.self && this.kind !== 'practice' ? this.ownLines(seat) : ''}`,
    );
    return html`
      ${revealList('private-reveal', items, 'private-phrase')}
      ${canVibrate() && !this.vibrationOff
        ? html`<label class="choice">
            <input
              type="checkbox"
              id="private-vibrate"
              .checked=${this.vibrating.has(key)}
              @change=${(e: Event) => this.toggleVibration((e.target as HTMLInputElement).checked)}
            />
            ${msg('Also feel each answer as a vibration')}
          </label>`
        : nothing}
    `;
  }

  /**
   * What the modules tell the seat of itself after its own card (ModuleScreens `revealLine`: "You
   * are a Reverser.", R-REVS-1), from its own view only, with a space before it; `''` when nothing.
   */
  private ownLines(seat: Seat): string {
    const lines = revealLines(viewFor(this.state, seat));
    return lines ? ' ' + lines : '';
  }

  /**
   * The secret choice of this turn, with the one component of every device (secret-choice.ts
   * `secretChoiceButtons`): one tap is the choice. A vote or a mission card ends the turn; a
   * card set aside or shown is then seen on the private screen until Hide.
   */
  private renderChoice() {
    const proposal = currentProposal(this.state);
    const players = this.state.setup.players;
    const onChoose = (value: string) => (this.oneTap() ? this.choose(value) : this.seal(value));
    // A module's pick: its words and options (the card to set aside, the loyalty card to show).
    const pick = this.kind === 'pick' ? this.pickTurn : null;
    if (pick) return secretChoiceButtons({ prefix: 'private', legend: pick.legend, context: pick.context, options: pick.options, onChoose });
    const vote = this.kind === 'vote';
    // The engine's cards of this game, the same for every team member (R-MIS-2, R-REVS-2, R-HUN-MIS).
    const cards = cardsOfGame(this.state);
    const spotlight = () => faceUpCards(viewFor(this.state, 'public')).some(({ seat }) => seat === this.currentSeat);
    const context = !proposal
      ? ''
      : vote
        ? voteContext(players, proposal)
        : // The reminder of R-MIS-2 comes before the cards.
          `${cardContext(players, proposal, spotlight())} ${missionRuleText(cards)}`;
    return secretChoiceButtons({
      prefix: 'private',
      legend: vote ? voteLegend() : cardLegend(),
      context,
      options: vote ? voteChoices() : missionCardChoices(cards),
      onChoose,
    });
  }

  /**
   * What the player learnt, from their own view only: a module's look (its screens' `looks`: the
   * Inquisitor's last check, R-INQ-2; a loyalty seen through a plot card, R-PLOT-5), or the
   * mission card looked at (`lookedAt`).
   */
  private renderLook(seat: Seat) {
    const view = viewFor(this.state, seat);
    let text = '';
    const look = moduleLook(this.kind);
    if (look) {
      text = look.text(view);
    } else if (this.lookedAt) {
      text = missionCardSeenText(view.players[this.lookedAt.target]!, this.lookedAt.card);
    }
    return html`<p id="private-phrase" class="status" tabindex="-1">${text}</p>`;
  }

  /** What a pick showed (the card shown, the card set aside), in the module's words. */
  private renderSealed() {
    const text = this.pickTurn?.shown(this.picked ?? 0) ?? '';
    return html`<p id="private-phrase" class="status" tabindex="-1">${text}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-private-turns': RsPrivateTurns;
  }
  interface HTMLElementEventMap {
    'rs-private-open': CustomEvent<null>;
    'rs-private-closed': CustomEvent<null>;
    'rs-private-cancel': CustomEvent<null>;
    'rs-private-done': CustomEvent<PrivateDoneDetail>;
    'rs-private-progress': CustomEvent<PrivateProgressDetail>;
  }
}
