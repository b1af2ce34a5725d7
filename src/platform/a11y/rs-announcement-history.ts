import { html } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import { LightElement } from './light-element.ts';
import { openModal } from './modal.ts';

/**
 * The announcement history (Alt+H anywhere, announcer.ts ANNOUNCER_KEYS): a modal dialog listing
 * the last 20 announcements as they were said, newest first, each an item of a list a screen
 * reader walks line by line; Escape or Close closes it and focus goes back where it was. What it
 * lists is public (the announcer forgets everything when a private screen is handed on).
 */
@customElement('rs-announcement-history')
export class RsAnnouncementHistory extends LightElement {
  /** The announcements, oldest first (announcer.recent). */
  @property({ attribute: false }) items: readonly string[] = [];
  @query('#announcement-history-dialog') private dialog!: HTMLDialogElement;

  /** Whether the dialog is open. */
  get open(): boolean {
    return this.dialog?.open ?? false;
  }

  /** Opens the dialog with focus on its heading. */
  async show(): Promise<void> {
    await this.updateComplete;
    openModal(this.dialog, this.querySelector<HTMLElement>('#announcement-history-title'));
  }

  /** Closes the dialog (focus returns where it was). */
  close(): void {
    if (this.dialog?.open) this.dialog.close();
  }

  protected override render() {
    const newestFirst = [...this.items].reverse();
    return html`<dialog id="announcement-history-dialog" aria-labelledby="announcement-history-title">
      <h2 id="announcement-history-title" tabindex="-1">${msg('Last announcements')}</h2>
      ${newestFirst.length === 0
        ? html`<p>${msg('Nothing has been announced yet.')}</p>`
        : html`<ol id="announcement-history-list" aria-label=${msg('Newest first')}>
            ${newestFirst.map((text) => html`<li>${text}</li>`)}
          </ol>`}
      <div class="actions">
        <button type="button" id="announcement-history-close" class="primary" @click=${() => this.close()}>${msg('Close')}</button>
      </div>
    </dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-announcement-history': RsAnnouncementHistory;
  }
}
