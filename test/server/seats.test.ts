/**
 * Seats and tokens over real sockets: wrong and revoked tokens are refused, the table revokes and
 * reassigns a seat, a phone that drops mid-vote comes back to the same private screen with no
 * action and finishes the game, and the server refuses actions out of phase or out of turn.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { SeatSnapshot, TableSnapshot } from '../../src/games/resistance/room/protocol.ts';
import { claimSeat, createTable, fullTable, spiesOf, startGame, startServer, TestClient, type TestServer } from './harness.ts';
import { assertNoLeaks } from './leaks.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

describe('tokens', () => {
  test('a wrong token, a token of another room, a seat token used as the table: refused at the handshake', async () => {
    const t = await fullTable(server.url, { players: PLAYERS, firstLeader: 0 });
    const { table: other, room: otherRoom } = await createTable(server.url, { players: PLAYERS, firstLeader: 0 });
    const clients: TestClient[] = [];
    const refusedWith = async (auth: Record<string, unknown>) => {
      const c = new TestClient(server.url, 'intruder', auth);
      clients.push(c);
      c.socket.io.reconnection(false);
      return (await c.until(() => c.refusals[0])).code;
    };
    try {
      assert.equal(await refusedWith({ role: 'seat', code: t.room.code, token: 'AAAAAAAAAAAAAAAAAAAAAA' }), 'token-unknown');
      assert.equal(await refusedWith({ role: 'seat', code: otherRoom.code, token: t.phones[0]!.token }), 'token-unknown');
      assert.equal(await refusedWith({ role: 'table', code: t.room.code, token: t.phones[0]!.token }), 'token-unknown');
      assert.equal(await refusedWith({ role: 'seat', code: t.room.code, token: t.room.tableToken }), 'token-unknown');
      assert.equal(await refusedWith({ role: 'seat', code: 'IIIII', token: t.phones[0]!.token }), 'bad-request');
      assert.equal(await refusedWith({ role: 'seat', code: 'ACDEF', token: t.phones[0]!.token }), t.room.code === 'ACDEF' ? 'token-unknown' : 'no-room');
      assert.equal(await refusedWith({ role: 'king', code: t.room.code, token: 'x' }), 'bad-request');
      // A claimed seat cannot be claimed again.
      const guest = new TestClient(server.url, 'guest');
      clients.push(guest);
      await guest.connected();
      assert.equal((await guest.refused('seat:claim', { code: t.room.code, seat: 1 })).code, 'seat-taken');
      assert.equal((await guest.refused('seat:claim', { code: t.room.code, seat: 7 })).code, 'no-seat');
      assert.equal((await guest.refused('seat:claim', { code: 'L0L0L', seat: 1 })).code, 'bad-code');
      // A guest is no seat: it cannot vote, and it learns only the public lobby.
      assert.equal((await guest.refused('game:vote', { approve: true })).code, 'not-seat');
      const lobby = await guest.ok<{ seats: { claimed: boolean }[] }>('room:lookup', { code: t.room.code.toLowerCase() });
      assert.deepEqual(lobby.seats.map((s) => s.claimed), [true, true, true, true, true]);
      // The good token still works, from a second device too (the same seat: same view).
      const again = new TestClient<SeatSnapshot>(server.url, 'seat 2 again', { role: 'seat', code: t.room.code, token: t.phones[2]!.token });
      clients.push(again);
      assert.equal((await again.view()).seat, 2);
    } finally {
      t.close();
      other.close();
      for (const c of clients) c.close();
    }
  });

  test('the table revokes a seat: its phone is told and disconnected, its token refused; another phone takes the seat', async () => {
    const t = await fullTable(server.url, { players: PLAYERS, firstLeader: 0 });
    const extra: TestClient[] = [];
    try {
      const victim = t.phone(3);
      // Only the table revokes.
      assert.equal((await t.phone(1).refused('table:revoke', { seat: 3 })).code, 'not-table');
      const revoked = new Promise<{ seat: number }>((resolve) => victim.socket.once('seat:revoked', resolve));
      const disconnected = new Promise<string>((resolve) => victim.socket.once('disconnect', resolve));
      await t.table.ok('table:revoke', { seat: 3 });
      assert.deepEqual(await revoked, { seat: 3 });
      assert.equal(await disconnected, 'io server disconnect');
      const free = await t.table.view((s) => !s.seats[3]!.claimed && !s.seats[3]!.connected);
      assert.equal(free.seats[3]!.name, 'Dee');
      // The old token is refused, as revoked.
      const old = new TestClient(server.url, 'old phone', { role: 'seat', code: t.room.code, token: t.phones[3]!.token });
      extra.push(old);
      old.socket.io.reconnection(false);
      assert.equal((await old.until(() => old.refusals[0])).code, 'token-revoked');
      // Freed before the first proposal: the deal is withdrawn (R-SET-3), nobody is asked anything.
      await t.table.view((s) => !s.dealt && s.asks.length === 0);
      for (const seat of [0, 1, 2, 4]) await t.phone(seat).view((s) => !s.dealt && s.view.side === null);
      // Another phone claims seat 3: no card yet. The table starts again and every seat gets a new card.
      const replacement = await claimSeat(server.url, t.room.code, 3);
      extra.push(replacement.client);
      assert.equal(replacement.client.latest!.dealt, false);
      assert.equal(replacement.client.latest!.view.side, null);
      await t.table.view((s) => s.seats[3]!.claimed && s.seats[3]!.connected);
      t.phones[3] = replacement;
      assert.equal(await startGame(t.table, t.phones), 2);
      t.spies.splice(0, t.spies.length, ...spiesOf(t.phones));
      assert.equal(t.spies.length, 2);
      await t.propose([0, 1]);
      await t.vote([0, 1, 2, 3, 4]);
      assert.equal(t.table.latest!.view.phase, 'mission');
      // The revoked phone got nothing after the notice but socket.io's DISCONNECT packet.
      const afterRevoke = victim.frames.slice(victim.frames.findIndex((f) => f.raw.includes('seat:revoked')) + 1);
      assert.deepEqual(afterRevoke.map((f) => f.raw), ['1']);
    } finally {
      t.close();
      for (const c of extra) c.close();
    }
  });
});

describe('reconnection', () => {
  test('a phone that drops mid-vote comes back to the same private screen by itself and finishes the game', async () => {
    const t = await fullTable(server.url, { players: PLAYERS, firstLeader: 2 });
    try {
      await t.propose([t.resistance[0]!, t.resistance[1]!]);
      await t.phone(0).ok('game:vote', { approve: false });
      await t.phone(1).ok('game:vote', { approve: true });
      await t.table.view((s) => s.progress?.done === 2);
      // Seat 1 (voted) and seat 4 (not yet) lose their connection.
      for (const seat of [1, 4]) {
        const phone = t.phone(seat);
        const before = phone.snapshots.length;
        phone.socket.io.engine.close();
        // The socket.io client reconnects with its auth; the server sends the snapshot with no request.
        const back = await phone.until(() => (phone.snapshots.length > before && phone.socket.connected ? phone.latest : null));
        assert.equal(back.seat, seat);
        assert.deepEqual(back.progress, { kind: 'vote', done: 2, of: 5, waiting: [2, 3, 4] });
        assert.equal(back.you.vote, seat === 1 ? true : null, 'its own sealed vote is still there');
        assert.equal(back.you.mustVote, seat === 4);
      }
      await t.table.view((s) => s.seats.every((p) => p.connected));
      for (const seat of [2, 3, 4]) await t.phone(seat).ok('game:vote', { approve: true });
      await t.table.view((s) => s.view.phase === 'mission');
      assert.deepEqual(t.table.latest!.view.proposals[0]!.votes, [false, true, true, true, true]);
      await t.settle();
      // Drop a team member mid-mission too.
      const member = t.phone(t.resistance[0]!);
      await member.ok('game:card', { card: 'success' });
      const before = member.snapshots.length;
      member.socket.io.engine.close();
      const back = await member.until(() => (member.snapshots.length > before && member.socket.connected ? member.latest : null));
      assert.equal(back.you.played, true);
      assert.equal(back.you.mustPlay, false);
      await t.phone(t.resistance[1]!).ok('game:card', { card: 'success' });
      await t.table.view((s) => s.view.missions[0]?.result === 'success');
      await t.settle();
      await t.finishResistanceWin();
      assert.equal(t.table.latest!.view.winner?.side, 'resistance');
      assertNoLeaks(
        [{ client: t.table, seat: null, token: t.room.tableToken }, ...t.phones.map((p) => ({ client: p.client, seat: p.seat, token: p.token }))],
        t.spies,
        { logs: server.logs },
      );
    } finally {
      t.close();
    }
  });

  test('the table reconnects with its token and gets the public view back', async () => {
    const t = await fullTable(server.url, { players: PLAYERS, firstLeader: 0 });
    try {
      const table = new TestClient<TableSnapshot>(server.url, 'table again', { role: 'table', code: t.room.code, token: t.room.tableToken });
      const view = await table.view();
      assert.equal(view.view.viewer, 'public');
      assert.equal(view.code, t.room.code);
      // `sync` sends the snapshot again, to the asking device only.
      const [tableCount, phoneCount] = [table.snapshots.length, t.phone(0).snapshots.length];
      await table.ok('sync');
      await table.until(() => table.snapshots.length > tableCount);
      assert.deepEqual(table.snapshots[tableCount]!.view, view.view);
      const before = t.phone(1).snapshots.length;
      await t.phone(1).ok('sync');
      await t.phone(1).until(() => t.phone(1).snapshots.length > before);
      assert.equal(t.phone(1).snapshots[before]!.seat, 1);
      assert.equal(t.phone(0).snapshots.length, phoneCount);
      table.close();
    } finally {
      t.close();
    }
  });
});

describe('the server is the authority', () => {
  test('phase, seat, team and rule checks, with rule ids (R-TEAM-1, R-TEAM-2, R-VOTE-1, R-MIS-1, R-SET-3)', async () => {
    const t = await fullTable(server.url, { players: PLAYERS, firstLeader: 0 });
    const guest = new TestClient(server.url, 'guest');
    try {
      // R-SET-3: a room's roles are dealt by the server.
      await guest.connected();
      assert.equal((await guest.refused('room:create', { setup: { players: PLAYERS, spies: [0, 1] } })).code, 'deal-by-server');
      const badSetup = await guest.refused('room:create', { setup: { players: ['Ann', 'Bob'] } });
      assert.equal(badSetup.rule, 'R-SET-1');
      assert.equal((await guest.refused('room:create', { setup: null })).code, 'bad-request');
      // Only the leader (or the table) proposes; the team size is checked by the engine.
      assert.equal((await t.phone(1).refused('game:propose', { team: [0, 1] })).rule, 'R-TEAM-2');
      assert.equal((await t.phone(0).refused('game:propose', { team: [0, 1, 2] })).rule, 'R-TEAM-1');
      assert.equal((await t.phone(0).refused('game:propose', { team: [0, 0] })).rule, 'R-TEAM-2');
      assert.equal((await t.phone(0).refused('game:propose', 'nonsense')).code, 'bad-request');
      // No vote before a proposal, no card before the mission.
      assert.equal((await t.phone(2).refused('game:vote', { approve: true })).rule, 'R-VOTE-1');
      assert.equal((await t.phone(2).refused('game:card', { card: 'fail' })).rule, 'R-MIS-1');
      // The table may propose for the leader, but never votes.
      await t.table.ok('game:propose', { team: [0, 1] });
      await t.settle();
      assert.equal((await t.table.refused('game:vote', { approve: true })).reason, 'seat-only');
      assert.equal((await t.phone(2).refused('game:vote', { approve: 'yes' })).code, 'bad-request');
      // A second proposal while the vote is in course: the vote first (R-VOTE-1).
      assert.equal((await t.phone(0).refused('game:propose', { team: [0, 1] })).rule, 'R-VOTE-1');
      // Nothing changed while refusing: no vote is counted yet.
      await t.settle();
      assert.deepEqual(t.table.latest!.progress, { kind: 'vote', done: 0, of: 5, waiting: [0, 1, 2, 3, 4] });
      await t.vote([0, 1, 2]);
      assert.equal((await t.phone(0).refused('game:card', { card: 'joker' })).rule, 'R-MIS-1');
      assert.equal((await t.phone(0).refused('game:set-aside', { index: 0 })).rule, 'R-TRP-2');
    } finally {
      t.close();
      guest.close();
    }
  });
});
