import { html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { GameRecord } from '../../games/resistance/engine.ts';
import { announcer } from '../a11y/announcer.ts';
import { fire, LightElement } from '../a11y/light-element.ts';

/** Detail of `rs-import`: a record the engine accepted, in its normal form. */
export interface ImportDetail {
  record: GameRecord;
}

/**
 * Importing a game record file (resistance-record/1) with a file picker. The whole record is
 * replayed by the engine first; a bad file is refused with a sentence naming its first problem
 * (shown, announced assertively) and nothing stored is touched.
 *
 * @fires rs-import {ImportDetail} when a valid record was read
 */
@customElement('rs-import')
export class RsImport extends LightElement {
  @state() private error = '';

  private async choose(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    try {
      // The record check (the engine's replay) loads when a file is chosen, not at start-up
      // (start-up JavaScript budget, docs/performance.md).
      const { parseImportedRecord } = await import('../../games/resistance/session/import-record.ts');
      const record = await parseImportedRecord(await file.text());
      this.error = '';
      fire<ImportDetail>(this, 'rs-import', { record });
    } catch (error) {
      const { importErrorText } = await import('../../games/resistance/text/error-text.ts');
      this.error = msg(str`${file.name} was not imported: ${importErrorText(error)}`);
      announcer.announce(this.error, 'assertive');
    }
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
