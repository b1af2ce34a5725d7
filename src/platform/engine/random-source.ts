/**
 * A uniform random integer in [0, n) from `crypto.getRandomValues`, by rejection sampling (no
 * modulo bias). The engine takes randomness as a function; this is the app's source of it.
 */
export function cryptoRandomInt(n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new RangeError(`cryptoRandomInt: bad range ${n}`);
  const limit = Math.floor(2 ** 32 / n) * n;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0]!;
    if (value < limit) return value % n;
  }
}
