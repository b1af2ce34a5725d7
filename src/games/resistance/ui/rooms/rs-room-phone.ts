import '../../rules-registration.ts';
import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { revealFor } from '../../engine.ts';
import type { Ask, HunterLoyalty, MissionChoice, PublicView, Seat } from '../../engine.ts';
import { loadCredential, normalizeCode, RoomConnection } from '../../../../platform/rooms/room-client.ts';
import type { ConnectionStatus, RequestArgs, RoomLobby } from '../../../../platform/rooms/room-client.ts';
import { RESISTANCE_ROOM_GAME, type ClientToServerEvents, type SeatSnapshot } from '../../room/protocol.ts';
import { roomPageAddress } from '../../../../platform/rooms/room-pages.ts';
import { announcer } from '../../../../platform/a11y/announcer.ts';
import {
  loyaltyCardPhrase,
  investigationPhrase,
  missionCardSeenText,
  revealPhrase,
  reverserPhrase,
  sealedCardText,
  sealedVoteText,
  setAsideText,
  sideNowPhrase,
} from '../../text/private-text.ts';
import { askWaitText, connectionText, joinCodeText, roomConsequenceAnnouncements, roomErrorText, roomNowText, spiesWereText } from '../../text/room-text.ts';
import { hunterLoyaltyName } from '../../text/role-text.ts';
import { plotCardName, plotHeldText } from '../../modules/plot/text.ts';
import { plotHandover } from '../../modules/plot/ui/plot-handover.ts';
import { plotChoiceMissingText, plotDecision } from '../../modules/plot/ui/plot-decision.ts';
import { nameList } from '../../text/text.ts';
import {
  cardContext,
  missionCardChoices,
  nothingChosenText,
  secretChoiceForm,
  setAsideChoices,
  setAsideContext,
  showCardContext,
  voteChoices,
  voteContext,
} from '../secret-choice.ts';
import type { AssassinationDetail } from '../rs-role-steps.ts';
import type { AccusationDetail, InvestigationDetail } from '../../modules/hunter/ui/rs-hunter-steps.ts';
import { RoomPage } from '../../../../platform/rooms/rs-room-page.ts';
import { joinCodeField } from '../../../../platform/rooms/join-code-field.ts';
import { roomRule } from '../phase-rule.ts';
import { proposeBody, type RoomProposeDetail } from './rs-room-propose.ts';
import './rs-room-propose.ts';
import '../rs-role-steps.ts';
import '../../modules/hunter/ui/rs-hunter-steps.ts';
import '../rs-board.ts';
import { MODULE_SCREENS } from '../module-screens.ts';
import type { RoomSend } from '../module-ui.ts';
import '../rs-vote-history.ts';

/** The game requests this phone sends (room/protocol.ts `ClientToServerEvents`). */
type PhoneAction =
  | 'game:vote'
  | 'game:card'
  | 'game:set-aside'
  | 'game:propose'
  | 'game:plot-draw'
  | 'game:plot-give'
  | 'game:plot-use'
  | 'game:plot-pass'
  | 'game:role-step'
  | 'game:show';

/**
 * What the player must do now on this phone, from the engine's asks of this seat (steps.ts,
 * issue 17). Who votes, plays, leads, shows a card or investigates is public; the Assassin's and a
 * Hunter's steps are hidden asks (who holds the role is secret): they show only on the private
 * screen.
 */
type Turn = 'vote' | 'card' | 'set-aside' | 'show-card' | 'propose' | 'plot' | 'plot-hand' | 'assassinate' | 'accuse' | 'investigate' | ModuleTurn | null;

/** A module's turn on a phone: the kind of its ask (its `phoneSteps`, ui/module-ui.ts), such as the Inquisitor's `'inquire'`. */
type ModuleTurn = string & { readonly moduleTurn?: never };

/** The turns in the order this phone takes them when several are asked at once (a plot card's decision first, R-PLOT-4). */
const TURNS: readonly { kind: string; turn: NonNullable<Turn> }[] = [
  { kind: 'plot-resolve', turn: 'plot' },
  { kind: 'plot-chance', turn: 'plot' },
  { kind: 'plot-draw', turn: 'plot-hand' },
  { kind: 'plot-give', turn: 'plot-hand' },
  { kind: 'vote', turn: 'vote' },
  { kind: 'card', turn: 'card' },
  { kind: 'set-aside', turn: 'set-aside' },
  { kind: 'show-card', turn: 'show-card' },
  { kind: 'accuse', turn: 'accuse' },
  { kind: 'assassinate', turn: 'assassinate' },
  { kind: 'propose', turn: 'propose' },
  // The modules' own steps (their screens, ui/module-screens.ts), in the UI list's order.
  ...MODULE_SCREENS.flatMap((m) => Object.keys(m.phoneSteps ?? {}).map((kind) => ({ kind, turn: kind as ModuleTurn }))),
  { kind: 'investigate', turn: 'investigate' },
];

/** The private turns: chosen on the private screen only (a secret choice, or a hidden role's step). */
const PRIVATE_TURNS: readonly Turn[] = ['vote', 'card', 'set-aside', 'show-card', 'assassinate', 'accuse'];

const HIDDEN_KEY = 'rs-room-hidden:';

/** After the leader's phone draws or hands over a plot card: focus on the next card's first control (else "Now"). */
const NEXT_PLOT_HAND = '#phone-plot-hand select, #phone-plot-hand button';

/**
 * A player's own phone in personal-device play (issue 8), at `/?room=CODE` (the join address the
 * table shows and its QR code encodes).
 *
 * 1. **Join**: the join code is typed (case, spaces and dashes do not matter) or comes from the
 *    address; the phone then lists the seats and the player chooses their own. The seat's token
 *    is kept on the phone (src/platform/rooms/room-client.ts), so a reload, a locked phone or a dropped Wi-Fi
 *    comes back to this screen with no action.
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
export class RsRoomPhone extends RoomPage {
  @state() private connection: RoomConnection<SeatSnapshot, ClientToServerEvents> | null = null;
  /** The room's code, once known (from the address or typed). */
  @state() private code: string | null = null;
  @state() private codeInput = '';
  @state() private lobby: RoomLobby | null = null;
  @state() private screenHidden = false;
  @state() private choice: string | null = null;
  @state() private choiceError = '';
  /** A public notice for the join screens (why the phone is back there). */
  @state() private notice = '';
  @state() private busy = false;
  @state() private tick = 0;

  /**
   * The confirmation of this phone's last sealed vote or card, in memory only, shown until the
   * next proposal: the last player to vote or play sees it too, after the step is already over.
   */
  private sealedNote: { proposalIndex: number; text: string } | null = null;
  /**
   * When this phone's own vote or card ended the step: the room version it ended at. Its
   * confirmation is then said once (focus on it) and goes with the next change (issue 17: no stale
   * confirmation); `null` while the step goes on.
   */
  private sealedNoteUntil: number | null = null;
  /** A step ended while this phone's own request was on its way (the request ended it). */
  private endedByOwnRequest = false;
  private unsubscribe: (() => void) | null = null;
  private lastView: PublicView | null = null;
  private lastTurn: Turn = null;
  /** The plot card this seat was last asked about (a new card is a new prompt). */
  private lastPlotKey = '';
  private lastStatus: ConnectionStatus | null = null;
  private lastSeat: Seat | null = null;
  /** What this seat had learnt from plot cards at the last snapshot (looks at loyalty and mission cards). */
  private lastLooks = 0;
  /** This phone asked for a look itself (its focus goes to it): no need to point at it. */
  private ownLook = false;
  /** The turn key the choice was made for (a new step empties it). */
  private choiceFor = '';
  /** How many investigations this seat made at the last snapshot (the card shown arrives from another phone, R-HUN-INV). */
  private lastInvestigations = 0;
  /** The room version of the last snapshot announced (a snapshot sent again is not said twice). */
  private lastVersion = -1;
  /** Whether the cards were dealt, and how many times, at the last snapshot (R-SET-3). */
  private lastDealt = false;
  private lastDeals = 0;
  /** The optional step of this seat's role opened now ('brand', 'early-accuse'), or `null`. */
  @state() private optional: string | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    const raw = new URLSearchParams(location.search).get('room') ?? '';
    const code = normalizeCode(raw);
    this.codeInput = raw.trim().toUpperCase();
    this.code = code;
    const credential = code ? loadCredential('seat', code) : null;
    this.screenHidden = code !== null && readHidden(code);
    this.attach(new RoomConnection<SeatSnapshot, ClientToServerEvents>({ credential, room: code }));
    if (code && !credential) void this.lookup(code, false);
  }

  override disconnectedCallback(): void {
    this.unsubscribe?.();
    this.connection?.close();
    super.disconnectedCallback();
  }

  protected override onLanguage(): void {
    const s = this.snapshot;
    const app = msg('The Resistance companion');
    document.title = s ? `${s.view.players[s.seat]} — ${app}` : `${msg('Join a room')} — ${app}`;
  }

  private attach(connection: RoomConnection<SeatSnapshot, ClientToServerEvents>): void {
    this.connection = connection;
    this.unsubscribe = connection.subscribe(() => this.onChange());
  }

  /** The rules reference opens at the step in course (a plot card's decision first, R-PLOT-4). */
  protected override currentRule(): string | null {
    const s = this.snapshot;
    return s?.you.plot ? 'R-PLOT-4' : roomRule(s?.board ?? null);
  }

  /** The snapshot of this phone's seat, once it holds one. */
  private get snapshot(): SeatSnapshot | null {
    const c = this.connection;
    return c?.credential && c.snapshot && c.snapshot.code === this.code ? c.snapshot : null;
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

  /** The optional steps of this seat's hidden role now (R-HUN-BRAND, R-HUN-EARLY): offered on the private screen. */
  private optionalAsks(s: SeatSnapshot): Ask[] {
    return s.asks.filter((a) => a.seat === s.seat && a.optional && (a.kind === 'brand' || a.kind === 'early-accuse'));
  }

  /** After every change of the connection: follow the seat, announce, keep focus sensible. */
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
    if (statusChanged && s && (status === 'reconnecting' || status === 'connected')) {
      announcer.announce(connectionText(status), 'polite', { key: 'connection' });
    }
    if (!s) return;
    const view = s.board;
    const first = this.lastView === null || this.lastSeat !== s.seat;
    // What the change did, said as the one-device app says it (the engine's consequences, issue 17).
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
    // A look someone else gave this seat (Establish Confidence, Open Up), or the card an
    // investigated player showed it (R-HUN-INV): say where it is, not what.
    const looks = (s.view.plotLooks ?? []).length + s.you.looks.length;
    const newLook = !first && looks > this.lastLooks && !this.ownLook;
    if (looks > this.lastLooks) this.ownLook = false;
    this.lastLooks = looks;
    const newShown = !first && s.view.investigations.length > this.lastInvestigations;
    this.lastInvestigations = s.view.investigations.length;
    const plotKey = s.you.plot ? `${s.you.plot.card}:${s.you.plot.mustUse}:${s.view.proposals.length}:${s.view.phase}` : '';
    const newTurn = turn !== null && (turn !== this.lastTurn || (turn === 'plot' && plotKey !== this.lastPlotKey));
    this.lastPlotKey = plotKey;
    this.lastView = view;
    this.lastTurn = turn;
    this.lastSeat = s.seat;
    // A confirmation from before a step that ended elsewhere is stale (issue 17): it goes, unless
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
    if (first) {
      this.onLanguage();
      this.lobby = null;
    }
    void this.updateComplete.then(() => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected;
      const stale = stepEnded && !this.busy && active instanceof HTMLElement && active.id === 'phone-sealed';
      if (first) this.querySelector<HTMLElement>(this.screenHidden ? '#phone-heading' : '#private-heading')?.focus();
      // The cards dealt: focus goes to this player's card (what it says is read there, not announced).
      else if (dealtNow && !this.screenHidden && !this.busy) this.querySelector<HTMLElement>('#private-heading')?.focus();
      // While this phone's own request is on its way, the request moves focus itself.
      // A plot card to decide about: focus moves to the prompt (the cards are face up: public).
      else if (newTurn && turn === 'plot') this.querySelector<HTMLElement>('#phone-plot-heading')?.focus();
      else if ((lost || stale) && !this.busy) this.querySelector<HTMLElement>('#now-heading')?.focus();
      for (const a of announcements) announcer.announce(a.text, a.priority);
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
      if (newLook) announcer.announce(msg('Something new on your private screen: what you learnt from a plot card.'), 'polite');
      if (newShown) announcer.announce(msg('Something new on your private screen: the card shown to you.'), 'polite');
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
      case 'set-aside':
        return msg('Every card is played: as the leader, set one card aside.');
      case 'propose':
        return msg('You lead: propose a team.');
      case 'plot-hand':
        return msg('You lead: draw your plot cards and hand them over, on your phone or at the table.');
      case 'plot': {
        const plot = s.you.plot!;
        return plot.mustUse
          ? msg(str`Your turn: use ${plotCardName(plot.card)} on your phone.`)
          : msg(str`Your turn: use ${plotCardName(plot.card)} now, or do not use it.`);
      }
      case 'show-card':
        return msg('You are investigated: choose on your private screen the loyalty card you show.');
      case 'investigate':
        return msg('You investigate: choose the player to investigate.');
      case 'assassinate':
        return msg('You are the Assassin: name the Commander on your private screen, or the table records it.');
      case 'accuse':
        return msg('You are the Hunter who accuses now: name the Chief on your private screen.');
      default: {
        // A module's turn: its own sentence (its screens).
        const say = turn === null ? undefined : MODULE_SCREENS.map((m) => m.phoneTurns?.[turn]).find((t) => t !== undefined);
        return say ? say(s.view, s.seat) : '';
      }
    }
  }

  /** The table freed this phone's seat, or the server forgot it: back to choosing a seat. */
  private lostSeat(status: 'revoked' | 'refused'): void {
    const connection = this.connection!;
    const why = status === 'revoked' ? connectionText('revoked') : connection.refusal ? roomErrorText(connection.refusal) : connectionText('refused');
    this.notice = why + ' ' + msg('If this is still your phone, choose your seat again.');
    this.lastView = null;
    this.lastTurn = null;
    this.lastSeat = null;
    this.sealedNote = null;
    connection.resetToGuest();
    this.lastStatus = connection.status;
    announcer.announce(this.notice, 'assertive');
    if (this.code) void this.lookup(this.code, true);
  }

  private async lookup(code: string, focus: boolean): Promise<void> {
    const connection = this.connection!;
    this.busy = true;
    try {
      if (!(await connection.ready())) {
        this.fail(roomErrorText({ code: 'offline', rule: null, message: '' }), '#join-code-input');
        return;
      }
      const reply = await connection.request('room:lookup', { code });
      if (!reply.ok) {
        this.lobby = null;
        this.fail(roomErrorText(reply.error), '#join-code-input');
        return;
      }
      if (reply.game !== RESISTANCE_ROOM_GAME) {
        // A room of another game (a join address typed without its `game`): that game's phone page.
        location.replace(roomPageAddress('phone', reply.game, reply.code));
        return;
      }
      this.code = reply.code;
      this.lobby = { code: reply.code, game: reply.game, seats: reply.seats };
      this.error = '';
      this.screenHidden = readHidden(reply.code);
      if (new URLSearchParams(location.search).get('room') !== reply.code) history.replaceState(null, '', `?room=${reply.code}`);
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
      this.fail(roomErrorText({ code: 'bad-code', rule: null, message: '' }), '#join-code-input');
      return;
    }
    this.notice = '';
    void this.lookup(code, true);
  }

  private async claim(seat: Seat, taken: boolean): Promise<void> {
    if (this.busy || !this.code) return;
    if (taken) {
      this.fail(roomErrorText({ code: 'seat-taken', rule: null, message: '' }), `#seat-claim-${seat}`);
      return;
    }
    const code = this.code;
    this.busy = true;
    this.error = '';
    try {
      const reply = await this.connection!.request('seat:claim', { code, seat });
      if (!reply.ok) {
        this.fail(roomErrorText(reply.error), `#seat-claim-${seat}`);
        if (reply.error.code === 'seat-taken') void this.lookup(code, false);
        return;
      }
      this.notice = '';
      this.connection!.adopt({ role: 'seat', code, token: reply.token });
    } finally {
      this.busy = false;
    }
  }

  private async setHidden(hidden: boolean): Promise<void> {
    this.screenHidden = hidden;
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
  private readonly moduleSend: RoomSend = (request, payload, focus) => void this.send(request as PhoneAction, payload as never, focus);

  private async send<E extends PhoneAction>(
    event: E,
    payload: RequestArgs<ClientToServerEvents, E>[0],
    focus: string,
    accepted?: () => void,
  ): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.endedByOwnRequest = false;
    this.error = '';
    try {
      const reply = await this.connection!.request(event, ...([payload] as unknown as RequestArgs<ClientToServerEvents, E>));
      if (!reply.ok) {
        this.fail(roomErrorText(reply.error), '#now-heading');
        return false;
      }
      this.choice = null;
      accepted?.();
      this.requestUpdate();
      await this.updateComplete;
      // The step may be over already (this phone was the last to act): then "Now" has the news.
      (this.querySelector<HTMLElement>(focus) ?? this.querySelector<HTMLElement>('#now-heading'))?.focus();
      return true;
    } finally {
      this.busy = false;
    }
  }

  private seal(event: Event, turn: Turn, s: SeatSnapshot): void {
    event.preventDefault();
    if (this.choice === null) {
      this.choiceError = nothingChosenText(turn === 'vote' ? 'vote' : turn === 'card' ? 'card' : turn === 'show-card' ? 'show-card' : 'set-aside');
      this.querySelector<HTMLInputElement>('input[name="phone-choice"]')?.focus();
      return;
    }
    this.choiceError = '';
    const choice = this.choice;
    const proposalIndex = s.view.proposals.length - 1;
    if (turn === 'vote') {
      const approve = choice === 'approve';
      void this.send('game:vote', { approve }, '#phone-sealed', () => this.keepSealed({ proposalIndex, text: sealedVoteText(approve) }));
    } else if (turn === 'card') {
      const ask = this.ownAsk(s, 'card');
      const card = choice as MissionChoice;
      // What the engine plays this card as for this seat (R-MIS-2), from the seat's own ask.
      const played = (ask?.options?.playedAs?.[card] ?? 'success') as MissionChoice;
      const text = sealedCardText(played, s.view.modules?.reverser != null, ask?.options?.missionCards?.includes('chief-fail') ?? false);
      void this.send('game:card', { card }, '#phone-sealed', () => this.keepSealed({ proposalIndex, text }));
    } else if (turn === 'show-card') {
      const cards = (this.ownAsk(s, 'show-card')?.options?.['loyalty'] as HunterLoyalty[] | undefined) ?? [];
      const card = cards[Number(choice)];
      if (card === undefined) return;
      void this.send('game:show', { card }, '#now-heading');
    } else if (turn === 'set-aside') void this.send('game:set-aside', { index: Number(choice) }, '#phone-set-aside-last');
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
    const key = s ? `${this.turnOf(s)}:${s.view.proposals.length}:${s.view.phase}:${s.you.plot?.card ?? ''}:${s.you.plot?.mustUse ?? ''}:${s.view.hunter?.investigations.length ?? 0}` : '';
    if (key !== this.choiceFor) {
      this.choiceFor = key;
      this.choice = null;
      this.choiceError = '';
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
          ? this.renderSeat(s)
          : connection?.credential
            ? html`<h2 id="phone-heading" tabindex="-1">${msg('Your phone')}</h2>
                <p class="status" id="phone-connection">${connectionText(connection.status)}</p>`
            : this.lobby
              ? this.renderLobby(this.lobby)
              : this.renderJoin()}
      </main>
    `;
  }

  private renderJoin() {
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

  private renderLobby(lobby: RoomLobby) {
    return html`<section aria-labelledby="seat-heading">
      <h2 id="seat-heading" tabindex="-1">${msg('Choose your seat')}</h2>
      <p class="status" id="seat-notice">${this.notice}</p>
      <p>${joinCodeText(lobby.code)} ${msg('Choose your own name: this phone then shows your card, and only yours.')}</p>
      <p class="error" id="join-error">${this.error}</p>
      <ul class="seat-list" id="seat-choices">
        ${lobby.seats.map(
          (seat) => html`<li ?data-connected=${!seat.claimed}>
            <button
              type="button"
              id="seat-claim-${seat.seat}"
              class=${seat.claimed ? '' : 'primary'}
              aria-disabled=${seat.claimed ? 'true' : 'false'}
              @click=${() => void this.claim(seat.seat, seat.claimed)}
            >
              ${seat.claimed ? msg(str`${seat.name}, seat ${seat.seat + 1}: taken by another phone`) : msg(str`I am ${seat.name}, seat ${seat.seat + 1}`)}
            </button>
          </li>`,
        )}
      </ul>
      <div class="actions">
        <button type="button" id="seat-refresh" @click=${() => void this.lookup(lobby.code, true)}>${msg('Update the list of seats')}</button>
        <button
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
        </button>
      </div>
    </section>`;
  }

  private renderSeat(s: SeatSnapshot) {
    const view = s.view;
    const name = view.players[s.seat]!;
    const board = s.board;
    return html`
      <h2 id="phone-heading" tabindex="-1">${msg(str`${name}'s phone, seat ${s.seat + 1}`)}</h2>
      <p class="status" id="phone-connection">${connectionText(this.connection!.status)}</p>
      <div class="actions">
        <button type="button" id="phone-hide" @click=${() => void this.setHidden(!this.screenHidden)}>
          ${this.screenHidden ? msg('Show my private screen') : msg('Hide my private screen')}
        </button>
      </div>
      ${this.renderNow(s, board)}
      ${this.screenHidden
        ? html`<section aria-labelledby="private-heading" id="phone-private-hidden">
            <h2 id="private-heading" tabindex="-1">${msg('Your card')}</h2>
            <p>${msg('Hidden: nothing private is on the screen. "Show my private screen" brings it back.')}</p>
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
    const reverser = view.modules?.reverser ? reverserPhrase(view.reverser !== null) : '';
    const mission = (proposalIndex: number) => view.proposals[proposalIndex]?.mission ?? 0;
    return html`<section aria-labelledby="private-heading" id="phone-private" class="private-card" data-private>
      <h2 id="private-heading" tabindex="-1">${msg('Your card')}</h2>
      <ul id="phone-reveal">
        ${entries.map((entry, i) => html`<li>${revealPhrase(view.players, entry, i + 1, entries.length)}${entry.self && reverser ? ' ' + reverser : ''}</li>`)}
      </ul>
      ${view.character && view.side && (view.character === 'resistance-defector' || view.character === 'spy-defector') && view.loyalty?.switches
        ? html`<p id="phone-side-now">${sideNowPhrase(view.side)}</p>`
        : nothing}
      ${view.investigations.length > 0
        ? html`<h3>${msg('What you learnt by investigating')}</h3>
            <ul id="phone-investigations">
              ${view.investigations.map(
                (seen, i) =>
                  html`<li id=${i === view.investigations.length - 1 ? 'phone-investigation-last' : nothing} tabindex="-1">${investigationPhrase(view.players[seen.target]!, seen.card)}</li>`,
              )}
            </ul>`
        : nothing}
      ${(view.plotLooks ?? []).length > 0
        ? html`<h3>${msg('What you learnt from plot cards')}</h3>
            <ul id="phone-plot-looks">
              ${view.plotLooks.map(
                (seen, i) =>
                  html`<li id=${i === view.plotLooks.length - 1 ? 'phone-plot-look-last' : nothing} tabindex="-1">
                    ${plotCardName(seen.via)}: ${loyaltyCardPhrase(view.players[seen.target]!, seen.side)}
                  </li>`,
              )}
            </ul>`
        : nothing}
      ${MODULE_SCREENS.map((m) => m.phoneLearnt?.(view) ?? nothing)}
      ${s.you.looks.length > 0
        ? html`<h3>${msg('Mission cards you looked at')}</h3>
            <ul id="phone-looks">
              ${s.you.looks.map(
                (seen, i) =>
                  html`<li id=${i === s.you.looks.length - 1 ? 'phone-look-last' : nothing} tabindex="-1">
                    ${msg(str`Mission ${mission(seen.proposalIndex)}:`)} ${missionCardSeenText(view.players[seen.target]!, seen.card)}
                  </li>`,
              )}
            </ul>`
        : nothing}
      ${s.you.setAside.length > 0
        ? html`<h3>${msg('Cards you set aside as the leader')}</h3>
            <ul id="phone-set-aside">
              ${s.you.setAside.map(
                (note, i) =>
                  html`<li id=${i === s.you.setAside.length - 1 ? 'phone-set-aside-last' : nothing} tabindex="-1">
                    ${msg(str`Mission ${mission(note.proposalIndex)}:`)} ${setAsideText(note.card)}
                  </li>`,
              )}
            </ul>`
        : nothing}
    </section>`;
  }

  /** What happens now, and this seat's own step when it has one. */
  private renderNow(s: SeatSnapshot, board: PublicView) {
    const view = s.view;
    const turn = this.turnOf(s);
    const privateTurn = PRIVATE_TURNS.includes(turn);
    const secretChoice = turn === 'vote' || turn === 'card' || turn === 'set-aside' || turn === 'show-card';
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
    return html`<section aria-labelledby="now-heading">
      <h2 id="now-heading" tabindex="-1">${view.phase === 'over' ? msg('Game over') : msg('Now')}</h2>
      <p id="now-text">${roomNowText(board, s.progress)}</p>
      ${view.phase === 'over' && s.endReveal ? html`<p id="phone-spies">${spiesWereText(view.players, s.endReveal.spies)}</p>` : nothing}
      <p class="error" id="phone-error">${this.error}</p>
      ${board.plot ? html`<p id="phone-plot-held">${plotHeldText(board)}</p>` : nothing}
      ${this.renderWait(s, board)}
      ${turn === 'plot' ? this.renderPlot(s) : nothing}
      ${turn === 'plot-hand'
        ? plotHandover({
            prefix: 'phone',
            view: board,
            draw: this.ownAsk(s, 'plot-draw'),
            give: this.ownAsk(s, 'plot-give'),
            busy: this.busy,
            heading: msg('You lead: your plot cards'),
            onDraw: () => void this.send('game:plot-draw', {}, NEXT_PLOT_HAND),
            onGive: (index, card, to) => {
              if (to === null) this.fail(msg('Choose a player first.'), `#phone-plot-give-${index}-to`);
              else void this.send('game:plot-give', { card, to }, NEXT_PLOT_HAND);
            },
          })
        : nothing}
      ${this.renderWaits(s)}
      ${privateTurn && this.screenHidden
        ? html`<p class="status" id="phone-turn-hidden">${msg('It is your turn: show your private screen to choose.')}</p>`
        : secretChoice
          ? this.renderChoice(turn, s)
          : privateTurn
            ? this.renderRoleStep(turn, s)
            : this.screenHidden
              ? nothing
              : this.renderSealed(s)}
      ${this.screenHidden ? nothing : this.renderOptional(s)}
      ${turn === 'investigate'
        ? html`<rs-investigation
            .view=${board}
            .seats=${(this.ownAsk(s, 'investigate')?.options?.seats as Seat[] | undefined) ?? null}
            .early=${false}
            rooms
            @rs-investigation=${(e: CustomEvent<InvestigationDetail>) =>
              void this.send('game:role-step', { type: 'investigation', target: e.detail.target }, '#now-heading')}
          ></rs-investigation>`
        : nothing}
      ${turn === 'propose'
        ? html`<rs-room-propose
            .view=${board}
            .busy=${this.busy}
            heading=${msg('You lead: propose a team')}
            @rs-room-propose=${(e: CustomEvent<RoomProposeDetail>) =>
              void this.send('game:propose', proposeBody(view.variants.includes('targeting'), e.detail), '#now-heading')}
          ></rs-room-propose>`
        : nothing}
      ${MODULE_SCREENS.map((m) => {
        const step = turn === null ? undefined : m.phoneSteps?.[turn];
        return step ? step(board, this.moduleSend, this.screenHidden) : nothing;
      })}
    </section>`;
  }

  /**
   * Whom this seat waits for before its own step (public): another holder deciding about a plot
   * card (R-PLOT-4), or with secret votes the Opinion Makers, who vote first (R-PLOT-3).
   */
  private renderWait(s: SeatSnapshot, board: PublicView) {
    const turn = s.plotTurn;
    if (turn && turn.seat !== s.seat) {
      return html`<p id="phone-plot-turn">${msg(str`${board.players[turn.seat]!} decides on their phone about ${plotCardName(turn.card)}.`)}</p>`;
    }
    if (board.phase !== 'vote' || s.you.mustVote || s.you.vote !== null) return nothing;
    const voted = new Set((s.progress?.opinions ?? []).map((o) => o.seat));
    const makers = [...new Set((board.plot?.held ?? []).filter((h) => h.card === 'opinion-maker' && !voted.has(h.seat)).map((h) => h.seat))];
    return makers.length > 0
      ? html`<p id="phone-plot-turn">${msg(str`Opinion Maker: ${nameList(board.players, makers)} choose and reveal their votes first, before the others choose theirs.`)}</p>`
      : nothing;
  }

  /**
   * This seat decides about a plot card now (R-PLOT-3, R-PLOT-4): the card, its effect, on whom it
   * acts when it needs a target (Take Responsibility: which card of whom), then "Use", or "Do not
   * use" for a one-use card. Plot cards are face up: the prompt is public, shown even when the
   * private screen is hidden.
   */
  private renderPlot(s: SeatSnapshot) {
    const plot = s.you.plot!;
    return plotDecision({
      prefix: 'phone',
      view: s.board,
      card: plot.card,
      mustUse: plot.mustUse,
      targets: plot.targets,
      holder: null,
      choice: this.choice,
      error: this.choiceError,
      busy: this.busy,
      onPick: (value) => this.pick(value),
      onMissing: () => {
        this.choiceError = plotChoiceMissingText(plot.card);
        this.querySelector<HTMLInputElement>('input[name="phone-plot-target"]')?.focus();
      },
      onUse: (body) => {
        this.choiceError = '';
        // A look of this seat's own (Overheard Conversation, Keeping a Close Eye on You): focus goes to
        // what it learnt, on the private screen when it shows.
        const look = plot.card === 'overheard-conversation' ? '#phone-plot-look-last' : plot.card === 'keeping-a-close-eye' ? '#phone-look-last' : null;
        this.ownLook = look !== null;
        void this.send('game:plot-use', body, look && !this.screenHidden ? look : '#now-heading').then((ok) => {
          if (!ok) this.ownLook = false;
        });
      },
      onPass: () => void this.send('game:plot-pass', { card: plot.card }, '#now-heading'),
    });
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
    return text ? html`<p id="phone-sealed" class="status" tabindex="-1">${text}</p>` : nothing;
  }

  /** A radio of this phone's choice (secret choice or plot target) is picked: it clears the error. */
  private pick(value: string): void {
    this.choice = value;
    this.choiceError = '';
  }

  /**
   * The secret choice of this seat's turn, with the form the one-device private turn uses
   * (secret-choice.ts): the vote, the mission card (the cards the engine's ask offers: Reverse,
   * Chief Fail, the same for every team member), the card to set aside, the loyalty card to show.
   */
  private renderChoice(turn: Turn, s: SeatSnapshot) {
    const view = s.view;
    const players = view.players;
    const proposal = view.proposals[view.proposals.length - 1];
    const cardAsk = this.ownAsk(s, 'card');
    const loyalty = (this.ownAsk(s, 'show-card')?.options?.['loyalty'] as HunterLoyalty[] | undefined) ?? [];
    const count = s.progress?.of ?? 0;
    const kind = turn === 'vote' ? 'vote' : turn === 'card' ? 'card' : turn === 'show-card' ? 'show-card' : 'set-aside';
    const options: [string, string][] =
      kind === 'set-aside'
        ? setAsideChoices(count)
        : kind === 'vote'
          ? voteChoices()
          : kind === 'show-card'
            ? loyalty.map((card, i): [string, string] => [String(i), hunterLoyaltyName(card)])
            : missionCardChoices(cardAsk?.options?.missionCards ?? ['success', 'fail']);
    const context =
      kind === 'set-aside'
        ? setAsideContext(count)
        : kind === 'show-card'
          ? showCardContext()
          : !proposal
            ? ''
            : kind === 'vote'
              ? voteContext(players, proposal)
              : // R-PLOT-3: In the Spotlight (public: the card was used in the open).
                cardContext(players, proposal, s.board.plot?.spotlight.includes(s.seat) ?? false);
    return secretChoiceForm({
      prefix: 'phone',
      kind,
      context,
      options,
      checked: this.choice,
      error: this.choiceError,
      busy: this.busy,
      onPick: (value) => this.pick(value),
      onSubmit: (e: Event) => this.seal(e, turn, s),
    });
  }

  /**
   * A hidden role's own step on its private screen (issue 17): the Assassin names the Commander
   * (R-ASN-END), the Hunter accuses (R-HUN-ACC); with the components the shared device uses.
   */
  private renderRoleStep(turn: Turn, s: SeatSnapshot) {
    const board = s.board;
    if (turn === 'assassinate') {
      return html`<div data-private>
        <rs-assassination
          .view=${board}
          .seats=${(this.ownAsk(s, 'assassinate')?.options?.seats as Seat[] | undefined) ?? null}
          @rs-assassination=${(e: CustomEvent<AssassinationDetail>) =>
            void this.send('game:role-step', { type: 'assassination', target: e.detail.target }, '#now-heading')}
        ></rs-assassination>
      </div>`;
    }
    if (turn === 'accuse') {
      return html`<div data-private>
        <rs-accusation
          .view=${board}
          kind="accusation"
          .seats=${(this.ownAsk(s, 'accuse')?.options?.seats as Seat[] | undefined) ?? null}
          @rs-accusation=${(e: CustomEvent<AccusationDetail>) =>
            void this.send('game:role-step', { type: 'accusation', target: e.detail.target }, '#now-heading')}
        ></rs-accusation>
      </div>`;
    }
    return nothing;
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
    if (open) {
      const type = open.kind === 'brand' ? 'branding' : 'early-accusation';
      return html`<div data-private>
        <rs-accusation
          .view=${s.board}
          kind=${type}
          .seats=${(open.options?.seats as Seat[] | undefined) ?? null}
          @rs-accusation=${(e: CustomEvent<AccusationDetail>) => void this.send('game:role-step', { type, target: e.detail.target }, '#now-heading')}
          @rs-accusation-cancel=${() => void this.closeOptional()}
        ></rs-accusation>
      </div>`;
    }
    return html`<div class="actions" data-private>
      ${asks.map(
        (a) => html`<button type="button" id="phone-optional-${a.kind}" @click=${() => void this.openOptional(a.kind)}>
          ${a.kind === 'brand' ? msg('Brand a player as the Pretender (Deep Agent)') : msg('Accuse early (Spy Hunter)')}
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
    (this.querySelector<HTMLElement>(`#phone-optional-${kind}`) ?? this.querySelector<HTMLElement>('#now-heading'))?.focus();
  }

  /** Who the room waits for, from the engine's public asks (a hidden role's step names no one). */
  private renderWaits(s: SeatSnapshot) {
    const lines = s.asks.filter((a) => a.seat !== s.seat).flatMap((a) => {
      const text = askWaitText(a, s.board);
      return text ? [text] : [];
    });
    return lines.length > 0 ? html`<ul id="phone-waits">${lines.map((text) => html`<li>${text}</li>`)}</ul>` : nothing;
  }
}

/** The turns of a hidden role: said and shown only while the private screen shows. */
function hiddenTurn(turn: Turn): boolean {
  return turn === 'assassinate' || turn === 'accuse';
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

declare global {
  interface HTMLElementTagNameMap {
    'rs-room-phone': RsRoomPhone;
  }
}
