/**
 * consistentSpySets: the assistant's deduction from public mission results (R-MIS-2, R-SET-2),
 * checked against hand-worked cases.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apply, consistentSpySets, createGame, playerNotes, viewFor } from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameState } from '../../../../src/games/resistance/engine.ts';

function play(players: number, events: GameEvent[]): GameState {
  let state = createGame({ players: Array.from({ length: players }, (_, i) => `P${i + 1}`), firstLeader: 0 });
  for (const event of events) state = apply(state, event);
  return state;
}

describe('assistant: spy sets consistent with the public record (R-MIS-2, R-SET-2)', () => {
  it('before any mission, every set of the right size is consistent: C(5,2) = 10, C(10,4) = 210', () => {
    assert.equal(consistentSpySets(viewFor(play(5, []), 'public')).sets.length, 10);
    const ten = consistentSpySets(viewFor(play(10, []), 'public'));
    assert.equal(ten.sets.length, 210);
    assert.equal(ten.total, 210);
    for (const share of ten.share) assert.equal(share, 84 / 210); // C(9,3) sets hold each seat
  });

  it('after a failed 2-person mission in a 5-player game, every consistent set contains one of the two', () => {
    const state = play(5, [
      { type: 'proposal', team: [0, 1] },
      { type: 'vote', approve: [0, 1, 2] },
      { type: 'mission', fails: 1 },
    ]);
    const { sets, share } = consistentSpySets(viewFor(state, 'public'));
    for (const set of sets) assert.ok(set.includes(0) || set.includes(1), `set ${set}`);
    // All sets with 0 or 1: 10 − C(3,2) = 7.
    assert.equal(sets.length, 7);
    assert.equal(share[0], 4 / 7); // {0,1} {0,2} {0,3} {0,4}
    assert.equal(share[2], 2 / 7); // {0,2} {1,2}
  });

  it('two Fail cards on a 2-person team: both are spies, the only consistent set', () => {
    const state = play(5, [
      { type: 'proposal', team: [2, 4] },
      { type: 'vote', approve: [0, 1, 2] },
      { type: 'mission', fails: 2 },
    ]);
    const { sets, share } = consistentSpySets(viewFor(state, 'public'));
    assert.deepEqual(sets, [[2, 4]]);
    assert.deepEqual(share, [0, 0, 1, 0, 1]);
  });

  it('a success rules nothing out: spies may play Success', () => {
    const state = play(5, [
      { type: 'proposal', team: [0, 1] },
      { type: 'vote', approve: [0, 1, 2] },
      { type: 'mission', fails: 0 },
    ]);
    assert.equal(consistentSpySets(viewFor(state, 'public')).sets.length, 10);
  });
});

describe('assistant: player notes from the public record (R-VOTE-1, R-MIS-1)', () => {
  it('lists missions, approved teams that failed, rejected teams that succeeded and proposals led', () => {
    // 5 players, P1 leads. Round 1: P1's team [0, 1] rejected (only P1, P2 approve); P2's team
    // [1, 2] approved by P2, P3, P4 and succeeds. Round 2: P3's team [2, 3, 4] approved by P1, P3,
    // P4, P5 and fails with one Fail card.
    const state = play(5, [
      { type: 'proposal', team: [0, 1] },
      { type: 'vote', approve: [0, 1] },
      { type: 'proposal', team: [1, 2] },
      { type: 'vote', approve: [1, 2, 3] },
      { type: 'mission', fails: 0 },
      { type: 'proposal', team: [2, 3, 4] },
      { type: 'vote', approve: [0, 2, 3, 4] },
      { type: 'mission', fails: 1 },
    ]);
    const notes = playerNotes(viewFor(state, 'public'));
    assert.equal(notes.length, 5);
    const m1 = { mission: 1, result: 'success', fails: 0 };
    const m2 = { mission: 2, result: 'fail', fails: 1 };
    assert.deepEqual(notes[0], { seat: 0, onMissions: [], approvedFailed: [m2], rejectedSucceeded: [m1], led: { proposals: 1, approved: 0 } });
    assert.deepEqual(notes[1], { seat: 1, onMissions: [m1], approvedFailed: [], rejectedSucceeded: [], led: { proposals: 1, approved: 1 } });
    assert.deepEqual(notes[2], { seat: 2, onMissions: [m1, m2], approvedFailed: [m2], rejectedSucceeded: [], led: { proposals: 1, approved: 1 } });
    assert.deepEqual(notes[4], { seat: 4, onMissions: [m2], approvedFailed: [m2], rejectedSucceeded: [m1], led: { proposals: 0, approved: 0 } });
  });

  it('uses only the public view: the same notes whether or not the app knows the spies', () => {
    const events: GameEvent[] = [
      { type: 'proposal', team: [0, 1] },
      { type: 'vote', approve: [0, 1, 2] },
      { type: 'mission', fails: 1 },
    ];
    let dealt = createGame({ players: ['A', 'B', 'C', 'D', 'E'], firstLeader: 0, spies: [1, 3] });
    for (const event of events) dealt = apply(dealt, event);
    assert.deepEqual(playerNotes(viewFor(dealt, 'public')), playerNotes(viewFor(play(5, events), 'public')));
  });
});
