/**
 * Pages of personal-device play in real Chromium, for the room tests (room-ui.test.ts,
 * room-modules.test.ts): devices (a browser context each: its own storage, as its own phone) that
 * record everything their announcer says, axe with the WCAG 2.2 AA rules, 44 px targets, the whole
 * page's text and storage, and keyboard helpers. Every wait is for a state of the page.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { buildApp } from '../../scripts/dist.ts';
import { startAppServer, type AppServer } from '../../server/app-server.ts';
import { openRoomStore, type RoomStore } from '../../server/store.ts';
import { ROOM_GAMES } from '../../src/games/room-games.ts';
import { UNLIMITED } from './harness.ts';

const require = createRequire(import.meta.url);
export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const AXE = require.resolve('axe-core/axe.min.js');
/** The virtual screen reader's browser bundle (serve it with `page.route`). */
export const VSR = join(require.resolve('@guidepup/virtual-screen-reader/package.json'), '..', 'lib/esm/index.browser.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** One device: its browser context, its page, and the errors its page threw or logged. */
export interface Device {
  label: string;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** Chromium's launch options here (system Chromium, no network chatter; as root, no sandbox). */
export function launchOptions() {
  const args = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run'];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return { executablePath: CHROME, args, headless: true };
}

/**
 * Watches for focus lost (a page script, as a string: tsx's helpers do not exist in the page). On
 * every focus it notes the control; after each change of the DOM, at the next frame, if focus is
 * on the page's body and the control noted went away (removed, disabled or hidden), it reports it
 * through the `__focusLost` binding. Focus put on the body by the user (a click on no control) is
 * not reported: that control is still there. While {@link trackBodyFocus} tracks, each such frame
 * with focus on the body, whatever put it there, is also noted in `__bodyFocus` (the first heading
 * on screen).
 */
const FOCUS_WATCH = `(() => {
  let last = null;
  const describe = (e) => '<' + e.tagName.toLowerCase() + (e.id ? ' id="' + e.id + '"' : '') + '> "' + (e.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 50) + '"';
  document.addEventListener('focusin', (event) => { last = event.target; }, true);
  const check = () => {
    const active = document.activeElement;
    const onBody = active === null || active === document.body;
    if (onBody && Array.isArray(window.__bodyFocus)) window.__bodyFocus.push(document.querySelector('main h2, h2')?.textContent?.trim() ?? '');
    if (last === null || !onBody) return;
    if (!last.isConnected || last.matches(':disabled') || !last.checkVisibility()) void window.__focusLost(describe(last));
    last = null;
  };
  new MutationObserver(() => requestAnimationFrame(check)).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;

/**
 * A new device: its own context (storage), service workers off (not under test here). The
 * Content-Security-Policy is bypassed because this test injects axe and the virtual screen reader
 * as inline scripts; test/server/csp.test.ts checks the room pages under the policy. `phone`
 * makes it a phone: a touch screen (`page.tap`, touch pointer events) and a mobile viewport
 * (the page's `<meta name="viewport">` applies).
 */
export async function openDevice(browser: Browser, label: string, viewport = { width: 800, height: 900 }, phone = false): Promise<Device> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport, bypassCSP: true, hasTouch: phone, isMobile: phone });
  // Everything the announcer writes to its live regions, in order; and the text of each element
  // focus lands on (`__focused`: what a screen reader reads there).
  await context.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    const focused: string[] = [];
    (window as unknown as { __focused: string[] }).__focused = focused;
    document.addEventListener('focusin', (event) => focused.push(((event.target as Element).textContent ?? '').replace(/[\s\u00a0]+/g, ' ').trim()), true);
    document.addEventListener('DOMContentLoaded', () => {
      for (const id of ['rs-live-polite', 'rs-live-assertive']) {
        const region = document.getElementById(id);
        if (!region) continue;
        new MutationObserver(() => {
          const text = (region.textContent ?? '').replace(/\u00a0/g, '').trim();
          if (text) said.push(`${id.slice(8)}: ${text}`);
        }).observe(region, { childList: true, characterData: true, subtree: true });
      }
    });
  });
  const d: Device = { label, context, page: null as unknown as Page, errors: [] };
  // Focus lost: a control had focus, then went away (removed, disabled or hidden), and at the
  // next frame focus was on the page's body, where a screen reader says nothing useful. Each
  // such moment is an error of the page, as a page error is.
  await context.exposeBinding('__focusLost', (_source, what: string) => void d.errors.push(`${label}: focus lost to the page's body when ${what} went away`));
  await context.addInitScript(FOCUS_WATCH);
  const page = await context.newPage();
  d.page = page;
  page.on('pageerror', (error) => d.errors.push(`${label}: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') d.errors.push(`${label} console: ${m.text()}`);
  });
  return d;
}

/** axe with the WCAG 2.2 AA rules on the whole page. */
export async function axe(page: Page, where: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (tags) => {
    const w = window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } };
    const results = await w.axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, WCAG_TAGS);
  assert.deepEqual(violations, [], `${where}: axe violations`);
  await targets(page, where);
}

/** Every visible interactive target is at least 44 × 44 CSS px. */
export async function targets(page: Page, where: string): Promise<void> {
  const small = await page.evaluate(() => {
    const found: string[] = [];
    // An input with no type is a text field too (and the app's stylesheet sizes only those typed so).
    const selector = 'button, select, a[href], summary, input[type="text"], input:not([type]), label.choice, [role="button"]';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('.visually-hidden') || el.classList.contains('skip-link')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.width < 43.5 || r.height < 43.5) found.push(`${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}" ${r.width.toFixed(0)}×${r.height.toFixed(0)}`);
    }
    return found;
  });
  assert.deepEqual(small, [], `${where}: targets under 44 px`);
}

/** The whole page as the browser holds it: the DOM and both web storages. */
export async function everything(page: Page): Promise<string> {
  const dom = await page.content();
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  return dom + storage;
}

export async function text(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Waits until the element's text includes `part`. */
export async function textIncludes(page: Page, selector: string, part: string): Promise<void> {
  await page.waitForFunction(
    ([s, p]) => (document.querySelector(s!)?.textContent ?? '').replace(/\s+/g, ' ').includes(p!),
    [selector, part] as const,
  );
}

export async function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id ?? '');
}

/**
 * Starts noting where focus rests (the device's focus watch, `FOCUS_WATCH`): after every change of
 * the page's DOM, at the next frame (when the browser tells assistive technology where focus is),
 * whether focus is on the page's body. `bodyFocusSeen` stops noting and returns what it noted.
 */
export async function trackBodyFocus(page: Page): Promise<void> {
  await page.evaluate(() => void ((window as unknown as { __bodyFocus?: string[] }).__bodyFocus = []));
}

/** Stops `trackBodyFocus` and returns the first heading on screen at each frame focus was on the body. */
export async function bodyFocusSeen(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const w = window as unknown as { __bodyFocus?: string[] };
    const seen = w.__bodyFocus ?? [];
    delete w.__bodyFocus;
    return seen;
  });
}

/**
 * Creates a Rebellion vs Empire room on `page` as its table (Ann the Rebellion, Bob the Empire),
 * from its setup at `origin`; resolves with the room's join code once focus is on the room's heading.
 */
export async function createRveRoom(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/?table&game=rebellion-vs-empire`);
  await page.fill('#rve-rebellion-name', 'Ann');
  await page.fill('#rve-empire-name', 'Bob');
  await page.click('#room-create');
  await page.waitForFunction(() => document.activeElement?.id === 'room-heading');
  return text(page, '#join-code .join-code');
}

/** Presses Tab until the focused element matches `selector` (keyboard only), at most `limit` times. */
export async function tabTo(page: Page, selector: string, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${selector}`);
}

/** What the page's announcer said, in order. */
export async function said(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __said: string[] }).__said);
}

/** The text of each element focus landed on in the page, in order (white space collapsed). */
export async function focusedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __focused: string[] }).__focused);
}


/**
 * Starts the virtual screen reader (@guidepup/virtual-screen-reader's browser bundle) on `page`
 * and reads the whole document from the top, as a screen reader user moving line by line would;
 * the reader stays running, so {@link screenReaderLog} later gives what it heard since, live
 * region announcements included. Returns the spoken phrases (at most 400 moves).
 */
export async function readWithScreenReader(page: Page): Promise<string[]> {
  await page.route('**/__vsr__.js', (route) => route.fulfill({ path: VSR, contentType: 'text/javascript' }));
  return (await page.evaluate(`(async () => {
    const { virtual } = await import('/__vsr__.js');
    window.__virtual = virtual;
    await virtual.start({ container: document.body });
    for (let i = 0; i < 400; i++) {
      await virtual.next();
      if ((await virtual.lastSpokenPhrase()).startsWith('end of document')) break;
    }
    return virtual.spokenPhraseLog();
  })()`)) as string[];
}

/** Everything the virtual screen reader started by {@link readWithScreenReader} has spoken; `stop` ends it. */
export async function screenReaderLog(page: Page, stop = false): Promise<string[]> {
  return (await page.evaluate(`(async () => {
    const log = await window.__virtual.spokenPhraseLog();
    if (${stop}) await window.__virtual.stop();
    return log;
  })()`)) as string[];
}

/** The production app and the room server of {@link startRoomApp}, and the Chromium that opens it. */
export interface RoomApp {
  /** The app's address (`http://127.0.0.1:PORT`). */
  origin: string;
  store: RoomStore;
  server: AppServer;
  browser: Browser;
  /** Closes the browser, the server and the store, and deletes the build. */
  close(): Promise<void>;
}

/**
 * Builds the production app into a temporary folder (`label` names it) and serves it with the
 * room server of every game (`ROOM_GAMES`) on loopback, its join, creation and event limits and
 * its room caps lifted (every device of a test is 127.0.0.1), the server's chance drawn from
 * `random` (a test's seeded or scripted deal); then launches Chromium. The room page tests'
 * common start (room-modules, rve-room-ui, tr-room-ui). `options.host`: the address to listen on
 * (`'0.0.0.0'`: also this machine's LAN addresses, where a page is not a secure context);
 * `origin` stays the loopback one.
 */
export async function startRoomApp(label: string, random: (n: number) => number, options: { admitOnClaim?: boolean; host?: string } = {}): Promise<RoomApp> {
  const out = mkdtempSync(join(tmpdir(), `${label}-dist-`));
  buildApp(out, `${label}-test`);
  const store = await openRoomStore();
  const server = await startAppServer({
    games: ROOM_GAMES,
    port: 0,
    host: options.host ?? '127.0.0.1',
    staticDir: out,
    store,
    joinLimit: UNLIMITED,
    connectionFailures: UNLIMITED,
    createLimit: UNLIMITED,
    eventLimits: { device: UNLIMITED, room: UNLIMITED },
    roomCaps: { perAddress: 1_000_000, total: 1_000_000 },
    // The room pages' tests play whole games; the table's admission has its own (admission-ui.test.ts).
    admitOnClaim: options.admitOnClaim ?? true,
    random,
  });
  const browser = await chromium.launch(launchOptions());
  return {
    origin: `http://127.0.0.1:${server.port}`,
    store,
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
      await store.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}
