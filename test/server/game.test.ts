/**
 * Whole games through the room server over real sockets on loopback: a table device and one phone
 * per player, secret votes (R-VOTE-1) and mission cards (R-MIS-1, R-MIS-2) sent by the phones,
 * every frame each device received searched for other seats' secrets.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../src/games/resistance/room/protocol.ts';
import type { SeatSnapshot } from '../../src/games/resistance/room/protocol.ts';
import { fullTable, startServer, type TestServer } from './harness.ts';
import { assertNoLeaks, assertSecretStepsOpaque, type Receiver } from './leaks.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

describe('a whole 5-player game through the room server', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('secret votes and cards, mission results as counts, no secret in any frame (R-VOTE-1, R-MIS-1, R-MIS-2)', async () => {
    const t = await fullTable(server.url, { players: PLAYERS, firstLeader: 0 });
    try {
      // The room: a join code of the alphabet, a join URL and its QR code.
      assert.match(t.room.code, new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`));
      assert.equal(t.room.joinUrl, `http://resistance.test/?room=${t.room.code}`);
      assert.match(t.room.qrSvg, /^<svg[\s\S]*<\/svg>\s*$/);
      // R-SET-2: 2 spies at 5, dealt by the server; every seat connected.
      assert.equal(t.spies.length, 2);
      const [r0, r1, r2] = t.resistance as [number, number, number];
      const [s0, s1] = t.spies as [number, number];
      await t.table.view((s) => s.seats.every((p) => p.claimed && p.connected));
      assert.equal(t.table.latest!.view.rolesDealt, true);
      assert.equal(t.table.latest!.view.secretVotes, true);

      // Round 1 (leader Ann): a spy on the team plays Fail; a resistance Fail is played as Success (R-MIS-2).
      await t.propose([s0, r0]);
      // While the vote is in course the table knows only "k of n voted" and who is still to vote, not how anyone voted.
      await t.phone(0).ok('game:vote', { approve: true });
      const partial = await t.table.view((s) => s.progress?.done === 1);
      assert.deepEqual(partial.progress, { kind: 'vote', done: 1, of: 5, waiting: [1, 2, 3, 4] });
      assert.equal(partial.view.proposals[0]!.votes, null);
      const own = await t.phone(0).view((s) => s.you.vote !== null);
      assert.equal(own.you.vote, true);
      assert.equal(own.you.mustVote, false);
      // R-VOTE-1: one vote per seat.
      const again = await t.phone(0).refused('game:vote', { approve: false });
      assert.equal(again.rule, 'R-VOTE-1');
      assert.equal(again.code, 'rule');
      for (const seat of [1, 2, 3, 4]) await t.phone(seat).ok('game:vote', { approve: true });
      await t.table.view((s) => s.view.phase === 'mission');
      assert.deepEqual(t.table.latest!.view.proposals[0]!.votes, [true, true, true, true, true]);
      await t.settle();
      assert.equal(t.phone(s0).latest!.you.mustPlay, true);
      assert.equal(t.phone(r1).latest!.you.mustPlay, false);
      // R-MIS-1: only team members play.
      assert.equal((await t.phone(r1).refused('game:card', { card: 'success' })).rule, 'R-MIS-1');
      const spyAck = await t.phone(s0).request('game:card', { card: 'fail' });
      const resistanceAck = await t.phone(r0).request('game:card', { card: 'fail' });
      // The same answer whatever the card and whoever played it.
      assert.deepEqual(spyAck, { ok: true });
      assert.deepEqual(resistanceAck, { ok: true });
      const m1 = (await t.table.view((s) => s.view.missions[0] !== null)).view.missions[0]!;
      assert.equal(m1.fails, 1, 'only the spy’s Fail counts (R-MIS-2)');
      assert.equal(m1.result, 'fail');
      await t.settle();

      // Round 2 (leader Bob): a team rejected 2–3 (R-VOTE-2), then a resistance team approved.
      await t.propose([r0, r1, s1]);
      await t.vote([r0, r1]);
      const rejected = t.table.latest!.view;
      assert.equal(rejected.proposals[1]!.approved, false);
      assert.equal(rejected.voteTrack, 1); // R-VOTE-3
      assert.equal(rejected.leader, 2);
      await t.propose([r0, r1, r2]);
      await t.vote([0, 1, 2, 3, 4]);
      await t.play({ [r2]: 'fail' }); // R-MIS-2: played as Success
      assert.equal(t.table.latest!.view.missions[1]!.result, 'success');
      assert.equal(t.table.latest!.view.missions[1]!.fails, 0);

      // Rounds 3 and 4: resistance teams, resistance wins (R-END-1).
      await t.finishResistanceWin();
      const end = t.table.latest!;
      assert.equal(end.view.phase, 'over');
      assert.deepEqual(end.view.winner, { side: 'resistance', reason: 'three-successes' });
      // At the end the cards are turned over for all.
      assert.deepEqual(end.endReveal?.spies, [...t.spies].sort((a, b) => a - b));
      for (const p of t.phones) assert.deepEqual((p.client.latest as SeatSnapshot).endReveal?.spies, end.endReveal?.spies);
      // R-END-1: nothing more.
      assert.equal((await t.phone(end.view.leader).refused('game:propose', { team: [r0, r1] })).rule, 'R-END-1');

      const receivers: Receiver[] = [
        { client: t.table, seat: null, token: t.room.tableToken },
        ...t.phones.map((p) => ({ client: p.client, seat: p.seat, token: p.token })),
      ];
      const { frames } = assertNoLeaks(receivers, t.spies, { logs: server.logs });
      assert.ok(frames > 100, `recorded ${frames} frames`);
      // The secret steps were really observed mid-way (not only before and after).
      assert.ok(assertSecretStepsOpaque(t.table) >= 10);
    } finally {
      t.close();
    }
  });

  test('a leak is caught: the checker fails on a frame naming a spy or another seat’s token', async () => {
    const t = await fullTable(server.url, { players: PLAYERS, firstLeader: 1 });
    try {
      const receivers: Receiver[] = t.phones.map((p) => ({ client: p.client, seat: p.seat, token: p.token }));
      assert.doesNotThrow(() => assertNoLeaks(receivers, t.spies));
      // A resistance phone that received the spies (as a buggy server would send them).
      const victim = t.phone(t.resistance[0]!);
      const leaked = JSON.stringify(['seat:view', { ...victim.latest!, view: { ...victim.latest!.view, knownSpies: t.spies } }]);
      victim.frames.push({ raw: `2${leaked}`, packet: { type: 2, id: null, payload: JSON.parse(leaked) } });
      assert.throws(() => assertNoLeaks(receivers, t.spies), /knownSpies/);
      victim.frames.pop();
      victim.frames.push({ raw: `2["x",{"side":"spies"}]`, packet: { type: 2, id: null, payload: ['x', { side: 'spies' }] } });
      assert.throws(() => assertNoLeaks(receivers, t.spies), /spy/);
      victim.frames.pop();
      victim.frames.push({ raw: `2["x","${t.phones[4]!.token}"]`, packet: { type: 2, id: null, payload: ['x', t.phones[4]!.token] } });
      assert.throws(() => assertNoLeaks(receivers, t.spies), /token/);
      victim.frames.pop();
    } finally {
      t.close();
    }
  });
});
