/**
 * The home page's join lookup (src/games/resistance/ui/rooms/rs-room-join.ts) against a
 * real room server: a real code, typed in small letters and normalised as the form does, finds the
 * room and its seats; a wrong code and a room that has expired (deleted) are `no-room`, said as
 * "No room has this code…"; a server that is not there is `offline`, said as "The room server
 * cannot be reached…". The connection it opens is closed afterwards.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { joinErrorText, lookupRoom } from '../../src/games/resistance/ui/rooms/rs-room-join.ts';
import { normalizeCode } from '../../src/platform/rooms/join-code.ts';
import { createTable, startServer, type TestServer } from './harness.ts';

describe('the home page looks a join code up', () => {
  let server: TestServer;
  /** The server's clock for the expiry (moved by hand): rooms made now are idle at `clock + 1`. */
  let clock = Date.now();
  before(async () => {
    // Rooms expire 1 ms after their last change on the server's clock, at a sweep the test runs
    // (the timer's period is an hour).
    server = await startServer({ expiry: { finishedMs: 1, idleMs: 1, sweepMs: 3_600_000 }, now: () => clock });
  });
  after(() => server.close());

  test('a real code finds the room; a wrong or deleted one is no-room; no server is offline', async () => {
    const { table, room } = await createTable(server.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 });
    try {
      const typed = [...room.code.toLowerCase()].join(' ');
      const code = normalizeCode(typed);
      assert.equal(code, room.code);
      const found = await lookupRoom(code!, { url: server.url });
      assert.ok(found.ok, 'the room is found');
      assert.equal(found.code, room.code);
      assert.deepEqual(
        found.seats.map((s) => s.name),
        ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'],
      );

      const wrong = [...'ACDEFGHJKMNPRTUVWXY'].map((c) => c.repeat(5)).find((c) => c !== room.code)!;
      const missing = await lookupRoom(wrong, { url: server.url });
      assert.ok(!missing.ok);
      assert.equal(missing.error.code, 'no-room');
      assert.match(joinErrorText(missing.error), /^No room has this code: it may be mistyped, or its game has ended and the room has expired\./);

      // An expired room is deleted by the server's sweep: its code then opens nothing, with the same sentence.
      clock = Date.now() + 60_000;
      const swept = await server.server.sweep();
      assert.ok(swept.codes.includes(room.code));
      const expired = await lookupRoom(room.code, { url: server.url });
      assert.ok(!expired.ok);
      assert.equal(expired.error.code, 'no-room');
    } finally {
      table.close();
    }
  });

  test('a room server that is not there is offline, said as such', async () => {
    // A port nothing listens on: taken, then freed.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const reply = await lookupRoom('KXMPR', { url: `http://127.0.0.1:${port}`, timeoutMs: 1_000 });
    assert.ok(!reply.ok);
    assert.equal(reply.error.code, 'offline');
    assert.match(joinErrorText(reply.error), /^The room server cannot be reached: rooms need the network\./);
  });
});
