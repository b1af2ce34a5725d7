/**
 * Live rooms in memory (server/live-rooms.ts): the copy a process keeps is
 * newest-wins and bounded, and a copy gone stale behind the process's back (another writer on the
 * same database) is caught by the store's version check: the action is taken on the stored room,
 * nothing written by the other writer is lost.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LiveRooms } from '../../server/live-rooms.ts';
import type { RoomRecord } from '../../server/room.ts';
import { fullTable, startServer, type TestServer } from './harness.ts';
import { claimSeat as claimSeatInRecord, loadRoom } from './resistance-room.ts';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
const record = (code: string, version: number): RoomRecord =>
  ({ code, game: 'resistance', version, setup: null, deals: 0, events: [], pending: null, notes: [], tableTokenHash: 't', seats: [], revoked: [] }) as RoomRecord;

describe('live rooms', () => {
  test('newest wins, the replayed game follows its version, the least recently used goes first', () => {
    const rooms = new LiveRooms(2);
    rooms.set(record('AAAAA', 2), 'game at 2');
    rooms.set(record('AAAAA', 1), 'game at 1');
    assert.equal(rooms.get('AAAAA')?.room.version, 2, 'an older read does not undo a newer write');
    assert.equal(rooms.liveOf(record('AAAAA', 2)), 'game at 2');
    assert.equal(rooms.liveOf(record('AAAAA', 3)), undefined, 'another version: replay it');
    rooms.set(record('AAAAA', 2));
    assert.equal(rooms.liveOf(record('AAAAA', 2)), 'game at 2', 'the same version read again keeps its replayed game');
    rooms.set(record('CCCCC', 1));
    rooms.get('AAAAA');
    rooms.set(record('DDDDD', 1));
    assert.equal(rooms.size, 2);
    assert.equal(rooms.get('CCCCC'), undefined, 'the least recently used room went');
    assert.ok(rooms.get('AAAAA') && rooms.get('DDDDD'));
    rooms.delete('AAAAA');
    assert.equal(rooms.get('AAAAA'), undefined);
    assert.equal(new LiveRooms(0).get('AAAAA'), undefined);
  });

  describe('a stale copy in memory', () => {
    let server: TestServer;
    before(async () => {
      server = await startServer();
    });
    after(() => server.close());

    test('an action on a room changed behind the process is taken on the stored room (the version check)', async () => {
      const t = await fullTable(server.url, { players: NAMES, firstLeader: 0 });
      await t.propose([0, 1]);
      // Another writer of the same database changes the room (a seat's token): the server's copy is stale.
      const stored = await loadRoom(server.store, t.room.code);
      const changed = claimSeatInRecord({ ...stored, seats: stored.seats.map((s, i) => (i === 4 ? { tokenHash: null, admitted: false } : s)) }, 4, 'another-writer');
      assert.equal(await server.store.update(stored, changed), true);
      // A vote through the server: its first try (from memory) loses the version check; the retry wins.
      await t.phone(0).ok('game:vote', { approve: true });
      const after = await loadRoom(server.store, t.room.code);
      assert.equal(after.version, changed.version + 1, 'the vote was written on top of the other writer’s change');
      assert.equal(after.seats[4]!.tokenHash, 'another-writer', 'nothing the other writer wrote was lost');
      assert.equal(after.pending?.votes['0'], true);
      t.close();
    });
  });
});
