import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import {
  FINGERPRINT_WORDS,
  keyWordGroups,
  newPhoneSecret,
  openSealed,
  parseFingerprint,
  parseSealedCode,
  phoneSecretDigits,
  phoneSecretWords,
} from './sealed-code.ts';
import type { CodeProblem } from './sealed-code.ts';
import { SEALED_DB_NAME, SealedStore } from './sealed-store.ts';
import type { StoredCard } from './sealed-store.ts';
import { announcer } from '../a11y/announcer.ts';
import { applySettings } from '../settings/apply-settings.ts';
import { LightElement } from '../a11y/light-element.ts';
import { initialLanguage, useLanguage } from '../i18n/locale.ts';
import {
  importedText,
  keyWordsHelpText,
  keyWordsText,
  oldKeyWordsText,
  phoneIntroText,
  phoneNotKeptText,
  phoneWordsText,
  problemText,
} from './sealed-text.ts';
import { loadSettings } from '../settings/settings.ts';
import { listText } from '../i18n/words.ts';
import { canScanQr } from './rs-sealed-scanner.ts';
import { loadSealedCard } from './sealed-card-kind.ts';
import type { SealedCardKind } from './sealed-card-kind.ts';

/** Which field a refused import points to. */
type Field = 'key' | 'code';

/**
 * The phone's sealed-card screen (docs/sealed-codes.md), the whole page when the
 * app is opened at `#sealed` (src/main.ts). Two steps, then the card:
 * 1. "Your phone words": a phone secret made on first visit and kept on this phone, shown on
 *    request as 8 words (and a QR code for a table device that can scan), to be typed in the
 *    player's private turn on the table device;
 * 2. "Import the sealed code": the table's 8 key words (pinning the table) and the code, typed
 *    or scanned. A forged, changed or mistyped code, another table's or another phone's, is
 *    refused with a sentence saying why and what to do; nothing is imported then.
 * Once imported (once: the phone secret is deleted), the card is kept on the phone and shown
 * behind "Show my card" / "Hide my card", phrase by phrase, as the game says it: the game
 * registers how its card is read and said (sealed-card-kind.ts; The Resistance's are the phrases
 * of its private reveal turn). It hides by itself when the page is hidden and after the private idle
 * time of the settings. A card imported by the first version of the app, pinned with 4 key words,
 * is still shown; the screen says it was checked with the table's first 4 key words only.
 */
@customElement('rs-sealed-phone')
export class RsSealedPhone extends LightElement {
  /** The IndexedDB database of this phone's secret and card. */
  @property({ attribute: 'db-name' }) dbName = SEALED_DB_NAME;

  @state() private loaded = false;
  /** The game's card (how it is read and said); `null` when its code could not be loaded. */
  @state() private kind: SealedCardKind | null = null;
  @state() private persistent = true;
  @state() private secret: Uint8Array | null = null;
  @state() private secretWords: string[] = [];
  @state() private secretDigits = '';
  @state() private stored: StoredCard | null = null;
  @state() private wordsShown = false;
  @state() private cardShown = false;
  @state() private errorField: Field | null = null;
  @state() private error = '';
  @state() private busy = false;
  @state() private scannable = false;
  @state() private confirmForget = false;
  @state() private hiddenNote = '';

  private store: SealedStore | null = null;
  /** A code scanned before the key words were typed: kept for the next Import. */
  private scanned = '';
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private readyResolve!: () => void;
  /** Resolves when the screen has loaded what this phone holds. */
  readonly ready: Promise<void> = new Promise((resolve) => (this.readyResolve = resolve));

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'hidden' && (this.cardShown || this.wordsShown)) {
      this.hidePrivate(msg('Hidden by itself when the phone was locked or the app left.'));
    }
  };
  private readonly onActivity = (): void => {
    if (this.cardShown) this.armIdle();
  };

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this.onVisibility);
    this.addEventListener('keydown', this.onActivity);
    this.addEventListener('pointerdown', this.onActivity);
    void this.start();
  }

  override disconnectedCallback(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.removeEventListener('keydown', this.onActivity);
    this.removeEventListener('pointerdown', this.onActivity);
    this.clearIdle();
    this.store?.close();
    this.store = null;
    super.disconnectedCallback();
  }

  private async start(): Promise<void> {
    applySettings(loadSettings());
    announcer.connect();
    await useLanguage(initialLanguage());
    document.title = msg('Sealed card – The Resistance companion');
    const [store, kind] = await Promise.all([SealedStore.open(this.dbName), loadSealedCard().catch(() => null)]);
    this.store = store;
    this.kind = kind;
    this.persistent = this.store.persistent;
    const phone = await this.store.phone();
    this.stored = phone.card;
    if (!phone.card) await this.useSecret(phone.secret ?? (await this.newSecret()));
    this.scannable = await canScanQr();
    this.loaded = true;
    await this.updateComplete;
    this.readyResolve();
  }

  private async newSecret(): Promise<Uint8Array> {
    const secret = newPhoneSecret();
    await this.store!.setSecret(secret);
    return secret;
  }

  private async useSecret(secret: Uint8Array): Promise<void> {
    this.secret = secret;
    this.secretWords = await phoneSecretWords(secret);
    this.secretDigits = await phoneSecretDigits(secret);
  }

  private async focusOn(selector: string): Promise<void> {
    await this.updateComplete;
    await (this.querySelector('rs-sealed-qr') as { updateComplete?: Promise<unknown> } | null)?.updateComplete;
    this.querySelector<HTMLElement>(selector)?.focus();
  }

  private async toggleWords(): Promise<void> {
    this.wordsShown = !this.wordsShown;
    if (this.wordsShown) {
      this.hiddenNote = '';
      await import('./rs-sealed-qr.ts').catch(() => undefined);
      await this.focusOn('#phone-words-list');
    } else {
      await this.focusOn('#phone-words-toggle');
    }
  }

  private async renewSecret(): Promise<void> {
    await this.useSecret(await this.newSecret());
    this.scanned = '';
    announcer.announce(msg('New phone words made: the old ones no longer open anything on this phone.'));
    await this.focusOn('#phone-words-list');
  }

  private refuse(problem: CodeProblem, field: Field): void {
    this.error = problemText(problem, 'sealed-code');
    this.errorField = field;
    announcer.announce(this.error, 'assertive');
    void this.focusOn(field === 'key' ? '#import-key' : '#import-code');
  }

  /** Imports the code typed (or `scanned`) with the key words typed. */
  private async importCode(scannedNow = ''): Promise<void> {
    if (this.busy || !this.secret || !this.kind) return;
    if (scannedNow) this.scanned = scannedNow;
    const keyText = this.querySelector<HTMLInputElement>('#import-key')?.value ?? '';
    const codeText = this.querySelector<HTMLTextAreaElement>('#import-code')?.value ?? '';
    this.error = '';
    this.errorField = null;
    const pinned = parseFingerprint(keyText);
    if (!pinned.ok) {
      this.refuse(pinned.problem.kind === 'empty' ? { kind: 'word-count', expected: FINGERPRINT_WORDS, got: 0 } : pinned.problem, 'key');
      return;
    }
    const text = codeText.trim() ? codeText : this.scanned;
    const bytes = await parseSealedCode(text);
    if (!bytes.ok) {
      this.refuse(bytes.problem, 'code');
      return;
    }
    this.busy = true;
    try {
      const opened = await openSealed(bytes.value, this.secret, pinned.value, this.kind.decode);
      if (!opened.ok) {
        this.refuse(opened.problem, opened.problem.kind === 'other-table' ? 'key' : 'code');
        return;
      }
      const stored: StoredCard = { card: opened.value.card, fingerprint: opened.value.fingerprint };
      await this.store!.importCard(stored);
      this.stored = stored;
      this.secret = null;
      this.secretWords = [];
      this.secretDigits = '';
      this.wordsShown = false;
      this.scanned = '';
      announcer.announce(importedText());
      await this.focusOn('#card-toggle');
    } finally {
      this.busy = false;
    }
  }

  private submit(event: Event): void {
    event.preventDefault();
    void this.importCode();
  }

  private async toggleCard(): Promise<void> {
    if (this.cardShown) {
      this.hidePrivate('');
      await this.focusOn('#card-toggle');
      return;
    }
    this.cardShown = true;
    this.hiddenNote = '';
    this.confirmForget = false;
    this.armIdle();
    await this.focusOn('#card-phrase');
  }


  /** Hides the card and the phone words (a private screen never stays up by itself). */
  private hidePrivate(note: string): void {
    this.clearIdle();
    const hadFocus = this.contains(document.activeElement);
    this.cardShown = false;
    this.wordsShown = false;
    this.hiddenNote = note;
    if (note && hadFocus) void this.focusOn(this.stored ? '#card-toggle' : '#phone-words-toggle');
  }

  private armIdle(): void {
    this.clearIdle();
    const seconds = loadSettings().privateIdleSeconds;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.cardShown) this.hidePrivate(msg('Your card hid itself after a pause. Show it again when only you can see and hear.'));
    }, seconds * 1000);
  }

  private clearIdle(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private async forget(): Promise<void> {
    const secret = newPhoneSecret();
    await this.store!.forgetCard(secret);
    this.stored = null;
    this.confirmForget = false;
    this.cardShown = false;
    await this.useSecret(secret);
    announcer.announce(msg('Card forgotten. This phone has new phone words for the next code.'));
    await this.focusOn('#phone-words-toggle');
  }

  protected override render() {
    return html`
      <header>
        <h1>${msg('Sealed card')}</h1>
      </header>
      <main id="main" tabindex="-1">
        ${!this.loaded
          ? html`<p>${msg('Opening…')}</p>`
          : !this.kind
            ? html`<p class="error" id="card-kind-error">${msg('The card screen could not be loaded. Reload the page to try again.')}</p>`
            : html`${this.persistent ? nothing : html`<p class="error" id="phone-not-kept">${phoneNotKeptText()}</p>`}
                ${this.stored ? this.renderCard(this.stored, this.kind) : this.renderImport()}`}
      </main>
    `;
  }

  private renderImport() {
    const keyError = this.errorField === 'key' ? this.error : '';
    const codeError = this.errorField === 'code' ? this.error : '';
    return html`
      <p>${phoneIntroText()}</p>
      <section aria-labelledby="phone-words-heading">
        <h2 id="phone-words-heading">${msg('Step 1: your phone words')}</h2>
        <p id="phone-words-help">${phoneWordsText()}</p>
        ${this.hiddenNote ? html`<p class="status" id="phone-hidden-note">${this.hiddenNote}</p>` : nothing}
        ${this.wordsShown
          ? html`<div id="phone-words" data-private>
              <ol id="phone-words-list" lang="en" tabindex="-1" aria-label=${msg('Your phone words')}>
                ${this.secretWords.map((word) => html`<li>${word}</li>`)}
              </ol>
              <rs-sealed-qr value=${this.secretDigits} label=${msg("QR code of this phone's words, for a table device that can scan it")}></rs-sealed-qr>
              <div class="actions">
                <button type="button" id="phone-words-new" @click=${() => void this.renewSecret()}>${msg('Make new phone words')}</button>
              </div>
            </div>`
          : nothing}
        ${this.disclosure('phone-words', this.wordsShown, this.wordsShown ? msg('Hide my phone words') : msg('Show my phone words'), () => this.toggleWords())}
      </section>
      <section aria-labelledby="import-heading">
        <h2 id="import-heading">${msg('Step 2: import the sealed code')}</h2>
        <form @submit=${(e: Event) => this.submit(e)} novalidate>
          <div class="field">
            <label for="import-key">${msg("The table's 8 key words")}</label>
            <input
              id="import-key"
              type="text"
              lang="en"
              autocomplete="off"
              autocapitalize="none"
              spellcheck="false"
              aria-describedby="import-key-help import-key-error"
              aria-invalid=${keyError ? 'true' : 'false'}
            />
          </div>
          <p id="import-key-help">${keyWordsHelpText()}</p>
          <p class="error" id="import-key-error">${keyError}</p>
          <div class="field">
            <label for="import-code">${msg("The sealed code's words")}</label>
            <textarea
              id="import-code"
              rows="6"
              lang="en"
              autocomplete="off"
              autocapitalize="none"
              spellcheck="false"
              aria-describedby="import-code-help import-code-error"
              aria-invalid=${codeError ? 'true' : 'false'}
            ></textarea>
          </div>
          <p id="import-code-help">
            ${msg('All the words in order; line breaks between the groups are not needed; the first four letters of each word are enough.')}
          </p>
          <p class="error" id="import-code-error">${codeError}</p>
          ${this.busy ? html`<p class="status">${msg('Checking the code…')}</p>` : nothing}
          <div class="actions">
            <button type="submit" class="primary" id="import-submit">${msg('Import my card')}</button>
          </div>
        </form>
        ${this.scannable
          ? html`<rs-sealed-scanner
              id-prefix="import-scan"
              label=${msg('Scan the sealed code')}
              @rs-sealed-scanned=${(e: CustomEvent<{ value: string }>) => void this.importCode(e.detail.value)}
            ></rs-sealed-scanner>`
          : nothing}
      </section>
    `;
  }

  /**
   * The button that shows or hides a private part (`#${id}-toggle`, expanded while `shown`,
   * controlling `#${controls}`).
   */
  private disclosure(id: string, shown: boolean, label: string, toggle: () => Promise<void>, controls = id) {
    return html`<div class="actions">
      <button type="button" id="${id}-toggle" aria-expanded=${shown ? 'true' : 'false'} aria-controls=${controls} @click=${() => void toggle()}>
        ${label}
      </button>
    </div>`;
  }

  private renderCard(stored: StoredCard, kind: SealedCardKind) {
    const phrases = this.cardShown ? kind.phrases(stored.card) : [];
    const players = listText([...kind.players(stored.card)]);
    return html`
      <section aria-labelledby="card-heading">
        <h2 id="card-heading" tabindex="-1">${msg('Your card')}</h2>
        <p id="card-key-words">
          ${msg(str`Game of ${players}.`)}
          ${stored.fingerprint.length < FINGERPRINT_WORDS ? oldKeyWordsText() : msg("The table's key words:")}
          <span lang="en">${keyWordsText(keyWordGroups(stored.fingerprint))}</span>
        </p>
        ${this.hiddenNote ? html`<p class="status" id="card-hidden-note">${this.hiddenNote}</p>` : nothing}
        ${this.cardShown
          ? html`<div id="card-private" data-private>
              <!-- The whole card on one screen, as the table's private turn shows it: focus on its first phrase. -->
              <ul id="card-list">
                ${phrases.map((phrase, i) => (i === 0 ? html`<li id="card-phrase" tabindex="-1">${phrase}</li>` : html`<li>${phrase}</li>`))}
              </ul>
            </div>`
          : nothing}
        ${this.disclosure('card', this.cardShown, this.cardShown ? msg('Hide my card') : msg('Show my card'), () => this.toggleCard(), 'card-private')}
        ${this.cardShown ? nothing : this.renderForget()}
      </section>
    `;
  }

  private renderForget() {
    if (!this.confirmForget) {
      return html`<div class="actions">
        <button type="button" id="card-forget" @click=${() => ((this.confirmForget = true), void this.focusOn('#card-forget-confirm'))}>
          ${msg('Forget this card')}
        </button>
      </div>`;
    }
    return html`<div role="group" aria-labelledby="card-forget-question">
      <p id="card-forget-question">${msg('Forget your card on this phone? The same code cannot be imported again: you would need a new code from the table.')}</p>
      <div class="actions">
        <button type="button" id="card-forget-confirm" @click=${() => void this.forget()}>${msg('Forget it')}</button>
        <button type="button" id="card-forget-cancel" @click=${() => ((this.confirmForget = false), void this.focusOn('#card-forget'))}>${msg('Keep it')}</button>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-sealed-phone': RsSealedPhone;
  }
}
