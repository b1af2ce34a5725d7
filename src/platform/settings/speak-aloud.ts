/**
 * Speaking the table's public announcements aloud with the speech settings: local
 * voices only (speech.ts), the chosen voice and rate. Kept apart from apply-settings.ts so that
 * it is loaded only when speech is on (start-up JavaScript budget, docs/performance.md).
 */
import type { SpeechSettings } from './settings.ts';
import { loadVoices, pickLocalVoice, speakLine, speechEnvironment } from './speech.ts';

/**
 * The voice for the speech settings among `voices`: the chosen one (`voiceURI`) when it is a
 * local voice, else the automatic choice of speech.ts (`pickLocalVoice`: a local voice in `lang`,
 * else the local default, else any local voice). `null` when no voice is local: a voice served
 * over the network is never used.
 */
export function chooseVoice(
  voices: readonly SpeechSynthesisVoice[],
  speech: Pick<SpeechSettings, 'voiceURI'>,
  lang: string,
): SpeechSynthesisVoice | null {
  if (speech.voiceURI !== null) {
    const chosen = voices.find((v) => v.localService === true && v.voiceURI === speech.voiceURI);
    if (chosen) return chosen;
  }
  return pickLocalVoice(voices, lang);
}

/** How a call of {@link speakAloud} ended. */
export type SpeakResult =
  /** The sentence was spoken to its end. */
  | 'spoken'
  /** Speech is off in the settings: nothing was spoken. */
  | 'off'
  /** The browser has no speech synthesis, or no local voice: nothing was spoken. */
  | 'no-voice'
  /** The synthesizer reported an error. */
  | 'error'
  /** Aborted (by `signal`) before the end. */
  | 'stopped';

/** Options of {@link speakAloud}. */
export interface SpeakAloudOptions {
  /** The language of the text, for the automatic voice (default: the page's language). */
  lang?: string;
  /** Cancels whatever the synthesizer is saying or has queued first (default false: queue after it). */
  interrupt?: boolean;
  /** Longest wait for voices that load late, in milliseconds (default 3000). */
  voiceWaitMs?: number;
  /** Stops waiting (the caller cancels the synthesizer if it must stop at once). */
  signal?: AbortSignal;
}

/** The utterance being spoken: kept so that the browser cannot collect it before its `end` event. */
let speaking: SpeechSynthesisUtterance | null = null;

/**
 * Speaks `text` aloud for the table when speech is on, with the voice and rate of `speech` and a
 * voice on this device only ({@link chooseVoice}). Only ever give it public sentences: the whole
 * table hears them. Resolves when the sentence has been spoken (or could not be); never rejects.
 */
export async function speakAloud(text: string, speech: SpeechSettings, options: SpeakAloudOptions = {}): Promise<SpeakResult> {
  if (!speech.on) return 'off';
  const trimmed = text.trim();
  const env = speechEnvironment();
  if (!env) return 'no-voice';
  const { signal } = options;
  const voices = await loadVoices(env.synth, { timeoutMs: options.voiceWaitMs ?? 3000, ...(signal ? { signal } : {}) });
  if (signal?.aborted) return 'stopped';
  const voice = chooseVoice(voices, speech, options.lang ?? (document.documentElement.lang || 'en'));
  if (!voice) return 'no-voice';
  if (!trimmed) return 'spoken';
  if (options.interrupt && (env.synth.speaking || env.synth.pending)) env.synth.cancel();
  let mine: SpeechSynthesisUtterance | null = null;
  try {
    await speakLine(env, trimmed, {
      voice,
      ...(signal ? { signal } : {}),
      onUtterance: (utterance) => {
        utterance.rate = speech.rate;
        mine = utterance;
        speaking = utterance;
      },
    });
  } catch {
    return 'error';
  } finally {
    if (speaking === mine) speaking = null;
  }
  return signal?.aborted ? 'stopped' : 'spoken';
}

/** Whether {@link speakAloud} is speaking now (its utterance has not ended). */
export function isSpeakingAloud(): boolean {
  return speaking !== null;
}
