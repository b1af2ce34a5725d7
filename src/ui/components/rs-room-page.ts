import { css, html } from 'lit';
import { state } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import { announcer } from '../announcer.ts';
import { applySettings } from '../apply-settings.ts';
import { LightElement } from '../light-element.ts';
import { initialLanguage, language, useLanguage } from '../locale.ts';
import { loadSettings } from '../settings.ts';
import type { Language, Settings } from '../settings.ts';

/**
 * The few styles of the personal-device pages, on top of the app's stylesheet (adopted by the
 * document in the same way): the page column, the join code in large letters, the QR code on a
 * white ground (a QR code must be dark on light to scan, whatever the theme), the seat list.
 */
const roomStyles = css`
  rs-room-table,
  rs-room-phone {
    display: block;
    max-width: 60rem;
    margin: 0 auto;
    padding: 0.75rem;
  }
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
  .join-url a {
    display: inline-flex;
    align-items: center;
    min-height: var(--rs-target, 44px);
    min-width: var(--rs-target, 44px);
  }
  .seat-list {
    list-style: none;
    padding: 0;
    margin: 0.5rem 0;
    display: grid;
    gap: 0.5rem;
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
 * header with the language switch and the way back to the app.
 */
export abstract class RoomPage extends LightElement {
  /** False until the language is loaded. */
  @state() protected languageReady = false;
  /** The device settings (display, announcements). */
  protected settings: Settings = loadSettings();

  override connectedCallback(): void {
    super.connectedCallback();
    adoptRoomStyles();
    applySettings(this.settings);
    announcer.connect();
    void useLanguage(initialLanguage()).then(() => {
      this.languageReady = true;
      this.onLanguage();
    });
  }

  /** Called once the language is loaded, and after every switch (update the title there). */
  protected onLanguage(): void {}

  /** Whether announcements are brief (the device setting). */
  protected get brief(): boolean {
    return this.settings.announcements === 'brief';
  }

  private async switchLanguage(): Promise<void> {
    const next: Language = language() === 'pl' ? 'en' : 'pl';
    await useLanguage(next, true);
    await this.updateComplete;
    this.onLanguage();
    announcer.announce(msg('Language: English.'));
  }

  /** The skip link and the header: the app's name, the language switch, the way back. */
  protected renderHeader() {
    const other: Language = language() === 'pl' ? 'en' : 'pl';
    return html`<a class="skip-link" href="#main">${msg('Skip to the main content')}</a>
      <header>
        <h1>${msg('The Resistance companion')}</h1>
        <div class="actions header-tools">
          <button type="button" id="language-button" lang=${other} @click=${() => void this.switchLanguage()}>
            ${other === 'pl' ? 'Polski (zmień język)' : 'English (change the language)'}
          </button>
          <a class="rs-button" id="room-home" href="./">${msg('Back to the app on this device')}</a>
        </div>
      </header>`;
  }
}
