import { css, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import { announcer } from '../a11y/announcer.ts';
import { applySettings } from '../settings/apply-settings.ts';
import { LightElement } from '../a11y/light-element.ts';
import { initialLanguage, languageButtons, useLanguage } from '../i18n/locale.ts';
import { HeaderMenu, openRules, openSettings, settingsDialog, showShortcuts, toolButtonList } from '../ui/header-tools.ts';
import type { ToolActions } from '../ui/header-tools.ts';
import { loadSettings } from '../settings/settings.ts';
import type { Language, Settings } from '../settings/settings.ts';

/**
 * The few styles of the personal-device pages, on top of the app's stylesheet (adopted by the
 * document in the same way; the page's column is `.rs-page`, set by rs-room-route.ts): the join code in large letters, the QR code on a
 * white ground (a QR code must be dark on light to scan, whatever the theme), the seat list.
 */
const roomStyles = css`
  .join-code {
    font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
    font-size: 2.5rem;
    font-weight: 700;
    letter-spacing: 0.3em;
    overflow-wrap: anywhere;
    margin: 0.25rem 0;
  }
  .room-qr {
    display: block;
    width: min(100%, 16rem);
    height: auto;
    background: #fff;
    padding: 0.5rem;
    border: var(--rs-line, 2px) solid var(--rs-border, #666);
  }
  .join-url {
    overflow-wrap: anywhere;
  }
  .join-local {
    border-inline-start: var(--rs-line-thick, 4px) solid var(--rs-fail, #a4161a);
    padding: 0.5rem 0.75rem;
    background: var(--rs-surface, #f2f4f7);
    overflow-wrap: anywhere;
  }
  .join-url a {
    display: inline-flex;
    align-items: center;
    min-height: var(--rs-target, 44px);
    min-width: var(--rs-target, 44px);
  }
  .seats-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 1rem;
  }
  .seats-head > h3 {
    margin-block: 0.5rem;
  }
  .seat-list {
    list-style: none;
    padding: 0;
    margin: 0.5rem 0;
    display: grid;
    gap: 0.5rem;
  }
  .seat-list[hidden] {
    display: none;
  }
  .seat-list > li {
    border: var(--rs-line, 2px) solid var(--rs-border, #666);
    border-radius: 0.5rem;
    padding: 0.5rem 0.75rem;
  }
  .seat-list > li[data-connected] {
    border-style: solid;
    border-width: calc(var(--rs-line, 2px) * 2);
  }
  .seat-list > li:not([data-connected]) {
    border-style: dashed;
  }
  /* Large text: the page's heading and the step's heading keep a short space around them, so
     that the board and the step come up the first screen. */
  :root:is([data-text-size='175'], [data-text-size='200']) :is(#phone-heading, #room-heading) {
    margin-block: 4px;
  }
  :root:is([data-text-size='175'], [data-text-size='200']) #now-heading {
    margin-block: 8px 4px;
  }
  :root:is([data-text-size='175'], [data-text-size='200']) section:has(> #now-heading) {
    margin-block-start: 8px;
  }
  /* What happens now and the proposal's sentences a quarter line apart (a paragraph's margin is
     a whole line at 200 %). */
  :root:is([data-text-size='175'], [data-text-size='200']) :is(#now-text, rs-room-propose p) {
    margin-block: 8px;
  }
  /* The step's own part under "Now" (the leader's proposal): half a line above its heading. */
  :root:is([data-text-size='175'], [data-text-size='200']) section:has(> #now-heading) section:has(> h3:first-child) {
    margin-block-start: 8px;
  }
  :root:is([data-text-size='175'], [data-text-size='200']) section:has(> #now-heading) section > h3:first-child {
    margin-block: 8px 4px;
  }
  /* On a phone, the page's heading (whose phone, which table) a little under the text's size,
     the connection and the phone's Hide button smaller still (as the board strip's facts). */
  @media (max-width: 480px) {
    :root:is([data-text-size='175'], [data-text-size='200']) :is(#phone-heading, #room-heading) {
      font-size: 0.85rem;
      line-height: 1.15;
    }
    :root:is([data-text-size='175'], [data-text-size='200']) :is(#phone-connection, #room-connection) {
      margin-block: 4px;
      font-size: 0.75em;
      line-height: 1.2;
    }
    :root:is([data-text-size='175'], [data-text-size='200']) #phone-hide {
      font-size: 0.75em;
    }
  }
  .private-card {
    border: calc(var(--rs-line, 2px) * 2) solid var(--rs-accent, #1d3557);
    border-radius: 0.5rem;
    padding: 0.25rem 0.75rem;
  }
`;

/** Adds the room pages' stylesheet to the document, once. */
function adoptRoomStyles(): void {
  const sheet = roomStyles.styleSheet;
  if (!sheet || document.adoptedStyleSheets.includes(sheet)) return;
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * The base of the two personal-device pages (`<rs-room-table>`, `<rs-room-phone>`), which stand in
 * for `<rs-app>` when the address asks for a room: puts the device's display settings into effect,
 * starts in the device's language (nothing is rendered before it is loaded) and renders the
 * header: the app's tools (Rules, Settings, Keyboard shortcuts, each a modal dialog loaded on
 * first use, the same components as in the app), the language switch and the way back to the app.
 *
 * - Rules: `<rs-rules>` at the rule of {@link currentRule} (none by default: it opens at the top).
 * - Settings: `<rs-settings scope="room">`, which saves and applies each change itself, as in the
 *   app; this page keeps {@link settings} up to date from its `rs-settings-change`, so
 *   {@link brief} follows at once. What applies on a room page: text size, theme and motion (on
 *   the page at once), how much is announced (`brief`) and the private idle time (a phone's private
 *   screen hides by itself). Speech and vibration act in the app only (the room pages do not speak
 *   aloud or vibrate), so the room's settings dialog leaves them out; their saved values stay for
 *   the app.
 * - Keyboard shortcuts: `?` (outside text fields) opens the list, which holds only the shortcuts
 *   that work here (`<rs-shortcuts-help scope="room">`); the app's game shortcuts (Alt+W, Alt+N,
 *   Alt+R, undo, redo) belong to its own game screen and are neither listed nor taken here.
 *
 * Each dialog takes focus when it opens (its heading) and gives it back, when it closes by Escape
 * or its Close button, to the control that opened it (modal.ts).
 */
export abstract class RoomPage extends LightElement {
  /** False until the language is loaded. */
  @state() protected languageReady = false;
  /** The device settings (display, announcements), kept up to date by the settings dialog. */
  @state() protected settings: Settings = loadSettings();
  /** Whether the settings dialog has been opened once (its component is loaded then). */
  @state() private settingsOpen = false;
  /** The header's tools run one after the other (a quick second press waits for the first). */
  private tools: Promise<void> = Promise.resolve();

  private readonly onKeydown = (event: KeyboardEvent): void => {
    const target = event.target;
    const typing =
      (target instanceof HTMLInputElement && (target.type === 'text' || target.type === 'number')) || target instanceof HTMLTextAreaElement;
    if (event.key === '?' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey && this.languageReady) {
      event.preventDefault();
      this.toolActions.shortcuts();
    }
  };

  override connectedCallback(): void {
    super.connectedCallback();
    adoptRoomStyles();
    applySettings(this.settings);
    announcer.connect();
    document.addEventListener('keydown', this.onKeydown);
    void useLanguage(initialLanguage()).then(() => {
      this.languageReady = true;
      this.onLanguage();
    });
  }

  override disconnectedCallback(): void {
    document.removeEventListener('keydown', this.onKeydown);
    super.disconnectedCallback();
  }

  /** The page's error line: what the last refused request or wrong input was. */
  @state() protected error = '';

  /** Shows and announces `text` as the page's error (assertive), and moves focus to `focus` (a selector). */
  protected fail(text: string, focus: string): void {
    this.error = text;
    announcer.announce(text, 'assertive');
    void this.updateComplete.then(() => this.querySelector<HTMLElement>(focus)?.focus());
  }

  /** The app's name in the page's header (a game's room pages name their game). */
  protected appTitle(): string {
    return msg('The Resistance companion');
  }

  /** Called once the language is loaded, and after every switch (update the title there). */
  protected onLanguage(): void {}

  /** Whether announcements are brief (the device setting). */
  protected get brief(): boolean {
    return this.settings.announcements === 'brief';
  }

  /**
   * The rule id that matters now on this page (for example 'R-VOTE-1' while the room votes), for
   * the rules reference to open at; null (the default) opens it at the top. Pages may override it.
   */
  protected currentRule(): string | null {
    return null;
  }

  /** Resolves once every header tool started so far (opening a dialog) has finished. */
  async whenToolsIdle(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.tools;
      await seen;
    } while (seen !== this.tools);
  }

  /** Runs a header tool after the ones before it; a failure (a chunk that cannot load) is said. */
  private runTool(task: () => Promise<void>): void {
    this.tools = this.tools.then(task).catch(() => {
      announcer.announce(msg('Something went wrong; nothing was recorded.'), 'assertive');
    });
  }

  private async switchLanguage(next: Language): Promise<void> {
    await useLanguage(next, true);
    await this.updateComplete;
    this.onLanguage();
    announcer.announce(msg('Language: English.'));
  }

  /** The header's actions behind one menu button on a narrow header (a phone: the step first). */
  private readonly headerMenu = new HeaderMenu(this);

  /** What the header's tools do here (header-tools.ts): each runs after the ones before it. */
  private readonly toolActions: ToolActions = {
    rules: () => this.runTool(() => openRules(this, this.currentRule())),
    settings: () =>
      this.runTool(() =>
        openSettings(this, async () => {
          // What is saved now (another tab, or the language switch, may have changed it).
          this.settings = loadSettings();
          this.settingsOpen = true;
          await this.updateComplete;
        }),
      ),
    shortcuts: () => this.runTool(() => showShortcuts(this)),
  };

  /**
   * The skip link, the header (the app's name; Rules, Settings, Keyboard shortcuts; the language
   * switch; the way back) and the header's dialogs, which stay closed until asked for.
   */
  protected renderHeader() {
    return html`<a class="skip-link" href="#main">${msg('Skip to the main content')}</a>
      <header class="app-header">
        <h1>${this.appTitle()}</h1>
        ${this.headerMenu.render([
          ...toolButtonList(this.toolActions),
          ...languageButtons((next) => void this.switchLanguage(next)),
          html`<a class="rs-button" id="room-home" href="./">${msg('Back to the app on this device')}</a>`,
        ])}
      </header>
      ${this.settingsOpen ? settingsDialog(this.settings, 'room', (settings) => (this.settings = settings), this) : nothing}
      <rs-rules .rule=${this.currentRule()}></rs-rules>
      <rs-shortcuts-help scope="room"></rs-shortcuts-help>`;
  }
}
