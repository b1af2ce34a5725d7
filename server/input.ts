/**
 * Bounds on everything a client sends, checked before a request reaches the room (server/room.ts)
 * or the engine, and refusals that never echo what was sent.
 *
 * - {@link checkRequest}: every event's arguments, whatever the event: one JSON value of bounded
 *   size (strings, lists, objects, nesting, numbers: {@link INPUT_LIMITS}), field names that are
 *   short identifiers and never a name of `Object.prototype` (a payload whose `toString` is not a
 *   function cannot reach a `String(…)`), text with no control character, bidirectional override
 *   or lone surrogate, no binary attachment.
 * - {@link normalizeNames}: a room setup's player names: NFC, trimmed, inner white space as one
 *   space, 1 to {@link INPUT_LIMITS.nameMax} characters, none of the characters above, distinct
 *   once compared without letter case, compatibility forms or invisible characters.
 * - {@link withoutEcho}: the last step of every refusal: when its sentence or its values hold a
 *   text the request carried, the sentence is replaced by a fixed one for its code.
 *
 * Every refusal here names the limit it hit and says which player or which kind of value broke
 * it, never the value itself.
 */
import type { ErrorBody, ErrorCode } from '../src/platform/rooms/protocol.ts';
import { nameKey, normalizeName } from '../src/platform/rooms/player-names.ts';

/** The bounds on a request (all inclusive). */
export const INPUT_LIMITS = {
  /** Characters (Unicode code points) of a player name, after NFC and trimming. */
  nameMax: 40,
  /** UTF-16 code units of any text in a request (a name is held to {@link INPUT_LIMITS.nameMax} after that). */
  stringMax: 100,
  /** Items in any list (players: 5–10, a team: up to 6). */
  arrayMax: 16,
  /** Fields in any object. */
  keysMax: 16,
  /** Characters of a field name. */
  keyMax: 32,
  /** Levels of nesting: `{ setup: { roles: { hunter: { branding: true } } } }` is 4. */
  depthMax: 5,
  /** Values of any kind (objects, lists and their members) in one request. */
  valuesMax: 200,
  /** The largest number, in absolute value (seats, missions, indexes are small). */
  numberMax: 1_000_000,
  /** Bytes of one socket.io message: past it the transport closes the connection (socket.io's `maxHttpBufferSize`). */
  messageBytes: 16 * 1024,
  /** Characters of a handshake's token (a real one has 22). */
  tokenMax: 64,
} as const;

/** The refusal of a request that breaks a bound: `bad-request`, with the limit in its sentence. */
function badRequest(message: string, limit?: number): ErrorBody {
  return { code: 'bad-request', rule: null, message, params: limit === undefined ? {} : { limit } };
}

/** Lone surrogates (a paired one is one code point, not Cs, under the `u` flag). */
const BROKEN = /\p{Cs}/u;
/** Control characters (C0, DEL, C1, NUL among them), line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
/** A field name: a letter, then letters and digits. */
const KEY = /^[A-Za-z][A-Za-z0-9]*$/;

/** Why `text` may not be in a request, or `null`: broken Unicode, control or bidi characters. */
function textProblem(text: string): string | null {
  if (BROKEN.test(text)) return 'a text in a request must be valid Unicode (it holds a lone surrogate)';
  if (CONTROL.test(text)) return 'a text in a request may not hold control characters (NUL, line breaks and the like)';
  if (BIDI.test(text)) return 'a text in a request may not hold bidirectional overrides or isolates (U+202A–U+202E, U+2066–U+2069)';
  return null;
}

/**
 * Checks one event's arguments (the acknowledgement callback left out) against
 * {@link INPUT_LIMITS}.
 * @param args the event's arguments as socket.io decoded them (JSON, or binary attachments)
 * @returns `null` when they hold, else the refusal (`bad-request`, naming the limit)
 */
export function checkRequest(args: readonly unknown[]): ErrorBody | null {
  if (args.length > 1) return badRequest('a request is one object (and the reply callback)');
  let values = 0;
  const walk = (value: unknown, depth: number): ErrorBody | null => {
    if (++values > INPUT_LIMITS.valuesMax) return badRequest(`a request holds at most ${INPUT_LIMITS.valuesMax} values`, INPUT_LIMITS.valuesMax);
    if (value === null || typeof value === 'boolean') return null;
    if (typeof value === 'number') {
      return Number.isFinite(value) && Math.abs(value) <= INPUT_LIMITS.numberMax
        ? null
        : badRequest(`a number in a request is at most ${INPUT_LIMITS.numberMax} in size`, INPUT_LIMITS.numberMax);
    }
    if (typeof value === 'string') {
      if (value.length > INPUT_LIMITS.stringMax) return badRequest(`a text in a request has at most ${INPUT_LIMITS.stringMax} characters`, INPUT_LIMITS.stringMax);
      const problem = textProblem(value);
      return problem ? badRequest(problem) : null;
    }
    if (typeof value !== 'object') return badRequest('a request holds only JSON values');
    if (depth >= INPUT_LIMITS.depthMax) return badRequest(`a request nests at most ${INPUT_LIMITS.depthMax} levels deep`, INPUT_LIMITS.depthMax);
    if (Array.isArray(value)) {
      if (value.length > INPUT_LIMITS.arrayMax) return badRequest(`a list in a request has at most ${INPUT_LIMITS.arrayMax} items`, INPUT_LIMITS.arrayMax);
      for (const item of value) {
        const problem = walk(item, depth + 1);
        if (problem) return problem;
      }
      return null;
    }
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return badRequest('a request carries no binary data, only JSON');
    const keys = Object.keys(value);
    if (keys.length > INPUT_LIMITS.keysMax) return badRequest(`an object in a request has at most ${INPUT_LIMITS.keysMax} fields`, INPUT_LIMITS.keysMax);
    for (const key of keys) {
      if (key.length > INPUT_LIMITS.keyMax || !KEY.test(key) || key in Object.prototype) {
        return badRequest(`a field name in a request is 1 to ${INPUT_LIMITS.keyMax} ASCII letters and digits, starting with a letter, and not a built-in name`, INPUT_LIMITS.keyMax);
      }
      const problem = walk((value as Record<string, unknown>)[key], depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  for (const arg of args) {
    const problem = walk(arg, 0);
    if (problem) return problem;
  }
  return null;
}

/** A refusal of a player name under `rule` (the game's rule of its players' names), naming the player by number, not by name. */
function nameRefusal(rule: string, reason: string, message: string, seat: number, extra: Record<string, number> = {}): ErrorBody {
  return { code: 'rule', rule, reason, message, params: { seat, ...extra } };
}

/**
 * Normalises a room setup's player names in place and checks them (the setup as the client sent
 * it, before `newRoom`), in every game: the players as a list in seat order, or as an object of
 * names (Rebellion vs Empire's `{ rebellion, empire }`). Names that are not text, and a setup
 * without players, are left for the game to refuse, as are blank names.
 *
 * A name is stored NFC-normalised, trimmed, with each run of white space inside it as one space.
 * @param setup the `setup` of a `room:create` request (any value)
 * @param rule the rule id of the players' names in the request's game (`RoomGame.namesRule`:
 *   R-SET-1, G2-SET-1, G3-SET-1), cited by the refusal
 * @returns `null` when the names hold (then `setup.players` holds the normalised names), else the
 *   refusal: `code: 'rule'`, `rule` (as given), `reason` `name-length` (over
 *   {@link INPUT_LIMITS.nameMax} characters), `name-characters` (a control character, a
 *   bidirectional override or isolate, a lone surrogate), `name-duplicate` (two names equal by
 *   {@link nameKey}; `params.seat` and `params.other`) or `player-name` (only invisible
 *   characters); `params.seat` is the seat (from 0), and the sentence says "player N" (from 1)
 */
export function normalizeNames(setup: unknown, rule: string): ErrorBody | null {
  if (setup === null || typeof setup !== 'object' || Array.isArray(setup)) return null;
  const given = (setup as { players?: unknown }).players;
  // The players as a list in seat order (The Resistance, the traitor expansion) or as an object of
  // names by side (Rebellion vs Empire: `{ rebellion, empire }`, its seats in that order).
  const byKey = given !== null && typeof given === 'object' && !Array.isArray(given) ? Object.keys(given) : null;
  const players: unknown[] | null = Array.isArray(given) ? given : byKey ? byKey.map((k) => (given as Record<string, unknown>)[k]) : null;
  if (!players) return null;
  const names: unknown[] = [...players];
  const keys = new Map<string, number>();
  for (const [seat, raw] of players.entries()) {
    if (typeof raw !== 'string') continue;
    const who = `player ${seat + 1}'s name`;
    if (BROKEN.test(raw) || CONTROL.test(raw) || BIDI.test(raw)) {
      return nameRefusal(
        rule,
        'name-characters',
        `${who} holds a character a name may not have: a control character, a bidirectional override or isolate, or a lone surrogate`,
        seat,
      );
    }
    const name = normalizeName(raw);
    if (name === '') continue; // blank: the engine's refusal
    const length = [...name].length;
    if (length > INPUT_LIMITS.nameMax) {
      return nameRefusal(rule, 'name-length', `a player name has at most ${INPUT_LIMITS.nameMax} characters, and ${who} is longer`, seat, {
        limit: INPUT_LIMITS.nameMax,
      });
    }
    const key = nameKey(name);
    if (key === '') return nameRefusal(rule, 'player-name', `${who} is only invisible characters: every player needs a name`, seat);
    const other = keys.get(key);
    if (other !== undefined) {
      return nameRefusal(
        rule,
        'name-duplicate',
        `player ${other + 1} and player ${seat + 1} have the same name once letter case and invisible characters are set aside: give each player a different name`,
        seat,
        { other },
      );
    }
    keys.set(key, seat);
    names[seat] = name;
  }
  (setup as { players: unknown }).players = byKey ? Object.fromEntries(byKey.map((k, i) => [k, names[i]])) : names;
  return null;
}

/** The platform's field names of the protocol (a room's setup and its players, a join code, a seat, a seat's check). */
export const PLATFORM_FIELDS: readonly string[] = ['setup', 'players', 'code', 'seat', 'check'];

/**
 * The field names of the protocol: the platform's and those of each game the server runs (the
 * games' room parts give theirs: `RoomGame.fields`). They may appear in a refusal's sentence
 * without being an echo.
 */
export function protocolFields(games: readonly { readonly fields?: readonly string[] }[]): ReadonlySet<string> {
  return new Set([...PLATFORM_FIELDS, ...games.flatMap((g) => g.fields ?? [])]);
}

/** The sentence of a refusal whose own sentence would have echoed the request. */
const PLAIN: Record<ErrorCode, string> = {
  rule: 'the rules do not allow this request',
  'bad-request': 'the request has the wrong shape',
  'bad-code': 'a join code is 5 letters such as "KXMPR"',
  'no-room': 'no room has this code',
  'seat-taken': 'another device holds this seat',
  'no-seat': 'there is no such seat in this room',
  'token-unknown': 'this token opens no seat of this room',
  'token-revoked': 'this device was removed from its seat by the table',
  'not-table': 'only the table device may do this',
  'not-seat': "only a player's own device may do this",
  'deal-by-server': 'the server deals the cards: a room setup names no dealt card or seat',
  'seats-free': 'every seat must be taken before the cards are dealt (R-SET-3)',
  'seats-waiting': "the table admits every seat's phone before the cards are dealt",
  'not-admitted': 'the table has not admitted this phone yet',
  'seat-free': 'no phone holds this seat yet',
  'check-wrong': "these are not the digits this seat's phone shows",
  'not-dealt': 'the game has not started: the table deals the cards once every seat is taken (R-SET-3)',
  'already-dealt': 'the cards are already dealt (R-SET-3)',
  'not-supported': 'the room server cannot run this setup yet',
  'rate-limited': 'too many requests: try again later',
  busy: 'the room was busy: try again',
  'server-error': 'the server could not do this; try again',
};

/** Every text value, and every field name that is not the protocol's (`fields`), in `value`. */
function textsOf(value: unknown, fields: ReadonlySet<string>, into: string[] = [], depth = 0): string[] {
  if (depth > INPUT_LIMITS.depthMax + 1 || into.length > INPUT_LIMITS.valuesMax) return into;
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, fields, into, depth + 1);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!fields.has(key)) into.push(key);
      textsOf(item, fields, into, depth + 1);
    }
  }
  return into;
}

/** Whether `text` appears in `within` as a whole word (not as a piece of a longer word). */
function contains(within: string, text: string): boolean {
  if (text === '') return false;
  const word = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}_]/u.test(ch);
  const startsWord = word([...text][0]);
  const endsWord = word([...text].pop());
  for (let at = within.indexOf(text); at >= 0; at = within.indexOf(text, at + 1)) {
    const before = [...within.slice(0, at)].pop();
    const after = [...within.slice(at + text.length)][0];
    if ((!startsWord || !word(before)) && (!endsWord || !word(after))) return true;
  }
  return false;
}

/**
 * A refusal that repeats nothing the client sent: when its sentence or one of its values holds a
 * text of the request (a string value, or a field name the protocol does not have), the sentence
 * becomes a fixed one for its code and the values are dropped (the code, rule and reason stay, so
 * the app still translates it). Numbers a request carried may be repeated ("there is no seat 7").
 * @param body the refusal about to be sent
 * @param args the request's arguments (the acknowledgement left out)
 * @param fields the protocol's field names ({@link protocolFields}); the platform's alone when left out
 */
export function withoutEcho(body: ErrorBody, args: readonly unknown[], fields: ReadonlySet<string> = new Set(PLATFORM_FIELDS)): ErrorBody {
  const texts = textsOf(args, fields);
  if (texts.length === 0) return body;
  const values = Object.values(body.params ?? {}).map(String);
  const echoes = texts.some((text) => contains(body.message, text) || values.some((value) => contains(value, text)));
  if (!echoes) return body;
  return { code: body.code, rule: body.rule, ...(body.reason ? { reason: body.reason } : {}), message: PLAIN[body.code], params: {} };
}
