/**
 * The platform's game runner and its in-page transport (src/platform/runner/): a Resistance room
 * run in the page through the game's `RoomGame` contract, as the room server runs it. The deal at
 * the table's start (R-SET-3), the leader's proposal from the table (R-TEAM-2), the secret votes
 * from the seats' connections (R-VOTE-1): each device's snapshot is its allow-list view with its own
 * asks, every device hears each change with its consequences, a refusal carries its rule id and
 * changes nothing, and a vote sealed in the room stays sealed in the room's record (a reload of a
 * seat's page reads it back from its snapshot).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GameRunner } from '../../src/platform/runner/game-runner.ts';
import { LocalRoom } from '../../src/platform/runner/local-room.ts';
import { resistanceRoomGame } from '../../src/games/resistance/room/room-game.ts';
import type { SeatSnapshot, TableSnapshot } from '../../src/games/resistance/room/protocol.ts';
import type { RoomGame } from '../../src/platform/rooms/room-game.ts';
import { validateSetup } from '../../src/games/resistance/engine.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
/** A fixed draw: the same deal every run. */
const draw = (n: number) => 1 % n;

function room() {
  const runner = new GameRunner(resistanceRoomGame as unknown as RoomGame, { players: PLAYERS, firstLeader: 0 }, draw);
  return { runner, local: new LocalRoom(runner) };
}

describe('the game runner over a local room', () => {
  test('deals at the start, asks each device its own step, takes every action through act', async () => {
    const { runner, local } = room();
    const table = local.table<TableSnapshot>();
    const seats = PLAYERS.map((_, seat) => local.seat<SeatSnapshot>(seat));
    assert.equal(seats[0]!.snapshot.dealt, false);
    assert.deepEqual(seats[0]!.snapshot.asks, [], 'nothing is asked before the deal (R-SET-3)');

    let heard = 0;
    seats[1]!.subscribe(() => heard++);
    assert.deepEqual(await table.request('table:start'), { ok: true });
    assert.equal(heard, 1, 'every device hears the deal');
    assert.equal(seats[1]!.snapshot.dealt, true);
    assert.equal(seats[1]!.snapshot.deals, 1);
    // Each seat learns its own card: its view has its own role and no other seat's unless a spy's.
    const own = seats[1]!.snapshot.view;
    assert.equal(own.players.length, 5);
    assert.equal(JSON.stringify(table.snapshot).includes('"spies"'), false, "the table's snapshot holds no spy");

    // The leader's proposal is asked of seat 0 and may be recorded on the table.
    const propose = table.snapshot.asks.find((ask) => ask.kind === 'propose');
    assert.ok(propose, 'the table sees the public ask to propose');
    assert.equal(propose.seat, 0);
    const version = runner.version;
    const refused = await seats[1]!.request('game:propose', { team: [0, 1] });
    assert.equal(refused.ok, false, 'a seat that does not lead may not propose');
    assert.equal(runner.version, version, 'a refusal changes nothing');
    const accepted = await table.request('game:propose', { team: [0, 1] });
    assert.deepEqual(accepted, { ok: true });

    // The secret votes: each seat is asked its own vote; a vote is sealed in the room's record.
    for (const [seat, connection] of seats.entries()) {
      assert.ok(connection.snapshot.asks.some((ask) => ask.kind === 'vote' && ask.seat === seat && ask.secret), `seat ${seat} is asked its vote`);
    }
    assert.deepEqual(await seats[2]!.request('game:vote', { approve: false }), { ok: true });
    assert.equal(seats[2]!.snapshot.you.vote, false, "the seat's snapshot keeps its sealed vote");
    assert.equal(local.seat<SeatSnapshot>(2).snapshot.you.vote, false, 'a new connection of the seat (a reload) reads it back');
    assert.equal(seats[3]!.snapshot.you.vote, null, 'no other seat learns it');
    const twice = await seats[2]!.request('game:vote', { approve: true });
    assert.equal(twice.ok, false);
    assert.equal(twice.ok === false && twice.error.code, 'rule');
    assert.match(twice.ok === false ? String(twice.error.rule) : '', /^R-VOTE/, 'a refusal names its rule');

    for (const seat of [0, 1, 3, 4]) assert.equal((await seats[seat]!.request('game:vote', { approve: true })).ok, true);
    assert.equal(table.snapshot.view.phase, 'mission', 'four approvals of five: the team goes on its mission (R-VOTE-3)');
    assert.ok(table.snapshot.consequences.length > 0, 'the last vote has consequences for every device to say');
  });

  test('a request that is no action of the game is refused as such', async () => {
    const { local } = room();
    const table = local.table<TableSnapshot>();
    await table.request('table:start');
    const reply = await table.request('game:nothing', {});
    assert.equal(reply.ok, false);
    assert.equal(reply.ok === false && reply.error.code, 'bad-request');
  });

  test('goes on with a game of one table (cards in hand, votes in the open): the table records the vote and the mission', async () => {
    const setup = validateSetup({ players: PLAYERS, firstLeader: 1 });
    const runner = GameRunner.resume(resistanceRoomGame as unknown as RoomGame, { setup, events: [], pending: null, notes: [] }, draw, { dealtByHand: true });
    const table = new LocalRoom(runner).table<TableSnapshot>();
    assert.equal(table.snapshot.dealt, true, 'cards dealt by hand: the game is under way');
    assert.deepEqual(table.snapshot.asks.map((ask) => ask.kind), ['propose'], 'the table is asked the proposal (R-TEAM-2)');
    const wrong = await table.request('game:propose', { team: [1, 2], leader: 0 });
    assert.equal(wrong.ok === false && wrong.error.rule, 'R-SET-4', 'the leader the table means is checked');
    assert.deepEqual(await table.request('game:propose', { team: [1, 2], leader: 1 }), { ok: true });
    assert.deepEqual(table.snapshot.asks, [{ kind: 'vote', seat: null, table: true, secret: false }], 'the vote is the table\'s to record');
    const secret = await table.request('game:vote', { approve: true });
    assert.equal(secret.ok === false && secret.error.rule, 'REC-EVENT', 'no seat votes in secret here');
    assert.deepEqual(await table.request('game:record-vote', { approve: [0, 1, 2] }), { ok: true });
    assert.deepEqual(table.snapshot.asks.map((ask) => ask.kind), ['mission']);
    const bad = await table.request('game:record-mission', { fails: 'one' });
    assert.equal(bad.ok === false && bad.error.code, 'bad-request');
    assert.deepEqual(await table.request('game:record-mission', { fails: 1 }), { ok: true });
    assert.deepEqual(
      runner.events,
      [{ type: 'proposal', team: [1, 2], leader: 1 }, { type: 'vote', approve: [0, 1, 2] }, { type: 'mission', fails: 1 }],
      'the events as the table recorded them',
    );
    assert.equal(table.snapshot.view.missions[0]?.result, 'fail');
    // The same game resumed from its events goes on where it was.
    const again = new LocalRoom(GameRunner.resume(resistanceRoomGame as unknown as RoomGame, { setup, events: [...runner.events], pending: null, notes: [] }, draw, { dealtByHand: true })).table<TableSnapshot>();
    assert.deepEqual(again.snapshot.asks, table.snapshot.asks);
  });

  test('a room refuses what only a table of one device records: its votes and cards are secret', async () => {
    const { local } = room();
    const table = local.table<TableSnapshot>();
    await table.request('table:start');
    await table.request('game:propose', { team: [0, 1] });
    const vote = await table.request('game:record-vote', { approve: [0, 1, 2] });
    assert.equal(vote.ok === false && vote.error.rule, 'R-VOTE-1');
  });
});
