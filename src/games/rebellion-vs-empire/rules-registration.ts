/**
 * Rebellion vs Empire's rules reference with the platform (rules-types.ts keeps one reference per
 * page): this game's page registers it when it boots, in place of The Resistance's (whose app
 * never starts on that page). One chunk per language, loaded when the Rules dialog first opens.
 */
import { registerRules } from '../../platform/ui/rules-types.ts';
import { byLanguage } from '../../platform/i18n/languages.ts';

/** Registers this game's rules reference (rules/en.ts, rules/pl.ts). */
export function registerRveRules(): void {
  registerRules(async (locale) => (await byLanguage(locale, { en: () => import('./rules/en.ts'), pl: () => import('./rules/pl.ts'), de: () => import('./rules/de.ts') })()).rules);
}
