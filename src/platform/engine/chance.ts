/**
 * Chance in a game's engine (the platform's engine kit): the engine never draws a random number
 * itself. A caller passes a {@link RandomInt} (the app's is built on `crypto.getRandomValues`,
 * tests pass a seeded one), and what was drawn becomes an event of the log, so that a game
 * replays exactly.
 */

/** A uniform random integer in [0, n). */
export type RandomInt = (n: number) => number;

/**
 * Calls `randomInt(n)` and checks the answer.
 * @throws RangeError when it is not an integer in [0, n) (a `() => number` in [0, 1) given by mistake is refused at once)
 */
export function drawIndex(randomInt: RandomInt, n: number): number {
  const i = randomInt(n);
  if (!Number.isInteger(i) || i < 0 || i >= n) throw new RangeError(`randomInt(${n}) must return an integer in [0, ${n}), returned ${i}`);
  return i;
}

/** A uniform shuffle of `items` (Fisher–Yates). @throws RangeError as {@link drawIndex} */
export function shuffle<T>(items: readonly T[], randomInt: RandomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = drawIndex(randomInt, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** One of `items`, uniformly. @throws RangeError for an empty list, or as {@link drawIndex} */
export function pick<T>(items: readonly T[], randomInt: RandomInt): T {
  if (items.length === 0) throw new RangeError('pick: nothing to pick from');
  return items[drawIndex(randomInt, items.length)] as T;
}

/**
 * `count` of `items` drawn without replacement, in the order drawn (a partial Fisher–Yates).
 * @throws RangeError when `count` exceeds the items, or as {@link drawIndex}
 */
export function draw<T>(items: readonly T[], count: number, randomInt: RandomInt): T[] {
  if (count > items.length) throw new RangeError(`draw: ${count} of ${items.length}`);
  const left = [...items];
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(left.splice(drawIndex(randomInt, left.length), 1)[0] as T);
  return out;
}
