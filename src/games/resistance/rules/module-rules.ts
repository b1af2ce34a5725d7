/**
 * The rules reference with every module's part: the game's own parts (rules/en.ts,
 * pl.ts) followed by each module's, in the order of the game's UI list (ui/modules.ts), each
 * loaded from the module's folder (`modules/<id>/rules/`) in the reference's language.
 */
import type { RulesContent } from '../../../platform/ui/rules-types.ts';
import { MODULE_UIS } from '../ui/modules.ts';

/**
 * `base` with the parts of the modules that have one, after its own.
 * @throws Error when a module's part has a section of another part (a section's `part` must be the module's id)
 */
export async function withModuleRules(base: RulesContent): Promise<RulesContent> {
  const parts = await Promise.all(MODULE_UIS.map(async (m) => (m.rules ? { id: m.id, part: await m.rules(base.locale) } : null)));
  const content: RulesContent = { ...base, parts: { ...base.parts }, sections: [...base.sections] };
  for (const entry of parts) {
    if (!entry) continue;
    const stray = entry.part.sections.find((s) => s.part !== entry.id);
    if (stray) throw new Error(`rules section ${stray.id} of module ${entry.id} names part ${stray.part}`);
    content.parts[entry.id] = entry.part.title;
    content.sections.push(...entry.part.sections);
  }
  return content;
}
