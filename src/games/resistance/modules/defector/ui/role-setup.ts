/**
 * The Defector's fields in the setup form's "Role modules" part (ui/module-ui.ts
 * `ModuleRoleSetupUi`; rules §4.3): the module and, once it is on, its variant (R-DEF-V1,
 * R-DEF-V2) as two radios. Loaded when that part is opened (ui/rs-role-options.ts).
 */
import { html } from 'lit';
import { msg } from '@lit/localize';
import type { ModuleRoleSetupUi } from '../../../ui/module-ui.ts';
import type { DefectorVariant } from '../engine.ts';
import { tableNames } from '../../../text/table-names.ts';

/** The Defector's fields: `setup-defector`, then the radios `setup-defector-1` and `setup-defector-2`. */
export const defectorRoleSetup: ModuleRoleSetupUi = {
  render: (fields, value, update) => {
    const defector: DefectorVariant | null = value.defector ?? null;
    const set = (variant: DefectorVariant | null) => update((current) => ({ ...current, defector: variant }));
    // Under Avalon's names the Defectors are the two Lancelots (docs/avalon.md).
    const avalon = tableNames() === 'avalon';
    return html`${avalon
      ? fields.box('defector', msg('Defector: Lancelot'), msg('Good Lancelot and Evil Lancelot, who may change sides.'), defector !== null, (on) => set(on ? 'I' : null))
      : fields.box('defector', msg('Defector'), msg('A Resistance Defector and a Spy Defector.'), defector !== null, (on) => set(on ? 'I' : null))}
      ${defector
        ? html`<fieldset class="nested">
            <legend>${msg('Defector variant')}</legend>
            <label class="choice">
              <input type="radio" name="defector-variant" id="setup-defector-1" .checked=${defector === 'I'} @change=${() => set('I')} />
              <span>${msg('Variant I: loyalty cards at missions 3, 4 and 5 may make them switch sides')}</span>
            </label>
            <label class="choice">
              <input type="radio" name="defector-variant" id="setup-defector-2" .checked=${defector === 'II'} @change=${() => set('II')} />
              <span>${avalon ? msg('Variant II: the two Lancelots know each other') : msg('Variant II: the two Defectors know each other')}</span>
            </label>
          </fieldset>`
        : ''}`;
  },
};
