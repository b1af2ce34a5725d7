/**
 * The one-device app on a phone (item 9, and its "Done when": played by touch), in the
 * production build that `npm start` serves (server/app-server.ts on loopback), in real Chromium
 * emulating a phone (a touch screen and a mobile viewport: test/server/pages.ts `openDevice`).
 *
 * 1. **The first screen holds the current step at 320 CSS px with 200% text.** The phone is
 *    320 × 568 CSS px (the smallest phone still in use, an iPhone SE of the first generation; the
 *    height is the first screen) and the app's text size is 200% (its Settings, saved on the
 *    device before the page loads), in the light, dark and high-contrast themes, and in Polish
 *    (longer words) in the light theme. Each page is
 *    loaded (the game's steps by reloading the page at each, as a phone coming back to the app
 *    does), and with the page at its top, with no scrolling, the first screen must show the first
 *    line of the step's heading and, where the step starts with a control, that whole control:
 *    - the home page: the app's name, its two ways in ("New game" and "Join a game", each
 *      whole) and the "New game" heading;
 *    - the one-device game: the spy reveal script at the start (R-REV-1), a team proposal (after a
 *      rejected one), a vote, a mission and game over (their headings);
 *    - Rebellion vs Empire (`?game=rebellion-vs-empire`): its name, "New game" and the Rebellion
 *      player's name field; the hidden-traitor expansion (`?game=traitor`): its name, its "New
 *      game" heading and the first choice of the number of players.
 *    Each state also gets the layout checks of test/helpers/layout-checks.js (no sideways scroll,
 *    no overlapping controls, 44 px targets), and its first screen is kept as a screenshot in
 *    test-artifacts/layout/ (git-ignored): `phone-<screen>-<theme>.png`, `…-light-pl.png`.
 *    (test/games/resistance/ui/layout.browser.ts checks every screen at 320, 412 and 1280 px and
 *    100% and 200% text; at 320 px with 200% text it cannot load a page, and makes no first-screen
 *    check there.)
 * 2. **By touch**: a whole game on a 360 × 640 phone at 100% text by taps alone (`page.tap`: touch
 *    pointer events, then the click the browser makes of a tap): the team's checkboxes and
 *    "Propose team" (R-TEAM-1), the approving players and "Record vote" (R-VOTE-1), the number of
 *    Fail cards and "Record mission result" (R-MIS-1), Undo and Redo from the header's menu, three
 *    successful missions to game over (R-END-1) and "New game". After each tap the step changed as
 *    it should, the app said so, focus is on the next step, and every pointer event was a touch.
 *    The first leader is drawn at random (the only setup field not set by a tap would be a
 *    `<select>`, whose phone picker is the system's): the test finds the leader in the heading.
 *
 * Nothing waits for a time: every wait is for a state of the page.
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
import { CHROME, launchOptions, openDevice, said, type Device } from './pages.ts';
import { seatsToTap, setTeam } from '../helpers/team-boxes.ts';

const CHECKS = fileURLToPath(new URL('../helpers/layout-checks.js', import.meta.url));
const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/layout/', import.meta.url));
/** The first screen checked: the smallest phone (CSS px). */
const SMALL_PHONE = { width: 320, height: 568 } as const;
/** The phone played by touch (CSS px): a common Android phone. */
const PHONE = { width: 360, height: 640 } as const;
const THEMES = ['light', 'dark', 'high-contrast'] as const;

let out: string;
let store: RoomStore;
let server: AppServer;
let origin: string;
let browser: Browser;

before(async () => {
  assert.ok(existsSync(CHROME), `no Chromium at ${CHROME}: npm test installs it, or set CHROME_PATH`);
  mkdirSync(ARTIFACTS, { recursive: true });
  out = mkdtempSync(join(tmpdir(), 'rs-phone-'));
  buildApp(out, 'phone-test');
  store = await openRoomStore();
  server = await startAppServer({ games: ROOM_GAMES, port: 0, host: '127.0.0.1', staticDir: out, store, admitOnClaim: true });
  origin = `http://127.0.0.1:${server.port}`;
  browser = await chromium.launch(launchOptions());
});

after(async () => {
  await browser?.close();
  await server?.close();
  await store?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

/** A phone whose saved settings (the app's Settings, `rs-settings`) are in place before any page loads. */
async function phoneWith(label: string, viewport: { width: number; height: number }, settings: Record<string, unknown>): Promise<Device> {
  const d = await openDevice(browser, label, viewport, true);
  await d.context.addInitScript((json) => localStorage.setItem('rs-settings', json), JSON.stringify(settings));
  return d;
}

/** What the first screen must hold: the element, and whether all of it (a control) or its first line (a heading). */
interface Held {
  selector: string;
  whole?: boolean;
}

/**
 * The first-screen problems of the page as loaded, with the page at its top: each `held`
 * element must be shown, and its first line (or, with `whole`, all of it) must lie within the
 * viewport's height. Then the layout checks' problems; then a screenshot of the first screen.
 */
async function firstScreenProblems(page: Page, label: string, held: readonly Held[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'rsLayoutProblems' in globalThis))) await page.addScriptTag({ path: CHECKS });
  const problems = await page.evaluate(async (items) => {
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const g = globalThis as unknown as { rsLayoutProblems: () => string[]; rsDescribe: (el: Element) => string };
    const found: string[] = [];
    for (const { selector, whole } of items) {
      const el = document.querySelector(selector);
      if (!el) {
        found.push(`no ${selector} on the page`);
        continue;
      }
      const rect = el.getBoundingClientRect();
      if (rect.height === 0) {
        found.push(`${g.rsDescribe(el)} is not shown`);
        continue;
      }
      const style = getComputedStyle(el);
      const line = style.lineHeight === 'normal' ? 1.25 * parseFloat(style.fontSize) : parseFloat(style.lineHeight);
      // Page coordinates: where the element is with the page at its top.
      const top = rect.top + window.scrollY;
      const needed = whole ? rect.height : Math.min(rect.height, line);
      if (top + needed > window.innerHeight + 0.5) {
        found.push(
          `${g.rsDescribe(el)} starts at ${top.toFixed(0)} px: ${whole ? 'all of it' : 'its first line'} (to ${(top + needed).toFixed(0)} px) is not on the first screen (${window.innerHeight} px)`,
        );
      }
    }
    return [...found, ...g.rsLayoutProblems()];
  }, held);
  await page.screenshot({ path: join(ARTIFACTS, `phone-${label}.png`), animations: 'disabled' });
  return problems.map((p) => `${label}: ${p}`);
}

/** The text of the step's heading, spaces collapsed. */
async function stepHeading(page: Page): Promise<string> {
  return ((await page.locator('#step h2').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Reloads the page (a phone coming back to the app) and waits for the game's step: the element
 * `step`, with its heading; in English the heading must match `english`.
 */
async function reload(page: Page, step: string, english: RegExp | null): Promise<void> {
  await page.reload();
  await page.locator(`#step > ${step} h2`).first().waitFor();
  if (english) assert.match(await stepHeading(page), english);
}

describe('the first screen holds the current step at 320 × 568 CSS px with 200% text', () => {
  // Each theme in English, and the light theme in Polish (longer words).
  const cases = [...THEMES.map((theme) => ({ theme, language: 'en' as const })), { theme: 'light' as const, language: 'pl' as const }];
  for (const { theme, language } of cases) {
    test(`the home page, the one-device game's steps and the other games' pages, ${theme} theme, ${language}`, { timeout: 120_000 }, async () => {
      const d = await phoneWith(`phone ${theme} ${language}`, SMALL_PHONE, { textSize: 200, theme, reducedMotion: 'reduce', language });
      // The step's heading in English (the Polish run checks the step's element only).
      const en = (heading: RegExp): RegExp | null => (language === 'en' ? heading : null);
      const name = (screen: string): string => `${screen}-${theme}${language === 'en' ? '' : `-${language}`}`;
      const { page } = d;
      const problems: string[] = [];
      try {
        await page.goto(`${origin}/`);
        await page.locator('#setup-count').waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.style.fontSize), '200%', 'the saved text size applies at load');
        assert.equal(await page.evaluate(() => document.documentElement.dataset['theme']), theme);
        assert.equal(await page.evaluate(() => document.documentElement.lang), language);
        problems.push(...(await firstScreenProblems(page, name('home'), [{ selector: 'h1' }, { selector: '#home-new', whole: true }, { selector: '#home-join', whole: true }, { selector: '#setup-heading' }])));

        // A game of five with physical cards, Ann first leader: the spy reveal script first (R-REV-1).
        for (const [seat, name] of ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'].entries()) await page.fill(`#setup-name-${seat}`, name);
        await page.selectOption('#setup-leader', '0');
        await page.click('rs-setup button[type="submit"]');
        await page.locator('#reveal-script-heading').waitFor();
        await page.reload();
        await page.locator('#reveal-script-heading').waitFor();
        problems.push(...(await firstScreenProblems(page, name('game-start'), [{ selector: '#reveal-script-heading' }])));

        // A team rejected (R-VOTE-2): the next leader proposes.
        await setTeam(page, [0, 1]);
        await page.click('#team-propose');
        await page.locator('#vote-all-reject').click();
        await page.click('rs-vote-recorder button[type="submit"]');
        await page.locator('rs-team-picker').waitFor();
        await reload(page, 'rs-team-picker', en(/^Bob proposes a team for mission 1$/));
        problems.push(...(await firstScreenProblems(page, name('game-proposal'), [{ selector: '#step h2' }])));

        await setTeam(page, [1, 2]);
        await page.click('#team-propose');
        await page.locator('rs-vote-recorder').waitFor();
        await reload(page, 'rs-vote-recorder', en(/^Vote on Bob's team for mission 1$/));
        problems.push(...(await firstScreenProblems(page, name('game-vote'), [{ selector: '#step-heading' }])));

        await page.click('#vote-all-approve');
        await page.click('rs-vote-recorder button[type="submit"]');
        await page.locator('rs-mission-recorder').waitFor();
        await reload(page, 'rs-mission-recorder', en(/^Mission 1: how many Fail cards\?$/));
        problems.push(...(await firstScreenProblems(page, name('game-mission'), [{ selector: '#step-heading' }])));

        // Three successful missions: the resistance wins (R-END-1).
        for (const [missionNumber, size] of [[1, 0], [2, 3], [3, 2]] as const) {
          if (size > 0) {
            await page.locator('rs-team-picker').waitFor();
            await setTeam(page, Array.from({ length: size }, (_, seat) => seat));
            await page.click('#team-propose');
            await page.click('#vote-all-approve');
            await page.click('rs-vote-recorder button[type="submit"]');
          }
          await page.locator('rs-mission-recorder').waitFor();
          if (language === 'en') assert.match(await stepHeading(page), new RegExp(`^Mission ${missionNumber}:`));
          await page.check('input[name="fails"][value="0"]');
          await page.click('rs-mission-recorder button[type="submit"]');
        }
        await page.locator('rs-game-over').waitFor();
        await reload(page, 'rs-game-over', en(/^Game over$/));
        problems.push(...(await firstScreenProblems(page, name('game-over'), [{ selector: '#step-heading' }])));

        await page.goto(`${origin}/?game=rebellion-vs-empire`);
        await page.locator('#rve-rebellion-name').waitFor();
        problems.push(...(await firstScreenProblems(page, name('rebellion-vs-empire'), [{ selector: 'h1' }, { selector: '#rve-setup-heading' }, { selector: '#rve-rebellion-name', whole: true }])));

        await page.goto(`${origin}/?game=traitor`);
        await page.locator('#setup-heading').waitFor();
        problems.push(
          ...(await firstScreenProblems(page, name('traitor'), [{ selector: 'h1' }, { selector: '#setup-heading' }, { selector: 'label.choice:has(> input[name="setup-count"])', whole: true }])),
        );

        assert.deepEqual(problems, [], `${problems.length} first-screen or layout problem(s)`);
        assert.deepEqual(d.errors, [], 'errors in the page');
      } finally {
        await d.context.close();
      }
    });
  }
});

/** How many sentences the page's announcer has said (test/server/pages.ts records them). */
async function saidCount(page: Page): Promise<number> {
  return (await said(page)).length;
}

/** The focused element: inside the current step (`#step`), not the page's body. */
async function focusInStep(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    return !!focused && focused !== document.body && !!document.getElementById('step')?.contains(focused);
  });
}

/**
 * Taps `selector` (touch pointer events, then the browser's click), waits for `until` to show,
 * then for the app to say something new, and checks that focus moved to the step.
 */
async function tapStep(page: Page, selector: string, until: string, what: string): Promise<void> {
  const before = await saidCount(page);
  await page.tap(selector);
  await page.locator(until).first().waitFor();
  await page.waitForFunction((n) => (window as unknown as { __said: string[] }).__said.length > n, before);
  assert.ok(await focusInStep(page), `${what}: focus is on the next step`);
}

/** Taps the label row of the checkbox or radio `input[name=name][value=value]` (its 44 px target): it is then `checked` (one tap, one change). */
async function tapChoice(page: Page, name: string, value: number, checked = true): Promise<void> {
  const input = page.locator(`input[name="${name}"][value="${value}"]`);
  await page.tap(`label.choice:has(> input[name="${name}"][value="${value}"]) > span`);
  assert.equal(await input.isChecked(), checked, `${name} ${value}: ${checked ? 'checked' : 'unchecked'} by one tap`);
}

describe('the one-device game played by touch on a 360 × 640 phone ("Done when")', () => {
  test('a proposal, a vote, a mission, Undo and Redo from the menu, game over and a new game, each by taps', { timeout: 120_000 }, async () => {
    const d = await openDevice(browser, 'touch phone', PHONE, true);
    const { page } = d;
    // Every pointer event of the page, by kind: a tap is a touch.
    await d.context.addInitScript(() => {
      const kinds: string[] = [];
      (window as unknown as { __pointers: string[] }).__pointers = kinds;
      document.addEventListener('pointerdown', (e) => kinds.push(e.pointerType), true);
    });
    try {
      await page.goto(`${origin}/`);
      await page.locator('#setup-count').waitFor();
      assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), true, 'a touch screen');

      // Start a game of five (default names, the first leader drawn at random): the spy reveal script first (R-REV-1).
      await tapStep(page, 'rs-setup button[type="submit"]', '#reveal-script-heading', 'Start game');
      const heading = await stepHeading(page);
      const leader = /^(Player [1-5]) proposes a team for mission 1$/.exec(heading)?.[1];
      assert.ok(leader, `the team picker names the leader: "${heading}"`);

      // A proposal (R-TEAM-1, R-TEAM-2): the leader starts on the team; one more player tapped on,
      // off, and on again; the leader tapped off and on again.
      const leaderSeat = Number(leader.slice('Player '.length)) - 1;
      const other = (leaderSeat + 1) % 5;
      assert.equal(await page.locator(`input[name="team"][value="${leaderSeat}"]`).isChecked(), true, 'the leader starts on the team');
      await tapChoice(page, 'team', other);
      await tapChoice(page, 'team', other, false);
      await tapChoice(page, 'team', other);
      await tapChoice(page, 'team', leaderSeat, false);
      await tapChoice(page, 'team', leaderSeat);
      await tapStep(page, '#team-propose', 'rs-vote-recorder', 'Propose team');
      assert.equal(await stepHeading(page), `Vote on ${leader}'s team for mission 1`);

      // A vote (R-VOTE-1): three of five approve; everyone starts approved, the two who rejected are tapped off.
      for (const seat of [3, 4]) await tapChoice(page, 'approve', seat, false);
      await tapStep(page, 'rs-vote-recorder button[type="submit"]', 'rs-mission-recorder', 'Record vote');
      assert.equal(await stepHeading(page), 'Mission 1: how many Fail cards?');
      assert.match((await said(page)).join(' '), /approved/i, 'the vote result is said');

      // A mission (R-MIS-1): no Fail card.
      await tapChoice(page, 'fails', 0);
      await tapStep(page, 'rs-mission-recorder button[type="submit"]', 'rs-team-picker', 'Record mission result');
      assert.match(await stepHeading(page), /proposes a team for mission 2$/);

      // Undo and Redo from the header's menu, by taps: the menu opens, and closes when focus goes to the step.
      const menu = page.locator('#menu-button');
      await page.tap('#menu-button');
      assert.equal(await menu.getAttribute('aria-expanded'), 'true', 'a tap opens the menu');
      await tapStep(page, '#undo-button', 'rs-mission-recorder', 'Undo');
      assert.equal(await stepHeading(page), 'Mission 1: how many Fail cards?');
      assert.equal(await menu.getAttribute('aria-expanded'), 'false', 'the menu closed after Undo');
      await page.tap('#menu-button');
      await tapStep(page, '#redo-button', 'rs-team-picker', 'Redo');
      assert.match(await stepHeading(page), /proposes a team for mission 2$/);

      // Missions 2 (a team of 3) and 3 (of 2), approved at once ("All approve"), no Fail card: the resistance wins (R-END-1).
      for (const [mission, size] of [[2, 3], [3, 2]] as const) {
        const team = Array.from({ length: size }, (_, seat) => seat);
        for (const seat of await seatsToTap(page, team)) await tapChoice(page, 'team', seat, team.includes(seat));
        await tapStep(page, '#team-propose', 'rs-vote-recorder', `Propose team, mission ${mission}`);
        await page.tap('#vote-all-approve');
        await tapStep(page, 'rs-vote-recorder button[type="submit"]', 'rs-mission-recorder', `Record vote, mission ${mission}`);
        await tapChoice(page, 'fails', 0);
        await tapStep(page, 'rs-mission-recorder button[type="submit"]', mission === 3 ? 'rs-game-over' : 'rs-team-picker', `Record mission ${mission}`);
      }
      assert.equal(await stepHeading(page), 'Game over');
      assert.match((await page.locator('rs-game-over').textContent()) ?? '', /resistance wins/i);

      // A new game from game over: the setup again.
      await page.tap('rs-game-over button.primary');
      await page.locator('#setup-count').waitFor();

      const kinds = await page.evaluate(() => (window as unknown as { __pointers: string[] }).__pointers);
      assert.ok(kinds.length >= 20, `every step was tapped (${kinds.length} pointer events)`);
      assert.deepEqual([...new Set(kinds)], ['touch'], 'every pointer event was a touch');
      assert.deepEqual(d.errors, [], 'errors in the page');
    } finally {
      await d.context.close();
    }
  });
});
