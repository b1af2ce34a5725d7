import { html } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import { LightElement } from '../a11y/light-element.ts';
import { openModal } from '../a11y/modal.ts';
// Its styles (more-styles.ts), adopted as this module loads: in place before its first render.
import '../a11y/more-styles.ts';

/** One keyboard shortcut of the app, as listed in the help dialog. */
export interface Shortcut {
  /** The keys, as `aria-keyshortcuts` writes them (e.g. "Alt+W"). */
  keys: string;
  /** The keys as shown to people (e.g. "Alt+W"). */
  label: string;
  /** What the shortcut does. */
  what: () => string;
  /** True when it works on the personal-device pages too (`<rs-room-table>`, `<rs-room-phone>`). */
  rooms?: boolean;
}

/** Where the shortcuts help is shown: in the app, or on a personal-device page (rs-room-page.ts). */
export type ShortcutsScope = 'app' | 'room';

/**
 * The app's keyboard shortcuts: few, all with a modifier except `?`, so that none of
 * them takes a screen reader's browse-mode letter keys (NVDA, JAWS and VoiceOver quick nav use
 * single letters without modifiers, and no menu of the browsers uses Alt with W, N or R).
 * Text fields keep every key for typing.
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'Alt+W', label: 'Alt+W', what: () => msg('Say where we are: mission, leader, score, vote track, what comes next.') },
  { keys: 'Alt+N', label: 'Alt+N', what: () => msg('Go to the current step (the action to take now).') },
  { keys: 'Alt+R', label: 'Alt+R', what: () => msg('Go to the vote history.') },
  { keys: 'Alt+K', label: 'Alt+K', what: () => msg('Type a command or a question (for example "team 1 3", "approve all", "score"); Escape closes the field.') },
  { keys: 'Control+Z', label: 'Ctrl+Z', what: () => msg('Undo the last action.') },
  { keys: 'Control+Shift+Z Control+Y', label: 'Ctrl+Shift+Z, Ctrl+Y', what: () => msg('Redo.') },
  { keys: 'Alt+L', label: 'Alt+L', what: () => msg('Say the last announcement again.'), rooms: true },
  { keys: 'Alt+H', label: 'Alt+H', what: () => msg('List the last 20 announcements.'), rooms: true },
  { keys: 'Shift+?', label: '?', what: () => msg('Show this list of shortcuts.'), rooms: true },
];

/** The shortcuts that work in `scope`: all of them in the app, those marked `rooms` on a room page. */
export function shortcutsFor(scope: ShortcutsScope): readonly Shortcut[] {
  return scope === 'room' ? SHORTCUTS.filter((s) => s.rooms === true) : SHORTCUTS;
}

/**
 * The keyboard shortcuts help: a modal dialog listing {@link SHORTCUTS}, opened by `?` or by the
 * app's button in the header (which loads this component on first use), closed by Escape or its
 * Close button; focus returns to where it was. The personal-device pages set `scope="room"`: the
 * list then holds only the shortcuts that work there ({@link shortcutsFor}), so nobody is told of
 * a key that does nothing. Another game's page gives its own list (`shortcuts`), which then
 * replaces the default one whatever the scope: the platform knows no game's keys.
 */
@customElement('rs-shortcuts-help')
export class RsShortcutsHelp extends LightElement {
  /** Which shortcuts are listed: every one of the app (`app`, the default) or a room page's (`room`). */
  @property() scope: ShortcutsScope = 'app';
  /** The page's own shortcuts, listed instead of {@link shortcutsFor}(`scope`) when set (a game page that has other keys). */
  @property({ attribute: false }) shortcuts: readonly Shortcut[] | null = null;
  @query('#shortcuts-dialog') private dialog!: HTMLDialogElement;

  /** Whether the dialog is open. */
  get open(): boolean {
    return this.dialog?.open ?? false;
  }

  /** Opens the dialog with focus on its heading; focus goes back to the current element on close. */
  async show(): Promise<void> {
    await this.updateComplete;
    openModal(this.dialog, this.querySelector<HTMLElement>('#shortcuts-title'));
  }

  /** Closes the dialog (focus returns where it was). */
  close(): void {
    if (this.dialog?.open) this.dialog.close();
  }

  protected override render() {
    // The table takes the dialog's width (the stylesheet gives tables their content's width), so
    // its sentences wrap and the dialog reflows at 320 CSS px without scrolling sideways.
    return html`
      <dialog id="shortcuts-dialog" aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" tabindex="-1">${msg('Keyboard shortcuts')}</h2>
        <p>${msg('They work everywhere except while typing in a text field. Screen reader users: in browse mode, press the screen reader key to pass a key through, or switch to focus mode.')}</p>
        <table class="shortcuts-table">
          <caption class="visually-hidden">${msg('Keyboard shortcuts')}</caption>
          <thead>
            <tr>
              <th scope="col">${msg('Keys')}</th>
              <th scope="col">${msg('What they do')}</th>
            </tr>
          </thead>
          <tbody>
            ${(this.shortcuts ?? shortcutsFor(this.scope)).map(
              (s) => html`<tr>
                <th scope="row"><kbd>${s.label}</kbd></th>
                <td>${s.what()}</td>
              </tr>`,
            )}
          </tbody>
        </table>
        <div class="actions">
          <button type="button" id="shortcuts-close" class="primary" @click=${() => this.close()}>${msg('Close')}</button>
        </div>
      </dialog>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-shortcuts-help': RsShortcutsHelp;
  }
}
