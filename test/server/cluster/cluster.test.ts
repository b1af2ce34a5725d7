/**
 * Two room-server processes (`server/main.ts`) share rooms through PostgreSQL and the socket.io
 * sharded Redis adapter (server/cluster-adapter.ts, docs/scaling.md). The table talks to process A, odd seats' phones to
 * process B: a whole 5-player game goes through, every device sees every step, the table on A
 * sees the phones on B connected and revokes one of them, process B crashes (SIGKILL) mid-vote
 * and is started again, and no frame holds another seat's secret.
 *
 * Run by `npm run test:cluster` (test/server/cluster/run.ts), which sets DATABASE_URL and
 * REDIS_URL; skipped without them.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { after, test } from 'node:test';
import { claimSeat, fullTable, TestClient } from '../harness.ts';
import { assertNoLeaks } from '../leaks.ts';

const { DATABASE_URL, REDIS_URL } = process.env;

interface Proc {
  child: ChildProcess;
  url: string;
  port: number;
  output: string[];
}
const procs: Proc[] = [];
after(() => {
  for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts `node --import tsx server/main.ts` on `port`; resolves once it prints its address. */
function startProcess(port: number): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: 'no-such-dir', PUBLIC_URL: 'http://resistance.test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { child, url: `http://127.0.0.1:${port}`, port, output: [] };
  procs.push(proc);
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      proc.output.push(...chunk.toString().split('\n').filter(Boolean));
      if (proc.output.some((l) => l.includes(`http://127.0.0.1:${port}/`))) resolve(proc);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server on ${port} exited (${code}): ${proc.output.join('\n')}`)));
  });
}

test('two processes share a room: a whole game, presence, revocation, a crash mid-vote', { skip: !DATABASE_URL || !REDIS_URL ? 'needs DATABASE_URL and REDIS_URL (npm run test:cluster)' : false }, async () => {
  const [portA, portB] = [await freePort(), await freePort()];
  const a = await startProcess(portA);
  let b = await startProcess(portB);
  for (const p of [a, b]) assert.ok(p.output.some((l) => l.includes('PostgreSQL (DATABASE_URL), Redis adapter')), p.output.join('\n'));
  const onB = (seat: number) => seat % 2 === 1;
  const t = await fullTable(a.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 1 }, (seat) => (onB(seat) ? b.url : a.url));
  const extra: TestClient[] = [];
  try {
    // The table on A sees the phones on B as connected (B tells A, server/presence.ts).
    await t.table.view((s) => s.seats.every((p) => p.claimed && p.connected));

    // Round 1: the leader (seat 1, on B) proposes; the table on A and the phones on A see it.
    const [r0, r1, r2] = t.resistance as [number, number, number];
    await t.propose([r0, r1]);
    await t.vote([0, 1, 2, 3, 4]);
    await t.play({ [r0]: 'fail' }); // R-MIS-2: played as Success
    assert.equal(t.table.latest!.view.missions[0]!.result, 'success');

    // The table (A) revokes seat 3, whose phone is on B: B disconnects it; a new phone on B takes the seat.
    const revoked = new Promise((resolve) => t.phone(3).socket.once('seat:revoked', resolve));
    const gone = new Promise((resolve) => t.phone(3).socket.once('disconnect', resolve));
    await t.table.ok('table:revoke', { seat: 3 });
    await revoked;
    await gone;
    const old = new TestClient(b.url, 'old phone', { role: 'seat', code: t.room.code, token: t.phones[3]!.token });
    extra.push(old);
    old.socket.io.reconnection(false);
    assert.equal((await old.until(() => old.refusals[0])).code, 'token-revoked');
    const replacement = await claimSeat(b.url, t.room.code, 3, t.table);
    t.phones[3] = replacement;
    await t.table.view((s) => s.seats[3]!.connected);

    // Round 2: mid-vote, process B crashes and is started again on its port; its phones come back.
    await t.propose([r0, r1, r2]);
    for (const seat of [0, 1, 2]) await t.phone(seat).ok('game:vote', { approve: true });
    await t.table.view((s) => s.progress?.done === 3);
    const bPhones = t.phones.filter((p) => onB(p.seat));
    const counts = bPhones.map((p) => p.client.snapshots.length);
    b.child.kill('SIGKILL');
    await Promise.all(bPhones.map((p) => p.client.until(() => !p.client.socket.connected)));
    b = await startProcess(portB);
    await Promise.all(bPhones.map((p, i) => p.client.until(() => p.client.socket.connected && p.client.snapshots.length > counts[i]!)));
    for (const p of bPhones) assert.deepEqual(p.client.latest!.progress, { kind: 'vote', done: 3, of: 5, waiting: [3, 4] });
    assert.equal(t.phone(1).latest!.you.vote, true, 'the vote sealed before the crash is kept');
    for (const seat of [3, 4]) await t.phone(seat).ok('game:vote', { approve: true });
    await t.table.view((s) => s.view.phase === 'mission');
    await t.settle();
    await t.play();
    await t.finishResistanceWin();
    assert.deepEqual(t.table.latest!.view.winner, { side: 'resistance', reason: 'three-successes' });

    const receivers = [
      { client: t.table, seat: null, token: t.room.tableToken },
      ...t.phones.map((p) => ({ client: p.client, seat: p.seat, token: p.token })),
    ];
    const logs = procs.flatMap((p) => p.output).filter((l) => !l.includes('no-such-dir'));
    // Both processes did their share: rooms were claimed on each of them.
    for (const port of [portA, portB]) {
      const claims = procs.filter((p) => p.port === port).flatMap((p) => p.output).filter((l) => l.includes('claimed'));
      assert.ok(claims.length >= 2, `process on ${port}: ${claims.length} claims`);
    }
    assertNoLeaks(receivers, t.spies, { logs });
  } finally {
    t.close();
    for (const c of extra) c.close();
  }
});
