/**
 * Putting the device's settings (settings.ts) into effect.
 *
 * - {@link applySettings}: the display settings go on `<html>`, where the stylesheet
 *   (../a11y/app-styles.ts) picks them up:
 *   - text size → the root font size, `style="font-size: 150%"` (every length in the stylesheet is
 *     in rem or em, so the whole layout scales), and `data-text-size="150"`;
 *   - theme → `data-theme="system" | "light" | "dark" | "high-contrast"` (`system` follows
 *     `prefers-color-scheme`; forced colours override every theme);
 *   - reduced motion → `data-motion="system" | "reduce"` (`reduce` stops every animation and
 *     transition; `system` leaves it to `prefers-reduced-motion`).
 *   Call it at start-up with `applySettings(loadSettings())`, before the first render, and after
 *   every change (`<rs-settings>` does so itself).
 * - `speakAloud` (speak-aloud.ts, loaded only when speech is on): speaks a public sentence with
 *   the speech settings (local voices only, through speech.ts), for the table to hear.
 *
 * Announcements, vibration and the private idle time are not applied here: the app reads them
 * from the settings (the `rs-settings-change` event of `<rs-settings>`, or `loadSettings()`).
 */
import type { Settings } from './settings.ts';

/** The display settings that {@link applySettings} puts on the page. */
export type DisplaySettings = Pick<Settings, 'textSize' | 'theme' | 'reducedMotion'>;

/** The attributes {@link applySettings} sets on the root element. */
export const APPLIED_ATTRIBUTES = ['data-text-size', 'data-theme', 'data-motion'] as const;

/**
 * Puts the display settings on `root` (the `<html>` element unless given): its font size and its
 * `data-text-size`, `data-theme` and `data-motion` attributes. Idempotent: the same settings
 * twice leave the page as once, and nothing is written when a value is already in place (so no
 * needless style recalculation). Accepts the whole {@link Settings}; only the display fields are
 * read.
 */
export function applySettings(settings: DisplaySettings, root: HTMLElement = document.documentElement): void {
  const fontSize = `${settings.textSize}%`;
  if (root.style.fontSize !== fontSize) root.style.fontSize = fontSize;
  setAttribute(root, 'data-text-size', String(settings.textSize));
  setAttribute(root, 'data-theme', settings.theme);
  setAttribute(root, 'data-motion', settings.reducedMotion);
}

function setAttribute(root: HTMLElement, name: string, value: string): void {
  if (root.getAttribute(name) !== value) root.setAttribute(name, value);
}

/**
 * Takes off what {@link applySettings} put on `root`: the page falls back to the stylesheet's
 * defaults (100% text, the system's colour scheme and motion). For tests and a "reset".
 */
export function clearAppliedSettings(root: HTMLElement = document.documentElement): void {
  root.style.removeProperty('font-size');
  if (root.getAttribute('style') === '') root.removeAttribute('style');
  for (const name of APPLIED_ATTRIBUTES) root.removeAttribute(name);
}
