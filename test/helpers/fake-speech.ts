/**
 * A stand-in for the browser's speech synthesis in browser tests: voices (local or network),
 * utterances that record what the app sets on them, and a synthesizer that records what is
 * spoken and cancelled, ends each utterance on a later task (or when the test says), and lets
 * the test wait for the n-th utterance. `installSpeech` puts it on `window` and returns the undo.
 */
export interface FakeVoice {
  name: string;
  lang: string;
  localService: boolean;
  default: boolean;
  voiceURI: string;
}

export function voice(name: string, lang: string, localService: boolean, isDefault = false): FakeVoice {
  return { name, lang, localService, default: isDefault, voiceURI: `urn:voice:${name}` };
}

/** Stands in for SpeechSynthesisUtterance: holds what the component sets on it. */
export class FakeUtterance extends EventTarget {
  text: string;
  voice: FakeVoice | null = null;
  lang = '';
  rate = 1;
  pitch = 1;
  volume = 1;
  constructor(text = '') {
    super();
    this.text = text;
  }
}

/**
 * Stands in for `speechSynthesis`: records utterances and `cancel()` calls, ends each utterance
 * on a later task (`autoEnd`) or when the test calls `endCurrent()`, and tells the test when the
 * n-th utterance was spoken or ended and when a listener was added.
 */
export class FakeSynth extends EventTarget {
  readonly spoken: FakeUtterance[] = [];
  readonly ended: FakeUtterance[] = [];
  cancels = 0;
  speaking = false;
  pending = false;
  paused = false;
  current: FakeUtterance | null = null;
  private readonly waiters: Array<() => void> = [];

  constructor(
    public voices: FakeVoice[],
    public autoEnd = true,
  ) {
    super();
  }

  getVoices(): FakeVoice[] {
    return [...this.voices];
  }

  speak(utterance: FakeUtterance): void {
    this.spoken.push(utterance);
    this.current = utterance;
    this.speaking = true;
    this.notify();
    if (this.autoEnd) setTimeout(() => this.end(utterance), 0);
  }

  /** Ends the utterance being spoken (its `end` event). */
  endCurrent(): void {
    if (this.current) this.end(this.current);
  }

  private end(utterance: FakeUtterance): void {
    if (this.current !== utterance) return; // cancelled meanwhile
    this.current = null;
    this.speaking = false;
    this.ended.push(utterance);
    utterance.dispatchEvent(new Event('end'));
    this.notify();
  }

  cancel(): void {
    this.cancels++;
    const utterance = this.current;
    this.current = null;
    this.speaking = false;
    if (utterance) utterance.dispatchEvent(Object.assign(new Event('error'), { error: 'canceled' }));
    this.notify();
  }

  pause(): void {}
  resume(): void {}

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    super.addEventListener(...args);
    this.listeners.add(args[0]);
    this.notify();
  }
  readonly listeners = new Set<string>();

  /** Resolves once `test()` holds, checked after every change of the fake. */
  until(test: () => boolean): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = (): void => {
        if (test()) resolve();
        else this.waiters.push(check);
      };
      this.waiters.push(check);
    });
  }

  whenSpoken(n = 1): Promise<void> {
    return this.until(() => this.spoken.length >= n);
  }

  whenEnded(n: number): Promise<void> {
    return this.until(() => this.ended.length >= n);
  }

  private notify(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}

/** Replaces the page's speech synthesis (`undefined`: the browser has none); returns the undo. */
export function installSpeech(synth: FakeSynth | undefined): () => void {
  const names = ['speechSynthesis', 'SpeechSynthesisUtterance'] as const;
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(window, name));
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true, writable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    value: synth ? FakeUtterance : undefined,
    configurable: true,
    writable: true,
  });
  return () => {
    names.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else delete (window as unknown as Record<string, unknown>)[name];
    });
  };
}
