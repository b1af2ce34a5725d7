/**
 * Join codes as people type them: small enough to be part of the home page's
 * start-up code, which checks a code before loading the room client.
 */
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from './protocol.ts';

/**
 * A join code as typed or read back: case and spaces, dashes, dots and commas between letters do
 * not matter ("acd-ef" is "ACDEF").
 * @returns the code, or `null` when it is not one (wrong length, a letter the codes never use)
 */
export function normalizeCode(input: string): string | null {
  const code = codeLetters(input);
  if (code.length !== JOIN_CODE_LENGTH) return null;
  for (const ch of code) if (!JOIN_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** What was typed without its separators, in capitals ("k x-m" is "KXM"): the letters to spell back. */
export function codeLetters(input: string): string {
  return input.replace(/[\s.,-]+/g, '').toUpperCase();
}

/**
 * The characters typed that no join code uses (not in `JOIN_CODE_ALPHABET`: "ZZ0Q" gives `['Z',
 * '0', 'Q']`), each once, in the order typed; separators are not counted ({@link codeLetters}).
 */
export function foreignCodeLetters(input: string): string[] {
  return [...new Set([...codeLetters(input)].filter((ch) => !JOIN_CODE_ALPHABET.includes(ch)))];
}
