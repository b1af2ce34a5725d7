/**
 * Reading a module's option in a setup as given (record form, unchecked), for the manifests'
 * `uses` and the modules' `setup` hooks.
 */
import { fail } from './errors.ts';

/** The value at `setup[group][key]` (`group`: `'modules'` or `'roles'`), or `undefined`. */
export function optionOf(setup: unknown, group: 'modules' | 'roles', key: string): unknown {
  if (setup === null || typeof setup !== 'object') return undefined;
  const options = (setup as Record<string, unknown>)[group];
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return undefined;
  return (options as Record<string, unknown>)[key];
}

/** Whether an option is on: given, and neither `false` nor `null`. */
export function isOn(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false;
}

/**
 * A module's flag under `setup.modules`, checked: `true` or `false` (left out: `false`).
 * @throws RuleError REC-FORMAT `module-flag`
 */
export function moduleFlag(value: unknown, key: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') fail('REC-FORMAT', 'module-flag', `modules.${key} must be true or false`, { module: key });
  return value;
}

/**
 * A role module's flags (`true` for the module with no optional role, or an object of flags),
 * normalised with every flag present; `null` when the module is off.
 * @throws RuleError REC-FORMAT `role-module-value`, `role-option-unknown`, `role-option-flag`
 */
export function roleFlags<K extends string>(module: string, value: unknown, flags: readonly K[]): Record<K, boolean> | null {
  if (value === undefined || value === null || value === false) return null;
  const out = Object.fromEntries(flags.map((f) => [f, false])) as Record<K, boolean>;
  if (value === true) return out;
  if (typeof value !== 'object' || Array.isArray(value)) {
    fail('REC-FORMAT', 'role-module-value', `${module} must be true, false or an object of options`, { module });
  }
  for (const [key, flag] of Object.entries(value as Record<string, unknown>)) {
    if (!(flags as readonly string[]).includes(key)) {
      fail('REC-FORMAT', 'role-option-unknown', `unknown ${module} option "${key}": known options are ${flags.join(', ')}`, {
        module,
        option: key,
      });
    }
    if (flag === undefined) continue;
    if (typeof flag !== 'boolean') {
      fail('REC-FORMAT', 'role-option-flag', `the ${module} option ${key} must be true or false`, { module, option: key });
    }
    out[key as K] = flag;
  }
  return out;
}
