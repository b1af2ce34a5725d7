// The Node.js versions this project runs on: package.json's `engines.node` (">=22": the LTS lines
// 22 and 24, both tested, README "Run it"). `npm start` and `npm test` check it first, so that an
// older Node.js stops with one line saying what to do instead of failing somewhere later.
import { readFileSync } from 'node:fs';

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
