/**
 * A static build anyone can host: `npm run build`'s `dist/`, served as plain
 * files under a sub-path (`/resistance/`, as GitHub Pages serves a project) by a server that knows
 * nothing of the app (no fallback page, no room server), works: one-device play, the sealed
 * card's phone screen, offline after one visit (the service worker's scope and precache are the
 * sub-path), install (the manifest's start URL and scope are the sub-path); the room pages say
 * that rooms need the Node server. Also: opening a game loads no module's code
 * that the game does not use. Production build, system Chromium through Playwright.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import type { BrowserContext, Page } from 'playwright';
import { buildApp, CONTENT_TYPES } from '../../scripts/dist.ts';
import { setTeam } from '../helpers/team-boxes.ts';
import { minifyCssLiterals } from '../../scripts/minify-css-literals.ts';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** Where the static host serves the app. */
const SUB = '/resistance/';

let out: string;
let server: Server;
let origin: string;
/** Every path asked of the static host, in order. */
const asked: string[] = [];

function launchOptions() {
  const args = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return { executablePath: CHROME, args, headless: true };
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

/** A fresh browser profile (Chromium offers to install only outside incognito). */
async function browse(): Promise<{ context: BrowserContext; page: Page; errors: string[]; done(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'rs-static-profile-'));
  const context = await chromium.launchPersistentContext(profile, launchOptions());
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    context,
    page,
    errors,
    async done() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The page's service worker controls it (after one reload at most). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  }
}

/** Proposes the first `size` seats and records an approving vote (one-device play). */
async function proposeAndApprove(page: Page, size: number): Promise<void> {
  await setTeam(page, Array.from({ length: size }, (_, seat) => seat));
  await page.getByRole('button', { name: 'Propose team' }).click();
  await page.locator('#vote-all-approve').click();
  await page.getByRole('button', { name: 'Record vote' }).click();
}

describe('the static build under a sub-path', () => {
  before(async () => {
    assert.ok(existsSync(CHROME), `no Chromium at ${CHROME}: npm test installs it, or set CHROME_PATH`);
    out = mkdtempSync(join(tmpdir(), 'rs-static-dist-'));
    buildApp(out, 'static-test');
    // A plain static host: files under SUB, a folder's address gives its index.html, anything
    // else is a 404 (no fallback page, no room server, nothing outside SUB).
    server = createServer((req, res) => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      asked.push(path);
      const file = path.startsWith(SUB) ? normalize(join(out, path.slice(SUB.length) || 'index.html')) : '';
      if (!file.startsWith(out + sep) || !existsSync(file) || statSync(file).isDirectory()) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
      res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    server?.closeAllConnections(); // the room probe's refused WebSocket upgrades
    await new Promise((resolve) => server?.close(resolve));
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it('names every file relative to the page: nothing is asked from the host’s root', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    for (const [, attr, url] of html.matchAll(/\s(src|href)="([^"]*)"/g)) {
      assert.ok(url!.startsWith('./'), `index.html: ${attr}="${url}" is not relative`);
    }
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.webmanifest'), 'utf8'));
    assert.equal(manifest.start_url, './');
    assert.equal(manifest.scope, './');
    for (const icon of manifest.icons) assert.ok(!icon.src.startsWith('/'), `icon ${icon.src}`);
    const sw = readFileSync(join(out, 'sw.js'), 'utf8');
    assert.match(sw, /createHandlerBoundToURL\("index\.html"\)/, 'the navigation fallback is beside the worker');
    assert.doesNotMatch(sw, /\{url:"\//, 'no precache entry at the host’s root');
  });

  it('plays one-device, installs with the sub-path as scope and start URL, then plays on offline', async () => {
    const { context, page, errors, done } = await browse();
    try {
      await page.goto(origin + SUB);
      await controlled(page);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.scope);
      assert.equal(scope, origin + SUB, 'the service worker’s scope is the sub-path');

      // The manifest the page links, its addresses resolved as the browser does.
      const manifest = await page.evaluate(async () => {
        const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
        const data = (await (await fetch(href)).json()) as { start_url: string; scope: string; icons: { src: string }[] };
        return {
          href,
          startUrl: new URL(data.start_url, href).href,
          scope: new URL(data.scope, href).href,
          icons: data.icons.map((i) => new URL(i.src, href).href),
        };
      });
      assert.equal(manifest.href, `${origin}${SUB}manifest.webmanifest`);
      assert.equal(manifest.startUrl, origin + SUB);
      assert.equal(manifest.scope, origin + SUB);
      for (const icon of manifest.icons) assert.ok(icon.startsWith(origin + SUB), icon);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      assert.deepEqual(installabilityErrors, [], 'Chromium would install it');

      // The start of a one-device game, online.
      await page.getByRole('heading', { name: 'New game' }).waitFor();
      await page.getByRole('button', { name: 'Start game' }).click();
      await proposeAndApprove(page, 2);
      await page.locator('input[name="fails"][value="0"]').check();
      await page.getByRole('button', { name: 'Record mission result' }).click();
      await page.locator('input[name="team"]').first().waitFor();
      await axe(page, 'the game, mission 2');

      // Offline, a reload comes back from the precache at the same step, and the game goes on.
      await context.setOffline(true);
      await page.reload();
      await page.locator('input[name="team"]').first().waitFor();
      assert.equal(new URL(page.url()).pathname, SUB);
      await proposeAndApprove(page, 3);
      await page.locator('input[name="fails"][value="0"]').waitFor();

      // The sealed card's phone screen opens offline too (its code is precached).
      await page.goto(`${origin}${SUB}#sealed`);
      await page.getByRole('heading', { name: 'Sealed card', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Step 1: your phone words' }).waitFor();
      await axe(page, 'the sealed card screen, offline');
      assert.deepEqual(errors, [], 'no uncaught error');
    } finally {
      await done();
    }
    const outside = asked.filter((p) => !p.startsWith(SUB));
    assert.deepEqual(outside, [], 'nothing was asked outside the sub-path');
  });

  it('the room pages say that rooms need the Node server, and lead back to one-device play', async () => {
    const { page, errors, done } = await browse();
    try {
      for (const address of ['?table', '?room=KXMPR']) {
        asked.length = 0;
        await page.goto(origin + SUB + address);
        await page.getByRole('heading', { name: 'Rooms need the room server' }).waitFor();
        await page.waitForFunction(() => document.activeElement?.id === 'room-offline-heading');
        assert.equal(await page.title(), 'Rooms need the room server — The Resistance companion');
        assert.match(await page.locator('main').innerText(), /Node server/);
        // The probe asked the host's socket.io address, the one the room client would use.
        assert.ok(asked.includes('/socket.io/'), `the probe: ${asked.join(', ')}`);
        await axe(page, address);
      }
      await page.getByRole('link', { name: 'Play on this device instead' }).click();
      await page.getByRole('heading', { name: 'New game' }).waitFor();
      assert.equal(new URL(page.url()).pathname, SUB);
      assert.deepEqual(errors, [], 'no uncaught error');
    } finally {
      await done();
    }
  });

  it('the build’s minified stylesheets parse to the same rules as the source’s', async () => {
    const { page, done } = await browse();
    try {
      await page.goto(origin + SUB);
      for (const file of ['src/platform/a11y/app-styles.ts', 'src/platform/a11y/more-styles.ts', 'src/platform/rooms/rs-room-page.ts']) {
        const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
        // Each css template's text, its expressions left out (the same in both).
        const sheets = (text: string) => [...text.matchAll(/\bcss`([^`]*)`/g)].map((m) => m[1]!.replace(/\$\{[^}]*\}/g, ''));
        const before = sheets(source);
        const after = sheets(minifyCssLiterals(source));
        assert.ok(before.length > 0 && before.length === after.length, file);
        const rules = await page.evaluate(
          ([a, b]: [string[], string[]]) =>
            [a, b].map((texts) =>
              texts.map((text) => {
                const sheet = new CSSStyleSheet();
                sheet.replaceSync(text);
                return [...sheet.cssRules].map((rule) => rule.cssText);
              }),
            ),
          [before, after] as [string[], string[]],
        );
        assert.ok(rules[0]!.flat().length > 5, `${file}: rules parsed`);
        assert.deepEqual(rules[1], rules[0], `${file}: the same rules`);
      }
    } finally {
      await done();
    }
  });

  it('the start-up script carries no module-preload code: module preload is off', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const start = /<script type="module"[^>]*src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    assert.ok(start, 'index.html names its start-up script');
    const code = readFileSync(join(out, start!), 'utf8');
    assert.ok(code.includes('import('), 'the start-up script imports chunks on demand');
    assert.doesNotMatch(code, /modulepreload|relList/, 'no preload link is made or tested');
    assert.match(code, /vite:preloadError/, 'a failed import is still reported as Vite reports it');
  });

  it('opening a base game loads no module’s code (modules load per game)', () => {
    const assets = join(out, 'assets');
    const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
    /** A chunk and every chunk it imports statically. */
    const closure = (file: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(file)) return seen;
      seen.add(file);
      const code = readFileSync(join(assets, file), 'utf8');
      for (const m of code.matchAll(/(?:import|export)\s*(?:[^'"`;()]*?from\s*)?"\.\/([^"]+\.js)"/g)) closure(m[1]!, seen);
      return seen;
    };
    const screen = chunks.find((f) => f.startsWith('game-screen-'));
    assert.ok(screen, 'a game-screen chunk');
    const loaded = closure(screen!);
    assert.ok(loaded.size > 1, 'the game screen imports other chunks');
    // Every chunk but rolldown's tiny runtime has a source map.
    const mapped = [...loaded].filter((f) => existsSync(join(assets, `${f}.map`)));
    assert.ok(mapped.length >= loaded.size - 1, 'the chunks have source maps');
    const sources = mapped.flatMap((f) => (JSON.parse(readFileSync(join(assets, `${f}.map`), 'utf8')) as { sources: string[] }).sources);
    assert.ok(sources.some((s) => s.includes('/games/resistance/core/reducer.ts')), 'the closure holds the core');
    const modules = sources.filter((s) => /\/games\/resistance\/modules\/[^/]+\/engine/.test(s));
    assert.deepEqual(modules, [], 'module engine code on the game screen’s static path');
  });
});
