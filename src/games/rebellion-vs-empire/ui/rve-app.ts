import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { asksFor, chanceEvent, createGame, lastResult, reduce, replay, replayRveRecord, RuleError, toRveRecord, undoRefusal, viewFor } from '../engine.ts';
import type { Ask, GameEvent, GameSetup, GameState, GameView, MissionEntry } from '../engine.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { initialLanguage, useLanguage } from '../../../platform/i18n/locale.ts';
import type { Settings } from '../../../platform/settings/settings.ts';
import { applySettings } from '../../../platform/settings/apply-settings.ts';
import { loadSettings } from '../../../platform/settings/settings.ts';
import { cryptoRandomInt } from '../../../platform/engine/random-source.ts';
import type { RandomInt } from '../../../platform/engine/chance.ts';
import { listText } from '../../../platform/i18n/words.ts';
import type { SavedGameMeta } from '../../../platform/storage/types.ts';
import '../../../platform/ui/rs-saved-games.ts';
import type { RsSavedGames } from '../../../platform/ui/rs-saved-games.ts';
import { registerRveStorage, RVE_DB_NAME } from '../storage/registration.ts';
import { metaFromState } from '../storage/replay.ts';
import { registerRveRules } from '../rules-registration.ts';
import { settingsDialog, toolButtonList } from '../../../platform/ui/header-tools.ts';
import { GamePage, type GamePageParts } from '../../../platform/ui/game-page.ts';
import '../../../platform/ui/rs-import.ts';
import type { ImportDetail } from '../../../platform/ui/rs-import.ts';
import { canShareFile, downloadFile, shareFile } from '../../../platform/ui/export.ts';
import type { StoredRecord } from '../../../platform/storage/types.ts';
import { readRveRecordFile, recordLocked, rveRecordFile } from './rve-records.ts';
import { RVE_SHORTCUTS } from './rve-shortcuts.ts';
import { roomPageAddress } from '../../../platform/rooms/room-pages.ts';
import { shownResult } from './rve-steps.ts';
import { boardStrip } from './rve-strip.ts';
import { areaStep, assignStep, boardView, claimStep, confirmStep, EMPTY_DRAFT, endCheckButton, missionCardsFieldset, missionEntriesOf, missionPickFields, NO_PICK, playStep, powerStep, proofStep, stepHost } from './rve-steps.ts';
import type { MissionPick, StepDraft, StepHost } from './rve-steps.ts';
import {
  askKey,
  cardName,
  eventText,
  gameTitle,
  nextText,
  playerText,
  roundText,
  ruleErrorText,
  savedGameText,
  storageProblemText,
  undoneText,
  undoRefusalText,
  whereText,
  winnerText,
} from '../text/rve-text.ts';

/** The longest player name (as the Resistance's rooms: 1–40 characters). */
const NAME_MAX = 40;

/** The Rebellion's private screen: closed (the shared screen shows) or open. */
type PrivateStage = 'closed' | 'open';


/**
 * Rebellion vs Empire on one device (rules `../shared/rules/other-games.md`
 * part A, engine `../engine.ts`): the setup (two names, the Capitol variant; the app deals with
 * `crypto` randomness, each draw an event of the log), then the shared screen — what happens next
 * and its controls, the districts one by one, the missions, the Empire's tokens, the played cards,
 * the deck — and the Rebellion's private screen.
 *
 * Privacy (A.10, G2-STATE-5): the shared screen is rendered from `viewFor(state, 'public')` and
 * `asksFor(state, 'public')` only, so no hidden card reaches its DOM, title or live regions. The
 * Rebellion's hand, its hidden cards and its secret choices (the three cards to play, a proof) are
 * rendered only on the private screen, opened by a deliberate "show" after a "pass the device"
 * screen; while it shows, nothing else of the game is on the page. It closes after the choice,
 * by "Hide", or by itself when the page is hidden or after `privateIdleSeconds` without a key
 * press or touch (the device setting of The Resistance's private turns); then the live regions are emptied
 * (`announcer.clear`) and the public result is announced.
 *
 * Keyboard: every step is a form whose first control takes focus when the step begins; every
 * accepted event is announced (polite; the end of the game assertive) through the announcer, and
 * spoken aloud when the device's "Speak announcements aloud" setting is on (never on the private
 * screen). Shortcuts (ui/rve-shortcuts.ts, listed by the platform's help dialog): Alt+W where we
 * are, Alt+N the current step, Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo, `?` the list; none acts
 * while typing or while the private screen shows.
 *
 * Undo and redo (core/undo.ts): the last recorded event after the deal is undone (the
 * Rebellion's play only whole and before the Empire acts on it), announced "Undone: …", focus on
 * the step; the store keeps the undone events for redo, so both survive a reload.
 *
 * Records (ui/rve-records.ts): the setup screen imports a record file (refused with the rule it
 * breaks); a game's record downloads (or is shared) once the game is over, since it holds the
 * hidden cards.
 *
 * Mission cards: the app draws 3 of the 7 described ones, or the table enters the 3 printed
 * cards it drew, typing the name and condition of a card the rules do not describe
 * (G2-MIS-UNKNOWN); a liberation by such a card is claimed by the Rebellion in private (choosing
 * the hidden cards to show) and accepted or rejected by the Empire on the shared screen.
 */
@customElement('rve-app')
export class RveApp extends GamePage {
  /** The random source of the deal (the row, the missions, the shuffle); tests pass a seeded one. */
  @property({ attribute: false }) randomInt: RandomInt = cryptoRandomInt;
  /** Seconds without a key press or touch after which the Rebellion's screen hides (the device setting; tests set a small value). */
  @property({ type: Number, attribute: 'private-idle-seconds' }) privateIdleSeconds: number = loadSettings().privateIdleSeconds;
  /** The IndexedDB database of the saved games (tests give each page its own). */
  @property({ attribute: 'db-name' }) dbName = RVE_DB_NAME;

  @state() private redo: GameEvent[] = [];
  @state() private setup: GameSetup | null = null;
  @state() private events: GameEvent[] = [];
  @state() private game: GameState | null = null;
  @state() private stage: PrivateStage = 'closed';
  /** Why the private screen closed by itself (public: says nothing of its content). */
  @state() private hiddenNote = '';

  /** This game's parts of the platform's page (GamePage). */
  protected override readonly parts: GamePageParts = {
    registerStorage: registerRveStorage,
    registerRules: registerRveRules,
    storageProblemText,
    errorText: (error) => (error instanceof Error ? error.message : String(error)),
    children: 'rs-import',
    setupFocus: '#rve-rebellion-name',
  };

  // Setup form.
  @state() private rebellionName = '';
  @state() private empireName = '';
  @state() private capitolVariant = false;
  /** Who draws the mission cards (G2-SET-6, G2-MIS-UNKNOWN) and, when the table does, the three it drew. */
  @state() private missionCards: 'app' | 'table' = 'app';
  @state() private missionPicks: MissionPick[] = [NO_PICK, NO_PICK, NO_PICK];
  // Step drafts (reset at every accepted event).
  /** The choices of the step in course (ui/rve-steps.ts), cleared after each accepted event. */
  @state() private draft: StepDraft = EMPTY_DRAFT;
  /** What the step functions need of this page (ui/rve-steps.ts). */
  private readonly steps: StepHost = stepHost(
    () => this.draft,
    (draft) => (this.draft = draft),
    (event, secret) => this.run(() => this.apply(event, secret)),
    (sentence, selector, secret) => void this.incomplete(sentence, selector, secret),
  );

  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  /** (Re)starts the private screen's idle timer: it hides after `privateIdleSeconds` without input. */
  private armIdle(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.stage !== 'open' || !(this.privateIdleSeconds > 0)) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.stage !== 'open') return;
      this.hiddenNote = msg("The Rebellion's screen was hidden after a time without use. Nothing was played.");
      void this.closePrivate();
    }, this.privateIdleSeconds * 1000);
  }

  private readonly onActivity = (): void => {
    if (this.stage === 'open') this.armIdle();
  };

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'hidden' && this.stage === 'open') {
      this.hiddenNote = msg("The Rebellion's screen was hidden because the page was hidden. Nothing was played.");
      void this.closePrivate();
    }
  };

  /** The page's shortcuts (ui/rve-shortcuts.ts): none over the private screen, none while typing but Alt ones. */
  private readonly onKeydown = (event: KeyboardEvent): void => {
    if (this.privateShowing || !this.languageReady) return;
    if (document.querySelector('dialog[open]')) return; // a dialog (rules, settings, shortcuts) has the keys
    const target = event.target as HTMLElement | null;
    const typing =
      (target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit', 'file'].includes(target.type)) ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement;
    const alt = event.altKey && !event.ctrlKey && !event.metaKey;
    const game = this.game && this.game.phase !== 'setup';
    if (alt && event.code === 'KeyW' && game) {
      event.preventDefault();
      this.say(this.where());
      return;
    }
    if (alt && event.code === 'KeyN' && game) {
      event.preventDefault();
      this.focusStep();
      return;
    }
    if (event.key === '?' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      this.toolActions.shortcuts();
      return;
    }
    if (!game || typing || !(event.ctrlKey || event.metaKey) || event.altKey) return;
    if (event.code === 'KeyZ' && !event.shiftKey) {
      event.preventDefault();
      this.run(() => this.undo());
    } else if ((event.code === 'KeyZ' && event.shiftKey) || event.code === 'KeyY') {
      event.preventDefault();
      this.run(() => this.redoLast());
    }
  };

  protected override onSettingsChange(settings: Settings): void {
    super.onSettingsChange(settings);
    this.privateIdleSeconds = settings.privateIdleSeconds;
  }

  /** Where we are (Alt+W), from the public view and ask. */
  private where(): string {
    const view = this.publicView;
    if (!view) return '';
    const ask = this.publicAsk();
    return whereText(view, ask ? nextText(view, askKey(ask)) : '');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('keydown', this.onKeydown);
    document.addEventListener('visibilitychange', this.onVisibility);
    this.addEventListener('keydown', this.onActivity);
    this.addEventListener('pointerdown', this.onActivity);
    void this.boot();
  }

  override disconnectedCallback(): void {
    document.removeEventListener('keydown', this.onKeydown);
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.removeEventListener('keydown', this.onActivity);
    this.removeEventListener('pointerdown', this.onActivity);
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    super.disconnectedCallback();
  }

  private async boot(): Promise<void> {
    applySettings(this.settings);
    await useLanguage(initialLanguage()).catch(() => useLanguage('en'));
    this.languageReady = true;
    this.updateTitle();
    // Saved games and the rules reference: this page registers its own with the platform.
    await this.openSavedGames(this.dbName);
    await this.refreshList();
    await this.updateComplete;
    this.querySelector<HTMLElement>('#rve-rebellion-name')?.focus();
  }

  /** Saves `event` as event number `index` of the game in course; a failure leaves the game in this page only, and says so. */
  private async save(index: number, event: GameEvent, state: GameState): Promise<void> {
    await this.saveChange({ append: event }, index, metaFromState(state, index + 1));
  }

  /** Reopens a saved game at its step (the private screen closed). */
  private async resume(id: string): Promise<void> {
    if (!this.store) return;
    try {
      const saved = await this.store.load(id);
      const state = replayRveRecord(saved.record);
      this.setup = saved.record.setup as GameSetup;
      this.events = saved.record.events as GameEvent[];
      this.redo = saved.redo as GameEvent[];
      this.game = state;
      this.gameId = id;
      this.resetDrafts();
      this.error = '';
      this.storageWarning = '';
    } catch (error) {
      this.error = storageProblemText(error);
      announcer.announce(this.error, 'assertive');
      return;
    }
    await this.updateComplete;
    this.updateTitle();
    this.focusStep();
    const view = this.publicView!;
    const ask = this.publicAsk();
    this.say([msg('Game reopened where you left it.'), roundText(view) + '.', ask ? nextText(view, askKey(ask)) : winnerText(view)].join(' '));
  }

  /** The public view of the game in course (what the shared screen shows), or null before the deal. */
  get publicView(): GameView | null {
    return this.game && this.game.phase !== 'setup' ? viewFor(this.game, 'public') : null;
  }

  /** Whether the Rebellion's private screen shows. */
  override get privateShowing(): boolean {
    return this.stage === 'open';
  }

  /** The record of the game so far (setup and events: it holds hidden cards, the Rebellion's document). */
  get log(): { setup: GameSetup | null; events: GameEvent[] } {
    return { setup: this.setup ? structuredClone(this.setup) : null, events: structuredClone(this.events) };
  }

  protected override updateTitle(): void {
    const view = this.publicView;
    const title = gameTitle();
    if (!view) document.title = title;
    else if (view.winner) document.title = `${msg('Game over')} — ${title}`;
    else document.title = `${roundText(view)} — ${title}`;
  }

  /** The rule that matters now: the Rules dialog opens at its section (rules/en.ts). */
  protected override currentRule(): string {
    switch (this.game?.phase) {
      case 'area':
        return 'G2-ROUND-AREA';
      case 'play':
        return this.game.final ? 'G2-FINAL-1' : 'G2-ROUND-PLAY';
      case 'empire':
        return 'G2-ROUND-EMPIRE';
      case 'assign':
        return 'G2-ROUND-ASSIGN';
      case 'liberation':
        return 'G2-LIB-1';
      case 'over':
        return 'G2-END-1';
      default:
        return 'G2-SET-1';
    }
  }

  // ---- the game ------------------------------------------------------------------------------

  /** The public ask of the moment (the Empire and the table see a secret ask as its kind only). */
  private publicAsk(): Ask | undefined {
    return this.game ? asksFor(this.game, 'public')[0] : undefined;
  }

  /** Applies `event` (the engine checks it), then announces the public result and focuses the next step. */
  private async apply(event: GameEvent, fromPrivate = false): Promise<void> {
    const game = this.game!;
    let next: GameState;
    try {
      next = reduce(game, event);
    } catch (error) {
      if (error instanceof RuleError) {
        this.error = msg(str`This move is not allowed: ${ruleErrorText(error)}`, { id: 'rve-refused' });
        if (!fromPrivate) announcer.announce(this.error, 'assertive');
        return;
      }
      throw error;
    }
    const before = this.publicView;
    const index = this.events.length;
    await this.save(index, event, next);
    this.game = next;
    this.events = [...this.events, event];
    this.redo = []; // a new event: what was undone is not redone (the store cleared it too)
    this.resetDrafts();
    this.error = '';
    if (fromPrivate) {
      this.stage = 'closed';
      this.armIdle(); // clears the timer
      announcer.clear(); // nothing said during the private screen stays readable
    }
    await this.updateComplete;
    this.updateTitle();
    this.focusStep();
    this.announceChange(eventText(before ?? this.publicView!, this.publicView!, event as Parameters<typeof eventText>[2]));
  }

  /**
   * Announces a change (an event, its undo or its redo): `sentence`, then what happens next (left
   * out with brief announcements: focus is on the step, which says it); assertive when the game is over.
   */
  private announceChange(sentence: string): void {
    const view = this.publicView!;
    const ask = this.publicAsk();
    const upNext = ask && this.settings.announcements !== 'brief' ? nextText(view, askKey(ask)) : '';
    if (view.winner) this.say(sentence, 'assertive');
    else this.say([sentence, upNext].filter(Boolean).join(' '));
  }

  /** Whether the last event may be undone now (core/undo.ts), for the Undo button. */
  private get canUndo(): boolean {
    return undoRefusal(this.events, this.redo) === null;
  }

  /**
   * Undoes the last event (core/undo.ts decides which may be), saved first; announces "Undone: …"
   * (the event's public fields, never a card's face: `undoneText`) and what happens now, and moves
   * focus to the step. The undone
   * event waits on the redo stack (in the store too). A private play comes back whole: the cards go
   * back to the hand and the play is chosen again in private (nothing of it is kept as a draft).
   */
  private async undo(): Promise<void> {
    if (!this.game || !this.setup || this.privateShowing) return;
    const refusal = undoRefusal(this.events, this.redo);
    if (refusal) {
      this.say(undoRefusalText(refusal));
      return;
    }
    const event = this.events[this.events.length - 1]!;
    const events = this.events.slice(0, -1);
    const state = replay(this.setup, events);
    const undone = this.publicView!;
    await this.saveChange('undo', events.length, metaFromState(state, events.length));
    this.game = state;
    this.events = events;
    this.redo = [...this.redo, event];
    this.resetDrafts();
    this.error = '';
    await this.updateComplete;
    this.updateTitle();
    this.focusStep();
    this.announceChange(undoneText(this.publicView!, undone.round, event as Parameters<typeof undoneText>[2]));
  }

  /** Redoes the last undone event (the engine checks it again), saved first; announces "Redone: …" and moves focus to the step. */
  private async redoLast(): Promise<void> {
    if (!this.game || this.privateShowing) return;
    const event = this.redo[this.redo.length - 1];
    if (!event) {
      this.say(msg('Nothing to redo.'));
      return;
    }
    let next: GameState;
    try {
      next = reduce(this.game, event);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      this.redo = [];
      this.say(msg(str`The undone move cannot be redone: ${ruleErrorText(error)}`, { id: 'rve-redo-refused' }), 'assertive');
      return;
    }
    const before = this.publicView!;
    await this.saveChange('redo', this.events.length, metaFromState(next, this.events.length + 1));
    this.game = next;
    this.events = [...this.events, event];
    this.redo = this.redo.slice(0, -1);
    this.resetDrafts();
    this.error = '';
    await this.updateComplete;
    this.updateTitle();
    this.focusStep();
    this.announceChange(msg(str`Redone: ${eventText(before, this.publicView!, event as Parameters<typeof eventText>[2])}`, { id: 'rve-redone' }));
  }

  /** Downloads (or, with `share`, shares where the browser can) the game's record, once the game is over. */
  private async exportRecord(share: boolean): Promise<void> {
    if (!this.game || !this.setup) return;
    if (recordLocked(this.game.winner)) {
      this.say(this.recordLockedText());
      return;
    }
    const file = rveRecordFile(this.setup, this.events);
    if (share && canShareFile(file)) {
      const result = await shareFile(file, msg('Game record of Rebellion vs Empire'));
      if (result === 'shared') this.say(msg('Game record shared.'));
      return;
    }
    downloadFile(file);
    this.say(msg(str`Game record downloaded as ${file.name}.`));
  }

  private recordLockedText(): string {
    return msg("The record holds the Rebellion's hidden cards and the order of the deck, so it can be downloaded or shared only when the game is over.");
  }

  /** Stores an imported record (already replayed by readRveRecordFile) as a saved game, then focuses it in the list. */
  private async importRecord(record: StoredRecord): Promise<void> {
    if (!this.store) return;
    try {
      const meta = await this.store.create(record);
      await this.refreshList();
      await this.updateComplete;
      const list = this.querySelector<RsSavedGames>('rs-saved-games');
      await list?.updateComplete;
      list?.focusGame(meta.id);
      const [rebellion = '', empire = ''] = meta.players;
      this.say(msg(str`Imported the game of ${rebellion} (Rebellion) against ${empire} (Empire). It is now in the saved games.`, { id: 'rve-imported' }));
    } catch (error) {
      this.error = storageProblemText(error);
      this.say(this.error, 'assertive');
    }
  }

  private resetDrafts(): void {
    this.draft = EMPTY_DRAFT;
    this.hiddenNote = '';
  }

  /** Focus on the first control of the step in course (or its heading when it has none). */
  private focusStep(): void {
    const target = this.querySelector<HTMLElement>('#rve-step input:not([disabled]), #rve-step button, #rve-private input, #rve-private button') ?? this.querySelector<HTMLElement>('#rve-step-heading');
    target?.focus();
  }

  private async start(): Promise<void> {
    const rebellion = this.rebellionName.trim();
    const empire = this.empireName.trim();
    const problem = !rebellion
      ? ['#rve-rebellion-name', msg("Type the Rebellion player's name.")]
      : !empire
        ? ['#rve-empire-name', msg("Type the Empire player's name.")]
        : rebellion.toLowerCase() === empire.toLowerCase()
          ? ['#rve-empire-name', msg('The two players need different names.')]
          : null;
    const missions = problem ? null : this.missionEntries();
    const refusal = problem ?? (missions && 'problem' in missions ? missions.problem : null);
    if (refusal) {
      this.error = refusal[1]!;
      await this.updateComplete;
      this.querySelector<HTMLElement>(refusal[0]!)?.focus();
      announcer.announce(this.error, 'assertive');
      return;
    }
    const setup: GameSetup = { capitolVariant: this.capitolVariant, missionCards: this.missionCards, players: { rebellion, empire } };
    // G2-SET-2, G2-SET-6, G2-SET-3: the app deals; each draw becomes an event of the log, and the
    // table's entry of the printed mission cards too (G2-MIS-UNKNOWN). The last one (the shuffle)
    // goes through apply, which announces the new game.
    let game = createGame(setup);
    const events: GameEvent[] = [];
    for (let guard = 0; guard < 3; guard++) {
      const ask = asksFor(game, 'public')[0];
      const e: GameEvent | null =
        ask?.kind === 'missions' && ask.by === 'table' && missions && 'entries' in missions ? { type: 'missions', missions: missions.entries } : chanceEvent(game, this.randomInt);
      if (!e) break;
      events.push(e);
      if (e.type === 'shuffle') break;
      try {
        game = reduce(game, e);
      } catch (error) {
        if (!(error instanceof RuleError)) throw error;
        this.error = msg(str`These mission cards cannot be played: ${ruleErrorText(error)}`, { id: 'rve-missions-refused' });
        await this.updateComplete;
        this.querySelector<HTMLElement>('#rve-mission-1-card')?.focus();
        announcer.announce(this.error, 'assertive');
        return;
      }
    }
    // Saved before the deal is shown (the shuffle is saved by apply, as event 2).
    this.gameId = null;
    this.storageWarning = '';
    if (this.store) {
      try {
        this.gameId = (await this.store.create(toRveRecord(setup, events.slice(0, -1)))).id;
      } catch (error) {
        this.storageWarning = storageProblemText(error);
      }
    }
    this.setup = setup;
    this.game = game;
    this.events = events.slice(0, -1);
    this.redo = [];
    await this.apply(events[events.length - 1]!);
  }

  /**
   * The three mission cards the table entered (G2-SET-6, G2-MIS-UNKNOWN), or the first thing
   * missing or repeated as `[selector, sentence]`; null when the app draws them.
   */
  private missionEntries(): { entries: MissionEntry[] } | { problem: [string, string] } | null {
    if (this.missionCards === 'app') return null;
    return missionEntriesOf(this.missionPicks);
  }

  private async newGame(): Promise<void> {
    // Listed while the game still shows; then the form replaces it and focus moves to it in one
    // task, never resting on the page's body in between.
    await this.refreshList();
    this.setup = null;
    this.game = null;
    this.gameId = null;
    this.events = [];
    this.redo = [];
    this.resetDrafts();
    this.error = '';
    await this.updateComplete;
    this.updateTitle();
    this.querySelector<HTMLElement>('#rve-rebellion-name')?.focus();
    announcer.announce(msg('New game: type the two names.'));
  }

  private async openPrivate(): Promise<void> {
    this.stage = 'open';
    this.error = '';
    this.hiddenNote = '';
    this.armIdle();
    await this.updateComplete;
    this.querySelector<HTMLElement>('#rve-private-heading')?.focus();
  }

  private async closePrivate(): Promise<void> {
    this.stage = 'closed';
    this.armIdle(); // clears the timer
    // The private choices go; the public ones (none is open while the private screen shows) stay.
    this.draft = { ...this.draft, revealChoice: null, hiddenChoice: [], proofChoice: null, claimDistrict: null, claimMission: null, claimReveal: [] };
    this.error = '';
    announcer.clear();
    await this.updateComplete;
    this.focusStep();
    if (this.hiddenNote) announcer.announce(this.hiddenNote);
  }

  /** Reports a form left incomplete: the sentence at the top of the step, focus on `selector`. */
  private async incomplete(sentence: string, selector: string, privately = false): Promise<void> {
    this.error = sentence;
    await this.updateComplete;
    this.querySelector<HTMLElement>(selector)?.focus();
    if (!privately) announcer.announce(sentence, 'assertive');
  }

  // ---- rendering -----------------------------------------------------------------------------

  protected override render() {
    if (!this.languageReady) return nothing;
    return html`
      <a class="skip-link" href="#main">${msg('Skip to the main content')}</a>
      <header class="app-header">
        <h1>${gameTitle()}</h1>
        ${this.privateShowing
          ? nothing
          : this.headerMenu.render([
              html`<a class="rs-button" id="rve-home" href=${location.pathname}>${msg('Back to the home page')}</a>`,
              ...toolButtonList(this.toolActions),
              ...this.languageButton(),
            ])}
      </header>
      <main id="main" tabindex="-1">
        <p class="error" id="rve-error">${this.error}</p>
        ${this.storageWarning && !this.privateShowing ? html`<p class="error" id="rve-storage-warning">${this.storageWarning}</p>` : nothing}
        ${!this.game || this.game.phase === 'setup' ? this.renderSetup() : this.privateShowing ? this.renderPrivate() : this.renderShared()}
      </main>
      ${this.settingsOpen ? settingsDialog(this.settings, 'app', (settings) => this.onSettingsChange(settings), this) : nothing}
      ${this.privateShowing ? nothing : html`<rs-rules .rule=${this.currentRule()}></rs-rules>`}
      ${this.privateShowing ? nothing : html`<footer><rs-shortcuts-help .shortcuts=${RVE_SHORTCUTS}></rs-shortcuts-help></footer>`}
    `;
  }

  private renderSetup(): TemplateResult {
    if (!this.store) return html`<p>${msg('Opening saved games…')}</p>`;
    const saved =
      this.games.length > 0 || this.problems.length > 0
        ? html`<rs-saved-games
            .games=${this.games}
            .problems=${this.problems}
            .describe=${savedGameText}
            .label=${(game: SavedGameMeta) => listText(game.players)}
            @rs-resume=${(e: CustomEvent<{ id: string }>) => this.run(() => this.resume(e.detail.id))}
            @rs-delete=${(e: CustomEvent<{ id: string }>) => this.run(() => this.deleteSaved(e.detail.id))}
          ></rs-saved-games>`
        : nothing;
    return html`${saved}<section aria-labelledby="rve-setup-heading">
      <h2 id="rve-setup-heading">${msg('New game')}</h2>
      <form @submit=${(e: Event) => {
          e.preventDefault();
          this.run(() => this.start());
        }} novalidate>
        <div class="field">
          <label for="rve-rebellion-name">${msg("The Rebellion player's name")}</label>
          <input type="text" id="rve-rebellion-name" autocomplete="off" maxlength=${NAME_MAX} .value=${this.rebellionName} @input=${(e: Event) => (this.rebellionName = (e.target as HTMLInputElement).value)} />
        </div>
        <div class="field">
          <label for="rve-empire-name">${msg("The Empire player's name")}</label>
          <input type="text" id="rve-empire-name" autocomplete="off" maxlength=${NAME_MAX} .value=${this.empireName} @input=${(e: Event) => (this.empireName = (e.target as HTMLInputElement).value)} />
        </div>
        <!-- After the names: a phone's first screen at 320 px with 200% text holds the
             heading and the first name field. -->
        <p>${msg('Two players: one plays the Rebellion, the other the Empire. This device is passed to the Rebellion for its secret moves.')}</p>
        <label class="choice">
          <input type="checkbox" id="rve-capitol" .checked=${this.capitolVariant} @change=${(e: Event) => (this.capitolVariant = (e.target as HTMLInputElement).checked)} />
          <span>${msg('Capitol variant: the Capitol in the middle; liberating it wins; Revolution there needs 25.')}</span>
        </label>
        ${this.renderMissionSetup()}
        <p class="hint">${msg('The app lays the districts in a random row and shuffles the 24 Rebel cards.')}</p>
        <div class="actions"><button type="submit" class="primary" id="rve-start">${msg('Start the game')}</button></div>
      </form>
    </section>
    <section aria-labelledby="rve-rooms-heading">
      <h2 id="rve-rooms-heading">${msg('Play on two phones')}</h2>
      <p>${msg("Each player uses their own phone: the Rebellion's phone shows its hand, and this device can show the public board. No passing the device.")}</p>
      <div class="actions"><a class="rs-button" id="rve-rooms" href=${roomPageAddress('table', 'rebellion-vs-empire')}>${msg('Play on two phones')}</a></div>
    </section>
    <rs-import .read=${readRveRecordFile} @rs-import=${(e: CustomEvent<ImportDetail>) => this.run(() => this.importRecord(e.detail.record))}></rs-import>`;
  }

  /**
   * Who draws the mission cards (G2-SET-6, G2-MIS-UNKNOWN, G2-OP-11): the app, from the 7 described
   * cards, saying that the printed game draws from 10; or the table, which enters the 3 printed
   * cards it drew: a described one by its name, any other by its printed name and condition.
   */
  private renderMissionSetup(): TemplateResult {
    const table = this.missionCards === 'table';
    const setPick = (i: number, change: Partial<MissionPick>): void => {
      this.missionPicks = this.missionPicks.map((p, j) => (j === i ? { ...p, ...change } : p));
    };
    return html`${missionCardsFieldset(this.missionCards, 'rve-missions-hint', (v) => (this.missionCards = v))}
      <p class="hint" id="rve-missions-hint">
        ${msg(
          'The printed game has 11 mission cards: Revolution, always in play, and 10 others, from which 3 are drawn. The rules this app follows describe only 8 of the 11 (Revolution and 7 others), so the app draws from those 7. To play with all 10, draw the printed cards and enter them.',
        )}
      </p>
      ${table ? missionPickFields(this.missionPicks, setPick) : nothing}`;
  }

  private renderShared(): TemplateResult {
    const view = this.publicView!;
    return html`
      ${boardStrip(view, shownResult(view, lastResult(this.setup!, this.events)))}
      <section id="rve-step" aria-labelledby="rve-step-heading">
        <h2 id="rve-step-heading" tabindex="-1">${view.winner ? msg('Game over') : msg(str`Now: ${roundText(view)}`, { id: 'rve-now' })}</h2>
        ${this.hiddenNote ? html`<p class="status" id="rve-hidden-note">${this.hiddenNote}</p>` : nothing} ${this.renderStep(view)}
      </section>
      ${this.renderTools(view)}
      ${boardView(view)}
    `;
  }

  /** Undo, redo and the record (download, share): the game's tools, under the step. */
  private renderTools(view: GameView): TemplateResult {
    const locked = recordLocked(view.winner);
    return html`<section aria-labelledby="rve-tools-heading">
      <h2 id="rve-tools-heading" class="visually-hidden">${msg('Game tools')}</h2>
      <div class="actions">
        <button type="button" id="rve-undo" aria-keyshortcuts="Control+Z" aria-disabled=${this.canUndo ? 'false' : 'true'} @click=${() => this.run(() => this.undo())}>
          ${msg('Undo')}
        </button>
        <button
          type="button"
          id="rve-redo"
          aria-keyshortcuts="Control+Shift+Z Control+Y"
          aria-disabled=${this.redo.length > 0 ? 'false' : 'true'}
          @click=${() => this.run(() => this.redoLast())}
        >
          ${msg('Redo')}
        </button>
        <button
          type="button"
          id="rve-download"
          aria-disabled=${locked ? 'true' : 'false'}
          aria-describedby=${locked ? 'rve-record-locked' : nothing}
          @click=${() => this.run(() => this.exportRecord(false))}
        >
          ${msg('Download the game record')}
        </button>
        ${'share' in navigator
          ? html`<button
              type="button"
              id="rve-share"
              aria-disabled=${locked ? 'true' : 'false'}
              aria-describedby=${locked ? 'rve-record-locked' : nothing}
              @click=${() => this.run(() => this.exportRecord(true))}
            >
              ${msg('Share the game record')}
            </button>`
          : nothing}
      </div>
      ${locked ? html`<p class="hint" id="rve-record-locked">${this.recordLockedText()}</p>` : nothing}
    </section>`;
  }

  private renderStep(view: GameView): TemplateResult {
    if (view.winner) {
      return html`<p class="status" id="rve-winner">${winnerText(view)}</p>
        <div class="actions"><button type="button" class="primary" id="rve-new-game" @click=${() => this.run(() => this.newGame())}>${msg('New game')}</button></div>`;
    }
    const ask = this.publicAsk();
    if (!ask) return html``;
    const next = html`<p id="rve-next">${nextText(view, askKey(ask))}</p>`;
    if (ask.secret) {
      const name = view.players?.rebellion ?? msg('Rebellion');
      // The button before the sentence that explains it (and describes it): a phone's first
      // screen with 200% text holds the button.
      return html`${next}
        <div class="actions">
          <button type="button" class="primary" id="rve-open-private" aria-describedby="rve-pass" @click=${() => void this.openPrivate()}>
            ${msg(str`I am ${name}: show the Rebellion's screen`, { id: 'rve-open-private' })}
          </button>
        </div>
        <p id="rve-pass">${msg(str`Pass the device to ${playerText(view, 'rebellion')}. Nothing secret is on the screen until they open their screen.`, { id: 'rve-pass' })}</p>`;
    }
    switch (ask.kind) {
      case 'area':
        return html`${next}${areaStep(this.steps, ask)}`;
      case 'power':
        return html`${next}${powerStep(this.steps, view, ask)}`;
      case 'assign':
        return html`${next}${assignStep(this.steps, view, ask)}`;
      case 'liberate':
      case 'end-check':
        return html`${next}${this.renderCheck(view, ask)}`;
      case 'confirm':
        return confirmStep(this.steps, view);
      default:
        return next;
    }
  }

  /**
   * A liberation check with a mission card entered by the table in play (G2-MIS-UNKNOWN, engine
   * reading E-3): the Rebellion ends the check, or claims a district by such a card in private
   * (where it chooses the hidden cards to show).
   */
  private renderCheck(view: GameView, ask: Ask): TemplateResult {
    const name = view.players?.rebellion ?? msg('Rebellion');
    return html`<div class="actions">
      ${endCheckButton(this.steps)}
      ${ask.kind === 'liberate'
        ? html`<button type="button" id="rve-open-claim" @click=${() => void this.openPrivate()}>
            ${msg(str`I am ${name}: claim a liberation in private`, { id: 'rve-open-claim' })}
          </button>`
        : nothing}
    </div>`;
  }

  // ---- the Rebellion's private screen ----------------------------------------------------------

  private renderPrivate(): TemplateResult {
    const game = this.game!;
    const view = viewFor(game, 'rebellion');
    const ask = asksFor(game, 'rebellion')[0];
    return html`<section id="rve-private" aria-labelledby="rve-private-heading">
      <h2 id="rve-private-heading" tabindex="-1">${msg(str`The Rebellion's screen: ${playerText(view, 'rebellion')}`, { id: 'rve-private-heading' })}</h2>
      <p id="rve-hand">${msg(str`Your hand: ${listText(view.hand.cards!.map(cardName))}.`, { id: 'rve-hand' })}</p>
      ${ask?.kind === 'play'
        ? playStep(this.steps, ask)
        : ask?.kind === 'liberate' && (ask.options?.proofs?.length ?? 0) > 0
          ? proofStep(this.steps, ask)
          : ask?.kind === 'liberate' && ask.options?.claims
            ? claimStep(this.steps, view, ask)
            : nothing}
      <div class="actions">
        <button type="button" id="rve-hide" @click=${() => void this.closePrivate()}>${msg("Hide the Rebellion's screen")}</button>
      </div>
      ${boardView(view)}
    </section>`;
  }

}

declare global {
  interface HTMLElementTagNameMap {
    'rve-app': RveApp;
  }
}
