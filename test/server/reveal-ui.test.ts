/**
 * What a seat learns at the reveal, on its own phone in a room, in real Chromium (R-REV-2): the
 * production build and the room server from one process; the seats play through socket clients
 * (test/server/harness.ts) and each seat's phone page, in its own browser context, holds the same
 * seat's credential. Every role's private screen is one list of one card per player, heard by the
 * virtual screen reader (@guidepup/virtual-screen-reader's browser bundle) with the same shape:
 * the same number of lines and phrases in the same order, for a spy, a resistance player and a
 * Defector alike; after a loyalty "switch" (R-DEF-V1) every phone says its side now, so the
 * Defectors' screens do not grow a line the others lack. axe (WCAG 2.2 AA) on the phones. Nothing
 * waits for a time: every wait is for a state of a page or of a socket.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright';
import { teamSize, type MissionNumber, type Seat } from '../../src/games/resistance/engine.ts';
import { fullTable, type Table } from './harness.ts';
import { axe, openDevice, startRoomApp, VSR, type Device, type RoomApp } from './pages.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

let app: RoomApp;

/** Seat `seat`'s phone page: its own browser context, holding the seat's credential, on the room's address. */
async function phonePage(t: Table, seat: Seat): Promise<Device> {
  const d = await openDevice(app.browser, `${PLAYERS[seat]}'s phone`, { width: 400, height: 800 }, true);
  const code = t.room.code;
  await d.context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`rs-room-seat:${code}`, JSON.stringify({ role: 'seat', code, token: t.phones[seat]!.token })] as const,
  );
  await d.page.goto(`${app.origin}/?room=${code}`);
  await d.page.locator('#phone-reveal').waitFor();
  return d;
}

/**
 * The phone's private screen as the virtual screen reader reads it, from its region to its end:
 * what it says (`spoken`), and its shape (`phrases`: the structure's phrases as said, every text
 * phrase as `'text'`), with the number of its lines and list items.
 */
async function privateShape(page: Page): Promise<{ lines: number; phrases: string[]; spoken: string[] }> {
  await page.route('**/__vsr__.js', (route) => route.fulfill({ path: VSR, contentType: 'text/javascript' }));
  const spoken = (await page.evaluate(`(async () => {
    const { virtual } = await import('/__vsr__.js');
    await virtual.start({ container: document.querySelector('#phone-private') });
    for (let i = 0; i < 80; i++) {
      await virtual.next();
      if ((await virtual.lastSpokenPhrase()).startsWith('end of region')) break;
    }
    const log = await virtual.spokenPhraseLog();
    await virtual.stop();
    return log;
  })()`)) as string[];
  const lines = await page.locator('#phone-private li, #phone-private p').count();
  // What kind of phrase each is (a list item, a heading, text), not its words.
  const phrases = spoken.map((p) => (/^(region|heading|list|listitem|end of)\b/.test(p) ? p : 'text'));
  return { lines, phrases, spoken };
}

/** Every seat's private screen has the same shape as the first's. */
async function expectEqualShapes(phones: Device[], where: string): Promise<string[][]> {
  const shapes = [];
  for (const d of phones) shapes.push(await privateShape(d.page));
  const first = shapes[0]!;
  for (const [seat, shape] of shapes.entries()) {
    assert.equal(shape.lines, first.lines, `${where}: ${phones[seat]!.label} shows as many lines as ${phones[0]!.label}`);
    assert.deepEqual(shape.phrases, first.phrases, `${where}: ${phones[seat]!.label} is heard with the same shape as ${phones[0]!.label}`);
  }
  return shapes.map((s) => s.spoken);
}

describe('the reveal on each seat\'s own phone (R-REV-2)', () => {
  before(async () => {
    // randomInt(n) = n - 1: the loyalty card drawn first from 3 "no change" and 2 "switch" is a switch.
    app = await startRoomApp('rs-reveal', (n) => n - 1);
  });
  after(async () => {
    await app?.close();
  });

  test('every role\'s private screen is one list of the same shape, before and after a loyalty switch (R-DEF-V1)', { timeout: 240_000 }, async () => {
    const t = await fullTable(app.origin, { players: PLAYERS, firstLeader: 0, roles: { defector: 'I' } });
    const phones: Device[] = [];
    try {
      const characters = t.phones.map((p) => p.client.latest!.view.character!);
      const defectors = characters.flatMap((c, s) => (c === 'resistance-defector' || c === 'spy-defector' ? [s] : []));
      assert.equal(defectors.length, 2);
      assert.ok(t.spies.length > 0 && t.resistance.length > 0);
      for (const seat of PLAYERS.keys()) phones.push(await phonePage(t, seat));

      // The reveal: one list, one card per player, the own card first; the same shape for every role.
      const heard = await expectEqualShapes(phones, 'the reveal');
      for (const [seat, spoken] of heard.entries()) {
        const items = spoken.filter((p) => p.startsWith('listitem, level 1, position'));
        assert.equal(items.length, PLAYERS.length, `${phones[seat]!.label}: one card per player`);
        assert.ok(spoken.some((p) => p.startsWith('Card 1 of 5: Your card:')), `${phones[seat]!.label}: the own card first`);
      }
      await axe(phones[defectors[0]!]!.page, 'phone: a Defector\'s reveal');
      await axe(phones[t.resistance.find((s) => !defectors.includes(s)) ?? 0]!.page, 'phone: a reveal');

      // Two successes, then the table reveals the loyalty card of round 3: a switch.
      while (t.table.latest!.view.phase !== 'loyalty') {
        const v = t.table.latest!.view;
        const honest = t.phones.filter((p) => p.client.latest!.view.side === 'resistance').map((p) => p.seat);
        await t.propose(honest.slice(0, teamSize(v.players.length, v.round as MissionNumber)));
        await t.vote(t.phones.map((p) => p.seat));
        await t.play();
      }
      await t.table.ok('game:loyalty-draw', {});
      await t.table.view((s) => s.view.phase !== 'loyalty');
      await t.settle();
      for (const d of phones) await d.page.locator('#phone-side-now').waitFor();
      const after = await expectEqualShapes(phones, 'after a switch');
      for (const [seat, spoken] of after.entries()) {
        const side = t.phones[seat]!.client.latest!.view.side === 'spies' ? 'Your side now: Spy, not Resistance.' : 'Your side now: Resistance, not Spy.';
        assert.ok(spoken.includes(side), `${phones[seat]!.label}: ${side}`);
      }
      await axe(phones[defectors[0]!]!.page, 'phone: a Defector after a switch');
      for (const d of phones) assert.deepEqual(d.errors, [], `${d.label}: errors in the page`);
    } finally {
      t.close();
      for (const d of phones) await d.context.close();
    }
  });
});
