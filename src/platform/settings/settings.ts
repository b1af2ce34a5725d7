/**
 * Settings kept on this device, in `localStorage` under one key. Nothing here is private
 * (no role, vote or card ever goes into settings), so web storage is the right place: it is read
 * synchronously at start-up, before the first screen, and survives reloads.
 *
 * Shape: {@link Settings}. Every field is checked on its own when loaded: a value that is missing,
 * of the wrong type or out of range falls back to its default ({@link DEFAULT_SETTINGS}), so a
 * damaged or older entry never stops the app and never loses the fields that are still good.
 *
 * How each setting takes effect: `applySettings()` (apply-settings.ts) puts the display settings
 * (text size, theme, motion) on `<html>`; the app reads the others (announcements, speech,
 * vibration, private idle time) from the `rs-settings-change` event of `<rs-settings>` or from
 * {@link loadSettings} at start-up.
 */

import { isLanguage } from '../i18n/languages.ts';
import type { Language } from '../i18n/languages.ts';

import { CUE_MODES } from '../cues/cue-types.ts';
import type { CueSettings } from '../cues/cue-types.ts';

export type { CueSettings } from '../cues/cue-types.ts';
import { DEFAULT_VERBOSITY, normalizeVerbosity } from './verbosity.ts';
import type { Verbosity } from './verbosity.ts';

/** The languages of the app (the locale codes of @lit/localize: src/platform/i18n/languages.ts). */
export type { Language };

/** Text sizes offered, in percent of the browser's default font size (the root font size). */
export const TEXT_SIZES = [100, 125, 150, 175, 200] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/**
 * Colour themes: `system` follows `prefers-color-scheme` (light or dark); `high-contrast` is white
 * on black with yellow focus and thick borders. Forced colours (Windows contrast themes) override
 * every theme's colours, as they should.
 */
export const THEMES = ['system', 'light', 'dark', 'high-contrast'] as const;
export type Theme = (typeof THEMES)[number];

/** Motion: `system` follows `prefers-reduced-motion`; `reduce` turns off every animation and transition. */
export const MOTION_CHOICES = ['system', 'reduce'] as const;
export type MotionChoice = (typeof MOTION_CHOICES)[number];

/** How much the announcer says: every detail, or the essentials (used by the announcer's callers). */
export const ANNOUNCEMENT_LEVELS = ['full', 'brief'] as const;
export type AnnouncementLevel = (typeof ANNOUNCEMENT_LEVELS)[number];

/** How long a private screen may stay up without input before it hides, in seconds. */
export const IDLE_CHOICES = [30, 60, 120, 300] as const;
export type PrivateIdleSeconds = (typeof IDLE_CHOICES)[number];

/** The speech rate range (1 is the voice's normal speed) and the step of its slider. */
export const SPEECH_RATE_MIN = 0.5;
export const SPEECH_RATE_MAX = 2;
export const SPEECH_RATE_STEP = 0.1;

/** Speaking the table's public announcements aloud, with a voice on this device only. */
export interface SpeechSettings {
  /** Whether public announcements are also spoken aloud (default false). */
  on: boolean;
  /**
   * The chosen voice's `voiceURI`, or `null` for the automatic choice (a local voice in the app's
   * language). A chosen voice that is missing or not local is never used: the automatic one is.
   */
  voiceURI: string | null;
  /** Speech rate, {@link SPEECH_RATE_MIN}–{@link SPEECH_RATE_MAX} (default 1). */
  rate: number;
}

export interface Settings {
  /** The language chosen by the user; absent until they choose (then the browser's is used). */
  language?: Language;
  /** Root font size in percent (default 100). */
  textSize: TextSize;
  /** Colour theme (default `system`). */
  theme: Theme;
  /** Reduced motion (default `system`: follow the device). */
  reducedMotion: MotionChoice;
  /** How much is announced (default `full`). */
  announcements: AnnouncementLevel;
  /** Speech synthesis for the table (default off, automatic voice, rate 1). */
  speech: SpeechSettings;
  /** Whether private answers may vibrate, on devices that can (default true). */
  vibration: boolean;
  /** Seconds a private screen may stay up without input (default 60). */
  privateIdleSeconds: PrivateIdleSeconds;
  /** Sound cues (cues.ts): mode (default on), their own volume 0–100 in steps of 10 (default 60), vibration with them (default on, Android only). */
  cues: CueSettings;
  /** How much each kind of announcement says (verbosity.ts; default: each as `announcements`). */
  verbosity: Verbosity;
}

/** A change to save: any top-level fields; `speech` may be given in part. */
export type SettingsChange = Partial<Omit<Settings, 'speech' | 'cues' | 'verbosity'>> & {
  speech?: Partial<SpeechSettings>;
  cues?: Partial<CueSettings>;
  verbosity?: Partial<Verbosity>;
};

/** The defaults (no `language`: the browser's is used until the user chooses). */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  textSize: 100,
  theme: 'system',
  reducedMotion: 'system',
  announcements: 'full',
  speech: Object.freeze({ on: false, voiceURI: null, rate: 1 }) as SpeechSettings,
  vibration: true,
  privateIdleSeconds: 60,
  cues: Object.freeze({ mode: 'on', volume: 60, vibrate: true }) as CueSettings,
  verbosity: DEFAULT_VERBOSITY as Verbosity,
});

/** The key of the settings in `localStorage`. */
export const SETTINGS_KEY = 'rs-settings';

/** A fresh, mutable copy of the defaults. */
export function defaultSettings(): Settings {
  return normalizeSettings(null);
}

function oneOf<T>(choices: readonly T[], value: unknown, fallback: T): T {
  return choices.includes(value as T) ? (value as T) : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A speech rate rounded to the slider's step (0.1), or `null` when not a number in range. */
export function validRate(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (value < SPEECH_RATE_MIN || value > SPEECH_RATE_MAX) return null;
  return Math.round(value * 10) / 10;
}

/**
 * Settings from any value (what `JSON.parse` gave): each field that is valid is kept, every other
 * field takes its value in `fallback` (the defaults unless given). Never throws.
 */
export function normalizeSettings(raw: unknown, fallback: Readonly<Settings> = DEFAULT_SETTINGS): Settings {
  const settings: Settings = { ...fallback, speech: { ...fallback.speech }, cues: { ...fallback.cues }, verbosity: { ...fallback.verbosity } };
  if (!isRecord(raw)) return settings;
  const language = raw['language'];
  if (isLanguage(language)) settings.language = language;
  settings.textSize = oneOf(TEXT_SIZES, raw['textSize'], fallback.textSize);
  settings.theme = oneOf(THEMES, raw['theme'], fallback.theme);
  settings.reducedMotion = oneOf(MOTION_CHOICES, raw['reducedMotion'], fallback.reducedMotion);
  settings.announcements = oneOf(ANNOUNCEMENT_LEVELS, raw['announcements'], fallback.announcements);
  settings.privateIdleSeconds = oneOf(IDLE_CHOICES, raw['privateIdleSeconds'], fallback.privateIdleSeconds);
  if (typeof raw['vibration'] === 'boolean') settings.vibration = raw['vibration'];
  const speech = raw['speech'];
  if (isRecord(speech)) {
    if (typeof speech['on'] === 'boolean') settings.speech.on = speech['on'];
    const uri = speech['voiceURI'];
    if (uri === null) settings.speech.voiceURI = null;
    else if (typeof uri === 'string' && uri.length > 0 && uri.length <= 500) settings.speech.voiceURI = uri;
    settings.speech.rate = validRate(speech['rate']) ?? fallback.speech.rate;
  }
  const cues = raw['cues'];
  if (isRecord(cues)) {
    settings.cues.mode = oneOf(CUE_MODES, cues['mode'], fallback.cues.mode);
    const volume = cues['volume'];
    if (typeof volume === 'number' && Number.isInteger(volume) && volume >= 0 && volume <= 100 && volume % 10 === 0) settings.cues.volume = volume;
    if (typeof cues['vibrate'] === 'boolean') settings.cues.vibrate = cues['vibrate'];
  }
  settings.verbosity = normalizeVerbosity(raw['verbosity'], fallback.verbosity);
  return settings;
}

/** The settings saved on this device (defaults where nothing valid is saved). */
export function loadSettings(): Settings {
  let raw: unknown = null;
  try {
    raw = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null');
  } catch {
    raw = null;
  }
  return normalizeSettings(raw);
}

/**
 * Saves `change` over the saved settings and returns the whole new settings (checked like a load:
 * an invalid value in `change` leaves that field as it was saved). Storage failures (private mode,
 * full disk, storage switched off) are ignored: the returned settings still apply for this visit.
 */
export function saveSettings(change: SettingsChange): Settings {
  const saved = loadSettings();
  const next = normalizeSettings({ ...saved, ...change, speech: { ...saved.speech, ...change.speech }, cues: { ...saved.cues, ...change.cues }, verbosity: { ...saved.verbosity, ...change.verbosity } }, saved);
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // The setting still applies for this visit.
  }
  return next;
}
