import { announcer } from '../a11y/announcer.ts';
import { language } from '../i18n/locale.ts';
import type { SpeechSettings } from './settings.ts';

/**
 * Says a public sentence through the one announcer (`priority`: its live region) and, when the
 * device's "Speak announcements aloud" setting is on, also speaks it in the page's language,
 * interrupting the line before (speak-aloud.ts, loaded on first use). `speech` is the device's
 * setting, or null where nothing may be spoken (a private screen shows).
 */
export function sayPublic(text: string, priority: 'polite' | 'assertive', speech: SpeechSettings | null): void {
  announcer.announce(text, priority);
  if (speech?.on) void import('./speak-aloud.ts').then(({ speakAloud }) => speakAloud(text, speech, { lang: language(), interrupt: true }));
}
