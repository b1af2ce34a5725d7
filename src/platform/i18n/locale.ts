/**
 * The app's languages (languages.ts: English, the source, and every other in its list), through
 * @lit/localize in runtime mode. Each other language's templates are generated from
 * `xliff/<code>.xlf` by `npm run localize:build` into `locales/generated/<code>.ts` (next to this
 * file) and loaded on demand (a chunk of its own, precached for offline use like every other file).
 *
 * The language in use is also set as `lang` on the document, so screen readers speak with the
 * right voice and `Intl` formats lists and plurals for it (see `currentLocale()` in text.ts).
 */
import { configureLocalization } from '@lit/localize';
import { html } from 'lit';
import type { TemplateResult } from 'lit';
import { loadSettings, saveSettings } from '../settings/settings.ts';
import { LANGUAGE_LIST, LANGUAGES, SOURCE_LANGUAGE, languageOfTag } from './languages.ts';
import type { Language } from './languages.ts';

export { LANGUAGES };
export type { Language };

const { getLocale, setLocale } = configureLocalization({
  sourceLocale: SOURCE_LANGUAGE,
  targetLocales: LANGUAGES.filter((code) => code !== SOURCE_LANGUAGE),
  loadLocale: (locale: string) => import(`./locales/generated/${locale}.ts`),
});

/** The language in use. */
export function language(): Language {
  return getLocale() as Language;
}

/**
 * The language to start in: the one the user chose on this device, else the first of the
 * browser's preferred languages that the app has (by primary subtag: `pl-PL` is Polish), else
 * the source language (English).
 */
export function initialLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  const saved = loadSettings().language;
  if (saved) return saved;
  for (const tag of languages) {
    const found = languageOfTag(tag);
    if (found) return found;
  }
  return SOURCE_LANGUAGE;
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

/** The name of each language in itself (spoken with its own `lang`). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = Object.fromEntries(LANGUAGE_LIST.map((l) => [l.code, l.name])) as Record<Language, string>;

/**
 * The language switch: one button for each language but the one in use, in the list's order,
 * each labelled in its own language ("Polski (zmień język)") and marked with its `lang` so a
 * screen reader speaks it with that language's voice. The first button has the id `id`
 * (`#language-button`), each further one `${id}-${code}`. `pick` runs with the chosen language.
 */
export function languageButtons(pick: (next: Language) => void, id = 'language-button'): TemplateResult[] {
  const current = language();
  return LANGUAGE_LIST.filter((l) => l.code !== current).map(
    (l, i) => html`<button type="button" id=${i === 0 ? id : `${id}-${l.code}`} lang=${l.code} data-language=${l.code} @click=${() => pick(l.code)}>
      ${l.switchLabel}
    </button>`,
  );
}

/** The page's language now (`document.documentElement.lang`), `en` when none is set or outside a page (node tests). */
export function currentLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}
