/**
 * Nothing unsent is called safe, in real Chromium (a table page, one phone page, the other seats
 * held by socket.io clients): a phone whose network is cut (the browser's offline emulation,
 * `context.setOffline`) that seals its vote keeps it and shows it in the step's place, as a sealed
 * one ("Your vote is kept on this phone: Approve. It will be sent when the phone is back online.":
 * its buttons gone, focus on it, in the first screen, not announced too), the table does not count
 * it; once the network is back the phone sends it, says "Vote sent.", shows the vote sealed and the
 * table counts it. A reload while offline keeps
 * the vote (sealed in the tab's storage: no plain vote there) and sends it once connected. A
 * mission card goes the same way; the table, offline, keeps nothing: its proposal is refused at
 * once ("Not sent: …").
 * The outbox is src/platform/rooms/outbox.ts, its flow room-phone-page.ts.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { claimSeat, type Phone } from './harness.ts';
import { setTeam } from '../helpers/team-boxes.ts';
import { axe, openDevice, said, startRoomApp, text, textIncludes, type Device, type RoomApp } from './pages.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
const KEPT_APPROVE = 'Your vote is kept on this phone: Approve. It will be sent when the phone is back online.';
const KEPT_REJECT = 'Your vote is kept on this phone: Reject. It will be sent when the phone is back online.';

let app: RoomApp;
const devices: Device[] = [];
const clients: Phone[] = [];

/**
 * The phone's WebSockets as the test holds them: while `cut`, the room's connection (its address
 * names the room) is closed at once; the page's probe for a room server (no room in its address,
 * room-server-probe.ts) passes, so the page is a room page whose connection cannot be made. While
 * `silent`, nothing passes either way and nothing is closed, as when a Wi-Fi's router dies (no
 * `offline` event), and a connection tried then gets nowhere.
 */
const network = { cut: false, silent: false };

/** Waits until the announcer of `page` said something that includes `part`. */
async function heard(page: Device['page'], part: string): Promise<void> {
  await page.waitForFunction((p) => ((window as unknown as { __said?: string[] }).__said ?? []).some((s) => s.includes(p)), part);
}

/** Waits until `#phone-pending` says `part`; else fails with what the phone's page says. */
async function pending(page: Device['page'], part: string, timeout = 30_000): Promise<void> {
  try {
    await page.waitForFunction((p) => (document.querySelector('#phone-pending')?.textContent ?? '').includes(p), part, { timeout });
  } catch {
    assert.fail(`the phone never said "${part}" under its connection; its page says: "${await text(page, 'main')}"`);
  }
}

/**
 * Waits until the step shows the vote or card kept (`#phone-kept` says `sentence`), then checks
 * that it is shown and said as a sealed one is: no choice button left to press, focus on the
 * note (a screen reader reads it there, once: no live region says it too), and the note in the
 * first screen of a 360 × 740 phone at 100 % and 200 % text.
 */
async function keptInStep(page: Device['page'], sentence: string): Promise<void> {
  try {
    await page.waitForFunction((p) => (document.querySelector('#phone-kept')?.textContent ?? '').trim() === p, sentence, { timeout: 30_000 });
  } catch {
    assert.fail(`the step never said "${sentence}"; the phone's page says: "${await text(page, 'main')}"`);
  }
  const buttons = await page.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>('button[name="phone-choice"]')].filter((b) => b.getAttribute('aria-disabled') !== 'true' && b.tabIndex >= 0).map((b) => b.value));
  assert.deepEqual(buttons, [], 'no choice button is left to press once the choice is kept');
  await page.waitForFunction(() => document.activeElement?.id === 'phone-kept');
  const spoken = (await said(page)).filter((s) => s.includes(sentence) || s.includes('will be sent when the phone is back online'));
  assert.deepEqual(spoken, [], 'the note is read where focus is: no live region says it too');
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  for (const size of [100, 200]) {
    const bottom = await page.evaluate(async (size) => {
      // As the app's Settings apply a text size (apply-settings.ts).
      document.documentElement.style.fontSize = `${size}%`;
      document.documentElement.setAttribute('data-text-size', String(size));
      window.scrollTo(0, 0);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return document.querySelector('#phone-kept')!.getBoundingClientRect().bottom;
    }, size);
    assert.ok(bottom <= 740.5, `at ${size} % text the kept note ends at ${bottom.toFixed(0)} px, below the first screen (740 px)`);
  }
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '100%';
    document.documentElement.setAttribute('data-text-size', '100');
  });
  await page.setViewportSize(viewport);
}

/** What the tab's storages hold, as text. */
async function storage(page: Device['page']): Promise<string> {
  return page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
}

/**
 * A table page with its room created and the game started (Bob, seat 1, leads), one phone page on
 * seat 0 (Ann), the other seats held by clients; Bob proposes Ann and himself, and Ann's phone
 * shows the vote.
 */
async function voting(): Promise<{ table: Device; phone: Device; code: string }> {
  const table = await openDevice(app.browser, 'table');
  devices.push(table);
  await table.page.goto(`${app.origin}/?table`);
  await table.page.locator('#room-setup-count').waitFor();
  await table.page.selectOption('#room-setup-count', '5');
  for (const [seat, name] of PLAYERS.entries()) await table.page.fill(`#room-setup-name-${seat}`, name);
  await table.page.selectOption('#room-setup-leader', '1');
  await table.page.click('#room-create');
  await table.page.locator('#join-code .join-code').waitFor();
  const code = await text(table.page, '#join-code .join-code');
  const phone = await openDevice(app.browser, 'phone 0', { width: 320, height: 640 }, true);
  devices.push(phone);
  await phone.page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if ((network.cut && ws.url().includes('room=')) || network.silent) return void ws.close();
    const server = ws.connectToServer();
    ws.onMessage((message) => void (network.silent || server.send(message)));
    server.onMessage((message) => void (network.silent || ws.send(message)));
    ws.onClose((code, reason) => void (network.silent || server.close({ code, reason })));
    server.onClose((code, reason) => void (network.silent || ws.close({ code, reason })));
  });
  await phone.page.goto(`${app.origin}/?room=${code}`);
  await phone.page.click('#seat-claim-0');
  await phone.page.locator('#phone-no-card').waitFor();
  const others: Phone[] = [];
  for (let seat = 1; seat < PLAYERS.length; seat++) others.push(await claimSeat(app.origin, code, seat));
  clients.push(...others);
  await table.page.locator('#room-start').waitFor();
  await table.page.click('#room-start');
  await phone.page.locator('#phone-reveal').waitFor();
  await others[0]!.client.view((s) => s.dealt);
  await others[0]!.client.ok('game:propose', { team: [0, 1] });
  await phone.page.locator('button[name="phone-choice"][value="approve"]').waitFor();
  await textIncludes(table.page, '#now-text', 'Everyone votes on their own phone');
  return { table, phone, code };
}

describe('a vote sealed while the phone is offline is kept, said, and sent once back', () => {
  before(async () => {
    app = await startRoomApp('outbox-ui', (n) => Math.floor(Math.random() * n));
  });
  after(async () => {
    for (const c of clients) c.client.close();
    await app?.close();
  });
  // A test that fails with the network cut must not leave the next one without a room connection.
  beforeEach(() => {
    network.cut = false;
    network.silent = false;
  });

  test("offline: the vote kept shows in the step's place, focused, the table does not count it; back online: 'Vote sent.' and the table counts it", { timeout: 120_000 }, async () => {
    const { table, phone, code } = await voting();
    await phone.context.setOffline(true);
    await textIncludes(phone.page, '#phone-connection', 'No network on this device');

    // The vote kept shows in the step's place, as a sealed one: focus on it.
    await phone.page.click('button[name="phone-choice"][value="approve"]');
    await keptInStep(phone.page, KEPT_APPROVE);
    // The buttons stay, unavailable, below the note: focus moved from the button pressed, still in
    // the page (Orca says nothing of a focus move made as the focused control goes).
    assert.equal(await phone.page.locator('button.sealed[name="phone-choice"]').count(), 2, 'the vote\'s buttons stay, unavailable');
    assert.ok(!(await said(phone.page)).some((s) => /nothing (you did )?(is |was )?lost|nothing was sent/i.test(s)), 'nothing is called safe');
    // The private screen hidden: the note says only that a vote is kept, not which.
    await phone.page.click('#phone-hide');
    await phone.page.locator('#phone-private-hidden').waitFor();
    assert.equal(await text(phone.page, '#phone-kept'), 'Your vote will be sent when the phone is back online.');
    assert.ok(!(await text(phone.page, 'main')).includes('Approve'), 'no choice on the page while the private screen is hidden');
    await phone.page.click('#phone-hide');
    await textIncludes(phone.page, '#phone-kept', KEPT_APPROVE);
    // Back on the note (focus went to the card shown again), as the player reads it.
    await phone.page.focus('#phone-kept');
    // Kept sealed in this tab's storage (written once its encryption resolves): no plain vote there.
    await phone.page.waitForFunction((c) => sessionStorage.getItem(`rs-room-outbox:${c}`) !== null, code);
    const stored = await storage(phone.page);
    assert.ok(stored.includes(`rs-room-outbox:${code}`), 'the vote is kept in the tab');
    assert.ok(!/approve|"body"|game:vote/i.test(stored), `no plain vote in storage: ${stored}`);
    assert.ok(!(await storage(table.page)).includes('rs-room-outbox'), 'nothing kept on the table');
    await axe(phone.page, 'phone: vote kept offline');
    assert.match(await text(table.page, '#now-text'), /0 of 5 players voted|Everyone votes/);
    assert.ok(!(await text(table.page, '#now-text')).includes('1 of 5'), 'the table has not counted it');

    await phone.context.setOffline(false);
    await pending(phone.page, 'Vote sent.');
    await heard(phone.page, 'Vote sent.');
    await textIncludes(table.page, '#now-text', '1 of 5 players voted.');
    await textIncludes(phone.page, '#phone-sealed', 'Your vote is sealed: Approve.');
    // Sent, the kept note becomes the ordinary confirmation, and focus moves with it.
    await phone.page.waitForFunction(() => document.activeElement?.id === 'phone-sealed');
    assert.equal(await phone.page.locator('#phone-kept').count(), 0, 'sent: nothing is shown as kept');
    assert.ok(!(await storage(phone.page)).includes('rs-room-outbox'), 'sent: nothing kept any more');
    await axe(phone.page, 'phone: vote sent');
    for (const d of devices) assert.deepEqual(d.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e)), [], `${d.label}: page errors`);
  });

  test('a reload while offline keeps the vote: shown again, focused, then sent once connected', { timeout: 120_000 }, async () => {
    const { table, phone, code } = await voting();
    await phone.context.setOffline(true);
    await textIncludes(phone.page, '#phone-connection', 'No network on this device');
    await phone.page.click('button[name="phone-choice"][value="reject"]');
    await keptInStep(phone.page, KEPT_REJECT);
    // The seal is written once its encryption resolves (a few ms): the reload comes after it.
    await phone.page.waitForFunction((c) => sessionStorage.getItem(`rs-room-outbox:${c}`) !== null, code);

    // The reload while offline: the room page cannot load (it is not kept for offline use).
    await phone.page.reload().catch(() => undefined);
    // The network back for pages, not yet for the room's connection: the page loads, keeps the vote.
    network.cut = true;
    await phone.context.setOffline(false);
    await phone.page.goto(`${app.origin}/?room=${code}`);
    // Shown again as it was, focus on it (read there, not announced too).
    await keptInStep(phone.page, KEPT_REJECT);
    assert.ok(!(await text(table.page, '#now-text')).includes('1 of 5'), 'the table has not counted it');
    await axe(phone.page, 'phone: vote kept over a reload');

    network.cut = false;
    // socket.io's backoff (at most 5 s, ±50 %) then reconnects by itself.
    await pending(phone.page, 'Vote sent.');
    await heard(phone.page, 'Vote sent.');
    await textIncludes(table.page, '#now-text', '1 of 5 players voted.');
    await textIncludes(phone.page, '#phone-sealed', 'Your vote is sealed: Reject.');
    // Reopened on its seat, the phone kept focus on the kept vote (not on the card below it), and then on the vote sealed.
    await phone.page.waitForFunction(() => document.activeElement?.id === 'phone-sealed');
    for (const d of devices) assert.deepEqual(d.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e)), [], `${d.label}: page errors`);
  });

  test('a vote sealed into a silent network (the phone still thinks it is connected) is kept once the connection drops, and sent once back', { timeout: 120_000 }, async () => {
    const { table, phone } = await voting();
    network.silent = true;
    await phone.page.click('button[name="phone-choice"][value="approve"]');
    // Once the phone knows its connection dead, the vote it carried is kept (not at the request's timeout).
    await textIncludes(phone.page, '#phone-connection', 'Connection lost: reconnecting by itself.');
    // Shown once it is kept: its seal takes a few ms after the connection is known lost.
    await phone.page.waitForFunction((p) => document.querySelector('#phone-kept')?.textContent?.trim() === p, KEPT_APPROVE, { timeout: 5_000 });
    await keptInStep(phone.page, KEPT_APPROVE);
    assert.ok(!(await said(phone.page)).some((s) => /did not answer|nothing was sent/i.test(s)), 'no "try again" about a vote that is kept');
    assert.ok(!(await text(table.page, '#now-text')).includes('1 of 5'), 'the table has not counted it');
    network.silent = false;
    // socket.io's backoff (at most 5 s, ±50 %, or its 20 s handshake timeout) then reconnects by itself.
    await pending(phone.page, 'Vote sent.', 25_000);
    await textIncludes(table.page, '#now-text', '1 of 5 players voted.');
    await textIncludes(phone.page, '#phone-sealed', 'Your vote is sealed: Approve.');
  });

  test('a vote kept on a phone whose seat the table frees meanwhile is not sent, and the phone says so', { timeout: 120_000 }, async () => {
    const { table, phone } = await voting();
    await phone.context.setOffline(true);
    await textIncludes(phone.page, '#phone-connection', 'No network on this device');
    await phone.page.click('button[name="phone-choice"][value="approve"]');
    await keptInStep(phone.page, KEPT_APPROVE);
    await textIncludes(table.page, '#seat-0-status', 'Taken, not connected now');
    await table.page.click('#seat-0-revoke');
    await table.page.click('#seat-0-free-yes');
    await textIncludes(table.page, '#seat-0-status', 'Free: no phone yet');
    await phone.context.setOffline(false);
    await phone.page.locator('#seat-heading').waitFor();
    await textIncludes(phone.page, '#seat-notice', 'What this phone kept for sending was not sent.');
    await heard(phone.page, 'What this phone kept for sending was not sent.');
    assert.ok(!(await storage(phone.page)).includes('rs-room-outbox'), 'nothing kept any more');
    assert.ok(!(await text(table.page, '#now-text')).includes('1 of 5'), 'the table never counted it');
    await axe(phone.page, 'phone: seat freed, vote not sent');
  });

  test('a mission card played offline is kept and sent; the table, offline, refuses its proposal at once with "Not sent"', { timeout: 120_000 }, async () => {
    const { table, phone } = await voting();
    await phone.page.click('button[name="phone-choice"][value="approve"]');
    await textIncludes(phone.page, '#phone-sealed', 'Your vote is sealed: Approve.');
    for (const c of clients.slice(-4)) await c.client.ok('game:vote', { approve: true });
    await phone.page.locator('button[name="phone-choice"][value="success"]').waitFor();

    await phone.context.setOffline(true);
    await textIncludes(phone.page, '#phone-connection', 'No network on this device');
    await phone.page.click('button[name="phone-choice"][value="success"]');
    await keptInStep(phone.page, 'Your card is kept on this phone: Success. It will be sent when the phone is back online.');
    assert.ok(!/success/i.test(await storage(phone.page)), 'no plain card in storage');
    await clients.at(-4)!.client.ok('game:card', { card: 'success' });
    assert.ok(!(await text(table.page, '#now-text')).includes('Mission 1 succeeded'), 'the mission waits for the card kept');
    await phone.context.setOffline(false);
    await pending(phone.page, 'Mission card sent.');
    await heard(phone.page, 'Mission card sent.');
    await textIncludes(table.page, '#now-text', 'proposes a team');

    // The table keeps nothing: its proposal while offline is refused at once, in words.
    await table.page.locator('rs-room-propose #room-propose').waitFor();
    await table.context.setOffline(true);
    await textIncludes(table.page, '#room-connection', 'No network on this device');
    await setTeam(table.page, [0, 1, 2], 'room-team');
    await table.page.click('#room-propose');
    await textIncludes(table.page, '#room-error', 'Not sent: this device is not connected to the room.');
    await heard(table.page, 'Not sent: this device is not connected to the room.');
    assert.ok(!(await storage(table.page)).includes('rs-room-outbox'), 'nothing kept on the table');
    await table.context.setOffline(false);
    await textIncludes(table.page, '#room-connection', 'Connected to the room.');
    assert.ok(!(await text(table.page, '#now-text')).includes('Everyone votes'), 'the proposal was not sent later');
    for (const d of devices) assert.deepEqual(d.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e)), [], `${d.label}: page errors`);
  });
});
