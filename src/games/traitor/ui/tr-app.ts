import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { act, apply, createGame, lastResult, replay, replayTraitorRecord, toTraitorRecord, viewFor } from '../engine.ts';
import type { Action, CardData, Consequence, GameEvent, GameState, Seat, SetupInput } from '../engine.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import type { RandomInt } from '../../../platform/engine/chance.ts';
import { cryptoRandomInt } from '../../../platform/engine/random-source.ts';
import { initialLanguage, useLanguage } from '../../../platform/i18n/locale.ts';
import { listText } from '../../../platform/i18n/words.ts';
import { applySettings } from '../../../platform/settings/apply-settings.ts';
import { roomPageAddress } from '../../../platform/rooms/room-pages.ts';
import type { SavedGameMeta } from '../../../platform/storage/types.ts';
import { settingsDialog } from '../../../platform/ui/header-tools.ts';
import { GamePage, type GamePageParts } from '../../../platform/ui/game-page.ts';
import '../../../platform/ui/rs-saved-games.ts';
import { consequenceText, eventText, reminderText, resultText, shortResultText } from '../text/consequence-text.ts';
import type { ShownResult } from '../../../platform/ui/last-result.ts';
import { errorText } from '../text/error-text.ts';
import { savedGameText, storageProblemText } from '../text/saved-text.ts';
import { registerTraitorStorage, TRAITOR_DB_NAME } from '../storage/registration.ts';
import { metaFromState } from '../storage/replay.ts';
import { registerTraitorRules } from '../rules-registration.ts';
import { currentRule } from '../rules/current-rule.ts';
import { loadEnteredCards, saveEnteredCard } from './card-store.ts';
import './tr-setup.ts';
import './tr-private.ts';
import './tr-steps.ts';
import './tr-board.ts';
import { traitorStrip } from './tr-strip.ts';
import type { TrCardAddedDetail, TrStartDetail } from './tr-setup.ts';
import type { TrPrivateDoneDetail, TrPrivateKind, TrPrivateNextDetail } from './tr-private.ts';
import type { TrMenuDetail, TrRecordDetail, TrSteps } from './tr-steps.ts';

/** The tag of the page element (src/games/traitor/app.ts registers it as the `traitor` game page). */
export const TAG = 'tr-app';

type Screen = 'setup' | 'private' | 'board';

/** Where the private turns were, saved with the page's state so that a reload reopens the same hand-over. */
interface PrivateDraft {
  kind: TrPrivateKind;
  /** Every seat of these turns, and the position of the next one. */
  seats: Seat[];
  next: number;
}

/**
 * The companion of the hidden-traitor expansion on one device, at `?game=traitor`:
 * the setup (tr-setup) with the saved games of this device to resume, the secret deal by the app
 * (`act(…, {type: 'deal'}, randomInt)`, crypto randomness unless a test gives a seeded source)
 * shown in private turns one player at a time (tr-private), then the public board (tr-board) and
 * the steps the engine asks for (tr-steps), every change announced (the engine's consequences as
 * sentences, consequence-text.ts) after focus moves to the next step's heading. While a private
 * screen shows, nothing public is rendered beside it, and while a shared screen shows, no private
 * text is in the DOM, the title or the live regions.
 *
 * Saved games (docs/traitor-expansion.md "Saved games"): the page registers this game's records
 * with the platform's storage (storage/registration.ts) and keeps them in a database of its own
 * (`db-name`, default `traitor`). The game is created with its deal and saved after every event,
 * before it is announced; where the private turns are is saved with the page's state, so a reload
 * reopens the same game at the same step (a hand-over screen, never a private screen). Undo and
 * redo correct the table's recorded events (never the deal, which stays secret and dealt once);
 * each is saved, announced ("Undone: …") and focus goes back to the step. The Rules dialog opens at
 * the rule of the step in course (rules/current-rule.ts, public facts only), the Settings dialog
 * is the platform's. The cards the table enters are kept on the device (card-store.ts).
 *
 * Rooms (each player's own phone): the setup screen links to the table page of a
 * room of this game (`?table&game=traitor`, ui/rooms/tr-room-table.ts).
 */
@customElement('tr-app')
export class TrApp extends GamePage {
  /** The random source of the deal; tests pass a seeded one. */
  @property({ attribute: false }) randomInt: RandomInt = cryptoRandomInt;
  /** The IndexedDB database of the saved games (tests give each page its own). */
  @property({ attribute: 'db-name' }) dbName = TRAITOR_DB_NAME;

  @state() private screen: Screen = 'setup';
  @state() private game: GameState | null = null;
  @state() private entered: CardData[] = [];
  @state() private privateKind: TrPrivateKind = 'deal';
  @state() private privateSeats: Seat[] = [];
  @state() private privateNext = 0;
  @state() private privateOpen = false;
  /** The setup as given and the events of the log (the record), and the events undone, the next to redo last. */
  private setupInput: SetupInput | null = null;
  @state() private events: GameEvent[] = [];
  @state() private redoStack: GameEvent[] = [];
  /** What the table must do at once because of the last change (reminderText), shown with the step. */
  @state() private reminder = '';
  private beforeLast: { events: GameEvent[]; state: GameState } | null = null;
  /** This game's parts of the platform's page (GamePage). */
  protected override readonly parts: GamePageParts = {
    registerStorage: registerTraitorStorage,
    registerRules: registerTraitorRules,
    storageProblemText,
    errorText,
    children: 'tr-setup, tr-private, tr-steps, tr-board, tr-card-entry',
    setupFocus: '#setup-heading',
  };

  private readyResolve!: () => void;
  /** Resolves once the first screen shows (for tests). */
  readonly ready: Promise<void> = new Promise((resolve) => (this.readyResolve = resolve));

  override connectedCallback(): void {
    super.connectedCallback();
    applySettings(this.settings);
    this.entered = loadEnteredCards();
    void this.boot();
  }

  /** Whether a private screen shows (GamePage: nothing is spoken aloud over it). */
  protected override get privateShowing(): boolean {
    return this.screen === 'private';
  }

  /** The game state (secrets included): for the private turns and tests only, never rendered whole. */
  get state(): GameState | null {
    return this.game;
  }

  /** The record of the game in course (its deal is secret: tests and the record's readers only), or null. */
  get record(): ReturnType<typeof toTraitorRecord> | null {
    return this.setupInput ? toTraitorRecord(this.setupInput, this.events) : null;
  }

  private async boot(): Promise<void> {
    await useLanguage(initialLanguage()).catch(() => useLanguage('en'));
    // Saved games and the rules reference: this page registers its own with the platform.
    const store = await this.openSavedGames(this.dbName);
    this.languageReady = true;
    const ui = await store.getUi().catch(() => null);
    if (!(ui?.gameId && (await this.reopen(ui.gameId, ui.draft)))) {
      await this.refreshList();
      await this.updateComplete;
      this.updateTitle();
      this.querySelector<HTMLElement>('#setup-heading')?.focus();
    }
    this.readyResolve();
  }

  protected override updateTitle(): void {
    const suffix = msg('Hidden-traitor expansion');
    const s = this.game;
    let what = msg('New game');
    if (this.screen === 'private') what = msg('Private turns');
    else if (s && s.phase === 'over') what = msg('Game over');
    else if (s && s.turn > 0) what = msg(str`Turn ${s.turn}`);
    document.title = `${what} — ${suffix}`;
  }

  /**
   * Says what one action changed: its consequences' sentences as one polite utterance (so that no
   * sentence replaces another before it is spoken), after `prefix` ("Redone: …") when given, and
   * the end of the game as an assertive one.
   */
  private announceAll(state: GameState, consequences: readonly Consequence[], prefix = ''): void {
    const polite = [prefix, ...consequences.filter((c) => c.kind !== 'game-over').map((c) => consequenceText(state, c))].filter(Boolean);
    const end = consequences.filter((c) => c.kind === 'game-over').map((c) => consequenceText(state, c));
    if (polite.length > 0) this.say(polite.join(' '));
    if (end.length > 0) this.say(end.join(' '), 'assertive');
  }

  // ---- saved games ---------------------------------------------------------------------------

  /** Saves where the page is: the game in course and, during private turns, the seats still to come (nothing secret). */
  private async saveUi(draft: PrivateDraft | null): Promise<void> {
    if (!this.store) return;
    const value = draft && this.gameId !== null ? { eventCount: this.events.length, value: draft } : null;
    await this.store.setUi({ gameId: this.gameId, focus: null, draft: value }).catch(() => undefined);
  }

  /** Saves `event` as event number `index`, the game being `state` after it; a failure leaves the game in this page only, and says so. */
  private async save(index: number, event: GameEvent, state: GameState): Promise<void> {
    await this.saveChange({ append: event }, index, metaFromState(state, index + 1));
  }

  /**
   * Reopens the saved game `id` at its step: the hand-over of the private turns still to come when
   * `draft` says so (for the same number of events), else the board.
   * @returns false when the game cannot be read (the reason is shown and announced)
   */
  private async reopen(id: string, draft: { eventCount: number; value: unknown } | null): Promise<boolean> {
    if (!this.store) return false;
    let state: GameState;
    try {
      const saved = await this.store.load(id);
      state = replayTraitorRecord(saved.record);
      this.setupInput = saved.record.setup as SetupInput;
      this.events = saved.record.events as GameEvent[];
      this.redoStack = saved.redo as GameEvent[];
    } catch (error) {
      this.error = storageProblemText(error);
      announcer.announce(this.error, 'assertive');
      return false;
    }
    this.game = state;
    this.reminder = '';
    this.gameId = id;
    this.error = '';
    this.storageWarning = '';
    const turns = draft && draft.eventCount === this.events.length ? (draft.value as PrivateDraft) : null;
    if (turns && state.phase !== 'over' && Array.isArray(turns.seats) && Number.isInteger(turns.next) && turns.next >= 0 && turns.next < turns.seats.length) {
      this.privateKind = turns.kind;
      this.privateSeats = turns.seats;
      this.privateNext = turns.next;
      this.screen = 'private';
    } else {
      this.screen = 'board';
    }
    this.updateTitle();
    const heading = this.screen === 'private' ? '#tr-turn-heading' : '#tr-step-heading';
    await this.focusOn(heading);
    const where = this.querySelector(heading)?.textContent?.trim() ?? '';
    this.say(`${msg('Game reopened where you left it.')} ${where}.`);
    await this.saveUi(this.screen === 'private' ? { kind: this.privateKind, seats: this.privateSeats, next: this.privateNext } : null);
    return true;
  }

  private async resume(id: string): Promise<void> {
    await this.reopen(id, null);
  }

  /** Back to the start screen: the game stays saved, to resume from the list. */
  private async leave(): Promise<void> {
    // Saved (no game open) and listed while the game still shows; then the start screen replaces
    // it and focus moves to it in one task, never resting on the page's body in between.
    await this.store?.setUi({ gameId: null, focus: null, draft: null }).catch(() => undefined);
    await this.refreshList();
    this.game = null;
    this.reminder = '';
    this.gameId = null;
    this.setupInput = null;
    this.events = [];
    this.redoStack = [];
    this.screen = 'setup';
    this.error = '';
    this.updateTitle();
    await this.focusOn('#setup-heading');
  }

  // ---- the game ------------------------------------------------------------------------------

  /** The setup was accepted: the game is created, the app deals (G3-SET-5, G3-SET-6), and the game is saved with its deal. */
  private async start(detail: TrStartDetail): Promise<void> {
    let dealt;
    try {
      dealt = act(createGame(detail.setup), { kind: 'app' }, { type: 'deal' }, this.randomInt);
    } catch (error) {
      this.error = errorText(error);
      announcer.announce(this.error, 'assertive');
      return;
    }
    this.gameId = null;
    this.storageWarning = '';
    if (this.store) {
      try {
        this.gameId = (await this.store.create(toTraitorRecord(detail.setup, dealt.events))).id;
      } catch (error) {
        this.storageWarning = storageProblemText(error);
      }
    }
    this.setupInput = structuredClone(detail.setup);
    this.events = [...dealt.events];
    this.redoStack = [];
    this.game = dealt.state;
    this.error = '';
    const n = dealt.state.setup.players.length;
    await this.openPrivate('deal', Array.from({ length: n }, (_, i) => i));
    this.announceAll(dealt.state, dealt.consequences);
  }

  private async openPrivate(kind: TrPrivateKind, seats: Seat[]): Promise<void> {
    this.privateKind = kind;
    this.privateSeats = seats;
    this.privateNext = 0;
    this.screen = 'private';
    this.updateTitle();
    await this.focusOn('#tr-turn-heading');
    await this.saveUi({ kind, seats, next: 0 });
  }

  private async privateDone(detail: TrPrivateDoneDetail): Promise<void> {
    const acted = detail.acted;
    // The private screen is gone already (tr-private): the board replaces it and focus moves to
    // its step at once, in the same task, never resting on the page's body.
    this.screen = 'board';
    this.privateOpen = false;
    this.updateTitle();
    await this.focusOn('#tr-step-heading');
    if (acted) {
      // The Traitor's declaration (G3-OP-6): its events are saved before the reveal is shown.
      let state = this.game!;
      for (const [i, event] of acted.events.entries()) {
        state = apply(state, event).state;
        await this.save(this.events.length + i, event, state);
      }
      this.game = acted.state;
      this.events = [...this.events, ...acted.events];
      this.redoStack = [];
      this.updateTitle();
      // The step drawn anew: focus stays on its heading (or comes back to it, redrawn).
      await this.focusOn('#tr-step-heading');
    }
    await this.saveUi(null);
    if (detail.kind === 'deal' && this.game?.turn === 0) this.say(msg('Every player has seen their cards. Turn the first Challenge face up.'));
    if (acted) this.announceAll(acted.state, acted.consequences);
  }

  /** The table records `events` (all or none: a refusal changes nothing); each is saved, then the consequences are announced. */
  private async recordEvents(detail: TrRecordDetail): Promise<void> {
    const steps = this.querySelector<TrSteps>('tr-steps');
    let next = this.game!;
    const states: GameState[] = [];
    const events: GameEvent[] = [];
    const consequences: Consequence[] = [];
    try {
      for (const event of detail.events) {
        // G3-HELP-2: the helper gives their hand size; the app draws which card, as it deals.
        const action: Action = event.type === 'help-given' ? { type: 'help', seat: event.seat, hand: event.hand } : { type: 'record', event: event as GameEvent };
        const acted = act(next, { kind: 'table' }, action, this.randomInt);
        next = acted.state;
        for (const e of acted.events) {
          events.push(e);
          states.push(next);
        }
        consequences.push(...acted.consequences);
      }
    } catch (error) {
      const text = errorText(error);
      if (steps) steps.error = text;
      await this.focusOn('tr-card-entry #entry-error, #tr-error');
      (this.querySelector<HTMLElement>('tr-card-entry #entry-error') ?? this.querySelector<HTMLElement>('#tr-error'))?.focus();
      announcer.announce(text, 'assertive');
      return;
    }
    // G3-OP-12: what the table entered is kept on this device for later games (public card data only).
    for (const event of events) if (event.type === 'card-entered') saveEnteredCard(event.card);
    for (const [i, event] of events.entries()) await this.save(this.events.length + i, event, states[i]!);
    this.game = next;
    this.events = [...this.events, ...events];
    this.redoStack = [];
    this.reminder = reminderText(next, consequences);
    if (steps) {
      steps.error = '';
      steps.entering = null;
    }
    this.updateTitle();
    await this.focusOn('#tr-step-heading');
    this.announceAll(next, consequences);
  }

  /** Whether the last event can be undone: any recorded after the deal (the deal is never undone). */
  private get canUndo(): boolean {
    return this.events.length > 1 && this.screen === 'board';
  }

  /** Undoes the table's last recorded event (never the deal), saved, announced ("Undone: …"), focus on the step again. */
  private async undo(): Promise<void> {
    if (!this.canUndo || !this.setupInput) return;
    const last = this.events[this.events.length - 1]!;
    const events = this.events.slice(0, -1);
    const before = this.stateBeforeLast() ?? replay(this.setupInput, events);
    await this.saveChange('undo', events.length, metaFromState(before, events.length));
    this.events = events;
    this.redoStack = [...this.redoStack, last];
    this.game = before;
    this.reminder = '';
    this.resetSteps();
    this.updateTitle();
    await this.focusOn('#tr-step-heading');
    const step = this.querySelector('#tr-step-heading')?.textContent?.trim() ?? '';
    this.say(`${msg(str`Undone: ${eventText(before, last)}.`)} ${step}.`);
  }

  /** Redoes the last event undone (the engine checks it again), saved and announced ("Redone: …" and what it changed). */
  private async redo(): Promise<void> {
    const event = this.redoStack[this.redoStack.length - 1];
    if (!event || !this.game || this.screen !== 'board') return;
    const before = this.game;
    const done = apply(before, event);
    const index = this.events.length;
    await this.saveChange('redo', index, metaFromState(done.state, index + 1));
    this.events = [...this.events, event];
    this.redoStack = this.redoStack.slice(0, -1);
    this.game = done.state;
    this.reminder = reminderText(done.state, done.consequences);
    this.resetSteps();
    this.updateTitle();
    await this.focusOn('#tr-step-heading');
    this.announceAll(done.state, done.consequences, msg(str`Redone: ${eventText(before, event)}.`));
  }

  private resetSteps(): void {
    const steps = this.querySelector<TrSteps>('tr-steps');
    if (steps) {
      steps.error = '';
      steps.entering = null;
    }
  }

  private cardAdded(detail: TrCardAddedDetail): void {
    saveEnteredCard(detail.card);
    this.entered = [...this.entered, detail.card];
  }

  // ---- rendering -----------------------------------------------------------------------------

  protected override render() {
    if (!this.languageReady) return nothing;
    return html`
      <header class="app-header">
        <h1>${msg('Hidden-traitor expansion companion')}</h1>
        ${this.privateOpen
          ? nothing
          : this.headerMenu.render([
              html`<a class="rs-button" id="tr-home" href="./">${msg('Back to the app’s home page')}</a>`,
              html`<button type="button" id="rules-button" aria-haspopup="dialog" @click=${() => this.toolActions.rules()}>${msg('Rules')}</button>`,
              html`<button type="button" id="settings-button" aria-haspopup="dialog" @click=${() => this.toolActions.settings()}>${msg('Settings')}</button>`,
              ...this.languageButton('tr-language'),
            ])}
      </header>
      <main id="main" tabindex="-1">
        <p class="error" id="tr-app-error">${this.error}</p>
        ${this.storageWarning && !this.privateOpen ? html`<p class="error" id="tr-storage-warning">${this.storageWarning}</p>` : nothing}
        ${this.renderScreen()}
      </main>
      ${this.privateOpen ? nothing : html`<rs-rules .rule=${this.currentRule()}></rs-rules>`}
      ${this.settingsOpen && !this.privateOpen ? settingsDialog(this.settings, 'app', (settings) => this.onSettingsChange(settings), this) : nothing}
    `;
  }

  /** The rule the Rules dialog opens at: the step in course (public facts only). */
  protected override currentRule(): string {
    return currentRule(this.screen === 'setup' ? null : this.game);
  }

  private renderScreen() {
    if (this.screen === 'setup' || !this.game) {
      // The setup first (the first screen of a phone holds it), then the offer of rooms.
      return html`${this.renderSaved()}<tr-setup
          .entered=${this.entered}
          @tr-start=${(e: CustomEvent<TrStartDetail>) => this.run(() => this.start(e.detail))}
          @tr-card-added=${(e: CustomEvent<TrCardAddedDetail>) => this.cardAdded(e.detail)}
        ></tr-setup>
        <p id="tr-rooms-offer">
          <a class="rs-button" id="tr-rooms" href=${roomPageAddress('table', 'traitor')}>${msg('Play with personal devices')}</a>
          ${msg('Each player gets their secret cards on their own phone; this device becomes the table.')}
        </p>`;
    }
    if (this.screen === 'private') {
      return html`<tr-private
        .state=${this.game}
        .kind=${this.privateKind}
        .seats=${this.privateSeats}
        start=${this.privateNext}
        idle-seconds=${this.settings.privateIdleSeconds}
        @tr-private-open=${() => (this.privateOpen = true)}
        @tr-private-closed=${() => (this.privateOpen = false)}
        @tr-private-next=${(e: CustomEvent<TrPrivateNextDetail>) => this.run(() => this.saveUi({ kind: this.privateKind, seats: this.privateSeats, next: e.detail.next }))}
        @tr-private-done=${(e: CustomEvent<TrPrivateDoneDetail>) => this.run(() => this.privateDone(e.detail))}
      ></tr-private>`;
    }
    const view = viewFor(this.game, 'public');
    return html`
      ${traitorStrip(view, this.game.phase === 'over' ? null : this.shownResult(this.game))}
      <tr-steps
        .state=${this.game}
        .notice=${this.reminder}
        @tr-record=${(e: CustomEvent<TrRecordDetail>) => this.run(() => this.recordEvents(e.detail))}
        @tr-menu=${(e: CustomEvent<TrMenuDetail>) => this.run(() => this.openPrivate('menu', [e.detail.seat]))}
      ></tr-steps>
      ${this.renderCorrections()}
      <tr-board .view=${view}></tr-board>
      ${this.game.phase === 'over' ? this.renderNewGame() : this.renderLookAgain()}
      <div class="actions">
        <button type="button" id="tr-leave" @click=${() => this.run(() => this.leave())}>${msg('Leave this game (it stays saved on this device)')}</button>
      </div>
    `;
  }

  private renderSaved() {
    if (!this.store) return html`<p>${msg('Opening saved games…')}</p>`;
    if (this.games.length === 0 && this.problems.length === 0) return nothing;
    return html`<rs-saved-games
      .games=${this.games}
      .problems=${this.problems}
      .describe=${savedGameText}
      .label=${(game: SavedGameMeta) => listText(game.players)}
      @rs-resume=${(e: CustomEvent<{ id: string }>) => this.run(() => this.resume(e.detail.id))}
      @rs-delete=${(e: CustomEvent<{ id: string }>) => this.run(() => this.deleteSaved(e.detail.id))}
    ></rs-saved-games>`;
  }

  /** The last result in the words announced of it, and its shorter form (the platform's last-result.ts). */
  private shownResult(game: GameState): ShownResult {
    const results = lastResult(this.setupInput!, this.events);
    return { text: resultText(game, results), short: shortResultText(game, results) };
  }

  /** The state before the last event (for the Undo button's words), replayed once per log. */
  private stateBeforeLast(): GameState | null {
    if (!this.setupInput) return null;
    if (this.beforeLast?.events !== this.events) this.beforeLast = { events: this.events, state: replay(this.setupInput, this.events.slice(0, -1)) };
    return this.beforeLast.state;
  }

  /** Undo and redo of the table's recorded events; the deal is never undone, and the section says so. */
  private renderCorrections() {
    const game = this.game!;
    const last = this.events[this.events.length - 1];
    const next = this.redoStack[this.redoStack.length - 1];
    const before = this.canUndo ? this.stateBeforeLast() : null;
    return html`<section aria-labelledby="tr-corrections-heading">
      <h2 id="tr-corrections-heading">${msg('Corrections')}</h2>
      <p class="hint">${msg('Undo takes back the last step the table recorded. The secret deal is never undone: to deal again, start a new game.')}</p>
      <div class="actions">
        ${before && last
          ? html`<button type="button" id="tr-undo" @click=${() => this.run(() => this.undo())}>${msg(str`Undo: ${eventText(before, last)}`)}</button>`
          : nothing}
        ${next ? html`<button type="button" id="tr-redo" @click=${() => this.run(() => this.redo())}>${msg(str`Redo: ${eventText(game, next)}`)}</button>` : nothing}
      </div>
    </section>`;
  }

  /** A player looks at their own cards again: the same private turn as the deal, for that seat alone. */
  private renderLookAgain() {
    const players = this.game!.setup.players;
    return html`<section aria-labelledby="tr-look-heading">
      <h2 id="tr-look-heading">${msg('Look at your cards again')}</h2>
      <div class="actions">
        ${players.map(
          (name, seat) => html`<button type="button" class="tr-look" @click=${() => this.run(() => this.openPrivate('deal', [seat]))}>
            ${msg(str`${name}: look again`)}
          </button>`,
        )}
      </div>
    </section>`;
  }

  private renderNewGame() {
    return html`<div class="actions">
      <button type="button" id="tr-new-game" @click=${() => this.run(() => this.leave())}>${msg('New game')}</button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-app': TrApp;
  }
}
