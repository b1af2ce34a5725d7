/**
 * Results seen as well as heard, in a room, in real Chromium: the production build and the room
 * server from one process, a table page (1280 × 800) and two phone pages (each its own browser
 * context, holding its seat's credential), every seat also a socket client (test/server/harness.ts)
 * that plays. After a vote and after a mission, the table and each phone page show the result under
 * the board's strip ("Last result: …"), the very sentence their announcer said, until the next
 * result; a phone page reloaded still shows it. During a vote and a mission, the table's and the
 * phones' "Now" line names whose vote or card is still to come (as everyone sees whose token is
 * still in hand at a real table), never how anyone voted, and the announcements keep to the count.
 * axe on each page. Nothing waits for a time: every
 * wait is for a state of a page or of a socket.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Seat } from '../../src/games/resistance/engine.ts';
import { fullTable, TestClient, type Table } from './harness.ts';
import type { CreatedRoom, SeatSnapshotBase, TableSnapshotBase } from '../../src/platform/rooms/protocol.ts';
import type { RveSeatSnapshot, RveTableSnapshot } from '../../src/games/rebellion-vs-empire/room/protocol.ts';
import type { TraitorSeatSnapshot, TraitorTableSnapshot } from '../../src/games/traitor/room/protocol.ts';
import { groupsOf, toWireCard } from '../../src/games/traitor/room/wire.ts';
import { KEENE_CARDS, setupOf, TABLE_CARDS } from '../games/traitor/helpers.ts';
import { axe, openDevice, said, startRoomApp, text, textIncludes, type Device, type RoomApp } from './pages.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
/** Where the screenshots for review go (as the layout tests'). */
const ARTIFACTS = join(import.meta.dirname, '..', '..', 'test-artifacts', 'layout');

let app: RoomApp;

/** A page holding the table's or `seat`'s credential, on its address. */
async function devicePage(t: Table, seat: Seat | 'table'): Promise<Device> {
  const code = t.room.code;
  const table = seat === 'table';
  const d = await openDevice(app.browser, table ? 'table' : `${PLAYERS[seat]}'s phone`, table ? { width: 1280, height: 800 } : { width: 360, height: 740 }, !table);
  const key = table ? `rs-room-table:${code}` : `rs-room-seat:${code}`;
  const token = table ? t.room.tableToken : t.phones[seat]!.token;
  await d.context.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [key, JSON.stringify({ role: table ? 'table' : 'seat', code, token })] as const);
  await d.page.goto(`${app.origin}/?${table ? 'table' : 'room'}=${code}`);
  await d.page.locator(table ? '#now-heading' : '#phone-heading').waitFor();
  return d;
}

/** Waits until `d` shows a last result that starts with `start`, and returns its sentence (after "Last result: "). */
async function shownResult(d: Device, start: string): Promise<string> {
  await textIncludes(d.page, 'rs-board-strip .strip-result-text', start);
  assert.equal(await text(d.page, 'rs-board-strip .strip-result-label'), 'Last result:');
  return text(d.page, 'rs-board-strip .strip-result-text');
}

/**
 * Waits until `d`'s announcer said `shown` (in one of its lines: the announcer may join what comes
 * at once, "4 of 5 players voted. All votes revealed…", and a phone adds its own turn, "You lead: …").
 */
async function heard(d: Device, shown: string): Promise<void> {
  await d.page.waitForFunction((s) => ((window as unknown as { __said: string[] }).__said ?? []).some((line) => line.includes(s)), shown);
}

describe('results shown as well as heard in a room', () => {
  before(async () => {
    app = await startRoomApp('rs-results', randomInt);
  });
  after(async () => {
    await app?.close();
  });

  test('the table and every phone show the last vote\'s and mission\'s result, the sentence they said, until the next', { timeout: 240_000 }, async () => {
    const t = await fullTable(app.origin, { players: PLAYERS, firstLeader: 0 });
    const devices: Device[] = [];
    try {
      devices.push(await devicePage(t, 'table'), await devicePage(t, 1), await devicePage(t, 2));
      for (const d of devices) assert.equal(await d.page.locator('rs-board-strip .strip-result').count(), 0, `${d.label}: no result before the first vote`);

      // A rejected team: every page shows what it said.
      await t.propose([0, 1]);
      await t.vote([0]);
      for (const d of devices) {
        const shown = await shownResult(d, 'All votes revealed at once.');
        assert.match(shown, /Team rejected, 1 approve, 4 reject\./, `${d.label}: the tally`);
        await heard(d, shown);
      }
      // It stays through the next proposal, and over a reload of a phone.
      await t.propose([1, 2]);
      const phone = devices[1]!;
      await phone.page.reload();
      await phone.page.locator('#phone-heading').waitFor();
      for (const d of devices) assert.match(await shownResult(d, 'All votes revealed at once.'), /Team rejected, 1 approve, 4 reject\./, `${d.label}: kept`);

      // An approved team, then its mission: each replaces the one before.
      await t.vote(t.phones.map((p) => p.seat));
      for (const d of devices) assert.match(await shownResult(d, 'All votes revealed at once.'), /Team approved, 5 approve, 0 reject\./, `${d.label}: the approval`);
      await t.play();
      for (const d of devices) {
        const shown = await shownResult(d, 'Cards shuffled:');
        assert.match(shown, /Mission 1 succeeded/, `${d.label}: the mission`);
        await heard(d, shown);
      }
      // Kept for review: the table (1280 × 800) and a phone (360 × 740) showing a mission's result.
      mkdirSync(ARTIFACTS, { recursive: true });
      await devices[0]!.page.screenshot({ path: join(ARTIFACTS, 'results-table-1280.png'), animations: 'disabled' });
      await devices[2]!.page.screenshot({ path: join(ARTIFACTS, 'results-phone-360.png'), animations: 'disabled' });
      await axe(devices[0]!.page, 'table: the last result');
      await axe(devices[2]!.page, 'phone: the last result');
      for (const d of devices) assert.deepEqual(d.errors, [], `${d.label}: errors in the page`);
    } finally {
      t.close();
      for (const d of devices) await d.context.close();
    }
  });
  test('the table names whose vote and whose mission card are still to come, never how anyone voted (R-VOTE-1, R-MIS-1)', { timeout: 240_000 }, async () => {
    const t = await fullTable(app.origin, { players: PLAYERS, firstLeader: 0 });
    const devices: Device[] = [];
    try {
      const table = await devicePage(t, 'table');
      const phone = await devicePage(t, 2);
      devices.push(table, phone);
      await t.propose([0, 1]);
      for (const d of devices) await textIncludes(d.page, '#now-text', '0 of 5 players voted. Still to vote: Ann, Bob, Cid, Dee, and Eve.');
      // Ann approves, Bob rejects: the table names who is still to vote, says nothing of how.
      await t.phone(0).ok('game:vote', { approve: true });
      await t.phone(1).ok('game:vote', { approve: false });
      for (const d of devices) await textIncludes(d.page, '#now-text', '2 of 5 players voted. Still to vote: Cid, Dee, and Eve.');
      const now = await text(table.page, '#now-text');
      assert.doesNotMatch(now, /approve|reject/i, 'the table says nothing of how anyone voted');
      const main = await table.page.locator('main').innerText();
      assert.doesNotMatch(main, /\b(Approve|Reject|approved)\b|rejected,/, 'no vote on the table before the reveal');
      // Said at every vote: the count alone; the names are in the "Now" line, read on request.
      const heardNames = (await said(table.page)).filter((line) => line.includes('Still to vote'));
      assert.deepEqual(heardNames, [], 'the names are not announced at every vote');
      await axe(table.page, 'table: who is still to vote');
      for (const seat of [2, 3, 4]) await t.phone(seat).ok('game:vote', { approve: true });
      await t.table.view((s) => s.view.phase === 'mission');
      await t.settle();
      for (const d of devices) await textIncludes(d.page, '#now-text', '0 of 2 mission cards played. Still to play a card: Ann and Bob.');
      await t.phone(1).ok('game:card', { card: 'success' });
      for (const d of devices) await textIncludes(d.page, '#now-text', '1 of 2 mission cards played. Still to play a card: Ann.');
      await axe(phone.page, 'phone: who is still to play');
      mkdirSync(ARTIFACTS, { recursive: true });
      await table.page.screenshot({ path: join(ARTIFACTS, 'waiting-table-1280.png'), animations: 'disabled' });
      await phone.page.screenshot({ path: join(ARTIFACTS, 'waiting-phone-360.png'), animations: 'disabled' });
      for (const d of devices) assert.deepEqual(d.errors, [], `${d.label}: errors in the page`);
    } finally {
      t.close();
      for (const d of devices) await d.context.close();
    }
  });

  test('Rebellion vs Empire: the table and both phones show the last move, the sentence they said, until the next, over a reload', { timeout: 240_000 }, async () => {
    const { code, table, seats } = await socketRoom<RveTableSnapshot, RveSeatSnapshot>('rebellion-vs-empire', { capitolVariant: false, missionCards: 'app', players: { rebellion: 'Ann', empire: 'Bob' } }, 2);
    const [rebellion, empire] = seats as [Seated<RveSeatSnapshot>, Seated<RveSeatSnapshot>];
    const devices: Device[] = [];
    try {
      devices.push(await gamePage('rebellion-vs-empire', code, 'table', table.token), await gamePage('rebellion-vs-empire', code, 'Ann', rebellion.token), await gamePage('rebellion-vs-empire', code, 'Bob', empire.token));
      for (const d of devices) assert.equal(await d.page.locator('#rve-last-result').count(), 0, `${d.label}: no result before the first move`);
      const move = async (by: Seated<RveSeatSnapshot>, name: string, request: unknown) => {
        const version = table.client.latest!.version;
        await by.client.ok(name as 'game:area', request);
        await table.client.view((s) => s.version > version);
      };
      await move(rebellion, 'game:area', { districts: rebellion.client.latest!.asks[0]!.options!.pairs![0] });
      const area = await shownOn(devices, '#rve-last-result', 'Action area: the ');
      const play = rebellion.client.latest!.asks.find((a) => a.kind === 'play')!.options!;
      const revealed = play.revealable![0]!;
      const hidden = play.hand!.filter((c) => c !== revealed).slice(0, 2);
      await move(rebellion, 'game:play', { hidden, revealed });
      const played = await shownOn(devices, '#rve-last-result', 'Ann (Rebellion) played 2 hidden cards and revealed ');
      assert.notEqual(played, area);
      // The Empire's phone and the table hold no hidden card: neither in the line nor anywhere.
      for (const d of [devices[0]!, devices[2]!]) {
        const dom = await d.page.content();
        for (const card of hidden) if (!card.startsWith('feint')) assert.ok(!dom.includes(card), `${d.label}: the hidden card ${card}`);
      }
      // Over a reload of the Empire's phone.
      await devices[2]!.page.reload();
      await devices[2]!.page.locator('#phone-heading').waitFor();
      assert.equal(await text(devices[2]!.page, '#rve-last-result .strip-result-text'), played, 'kept over a reload');
      const blockade = empire.client.latest!.asks.find((a) => a.kind === 'power')!.options!.tokens!.find((t) => t.token === 'blockade')!;
      await move(empire, 'game:power', { token: 'blockade', district: blockade.districts![0] });
      await shownOn(devices, '#rve-last-result', 'Blockade on the ');
      mkdirSync(ARTIFACTS, { recursive: true });
      await devices[0]!.page.screenshot({ path: join(ARTIFACTS, 'results-rve-table-1280.png'), animations: 'disabled' });
      await devices[2]!.page.screenshot({ path: join(ARTIFACTS, 'results-rve-phone-360.png'), animations: 'disabled' });
      await axe(devices[0]!.page, 'Rebellion vs Empire table: the last result');
      await axe(devices[1]!.page, "the Rebellion's phone: the last result");
      for (const d of devices) assert.deepEqual(d.errors, [], `${d.label}: errors in the page`);
    } finally {
      for (const c of [table.client, ...seats.map((x) => x.client)]) c.close();
      for (const d of devices) await d.context.close();
    }
  });

  test('the traitor expansion: the table and every phone show the last Challenge result, the sentence they said, until the next, over a reload', { timeout: 240_000 }, async () => {
    const { code, table, seats } = await socketRoom<TraitorTableSnapshot, TraitorSeatSnapshot>('traitor', { ...setupOf(3), cards: TABLE_CARDS.map(toWireCard) }, 3);
    const devices: Device[] = [];
    const act = async (client: TestClient, name: string, request: unknown) => {
      const version = table.client.latest!.version;
      await client.ok(name as 'game:end-turn', request);
      await table.client.view((s) => s.version > version);
    };
    try {
      await act(table.client, 'game:reveal-challenge', { level: 1, card: 'keene-act' });
      devices.push(await gamePage('traitor', code, 'table', table.token), await gamePage('traitor', code, 'Ann', seats[0]!.token), await gamePage('traitor', code, 'Bob', seats[1]!.token));
      for (const d of devices) assert.equal(await d.page.locator('#tr-last-result').count(), 0, `${d.label}: no result before the first`);
      await act(seats[0]!.client, 'game:contribute', { groups: groupsOf(KEENE_CARDS.slice(0, 3)) });
      const contributed = await shownOn(devices, '#tr-last-result', 'Ann contributed 3 cards.');
      // The end of the turn is no result; a reload keeps it.
      await act(seats[0]!.client, 'game:end-turn', { gained: true });
      for (const d of devices) await textIncludes(d.page, '#tr-last-result .strip-result-text', contributed);
      await devices[2]!.page.reload();
      await devices[2]!.page.locator('#phone-heading').waitFor();
      assert.equal(await text(devices[2]!.page, '#tr-last-result .strip-result-text'), contributed, 'kept over a reload');
      await act(seats[1]!.client, 'game:contribute', { groups: groupsOf(KEENE_CARDS.slice(3)) });
      await shownOn(devices, '#tr-last-result', 'Bob contributed 8 cards.');
      // With 200% text on a phone, its shorter form (the counters are on the board).
      const bob = devices[2]!.page;
      await bob.evaluate(() => document.documentElement.setAttribute('data-text-size', '200'));
      assert.equal(await text(bob, '#tr-last-result .strip-result-short'), 'Bob contributed 8 cards.');
      assert.deepEqual([await bob.locator('#tr-last-result .strip-result-short').isVisible(), await bob.locator('#tr-last-result .strip-result-text').isVisible()], [true, false]);
      await bob.evaluate(() => document.documentElement.removeAttribute('data-text-size'));
      mkdirSync(ARTIFACTS, { recursive: true });
      await devices[0]!.page.screenshot({ path: join(ARTIFACTS, 'results-traitor-table-1280.png'), animations: 'disabled' });
      await devices[2]!.page.screenshot({ path: join(ARTIFACTS, 'results-traitor-phone-360.png'), animations: 'disabled' });
      await act(seats[1]!.client, 'game:defeat-challenge', {});
      await shownOn(devices, '#tr-last-result', 'Bob defeated ');
      await axe(devices[0]!.page, 'traitor table: the last result');
      await axe(devices[1]!.page, "Ann's phone: the last result");
      for (const d of devices) assert.deepEqual(d.errors, [], `${d.label}: errors in the page`);
    } finally {
      for (const c of [table.client, ...seats.map((x) => x.client)]) c.close();
      for (const d of devices) await d.context.close();
    }
  });
});

/** A socket client holding a room credential. */
interface Seated<S extends SeatSnapshotBase | TableSnapshotBase> {
  client: TestClient<S>;
  token: string;
}

/** A room of `game` made by a table socket, every seat claimed by its own socket, the game started. */
async function socketRoom<T extends TableSnapshotBase, S extends SeatSnapshotBase>(
  game: string,
  setup: unknown,
  players: number,
): Promise<{ code: string; table: Seated<T>; seats: Seated<S>[] }> {
  const table = new TestClient<T>(app.origin, 'table');
  await table.connected();
  const room = await table.ok<CreatedRoom>('room:create', { game, setup });
  table.socket.auth = { role: 'table', code: room.code, token: room.tableToken };
  await table.view((s) => s.code === room.code);
  const seats: Seated<S>[] = [];
  for (let seat = 0; seat < players; seat++) {
    const phone = new TestClient<S>(app.origin, `seat ${seat}`);
    await phone.connected();
    const claimed = await phone.ok<{ token: string }>('seat:claim', { code: room.code, seat });
    phone.socket.auth = { role: 'seat', code: room.code, token: claimed.token };
    await phone.view((s) => s.seat === seat);
    seats.push({ client: phone, token: claimed.token });
  }
  await table.ok('table:start', {});
  await table.view((s) => s.dealt);
  for (const s of seats) await s.client.view((v) => v.dealt);
  return { code: room.code, table: { client: table, token: room.tableToken }, seats };
}

/** A page of `game`'s room holding the table's credential, or (named by its player) a seat's. */
async function gamePage(game: string, code: string, who: string, token: string): Promise<Device> {
  const table = who === 'table';
  const d = await openDevice(app.browser, table ? `${game} table` : `${who}'s phone`, table ? { width: 1280, height: 800 } : { width: 360, height: 740 }, !table);
  const key = table ? `rs-room-table:${code}` : `rs-room-seat:${code}`;
  await d.context.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [key, JSON.stringify({ role: table ? 'table' : 'seat', code, token })] as const);
  await d.page.goto(`${app.origin}/?${table ? 'table' : 'room'}=${code}&game=${game}`);
  await d.page.locator(table ? '#room-heading' : '#phone-heading').waitFor();
  return d;
}

/** Waits until every device shows, at `line`, a last result that starts with `start` and that its announcer said; returns the sentence. */
async function shownOn(devices: readonly Device[], line: string, start: string): Promise<string> {
  let sentence = '';
  for (const d of devices) {
    await textIncludes(d.page, `${line} .strip-result-text`, start);
    assert.equal(await text(d.page, `${line} .strip-result-label`), 'Last result:');
    const shown = await text(d.page, `${line} .strip-result-text`);
    assert.ok(shown.startsWith(start), `${d.label}: ${shown}`);
    if (sentence) assert.equal(shown, sentence, `${d.label}: the same sentence as the other devices`);
    sentence = shown;
    await heard(d, shown);
  }
  return sentence;
}
