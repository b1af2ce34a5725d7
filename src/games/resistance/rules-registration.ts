/**
 * Registers The Resistance's rules reference with the platform (its Rules dialog loads it on first
 * use, one chunk per language). Imported by every page of the game (the app, the room pages) and
 * by app.ts; registering twice is harmless. Under Avalon's names the reference starts with the
 * cards' Avalon names (rules/avalon-names.ts).
 */
import { registerRules } from '../../platform/ui/rules-types.ts';
import { byLanguage } from '../../platform/i18n/languages.ts';
import { avalon } from './text/table-names.ts';

registerRules(async (locale) => {
  const { rules } = await byLanguage(locale, { en: () => import('./rules/en.ts'), pl: () => import('./rules/pl.ts'), de: () => import('./rules/de.ts') })();
  if (!avalon()) return rules;
  const { withAvalonNames } = await import('./rules/avalon-names.ts');
  return withAvalonNames(rules);
});
