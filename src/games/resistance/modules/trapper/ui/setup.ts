/**
 * The Trapper module's options in the setup form (the app's and a room's; ui/table-fields.ts), loaded
 * when the form's modules part opens or a room's setup is shown (ui/module-setups.ts), not at
 * start-up (start-up JavaScript budget, docs/performance.md).
 */
import { msg } from '@lit/localize';
import { checkboxModuleSetup } from '../../../ui/module-checkbox-setup.ts';

/** The setup form's value: whether the Trapper is on (R-TRP-1). */
export const trapperSetup = checkboxModuleSetup(
  'trapper',
  () => msg('Trapper'),
  () => msg('The leader takes one more player on each team, looks at one played mission card and sets it aside unrevealed.'),
);
