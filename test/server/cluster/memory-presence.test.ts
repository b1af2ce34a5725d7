/**
 * Two room servers in this process, as two processes of a cluster would be:
 * each its own PostgreSQL connection pool on the database of DATABASE_URL and its own sharded
 * Redis adapter on REDIS_URL (server/cluster-adapter.ts), each keeping its rooms in memory.
 *
 * 1. **A stale copy never refuses a valid action.** A room's devices on both servers, actions
 *    alternating between them (votes in seat order: even seats on A, odd on B), so that every
 *    action finds the other server's copy in memory behind the stored room: the first vote on B
 *    after a proposal made on A finds B's copy still asking for a proposal, the first card after a
 *    vote revealed on the other server finds a vote in course. Every action must be accepted and
 *    the whole game played; each server read the stored room after such a refusal.
 * 2. **Presence is told, not asked.** The table on A sees the phones on B come and go, game
 *    actions are played, and no `fetchSockets` is made by either server; when B stops telling (its
 *    Redis connections closed, as a crashed process says nothing), A forgets B's phones after its
 *    missed heartbeats.
 * 3. **A room on one process stays there.** With every device of a room on A (room affinity), A
 *    publishes none of its emits to Redis; a phone of that room coming to B gets every later change
 *    (A publishes again), and once it is gone A keeps the room's emits local again.
 *
 * Run by `npm run test:cluster` (test/server/cluster/run.ts), which sets DATABASE_URL and
 * REDIS_URL; skipped without them. Nothing here checks a time.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clusterAdapter } from '../../../server/cluster-adapter.ts';
import { openRoomStore, type RoomStore } from '../../../server/store.ts';
import { fullTable, startServer, TestClient, type TestServer } from '../harness.ts';
import type { SeatSnapshot } from '../../../src/games/resistance/room/protocol.ts';

const { DATABASE_URL, REDIS_URL } = process.env;
const skip = !DATABASE_URL || !REDIS_URL ? 'needs DATABASE_URL and REDIS_URL (npm run test:cluster)' : false;

/** socket.io-adapter's MessageType.BROADCAST (an emit to rooms, published to the other processes). */
const BROADCAST = 3;

/** A room server of the cluster: its own store connection and adapter; counts its reads of rooms from the store. */
async function member(presenceHeartbeatMs?: number): Promise<TestServer & { reads: () => number; stopTelling: () => Promise<void> }> {
  const opened = await openRoomStore({ databaseUrl: DATABASE_URL! });
  let reads = 0;
  const store: RoomStore = {
    ...opened,
    load: (code) => {
      reads++;
      return opened.load(code);
    },
  };
  const cluster = await clusterAdapter(REDIS_URL!);
  const server = await startServer({ store, adapter: cluster.adapter, ...(presenceHeartbeatMs ? { presenceHeartbeatMs } : {}) });
  return {
    ...server,
    reads: () => reads,
    stopTelling: () => cluster.close(),
    async close() {
      await server.close();
      await cluster.close();
      await opened.close();
    },
  };
}

test('in a cluster, a copy in memory gone stale never refuses an action the stored room allows', { skip }, async () => {
  const a = await member();
  const b = await member();
  const onB = (seat: number) => seat % 2 === 1;
  const t = await fullTable(a.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 }, (seat) => (onB(seat) ? b.url : a.url));
  try {
    const readsBefore = { a: a.reads(), b: b.reads() };
    // Round 1: the leader (seat 0, on A) proposes; B's copy still asks for a proposal when seat 1
    // votes; votes alternate A, B, A, B, A; the cards of seats 0 (A) and 1 (B).
    await t.propose([0, 1]);
    await t.vote([0, 1, 2, 3, 4]);
    await t.play();
    // Then whole rounds to the end, the leader moving from process to process.
    await t.finishResistanceWin();
    assert.deepEqual(t.table.latest!.view.winner, { side: 'resistance', reason: 'three-successes' });
    // Both read the store during the game: after a refusal or a lost version check on a stale copy.
    assert.ok(a.reads() > readsBefore.a, `A read the store ${a.reads() - readsBefore.a} times`);
    assert.ok(b.reads() > readsBefore.b, `B read the store ${b.reads() - readsBefore.b} times`);
    for (const server of [a, b]) assert.deepEqual(server.logs.filter((l) => /failed|outgrew/.test(l)), []);
  } finally {
    t.close();
    await a.close();
    await b.close();
  }
});

test('in a cluster, presence is told: the table sees phones on another process come and go, with no fetchSockets', { skip }, async () => {
  const a = await member(200);
  const b = await member(200);
  let fetches = 0;
  for (const server of [a, b]) {
    const adapter = server.server.io.of('/').adapter as unknown as { fetchSockets(opts: unknown): Promise<unknown[]> };
    const fetchSockets = adapter.fetchSockets.bind(adapter);
    adapter.fetchSockets = (opts) => {
      fetches++;
      return fetchSockets(opts);
    };
  }
  const onB = (seat: number) => seat % 2 === 1;
  const t = await fullTable(a.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 1 }, (seat) => (onB(seat) ? b.url : a.url));
  const extra: TestClient[] = [];
  try {
    // Every seat connected, the phones on B as B told A.
    await t.table.view((s) => s.seats.every((p) => p.claimed && p.connected));
    await t.propose(t.resistance.slice(0, 2));
    await t.vote([0, 1, 2, 3, 4]);
    await t.play();

    // Seat 3's phone (on B) goes: the table on A sees it go; it comes back on B: the table sees it.
    t.phone(3).close();
    await t.table.view((s) => !s.seats[3]!.connected && s.seats.filter((p) => p.connected).length === 4);
    const back = new TestClient<SeatSnapshot>(b.url, 'seat 3 again', { role: 'seat', code: t.room.code, token: t.phones[3]!.token });
    extra.push(back);
    await back.view((s) => s.seat === 3);
    await t.table.view((s) => s.seats.every((p) => p.connected));
    assert.equal(fetches, 0, 'no fetchSockets across processes');

    // B stops telling (a crash says nothing): after its missed heartbeats A forgets B's phones.
    await b.stopTelling();
    await t.table.view((s) => s.seats.every((p, seat) => p.connected === !onB(seat)));
    assert.equal(fetches, 0, 'no fetchSockets across processes');
  } finally {
    t.close();
    for (const c of extra) c.close();
    await a.close();
    await b.close().catch(() => {});
  }
});

test('in a cluster, a room whose devices are all on one process is not published; a device coming to another gets every change', { skip }, async () => {
  const a = await member(200);
  const b = await member(200);
  let published = 0;
  const adapter = a.server.io.of('/').adapter as unknown as { doPublish(message: { type: number }): Promise<unknown> };
  const doPublish = adapter.doPublish.bind(adapter);
  adapter.doPublish = (message) => {
    if (message.type === BROADCAST) published++;
    return doPublish(message);
  };
  const t = await fullTable(a.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 });
  const extra: TestClient[] = [];
  try {
    await t.propose(t.resistance.slice(0, 2));
    await t.vote([0, 1, 2, 3, 4]);
    await t.play();
    assert.equal(published, 0, 'every device on A: no emit published');

    // Seat 3's phone comes back on B: it gets its snapshot, then every change made on A.
    t.phone(3).close();
    await t.table.view((s) => !s.seats[3]!.connected);
    const onB = new TestClient<SeatSnapshot>(b.url, 'seat 3 on B', { role: 'seat', code: t.room.code, token: t.phones[3]!.token });
    extra.push(onB);
    await onB.view((s) => s.seat === 3 && s.version === t.version);
    const size = 3;
    const leader = t.table.latest!.view.leader;
    await t.phone(leader).ok('game:propose', { team: [0, 1, 2, 3, 4].slice(0, size) });
    const proposed = await t.table.view((s) => s.view.proposals.length === 2);
    await onB.view((s) => s.version >= proposed.version && s.board.proposals.length === 2);
    assert.ok(published > 0, 'a device on B: A publishes');

    // It goes: once A has heard, A keeps the room's emits local again.
    onB.close();
    await t.table.view((s) => !s.seats[3]!.connected && s.seats.filter((p) => p.connected).length === 4);
    const before = published;
    for (const seat of [0, 1, 2, 4]) await t.phone(seat).ok('game:vote', { approve: true });
    await t.table.view((s) => s.view.proposals[1]!.votes === null && s.progress?.done === 4);
    assert.equal(published, before, 'every device on A again: no emit published');
  } finally {
    t.close();
    for (const c of extra) c.close();
    await a.close();
    await b.close();
  }
});
