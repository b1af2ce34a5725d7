/**
 * What every browser test file of the hidden-traitor page sets up around its tests: the page in
 * English with no entered cards kept on the device (card-store.ts), and the one announcer
 * connected without its settle delay, so a test reads each announcement as soon as it is made;
 * afterwards the delay is restored and the kept cards removed. A file adds its own hooks beside it.
 */
import { CARDS_KEY } from '../../../../src/games/traitor/ui/card-store.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';

/** Registers the before and after hooks above in the calling `describe`. */
export function useTraitorTestPage(): void {
  let settleMs = announcer.settleMs;
  before(async () => {
    document.documentElement.lang = 'en';
    await useLanguage('en');
    localStorage.removeItem(CARDS_KEY);
    settleMs = announcer.settleMs;
    announcer.settleMs = 0;
    announcer.connect();
  });
  after(() => {
    announcer.settleMs = settleMs;
    localStorage.removeItem(CARDS_KEY);
  });
}
