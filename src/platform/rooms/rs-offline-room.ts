import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import { applySettings } from '../settings/apply-settings.ts';
import { LightElement } from '../a11y/light-element.ts';
import { initialLanguage, useLanguage } from '../i18n/locale.ts';
import { loadSettings } from '../settings/settings.ts';

/**
 * What a room page (`?table`, `?room=CODE`) shows when its code cannot be loaded: the room pages
 * need the room server, so they are not precached (vite.config.ts), and with no network (or no
 * server) their module never arrives. Says so, in the device's language, and offers the one-device
 * game (the app itself, precached, which works offline) and another try. Focus goes to its
 * heading once the language is loaded, so a screen reader says at once what happened.
 *
 * With `reason` `no-server` (the room page loaded, but no room server answers on this origin:
 * the app is served as plain files by a static host, room-server-probe.ts), it says instead that
 * rooms need the app's Node server, and offers the same way out.
 *
 * Loaded by rs-room-route.ts on room addresses only (not start-up code), and precached: it must
 * be there when the network is not. Its file name does not start with `rs-room-`: such chunks are
 * the ones left out of the precache.
 */
@customElement('rs-offline-room')
export class RsOfflineRoom extends LightElement {
  /** Why the room cannot open: no network (`offline`, the default) or no room server on this origin (`no-server`). */
  @property() reason: 'offline' | 'no-server' = 'offline';
  /** False until the language is loaded: nothing is said in a language the user did not choose. */
  @state() private languageReady = false;
  private readyResolve!: () => void;
  /** Resolves once the notice is shown and focus is on its heading. */
  readonly ready: Promise<void> = new Promise((resolve) => (this.readyResolve = resolve));

  override connectedCallback(): void {
    super.connectedCallback();
    applySettings(loadSettings());
    void this.start();
  }

  private async start(): Promise<void> {
    await useLanguage(initialLanguage()).catch(() => useLanguage('en'));
    this.languageReady = true;
    await this.updateComplete;
    document.title = `${this.heading()} — ${msg('The Resistance companion')}`;
    this.querySelector<HTMLElement>('#room-offline-heading')?.focus();
    this.readyResolve();
  }

  private heading(): string {
    return this.reason === 'no-server' ? msg('Rooms need the room server') : msg('Rooms need the network');
  }

  private explanation() {
    if (this.reason === 'no-server') {
      return html`<p>
          ${msg('This address is a room for personal devices: the table and every phone talk to the room server. This copy of the app is served as plain files, without the room server, so it has no rooms. Rooms need the app’s Node server: one computer at the table runs it (npm start, see the README) and every device opens that computer’s address.')}
        </p>
        <p>
          ${msg('Here, play on one device: the app keeps the board, and it can deal the cards and pass this phone round the table for private turns.')}
        </p>`;
    }
    return html`<p>
        ${msg('This address is a room for personal devices: the table and every phone talk to the room server over the network, and this device cannot reach the room server now (it is offline, or the server does not answer).')}
      </p>
      <p>
        ${msg('With no network, play on one device: the app keeps the board, and it can deal the cards and pass this phone round the table for private turns.')}
      </p>`;
  }

  protected override render() {
    if (!this.languageReady) return nothing;
    return html`
      <header>
        <p class="app-name">${msg('The Resistance companion')}</p>
      </header>
      <main id="main" aria-labelledby="room-offline-heading">
        <h1 id="room-offline-heading" tabindex="-1">${this.heading()}</h1>
        ${this.explanation()}
        <div class="actions">
          <a class="rs-button" id="room-offline-app" href="./">${msg('Play on this device instead')}</a>
          <button type="button" id="room-offline-retry" @click=${() => location.reload()}>${msg('Try again')}</button>
        </div>
      </main>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-offline-room': RsOfflineRoom;
  }
}
