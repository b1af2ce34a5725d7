/**
 * The app's game side (`<rs-app>` in table mode, rs-app.ts): the open game's session, its flows,
 * its changes, focus and the saved UI state, loaded with the game screen (game-screen.ts) when a
 * game is opened, resumed, started or imported, not at start-up, where only the home screen is
 * needed (start-up JavaScript budget, docs/performance.md). rs-app is the shell (boot, store, saved
 * games, import, settings, rules, shortcuts, language, update notice, errors) and renders what this
 * holds; a change here asks it to render (`requestUpdate`).
 *
 * - Every action goes through the session: the engine validates it, the store saves it in one
 *   transaction, then its consequences are announced as one sentence and focus moves to the first
 *   control of the next step ({@link AppGame.afterChange}).
 * - A reload, a crash or a killed tab reopens the same game at the same step, with focus on the
 *   same control and unsent ticks restored (kept in the store's UI state, {@link AppGame.reopen}).
 * - Only the public view of the game is rendered: nothing secret reaches the DOM.
 */
import { msg, str } from '@lit/localize';
import type { nothing, ReactiveControllerHost, TemplateResult } from 'lit';
import type { PublicView } from '../engine.ts';
import { viewFor } from '../core/view.ts';
import { GameSession } from '../session/game-session.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { keepsFocus } from '../../../platform/commands/keep-focus.ts';
import type { GameStore, UiState } from '../../../platform/storage/types.ts';
import type { Settings } from '../../../platform/settings/settings.ts';
import type { RsSavedGames } from '../../../platform/ui/rs-saved-games.ts';
import type { RsVoteHistory } from './rs-vote-history.ts';
import type { StartDetail } from './rs-setup.ts';
import { storageErrorText } from '../text/storage-text.ts';
import { migrationNotes } from '../text/migration-text.ts';
import { GameFlow } from './game-flow.ts';
import type { GameHost, HomeFocus } from './game-flow.ts';
import { GameActions } from './game-actions.ts';
import type { Flow } from './flow.ts';

/** A step component: the element that owns the current step and knows its first control. */
interface StepElement extends HTMLElement {
  focusFirst(): void;
  updateComplete?: Promise<unknown>;
}

/** Messages between tabs of the app about saved games. */
export interface TabMessage {
  type: 'game-changed';
  id: string;
  eventCount: number;
  /** Set when the log was rewritten (a correction, or its undo or redo): the count may not have changed. */
  rewritten?: true;
}

/** What the game side needs of `<rs-app>` (rs-app.ts): the element, and its shell's parts. */
export interface AppShell {
  /** The `<rs-app>` element: it renders what the game side holds. */
  readonly element: ReactiveControllerHost & HTMLElement;
  /** The store once open, else `null`. */
  store(): GameStore | null;
  /** Lists the saved games again (the home page). */
  refreshGames(): Promise<void>;
  /** Remembers that the first screen should wait for the store next time: a game is open. */
  gameOpened(): void;
  /** This device's settings. */
  settings(): Settings;
  /** Seconds without input after which a private screen hides. */
  privateIdleSeconds(): number;
  /** Whether a private screen shows. */
  privateOpen(): boolean;
  /** Back on the home page: no private screen, no error shown. */
  clearScreen(): void;
  /** Shows (and keeps) how games are kept now: a storage notice of the open game. */
  setStorageStatus(text: string): void;
  /** Clears the refused action shown at the top of main. */
  clearError(): void;
  /** Shows and announces a refused action or a storage problem. */
  showError(error: unknown): void;
  /** Runs a user action after the ones before it. */
  run(task: () => Promise<void>): void;
  /** Announces a public sentence (and speaks it with the speech setting). */
  say(text: string, priority: 'polite' | 'assertive'): void;
  /** Tells the other tabs (BroadcastChannel), when there is one. */
  post(message: TabMessage): void;
}

/** The app's game side: see the file comment. Made by rs-app when the game screen is first loaded. */
export class AppGame {
  /** The open game, or `null` on the home screen. */
  session: GameSession | null = null;
  /** The private-turn flow under way outside the game's phases, if any. */
  flow: Flow | null = null;
  /** Set when the open game could no longer be saved and lives in memory only. */
  storageWarning = '';
  /** Why the open game opens differently from how it was saved (its record migrations' notes, in the page's language), or empty. */
  get recordNote(): string {
    return this.session ? migrationNotes(this.session.migrations) : '';
  }
  /** Bumped on every change, so the keyed step element is fresh for each step. */
  revision = 0;
  /** The game screen's rendering and flows (game-flow.ts). */
  readonly controller: GameFlow;
  /** The open game's changes (game-actions.ts: record, correct, undo, redo). */
  readonly actions: GameActions;

  /** Unsent input of the current step, restored into the step after a reload. */
  private draft: UiState['draft'] = null;
  private focusSelector: string | null = null;
  /** True while afterChange moves focus (it saves the new focus itself). */
  private movingFocus = false;

  constructor(private readonly app: AppShell) {
    const host = this.gameHost();
    this.actions = new GameActions({ ...host, broadcast: (rewritten) => this.broadcast(rewritten) });
    this.controller = new GameFlow(host);
  }

  /** The public view of the open game, or `null`. */
  get view(): PublicView | null {
    return this.session ? viewFor(this.session.state, 'public') : null;
  }

  /** Reopens the game the UI state names (a reload), focus where it was; throws when it cannot be opened. */
  async reopen(store: GameStore, ui: UiState & { gameId: string }): Promise<void> {
    try {
      const session = await GameSession.open(store, ui.gameId);
      this.useSession(session);
      this.draft = ui.draft && ui.draft.eventCount === session.state.events.length ? ui.draft : null;
      const flow = (this.draft?.value as { flow?: Flow } | null)?.flow;
      if (flow && (flow.kind === 'intro' || flow.kind === 'reveal') && session.state.setup.spies) this.flow = flow;
      this.focusSelector = ui.focus;
      await this.controller.loadFor(session.state);
      // A secret step under way starts again: what was sealed in memory only is said, not glossed over.
      const lost = this.controller.reopened(session.state);
      this.changed();
      this.updateTitle();
      await this.app.element.updateComplete;
      await this.stepElement()?.updateComplete;
      this.restoreFocus(ui.focus);
      announcer.announce([lost ?? msg('Game reopened where you left it.'), this.recordNote, this.summary()].filter((t) => t !== '').join(' '));
    } catch (error) {
      this.session = null;
      this.app.element.requestUpdate();
      throw error;
    }
  }

  /** Starts a new game from the setup form (game-flow.ts `start`). */
  async start(store: GameStore, detail: StartDetail): Promise<void> {
    await this.controller.start(store, detail);
  }

  /** Opens a saved game from the home page; on failure shows why and lists the games again. */
  async open(store: GameStore, id: string): Promise<void> {
    let session: GameSession;
    try {
      session = await GameSession.open(store, id);
      // While the home page still shows: the game's modules' code loaded and the UI state that
      // reopens it saved (a reload from now on reopens it); then the screen swaps and focus moves
      // to the step in one task, never resting on the page's body.
      await Promise.all([this.controller.loadFor(session.state), saveOpening(session, null)]);
    } catch (error) {
      this.app.showError(error);
      await this.app.refreshGames();
      return;
    }
    this.useSession(session);
    this.flow = null;
    this.controller.opened();
    this.draft = null;
    this.focusSelector = null;
    await this.afterChange([msg('Game opened.'), this.recordNote, this.summary()].filter((t) => t !== '').join(' '), 'polite');
  }

  /** A change made in another tab to the open game (rs-app lists the saved games again when none is open): it reloads. */
  async onTabMessage(message: TabMessage): Promise<void> {
    const session = this.session;
    if (!session) return;
    if (message.id !== session.id || (message.eventCount === session.state.events.length && !message.rewritten)) return;
    try {
      await session.reload();
    } catch (error) {
      this.app.showError(error);
      return;
    }
    await this.afterChange(msg('This game was changed in another tab: the board now shows its latest state.') + ' ' + this.summary(), 'polite');
  }

  /** The "where are we" summary of the open game. */
  summary(): string {
    return this.controller.summary();
  }

  /** The rule that matters now in the open game (GameFlow.currentRule), else the setup's (R-SET-1). */
  currentRule(): string {
    const state = this.session?.state;
    return state ? this.controller.currentRule(state) : 'R-SET-1';
  }

  /** The game screen. */
  render(): TemplateResult | typeof nothing {
    return this.controller.render();
  }

  /** Moves focus to the first control of the current step (Alt+N). */
  focusCurrentStep(): void {
    this.focusStep(this.stepElement());
  }

  /** Moves focus to the vote history's heading: its entries, one per proposal, follow it (Alt+R). */
  focusHistory(): void {
    const heading = this.app.element.querySelector<HTMLElement>('#history-heading');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }

  /** The step's unsent input changed (`rs-draft`): kept for a reload. */
  onDraft(event: CustomEvent<unknown>): void {
    if (!this.session) return;
    this.draft = { eventCount: this.session.state.events.length, value: event.detail };
    void this.saveUi(this.focusSelector);
  }

  /** Focus moved in main: where it is is saved, for a reload. */
  onFocusIn(event: FocusEvent): void {
    if (this.movingFocus) return;
    const selector = this.focusSelectorOf(event.target as Element);
    if (selector && selector !== this.focusSelector) void this.saveUi(selector);
  }

  /** Resolves once the vote history shows the current game (whenIdle). */
  async whenCurrent(): Promise<void> {
    await this.app.element.querySelector<RsVoteHistory>('rs-vote-history')?.whenCurrent();
  }

  /** The page's title: the round or "Game over" while a game is open, else the app's name. */
  updateTitle(): void {
    const view = this.view;
    const suffix = msg('The Resistance companion');
    if (!view) {
      document.title = suffix;
      return;
    }
    if (view.winner) document.title = `${msg('Game over')} — ${suffix}`;
    else document.title = `${msg(str`Round ${view.round}`)} — ${suffix}`;
  }

  /**
   * Back to the home page, with focus on `to`: the saved games ("All games"), or the new-game
   * form ("New game" at the end of a game).
   */
  async home(to: HomeFocus = 'saved-games'): Promise<void> {
    // While the game still shows: the UI state saved (no game open) and the saved games listed;
    // then the home page replaces the game and focus moves to it in one task, never resting on
    // the page's body in between.
    const store = this.session?.store ?? this.app.store();
    await store?.setUi({ gameId: null, focus: null, draft: null }).catch(() => undefined);
    await this.app.refreshGames();
    this.session = null;
    this.flow = null;
    this.controller.closed(); // the plot cards' open votes belong to the game left
    this.actions.closed();
    this.app.clearScreen();
    this.storageWarning = '';
    this.draft = null;
    this.focusSelector = null;
    this.changed();
    this.updateTitle();
    await this.app.element.updateComplete;
    // The saved games come first on the home page (renderHome): focus goes to their heading, one
    // Tab before the first Resume; with none (a game kept in memory only is gone), to a new game.
    const list = this.app.element.querySelector<RsSavedGames>('rs-saved-games');
    if (list && to === 'saved-games') {
      await list.updateComplete;
      list.focusGame(null);
      announcer.announce(msg('All games: the saved games come first, most recent first; a new game comes after them.'));
      return;
    }
    const setup = this.app.element.querySelector<StepElement>('rs-setup');
    await setup?.updateComplete;
    setup?.focusFirst();
    announcer.announce(
      list
        ? msg('New game: set up the table. The saved games, the one just played included, are above.')
        : msg('All games: no saved games on this device; start a new game here.'),
    );
  }

  /**
   * Re-renders, moves focus to the first control of the next step, then announces `text` (after
   * the focus move, so that screen readers speak the new control first and the result after it).
   */
  async afterChange(text: string, priority: 'polite' | 'assertive', keepDraft = false): Promise<void> {
    // Awaited only when something loads: a wait here let the screen render before the change
    // below and again after it (the step drawn twice).
    const loading = this.session ? this.controller.loadFor(this.session.state) : null;
    if (loading) await loading;
    this.changed();
    this.app.clearError();
    if (!keepDraft) this.draft = null;
    this.updateTitle();
    await this.app.element.updateComplete;
    const step = this.stepElement();
    await step?.updateComplete;
    this.movingFocus = true; // saved below, after the announcement, not by the focusin handler
    if (!keepsFocus(document.activeElement)) this.focusStep(step); // a typed command keeps its field
    this.movingFocus = false;
    this.app.say(text, priority);
    await this.saveUi(this.focusSelectorOf(document.activeElement));
  }

  /** Saves where the user is (game, focused control, unsent input); failures here are silent. */
  async saveUi(focus: string | null): Promise<void> {
    this.focusSelector = focus;
    const store = this.session?.store ?? this.app.store();
    if (!store) return;
    await store.setUi({ gameId: this.session?.id ?? null, focus, draft: this.draft }).catch(() => undefined);
  }

  /** A change to render: the step element is keyed on the revision, so each step is a fresh element. */
  private changed(): void {
    this.revision++;
    this.app.element.requestUpdate();
  }

  /**
   * Makes `session` the open game: rendered, its storage notices shown, and the first screen of the
   * next visit told to wait for the store (which reopens it).
   */
  private useSession(session: GameSession): void {
    this.session = session;
    this.app.gameOpened();
    this.app.element.requestUpdate();
    session.onNotice = (notice) => {
      // Stays on the page (unlike a refused action's error) until the game is closed.
      const text = storageErrorText(notice.error);
      this.app.setStorageStatus(text);
      this.storageWarning = text;
      this.app.element.requestUpdate();
      announcer.announce(text, 'assertive');
    };
  }

  /** Tells the other tabs that the open game changed (`rewritten`: its log was rewritten by a correction). */
  private broadcast(rewritten = false): void {
    const session = this.session;
    if (!session) return;
    const message: TabMessage = { type: 'game-changed', id: session.id, eventCount: session.state.events.length };
    if (rewritten) message.rewritten = true;
    this.app.post(message);
  }

  /** What the game screen (GameFlow) needs of the app: see {@link GameHost}. */
  private gameHost(): GameHost {
    return {
      session: () => this.session,
      setSession: (session) => this.useSession(session),
      flow: () => this.flow,
      setFlow: (flow) => {
        this.flow = flow;
        this.app.element.requestUpdate();
      },
      draft: () => this.draft,
      setDraft: (draft) => (this.draft = draft),
      saveUi: () => this.saveUi(this.focusSelector),
      saveOpening: (session, draft) => saveOpening(session, draft),
      record: (event, lead) => this.actions.record(event, lead),
      recordQuietly: (event) => this.actions.recordQuietly(event),
      act: (name, request, lead) => this.actions.act(name, request, lead),
      tableAsks: () => this.actions.tableAsks(),
      correct: (index, replacement, accepted) => this.actions.correct(index, replacement, accepted),
      afterChange: (text, priority, keepDraft) => this.afterChange(text, priority, keepDraft),
      run: (task) => this.app.run(task),
      showError: (error) => this.app.showError(error),
      settings: () => this.app.settings(),
      privateIdleSeconds: () => this.app.privateIdleSeconds(),
      privateOpen: () => this.app.privateOpen(),
      revision: () => this.revision,
      speakSummary: () => this.app.say(this.summary(), 'polite'),
      undo: () => this.actions.undo(),
      redo: () => this.actions.redo(),
      home: (to) => this.home(to),
    };
  }

  /** Focuses the first control of a step: its own `focusFirst`, or its heading. */
  private focusStep(step: StepElement | null): void {
    if (!step) return;
    if (typeof step.focusFirst === 'function') step.focusFirst();
    else step.querySelector<HTMLElement>('#step-heading')?.focus();
  }

  private stepElement(): StepElement | null {
    return this.app.element.querySelector<StepElement>('#step > *');
  }

  private restoreFocus(selector: string | null): void {
    const target = selector ? this.app.element.querySelector<HTMLElement>(selector) : null;
    // A control that is not shown (a header tool behind the closed menu on a narrow header) cannot
    // take focus: the step takes it instead.
    if (target && target.getClientRects().length > 0) target.focus();
    else this.focusStep(this.stepElement());
  }

  /** A selector that finds `el` again after a reload (ids, or a named input's value). */
  private focusSelectorOf(el: Element | null): string | null {
    if (!el || !this.app.element.contains(el)) return null;
    if (el.id) return `#${CSS.escape(el.id)}`;
    if (el instanceof HTMLInputElement && el.name) return `input[name="${CSS.escape(el.name)}"][value="${CSS.escape(el.value)}"]`;
    return null;
  }
}

/** Saves the UI state that reopens `session` with `draft` (no focused control); failures are silent. */
function saveOpening(session: GameSession, draft: UiState['draft']): Promise<void> {
  return session.store.setUi({ gameId: session.id, focus: null, draft }).catch(() => undefined);
}
