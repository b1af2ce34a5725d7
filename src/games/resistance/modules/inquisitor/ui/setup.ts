/**
 * The Inquisitor module's options in the setup form (the app's and a room's; ui/table-fields.ts), loaded
 * when the form's modules part opens or a room's setup is shown (ui/module-setups.ts), not at
 * start-up (start-up JavaScript budget, docs/performance.md).
 */
import { msg } from '@lit/localize';
import { checkboxModuleSetup } from '../../../ui/module-checkbox-setup.ts';
import { tableNames } from '../../../text/table-names.ts';
import { avalonRoleHint, ladyOfTheLake } from '../../../text/avalon-text.ts';

/** The setup form's value: whether the Inquisitor is on (R-INQ-1). */
export const inquisitorSetup = checkboxModuleSetup(
  'inquisitor',
  // Under Avalon's names (text/avalon-text.ts): the Lady of the Lake.
  () => (tableNames() === 'avalon' ? ladyOfTheLake(true) : msg('Inquisitor')),
  () => (tableNames() === 'avalon' ? avalonRoleHint('inquisitor')! : msg('After missions 2, 3 and 4 the Inquisitor checks the loyalty of a player; the token then passes to that player.')),
);
