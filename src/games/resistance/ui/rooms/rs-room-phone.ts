import '../../rules-registration.ts';
import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { revealFor } from '../../engine.ts';
import type { Ask, MissionChoice, PublicView, Seat } from '../../engine.ts';
import type { RequestArgs } from '../../../../platform/rooms/room-client.ts';
import type { ClientToServerEvents, ResistanceGameEvents, SeatSnapshot } from '../../room/protocol.ts';
import { announcer } from '../../../../platform/a11y/announcer.ts';
import {
  missionCardSeenText,
  revealPhrase,
  sealedCardText,
  sealedVoteText,
  setAsideText,
} from '../../text/private-text.ts';
import { connectionText, progressParts, roomConsequenceAnnouncements, roomErrorText, roomLastResultText, roomNowText, spiesWereText } from '../../text/room-text.ts';
import { cardContext, cardLegend, missionCardChoices, missionCardName, secretChoiceButtons, voteChoices, voteContext, voteLegend } from '../secret-choice.ts';
import { RoomPhonePage } from '../../../../platform/rooms/room-phone-page.ts';
import type { PendingAction } from '../../../../platform/rooms/outbox.ts';
import { RS_ROOMS } from './rs-rooms.ts';
import { roomRule } from '../phase-rule.ts';
import { proposeBody, type RoomProposeDetail } from './rs-room-propose.ts';
import './rs-room-propose.ts';
import '../rs-board.ts';
import { stripResult } from '../rs-board-strip.ts';
import { PHONE_TURN_KINDS, ROOM_SCREENS, phoneTurnOwner, roomHook, roomHooks } from './room-screens.ts';
import { revealLines } from '../module-screens.ts';
import { learntList, revealList } from '../learnt-list.ts';
import type { RoomPartHost, RoomSend } from '../module-ui.ts';
import '../rs-vote-history.ts';
import { useTableNames } from '../../text/table-names.ts';
import { PrivateScreenController, type PrivateHideReason } from '../../../../platform/private/private-screen.ts';

/** The game requests this phone sends (room/protocol.ts `ClientToServerEvents`: the core's and the modules'). */
type PhoneAction = Extract<keyof ResistanceGameEvents, string>;

/**
 * What the player must do now on this phone, from the engine's asks of this seat (steps.ts).
 * Who votes, plays, leads, shows a card or investigates is public; a hidden role's
 * steps (the Assassin's, a Hunter's) are hidden asks (who holds the role is secret): they show
 * only on the private screen.
 */
type Turn = 'vote' | 'card' | 'propose' | ModuleTurn | null;

/**
 * A module's turn on a phone: the kind of its ask (its `phoneSteps`, ui/module-ui.ts), such as the
 * Inquisitor's `'inquire'`, or the phone's name of its asks (its `phoneTurnKinds`).
 */
type ModuleTurn = string & { readonly moduleTurn?: never };

/** The modules' secret picks (their `secretPicks`: the card set aside, the loyalty card shown), by ask kind. */
const PICK_TURNS: readonly ModuleTurn[] = roomHooks('secretPicks').flatMap((picks) => Object.keys(picks));

/** The modules' hidden roles' turns (`phoneTurnKinds` with `place: 'role'`): private, said only while the private screen shows. */
const ROLE_TURNS: readonly ModuleTurn[] = PHONE_TURN_KINDS.filter((t) => t.place === 'role').map((t) => t.turn);

/**
 * The turns in the order this phone takes them when several are asked at once: the modules' that
 * come first (a plot card's decision, R-PLOT-4), the secret choices, the hidden roles' steps, the
 * proposal, then the modules' own steps (their `phoneSteps`, in the UI list's order: the
 * Inquisitor's check, the Hunter's investigation).
 */
const TURNS: readonly { kind: string; turn: NonNullable<Turn> }[] = [
  ...PHONE_TURN_KINDS.filter((t) => t.place === 'first'),
  { kind: 'vote', turn: 'vote' },
  { kind: 'card', turn: 'card' },
  ...PICK_TURNS.map((kind) => ({ kind, turn: kind })),
  ...PHONE_TURN_KINDS.filter((t) => t.place === 'role'),
  { kind: 'propose', turn: 'propose' },
  ...roomHooks('phoneSteps').flatMap((steps) => Object.keys(steps).map((kind) => ({ kind, turn: kind as ModuleTurn }))),
];

/** The secret choices (secret-choice.ts `secretChoiceButtons`: one tap each). */
const SECRET_TURNS: readonly Turn[] = ['vote', 'card', ...PICK_TURNS];

/** The private turns: chosen on the private screen only (a secret choice, or a hidden role's step). */
const PRIVATE_TURNS: readonly Turn[] = [...SECRET_TURNS, ...ROLE_TURNS];

const HIDDEN_KEY = 'rs-room-hidden:';

/** The secret choices kept on the phone while it is not connected, and sent once it is (room-phone-page.ts): their kinds. */
const KEPT: Partial<Record<PhoneAction, 'vote' | 'card'>> = { 'game:vote': 'vote', 'game:card': 'card' };

/**
 * A player's own phone in personal-device play, at `/?room=CODE` (the join address the
 * table shows and its QR code encodes).
 *
 * 1. **Join**: the join code is typed (case, spaces and dashes do not matter) or comes from the
 *    address; the phone then lists the seats and the player chooses their own. The seat's token
 *    is kept on the phone (src/platform/rooms/room-client.ts), so a reload, a locked phone or a dropped Wi-Fi
 *    comes back to this screen with no action. The platform's phone page carries this, the
 *    connection and a seat lost (src/platform/rooms/room-phone-page.ts).
 * 2. **Before the deal**: "Waiting for the table to start the game", and no card: the server deals
 *    the cards when the table starts the game with every seat taken (R-SET-3). When the cards are
 *    dealt, or dealt again (a seat was freed before the game's first event: everyone gets a new
 *    card), the phone says so and focus moves to the player's card.
 * 3. **The private screen**: the player's card and what it learns, with the reveal's phrases
 *    (`revealFor` and `revealPhrase`, the same as on one shared phone; the Reverser line), what
 *    they learnt as the Inquisitor and the cards they set aside as the Trapper's leader; when it is
 *    their turn, the secret vote (R-VOTE-1) or the mission card (R-MIS-1, R-MIS-2), sealed with a
 *    confirmation that is the same for every role; the leader's proposal and the Inquisitor's
 *    check. "Hide my private screen" takes every private fact out of the page (the setting is
 *    kept for the tab) until "Show my private screen".
 * 4. **For reference**: what happens now with the public progress, the board (`<rs-board>`) and
 *    the vote history, from the public view the server sends with the seat's own (`board`).
 *
 * The phone receives only `viewFor(state, seat)` of its own seat. Public changes are announced
 * politely (the end of the game assertively); private sentences are never put in a live region:
 * focus moves to them. When the focused control goes away (a step ended on another phone), focus
 * moves to the "Now" heading.
 */
@customElement('rs-room-phone')
export class RsRoomPhone extends RoomPhonePage<SeatSnapshot, ClientToServerEvents> {
  protected readonly rooms = RS_ROOMS;
  @state() private screenHidden = false;
  /** Why the private screen hid by itself (public: says nothing of what it held); `''` when it did not. */
  @state() private hiddenNote = '';
  @state() private choice: string | null = null;
  @state() private choiceError = '';

  /**
   * The confirmation of this phone's last sealed vote or card, in memory only, shown until the
   * next proposal: the last player to vote or play sees it too, after the step is already over.
   */
  private sealedNote: { proposalIndex: number; text: string } | null = null;
  /**
   * When this phone's own vote or card ended the step: the room version it ended at. Its
   * confirmation is then said once (focus on it) and goes with the next change (no stale
   * confirmation); `null` while the step goes on.
   */
  private sealedNoteUntil: number | null = null;
  /** What the kept vote or card's confirmation will be once sent (its `send`'s `accepted`), at its step; in memory only. */
  private keptAccepted: { step: string; accepted: () => void } | null = null;
  /** The vote or card last drawn, at which step (`outboxStep`): its buttons stay, unavailable, once it is sealed ({@link renderSealedChoice}). */
  private choiceShown: { step: string; legend: string; options: readonly (readonly [string, string])[] } | null = null;
  /** Where the request on its way moves focus when accepted (a selector), while `busy`. */
  private pendingFocus: string | null = null;
  /** A step ended while this phone's own request was on its way (the request ended it). */
  private endedByOwnRequest = false;
  private lastView: PublicView | null = null;
  private lastTurn: Turn = null;
  /** The step key of the module's turn this seat was last asked (its `phoneStepKey`: a new plot card is a new prompt). */
  private lastTurnKey = '';
  private lastSeat: Seat | null = null;
  /** What this seat had learnt through each module at the last snapshot (their `phoneNews`: looks at loyalty and mission cards, cards shown to it). */
  private lastNews: number[] = [];
  /** What the modules said of the public progress at the last snapshot (room-text.ts `progressParts`). */
  private lastModuleProgress = '';
  /** This phone asked for a look itself (its focus goes to it): no need to point at it. */
  private ownLook = false;
  /** The turn key the choice was made for (a new step empties it). */
  private choiceFor = '';
  /** The room version of the last snapshot announced (a snapshot sent again is not said twice). */
  private lastVersion = -1;
  /** Whether the cards were dealt, and how many times, at the last snapshot (R-SET-3). */
  private lastDealt = false;
  private lastDeals = 0;
  /** The optional step of this seat's role opened now ('brand', 'early-accuse'), or `null`. */
  @state() private optional: string | null = null;

  constructor() {
    super();
    // The private screen hides by the rules of every private screen: after the idle time of
    // Settings, when the phone locks or the app is left (private-screen.ts).
    new PrivateScreenController(this, {
      showing: () => !this.screenHidden && this.snapshot?.dealt === true,
      idleSeconds: () => this.settings.privateIdleSeconds,
      hide: (why) => void this.hideByItself(why),
    });
  }

  /** The private screen hid by itself: it stays hidden until "Show my private screen" or a reload; the page says why. */
  private async hideByItself(why: PrivateHideReason): Promise<void> {
    const inside = [...this.querySelectorAll('[data-private]')].some((part) => part.contains(document.activeElement));
    // Not kept for the tab as the player's own "Hide" is: a reload (the holder's deliberate act) shows it again.
    this.screenHidden = true;
    this.choice = null;
    announcer.clear();
    this.hiddenNote =
      why === 'idle'
        ? msg('Your private screen hid itself after a pause. "Show my private screen" brings it back.')
        : msg('Your private screen hid itself when the phone was locked or the app left. "Show my private screen" brings it back.');
    announcer.announce(this.hiddenNote);
    await this.updateComplete;
    if (inside || document.activeElement === document.body) this.querySelector<HTMLElement>('#phone-hide')?.focus();
  }

  /** The private screen stays hidden, for this tab, as the player left it in this room. */
  protected override onAddress(code: string | null): void {
    this.screenHidden = code !== null && readHidden(code);
  }

  protected override onLobby(code: string): void {
    this.screenHidden = readHidden(code);
  }

  /** The address names the room (`?room=CODE`; this game's join address needs no `game`). */
  protected override keepAddress(code: string): void {
    if (new URLSearchParams(location.search).get('room') !== code) history.replaceState(null, '', `?room=${code}`);
  }

  protected override seatTitle(s: SeatSnapshot): string {
    return s.view.players[s.seat] ?? '';
  }

  protected override lobbyIntro(): string {
    return msg('Choose your own name: this phone then shows your card, and only yours.');
  }

  protected override offersAnotherCode(): boolean {
    return true;
  }

  /** The rules reference opens at the step in course (a module's step that comes first: a plot card's decision, R-PLOT-4). */
  protected override currentRule(): string | null {
    const s = this.snapshot;
    const first = s ? roomHooks('phoneRule').map((rule) => rule(s)).find((rule) => rule !== null) : undefined;
    return first ?? roomRule(s?.board ?? null);
  }

  /** This seat's own ask of `kind` now (the engine's, steps.ts), if any. */
  private ownAsk(s: SeatSnapshot, kind: string): Ask | undefined {
    return s.asks.find((a) => a.kind === kind && a.seat === s.seat);
  }

  private turnOf(s: SeatSnapshot): Turn {
    for (const { kind, turn } of TURNS) {
      const ask = this.ownAsk(s, kind);
      // The Assassin's own step is asked alongside the table's: the Assassin may name on their phone.
      if (ask) return turn;
    }
    return null;
  }

  /** The optional steps of this seat's hidden role now (its module's `phoneOptional`: R-HUN-BRAND, R-HUN-EARLY): offered on the private screen. */
  private optionalAsks(s: SeatSnapshot): Ask[] {
    return s.asks.filter((a) => a.seat === s.seat && a.optional && moduleOptionalLabel(a.kind) !== undefined);
  }

  /** After every snapshot of this phone's seat: announce, keep focus sensible. */
  protected override onSeat(s: SeatSnapshot): void {
    const view = s.board;
    // The room's sentences say the names its table chose (text/table-names.ts).
    useTableNames(view.names);
    const first = this.lastView === null || this.lastSeat !== s.seat;
    // What the change did, said as the one-device app says it (the engine's consequences).
    const fresh = s.version > this.lastVersion;
    this.lastVersion = Math.max(this.lastVersion, s.version);
    const announcements = first || !fresh ? [] : roomConsequenceAnnouncements(s.consequences, view, this.brief);
    const stepEnded = fresh && s.consequences.length > 0;
    // The deal (R-SET-3): the cards dealt (again: every seat has a new card), or taken back.
    const dealtNow = !first && fresh && s.dealt && s.deals > this.lastDeals;
    const withdrawn = !first && fresh && this.lastDealt && !s.dealt;
    if (first || fresh) {
      this.lastDealt = s.dealt;
      this.lastDeals = s.deals;
    }
    const turn = this.turnOf(s);
    // A look someone else gave this seat (a module's `phoneNews`: Establish Confidence, Open Up),
    // or the card an investigated player showed it (R-HUN-INV): say where it is, not what; not
    // what this phone asked to see itself (its focus goes there).
    const news = roomHooks('phoneNews').map((n) => n.count(s));
    const grown = roomHooks('phoneNews').filter((_, i) => news[i]! > (this.lastNews[i] ?? 0));
    const newNews = first || this.ownLook ? [] : grown;
    if (grown.length > 0) this.ownLook = false;
    this.lastNews = news;
    // What a module says of the public progress (an Opinion Maker's face-up vote, R-PLOT-3): said
    // when it changes, as the table says it (the "Now" line shows it).
    const moduleProgress = progressParts(s.progress, view).modules;
    const newProgress = !first && fresh && moduleProgress !== '' && moduleProgress !== this.lastModuleProgress ? moduleProgress : '';
    if (first || fresh) this.lastModuleProgress = moduleProgress;
    // A module's turn that comes first has a prompt of its own, focused again when its step key changes.
    const owned = turn === null ? undefined : PHONE_TURN_KINDS.find((t) => t.turn === turn);
    const turnKey = (turn === null ? undefined : phoneTurnOwner(turn)?.phoneStepKey?.(s)) ?? '';
    const newTurn = turn !== null && (turn !== this.lastTurn || (owned?.focus !== undefined && turnKey !== this.lastTurnKey));
    this.lastTurnKey = turnKey;
    this.lastView = view;
    this.lastTurn = turn;
    this.lastSeat = s.seat;
    // A confirmation from before a step that ended elsewhere is stale: it goes, unless
    // this phone's own request ended the step (its reply moves focus to the confirmation).
    if (stepEnded && this.busy) this.endedByOwnRequest = true;
    if (
      (stepEnded && !this.busy) ||
      (fresh && this.sealedNoteUntil !== null && s.version > this.sealedNoteUntil) ||
      view.phase === 'over'
    ) {
      this.sealedNote = null;
      this.sealedNoteUntil = null;
    }
    if (this.optional && !this.optionalAsks(s).some((a) => a.kind === this.optional)) this.optional = null;
    if (first) this.seated();
    void this.updateComplete.then(() => {
      const active = document.activeElement;
      // The button of a choice just sealed stays, unavailable (renderSealedChoice): focus moves on from it.
      const lost = !active || active === document.body || !active.isConnected || active.matches('button.sealed');
      const stale = stepEnded && !this.busy && active instanceof HTMLElement && active.id === 'phone-sealed';
      // A phone reopened with a vote or card kept for sending (a reload while offline): focus stays
      // on what it keeps, not on the card below it.
      if (first && this.kept && this.querySelector('#phone-kept')) this.querySelector<HTMLElement>('#phone-kept')!.focus();
      else if (first) this.querySelector<HTMLElement>(this.screenHidden ? '#phone-heading' : '#private-heading')?.focus();
      // The cards dealt: focus goes to this player's card (what it says is read there, not announced).
      else if (dealtNow && !this.screenHidden && !this.busy) this.querySelector<HTMLElement>('#private-heading')?.focus();
      // While this phone's own request is on its way, the request moves focus itself.
      // A module's step that comes first (a plot card to decide about): focus moves to its prompt (public).
      else if (newTurn && owned?.focus) this.querySelector<HTMLElement>(owned.focus)?.focus();
      // This seat's secret choice arrives (a vote, a card, a set-aside, a card to show): focus on
      // its context, whose next stops are the group's name and its first button, as a private
      // turn opens on its heading above the same context.
      else if (newTurn && SECRET_TURNS.includes(turn) && !this.screenHidden && !this.busy && this.querySelector('#phone-choice-context'))
        this.querySelector<HTMLElement>('#phone-choice-context')!.focus();
      else if ((lost || stale) && !this.busy) this.querySelector<HTMLElement>('#now-heading')?.focus();
      // This phone's own request is on its way and the change it made came first (the sealing
      // button went with its form): focus goes at once where the reply will put it, never resting
      // on the page's body in between.
      else if (lost && this.busy && this.pendingFocus) this.focusOrNow(this.pendingFocus);
      // The choice's sentence focused now is read there: the same sentence is not announced too.
      const context = document.activeElement !== active && document.activeElement?.id === 'phone-choice-context' ? document.activeElement.textContent ?? '' : '';
      for (const a of announcements) {
        const text = unread(a.text, context);
        if (text) announcer.announce(text, a.priority);
      }
      if (dealtNow) {
        const where = this.screenHidden ? msg('Show your private screen to see it.') : msg('It is on your private screen.');
        announcer.announce(
          (s.deals > 1
            ? msg('The cards were dealt again: everyone has a new card, and the card you saw before no longer counts.')
            : msg('The game has started: the cards are dealt.')) +
            ' ' +
            where,
        );
      }
      if (withdrawn) {
        announcer.announce(msg('A seat was freed before the game began: the cards are taken back. Everyone gets a new card when the table starts the game again.'));
      }
      if (newProgress) announcer.announce(newProgress, 'polite');
      for (const n of newNews) announcer.announce(n.text(), 'polite');
      // A hidden role's step is said only while the private screen shows.
      if (newTurn && !first && (!this.screenHidden || !hiddenTurn(turn))) announcer.announce(this.turnText(turn, s), 'polite');
    });
  }

  /** "Your turn: vote on Bob's team." — public: everyone knows who votes, who plays, who leads. */
  private turnText(turn: Turn, s: SeatSnapshot): string {
    switch (turn) {
      case 'vote':
        return msg('Your turn: vote on your phone.');
      case 'card':
        return msg('You are on the team: play your mission card on your phone.');
      case 'propose':
        return msg('You lead: propose a team.');
      default: {
        // A module's turn: its own sentence (its screens: the plot cards', the Hunter's, the Assassin's…).
        const say = turn === null ? undefined : roomHook('phoneTurns', turn);
        return say ? say(s.view, s.seat, s) : '';
      }
    }
  }

  /** A vote or a mission card kept while the phone is not connected, and sent (public: never the choice). */
  protected override outboxText(kind: string, when: 'kept' | 'sent'): string {
    if (kind === 'card') return when === 'kept' ? msg('Your mission card will be sent when the phone is back online.') : msg('Mission card sent.');
    return when === 'kept' ? msg('Your vote will be sent when the phone is back online.') : msg('Vote sent.');
  }

  /**
   * The vote or the card kept for sending shows in the step's place (`#phone-kept`, rendered by
   * {@link renderPending}), its buttons unavailable below it, and focus moves to it from the button pressed: read
   * there once, never put in a live region (it names the choice, as `#phone-sealed` does).
   */
  protected override showKept(): boolean {
    void this.updateComplete.then(() => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || active.closest('#phone-choice-form') !== null;
      if (lost) this.querySelector<HTMLElement>('#phone-kept')?.focus();
    });
    return true;
  }

  /**
   * The kept vote or card is over: sent, it becomes the ordinary confirmation (`#phone-sealed`, as
   * when sealed online) and focus moves there from the kept note; refused or its step over, the
   * step's buttons come back (the reason is in `#phone-pending` above them) and focus goes to them.
   */
  protected override onPendingSettled(action: PendingAction, sent: boolean): void {
    const s = this.snapshot;
    const confirm = this.keptAccepted;
    this.keptAccepted = null;
    if (sent && s && confirm && confirm.step === action.step) {
      this.endedByOwnRequest = this.outboxStep(s) !== action.step;
      confirm.accepted();
    }
    this.requestUpdate();
    void this.updateComplete.then(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) this.focusOrNow(sent ? '#phone-sealed' : '#phone-choice-context');
    });
  }

  /**
   * The outbox's notes, in the step's place: the vote or card kept for sending, naming the choice
   * while the private screen shows (it is this player's own phone; `#phone-kept`, focused, never
   * announced) and only that something is kept while it is hidden; then the outbox's last
   * sentence (`#phone-pending`: sent, not sent).
   */
  protected override renderPending() {
    const kept = this.kept;
    const note = kept
      ? html`<h3 id="phone-kept" class="status sentence" tabindex="-1" ?data-private=${!this.screenHidden}>${this.keptText(kept.action, kept.memoryOnly)}</h3>`
      : nothing;
    return html`${note}${super.renderPending()}`;
  }

  /** "Your vote is kept on this phone: Approve. It will be sent when the phone is back online." (the choice only while the private screen shows). */
  private keptText(action: PendingAction, memoryOnly: boolean): string {
    const body = action.body as { approve?: unknown; card?: unknown } | null;
    let text = this.outboxText(action.kind, 'kept');
    if (!this.screenHidden && action.kind === 'vote' && typeof body?.approve === 'boolean') {
      text = body.approve
        ? msg('Your vote is kept on this phone: Approve. It will be sent when the phone is back online.')
        : msg('Your vote is kept on this phone: Reject. It will be sent when the phone is back online.');
    } else if (!this.screenHidden && action.kind === 'card' && typeof body?.card === 'string') {
      // The card as the engine plays it for this seat (R-MIS-2), while its ask is known.
      const s = this.snapshot;
      const ask = s && action.step === this.outboxStep(s) ? this.ownAsk(s, 'card') : undefined;
      const card = missionCardName((ask?.options?.playedAs?.[body.card] ?? body.card) as MissionChoice);
      text = msg(str`Your card is kept on this phone: ${card}. It will be sent when the phone is back online.`);
    }
    return memoryOnly ? `${text} ${this.memoryOnlyText()}` : text;
  }

  /** Whether this seat's vote or card of the step `s` is at is kept for sending (its buttons then go). */
  private keptNow(s: SeatSnapshot): boolean {
    const kept = this.kept?.action;
    return !!kept && kept.seat === s.seat && kept.step === this.outboxStep(s);
  }

  /** A vote and a card are of one proposal and its phase: a new proposal (or the mission after the vote) is another step. */
  protected override outboxStep(s: SeatSnapshot): string {
    return `${s.view.proposals.length}:${s.view.phase}`;
  }

  /**
   * The server has the vote or the card when this seat's view says it voted or played at the same
   * step, or, once that step is over, when the public record holds this seat's vote on that
   * proposal or the mission that team played with this seat on it (its reply was lost with the
   * connection).
   */
  protected override pendingOutcome(action: PendingAction, s: SeatSnapshot): 'has' | 'send' | 'over' {
    if (action.step === this.outboxStep(s)) {
      if (action.kind === 'card' ? s.you.played : s.you.vote !== null) return 'has';
      return this.ownAsk(s, action.kind) ? 'send' : 'over';
    }
    const index = Number(action.step.split(':')[0]) - 1;
    const recorded =
      action.kind === 'card'
        ? (s.view.missions[(s.view.proposals[index]?.mission ?? 0) - 1]?.team.includes(action.seat) ?? false)
        : s.view.proposals[index]?.votes?.[action.seat] !== undefined;
    return recorded ? 'has' : 'over';
  }

  /** The table freed this phone's seat, or the server forgot it: what the seat knew goes. */
  protected override onSeatLost(): void {
    this.lastView = null;
    this.lastTurn = null;
    this.lastSeat = null;
    this.sealedNote = null;
    this.keptAccepted = null;
    this.choiceShown = null;
  }

  private async setHidden(hidden: boolean): Promise<void> {
    this.screenHidden = hidden;
    this.hiddenNote = '';
    this.choice = null;
    if (this.code) writeHidden(this.code, hidden);
    if (hidden) announcer.clear();
    await this.updateComplete;
    if (hidden) {
      this.querySelector<HTMLElement>('#phone-hide')?.focus();
      announcer.announce(msg('Your private screen is hidden.'));
    } else {
      this.querySelector<HTMLElement>('#private-heading')?.focus();
    }
  }

  /** Sends an action of this seat; on success moves focus to `focus` (private: no live region). */
  /** A module's step sends its request through {@link send} (ui/module-ui.ts `RoomSend`). */
  private readonly moduleSend: RoomSend = (request, payload, focus) => this.send(request as PhoneAction, payload as never, focus);

  /** What a module's part of this page gets of it (ui/module-ui.ts `RoomPartHost`), as it is now. */
  private partHost(): RoomPartHost {
    return {
      send: this.moduleSend,
      fail: (text, focus) => this.fail(text, focus),
      busy: this.busy,
      choice: this.choice,
      error: this.choiceError,
      setChoice: (choice, error) => {
        this.choice = choice;
        this.choiceError = error;
      },
      screenHidden: this.screenHidden,
      ownLook: (asked) => {
        this.ownLook = asked;
      },
    };
  }

  private async send<E extends PhoneAction>(
    event: E,
    payload: RequestArgs<ClientToServerEvents, E>[0],
    focus: string,
    accepted?: () => void,
  ): Promise<boolean> {
    if (this.busy) return false;
    const kind = KEPT[event];
    const s = this.snapshot;
    const keep = () => {
      if (!s || !kind) return;
      const step = this.outboxStep(s);
      this.keptAccepted = accepted ? { step, accepted } : null;
      void this.keepForSending({ event, body: payload, seat: s.seat, step, kind });
    };
    // A secret choice made while not connected is kept on this phone and sent once connected
    // (said and shown); any other action is refused at once ("Not sent: …").
    if (kind && s && !this.connection!.connected) {
      keep();
      return false;
    }
    // Made again while connected: the newer one replaces the one kept.
    if (kind) {
      this.dropPending();
      this.keptAccepted = null;
    }
    this.busy = true;
    this.pendingFocus = focus;
    this.endedByOwnRequest = false;
    this.error = '';
    try {
      const reply = await this.connection!.request(event, ...([payload] as unknown as RequestArgs<ClientToServerEvents, E>));
      if (!reply.ok) {
        // No answer: the server may have it or not; kept, and sent again unless the server has it.
        if (reply.error.code === 'no-answer' && kind && s) keep();
        else this.fail(roomErrorText(reply.error), '#now-heading');
        return false;
      }
      this.choice = null;
      accepted?.();
      this.requestUpdate();
      await this.updateComplete;
      // The step may be over already (this phone was the last to act): then "Now" has the news.
      this.focusOrNow(focus);
      return true;
    } finally {
      this.busy = false;
      this.pendingFocus = null;
    }
  }

  /**
   * Focuses `selector`; when it is not on the page (its step is over), the secret choice asked of
   * this seat now (its context: the last vote made this phone's next step its mission card), else
   * the "Now" heading.
   */
  private focusOrNow(selector: string): void {
    (this.querySelector<HTMLElement>(selector) ?? this.querySelector<HTMLElement>('#phone-choice-context') ?? this.querySelector<HTMLElement>('#now-heading'))?.focus();
  }

  /**
   * A button of this phone's secret choice was pressed: the choice is sent at once (a vote or a
   * card while not connected is kept, sealed, and sent once connected: {@link send}).
   */
  private choose(turn: Turn, s: SeatSnapshot, choice: string): void {
    if (this.busy) return;
    const proposalIndex = s.view.proposals.length - 1;
    if (turn === 'vote') {
      const approve = choice === 'approve';
      void this.send('game:vote', { approve }, '#phone-sealed', () => this.keepSealed({ proposalIndex, text: sealedVoteText(approve) }));
    } else if (turn === 'card') {
      const ask = this.ownAsk(s, 'card');
      const card = choice as MissionChoice;
      // What the engine plays this card as for this seat (R-MIS-2), from the seat's own ask.
      const played = (ask?.options?.playedAs?.[card] ?? 'success') as MissionChoice;
      const text = sealedCardText(played, ask?.options?.missionCards ?? []);
      void this.send('game:card', { card }, '#phone-sealed', () => this.keepSealed({ proposalIndex, text }));
    } else if (turn !== null) {
      // A module's pick: its request (its `secretPicks`: the Trapper's `game:set-aside`, the Hunter's `game:show`).
      const ask = this.ownAsk(s, turn);
      const pick = roomHook('secretPicks', turn);
      if (ask && pick) pick.submit(choice, ask, this.moduleSend);
    }
  }

  /**
   * Keeps this phone's confirmation of its sealed vote or card (R-VOTE-1, R-MIS-2): until the step
   * ends, or, when this very request ended it, until the next change; none at the end of the game.
   */
  private keepSealed(note: { proposalIndex: number; text: string }): void {
    const ended = this.endedByOwnRequest;
    this.endedByOwnRequest = false;
    if (ended && this.snapshot?.board.phase === 'over') return;
    this.sealedNote = note;
    this.sealedNoteUntil = ended ? this.lastVersion : null;
  }

  protected override willUpdate(): void {
    // A new step empties the choice of the one before.
    const s = this.snapshot;
    const key = s ? [`${this.turnOf(s)}:${s.view.proposals.length}:${s.view.phase}`, ...roomHooks('phoneStepKey').map((stepKey) => stepKey(s))].join('|') : '';
    if (key !== this.choiceFor) {
      this.choiceFor = key;
      this.choice = null;
      this.choiceError = '';
    }
  }

  protected override renderSeat(s: SeatSnapshot) {
    const view = s.view;
    const name = view.players[s.seat]!;
    const board = s.board;
    return html`
      <h2 id="phone-heading" tabindex="-1">${msg(str`${name}'s phone, seat ${s.seat + 1}`)}</h2>
      <rs-board-strip
        .view=${board}
        .currentMission=${board.phase === 'over' ? null : (board.proposals[board.proposals.length - 1]?.mission ?? board.round)}
        .result=${stripResult(s.lastResult, board, (c) => roomLastResultText(c, board, this.brief))}
      ></rs-board-strip>
      ${this.renderNow(s, board)}
      <p class="status" id="phone-connection">${connectionText(this.connection!.status)}</p>
      <!-- After the step (the board and the vote come first on a phone with 200% text), right
           above the private card it hides. -->
      <div class="actions">
        <button type="button" id="phone-hide" @click=${() => void this.setHidden(!this.screenHidden)}>
          ${this.screenHidden ? msg('Show my private screen') : msg('Hide my private screen')}
        </button>
      </div>
      ${this.screenHidden
        ? html`<section aria-labelledby="private-heading" id="phone-private-hidden">
            <h2 id="private-heading" tabindex="-1">${msg('Your card')}</h2>
            <p>${msg('Hidden: nothing private is on the screen. "Show my private screen" brings it back.')}</p>
            ${this.hiddenNote ? html`<p class="status" id="phone-hidden-note">${this.hiddenNote}</p>` : nothing}
          </section>`
        : this.renderPrivate(s)}
      <rs-board .view=${board} .currentMission=${board.phase === 'over' ? null : (board.proposals[board.proposals.length - 1]?.mission ?? board.round)}></rs-board>
      <rs-vote-history .view=${board}></rs-vote-history>
    `;
  }

  /** The seat's own card and what it learnt (private: rendered only while shown); before the deal, no card. */
  private renderPrivate(s: SeatSnapshot) {
    const view = s.view;
    if (!s.dealt) {
      return html`<section aria-labelledby="private-heading" id="phone-private" class="private-card">
        <h2 id="private-heading" tabindex="-1">${msg('Your card')}</h2>
        <p id="phone-no-card">${msg('No card yet: the cards are dealt when the table starts the game, once every seat is taken.')}</p>
      </section>`;
    }
    const entries = revealFor(view);
    // What the modules tell the seat of itself after its own card ("You are a Reverser.").
    const lines = revealLines(view);
    const mission = (proposalIndex: number) => view.proposals[proposalIndex]?.mission ?? 0;
    return html`<section aria-labelledby="private-heading" id="phone-private" class="private-card" data-private>
      <h2 id="private-heading" tabindex="-1">${msg('Your card')}</h2>
      ${revealList(
        'phone-reveal',
        entries.map((entry, i) => `${revealPhrase(view.players, entry, i + 1, entries.length)}${entry.self && lines ? ' ' + lines : ''}`),
      )}
      ${roomHooks('phoneLearnt').map((learnt) => learnt(view))}
      ${learntList(
        msg('Mission cards you looked at'),
        'phone-looks',
        'phone-look-last',
        s.you.looks.map((seen) => `${msg(str`Mission ${mission(seen.proposalIndex)}:`)} ${missionCardSeenText(view.players[seen.target]!, seen.card)}`),
      )}
      ${learntList(
        msg('Cards you set aside as the leader'),
        'phone-set-aside',
        'phone-set-aside-last',
        s.you.setAside.map((note) => `${msg(str`Mission ${mission(note.proposalIndex)}:`)} ${setAsideText(note.card)}`),
      )}
    </section>`;
  }

  /** What happens now, and this seat's own step when it has one. */
  private renderNow(s: SeatSnapshot, board: PublicView) {
    const view = s.view;
    const turn = this.turnOf(s);
    const privateTurn = PRIVATE_TURNS.includes(turn);
    const secretChoice = SECRET_TURNS.includes(turn);
    if (!s.dealt) {
      return html`<section aria-labelledby="now-heading">
        <h2 id="now-heading" tabindex="-1">${msg('Now')}</h2>
        <p id="now-text">${msg('Waiting for the table to start the game.')}</p>
        ${s.deals > 0
          ? html`<p id="phone-redeal">${msg('A seat was freed before the game began: the cards were taken back. Everyone gets a new card when the game starts.')}</p>`
          : nothing}
        <p class="error" id="phone-error">${this.error}</p>
      </section>`;
    }
    // This seat's secret choice or role step comes first, the table's progress ("2 of 5 players
    // voted…") after it: the vote or the card is in the first screen of a phone with 200% text.
    // A module's step of this seat (the Assassin's pick, the Lady of the Lake's check…) comes
    // first too: its heading says what the "Now" line would.
    const moduleSteps = ROOM_SCREENS.map((m) => {
      const step = turn === null ? undefined : m.phoneSteps?.[turn];
      const ask = turn === null ? undefined : this.ownAsk(s, turn);
      return step && ask ? step(board, this.moduleSend, this.screenHidden, ask) : nothing;
    });
    const moduleFirst = moduleSteps.some((step) => step !== nothing) && !this.screenHidden;
    const choiceFirst = (secretChoice || privateTurn || moduleFirst) && !this.screenHidden;
    const nowText = html`<p id="now-text">${roomNowText(board, s.progress)}</p>`;
    return html`<section aria-labelledby="now-heading">
      <h2 id="now-heading" tabindex="-1">${view.phase === 'over' ? msg('Game over') : msg('Now')}</h2>
      ${choiceFirst ? nothing : nowText}
      ${view.phase === 'over' && s.endReveal ? html`<p id="phone-spies">${spiesWereText(view.players, s.endReveal.spies)}</p>` : nothing}
      <p class="error" id="phone-error">${this.error}</p>
      ${roomHooks('phoneSection').map((section) => section(s, turn, this.partHost()))}
      ${this.renderWaits(s)}
      ${this.renderPending()}
      ${secretChoice || privateTurn || this.screenHidden ? nothing : this.renderSealed(s)}
      ${secretChoice && this.keptNow(s)
        ? (this.screenHidden ? nothing : this.renderSealedChoice(s, true))
        : privateTurn && this.screenHidden
          ? html`<p class="status" id="phone-turn-hidden">${msg('It is your turn: show your private screen to choose.')}</p>`
          : secretChoice
            ? this.renderChoice(turn, s)
            : privateTurn
              ? this.renderRoleStep(turn, s)
              : this.screenHidden
                ? nothing
                : this.renderSealedChoice(s)}
      ${choiceFirst && !moduleFirst ? nowText : nothing}
      ${this.screenHidden ? nothing : this.renderOptional(s)}
      ${turn === 'propose'
        ? html`<rs-room-propose
            .view=${board}
            .busy=${this.busy}
            heading=${msg('You lead: propose a team')}
            @rs-room-propose=${(e: CustomEvent<RoomProposeDetail>) =>
              // Accepted, the proposal is voted on at once: focus goes to the vote (else to "Now").
              void this.send('game:propose', proposeBody(view.variants.includes('targeting'), e.detail), '#phone-choice-context')}
          ></rs-room-propose>`
        : nothing}
      ${moduleSteps}
      ${moduleFirst ? nowText : nothing}
    </section>`;
  }

  /**
   * The sealed vote or card (private): during the vote the server's record of this seat's vote;
   * then this phone's confirmation of its last vote or card until the next proposal; after a
   * reload mid-mission, that the card is played (which card is kept nowhere, R-MIS-1).
   */
  private renderSealed(s: SeatSnapshot) {
    const view = s.view;
    const current = view.proposals.length - 1;
    let text = '';
    if (view.phase === 'vote' && s.you.vote !== null) text = sealedVoteText(s.you.vote);
    else if (this.sealedNote && this.sealedNote.proposalIndex === current) text = this.sealedNote.text;
    else if (view.phase === 'mission' && s.you.played) text = msg('Your card is played. Only the count of Fail cards is revealed.');
    return text ? html`<h3 id="phone-sealed" class="status sentence" tabindex="-1">${text}</h3>` : nothing;
  }

  /**
   * The buttons of the vote or the card this seat has just sealed, unavailable, below its
   * confirmation until the step is over: rendered by the same template at the same place as the
   * choice, so that the button pressed stays in the page while focus moves from it to the
   * confirmation (Orca 43 says nothing of a focus move made as the focused control goes).
   */
  private renderSealedChoice(s: SeatSnapshot, kept = false) {
    const shown = this.choiceShown;
    // Kept for sending (offline), the choice stands as a sealed one does, below its kept note.
    const sealed = kept || (s.view.phase === 'vote' ? s.you.vote !== null : s.view.phase === 'mission' && s.you.played);
    if (!shown || shown.step !== this.outboxStep(s) || !sealed) return nothing;
    return secretChoiceButtons({ prefix: 'phone', legend: shown.legend, context: '', options: shown.options, sealed: true, onChoose: () => undefined });
  }

  /**
   * The secret choice of this seat's turn, with the one-tap buttons the one-device private turn
   * uses (secret-choice.ts `secretChoiceButtons`): the vote, the mission card (the cards the
   * engine's ask offers: Reverse, Chief Fail, the same for every team member), the card to set
   * aside, the loyalty card to show. One tap sends it; every seat gets the same buttons.
   */
  private renderChoice(turn: Turn, s: SeatSnapshot) {
    const view = s.view;
    const players = view.players;
    const proposal = view.proposals[view.proposals.length - 1];
    const onChoose = (value: string) => this.choose(turn, s, value);
    // A module's pick (the card to set aside, the loyalty card to show): its words and options, from the seat's own ask.
    const pickAsk = turn === 'vote' || turn === 'card' || turn === null ? undefined : this.ownAsk(s, turn);
    const pick = pickAsk ? roomHook('secretPicks', pickAsk.kind) : undefined;
    if (pickAsk && pick) {
      return secretChoiceButtons({ prefix: 'phone', legend: pick.legend(), context: pick.context(pickAsk), options: pick.options(pickAsk), busy: this.busy, onChoose });
    }
    const vote = turn === 'vote';
    const cardAsk = this.ownAsk(s, 'card');
    const context = !proposal
      ? ''
      : vote
        ? voteContext(players, proposal)
        : // A module's card played face up (In the Spotlight, R-PLOT-3: public).
          cardContext(players, proposal, roomHooks('phoneCardFaceUp').some((faceUp) => faceUp(s)));
    const legend = vote ? voteLegend() : cardLegend();
    const options = vote ? voteChoices() : missionCardChoices(cardAsk?.options?.missionCards ?? ['success', 'fail']);
    this.choiceShown = { step: this.outboxStep(s), legend, options };
    return secretChoiceButtons({ prefix: 'phone', legend, context, options, busy: this.busy, onChoose });
  }

  /**
   * A hidden role's own step on its private screen, its module's `phoneRoleSteps`: the
   * Assassin names the Commander (R-ASN-END), the Hunter accuses (R-HUN-ACC); with the components
   * the shared device uses.
   */
  private renderRoleStep(turn: Turn, s: SeatSnapshot) {
    const board = s.board;
    const ask = turn === null ? undefined : this.ownAsk(s, turn);
    const step = ask ? moduleRoleStep(ask.kind) : undefined;
    return step && ask ? html`<div data-private>${step(board, ask, this.partHost(), () => undefined)}</div>` : nothing;
  }

  /**
   * The optional steps of this seat's hidden role (private screen only): the Deep Agent's Branding
   * during team building (R-HUN-BRAND), the Spy Hunter's early accusation before the investigation
   * (R-HUN-EARLY). A button opens the form; "Not now" closes it.
   */
  private renderOptional(s: SeatSnapshot) {
    const asks = this.optionalAsks(s);
    if (asks.length === 0) return nothing;
    const open = asks.find((a) => a.kind === this.optional);
    const step = open ? moduleRoleStep(open.kind) : undefined;
    if (open && step) return html`<div data-private>${step(s.board, open, this.partHost(), () => void this.closeOptional())}</div>`;
    return html`<div class="actions" data-private>
      ${asks.map(
        (a) => html`<button type="button" id="phone-optional-${a.kind}" @click=${() => void this.openOptional(a.kind)}>
          ${moduleOptionalLabel(a.kind)?.() ?? ''}
        </button>`,
      )}
    </div>`;
  }

  private async openOptional(kind: string): Promise<void> {
    this.optional = kind;
    await this.updateComplete;
    this.querySelector<HTMLElement>('rs-accusation #step-heading')?.focus();
  }

  private async closeOptional(): Promise<void> {
    const kind = this.optional;
    this.optional = null;
    await this.updateComplete;
    this.focusOrNow(`#phone-optional-${kind}`);
  }

  /** Who the room waits for, from the engine's public asks (a hidden role's step names no one). */
  private renderWaits(s: SeatSnapshot) {
    const lines = s.asks.filter((a) => a.seat !== s.seat).flatMap((a) => {
      const text = waitText(a, s.board);
      return text ? [text] : [];
    });
    return lines.length > 0 ? html`<ul id="phone-waits">${lines.map((text) => html`<li>${text}</li>`)}</ul>` : nothing;
  }
}

/**
 * `text` without `read`, the text focus reads at this moment (white space collapsed in both);
 * `''` when nothing else is left. A sentence shown and focused is not announced as well: a screen
 * reader would say it twice in a row.
 */
function unread(text: string, read: string): string {
  const squeeze = (t: string) => t.replace(/\s+/g, ' ').trim();
  const said = squeeze(read);
  return said ? squeeze(squeeze(text).replace(said, '')) : text;
}

/** A module's hidden role's step of ask kind `kind` (its screens' `phoneRoleSteps`), if a module has one. */
function moduleRoleStep(kind: string) {
  return roomHook('phoneRoleSteps', kind);
}

/** The label of the button that opens a module's optional hidden-role step of ask kind `kind` (its screens' `phoneOptional`), if any. */
function moduleOptionalLabel(kind: string): (() => string) | undefined {
  return roomHook('phoneOptional', kind);
}

/** The turns of a hidden role (the modules' `place: 'role'` turns): said and shown only while the private screen shows. */
function hiddenTurn(turn: Turn): boolean {
  return turn !== null && ROLE_TURNS.includes(turn);
}

function readHidden(code: string): boolean {
  try {
    return sessionStorage.getItem(HIDDEN_KEY + code) === '1';
  } catch {
    return false;
  }
}

function writeHidden(code: string, hidden: boolean): void {
  try {
    if (hidden) sessionStorage.setItem(HIDDEN_KEY + code, '1');
    else sessionStorage.removeItem(HIDDEN_KEY + code);
  } catch {
    // Not kept: the screen shows again after a reload.
  }
}

/**
 * Whom the room waits for, from one of the engine's public asks, for a device that is
 * not asked: the module's sentence of the ask (its `roomWaits`: who shows a card, who
 * investigates, that a hidden role decides on their own phone, what the table does); `''` for the
 * asks the "Now" line and the modules' sections already say (the team, the Inquisitor's check, a
 * plot card's holder).
 */
function waitText(ask: Ask, view: PublicView): string {
  return roomHook('roomWaits', ask.kind)?.(ask, view) ?? '';
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-room-phone': RsRoomPhone;
  }
}
