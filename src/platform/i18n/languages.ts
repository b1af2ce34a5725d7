/**
 * The app's languages as data: one line each. Adding a language is its catalogue
 * (`xliff/<code>.xlf`, made by `npm run localize:extract` and translated), one line here and its
 * catalogue's loader in locale.ts (the type check asks for it);
 * `npm run localize:extract`/`localize:build` read this list (scripts/localize.ts), the language
 * switch lists every language by its own name, and plurals and lists come from `Intl` for its
 * code ({@link pluralRules}, words.ts). Nothing outside src/platform/i18n compares a language
 * code (test/node/language-codes.test.ts fails on any): code that needs a per-language value
 * asks {@link byLanguage}.
 *
 * The first entry is the source language (English: the text in `msg()` calls).
 */
export const LANGUAGE_LIST = [
  { code: 'en', name: 'English', switchLabel: 'English (change the language)' },
  { code: 'pl', name: 'Polski', switchLabel: 'Polski (zmień język)' },
  { code: 'de', name: 'Deutsch', switchLabel: 'Deutsch (Sprache ändern)' },
] as const;

/** A language of the app: the code of one entry of {@link LANGUAGE_LIST} (a locale code of @lit/localize). */
export type Language = (typeof LANGUAGE_LIST)[number]['code'];

/** One entry of the list: its code, its name in itself, and the switch's label in itself. */
export type LanguageEntry = (typeof LANGUAGE_LIST)[number];

/** The source language (the text of the `msg()` calls): the first entry. */
export const SOURCE_LANGUAGE: Language = LANGUAGE_LIST[0].code;

/** Every language's code, the source first. */
export const LANGUAGES: readonly Language[] = LANGUAGE_LIST.map((l) => l.code);

/** Whether `value` is the code of one of the app's languages. */
export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The entry of `code`. */
export function languageEntry(code: Language): LanguageEntry {
  return LANGUAGE_LIST.find((l) => l.code === code) ?? LANGUAGE_LIST[0];
}

/**
 * The app's language for a BCP 47 tag (`pl-PL` → `pl`, `EN` → `en`), by its primary subtag, or
 * `null` when the app does not have it.
 */
export function languageOfTag(tag: string): Language | null {
  const base = tag.toLowerCase().split('-')[0];
  return LANGUAGES.find((code) => code === base) ?? null;
}

/**
 * A value per language with the source language's as the fallback: `values[language]` when
 * given, else `values.en`. For what is not a `msg()` string (a rules text's module, a printed
 * card name), so that a new language works before it has its own, in English.
 */
export function byLanguage<T>(language: Language, values: { readonly en: T } & Partial<Readonly<Record<Language, T>>>): T {
  return values[language] ?? values.en;
}

const rulesByCode = new Map<string, Intl.PluralRules>();

/** The cardinal plural rules of `code` (`Intl.PluralRules`), made once per code. */
export function pluralRules(code: string): Intl.PluralRules {
  let rules = rulesByCode.get(code);
  if (!rules) {
    rules = new Intl.PluralRules(code);
    rulesByCode.set(code, rules);
  }
  return rules;
}
