/**
 * Rooms stored by the version whose embedded store was PGlite (a PostgreSQL data directory in
 * `DATA_DIR`, `.data/rooms` by default) load after the move to SQLite (server/sqlite-store.ts
 * `migratePGlite`): a server on that directory, stopped mid-vote, is followed by today's server on
 * the same directory and port; every device comes back to the same screen with its token, the
 * sealed votes are still sealed and counted, and the game goes on. The rooms keep their dates (a
 * finished room still expires by its end), PGlite's files are moved aside once, and a second start
 * moves nothing.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { createSqlStore, openPGlite, openRoomStore } from '../../server/store.ts';
import { PGLITE_MOVED, SQLITE_FILE } from '../../server/sqlite-store.ts';
import { fullTable, startServer, type TestClient } from './harness.ts';
import { newRoom } from './resistance-room.ts';

test('a PGlite data directory of the earlier version: its rooms play on in SQLite, with their tokens, sealed votes and dates', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rs-migrate-'));
  const t0 = Date.UTC(2030, 0, 1);
  try {
    // The earlier version: PGlite on the data directory, a game mid-vote, and a finished room.
    const pglite = await createSqlStore(await openPGlite(dataDir), { now: () => t0 });
    const old = await startServer({ store: pglite });
    const t = await fullTable(old.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 });
    const finished = newRoom('FNSHD', { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 }, 'h', () => 0);
    assert.equal(await pglite.create(finished), true);
    await pglite.markFinished('FNSHD');
    const [r0, r1] = t.resistance as [number, number];
    await t.propose([r0, r1]);
    for (const seat of [0, 1, 2]) await t.phone(seat).ok('game:vote', { approve: seat !== 1 });
    await t.table.view((s) => s.progress?.done === 3);
    await t.settle();
    const stored = await pglite.load(t.room.code);
    const screen = (c: TestClient) => JSON.parse(JSON.stringify({ ...c.latest, seats: undefined })) as unknown;
    const before = t.clients.map(screen);
    const counts = new Map<TestClient, number>(t.clients.map((c) => [c, c.snapshots.length]));
    await old.close();
    await pglite.close();
    await Promise.all(t.clients.map((c) => c.until(() => !c.socket.connected)));

    // Today's version on the same directory and port.
    const lines: string[] = [];
    const store = await openRoomStore({ dataDir, log: (line) => lines.push(line), now: () => t0 + 1_000 });
    const server = await startServer({ store, port: old.port });
    try {
      assert.equal(lines.length, 1, 'one line says the rooms were moved');
      assert.match(lines[0]!, /Moved 2 rooms .*rooms\.sqlite/);
      assert.ok(existsSync(join(dataDir, SQLITE_FILE)));
      assert.ok(!existsSync(join(dataDir, 'PG_VERSION')), 'PGlite\'s files are no longer where a start looks for them');
      assert.ok(existsSync(join(dataDir, PGLITE_MOVED, 'PG_VERSION')), 'they are kept aside');
      assert.deepEqual(await store.load(t.room.code), stored, 'the room as PGlite had it: setup, events, sealed votes, token hashes');

      for (const c of t.clients) await c.until(() => (c.socket.connected && c.snapshots.length > counts.get(c)! ? true : null));
      t.clients.forEach((c, i) => assert.deepEqual(screen(c), before[i], `${c.label} came back to the same screen`));
      assert.deepEqual(t.table.latest!.progress, { kind: 'vote', done: 3, of: 5, waiting: [3, 4] });
      assert.equal(t.phone(1).latest!.you.vote, false, 'a sealed vote is still its phone\'s');
      for (const seat of [3, 4]) await t.phone(seat).ok('game:vote', { approve: true });
      await t.table.view((s) => s.view.phase === 'mission');
      assert.deepEqual(t.table.latest!.view.proposals[0]!.votes, [true, false, true, true, true], 'the votes sealed before the move are in the reveal');

      // Dates kept: the finished room is past its retention an hour after its end, the game is not idle.
      const expired = await store.deleteExpired({ finishedBefore: t0 + 3_600_000, idleBefore: t0 - 1, batch: 10 });
      assert.deepEqual(expired, [{ code: 'FNSHD', finished: true }]);
    } finally {
      t.close();
      await server.close();
      await store.close();
    }

    // A second start moves nothing and finds the game.
    const again: string[] = [];
    const reopened = await openRoomStore({ dataDir, log: (line) => again.push(line) });
    try {
      assert.deepEqual(again, []);
      assert.equal(await reopened.countRooms(), 1);
      assert.equal((await reopened.load(t.room.code))!.events.length, (stored!.events.length) + 1, 'the vote made after the move is stored');
    } finally {
      await reopened.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
