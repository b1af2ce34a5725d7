/**
 * The built app under the app server's headers, as `npm start`
 * serves it: the production build and server/app-server.ts on loopback, the system Chromium.
 *
 * - In Chromium, with the Content-Security-Policy of server/headers.ts: the home page, the Rules,
 *   Settings and Keyboard shortcuts dialogs, a one-device game started and its first steps, the
 *   sealed-code page (`#sealed`), the table's room page (`/?table`: a room created, its QR code
 *   shown) and a phone's (`/?room=CODE`: a seat claimed, the private screen) load and work with no
 *   `securitypolicyviolation` event and no console error; the service worker registers and
 *   controls the page.
 * - Over HTTP: every file of the build carries the headers; scripts come Brotli- or
 *   gzip-compressed from the build's siblings by `Accept-Encoding`, identical once decompressed;
 *   hashed files are immutable, the page, `sw.js` and the manifest `no-cache`; no source map is
 *   linked or served.
 * Nothing waits for a time: every wait is for a state of the page.
 */
import { ROOM_GAMES } from '../../src/games/room-games.ts';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { buildApp } from '../../scripts/dist.ts';
import { startAppServer, type AppServer } from '../../server/app-server.ts';
import { CONTENT_SECURITY_POLICY, IMMUTABLE } from '../../server/headers.ts';
import { openRoomStore, type RoomStore } from '../../server/store.ts';
import { claimSeat, type Phone } from './harness.ts';
import { setTeam } from '../helpers/team-boxes.ts';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';

let out: string;
let store: RoomStore;
let server: AppServer;
let origin: string;
let browser: Browser;

function launchOptions() {
  const args = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run'];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return { executablePath: CHROME, args, headless: true };
}

/** One GET on the app server: status, headers and the body's bytes as sent. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A page that records every CSP violation and console error. */
interface Watched {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

async function watched(): Promise<Watched> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = found;
    document.addEventListener('securitypolicyviolation', (e) => found.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return { context, page, problems };
}

/** No violation reported by the page, no console error or warning, at `where`. */
async function clean(w: Watched, where: string): Promise<void> {
  const violations = await w.page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  assert.deepEqual(violations, [], `${where}: Content-Security-Policy violations`);
  assert.deepEqual(w.problems, [], `${where}: console errors`);
}

describe('the built app under its headers', () => {
  before(async () => {
    assert.ok(existsSync(CHROME), `no Chromium at ${CHROME}: npm test installs it, or set CHROME_PATH`);
    out = mkdtempSync(join(tmpdir(), 'rs-csp-dist-'));
    buildApp(out, 'csp-test');
    store = await openRoomStore();
    // A join address of a private network, as phones would open: the table draws its QR code
    // (no QR code is drawn for an address of this machine only).
    server = await startAppServer({ games: ROOM_GAMES, port: 0, host: '127.0.0.1', staticDir: out, store, publicUrl: 'http://192.168.1.20:4173', admitOnClaim: true });
    origin = `http://127.0.0.1:${server.port}`;
    browser = await chromium.launch(launchOptions());
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    await store?.close();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  test('the home page, its dialogs, a one-device game and the sealed-code page: no violation, the service worker controls the page', async () => {
    const w = await watched();
    try {
      const { page } = w;
      await page.goto(`${origin}/`);
      await page.getByRole('heading', { name: 'New game' }).waitFor();
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
        await page.reload();
        await page.waitForFunction(() => !!navigator.serviceWorker.controller);
      }
      await page.getByRole('heading', { name: 'New game' }).waitFor();
      // The stylesheet applies (adopted, not inline): the page is not unstyled.
      assert.notEqual(await page.evaluate(() => getComputedStyle(document.querySelector('button')!).borderRadius), '0px');
      await clean(w, 'home page');

      for (const [button, dialog] of [
        ['#rules-button', '#rules-dialog'],
        ['#settings-button', '#settings-dialog'],
        ['#shortcuts-button', '#shortcuts-dialog'],
      ] as const) {
        await page.click(button);
        await page.locator(`${dialog}[open]`).waitFor();
        await clean(w, `the dialog of ${button}`);
        await page.keyboard.press('Escape');
        await page.locator(`${dialog}[open]`).waitFor({ state: 'detached' });
      }
      // The shortcuts table takes the dialog's width from the stylesheet (it was a style attribute).
      await page.click('#shortcuts-button');
      await page.locator('#shortcuts-dialog[open]').waitFor();
      const [table, box] = await page.evaluate(() => {
        const dialog = document.querySelector('#shortcuts-dialog')!;
        const style = getComputedStyle(dialog);
        const inner = dialog.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return [dialog.querySelector('table')!.getBoundingClientRect().width, inner];
      });
      assert.ok(Math.abs(table - box) < 1, `the shortcuts table is ${table} px wide in a dialog of ${box} px`);
      await page.keyboard.press('Escape');

      // A one-device game: started, a team proposed and voted on.
      await page.getByRole('button', { name: 'Start game' }).click();
      await setTeam(page, [0, 1]);
      await page.getByRole('button', { name: 'Propose team' }).click();
      await page.locator('#vote-all-approve').click();
      await page.getByRole('button', { name: 'Record vote' }).click();
      await page.locator('input[name="fails"][value="0"]').waitFor();
      await clean(w, 'a one-device game');

      await page.goto(`${origin}/#sealed`);
      await page.getByRole('button', { name: 'Show my phone words' }).click();
      await page.locator('#phone-words-list').waitFor();
      await clean(w, 'the sealed-code page');

      // A page the service worker serves from its precache is under the policy too: an inline
      // script put in the page does not run.
      await page.goto(`${origin}/`);
      assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'served by the service worker');
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true';
        document.head.append(script);
        return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
      });
      assert.equal(ran, false, 'an inline script ran');
      await page.waitForFunction(() => (window as unknown as { __csp: string[] }).__csp.some((v) => v.startsWith('script-src')));
    } finally {
      await w.context.close();
    }
  });

  test('the room pages: the table creates a room and shows its QR code, a phone claims a seat, the table starts the game; no violation', async () => {
    const table = await watched();
    const phone = await watched();
    const others: Phone[] = [];
    try {
      await table.page.goto(`${origin}/?table`);
      await table.page.locator('#room-setup-count').waitFor();
      for (const [seat, name] of ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'].entries()) await table.page.fill(`#room-setup-name-${seat}`, name);
      await table.page.click('#room-create');
      await table.page.locator('#join-code .join-code').waitFor();
      const code = (await table.page.locator('#join-code .join-code').innerText()).trim();
      await table.page.locator('#join-qr').waitFor();
      await table.page.waitForFunction(() => (document.querySelector<HTMLImageElement>('#join-qr')?.naturalWidth ?? 0) > 0);
      await clean(table, 'the table page with its QR code');

      await phone.page.goto(`${origin}/?room=${code}`);
      await phone.page.click('#seat-claim-0');
      await phone.page.locator('#phone-no-card').waitFor();
      await clean(phone, 'the phone page before the deal');
      await table.page.locator('#seat-list').getByText('Connected').first().waitFor();
      await clean(table, 'the table page once a phone is in');
      // The other seats taken (socket clients), the table page starts the game: the phone shows its card.
      for (let seat = 1; seat < 5; seat++) others.push(await claimSeat(origin, code, seat));
      await table.page.locator('#room-start').click();
      await phone.page.locator('#phone-reveal').waitFor();
      await clean(phone, 'the phone page');
      await clean(table, 'the table page once the game started');
    } finally {
      for (const p of others) p.client.close();
      await table.context.close();
      await phone.context.close();
    }
  });

  test('every file carries the security headers; scripts come precompressed; hashed files are immutable; no source map', async () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    // Named relative to the page (vite's base './'): the server's root is the page's folder.
    const entry = /<script type="module" crossorigin src="\.(\/assets\/[\w-]+\.js)"/.exec(html)?.[1];
    assert.ok(entry, 'the page loads one entry script');
    const raw = readFileSync(join(out, entry));

    const page = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(page.status, 200);
    const csp = String(page.headers['content-security-policy']);
    for (const [directive, values] of Object.entries(CONTENT_SECURITY_POLICY)) assert.ok(csp.includes(`${directive} ${values.join(' ')}`), `${directive} in ${csp}`);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.equal(page.headers['referrer-policy'], 'no-referrer');
    assert.equal(page.headers['x-frame-options'], 'DENY');
    assert.match(String(page.headers['permissions-policy']), /camera=\(self\)/);
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.equal(page.headers['content-encoding'], 'br');

    const br = await get(entry, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['cache-control'], IMMUTABLE);
    assert.match(String(br.headers.vary), /Accept-Encoding/i);
    assert.ok(br.body.length < raw.length / 2, `Brotli: ${br.body.length} bytes on the wire for ${raw.length}`);
    assert.deepEqual(brotliDecompressSync(br.body), raw);
    const gz = await get(entry, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gz.body), raw);
    const plain = await get(entry);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.body, raw);
    assert.ok(String(plain.headers['content-security-policy']).includes("script-src 'self'"));

    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const r = await get(path, { 'accept-encoding': 'br' });
      assert.equal(r.status, 200, path);
      assert.equal(r.headers['cache-control'], 'no-cache', path);
      assert.equal(r.headers['x-content-type-options'], 'nosniff', path);
    }

    // Source maps: made for developers, linked from no script, never served.
    const maps = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.map'));
    assert.ok(maps.length > 0, 'the build keeps its maps');
    assert.doesNotMatch(raw.toString('utf8'), /sourceMappingURL/);
    const map = await get(`/assets/${maps[0]}`);
    assert.equal(map.status, 404);
    assert.ok(map.headers['content-security-policy'], 'a 404 carries the headers too');
  });
});
