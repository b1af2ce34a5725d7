import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { CodeProblem, TableKey } from './sealed-code.ts';
import { LightElement } from '../a11y/light-element.ts';
import { codeInstructions, groupsText, keyNotKeptText, keyWordsText, problemText, takeInstructions } from './sealed-text.ts';

type Stage = 'closed' | 'form' | 'sealing' | 'code';

/** Table keys made in this page when no game id or no storage could be had (kept while it is open). */
const pageKeys = new Map<string, TableKey>();

/** The sealed-code modules, loaded on first use (they are not needed for a game without them). */
async function load() {
  const [code, store, scanner, qr] = await Promise.all([
    import('./sealed-code.ts'),
    import('./sealed-store.ts'),
    import('./rs-sealed-scanner.ts'),
    // The QR image: where it cannot be loaded, the words still work.
    import('./rs-sealed-qr.ts').then(
      () => true,
      () => false,
    ),
  ]);
  return { code, store, scanner, qr };
}

/**
 * What a sealed code carries: the player's card as the game writes it, made when the player seals
 * (so it is the card as it is then). The game keeps its length the same for every role.
 */
export type SealedCardSource = () => Uint8Array | Promise<Uint8Array>;

/**
 * "Take my sealed code" (docs/sealed-codes.md), inside a player's private turn
 * on the table device (in The Resistance, the reveal turn: rs-private-turns.ts). The player types
 * the 8 words their own phone shows (or the table scans the phone's QR code where it can); the
 * table seals the player's card (the bytes of {@link RsSealedTake.card}, given by the game) for
 * that phone, signs it with the game's table key, and shows the sealed code as a QR code and as
 * words, with the table's 8 key words (two groups of four, read out at the table so every player
 * can compare them). Everything here is the same for every role: the button, the steps, and the
 * length of the code.
 *
 * The game's table key is kept in IndexedDB under the game id (the `game-id` attribute, which
 * rs-app passes through the private turns); without it, or without storage, it is kept in memory
 * while the page is open, and the screen says so.
 */
@customElement('rs-sealed-take')
export class RsSealedTake extends LightElement {
  /**
   * The card of the player whose private turn this is, as bytes, asked for when they seal (the
   * game's: only their own card, nothing another seat may not see).
   */
  @property({ attribute: false }) card: SealedCardSource | null = null;
  /** The game's id (where the table key is kept), given by the private turns (from rs-app's session). */
  @property({ attribute: 'game-id' }) gameId = '';
  /** The IndexedDB database of the table keys. */
  @property({ attribute: 'db-name' }) dbName = 'rs-sealed';

  @state() private stage: Stage = 'closed';
  @state() private error = '';
  @state() private scannable = false;
  @state() private qrShown = false;
  @state() private keyKept = true;
  /** The table's key words, in their groups of four. */
  @state() private fingerprint: string[][] = [];
  @state() private groups: string[][] = [];
  @state() private digits = '';

  /** The QR payload of the code on show ('' when none): the same data as the words. */
  get sealedDigits(): string {
    return this.digits;
  }

  override disconnectedCallback(): void {
    this.forget();
    super.disconnectedCallback();
  }

  /** Drops the code on show (the private screen hides, or the player closes it). */
  private forget(): void {
    this.fingerprint = [];
    this.groups = [];
    this.digits = '';
    this.error = '';
  }

  private async open(): Promise<void> {
    this.stage = 'form';
    const { scanner, qr } = await load();
    this.qrShown = qr;
    this.scannable = await scanner.canScanQr();
    await this.updateComplete;
    this.querySelector<HTMLElement>('#sealed-phone-words')?.focus();
  }

  private async close(): Promise<void> {
    this.forget();
    this.stage = 'closed';
    await this.updateComplete;
    this.querySelector<HTMLElement>('#sealed-take')?.focus();
  }

  private gameKeyId(): string | null {
    return this.gameId || null;
  }

  private async tableKey(modules: Awaited<ReturnType<typeof load>>): Promise<TableKey> {
    const id = this.gameKeyId();
    if (id) {
      const store = await modules.store.SealedStore.open(this.dbName);
      try {
        if (store.persistent) return await store.tableKey(id, modules.code.newTableKey);
      } finally {
        store.close();
      }
    }
    this.keyKept = false;
    const name = id ?? 'page';
    let key = pageKeys.get(name);
    if (!key) {
      key = await modules.code.newTableKey();
      pageKeys.set(name, key);
    }
    return key;
  }

  private refuse(problem: CodeProblem | null, text?: string): void {
    this.error = problem ? problemText(problem, 'phone-words') : (text ?? '');
    this.stage = 'form';
    void this.updateComplete.then(() => this.querySelector<HTMLElement>('#sealed-phone-words')?.focus());
  }

  /** Seals the card for the phone secret typed (or scanned) as `text`. */
  private async seal(text: string): Promise<void> {
    if (this.stage === 'sealing') return;
    const modules = await load();
    const parsed = await modules.code.parsePhoneSecret(text);
    if (!parsed.ok) {
      this.refuse(parsed.problem);
      return;
    }
    this.stage = 'sealing';
    this.error = '';
    try {
      if (!this.card) throw new Error('no card to seal');
      const card = await this.card();
      const key = await this.tableKey(modules);
      const sealed = await modules.code.sealPayload(card, parsed.value, key);
      this.fingerprint = modules.code.keyWordGroups(await modules.code.fingerprintWords(key.publicKey));
      this.groups = await modules.code.sealedWords(sealed);
      this.digits = modules.code.sealedDigits(sealed);
    } catch {
      this.refuse(null, msg('The sealed code could not be made on this device. Your card is still here, in this private turn.'));
      return;
    }
    this.stage = 'code';
    await this.updateComplete;
    this.querySelector<HTMLElement>('#sealed-code-heading')?.focus();
  }

  private submit(event: Event): void {
    event.preventDefault();
    if (this.stage === 'sealing') return;
    const input = this.querySelector<HTMLInputElement>('#sealed-phone-words');
    const text = input?.value ?? '';
    if (input) input.value = '';
    void this.seal(text);
  }

  protected override render() {
    const expanded = this.stage !== 'closed';
    return html`
      <div class="actions">
        <button
          type="button"
          id="sealed-take"
          aria-expanded=${expanded ? 'true' : 'false'}
          aria-controls="sealed-take-panel"
          @click=${() => void (expanded ? this.close() : this.open())}
        >
          ${msg('Take my sealed code')}
        </button>
      </div>
      ${expanded ? this.renderPanel() : nothing}
    `;
  }

  private renderPanel() {
    if (this.stage === 'code') return this.renderCode();
    const address = `${location.origin}${location.pathname}#sealed`;
    return html`
      <section id="sealed-take-panel" aria-labelledby="sealed-take-heading">
        <h3 id="sealed-take-heading">${msg('Sealed code for your own phone')}</h3>
        <p id="sealed-take-help">${takeInstructions(address)}</p>
        <form @submit=${(e: Event) => this.submit(e)} novalidate>
          <div class="field">
            <label for="sealed-phone-words">${msg("Your phone's 8 words")}</label>
            <input
              id="sealed-phone-words"
              type="text"
              lang="en"
              autocomplete="off"
              autocapitalize="none"
              spellcheck="false"
              enterkeyhint="done"
              aria-describedby="sealed-take-help sealed-phone-error"
              aria-invalid=${this.error ? 'true' : 'false'}
            />
          </div>
          <p class="error" id="sealed-phone-error">${this.error}</p>
          ${this.stage === 'sealing' ? html`<p class="status">${msg('Sealing your code…')}</p>` : nothing}
          <div class="actions">
            <button type="submit" class="primary" id="sealed-seal">${msg('Seal my code')}</button>
          </div>
        </form>
        ${this.scannable
          ? html`<rs-sealed-scanner
              id-prefix="sealed-phone-scan"
              label=${msg("Scan my phone's QR code")}
              @rs-sealed-scanned=${(e: CustomEvent<{ value: string }>) => void this.seal(e.detail.value)}
            ></rs-sealed-scanner>`
          : nothing}
      </section>
    `;
  }

  private renderCode() {
    const words = this.groups.reduce((n, g) => n + g.length, 0);
    return html`
      <section id="sealed-take-panel" aria-labelledby="sealed-code-heading">
        <h3 id="sealed-code-heading" tabindex="-1">${msg('Your sealed code')}</h3>
        <p id="sealed-key-words">
          ${msg("The table's key words:")} <strong lang="en">${keyWordsText(this.fingerprint)}</strong>
        </p>
        <p>${codeInstructions(words, this.groups.length)}</p>
        ${this.keyKept ? nothing : html`<p class="status">${keyNotKeptText()}</p>`}
        ${this.qrShown
          ? html`<rs-sealed-qr value=${this.digits} label=${msg('QR code of your sealed code')}></rs-sealed-qr>`
          : html`<p class="status">${msg('The QR code cannot be drawn on this device: type the words.')}</p>`}
        <h4 id="sealed-words-heading">${msg(str`The code in words, ${groupsText(this.groups.length)}`)}</h4>
        <ol id="sealed-code-words" aria-labelledby="sealed-words-heading" lang="en">
          ${this.groups.map((group) => html`<li>${group.join(' ')}</li>`)}
        </ol>
        <div class="actions">
          <button type="button" id="sealed-close" @click=${() => void this.close()}>${msg('Close the sealed code')}</button>
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-sealed-take': RsSealedTake;
  }
}
