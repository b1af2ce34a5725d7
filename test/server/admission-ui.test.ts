/**
 * Seats squatters cannot take, in real Chromium with a table page and phone pages (Rebellion vs
 * Empire: two seats), the production build on loopback with the table's admission on:
 * - a squatter's phone claims the first seat before its player; the player's phone claims it
 *   over (the table had not admitted the squatter), and the squatter's page says it lost the seat;
 * - each phone shows its 4 digits (large, and spelled for screen readers) and no card; the table
 *   types them back by keyboard at the seat (a text field of 44 px, "Admit Ann's phone"), focus on
 *   the seat's line, said;
 *   a wrong check is refused with focus kept in the field; Start deals only once every phone is
 *   admitted;
 * - "Free …'s seat" asks first and says what it costs (before the deal: no card dealt; after it:
 *   the cards taken back or kept by the seat), "Keep the seat" puts focus back on the button.
 * Nothing waits for a time: every wait is for a state of the page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright';
import { rng } from '../games/rebellion-vs-empire/driver.ts';
import { axe, createRveRoom, openDevice, said, tabTo, targets, type Device, startRoomApp, type RoomApp } from './pages.ts';

const GAME = 'rebellion-vs-empire';

let app: RoomApp;
before(async () => {
  const random = rng(7);
  app = await startRoomApp('admission-ui', (n: number) => random(n), { admitOnClaim: false });
});
after(async () => {
  await app?.close();
});

const squeeze = (s: string | null) => (s ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const waitFocus = (page: Page, id: string) => page.waitForFunction((want) => document.activeElement?.id === want, id);
const waitSaid = (page: Page, part: string) =>
  page.waitForFunction((s) => (window as unknown as { __said: string[] }).__said.some((t) => t.replace(/[\s\u00a0]+/g, ' ').includes(s)), part);

/** A phone page that opens the join address and claims `seat`; resolves once it shows its digits. */
async function claim(d: Device, code: string, seat: number): Promise<string> {
  await d.page.goto(`${app.origin}/?room=${code}&game=${GAME}`);
  await d.page.waitForSelector(`#seat-claim-${seat}`);
  await tabTo(d.page, `#seat-claim-${seat}`);
  await d.page.keyboard.press('Enter');
  await d.page.waitForSelector('#seat-check');
  const digits = squeeze(await d.page.locator('#seat-check [aria-hidden="true"]').textContent());
  assert.match(digits, /^\d{4}$/);
  assert.equal(squeeze(await d.page.locator('#seat-check .visually-hidden').textContent()), `Your digits: ${[...digits].join(', ')}.`);
  await waitFocus(d.page, 'check-heading');
  assert.equal(await d.page.locator('#now-heading').count(), 0, 'no game screen before the table admits the phone');
  return digits;
}

describe('the table admits each phone by the digits it shows (real Chromium)', () => {
  test('a squatter is taken over and never admitted; the table types each phone\'s digits by keyboard; freeing a seat asks and says what it costs', { timeout: 240_000 }, async () => {
    const table = await openDevice(app.browser, 'table');
    const squatter = await openDevice(app.browser, 'squatter', { width: 390, height: 844 });
    const ann = await openDevice(app.browser, 'ann', { width: 390, height: 844 });
    const bob = await openDevice(app.browser, 'bob', { width: 390, height: 844 });
    const devices = [table, squatter, ann, bob];
    try {
      const code = await createRveRoom(table.page, app.origin);

      // The squatter claims Ann's seat first; Ann's phone claims it over.
      const squatterDigits = await claim(squatter, code, 0);
      const annDigits = await claim(ann, code, 0);
      await squatter.page.waitForSelector('#seat-heading');
      assert.match(squeeze(await squatter.page.locator('#seat-notice').textContent()), /removed this device from its seat/);
      const bobDigits = await claim(bob, code, 1);
      await axe(ann.page, 'phone: the digits for the table');

      // The table: Ann's seat waits for its digits. A wrong check (the squatter's) is refused.
      await table.page.waitForSelector('#seat-0-check');
      assert.match(squeeze(await table.page.locator('#seat-0-status').textContent()), /A phone waits to be admitted/);
      await axe(table.page, 'table: phones waiting to be admitted');
      await targets(table.page, 'table: phones waiting to be admitted');
      await table.page.click('#room-start');
      await waitSaid(table.page, 'Admit every phone before the cards are dealt');
      if (squatterDigits !== annDigits) {
        await tabTo(table.page, '#seat-0-check');
        await table.page.keyboard.type(squatterDigits);
        await table.page.keyboard.press('Enter');
        await waitSaid(table.page, 'These are not the digits');
        assert.equal(await focused(table.page), 'seat-0-check', 'focus stays in the field after a wrong check');
        await table.page.keyboard.press('Control+A');
      } else {
        await tabTo(table.page, '#seat-0-check');
      }
      await table.page.keyboard.type(annDigits.split('').join(' '));
      await table.page.keyboard.press('Enter');
      await waitSaid(table.page, "Ann's phone is admitted.");
      assert.equal(await focused(table.page), 'seat-0-status');
      await waitSaid(ann.page, 'The table admitted this phone.');
      await ann.page.waitForSelector('#now-heading');
      assert.ok(!(await said(squatter.page)).some((s) => s.includes('admitted this phone')), 'the squatter was never admitted');

      // Freeing Bob's seat asks first and says what it costs; "Keep the seat" keeps it.
      await table.page.click('#seat-1-revoke');
      await waitFocus(table.page, 'seat-1-free-cost');
      assert.match(squeeze(await table.page.locator('#seat-1-free-cost').textContent()), /^Free Bob's seat\? The phone waiting on it is disconnected; it has seen no card\.$/);
      await table.page.click('#seat-1-free-no');
      await waitFocus(table.page, 'seat-1-revoke');
      await tabTo(table.page, '#seat-1-check');
      await table.page.keyboard.type(bobDigits);
      await table.page.keyboard.press('Enter');
      await waitSaid(table.page, "Bob's phone is admitted.");
      await bob.page.waitForSelector('#now-heading');

      // Every phone admitted: Start deals.
      await table.page.click('#room-start');
      await table.page.waitForSelector('#rve-districts-heading');
      // Dealt, both phones connected: the seats fold away; "Manage the seats" opens them.
      assert.equal(await table.page.locator('#seat-list').isVisible(), false, 'the seats fold once the cards are dealt');
      await table.page.click('#seats-toggle');
      await table.page.click('#seat-1-revoke');
      await waitFocus(table.page, 'seat-1-free-cost');
      assert.match(
        squeeze(await table.page.locator('#seat-1-free-cost').textContent()),
        /^Free Bob's seat\? (The cards are taken back: once every seat is taken and admitted again, everyone is dealt anew\.|The game goes on and the seat keeps its cards: the next phone you admit to this seat sees Bob's cards and plays as Bob\. Admit only Bob's own phone\.)$/,
      );
      await table.page.click('#seat-1-free-no');
      await waitFocus(table.page, 'seat-1-revoke');
      for (const d of devices) assert.deepEqual(d.errors, [], `${d.label}: no page error`);
    } finally {
      for (const d of devices) await d.context.close();
    }
  });
});
