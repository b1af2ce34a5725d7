/**
 * The rooms a table device keeps, in real Chromium (the production build and the room server on
 * loopback): a table page creates a room (Rebellion vs Empire) and is closed; a new table page of
 * the same browser lists it under "Rooms kept on this device" with its players, its game and when
 * it was last seen, with a room of The Resistance the server does not have (an expired room's
 * credential); resuming that one says in words that the room is gone and forgets it; Resume
 * reconnects to the kept room (its join code shown); Forget, on another game's setup, removes it,
 * says so, and puts focus on the section's heading. axe and 44 px targets at each screen. Nothing
 * waits for a time: every wait is for a state of the page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright';
import { rng } from '../games/rebellion-vs-empire/driver.ts';
import { axe, createRveRoom, openDevice, startRoomApp, type RoomApp } from './pages.ts';

const GAME = 'rebellion-vs-empire';
/** A code no room of this server has (its letters are a join code's): an expired room's. */
const GONE = 'WWWWW';

let app: RoomApp;
before(async () => {
  const random = rng(11);
  app = await startRoomApp('kept-rooms-ui', (n: number) => random(n));
});
after(async () => {
  await app?.close();
});

const squeeze = (s: string | null) => (s ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
const waitFocus = (page: Page, id: string) => page.waitForFunction((want) => document.activeElement?.id === want, id);
const waitSaid = (page: Page, part: string) =>
  page.waitForFunction((s) => (window as unknown as { __said: string[] }).__said.some((t) => t.replace(/[\s\u00a0]+/g, ' ').includes(s)), part);

describe('rooms kept on a table device (real Chromium)', () => {
  test('a closed table finds its room again: listed, resumed, and forgotten; a room the server no longer has is said gone', { timeout: 240_000 }, async () => {
    const table = await openDevice(app.browser, 'table');
    const errors = table.errors;
    try {
      // The first table page creates the room; its credential keeps the room's public summary.
      const code = await createRveRoom(table.page, app.origin);
      await table.page.waitForFunction((c) => JSON.parse(localStorage.getItem(`rs-room-table:${c}`) ?? '{}').summary?.names?.length === 2, code);
      const kept = await table.page.evaluate((c) => JSON.parse(localStorage.getItem(`rs-room-table:${c}`)!), code);
      assert.equal(kept.game, GAME);
      assert.deepEqual(kept.summary.names, ['Ann', 'Bob']);
      // An expired room's credential (of The Resistance), seen before this one.
      await table.page.evaluate((gone) => {
        const summary = { names: ['Cid', 'Dee', 'Eve', 'Fay', 'Gus'], seenAt: 1 };
        localStorage.setItem(`rs-room-table:${gone}`, JSON.stringify({ role: 'table', code: gone, token: 'expired-token', game: 'resistance', summary }));
      }, GONE);
      await table.page.close();

      // A new table page of the same browser lists both, newest first.
      const page = await table.context.newPage();
      page.on('pageerror', (error) => errors.push(`table: ${error.message}`));
      await page.goto(`${app.origin}/?table&game=${GAME}`);
      await page.waitForSelector('#kept-rooms-heading');
      assert.equal(squeeze(await page.locator('#kept-rooms-heading').textContent()), 'Rooms kept on this device');
      const lines = (await page.locator('#kept-rooms-list > li > p').allTextContents()).map(squeeze);
      assert.equal(lines.length, 2);
      assert.match(lines[0]!, new RegExp(`^Room ${code}: Ann, Bob \\(Rebellion vs Empire\\), last seen \\d{1,2}:\\d{2}`));
      assert.match(lines[1]!, new RegExp(`^Room ${GONE}: Cid, Dee, Eve, Fay, Gus \\(The Resistance\\), last seen `));
      assert.equal(await page.getAttribute(`#kept-${code}-resume`, 'aria-label'), `Resume room ${code}`);
      assert.equal(await page.getAttribute(`#kept-${code}-forget`, 'aria-label'), `Forget room ${code}`);
      await page.waitForSelector('#room-setup-heading');
      await axe(page, 'table setup: rooms kept on this device');

      // The expired room: refused on reconnect, said in words, forgotten (no longer listed).
      await page.click(`#kept-${GONE}-resume`);
      await page.waitForFunction((gone) => (document.querySelector('#room-error')?.textContent ?? '').includes(`Room ${gone} is no longer on the room server`), GONE);
      await waitSaid(page, `Room ${GONE} is no longer on the room server`);
      assert.equal(await page.evaluate((gone) => localStorage.getItem(`rs-room-table:${gone}`), GONE), null);
      await page.waitForSelector(`#kept-${code}`);
      assert.equal(await page.locator(`#kept-${GONE}`).count(), 0);
      await axe(page, 'table setup: an expired room said gone');

      // Resume reconnects to the kept room: its heading and its join code.
      await page.click(`#kept-${code}-resume`);
      await page.waitForSelector('#join-code .join-code');
      assert.equal(squeeze(await page.locator('#join-code .join-code').textContent()), code);
      assert.equal(squeeze(await page.locator('#room-heading').textContent()), `Table of room ${code}`);
      await axe(page, 'table: the room resumed');

      // Forget, on another game's setup (The Resistance's): the room goes from the list and from this device, said so, focus on the heading.
      await page.goto(`${app.origin}/?table`);
      await page.waitForSelector(`#kept-${code}-forget`);
      await page.focus(`#kept-${code}-forget`);
      await page.keyboard.press('Enter');
      await waitSaid(page, `Room ${code} forgotten on this device.`);
      await waitFocus(page, 'kept-rooms-heading');
      assert.equal(await page.locator(`#kept-${code}`).count(), 0);
      assert.equal(squeeze(await page.locator('#kept-rooms-none').textContent()), 'No room is kept on this device.');
      assert.equal(await page.evaluate((c) => localStorage.getItem(`rs-room-table:${c}`), code), null);
      await axe(page, 'table setup: the room forgotten');
      assert.deepEqual(errors, []);
    } finally {
      await table.context.close();
    }
  });
});
