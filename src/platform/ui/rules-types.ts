import type { Language } from '../i18n/languages.ts';

/**
 * The shape of the in-app rules reference: the text a player opens to look up a rule, in one
 * module per language (`en.ts`, `pl.ts`…; a language without its own falls back to English). The sections explain the rules of
 * `../shared/rules/resistance.md` in plain, short sentences meant to be read aloud by a screen
 * reader; every section names the rule ids it covers, so the app can open the section that
 * holds the rule that matters at the moment.
 */

/** One section of the rules reference. */
export interface RuleSection {
  /** Stable id: the main rule id it explains, e.g. 'R-MIS-4'; also used as the anchor. */
  id: string;
  /** Which part it belongs to: the game's base rules, its variants, or one of its modules (by id). */
  part: string;
  /** Every rule id this section covers (the app opens the section holding the rule that matters now). */
  rules: string[];
  title: string;
  /** Paragraphs (plain text, no HTML); 1–4 short paragraphs. */
  paragraphs: string[];
}

/** The whole rules reference in one language. */
export interface RulesContent {
  locale: Language;
  /** The dialog's title in this language, naming the game ("Rules of The Resistance"). */
  title: string;
  /** Titles of the parts, in display order. */
  parts: Record<RuleSection['part'], string>;
  sections: RuleSection[];
}

/** Loads the rules reference of the game in a language (one chunk per language, precached for offline use). */
export type RulesLoader = (locale: Language) => Promise<RulesContent>;

let loader: RulesLoader | null = null;

/** Registers the game's rules reference (the game does this at start-up, before a Rules dialog opens). */
export function registerRules(load: RulesLoader): void {
  loader = load;
}

/**
 * The rules reference in `locale`, from the registered game.
 * @throws Error when no game registered its rules
 */
export function loadRules(locale: Language): Promise<RulesContent> {
  if (!loader) throw new Error('no rules reference is registered: the game registers it at start-up');
  return loader(locale);
}
