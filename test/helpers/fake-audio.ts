/**
 * A stand-in for the Web Audio API in browser tests: `AudioContext` replaced by a fake whose
 * oscillators note each tone started (its pitch and wave, and whether a private screen showed at
 * that moment), so a test counts the cues played without hearing them.
 */
import { releaseCueAudio } from '../../src/platform/cues/cues.ts';
import { CUE_TONES } from '../../src/platform/cues/cues.ts';
import type { CueKind } from '../../src/platform/cues/cues.ts';

/** One tone started. */
export interface StartedTone {
  hz: number;
  wave: string;
  /** Whether a private screen (`[data-private]`) was in the page when it started. */
  private: boolean;
}

const param = () => ({ value: 0, setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} });

/** Installs the fake; `restore()` puts the real one back. `tones` grows as cues play. */
export function installFakeAudio(): { tones: StartedTone[]; restore(): void } {
  const tones: StartedTone[] = [];
  const real = (globalThis as { AudioContext?: unknown }).AudioContext;
  class FakeOscillator {
    type = 'sine';
    frequency = param();
    connect() {}
    start() {
      tones.push({ hz: this.frequency.value, wave: this.type, private: document.querySelector('[data-private]') !== null });
    }
    stop() {}
  }
  class FakeContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      return new FakeOscillator();
    }
    createGain() {
      return { gain: param(), connect() {} };
    }
    resume() {
      return Promise.resolve();
    }
    close() {
      return Promise.resolve();
    }
  }
  releaseCueAudio();
  (globalThis as { AudioContext?: unknown }).AudioContext = FakeContext;
  return {
    tones,
    restore() {
      releaseCueAudio();
      (globalThis as { AudioContext?: unknown }).AudioContext = real;
    },
  };
}

/**
 * The cues that `tones` make, in order: each cue's tones in turn (throws on tones that are no
 * cue's, so a cue played twice or cut short is seen).
 */
export function cuesOf(tones: readonly StartedTone[]): CueKind[] {
  const kinds: CueKind[] = [];
  let i = 0;
  outer: while (i < tones.length) {
    for (const [kind, cue] of Object.entries(CUE_TONES) as [CueKind, typeof CUE_TONES[CueKind]][]) {
      if (cue.every((t, k) => tones[i + k]?.hz === t.hz && tones[i + k]?.wave === t.wave)) {
        kinds.push(kind);
        i += cue.length;
        continue outer;
      }
    }
    throw new Error(`tones that are no cue's from ${i}: ${JSON.stringify(tones.slice(i))}`);
  }
  return kinds;
}
