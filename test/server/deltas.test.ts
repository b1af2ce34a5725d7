/**
 * Send what changed (issue 23, item 3; server/deltas.ts, src/platform/rooms/snapshot-delta.ts),
 * without sockets: seeded whole games of The Resistance (5–10 players, with and without the
 * Reversers, R-REV-1) through the room server's own steps (room.ts) and its delta planner. After
 * every change each seat and the table hold what the deltas made of their previous snapshot, and
 * that must deep-equal the whole snapshot the server would send them (consequences included); every
 * seat's delta frame of a change is padded to one size, no delta outgrows it, and most changes do go
 * as deltas (so the comparison can fail).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { Ask, MissionChoice, Seat } from '../../src/games/resistance/engine.ts';
import type { SeatSnapshot, TableSnapshot } from '../../src/games/resistance/room/protocol.ts';
import { applyDelta } from '../../src/platform/rooms/snapshot-delta.ts';
import { DeltaPlanner, eventPacketBytes } from '../../server/deltas.ts';
import * as room from '../../server/room.ts';
import { act, claimSeat, game, newRoom, roomPlay, startGame, type RoomAction, type RoomRecord } from './resistance-room.ts';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'];

/** A seeded source (mulberry32) of integers in [0, n). */
function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** The next action of the game from the seats' snapshots (who is asked what), or null once it is over. */
function nextAction(seats: readonly SeatSnapshot[], random: (n: number) => number): { seat: Seat; action: RoomAction } | null {
  for (const s of seats) {
    if (s.view.phase === 'over') return null;
    for (const ask of s.asks.filter((a: Ask) => a.seat === s.seat)) {
      if (ask.kind === 'propose') {
        const size = ask.options?.missions?.[0]?.size ?? 0;
        const order = s.view.players.map((_, i) => i).sort(() => random(3) - 1);
        return { seat: s.seat, action: { type: 'propose', team: order.slice(0, size).sort((a, b) => a - b) } };
      }
      if (ask.kind === 'vote') return { seat: s.seat, action: { type: 'vote', approve: random(10) < 6 } };
      if (ask.kind === 'card') {
        const offered = (ask.options?.missionCards ?? ['success']) as MissionChoice[];
        return { seat: s.seat, action: { type: 'card', card: offered[random(offered.length)]! } };
      }
    }
  }
  throw new Error(`nobody is asked anything this test plays (${seats[0]!.asks.map((a) => a.kind).join(', ')})`);
}

/** What a device keeps: JSON as it travels. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

interface Tally {
  changes: number;
  seatDeltas: number;
  tableDeltas: number;
  outgrew: number;
}

/** Plays one seeded whole game, checking every change (see the file comment). */
function playChecked(players: number, seed: number, reversers: boolean, tally: Tally): void {
  const random = seeded(seed);
  const planner = new DeltaPlanner(10, () => tally.outgrew++);
  let r: RoomRecord = newRoom('KXMPR', { players: NAMES.slice(0, players), ...(reversers ? { modules: { reverser: { resistance: true, spy: true } } } : {}) }, 'table', random);
  for (let seat = 0; seat < players; seat++) r = claimSeat(r, seat, `token-${seat}`);
  r = startGame(r, random);
  let held: { seats: SeatSnapshot[]; table: TableSnapshot } | null = null;
  let consequences: unknown[] = [];
  for (let step = 0; step < 400; step++) {
    const live = roomPlay(r);
    const seats = r.seats.map((_, seat) => room.seatSnapshot(game, r, seat, live, consequences) as SeatSnapshot);
    const table = room.tableSnapshot(game, r, new Set(), 'http://x/?room=KXMPR', live, consequences) as TableSnapshot;
    const plan = planner.plan(game, seats, table);
    if (held) tally.changes++;
    const frames = new Set<number>();
    const before = held;
    const next: { seats: SeatSnapshot[]; table: TableSnapshot } = {
      seats: seats.map((full, seat): SeatSnapshot => {
        const delta = plan.seats[seat];
        if (!delta) return wire(full);
        tally.seatDeltas++;
        assert.ok(eventPacketBytes('seat:delta', delta) <= delta.frame!, 'a delta longer than its padding was planned');
        frames.add(delta.frame!);
        const patched: SeatSnapshot | null = applyDelta(before!.seats[seat]!, wire(delta));
        assert.deepEqual(patched, wire(full), `seat ${seat}'s delta to version ${full.version} makes its whole snapshot`);
        return patched!;
      }),
      table: ((): TableSnapshot => {
        if (!plan.table) return wire(table);
        tally.tableDeltas++;
        const patched: TableSnapshot | null = applyDelta(before!.table, wire(plan.table));
        assert.deepEqual(patched, wire(table), `the table's delta to version ${table.version} makes its whole snapshot`);
        return patched!;
      })(),
    };
    assert.ok(frames.size <= 1, `every seat's delta of one change has one padded size (${[...frames].join(', ')})`);
    assert.ok(plan.seats.every((d) => d === null) || plan.seats.every((d) => d !== null), 'deltas for every seat or for none');
    held = next;
    const chosen = nextAction(next.seats, random);
    if (!chosen) return;
    const done = act(r, { kind: 'seat', seat: chosen.seat }, chosen.action, random);
    r = done.room;
    consequences = done.consequences;
  }
  assert.fail('the game did not end in 400 steps');
}

test('after each change, every seat and the table patched by their deltas hold exactly the whole snapshot (fast-check, seeded whole games)', () => {
  const tally: Tally = { changes: 0, seatDeltas: 0, tableDeltas: 0, outgrew: 0 };
  fc.assert(
    fc.property(fc.integer({ min: 5, max: 10 }), fc.nat(), fc.boolean(), (players, seed, reversers) => playChecked(players, seed, reversers, tally)),
    { numRuns: 60, seed: 23 },
  );
  assert.equal(tally.outgrew, 0, 'no seat delta outgrew its padding');
  // Most changes travel as deltas (a change of the deal and the first broadcast go whole).
  assert.ok(tally.tableDeltas > tally.changes * 0.9, `table deltas ${tally.tableDeltas} of ${tally.changes} changes`);
  assert.ok(tally.seatDeltas > 0, 'seats got deltas');
  process.stdout.write(`# ${tally.changes} changes: seat deltas ${tally.seatDeltas}, table deltas ${tally.tableDeltas}\n`);
});
