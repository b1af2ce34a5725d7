/**
 * Words in the page's language that every game needs: lists ("Ann, Bob and Cid", with
 * `Intl.ListFormat`) and counted phrases in every plural form (`Intl.PluralRules`).
 */
import { currentLocale } from './locale.ts';

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * A list formatter for the current locale, made once (creating one costs far more than using
 * it, and the vote history formats a list per row on every change).
 */
export function listFormat(type: 'conjunction' | 'disjunction'): Intl.ListFormat {
  const key = `${currentLocale()}|${type}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(currentLocale(), { style: 'long', type });
    listFormats.set(key, format);
  }
  return format;
}

/**
 * Makes the current language's list formatter ahead of its first use. The first
 * `Intl.ListFormat` a page makes loads the browser's list data: about 50 ms at 4× CPU throttling
 * (docs/performance.md), paid otherwise by the first screen that lists names. Later ones, in
 * either language, cost nothing.
 */
export function warmWords(): void {
  listFormat('conjunction');
}

/** Items as one list in the current language: "a, b, and c" (cached formatter). */
export function listText(items: readonly string[]): string {
  return listFormat('conjunction').format(items);
}


/**
 * The forms of a counted phrase, one per CLDR plural category. English uses `one` and `other`;
 * Polish uses `one` (1), `few` (2–4, 22–24…) and `many` (5–21, 25…), so every counted phrase
 * gives all four, each a message of its own (explicit ids `…​.one`, `…​.few`, `…​.many`,
 * `…​.other`) that a translation can word differently.
 */
export interface PluralForms {
  one: () => string;
  few: () => string;
  many: () => string;
  other: () => string;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of `forms` for `n` in the current locale (Intl.PluralRules, cardinal). */
export function plural(n: number, forms: PluralForms): string {
  const locale = currentLocale();
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const category = rules.select(n);
  return (category === 'one' || category === 'few' || category === 'many' ? forms[category] : forms.other)();
}
