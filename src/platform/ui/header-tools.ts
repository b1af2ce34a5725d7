import { html, nothing } from 'lit';
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { msg } from '@lit/localize';
import type { RsRules } from './rs-rules.ts';
import type { RsSettings } from '../settings/rs-settings.ts';
import type { RsShortcutsHelp } from './rs-shortcuts-help.ts';
import { openModal } from '../a11y/modal.ts';
import type { Settings } from '../settings/settings.ts';

/**
 * The header's tools, the same in `<rs-app>` and on the personal-device pages (rs-room-page.ts):
 * the Rules, Settings and Keyboard shortcuts buttons and the settings dialog, and what opening each
 * does. Each component loads on first use (start-up JavaScript budget, docs/performance.md); each
 * dialog takes focus (its heading, or the settings' first control) and gives it back on closing
 * (modal.ts). The host renders `<rs-rules>` and `<rs-shortcuts-help>` in its light DOM.
 */
export interface ToolActions {
  rules(): void;
  settings(): void;
  shortcuts(): void;
}

/** The three buttons, one template each (for a {@link HeaderMenu}'s items); `actions` run the tool (in the host's order of actions). */
export function toolButtonList(actions: ToolActions): TemplateResult[] {
  return [
    html`<button type="button" id="rules-button" aria-haspopup="dialog" @click=${() => actions.rules()}>${msg('Rules')}</button>`,
    html`<button type="button" id="settings-button" aria-haspopup="dialog" @click=${() => actions.settings()}>${msg('Settings')}</button>`,
    html`<button type="button" id="shortcuts-button" aria-haspopup="dialog" aria-keyshortcuts="Shift+?" @click=${() => actions.shortcuts()}>
      ${msg('Keyboard shortcuts (?)')}
    </button>`,
  ];
}

/**
 * The header's actions behind one menu button on a narrow header (on a phone the board
 * and the current step come first), all in view on a wide one. A disclosure (WAI-ARIA APG
 * disclosure pattern, not an ARIA menu): the button `#menu-button` ("Menu", `aria-expanded`,
 * `aria-controls="header-menu"`) shows or hides `#header-menu`, a list of the host's buttons in
 * their order. Keyboard: Tab and Shift+Tab move through the list as through any buttons; Escape
 * inside it closes it and returns focus to the button; focus leaving the header for the page
 * (after Undo, say, focus moves to the step) or a press outside it closes it too, but not a
 * dialog opened from it (Rules, Settings), which gives focus back to its button in the list, kept
 * open for it (also when the header turned narrow meanwhile: a larger text size chosen).
 * The host's keyboard shortcuts are the host's (document listeners) and work whatever the state.
 *
 * Narrow or wide is the stylesheet's decision (app-styles.ts: a container query on
 * `header.app-header`, narrow below 40em of the header's own text size, so 200% text on a wide
 * screen gets the menu too): below it the button shows and the list only when open; above it the
 * button is not displayed and the list always is. A Lit controller: `open` is its state, and it
 * asks its host to update after each change.
 */
export class HeaderMenu implements ReactiveController {
  /** Whether the list is open (matters only while the header is narrow). */
  open = false;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  private readonly onPointerDown = (event: PointerEvent): void => {
    const target = event.target as Element | null;
    if (!this.open || !target || this.container()?.contains(target) || target.closest('dialog')) return;
    this.setOpen(false);
  };

  hostConnected(): void {
    document.addEventListener('pointerdown', this.onPointerDown);
  }

  hostDisconnected(): void {
    document.removeEventListener('pointerdown', this.onPointerDown);
  }

  private container(): HTMLElement | null {
    return this.host.querySelector<HTMLElement>('.header-tools');
  }

  /** Whether the header is narrow now: its menu button is displayed. */
  get collapsible(): boolean {
    const button = this.host.querySelector<HTMLElement>('#menu-button');
    return !!button && getComputedStyle(button).display !== 'none';
  }

  private setOpen(open: boolean): void {
    if (this.open === open) return;
    this.open = open;
    this.host.requestUpdate();
  }

  /** Closes the list; with `focusButton`, focus goes back to the menu button (when it is displayed). */
  async close(focusButton = false): Promise<void> {
    this.setOpen(false);
    await this.host.updateComplete;
    if (focusButton && this.collapsible) this.host.querySelector<HTMLElement>('#menu-button')?.focus();
  }

  private onKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || !this.open || !this.collapsible) return;
    event.preventDefault();
    event.stopPropagation();
    void this.close(true);
  }

  private onFocusOut(event: FocusEvent): void {
    const next = event.relatedTarget as Element | null;
    // A dialog opened from the list (Rules, Settings) gives focus back to its button when it
    // closes: the list is kept open for it, also when the header became narrow meanwhile (a larger
    // text size chosen in Settings), so that the button is there to take focus.
    if (next?.closest('dialog') && this.host.querySelector('#header-menu')?.contains(event.target as Node)) {
      this.setOpen(true);
      return;
    }
    // Focus going nowhere (the window lost it) keeps it open; going elsewhere on the page closes it.
    if (!this.open || !next || this.container()?.contains(next)) return;
    this.setOpen(false);
  }

  /**
   * The menu: its button, then `items` (buttons, one list item each) and `after` (a note about
   * them, for example why Download is unavailable), both in `#header-menu`. Render it in the
   * host's `<header class="app-header">`.
   */
  render(items: readonly TemplateResult[], after: TemplateResult | typeof nothing = nothing): TemplateResult {
    return html`<div class="header-tools" @keydown=${(e: KeyboardEvent) => this.onKeydown(e)} @focusout=${(e: FocusEvent) => this.onFocusOut(e)}>
      <button
        type="button"
        id="menu-button"
        class="menu-button"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="header-menu"
        @click=${() => this.setOpen(!this.open)}
      >
        <span class="menu-icon" aria-hidden="true"></span>${msg('Menu')}
      </button>
      <div id="header-menu" class="header-menu" ?data-open=${this.open}>
        <ul class="actions" aria-label=${msg('Game and app tools')}>
          ${items.map((item) => html`<li>${item}</li>`)}
        </ul>
        ${after}
      </div>
    </div>`;
  }
}

/** The settings dialog (`scope`: rs-settings' `app` or `room`); `onChange` gets each change, already saved and applied. */
export function settingsDialog(settings: Settings, scope: 'app' | 'room', onChange: (settings: Settings) => void, host: HTMLElement): TemplateResult {
  return html`<dialog id="settings-dialog" aria-labelledby="settings-heading" @rs-settings-change=${(e: CustomEvent<Settings>) => onChange(e.detail)}>
    <rs-settings scope=${scope} .settings=${settings}></rs-settings>
    <div class="actions">
      <button type="button" id="settings-close" class="primary" @click=${() => host.querySelector<HTMLDialogElement>('#settings-dialog')?.close()}>
        ${msg('Close the settings')}
      </button>
    </div>
  </dialog>`;
}

/** Opens the rules reference at `rule` (the top when `null`), unless it is open already. */
export async function openRules(host: HTMLElement & { updateComplete: Promise<unknown> }, rule: string | null): Promise<void> {
  await import('./rs-rules.ts');
  await host.updateComplete;
  const rules = host.querySelector<RsRules>('rs-rules');
  if (!rules || rules.open) return;
  await rules.updateComplete;
  await rules.show(rule);
}

/**
 * Opens the settings dialog: loads its component, lets the host render the dialog
 * (`render`, which sets the host's "settings shown" state and waits for its update), then opens
 * it modally with focus on the first setting.
 */
export async function openSettings(host: HTMLElement, render: () => Promise<void>): Promise<void> {
  await import('../settings/rs-settings.ts');
  await render();
  const settings = host.querySelector<RsSettings>('rs-settings');
  const dialog = host.querySelector<HTMLDialogElement>('#settings-dialog');
  if (!settings || !dialog || dialog.open) return;
  await settings.updateComplete;
  openModal(dialog, null);
  settings.focusFirst();
}

/** Opens the keyboard shortcuts list, unless it is open already. */
export async function showShortcuts(host: HTMLElement & { updateComplete: Promise<unknown> }): Promise<void> {
  await import('./rs-shortcuts-help.ts');
  await host.updateComplete;
  const help = host.querySelector<RsShortcutsHelp>('rs-shortcuts-help');
  await help?.updateComplete;
  if (help && !help.open) await help.show();
}

/**
 * The header's tools of a page (`host`): Rules at the rule `currentRule()` gives, Settings
 * rendered on first use by `showSettings` (it sets the host's flag and waits for its render),
 * Keyboard shortcuts; each run by `run`, the host's queue of user actions.
 */
export function toolActionsOf(
  host: HTMLElement & { updateComplete: Promise<unknown> },
  run: (task: () => Promise<void>) => void,
  currentRule: () => string,
  showSettings: () => Promise<void>,
): ToolActions {
  return {
    rules: () => run(() => openRules(host, currentRule())),
    settings: () => run(() => openSettings(host, showSettings)),
    shortcuts: () => run(() => showShortcuts(host)),
  };
}
