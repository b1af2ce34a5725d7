/**
 * A phone on plain `http://` at a LAN address (the room server reached as `http://192.168.1.20:PORT`
 * on a table's Wi-Fi) is not a secure context: it has no `crypto.subtle`, so its outbox cannot
 * seal a vote into the tab's storage (src/platform/rooms/outbox.ts) and keeps it in memory only.
 * In real Chromium, the phone page opened at this machine's LAN address: a vote sealed offline is
 * kept and sent once back, and the phone says that a reload would lose it (in the step's place, with
 * focus on it, as the vote kept); nothing is written to its storage. Skipped, with one line saying why, on a machine with no
 * LAN address.
 */
import assert from 'node:assert/strict';
import { networkInterfaces } from 'node:os';
import { after, before, describe, test } from 'node:test';
import { claimSeat, createTable, startGame, type Phone } from './harness.ts';
import { axe, openDevice, said, startRoomApp, textIncludes, type Device, type RoomApp } from './pages.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
const KEPT = 'Your vote is kept on this phone: Approve. It will be sent when the phone is back online.';
const MEMORY_ONLY = 'Keep this page open until then: here a reload would lose it.';

/** This machine's first IPv4 address that is not loopback, or `null`. */
function lanAddress(): string | null {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return null;
}

const lan = lanAddress();
if (!lan) console.log('outbox-lan-ui skipped: this machine has no IPv4 address besides loopback');

describe('a phone at a LAN address over plain http keeps its vote in memory only, and says so', { skip: !lan }, () => {
  let app: RoomApp;
  const devices: Device[] = [];
  const clients: Phone[] = [];

  before(async () => {
    app = await startRoomApp('outbox-lan-ui', (n) => Math.floor(Math.random() * n), { host: '0.0.0.0' });
  });
  const tables: { close(): void }[] = [];
  after(async () => {
    for (const c of [...clients.map((p) => p.client), ...tables]) c.close();
    await app?.close();
  });

  test('offline: "will be sent… a reload would lose it", nothing in storage; back online: sent', { timeout: 120_000 }, async () => {
    const { table, room } = await createTable(app.origin, { players: PLAYERS, firstLeader: 1 });
    tables.push(table);
    const phone = await openDevice(app.browser, 'phone 0', { width: 320, height: 640 }, true);
    devices.push(phone);
    const port = new URL(app.origin).port;
    await phone.page.goto(`http://${lan}:${port}/?room=${room.code}`);
    assert.equal(await phone.page.evaluate(() => isSecureContext), false, 'a LAN address over http is not a secure context');
    await phone.page.click('#seat-claim-0');
    await phone.page.locator('#phone-no-card').waitFor();
    const others: Phone[] = [];
    for (let seat = 1; seat < PLAYERS.length; seat++) others.push(await claimSeat(app.origin, room.code, seat));
    clients.push(...others);
    await startGame(table, others);
    await phone.page.locator('#phone-reveal').waitFor();
    await others[0]!.client.ok('game:propose', { team: [0, 1] });
    await phone.page.locator('button[name="phone-choice"][value="approve"]').waitFor();

    await phone.context.setOffline(true);
    await textIncludes(phone.page, '#phone-connection', 'No network on this device');
    await phone.page.click('button[name="phone-choice"][value="approve"]');
    await textIncludes(phone.page, '#phone-kept', `${KEPT} ${MEMORY_ONLY}`);
    // Read once, where focus is: not announced too.
    await phone.page.waitForFunction(() => document.activeElement?.id === 'phone-kept');
    assert.deepEqual((await said(phone.page)).filter((s) => s.includes(MEMORY_ONLY) || s.includes('will be sent')), [], 'said once, by focus');
    const stored = await phone.page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    assert.ok(!stored.includes('rs-room-outbox'), `nothing kept in storage: ${stored}`);
    await axe(phone.page, 'phone at a LAN address: vote kept in memory');

    await phone.context.setOffline(false);
    await textIncludes(phone.page, '#phone-pending', 'Vote sent.');
    const counted = await table.view((s) => s.progress?.kind === 'vote' && !s.progress.waiting.includes(0));
    assert.equal(counted.progress!.done, 1, 'the server counted the vote sent');
    await textIncludes(phone.page, '#phone-sealed', 'Your vote is sealed: Approve.');
    // Chromium notes on the console that it ignores the server's Cross-Origin-Opener-Policy on an
    // origin that is not secure: the browser's remark on plain http, not an error of the page.
    const noise = /ERR_INTERNET_DISCONNECTED|WebSocket|Cross-Origin-Opener-Policy header has been ignored/;
    for (const d of devices) assert.deepEqual(d.errors.filter((e) => !noise.test(e)), [], `${d.label}: page errors`);
  });
});
