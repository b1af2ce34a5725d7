import '../rules-registration.ts';
import '../storage/registration.ts';
import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
// No engine code is imported here (start-up budget, docs/performance.md): the engine's reducer,
// views and records, the session, the game's sentences, the game screen's rendering and flows
// (GameFlow) and the app's game side (AppGame) load with the game screen (game-screen.ts, see
// `loadGame`).
import type { PublicView } from '../engine.ts';
import { DB_NAME } from '../../../platform/storage/db-name.ts';
import { gamePageHref, gamePages } from '../../../platform/games/game-pages.ts';
import { StorageError } from '../../../platform/storage/types.ts';
import type { GameStore, SavedGameMeta, StorageProblem, StoredRecord } from '../../../platform/storage/types.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { LightElement } from '../../../platform/a11y/light-element.ts';
import { whenBrowserIdle } from '../../../platform/ui/idle.ts';
import { warmWords } from '../../../platform/i18n/words.ts';
import { initialLanguage, languageButtons, useLanguage } from '../../../platform/i18n/locale.ts';
import { loadSettings } from '../../../platform/settings/settings.ts';
import type { Language, Settings } from '../../../platform/settings/settings.ts';
import { sayPublic } from '../../../platform/settings/say.ts';
import { applySettings } from '../../../platform/settings/apply-settings.ts';
import { HeaderMenu, settingsDialog, toolActionsOf, toolButtonList } from '../../../platform/ui/header-tools.ts';
import type { ToolActions } from '../../../platform/ui/header-tools.ts';
import { everyone } from '../text/home-text.ts';
import type { StartDetail } from './rs-setup.ts';
import type { HomeHost } from './home-actions.ts';
import type { ImportDetail, RecordFileOutcome } from '../../../platform/ui/rs-import.ts';

import './rs-setup.ts';
import type { AppGame, AppShell, TabMessage } from './app-game.ts';

/** The app's version (set by the build; 'dev' where no build ran, as in the browser tests). */
export const APP_VERSION: string = (import.meta.env as ImportMetaEnv | undefined)?.VITE_APP_VERSION ?? 'dev';

/**
 * Reads an imported file for `<rs-import>`: a resistance-record/1 record, replayed whole by the
 * engine (session/import-record.ts), or the sentence of its first problem (text/error-text.ts).
 * Both load when a file is chosen, not at start-up (start-up JavaScript budget, docs/performance.md).
 */
async function readRecordFile(text: string): Promise<RecordFileOutcome> {
  const { parseImportedRecord } = await import('../session/import-record.ts');
  try {
    return { record: await parseImportedRecord(text) };
  } catch (error) {
    const { importErrorText } = await import('../text/error-text.ts');
    return { refusal: importErrorText(error) };
  }
}

/**
 * The app in table mode: the home screen (saved games, new game, import), then the game screen
 * with the "where are we" summary, the current step (propose, vote, mission, game over), undo and
 * redo, export, the board and the vote history. rs-app is the shell (boot, store, saved games,
 * import, settings, rules, shortcuts, language, tabs, update notice, errors); the game side (the
 * session's changes, flows, focus and the saved UI state: `AppGame`, app-game.ts, with the game
 * screen's rendering and flows, `GameFlow`, game-flow.ts) loads with the game screen, and rs-app
 * delegates to it.
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

  /**
   * When the game screen's code ({@link loadGame}) loads while no game is open: `idle` (the default)
   * a second after the home page is up, when the browser is idle ({@link whenBrowserIdle}), so that
   * starting or opening a game does not wait for it (docs/performance.md: the load runs
   * as short tasks), and, in an idle moment of its own, the list formatter the game's sentences use
   * (`warmWords`: one task of about 50 ms at 4× CPU, which the first proposal would pay otherwise),
   * as the other games' pages and the room pages do; `none`, only when a game starts or opens (the
   * tests of what loads on demand).
   */
  @property({ attribute: 'prefetch' }) prefetch: 'idle' | 'none' = 'idle';

  @state() private store: GameStore | null = null;
  @state() private games: SavedGameMeta[] = [];
  /** A saved game in one line (text/saved-game-text.ts), loaded with the saved games' list (boot). */
  private savedGameText: (game: SavedGameMeta) => string = () => '';
  /** The home page's changes to the saved games (home-actions.ts), loaded with their list (boot). */
  private homeActions: typeof import('./home-actions.ts') | null = null;
  @state() private problems: StorageProblem[] = [];
  /** What the app knows of how games are kept (persistent, may be cleared, memory only). */
  @state() private storageStatus = '';
  /** The sentence of the last refused action or storage problem, shown at the top of main. */
  @state() private error = '';
  /** Call to switch to the waiting new version of the app (service worker), when there is one. */
  @state() private pendingUpdate: (() => Promise<void>) | null = null;

  /** Whether the settings dialog has been opened (its component is loaded then). */
  @state() private settingsOpen = false;
  /** False until the language is loaded: nothing is rendered in a language the user did not choose. */
  @state() private languageReady = false;

  /** True while a private screen shows: everything else of the game screen is taken away. */
  @state() private privateOpen = false;
  /** The settings of this device: display, announcements, speech, vibration, idle time. */
  @state() private settings: Settings = loadSettings();
  /** Seconds without input after which a private screen hides (the device setting; tests set a small value). */
  @property({ type: Number, attribute: 'private-idle-seconds' }) privateIdleSeconds: number = this.settings.privateIdleSeconds;
  /** An update notice that arrived while a private screen showed, said once it hides. */
  private updateUnannounced = false;

  private channel: BroadcastChannel | null = null;
  private pending: Promise<void> = Promise.resolve();
  private readyResolve!: () => void;
  /** Resolves once the saved games are read and the first screen is shown. */
  readonly ready: Promise<void> = new Promise((resolve) => (this.readyResolve = resolve));
  /** Resolves with the store once it is open (boot); actions that need it before then wait for it. */
  private storeResolve!: (store: GameStore) => void;
  private readonly storeOpen: Promise<GameStore> = new Promise((resolve) => (this.storeResolve = resolve));
  /**
   * Whether the first screen waits for the store ({@link readStoreHint}): when a game was open
   * when the app was last left (the store reopens it) or saved games were listed (they come first
   * on the home page); otherwise the home page shows before the store is open.
   */
  @state() private waitForStore = false;

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
    const side = this.side?.session ? this.side : null;
    if (alt && event.code === 'KeyN' && side) {
      event.preventDefault();
      side.focusCurrentStep();
      return;
    }
    if (alt && event.code === 'KeyR' && side) {
      event.preventDefault();
      side.focusHistory();
      return;
    }
    if (event.key === '?' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      this.toolActions.shortcuts();
      return;
    }
    if (!side || typing || !(event.ctrlKey || event.metaKey) || event.altKey) return;
    if (event.code === 'KeyZ' && !event.shiftKey) {
      event.preventDefault();
      this.run(() => this.undo());
    } else if ((event.code === 'KeyZ' && event.shiftKey) || event.code === 'KeyY') {
      event.preventDefault();
      this.run(() => this.redo());
    }
  };

  /** The rule that matters now, for the rules reference to open at: the setup (R-SET-1), else the game's (GameFlow.currentRule). */
  private currentRule(): string {
    return this.side?.currentRule() ?? 'R-SET-1';
  }

  /** The header's actions, behind one button on a narrow header. */
  private readonly headerMenu = new HeaderMenu(this);

  /** What the header's tools do (header-tools.ts), each in the order of user actions. */
  private readonly toolActions: ToolActions = toolActionsOf(
    this,
    (task) => this.run(task),
    () => this.currentRule(),
    async () => {
      this.settingsOpen = true;
      await this.updateComplete;
    },
  );

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
    return this.side?.view ?? null;
  }

  /** Opens the store, says how games are kept, and reopens the game the user was in, if any. */
  private async boot(): Promise<void> {
    applySettings(this.settings);
    this.waitForStore = readStoreHint(this.dbName);
    // The store's code (IndexedDB, idb, the saved games' list) is not in the start-up chunk (start-up
    // JavaScript budget, docs/performance.md), nor are the home page's forms below the setup form
    // (joining a room, importing a record: below the first screen, their elements defined with
    // the store's code). When the first screen needs the store (a game to reopen, saved games to
    // list above the setup form) it loads while the language does; otherwise after the home page
    // is drawn, so that it does not compete with the first screen.
    const loadStoreCode = () =>
      Promise.all([
        import('../../../platform/storage/open-store.ts'),
        import('../../../platform/ui/rs-saved-games.ts'),
        import('../text/saved-game-text.ts').then(({ savedGameText }) => (this.savedGameText = savedGameText)),
        import('./home-actions.ts').then((actions) => (this.homeActions = actions)),
        import('./rs-join-room.ts'),
        import('../../../platform/ui/rs-import.ts'),
      ]);
    const early = this.waitForStore ? loadStoreCode() : null;
    // The language first (the saved choice, else the browser's), so nothing is said in another.
    await useLanguage(initialLanguage()).catch(() => useLanguage('en'));
    this.languageReady = true;
    document.title = msg('The Resistance companion'); // index.html's title is English: the page's title follows the language too
    if (!early) await this.updateComplete;
    const storeCode = early ?? loadStoreCode();
    const [{ openGameStore, requestPersistence }] = await storeCode;
    const store = await openGameStore({
      name: this.dbName,
      onClosed: () => this.showError(new StorageError('closed', 'closed for an upgrade in another tab')),
      onBlocked: () => {
        this.error = msg('Another tab of this app is still open with an older version: close it so saved games can open here.');
        announcer.announce(this.error, 'assertive');
      },
    });
    this.store = store;
    this.storeResolve(store);
    this.storageStatus = await this.homeActions!.storageStatus(store, requestPersistence);
    if ('BroadcastChannel' in window) {
      this.channel = new BroadcastChannel(`rs-games:${this.dbName}`);
      // A change made in another tab: the open game reloads, else the saved games are listed again.
      this.channel.onmessage = (event: MessageEvent<TabMessage>) =>
        this.run(async () => {
          if (event.data?.type !== 'game-changed') return;
          if (this.side?.session) await this.side.onTabMessage(event.data);
          else await this.refreshGames();
        });
    }
    const ui = await store.getUi().catch(() => null);
    if (ui?.gameId) {
      try {
        await (await this.loadGame()).reopen(store, { ...ui, gameId: ui.gameId });
      } catch (error) {
        this.showError(error);
      }
    }
    if (!this.side?.session) await this.refreshGames();
    this.waitForStore = false;
    this.readyResolve();
    if (this.prefetch === 'idle' && !this.side) {
      whenBrowserIdle(() => void import('./game-screen.ts').catch(() => {}));
      // The first game screen's reveal script (physical cards, the default): loaded there in two
      // steps (its chunk, then the chunk it imports) before the screen could render.
      whenBrowserIdle(() => void import('./rs-reveal-script.ts').catch(() => {}));
      // The list data, in an idle task of its own (the game's first proposal lists names).
      whenBrowserIdle(warmWords);
    }
  }

  private async refreshGames(): Promise<void> {
    if (!this.store) return;
    try {
      const { games, problems } = await this.store.list();
      this.games = games;
      this.problems = problems;
      writeStoreHint(this.dbName, games.length > 0 || problems.length > 0);
    } catch (error) {
      this.showError(error);
    }
  }

  /** Says the "where are we" summary (also on the page), or what to do on the home screen. */
  speakSummary(): void {
    this.say(this.side?.session ? this.side.summary() : msg('No game open: start a new game or resume a saved one.'));
  }

  private async start(detail: StartDetail): Promise<void> {
    // The form shows before the store is open (boot): a quick start waits for it.
    const store = await this.storeOpen;
    await (await this.loadGame()).start(store, detail);
  }

  private async open(id: string): Promise<void> {
    if (!this.store) return;
    const store = this.store;
    await (await this.loadGame()).open(store, id);
  }

  private async deleteGame(id: string): Promise<void> {
    if (!this.store || !this.homeActions) return;
    await this.homeActions.deleteGame(this.homeHost(), this.store, id);
  }

  private async importRecord(record: StoredRecord): Promise<void> {
    const store = await this.storeOpen; // its code and the home page's actions are here by then (boot)
    await this.homeActions!.importRecord(this.homeHost(), store, record);
  }

  /** What the home page's changes need of the app (home-actions.ts). */
  private homeHost(): HomeHost {
    return { element: this, games: () => this.games, refreshGames: () => this.refreshGames(), showError: (error) => this.showError(error) };
  }

  /**
   * Undoes the last action, saved first; announces what was taken back (game-actions.ts: an undone
   * step reopens with what was recorded; a correction made in this session is undone whole).
   */
  async undo(): Promise<void> {
    if (this.side?.session) await this.side.actions.undo();
  }

  /** Redoes the last undone action (or correction), saved first (game-actions.ts). */
  async redo(): Promise<void> {
    if (this.side?.session) await this.side.actions.redo();
  }

  private showError(error: unknown): void {
    // The sentences of storage failures and rule errors are loaded when the first one is shown
    // (start-up budget); whenIdle() waits for them, as for any action.
    this.pending = this.pending
      .then(async () => {
        if (error instanceof StorageError) {
          const { storageErrorText } = await import('../text/storage-text.ts');
          this.error = storageErrorText(error);
          return;
        }
        const { ruleErrorText } = await import('../text/error-text.ts');
        this.error = ruleErrorText(error);
      })
      .catch(() => {
        this.error = msg('Something went wrong; nothing was recorded.');
      })
      .then(() => {
        announcer.announce(this.error, 'assertive');
        if (!this.privateOpen) void import('../../../platform/cues/cues.ts').then(({ playCue }) => playCue('error', this.settings.cues));
      });
  }

  /**
   * Announces a public sentence about the game (the result of an action, the summary), and speaks
   * it aloud on this device when the "Speak announcements aloud" setting is on. Never called for a
   * private screen's content.
   */
  private say(text: string, priority: 'polite' | 'assertive' = 'polite'): void {
    sayPublic(text, priority, this.privateOpen ? null : this.settings.speech);
  }

  private onSettingsChange(settings: Settings): void {
    this.settings = settings;
    this.privateIdleSeconds = settings.privateIdleSeconds;
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
    await this.side?.whenCurrent();
  }

  /** The app's game side (app-game.ts), made when the game screen is first loaded ({@link loadGame}). */
  @state() private side: AppGame | null = null;

  /**
   * Loads the game screen's module (game-screen.ts): the app's game side (AppGame), its components,
   * its rendering and flows (GameFlow), the session, the engine's reducer, views and records, the
   * game's sentences and the record export, and makes the game side once. Everything that opens or
   * starts a game awaits it first. Not at start-up: the home screen needs none of it (start-up
   * JavaScript budget, docs/performance.md); it is fetched once the home page is idle
   * ({@link prefetch}).
   */
  private async loadGame(): Promise<AppGame> {
    if (!this.side) {
      const { AppGame } = await import('./game-screen.ts');
      this.side ??= new AppGame(this.shell());
    }
    return this.side;
  }

  /** What the game side needs of the app: see {@link AppShell}. */
  private shell(): AppShell {
    return {
      element: this,
      store: () => this.store,
      refreshGames: () => this.refreshGames(),
      gameOpened: () => writeStoreHint(this.dbName, true),
      settings: () => this.settings,
      privateIdleSeconds: () => this.privateIdleSeconds,
      privateOpen: () => this.privateOpen,
      clearScreen: () => {
        this.privateOpen = false;
        this.error = '';
      },
      setStorageStatus: (text: string) => (this.storageStatus = text),
      clearError: () => (this.error = ''),
      showError: (error: unknown) => this.showError(error),
      run: (task: () => Promise<void>) => this.run(task),
      say: (text: string, priority: 'polite' | 'assertive') => this.say(text, priority),
      post: (message: TabMessage) => this.channel?.postMessage(message),
    };
  }

  private onPrivate(open: boolean): void {
    this.privateOpen = open;
    if (!open && this.updateUnannounced && this.pendingUpdate) {
      this.updateUnannounced = false;
      announcer.announce(msg('A new version of the app is ready. Use "Update the app" when it suits you; the game is kept.'));
    }
  }

  /** Switches to `next`, saves the choice, and says so in the new language. */
  private async switchLanguage(next: Language): Promise<void> {
    await useLanguage(next, true);
    await this.updateComplete;
    if (this.side) this.side.updateTitle();
    else document.title = msg('The Resistance companion');
    announcer.announce(msg('Language: English.'));
  }

  protected override render() {
    if (!this.languageReady) return nothing;
    const game = this.side?.session ? this.side : null;
    return html`
      <a class="skip-link" href=${game ? '#step' : '#main'}>
        ${game ? msg('Skip to the current step') : msg('Skip to the main content')}
      </a>
      <header class="app-header">
        <h1>${msg('The Resistance companion')}</h1>
        ${this.privateOpen ? nothing : this.renderHeaderMenu()}
      </header>
      <main
        id="main"
        tabindex="-1"
        @focusin=${(e: FocusEvent) => game?.onFocusIn(e)}
        @rs-draft=${(e: CustomEvent<unknown>) => game?.onDraft(e)}
        @rs-private-open=${() => this.onPrivate(true)}
        @rs-private-closed=${() => this.onPrivate(false)}
      >
        <p class="error" id="app-error">${this.privateOpen ? '' : this.error}</p>
        ${game?.storageWarning && !this.privateOpen
          ? html`<p class="error" id="storage-warning">${game.storageWarning}</p>`
          : nothing}
        ${game?.recordNote && !this.privateOpen ? html`<p class="notice" id="record-note">${game.recordNote}</p>` : nothing}
        ${this.pendingUpdate && !this.privateOpen ? this.renderUpdate() : nothing}
        ${game ? game.render() : this.waitForStore ? html`<p>${msg('Opening saved games…')}</p>` : this.renderHome()}
      </main>
      ${this.settingsOpen ? settingsDialog(this.settings, 'app', (settings) => this.onSettingsChange(settings), this) : nothing}
      ${this.privateOpen ? nothing : html`<rs-rules .rule=${this.currentRule()}></rs-rules>`}
      <footer>
        ${this.privateOpen ? nothing : html`<rs-shortcuts-help></rs-shortcuts-help>`}
        <p class="hint" id="app-version">${msg(str`Version ${APP_VERSION}`)}</p>
      </footer>
    `;
  }

  /**
   * The header's actions in one menu on a narrow header (header-tools.ts `HeaderMenu`):
   * the game's tools while a game is open (Undo, Redo, Download, Share, All games: GameFlow's
   * `renderTools`), then Rules, Settings, Keyboard shortcuts and the language switch.
   */
  private renderHeaderMenu() {
    const game: ReturnType<AppGame['controller']['renderTools']> = this.side?.session ? this.side.controller.renderTools() : { items: [], note: nothing };
    return this.headerMenu.render(
      [
        ...game.items,
        ...toolButtonList(this.toolActions),
        ...languageButtons((next) => this.run(() => this.switchLanguage(next))),
      ],
      game.note,
    );
  }

  private renderUpdate() {
    return html`<section class="notice" aria-labelledby="update-heading">
      <h2 id="update-heading">${msg('A new version is ready')}</h2>
      <p>${msg('Updating reloads the page; the game in progress is saved and comes back where it was.')}</p>
      <button type="button" @click=${() => void this.pendingUpdate?.()}>${msg('Update the app')}</button>
    </section>`;
  }

  /**
   * The home page's two ways in, first on the page so that a phone's first screen holds both: a
   * new game on this device, or a game whose table is another device. Each brings its part of the
   * page to the top of the screen and puts focus in its first field (the number of players, the
   * join code), where typing goes on.
   */
  private renderStart() {
    const link = (id: string, href: string, label: string, part: 'rs-setup' | 'rs-join-room', field: string) =>
      html`<a class="rs-button" id=${id} href=${href} @click=${(e: Event) => this.goToPart(e, part, href, field)}>${label}</a>`;
    return html`<nav class="actions home-start" aria-label=${msg('On this page')}>
      ${link('home-new', '#setup-heading', msg('New game'), 'rs-setup', '#setup-count')}
      ${link('home-join', '#home-join-heading', msg('Join a game'), 'rs-join-room', '#home-join-code')}
    </nav>`;
  }

  /**
   * Follows a link of {@link renderStart}: scrolls the home page's part `part` to its heading
   * (`href`, the link's target without script) and focuses its `field`, once the part is drawn
   * (the join form is defined with the store's code, just after the first screen: boot).
   */
  private goToPart(event: Event, part: 'rs-setup' | 'rs-join-room', href: string, field: string): void {
    const element = this.querySelector(part);
    if (!element) return;
    event.preventDefault();
    void customElements.whenDefined(part).then(async () => {
      await (element as LightElement).updateComplete;
      element.querySelector(href)?.scrollIntoView({ block: 'start' });
      element.querySelector<HTMLElement>(field)?.focus({ preventScroll: true });
    });
  }

  /** Saved games come first when there are any (resuming is the common case), then a new game. */
  private renderHome() {
    const savedGames = html`<rs-saved-games
      .games=${this.games}
      .problems=${this.problems}
      .describe=${this.savedGameText}
      .label=${(game: SavedGameMeta) => everyone(game.players)}
      @rs-resume=${(e: CustomEvent<{ id: string }>) => this.run(() => this.open(e.detail.id))}
      @rs-delete=${(e: CustomEvent<{ id: string }>) => this.run(() => this.deleteGame(e.detail.id))}
    ></rs-saved-games>`;
    return html`
      ${this.renderStart()}
      ${this.games.length > 0 || this.problems.length > 0 ? savedGames : nothing}
      <rs-setup @rs-start=${(e: CustomEvent<StartDetail>) => this.run(() => this.start(e.detail))}></rs-setup>
      <section aria-labelledby="room-entry-heading">
        <h2 id="room-entry-heading">${msg('Personal devices')}</h2>
        <p>${msg('Each player sees their card, votes and plays mission cards on their own phone; this device is the table.')}</p>
        <a class="rs-button" id="room-entry" href="?table">${msg('Play with personal devices')}</a>
      </section>
      <rs-join-room></rs-join-room>
      ${gamePages().map(
        (page) => html`<p><a class="rs-button" id=${`game-${page.key}`} href=${gamePageHref(page.key)}>${msg(str`Other games: ${page.title()}`)}</a></p>`,
      )}
      <rs-import .read=${readRecordFile} @rs-import=${(e: CustomEvent<ImportDetail>) => this.run(() => this.importRecord(e.detail.record))}></rs-import>
      <p class="hint" id="storage-status">${this.storageStatus}</p>
    `;
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

/**
 * The key of the hint that the first screen should wait for the store: `'1'` when a game was open
 * or saved games were listed when the app was last used on this device (no game data).
 */
function storeHintKey(dbName: string): string {
  return `rs-app:wait-for-store:${dbName}`;
}

/** Whether the hint says to wait for the store (false when localStorage cannot be read). */
function readStoreHint(dbName: string): boolean {
  try {
    return localStorage.getItem(storeHintKey(dbName)) === '1';
  } catch {
    return false;
  }
}

/** Keeps the hint in step with the store (saved games listed, a game opened); failures are silent. */
function writeStoreHint(dbName: string, wait: boolean): void {
  try {
    if (wait) localStorage.setItem(storeHintKey(dbName), '1');
    else localStorage.removeItem(storeHintKey(dbName));
  } catch {
    // no localStorage: the home page shows at once, and a reopened game or the saved games follow
  }
}
