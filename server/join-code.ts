/**
 * Join codes and tokens: the short code a table reads out or shows, and the secret tokens that
 * bind a seat (or the table) to one device. Tokens come from node:crypto and are stored only as
 * their SHA-256 hash.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../src/platform/rooms/protocol.ts';

/**
 * A new join code: {@link JOIN_CODE_LENGTH} letters of {@link JOIN_CODE_ALPHABET}, each drawn
 * uniformly with `node:crypto`'s `randomInt` (or `pick` in tests).
 */
export function newJoinCode(pick: (n: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[pick(JOIN_CODE_ALPHABET.length)]!;
  return code;
}

/**
 * A join code as typed or spoken back, normalised: upper case, spaces and dashes dropped.
 * @returns the code, or `null` when it is not a join code (wrong length, a letter outside the
 *   alphabet, such as I, L, O or a digit)
 */
export function normalizeJoinCode(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const code = input.replace(/[\s-]+/g, '').toUpperCase();
  if (code.length !== JOIN_CODE_LENGTH) return null;
  for (const ch of code) if (!JOIN_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** A new token: 128 random bits from node:crypto, base64url (22 characters). */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The SHA-256 of a token, hex: the only form in which a token is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
