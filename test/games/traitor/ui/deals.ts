/**
 * Scripted deals for the traitor expansion's browser tests (not a test file itself): a random
 * source the page is given (`<tr-app .randomInt=…>`) that returns chosen values, so that the
 * secret deal is the same at every run and every path of the game runs every time.
 *
 * The deal (core/deal.ts) shuffles the loyalty deck `[traitor, loyal, loyal…]` (Fisher–Yates from
 * the end: one draw for each position but the first) and then draws one Plot per seat; the values
 * after the script are 0 (the first Plots in order).
 */
import type { RandomInt } from '../../../../src/platform/engine/chance.ts';

/** A random source returning `values` in order (each taken modulo the range), then 0. */
export function scripted(values: readonly number[]): RandomInt {
  const queue = [...values];
  return (n: number) => (queue.length > 0 ? queue.shift()! % n : 0);
}

/**
 * The shuffle draws of a 3-card loyalty deck (2 or 3 players) that put the Traitor card at
 * `seat`; `null`: with 2 players, the third card, seen by no one (no Traitor, G3-2P-1).
 */
export function dealFor(seat: 0 | 1 | null): number[] {
  // [T, L, L]: j at i=2 then j at i=1. [2, 1]: T stays first; [2, 0]: T to 1; [0, 0]: T to 2.
  return seat === 0 ? [2, 1] : seat === 1 ? [2, 0] : [0, 0];
}

/** With 3 players, the first player holds the Traitor card. */
export const TRAITOR_FIRST = dealFor(0);
