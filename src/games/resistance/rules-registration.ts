/**
 * Registers The Resistance's rules reference with the platform (its Rules dialog loads it on first
 * use, one chunk per language). Imported by every page of the game (the app, the room pages) and
 * by app.ts; registering twice is harmless. Under Avalon's names the reference starts with the
 * cards' Avalon names, and each section that says The Resistance's names notes them (rules/avalon-names.ts).
 */
import { registerRules } from '../../platform/ui/rules-types.ts';
import { byLanguage } from '../../platform/i18n/languages.ts';
import { avalon } from './text/table-names.ts';

registerRules(async (locale) => {
  const { rules } = await byLanguage(locale, { en: () => import('./rules/en.ts'), pl: () => import('./rules/pl.ts'), de: () => import('./rules/de.ts') })();
  if (!avalon()) return rules;
  // The English reference too: each section's note is read from its English text (the same sections).
  const [{ withAvalonNames }, { rules: english }] = await Promise.all([import('./rules/avalon-names.ts'), import('./rules/en.ts')]);
  return withAvalonNames(rules, english);
});
