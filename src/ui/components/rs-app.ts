import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { msg, str } from '@lit/localize';
// Direct module imports, not the engine's index (start-up budget, docs/performance.md). The engine's
// reducer, views and records, the session and the game's sentences are not imported here: they
// load with the game screen (game-screen.ts, see `loadGame`).
import { teamSize } from '../../engine/tables.ts';
import type { GameEvent, GameRecord, GameState, HunterLoyalty, HunterMissionChoice, MissionChoice, PublicView, Seat } from '../../engine/index.ts';
import type { GameSession } from '../../session/game-session.ts';
import { DB_NAME } from '../../storage/db.ts';
import { openGameStore, requestPersistence } from '../../storage/open-store.ts';
import { StorageError } from '../../storage/types.ts';
import type { GameStore, SavedGameMeta, StorageProblem, UiState } from '../../storage/types.ts';
import { announcer } from '../announcer.ts';
import { LightElement } from '../light-element.ts';
import { cryptoRandomInt } from '../random.ts';
import { initialLanguage, language, useLanguage } from '../locale.ts';
import { loadSettings } from '../settings.ts';
import type { Language, Settings } from '../settings.ts';
import { applySettings } from '../apply-settings.ts';
import { openModal } from '../modal.ts';
import { phaseRule } from '../phase-rule.ts';
import { consequenceText, everyone, storageErrorText, usePlotText, useRoleText } from '../text.ts';
import type { StartDetail } from './rs-setup.ts';
import type { RsSavedGames } from './rs-saved-games.ts';
import type { RsVoteHistory } from './rs-vote-history.ts';
import type { RsShortcutsHelp } from './rs-shortcuts-help.ts';

import './rs-setup.ts';
import './rs-saved-games.ts';
import './rs-import.ts';
import type { PrivateDoneDetail, PrivateProgressDetail } from './rs-private-turns.ts';
import type { PlotFlow } from './plot-flow.ts';

/** The game screen's module (game-screen.ts): its components, the session, the engine and the game's sentences. */
type GameModule = typeof import('./game-screen.ts');

/** A step component: the element that owns the current step and knows its first control. */
interface StepElement extends HTMLElement {
  focusFirst(): void;
  updateComplete?: Promise<unknown>;
}

/** The app's version (set by the build; 'dev' where no build ran, as in the browser tests). */
export const APP_VERSION: string = (import.meta.env as ImportMetaEnv | undefined)?.VITE_APP_VERSION ?? 'dev';

import type { Flow } from './flow.ts';

/** Messages between tabs of the app about saved games. */
interface TabMessage {
  type: 'game-changed';
  id: string;
  eventCount: number;
}

/**
 * The app in table mode: the home screen (saved games, new game, import), then the game screen
 * with the "where are we" summary, the current step (propose, vote, mission, game over), undo and
 * redo, export, the board and the vote history.
 *
 * - Every action goes through the session: the engine validates it, the store saves it in one
 *   transaction, then its consequences are announced as one sentence and focus moves to the first
 *   control of the next step.
 * - A reload, a crash or a killed tab reopens the same game at the same step, with focus on the
 *   same control and unsent ticks restored (kept in the store's UI state).
 * - The summary is always on the page and is spoken on demand by its button or Alt+W; Ctrl+Z and
 *   Ctrl+Shift+Z (or Ctrl+Y) undo and redo outside text fields.
 * - Only the public view of the game is rendered: nothing secret reaches the DOM.
 */
@customElement('rs-app')
export class RsApp extends LightElement {
  /** IndexedDB database name (tests give each app its own). */
  @property({ attribute: 'db-name' }) dbName = DB_NAME;

  @state() private store: GameStore | null = null;
  @state() private session: GameSession | null = null;
  @state() private games: SavedGameMeta[] = [];
  @state() private problems: StorageProblem[] = [];
  /** What the app knows of how games are kept (persistent, may be cleared, memory only). */
  @state() private storageStatus = '';
  /** Bumped on every change, so the keyed step element is fresh for each step. */
  @state() private revision = 0;
  /** The sentence of the last refused action or storage problem, shown at the top of main. */
  @state() private error = '';
  /** Set when the open game could no longer be saved and lives in memory only. */
  @state() private storageWarning = '';
  /** Call to switch to the waiting new version of the app (service worker), when there is one. */
  @state() private pendingUpdate: (() => Promise<void>) | null = null;

  /** Whether the settings dialog has been opened (its component is loaded then). */
  @state() private settingsOpen = false;
  /** False until the language is loaded: nothing is rendered in a language the user did not choose. */
  @state() private languageReady = false;

  /** The private-turn flow under way outside the game's phases, if any (issue 4). */
  @state() private flow: Flow | null = null;
  /** True while a private screen shows: everything else of the game screen is taken away. */
  @state() private privateOpen = false;
  /** The settings of this device (issue 9): display, announcements, speech, vibration, idle time. */
  @state() private settings: Settings = loadSettings();
  /** Seconds without input after which a private screen hides (the device setting; tests set a small value). */
  @property({ type: Number, attribute: 'private-idle-seconds' }) privateIdleSeconds: number = this.settings.privateIdleSeconds;
  /** Seats that chose to feel the reveal's answers as vibrations, for this game. */
  private vibrating = new Set<Seat>();
  /** An update notice that arrived while a private screen showed, said once it hides. */
  private updateUnannounced = false;

  /** Unsent input of the current step, restored into the step after a reload. */
  private draft: UiState['draft'] = null;
  private focusSelector: string | null = null;
  /** True while afterChange moves focus (it saves the new focus itself). */
  private movingFocus = false;
  private channel: BroadcastChannel | null = null;
  private pending: Promise<void> = Promise.resolve();
  private readyResolve!: () => void;
  /** Resolves once the saved games are read and the first screen is shown. */
  readonly ready: Promise<void> = new Promise((resolve) => (this.readyResolve = resolve));

  private readonly onKeydown = (event: KeyboardEvent): void => {
    if (this.privateOpen) return; // no shortcut over a private screen
    const target = event.target as HTMLElement | null;
    const typing = (target instanceof HTMLInputElement && (target.type === 'text' || target.type === 'number')) || target instanceof HTMLTextAreaElement;
    const alt = event.altKey && !event.ctrlKey && !event.metaKey;
    if (alt && event.code === 'KeyW') {
      event.preventDefault();
      this.speakSummary();
      return;
    }
    if (alt && event.code === 'KeyN' && this.session) {
      event.preventDefault();
      this.focusStep(this.stepElement());
      return;
    }
    if (alt && event.code === 'KeyR' && this.session) {
      event.preventDefault();
      this.focusHistory();
      return;
    }
    if (event.key === '?' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      this.run(() => this.showShortcuts());
      return;
    }
    if (!this.session || typing || !(event.ctrlKey || event.metaKey) || event.altKey) return;
    if (event.code === 'KeyZ' && !event.shiftKey) {
      event.preventDefault();
      this.run(() => this.undo());
    } else if ((event.code === 'KeyZ' && event.shiftKey) || event.code === 'KeyY') {
      event.preventDefault();
      this.run(() => this.redo());
    }
  };

  /**
   * The rule that matters now, for the rules reference to open at (issue 9): the setup (R-SET-1),
   * the reveal (R-REV-1 with physical cards, R-REV-2 when the app deals), team building (R-TEAM-1,
   * or R-VAR-TGT with Targeting), the vote (R-VOTE-1, or R-VOTE-4 when a fifth rejection would end
   * the game), the mission (R-MIS-1, or R-MIS-4 when it needs two Fail cards), the end (R-END-1).
   */
  private currentRule(): string {
    const state = this.session?.state;
    if (!state) return 'R-SET-1';
    if (this.flow?.kind === 'inquisition') return 'R-INQ-2';
    if (this.flow?.kind === 'trapper') return 'R-TRP-2';
    if (this.flow?.kind === 'intro' || this.flow?.kind === 'reveal' || this.flow?.kind === 'review') return 'R-REV-2';
    const plotRule = this.plotFlow?.currentRule(state);
    if (plotRule) return plotRule;
    if (state.phase === 'proposal' && state.events.length === 0 && !state.setup.spies) return 'R-REV-1';
    return phaseRule({
      phase: state.phase,
      variants: state.setup.variants,
      voteTrack: state.voteTrack,
      players: state.setup.players.length,
      mission: state.proposals[state.proposals.length - 1]?.mission,
    });
  }

  /** Opens the rules reference at the rule that matters now (its component is loaded on first use). */
  private async openRules(): Promise<void> {
    await import('./rs-rules.ts');
    const rules = this.querySelector<HTMLElement & { show(rule?: string): Promise<void>; updateComplete: Promise<unknown> }>('rs-rules');
    await rules?.updateComplete;
    await rules?.show(this.currentRule());
  }

  /** Opens the keyboard shortcuts dialog (its component is loaded on first use). */
  private async showShortcuts(): Promise<void> {
    await import('./rs-shortcuts-help.ts');
    const help = this.querySelector<RsShortcutsHelp>('rs-shortcuts-help');
    await help?.updateComplete;
    if (help && !help.open) await help.show();
  }

  /** Moves focus to the vote history (its table's region, or its heading when it is empty). */
  private focusHistory(): void {
    const region = this.querySelector<HTMLElement>('rs-vote-history .table-scroll');
    if (region) {
      region.focus();
      return;
    }
    const heading = this.querySelector<HTMLElement>('#history-heading');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }

  private readonly onUpdateWaiting = (event: Event): void => {
    const detail = (event as CustomEvent<{ update: () => Promise<void> }>).detail;
    this.pendingUpdate = detail.update;
    if (this.privateOpen) {
      this.updateUnannounced = true;
      return;
    }
    announcer.announce(msg('A new version of the app is ready. Use "Update the app" when it suits you; the game is kept.'));
  };

  override connectedCallback(): void {
    super.connectedCallback();
    announcer.connect();
    document.addEventListener('keydown', this.onKeydown);
    window.addEventListener('rs-update-waiting', this.onUpdateWaiting);
    void this.boot();
  }

  override disconnectedCallback(): void {
    document.removeEventListener('keydown', this.onKeydown);
    window.removeEventListener('rs-update-waiting', this.onUpdateWaiting);
    this.channel?.close();
    this.store?.close();
    super.disconnectedCallback();
  }

  /** The public view of the running game, or `null` on the home screen. */
  get view(): PublicView | null {
    return this.session && this.game ? this.game.viewFor(this.session.state, 'public') : null;
  }

  /** Opens the store, says how games are kept, and reopens the game the user was in, if any. */
  private async boot(): Promise<void> {
    applySettings(this.settings);
    // The language first (the saved choice, else the browser's), so nothing is said in another.
    await useLanguage(initialLanguage()).catch(() => useLanguage('en'));
    this.languageReady = true;
    const store = await openGameStore({
      name: this.dbName,
      onClosed: () => this.showError(new StorageError('closed', 'closed for an upgrade in another tab')),
      onBlocked: () => {
        this.error = msg('Another tab of this app is still open with an older version: close it so saved games can open here.');
        announcer.announce(this.error, 'assertive');
      },
    });
    this.store = store;
    if (store.kind === 'memory') {
      this.storageStatus = storageErrorText(new StorageError('unavailable', store.unavailableReason ?? ''));
    } else {
      const persistence = await requestPersistence();
      this.storageStatus =
        persistence === 'persisted'
          ? msg('Games are saved on this device, and the browser agreed to keep them.')
          : persistence === 'not-persisted'
            ? msg('Games are saved on this device; the browser may still clear them if it runs short of space, so download the records you want to keep.')
            : msg('Games are saved on this device; this browser does not say whether it will keep them.');
    }
    if ('BroadcastChannel' in window) {
      this.channel = new BroadcastChannel(`rs-games:${this.dbName}`);
      this.channel.onmessage = (event: MessageEvent<TabMessage>) => this.run(() => this.onTabMessage(event.data));
    }
    const ui = await store.getUi().catch(() => null);
    if (ui?.gameId) {
      try {
        const { GameSession } = await this.loadGame();
        this.session = await GameSession.open(store, ui.gameId);
        this.watchSession();
        this.draft = ui.draft && ui.draft.eventCount === this.session.state.events.length ? ui.draft : null;
        const flow = (this.draft?.value as { flow?: Flow } | null)?.flow;
        if (flow && (flow.kind === 'intro' || flow.kind === 'reveal') && this.session.state.setup.spies) this.flow = flow;
        this.focusSelector = ui.focus;
        await this.loadFor(this.session.state);
        this.revision++;
        this.updateTitle();
        await this.updateComplete;
        await this.stepElement()?.updateComplete;
        this.restoreFocus(ui.focus);
        announcer.announce(msg('Game reopened where you left it.') + ' ' + this.summary());
      } catch (error) {
        this.session = null;
        this.showError(error);
      }
    }
    if (!this.session) await this.refreshGames();
    // Loaded after the first screen: the shortcuts list (its button is in the footer).
    this.readyResolve();
  }

  private async refreshGames(): Promise<void> {
    if (!this.store) return;
    try {
      const { games, problems } = await this.store.list();
      this.games = games;
      this.problems = problems;
    } catch (error) {
      this.showError(error);
    }
  }

  /** Says the "where are we" summary (also on the page), or what to do on the home screen. */
  speakSummary(): void {
    this.say(this.session ? this.summary() : msg('No game open: start a new game or resume a saved one.'));
  }

  private summary(): string {
    const state = this.session!.state;
    const game = this.game!;
    return game.summaryText(state, game.viewFor(state, 'public'));
  }

  private watchSession(): void {
    const session = this.session!;
    session.onNotice = (notice) => {
      // Stays on the page (unlike a refused action's error) until the game is closed.
      this.storageStatus = storageErrorText(notice.error);
      this.storageWarning = this.storageStatus;
      announcer.announce(this.storageWarning, 'assertive');
    };
  }

  private async start(detail: StartDetail): Promise<void> {
    if (!this.store) return;
    const { currentMission, drawFirstLeader, GameSession } = await this.loadGame();
    const drawn = detail.firstLeader === 'random';
    const firstLeader: number =
      detail.firstLeader === 'random' ? drawFirstLeader(detail.players.length, cryptoRandomInt) : detail.firstLeader;
    const dealt = detail.cards === 'app';
    const engine = dealt ? await import('../../engine/private.ts') : null;
    // R-SET-3: with role modules the app deals the modules' character cards (issue 7).
    const deal = dealt && detail.roles ? (await import('../../engine/roles.ts')).dealRoles(detail.players.length, detail.roles, cryptoRandomInt) : null;
    const spies = deal ? deal.spies : engine ? engine.dealSpies(detail.players.length, cryptoRandomInt) : null;
    const plain = (seat: Seat): boolean => !deal || deal.roles[seat] === 'resistance' || deal.roles[seat] === 'spy';
    try {
      this.session = await GameSession.create(this.store, {
        players: detail.players,
        firstLeader,
        variants: detail.variants,
        mission5Rule: detail.mission5Rule,
        secretVotes: detail.secretVotes,
        modules: detail.modules,
        // R-SET-3: the app deals with crypto.getRandomValues; never shown on the shared screen.
        spies,
        // R-REVS-1: the Reverser cards replace plain cards, dealt the same way.
        reversers: engine && spies && detail.modules?.reverser ? engine.dealReversers(detail.players.length, spies, { resistance: detail.modules.reverser.resistance ?? false, spy: detail.modules.reverser.spy ?? false }, cryptoRandomInt, plain) : null,
        roles: detail.roles,
        characters: deal ? deal.roles : null,
      });
    } catch (error) {
      this.showError(error);
      return;
    }
    this.watchSession();
    this.vibrating = new Set();
    const leader = detail.players[firstLeader]!;
    const state = this.session.state;
    const intro = drawn
      ? msg(str`Game started with ${detail.players.length} players. First leader, drawn at random: ${leader}.`)
      : msg(str`Game started with ${detail.players.length} players. First leader: ${leader}.`);
    if (dealt) {
      this.flow = { kind: 'intro' };
      this.draft = { eventCount: 0, value: { flow: this.flow } };
      await this.afterChange(
        `${intro} ${msg('The app has dealt the cards. Read how to keep your turn private, practise if you like, then start the reveal.')}`,
        'polite',
        true,
      );
      return;
    }
    const mission = currentMission(state);
    const next = mission
      ? msg(str`${leader} proposes a team of ${teamSize(detail.players.length, mission)} for mission ${mission}.`)
      : msg(str`${leader} chooses a mission and proposes a team.`);
    await this.afterChange(`${intro} ${next}`, 'polite');
  }

  /** Starts the card-passing reveal (R-REV-2): every seat in turn, from the leader. */
  private async startReveal(): Promise<void> {
    const session = this.session;
    if (!session) return;
    this.flow = { kind: 'reveal', seats: this.privateEngine!.revealOrder(session.state), start: 0 };
    this.draft = { eventCount: session.state.events.length, value: { flow: this.flow } };
    const first = session.state.setup.players[session.state.setup.firstLeader]!;
    await this.afterChange(msg(str`The reveal starts with the leader, ${first}.`), 'polite', true);
  }

  /** Keeps the reveal's progress (no secret: how many turns are over) for a reload. */
  private onPrivateProgress(detail: PrivateProgressDetail): void {
    const flow = this.flow;
    if (!this.session || !flow || (flow.kind !== 'reveal' && flow.kind !== 'review')) return;
    if (flow.kind === 'review') return;
    this.draft = { eventCount: this.session.state.events.length, value: { flow: { ...flow, start: detail.done } } };
    this.run(() => this.saveUi(this.focusSelector));
  }

  /** A reveal or review is over (or left from a hand-over screen): back to the game. */
  private async endFlow(completed: boolean): Promise<void> {
    const flow = this.flow;
    if (!this.session || !flow) return;
    this.flow = null;
    const next = this.summary();
    let text: string;
    if (flow.kind === 'reveal') {
      text = completed
        ? msg('Every player has seen their card.') + ' ' + next
        : msg('The reveal was left before everyone had their turn: anyone who missed it can use "Look at my card again".') +
          ' ' +
          next;
    } else {
      text = msg('Back to the board.') + ' ' + next;
    }
    await this.afterChange(text, 'polite');
  }

  /** One player asks to look at their card again: chosen publicly, then the same hand-over. */
  private async startReview(seat: Seat | null): Promise<void> {
    const session = this.session;
    if (!session) return;
    if (seat === null) {
      this.flow = { kind: 'review-choose' };
      await this.afterChange(msg('Who wants to look at their card again?'), 'polite', true);
      return;
    }
    this.flow = { kind: 'review', seats: [seat], start: 0 };
    await this.afterChange(
      msg(str`Pass the phone to ${session.state.setup.players[seat]!} to look at their card again.`),
      'polite',
      true,
    );
  }

  /**
   * Records the Inquisitor's check (R-INQ-2); when the app holds the roles, the Inquisitor then
   * takes a private turn to see the checked player's loyalty (in their own view only).
   */
  private async inquire(target: Seat): Promise<void> {
    const session = this.session;
    const by = session?.state.inquisitor?.holder;
    if (!session || by === undefined) return;
    await this.record({ type: 'inquisition', target });
    const last = session.state.inquisitor?.checks[session.state.inquisitor.checks.length - 1];
    if (!session.state.setup.spies || !last || last.by !== by || last.target !== target) return;
    this.flow = { kind: 'inquisition', seats: [by], start: 0 };
    const name = session.state.setup.players[by]!;
    await this.afterChange(msg(str`Pass the phone to ${name}, the Inquisitor, to see the loyalty card.`), 'polite', true);
  }

  /**
   * The team's secret cards when the Trapper's leader has yet to set one aside (R-TRP-2): in
   * memory only, with the face-down order shuffled with `crypto.getRandomValues`.
   */
  private trapperPending: { cards: Map<Seat, HunterMissionChoice>; order: Seat[] } | null = null;

  /** The leader set aside the card at `pick`: the others are counted and revealed (R-TRP-2). */
  private async finishTrapper(pick: number): Promise<void> {
    const session = this.session;
    const pending = this.trapperPending;
    if (!session || !pending) return;
    this.trapperPending = null;
    this.flow = null;
    let event: GameEvent;
    try {
      event = this.privateEngine!.secretMissionEvent(session.state, pending.cards, { setAside: pending.order[pick]! });
    } catch (error) {
      this.showError(error);
      return;
    }
    await this.record(event);
  }

  /** Every secret vote or card is in: reveal them at once as one event (R-VOTE-1, R-MIS-1). */
  private async finishSecret(detail: PrivateDoneDetail): Promise<void> {
    if (!this.session) return;
    // Plot cards: Opinion Maker's open votes join the secret ones; Keeping a Close Eye on You comes first.
    const next = this.plotFlow ? await this.plotFlow.beforeFinish(detail) : detail;
    if (next) await this.finishMission(next);
  }

  /** The mission's cards are all played (and looked at): the Trapper's leader, or the reveal. */
  private async finishMission(detail: PrivateDoneDetail): Promise<void> {
    const session = this.session;
    if (!session) return;
    if (detail.kind === 'mission' && session.state.setup.modules?.trapper) {
      // R-TRP-2: before anything is revealed, the leader picks one face-down card to set aside.
      const cards = detail.cards ?? new Map<Seat, HunterMissionChoice>();
      const order = [...cards.keys()];
      for (let i = order.length - 1; i > 0; i--) {
        const j = cryptoRandomInt(i + 1);
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      this.trapperPending = { cards, order };
      this.flow = { kind: 'trapper', seats: [session.state.leader], start: 0 };
      const leader = session.state.setup.players[session.state.leader]!;
      await this.afterChange(msg(str`Every card is played. Pass the phone to the leader, ${leader}, to set one card aside.`), 'polite', true);
      return;
    }
    let event: GameEvent;
    try {
      event =
        detail.kind === 'vote'
          ? this.privateEngine!.secretVoteEvent(session.state, detail.votes ?? new Map())
          : this.privateEngine!.secretMissionEvent(session.state, detail.cards ?? new Map());
    } catch (error) {
      this.showError(error);
      return;
    }
    await this.record(event);
  }

  /**
   * The loyalty card of this round (R-DEF-V1): recorded, or drawn by the app from what is left of
   * the deck (3 "no change", 2 "switch"). After a "switch" in a game where the app holds the
   * roles, every player takes a private turn to see their side now, so nobody can tell who the
   * Defectors are from who takes the phone.
   */
  private async loyalty(card: 'no-change' | 'switch' | null): Promise<void> {
    const session = this.session;
    const drawn = session?.state.loyalty?.draws;
    if (!session || !drawn) return;
    let revealed = card;
    if (revealed === null) {
      const left = [
        ...Array.from({ length: 3 - drawn.filter((c) => c === 'no-change').length }, () => 'no-change' as const),
        ...Array.from({ length: 2 - drawn.filter((c) => c === 'switch').length }, () => 'switch' as const),
      ];
      revealed = left[cryptoRandomInt(left.length)]!;
    }
    const round = session.state.round as 3 | 4 | 5;
    await this.record({ type: 'loyalty-draw', round, card: revealed });
    const after = session.state.loyalty?.draws;
    if (revealed !== 'switch' || !session.state.setup.characters || after?.length !== drawn.length + 1) return;
    this.flow = { kind: 'loyalty-look', seats: this.privateEngine!.seatsFrom(session.state.leader, session.state.setup.players.length), start: 0 };
    await this.afterChange(msg('Switch: every player now takes a private turn to hear their side, starting with the leader.'), 'polite', true);
  }

  /** Starts a public flow (early accusation, Branding) and says so. */
  private async startFlow(flow: Flow, text: string): Promise<void> {
    this.flow = flow;
    await this.afterChange(text, 'polite', true);
  }

  /**
   * The investigation (R-HUN-INV). With physical cards only the target is recorded. When the app
   * holds the cards: in a game with the Dummy Agent (R-HUN-OPT) every player investigated first
   * chooses in private the card to show (only the Dummy Agent has a choice; the turn looks the
   * same for all); then the investigator sees it in a private turn.
   */
  private async investigate(target: Seat, shown?: HunterLoyalty): Promise<void> {
    const session = this.session;
    const by = session?.state.hunter?.after?.investigator;
    if (!session || by === undefined || by === null) return;
    const characters = session.state.setup.characters;
    if (characters && shown === undefined && session.state.setup.roles?.hunter?.dummyAgent) {
      const { investigationCards } = await import('../../engine/roles.ts');
      const options = investigationCards(characters[target]!, session.state.setup.players.length);
      this.flow = { kind: 'show-card', seats: [target], start: 0, target, options };
      await this.afterChange(msg(str`Pass the phone to ${session.state.setup.players[target]!}, who is investigated.`), 'polite', true);
      return;
    }
    this.flow = null;
    const before = session.state.events.length;
    await this.record(shown === undefined ? { type: 'investigation', target } : { type: 'investigation', target, shown });
    if (!characters || session.state.events.length === before) return;
    this.flow = { kind: 'investigation-look', seats: [by], start: 0 };
    await this.afterChange(msg(str`Pass the phone to ${session.state.setup.players[by]!}, who investigates, to see the card.`), 'polite', true);
  }

  private async open(id: string): Promise<void> {
    if (!this.store) return;
    try {
      const { GameSession } = await this.loadGame();
      this.session = await GameSession.open(this.store, id);
      this.flow = null;
      this.vibrating = new Set();
    } catch (error) {
      this.showError(error);
      await this.refreshGames();
      return;
    }
    this.watchSession();
    await this.afterChange(msg('Game opened.') + ' ' + this.summary(), 'polite');
  }

  private async deleteGame(id: string): Promise<void> {
    if (!this.store) return;
    const index = this.games.findIndex((g) => g.id === id);
    const game = this.games[index];
    try {
      await this.store.remove(id);
    } catch (error) {
      this.showError(error);
      return;
    }
    await this.refreshGames();
    const next = this.games[Math.min(index, this.games.length - 1)] ?? null;
    await this.updateComplete;
    const list = this.querySelector<RsSavedGames>('rs-saved-games');
    await list?.updateComplete;
    if (list) list.focusGame(next?.id ?? null);
    else this.querySelector<StepElement>('rs-setup')?.focusFirst(); // the last game went: the list is gone
    if (game) announcer.announce(msg(str`Deleted the game of ${everyone(game.players)}.`));
  }

  private async importRecord(record: GameRecord): Promise<void> {
    if (!this.store) return;
    try {
      const meta = await this.store.create(record);
      await this.refreshGames();
      await this.updateComplete;
      const list = this.querySelector<RsSavedGames>('rs-saved-games');
      await list?.updateComplete;
      list?.focusGame(meta.id);
      announcer.announce(
        msg(str`Imported the game of ${everyone(meta.players)}. It is now in the saved games.`),
      );
    } catch (error) {
      this.showError(error);
    }
  }

  /**
   * Runs one change of the game through the session (saved first), then tells the other tabs,
   * announces `action`'s sentence (assertive when the game just ended) and moves focus on.
   * `action` returns `null` when nothing changed.
   */
  private async change(action: (session: GameSession) => Promise<string | null>): Promise<void> {
    const session = this.session;
    if (!session) return;
    try {
      const text = await action(session);
      if (text === null) return;
      this.broadcast();
      await this.afterChange(text, session.state.winner ? 'assertive' : 'polite');
    } catch (error) {
      await this.recover(error);
    }
  }

  private record(event: GameEvent): Promise<void> {
    return this.change(async (session) =>
      consequenceText(await session.dispatch(event), this.game!.viewFor(session.state, 'public'), this.settings.announcements === 'brief'),
    );
  }

  /** Undoes the last action, saved first; announces what was taken back. */
  async undo(): Promise<void> {
    if (this.session && !this.session.canUndo) {
      announcer.announce(msg('Nothing to undo.'));
      return;
    }
    await this.change(async (session) => {
      const undone = await session.undo();
      return undone && this.game!.undoneText(undone, session.state);
    });
  }

  /** Redoes the last undone action, saved first. */
  async redo(): Promise<void> {
    if (this.session && !this.session.canRedo) {
      announcer.announce(msg('Nothing to redo.'));
      return;
    }
    await this.change(async (session) => {
      const consequence = await session.redo();
      return consequence && this.game!.redoneText(consequence, this.game!.viewFor(session.state, 'public'));
    });
  }

  /** After a failed action: a conflict reloads the game from the store; anything else is shown. */
  private async recover(error: unknown): Promise<void> {
    if (error instanceof StorageError && error.kind === 'conflict' && this.session) {
      try {
        await this.session.reload();
      } catch (reloadError) {
        this.showError(reloadError);
        return;
      }
      await this.afterChange(storageErrorText(error), 'assertive');
      return;
    }
    this.showError(error);
  }

  private async onTabMessage(message: TabMessage): Promise<void> {
    const session = this.session;
    if (message?.type !== 'game-changed') {
      return;
    }
    if (!session) {
      await this.refreshGames();
      return;
    }
    if (message.id !== session.id || message.eventCount === session.state.events.length) return;
    try {
      await session.reload();
    } catch (error) {
      this.showError(error);
      return;
    }
    await this.afterChange(msg('This game was changed in another tab: the board now shows its latest state.') + ' ' + this.summary(), 'polite');
  }

  private broadcast(): void {
    const session = this.session;
    if (!session) return;
    this.channel?.postMessage({ type: 'game-changed', id: session.id, eventCount: session.state.events.length } satisfies TabMessage);
  }

  private showError(error: unknown): void {
    if (error instanceof StorageError) {
      this.error = storageErrorText(error);
      announcer.announce(this.error, 'assertive');
      return;
    }
    // The sentences of rule errors are loaded when the first one is shown (start-up budget);
    // whenIdle() waits for them, as for any action.
    this.pending = this.pending
      .then(async () => {
        const { ruleErrorText } = await import('../error-text.ts');
        this.error = ruleErrorText(error);
      })
      .catch(() => {
        this.error = msg('Something went wrong; nothing was recorded.');
      })
      .then(() => announcer.announce(this.error, 'assertive'));
  }

  private async home(): Promise<void> {
    this.session = null;
    this.flow = null;
    this.plotFlow = null; // its chances and open votes belong to the game left
    this.privateOpen = false;
    this.storageWarning = '';
    this.error = '';
    this.draft = null;
    this.revision++;
    document.title = msg('The Resistance companion');
    await this.saveUi(null);
    await this.refreshGames();
    await this.updateComplete;
    const setup = this.querySelector<StepElement>('rs-setup');
    await setup?.updateComplete;
    setup?.focusFirst();
    announcer.announce(msg('Home: a new game, and the saved games below it.'));
  }

  private async exportRecord(share: boolean): Promise<void> {
    const session = this.session;
    if (!session) return;
    if (session.state.setup.spies && !session.state.winner) {
      announcer.announce(this.recordLockedText());
      return;
    }
    const { canShareFile, downloadFile, recordFile, shareFile, toRecord } = this.game!;
    const file = recordFile(toRecord(session.state));
    if (share && canShareFile(file)) {
      try {
        const result = await shareFile(file, msg('Game record of The Resistance'));
        if (result === 'shared') announcer.announce(msg('Game record shared.'));
      } catch (error) {
        this.showError(error);
      }
      return;
    }
    downloadFile(file);
    announcer.announce(msg(str`Game record downloaded as ${file.name}.`));
  }

  /**
   * Re-renders, moves focus to the first control of the next step, then announces `text` (after
   * the focus move, so that screen readers speak the new control first and the result after it).
   */
  private async afterChange(text: string, priority: 'polite' | 'assertive', keepDraft = false): Promise<void> {
    if (this.session) await this.loadFor(this.session.state);
    this.revision++;
    this.error = '';
    if (!keepDraft) this.draft = null;
    this.updateTitle();
    await this.updateComplete;
    const step = this.stepElement();
    await step?.updateComplete;
    this.movingFocus = true; // saved below, after the announcement, not by the focusin handler
    this.focusStep(step);
    this.movingFocus = false;
    this.say(text, priority);
    await this.saveUi(this.focusSelectorOf(document.activeElement));
  }

  /**
   * Announces a public sentence about the game (the result of an action, the summary), and speaks
   * it aloud on this device when the "Speak announcements aloud" setting is on. Never called for a
   * private screen's content.
   */
  private say(text: string, priority: 'polite' | 'assertive' = 'polite'): void {
    announcer.announce(text, priority);
    if (this.settings.speech.on && !this.privateOpen) {
      const speech = this.settings.speech;
      void import('../speak-aloud.ts').then(({ speakAloud }) => speakAloud(text, speech, { lang: language(), interrupt: true }));
    }
  }

  private onSettingsChange(settings: Settings): void {
    this.settings = settings;
    this.privateIdleSeconds = settings.privateIdleSeconds;
  }

  /** Opens the settings in a dialog (the component is loaded on first use). */
  private async openSettings(): Promise<void> {
    await import('./rs-settings.ts');
    this.settingsOpen = true;
    await this.updateComplete;
    const settings = this.querySelector<HTMLElement & { focusFirst(): void; updateComplete: Promise<unknown> }>('rs-settings');
    await settings?.updateComplete;
    const dialog = this.querySelector<HTMLDialogElement>('#settings-dialog');
    if (dialog) openModal(dialog, null);
    settings?.focusFirst();
  }

  private closeSettings(): void {
    this.querySelector<HTMLDialogElement>('#settings-dialog')?.close();
  }

  /**
   * Runs a user action after the ones before it have finished (actions wait for the store, and a
   * quick second press must not race the first). Tests await {@link whenIdle}.
   */
  private run(task: () => Promise<void>): void {
    this.pending = this.pending.then(task).catch((error: unknown) => this.showError(error));
  }

  /** Resolves when every action started so far has been saved, rendered, focused and queued for speech. */
  async whenIdle(): Promise<void> {
    await this.ready;
    let seen: Promise<void>;
    do {
      seen = this.pending;
      await seen;
    } while (seen !== this.pending);
    await this.updateComplete;
    await this.querySelector<RsVoteHistory>('rs-vote-history')?.whenCurrent();
  }

  private privateUiLoaded = false;
  /** The engine's private-turn functions (src/engine/private.ts), loaded with the private turns. */
  private privateEngine: typeof import('../../engine/private.ts') | null = null;
  private scriptLoaded = false;
  /** The game screen's module (see {@link loadGame}); set before any session is. */
  private game: GameModule | null = null;
  /** The plot cards' part of the game screen (plot-flow.ts), loaded for games with plot cards. */
  private plotFlow: PlotFlow | null = null;
  /** The role names (issue 7), loaded for games with role modules. */
  private roleText: typeof import('../role-text.ts') | null = null;

  /**
   * Loads the game screen's module (game-screen.ts): its components, the session, the engine's
   * reducer, views and records, the game's sentences and the record export. Everything that opens
   * or starts a game awaits it first, so `this.game` is set whenever `this.session` is. Not at
   * start-up: the home screen needs none of it (start-up JavaScript budget, docs/performance.md).
   */
  private async loadGame(): Promise<GameModule> {
    this.game ??= await import('./game-screen.ts');
    return this.game;
  }

  /**
   * Loads the components a game needs that the start-up bundle leaves out (start-up JavaScript
   * budget, docs/performance.md): the game screen's components, the private turns when the app dealt or votes are secret, the
   * reveal script for a table-mode game that has not started. Precached like every other file.
   */
  private async loadFor(state: GameState): Promise<void> {
    const jobs: Promise<unknown>[] = [];
    if (!this.privateUiLoaded && (state.setup.spies || state.setup.secretVotes)) {
      jobs.push(
        Promise.all([import('./rs-private-intro.ts'), import('../../engine/private.ts')]).then(([, engine]) => {
          this.privateEngine = engine;
          this.privateUiLoaded = true;
        }),
      );
    }
    jobs.push(this.loadGame());
    if (!this.roleText && state.setup.roles) {
      jobs.push(
        import('../role-text.ts').then((text) => {
          useRoleText(text);
          this.roleText = text;
        }),
      );
    }
    if (!this.plotFlow && state.plot) {
      jobs.push(
        Promise.all([import('./plot-flow.ts'), import('../plot-text.ts')]).then(([{ PlotFlow }, text]) => {
          usePlotText(text);
          this.plotFlow = new PlotFlow({
            state: () => this.session?.state ?? null,
            flow: () => this.flow,
            setFlow: (flow) => (this.flow = flow),
            record: (event) => this.record(event),
            afterChange: (text, priority, keepDraft) => this.afterChange(text, priority, keepDraft),
            run: (task) => this.run(task),
            finishMission: (detail) => this.finishMission(detail),
            endFlow: (completed) => this.endFlow(completed),
            playedCard: (state, seat, chosen) => this.privateEngine!.playedCard(state, seat, chosen),
            privateIdleSeconds: () => this.privateIdleSeconds,
            vibrationOff: () => !this.settings.vibration,
          });
        }),
      );
    }
    if (!this.scriptLoaded && !state.setup.spies && state.events.length === 0) {
      jobs.push(import('./rs-reveal-script.ts').then(() => (this.scriptLoaded = true)));
    }
    await Promise.all(jobs);
  }

  /** Focuses the first control of a step: its own `focusFirst`, or its heading. */
  private focusStep(step: StepElement | null): void {
    if (!step) return;
    if (typeof step.focusFirst === 'function') step.focusFirst();
    else step.querySelector<HTMLElement>('#step-heading')?.focus();
  }

  private stepElement(): StepElement | null {
    return this.querySelector<StepElement>('#step > *');
  }

  private restoreFocus(selector: string | null): void {
    const target = selector ? this.querySelector<HTMLElement>(selector) : null;
    if (target) target.focus();
    else this.focusStep(this.stepElement());
  }

  /** A selector that finds `el` again after a reload (ids, or a named input's value). */
  private focusSelectorOf(el: Element | null): string | null {
    if (!el || !this.contains(el)) return null;
    if (el.id) return `#${CSS.escape(el.id)}`;
    if (el instanceof HTMLInputElement && el.name) return `input[name="${CSS.escape(el.name)}"][value="${CSS.escape(el.value)}"]`;
    return null;
  }

  private onFocusIn(event: FocusEvent): void {
    if (this.movingFocus) return;
    const selector = this.focusSelectorOf(event.target as Element);
    if (selector && selector !== this.focusSelector) void this.saveUi(selector);
  }

  private onPrivate(open: boolean): void {
    this.privateOpen = open;
    if (!open && this.updateUnannounced && this.pendingUpdate) {
      this.updateUnannounced = false;
      announcer.announce(msg('A new version of the app is ready. Use "Update the app" when it suits you; the game is kept.'));
    }
  }

  private onDraft(event: CustomEvent<unknown>): void {
    if (!this.session) return;
    this.draft = { eventCount: this.session.state.events.length, value: event.detail };
    void this.saveUi(this.focusSelector);
  }

  /** Saves where the user is (game, focused control, unsent input); failures here are silent. */
  private async saveUi(focus: string | null): Promise<void> {
    this.focusSelector = focus;
    const store = this.session?.store ?? this.store;
    if (!store) return;
    await store.setUi({ gameId: this.session?.id ?? null, focus, draft: this.draft }).catch(() => undefined);
  }

  private updateTitle(): void {
    const view = this.view;
    const suffix = msg('The Resistance companion');
    if (!view) {
      document.title = suffix;
      return;
    }
    if (view.winner) document.title = `${msg('Game over')} — ${suffix}`;
    else document.title = `${msg(str`Round ${view.round}`)} — ${suffix}`;
  }

  /** Switches between English and Polish, saves the choice, and says so in the new language. */
  private async switchLanguage(): Promise<void> {
    const next: Language = language() === 'pl' ? 'en' : 'pl';
    await useLanguage(next, true);
    await this.updateComplete;
    this.updateTitle();
    announcer.announce(msg('Language: English.'));
  }

  protected override render() {
    if (!this.languageReady) return nothing;
    const other: Language = language() === 'pl' ? 'en' : 'pl';
    return html`
      <a class="skip-link" href=${this.session ? '#step' : '#main'}>
        ${this.session ? msg('Skip to the current step') : msg('Skip to the main content')}
      </a>
      <header>
        <h1>${msg('The Resistance companion')}</h1>
        ${this.privateOpen
          ? nothing
          : html`<div class="actions header-tools">
              <button type="button" id="rules-button" aria-haspopup="dialog" @click=${() => this.run(() => this.openRules())}>
                ${msg('Rules')}
              </button>
              <button type="button" id="settings-button" aria-haspopup="dialog" @click=${() => this.run(() => this.openSettings())}>
                ${msg('Settings')}
              </button>
              <button type="button" id="shortcuts-button" aria-haspopup="dialog" aria-keyshortcuts="Shift+?" @click=${() => this.run(() => this.showShortcuts())}>
                ${msg('Keyboard shortcuts (?)')}
              </button>
              <button type="button" id="language-button" lang=${other} @click=${() => this.run(() => this.switchLanguage())}>
                ${other === 'pl' ? 'Polski (zmień język)' : 'English (change the language)'}
              </button>
            </div>`}
      </header>
      <main
        id="main"
        tabindex="-1"
        @focusin=${this.onFocusIn}
        @rs-draft=${this.onDraft}
        @rs-private-open=${() => this.onPrivate(true)}
        @rs-private-closed=${() => this.onPrivate(false)}
      >
        <p class="error" id="app-error">${this.privateOpen ? '' : this.error}</p>
        ${this.session && this.storageWarning && !this.privateOpen
          ? html`<p class="error" id="storage-warning">${this.storageWarning}</p>`
          : nothing}
        ${this.pendingUpdate && !this.privateOpen ? this.renderUpdate() : nothing}
        ${!this.store ? html`<p>${msg('Opening saved games…')}</p>` : this.session ? this.renderGame() : this.renderHome()}
      </main>
      ${this.settingsOpen
        ? html`<dialog
            id="settings-dialog"
            aria-labelledby="settings-heading"
            @rs-settings-change=${(e: CustomEvent<Settings>) => this.onSettingsChange(e.detail)}
          >
            <rs-settings .settings=${this.settings}></rs-settings>
            <div class="actions">
              <button type="button" id="settings-close" class="primary" @click=${() => this.closeSettings()}>${msg('Close the settings')}</button>
            </div>
          </dialog>`
        : nothing}
      ${this.privateOpen ? nothing : html`<rs-rules .rule=${this.currentRule()}></rs-rules>`}
      <footer>
        ${this.privateOpen ? nothing : html`<rs-shortcuts-help></rs-shortcuts-help>`}
        <p class="hint" id="app-version">${msg(str`Version ${APP_VERSION}`)}</p>
      </footer>
    `;
  }

  private renderUpdate() {
    return html`<section class="notice" aria-labelledby="update-heading">
      <h2 id="update-heading">${msg('A new version is ready')}</h2>
      <p>${msg('Updating reloads the page; the game in progress is saved and comes back where it was.')}</p>
      <button type="button" @click=${() => void this.pendingUpdate?.()}>${msg('Update the app')}</button>
    </section>`;
  }

  /** Saved games come first when there are any (resuming is the common case), then a new game. */
  private renderHome() {
    const savedGames = html`<rs-saved-games
      .games=${this.games}
      .problems=${this.problems}
      @rs-resume=${(e: CustomEvent<{ id: string }>) => this.run(() => this.open(e.detail.id))}
      @rs-delete=${(e: CustomEvent<{ id: string }>) => this.run(() => this.deleteGame(e.detail.id))}
    ></rs-saved-games>`;
    return html`
      ${this.games.length > 0 || this.problems.length > 0 ? savedGames : nothing}
      <rs-setup @rs-start=${(e: CustomEvent<StartDetail>) => this.run(() => this.start(e.detail))}></rs-setup>
      <section aria-labelledby="room-entry-heading">
        <h2 id="room-entry-heading">${msg('Personal devices')}</h2>
        <p>${msg('Each player sees their card, votes and plays mission cards on their own phone; this device is the table.')}</p>
        <a class="rs-button" id="room-entry" href="?table">${msg('Play with personal devices')}</a>
      </section>
      <rs-import @rs-import=${(e: CustomEvent<{ record: GameRecord }>) => this.run(() => this.importRecord(e.detail.record))}></rs-import>
      <p class="hint" id="storage-status">${this.storageStatus}</p>
    `;
  }

  private renderGame() {
    const session = this.session!;
    const state = session.state;
    const game = this.game!;
    const view = game.viewFor(state, 'public');
    // A game with plot cards waits for their code and sentences (loadFor), a moment at most.
    if (view.plot && !this.plotFlow) return nothing;
    // While a private screen shows, the step is all there is: the rest stays out of the DOM.
    const hide = this.privateOpen;
    // The record holds the roles when the app dealt them: it leaves the phone only after the game.
    const recordLocked = view.rolesDealt && !view.winner;
    return html`
      ${hide
        ? nothing
        : html`<section class="summary" aria-labelledby="where-heading">
            <h2 id="where-heading">${msg('Where are we')}</h2>
            <p id="where-text">${game.summaryText(state, view)}</p>
            <button type="button" id="where-button" aria-keyshortcuts="Alt+W" @click=${() => this.speakSummary()}>
              ${msg('Say where we are (Alt+W)')}
            </button>
          </section>`}
      ${!hide && !view.rolesDealt && state.events.length === 0 && this.flow === null ? this.renderScript(view) : nothing}
      <div id="step" tabindex="-1">${keyed(this.revision, this.renderStep(state, view))}</div>
      ${hide
        ? nothing
        : html`<section aria-labelledby="tools-heading">
              <h2 id="tools-heading" class="visually-hidden">${msg('Game tools')}</h2>
              <div class="actions">
                <button
                  type="button"
                  id="undo-button"
                  aria-keyshortcuts="Control+Z"
                  aria-disabled=${session.canUndo ? 'false' : 'true'}
                  @click=${() => this.run(() => this.undo())}
                >
                  ${msg('Undo')}
                </button>
                <button
                  type="button"
                  id="redo-button"
                  aria-keyshortcuts="Control+Shift+Z Control+Y"
                  aria-disabled=${session.canRedo ? 'false' : 'true'}
                  @click=${() => this.run(() => this.redo())}
                >
                  ${msg('Redo')}
                </button>
                ${view.roles?.hunter?.branding && view.hunter && !view.hunter.branding && (view.phase === 'proposal' || view.phase === 'vote') && this.flow === null
                  ? html`<button type="button" id="branding-button" @click=${() => this.run(() => this.startFlow({ kind: 'branding' }, msg('The Deep Agent reveals themself for Branding.')))}>
                      ${msg('The Deep Agent brands a player')}
                    </button>`
                  : nothing}
                ${view.rolesDealt && !view.winner && this.flow === null
                  ? html`<button type="button" id="review-button" @click=${() => this.run(() => this.startReview(null))}>
                      ${msg('Look at my card again')}
                    </button>`
                  : nothing}
                <button
                  type="button"
                  id="download-button"
                  aria-disabled=${recordLocked ? 'true' : 'false'}
                  aria-describedby=${recordLocked ? 'record-locked' : nothing}
                  @click=${() => this.run(() => this.exportRecord(false))}
                >
                  ${msg('Download the game record')}
                </button>
                ${'share' in navigator
                  ? html`<button
                      type="button"
                      id="share-button"
                      aria-disabled=${recordLocked ? 'true' : 'false'}
                      aria-describedby=${recordLocked ? 'record-locked' : nothing}
                      @click=${() => this.run(() => this.exportRecord(true))}
                    >
                      ${msg('Share the game record')}
                    </button>`
                  : nothing}
                <button type="button" id="home-button" @click=${() => this.run(() => this.home())}>${msg('All games')}</button>
              </div>
              ${recordLocked ? html`<p class="hint" id="record-locked">${this.recordLockedText()}</p>` : nothing}
            </section>
            <rs-board .view=${view} .currentMission=${game.currentMission(state)}></rs-board>
            <rs-vote-history .view=${view}></rs-vote-history>
            <rs-assistant .view=${view}></rs-assistant>`}
    `;
  }

  private recordLockedText(): string {
    return msg('The record holds who the spies are, so it can be downloaded or shared only when the game is over.');
  }

  /** The current step of `state`, from its public `view` (computed once per render by the caller). */
  private renderStep(state: GameState, view: PublicView) {
    const draft = this.draft?.value ?? null;
    const flow = this.flow;
    if (flow?.kind === 'intro') {
      return html`<rs-private-intro
        first=${state.setup.players[state.setup.firstLeader]!}
        idle-seconds=${this.privateIdleSeconds}
        ?vibration-off=${!this.settings.vibration}
        @rs-intro-done=${() => this.run(() => this.startReveal())}
      ></rs-private-intro>`;
    }
    if (flow?.kind === 'reveal' || flow?.kind === 'review' || flow?.kind === 'inquisition') {
      return html`<rs-private-turns
        .state=${state}
        kind=${flow.kind}
        .seats=${flow.seats}
        start=${flow.start}
        game-id=${this.session?.id ?? ''}
        cancellable
        idle-seconds=${this.privateIdleSeconds}
        ?vibration-off=${!this.settings.vibration}
        .vibrating=${this.vibrating}
        @rs-private-progress=${(e: CustomEvent<PrivateProgressDetail>) => this.onPrivateProgress(e.detail)}
        @rs-private-done=${() => this.run(() => this.endFlow(true))}
        @rs-private-cancel=${() => this.run(() => this.endFlow(false))}
      ></rs-private-turns>`;
    }
    if (flow?.kind === 'review-choose') return this.renderReviewChooser();
    if (flow?.kind === 'trapper' && this.trapperPending) {
      const pending = this.trapperPending;
      return html`<rs-private-turns
        .state=${state}
        kind="trapper"
        .seats=${flow.seats}
        .trapperCards=${pending.order.map((seat) => this.privateEngine!.playedCard(state, seat, pending.cards.get(seat)!))}
        idle-seconds=${this.privateIdleSeconds}
        @rs-private-done=${(e: CustomEvent<PrivateDoneDetail>) => this.run(() => this.finishTrapper(e.detail.pick ?? 0))}
      ></rs-private-turns>`;
    }
    if (flow?.kind === 'branding') return this.renderAccusation(view, 'branding');
    if (flow?.kind === 'show-card' || flow?.kind === 'investigation-look') {
      const labels = flow.kind === 'show-card' && this.roleText ? flow.options.map((card) => this.roleText!.hunterLoyaltyName(card)) : [];
      return html`<rs-private-turns
        .state=${state}
        kind=${flow.kind}
        .seats=${flow.seats}
        .pickLabels=${labels}
        idle-seconds=${this.privateIdleSeconds}
        ?vibration-off=${!this.settings.vibration}
        @rs-private-done=${(e: CustomEvent<PrivateDoneDetail>) =>
          this.run(() => (flow.kind === 'show-card' ? this.investigate(flow.target, flow.options[e.detail.pick ?? 0]) : this.endFlow(true)))}
      ></rs-private-turns>`;
    }
    if (flow?.kind === 'loyalty-look') {
      return html`<rs-private-turns
        .state=${state}
        kind="loyalty-look"
        .seats=${flow.seats}
        idle-seconds=${this.privateIdleSeconds}
        ?vibration-off=${!this.settings.vibration}
        @rs-private-done=${() => this.run(() => this.endFlow(true))}
      ></rs-private-turns>`;
    }
    if (this.plotFlow) {
      const step = this.plotFlow.renderFlow(state, view) ?? (flow === null ? this.plotFlow.renderStep(state, view) : null);
      if (step) return step;
    }
    switch (view.phase) {
      case 'proposal':
        return html`<rs-team-picker
          .view=${view}
          .missions=${this.game!.availableMissions(state)}
          .draft=${draft}
          @rs-propose=${(e: CustomEvent<{ team: number[]; mission: 1 | 2 | 3 | 4 | 5; investigator?: number }>) =>
            this.run(() =>
              this.record({
                type: 'proposal',
                team: e.detail.team,
                mission: e.detail.mission,
                leader: view.leader,
                ...(e.detail.investigator === undefined ? {} : { investigator: e.detail.investigator }),
              }),
            )}
        ></rs-team-picker>`;
      case 'vote':
        if (view.secretVotes) {
          const open = this.plotFlow?.openVoters(state) ?? null;
          return html`<rs-private-turns
            .state=${state}
            kind="vote"
            .seats=${this.privateEngine!.voteOrder(state).filter((seat) => !open?.has(seat))}
            idle-seconds=${this.privateIdleSeconds}
            @rs-private-done=${(e: CustomEvent<PrivateDoneDetail>) => this.run(() => this.finishSecret(e.detail))}
          ></rs-private-turns>`;
        }
        return html`<rs-vote-recorder
          .view=${view}
          .draft=${draft}
          @rs-vote=${(e: CustomEvent<{ approve: number[] }>) => this.run(() => this.record({ type: 'vote', approve: e.detail.approve }))}
        ></rs-vote-recorder>`;
      case 'mission':
        if (view.rolesDealt) {
          return html`<rs-private-turns
            .state=${state}
            kind="mission"
            .seats=${this.privateEngine!.missionOrder(state)}
            idle-seconds=${this.privateIdleSeconds}
            @rs-private-done=${(e: CustomEvent<PrivateDoneDetail>) => this.run(() => this.finishSecret(e.detail))}
          ></rs-private-turns>`;
        }
        return html`<rs-mission-recorder
          .view=${view}
          .draft=${draft}
          @rs-mission=${(e: CustomEvent<{ fails: number; reverses?: number; chiefFails?: number; faceUp?: Record<string, MissionChoice> }>) =>
            this.run(() =>
              this.record({
                type: 'mission',
                fails: e.detail.fails,
                ...(e.detail.reverses === undefined ? {} : { reverses: e.detail.reverses }),
                ...(e.detail.chiefFails === undefined ? {} : { chiefFails: e.detail.chiefFails }),
                ...(e.detail.faceUp === undefined ? {} : { faceUp: e.detail.faceUp }),
              }),
            )}
        ></rs-mission-recorder>`;
      case 'loyalty':
        return html`<rs-loyalty
          .view=${view}
          @rs-loyalty=${(e: CustomEvent<{ card: 'no-change' | 'switch' | null }>) => this.run(() => this.loyalty(e.detail.card))}
        ></rs-loyalty>`;
      case 'assassination':
        return html`<rs-assassination
          .view=${view}
          @rs-assassination=${(e: CustomEvent<{ target: Seat; commander?: boolean }>) =>
            this.run(() => this.record({ type: 'assassination', ...e.detail }))}
        ></rs-assassination>`;
      case 'investigation':
        if (flow?.kind === 'early-accusation') return this.renderAccusation(view, 'early-accusation');
        return html`<rs-investigation
          .view=${view}
          @rs-investigation=${(e: CustomEvent<{ target: Seat }>) => this.run(() => this.investigate(e.detail.target))}
          @rs-early-accusation=${() => this.run(() => this.startFlow({ kind: 'early-accusation' }, msg('The Spy Hunter reveals themself to accuse early.')))}
        ></rs-investigation>`;
      case 'accusation':
        return this.renderAccusation(view, 'accusation');
      case 'inquisition':
        return html`<rs-inquisition
          .view=${view}
          @rs-inquisition=${(e: CustomEvent<{ target: number }>) => this.run(() => this.inquire(e.detail.target))}
        ></rs-inquisition>`;
      case 'over':
        return html`<rs-game-over
          .view=${view}
          .spies=${view.winner ? (state.setup.spies ?? null) : null}
          .characters=${view.winner && state.setup.characters && this.roleText ? state.setup.characters.map((role) => this.roleText!.roleName(role)) : null}
          @rs-new-game=${() => this.run(() => this.home())}
        ></rs-game-over>`;
      default:
        return nothing;
    }
  }

  /** An accusation (R-HUN-ACC, R-HUN-EARLY) or Branding (R-HUN-BRAND): the public form. */
  private renderAccusation(view: PublicView, kind: 'accusation' | 'early-accusation' | 'branding') {
    return html`<rs-accusation
      .view=${view}
      kind=${kind}
      @rs-accusation=${(e: CustomEvent<{ type: 'accusation' | 'early-accusation' | 'branding'; target: Seat }>) =>
        this.run(async () => {
          this.flow = null;
          await this.record(e.detail as GameEvent);
        })}
      @rs-accusation-cancel=${() => this.run(() => this.endFlow(false))}
    ></rs-accusation>`;
  }

  /** Physical cards, before the first proposal: the eyes-closed reveal script (R-REV-1), read on request. */
  private renderScript(view: PublicView) {
    return html`<rs-reveal-script
      ?blind-spies=${view.variants.includes('blind-spies')}
      ?spy-reverser-hidden=${view.modules?.reverser?.spyHidden === true}
      .roles=${view.roles}
      .players=${view.players.length}
    ></rs-reveal-script>`;
  }

  /** Who looks at their card again: chosen in public (a name is no secret), then a hand-over. */
  private renderReviewChooser() {
    const players = this.session!.state.setup.players;
    const submit = (event: Event): void => {
      event.preventDefault();
      const select = this.querySelector<HTMLSelectElement>('#review-seat');
      this.run(() => this.startReview(Number(select?.value ?? 0)));
    };
    return html`<section aria-labelledby="step-heading" class="review-choose">
      <h2 id="step-heading" tabindex="-1">${msg('Look at a card again')}</h2>
      <form @submit=${submit} novalidate>
        <div class="field">
          <label for="review-seat">${msg('Who wants to look at their card again?')}</label>
          <select id="review-seat">
            ${players.map((name, seat) => html`<option value=${seat}>${name}</option>`)}
          </select>
        </div>
        <div class="actions">
          <button type="submit" class="primary">${msg('Pass the phone to them')}</button>
          <button type="button" @click=${() => this.run(() => this.endFlow(false))}>${msg('Back to the board')}</button>
        </div>
      </form>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-app': RsApp;
  }
  interface WindowEventMap {
    'rs-update-waiting': CustomEvent<{ update: () => Promise<void> }>;
  }
}
