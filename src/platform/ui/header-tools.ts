import { html } from 'lit';
import type { TemplateResult } from 'lit';
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

/** The three buttons; `actions` run the tool (in the host's order of actions). */
export function toolButtons(actions: ToolActions): TemplateResult {
  return html`<button type="button" id="rules-button" aria-haspopup="dialog" @click=${() => actions.rules()}>${msg('Rules')}</button>
    <button type="button" id="settings-button" aria-haspopup="dialog" @click=${() => actions.settings()}>${msg('Settings')}</button>
    <button type="button" id="shortcuts-button" aria-haspopup="dialog" aria-keyshortcuts="Shift+?" @click=${() => actions.shortcuts()}>
      ${msg('Keyboard shortcuts (?)')}
    </button>`;
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
