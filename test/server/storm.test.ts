/**
 * A restart's reconnection storm, small: 5 rooms of a table and 8 phones on a
 * PGlite data directory, a few actions played, the server stopped and a new one started on the same
 * folder and port, and every device back at once with its token (scripts/bench-storm.ts
 * `stormRun`, the benchmark's own run). Every device gets its full snapshot back at the version and
 * screen it had; every room is in the store once, with the same version and record; each room was
 * read from the store once, however many of its devices came at the same moment. And the store's
 * grouped reads answer each caller with its own room. Nothing here measures or checks a time.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STORM_ACTIONS, STORM_PHONES, stormRun, stormTables, STORM_SHORT_TABLES } from '../../scripts/bench-storm.ts';
import { openRoomStore } from '../../server/store.ts';
import { claimSeat, newRoom } from './resistance-room.ts';

test('5 tables × 8 phones reconnecting at once after a restart: all served, every room back once at its version', async () => {
  const run = await stormRun(5, { windowMs: 0, clientProcesses: 1 });
  assert.equal(run.devices, 5 * (STORM_PHONES + 1));
  assert.deepEqual(run.failed, {});
  assert.equal(run.served, run.devices);
  assert.deepEqual(run.differs, [], 'every device came back to the version and screen it had');
  // Each device's snapshot before the restart was at least the deal and the actions played.
  for (const r of run.reconnections) assert.equal(r.error, null);
  assert.deepEqual(run.stored, { before: 5, after: 5, missing: [], changed: [] });
  assert.equal(run.server.storeLoads, 5, 'one read of each room from the store for its 9 devices arriving together');
  assert.ok(STORM_ACTIONS > 0);
});

test('storm size: the short run by default, BENCH_LOAD_STORM, a wrong value refused', () => {
  assert.equal(stormTables({}), STORM_SHORT_TABLES);
  assert.equal(stormTables({ BENCH_LOAD_STORM: '1000' }), 1000);
  assert.throws(() => stormTables({ BENCH_LOAD_STORM: '0' }), /BENCH_LOAD_STORM/);
  assert.throws(() => stormTables({ BENCH_LOAD_STORM: 'many' }), /BENCH_LOAD_STORM/);
});

test('reads of many rooms at once: each caller gets its own room (or null), as read one by one', async () => {
  const store = await openRoomStore();
  try {
    let n = 0;
    const random = (k: number) => n++ % k;
    const rooms = ['AAAAA', 'BBBBB', 'CCCCC'].map((code, i) => newRoom(code, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'].slice(0, 5), firstLeader: i }, `table-${code}`, random));
    for (const room of rooms) assert.equal(await store.create(room), true);
    const claimed = claimSeat(rooms[1]!, 2, 'seat-token-hash');
    assert.equal(await store.update(rooms[1]!, claimed), true);
    const asked = ['CCCCC', 'AAAAA', 'ZZZZZ', 'BBBBB', 'AAAAA'];
    const together = await Promise.all(asked.map((code) => store.load(code)));
    const alone: unknown[] = [];
    for (const code of asked) alone.push(await store.load(code));
    assert.deepEqual(together, alone);
    assert.deepEqual(together.map((r) => r?.code ?? null), ['CCCCC', 'AAAAA', null, 'BBBBB', 'AAAAA']);
    assert.equal(together[3]!.version, claimed.version, 'the write acknowledged before the read is in it');
    assert.equal(together[3]!.seats[2]!.tokenHash, 'seat-token-hash');
    assert.notEqual(together[1], together[4], 'two callers of one room get their own records');
  } finally {
    await store.close();
  }
});
