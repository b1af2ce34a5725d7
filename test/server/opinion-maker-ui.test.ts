/**
 * The Opinion Maker's face-up vote in a room, in real Chromium (R-PLOT-3): the production build
 * and the room server from one process, a table page, the holder's phone page and another
 * player's phone page (each its own browser context), the other seats socket clients. The holder
 * votes first on their phone; then the table and every phone page show the vote in the "Now" line
 * and say it through their announcer with the same sentence, once; axe on each page. Nothing
 * waits for a time: every wait is for a state of a page or of a socket.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { randomInt } from 'node:crypto';
import { claimSeat, type Phone } from './harness.ts';
import { axe, openDevice, said, startRoomApp, text, textIncludes, type Device, type RoomApp } from './pages.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
const SENTENCE = 'Opinion Maker: Bob votes Reject, in the open.';

let app: RoomApp;
/** Scripted results of the server's random source (the plot card drawn); empty: node:crypto. */
const script: number[] = [];
const devices: Device[] = [];

/** Waits until the page's announcer said a line that includes `part`. */
async function heard(d: Device, part: string): Promise<void> {
  await d.page.waitForFunction((p) => ((window as unknown as { __said: string[] }).__said ?? []).some((s) => s.includes(p)), part);
}

describe('the Opinion Maker votes face up in a room (R-PLOT-3)', () => {
  before(async () => {
    app = await startRoomApp('rs-opinion', (n) => (script.length > 0 ? Math.min(script.shift()!, n - 1) : randomInt(n)));
  });
  after(async () => {
    await app?.close();
  });

  test('the table and every phone page show and say the holder\'s vote', { timeout: 240_000 }, async () => {
    const { origin, browser } = app;
    const table = await openDevice(browser, 'table');
    devices.push(table);
    await table.page.goto(`${origin}/?table`);
    await table.page.locator('#room-setup-count').waitFor();
    await table.page.selectOption('#room-setup-count', '5');
    for (const [seat, name] of PLAYERS.entries()) await table.page.fill(`#room-setup-name-${seat}`, name);
    await table.page.selectOption('#room-setup-leader', '0');
    await table.page.locator('#room-setup-plot').check();
    await table.page.click('#room-create');
    await table.page.locator('#join-code .join-code').waitFor();
    const code = await text(table.page, '#join-code .join-code');
    // Bob, who gets Opinion Maker, and Cid are phone pages; the others socket clients.
    const bob = await openDevice(browser, 'Bob (Opinion Maker)', { width: 400, height: 800 }, true);
    const cid = await openDevice(browser, 'Cid', { width: 400, height: 800 }, true);
    devices.push(bob, cid);
    for (const [seat, d] of [[1, bob], [2, cid]] as const) {
      await d.page.goto(`${origin}/?room=${code}`);
      await d.page.click(`#seat-claim-${seat}`);
      await d.page.locator('#phone-no-card').waitFor();
    }
    const others = new Map<number, Phone>();
    try {
      for (const seat of [0, 3, 4]) others.set(seat, await claimSeat(origin, code, seat));
      await table.page.locator('#room-start').waitFor();
      await table.page.click('#room-start');
      for (const d of [bob, cid]) await d.page.locator('#phone-reveal').waitFor();
      const phone = (seat: number) => others.get(seat)!.client;

      // 5 players: the 7-card deck in PLOT_CARDS order, index 4 is Opinion Maker; Ann hands it to Bob.
      script.push(4);
      await table.page.click('#room-plot-draw');
      await textIncludes(table.page, '#room-plot-give-0', 'Opinion Maker');
      await table.page.selectOption('#room-plot-give-0-to', '1');
      await table.page.click('#room-plot-give-0-submit');
      await textIncludes(table.page, '#room-plot-held', 'Bob: Opinion Maker');
      await phone(0).view((s) => s.view.phase === 'proposal');
      await phone(0).ok('game:propose', { team: [0, 2] });

      // Cid waits for Bob, who votes first; nobody has voted yet.
      await textIncludes(cid.page, '#phone-plot-turn', 'Opinion Maker: Bob choose and reveal their votes first');
      await bob.page.click('button[name="phone-choice"][value="reject"]');

      // Every page shows the face-up vote after the count, and says it.
      for (const d of [table, bob, cid]) {
        await textIncludes(d.page, '#now-text', `1 of 5 players voted. ${SENTENCE}`);
        await heard(d, SENTENCE);
      }
      await axe(table.page, 'table: the Opinion Maker voted');
      await axe(cid.page, 'phone: the Opinion Maker voted, my turn to vote');
      // Cid's turn comes once Bob's vote is shown.
      await cid.page.locator('button[name="phone-choice"][value="approve"]').waitFor();

      // The others vote: the count goes on, the face-up vote stays shown and is said only once.
      await cid.page.click('button[name="phone-choice"][value="approve"]');
      await textIncludes(table.page, '#now-text', `2 of 5 players voted. ${SENTENCE}`);
      await heard(table, '2 of 5 players voted.');
      for (const d of [table, bob, cid]) {
        const times = (await said(d.page)).filter((s) => s.includes(SENTENCE)).length;
        assert.equal(times, 1, `${d.label}: the face-up vote is said once`);
      }
      for (const seat of [0, 3, 4]) await phone(seat).ok('game:vote', { approve: true });
      await heard(table, 'All votes revealed at once.');
      for (const d of devices) assert.deepEqual(d.errors, [], `${d.label}: errors in the page`);
    } finally {
      for (const p of others.values()) p.client.close();
    }
  });
});
