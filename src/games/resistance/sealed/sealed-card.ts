/**
 * The Resistance's card in a sealed code (docs/sealed-codes.md): what one seat
 * saw at the reveal, as language-neutral data, and its binary form. The platform
 * (src/platform/sealed) seals and opens these bytes without reading them; the game gives them to
 * the table's "Take my sealed code" (rs-private-turns.ts) and reads them back on the phone
 * (sealed-card-kind.ts, registered in app.ts).
 *
 * The bytes never change meaning: phones hold cards decoded from them, and codes in flight are
 * opened by newer versions (the fixed vectors of test/node/sealed-code.test.ts).
 */
import { revealFor, seatsFrom, viewFor } from '../engine.ts';
import type { GameState, RevealAnswer, RevealEntry, Role, Seat, SeenAs } from '../engine.ts';
import { concatBytes } from '../../../platform/sealed/bytes.ts';

/** A card carried by a sealed code: what one seat saw at the reveal, as data (no sentence). */
export interface SealedCard {
  seat: Seat;
  /** Every player's name, in seat order. */
  players: string[];
  /** The reveal of `seat`: its own card first, then every other seat clockwise (R-REV-2). */
  entries: RevealEntry[];
  /** With the Reverser module: whether `seat` holds a Reverser card (R-REVS-1); else `null`. */
  reverser: boolean | null;
}

/** Stable codes of the roles in a card (never renumber: the numbers are in codes already made). */
const ROLE_CODES: Readonly<Record<Role, number>> = {
  resistance: 1,
  spy: 2,
  commander: 3,
  assassin: 4,
  'body-guard': 5,
  'blind-spy': 6,
  'deep-cover': 7,
  'false-commander': 8,
  'resistance-defector': 9,
  'spy-defector': 10,
  'resistance-chief': 11,
  'resistance-hunter': 12,
  'spy-chief': 13,
  'spy-hunter': 14,
  'dummy-agent': 15,
  coordinator: 16,
  'deep-agent': 17,
  pretender: 18,
};

/** Stable codes of what a seat may be seen as. */
const SEEN_CODES: Readonly<Record<SeenAs, number>> = {
  spy: 1,
  'spy-chief': 2,
  'spy-defector': 3,
  'resistance-defector': 4,
  commander: 5,
  'commander-or-false-commander': 6,
  'resistance-chief': 7,
  coordinator: 8,
  'deep-agent': 9,
  'deep-agent-or-pretender': 10,
};

const ANSWERS: readonly RevealAnswer[] = ['spy', 'not-spy', 'unknown', 'seen'];

const utf8 = new TextEncoder();

function decodeTable<K extends string>(table: Readonly<Record<K, number>>, code: number): K | undefined {
  return (Object.keys(table) as K[]).find((key) => table[key] === code);
}

/**
 * The card of `seat`: its reveal from its own allow-listed view (`revealFor(viewFor(state,
 * seat))`, exactly what its private reveal turn shows) and, with the Reverser module, its
 * Reverser card.
 */
export function cardFor(state: GameState, seat: Seat): SealedCard {
  const view = viewFor(state, seat);
  return {
    seat,
    players: [...view.players],
    entries: revealFor(view),
    reverser: state.setup.modules?.reverser ? view.reverser !== null : null,
  };
}

/**
 * A card as bytes: seat, flags (bit 0 Reverser module, bit 1 holds a Reverser), player count,
 * each name (length byte, UTF-8), then one byte per reveal entry in reveal order (bits 0–1 the
 * answer, bits 2–7 the own role or what the seat is seen as, 0 for none). Every role of a game
 * gives the same length: the length says nothing but the names.
 * @throws RangeError for a card that does not follow the reveal order, or a name over 255 bytes
 */
export function encodeCard(card: SealedCard): Uint8Array {
  const n = card.players.length;
  const order = seatsFrom(card.seat, n);
  if (card.entries.length !== n) throw new RangeError('one reveal entry per player');
  const names = card.players.map((name) => {
    const bytes = utf8.encode(name);
    if (bytes.length > 255) throw new RangeError('a name longer than 255 bytes cannot be sealed');
    return concatBytes(Uint8Array.of(bytes.length), bytes);
  });
  const entries = card.entries.map((entry, i) => {
    if (entry.seat !== order[i] || entry.self !== (i === 0)) throw new RangeError('the entries must follow the reveal order');
    const detail = entry.role !== undefined ? ROLE_CODES[entry.role] : entry.as !== undefined ? SEEN_CODES[entry.as] : 0;
    return ANSWERS.indexOf(entry.answer) | (detail << 2);
  });
  const flags = (card.reverser !== null ? 1 : 0) | (card.reverser === true ? 2 : 0);
  return concatBytes(Uint8Array.of(card.seat, flags, n), ...names, Uint8Array.from(entries));
}

/**
 * The inverse of {@link encodeCard}, checking every field.
 * @returns the card, or `null` for bytes that are not a well-formed card
 */
export function decodeCard(bytes: Uint8Array): SealedCard | null {
  const text = new TextDecoder('utf-8', { fatal: true });
  try {
    const [seat, flags, n] = [bytes[0], bytes[1], bytes[2]];
    if (seat === undefined || flags === undefined || n === undefined) return null;
    if (n < 5 || n > 10 || seat >= n || flags > 3 || flags === 2) return null;
    let at = 3;
    const players: string[] = [];
    for (let i = 0; i < n; i++) {
      const length = bytes[at];
      if (length === undefined || at + 1 + length > bytes.length) return null;
      players.push(text.decode(bytes.slice(at + 1, at + 1 + length)));
      at += 1 + length;
    }
    if (bytes.length !== at + n) return null;
    const order = seatsFrom(seat, n);
    const entries: RevealEntry[] = [];
    for (let i = 0; i < n; i++) {
      const byte = bytes[at + i]!;
      const answer = ANSWERS[byte & 3]!;
      const detail = byte >> 2;
      const entry: RevealEntry = { seat: order[i]!, self: i === 0, answer };
      if (detail !== 0) {
        if (i === 0) {
          const role = decodeTable(ROLE_CODES, detail);
          if (!role) return null;
          entry.role = role;
        } else {
          const as = decodeTable(SEEN_CODES, detail);
          if (!as || answer !== 'seen') return null;
          entry.as = as;
        }
      }
      if (i === 0 && answer === 'seen') return null;
      entries.push(entry);
    }
    return { seat, players, entries, reverser: flags & 1 ? (flags & 2) !== 0 : null };
  } catch {
    return null; // a name that is not UTF-8
  }
}

/**
 * What the sealed code of `seat` carries (`<rs-sealed-take>`'s `card`): its card as it is now,
 * as bytes ({@link encodeCard} of {@link cardFor}).
 */
export function sealedCardBytes(state: GameState, seat: Seat): Uint8Array {
  return encodeCard(cardFor(state, seat));
}
