/**
 * The Resistance's seat frames (the platform pads them: server/frames.ts): a
 * seat's snapshot is allowed its public parts (the board, the progress, the modules' public fields
 * such as the plot turn, the consequences, the end reveal, the asks as the table sees them, the
 * code, game, version, deal and seat), the board counted twice (the seat's `view` is the board plus what this seat knows), and a
 * headroom for everything this seat alone knows (its side, the spies it knows, its card, what it
 * learnt, its own turn and asks), growing with the players and the proposals ({@link seatHeadroom}).
 * Rounding a length up to a fixed step alone would not do: two secrets whose lengths fall on either
 * side of a step would still differ.
 */
import { jsonBytes, sharedJsonBytes } from '../../../platform/rooms/frame-padding.ts';
import { manifest } from '../core/registry.ts';
import { publicAsk } from '../core/steps.ts';
import type { SnapshotDelta } from '../../../platform/rooms/snapshot-delta.ts';
import type { SeatSnapshot } from './protocol.ts';

/**
 * The bytes allowed, beyond its public parts, for what one seat alone knows in its snapshot: its
 * view's own fields (side, known spies, character card, what it learnt at the reveal, its Reverser
 * card, investigations, inquisitions, plot looks), its turn (`you`: its sealed vote, the cards it set
 * aside or looked at) and its own asks. They grow with the players (what a seat learns is at most
 * one entry per player) and with the proposals (one look or set-aside card per mission at most).
 * @param players the number of players
 * @param proposals the proposals made so far
 */
export function seatHeadroom(players: number, proposals: number): number {
  return 768 + 64 * players + 48 * proposals;
}

/** The modules' public fields of a seat's snapshot (their manifest lines' `room.snapshotFields`: the plot turn). */
const MODULE_FIELDS: readonly string[] = manifest().flatMap((m) => m.room?.snapshotFields ?? []);

/** The bytes of a seat snapshot's public parts (see the module comment). */
export function seatPublicBytes(snapshot: SeatSnapshot): number {
  const { code, game, version, dealt, deals, seat, board, progress, consequences, endReveal, asks } = snapshot;
  const modules = Object.fromEntries(MODULE_FIELDS.map((field) => [field, (snapshot as unknown as Record<string, unknown>)[field]]));
  // The asks as the table sees them: this seat's own asks in their public form (a hidden ask with
  // no seat, a secret one not at all), so that the sum is the same for every seat.
  const seen = asks.flatMap((ask) => {
    const shown = ask.seat === seat ? publicAsk(ask) : ask;
    return shown ? [shown] : [];
  });
  // The board serialised once per board (every seat's snapshot of one change shares it): the
  // object with `"board":null` in its place, less the 4 bytes of `null`, plus the board twice.
  const rest = jsonBytes({ code, game, version, dealt, deals, seat, board: null, progress, ...modules, consequences, endReveal, asks: seen }) - 4;
  return rest + 2 * boardBytes(board);
}

/** `jsonBytes(board)`, counted once per board object (one change's snapshots share one board). */
function boardBytes(board: SeatSnapshot['board']): number {
  return sharedJsonBytes(board);
}

/** The bytes a seat's snapshot is allowed: its public bytes and the headroom (the room game's `seatFrameBytes`). */
export function seatFrameBytes(snapshot: SeatSnapshot): number {
  return seatPublicBytes(snapshot) + seatHeadroom(snapshot.board.players.length, snapshot.board.proposals.length);
}

/**
 * The bytes allowed, beyond what the table's delta of the same change takes twice, for what one
 * seat alone may learn in one change: its own fields of `view` and `you`, its
 * own asks (the table's list of asks with this seat's own in it shifts every later one), and the
 * paths of those operations. Measured over seeded whole games in test/server/deltas.test.ts (the
 * largest excess seen over the table's patch twice was 124 bytes, at 5 to 10 players).
 * @param players the number of players
 */
export function seatDeltaHeadroom(players: number): number {
  return 256 + 16 * players;
}

/**
 * The bytes a seat's delta may take for its patch and consequences (the room game's
 * `seatDeltaBytes`): the table's patch twice (a seat's `board` and the public part of its `view`
 * change as the table's `view` does; its progress, plot turn, asks and end reveal as the table's),
 * the consequences (a seat's are the table's: every device says the public ones) and
 * {@link seatDeltaHeadroom}. Public facts only: the table's delta and the number of players.
 */
export function seatDeltaBytes(table: SnapshotDelta, snapshot: SeatSnapshot): number {
  return 2 * sharedJsonBytes(table.patch) + (table.consequences ? sharedJsonBytes(table.consequences) : 2) + seatDeltaHeadroom(snapshot.board.players.length);
}
