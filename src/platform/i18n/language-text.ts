/**
 * What the app says when a language cannot be switched to (locale.ts `LanguageUnavailableError`):
 * offline, in a language not yet used on this device with a network connection (the service
 * worker keeps the catalogue of each language used, not of every language: docs/performance.md).
 * Said in the language in use; loaded when it is first needed.
 */
import { msg, str } from '@lit/localize';
import { LANGUAGE_NAMES } from './locale.ts';
import type { Language } from './languages.ts';

/** "Polski is not on this device yet: choose it once with a network connection and it stays for offline use." */
export function languageUnavailableText(language: Language): string {
  return msg(str`${LANGUAGE_NAMES[language]} is not on this device yet: choose it once with a network connection and it stays for offline use.`);
}
