/**
 * The plot cards' option in the setup form (the app's and a room's; ui/table-fields.ts), loaded
 * when the form's modules part opens or a room's setup is shown (ui/module-setups.ts), not at
 * start-up (start-up JavaScript budget, docs/performance.md).
 */
import { msg } from '@lit/localize';
import type { ModuleSetupUi } from '../../../ui/module-ui.ts';
import { checkboxModuleSetup } from '../../../ui/module-checkbox-setup.ts';

/** The setup form's value: whether the plot cards are on (R-PLOT-1). */
export const plotSetup: ModuleSetupUi<boolean> = {
  ...checkboxModuleSetup(
    'plot',
    () => msg('Plot cards (The Plot Thickens)'),
    (fields) =>
      fields.prefix === 'room-setup'
        ? msg('Each round the leader draws plot cards and hands them out; the table hands them over, each holder uses theirs on their phone.')
        : msg('Each round the leader draws plot cards and hands them out face up; the app says who may use which card, and when.'),
  ),
  // The room protocol names plot only when it is on (older servers refuse an unknown field).
  room: (on) => (on ? { plot: true } : {}),
};
