import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import type { RoleOptions, TableNames } from '../engine.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { MODULE_UIS } from './modules.ts';
import type { ModuleRoleSetupUi, SetupFields } from './module-ui.ts';

/**
 * Every role module's fields (their UI lines' `roleSetup`, ui/modules.ts), in the UI list's order,
 * loaded with this file (a top-level await): the setup form awaits this file when the player opens
 * the role modules' part, so the fields are there on its first render.
 */
const ROLE_SETUPS: readonly ModuleRoleSetupUi[] = await Promise.all(MODULE_UIS.flatMap((m) => (m.roleSetup ? [m.roleSetup.load()] : [])));

/** Whether any role module is on: a key of the options neither left out, `null` nor `false`. */
function anyOn(options: RoleOptions): boolean {
  return Object.values(options).some((option) => option !== undefined && option !== null && option !== false);
}

/**
 * The role modules of a new game (rules §4): each role module's fields, from its UI line
 * (`roleSetup`: the Assassin with its optional roles, R-ASN-OPT; the Defector in variant I or II,
 * R-DEF-V1, R-DEF-V2; the Hunter with its optional roles and Branding, R-HUN-OPT, R-HUN-BRAND), in
 * one fieldset "Role modules". Loaded by the setup screen when the player opens this part
 * (start-up budget). Ids are `setup-…` in the app's setup and a room's alike. The engine checks the
 * combination at the start (`validateRoles`: e.g. the Body Guard at 5 players needs the Deep Cover
 * or the False Commander).
 *
 * @fires rs-role-options {RoleOptions | null} on every change (`null` when no role module is on)
 */
@customElement('rs-role-options')
export class RsRoleOptions extends LightElement {
  @property({ attribute: false }) value: RoleOptions | null = null;
  /** The names the table plays under (the form's, table-fields.ts): the fields' labels follow them (text/table-names.ts). */
  @property({ attribute: false }) names: TableNames | null = null;

  /** Moves focus to the first control (the first role module's checkbox). */
  focusFirst(): void {
    this.querySelector<HTMLInputElement>('input')?.focus();
  }

  private emit(next: RoleOptions): void {
    this.value = anyOn(next) ? next : null;
    fire(this, 'rs-role-options', this.value);
  }

  private box(id: string, label: string, hint: string, checked: boolean, set: (on: boolean) => void) {
    return html`<label class="choice">
        <input type="checkbox" id=${id} .checked=${checked} aria-describedby="${id}-hint" @change=${(e: Event) => set((e.target as HTMLInputElement).checked)} />
        <span>${label}</span>
      </label>
      <p class="hint" id="${id}-hint">${hint}</p>`;
  }

  protected override render() {
    const fields: SetupFields = { prefix: 'setup', box: (name, label, hint, checked, change) => this.box(`setup-${name}`, label, hint, checked, change) };
    const update = (change: (current: RoleOptions) => RoleOptions) => this.emit(change(this.value ?? {}));
    return html`<fieldset>
      <legend>${msg('Role modules')}</legend>
      ${ROLE_SETUPS.map((part) => part.render(fields, this.value ?? {}, update))}
    </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-role-options': RsRoleOptions;
  }
  interface HTMLElementEventMap {
    'rs-role-options': CustomEvent<RoleOptions | null>;
  }
}
