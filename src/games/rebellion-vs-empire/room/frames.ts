/**
 * Rebellion vs Empire's seat frames (the platform pads them: server/frames.ts): a seat's
 * snapshot is allowed its public parts (the code, game, version, deal, seat and side, the board,
 * the consequences, the last result, the asks in their public form), the board counted twice (the seat's `view` is
 * the board plus what its side alone knows), and an upper bound of what the Rebellion alone knows
 * ({@link largestSecretParts}: from the rules' limits and the public board and asks), so that the
 * length of a frame tells nothing of the Rebellion's hand or hidden cards. The Empire knows no
 * secret (G2-STATE-5): its frames get the same allowance. The allowance also counts the dealt
 * districts and missions at the longest any deal could put in their places, the side and the
 * counters at their longest ({@link dealSpreadBytes}), so that the frame a deal sends each seat
 * (its whole snapshot: the delta planner sends no delta across a deal, server/deltas.ts) has one
 * length for both seats and every deal of a room's setup (G2-SET-2, G2-SET-6), however often a
 * seat freed before the first event makes the room deal again.
 */
import { jsonBytes, sharedJsonBytes } from '../../../platform/rooms/frame-padding.ts';
import type { SnapshotDelta } from '../../../platform/rooms/snapshot-delta.ts';
import { DISTRICTS, DRAWABLE_MISSIONS, REBEL_DECK } from '../engine.ts';
import type { Ask, GameView } from '../engine.ts';
import type { RveSeatSnapshot } from './protocol.ts';

/** An ask as the public sees it (core/steps.ts `asksFor`: a secret ask as its kind and asker only). */
function publicAsk(ask: Ask): Ask {
  return ask.secret ? { kind: ask.kind, by: ask.by, secret: true } : ask;
}

/** The bytes of a seat snapshot's public parts (see the module comment). */
export function seatPublicBytes(snapshot: RveSeatSnapshot): number {
  const { code, game, version, dealt, deals, seat, side, board, consequences, lastResult, asks } = snapshot;
  return jsonBytes({ code, game, version, dealt, deals, seat, side, board, consequences, lastResult, asks: asks.map(publicAsk) }) + jsonBytes(board);
}

/**
 * The bytes a seat's snapshot is allowed (the room game's `seatFrameBytes`): its public bytes,
 * {@link dealSpreadBytes} (so that which districts and missions were dealt, and where, changes
 * nothing) and its secret parts at their largest.
 */
export function seatFrameBytes(snapshot: RveSeatSnapshot): number {
  return seatPublicBytes(snapshot) + dealSpreadBytes(snapshot) + seatSecretBytes(snapshot.board, snapshot.asks);
}

/**
 * The ids a deal draws, by kind, with their lengths in JSON longest first: the five districts laid
 * in a random row (G2-SET-2; the Capitol in the middle with the variant, G2-CAPITOL-1) and the
 * three mission cards drawn beside Revolution, which is always in play (G2-SET-6).
 */
const DEALT_KINDS: readonly { ids: ReadonlySet<string>; lengths: readonly number[] }[] = [DISTRICTS, DRAWABLE_MISSIONS].map((ids) => ({
  ids: new Set<string>(ids),
  lengths: ids.map((id) => jsonBytes(id)).sort((a, b) => b - a),
}));
/** The longer side's name in JSON (`"rebellion"`), so that both seats are allowed the same. */
const LONGEST_SIDE = Math.max(jsonBytes('rebellion'), jsonBytes('empire'));
/** The most digits a snapshot's version or deal count takes (a safe integer). */
const COUNTER_BYTES = jsonBytes(Number.MAX_SAFE_INTEGER);

/** Per board: how many times each dealt id occurs in it (see {@link dealSpreadBytes}). */
const idCounts = new WeakMap<object, Map<string, number>>();

/** Adds to `counts` the occurrences of each dealt id among `value`'s strings. */
function countIds(value: unknown, counts: Map<string, number>, times: number): void {
  if (typeof value === 'string') {
    if (DEALT_KINDS.some((kind) => kind.ids.has(value))) counts.set(value, (counts.get(value) ?? 0) + times);
  } else if (typeof value === 'object' && value !== null) {
    for (const part of Array.isArray(value) ? value : Object.values(value)) countIds(part, counts, times);
  }
}

/** {@link countIds} of an object of a snapshot, kept per object (snapshots are never changed once built). */
function idsOf(value: object): Map<string, number> {
  let counts = idCounts.get(value);
  if (!counts) {
    counts = new Map();
    countIds(value, counts, 1);
    idCounts.set(value, counts);
  }
  return counts;
}

/**
 * The bytes by which a seat snapshot's public parts ({@link seatPublicBytes}) may fall short of
 * those of the same room after any other deal, and of the other seat's: a deal changes which
 * districts and missions stand where in the public parts (the row, G2-SET-2, G2-CAPITOL-1; the
 * missions drawn, G2-SET-6), never how many places each kind fills. The largest those places can
 * take is each kind's ids pairing its most-repeated place with its longest id, its next with the
 * next (the rearrangement inequality: no assignment of ids to places is longer), whatever ids
 * stand there now; the side is counted as the longer one and the version and the deal count at
 * the most digits they may take. The result depends on the setup and the board's places only.
 */
export function dealSpreadBytes(snapshot: RveSeatSnapshot): number {
  const { side, version, deals, board, asks } = snapshot;
  const counts = new Map<string, number>();
  for (const [id, n] of idsOf(board)) counts.set(id, 2 * n);
  // The asks in their public form, as seatPublicBytes counts them: a secret ask's options are the
  // Rebellion's alone and may depend on its cards.
  countIds(asks.map(publicAsk), counts, 1);
  let spread = LONGEST_SIDE - jsonBytes(side) + COUNTER_BYTES - jsonBytes(version) + COUNTER_BYTES - jsonBytes(deals);
  for (const kind of DEALT_KINDS) {
    const places = [...counts].filter(([id]) => kind.ids.has(id));
    const now = places.reduce((n, [id, times]) => n + times * jsonBytes(id), 0);
    const most = places
      .map(([, times]) => times)
      .sort((a, b) => b - a)
      .reduce((n, times, i) => n + times * kind.lengths[i]!, 0);
    spread += most - now;
  }
  return spread;
}

/** The most cards the play's options name of the hand (G2-SET-3: 5 at the start, G2-DRAW: 3 drawn after 3 played). */
const HAND_MAX = 8;

/** The longest card id (`intelligence-5`…), in JSON with its quotes and a comma. */
const ID_BYTES = Math.max(...REBEL_DECK.map((id) => jsonBytes(id))) + 1;
/** The longest mission status of the Rebellion's reckoning (missions.ts `MissionStatus`). */
const STATUS = 'met-unless-hidden';

/** One operation with the longest path of its kind and the longest value, and its comma. */
const op = (path: string, value: unknown): number => jsonBytes({ op: 'replace', path, value }) + 1;
/** A hidden card's face where the public board has `null` (row stack, played, destroyed or liberated pile). */
const FACE_OP = op('/view/liberated/99/stack/99/card', REBEL_DECK[0]) - jsonBytes(REBEL_DECK[0]) + ID_BYTES;
/** A card of the hand (`hand.cards`: `null` in the public view). */
const HAND_OP = op('/view/hand/cards/99', REBEL_DECK[0]) - jsonBytes(REBEL_DECK[0]) + ID_BYTES;
/** The Rebellion's reckoning of one district's mission (view.ts `DistrictMissionView.rebellion`). */
const RECKONING_OP = op('/view/row/99/missions/99/rebellion', STATUS);
/** A secret ask's whole form beyond its public one (`{kind, by, secret}`): the envelope of its options and its operation. */
const ASK_BASE = 256;
/** One line of a proof or a claim (steps.ts `ProofOption`: a district, a mission and the cards to reveal), without its cards. */
const PROOF_LINE = jsonBytes({ district: 'ministry-of-truth', missions: [{ mission: 'civil-disobedience', reveal: [] }] });

/** The Rebellion's reckoning of one district's mission beside the public one (`,"rebellion":…`, view.ts `DistrictMissionView`). */
const RECKONING_BYTES = jsonBytes({ rebellion: STATUS }) - 2 + 1;

/** The bytes of each kind of what the Rebellion alone knows in its snapshot, beyond the public board's (see {@link largestSecretParts}). */
export interface RveSecretParts {
  /** Its view's `viewer` (`"rebellion"` for `"public"`). */
  viewer: number;
  /** Its hand's cards (`null` in the public view; their number is public). */
  hand: number;
  /** The faces of the cards the public board shows hidden (`null`). */
  faces: number;
  /** Its own reckoning of every district's every mission (G2-MIS-VIEW). */
  reckonings: number;
  /** Its secret asks whole beyond their public form (`{kind, by, secret}`). */
  asks: number;
}

/**
 * What the Rebellion alone may know in a seat snapshot, by kind, at its largest, from public facts
 * only (the public board and the kinds of the secret asks, which every device sees): a card id of
 * the longest for each card of the hand (its number is public) and each face the board hides, the
 * longest mission status for each district's every mission, and the secret asks' options as
 * {@link seatDeltaHeadroom} bounds them (the play's hand and the cards it may reveal, G2-ROUND-PLAY;
 * a proof or a claim per district and mission with the hidden cards it reveals, G2-LIB-5,
 * G2-MIS-UNKNOWN), {@link ASK_BASE} for one going.
 */
export function largestSecretParts(board: GameView, asks: readonly Ask[]): RveSecretParts {
  const faces = hiddenFaces(board);
  const reckonings = board.row.length * board.missions.length;
  const secret = new Set(asks.filter((ask) => ask.secret).map((ask) => ask.kind));
  return {
    viewer: jsonBytes('rebellion') - jsonBytes('public'),
    hand: board.hand.count * ID_BYTES,
    faces: faces * ID_BYTES,
    reckonings: reckonings * RECKONING_BYTES,
    asks: (secret.has('play') ? HAND_MAX * 2 * ID_BYTES : 0) + (secret.has('liberate') ? reckonings * PROOF_LINE + faces * 4 * ID_BYTES : 0) + ASK_BASE,
  };
}

/** The bytes allowed, beyond its public parts, for what the Rebellion alone knows in a seat snapshot: {@link largestSecretParts} together. */
export function seatSecretBytes(board: GameView, asks: readonly Ask[]): number {
  const parts = largestSecretParts(board, asks);
  return parts.viewer + parts.hand + parts.faces + parts.reckonings + parts.asks;
}

/** The faces the public board hides: its cards shown as `null` (each a face in the Rebellion's view). */
function hiddenFaces(board: GameView): number {
  const cards = [...board.row.flatMap((d) => d.stack), ...board.played, ...board.destroyed.cards, ...board.liberated.flatMap((l) => l.stack)];
  return cards.filter((c) => c.card === null).length;
}

/**
 * The bytes allowed, beyond {@link seatDeltaPublicBytes}, for what the Rebellion alone may learn in
 * one change (G2-STATE-5: the Empire's view is the public one, so only the
 * Rebellion's delta has more than the table's), bounded from the rules' limits and the public
 * board and asks (`board`, and the kinds of the secret asks in `asks`: the same in both seats'
 * snapshots):
 * - a face for every card the board shows hidden (an operation each at most: a card moved, a
 *   district shifted along the row, or a face in place of the table's `null`);
 * - every card of the hand ({@link HAND_MAX}: the cards played, drawn or shifted);
 * - its own reckoning of every district's every mission (G2-MIS-VIEW: `rebellion` beside `public`);
 * - its secret asks whole (G2-ROUND-PLAY: the hand and the cards it may reveal; G2-LIB-5 and
 *   G2-MIS-UNKNOWN: a proof or a claim per district and mission, each with the hidden cards it
 *   reveals, at most every hidden card of the district, four missions), each only while `asks`
 *   has it: which secret asks there are is public (the Empire's and the table's asks show each as
 *   its kind and asker), their options are not; {@link ASK_BASE} for one going.
 * The sum of every worst case at once. Measured over 300 seeded whole games (test/server/rve-deltas.test.ts's
 * players, both mission modes, with and without the Capitol variant): the largest excess of the
 * Rebellion's delta over {@link seatDeltaPublicBytes} was 574 bytes, and this headroom always had
 * at least 1,634 bytes to spare.
 */
export function seatDeltaHeadroom(board: GameView, asks: readonly Ask[]): number {
  const faces = hiddenFaces(board);
  const reckonings = board.row.length * board.missions.length;
  // Which secret asks there are is public (core/steps.ts `asksFor`: the kind and the asker of each).
  const secret = new Set(asks.filter((ask) => ask.secret).map((ask) => ask.kind));
  return (
    faces * FACE_OP +
    HAND_MAX * HAND_OP +
    reckonings * RECKONING_OP +
    (secret.has('play') ? HAND_MAX * 2 * ID_BYTES : 0) +
    (secret.has('liberate') ? reckonings * PROOF_LINE + faces * 4 * ID_BYTES : 0) +
    ASK_BASE
  );
}

/**
 * The public part of a seat delta's allowance: the table's patch twice (a
 * seat's `board` is the table's `view`, and its own `view` is the same board with what its side
 * alone knows; its asks change as the table's do), one byte more per operation (a seat's `board`
 * operations have the path `/board/…` where the table's have `/view/…`), and the consequences (a
 * seat's are the table's). Public facts only: the table's delta of the same change.
 */
export function seatDeltaPublicBytes(table: SnapshotDelta): number {
  return 2 * sharedJsonBytes(table.patch) + table.patch.length + (table.consequences ? sharedJsonBytes(table.consequences) : 2);
}

/**
 * The bytes a seat's delta may take for its patch and consequences (the room game's
 * `seatDeltaBytes`): {@link seatDeltaPublicBytes} and {@link seatDeltaHeadroom}, the same for
 * both seats (the Empire knows no secret, G2-STATE-5, but its frames are padded as the
 * Rebellion's: the planner pads every seat's delta of a change to the largest allowance).
 */
export function seatDeltaBytes(table: SnapshotDelta, snapshot: RveSeatSnapshot): number {
  return seatDeltaPublicBytes(table) + seatDeltaHeadroom(snapshot.board, snapshot.asks);
}
