/**
 * The Hunter's fields in the setup form's "Role modules" part (ui/module-ui.ts
 * `ModuleRoleSetupUi`; rules §4.4): the module and, once it is on, its optional roles and Branding
 * (R-HUN-OPT, R-HUN-BRAND) in a nested fieldset. Loaded when that part is opened
 * (ui/rs-role-options.ts). The engine checks the combination at the start (`validateRoles`: the
 * Pretender needs the Deep Agent, Branding needs both).
 */
import { msg } from '@lit/localize';
import type { ModuleRoleSetupUi } from '../../../ui/module-ui.ts';
import { roleModuleFields } from '../../../ui/role-setup-fields.ts';
import type { HunterOptions } from '../engine.ts';

/** The Hunter's fields: `setup-hunter`, then `setup-dummy-agent` … `setup-branding`. */
export const hunterRoleSetup: ModuleRoleSetupUi = {
  render: (fields, value, update) =>
    roleModuleFields<HunterOptions>(
      fields,
      {
        name: 'hunter',
        label: msg('Hunter'),
        hint: msg('Chiefs and Hunters on both sides: each side must find the other side\'s Chief to win.'),
        legend: msg('Optional roles of the Hunter module'),
      },
      value.hunter,
      (options) => update((current) => ({ ...current, hunter: options })),
      [
        ['dummyAgent', 'dummy-agent', msg('Dummy Agent'), msg('Resistance: may show the Resistance Chief\'s card when investigated.')],
        ['coordinator', 'coordinator', msg('Coordinator'), msg('Resistance: known to the Resistance Chiefs; if the Spy Hunter accuses them, the spies win.')],
        ['deepAgent', 'deep-agent', msg('Deep Agent'), msg('Spy: does not learn the other spies, but they learn them.')],
        ['pretender', 'pretender', msg('Pretender'), msg('Resistance: looks like the Deep Agent to the spies. Needs the Deep Agent.')],
        ['branding', 'branding', msg('Branding'), msg('Once per game the Deep Agent may accuse a player of being the Pretender and swap cards. Needs both.')],
      ],
    ),
};
