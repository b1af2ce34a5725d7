/**
 * Speech synthesis for scripts the table hears aloud (the spy reveal, R-REV-1), with the Web
 * Speech API and **local voices only**: a voice whose `localService` is true speaks on the
 * device, so no text leaves it and it works offline. A voice served over the network is never
 * used, even when it is the only one.
 *
 * Everything here reads `window.speechSynthesis` and `window.SpeechSynthesisUtterance` when it
 * is called (never at import), so a page without them, or a test that replaces them, works.
 */

/** What speaking needs from the page: the synthesizer and the utterance constructor. */
export interface SpeechEnvironment {
  synth: SpeechSynthesis;
  Utterance: typeof SpeechSynthesisUtterance;
}

/** The page's speech synthesis, or `null` when the browser has none (or only half of it). */
export function speechEnvironment(): SpeechEnvironment | null {
  const w = window as Window & { speechSynthesis?: SpeechSynthesis; SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance };
  const synth = w.speechSynthesis;
  const Utterance = w.SpeechSynthesisUtterance;
  if (!synth || typeof synth.speak !== 'function' || typeof Utterance !== 'function') return null;
  return { synth, Utterance };
}

/** Options of {@link loadVoices}. */
export interface LoadVoicesOptions {
  /**
   * How long to wait, in milliseconds, for a `voiceschanged` event when the list is empty at
   * first; a device with no voice at all may never fire it. Default 3000.
   */
  timeoutMs?: number;
  /** Gives up at once (resolving with the voices known so far) when aborted. */
  signal?: AbortSignal;
}

/**
 * The synthesizer's voices. Browsers may fill the list asynchronously (Chromium returns `[]`
 * on the first call and fires `voiceschanged` when it has them), so an empty list waits for the
 * first `voiceschanged` event, for at most `timeoutMs`, or until `signal` aborts.
 */
export function loadVoices(synth: SpeechSynthesis, options: LoadVoicesOptions = {}): Promise<SpeechSynthesisVoice[]> {
  const { timeoutMs = 3000, signal } = options;
  const now = synth.getVoices();
  if (now.length > 0 || signal?.aborted) return Promise.resolve(now);
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (): void => {
      if (timer !== undefined) clearTimeout(timer);
      synth.removeEventListener('voiceschanged', finish);
      signal?.removeEventListener('abort', finish);
      resolve(synth.getVoices());
    };
    synth.addEventListener('voiceschanged', finish);
    signal?.addEventListener('abort', finish);
    timer = setTimeout(finish, Math.max(0, timeoutMs));
  });
}

/** A BCP 47 tag in lower case with hyphens ("en_US" → "en-us"). */
function normalizeLang(tag: string): string {
  return tag.trim().replace(/_/g, '-').toLowerCase();
}

/**
 * The voice to use for text in language `lang` (a BCP 47 tag such as "en" or "pl-PL"), among
 * **local** voices only (`localService === true`): the first whose language is exactly `lang`,
 * else the first with the same primary language ("en" matches "en-GB"), else the local default
 * voice, else the first local voice. `null` when no voice is local.
 */
export function pickLocalVoice(voices: readonly SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | null {
  const local = voices.filter((v) => v.localService === true);
  if (local.length === 0) return null;
  const wanted = normalizeLang(lang);
  const primary = wanted.split('-')[0] ?? '';
  return (
    local.find((v) => normalizeLang(v.lang) === wanted) ??
    (primary ? local.find((v) => normalizeLang(v.lang).split('-')[0] === primary) : undefined) ??
    local.find((v) => v.default) ??
    local[0]!
  );
}

/** Why {@link speakLine} failed: the `error` code of the utterance's error event. */
export class SpeechError extends Error {
  constructor(readonly code: string) {
    super(`speech synthesis error: ${code}`);
    this.name = 'SpeechError';
  }
}

/** Options of {@link speakLine}. */
export interface SpeakOptions {
  /** The voice; it should come from {@link pickLocalVoice}. */
  voice: SpeechSynthesisVoice;
  /** Resolves at once when aborted (the caller cancels the synthesizer). */
  signal?: AbortSignal;
  /** Called with the utterance before it is queued (callers keep a reference to it). */
  onUtterance?: (utterance: SpeechSynthesisUtterance) => void;
}

/**
 * Speaks one line and resolves on the utterance's `end` event (or when `signal` aborts). Rejects
 * with a {@link SpeechError} on its `error` event, except the "canceled" and "interrupted"
 * errors that follow an abort.
 */
export function speakLine(env: SpeechEnvironment, text: string, options: SpeakOptions): Promise<void> {
  const { voice, signal, onUtterance } = options;
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const utterance = new env.Utterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    const done = (): void => {
      utterance.removeEventListener('end', done);
      utterance.removeEventListener('error', failed);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const failed = (event: Event): void => {
      const code = (event as SpeechSynthesisErrorEvent).error ?? 'unknown';
      if (signal?.aborted || code === 'canceled' || code === 'interrupted') {
        done();
        return;
      }
      utterance.removeEventListener('end', done);
      utterance.removeEventListener('error', failed);
      signal?.removeEventListener('abort', done);
      reject(new SpeechError(code));
    };
    utterance.addEventListener('end', done);
    utterance.addEventListener('error', failed);
    signal?.addEventListener('abort', done);
    onUtterance?.(utterance);
    env.synth.speak(utterance);
  });
}

/**
 * Waits `ms` milliseconds (a pause between spoken lines), or less when `signal` aborts; 0 or
 * less resolves on the next task.
 */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    signal?.addEventListener('abort', done);
  });
}
