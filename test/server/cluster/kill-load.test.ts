/**
 * A room server process killed mid-game under load: scripts/bench-load.ts
 * `killRun` starts two room-server processes with the sharded Redis adapter on the PostgreSQL of
 * DATABASE_URL, plays three rooms of 5–7 seats over both (tables and even seats on A, odd seats
 * on B), kills B with SIGKILL once every room has acted and 30 actions were acknowledged; the
 * rooms' devices on B connect again to A with their tokens and the games go on. Afterwards every
 * acknowledged proposal, vote and mission card is in the stored log, and every game is over.
 *
 * Run by `npm run test:cluster` (test/server/cluster/run.ts), which sets DATABASE_URL and
 * REDIS_URL; skipped without them. Nothing here checks a time.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { killRun } from '../../../scripts/bench-load.ts';

const { DATABASE_URL, REDIS_URL } = process.env;

test('a process killed mid-game under load loses no acknowledged action; its rooms go on through the other', { skip: !DATABASE_URL || !REDIS_URL ? 'needs DATABASE_URL and REDIS_URL (npm run test:cluster)' : false }, async () => {
  const run = await killRun(3, { databaseUrl: DATABASE_URL!, redisUrl: REDIS_URL! }, 30);
  assert.deepEqual(run.failures, []);
  assert.ok(run.killedAt >= 30, `killed after ${run.killedAt} acknowledged actions`);
  // Seats 1, 3 (and 5) of each room were on the killed process: 2 + 3 + 3 devices came back on A.
  assert.equal(run.reconnections, 8);
  assert.equal(run.gamesOver, 3);
  assert.ok(run.acked > run.killedAt, `${run.acked} acknowledged in all`);
  assert.deepEqual(run.lost, []);
});
