/**
 * A room's changes arriving together (joins and votes under load): the room server
 * computes each on the room as the one before left it, before that one is durable, and the store
 * chains them (server/room-pipeline.ts `mutate`, server/store.ts `write`), so that they share
 * statements instead of each waiting for the last. What must not change: every request of a room
 * answered once, each change written once and on the record it was made on, nothing acknowledged
 * before it is durable, and every device's snapshots in version order.
 *
 * The store runs on PGlite through a counting SQL connection; one test makes the store refuse
 * (as a version conflict) the first writes, so that a chain's base is lost and every change of it
 * must be made again on the stored room.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Seat } from '../../src/games/resistance/engine.ts';
import type { SeatSnapshot } from '../../src/games/resistance/room/protocol.ts';
import type { ClaimedSeat } from '../../src/platform/rooms/protocol.ts';
import { createSqlStore, openPGlite, type Sql } from '../../server/store.ts';
import { createTable, startGame, startServer, TestClient, type Phone, type TestServer } from './harness.ts';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'];

/** The group commit's statement (server/store.ts WRITE_CHANGES) starts so. */
const isWrite = (text: string) => text.trimStart().startsWith('WITH input');

/** `sql` counting the room writes; the first `lose` writes answer no row written (as if every row lost its version check) and write nothing. */
function counting(sql: Sql): Sql & { writes: number; lose: number } {
  const counted = {
    writes: 0,
    lose: 0,
    query: (async (text: string, params?: unknown[]) => {
      if (isWrite(text)) {
        counted.writes++;
        if (counted.lose > 0) {
          counted.lose--;
          return { rows: [], rowCount: 0 };
        }
      }
      return sql.query(text, params);
    }) as Sql['query'],
    transaction: sql.transaction.bind(sql),
    close: () => sql.close(),
  };
  return counted;
}

/** Every device's snapshots came in version order (a device never goes back). */
function assertInOrder(client: TestClient): void {
  const versions = client.snapshots.map((s) => s.version);
  for (let i = 1; i < versions.length; i++) assert.ok(versions[i]! >= versions[i - 1]!, `${client.label}: version ${versions[i]} after ${versions[i - 1]}`);
}

describe('a room’s changes arriving together', () => {
  let server: TestServer;
  let sql: ReturnType<typeof counting>;
  before(async () => {
    sql = counting(await openPGlite());
    server = await startServer({ store: await createSqlStore(sql) });
  });
  after(async () => {
    await server.close();
    await server.store.close();
  });

  /** Ten phones connected and looked up, none claimed yet. */
  async function tenPhones(code: string): Promise<TestClient<SeatSnapshot>[]> {
    const phones = NAMES.map((_, seat) => new TestClient<SeatSnapshot>(server.url, `seat ${seat}`));
    await Promise.all(phones.map((p) => p.connected()));
    await Promise.all(phones.map((p) => p.ok('room:lookup', { code })));
    return phones;
  }

  /** Every phone claims its seat at once. */
  async function claimAll(code: string, phones: TestClient<SeatSnapshot>[]): Promise<Phone[]> {
    const claims = await Promise.all(phones.map((p, seat) => p.ok<ClaimedSeat>('seat:claim', { code, seat })));
    return phones.map((client, seat) => {
      client.socket.auth = { role: 'seat', code, token: claims[seat]!.token };
      return { client, seat: seat as Seat, token: claims[seat]!.token };
    });
  }

  test('ten phones claiming their seats at once: every claim answered and written once, the table sees them all', async (t) => {
    const { table, room } = await createTable(server.url, { players: NAMES, firstLeader: 0 });
    const created = table.latest!.version;
    const phones = await tenPhones(room.code);
    const writes = sql.writes;
    const claimed = await claimAll(room.code, phones);
    const seen = await table.view((s) => s.seats.every((seat) => seat.claimed));
    assert.equal(seen.version, created + 10, 'one version per claim');
    const stored = await server.store.load(room.code);
    assert.deepEqual(
      stored!.seats.map((s) => s.tokenHash !== null),
      NAMES.map(() => true),
    );
    assert.equal(stored!.version, created + 10);
    for (const p of claimed) await p.client.view((s) => s.seat === p.seat);
    for (const client of [table, ...phones]) assertInOrder(client);
    t.diagnostic(`10 claims written by ${sql.writes - writes} statements`);
    for (const client of [table, ...phones]) client.close();
  });

  test('ten votes at once: each recorded once, one reveal, every device in version order (R-VOTE-1)', async (t) => {
    const { table, room } = await createTable(server.url, { players: NAMES, firstLeader: 0 });
    const phones = await claimAll(room.code, await tenPhones(room.code));
    await startGame(table, phones);
    await phones[0]!.client.ok('game:propose', { team: [0, 1, 2] });
    await table.view((s) => s.view.phase === 'vote');
    const writes = sql.writes;
    await Promise.all(phones.map((p) => p.client.ok('game:vote', { approve: p.seat % 3 !== 0 })));
    const revealed = await table.view((s) => s.view.proposals[0]!.votes !== null);
    assert.deepEqual(revealed.view.proposals[0]!.votes, NAMES.map((_, seat) => seat % 3 !== 0));
    const stored = await server.store.load(room.code);
    assert.equal(stored!.events.filter((e) => (e as { type: string }).type === 'vote').length, 1, 'one vote event, with every seat in it');
    for (const p of phones) await p.client.view((s) => s.version === revealed.version);
    for (const client of [table, ...phones.map((p) => p.client)]) assertInOrder(client);
    t.diagnostic(`10 votes written by ${sql.writes - writes} statements`);
    for (const client of [table, ...phones.map((p) => p.client)]) client.close();
  });

  test('a chain whose first write is lost: every change made again on the stored room, each written once', async () => {
    const { table, room } = await createTable(server.url, { players: NAMES, firstLeader: 0 });
    const created = table.latest!.version;
    const phones = await tenPhones(room.code);
    // The next two statements write nothing and say so: every change in them, and every change
    // chained to them, is answered `false` by the store, and the server makes it again.
    sql.lose = 2;
    const claimed = await claimAll(room.code, phones);
    assert.equal(sql.lose, 0, 'the lost writes happened');
    const seen = await table.view((s) => s.seats.every((seat) => seat.claimed));
    assert.equal(seen.version, created + 10, 'one version per claim, none twice');
    const stored = await server.store.load(room.code);
    assert.equal(stored!.version, created + 10);
    // Every phone's token opens its own seat (each claim's token is the one stored).
    for (const p of claimed) {
      p.client.socket.disconnect().connect();
      await p.client.connected();
      await p.client.view((s) => s.seat === p.seat && s.version === created + 10);
    }
    for (const client of [table, ...phones]) assertInOrder(client);
    for (const client of [table, ...phones]) client.close();
  });
});

