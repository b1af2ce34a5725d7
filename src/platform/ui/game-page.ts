import type { TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import { announcer } from '../a11y/announcer.ts';
import { LightElement } from '../a11y/light-element.ts';
import { LanguageUnavailableError, languageButtons, useLanguage } from '../i18n/locale.ts';
import { languageUnavailableText } from '../i18n/language-text.ts';
import { warmWords } from '../i18n/words.ts';
import type { Language, Settings } from '../settings/settings.ts';
import { loadSettings } from '../settings/settings.ts';
import { sayPublic } from '../settings/say.ts';
import { openGameStore } from '../storage/open-store.ts';
import type { GameStore, SavedGameMeta, SavedGameMetaInput, StorageProblem, StoredRecordEvent } from '../storage/types.ts';
import { HeaderMenu, toolActionsOf } from './header-tools.ts';
import type { ToolActions } from './header-tools.ts';
import type { RsSavedGames } from './rs-saved-games.ts';
import { whenBrowserIdle } from './idle.ts';

/** What a game's one-device page gives {@link GamePage} (its storage and rules, its sentences, its screens). */
export interface GamePageParts {
  /** Registers the game's saved records with the platform's storage; returns the undo of it (storage/registry). */
  registerStorage(): () => void;
  /** Registers the game's rules reference with the platform's Rules dialog. */
  registerRules(): void;
  /** The sentence for a storage failure (the game's wording of the platform's storage-text.ts). */
  storageProblemText(error: unknown): string;
  /** The sentence for a refused or failed action (a rule error names its rule). */
  errorText(error: unknown): string;
  /**
   * The page's own child elements (a CSS selector) that render after it: {@link GamePage.whenIdle}
   * and {@link GamePage.switchLanguage} wait for each of them, and the language switch renders them again.
   */
  children: string;
  /** Where focus goes when the saved games' list is gone (the last game deleted): the setup's first field or heading. */
  setupFocus: string;
}

/**
 * The platform's one-device game page (the machinery is written once, the header with it):
 * what every game's page on one device does the same way, so that a game's page holds its game only.
 *
 * - Actions run one after another ({@link run}; each waits for the store: a quick second key press
 *   must not race the first); a failure is shown in `error` and said assertively.
 * - Saved games (platform/storage): the game's records registered, its database opened
 *   ({@link openSavedGames}), the list ({@link refreshList}), one event saved after another
 *   ({@link saveChange}: append, undo, redo; a failure leaves the game in this page only and says so in
 *   `storageWarning`), a saved game deleted with focus on the list or the setup ({@link deleteSaved}).
 * - Sentences: {@link say} announces through the one announcer and, when the device's "Speak
 *   announcements aloud" setting is on, speaks them (never while a private screen shows).
 * - The header's tools (header-tools.ts): Rules at {@link currentRule}, Settings, Keyboard
 *   shortcuts, behind one Menu button on a narrow header; the language switch ({@link switchLanguage}).
 *
 * Each game's page extends it, gives its {@link parts}, its rule now ({@link currentRule}), whether
 * a private screen shows ({@link privateShowing}) and its title ({@link updateTitle}), and keeps
 * its steps, undo and redo, private screens and rendering. Light DOM (LightElement).
 */
export abstract class GamePage extends LightElement {
  /** The device's saved games, once opened. */
  @state() protected store: GameStore | null = null;
  /** The saved games' list (newest first) and the records that cannot be read. */
  @state() protected games: SavedGameMeta[] = [];
  @state() protected problems: StorageProblem[] = [];
  /** Set when the game could not be saved and lives in this page only. */
  @state() protected storageWarning = '';
  /** False until the page's language is loaded: nothing renders before. */
  @state() protected languageReady = false;
  /** The device's settings (platform/settings). */
  @state() protected settings: Settings = loadSettings();
  /** Whether the Settings dialog has been rendered (it is rendered on first use). */
  @state() protected settingsOpen = false;
  /** The last refusal or failure, shown and said (empty: none). */
  @state() protected error = '';
  /** The saved game in course, or null (none, or not saved: storage failed). */
  protected gameId: string | null = null;

  /** The header's actions, behind one Menu button on a narrow header. */
  protected readonly headerMenu = new HeaderMenu(this);

  /** What the header's tools do (header-tools.ts), each in the order of user actions. */
  protected readonly toolActions: ToolActions = toolActionsOf(
    this,
    (task) => this.run(task),
    () => this.currentRule(),
    async () => {
      this.settingsOpen = true;
      await this.updateComplete;
    },
  );

  #pending: Promise<void> = Promise.resolve();
  #unregisterStorage: (() => void) | null = null;

  /** The game's parts of the page. */
  protected abstract get parts(): GamePageParts;
  /** The rule the Rules dialog opens at: the step in course (public facts only). */
  protected abstract currentRule(): string;
  /** Whether a private screen shows now (nothing public is said aloud or shown beside it). */
  protected abstract get privateShowing(): boolean;
  /** Sets `document.title` from public facts only. */
  protected abstract updateTitle(): void;

  override connectedCallback(): void {
    super.connectedCallback();
    announcer.connect();
    // The list data, ahead of the first sentence that lists names (the start of a game says the
    // row of districts, the saved games list their players): about 50 ms at 4× CPU the first time
    // a page makes a list formatter (words.ts `warmWords`).
    whenBrowserIdle(warmWords);
  }

  override disconnectedCallback(): void {
    this.#unregisterStorage?.();
    this.#unregisterStorage = null;
    this.store?.close();
    this.store = null;
    super.disconnectedCallback();
  }

  /**
   * Runs a user action after the ones before it have finished; a failure is shown and said
   * (`parts.errorText`). Tests await {@link whenIdle}.
   */
  protected run(task: () => Promise<void>): void {
    this.#pending = this.#pending.then(task).catch((error: unknown) => {
      this.error = error instanceof LanguageUnavailableError ? languageUnavailableText(error.language) : this.parts.errorText(error);
      announcer.announce(this.error, 'assertive');
    });
  }

  /** Resolves when every action started so far has finished, this page and its children have rendered, and every announcement is written. */
  async whenIdle(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.#pending;
      await seen;
    } while (seen !== this.#pending);
    await this.settled();
    await announcer.whenIdle();
  }

  /** Resolves when this page and its children (`parts.children`, the saved games' list) have rendered. */
  protected async settled(): Promise<void> {
    await this.updateComplete;
    for (const el of this.querySelectorAll<LightElement>(`${this.parts.children}, rs-saved-games`)) await el.updateComplete;
  }

  /** Moves focus to `selector` once everything has rendered. */
  protected async focusOn(selector: string): Promise<void> {
    await this.settled();
    this.querySelector<HTMLElement>(selector)?.focus();
  }

  /** Says a public sentence, and speaks it aloud when the device's setting says so (never over a private screen). */
  protected say(text: string, priority: 'polite' | 'assertive' = 'polite'): void {
    sayPublic(text, priority, this.privateShowing ? null : this.settings.speech);
  }

  /** The Settings dialog changed the device's settings. */
  protected onSettingsChange(settings: Settings): void {
    this.settings = settings;
  }

  /** Registers the game's storage and rules with the platform and opens the saved games' database `name` (also kept as `store`). */
  protected async openSavedGames(name: string): Promise<GameStore> {
    this.#unregisterStorage = this.parts.registerStorage();
    this.parts.registerRules();
    const store = await openGameStore({ name });
    this.store = store;
    return store;
  }

  /** Reads the saved games' list again; a failure is said in `storageWarning`. */
  protected async refreshList(): Promise<void> {
    if (!this.store) return;
    try {
      const { games, problems } = await this.store.list();
      this.games = games;
      this.problems = problems;
    } catch (error) {
      this.storageWarning = this.parts.storageProblemText(error);
    }
  }

  /**
   * Saves a change of the game in course: `event` appended as event number `index` (from 0), the
   * last event (number `index`) undone onto the redo stack, or the last undone one redone as number
   * `index` (platform/storage `GameStore` append, undo, redo), with the list's `meta` after it. A
   * failure leaves the game in this page only (`gameId` null) and says so in `storageWarning`.
   */
  protected async saveChange(change: { append: StoredRecordEvent } | 'undo' | 'redo', index: number, meta: SavedGameMetaInput): Promise<void> {
    if (!this.store || this.gameId === null) return;
    try {
      if (change === 'undo') await this.store.undo(this.gameId, index, meta);
      else if (change === 'redo') await this.store.redo(this.gameId, index, meta);
      else await this.store.append(this.gameId, index, change.append, meta);
    } catch (error) {
      this.gameId = null;
      this.storageWarning = this.parts.storageProblemText(error);
    }
  }

  /** Deletes the saved game `id`; focus goes to the list (or the setup, the list gone) and "Game deleted." is said. */
  protected async deleteSaved(id: string): Promise<void> {
    if (!this.store) return;
    try {
      await this.store.remove(id);
    } catch (error) {
      this.error = this.parts.storageProblemText(error);
    }
    await this.refreshList();
    await this.updateComplete;
    const list = this.querySelector<RsSavedGames>('rs-saved-games');
    if (list) {
      await list.updateComplete;
      list.focusGame(null);
    } else this.querySelector<HTMLElement>(this.parts.setupFocus)?.focus();
    this.say(msg('Game deleted.'));
  }

  /** Switches to `next` (saved as the device's choice), renders again and says so in the new language. */
  protected async switchLanguage(next: Language): Promise<void> {
    await useLanguage(next, true);
    // Counted words follow the page's `lang`, set once the messages are loaded: render again now.
    for (const el of [this, ...this.querySelectorAll<LightElement>(this.parts.children)]) el.requestUpdate();
    await this.settled();
    this.updateTitle();
    this.say(msg('Language: English.'));
  }

  /** The language switch's buttons (the first `#language-button`), one per other language, each in its own language. */
  protected languageButton(id = 'language-button'): TemplateResult[] {
    return languageButtons((next) => this.run(() => this.switchLanguage(next)), id);
  }
}
