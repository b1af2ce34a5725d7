/**
 * Rooms expire: finished rooms after their retention, unfinished ones after
 * being idle, both configurable (ROOM_RETENTION_HOURS, ROOM_IDLE_HOURS); the devices of a deleted
 * room are told `no-room`. The clock of the store and of the server is moved by hand and the
 * sweep is called directly: nothing waits.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EXPIRY, expiryFromEnv, RoomExpiry } from '../../server/expiry.ts';
import { openRoomStore } from '../../server/store.ts';
import { claimSeat, createTable, fullTable, startServer, type TestClient } from './harness.ts';

/**
 * A device of a deleted room: the server disconnects it (socket.io clients do not reconnect by
 * themselves after that; the app's room client tries once more, src/platform/rooms/room-client.ts), and
 * coming back with its token it hears `no-room`.
 */
async function toldNoRoom(client: TestClient): Promise<void> {
  await client.until(() => !client.socket.connected);
  client.socket.connect();
  assert.equal((await client.until(() => client.refusals.at(-1))).code, 'no-room', client.label);
}

const HOUR = 3_600_000;
const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

describe('configuration', () => {
  test('defaults: finished rooms 24 h, idle rooms 72 h, a sweep every 10 minutes', () => {
    assert.deepEqual(EXPIRY, { finishedMs: 24 * HOUR, idleMs: 72 * HOUR, sweepMs: 10 * 60_000 });
    assert.deepEqual(expiryFromEnv({}), EXPIRY);
  });

  test('ROOM_RETENTION_HOURS and ROOM_IDLE_HOURS: hours, fractions allowed; anything else is refused with one sentence naming the variable', () => {
    assert.deepEqual(expiryFromEnv({ ROOM_RETENTION_HOURS: '2', ROOM_IDLE_HOURS: '0.5' }), { finishedMs: 2 * HOUR, idleMs: HOUR / 2, sweepMs: EXPIRY.sweepMs });
    for (const bad of ['0', '-1', 'soon', 'Infinity']) {
      assert.throws(() => expiryFromEnv({ ROOM_IDLE_HOURS: bad }), (e: Error) => e instanceof RangeError && e.message.startsWith('ROOM_IDLE_HOURS must be a number of hours greater than 0'));
    }
    assert.throws(() => new RoomExpiry({ store: null as never, options: { finishedMs: 0, idleMs: 1, sweepMs: 1 } }), RangeError);
  });
});

describe('the sweep', () => {
  test('a finished room goes after its retention, an idle one after its idle time from its last change; their devices are told no-room', async () => {
    let now = Date.UTC(2030, 0, 1);
    const store = await openRoomStore({ now: () => now });
    const server = await startServer({ store, now: () => now, expiry: { finishedMs: HOUR, idleMs: 3 * HOUR, sweepMs: HOUR } });
    const clients: TestClient[] = [];
    try {
      // A game played to its end, and a room where nothing happens.
      const t = await fullTable(server.url, { players: PLAYERS, firstLeader: 0 });
      clients.push(...t.clients);
      await t.finishResistanceWin();
      const { table: quiet, room: quietRoom } = await createTable(server.url, { players: PLAYERS, firstLeader: 0 });
      clients.push(quiet);

      now += HOUR - 1;
      assert.deepEqual(await server.server.sweep(), { finished: 0, idle: 0, codes: [] });
      // Two hours on, a phone joins the quiet room: a change, so its idle time starts again.
      now += HOUR + 1;
      const phone = await claimSeat(server.url, quietRoom.code, 0);
      clients.push(phone.client);
      const held = server.server.sizes();
      assert.deepEqual(await server.server.sweep(), { finished: 1, idle: 0, codes: [t.room.code] });
      assert.equal(await store.load(t.room.code), null);
      // Nothing of the deleted room is kept in memory: its copy, its last views, its finished mark, its tokens.
      const left = server.server.sizes();
      for (const cache of ['liveRooms', 'deltaRooms', 'finishedMarks'] as const) assert.equal(left[cache], held[cache]! - 1, cache);
      assert.equal(left.knownTokens, held.knownTokens! - t.clients.length, 'the table\'s and the phones\' tokens forgotten');
      // Every device of the deleted room is disconnected; reconnecting with its token, it hears no-room.
      for (const c of t.clients) await toldNoRoom(c);

      now += 3 * HOUR - 1;
      assert.equal((await server.server.sweep()).idle, 0, 'idle 3 h less 1 ms since the claim');
      now += 2;
      assert.deepEqual(await server.server.sweep(), { finished: 0, idle: 1, codes: [quietRoom.code] });
      for (const c of [quiet, phone.client]) await toldNoRoom(c);
      assert.equal(await store.countRooms(), 0);
    } finally {
      for (const c of clients) c.close();
      await server.close();
      await store.close();
    }
  });

  test('a finished room is marked finished once: a seat revoked and claimed again after the end does not mark it again', async () => {
    const store = await openRoomStore();
    let marks = 0;
    const counted = { ...store, markFinished: (code: string) => ((marks += 1), store.markFinished(code)) } as typeof store;
    const server = await startServer({ store: counted });
    const clients: TestClient[] = [];
    try {
      const t = await fullTable(server.url, { players: PLAYERS, firstLeader: 0 });
      clients.push(...t.clients);
      await t.finishResistanceWin();
      assert.equal(marks, 1, 'marked when the game ended');
      // Two changes after the end: the table frees a seat and another phone takes it.
      await t.table.ok('table:revoke', { seat: 3 });
      const again = await claimSeat(server.url, t.room.code, 3);
      clients.push(again.client);
      assert.equal(marks, 1, 'not marked again by later changes');
    } finally {
      for (const c of clients) c.close();
      await server.close();
      await store.close();
    }
  });
});
