/**
 * Send what changed for any room game, without sockets: one broadcast of a
 * change through the server's {@link DeltaPlanner}, checked as test/server/deltas.test.ts checks
 * The Resistance's, for the games whose seats get deltas too (rve-deltas.test.ts,
 * tr-deltas.test.ts). Not a test file itself.
 *
 * For each change: every device that gets a delta, patched from the snapshot it held (JSON as it
 * travels), holds exactly the whole snapshot it would have got; every seat's delta frame of the
 * change has one padded size; deltas go to every seat or to none. A tally counts the deltas, the
 * bytes the seats' frames take with deltas and without them, and the largest excess of a seat's
 * delta (its patch and consequences) over the public part of the game's allowance.
 */
import assert from 'node:assert/strict';
import { deltaOf, DeltaPlanner, eventPacketBytes } from '../../server/deltas.ts';
import { seatFrameSize } from '../../server/frames.ts';
import { jsonBytes } from '../../src/platform/rooms/frame-padding.ts';
import type { SeatSnapshotBase, TableSnapshotBase } from '../../src/platform/rooms/protocol.ts';
import type { RoomGame } from '../../src/platform/rooms/room-game.ts';
import { applyDelta, diffable, type SnapshotDelta } from '../../src/platform/rooms/snapshot-delta.ts';

/** What a run of broadcasts did. */
export interface DeltaTally {
  /** Broadcasts after the first of a game (each could go as deltas). */
  changes: number;
  /** Seat frames sent (every seat, every broadcast after the first). */
  seatFrames: number;
  /** Seat frames that went as deltas. */
  seatDeltas: number;
  /** Table frames that went as deltas. */
  tableDeltas: number;
  /** Deltas that would have outgrown their padding (every seat then got its whole snapshot). */
  outgrew: number;
  /** The bytes of the seats' frames (after the first broadcast) had every one gone whole and padded. */
  wholeBytes: number;
  /** The bytes of the same frames as planned (padded deltas, padded whole snapshots). */
  sentBytes: number;
  /** The largest excess of a seat delta's patch and consequences over `publicBytes` (the headroom it needed). */
  excess: number;
  /** The least the game's `seatDeltaBytes` had to spare over a seat delta's patch and consequences. */
  spare: number;
  /** The bytes of the consequences the seat deltas carried (whole in every delta). */
  consequenceBytes: number;
}

/** A new, empty tally. */
export function newTally(): DeltaTally {
  return { changes: 0, seatFrames: 0, seatDeltas: 0, tableDeltas: 0, outgrew: 0, wholeBytes: 0, sentBytes: 0, excess: 0, spare: Infinity, consequenceBytes: 0 };
}

/** A planner for the tests: a few rooms, every outgrown delta counted in `tally`. */
export function testPlanner(tally: DeltaTally): DeltaPlanner {
  return new DeltaPlanner(10, () => tally.outgrew++);
}

/** What a device keeps: JSON as it travels. */
export const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The snapshots the devices hold after a broadcast. */
export interface Held<S, T> {
  seats: S[];
  table: T;
}

/** The padded size of a seat's whole snapshot frame (server/frames.ts). */
function wholeFrame(game: RoomGame, snapshot: SeatSnapshotBase): number {
  return seatFrameSize(game.seatFrameBytes(snapshot), eventPacketBytes('seat:view', snapshot)).size;
}

/**
 * Plans one broadcast (`seats`, `table`: the whole snapshots of the change) and checks it against
 * what the devices held (`held`: `null` for the first broadcast of a game).
 * @param publicBytes the public part of the game's seat delta allowance (its frames.ts), to measure the headroom used
 * @param onSeatDelta called with every seat delta planned (for a game's own checks of what they carry)
 * @returns what the devices hold after it
 */
export function broadcast<S extends SeatSnapshotBase, T extends TableSnapshotBase>(
  planner: DeltaPlanner,
  game: RoomGame,
  seats: readonly S[],
  table: T,
  held: Held<S, T> | null,
  tally: DeltaTally,
  publicBytes: (table: SnapshotDelta, snapshot: S) => number,
  onSeatDelta: (seat: number, delta: SnapshotDelta) => void = () => {},
): Held<S, T> {
  const plan = planner.plan(game, seats, table);
  if (held) tally.changes++;
  // The table's delta as the planner hands it to `seatDeltaBytes` (sent or not: the table gets its
  // whole snapshot when that is no longer).
  const tableDelta = held && held.table.version === table.version - 1 ? deltaOf(held.table.version, diffable(held.table), table) : null;
  const frames = new Set<number>();
  const next: Held<S, T> = {
    seats: seats.map((full, seat): S => {
      if (held) {
        tally.seatFrames++;
        tally.wholeBytes += wholeFrame(game, full);
      }
      const delta = plan.seats[seat];
      if (!delta) {
        if (held) tally.sentBytes += wholeFrame(game, full);
        return wire(full);
      }
      tally.seatDeltas++;
      tally.sentBytes += delta.frame!;
      tally.consequenceBytes += jsonBytes(delta.consequences ?? []);
      onSeatDelta(seat, delta);
      assert.ok(eventPacketBytes('seat:delta', delta) <= delta.frame!, 'a delta longer than its padding was planned');
      frames.add(delta.frame!);
      const patched: S | null = applyDelta(held!.seats[seat]!, wire(delta));
      assert.deepEqual(patched, wire(full), `seat ${seat}'s delta to version ${full.version} makes its whole snapshot`);
      if (tableDelta) {
        const bytes = jsonBytes(delta.patch) + jsonBytes(delta.consequences ?? []);
        tally.excess = Math.max(tally.excess, bytes - publicBytes(tableDelta, full));
        tally.spare = Math.min(tally.spare, game.seatDeltaBytes!(tableDelta, full) - bytes);
      }
      return patched!;
    }),
    table: ((): T => {
      if (!plan.table) return wire(table);
      tally.tableDeltas++;
      const patched: T | null = applyDelta(held!.table, wire(plan.table));
      assert.deepEqual(patched, wire(table), `the table's delta to version ${table.version} makes its whole snapshot`);
      return patched!;
    })(),
  };
  assert.ok(frames.size <= 1, `every seat's delta of one change has one padded size (${[...frames].join(', ')})`);
  assert.ok(plan.seats.every((d) => d === null) || plan.seats.every((d) => d !== null), 'deltas for every seat or for none');
  return next;
}

/**
 * The tally in one line, for `t.diagnostic`.
 * @param seatGames the seats of every game played, summed (for the bytes per seat per game)
 */
export function tallyLine(label: string, tally: DeltaTally, seatGames: number): string {
  const per = (bytes: number, count: number) => (count === 0 ? 0 : Math.round(bytes / count));
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  return (
    `${label}: ${tally.changes} changes, seat deltas ${tally.seatDeltas} of ${tally.seatFrames} seat frames, table deltas ${tally.tableDeltas}; ` +
    `seat frames whole → as planned: ${kib(per(tally.wholeBytes, seatGames))} → ${kib(per(tally.sentBytes, seatGames))} per seat per game, ` +
    `${per(tally.wholeBytes, tally.seatFrames)} → ${per(tally.sentBytes, tally.seatFrames)} bytes per seat frame ` +
    `(consequences ${per(tally.consequenceBytes, tally.seatDeltas)} bytes per delta); largest headroom used ${tally.excess}, least spare ${tally.spare}`
  );
}
