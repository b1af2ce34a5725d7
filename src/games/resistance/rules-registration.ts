/**
 * Registers The Resistance's rules reference with the platform (its Rules dialog loads it on first
 * use, one chunk per language). Imported by every page of the game (the app, the room pages) and
 * by app.ts; registering twice is harmless.
 */
import { registerRules } from '../../platform/ui/rules-types.ts';
import { byLanguage } from '../../platform/i18n/languages.ts';

registerRules(async (locale) => (await byLanguage(locale, { en: () => import('./rules/en.ts'), pl: () => import('./rules/pl.ts'), de: () => import('./rules/de.ts') })()).rules);
