/**
 * consistentSpySets: the assistant's deduction from public mission results (R-MIS-2, R-SET-2),
 * checked against hand-worked cases.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apply, consistentSpySets, createGame, viewFor } from '../../src/engine/index.ts';
import type { GameEvent, GameState } from '../../src/engine/index.ts';

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
