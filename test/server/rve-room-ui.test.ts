/**
 * Rebellion vs Empire on two phones, in real Chromium: the production build and
 * the room server from one process, a table page and two phone pages (each its own browser
 * context, as its own device). The table creates the room by keyboard, both phones join by the
 * join address and choose their seat by keyboard, the table starts the game, and the players play a
 * whole game by keyboard on their own phones (the first legal choice of each step: the same step
 * controls as the one-device app). After the Empire's first action the table undoes it by keyboard
 * (every page says "Undone: …"; the phones have no Undo) and the Empire acts again.
 *
 * After every step: every page announced the public change with the one-device app's sentence
 * (`eventText` over the public views before and after each new event of the stored room); the
 * Empire's page and the table hold no hidden card (the Rebellion's hand, its hidden cards, the
 * deck) in their DOM text or web storage, by name or by id. The first time a step kind shows on a
 * page: axe (WCAG 2.2 AA) and 44 px targets; at the end, every page reflows at 320 px. The
 * virtual screen reader reads the Empire's phone (its seat, no hidden card) and hears the Rebellion's
 * first step said there. Nothing waits for a time.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Browser, type Page } from 'playwright';
import type { RoomStore } from '../../server/store.ts';
import { foldLog, isFeint, replay, viewFor } from '../../src/games/rebellion-vs-empire/engine.ts';
import type { CardId, GameEvent, GameState, LogEntry } from '../../src/games/rebellion-vs-empire/engine.ts';
import { publicEvent, type RveRoomSetup } from '../../src/games/rebellion-vs-empire/room/room-game.ts';
import { cardName, eventText, undoneText } from '../../src/games/rebellion-vs-empire/text/rve-text.ts';
import { rng } from '../games/rebellion-vs-empire/driver.ts';
import { axe, everything, openDevice, readWithScreenReader, said, screenReaderLog, tabTo, type Device, startRoomApp, type RoomApp } from './pages.ts';

const GAME = 'rebellion-vs-empire';

let app: RoomApp;
let store: RoomStore;
let origin: string;
let browser: Browser;

function squeeze(s: string): string {
  return s.replace(/[\s\u00a0]+/g, ' ').trim();
}

/** The stored room's state and events in force (the deal and the events after it, the table's undos folded). */
async function stored(code: string): Promise<{ setup: RveRoomSetup; events: GameEvent[]; state: GameState }> {
  const room = (await store.load(code))!;
  const setup = room.setup as RveRoomSetup;
  const { events } = foldLog(room.events as LogEntry[]);
  return { setup, events, state: replay(setup.game, [...(setup.deal ?? []), ...events]) };
}

/** The cards nobody but the Rebellion may know now: its hand, its hidden cards, the deck. */
function hiddenCards(state: GameState): CardId[] {
  const out: CardId[] = [...state.hand, ...state.deck];
  for (const list of [state.played, state.destroyed, ...Object.values(state.stacks)]) for (const c of list) if (!c.revealed) out.push(c.card);
  return out;
}

/** The sentences every page must have said for `events[from…]` (eventText over the public views around each). */
function sentences(setup: RveRoomSetup, events: GameEvent[], from: number): string[] {
  const out: string[] = [];
  let state = replay(setup.game, [...(setup.deal ?? []), ...events.slice(0, from)]);
  for (const event of events.slice(from)) {
    const next = replay(setup.game, [...(setup.deal ?? []), ...events.slice(0, out.length + from + 1)]);
    out.push(squeeze(eventText(viewFor(state, 'public'), viewFor(next, 'public'), publicEvent(event) as Parameters<typeof eventText>[2])));
    state = next;
  }
  return out;
}

/** Waits until the page has said `sentence` (within one announcement). */
async function hears(page: Page, sentence: string, who: string): Promise<void> {
  try {
    await page.waitForFunction((s) => (window as unknown as { __said: string[] }).__said.some((t) => t.replace(/[\s\u00a0]+/g, ' ').includes(s)), sentence, { timeout: 20_000 });
  } catch {
    assert.fail(`${who} never said "${sentence}"; it said: ${(await said(page)).slice(-4).join(' | ')}`);
  }
}

/** Presses Space on the first control matching `selector` (reached by Tab). */
async function choose(page: Page, selector: string): Promise<void> {
  await tabTo(page, selector, 120);
  await page.keyboard.press('Space');
}

/**
 * Takes the step shown on `page` by keyboard, with its first legal choices: each radio group's
 * first option in order (a group appears after the one before it is chosen), the play's hidden
 * cards (two, or three Feints), then the step's submit button or End-the-check.
 */
async function takeStep(page: Page, claim = false): Promise<string> {
  const kind = await page.evaluate((claim) => {
    const step = document.querySelector('#rve-step')!;
    if (step.querySelector('#rve-accept')) return 'confirm';
    if (claim && step.querySelector('input[name="rve-claim-district"]')) return 'claim';
    if (step.querySelector('input[name="rve-area"]')) return 'area';
    if (step.querySelector('input[name="rve-hidden"]') || step.querySelector('#rve-play')) return 'play';
    if (step.querySelector('input[name="rve-token"]')) return 'power';
    if (step.querySelector('#rve-assign')) return 'assign';
    if (step.querySelector('input[name="rve-proof"]')) return 'proof';
    if (step.querySelector('#rve-end-check')) return 'end-check';
    return '';
  }, claim);
  const radios = async (names: string[]) => {
    for (const name of names) {
      const selector = `#rve-step input[name="${name}"]`;
      if ((await page.locator(selector).count()) === 0) continue;
      if (await page.locator(`${selector}:checked`).count()) continue;
      await choose(page, `${selector}`);
    }
  };
  switch (kind) {
    case 'area':
      await radios(['rve-area']);
      break;
    case 'play': {
      await radios(['rve-reveal']);
      const need = (await page.locator('#rve-step input[name="rve-reveal"]').count()) === 0 ? 3 : 2;
      for (let i = 0; i < need; i++) {
        await tabTo(page, `#rve-step input[name="rve-hidden"]:not(:checked)`, 120);
        await page.keyboard.press('Space');
      }
      break;
    }
    case 'power':
      await radios(['rve-token', 'rve-power-slot', 'rve-power-district']);
      break;
    case 'assign': {
      const names = await page.evaluate(() => [...new Set([...document.querySelectorAll<HTMLInputElement>('#rve-step input[type="radio"]')].map((r) => r.name))]);
      await radios(names);
      break;
    }
    case 'proof':
      await radios(['rve-proof']);
      break;
    case 'end-check':
      await tabTo(page, '#rve-end-check', 120);
      await page.keyboard.press('Enter');
      return kind;
    case 'claim':
      await radios(['rve-claim-district', 'rve-claim-mission']);
      break;
    case 'confirm':
      await tabTo(page, '#rve-accept', 120);
      await page.keyboard.press('Enter');
      return kind;
    default:
      assert.fail(`no step to take on the page: ${squeeze((await page.locator('#rve-step').textContent()) ?? '')}`);
  }
  await tabTo(page, '#rve-step button[type="submit"]', 120);
  await page.keyboard.press('Enter');
  return kind;
}

describe('Rebellion vs Empire on two phones in real Chromium', () => {
  before(async () => {
    const serverRandom = rng(5);
    app = await startRoomApp('rve-room-ui', (n: number) => serverRandom(n));
    ({ store, origin, browser } = app);
  });

  after(async () => {
    await app?.close();
  });

  for (const missionCards of ['app', 'table'] as const)
  test(`a table and two phones play a whole game by keyboard (mission cards drawn by the ${missionCards}); every page says every change; the Empire and the table hold no hidden card`, async () => {
    const table = await openDevice(browser, 'table');
    const rebellion = await openDevice(browser, 'rebellion', { width: 390, height: 844 });
    const empire = await openDevice(browser, 'empire', { width: 390, height: 844 });
    const devices: Device[] = [table, rebellion, empire];
    try {
      // The table: setup by keyboard.
      await table.page.goto(`${origin}/?table&game=${GAME}`);
      await table.page.waitForSelector('#rve-rebellion-name');
      await axe(table.page, 'table setup');
      await tabTo(table.page, '#rve-rebellion-name');
      await table.page.keyboard.type('Ann');
      await tabTo(table.page, '#rve-empire-name');
      await table.page.keyboard.type('Bob');
      if (missionCards === 'table') {
        // A radio group is one Tab stop: the arrow key moves to the next choice and checks it.
        await tabTo(table.page, 'input[name="rve-mission-cards"]');
        await table.page.keyboard.press('ArrowDown');
        assert.equal(await table.page.locator('input[name="rve-mission-cards"][value="table"]').isChecked(), true);
      }
      await tabTo(table.page, '#room-create');
      await table.page.keyboard.press('Enter');
      await table.page.waitForFunction(() => document.activeElement?.id === 'room-heading');
      const code = squeeze((await table.page.locator('#join-code .join-code').textContent()) ?? '');
      assert.match(code, /^[A-Z]{5}$/);
      await table.page.waitForSelector('#join-local');
      await axe(table.page, 'table room');

      // The phones join by the join address and choose their seat by keyboard.
      for (const [device, seat] of [
        [rebellion, 0],
        [empire, 1],
      ] as const) {
        await device.page.goto(`${origin}/?room=${code}&game=${GAME}`);
        await device.page.waitForSelector(`#seat-claim-${seat}`);
        if (seat === 0) await axe(device.page, 'phone seats');
        await tabTo(device.page, `#seat-claim-${seat}`);
        await device.page.keyboard.press('Enter');
        await device.page.waitForSelector('#now-heading');
      }
      assert.match(squeeze((await rebellion.page.locator('#phone-heading').textContent()) ?? ''), /Ann, the Rebellion/);
      assert.match(squeeze((await empire.page.locator('#phone-heading').textContent()) ?? ''), /Bob, the Empire/);

      // Both seats taken: Start has focus on the table.
      await table.page.waitForFunction(() => document.activeElement?.id === 'room-start');
      await table.page.keyboard.press('Enter');
      await table.page.waitForSelector('#rve-districts-heading');
      if (missionCards === 'table') {
        // The table enters the printed cards it drew, by keyboard: two described, one typed.
        await table.page.waitForFunction(() => document.activeElement?.id === 'rve-mission-1-card');
        await axe(table.page, 'table mission entry');
        await table.page.keyboard.press('ArrowDown');
        await tabTo(table.page, '#rve-mission-2-card');
        await table.page.keyboard.press('ArrowDown');
        await table.page.keyboard.press('ArrowDown');
        await tabTo(table.page, '#rve-mission-3-card');
        await table.page.keyboard.press('End');
        await tabTo(table.page, '#rve-mission-3-name');
        await table.page.keyboard.type('Printed card');
        await tabTo(table.page, '#rve-mission-3-condition');
        await table.page.keyboard.type('the condition printed on the card');
        await tabTo(table.page, '#rve-enter-missions');
        await table.page.keyboard.press('Enter');
        await table.page.waitForFunction(() => document.activeElement?.id === 'now-heading');
        assert.equal((await stored(code)).state.missions[3]?.table?.name, 'Printed card');
      }
      let seen = (await stored(code)).events.length;
      const start = 'New game: Ann (Rebellion) against Bob (Empire).';
      for (const d of devices) await hears(d.page, start, d.label);
      // The Rebellion's phone shows its hand (a personal device); the first step has focus there.
      const first = await stored(code);
      assert.match(squeeze((await rebellion.page.locator('#rve-hand').textContent()) ?? ''), new RegExp(cardName(first.state.hand[0]!)));
      await rebellion.page.waitForFunction(() => document.activeElement?.closest('#rve-step') !== null);
      // The virtual screen reader reads the Empire's phone from the top (once, in the first game): it
      // names the seat and says no hidden card; it keeps listening, to hear the Rebellion's first
      // step said on this phone (checked after that step, below).
      const listening = missionCards === 'app';
      if (listening) {
        const reading = (await readWithScreenReader(empire.page)).join('\n');
        assert.match(reading, /heading, Bob, the Empire/);
        assert.match(reading, /New game: Ann \(Rebellion\) against Bob \(Empire\)\./);
        for (const card of hiddenCards(first.state)) if (!isFeint(card)) assert.doesNotMatch(reading, new RegExp(`\\b${cardName(card)}\\b`), `the Empire's screen reader said ${cardName(card)}`);
      }

      const checked = new Set<string>();
      let steps = 0;
      for (let guard = 0; ; guard++) {
        assert.ok(guard < 200, 'the game ends');
        const now = await stored(code);
        // Nothing hidden on the Empire's page or the table: by name (Feints excepted: every Feint has the same name) or by id.
        const hidden = hiddenCards(now.state);
        for (const d of [empire, table]) {
          const all = await everything(d.page);
          for (const card of hidden) {
            assert.equal(all.includes(card), false, `${d.label} holds the hidden card id ${card}`);
            if (!isFeint(card)) assert.equal(new RegExp(`\\b${cardName(card)}\\b`).test(all), false, `${d.label} holds the hidden card ${cardName(card)}`);
          }
        }
        if (now.state.phase === 'over') break;
        const actor = now.state.phase === 'empire' || now.state.claim !== null ? empire : rebellion;
        // Focus is on the actor's step (the next natural step).
        await actor.page.waitForFunction(() => document.activeElement?.closest('#rve-step') !== null, undefined, { timeout: 20_000 });
        const heard = (await said(table.page)).length;
        const kind = await takeStep(actor.page, missionCards === 'table' && !checked.has('rebellion:claim'));
        steps++;
        checked.add(`${actor.label}:${kind}`);
        // Wait for the stored room to move on, then for every page to say each new event.
        // The table announces every accepted change: once it did, the stored room holds it.
        await table.page.waitForFunction((n) => (window as unknown as { __said: string[] }).__said.length > n, heard, { timeout: 20_000 });
        const next = await stored(code);
        assert.ok(next.events.length > seen, `${kind} was recorded`);
        for (const sentence of sentences(next.setup, next.events, seen)) for (const d of devices) await hears(d.page, sentence, d.label);
        if (listening && steps === 1) {
          const spoken = await screenReaderLog(empire.page, true);
          for (const sentence of sentences(next.setup, next.events, seen))
            assert.ok(spoken.some((line) => line.startsWith('polite: ') && squeeze(line).includes(sentence)), `the Empire's screen reader heard "${sentence}": ${spoken.filter((l) => l.startsWith('polite')).join(' | ')}`);
        }
        seen = next.events.length;
        if (kind === 'power' && !checked.has('table:undo')) {
          // The table undoes the Empire's action by keyboard, through the server: every page says
          // it ("Undone: …", the one-device sentence); the phones have no Undo; the Empire acts again.
          checked.add('table:undo');
          for (const d of [rebellion, empire]) assert.equal(await d.page.locator('#rve-undo').count(), 0, `${d.label} has no Undo`);
          const last = next.events[next.events.length - 1]!;
          await tabTo(table.page, '#rve-undo', 120);
          await table.page.keyboard.press('Enter');
          await table.page.waitForFunction(() => document.activeElement?.id === 'now-heading', undefined, { timeout: 20_000 });
          const back = await stored(code);
          assert.equal(back.events.length, next.events.length - 1, 'the undo took back one event');
          const sentence = squeeze(undoneText(viewFor(back.state, 'public'), next.state.round, publicEvent(last) as Parameters<typeof undoneText>[2]));
          assert.match(sentence, /^Undone: /);
          for (const d of devices) await hears(d.page, sentence, d.label);
          await axe(table.page, 'table after an undo');
          seen = back.events.length;
          continue;
        }
        // axe the first time each step kind shows on a page (after the change, on the next step).
        const nextKind = `${next.state.phase}`;
        for (const d of devices) {
          const key = `axe:${d.label}:${nextKind}`;
          if (checked.has(key)) continue;
          checked.add(key);
          await axe(d.page, `${d.label} at ${nextKind}`);
        }
      }
      const end = await stored(code);
      assert.ok(end.state.winner);
      for (const d of devices) await d.page.waitForSelector('#now-heading');
      assert.ok(steps > 10, `a whole game: ${steps} steps`);
      const kinds = ['rebellion:area', 'rebellion:play', 'empire:power', 'table:undo', 'rebellion:assign', ...(missionCards === 'table' ? ['rebellion:claim', 'empire:confirm'] : [])];
      for (const kind of kinds) assert.ok(checked.has(kind), `${kind} taken by keyboard`);
      // Reflow: at 320 CSS px no page scrolls sideways (WCAG 1.4.10).
      for (const d of devices) {
        await d.page.setViewportSize({ width: 320, height: 800 });
        const wide = await d.page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(wide <= 320, `${d.label} is ${wide} px wide at 320 px`);
      }
      assert.deepEqual(devices.flatMap((d) => d.errors), []);
    } finally {
      for (const d of devices) await d.context.close();
    }
  });
});
