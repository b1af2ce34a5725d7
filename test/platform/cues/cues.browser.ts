/**
 * The sound cues (platform/cues/cues.ts): each plays its own tune once, distinct from every other
 * by rhythm or pitch; nothing plays when the cues are off, at volume 0 or while a private screen
 * shows; the vibration follows the tune where the browser can vibrate.
 */
import { expect } from '@open-wc/testing';
import { CUE_KINDS, CUE_TONES, CUE_VIBRATIONS, playCue } from '../../../src/platform/cues/cues.ts';
import type { CueSettings } from '../../../src/platform/cues/cues.ts';
import { cuesOf, installFakeAudio } from '../../helpers/fake-audio.ts';

const ON: CueSettings = { mode: 'on', volume: 60, vibrate: false };

describe('sound cues', () => {
  let audio: ReturnType<typeof installFakeAudio>;
  beforeEach(() => (audio = installFakeAudio()));
  afterEach(() => audio.restore());

  it('each event kind plays its cue exactly once', () => {
    for (const kind of CUE_KINDS) {
      audio.tones.length = 0;
      expect(playCue(kind, ON), kind).to.equal(true);
      expect(audio.tones.map((t) => t.hz), kind).to.deep.equal(CUE_TONES[kind].map((t) => t.hz));
      expect(cuesOf(audio.tones)).to.deep.equal([kind]);
    }
  });

  it('every cue differs from every other by its rhythm or its pitches, not only by its timbre', () => {
    const shape = (kind: (typeof CUE_KINDS)[number]) => JSON.stringify(CUE_TONES[kind].map((t) => [t.at, t.ms, t.hz]));
    const shapes = new Set(CUE_KINDS.map(shape));
    expect(shapes.size).to.equal(CUE_KINDS.length);
    for (const kind of CUE_KINDS) expect(CUE_VIBRATIONS[kind].length % 2, `${kind}: a vibration ends on a pulse`).to.equal(1);
  });

  it('nothing plays when off, at volume 0, or while a private screen shows', () => {
    expect(playCue('turn', { ...ON, mode: 'off' })).to.equal(false);
    expect(playCue('turn', { ...ON, volume: 0 })).to.equal(false);
    expect(playCue('success', ON, { private: true })).to.equal(false);
    expect(audio.tones).to.have.length(0);
    expect(playCue('turn', { ...ON, mode: 'only' })).to.equal(true);
    expect(cuesOf(audio.tones)).to.deep.equal(['turn']);
  });

  it('vibrates the cue\'s pattern where the browser can vibrate (Android)', () => {
    const nav = navigator as Navigator & { vibrate?: (pattern: number[]) => boolean };
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'vibrate');
    const patterns: number[][] = [];
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: (p: number[]) => (patterns.push(p), true) });
    try {
      playCue('failure', { ...ON, vibrate: true });
      playCue('turn', { ...ON, vibrate: false });
      expect(patterns).to.deep.equal([[...CUE_VIBRATIONS.failure]]);
    } finally {
      delete (navigator as { vibrate?: unknown }).vibrate;
      if (real && !('vibrate' in nav)) Object.defineProperty(Navigator.prototype, 'vibrate', real);
    }
  });
});
