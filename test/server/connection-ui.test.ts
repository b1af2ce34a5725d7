/**
 * The connection's truth in real Chromium (a table page, one phone page, the other seats held by
 * socket.io clients): a phone whose network is cut (the browser's offline emulation,
 * `context.setOffline`) says so within 3 s, and the table shows that seat not connected within
 * 3 s; both say it again when the network is back. The server's heartbeat
 * (server/room-transport.ts `HEARTBEAT`) and the client's `offline`/`online` events
 * (src/platform/rooms/room-client.ts) make it so. Said in words and shown, focus kept where it is.
 * Every wait is for a state of a page, bounded by the 3 s the table and the phone have.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { claimSeat, type Phone } from './harness.ts';
import { axe, focusedId, openDevice, said, startRoomApp, text, textIncludes, type Device, type RoomApp } from './pages.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
/** The bound on the connection's truth (issue: the table and the phone know within 3 s). */
const TRUTH_MS = 3_000;

let app: RoomApp;
const devices: Device[] = [];
const clients: Phone[] = [];

/** Waits until `selector`'s text includes `part`, for at most `ms`. */
async function within(page: Device['page'], selector: string, part: string, ms: number, what: string): Promise<void> {
  try {
    await page.waitForFunction(([s, p]) => (document.querySelector(s!)?.textContent ?? '').replace(/\s+/g, ' ').includes(p!), [selector, part] as const, { timeout: ms });
  } catch {
    assert.fail(`${what}: within ${ms} ms "${selector}" never said "${part}"; it says "${await text(page, selector)}"`);
  }
}

/**
 * The phone's network as the test holds it: its WebSockets pass through the test (Playwright's
 * `routeWebSocket`); once `silent`, nothing passes either way and nothing is closed, as when a
 * Wi-Fi's router dies: no `offline` event, no closing frame, only silence.
 */
const network = { silent: false };

/** A table page with its room created, one phone page on seat 0, the other seats held by clients. */
async function room(): Promise<{ table: Device; phone: Device; code: string }> {
  const table = await openDevice(app.browser, 'table');
  devices.push(table);
  await table.page.goto(`${app.origin}/`);
  await table.page.click('#room-entry');
  await table.page.locator('#room-setup-count').waitFor();
  for (const [seat, name] of PLAYERS.entries()) await table.page.fill(`#room-setup-name-${seat}`, name);
  await table.page.click('#room-create');
  await table.page.locator('#join-code .join-code').waitFor();
  const code = await text(table.page, '#join-code .join-code');
  for (let seat = 1; seat < PLAYERS.length; seat++) clients.push(await claimSeat(app.origin, code, seat));
  const phone = await openDevice(app.browser, 'phone 0', { width: 320, height: 640 }, true);
  devices.push(phone);
  await phone.page.routeWebSocket(/\/socket\.io\//, (ws) => {
    // A connection tried while the network is silent gets nowhere (it is closed at once).
    if (network.silent) return void ws.close();
    const server = ws.connectToServer();
    ws.onMessage((message) => void (network.silent || server.send(message)));
    server.onMessage((message) => void (network.silent || ws.send(message)));
    // A closing passes only while the network carries it.
    ws.onClose((code, reason) => void (network.silent || server.close({ code, reason })));
    server.onClose((code, reason) => void (network.silent || ws.close({ code, reason })));
  });
  await phone.page.goto(`${app.origin}/?room=${code}`);
  await phone.page.click('#seat-claim-0');
  await within(phone.page, '#phone-connection', 'Connected to the room.', 10_000, 'the phone holds its seat');
  await textIncludes(table.page, '#seat-0-status', 'Connected');
  return { table, phone, code };
}

describe('the connection’s truth within 3 s, on the phone and on the table', () => {
  before(async () => {
    app = await startRoomApp('connection-ui', (n) => Math.floor(Math.random() * n));
  });
  after(async () => {
    for (const c of clients) c.client.close();
    await app?.close();
  });

  test('a phone whose network is cut says so, and the table shows it, within 3 s; both again when it is back', { timeout: 120_000 }, async () => {
    const { table, phone } = await room();
    await table.page.focus('#seat-0-status');
    await phone.page.focus('#phone-hide');

    await phone.context.setOffline(true);
    await within(phone.page, '#phone-connection', 'No network on this device', TRUTH_MS, 'the phone offline');
    await within(table.page, '#seat-0-status', 'Taken, not connected now', TRUTH_MS, 'the table, of the phone offline');
    await within(table.page, '#room-connection', '4 of 5 phones connected.', TRUTH_MS, 'the table counts it');
    assert.ok((await said(phone.page)).some((s) => s === 'polite: No network on this device: it reconnects by itself once the network is back.'), 'the phone says it');
    assert.ok((await said(table.page)).some((s) => s === "polite: Ann's phone is not connected."), 'the table says it');
    assert.equal(await focusedId(phone.page), 'phone-hide', 'focus stays on the phone');
    assert.equal(await focusedId(table.page), 'seat-0-status', 'focus stays on the table');
    await axe(phone.page, 'phone: offline');

    await phone.context.setOffline(false);
    await within(phone.page, '#phone-connection', 'Connected to the room.', TRUTH_MS, 'the phone back online');
    await within(table.page, '#seat-0-status', 'Connected', TRUTH_MS, 'the table, of the phone back');
    await within(table.page, '#room-connection', '5 of 5 phones connected.', TRUTH_MS, 'the table counts it back');
    assert.equal(await focusedId(phone.page), 'phone-hide');

    // The table's own network: it says so itself within 3 s, and again once back.
    await table.context.setOffline(true);
    await within(table.page, '#room-connection', 'No network on this device', TRUTH_MS, 'the table offline');
    await table.context.setOffline(false);
    await within(table.page, '#room-connection', 'Connected to the room.', TRUTH_MS, 'the table back online');
    assert.equal(await focusedId(table.page), 'seat-0-status');
  });

  test('a phone whose network goes silent (no offline event, no closing) is known gone on both sides within 3 s', { timeout: 120_000 }, async () => {
    const { table, phone } = await room();
    network.silent = true;
    await within(phone.page, '#phone-connection', 'Connection lost: reconnecting by itself.', TRUTH_MS, 'the phone, its network silent');
    await within(table.page, '#seat-0-status', 'Taken, not connected now', TRUTH_MS, 'the table, of the silent phone');
    network.silent = false;
    // socket.io's backoff (at most 5 s, ±50 %, or its 20 s handshake timeout) then reconnects by itself.
    await within(phone.page, '#phone-connection', 'Connected to the room.', 25_000, 'the phone, its network back');
    await within(table.page, '#seat-0-status', 'Connected', TRUTH_MS, 'the table, of the phone back');
    for (const d of devices) assert.deepEqual(d.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e)), [], `${d.label}: page errors`);
  });
});
