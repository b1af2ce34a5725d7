/**
 * The room server's data directory (server/data-dir.ts): made with every missing parent,
 * private to its user whatever the umask, and a server that cannot use it stops with one line
 * naming the path, the reason and the fix. The server is run as `npm start` runs it
 * (`node --import tsx server/main.ts`), in a child process.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync, lstatSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { dataDirProblem, DataDirError, prepareDataDir } from '../../server/data-dir.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'rs-data-dir-'));
chmodSync(scratch, 0o755);
after(() => rmSync(scratch, { recursive: true, force: true }));
const isRoot = process.getuid?.() === 0;

/** Every path under `dir` (itself included) with its permission bits. */
function modes(dir: string): { path: string; mode: number; folder: boolean }[] {
  const found: { path: string; mode: number; folder: boolean }[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    found.push({ path, mode: stat.mode & 0o777, folder: stat.isDirectory() });
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

function assertPrivate(dir: string): void {
  const all = modes(dir);
  assert.ok(all.length > 0);
  for (const { path, mode, folder } of all) {
    assert.equal(mode, folder ? 0o700 : 0o600, `${path} has mode ${mode.toString(8)}`);
  }
}

/** Runs the server as `npm start` does, under `umask`, as `uid` when given; resolves when it exits. */
function runServer(env: Record<string, string>, options: { umask?: string; uid?: number } = {}) {
  const command = `umask ${options.umask ?? '022'}; exec node --import tsx server/main.ts`;
  const child = spawn('sh', ['-c', command], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: 'localhost', STATIC_DIR: join(scratch, 'no-dist'), HOME: scratch, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

/** A server that must refuse its data directory: exit status 1 and one line on stderr. */
async function refusal(dataDir: string, uid?: number): Promise<string> {
  const run = runServer({ DATA_DIR: dataDir }, uid === undefined ? {} : { uid });
  const code = await run.exited;
  assert.equal(code, 1, `exit status (stdout: ${run.out()}, stderr: ${run.err()})`);
  const lines = run.err().trimEnd().split('\n');
  assert.equal(lines.length, 1, `one line, not:\n${run.err()}`);
  assert.equal(run.out(), '', 'nothing else printed');
  return lines[0]!;
}

describe('the data directory is made with every missing parent', () => {
  test('three missing folders are made, each 0700, even with umask 000', () => {
    const previous = process.umask(0);
    try {
      const dir = join(scratch, 'a', 'b', 'rooms');
      assert.equal(prepareDataDir(dir), dir);
      for (const path of [join(scratch, 'a'), join(scratch, 'a', 'b'), dir]) {
        assert.equal(statSync(path).mode & 0o777, 0o700, path);
      }
      assert.deepEqual(readdirSync(dir), [], 'the write check leaves nothing behind');
    } finally {
      process.umask(previous);
    }
  });

  test('a relative DATA_DIR is resolved from the working directory', () => {
    const previous = process.cwd();
    process.chdir(scratch);
    try {
      assert.equal(prepareDataDir('rel/rooms'), join(scratch, 'rel', 'rooms'));
    } finally {
      process.chdir(previous);
    }
  });

  test('an existing directory with wide modes is made private, folders and files inside it too', () => {
    const dir = join(scratch, 'wide');
    mkdirSync(join(dir, 'base', '1'), { recursive: true });
    writeFileSync(join(dir, 'base', '1', 'table'), 'x');
    writeFileSync(join(dir, 'postmaster.opts'), 'x');
    for (const [path, mode] of [
      [dir, 0o777],
      [join(dir, 'base'), 0o755],
      [join(dir, 'base', '1'), 0o775],
      [join(dir, 'base', '1', 'table'), 0o666],
      [join(dir, 'postmaster.opts'), 0o644],
    ] as const) {
      chmodSync(path, mode);
    }
    prepareDataDir(dir);
    assertPrivate(dir);
  });

  test('the server started with umask 000 on a missing nested DATA_DIR serves, and every file it wrote is private', async () => {
    const dir = join(scratch, 'served', 'deep', 'rooms');
    const run = runServer({ DATA_DIR: dir }, { umask: '000' });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const look = () => {
          const found = /http:\/\/localhost:(\d+)\//.exec(run.out());
          if (found) resolve(Number(found[1]));
        };
        run.child.stdout.on('data', look);
        void run.exited.then((code) => reject(new Error(`the server exited (${code}): ${run.err()}`)));
      });
      // A room written after start-up: its files are made under the server's own umask.
      const socket = io(`http://localhost:${port}`, { transports: ['websocket'], reconnection: false });
      try {
        const reply = (await socket.timeout(10_000).emitWithAck('room:create', { setup: { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'] } })) as {
          ok: boolean;
          code?: string;
        };
        assert.equal(reply.ok, true);
        assert.match(reply.code ?? '', /^[A-Z]{5}$/);
      } finally {
        socket.close();
      }
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
    assert.doesNotMatch(run.err(), /error|cannot|ENOENT/i); // only the warning that no built app is there
    assertPrivate(join(scratch, 'served'));
  });
});

describe('a data directory the server cannot use stops it with one line: the path, the reason, the fix', () => {
  test('a file in the way', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, '');
    const line = await refusal(join(file, 'rooms'));
    assert.equal(
      line,
      `The data directory ${join(file, 'rooms')} cannot be used: ${file} is a file, not a folder. ` +
        'To fix it: move that file away, or start with DATA_DIR set to a folder you can write, e.g. DATA_DIR=$HOME/resistance-rooms npm start.',
    );
  });

  test('DATA_DIR itself is a file', async () => {
    const file = join(scratch, 'rooms-file');
    writeFileSync(file, '');
    assert.match(await refusal(file), new RegExp(`^The data directory ${file} cannot be used: ${file} is a file, not a folder\\. To fix it: `));
  });

  test('no permission to write the parent folder', async (t) => {
    const locked = join(scratch, 'locked');
    mkdirSync(locked);
    let uid: number | undefined;
    if (isRoot) {
      // root writes everywhere: the server runs as nobody, as a user without the right would.
      chmodSync(locked, 0o755);
      uid = 65534;
      const probe = spawnSync('node', ['-e', '0'], { uid, gid: uid });
      if (probe.status !== 0) return t.skip('cannot run a process as the user nobody here');
    } else {
      chmodSync(locked, 0o555);
    }
    const line = await refusal(join(locked, 'rooms'), uid);
    assert.match(line, new RegExp(`^The data directory ${join(locked, 'rooms')} cannot be used: no permission to write ${locked}\\. To fix it: give your user write access to ${locked}`));
    chmodSync(locked, 0o755);
  });

  test('a read-only disk', async (t) => {
    const mountPoint = join(scratch, 'read-only');
    mkdirSync(mountPoint);
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', mountPoint]);
    if (mounted.status !== 0) return t.skip('mounting a read-only tmpfs needs root with mount rights; dataDirProblem is checked below');
    try {
      const line = await refusal(join(mountPoint, 'x', 'rooms'));
      assert.equal(
        line,
        `The data directory ${join(mountPoint, 'x', 'rooms')} cannot be used: ${mountPoint} is on a read-only disk. ` +
          'To fix it: start with DATA_DIR set to a folder on a writable disk, e.g. DATA_DIR=$HOME/resistance-rooms npm start.',
      );
    } finally {
      spawnSync('umount', [mountPoint]);
    }
  });

  test('each errno has its reason and fix (EROFS, ENOSPC, EPERM, anything else)', () => {
    const err = (code: string) => Object.assign(new Error(`${code}: something`), { code });
    const cases: [string, RegExp][] = [
      ['EROFS', /: \/d is on a read-only disk\. To fix it: start with DATA_DIR set to a folder on a writable disk/],
      ['ENOSPC', /: the disk holding \/d is full\. To fix it: free some space, or start with DATA_DIR/],
      ['EPERM', /: no permission to write \/d\. To fix it: give your user write access to \/d/],
      ['EIO', /: \/d: EIO: something\. To fix it: check that folder, or start with DATA_DIR/],
    ];
    for (const [code, expected] of cases) {
      const problem = dataDirProblem('/d/rooms', '/d', err(code));
      assert.ok(problem instanceof DataDirError);
      assert.equal(problem.code, code);
      assert.match(problem.message, /^The data directory \/d\/rooms cannot be used: /);
      assert.match(problem.message, expected);
      assert.doesNotMatch(problem.message, /\n/);
    }
  });
});
