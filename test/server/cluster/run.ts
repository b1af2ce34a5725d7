/**
 * `npm run test:cluster`: starts a throw-away Redis and PostgreSQL on loopback, then runs
 * the cluster tests (two room-server processes sharing rooms) and the store contract on
 * PostgreSQL, with REDIS_URL and DATABASE_URL set; stops both afterwards.
 *
 * Needs `redis-server` and PostgreSQL's `initdb`/`pg_ctl` (Debian: `redis-server`, `postgresql`).
 * When they are missing and this runs as root on Debian/Ubuntu, it installs them with apt-get;
 * otherwise it stops with one line saying what to install.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = process.getuid?.() === 0;

function findPgBin(): string | null {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}
const which = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).stdout.trim() || null;

let pgBin = findPgBin();
let redisServer = which('redis-server');
if ((!pgBin || !redisServer) && root && which('apt-get')) {
  console.log('Installing redis-server and postgresql with apt-get…');
  spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'redis-server', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
  pgBin = findPgBin();
  redisServer = which('redis-server');
}
if (!pgBin || !redisServer) {
  console.error('test:cluster needs redis-server and PostgreSQL (initdb, pg_ctl): install the Debian packages redis-server and postgresql.');
  process.exit(1);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Resolves when `child` prints `ready` (on stdout or stderr). */
function waitFor(child: ChildProcess, ready: RegExp, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (ready.test(seen)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${what} exited (${code}): ${seen.slice(-500)}`)));
  });
}

const dir = mkdtempSync(join(tmpdir(), 'rs-cluster-'));
const pgData = join(dir, 'pg');
// PostgreSQL refuses to run as root: as root, its files belong to the postgres user and it runs as that user.
const asPg = (cmd: string, args: string[]) => (root ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' }) : spawnSync(cmd, args, { encoding: 'utf8' }));
if (root) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout));

let redis: ChildProcess | null = null;
let pgStarted = false;
let status = 1;
try {
  const redisPort = await freePort();
  redis = spawn(redisServer, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitFor(redis, /Ready to accept connections/, 'redis-server');

  const pgPort = await freePort();
  const init = asPg(join(pgBin, 'initdb'), ['-D', pgData, '-U', 'rs', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const start = asPg(join(pgBin, 'pg_ctl'), [
    '-D', pgData, '-w', '-l', join(dir, 'pg.log'),
    '-o', `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
    'start',
  ]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr}${start.stdout}`);
  pgStarted = true;

  const env = {
    ...process.env,
    DATABASE_URL: `postgres://rs@127.0.0.1:${pgPort}/postgres`,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  };
  const tests = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-timeout=180000', 'test/server/cluster/cluster.test.ts', 'test/server/room.test.ts'], {
    stdio: 'inherit',
    env,
  });
  status = tests.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (pgStarted) asPg(join(pgBin, 'pg_ctl'), ['-D', pgData, '-m', 'fast', '-w', 'stop']);
  redis?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
