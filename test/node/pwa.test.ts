/**
 * The built app as an offline PWA (offline issue): the bundle's service worker precaches every
 * file the app needs; the manifest passes Chromium's installability checks; after one visit the
 * app reloads and plays a whole game with no network. Runs the production build and the system
 * Chromium through Playwright (what @web/test-runner cannot do: going offline, reloading).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import type { Page } from 'playwright';
import { buildApp, CONTENT_TYPES } from '../../scripts/dist.ts';
import { setTeam } from '../helpers/team-boxes.ts';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let out: string;
/** The build the server serves now (a second build stands for a new deploy). */
let served: string;
let server: Server;
let origin: string;

/** The system Chromium, headless, without the background traffic this machine's network refuses. */
function launchOptions() {
  const args = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return { executablePath: CHROME, args, headless: true };
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [relative(out, path).split('\\').join('/')];
  });
}

/** axe-core with the WCAG 2.2 AA rules on the whole page: no violation. */
async function axe(page: Page, where: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (tags) => {
    const w = window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } };
    const results = await w.axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  assert.deepEqual(violations, [], `${where}: axe violations`);
}

/** The catalogue of each language but English, by language: the worker's own list (dist/sw-languages.js). */
function languageCatalogues(): Record<string, string> {
  const worker = readFileSync(join(out, 'sw-languages.js'), 'utf8');
  return JSON.parse(/^const CATALOGUES = (\{[^\n]*\});\n/.exec(worker)![1]!) as Record<string, string>;
}

/** The URLs listed in the precache manifest of sw.js. */
function precached(): string[] {
  const sw = readFileSync(join(out, 'sw.js'), 'utf8');
  return [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]!);
}

describe('the built app as an offline PWA', () => {
  before(async () => {
    out = mkdtempSync(join(tmpdir(), 'rs-dist-'));
    buildApp(out, 'pwa-test-1');
    served = out;
    server = createServer((req, res) => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = join(served, path === '/' ? 'index.html' : path);
      if (!file.startsWith(served) || !existsSync(file) || statSync(file).isDirectory()) file = join(served, 'index.html');
      res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    assert.ok(existsSync(CHROME), `no Chromium at ${CHROME}: npm test installs it, or set CHROME_PATH`);
  });

  after(async () => {
    await new Promise((resolve) => server?.close(resolve));
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it('precaches the HTML, every script, style, the manifest and every icon', () => {
    const list = precached();
    // The personal-device pages need the room server, so the network: not precached (vite.config.ts).
    // The .br and .gz siblings are other encodings of precached files, served by the app server (vite.config.ts).
    // The languages' catalogues are kept by the worker once used, not precached (sw-languages.js,
    // imported by sw.js, names them: vite.config.ts languageCatalogues).
    const catalogues = Object.values(languageCatalogues());
    assert.ok(catalogues.length >= 2, 'the worker names the catalogues of the languages but English');
    for (const file of catalogues) {
      assert.ok(!list.includes(file), `${file}: a catalogue is not precached`);
      const sources = (JSON.parse(readFileSync(join(out, `${file}.map`), 'utf8')) as { sources: string[] }).sources;
      assert.deepEqual(sources.filter((s) => !/src\/platform\/i18n\/locales\/generated\/[\w-]+\.ts$/.test(s)), [], `${file} holds only a catalogue`);
    }
    assert.match(readFileSync(join(out, 'sw.js'), 'utf8'), /importScripts\("sw-languages\.js"\)/);
    const candidates = files(out).filter(
      (f) =>
        !/\.(map|br|gz)$/.test(f) &&
        f !== 'sw.js' &&
        f !== 'sw-languages.js' &&
        !catalogues.includes(f) &&
        !/^workbox-[\w-]+\.js$/.test(f) &&
        !/^assets\/((rs|tr|rve)-room-|room-(phone|table)-page-)[\w-]+\.js$/.test(f),
    );
    // The chunks only the room pages load (the room client, socket.io, the room pages' sentences)
    // are left out too (vite.config.ts, roomOnlyChunks): each such chunk holds nothing else.
    const roomOnly = candidates.filter((f) => f.endsWith('.js') && !list.includes(f));
    for (const chunk of roomOnly) {
      const sources = (JSON.parse(readFileSync(join(out, `${chunk}.map`), 'utf8')) as { sources: string[] }).sources;
      const other = sources.filter(
        (s) =>
          !/node_modules\/(socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io\/component-emitter)\//.test(s) &&
          !/src\/platform\/rooms\/(room-client|frame-padding|room-text|rs-room-page|room-page-game|snapshot-delta)\.ts$/.test(s) &&
          !/node_modules\/fast-json-patch\//.test(s) &&
          // A game's room parts: its protocol and wire format, its room sentences, its room pages' facts.
          !/src\/games\/[\w-]+\/(text\/[\w-]*room-text|room\/wire|room\/protocol|ui\/rooms\/[\w-]+)\.ts$/.test(s) &&
          !/src\/games\/resistance\/text\/(room-text|join-text)\.ts$/.test(s),
      );
      assert.deepEqual(other, [], `${chunk} is not precached but holds code the app needs offline`);
    }
    const needed = candidates.filter((f) => !roomOnly.includes(f));
    assert.ok(needed.includes('index.html') && needed.includes('manifest.webmanifest'));
    assert.ok(needed.some((f) => /^assets\/.+\.js$/.test(f)), 'the build has scripts');
    for (const icon of ['icon.svg', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png']) assert.ok(needed.includes(icon), icon);
    for (const file of needed) assert.ok(list.includes(file), `sw.js does not precache ${file}`);
    assert.ok(!list.some((f) => /^assets\/((rs|tr|rve)-room-|room-(phone|table)-page-)/.test(f)), 'the room pages are not precached');
    assert.equal(new Set(list).size, list.length, 'each file is precached once');
  });

  it('loads Workbox from the bundle, never from a CDN', () => {
    const sw = readFileSync(join(out, 'sw.js'), 'utf8');
    const runtime = files(out).filter((f) => /^workbox-[\w-]+\.js$/.test(f));
    assert.equal(runtime.length, 1, 'one local Workbox runtime file');
    assert.match(sw, new RegExp(`define\\(\\["\\./${runtime[0]!.replace('.js', '')}"\\]`));
    for (const file of ['sw.js', runtime[0]!]) {
      const text = readFileSync(join(out, file), 'utf8');
      assert.doesNotMatch(text, /importScripts\(\s*["']https?:/, `${file} imports a script from the network`);
      assert.doesNotMatch(text, /googleapis|jsdelivr|unpkg|cdnjs/, `${file} names a CDN`);
    }
  });

  it('has a manifest with name, short name, start URL, standalone display, colours and a maskable icon', () => {
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.webmanifest'), 'utf8'));
    assert.equal(manifest.name, 'The Resistance companion');
    assert.equal(manifest.short_name, 'Resistance');
    // Relative: the app's folder, wherever it is served (test/node/static-build.test.ts).
    assert.equal(manifest.start_url, './');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.theme_color, '#1d3557');
    assert.equal(manifest.background_color, '#ffffff');
    const maskable = manifest.icons.find((i: { purpose: string }) => i.purpose === 'maskable');
    assert.equal(maskable?.sizes, '512x512');
    assert.ok(manifest.icons.some((i: { sizes: string; purpose: string }) => i.sizes === '192x192' && i.purpose === 'any'));
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    assert.match(html, /<link rel="manifest" href="\.\/manifest\.webmanifest"/);
  });

  it('passes Chromium\'s installability checks, then reloads and plays a whole game offline', async () => {
    // A persistent profile: Chromium does not offer to install from an incognito context.
    const profile = mkdtempSync(join(tmpdir(), 'rs-profile-'));
    const context = await chromium.launchPersistentContext(profile, launchOptions());
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(origin);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
      await page.reload();
      await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    }
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    assert.deepEqual(installabilityErrors, []);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.getByRole('button', { name: 'Start game' }).click();
    for (const size of [2, 3, 2]) {
      await setTeam(page, Array.from({ length: size }, (_, seat) => seat));
      await page.getByRole('button', { name: 'Propose team' }).click();
      await page.locator('#vote-all-approve').click();
      await page.getByRole('button', { name: 'Record vote' }).click();
      await page.locator('input[name="fails"][value="0"]').check();
      await page.getByRole('button', { name: 'Record mission result' }).click();
    }
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    assert.match(await page.locator('rs-game-over').innerText(), /The resistance wins: three missions succeeded\./);

    // Offline, a reload brings the finished game back from IndexedDB.
    await page.reload();
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('after one first visit in Polish the app starts offline in Polish; a language never used here says so and Polish stays', async () => {
    // A browser in Polish: the first visit loads Polish's catalogue before the worker is there
    // (the catalogues are not precached); the worker is asked to keep it (register.ts keepLanguage).
    const profile = mkdtempSync(join(tmpdir(), 'rs-profile-'));
    const context = await chromium.launchPersistentContext(profile, { ...launchOptions(), locale: 'pl-PL' });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(origin);
      await page.getByRole('heading', { name: 'Nowa gra' }).waitFor();
      await page.waitForFunction(() => !!navigator.serviceWorker.controller);
      const pl = languageCatalogues().pl!;
      // Until the worker has kept it (the cache is looked at again every 50 ms; the test's timeout bounds it).
      await page.evaluate(async (file) => {
        const url = new URL(file, location.href).href;
        while (!(await caches.match(url))) await new Promise((resolve) => setTimeout(resolve, 50));
      }, pl);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Nowa gra' }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');

      // German was never used on this device: offline it cannot be switched to, and the page says so in Polish.
      const german = page.locator('button[data-language="de"]');
      await german.click();
      await page.locator('#app-error', { hasText: 'Deutsch' }).waitFor();
      assert.match(await page.locator('#app-error').innerText(), /^Języka Deutsch nie ma jeszcze na tym urządzeniu/);
      assert.match(await page.locator('#rs-live-assertive').innerText(), /Języka Deutsch nie ma jeszcze/);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-language')), 'de', 'focus stays on the button');
      await axe(page, 'the home page, offline, in Polish, after a language not on this device');
      // The choice was not saved: a reload is Polish again.
      await page.reload();
      await page.getByRole('heading', { name: 'Nowa gra' }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');
      assert.deepEqual(errors, [], 'no uncaught error');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('a room page opened offline says rooms need the network and offers the one-device game, in English and Polish', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'rs-profile-'));
    const context = await chromium.launchPersistentContext(profile, launchOptions());
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(origin);
      await page.waitForFunction(() => !!navigator.serviceWorker.controller);
      // Polish used once on this device with the network (the worker keeps its catalogue), then English again.
      await page.evaluate(() => localStorage.setItem('rs-settings', JSON.stringify({ language: 'pl' })));
      await page.reload();
      await page.getByRole('heading', { name: 'Nowa gra' }).waitFor();
      await page.evaluate(() => localStorage.setItem('rs-settings', JSON.stringify({ language: 'en' })));
      await context.setOffline(true);

      // The table's page, and a phone's (a join address), each with no network.
      for (const [address, what] of [['/?table', 'the table page'], ['/?room=ABCDEF', "a phone's page"]] as const) {
        await page.goto(origin + address);
        const heading = page.getByRole('heading', { name: 'Rooms need the network' });
        await heading.waitFor();
        await page.waitForFunction(() => document.activeElement?.id === 'room-offline-heading');
        assert.equal(await page.title(), 'Rooms need the network — The Resistance companion', what);
        const text = await page.locator('main').innerText();
        assert.match(text, /cannot reach the room server/, what);
        assert.match(text, /on one device/, what);
        const link = page.getByRole('link', { name: 'Play on this device instead' });
        assert.equal(new URL(await link.evaluate((a) => (a as HTMLAnchorElement).href)).search, '', `${what}: the link leads to the app`);
        assert.equal(await page.getByRole('button', { name: 'Try again' }).count(), 1, what);
        await axe(page, `${what}, offline`);
        // 44 px targets, and reflow at 320 CSS px (no sideways scrolling).
        await page.setViewportSize({ width: 320, height: 640 });
        for (const target of [link, page.getByRole('button', { name: 'Try again' })]) {
          const box = (await target.boundingBox())!;
          assert.ok(box.width >= 44 && box.height >= 44, `${what}: a target of ${box.width}×${box.height} px`);
        }
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 320), `${what}: reflows at 320 px`);
        await page.setViewportSize({ width: 1280, height: 720 });
      }

      // The way out works offline: the one-device app, its new-game form.
      await page.getByRole('link', { name: 'Play on this device instead' }).click();
      await page.getByRole('heading', { name: 'New game' }).waitFor();

      // In Polish (the language chosen on this device, used there once with the network).
      await page.evaluate(() => localStorage.setItem('rs-settings', JSON.stringify({ language: 'pl' })));
      await page.goto(origin + '/?table');
      await page.getByRole('heading', { name: 'Pokoje wymagają sieci' }).waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'room-offline-heading');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');
      assert.equal(await page.title(), 'Pokoje wymagają sieci — Ruch Oporu — pomocnik');
      assert.equal(await page.getByRole('link', { name: 'Zagraj na tym urządzeniu' }).count(), 1);
      await axe(page, 'the table page, offline, in Polish');
      assert.deepEqual(errors, [], 'no uncaught error');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('tells the user when a new version waits, updates only when asked, and the game survives', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'rs-profile-'));
    const next = mkdtempSync(join(tmpdir(), 'rs-dist-next-'));
    const context = await chromium.launchPersistentContext(profile, launchOptions());
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(origin);
      await page.waitForFunction(() => !!navigator.serviceWorker.controller);
      await page.getByRole('button', { name: 'Start game' }).click();
      await setTeam(page, [0, 1]);
      await page.getByRole('button', { name: 'Propose team' }).click();
      await page.locator('#vote-all-approve').waitFor();
      assert.equal(await page.locator('#app-version').innerText(), 'Version pwa-test-1');

      // A new version is deployed; the browser finds it and it waits.
      buildApp(next, 'pwa-test-2');
      served = next;
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const notice = page.getByRole('heading', { name: 'A new version is ready' });
      await notice.waitFor();
      assert.equal(await page.locator('#app-version').innerText(), 'Version pwa-test-1', 'nothing changed by itself');
      assert.equal(await page.locator('rs-vote-recorder').count(), 1);

      // The user chooses to update: the page reloads into the new version, at the same step.
      await page.getByRole('button', { name: 'Update the app' }).click();
      await page.waitForFunction(() => document.getElementById('app-version')?.textContent?.includes('pwa-test-2'));
      await page.locator('rs-vote-recorder').waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'approve', "focus on the first player's box of the vote");
    } finally {
      served = out;
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      rmSync(next, { recursive: true, force: true });
    }
  });

  it('a browser closed in the middle of writes leaves no partial event', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'rs-profile-'));
    try {
      let context = await chromium.launchPersistentContext(profile, launchOptions());
      let page = context.pages()[0] ?? (await context.newPage());
      await page.goto(origin);
      await page.getByRole('button', { name: 'Start game' }).click();
      await setTeam(page, [0, 1]);
      await page.getByRole('button', { name: 'Propose team' }).click();
      await page.locator('#vote-all-approve').click();
      // Record the vote and kill the browser at once, while the write may be under way.
      await page.evaluate(() => {
        (document.querySelector('rs-vote-recorder button[type="submit"]') as HTMLButtonElement).click();
      });
      await context.close();

      context = await chromium.launchPersistentContext(profile, launchOptions());
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(origin);
      // The game comes back at the vote (write lost whole) or at the mission (write kept whole).
      await page.locator('rs-vote-recorder, rs-mission-recorder').waitFor();
      assert.equal(await page.locator('#app-error').innerText(), '', 'no storage error');
      // Read the database directly (a string, so the test's compiler adds nothing to it).
      const stored = (await page.evaluate(`new Promise((resolve, reject) => {
        const open = indexedDB.open('resistance-companion');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['games', 'events']);
          const games = tx.objectStore('games').getAll();
          const events = tx.objectStore('events').getAll();
          tx.oncomplete = () => {
            db.close();
            resolve({ count: games.result[0].meta.eventCount, indexes: events.result.map((e) => e.index) });
          };
        };
      })`)) as { count: number; indexes: number[] };
      assert.ok(stored.count === 1 || stored.count === 2, `event count ${stored.count}`);
      assert.deepEqual(stored.indexes, Array.from({ length: stored.count }, (_, i) => i));
      await context.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
