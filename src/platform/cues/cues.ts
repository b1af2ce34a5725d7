/**
 * Sound cues and their vibrations, for any game: short tunes made in the page with the Web Audio
 * API (oscillators and gain envelopes: no audio file, so they work offline and cost no download),
 * each told apart from the others by its rhythm and its pitch, not only by its timbre:
 *
 * | cue        | tune                                          | vibration          |
 * |------------|-----------------------------------------------|--------------------|
 * | `turn`     | one short high ping                           | one short pulse    |
 * | `approved` | two quick notes, rising                       | short, short-long  |
 * | `rejected` | two slower notes, falling                     | long, long         |
 * | `success`  | three quick notes rising, the last held       | three, the last long |
 * | `failure`  | three slow low notes falling, the last held   | three long         |
 * | `track-4`  | four fast beeps on one pitch (a warning)      | four fast pulses   |
 * | `game-end` | a fanfare: three notes then a long high one   | three, then one long |
 * | `error`    | two low buzzes on one pitch                   | two medium pulses  |
 *
 * The volume is the cues' own (0–100), apart from speech. `navigator.vibrate` exists only on
 * Android (Chrome and other Chromium browsers): elsewhere the cues are heard only.
 *
 * Nothing private may be told by a cue: callers play cues for public events only, and never while
 * a private screen shows (`private`: nothing plays).
 */

import type { CueKind, CueSettings } from './cue-types.ts';

export { CUE_KINDS, CUE_MODES } from './cue-types.ts';
export type { CueKind, CueMode, CueSettings } from './cue-types.ts';

/** One note of a cue: when it starts (ms after the cue's start), how long it lasts (ms), its pitch (Hz) and wave. */
export interface Tone {
  at: number;
  ms: number;
  hz: number;
  wave: OscillatorType;
}

function tones(wave: OscillatorType, ...notes: [at: number, ms: number, hz: number][]): readonly Tone[] {
  return Object.freeze(notes.map(([at, ms, hz]) => Object.freeze({ at, ms, hz, wave })));
}

/** The tune of each cue (see the file comment). */
export const CUE_TONES: Readonly<Record<CueKind, readonly Tone[]>> = Object.freeze({
  turn: tones('sine', [0, 90, 880]),
  approved: tones('sine', [0, 90, 523], [110, 160, 784]),
  rejected: tones('triangle', [0, 180, 440], [240, 260, 330]),
  success: tones('sine', [0, 90, 523], [110, 90, 659], [220, 260, 1047]),
  failure: tones('triangle', [0, 220, 392], [280, 220, 311], [560, 420, 262]),
  'track-4': tones('square', [0, 60, 988], [110, 60, 988], [220, 60, 988], [330, 60, 988]),
  'game-end': tones('sine', [0, 120, 523], [150, 120, 659], [300, 120, 784], [450, 600, 1047]),
  error: tones('sawtooth', [0, 120, 165], [180, 120, 165]),
});

/** The vibration of each cue, as `navigator.vibrate` takes it (ms on, off, on…), in the tune's rhythm. */
export const CUE_VIBRATIONS: Readonly<Record<CueKind, readonly number[]>> = Object.freeze({
  turn: [60],
  approved: [60, 50, 150],
  rejected: [180, 80, 260],
  success: [60, 40, 60, 40, 250],
  failure: [220, 60, 220, 60, 400],
  'track-4': [50, 50, 50, 50, 50, 50, 50],
  'game-end': [120, 30, 120, 30, 120, 30, 600],
  error: [120, 60, 120],
});

/** Whether this browser can vibrate (`navigator.vibrate`: Android only). */
export function cuesCanVibrate(): boolean {
  return typeof navigator !== 'undefined' && typeof (navigator as Navigator & { vibrate?: unknown }).vibrate === 'function';
}

let context: AudioContext | null = null;

/** The page's one audio context, made on the first cue (`null` where the browser has no Web Audio). */
function audio(): AudioContext | null {
  if (context) return context;
  const Context = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/** Forgets the audio context (closed), so the next cue makes a new one (tests replace `AudioContext`). */
export function releaseCueAudio(): void {
  void context?.close().catch(() => undefined);
  context = null;
}

/**
 * Plays the cue of `kind` with `settings` once (its tune at the cues' volume, and its vibration
 * where the device can and `vibrate` is on). Nothing plays when the cues are off, or with
 * `private` (a private screen shows). Never throws.
 * @returns whether the cue was played (heard or felt)
 */
export function playCue(kind: CueKind, settings: CueSettings, options: { private?: boolean } = {}): boolean {
  if (settings.mode === 'off' || options.private) return false;
  let played = false;
  if (settings.vibrate && cuesCanVibrate()) {
    try {
      played = navigator.vibrate([...CUE_VIBRATIONS[kind]]) || played;
    } catch {
      // a refused vibration is not an error of the game
    }
  }
  const volume = Math.max(0, Math.min(100, settings.volume)) / 100;
  const ctx = volume > 0 ? audio() : null;
  if (!ctx) return played;
  try {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime + 0.01;
    for (const tone of CUE_TONES[kind]) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = tone.wave;
      oscillator.frequency.value = tone.hz;
      const begin = start + tone.at / 1000;
      const end = begin + tone.ms / 1000;
      // A short attack and release: no click at either end. Square and sawtooth are louder: quieter.
      const peak = volume * (tone.wave === 'square' || tone.wave === 'sawtooth' ? 0.25 : 0.5);
      gain.gain.setValueAtTime(0.0001, begin);
      gain.gain.linearRampToValueAtTime(peak, begin + 0.008);
      gain.gain.setValueAtTime(peak, Math.max(begin + 0.008, end - 0.03));
      gain.gain.linearRampToValueAtTime(0.0001, end);
      oscillator.connect(gain);
      gain.connect(ctx.destination);
      oscillator.start(begin);
      oscillator.stop(end + 0.01);
    }
    return true;
  } catch {
    return played;
  }
}
