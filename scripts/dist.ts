/**
 * What the PWA test (test/node/pwa.test.ts) and the benchmark (scripts/bench.ts) share about the
 * built app: building it into a folder, and the content types a static host serves it with.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Content type by file extension, for the files of `dist/`. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

/**
 * Builds the production app into `outDir` (emptied first) as version `version` (shown in the
 * app's footer). @throws Error with vite's output when the build fails
 */
export function buildApp(outDir: string, version: string): void {
  const run = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, VITE_APP_VERSION: version },
  });
  if (run.status !== 0) throw new Error(`vite build failed:\n${run.stdout}\n${run.stderr}`);
}
