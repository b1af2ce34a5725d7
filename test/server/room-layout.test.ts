/**
 * Layout checks of the personal-device pages in real Chromium, as
 * test/games/resistance/ui/layout.browser.ts makes them for the one-device screens: the table page
 * (the join code, then a game in course, then game over) and a phone page (its private screen
 * with its card, its secret vote, its mission card, game over), each at 320, 412 and 1280 CSS px,
 * in the light, dark and high-contrast themes, at 100% and 200% text: the page never scrolls
 * sideways, no two interactive elements overlap, every target is at least 44 × 44 px
 * (test/helpers/layout-checks.js). On the issue's two screens, a 360 × 740 phone and a 1280 × 800
 * laptop, the first screen holds the board strip and the current step: on the table during play
 * the step (its first control) before the join code (folded away) and the seats (folded, with the
 * connection line); on a phone
 * every button of its secret vote or mission card, at either text size; the same for a Rebellion vs
 * Empire room (the table and both phones: its board strip, and the step's first control where the
 * page has a step), and a hidden-traitor room's table and
 * active phone (the board strip and the step's first control). Each state's first
 * screen is kept as a screenshot for review in test-artifacts/layout/ (git-ignored;
 * `room-<page>-<width>-<theme>-<text>.png`).
 *
 * The production build and the room server from one process, as `npm start` runs them; the room,
 * the seats and the game's steps go through sockets (test/server/harness.ts), and the two pages
 * open with the table's and seat 0's credentials, as a device that joined before.
 */
import { ROOM_GAMES } from '../../src/games/room-games.ts';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright';
import { buildApp } from '../../scripts/dist.ts';
import { startAppServer, type AppServer } from '../../server/app-server.ts';
import { openRoomStore, type RoomStore } from '../../server/store.ts';
import { fullTable, TestClient, type Table } from './harness.ts';
import type { RveSeatSnapshot, RveTableSnapshot } from '../../src/games/rebellion-vs-empire/room/protocol.ts';
import type { CreatedRoom } from '../../src/platform/rooms/protocol.ts';
import type { TraitorSeatSnapshot, TraitorTableSnapshot } from '../../src/games/traitor/room/protocol.ts';
import { toWireCard } from '../../src/games/traitor/room/wire.ts';
import { setupOf, TABLE_CARDS } from '../games/traitor/helpers.ts';
import { CHROME, launchOptions, openDevice, textIncludes, type Device } from './pages.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
const CHECKS = fileURLToPath(new URL('../helpers/layout-checks.js', import.meta.url));
const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/layout/', import.meta.url));
const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
] as const;
/** The screens whose first screen must hold the board and the step (issue-level: a phone and a laptop). */
const FIRST_SCREEN_WIDTHS: readonly number[] = [360, 1280];
/** The board strip of The Resistance's room pages. */
const STRIP = 'rs-board-strip .board-strip';
/** A phone's secret choice: its buttons (one tap each). */
const PHONE_CHOICE = '#phone-choice-form [name="phone-choice"]';
const THEMES = ['light', 'dark', 'high-contrast'] as const;
const TEXT_SIZES = [100, 200] as const;

let out: string;
let store: RoomStore;
let server: AppServer;
let origin: string;
let browser: Browser;

/**
 * What the first screen must hold: a selector, whose first element must be in it, or
 * `{ every: selector }`, each of whose elements must be (the buttons of a one-tap choice).
 */
type Held = string | { every: string };

/**
 * The problems of the first screen: each of `held` whose element (or one of whose elements,
 * under `every`) is missing, not shown, or ends below the viewport's height.
 */
async function firstScreenProblems(page: Page, held: readonly Held[]): Promise<string[]> {
  return page.evaluate((all) => {
    const problems: string[] = [];
    for (const one of all) {
      const selector = typeof one === 'string' ? one : one.every;
      const els = typeof one === 'string' ? [document.querySelector(selector)] : [...document.querySelectorAll(selector)];
      if (els.length === 0) els.push(null);
      for (const [i, el] of els.entries()) {
        const name = els.length > 1 ? `${selector} #${i + 1}` : selector;
        const rect = el?.getBoundingClientRect();
        if (!el || !rect || rect.height === 0) problems.push(`${name} is not shown`);
        else if (rect.bottom > window.innerHeight + 0.5) problems.push(`${name} ends at ${rect.bottom.toFixed(0)} px, below the first screen (${window.innerHeight} px)`);
      }
    }
    return problems;
  }, held);
}

/**
 * Checks `page` in every viewport, theme and text size (the display settings put on `<html>` as
 * the app's apply-settings.ts does), and on the two screens that the first screen holds
 * what `firstScreen` names ({@link Held}); keeps a screenshot of each first screen,
 * and returns every problem found, each prefixed with its state.
 */
async function checkEverywhere(page: Page, name: string, firstScreen: readonly Held[] = [], viewports: readonly { width: number; height: number }[] = VIEWPORTS): Promise<string[]> {
  const problems: string[] = [];
  if (!(await page.evaluate(() => 'rsLayoutProblems' in globalThis))) await page.addScriptTag({ path: CHECKS });
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const textSize of TEXT_SIZES) {
      for (const theme of THEMES) {
        const label = `${name}-${viewport.width}-${theme}-${textSize}`;
        const found = await page.evaluate(
          async ([size, t]) => {
            const root = document.documentElement;
            root.style.fontSize = `${size}%`;
            root.setAttribute('data-text-size', String(size));
            root.setAttribute('data-theme', t);
            root.setAttribute('data-motion', 'reduce');
            window.scrollTo(0, 0);
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            return (globalThis as unknown as { rsLayoutProblems: () => string[] }).rsLayoutProblems();
          },
          [textSize, theme] as const,
        );
        problems.push(...found.map((p) => `${label}: ${p}`));
        if (FIRST_SCREEN_WIDTHS.includes(viewport.width)) problems.push(...(await firstScreenProblems(page, firstScreen)).map((p) => `${label}: ${p}`));
        await page.screenshot({ path: join(ARTIFACTS, `${label}.png`), animations: 'disabled' });
        // Two screens too in the light theme, to see what comes before the step.
        if (theme === 'light') {
          await page.screenshot({ path: join(ARTIFACTS, `${label}-two.png`), animations: 'disabled', fullPage: true, clip: { x: 0, y: 0, width: viewport.width, height: 2 * viewport.height } });
        }
      }
    }
  }
  return problems;
}

/** The two screens: the phone and the laptop. */
const PHONE_AND_LAPTOP = VIEWPORTS.filter((v) => FIRST_SCREEN_WIDTHS.includes(v.width));
/** The board strip of Rebellion vs Empire's room pages (rve-strip.ts). */
const RVE_STRIP = '#rve-strip';
/** The first control of a Rebellion vs Empire page's step. */
const RVE_CONTROL = '#rve-step input:not([disabled]), #rve-step select, #rve-step button';

/** The board strip of the hidden-traitor expansion's room pages (tr-strip.ts). */
const TR_STRIP = '#tr-strip';

/** A device whose storage holds `credential` for `code`, as one that joined before. */
async function deviceWith(label: string, role: 'table' | 'seat', code: string, token: string): Promise<Device> {
  const d = await openDevice(browser, label);
  await d.context.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    [`rs-room-${role}:${code}`, JSON.stringify({ role, code, token })] as const,
  );
  return d;
}

describe('the personal-device pages at 320, 412 and 1280 px, three themes, 100% and 200% text', () => {
  before(async () => {
    assert.ok(existsSync(CHROME), `no Chromium at ${CHROME}: npm test installs it, or set CHROME_PATH`);
    mkdirSync(ARTIFACTS, { recursive: true });
    out = mkdtempSync(join(tmpdir(), 'rs-room-layout-'));
    buildApp(out, 'room-layout-test');
    store = await openRoomStore();
    const unlimited = { capacity: 1_000_000, refillMs: 1 };
    server = await startAppServer({ games: ROOM_GAMES, port: 0, host: '127.0.0.1', staticDir: out, store, admitOnClaim: true, joinLimit: unlimited, createLimit: unlimited });
    origin = `http://127.0.0.1:${server.port}`;
    browser = await chromium.launch(launchOptions());
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    await store?.close();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  test('the table page and a phone page through a whole game', { timeout: 240_000 }, async () => {
    let t: Table | undefined;
    try {
      t = await fullTable(origin, { players: PLAYERS, firstLeader: 0 });
      const code = t.room.code;
      const table = await deviceWith('table', 'table', code, t.room.tableToken);
      const phone = await deviceWith('phone 0', 'seat', code, t.phones[0]!.token);
      await table.page.goto(`${origin}/?table=${code}`);
      await phone.page.goto(`${origin}/?room=${code}`);
      await table.page.locator('input[name="room-team"]').first().waitFor();
      await phone.page.locator('#phone-reveal').waitFor();
      // The game is on: the step comes first, and the join code is folded below it.
      assert.equal(await table.page.locator('#room-join-details:not([open]) #join-code').count(), 1, 'the join code is folded away during play');
      assert.ok(
        await table.page.evaluate(() => !!(document.querySelector('#now-heading')!.compareDocumentPosition(document.querySelector('#room-join-details')!) & Node.DOCUMENT_POSITION_FOLLOWING)),
        'the step comes before the join code',
      );
      // Every phone connected: the connection line goes with the folded seats, below the step.
      assert.equal(await table.page.locator('section.seats #room-connection').filter({ hasText: '5 of 5 phones connected.' }).count(), 1, 'the connection line is with the folded seats');
      const problems = [...(await checkEverywhere(table.page, 'room-table-proposal', [STRIP, 'input[name="room-team"]'])), ...(await checkEverywhere(phone.page, 'room-phone-card'))];

      // Ann (seat 0) leads: a team with her on it, voted on in secret.
      await t.propose([0, 1]);
      await phone.page.locator('[name="phone-choice"][value="approve"]').waitFor();
      problems.push(...(await checkEverywhere(phone.page, 'room-phone-vote', [STRIP, { every: PHONE_CHOICE }])));
      await t.vote([0, 1, 2, 3, 4]);
      await phone.page.locator('[name="phone-choice"][value="success"]').waitFor();
      problems.push(...(await checkEverywhere(phone.page, 'room-phone-mission', [STRIP, { every: PHONE_CHOICE }])), ...(await checkEverywhere(table.page, 'room-table-mission', [STRIP, '#now-heading'])));

      await t.finishResistanceWin();
      await textIncludes(table.page, '#now-text', 'The resistance wins');
      await textIncludes(phone.page, '#phone-spies', 'The spies were');
      problems.push(...(await checkEverywhere(table.page, 'room-table-over')), ...(await checkEverywhere(phone.page, 'room-phone-over')));
      assert.deepEqual(problems, [], `${problems.length} layout problem(s)`);
      for (const d of [table, phone]) assert.deepEqual(d.errors, [], `${d.label}: errors in the page`);
    } finally {
      t?.close();
    }
  });

  test('the hidden-traitor expansion: the table and the active phone hold the board strip and the step\'s first control in the first screen', { timeout: 240_000 }, async () => {
    const clients: { close(): void }[] = [];
    try {
      const tableClient = new TestClient<TraitorTableSnapshot>(origin, 'table');
      clients.push(tableClient);
      await tableClient.connected();
      const created = await tableClient.ok<CreatedRoom>('room:create', { game: 'traitor', setup: { ...setupOf(3), cards: TABLE_CARDS.map(toWireCard) } });
      tableClient.socket.auth = { role: 'table', code: created.code, token: created.tableToken };
      await tableClient.view((s) => s.code === created.code);
      const tokens: string[] = [];
      for (const seat of [0, 1, 2]) {
        const client = new TestClient<TraitorSeatSnapshot>(origin, `seat ${seat}`);
        clients.push(client);
        await client.connected();
        const claimed = await client.ok<{ token: string }>('seat:claim', { code: created.code, seat });
        client.socket.auth = { role: 'seat', code: created.code, token: claimed.token };
        await client.view((s) => s.seat === seat);
        tokens.push(claimed.token);
      }
      await tableClient.ok('table:start', {});
      await tableClient.view((s) => s.dealt);
      const code = created.code;
      const address = (role: 'table' | 'room') => `${origin}/?${role}=${code}&game=traitor`;
      const table = await deviceWith('traitor table', 'table', code, created.tableToken);
      const phone = await deviceWith('traitor phone 0', 'seat', code, tokens[0]!);
      await table.page.goto(address('table'));
      await phone.page.goto(address('room'));
      await table.page.locator(TR_STRIP).waitFor();
      await phone.page.locator(TR_STRIP).waitFor();
      // The table turns the first Challenge face up (its step right under the board strip, before
      // the seats and the join code); then the first player's turn on their phone.
      await table.page.locator('input[name="tr-challenge"]').first().waitFor();
      const problems = [...(await checkEverywhere(table.page, 'room-tr-table-reveal', [TR_STRIP, 'input[name="tr-challenge"]'], PHONE_AND_LAPTOP))];
      const version = tableClient.latest!.version;
      await tableClient.ok('game:reveal-challenge', { level: 1, card: 'keene-act' });
      await tableClient.view((s) => s.version > version);
      await phone.page.locator('input[name="tr-kind"]').first().waitFor();
      await table.page.locator('#tr-step-heading').filter({ hasText: 'Turn 1' }).waitFor();
      problems.push(
        ...(await checkEverywhere(phone.page, 'room-tr-phone-turn', [TR_STRIP, 'input[name="tr-kind"]'], PHONE_AND_LAPTOP)),
        ...(await checkEverywhere(table.page, 'room-tr-table-turn', [TR_STRIP, 'input[name="tr-kind"]'], PHONE_AND_LAPTOP)),
      );
      assert.deepEqual(problems, [], `${problems.length} layout problem(s)`);
      for (const d of [table, phone]) assert.deepEqual(d.errors, [], `${d.label}: errors in the page`);
    } finally {
      for (const c of clients) c.close();
    }
  });

  test('Rebellion vs Empire: the table and both phones hold the board strip and the step in the first screen', { timeout: 240_000 }, async () => {
    const clients: { close(): void }[] = [];
    try {
      const url = origin;
      const tableClient = new TestClient<RveTableSnapshot>(url, 'table');
      clients.push(tableClient);
      await tableClient.connected();
      const created = await tableClient.ok<CreatedRoom>('room:create', { game: 'rebellion-vs-empire', setup: { capitolVariant: false, missionCards: 'app', players: { rebellion: 'Ann', empire: 'Bob' } } });
      tableClient.socket.auth = { role: 'table', code: created.code, token: created.tableToken };
      const seats: { client: TestClient<RveSeatSnapshot>; token: string }[] = [];
      for (const seat of [0, 1]) {
        const client = new TestClient<RveSeatSnapshot>(url, `seat ${seat}`);
        clients.push(client);
        await client.connected();
        const claimed = await client.ok<{ token: string }>('seat:claim', { code: created.code, seat });
        client.socket.auth = { role: 'seat', code: created.code, token: claimed.token };
        await client.view();
        seats.push({ client, token: claimed.token });
      }
      await tableClient.ok('table:start', {});
      await seats[0]!.client.view((s) => s.dealt && s.asks.some((a) => a.by === 'rebellion' && a.kind === 'area'));
      const code = created.code;
      const address = (role: 'table' | 'room') => `${origin}/?${role}=${code}&game=rebellion-vs-empire`;
      const table = await deviceWith('rve table', 'table', code, created.tableToken);
      const rebellion = await deviceWith('rve rebellion', 'seat', code, seats[0]!.token);
      const empire = await deviceWith('rve empire', 'seat', code, seats[1]!.token);
      await table.page.goto(address('table'));
      await rebellion.page.goto(address('room'));
      await empire.page.goto(address('room'));
      for (const d of [table, rebellion, empire]) await d.page.locator('#now-heading').waitFor();
      // The Rebellion's action area (its phone), then its play (its hand, on its phone), then the Empire's first token.
      await rebellion.page.locator('input[name="rve-area"]').first().waitFor();
      const problems = [
        ...(await checkEverywhere(rebellion.page, 'room-rve-rebellion-area', [RVE_STRIP, RVE_CONTROL], PHONE_AND_LAPTOP)),
        ...(await checkEverywhere(empire.page, 'room-rve-empire-area', [RVE_STRIP, '#now-heading'], PHONE_AND_LAPTOP)),
        ...(await checkEverywhere(table.page, 'room-rve-table-area', [RVE_STRIP, '#now-heading'], PHONE_AND_LAPTOP)),
      ];
      const area = seats[0]!.client.latest!.asks.find((a) => a.kind === 'area')!;
      await seats[0]!.client.ok('game:area', { districts: area.options!.pairs![0] });
      await rebellion.page.locator('input[name="rve-reveal"]').first().waitFor();
      // The play (two groups over a hand of five, each card a row): its first card in the first screen.
      problems.push(...(await checkEverywhere(rebellion.page, 'room-rve-rebellion-play', [RVE_STRIP, RVE_CONTROL], PHONE_AND_LAPTOP)));
      const play = (await seats[0]!.client.view((s) => s.asks.some((a) => a.kind === 'play'))).asks.find((a) => a.kind === 'play')!;
      const revealed = play.options!.revealable![0]!;
      await seats[0]!.client.ok('game:play', { revealed, hidden: play.options!.hand!.filter((c) => c !== revealed).slice(0, 2) });
      await empire.page.locator('input[name="rve-token"]').first().waitFor();
      problems.push(...(await checkEverywhere(empire.page, 'room-rve-empire-power', [RVE_STRIP, RVE_CONTROL], PHONE_AND_LAPTOP)));
      assert.deepEqual(problems, [], `${problems.length} layout problem(s)`);
      for (const d of [table, rebellion, empire]) assert.deepEqual(d.errors, [], `${d.label}: errors in the page`);
    } finally {
      for (const c of clients) c.close();
    }
  });
});
