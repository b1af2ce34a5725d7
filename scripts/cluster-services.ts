/**
 * A throw-away PostgreSQL and Redis on loopback, for `npm run test:cluster`
 * (test/server/cluster/run.ts) and the cluster section of the load benchmark
 * (scripts/bench-load.ts `measureCluster`).
 *
 * Needs `redis-server` and PostgreSQL's `initdb`/`pg_ctl` (Debian: `redis-server`, `postgresql`;
 * `PG_BIN` may name the folder of `initdb`). {@link clusterTools} only looks for them;
 * {@link installClusterTools} installs them with apt-get when this runs as root on Debian/Ubuntu
 * (test:cluster does, the benchmark never installs anything). PostgreSQL refuses to run as root:
 * as root its files belong to the `postgres` user and it runs as that user.
 *
 * Both servers keep nothing: PostgreSQL with `fsync=off` and `synchronous_commit=off` in a
 * temporary folder, Redis with no snapshot and no append-only file. {@link ClusterServices.stop}
 * stops both and deletes the folder (also call it after an error).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the two servers' programs are. */
export interface ClusterTools {
  /** The folder of PostgreSQL's `initdb`, `pg_ctl`. */
  pgBin: string;
  /** The path of `redis-server`. */
  redisServer: string;
}

const root = process.getuid?.() === 0;

function findPgBin(): string | null {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}
const which = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).stdout.trim() || null;

/** The installed PostgreSQL and Redis, or `null` when either is missing (nothing is installed). */
export function clusterTools(): ClusterTools | null {
  const pgBin = findPgBin();
  const redisServer = which('redis-server');
  return pgBin && redisServer ? { pgBin, redisServer } : null;
}

/**
 * {@link clusterTools}; when missing and this runs as root with apt-get, installs the Debian
 * packages `redis-server` and `postgresql` first (output on this process's terminal).
 * @throws Error naming what to install when they are missing and cannot be installed here
 */
export function installClusterTools(): ClusterTools {
  const found = clusterTools();
  if (found) return found;
  if (root && which('apt-get')) {
    console.log('Installing redis-server and postgresql with apt-get…');
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'redis-server', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const now = install.status === 0 ? clusterTools() : null;
    if (now) return now;
  }
  throw new Error('this needs redis-server and PostgreSQL (initdb, pg_ctl): install the Debian packages redis-server and postgresql.');
}

/** A free TCP port on loopback (closed again before it is returned). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Resolves when `child` prints something matching `ready` (stdout or stderr); rejects if it exits first. */
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

/** The two servers started by {@link startClusterServices}. */
export interface ClusterServices {
  /** `postgres://rs@127.0.0.1:PORT/postgres` (trust authentication on loopback). */
  databaseUrl: string;
  /** `redis://127.0.0.1:PORT`. */
  redisUrl: string;
  /** The process id of PostgreSQL's postmaster (its backends are its children). */
  postmasterPid: number;
  /** The process id of `redis-server`. */
  redisPid: number;
  /** Whether `pg_stat_statements` is loaded (asked with `statements: true` and available). */
  statements: boolean;
  /** Stops both servers and deletes their folder; safe to call twice. */
  stop(): void;
}

/**
 * Starts Redis and PostgreSQL on free loopback ports in a new temporary folder.
 * @param options.statements load `pg_stat_statements` (to count the statements a run sends;
 *   the extension is then created in the `postgres` database); left out when the module is missing
 * @throws Error when either server does not start (both stopped and the folder deleted first)
 */
export async function startClusterServices(tools: ClusterTools, options: { statements?: boolean } = {}): Promise<ClusterServices> {
  const dir = mkdtempSync(join(tmpdir(), 'rs-cluster-'));
  const pgData = join(dir, 'pg');
  const asPg = (cmd: string, args: string[]) =>
    root ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' }) : spawnSync(cmd, args, { encoding: 'utf8' });
  if (root) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  let redis: ChildProcess | null = null;
  let pgStarted = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (pgStarted) asPg(join(tools.pgBin, 'pg_ctl'), ['-D', pgData, '-m', 'fast', '-w', 'stop']);
    if (redis && redis.exitCode === null) redis.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const redisPort = await freePort();
    redis = spawn(tools.redisServer, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitFor(redis, /Ready to accept connections/, 'redis-server');

    const pgPort = await freePort();
    const init = asPg(join(tools.pgBin, 'initdb'), ['-D', pgData, '-U', 'rs', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
    const statements = !!options.statements && existsSync(join(tools.pgBin, '..', 'lib', 'pg_stat_statements.so'));
    const settings = `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off${statements ? ' -c shared_preload_libraries=pg_stat_statements' : ''}`;
    const start = asPg(join(tools.pgBin, 'pg_ctl'), ['-D', pgData, '-w', '-l', join(dir, 'pg.log'), '-o', settings, 'start']);
    if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr}${start.stdout}`);
    pgStarted = true;
    const postmasterPid = Number(readFileSync(join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return {
      databaseUrl: `postgres://rs@127.0.0.1:${pgPort}/postgres`,
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      postmasterPid,
      redisPid: redis.pid!,
      statements,
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * CPU time (user + system, ms) of process `pid` and, with `children`, of its living child
 * processes (PostgreSQL's backends), from /proc (Linux); 0 for what cannot be read. A child that
 * ended meanwhile takes its time with it: read before the connections close.
 */
export function processCpuMs(pid: number, children = false): number {
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  const read = (p: number): { ppid: number; cpu: number } | null => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      // After the command's closing parenthesis: state, ppid, … utime (14th field), stime (15th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { ppid: Number(fields[1]), cpu: ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks };
    } catch {
      return null;
    }
  };
  let total = read(pid)?.cpu ?? 0;
  if (children) {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const s = read(Number(entry));
      if (s && s.ppid === pid) total += s.cpu;
    }
  }
  return total;
}
