/**
 * The join and creation limits of a cluster count in Redis (server/limiter-store.ts): two
 * limiters on REDIS_URL, as two processes of a cluster would have, share one network's budget of
 * failed join attempts and of rooms created, while each connection's failures stay on its own
 * process. Run by `npm run test:cluster` (test/server/cluster/run.ts), which sets REDIS_URL;
 * skipped without it.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { createClient } from 'redis';
import { CreateLimiter, JoinLimiter } from '../../../server/limits.ts';

const { REDIS_URL } = process.env;

test('two processes count one network\'s failed join attempts and rooms together in Redis', { skip: REDIS_URL ? false : 'needs REDIS_URL (npm run test:cluster)' }, async () => {
  const clients = [createClient({ url: REDIS_URL! }), createClient({ url: REDIS_URL! })];
  await Promise.all(clients.map((c) => c.connect()));
  try {
    const [a, b] = clients.map((client) => new JoinLimiter({ capacity: 3, refillMs: 20_000 }, { capacity: 10, refillMs: 6_000 }, { kind: 'redis', client }));
    // A network of its own for this run (the keys outlive it, for a minute).
    const network = `2001:db8:${randomUUID()}::/64`;
    await a!.failed(network, 'socket-a1');
    await b!.failed(network, 'socket-b1');
    await a!.failed(network, 'socket-a2');
    // The network's three are spent on two processes: the next failure on B blocks its connection.
    await b!.failed(network, 'socket-b2');
    assert.equal((await b!.before('socket-b2'))?.code, 'rate-limited');
    assert.equal(await b!.before('socket-b1'), null, 'a connection that failed within the budget is not blocked');
    assert.equal(await a!.before('socket-b2'), null, 'connections are counted where their socket is');

    const [ca, cb] = clients.map((client) => new CreateLimiter({ capacity: 2, refillMs: 60_000 }, { kind: 'redis', client }));
    assert.equal(await ca!.take(network), null);
    assert.equal(await cb!.take(network), null);
    assert.equal((await ca!.take(network))?.code, 'rate-limited');
  } finally {
    await Promise.allSettled(clients.map((c) => c.quit()));
  }
});
