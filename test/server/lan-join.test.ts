/**
 * Phones join on the first try: `npm start` with no `HOST` listens on every interface and answers
 * the devices of this machine's network only (server/nearby.ts), and the table page shows a join
 * address the phones can open, with its QR code. A table page and two phone pages (each its own
 * browser context) join through the address the table shows, as phones at the table would.
 * With `HOST=localhost` the table says in words that phones cannot join and what to run, and
 * shows no QR code. Addresses from outside the network get a 403 and never reach the app.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser } from 'playwright';
import { buildApp } from '../../scripts/dist.ts';
import { lanAddresses, startAppServer, type AppServer } from '../../server/app-server.ts';
import { admitNearbyOnly, nearbyTest, REFUSED_TEXT } from '../../server/nearby.ts';
import { openRoomStore, type RoomStore } from '../../server/store.ts';
import { ROOM_GAMES } from '../../src/games/room-games.ts';
import { CHROME, launchOptions, openDevice, text, type Device } from './pages.ts';

describe('which client addresses the default start answers (server/nearby.ts)', () => {
  const nearby = nearbyTest({
    eth0: [{ address: '203.0.113.7', netmask: '255.255.255.0', family: 'IPv4', mac: '02:00:00:00:00:01', internal: false, cidr: '203.0.113.7/24' }],
  });

  test('this machine, private and link-local networks, and this machine\'s own subnets', () => {
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.20', '169.254.3.4', 'fd12:3456::1', 'fe80::1%eth0', '::ffff:192.168.1.20', '203.0.113.99', '::ffff:203.0.113.99']) {
      assert.equal(nearby(address), true, address);
    }
  });

  test('nothing from the open internet', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '203.0.114.1', '2001:db8::1', '::ffff:8.8.8.8', undefined, 'not-an-address']) {
      assert.equal(nearby(address), false, String(address));
    }
  });

  test('a refused client reads a 403 saying what to run, and the app never sees its request', async () => {
    let served = 0;
    const logged: string[] = [];
    const server = createServer((_request, response) => {
      served += 1;
      response.end('the app');
    });
    admitNearbyOnly(server, () => false, (line) => logged.push(line));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      for (let i = 0; i < 2; i += 1) {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        assert.equal(response.status, 403);
        assert.equal(await response.text(), REFUSED_TEXT);
      }
      assert.equal(served, 0, 'the request never reached the app');
      assert.deepEqual(logged, ["Refused 127.0.0.1: not on this machine's network (HOST=0.0.0.0 npm start lets every address in)."], 'one line per address');
    } finally {
      server.close();
    }
  });
});

describe('a table and two phones join through the address the table shows', () => {
  let out: string;
  let store: RoomStore;
  let browser: Browser;
  const servers: AppServer[] = [];
  const devices: Device[] = [];

  before(async () => {
    assert.ok(existsSync(CHROME), `no Chromium at ${CHROME}: npm test installs it, or set CHROME_PATH`);
    out = mkdtempSync(join(tmpdir(), 'rs-lan-dist-'));
    buildApp(out, 'lan-join-test');
    store = await openRoomStore();
    browser = await chromium.launch(launchOptions());
  });

  after(async () => {
    for (const d of devices) await d.context.close();
    await browser?.close();
    for (const server of servers) await server.close();
    await store?.close();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  /** A table page at `origin` that creates a 5-seat room; returns it and the join address it shows. */
  async function openTable(origin: string): Promise<{ table: Device; joinUrl: string }> {
    const table = await openDevice(browser, 'table', { width: 1280, height: 800 });
    devices.push(table);
    await table.page.goto(`${origin}/?table`);
    await table.page.locator('#room-setup-count').waitFor();
    for (const [seat, name] of ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'].entries()) await table.page.fill(`#room-setup-name-${seat}`, name);
    await table.page.click('#room-create');
    await table.page.locator('#join-code .join-code').waitFor();
    return { table, joinUrl: (await table.page.getAttribute('#join-url', 'href'))! };
  }

  test('npm start with no HOST: the address shown is this machine\'s network address, with its QR code, and phones join through it', { timeout: 180_000 }, async (t) => {
    const lan = lanAddresses();
    if (lan.length === 0) return t.skip('this machine has no network address');
    // As server/main.ts starts it with no HOST.
    const server = await startAppServer({ games: ROOM_GAMES, port: 0, host: '', admit: nearbyTest(), staticDir: out, store });
    servers.push(server);
    const { table, joinUrl } = await openTable(`http://localhost:${server.port}`);
    const code = await text(table.page, '#join-code .join-code');
    assert.equal(joinUrl, `http://${lan[0]}:${server.port}/?room=${code}`);
    await table.page.locator('#join-qr').waitFor();
    assert.equal(await table.page.getAttribute('#join-qr', 'alt'), `QR code of the join address ${joinUrl}`);
    assert.equal(await table.page.locator('#join-local').count(), 0, 'no warning when phones can join');

    for (const seat of [0, 1]) {
      const phone = await openDevice(browser, `phone ${seat}`, { width: 360, height: 740 }, true);
      devices.push(phone);
      await phone.page.goto(joinUrl);
      await phone.page.click(`#seat-claim-${seat}`);
      // The table admits the phone by the 4 digits it shows, as the moderator types them.
      await phone.page.locator('#seat-check').waitFor();
      const digits = ((await phone.page.locator('#seat-check [aria-hidden="true"]').textContent()) ?? '').replace(/\D/g, '');
      assert.equal(digits.length, 4);
      await table.page.locator(`#seat-${seat}-check`).fill(digits);
      await table.page.locator(`#seat-${seat}-check`).press('Enter');
      await phone.page.locator('#phone-no-card').waitFor();
      // Over plain http at a network address Chromium ignores the Cross-Origin-Opener-Policy
      // header (it needs a secure context) and says so in the console: expected, not an error.
      assert.deepEqual(phone.errors.filter((e) => !/Cross-Origin-Opener-Policy header has been ignored/.test(e)), []);
    }
    await table.page.waitForFunction(() => /2 of 5/.test(document.querySelector('#room-connection')?.textContent ?? ''));
    assert.deepEqual(table.errors, []);
  });

  test('HOST=localhost: the table says phones cannot join and what to run, and shows no QR code', { timeout: 120_000 }, async () => {
    const server = await startAppServer({ games: ROOM_GAMES, port: 0, host: '127.0.0.1', staticDir: out, store });
    servers.push(server);
    const { table, joinUrl } = await openTable(`http://127.0.0.1:${server.port}`);
    assert.match(joinUrl, /^http:\/\/127\.0\.0\.1:/);
    const warning = await text(table.page, '#join-local');
    assert.match(warning, /^Phones cannot join yet\. Only this computer can open this address/);
    assert.match(warning, /start it again with npm start, without HOST=localhost/);
    // The QR code's request is answered, but no QR code is drawn for an address a phone cannot open.
    await table.page.waitForFunction(() => document.querySelector('#join-url') !== null);
    assert.equal(await table.page.locator('#join-qr').count(), 0);
    assert.deepEqual(table.errors, []);
  });
});
