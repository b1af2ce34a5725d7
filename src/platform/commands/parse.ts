/**
 * The mechanics of typed commands, for any game: the input cut into words and numbers, words
 * matched against a vocabulary (in any of its languages, with or without diacritics, whole or by
 * a prefix of three letters or more), and seat numbers read from the numbers typed. A game gives
 * its own vocabulary (its commands and questions, the words that name them, and what each does);
 * the platform knows no game.
 *
 * Tokens: lower case, diacritics kept for display but ignored when matching (`drużyna` and
 * `druzyna` are the same word), letters and digits apart (`t13` is `t` then `13`), a dash is a
 * word of its own (`a-24`: `a`, `-`, `24`, read as "approve all but 2 and 4"), other punctuation
 * is a space.
 */

/** One word of the input: its text as typed (lower case) and its matching key (no diacritics). */
export interface Token {
  text: string;
  key: string;
  /** Whether the token is a run of digits. */
  digits: boolean;
}

/** The matching key of a word: lower case, no diacritics (ł is l), for comparing words typed with or without them. */
export function wordKey(word: string): string {
  return word
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l');
}

/** Cuts `input` into tokens (see the file comment). Never throws; '' gives []. */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  for (const match of input.toLocaleLowerCase().normalize('NFC').matchAll(/\p{N}+|\p{L}+|-/gu)) {
    const text = match[0];
    tokens.push({ text, key: wordKey(text), digits: /^\p{N}+$/u.test(text) });
  }
  return tokens;
}

/**
 * Whether the token `token` is the word `word` (matched on keys): the same word, or a prefix of
 * it of at least `minPrefix` letters (3 by default: "appr" is "approve"; one- and two-letter
 * short forms are listed as words of their own).
 */
export function isWord(token: Token | undefined, word: string, minPrefix = 3): boolean {
  if (!token || token.digits) return false;
  const key = wordKey(word);
  return token.key === key || (token.key.length >= minPrefix && key.startsWith(token.key));
}

/** Whether `token` is one of `words` ({@link isWord}). */
export function isAnyWord(token: Token | undefined, words: readonly string[], minPrefix = 3): boolean {
  return words.some((word) => isWord(token, word, minPrefix));
}

/**
 * How many tokens from `from` the phrase `phrase` (words apart by spaces) takes, or 0 when the
 * tokens there do not say it. Every word of a phrase must match ({@link isWord}).
 */
export function phraseLength(tokens: readonly Token[], phrase: string, from = 0): number {
  const words = phrase.split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  for (let i = 0; i < words.length; i++) if (!isWord(tokens[from + i], words[i]!)) return 0;
  return words.length;
}

/** The longest of `phrases` said at `from` and its length in tokens; `null` when none is. */
export function longestPhrase(tokens: readonly Token[], phrases: readonly string[], from = 0): { phrase: string; length: number } | null {
  let best: { phrase: string; length: number } | null = null;
  for (const phrase of phrases) {
    const length = phraseLength(tokens, phrase, from);
    if (length > 0 && (!best || length > best.length)) best = { phrase, length };
  }
  return best;
}

/**
 * The seats a run of digits names, as seat indexes from 0, for a table of `players` (1–10 seats,
 * numbered from 1): each digit is a seat ("135" is seats 1, 3 and 5), and at ten players "10" is
 * seat 10 ("1102" is 1, 10 and 2). `null` when a digit names no seat.
 */
export function seatsOfDigits(run: string, players: number): number[] | null {
  const seats: number[] = [];
  for (let i = 0; i < run.length; i++) {
    let n = Number(run[i]);
    if (n === 1 && run[i + 1] === '0' && players >= 10) {
      n = 10;
      i++;
    }
    if (!Number.isInteger(n) || n < 1 || n > players) return null;
    seats.push(n - 1);
  }
  return seats;
}

/**
 * The seats named by the digit tokens of `tokens` (from `from` to the end, or up to the first
 * token that is not a number or one of `fillers`: "and", "i"…), each once, in the order typed.
 * @returns the seats (from 0), the tokens read, and the first number that names no seat (as typed)
 */
export function readSeats(
  tokens: readonly Token[],
  players: number,
  from = 0,
  fillers: readonly string[] = [],
): { seats: number[]; read: number; bad: string | null } {
  const seats: number[] = [];
  let i = from;
  let bad: string | null = null;
  for (; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.digits) {
      if (isAnyWord(token, fillers, 99)) continue;
      break;
    }
    // A multi-digit number that is itself a seat (10 at ten players) or digits of seats.
    const whole = Number(token.text);
    const named = token.text.length > 1 && whole >= 1 && whole <= players && players >= 10 && whole === 10 ? [9] : seatsOfDigits(token.text, players);
    if (!named) {
      bad ??= token.text;
      continue;
    }
    for (const seat of named) if (!seats.includes(seat)) seats.push(seat);
  }
  return { seats, read: i - from, bad };
}

/** The first number among `tokens` from `from`, or `null`. */
export function firstNumber(tokens: readonly Token[], from = 0): number | null {
  for (let i = from; i < tokens.length; i++) if (tokens[i]!.digits) return Number(tokens[i]!.text);
  return null;
}
