/**
 * The Assassin's fields in the setup form's "Role modules" part (ui/module-ui.ts
 * `ModuleRoleSetupUi`; rules §4.1): the module (R-ASN-1) and, once it is on, its optional roles
 * (R-ASN-OPT) in a nested fieldset. Loaded when that part is opened (ui/rs-role-options.ts). The
 * engine checks the combination at the start (`validateRoles`: the Body Guard at 5 players needs
 * the Deep Cover or the False Commander).
 */
import { msg } from '@lit/localize';
import type { ModuleRoleSetupUi } from '../../../ui/module-ui.ts';
import { roleModuleFields } from '../../../ui/role-setup-fields.ts';
import type { AssassinOptions } from '../engine.ts';
import type { Role } from '../../../engine.ts';
import { tableNames } from '../../../text/table-names.ts';
import { avalonRoleHint, avalonRoleName } from '../../../text/avalon-text.ts';

/** `own` (The Resistance's name or hint), or the card's under the table's Avalon names (text/avalon-text.ts). */
function named(role: Role, own: string, hint = false): string {
  if (tableNames() !== 'avalon') return own;
  return (hint ? avalonRoleHint(role) : avalonRoleName(role)) ?? own;
}

/** The Assassin's fields: `setup-assassin`, then `setup-body-guard` … `setup-false-commander`. */
export const assassinRoleSetup: ModuleRoleSetupUi = {
  render: (fields, value, update) =>
    roleModuleFields<AssassinOptions>(
      fields,
      {
        name: 'assassin',
        label: msg('Assassin'),
        hint: named('assassin', msg('The Commander knows the spies; after three successes the Assassin may still win by naming the Commander.'), true),
        legend: msg('Optional roles of the Assassin module'),
      },
      value.assassin,
      (options) => update((current) => ({ ...current, assassin: options })),
      [
        ['bodyGuard', 'body-guard', named('body-guard', msg('Body Guard')), named('body-guard', msg('Resistance: learns the Commander (and the False Commander, who looks the same).'), true)],
        ['blindSpy', 'blind-spy', named('blind-spy', msg('Blind Spy')), named('blind-spy', msg('Spy: does not learn the other spies and they do not learn them.'), true)],
        ['deepCover', 'deep-cover', named('deep-cover', msg('Deep Cover')), named('deep-cover', msg('Spy: not revealed to the Commander.'), true)],
        ['falseCommander', 'false-commander', named('false-commander', msg('False Commander')), named('false-commander', msg('Spy: shown to the Body Guard together with the Commander.'), true)],
      ],
    ),
};
