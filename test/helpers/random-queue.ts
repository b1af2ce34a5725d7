/**
 * A deterministic `crypto.getRandomValues` for browser tests of games the app deals: while the
 * queue holds values, each call for one 32-bit number takes the next one (so the deal, a plot
 * draw or a loyalty card are chosen by the test); then the real source takes over again.
 */
export interface RandomQueue {
  /** The values the next calls return, in order. */
  set(values: number[]): void;
}

/** Installs the queue before each test of the suite and restores the real source after it. */
export function useRandomQueue(): RandomQueue {
  const original = crypto.getRandomValues.bind(crypto);
  let queue: number[] = [];
  beforeEach(() => {
    (crypto as { getRandomValues: typeof crypto.getRandomValues }).getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array && queue.length > 0) {
        array[0] = queue.shift()!;
        return array;
      }
      return original(array as never) as T;
    }) as typeof crypto.getRandomValues;
  });
  afterEach(() => {
    (crypto as { getRandomValues: typeof crypto.getRandomValues }).getRandomValues = original;
    queue = [];
  });
  return { set: (values) => (queue = [...values]) };
}
