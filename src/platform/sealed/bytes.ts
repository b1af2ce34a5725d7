/**
 * Byte strings as the sealed codes (sealed-code.ts) and the games' sealed cards build them.
 */

/** The bytes of `parts`, one after another, in a new array (the parts are not changed). */
export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
