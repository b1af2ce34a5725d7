/**
 * `npm run test:cluster`: starts a throw-away Redis and PostgreSQL on loopback
 * (scripts/cluster-services.ts), then runs the cluster tests (two room-server processes sharing
 * rooms; a process killed under load; a stale copy in memory and presence told across processes; the join and creation limits counted in Redis) and the store contract on PostgreSQL, with REDIS_URL and
 * DATABASE_URL set; stops both afterwards.
 *
 * Needs `redis-server` and PostgreSQL's `initdb`/`pg_ctl` (Debian: `redis-server`, `postgresql`).
 * When they are missing and this runs as root on Debian/Ubuntu, it installs them with apt-get;
 * otherwise it stops with one line saying what to install.
 */
import { spawnSync } from 'node:child_process';
import { installClusterTools, startClusterServices, type ClusterServices, type ClusterTools } from '../../../scripts/cluster-services.ts';

let tools: ClusterTools;
try {
  tools = installClusterTools();
} catch (error) {
  console.error(`test:cluster: ${(error as Error).message}`);
  process.exit(1);
}

let services: ClusterServices | null = null;
let status = 1;
try {
  services = await startClusterServices(tools);
  const env = { ...process.env, DATABASE_URL: services.databaseUrl, REDIS_URL: services.redisUrl };
  const tests = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-timeout=300000', 'test/server/cluster/cluster.test.ts', 'test/server/cluster/kill-load.test.ts', 'test/server/cluster/memory-presence.test.ts', 'test/server/cluster/shared-limits.test.ts', 'test/server/room.test.ts'],
    { stdio: 'inherit', env },
  );
  status = tests.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  services?.stop();
}
process.exit(status);
