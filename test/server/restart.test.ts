/**
 * Durable rooms: the server is stopped and a new one started on the same PGlite data directory
 * (and port) mid-vote and again mid-mission; every device reconnects by itself, gets its snapshot
 * back, and the game goes on with nothing lost: events, the sealed votes, the played cards, the
 * seats' tokens.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fullTable, startServer, type Table, type TestClient, type TestServer } from './harness.ts';
import { assertNoLeaks } from './leaks.ts';

/** Stops `server`, starts a new one on the same data directory and port, waits for every device to be back. */
async function restart(server: TestServer, dataDir: string, t: Table): Promise<TestServer> {
  const counts = new Map<TestClient, number>(t.clients.map((c) => [c, c.snapshots.length]));
  const before = t.clients.map((c) => JSON.stringify(c.latest));
  await server.close();
  await Promise.all(t.clients.map((c) => c.until(() => !c.socket.connected)));
  const next = await startServer({ dataDir, port: server.port });
  for (const c of t.clients) await c.until(() => (c.socket.connected && c.snapshots.length > counts.get(c)! ? true : null));
  // Every device is back on the same screen: the same snapshot as before the restart (presence aside).
  t.clients.forEach((c, i) => {
    const was = JSON.parse(before[i]!) as Record<string, unknown>;
    const now = JSON.parse(JSON.stringify(c.latest)) as Record<string, unknown>;
    delete was.seats;
    delete now.seats;
    assert.deepEqual(now, was, `${c.label} came back to another screen`);
  });
  return next;
}

test('a new server on the same PGlite data directory continues the game mid-vote and mid-mission', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rs-rooms-'));
  let server = await startServer({ dataDir });
  const logs: string[] = [];
  const t = await fullTable(server.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 });
  try {
    const [r0, r1] = t.resistance as [number, number];
    const [s0] = t.spies as [number];
    await t.propose([r0, r1]);
    await t.vote([0, 1, 2, 3, 4]);
    await t.play();
    // Mid-vote: three sealed votes.
    await t.propose([r0, r1, s0]);
    for (const seat of [0, 1, 2]) await t.phone(seat).ok('game:vote', { approve: seat !== 1 });
    await t.table.view((s) => s.progress?.done === 3);
    await t.settle();

    logs.push(...server.logs);
    server = await restart(server, dataDir, t);
    assert.deepEqual(t.table.latest!.progress, { kind: 'vote', done: 3, of: 5, waiting: [3, 4] });
    assert.equal(t.phone(1).latest!.you.vote, false);
    assert.equal(t.phone(3).latest!.you.mustVote, true);
    for (const seat of [3, 4]) await t.phone(seat).ok('game:vote', { approve: true });
    await t.table.view((s) => s.view.phase === 'mission');
    // The votes sealed before the restart are in the reveal.
    assert.deepEqual(t.table.latest!.view.proposals[1]!.votes, [true, false, true, true, true]);
    await t.settle();

    // Mid-mission: the spy has played Fail, the others not yet.
    await t.phone(s0).ok('game:card', { card: 'fail' });
    await t.table.view((s) => s.progress?.done === 1);
    await t.settle();
    logs.push(...server.logs);
    server = await restart(server, dataDir, t);
    assert.deepEqual(t.table.latest!.progress, { kind: 'mission', done: 1, of: 3, waiting: [r0, r1].sort((a, b) => a - b) });
    assert.equal(t.phone(s0).latest!.you.played, true);
    await t.phone(r0).ok('game:card', { card: 'success' });
    await t.phone(r1).ok('game:card', { card: 'success' });
    const m2 = (await t.table.view((s) => s.view.missions[1] !== null)).view.missions[1]!;
    assert.equal(m2.fails, 1, 'the Fail played before the restart counts');
    assert.equal(m2.result, 'fail');
    await t.settle();

    // The phones act on the new server with the tokens they had: the game goes to its end.
    await t.finishResistanceWin();
    assert.equal(t.table.latest!.view.winner?.side, 'resistance');
    assert.equal(t.table.latest!.view.proposals.length, 4);
    logs.push(...server.logs);
    assertNoLeaks(
      [{ client: t.table, seat: null, token: t.room.tableToken }, ...t.phones.map((p) => ({ client: p.client, seat: p.seat, token: p.token }))],
      t.spies,
      { logs },
    );
  } finally {
    t.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
