/**
 * scripts/find-chromium.mjs: how `npm test` finds the browser. A CHROME_PATH that points nowhere
 * stops with exactly one line saying what to do; a valid one is used as it is.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROBE = "import('./scripts/find-chromium.mjs').then((m) => console.log(m.findChromium()))";

function probe(chromePath: string) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', PROBE], {
    cwd: ROOT,
    env: { ...process.env, CHROME_PATH: chromePath },
    encoding: 'utf8',
  });
}

describe('npm test finds Chromium', () => {
  it('stops with one clear line when CHROME_PATH points at no file', () => {
    const run = probe('/nonexistent/chromium');
    assert.equal(run.status, 1);
    assert.equal(run.stdout, '');
    const lines = run.stderr.trim().split('\n');
    assert.equal(lines.length, 1);
    assert.match(lines[0]!, /CHROME_PATH .*\/nonexistent\/chromium.*Chromium/);
  });

  it('uses CHROME_PATH when it points at a file', () => {
    const run = probe(process.execPath); // any existing file stands in for the browser here
    assert.equal(run.status, 0);
    assert.equal(run.stdout.trim(), process.execPath);
  });
});
