/**
 * Setup rules: R-SET-1 (players), R-SET-2 (roles by player count), R-SET-4 (first leader and the
 * leader token moving clockwise).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  apply,
  createGame,
  drawFirstLeader,
  isPlayerCount,
  MAX_PLAYERS,
  MIN_PLAYERS,
  nextSeat,
  resistanceCount,
  spyCount,
  validateSetup,
} from '../../../../src/games/resistance/engine.ts';
import type { GameSetupInput } from '../../../../src/games/resistance/engine.ts';
import { names, newGame, play, playMission, refuses, seats, throwsRule } from '../helpers.ts';

describe('R-SET-1 players: 5 to 10, in a fixed clockwise order', () => {
  it('R-SET-1: accepts every count from 5 to 10 and keeps the seat order', () => {
    assert.equal(MIN_PLAYERS, 5);
    assert.equal(MAX_PLAYERS, 10);
    for (let n = 5; n <= 10; n++) {
      assert.ok(isPlayerCount(n));
      const state = newGame(n);
      assert.deepEqual(state.setup.players, names(n));
      assert.equal(state.phase, 'proposal');
      assert.equal(state.round, 1);
      assert.equal(state.voteTrack, 0);
      assert.deepEqual(state.missions, [null, null, null, null, null]);
      assert.equal(state.winner, null);
    }
  });

  for (const n of [0, 1, 3, 4, 11, 12]) {
    it(`R-SET-1: refuses a table of ${n} players (player-count)`, () => {
      assert.equal(isPlayerCount(n), false);
      const error = throwsRule(
        () => createGame({ players: Array.from({ length: n }, (_, i) => `P${i}`), firstLeader: 0 }),
        'R-SET-1',
        'player-count',
      );
      assert.equal(error.params['count'], n);
    });
  }

  it('R-SET-1: isPlayerCount refuses non-integers', () => {
    assert.equal(isPlayerCount(5.5), false);
    assert.equal(isPlayerCount(Number.NaN), false);
  });

  it('R-SET-1: players must be a list (players-list)', () => {
    throwsRule(() => createGame({ players: 'Ann,Bob' as unknown as string[], firstLeader: 0 }), 'R-SET-1', 'players-list');
  });

  it('R-SET-1: every player needs a non-blank name (player-name); names are trimmed', () => {
    throwsRule(() => createGame({ players: ['Ann', 'Bob', '  ', 'Dee', 'Eve'], firstLeader: 0 }), 'R-SET-1', 'player-name');
    throwsRule(
      () => createGame({ players: ['Ann', 'Bob', 7 as unknown as string, 'Dee', 'Eve'], firstLeader: 0 }),
      'R-SET-1',
      'player-name',
    );
    assert.deepEqual(createGame({ players: [' Ann ', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 }).setup.players[0], 'Ann');
  });

  it('REC-FORMAT: a setup that is not an object is refused', () => {
    throwsRule(() => validateSetup(null as unknown as GameSetupInput), 'REC-FORMAT', 'setup-object');
  });
});

describe('R-SET-2 roles by player count', () => {
  const table: Record<number, [number, number]> = { 5: [3, 2], 6: [4, 2], 7: [4, 3], 8: [5, 3], 9: [6, 3], 10: [6, 4] };
  for (const [n, [resistance, spies]] of Object.entries(table).map(([k, v]) => [Number(k), v] as const)) {
    it(`R-SET-2: ${n} players = ${resistance} resistance + ${spies} spies`, () => {
      assert.equal(spyCount(n), spies);
      assert.equal(resistanceCount(n), resistance);
    });

    it(`R-SET-2: with ${n} players exactly ${spies} spies are accepted, ${spies - 1} and ${spies + 1} refused (spy-count)`, () => {
      const ok = createGame({ players: names(n), firstLeader: 0, spies: seats(spies).reverse() });
      assert.deepEqual(ok.setup.spies, seats(spies), 'spies are stored sorted');
      const few = throwsRule(() => createGame({ players: names(n), firstLeader: 0, spies: seats(spies - 1) }), 'R-SET-2', 'spy-count');
      assert.deepEqual(few.params, { players: n, expected: spies, count: spies - 1 });
      throwsRule(() => createGame({ players: names(n), firstLeader: 0, spies: seats(spies + 1) }), 'R-SET-2', 'spy-count');
    });
  }

  it('R-SET-2: no spies given means table mode (spies unknown)', () => {
    const state = newGame(5);
    assert.equal(state.setup.spies, undefined);
    assert.equal('spies' in state.setup, false);
  });

  it('R-SET-2: an empty spy list is refused (spy-count)', () => {
    throwsRule(() => newGame(5, { spies: [] }), 'R-SET-2', 'spy-count');
  });

  it('R-SET-2: spy seats must be seats of the table (spy-seat)', () => {
    throwsRule(() => newGame(5, { spies: [0, 5] }), 'R-SET-2', 'spy-seat');
    throwsRule(() => newGame(5, { spies: [-1, 2] }), 'R-SET-2', 'spy-seat');
    throwsRule(() => newGame(5, { spies: [0.5, 2] }), 'R-SET-2', 'spy-seat');
    throwsRule(() => newGame(5, { spies: ['1', 2] as unknown as number[] }), 'R-SET-2', 'spy-seat');
  });

  it('R-SET-2: "spies": null means the spies are not known (table mode), like leaving it out', () => {
    assert.equal(newGame(5, { spies: null }).setup.spies, undefined);
  });

  it('R-SET-2: a spy listed twice is refused (spy-duplicate)', () => {
    throwsRule(() => newGame(5, { spies: [3, 3] }), 'R-SET-2', 'spy-duplicate');
  });
});

describe('R-SET-4 first leader, leader token moves clockwise', () => {
  for (let n = 5; n <= 10; n++) {
    it(`R-SET-4: with ${n} players every seat 0–${n - 1} may lead first; -1, ${n}, 1.5 and "0" may not (first-leader)`, () => {
      for (let seat = 0; seat < n; seat++) {
        const state = newGame(n, { firstLeader: seat });
        assert.equal(state.leader, seat);
        assert.equal(state.setup.firstLeader, seat);
      }
      for (const bad of [-1, n, 1.5, '0', null, undefined]) {
        const error = throwsRule(
          () => createGame({ players: names(n), firstLeader: bad as unknown as number }),
          'R-SET-4',
          'first-leader',
        );
        assert.equal(error.params['last'], n - 1);
      }
    });
  }

  it('R-SET-4: drawFirstLeader uses the given source of randomness and checks its range', () => {
    assert.equal(drawFirstLeader(7, () => 4), 4);
    const asked: number[] = [];
    drawFirstLeader(9, (k) => {
      asked.push(k);
      return 0;
    });
    assert.deepEqual(asked, [9]);
    assert.throws(() => drawFirstLeader(5, () => 5), RangeError);
    assert.throws(() => drawFirstLeader(5, () => -1), RangeError);
  });

  it('R-SET-4: a proposal naming another seat as leader is refused (wrong-leader); naming the leader is accepted', () => {
    const state = newGame(5, { firstLeader: 2 });
    for (const wrong of [0, 1, 3, 4, 7, -1]) {
      const error = refuses(state, { type: 'proposal', team: [0, 1], leader: wrong }, 'R-SET-4', 'wrong-leader');
      assert.equal(error.params['seat'], 2);
    }
    const next = apply(state, { type: 'proposal', team: [0, 1], leader: 2 });
    assert.equal(next.proposals[0]!.leader, 2);
  });

  it('R-SET-4: the leader of the accepted proposal is recorded even when the event leaves it out', () => {
    const next = apply(newGame(6, { firstLeader: 4 }), { type: 'proposal', team: [0, 1] });
    assert.deepEqual(next.events[0], { type: 'proposal', team: [0, 1], leader: 4 });
  });

  it('R-SET-4: nextSeat goes clockwise and wraps from the last seat to seat 0', () => {
    for (let n = 5; n <= 10; n++) {
      for (let s = 0; s < n - 1; s++) assert.equal(nextSeat(s, n), s + 1);
      assert.equal(nextSeat(n - 1, n), 0);
    }
  });

  it('R-SET-4: the leader token passes clockwise on every rejection, wrapping around the table', () => {
    let state = newGame(5, { firstLeader: 3 });
    const leaders: number[] = [state.leader];
    for (let i = 0; i < 4; i++) {
      state = play(state, { type: 'proposal', team: [0, 1], leader: state.leader }, { type: 'vote', approve: [] });
      leaders.push(state.leader);
    }
    assert.deepEqual(leaders, [3, 4, 0, 1, 2]);
  });

  it('R-SET-4: the leader token passes clockwise after every mission, wrapping around the table', () => {
    let state = newGame(6, { firstLeader: 4 });
    const leaders: number[] = [state.leader];
    state = playMission(state, 0);
    leaders.push(state.leader);
    state = playMission(state, 1);
    leaders.push(state.leader);
    state = playMission(state, 0);
    leaders.push(state.leader);
    assert.deepEqual(leaders, [4, 5, 0, 1]);
  });

  it('R-SET-4: the proposal after a rejection must come from the next seat', () => {
    const state = play(newGame(5), { type: 'proposal', team: [0, 1] }, { type: 'vote', approve: [0] });
    assert.equal(state.leader, 1);
    refuses(state, { type: 'proposal', team: [0, 1], leader: 0 }, 'R-SET-4', 'wrong-leader');
    assert.equal(apply(state, { type: 'proposal', team: [0, 1], leader: 1 }).proposals[1]!.leader, 1);
  });
});
