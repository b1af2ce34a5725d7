/**
 * The load benchmark of `npm run bench` (scripts/bench-load.ts) still plays what
 * it says: a small run of two rooms (5 and 6 seats) against a room server child plays both base
 * games to their end over real sockets, every action's view reaches every socket, the phones'
 * bytes and the child's memory are read. Nothing here measures or checks a time: the times are the
 * benchmark's, on its own machine.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clusterSizes, FULL_ROOMS, loadRun, loadSizes, lostActions, SHORT_ROOMS, type AckedAction } from '../../scripts/bench-load.ts';

test('two rooms play whole base games; every view of every action reaches every socket', async () => {
  const run = await loadRun(2);
  assert.deepEqual(run.failures, []);
  assert.deepEqual(
    run.games.map((g) => [g.players, g.over]),
    [
      [5, true],
      [6, true],
    ],
  );
  // A base game takes at least 3 missions: 3 × (a proposal, a vote per seat, a card per team member).
  for (const g of run.games) assert.ok(g.actions >= 3 * (1 + g.players + 2), `${g.actions} actions for ${g.players} seats`);
  assert.equal(run.actions, run.games.reduce((sum, g) => sum + g.actions, 0));
  // One latency per action and socket: the table and every seat.
  assert.equal(run.latency.samples, run.games.reduce((sum, g) => sum + g.actions * (g.players + 1), 0));
  assert.equal(run.join.samples, 11);
  assert.equal(run.join.failed, 0);
  assert.equal(run.created, 2);
  // Every phone received at least one snapshot per action of its game.
  assert.ok(run.phoneBytes.min > 0 && run.phoneBytes.min <= run.phoneBytes.mean && run.phoneBytes.mean <= run.phoneBytes.max);
  assert.ok(run.phoneBytes.min >= Math.min(...run.games.map((g) => g.actions)) * 512, `${run.phoneBytes.min} bytes`);
  // The child collected its garbage before each memory reading, and reported real figures.
  assert.equal(run.idle.gc, true);
  assert.equal(run.held.gc, true);
  assert.ok(run.idle.memory.rss > 0 && run.held.memory.heapUsed > 0);
  assert.ok(run.held.cpu.user > run.idle.cpu.user);
});

test('run sizes: the short run by default, BENCH_LOAD=full, or a list; a wrong list is refused', () => {
  assert.deepEqual(loadSizes({}), SHORT_ROOMS);
  assert.deepEqual(loadSizes({ BENCH_LOAD: 'full' }), FULL_ROOMS);
  assert.deepEqual(loadSizes({ BENCH_LOAD_ROOMS: '3, 7' }), [3, 7]);
  assert.throws(() => loadSizes({ BENCH_LOAD_ROOMS: '3,x' }), /BENCH_LOAD_ROOMS/);
  assert.throws(() => loadSizes({ BENCH_LOAD_ROOMS: '0' }), /BENCH_LOAD_ROOMS/);
});

test('cluster sizes: 20 rooms by default, 50 and 100 with BENCH_LOAD=full, or a list', () => {
  assert.deepEqual(clusterSizes({}), [20]);
  assert.deepEqual(clusterSizes({ BENCH_LOAD: 'full' }), [50, 100]);
  assert.deepEqual(clusterSizes({ BENCH_CLUSTER_ROOMS: '4' }), [4]);
  assert.throws(() => clusterSizes({ BENCH_CLUSTER_ROOMS: '-1' }), /BENCH_CLUSTER_ROOMS/);
});

test('the kill check finds an acknowledged action missing from the stored log, and nothing when all are there', async () => {
  // A 5-player room's log: proposal 1 (seats 0, 1) approved by seats 0, 1, 2; its mission with one Fail.
  const events = [
    { type: 'proposal', team: [0, 1] },
    { type: 'vote', approve: [0, 1, 2] },
    { type: 'mission', fails: 1 },
    { type: 'proposal', team: [1, 2, 3] },
  ];
  const load = async (code: string) => (code === 'KXMPR' ? { events } : null);
  const room = 'KXMPR';
  const acked: AckedAction[] = [
    { room, seat: 0, kind: 'propose', proposal: 0, team: [0, 1] },
    ...[0, 1, 2, 3, 4].map((seat): AckedAction => ({ room, seat, kind: 'vote', proposal: 0, approve: seat < 3 })),
    { room, seat: 0, kind: 'card', proposal: 0, card: 'success' },
    { room, seat: 1, kind: 'card', proposal: 0, card: 'fail' },
    { room, seat: 1, kind: 'propose', proposal: 1, team: [1, 2, 3] },
  ];
  assert.deepEqual(await lostActions(acked, load), []);
  // Each of these was acknowledged and is not in the log.
  const missing: AckedAction[] = [
    { room, seat: 3, kind: 'vote', proposal: 0, approve: true },
    { room, seat: 2, kind: 'vote', proposal: 1, approve: true },
    { room, seat: 1, kind: 'propose', proposal: 1, team: [0, 2, 3] },
    { room, seat: 0, kind: 'propose', proposal: 2, team: [0, 1, 2] },
    { room: 'ZZZZZ', seat: 0, kind: 'propose', proposal: 0, team: [0, 1] },
  ];
  for (const m of missing) assert.equal((await lostActions([...acked, m], load)).length, 1, JSON.stringify(m));
  // Two Fail cards acknowledged for a mission stored with one.
  assert.equal((await lostActions([...acked, { room, seat: 0, kind: 'card', proposal: 0, card: 'fail' }], load)).length, 1);
});
