// The Node.js versions this project runs on: package.json's `engines.node` (">=22": the LTS lines
// 22 and 24, both tested, README "Run it"). `npm start` and `npm test` check it first, so that an
// older Node.js stops with one line saying what to do instead of failing somewhere later.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The lowest major version `engines.node` allows (it is written ">=N"). */
export function minimumMajor() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const found = /^>=\s*(\d+)/.exec(pkg.engines?.node ?? '');
  if (!found) throw new Error(`package.json's engines.node must read ">=N", not "${pkg.engines?.node}"`);
  return Number(found[1]);
}

/**
 * `null` when `version` (such as "20.20.2", or "v22.1.0") is recent enough, else the one line to print.
 * @param {string} version
 * @param {number} minimum the lowest major version
 */
export function nodeVersionProblem(version, minimum) {
  const major = Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
  if (major >= minimum) return null;
  return (
    `This needs Node.js ${minimum} or later; this is Node.js ${version.replace(/^v/, '')}. ` +
    `Install the current LTS (https://nodejs.org/, or: nvm install --lts), then run npm install again.`
  );
}

/** Exits with status 1 and the one line when this Node.js is too old. */
export function requireNodeVersion() {
  const problem = nodeVersionProblem(process.versions.node, minimumMajor());
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

/**
 * A `node` binary of the line `major` from the npm registry's `node` package (a Node.js build as
 * an npm package), installed once into node_modules/.cache/node-<major>; `null` when npm cannot
 * install it (offline, say).
 * @param {number} major
 */
export function registryNode(major) {
  const prefix = fileURLToPath(new URL(`../node_modules/.cache/node-${major}`, import.meta.url));
  const bin = `${prefix}/node_modules/node/bin/node`;
  if (existsSync(bin)) return bin;
  const install = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node@${major}`], { encoding: 'utf8' });
  return install.status === 0 && existsSync(bin) ? bin : null;
}

/**
 * For `npm start`: returns when this Node.js is recent enough. On an older one it runs this same
 * script (with its V8 flags) under Node.js of the lowest supported line from the npm registry and
 * exits with its status, so that a machine whose Node.js is too old still serves the app; when
 * that cannot be installed, it stops with the one line of {@link requireNodeVersion}.
 */
export function runOnSupportedNode() {
  const minimum = minimumMajor();
  const problem = nodeVersionProblem(process.versions.node, minimum);
  if (!problem) return;
  console.log(`This is Node.js ${process.versions.node}; the app needs ${minimum} or later: running it on Node.js ${minimum} from the npm registry (fetched once into node_modules/.cache).`);
  const node = registryNode(minimum);
  if (node === null) {
    console.error(problem);
    process.exit(1);
  }
  const child = spawnSync(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}
