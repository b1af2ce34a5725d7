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

/**
 * Each other language's catalogue (`locales/generated/CODE.ts`), a chunk of its own: one line per
 * language of languages.ts but the source, English (the type check asks for a missing one).
 * Named imports, not one import with the code in its path: that form costs the start-up script a
 * resolver of its own.
 */
const CATALOGUES: Readonly<Record<Exclude<Language, 'en'>, () => ReturnType<Parameters<typeof configureLocalization>[0]['loadLocale']>>> = {
  pl: () => import('./locales/generated/pl.ts'),
  de: () => import('./locales/generated/de.ts'),
};

const { getLocale, setLocale } = configureLocalization({
  sourceLocale: SOURCE_LANGUAGE,
  targetLocales: LANGUAGES.filter((code) => code !== SOURCE_LANGUAGE),
  loadLocale: (locale: string) => CATALOGUES[locale as keyof typeof CATALOGUES](),
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
 * `useLanguage` could not load a language's messages: offline, in a language not used on this
 * device with a network connection yet (the service worker keeps the catalogues of the languages
 * used, not all of them: docs/performance.md).
 */
export class LanguageUnavailableError extends Error {
  constructor(readonly language: Language) {
    super(`the messages of "${language}" could not be loaded`);
  }
}

/**
 * Switches the app to `next`: loads its messages, sets `lang` on the document; every component
 * re-renders (LightElement listens for the change). With `remember`, the choice is saved once its
 * messages are loaded. @throws LanguageUnavailableError when they cannot be (the language in use stays)
 */
export async function useLanguage(next: Language, remember = false): Promise<void> {
  const previous = language();
  if (previous !== next) {
    try {
      await setLocale(next);
    } catch {
      // @lit/localize keeps a failed language as loading: back to the one in use, so that a later try loads it again.
      await setLocale(previous).catch(() => {});
      throw new LanguageUnavailableError(next);
    }
  }
  if (remember) saveSettings({ language: next });
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
