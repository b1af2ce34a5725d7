/**
 * The expansion's seat frames (issue 21: "Every private screen equal in shape for the Traitor and
 * the Loyal"; the platform pads them: server/frames.ts): a seat's snapshot is allowed its public
 * parts (the board, the public asks, the consequences and the cards they name, the platform's
 * fields) and a headroom for everything this seat alone knows: its own loyalty card and Plot
 * (`view.own`) and its secret ask (the private Foul Machination menu, G3-OP-6). The headroom is a
 * bound computed from the card limits (cards.ts `LIMITS`), not from the cards dealt, so that the
 * Traitor's and a Loyal player's snapshots, whatever Plot each holds, are padded to the same length.
 */
import { jsonBytes } from '../../../platform/rooms/frame-padding.ts';
import { CARD_KINDS, LIMITS, TRAITS } from '../engine.ts';
import type { Ask, Requirement, SeatView } from '../engine.ts';
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
