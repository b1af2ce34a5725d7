/**
 * The Node.js version check of `npm start` and `npm test` (scripts/node-version.mjs):
 * package.json's engines say ">=22" (the LTS lines 22 and 24, README "Run it"); an older Node.js
 * stops with one line saying which version it is and what to do.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { minimumMajor, nodeVersionProblem } from '../../scripts/node-version.mjs';

test('engines.node is ">=22" and the check reads it', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };
  assert.equal(pkg.engines.node, '>=22');
  assert.equal(minimumMajor(), 22);
});

test('Node.js 22 and 24 pass; 20 and 18 get one line with the version and the fix', () => {
  for (const version of ['22.0.0', '22.23.3', 'v24.21.0', '25.1.0']) assert.equal(nodeVersionProblem(version, 22), null, version);
  assert.equal(
    nodeVersionProblem('20.20.2', 22),
    'This needs Node.js 22 or later; this is Node.js 20.20.2. Install the current LTS (https://nodejs.org/, or: nvm install --lts), then run npm install again.',
  );
  assert.match(nodeVersionProblem('v18.19.0', 22) ?? '', /this is Node\.js 18\.19\.0\./);
});

test('this Node.js, which runs the tests, is one the README names', () => {
  assert.equal(nodeVersionProblem(process.versions.node, minimumMajor()), null);
  // The check runs before anything else in scripts/test.mjs; scripts/start.mjs runs itself on a
  // supported Node.js first (runOnSupportedNode) when this one is older.
  for (const [script, check] of [['scripts/start.mjs', /\nrunOnSupportedNode\(\);\n/], ['scripts/test.mjs', /\nrequireNodeVersion\(\);\n/]] as const) {
    const text = readFileSync(new URL(`../../${script}`, import.meta.url), 'utf8');
    assert.match(text, check, script);
  }
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', "import('./scripts/node-version.mjs').then((m) => m.requireNodeVersion())"], {
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
});
