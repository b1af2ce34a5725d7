/**
 * A role module's fields in the setup form's "Role modules" part (ui/rs-role-options.ts; the
 * modules' `ui/role-setup.ts`): the module's checkbox, then, once it is on, its optional roles in a
 * nested fieldset, each a checkbox of its options. A leaf: it imports no game file, so each role
 * module's setup can use it.
 */
import { html } from 'lit';
import type { TemplateResult } from 'lit';
import type { SetupFields } from './module-ui.ts';

/** One optional role of a module: its key in the module's options, the field's name (id `setup-${name}`), its label and hint. */
export type RoleFlag<O> = readonly [key: keyof O & string, name: string, label: string, hint: string];

/**
 * The module `name`'s checkbox (`label`, `hint`), on when `value` (the module's entry in
 * `setup.roles`: its options, `true` for none, or nothing when off) is; when on, the nested
 * fieldset `legend` of its `flags`. `set` gets the module's new options (`null`: off; `{}`: on with
 * no optional role).
 */
export function roleModuleFields<O extends object>(
  fields: SetupFields,
  module: { name: string; label: string; hint: string; legend: string },
  value: O | boolean | null | undefined,
  set: (options: O | null) => void,
  flags: readonly RoleFlag<O>[],
): TemplateResult {
  const options: O | null = value ? (value === true ? ({} as O) : value) : null;
  return html`${fields.box(module.name, module.label, module.hint, options !== null, (on) => set(on ? ({} as O) : null))}
    ${options
      ? html`<fieldset class="nested">
          <legend>${module.legend}</legend>
          ${flags.map(([key, name, label, hint]) =>
            fields.box(name, label, hint, (options as Record<string, unknown>)[key] === true, (on) => set({ ...options, [key]: on })),
          )}
        </fieldset>`
      : ''}`;
}
