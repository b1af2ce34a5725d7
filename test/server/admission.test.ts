/**
 * Seats squatters cannot take, over real sockets, in every game: each phone that claims a seat
 * shows a 4-digit check (its own snapshot only) until the table types it back (`table:admit`); the
 * deal waits for every seat admitted; a seat not admitted sees no card and cannot act, before the
 * deal or after a seat freed during play; a squatter's claim is taken over by the player's, and the
 * squatter's digits are not the player's. The admitted state is kept by the store across a restart.
 * The same in Rebellion vs Empire (a squatter on the Rebellion's seat, whose phone answers the first
 * ask) and the hidden-traitor expansion, where a seat freed after the first table step keeps its
 * loyalty card and Plot for the seat's player, never shown to the next claimant before the table
 * admits it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CreatedRoom, SeatSnapshotBase, TableSnapshotBase } from '../../src/platform/rooms/protocol.ts';
import { admit, claimSeat, createTable, spiesOf, startServer, TestClient, type Phone, type TestServer } from './harness.ts';
import { openRoomStore } from '../../server/store.ts';
import type { TraitorSeatSnapshot } from '../../src/games/traitor/room/protocol.ts';
import { toWireCard } from '../../src/games/traitor/room/wire.ts';
import { ALL_PLOTS, setupOf, TABLE_CARDS } from '../games/traitor/helpers.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

let server: TestServer;
const opened: TestClient[] = [];
before(async () => {
  server = await startServer({ admitOnClaim: false });
});
after(async () => {
  for (const c of opened) c.close();
  await server.close();
});

/** A guest phone that claims `seat` of room `code` (not admitted). */
async function claimOnly(code: string, seat: number, label = `seat ${seat}`): Promise<TestClient<SeatSnapshotBase>> {
  const client = new TestClient<SeatSnapshotBase>(server.url, label);
  opened.push(client);
  await client.connected();
  const claimed = await client.ok<{ token: string }>('seat:claim', { code, seat });
  client.socket.auth = { role: 'seat', code, token: claimed.token };
  await client.view((s) => s.seat === seat);
  return client;
}

describe('the table admits each phone by the digits it shows', () => {
  test('a claimed seat shows 4 digits to its phone only; the deal waits for every seat admitted; a wrong check is refused', async () => {
    const { table, room } = await createTable(server.url, { players: PLAYERS, firstLeader: 0 });
    opened.push(table);
    const phones: Phone[] = [];
    for (let seat = 0; seat < 5; seat++) phones.push(await claimSeat(server.url, room.code, seat));
    for (const p of phones) {
      const view = p.client.latest!;
      assert.equal(view.admitted, false);
      assert.match(String(view.check), /^\d{4}$/);
    }
    const tableView = await table.view((s) => s.seats.every((seat) => seat.claimed));
    assert.deepEqual(tableView.seats.map((s) => s.admitted), [false, false, false, false, false]);
    // The table's frames and the other phones' frames never carry a seat's check.
    const checks = phones.map((p) => p.client.latest!.check!);
    const start = await table.refused('table:start', {});
    assert.deepEqual([start.code, start.params?.names], ['seats-waiting', 'Ann, Bob, Cid, Dee, Eve']);

    const wrong = String((Number(checks[0]) + 1) % 10_000).padStart(4, '0');
    assert.equal((await table.refused('table:admit', { seat: 0, check: wrong })).code, 'check-wrong');
    assert.equal((await table.refused('table:admit', { seat: 0, check: 'abcd' })).code, 'check-wrong');
    // Only the table admits.
    assert.equal((await phones[1]!.client.refused('table:admit', { seat: 1, check: checks[1] })).code, 'not-table');
    for (const p of phones) await admit(table, p);
    const admitted = await table.view((s) => s.seats.every((seat) => seat.admitted));
    assert.ok(admitted.seats.every((s) => s.admitted));
    for (const p of phones) assert.equal(p.client.latest!.check, null, 'no check once admitted');

    await table.ok('table:start', {});
    await Promise.all(phones.map((p) => p.client.view((s) => s.dealt)));
    for (const c of [table, ...phones.filter((_, i) => i !== 0).map((p) => p.client)]) {
      assert.ok(!c.frames.some((f) => f.raw.includes(`"check":"${checks[0]}"`)), `${c.label} never got seat 0's check`);
    }
    for (const p of phones) p.client.close();
    table.close();
  });

  test('a squatter on the first leader\'s seat cannot lock in a deal: it is never dealt, never acts, and the player takes the seat over', async () => {
    const { table, room } = await createTable(server.url, { players: PLAYERS, firstLeader: 0 });
    opened.push(table);
    const squatter = await claimOnly(room.code, 0, 'squatter');
    const others: Phone[] = [];
    for (let seat = 1; seat < 5; seat++) others.push(await claimSeat(server.url, room.code, seat, table));
    assert.equal((await table.refused('table:start', {})).code, 'seats-waiting');
    assert.equal((await squatter.refused('game:propose', { team: [0, 1] })).code, 'not-dealt');
    // The player claims the seat the table has not admitted: the squatter's phone is told and goes.
    const revoked = new Promise((resolve) => squatter.socket.once('seat:revoked', resolve));
    squatter.socket.io.reconnection(false);
    const ann = await claimSeat(server.url, room.code, 0);
    await revoked;
    assert.notEqual(ann.client.latest!.check, null);
    await admit(table, ann);
    await table.ok('table:start', {});
    await ann.client.view((s) => s.dealt);
    // The squatter's token is refused from now on.
    const again = new TestClient(server.url, 'squatter again', squatter.socket.auth as Record<string, unknown>);
    opened.push(again);
    again.socket.io.reconnection(false);
    assert.equal((await again.until(() => again.refusals[0])).code, 'token-revoked');
    for (const p of [ann, ...others]) p.client.close();
    table.close();
  });

  test('a seat freed during play: the next claimant sees no card and cannot act until the table admits it', async () => {
    const { table, room } = await createTable(server.url, { players: PLAYERS, firstLeader: 0 });
    opened.push(table);
    const phones: Phone[] = [];
    for (let seat = 0; seat < 5; seat++) phones.push(await claimSeat(server.url, room.code, seat, table));
    await table.ok('table:start', {});
    await Promise.all(phones.map((p) => p.client.view((s) => s.dealt)));
    const spies = spiesOf(phones as never);
    await phones[0]!.client.ok('game:propose', { team: [0, 1] });
    await table.view((s) => (s as unknown as { view: { phase: string } }).view.phase === 'vote');
    phones[3]!.client.socket.io.reconnection(false);
    await table.ok('table:revoke', { seat: 3 });
    const next = await claimOnly(room.code, 3, 'next claimant');
    const view = next.latest! as SeatSnapshotBase & { view: { side?: string } };
    assert.equal(view.dealt, false, 'not admitted: the game as before the deal');
    assert.equal(view.view.side ?? null, null, 'no side shown before the table admits it');
    assert.ok(!next.frames.some((f) => /"side":"(spies|resistance)"/.test(f.raw)), 'no frame carries the seat\'s side');
    assert.equal((await next.refused('game:vote', { approve: true })).code, 'not-admitted');
    await table.ok('table:admit', { seat: 3, check: view.check });
    const after = (await next.view((s) => s.admitted && s.dealt)) as SeatSnapshotBase & { view: { side: string } };
    assert.equal(after.view.side, spies.includes(3) ? 'spies' : 'resistance', 'admitted: the seat\'s card, as the table was told');
    for (const p of phones) p.client.close();
    table.close();
  });

  test('the stored room keeps which seats the table admitted (SQLite, and PostgreSQL with DATABASE_URL)', async () => {
    const store = await openRoomStore(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {});
    const own = await startServer({ admitOnClaim: false, store });
    try {
      const { table, room } = await createTable(own.url, { players: PLAYERS, firstLeader: 0 });
      opened.push(table);
      const admittedPhone = await claimSeat(own.url, room.code, 0, table);
      const waiting = await claimSeat(own.url, room.code, 1);
      opened.push(admittedPhone.client, waiting.client);
      const stored = await store.load(room.code);
      assert.deepEqual(stored!.seats.map((s) => s.admitted), [true, false, false, false, false]);
      assert.deepEqual(stored!.seats.map((s) => s.tokenHash !== null), [true, true, false, false, false]);
    } finally {
      await own.close();
      await store.close();
    }
  });
});

/** A table of `game` with its room created, connected as the room's table. */
async function openTable(game: string, setup: unknown): Promise<{ table: TestClient<TableSnapshotBase>; code: string }> {
  const table = new TestClient<TableSnapshotBase>(server.url, 'table');
  opened.push(table);
  await table.connected();
  const created = await table.ok<CreatedRoom>('room:create', { game, setup });
  table.socket.auth = { role: 'table', code: created.code, token: created.tableToken };
  await table.view((s) => s.code === created.code);
  return { table, code: created.code };
}

/** Claims `seat` and has the table admit it by the digits the phone shows. */
async function claimAdmitted(table: TestClient<TableSnapshotBase>, code: string, seat: number, label = `seat ${seat}`): Promise<TestClient<SeatSnapshotBase>> {
  const phone = await claimOnly(code, seat, label);
  await table.ok('table:admit', { seat, check: phone.latest!.check });
  await phone.view((s) => s.admitted);
  return phone;
}

/** Whether any frame `client` received carries a dealt snapshot (a card, a side, a hand, a loyalty card). */
const sawDeal = (client: TestClient): boolean => client.frames.some((f) => f.raw.includes('"dealt":true'));

describe('squatters in the other games', () => {
  for (const { game, setup, seats, first } of [
    {
      game: 'rebellion-vs-empire',
      setup: { capitolVariant: false, missionCards: 'app', players: { rebellion: 'Ann', empire: 'Bob' } },
      seats: 2,
      // The Rebellion answers the first ask from its phone (G2-SET-1).
      first: ['game:area', { districts: ['capitol', 'ministry-of-truth'] }] as const,
    },
    { game: 'traitor', setup: { ...setupOf(3), cards: TABLE_CARDS.map(toWireCard) }, seats: 3, first: ['game:end-turn', {}] as const },
  ]) {
    test(`${game}: a squatter on the first seat cannot lock in a deal: it is never dealt, never acts, and the player takes the seat over (G2-SET-1, G3-SET-5)`, async () => {
      const { table, code } = await openTable(game, setup);
      const squatter = await claimOnly(code, 0, 'squatter');
      const others: TestClient<SeatSnapshotBase>[] = [];
      for (let seat = 1; seat < seats; seat++) others.push(await claimAdmitted(table, code, seat));
      assert.equal((await table.refused('table:start', {})).code, 'seats-waiting', 'no deal while the squatter waits');
      assert.equal((await squatter.refused(first[0], first[1])).code, 'not-dealt');
      const revoked = new Promise((resolve) => squatter.socket.once('seat:revoked', resolve));
      squatter.socket.io.reconnection(false);
      const player = await claimAdmitted(table, code, 0, 'player');
      await revoked;
      await table.ok('table:start', {});
      await Promise.all([player, ...others].map((p) => p.view((s) => s.dealt)));
      assert.equal(sawDeal(squatter), false, 'the squatter saw no deal');
      assert.ok(sawDeal(player), 'the player holds the deal');
      const again = new TestClient(server.url, 'squatter again', squatter.socket.auth as Record<string, unknown>);
      opened.push(again);
      again.socket.io.reconnection(false);
      assert.equal((await again.until(() => again.refusals[0])).code, 'token-revoked');
      assert.equal(again.snapshots.length, 0);
      for (const c of [table, player, ...others]) c.close();
    });
  }

  test('traitor: a seat freed after the first table step keeps its loyalty card and Plot; the next claimant sees neither and cannot act until the table admits it (G3-SET-5, G3-SET-6)', async () => {
    const { table, code } = await openTable('traitor', { ...setupOf(3), cards: TABLE_CARDS.map(toWireCard) });
    const phones: TestClient<SeatSnapshotBase>[] = [];
    for (let seat = 0; seat < 3; seat++) phones.push(await claimAdmitted(table, code, seat));
    await table.ok('table:start', {});
    const dealt = await Promise.all(phones.map((p) => p.view((s) => s.dealt)));
    const own = (dealt[1] as unknown as TraitorSeatSnapshot).view.own!;
    assert.ok(own.plot.id && own.loyalty, 'seat 1 holds its loyalty card and Plot');
    const version = table.latest!.version;
    await table.ok('game:reveal-challenge', { level: 1, card: 'keene-act' });
    await table.view((s) => s.version > version);
    phones[1]!.socket.io.reconnection(false);
    await table.ok('table:revoke', { seat: 1 });
    const freed = await table.view((s) => !s.seats[1]!.claimed);
    assert.equal(freed.dealt, true, 'the deal is kept: the game has an event');

    const next = await claimOnly(code, 1, 'next claimant');
    const waiting = next.latest! as unknown as TraitorSeatSnapshot;
    assert.equal(waiting.dealt, false, 'not admitted: the game as before the deal');
    assert.equal(waiting.view.own, null, 'no loyalty card or Plot before the table admits it');
    const frames = next.frames.map((f) => f.raw).join('\n');
    assert.equal(/"loyalty":"/.test(frames), false, 'no frame carries a loyalty card');
    for (const plot of ALL_PLOTS) assert.equal(frames.includes(`"${plot}"`), false, `no frame carries the Plot ${plot}`);
    assert.equal((await next.refused('game:end-turn', {})).code, 'not-admitted');
    const tableWaiting = await table.view((s) => s.seats[1]!.claimed);
    assert.equal(tableWaiting.seats[1]!.admitted, false, 'the table sees the seat waiting for its admission');

    await table.ok('table:admit', { seat: 1, check: waiting.check });
    const admitted = (await next.view((s) => s.admitted && s.dealt)) as unknown as TraitorSeatSnapshot;
    assert.deepEqual(admitted.view.own, own, "admitted: the seat's own cards, kept");
    for (const c of [table, next, ...phones]) c.close();
  });
});
