/**
 * The app's room client (src/platform/rooms/room-client.ts) without a browser: the join code as typed,
 * the credential kept per room (the tab's own copy first, forgotten only when it is the one
 * revoked), the card a phone confirms against the engine's own rule (R-MIS-2, R-REVS-2), and a
 * real connection to a room server: a claimed seat comes back after its connection drops.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apply, asksFor, createGame, playedCard, playOf, teamSize } from '../../src/games/resistance/engine.ts';
import type { GameSetupInput, MissionChoice } from '../../src/games/resistance/engine.ts';
import {
  forgetCredential,
  jittered,
  RECONNECTION,
  RETRY_JITTER,
  loadCredential,
  normalizeCode,
  RoomConnection,
  saveCredential,
  type CredentialStore,
} from '../../src/platform/rooms/room-client.ts';
import type { ClientToServerEvents, SeatSnapshot, TableSnapshot } from '../../src/games/resistance/room/protocol.ts';
import { startServer, type TestServer } from './harness.ts';

class MemoryStore implements CredentialStore {
  readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

describe('join codes and credentials', () => {
  test('a join code is read whatever the case, spaces, dashes and dots; other letters are refused', () => {
    assert.equal(normalizeCode('acdef'), 'ACDEF');
    assert.equal(normalizeCode(' a c-d.e f '), 'ACDEF');
    assert.equal(normalizeCode('A, C, D, E, F'), 'ACDEF');
    assert.equal(normalizeCode('ACDE'), null);
    assert.equal(normalizeCode('ACDEFG'), null);
    assert.equal(normalizeCode('ACDEI'), null, 'I is never used (looks like 1)');
    assert.equal(normalizeCode('ACDE0'), null);
  });

  test('the tab’s own credential wins; forgetting one leaves another tab’s credential alone', () => {
    const session = new MemoryStore();
    const local = new MemoryStore();
    const tabA = { role: 'seat' as const, code: 'ACDEF', token: 'token-a' };
    const tabB = { role: 'seat' as const, code: 'ACDEF', token: 'token-b' };
    saveCredential(tabA, [session, local]);
    // Another tab of the same browser (its own session store) claims another seat later.
    saveCredential(tabB, [new MemoryStore(), local]);
    assert.deepEqual(loadCredential('seat', 'ACDEF', [session, local]), tabA);
    assert.deepEqual(loadCredential('seat', 'ACDEF', [new MemoryStore(), local]), tabB, 'a new tab finds the last one kept');
    assert.equal(loadCredential('table', 'ACDEF', [session, local]), null, 'a seat token is no table token');
    assert.equal(loadCredential('seat', 'KXMPR', [session, local]), null);
    forgetCredential(tabA, [session, local]);
    assert.equal(loadCredential('seat', 'ACDEF', [session]), null);
    assert.deepEqual(loadCredential('seat', 'ACDEF', [local]), tabB, 'tab B’s credential is kept');
    local.setItem('rs-room-seat:ACDEF', '{not json');
    assert.equal(loadCredential('seat', 'ACDEF', [local]), null);
  });
});

describe('coming back after a restart, spread', () => {
  test('socket.io moves each reconnection delay at random by ±50 %; a retry after a refusal waits at least what the server asked, up to half as long again', () => {
    const connection = new RoomConnection({ url: 'http://127.0.0.1:1', stores: [new MemoryStore()] });
    try {
      assert.equal(connection.socket.io.randomizationFactor(), RECONNECTION.randomizationFactor);
      assert.ok(RECONNECTION.randomizationFactor > 0);
      assert.equal(connection.socket.io.reconnectionDelay(), RECONNECTION.reconnectionDelay);
    } finally {
      connection.close();
    }
    assert.equal(jittered(3_000, () => 0), 3_000);
    assert.equal(jittered(3_000, () => 0.5), 3_000 * (1 + RETRY_JITTER / 2));
    assert.ok(jittered(3_000, () => 0.9999999) < 3_000 * (1 + RETRY_JITTER));
    const waits = new Set(Array.from({ length: 50 }, () => jittered(3_000)));
    assert.ok(waits.size > 1, 'devices refused together come back at different moments');
    for (const w of waits) assert.ok(w >= 3_000 && w < 4_500);
  });
});

describe('the card a phone confirms: its own card ask says what each card is played as (R-MIS-2, R-REVS-2)', () => {
  const setups: GameSetupInput[] = [
    { players: ['A', 'B', 'C', 'D', 'E'], firstLeader: 0, spies: [1, 3] },
    {
      players: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
      firstLeader: 0,
      spies: [0, 2, 5],
      modules: { reverser: { resistance: true, spy: true } },
      reversers: { resistance: 1, spy: 2 },
    },
    {
      players: ['A', 'B', 'C', 'D', 'E', 'F'],
      firstLeader: 0,
      spies: [4, 5],
      modules: { reverser: { resistance: true, spy: false } },
      reversers: { resistance: 0, spy: null },
    },
  ];
  for (const [i, setup] of setups.entries()) {
    test(`is what the engine plays for every seat and choice (R-MIS-2, R-REVS-2), setup ${i + 1}`, () => {
      const state = createGame(setup);
      const n = setup.players.length;
      /** What the phone of `seat` confirms for `chosen`: its own card ask's `playedAs` (steps.ts), on a team with it. */
      const played = (seat: number, chosen: MissionChoice) => {
        const team = Array.from({ length: teamSize(n, 1) }, (_, i) => (seat + i) % n);
        const mission = apply(apply(state, { type: 'proposal', team }), { type: 'vote', approve: Array.from({ length: n }, (_, s) => s) });
        const ask = asksFor(playOf(mission), seat).find((a) => a.kind === 'card' && a.seat === seat);
        assert.ok(ask?.options?.missionCards?.includes(chosen) || chosen === 'reverse', 'the card is offered');
        return ask?.options?.playedAs?.[chosen] ?? 'success';
      };
      for (let seat = 0; seat < n; seat++) {
        for (const chosen of ['success', 'fail', 'reverse'] as MissionChoice[]) {
          assert.equal(played(seat, chosen), playedCard(state, seat, chosen), `seat ${seat} chose ${chosen}`);
        }
      }
    });
  }
});

describe('a connection to the room server', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('creates a room, claims a seat, keeps the token, comes back after a drop, forgets a revoked token', async () => {
    const tableStores = [new MemoryStore()];
    const phoneStores = [new MemoryStore()];
    const table = new RoomConnection<TableSnapshot>({ url: server.url, stores: tableStores });
    const phone = new RoomConnection<SeatSnapshot, ClientToServerEvents>({ url: server.url, stores: phoneStores });
    const until = <T>(c: RoomConnection<never> | RoomConnection<SeatSnapshot, ClientToServerEvents> | RoomConnection<TableSnapshot>, test: () => T | null | undefined | false) =>
      new Promise<T>((resolve) => {
        const check = () => {
          const value = test();
          if (value) {
            unsubscribe();
            resolve(value);
          }
        };
        const unsubscribe = c.subscribe(check);
        check();
      });
    try {
      assert.equal(await table.ready(), true);
      const created = await table.request('room:create', { setup: { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 } });
      assert.ok(created.ok);
      table.adopt({ role: 'table', code: created.code, token: created.tableToken });
      assert.deepEqual(loadCredential('table', created.code, tableStores)?.token, created.tableToken);
      // A connection made without the room's code reconnects with it at once (room affinity).
      assert.equal(await table.ready(), true);
      await until(table, () => table.snapshot);

      assert.equal(await phone.ready(), true);
      const claimed = await phone.request('seat:claim', { code: created.code.toLowerCase(), seat: 2 });
      assert.ok(claimed.ok);
      phone.adopt({ role: 'seat', code: created.code, token: claimed.token });
      assert.equal(await phone.ready(), true);
      const first = await until(phone, () => phone.snapshot);
      assert.equal(first.seat, 2);
      await until(table, () => table.snapshot?.seats[2]!.connected);
      // The phone's board is the table's view.
      assert.deepEqual(first.board, table.snapshot!.view);

      // The network drops (the server side of the connection closes): socket.io reconnects with
      // the kept token and the phone gets its snapshot again.
      const before = phone.snapshot!;
      phone.snapshot = null;
      for (const socket of server.server.io.of('/').sockets.values()) if (socket.data.seat === 2) socket.conn.close();
      await until(phone, () => phone.status === 'reconnecting');
      const back = await until(phone, () => phone.status === 'connected' && phone.snapshot);
      assert.deepEqual(back.view, before.view);

      // A request while offline is refused at once by the phone itself (nothing is sent later).
      phone.socket.disconnect();
      const offline = await phone.request('game:vote', { approve: true });
      assert.equal(offline.ok, false);
      assert.equal(!offline.ok && offline.error.code, 'offline');
      phone.socket.connect();
      await until(phone, () => phone.status === 'connected');

      // The table frees seat 2: the phone learns it and forgets its token.
      const revoked = await table.request('table:revoke', { seat: 2 });
      assert.ok(revoked.ok);
      await until(phone, () => phone.status === 'revoked');
      assert.equal(loadCredential('seat', created.code, phoneStores), null);
      assert.equal(phone.credential, null);
      // As a guest again, it may claim the seat anew.
      phone.resetToGuest();
      assert.equal(await phone.ready(), true);
      const again = await phone.request('seat:claim', { code: created.code, seat: 2 });
      assert.ok(again.ok);
      assert.notEqual(again.token, claimed.token);
    } finally {
      table.close();
      phone.close();
    }
  });

  test('opened with no network, it says "offline" at once, not "connecting"', () => {
    const real = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    let phone: RoomConnection | null = null;
    try {
      phone = new RoomConnection({ url: server.url, stores: [new MemoryStore()], room: 'ACDEF' });
      assert.equal(phone.status, 'offline');
    } finally {
      phone?.close();
      if (real) Object.defineProperty(globalThis, 'navigator', real);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });

  test('names its room in the connection URL (?room=CODE) for a load balancer’s room affinity: a phone at once, a table from its room’s creation on', async () => {
    const rooms: unknown[] = [];
    server.server.io.use((socket, next) => {
      rooms.push(socket.handshake.query.room);
      next();
    });
    const table = new RoomConnection<TableSnapshot>({ url: server.url, stores: [new MemoryStore()] });
    let phone: RoomConnection | null = null;
    try {
      assert.equal(await table.ready(), true);
      assert.deepEqual(rooms, [undefined], 'a table before its room has no code to give');
      const created = await table.request('room:create', { setup: { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 } });
      assert.ok(created.ok);
      const statuses: string[] = [];
      table.subscribe(() => statuses.push(table.status));
      table.adopt({ role: 'table', code: created.code, token: created.tableToken });
      // The table reconnects at once with its room's code in the URL, and its room's snapshot comes.
      assert.equal(await table.ready(), true);
      await new Promise<void>((resolve) => {
        const check = () => table.snapshot?.code === created.code && (unsubscribe(), resolve());
        const unsubscribe = table.subscribe(check);
        check();
      });
      assert.deepEqual(rooms, [undefined, created.code]);
      assert.ok(statuses.every((s) => s === 'connected'), `the move is no lost connection (${statuses.join(', ')})`);
      // The connection drops: the table comes back with its room's code in the URL again.
      table.socket.disconnect();
      table.socket.connect();
      assert.equal(await table.ready(), true);
      assert.deepEqual(rooms, [undefined, created.code, created.code]);
      // A phone opened at ?room=CODE names the room before it holds a seat.
      phone = new RoomConnection({ url: server.url, stores: [new MemoryStore()], room: created.code });
      assert.equal(await phone.ready(), true);
      assert.deepEqual(rooms, [undefined, created.code, created.code, created.code]);
    } finally {
      table.close();
      phone?.close();
    }
  });
});
