/**
 * Non-interference: two games with different deals (spies {0, 1} and {0, 2}) but the same public
 * history. Seats 3 and 4 are resistance in both and the table knows no role, so every frame they
 * receive must be the same in both games (once the join code and the tokens are set aside),
 * whatever field a leak might hide in (R-SET-3, R-REV-2). Seat 1, a spy in one game only, must
 * see a difference (so the comparison can fail).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Seat } from '../../src/games/resistance/engine.ts';
import { fullTable, startServer, type Table, type TestClient, type TestServer } from './harness.ts';
import { assertNoLeaks } from './leaks.ts';

let server: TestServer;
/** The game's random numbers come from this queue (then 0): it fixes the deal. */
let queue: number[] = [];
before(async () => {
  server = await startServer({ random: (n) => Math.min(queue.shift() ?? 0, n - 1) });
});
after(() => server.close());

/** Plays the same public script in either deal: seat 0 (a spy in both) fails three missions. */
async function play(t: Table): Promise<void> {
  await t.propose([0, 3]);
  await t.vote([0, 1, 2, 3, 4]);
  await t.play({ 0: 'fail' });
  await t.propose([0, 3, 4]);
  await t.vote([3, 4]); // rejected (R-VOTE-2)
  await t.propose([0, 3, 4]);
  await t.vote([0, 1, 2, 3, 4]);
  await t.play({ 0: 'fail', 3: 'fail' }); // seat 3's Fail is played as Success (R-MIS-2)
  await t.propose([3, 4]);
  await t.vote([0, 1, 2, 3, 4]);
  await t.play();
  await t.propose([0, 3, 4]);
  await t.vote([0, 1, 2, 3, 4]);
  await t.play({ 0: 'fail' });
}

/** A client's frames with what differs by construction (join code, tokens, socket ids, the QR code) set aside. */
function normalizedFrames(t: Table, client: TestClient): string[] {
  const tokens = [t.room.tableToken, ...t.phones.map((p) => p.token)];
  const out: string[] = [];
  for (const frame of client.frames) {
    let raw = frame.raw.split(t.room.code).join('CODE');
    tokens.forEach((token, i) => (raw = raw.split(token).join(`TOKEN${i}`)));
    raw = raw.replace(/"sid":"[^"]*"/g, '"sid":""').replace(/"pid":"[^"]*"/g, '"pid":""').replace(/"qrSvg":"(?:[^"\\]|\\.)*"/, '"qrSvg":""');
    raw = raw.replace(/"endReveal":\{[^}]*\}/, '"endReveal":"END"');
    // The same cards turned over at the end in a delta: an operation on `/endReveal`.
    raw = raw.replace(/"path":"\/endReveal","value":\{[^}]*\}/, '"path":"/endReveal","value":"END"');
    // The padding after the JSON (server/frames.ts) follows the QR code's length: its lengths are compared in frames.test.ts.
    raw = raw.trimEnd();
    if (out[out.length - 1] !== raw) out.push(raw);
  }
  return out;
}

test('resistance seats and the table receive the same frames whoever the spies are (R-SET-3, R-REV-2)', async () => {
  const games: { t: Table; spies: Seat[] }[] = [];
  for (const deal of [[0, 0], [0, 1]]) {
    queue = [...deal];
    const t = await fullTable(server.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 });
    queue = [];
    games.push({ t, spies: t.spies });
    await play(t);
  }
  const [a, b] = games as [{ t: Table; spies: Seat[] }, { t: Table; spies: Seat[] }];
  try {
    assert.deepEqual(a.spies, [0, 1]);
    assert.deepEqual(b.spies, [0, 2]);
    for (const { t } of games) {
      assert.deepEqual(t.table.latest!.view.winner, { side: 'spies', reason: 'three-fails' });
      assert.deepEqual(t.table.latest!.view.missions.map((m) => m?.fails ?? null), [1, 1, 0, 1, null]);
    }
    const compared = [
      ['the table', a.t.table, b.t.table],
      ['seat 3', a.t.phone(3), b.t.phone(3)],
      ['seat 4', a.t.phone(4), b.t.phone(4)],
    ] as const;
    for (const [who, ca, cb] of compared) {
      const fa = normalizedFrames(a.t, ca);
      const fb = normalizedFrames(b.t, cb);
      assert.ok(fa.length > 20, `${who}: ${fa.length} frames`);
      assert.deepEqual(fa, fb, `${who} received different frames in the two deals`);
    }
    // Seat 1 is a spy in one deal only: its frames must differ (the comparison can see a difference).
    assert.notDeepEqual(normalizedFrames(a.t, a.t.phone(1)), normalizedFrames(b.t, b.t.phone(1)));
    for (const { t, spies } of games) {
      assertNoLeaks(
        [{ client: t.table, seat: null, token: t.room.tableToken }, ...t.phones.map((p) => ({ client: p.client, seat: p.seat, token: p.token }))],
        spies,
      );
    }
  } finally {
    for (const { t } of games) t.close();
  }
});
