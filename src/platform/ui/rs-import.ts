import { html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { StoredRecord } from '../storage/types.ts';
import { announcer } from '../a11y/announcer.ts';
import { fire, LightElement } from '../a11y/light-element.ts';

/** Detail of `rs-import`: a record the game accepted, in its normal form. */
export interface ImportDetail {
  record: StoredRecord;
}

/**
 * What the game makes of a chosen file's text: the record to store (the game checked that it
 * replays), or why the file is refused, as a sentence in the current language that completes
 * "game.json was not imported: …" (e.g. "the file is empty.").
 */
export type RecordFileOutcome = { record: StoredRecord } | { refusal: string };

/**
 * Reads the text of a chosen file as one of the game's records. It resolves with a refusal for a
 * bad file; a rejection (its code could not be loaded) is reported as a file that could not be read.
 */
export type RecordFileReader = (text: string) => Promise<RecordFileOutcome>;

/**
 * Importing a game record file with a file picker. The game reads the file (`read`, given by the
 * game: it replays the whole record first, loading its engine only when a file is chosen); a bad
 * file is refused with a sentence naming its first problem (shown, announced assertively) and
 * nothing stored is touched.
 *
 * @fires rs-import {ImportDetail} when a valid record was read
 */
@customElement('rs-import')
export class RsImport extends LightElement {
  /** The game's reader of record files; required before a file is chosen. */
  @property({ attribute: false }) read: RecordFileReader | null = null;

  @state() private error = '';

  private async choose(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    if (!this.read) throw new Error('rs-import has no reader of record files: the game sets its `read` property');
    let outcome: RecordFileOutcome;
    try {
      outcome = await this.read(await file.text());
    } catch {
      outcome = { refusal: msg('the file could not be read.') };
    }
    if ('record' in outcome) {
      this.error = '';
      fire(this, 'rs-import', { record: outcome.record });
      return;
    }
    this.error = msg(str`${file.name} was not imported: ${outcome.refusal}`);
    announcer.announce(this.error, 'assertive');
  }

  protected override render() {
    return html`
      <section aria-labelledby="import-heading">
        <h2 id="import-heading">${msg('Import a game')}</h2>
        <div class="field">
          <label for="import-file">${msg('Game record file (JSON)')}</label>
          <input
            type="file"
            id="import-file"
            accept=".json,application/json"
            aria-describedby="import-error"
            @change=${this.choose}
          />
          <p class="error" id="import-error">${this.error}</p>
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-import': RsImport;
  }
  interface HTMLElementEventMap {
    'rs-import': CustomEvent<ImportDetail>;
  }
}
