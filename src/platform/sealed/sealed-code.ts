/**
 * Sealed codes (docs/sealed-codes.md): with no network at all, a player takes in
 * a private turn on the table device a code that their own phone imports once, so that the phone
 * can show that player's secret card (what they were shown in private) at any time. This module
 * knows no game: the card is the game's bytes.
 *
 * - The phone first makes a **phone secret**: 80 random bits and an 8-bit check, shown as 8 words
 *   of {@link WORDS} (or as a QR code for the table to scan). It stays on the phone; the player
 *   types it only in their own private turn on the table device.
 * - The table device holds, per game, a **table key**: a non-extractable ECDSA P-256 key pair
 *   made with WebCrypto. Its public key is public; its **fingerprint** (8 words, 88 bits, read in
 *   two groups of four) is what the player types on the phone to pin the table: finding another
 *   key with the same fingerprint is a search of about 2^88 keys (docs/sealed-codes.md).
 * - A **sealed code** is `version ‖ table public key (33 bytes, compressed) ‖ IV (12) ‖
 *   AES-256-GCM ciphertext of the payload ‖ ECDSA signature (64)`. The AES key is derived by
 *   HKDF-SHA-256 from the phone secret, with the table public key as salt (one key per game, so
 *   it stands for the game id); the version and the public key are the ciphertext's additional
 *   data; the signature covers every byte before it.
 * - The **payload** is the player's card as the game writes it: bytes this module seals and opens
 *   without reading them. The game gives them to `<rs-sealed-take>` and registers how the phone
 *   reads them back and says them (sealed-card-kind.ts); it keeps them language-neutral and of
 *   the same length for every role, so that the code's length tells nothing.
 * - The code travels as digits (a QR code in numeric mode: no letter, so no name can show) or as
 *   words in groups of 8 with a check word each (typos are found and placed).
 *
 * Pure functions over WebCrypto (`globalThis.crypto`), the same in browsers and in Node.
 */
import { WORDS } from './sealed-words.ts';
import { concatBytes } from './bytes.ts';

/** The format version: the first byte of every sealed code. */
export const SEALED_VERSION = 1;
/** The first byte of a phone secret's QR payload (never a sealed code's). */
const PHONE_TAG = 2;
/** Random bytes of a phone secret (80 bits). */
export const PHONE_SECRET_BYTES = 10;
/** Words of a phone secret: 80 bits and an 8-bit check are 88 bits, 8 words of 11 bits. */
export const PHONE_WORDS = 8;
/**
 * Words of a table key's fingerprint: 88 bits, the first 88 of SHA-256 over a label and the
 * public key, so that a search for another key with the same words is out of reach (about 2^88
 * keys; docs/sealed-codes.md). The first 4 words are the 4 of the first version (44 bits).
 */
export const FINGERPRINT_WORDS = 8;
/** Words of a fingerprint in each group it is shown and read out in (two groups of four). */
export const FINGERPRINT_GROUP_WORDS = 4;
/** Words of the first version's fingerprint (44 bits): refused when typed, with its own reason. */
export const OLD_FINGERPRINT_WORDS = 4;
/** Data words in a group of a sealed code's words; each group ends with one check word. */
export const GROUP_WORDS = 8;

const KEY_BYTES = 33;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SIG_BYTES = 64;
const HEAD_BYTES = 1 + KEY_BYTES;
const MIN_CODE_BYTES = HEAD_BYTES + IV_BYTES + TAG_BYTES + SIG_BYTES;
const BITS = 11;
const HKDF_INFO = 'resistance-companion sealed code v1';

/** The table device's key for one game: the private half never leaves the device. */
export interface TableKey {
  /** Non-extractable ECDSA P-256 signing key. */
  privateKey: CryptoKey;
  /** The public key, SEC1 compressed (33 bytes). */
  publicKey: Uint8Array;
}

/**
 * Why a text or a code was refused. Positions and groups count from 1.
 * - `empty`: nothing typed; `unknown-word`: that word is not in the list, even with one slip;
 * - `word-count`: a phone secret or fingerprint of the wrong length;
 * - `old-fingerprint`: 4 key words typed, as a table of the first version shows them (the key
 *   words have 8 now: 4 are too few to pin a table);
 * - `check`: a phone secret whose check does not match (a word is wrong);
 * - `group`: that group of a sealed code has a mistake (or, for the last, words are missing);
 * - `digits`: a scanned payload that is not digits; `kind`: a phone secret where a sealed code
 *   was expected, or the reverse; `format`: not a sealed code of this version;
 * - `forged`: the signature does not match: forged, or changed on the way;
 * - `other-table`: signed by a table whose fingerprint is not the one typed;
 * - `other-phone`: sealed for another phone secret.
 */
export type CodeProblem =
  | { kind: 'empty' }
  | { kind: 'unknown-word'; position: number }
  | { kind: 'word-count'; expected: number; got: number }
  | { kind: 'old-fingerprint' }
  | { kind: 'check' }
  | { kind: 'group'; group: number; last: boolean }
  | { kind: 'digits' }
  | { kind: 'kind' }
  | { kind: 'format' }
  | { kind: 'forged' }
  | { kind: 'other-table' }
  | { kind: 'other-phone' };

/** The result of reading a code: the value, or why it was refused. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: CodeProblem };

const subtle = (): SubtleCrypto => globalThis.crypto.subtle;
const utf8 = new TextEncoder();

async function sha256(...parts: Uint8Array[]): Promise<Uint8Array> {
  return new Uint8Array(await subtle().digest('SHA-256', concatBytes(...parts) as BufferSource));
}

// ---------------------------------------------------------------------------------------------
// Words

const WORD_INDEX = new Map(WORDS.map((word, i) => [word, i]));
const PREFIX_INDEX = new Map(WORDS.map((word, i) => [word.slice(0, 4), i]));

/** Whether `a` becomes `b` by one slip: a letter changed, left out, added, or two swapped. */
function oneSlip(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The index in {@link WORDS} of a typed word, forgiving: any case and accents; the first four
 * letters are enough (no two words share them); one slip is corrected when only one word fits.
 * @returns the index, or `null` when no word (or more than one) fits
 */
export function wordIndex(typed: string): number | null {
  const token = typed
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (!token) return null;
  const exact = WORD_INDEX.get(token);
  if (exact !== undefined) return exact;
  if (token.length >= 4) {
    const prefixed = PREFIX_INDEX.get(token.slice(0, 4));
    if (prefixed !== undefined) return prefixed;
  }
  let found: number | null = null;
  for (let i = 0; i < WORDS.length; i++) {
    if (!oneSlip(token, WORDS[i]!)) continue;
    if (found !== null) return null;
    found = i;
  }
  return found;
}

/** Splits typed text into words: any run of characters that are not letters separates them. */
function tokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z]+/)
    .filter(Boolean);
}

function parseIndices(text: string): Parsed<number[]> {
  const list = tokens(text);
  if (list.length === 0) return { ok: false, problem: { kind: 'empty' } };
  const indices: number[] = [];
  for (let i = 0; i < list.length; i++) {
    const index = wordIndex(list[i]!);
    if (index === null) return { ok: false, problem: { kind: 'unknown-word', position: i + 1 } };
    indices.push(index);
  }
  return { ok: true, value: indices };
}

/** `bytes` as exactly `count` words of 11 bits (leading zero bits kept). */
function fixedWords(bytes: Uint8Array, count: number): number[] {
  let n = 0n;
  for (const byte of bytes) n = (n << 8n) | BigInt(byte);
  const spare = count * BITS - bytes.length * 8;
  n = spare >= 0 ? n << BigInt(spare) : n >> BigInt(-spare);
  const out: number[] = [];
  for (let i = count - 1; i >= 0; i--) out.push(Number((n >> BigInt(i * BITS)) & 2047n));
  return out;
}

/** The inverse of {@link fixedWords}: the first `length` bytes of the words' bits. */
function fixedBytes(indices: readonly number[], length: number): Uint8Array {
  let n = 0n;
  for (const index of indices) n = (n << BigInt(BITS)) | BigInt(index);
  n >>= BigInt(indices.length * BITS - length * 8);
  const out = new Uint8Array(length);
  for (let i = length - 1; i >= 0; i--) {
    out[i] = Number(n & 255n);
    n >>= 8n;
  }
  return out;
}

/** Big-endian bytes whose first byte is not 0, as a number (so the length needs no field). */
function toBig(bytes: Uint8Array): bigint {
  let n = 0n;
  for (const byte of bytes) n = (n << 8n) | BigInt(byte);
  return n;
}

function fromBig(n: bigint): Uint8Array {
  const out: number[] = [];
  while (n > 0n) {
    out.unshift(Number(n & 255n));
    n >>= 8n;
  }
  return Uint8Array.from(out);
}

/** The digits of a QR payload: the bytes as one decimal number (QR numeric mode). */
function digitsOf(bytes: Uint8Array): string {
  if (bytes[0] === 0) throw new RangeError('a payload must not start with a zero byte');
  return toBig(bytes).toString(10);
}

function bytesOfDigits(text: string): Uint8Array | null {
  const clean = text.replace(/\s+/g, '');
  if (!/^[1-9][0-9]*$/.test(clean)) return null;
  return fromBig(BigInt(clean));
}

/** Whether typed or scanned text is a digits payload rather than words. */
function isDigits(text: string): boolean {
  return /^\s*[0-9][0-9\s]*$/.test(text);
}

// ---------------------------------------------------------------------------------------------
// Phone secret

async function phoneCheck(secret: Uint8Array): Promise<number> {
  return (await sha256(utf8.encode('rs-phone-secret'), secret))[0]!;
}

/** A fresh phone secret: 80 bits from `crypto.getRandomValues`. */
export function newPhoneSecret(): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(PHONE_SECRET_BYTES));
}

/** The 8 words of a phone secret (its 80 bits and an 8-bit check). */
export async function phoneSecretWords(secret: Uint8Array): Promise<string[]> {
  const bytes = concatBytes(secret, Uint8Array.of(await phoneCheck(secret)));
  return fixedWords(bytes, PHONE_WORDS).map((i) => WORDS[i]!);
}

/** The QR payload of a phone secret, for the table to scan: digits only. */
export async function phoneSecretDigits(secret: Uint8Array): Promise<string> {
  return digitsOf(concatBytes(Uint8Array.of(PHONE_TAG), secret, Uint8Array.of(await phoneCheck(secret))));
}

/**
 * Reads a phone secret typed as its 8 words (forgiving, see {@link wordIndex}) or scanned as
 * its QR digits, and checks its check bits.
 */
export async function parsePhoneSecret(text: string): Promise<Parsed<Uint8Array>> {
  let bytes: Uint8Array;
  if (isDigits(text)) {
    const scanned = bytesOfDigits(text);
    if (!scanned) return { ok: false, problem: { kind: 'digits' } };
    if (scanned[0] !== PHONE_TAG) return { ok: false, problem: { kind: 'kind' } };
    if (scanned.length !== PHONE_SECRET_BYTES + 2) return { ok: false, problem: { kind: 'check' } };
    bytes = scanned.slice(1);
  } else {
    const parsed = parseIndices(text);
    if (!parsed.ok) return parsed;
    if (parsed.value.length !== PHONE_WORDS) {
      return { ok: false, problem: { kind: 'word-count', expected: PHONE_WORDS, got: parsed.value.length } };
    }
    bytes = fixedBytes(parsed.value, PHONE_SECRET_BYTES + 1);
  }
  const secret = bytes.slice(0, PHONE_SECRET_BYTES);
  if (bytes[PHONE_SECRET_BYTES] !== (await phoneCheck(secret))) return { ok: false, problem: { kind: 'check' } };
  return { ok: true, value: secret };
}

// ---------------------------------------------------------------------------------------------
// Table key

// P-256 (SEC 2, secp256r1): y² = x³ − 3x + b over GF(p).
const P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  base %= modulus;
  while (exponent > 0n) {
    if (exponent & 1n) result = (result * base) % modulus;
    base = (base * base) % modulus;
    exponent >>= 1n;
  }
  return result;
}

function bigTo32(n: bigint): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 31; i >= 0; i--) {
    out[i] = Number(n & 255n);
    n >>= 8n;
  }
  return out;
}

/** SEC1 point compression of an uncompressed P-256 public key (65 bytes → 33). */
export function compressPoint(raw: Uint8Array): Uint8Array {
  if (raw.length !== 65 || raw[0] !== 4) throw new RangeError('expected an uncompressed P-256 point');
  return concatBytes(Uint8Array.of(2 + (raw[64]! & 1)), raw.slice(1, 33));
}

/**
 * SEC1 point decompression (2.3.4) for P-256: y is the square root of x³ − 3x + b (p ≡ 3 mod 4,
 * so it is a power), of the parity the first byte gives. Done here because not every browser's
 * WebCrypto imports compressed points; the result is checked to be on the curve.
 * @returns the 65-byte uncompressed point, or `null` when the bytes are no point of the curve
 */
export function decompressPoint(compressed: Uint8Array): Uint8Array | null {
  if (compressed.length !== KEY_BYTES || (compressed[0] !== 2 && compressed[0] !== 3)) return null;
  const x = toBig(compressed.slice(1));
  if (x >= P) return null;
  const rhs = (((x * x * x - 3n * x + B) % P) + P) % P;
  let y = modPow(rhs, (P + 1n) / 4n, P);
  if ((y * y) % P !== rhs) return null;
  if (Number(y & 1n) !== (compressed[0]! & 1)) y = P - y;
  return concatBytes(Uint8Array.of(4), bigTo32(x), bigTo32(y));
}

/**
 * A new table key for one game: ECDSA P-256 made by WebCrypto with `extractable: false`, so
 * the private key can be used and stored (IndexedDB keeps CryptoKey objects) but never read out.
 */
export async function newTableKey(): Promise<TableKey> {
  const pair = (await subtle().generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await subtle().exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: compressPoint(raw) };
}

/** The fingerprint's word indices: the first 88 bits of SHA-256 over a label and the public key. */
async function fingerprintIndices(publicKey: Uint8Array): Promise<number[]> {
  const digest = await sha256(utf8.encode('rs-table-key'), publicKey);
  return fixedWords(digest.slice(0, (FINGERPRINT_WORDS * BITS) / 8), FINGERPRINT_WORDS);
}

/** The 8 fingerprint words of a table's public key: public, shown so that phones can pin it. */
export async function fingerprintWords(publicKey: Uint8Array): Promise<string[]> {
  return (await fingerprintIndices(publicKey)).map((i) => WORDS[i]!);
}

/** Key words in the groups they are shown and read out in: "able about above acid, acorn acre across act". */
export function keyWordGroups(words: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (let i = 0; i < words.length; i += FINGERPRINT_GROUP_WORDS) groups.push(words.slice(i, i + FINGERPRINT_GROUP_WORDS));
  return groups;
}

/**
 * Reads the 8 fingerprint words typed on a phone (forgiving, see {@link wordIndex}; any
 * separators, so the two groups may be typed with a comma or a line between them). Exactly 4
 * words are what a table of the first version showed: refused as `old-fingerprint`, since 44 bits
 * no longer pin a table.
 */
export function parseFingerprint(text: string): Parsed<number[]> {
  const parsed = parseIndices(text);
  if (parsed.ok && parsed.value.length === OLD_FINGERPRINT_WORDS) return { ok: false, problem: { kind: 'old-fingerprint' } };
  if (parsed.ok && parsed.value.length !== FINGERPRINT_WORDS) {
    return { ok: false, problem: { kind: 'word-count', expected: FINGERPRINT_WORDS, got: parsed.value.length } };
  }
  return parsed;
}

// ---------------------------------------------------------------------------------------------
// Sealing and opening

async function cardKey(phoneSecret: Uint8Array, publicKey: Uint8Array): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', phoneSecret as BufferSource, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: publicKey as BufferSource, info: utf8.encode(HKDF_INFO) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/**
 * Seals `payload` (the game's card, as bytes) for the phone that holds `phoneSecret`, signed with
 * the table's key.
 * @returns the sealed code's bytes (see the module comment for the layout)
 */
export async function sealPayload(payload: Uint8Array, phoneSecret: Uint8Array, key: TableKey): Promise<Uint8Array> {
  if (phoneSecret.length !== PHONE_SECRET_BYTES) throw new RangeError('a phone secret has 10 bytes');
  const head = concatBytes(Uint8Array.of(SEALED_VERSION), key.publicKey);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const aes = await cardKey(phoneSecret, key.publicKey);
  const sealed = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: head as BufferSource }, aes, payload as BufferSource),
  );
  const body = concatBytes(head, iv, sealed);
  const signature = new Uint8Array(await subtle().sign({ name: 'ECDSA', hash: 'SHA-256' }, key.privateKey, body as BufferSource));
  return concatBytes(body, signature);
}

/** What a phone learns from a sealed code it could open. */
export interface OpenedCode<C> {
  /** The payload's card, as the game's `decode` read it. */
  card: C;
  /** The fingerprint words of the table that signed it. */
  fingerprint: string[];
}

/**
 * Opens a sealed code on the phone, in this order: the format; the signature against the public
 * key inside the code (`forged` when it does not match); that key's fingerprint against the one
 * the player typed (`other-table`); decryption with the phone secret (`other-phone`); the card,
 * read from the payload by `decode` (`format` when it is no card).
 * @param pinned the fingerprint the player typed (word indices, see {@link parseFingerprint})
 * @param decode the game's reading of the payload (`SealedCardKind.decode`): the card, or `null`
 */
export async function openSealed<C>(
  code: Uint8Array,
  phoneSecret: Uint8Array,
  pinned: readonly number[],
  decode: (payload: Uint8Array) => C | null,
): Promise<Parsed<OpenedCode<C>>> {
  if (code.length < MIN_CODE_BYTES || code[0] !== SEALED_VERSION) return { ok: false, problem: { kind: 'format' } };
  const publicKey = code.slice(1, HEAD_BYTES);
  const point = decompressPoint(publicKey);
  if (!point) return { ok: false, problem: { kind: 'forged' } };
  const body = code.slice(0, code.length - SIG_BYTES);
  const verifyKey = await subtle().importKey('raw', point as BufferSource, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const signed = await subtle().verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    verifyKey,
    code.slice(code.length - SIG_BYTES) as BufferSource,
    body as BufferSource,
  );
  if (!signed) return { ok: false, problem: { kind: 'forged' } };
  const fingerprint = await fingerprintIndices(publicKey);
  if (pinned.length !== fingerprint.length || fingerprint.some((index, i) => index !== pinned[i])) {
    return { ok: false, problem: { kind: 'other-table' } };
  }
  let plain: Uint8Array;
  try {
    const aes = await cardKey(phoneSecret, publicKey);
    plain = new Uint8Array(
      await subtle().decrypt(
        { name: 'AES-GCM', iv: code.slice(HEAD_BYTES, HEAD_BYTES + IV_BYTES), additionalData: code.slice(0, HEAD_BYTES) as BufferSource },
        aes,
        body.slice(HEAD_BYTES + IV_BYTES) as BufferSource,
      ),
    );
  } catch {
    return { ok: false, problem: { kind: 'other-phone' } };
  }
  const card = decode(plain);
  if (card === null) return { ok: false, problem: { kind: 'format' } };
  return { ok: true, value: { card, fingerprint: fingerprint.map((i) => WORDS[i]!) } };
}

// ---------------------------------------------------------------------------------------------
// A sealed code as digits and as words

/** The QR payload of a sealed code: digits only (QR numeric mode), so it can spell no name. */
export function sealedDigits(code: Uint8Array): string {
  return digitsOf(code);
}

async function groupCheck(group: number, last: boolean, indices: readonly number[]): Promise<number> {
  const data = new Uint8Array(2 + indices.length * 2);
  data[0] = group;
  data[1] = last ? 1 : 0;
  indices.forEach((index, i) => {
    data[2 + i * 2] = index >> 8;
    data[3 + i * 2] = index & 255;
  });
  const digest = await sha256(utf8.encode('rs-sealed-group'), data);
  return ((digest[0]! << 3) | (digest[1]! >> 5)) & 2047;
}

/**
 * A sealed code as words: its bytes as one number in base 2048 (the first byte is the version,
 * never 0, so the length needs no field), in groups of {@link GROUP_WORDS} words, each followed
 * by a check word over its group's words, its number and whether it is the last. A typo is then
 * found and placed ("group 3"); a missing end shows as a mistake in the last group typed.
 */
export async function sealedWords(code: Uint8Array): Promise<string[][]> {
  let n = toBig(code);
  const indices: number[] = [];
  while (n > 0n) {
    indices.unshift(Number(n & 2047n));
    n >>= 11n;
  }
  const groups: string[][] = [];
  const count = Math.ceil(indices.length / GROUP_WORDS);
  for (let g = 0; g < count; g++) {
    const data = indices.slice(g * GROUP_WORDS, (g + 1) * GROUP_WORDS);
    const check = await groupCheck(g, g === count - 1, data);
    groups.push([...data, check].map((i) => WORDS[i]!));
  }
  return groups;
}

/**
 * Reads a sealed code typed as words (forgiving, see {@link wordIndex}; group boundaries need
 * not be kept) or scanned as digits, checking every group's check word.
 * @returns the code's bytes, not yet verified (see {@link openSealed})
 */
export async function parseSealedCode(text: string): Promise<Parsed<Uint8Array>> {
  if (isDigits(text)) {
    const bytes = bytesOfDigits(text);
    if (!bytes) return { ok: false, problem: { kind: 'digits' } };
    if (bytes[0] === PHONE_TAG) return { ok: false, problem: { kind: 'kind' } };
    return { ok: true, value: bytes };
  }
  const parsed = parseIndices(text);
  if (!parsed.ok) return parsed;
  const all = parsed.value;
  const count = Math.ceil(all.length / (GROUP_WORDS + 1));
  const data: number[] = [];
  for (let g = 0; g < count; g++) {
    const group = all.slice(g * (GROUP_WORDS + 1), (g + 1) * (GROUP_WORDS + 1));
    const last = g === count - 1;
    const words = group.slice(0, -1);
    if (words.length === 0 || group[group.length - 1] !== (await groupCheck(g, last, words))) {
      return { ok: false, problem: { kind: 'group', group: g + 1, last } };
    }
    data.push(...words);
  }
  let n = 0n;
  for (const index of data) n = (n << 11n) | BigInt(index);
  const bytes = fromBig(n);
  if (bytes[0] === PHONE_TAG) return { ok: false, problem: { kind: 'kind' } };
  return { ok: true, value: bytes };
}
