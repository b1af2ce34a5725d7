/**
 * The expansion's seat frames ("Every private screen equal in shape for the Traitor and
 * the Loyal"; the platform pads them: server/frames.ts): a seat's snapshot is allowed its public
 * parts (the board, the public asks, the consequences and the cards they name, the platform's
 * fields) and a headroom for everything this seat alone knows: its own loyalty card and Plot
 * (`view.own`) and its secret ask (the private Foul Machination menu, G3-OP-6). The headroom is a
 * bound computed from the card limits (cards.ts `LIMITS`), not from the cards dealt, so that the
 * Traitor's and a Loyal player's snapshots, whatever Plot each holds, are padded to the same length.
 */
import { jsonBytes, sharedJsonBytes } from '../../../platform/rooms/frame-padding.ts';
import { CARD_KINDS, LIMITS, TRAITS } from '../engine.ts';
import type { Ask, Requirement, SeatView } from '../engine.ts';
import type { SnapshotDelta } from '../../../platform/rooms/snapshot-delta.ts';
import type { TraitorSeatSnapshot } from './protocol.ts';

/** JSON bytes one UTF-16 unit of a string may take at most (a control character is escaped as `\u00XX`). */
const MAX_BYTES_PER_UNIT = 6;

/** The longest requirement line the engine accepts (every kind, every keyword, both bounds, the 2–3 players flag). */
const LONGEST_LINE: Requirement = { count: LIMITS.count, kinds: [...CARD_KINDS], costMin: LIMITS.cost, costMax: LIMITS.cost, traits: [...TRAITS], fewPlayersOnly: true };

/** A string as long in JSON as any text of `units` UTF-16 units may be. */
const longest = (units: number): string => 'x'.repeat(units * MAX_BYTES_PER_UNIT);

/**
 * The most bytes `view.own` may take (beyond `null`): the Traitor's card and a Plot with the
 * longest id, names and text the engine accepts and a Power cost of two digits.
 */
export const OWN_HEADROOM: number =
  jsonBytes({
    loyalty: 'traitor',
    plot: { id: 'x'.repeat(64), name: longest(LIMITS.name), nameEn: longest(LIMITS.name), level: null, effect: longest(LIMITS.text), requirements: [], power: LIMITS.power },
  }) - jsonBytes(null);

/** The most bytes the seat's secret ask may take: the private Foul Machination menu with the most lines, each the longest (and its comma). */
export const ASK_HEADROOM: number =
  jsonBytes({ kind: 'declare-machination', seat: 9, table: false, secret: true, options: { requirements: Array.from({ length: LIMITS.lines }, () => LONGEST_LINE) } }) + 1;

/** The asks as every device may see them: a secret ask of this seat's own left out (asks.ts `asksFor` for another viewer). */
function publicAsks(asks: readonly Ask[]): Ask[] {
  return asks.filter((ask) => !ask.secret);
}

/** The bytes of a seat snapshot's public parts: the snapshot with no `own` and no secret ask. */
export function seatPublicBytes(snapshot: TraitorSeatSnapshot): number {
  const view: SeatView = { ...snapshot.view, own: null };
  return jsonBytes({ ...snapshot, view, asks: publicAsks(snapshot.asks) });
}

/** The bytes a seat's snapshot is allowed: its public bytes and the headroom (the room game's `seatFrameBytes`). */
export function seatFrameBytes(snapshot: TraitorSeatSnapshot): number {
  return seatPublicBytes(snapshot) + OWN_HEADROOM + ASK_HEADROOM;
}

/**
 * The most cards one change's consequences name (a seat's `cards`, room-game.ts `namedCards`):
 * one request is at most two engine events (a Challenge whose level the table enters, then turns
 * face up: one card), and their consequences name the Challenge turned, contributed to or defeated,
 * a card entered, the Foul Machination completed and the Plot that joins (G3-REVEAL-1), a Plot
 * defeated. Checked on every change of the seeded games of test/server/tr-deltas.test.ts.
 */
export const NAMED_CARDS_MAX = 4;

/** An operation's envelope and its comma, with the longest path into a seat's snapshot (`/cards/9/requirements/11/traits/3`…). */
const OP_BYTES: number = jsonBytes({ op: 'replace', path: '/asks/9/options/requirements/11/traits/9', value: null }) - jsonBytes(null) + 1;

/** The fields of a Plot's card view (`cardViewOf`: id, name, nameEn, level, effect, requirements, power). */
const PLOT_FIELDS = 7;

/**
 * What a seat's delta may hold that the table's has not, all public: its `cards` (the cards the
 * change's consequences name, the same for every seat; the table's `cards` are the catalogue's) and
 * its own asks whole (the active player's turn steps with their options; the table's have none;
 * who is active is public): their bytes twice (each of their values in an operation at most once,
 * and the operations' paths and envelopes), and the removal of the previous change's cards
 * ({@link NAMED_CARDS_MAX} operations). Being public, these need not be a bound from the limits: a
 * delta that outgrew them would make every seat get its whole snapshot, which tells nothing a seat
 * alone knows. They covered every change of the seeded games of test/server/tr-deltas.test.ts.
 */
export function seatOwnPartsBytes(snapshot: TraitorSeatSnapshot): number {
  const own = snapshot.asks.filter((ask) => ask.seat === snapshot.seat && !ask.secret);
  const parts = [snapshot.cards, own];
  return parts.reduce((n, part) => n + 2 * jsonBytes(part), 0) + NAMED_CARDS_MAX * OP_BYTES;
}

/**
 * The public part of a seat delta's allowance: the table's patch (a seat's view
 * is the table's with its own loyalty card and Plot, `own`, and its asks the table's with its own
 * whole) and consequences (the same on every device), and {@link seatOwnPartsBytes}. Public facts
 * only: the table's delta and the snapshot's public parts.
 */
export function seatDeltaPublicBytes(table: SnapshotDelta, snapshot: TraitorSeatSnapshot): number {
  return sharedJsonBytes(table.patch) + (table.consequences ? sharedJsonBytes(table.consequences) : 2) + seatOwnPartsBytes(snapshot);
}

/** Whether `table`'s consequences say the table entered a Plot's data (G3-CARD-UNKNOWN): public, and the change of one seat's `view.own`. */
function plotEntered(table: SnapshotDelta): boolean {
  return (table.consequences ?? []).some((c) => (c as { kind?: unknown; role?: unknown }).kind === 'card-entered' && (c as { role?: unknown }).role === 'plot');
}

/**
 * The private Foul Machination menu as the active seat gets it (core/steps.ts `asked`: the active
 * lines of the Foul Machination, G3-FM-2, the same for every player, G3-OP-6), built from the public
 * view (`view.machination.lines`), or `null` when its lines are not entered (no menu then).
 */
function menuOf(view: SeatView): Ask | null {
  const lines = view.machination.lines;
  if (lines === null) return null;
  return { kind: 'declare-machination', seat: view.active, table: false, secret: true, options: { requirements: lines.filter((l) => l.active).map((l) => l.requirement) } };
}

/**
 * The bytes allowed, beyond {@link seatDeltaPublicBytes}, for what one seat alone may learn in one
 * change:
 * - its secret ask, the private Foul Machination menu (G3-OP-6), appearing or going on its own
 *   turn: the menu's bytes twice (its values and their operations), and the shift it makes in the
 *   list of asks (every later ask once more: the public asks' bytes and an operation each). The
 *   menu's content is public (the Foul Machination's active lines, `view.machination`, the same for
 *   every player; before the reveal every player gets it on their turn, after it only a revealed
 *   Traitor, G3-OP-7), so its size comes from the public view, not from the limits
 *   ({@link ASK_HEADROOM}), and a shortfall there would tell nothing either;
 * - its Plot (`view.own.plot`) when the table entered a Plot's missing data in this change
 *   (G3-CARD-UNKNOWN: the consequence `card-entered` with the role `plot`, public; which seat holds
 *   that Plot is not): the Plot whole at the limits, {@link OWN_HEADROOM}, an operation per field.
 *   Otherwise its loyalty card and Plot never change after the deal (G3-SET-5, G3-SET-6), and a
 *   change of the deal goes as whole snapshots (server/deltas.ts); test/server/tr-deltas.test.ts
 *   checks that no other delta carries them.
 * So the only secret a seat's delta may carry is its Plot's entered data, bounded from the limits.
 * Measured over 400 seeded whole games (test/server/tr-deltas.test.ts's, 2 to 5 players, Plots
 * entered mid-game among them): a seat's delta exceeded {@link seatDeltaPublicBytes} by 608 bytes
 * at most, and the whole allowance always had at least 852 bytes to spare.
 */
export function seatDeltaHeadroom(table: SnapshotDelta, snapshot: TraitorSeatSnapshot): number {
  const menu = menuOf(snapshot.view);
  const shifted = snapshot.asks.filter((ask) => !ask.secret);
  const asks = (menu ? 2 * jsonBytes(menu) + OP_BYTES : 0) + jsonBytes(shifted) + OP_BYTES * shifted.length;
  return asks + (plotEntered(table) ? OWN_HEADROOM + PLOT_FIELDS * OP_BYTES : 0);
}

/** The bytes a seat's delta may take for its patch and consequences (the room game's `seatDeltaBytes`). */
export function seatDeltaBytes(table: SnapshotDelta, snapshot: TraitorSeatSnapshot): number {
  return seatDeltaPublicBytes(table, snapshot) + seatDeltaHeadroom(table, snapshot);
}
