import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { act, createGame, viewFor } from '../engine.ts';
import type { CardData, Consequence, GameEvent, GameState, Seat } from '../engine.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { LightElement } from '../../../platform/a11y/light-element.ts';
import { cryptoRandomInt } from '../../../platform/engine/random-source.ts';
import { initialLanguage, language, useLanguage } from '../../../platform/i18n/locale.ts';
import type { Language } from '../../../platform/settings/settings.ts';
import { loadSettings } from '../../../platform/settings/settings.ts';
import { applySettings } from '../../../platform/settings/apply-settings.ts';
import { consequenceText } from '../text/consequence-text.ts';
import { errorText } from '../text/error-text.ts';
import { loadEnteredCards, saveEnteredCard } from './card-store.ts';
import './tr-setup.ts';
import './tr-private.ts';
import './tr-steps.ts';
import './tr-board.ts';
import type { TrCardAddedDetail, TrStartDetail } from './tr-setup.ts';
import type { TrPrivateDoneDetail, TrPrivateKind } from './tr-private.ts';
import type { TrMenuDetail, TrRecordDetail, TrSteps } from './tr-steps.ts';

/** The tag of the page element (src/games/traitor/app.ts registers it as the `traitor` game page). */
export const TAG = 'tr-app';

type Screen = 'setup' | 'private' | 'board';

/**
 * The companion of the hidden-traitor expansion on one device (issue 21), at `?game=traitor`:
 * the setup (tr-setup), the secret deal by the app from crypto randomness (`act(…, {type:
 * 'deal'}, cryptoRandomInt)`) shown in private turns one player at a time (tr-private), then the
 * public board (tr-board) and the steps the engine asks for (tr-steps), every change announced
 * (the engine's consequences as sentences, consequence-text.ts) after focus moves to the next
 * step's heading. While a private screen shows, nothing public is rendered beside it, and while a
 * shared screen shows, no private text is in the DOM, the title or the live regions. The game is
 * kept in memory only (its deal is secret); the cards the table enters are kept on the device.
 *
 * Rooms (each player's own phone) are not offered for this game yet.
 */
@customElement('tr-app')
export class TrApp extends LightElement {
  @state() private languageReady = false;
  @state() private screen: Screen = 'setup';
  @state() private game: GameState | null = null;
  @state() private entered: CardData[] = [];
  @state() private privateKind: TrPrivateKind = 'deal';
  @state() private privateSeats: Seat[] = [];
  @state() private privateOpen = false;
  @state() private error = '';
  private readyResolve!: () => void;
  /** Resolves once the first screen shows (for tests). */
  readonly ready: Promise<void> = new Promise((resolve) => (this.readyResolve = resolve));

  override connectedCallback(): void {
    super.connectedCallback();
    Object.assign(this.style, { display: 'block', maxWidth: '60rem', margin: '0 auto', padding: '0.75rem' });
    applySettings(loadSettings());
    announcer.connect();
    this.entered = loadEnteredCards();
    void this.boot();
  }

  /** The game state (secrets included): for the private turns and tests only, never rendered whole. */
  get state(): GameState | null {
    return this.game;
  }

  private async boot(): Promise<void> {
    await useLanguage(initialLanguage()).catch(() => useLanguage('en'));
    this.languageReady = true;
    await this.updateComplete;
    this.updateTitle();
    this.querySelector<HTMLElement>('#setup-heading')?.focus();
    this.readyResolve();
  }

  /** Resolves once this element and its screen have rendered and every announcement is written. */
  async whenIdle(): Promise<void> {
    await this.updateComplete;
    for (const el of this.querySelectorAll<LightElement>('tr-setup, tr-private, tr-steps, tr-board, tr-card-entry')) await el.updateComplete;
    await announcer.whenIdle();
  }

  private updateTitle(): void {
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
   * sentence replaces another before it is spoken), and the end of the game as an assertive one.
   */
  private announceAll(state: GameState, consequences: readonly Consequence[]): void {
    const polite = consequences.filter((c) => c.kind !== 'game-over').map((c) => consequenceText(state, c)).filter(Boolean);
    const end = consequences.filter((c) => c.kind === 'game-over').map((c) => consequenceText(state, c));
    if (polite.length > 0) announcer.announce(polite.join(' '));
    if (end.length > 0) announcer.announce(end.join(' '), 'assertive');
  }

  private async focusOn(selector: string): Promise<void> {
    await this.whenIdle();
    this.querySelector<HTMLElement>(selector)?.focus();
  }

  /** The setup was accepted: the game is created and the app deals (G3-SET-5, G3-SET-6) from crypto randomness. */
  private async start(detail: TrStartDetail): Promise<void> {
    try {
      const created = createGame(detail.setup);
      const dealt = act(created, { kind: 'app' }, { type: 'deal' }, cryptoRandomInt);
      this.game = dealt.state;
      this.error = '';
      const n = dealt.state.setup.players.length;
      this.openPrivate('deal', Array.from({ length: n }, (_, i) => i));
      await this.focusOn('#tr-turn-heading');
      this.announceAll(dealt.state, dealt.consequences);
    } catch (error) {
      this.error = errorText(error);
      announcer.announce(this.error, 'assertive');
    }
  }

  private openPrivate(kind: TrPrivateKind, seats: Seat[]): void {
    this.privateKind = kind;
    this.privateSeats = seats;
    this.screen = 'private';
    this.updateTitle();
  }

  private async privateDone(detail: TrPrivateDoneDetail): Promise<void> {
    this.screen = 'board';
    this.privateOpen = false;
    const acted = detail.acted;
    if (acted) this.game = acted.state;
    this.updateTitle();
    await this.focusOn('#tr-step-heading');
    if (detail.kind === 'deal' && this.game?.turn === 0) announcer.announce(msg('Every player has seen their cards. Turn the first Challenge face up.'));
    if (acted) this.announceAll(acted.state, acted.consequences);
  }

  /** The table records `events` (all or none: a refusal changes nothing) and the consequences are announced. */
  private async record(detail: TrRecordDetail): Promise<void> {
    const steps = this.querySelector<TrSteps>('tr-steps');
    let next = this.game!;
    const consequences: Consequence[] = [];
    try {
      for (const event of detail.events) {
        const acted = act(next, { kind: 'table' }, { type: 'record', event: event as GameEvent });
        next = acted.state;
        consequences.push(...acted.consequences);
      }
    } catch (error) {
      const text = errorText(error);
      if (steps) steps.error = text;
      await this.whenIdle();
      (this.querySelector<HTMLElement>('tr-card-entry #entry-error') ?? this.querySelector<HTMLElement>('#tr-error'))?.focus();
      announcer.announce(text, 'assertive');
      return;
    }
    // G3-OP-12: what the table entered is kept on this device for later games (public card data only).
    for (const event of detail.events) if (event.type === 'card-entered') saveEnteredCard(event.card);
    this.game = next;
    if (steps) {
      steps.error = '';
      steps.entering = null;
    }
    this.updateTitle();
    await this.focusOn('#tr-step-heading');
    this.announceAll(next, consequences);
  }

  private async switchLanguage(): Promise<void> {
    const next: Language = language() === 'pl' ? 'en' : 'pl';
    await useLanguage(next, true);
    // Counted words follow the page's `lang`, set once the messages are loaded: render again now.
    for (const el of [this, ...this.querySelectorAll<LightElement>('tr-setup, tr-private, tr-steps, tr-board, tr-card-entry')]) el.requestUpdate();
    await this.whenIdle();
    this.updateTitle();
    announcer.announce(msg('Language: English.'));
  }

  private cardAdded(detail: TrCardAddedDetail): void {
    saveEnteredCard(detail.card);
    this.entered = [...this.entered, detail.card];
  }

  protected override render() {
    if (!this.languageReady) return nothing;
    const other: Language = language() === 'pl' ? 'en' : 'pl';
    return html`
      <header>
        <h1>${msg('Hidden-traitor expansion companion')}</h1>
        ${this.privateOpen
          ? nothing
          : html`<div class="actions header-tools">
              <a class="rs-button" id="tr-home" href="./">${msg('Back to the app’s home page')}</a>
              <button type="button" id="tr-language" lang=${other} @click=${() => void this.switchLanguage()}>
                ${other === 'pl' ? 'Polski (zmień język)' : 'English (change the language)'}
              </button>
            </div>`}
      </header>
      <main id="main" tabindex="-1">
        <p class="error" id="tr-app-error">${this.error}</p>
        ${this.renderScreen()}
      </main>
    `;
  }

  private renderScreen() {
    if (this.screen === 'setup' || !this.game) {
      return html`<tr-setup
        .entered=${this.entered}
        @tr-start=${(e: CustomEvent<TrStartDetail>) => void this.start(e.detail)}
        @tr-card-added=${(e: CustomEvent<TrCardAddedDetail>) => this.cardAdded(e.detail)}
      ></tr-setup>`;
    }
    if (this.screen === 'private') {
      return html`<tr-private
        .state=${this.game}
        .kind=${this.privateKind}
        .seats=${this.privateSeats}
        idle-seconds=${loadSettings().privateIdleSeconds}
        @tr-private-open=${() => (this.privateOpen = true)}
        @tr-private-closed=${() => (this.privateOpen = false)}
        @tr-private-done=${(e: CustomEvent<TrPrivateDoneDetail>) => void this.privateDone(e.detail)}
      ></tr-private>`;
    }
    const view = viewFor(this.game, 'public');
    return html`
      <tr-steps
        .state=${this.game}
        @tr-record=${(e: CustomEvent<TrRecordDetail>) => void this.record(e.detail)}
        @tr-menu=${(e: CustomEvent<TrMenuDetail>) => {
          this.openPrivate('menu', [e.detail.seat]);
          void this.focusOn('#tr-turn-heading');
        }}
      ></tr-steps>
      <tr-board .view=${view}></tr-board>
      ${this.game.phase === 'over' ? this.renderNewGame() : this.renderLookAgain()}
    `;
  }

  /** A player looks at their own cards again: the same private turn as the deal, for that seat alone. */
  private renderLookAgain() {
    const players = this.game!.setup.players;
    return html`<section aria-labelledby="tr-look-heading">
      <h2 id="tr-look-heading">${msg('Look at your cards again')}</h2>
      <div class="actions">
        ${players.map(
          (name, seat) => html`<button
            type="button"
            class="tr-look"
            @click=${() => {
              this.openPrivate('deal', [seat]);
              void this.focusOn('#tr-turn-heading');
            }}
          >
            ${msg(str`${name}: look again`)}
          </button>`,
        )}
      </div>
    </section>`;
  }

  private renderNewGame() {
    return html`<div class="actions">
      <button
        type="button"
        id="tr-new-game"
        @click=${() => {
          this.game = null;
          this.screen = 'setup';
          this.updateTitle();
          void this.focusOn('#setup-heading');
        }}
      >
        ${msg('New game')}
      </button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-app': TrApp;
  }
}
