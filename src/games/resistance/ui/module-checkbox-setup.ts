/**
 * The setup part of a module whose options are one checkbox (the Trapper, the Inquisitor, the plot
 * cards): their `ui/setup.ts` each build theirs here. A leaf (types from module-ui.ts only), loaded
 * with the modules' setup parts (ui/module-setups.ts), not at start-up.
 */
import type { ModulesInput } from '../core/types.ts';
import type { ModuleSetupUi, SetupFields } from './module-ui.ts';

/**
 * The module's setup part: off at first; its checkbox `key` (id `${prefix}-${key}`) labelled
 * `name` with the hint `hint` (which may depend on the form: the app's or a room's); on, it gives
 * `{ [key]: true }` in `setup.modules` (off: `false`) and `name` in the setup's summary.
 */
export function checkboxModuleSetup(
  key: keyof ModulesInput & string,
  name: () => string,
  hint: (fields: SetupFields) => string,
): ModuleSetupUi<boolean> {
  return {
    initial: () => false,
    render: (fields, on, update) => fields.box(key, name(), hint(fields), on, (value) => update(() => value)),
    on: (on) => on,
    input: (on) => ({ [key]: on }) as ModulesInput,
    summary: (on) => (on ? [name()] : []),
  };
}
