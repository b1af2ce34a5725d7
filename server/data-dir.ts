/**
 * The room server's data directory (`DATA_DIR`, default `.data/rooms`): made with every missing
 * parent, private to the user the server runs as, and checked before PGlite opens it.
 *
 * PGlite (`PGlite.create(dir)`) creates only the last folder of its data directory, and its files
 * get the process umask: with the usual 022 the dealt roles, sealed votes and seat token hashes
 * would be readable by every local user. So:
 * - every missing folder of the path is created with mode 0700;
 * - the data directory and everything under it is made 0700 (folders) and 0600 (files), also
 *   when it already exists with wider modes (the folders above it that existed are left alone);
 * - the server sets its umask to 077 (`privateUmask`), so files made later are private too.
 *
 * When the directory cannot be used, {@link DataDirError} carries one line naming the path, the
 * reason and the fix; `server/main.ts` prints it and exits with status 1.
 */
import { accessSync, chmodSync, constants, lstatSync, mkdirSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Mode of the data directory and of every folder in it. */
export const DIR_MODE = 0o700;
/** Mode of every file in the data directory. */
export const FILE_MODE = 0o600;

/** The data directory cannot be used; `message` is one line: the path, the reason, the fix. */
export class DataDirError extends Error {
  constructor(
    message: string,
    /** The errno code behind it (`EACCES`, `EROFS`, `ENOTDIR`, …), when there is one. */
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'DataDirError';
  }
}

/**
 * One line saying why `dir` cannot be used and what to do, from the error a file operation on
 * `at` (the data directory or one of its parents) raised.
 * @param dir the data directory asked for (absolute)
 * @param at the path the operation failed on
 * @param error the error thrown by `node:fs` (its `code`: EACCES, EPERM, EROFS, ENOTDIR, EEXIST, ENOSPC…)
 */
export function dataDirProblem(dir: string, at: string, error: unknown): DataDirError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const elsewhere = 'or start with DATA_DIR set to a folder you can write, e.g. DATA_DIR=$HOME/resistance-rooms npm start';
  let reason: string;
  let fix: string;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      reason = `no permission to write ${at}`;
      fix = `give your user write access to ${at} (or run the server as its owner), ${elsewhere}`;
      break;
    case 'EROFS':
      reason = `${at} is on a read-only disk`;
      fix = `start with DATA_DIR set to a folder on a writable disk, e.g. DATA_DIR=$HOME/resistance-rooms npm start`;
      break;
    case 'ENOTDIR':
    case 'EEXIST':
      reason = `${at} is a file, not a folder`;
      fix = `move that file away, ${elsewhere}`;
      break;
    case 'ENOSPC':
    case 'EDQUOT':
      reason = `the disk holding ${at} is full`;
      fix = `free some space, ${elsewhere}`;
      break;
    default:
      reason = `${at}: ${error instanceof Error ? error.message : String(error)}`;
      fix = `check that folder, ${elsewhere}`;
  }
  return new DataDirError(`The data directory ${dir} cannot be used: ${reason}. To fix it: ${fix}.`, code);
}

/**
 * Makes `dir` ready for PGlite: creates it and every missing parent (mode 0700), makes it and
 * everything under it private (folders 0700, files 0600, whatever they were), and checks that a
 * file can be written in it.
 * @param dir the data directory, absolute or relative to the working directory
 * @returns the absolute path
 * @throws {DataDirError} when it cannot be created, made private or written to
 */
export function prepareDataDir(dir: string): string {
  const path = resolve(dir);
  // The folders to make, outermost first (a recursive mkdir reports a read-only disk as ENOENT,
  // so each is made on its own and a failure names the folder it happened in).
  const missing: string[] = [];
  for (let at = path; !exists(at); at = dirname(at)) {
    missing.unshift(at);
    if (dirname(at) === at) break;
  }
  for (const at of missing) {
    try {
      mkdirSync(at, { mode: DIR_MODE });
      // mkdir's mode is cut by the umask: set it exactly.
      chmodSync(at, DIR_MODE);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw dataDirProblem(path, code === 'ENOTDIR' || code === 'EEXIST' ? fileInTheWay(at) : dirname(at), error);
    }
  }
  try {
    if (!statSync(path).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    makePrivate(path);
    accessSync(path, constants.W_OK);
    // access() does not see a read-only mount for root, nor a full disk: write a file.
    const probe = join(path, `.write-check-${process.pid}`);
    writeFileSync(probe, '', { mode: FILE_MODE });
    unlinkSync(probe);
  } catch (error) {
    throw dataDirProblem(path, fileInTheWay(path), error);
  }
  return path;
}

/**
 * Folders 0700 and files 0600 for `path` and everything under it (symbolic links are not
 * followed).
 * @throws the `node:fs` error of a chmod or a read that fails
 */
export function makePrivate(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== DIR_MODE) chmodSync(path, DIR_MODE);
    for (const name of readdirSync(path)) makePrivate(join(path, name));
  } else if ((stat.mode & 0o777) !== FILE_MODE) {
    chmodSync(path, FILE_MODE);
  }
}

/**
 * Sets this process's umask to 077, so that every file and folder the server makes from now on
 * (PGlite's tables and logs) is its user's alone.
 * @returns the umask it had
 */
export function privateUmask(): number {
  return process.umask(0o077);
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** The nearest of `path` and its parents that exists and is not a folder, else `path`. */
function fileInTheWay(path: string): string {
  for (let at = path; ; at = dirname(at)) {
    try {
      if (!statSync(at).isDirectory()) return at;
    } catch {
      // missing, or not reachable: look further up
    }
    if (dirname(at) === at) return path;
  }
}
