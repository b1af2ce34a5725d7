/**
 * The hidden-traitor expansion in rooms, in real Chromium: the production
 * build and the room server from one process, a table page and one page per player (3 players),
 * each in its own browser context, played by keyboard alone (Tab, Space, Enter, typing) through
 * the reveal to the end.
 *
 * The table page sets the room up with the cards this device entered in earlier games (kept on
 * the device, G3-OP-12), shows the join code, and starts the game once every phone took its seat;
 * the server deals (seeded: the first player holds the Traitor card). Then: the table turns Keene
 * Act face up; the Traitor ends their turn on their phone; a loyal player declares the Foul
 * Machination from their private menu and is told, there only, that nothing happens (no other
 * page hears anything); the table ends the third turn; the Traitor declares it from their phone and
 * is revealed; Ann ends her turn having bought or gained nothing (the line-up refill, said and shown
 * on every page); Bob attacks (every page reminded that it spares loyal players) and asks for help;
 * the table undoes the attack (said on every page; no phone has Undo) and Bob attacks again; Cid
 * gives the size of his hand and the server draws the card, which only Cid's phone names; the
 * table says the main deck ran out.
 *
 * Checked: every page announces every public change with the same sentence; focus is on an element
 * after every step; no page holds another seat's loyalty card or Plot before the reveal (the table
 * none at all), and a phone holds its own only while "Show my cards" is open; the open private
 * parts of the Traitor and of a loyal player have the same elements; axe (WCAG 2.2 AA) and 44 px
 * targets the first time each kind of step shows on a page; the virtual screen reader reads a
 * phone with its cards hidden (nothing secret, the disclosure collapsed) and hears the next turn.
 * Every wait is for a state of a page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Browser, type Page } from 'playwright';
import { ALL_PLOTS, TABLE_CARDS } from '../games/traitor/helpers.ts';
import { dealFor, scripted } from '../games/traitor/ui/deals.ts';
import { axe, focusedId, openDevice, readWithScreenReader, said, screenReaderLog, tabTo, text, textIncludes, type Device, startRoomApp, type RoomApp } from './pages.ts';

const NAMES = ['Ann', 'Bob', 'Cid'];
/** The Plot names of the table's cards (the seat's own, and no other before the reveal). */
const PLOT_NAMES = TABLE_CARDS.filter((c) => ALL_PLOTS.includes(c.id)).map((c) => c.name);

let app: RoomApp;
let origin: string;
let browser: Browser;

/** Presses Tab until `selector` has focus, then `key`. */
async function press(page: Page, selector: string, key = 'Enter'): Promise<void> {
  await page.locator(selector).first().waitFor();
  await tabTo(page, selector, 120);
  await page.keyboard.press(key);
}

/** Focus is on an element of the page (never lost to the body). */
async function focusKept(d: Device, where: string): Promise<void> {
  const lost = await d.page.evaluate(() => !document.activeElement || document.activeElement === document.body);
  assert.equal(lost, false, `${d.label}, ${where}: focus lost to the body`);
}

/** Waits until every page said `part` (in a live region). */
async function allSaid(devices: readonly Device[], part: string): Promise<void> {
  for (const d of devices) await d.page.waitForFunction((p) => (window as unknown as { __said: string[] }).__said.some((s) => s.includes(p)), part);
}

/** Waits until every page said `part` `times` times in all: a sentence said again is heard again. */
async function allSaidTimes(devices: readonly Device[], part: string, times: number): Promise<void> {
  for (const d of devices) {
    await d.page.waitForFunction(([p, n]) => (window as unknown as { __said: string[] }).__said.filter((s) => s.includes(p as string)).length >= (n as number), [part, times] as const);
  }
}

/** The DOM only (the table's storage holds the entered cards, public card data of every Plot). */
async function dom(page: Page): Promise<string> {
  return page.content();
}

describe('the hidden-traitor expansion in rooms, in real Chromium', () => {
  before(async () => {
    // The deal: [Traitor, Loyal, Loyal] to Ann, Bob and Cid; the Plots in order.
    const deal = scripted(dealFor(0));
    app = await startRoomApp('tr-room-ui', (n: number) => deal(n));
    ({ origin, browser } = app);
  });

  after(async () => {
    await app?.close();
  });

  test('a table page and three phones play by keyboard through the reveal', { timeout: 600_000 }, async () => {
    const devices: Device[] = [];
    const checked = new Set<string>();
    const check = async (d: Device, kind: string) => {
      const key = `${d.label}: ${kind}`;
      if (checked.has(key)) return;
      checked.add(key);
      await axe(d.page, key);
    };
    try {
      // The table device, with the cards it entered in earlier games.
      const table = await openDevice(browser, 'table');
      devices.push(table);
      await table.page.goto(`${origin}/?game=traitor`);
      await table.page.evaluate((cards) => localStorage.setItem('tr-entered-cards', JSON.stringify(cards)), TABLE_CARDS);
      await table.page.goto(`${origin}/?game=traitor`);
      // The one-device setup offers rooms.
      await press(table.page, '#tr-rooms');
      await table.page.waitForURL(/\?table&game=traitor$/);
      await table.page.locator('#setup-heading').waitFor();
      await check(table, 'setup');
      for (const [i, name] of NAMES.entries()) {
        await tabTo(table.page, `#setup-name-${i}`, 120);
        await table.page.keyboard.type(name);
      }
      await press(table.page, '#setup-start');
      await table.page.locator('#join-code').waitFor();
      assert.equal(await focusedId(table.page), 'room-heading');
      const code = (await text(table.page, '#join-code .join-code')).replace(/\s/g, '');
      assert.match(code, /^[A-Z]{5}$/);
      assert.match(await table.page.locator('#join-url').getAttribute('href') ?? '', new RegExp(`\\?room=${code}&game=traitor$`));
      await check(table, 'join');

      // Each phone joins with the code and takes its seat.
      const phones: Device[] = [];
      for (const [seat, name] of NAMES.entries()) {
        const phone = await openDevice(browser, `${name}'s phone`, seat === 0 ? { width: 320, height: 700 } : undefined);
        devices.push(phone);
        phones.push(phone);
        await phone.page.goto(`${origin}/?room=${seat === 2 ? '' : code}&game=traitor`);
        if (seat === 2) {
          // Typed by hand, small letters and spaces.
          await tabTo(phone.page, '#join-code-input');
          await phone.page.keyboard.type(code.toLowerCase().split('').join(' '));
          await phone.page.keyboard.press('Enter');
          await check(phone, 'join');
        }
        await press(phone.page, `#seat-claim-${seat}`);
        await check(phone, 'lobby');
        await phone.page.locator('#phone-wait').waitFor();
        assert.equal(await phone.page.locator('#phone-show').isDisabled(), true, 'no card before the start');
        await check(phone, 'before the deal');
      }
      // Every seat taken: the Start button has focus; the server deals.
      await table.page.waitForFunction(() => document.activeElement?.id === 'room-start');
      await check(table, 'start');
      await table.page.keyboard.press('Enter');
      await allSaid(devices.slice(1), 'Your secret cards are dealt');
      await table.page.locator('input[name="tr-challenge"]').first().waitFor();

      // Each phone's cards behind its disclosure: closed, nothing secret in the page.
      const shapes: string[] = [];
      const own: string[] = [];
      for (const [seat, phone] of phones.entries()) {
        assert.equal((await dom(phone.page)).includes('Your loyalty card'), false, `${phone.label}: closed, no card in the page`);
        await press(phone.page, '#phone-show');
        await phone.page.locator('#tr-private-loyalty').waitFor();
        assert.equal(await focusedId(phone.page), 'phone-private-heading');
        assert.equal(await phone.page.locator('#phone-show').getAttribute('aria-expanded'), 'true');
        await check(phone, 'cards');
        own.push(await text(phone.page, '#tr-private-plot'));
        shapes.push(await phone.page.evaluate(() => [...document.querySelectorAll('#phone-private-body *')].map((e) => `${e.tagName}#${e.id}`).join(' ')));
        const loyalty = await text(phone.page, '#tr-private-loyalty');
        assert.equal(loyalty.startsWith(seat === 0 ? 'Your loyalty card: Traitor' : 'Your loyalty card: Loyal'), true, loyalty);
        await press(phone.page, '#phone-show');
        assert.equal((await dom(phone.page)).includes('Your loyalty card'), false, `${phone.label}: hidden again`);
      }
      // The Traitor's open part and the loyal players' have the same elements.
      assert.equal(new Set(shapes).size, 1, `the private parts differ: ${shapes.join(' / ')}`);

      /** No page holds another seat's Plot or loyalty card (the table none). */
      const checkPrivacy = async (where: string) => {
        const tableDom = await dom(table.page);
        assert.ok(!/Your loyalty card|Your Plot/.test(tableDom), `${where}: the table holds a private sentence`);
        for (const plot of PLOT_NAMES) assert.equal(tableDom.includes(plot), false, `${where}: the table holds the Plot ${plot}`);
        for (const [seat, phone] of phones.entries()) {
          const page = await dom(phone.page);
          for (const plot of PLOT_NAMES) if (!own[seat]!.includes(plot)) assert.equal(page.includes(plot), false, `${where}: ${phone.label} holds the Plot ${plot}`);
          assert.equal(/Traitor, not Loyal/.test(page) && seat !== 0, false, `${where}: ${phone.label} holds the Traitor's card`);
        }
      };
      await checkPrivacy('after the deal');

      // The table turns Keene Act face up (the first level 1 Challenge listed), by keyboard.
      await check(table, 'reveal a Challenge');
      await press(table.page, 'input[name="tr-challenge"]', 'Space');
      await press(table.page, '#tr-reveal');
      await allSaid(devices, 'Challenge turned face up: ');
      await allSaid(devices, 'Turn 1: Ann plays.');
      await allSaid([phones[0]!], 'Your turn.');
      await focusKept(table, 'the reveal');
      await check(table, 'turn');
      await check(phones[0]!, 'own turn');
      await checkPrivacy('turn 1');

      // The virtual screen reader reads Cid's phone, cards hidden: nothing secret, the disclosure collapsed.
      const cid = phones[2]!;
      const heard = await readWithScreenReader(cid.page);
      const reading = heard.join('\n');
      assert.match(reading, /heading, My secret cards, level 2/);
      assert.match(reading, /button, Show my cards, (1 control, )?not expanded/);
      assert.match(reading, /heading, Turn 1: Ann plays, level 2/);
      assert.doesNotMatch(reading, /Your loyalty card|Your Plot|Traitor, not|Loyal, not/);

      // Ann ends her turn on her phone; Cid's screen reader hears it.
      await press(phones[0]!.page, '#tr-end-turn');
      await allSaid(devices, 'Turn 2: Bob plays.');
      await focusKept(phones[0]!, 'end of turn');
      const spoken = await screenReaderLog(cid.page, true);
      assert.ok(spoken.some((line) => /^polite: .*Turn 2: Bob plays\./.test(line)), `Cid's screen reader heard the turn: ${spoken.filter((l) => l.startsWith('polite')).join(' | ')}`);

      // Bob, loyal, declares from his private menu: nothing happens, said on his open screen only.
      const before = await Promise.all(devices.map((d) => said(d.page)));
      await press(phones[1]!.page, '#phone-show');
      await phones[1]!.page.locator('#tr-declare').waitFor();
      await check(phones[1]!, 'menu');
      for (let i = 0; i < 5; i++) await press(phones[1]!.page, `input[name="tr-line"][value="${i}"]`, 'Space');
      await press(phones[1]!.page, '#tr-declare');
      await phones[1]!.page.locator('#tr-private-phrase').waitFor();
      assert.equal(await focusedId(phones[1]!.page), 'tr-private-phrase');
      assert.match(await text(phones[1]!.page, '#tr-private-phrase'), /you are not the Traitor, so nothing happens/);
      await check(phones[1]!, 'declared');
      await press(phones[1]!.page, '#phone-show');
      assert.equal((await dom(phones[1]!.page)).includes('nothing happens'), false, 'hidden with the cards');
      // The table ends Bob's turn for him; nobody heard anything of the declaration meanwhile.
      await press(table.page, '#tr-end-turn');
      await allSaid(devices, 'Turn 3: Cid plays.');
      const afterTurn = await Promise.all(devices.map((d) => said(d.page)));
      for (const [i, d] of devices.entries()) {
        const heard = afterTurn[i]!.slice(before[i]!.length).join(' ');
        assert.equal(/Foul Machination|nothing happens|declar/i.test(heard), false, `${d.label} heard of the declaration: ${heard}`);
      }
      await press(phones[2]!.page, '#tr-end-turn');
      await allSaid(devices, 'Turn 4: Ann plays.');
      await checkPrivacy('before the reveal');

      // Ann, the Traitor, completes the Foul Machination from her phone: the reveal.
      await press(phones[0]!.page, '#phone-show');
      for (let i = 0; i < 5; i++) await press(phones[0]!.page, `input[name="tr-line"][value="${i}"]`, 'Space');
      await press(phones[0]!.page, '#tr-declare');
      await phones[0]!.page.locator('#tr-private-phrase').waitFor();
      assert.match(await text(phones[0]!.page, '#tr-private-phrase'), /you are the Traitor, so your reveal follows/);
      await allSaid(devices, 'Ann turns over their loyalty card: Ann is the Traitor.');
      await allSaid(devices, 'Everyone else turns over their loyalty card and is loyal from now on: Bob, Cid.');
      await textIncludes(table.page, '#tr-plot', own[0]!.replace(/^Your Plot: /, '').replace(/\.$/, ''));
      await textIncludes(table.page, '#tr-loyalty', 'Ann: Traitor');
      await check(table, 'after the reveal');
      for (const d of devices) await focusKept(d, 'the reveal');

      // Ann ends her turn on her phone having bought or gained nothing (G3-PLAY-LINEUP): every page
      // says and shows that the main deck's top card joins the line-up.
      await press(phones[0]!.page, '#tr-end-turn-nothing');
      const refill = 'Ann bought or gained no card from the line-up: add the top card of the main deck to the line-up.';
      await allSaid(devices, refill);
      await allSaid(devices, 'Turn 5: Bob plays.');
      for (const d of devices) await textIncludes(d.page, '#tr-notice', refill);
      await check(table, 'line-up reminder');
      // Bob, loyal, attacks on his phone (G3-PLAY-ATTACK): every page is reminded that it spares loyal players.
      assert.equal(await text(phones[1]!.page, '#tr-attack-rule'), 'Since the reveal, an attack played by Bob does not affect loyal players.');
      await check(phones[1]!, 'attack after the reveal');
      await press(phones[1]!.page, '#tr-attack');
      const spares = 'Bob plays an attack: it does not affect loyal players, even if Bob wants it to.';
      await allSaid(devices, spares);
      for (const d of devices) await textIncludes(d.page, '#tr-notice', spares);
      // The table undoes the attack through the server (the one-device app's Corrections): every page
      // says it and sees the step before it; the phones have no Undo (REC-EVENT table-only).
      for (const p of phones) assert.equal(await p.page.locator('#tr-undo').count(), 0, `${p.label} has no Undo`);
      assert.equal(await text(table.page, '#tr-undo'), "Undo: Bob's attack");
      await press(table.page, '#tr-undo');
      await allSaid(devices, "Undone: Bob's attack.");
      await table.page.locator('#tr-step-heading:focus').waitFor();
      for (const d of devices) assert.equal(await d.page.locator('#tr-notice').count(), 0, `${d.label}: the reminder went with the undone attack`);
      await check(table, 'undo');
      await phones[1]!.page.locator('#tr-attack').waitFor();
      await press(phones[1]!.page, '#tr-attack');
      await allSaidTimes(devices, spares, 2);
      // Bob asks for help (G3-HELP-2); Cid, the only other loyal player, gives the size of his hand on
      // his phone and the server draws the card: Cid's phone alone says which.
      await press(phones[1]!.page, '#tr-ask-help');
      await allSaid(devices, 'Bob asks for help. In turn, each may add one random card from their hand: Cid.');
      await phones[2]!.page.locator('#tr-help-hand').waitFor();
      assert.equal(await table.page.locator('#tr-help-hand').count(), 1, 'the table may answer for Cid');
      assert.equal(await phones[1]!.page.locator('#tr-help-hand').count(), 0, "Bob's phone does not answer for Cid");
      await check(phones[2]!, 'help');
      await tabTo(phones[2]!.page, '#tr-help-hand', 120);
      await phones[2]!.page.keyboard.type('4');
      await press(phones[2]!.page, '#tr-help-give');
      await allSaid([phones[2]!], 'Cid helps Bob with card 1 of the 4 in their hand, counted from the left, drawn by the app');
      await textIncludes(phones[2]!.page, '#tr-notice', 'card 1 of the 4 in their hand');
      await allSaid([table, phones[0]!, phones[1]!], 'Cid helps Bob with one random card from their hand, drawn by the app');
      for (const d of [table, phones[0]!, phones[1]!]) {
        assert.equal((await dom(d.page)).includes('card 1 of the 4'), false, `${d.label} names the helper's card`);
        assert.equal((await said(d.page)).some((s) => s.includes('card 1 of the 4')), false, `${d.label} said the helper's card`);
      }
      await focusKept(phones[2]!, 'help given');
      await check(phones[2]!, 'help given');

      // The table says the main deck ran out: the Traitor wins (G3-END-2), said assertively everywhere.
      await press(table.page, '#tr-deck-ran-out');
      await allSaid(devices, 'assertive: Game over.');
      for (const d of devices) {
        const winner = await d.page.locator('#tr-winner').count() ? await text(d.page, '#tr-winner') : await text(d.page, 'main');
        assert.match(winner, /The Traitor, Ann, wins/, `${d.label}: ${winner}`);
      }
      await check(table, 'game over');
      await check(phones[1]!, 'game over');
      for (const d of devices) assert.deepEqual(d.errors, [], `${d.label}: page errors`);
    } finally {
      for (const d of devices) await d.context.close();
    }
  });
});
