// The room server as plain JavaScript for `npm start` (scripts/start.mjs): server/main.ts and the
// code it imports (the games' engines included) bundled by esbuild into `dist-server/main.js`,
// packages left to node_modules, plus the embedded PGlite reader's worker (server/pglite-worker.ts,
// used only to move a data directory of an earlier version). Run by plain `node`, the server
// process needs no TypeScript loader: about 27 MB less resident than under tsx, which keeps every
// module's source and its transform (docs/performance.md, "Memory").
//   node scripts/build-server.mjs        (npm start runs it after the app's build)
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where the bundle goes (ignored by git, remade by every `npm start`). */
export const SERVER_OUT = join(root, 'dist-server');

/**
 * Bundles the server into {@link SERVER_OUT}. @returns the exit status of esbuild (0 when built)
 * @param {{ quiet?: boolean }} [options] quiet: print esbuild's output only when it fails
 */
export function buildServer({ quiet = false } = {}) {
  const esbuild = join(dirname(createRequire(import.meta.url).resolve('esbuild/package.json')), 'bin', 'esbuild');
  const result = spawnSync(
    esbuild,
    [
      'server/main.ts',
      'server/pglite-worker.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node22',
      '--packages=external',
      `--outdir=${SERVER_OUT}`,
      '--out-extension:.js=.js',
      '--log-level=warning',
    ],
    quiet ? { cwd: root, encoding: 'utf8' } : { stdio: 'inherit', cwd: root },
  );
  if (quiet && result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
  }
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(buildServer());
