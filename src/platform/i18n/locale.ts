/**
 * The app's languages (issue 9): English (the source) and Polish, through @lit/localize in
 * runtime mode. Polish templates are generated from `xliff/pl.xlf` by `npm run localize:build`
 * into `locales/generated/pl.ts` (next to this file) and loaded on demand (a chunk of its own, precached for
 * offline use like every other file).
 *
 * The language in use is also set as `lang` on the document, so screen readers speak with the
 * right voice and `Intl` formats lists and plurals for it (see `currentLocale()` in text.ts).
 */
import { configureLocalization } from '@lit/localize';
import { allLocales, sourceLocale, targetLocales } from './locales/locale-codes.ts';
import { loadSettings, saveSettings } from '../settings/settings.ts';
import type { Language } from '../settings/settings.ts';

export const LANGUAGES: readonly Language[] = allLocales;

const { getLocale, setLocale } = configureLocalization({
  sourceLocale,
  targetLocales,
  loadLocale: (locale: string) => import(`./locales/generated/${locale}.ts`),
});

/** The language in use. */
export function language(): Language {
  return getLocale() as Language;
}

/**
 * The language to start in: the one the user chose on this device, else the first of the
 * browser's preferred languages that the app has (Polish for `pl`, `pl-PL`…), else English.
 */
export function initialLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  const saved = loadSettings().language;
  if (saved) return saved;
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'pl') return 'pl';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/**
 * Switches the app to `next`: loads its messages, sets `lang` on the document; every component
 * re-renders (LightElement listens for the change). With `remember`, the choice is saved.
 */
export async function useLanguage(next: Language, remember = false): Promise<void> {
  if (remember) saveSettings({ language: next });
  if (getLocale() !== next) await setLocale(next);
  document.documentElement.lang = next;
}

/** The name of each language in itself, for the language switch (spoken with its own `lang`). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', pl: 'Polski' };

/** The page's language now (`document.documentElement.lang`), `en` when none is set or outside a page (node tests). */
export function currentLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}
