/**
 * The deal in a room (R-SET-3): the cards are dealt when the table starts the
 * game with every seat taken, never when the room is created, so a device that claims a free seat
 * before the game sees no card. A seat freed after the deal and before the game's first event
 * takes the cards back, and the next start deals every seat a new one; after the first proposal a
 * freed seat keeps the deal. A room stored by the version that dealt at creation still loads and
 * plays. Over real sockets, on loopback.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dealSetup, validateSetup } from '../../src/games/resistance/engine.ts';
import { hashToken, newToken } from '../../server/join-code.ts';
import { isDealt, loadRoom, newRoom, roomState } from './resistance-room.ts';
import { createSqlStore, openPGlite } from '../../server/store.ts';
import type { SeatSnapshot, TableSnapshot } from '../../src/games/resistance/room/protocol.ts';
import { claimSeat, createTable, fullTable, spiesOf, startGame, startServer, Table, TestClient, type Phone, type TestServer } from './harness.ts';
import { assertNoLeaks, snapshotsOf } from './leaks.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

/** A deterministic integer source: the i-th call returns i mod n (two deals consume different calls). */
function counter(): (n: number) => number {
  let i = 0;
  return (n) => i++ % n;
}

describe('the deal waits for the table (R-SET-3)', () => {
  let server: TestServer;
  /** The server's random source returns this (mod n): a test sets it before a deal it must know apart. */
  let fixed = 0;
  before(async () => {
    server = await startServer({ random: (n) => fixed % n });
  });
  after(async () => {
    await server.close();
  });

  test('no card before the table starts; the start is refused while a seat is free; then every seat gets its card', async () => {
    const { table, room } = await createTable(server.url, { players: PLAYERS, firstLeader: 0 });
    const phones: Phone[] = [];
    try {
      assert.equal(table.latest!.dealt, false);
      assert.equal(table.latest!.deals, 0);
      assert.deepEqual(table.latest!.asks, [], 'nothing is asked before the deal');
      for (const seat of [0, 1, 2, 3]) phones.push(await claimSeat(server.url, room.code, seat));
      for (const p of phones) {
        const s = p.client.latest!;
        assert.equal(s.dealt, false);
        assert.equal(s.view.side, null, `seat ${p.seat} has no card before the deal`);
        assert.equal(s.view.knownSpies, null);
        assert.deepEqual(s.asks, []);
      }
      // Nothing of the game before the deal: the leader cannot propose (R-SET-3).
      const early = await phones[0]!.client.refused('game:propose', { team: [0, 1] });
      assert.equal(early.code, 'not-dealt');
      assert.equal(early.rule, 'R-SET-3');
      // A seat is free: the start is refused, naming the rule and the free seat's player.
      const refused = await table.refused('table:start', {});
      assert.equal(refused.code, 'seats-free');
      assert.equal(refused.rule, 'R-SET-3');
      assert.deepEqual(refused.params, { free: 1, names: 'Eve' });
      assert.match(refused.message, /every seat must be taken before the cards are dealt/);
      // Only the table starts the game.
      assert.equal((await phones[1]!.client.refused('table:start', {})).code, 'not-table');
      phones.push(await claimSeat(server.url, room.code, 4));
      assert.equal(phones[4]!.client.latest!.view.side, null);
      // Sent with the reply callback alone, `table:start` is read as `{}`.
      const bare = (await (table.socket.emitWithAck as unknown as (e: string) => Promise<{ ok: boolean }>).call(table.socket, 'table:start')) as {
        ok: boolean;
      };
      assert.equal(bare.ok, true);
      const dealt = await table.view((s) => s.dealt);
      assert.equal(dealt.deals, 1);
      for (const p of phones) await p.client.view((s) => s.dealt && s.view.side !== null);
      const spies = spiesOf(phones);
      assert.equal(spies.length, 2, 'R-SET-2: two spies at five');
      assert.equal((await table.refused('table:start', {})).code, 'already-dealt');
      // The game goes on: the leader proposes now.
      await phones[0]!.client.ok('game:propose', { team: [0, 1] });
      assertNoLeaks(
        [{ client: table as TestClient, seat: null, token: room.tableToken }, ...phones.map((p) => ({ client: p.client as TestClient, seat: p.seat, token: p.token }))],
        spies,
        { logs: server.logs },
      );
    } finally {
      table.close();
      for (const p of phones) p.client.close();
    }
  });

  test('a seat freed before the first proposal takes the cards back; the next start deals everyone again', async () => {
    fixed = 0;
    const t = await fullTable(server.url, { players: PLAYERS, firstLeader: 1 });
    const extra: TestClient[] = [];
    try {
      const first = [...t.spies];
      fixed = 2;
      const squatter = t.phones[2]!;
      const counts = t.phones.map((p) => p.client.snapshots.length);
      await t.table.ok('table:revoke', { seat: 2 });
      const back = await t.table.view((s) => !s.dealt);
      assert.equal(back.deals, 1, 'the count of deals stays until the next start');
      assert.deepEqual(back.asks, []);
      for (const p of t.phones.filter((p) => p.seat !== 2)) {
        const s = await p.client.view((s) => !s.dealt);
        assert.equal(s.view.side, null, `seat ${p.seat}: the card is taken back`);
      }
      assert.ok(server.logs.some((l) => l.includes('seat 2 revoked before the first move: the deal is withdrawn')));
      // Nothing can be played meanwhile.
      assert.equal((await t.phone(1).refused('game:propose', { team: [0, 1] })).code, 'not-dealt');
      // The seat's player joins on another phone: still no card, until the table starts again.
      const replacement = await claimSeat(server.url, t.room.code, 2);
      extra.push(replacement.client);
      assert.equal(replacement.client.latest!.view.side, null);
      t.phones[2] = replacement;
      assert.equal(await startGame(t.table, t.phones), 2);
      for (const p of t.phones) assert.equal(p.client.latest!.deals, 2);
      const second = spiesOf(t.phones);
      t.spies.splice(0, t.spies.length, ...second);
      // The stored room holds the new deal (R-SET-3); the random source made it another one.
      const stored = (await loadRoom(server.store, t.room.code));
      assert.deepEqual(stored.setup.spies, [...second].sort((a, b) => a - b));
      assert.deepEqual([first, second], [[0, 1], [2, 3]], 'the second deal is a new one');
      // The phone that was freed got nothing after its notice but the disconnection.
      const gone = squatter.client.frames.slice(squatter.client.frames.findIndex((f) => f.raw.includes('seat:revoked')) + 1);
      assert.deepEqual(gone.map((f) => f.raw), ['1']);
      // Every phone saw the first deal, the cards taken back, then the second deal, in that order.
      for (const [i, p] of t.phones.entries()) {
        if (p.seat === 2) continue;
        const deals = p.client.snapshots.slice(counts[i]).map((s) => `${s.dealt}:${s.deals}`);
        assert.deepEqual([...new Set(deals)], ['false:1', 'true:2'], `seat ${p.seat}`);
      }
      await t.propose([0, 1]);
      await t.vote([0, 1, 2, 3, 4]);
      await t.play();
      assertNoLeaks(
        [...t.phones, squatter].map((p) => ({ client: p.client as TestClient, seat: p.seat, token: p.token })),
        second,
        { spiesByDeal: { 1: first }, logs: server.logs },
      );
    } finally {
      t.close();
      for (const c of extra) c.close();
    }
  });

  test('after the first proposal a freed seat keeps the deal: the player takes their seat back with the same card', async () => {
    const t = await fullTable(server.url, { players: PLAYERS, firstLeader: 0 });
    const extra: TestClient[] = [];
    try {
      await t.propose([0, 1]);
      const side = t.phone(3).latest!.view.side;
      const version = (await loadRoom(server.store, t.room.code)).setup;
      await t.table.ok('table:revoke', { seat: 3 });
      await t.table.view((s) => !s.seats[3]!.claimed);
      assert.equal(t.table.latest!.dealt, true);
      assert.equal(t.table.latest!.deals, 1);
      const replacement = await claimSeat(server.url, t.room.code, 3);
      extra.push(replacement.client);
      assert.equal(replacement.client.latest!.view.side, side, 'the same card as before');
      assert.deepEqual((await loadRoom(server.store, t.room.code)).setup, version);
      t.phones[3] = replacement;
      await t.vote([0, 1, 2, 3, 4]);
      assert.equal(t.table.latest!.view.phase, 'mission');
    } finally {
      t.close();
      for (const c of extra) c.close();
    }
  });
});

describe('a room stored by the version that dealt when the room was created', () => {
  test('loads as dealt once and plays on: the phones and the table come back with their tokens', async () => {
    const sql = await openPGlite();
    // The schema of that version: every table, without the count of deals.
    await createSqlStore(sql);
    await sql.query('ALTER TABLE rs_rooms DROP COLUMN deals');
    const random = counter();
    const setup = validateSetup(dealSetup({ players: PLAYERS, firstLeader: 0, secretVotes: true }, random));
    const tableToken = newToken();
    const tokens = PLAYERS.map(() => newToken());
    await sql.query(
      `INSERT INTO rs_rooms (code, version, setup, pending, table_token_hash, notes) VALUES ($1, 6, $2::jsonb, 'null'::jsonb, $3, '[]'::jsonb)`,
      ['KDRMN', JSON.stringify(setup), hashToken(tableToken)],
    );
    for (const [seat, token] of tokens.entries()) {
      await sql.query('INSERT INTO rs_seats (code, seat, token_hash) VALUES ($1, $2, $3)', ['KDRMN', seat, hashToken(token)]);
    }
    // (KDRMN: a join code, letters of JOIN_CODE_ALPHABET.) This version opens the same database.
    const store = await createSqlStore(sql);
    const server = await startServer({ store });
    const clients: TestClient[] = [];
    try {
      const loaded = (await loadRoom(store, 'KDRMN'));
      assert.equal(loaded.deals, 1);
      assert.ok(isDealt(loaded));
      assert.deepEqual(loaded.setup, setup);
      const table = new TestClient<TableSnapshot>(server.url, 'table', { role: 'table', code: 'KDRMN', token: tableToken });
      clients.push(table);
      const phones = tokens.map((token, seat) => {
        const client = new TestClient<SeatSnapshot>(server.url, `seat ${seat}`, { role: 'seat', code: 'KDRMN', token });
        clients.push(client);
        return { client, seat, token };
      });
      for (const p of phones) await p.client.view((s) => s.dealt && s.deals === 1);
      await table.view((s) => s.dealt && s.seats.every((seat) => seat.connected));
      assert.deepEqual(spiesOf(phones), setup.spies);
      assert.equal((await table.refused('table:start', {})).code, 'already-dealt');
      const t = new Table(table, { code: 'KDRMN', tableToken, joinUrl: '', qrSvg: '' }, phones, spiesOf(phones));
      await t.propose(t.resistance.slice(0, 2));
      await t.vote([0, 1, 2, 3, 4]);
      await t.play();
      assert.equal(roomState((await loadRoom(store, 'KDRMN'))).missions[0]!.result, 'success');
      // A new room of this version is not dealt until its table starts it.
      assert.equal(isDealt(newRoom('NEWRN', { players: PLAYERS, firstLeader: 0 }, 'h', random)), false);
      assert.ok(snapshotsOf(table).every((s) => s.dealt));
    } finally {
      for (const c of clients) c.close();
      await server.close();
      await store.close();
    }
  });
});
