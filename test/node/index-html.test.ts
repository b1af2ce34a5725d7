/**
 * The page (index.html): the announcer's live regions exist from page load, after the app's
 * content. A screen reader that reads a new page from the top (Orca's Say All) and is stopped
 * leaves its reading position where it stopped: in a region placed first, each announcement
 * moved Orca's focus into the region, away from the browser's (heard in test/orca/orca.test.ts).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

test("index.html has both live regions, after the app's element", () => {
  const app = page.indexOf('<rs-app>');
  assert.ok(app > 0, 'the page has <rs-app>');
  for (const id of ['rs-announcer', 'rs-live-polite', 'rs-live-assertive']) {
    const at = page.indexOf(`id="${id}"`);
    assert.ok(at > 0, `the page has #${id}`);
    assert.ok(at > app, `#${id} comes after <rs-app>`);
  }
});
