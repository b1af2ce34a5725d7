/**
 * The last result (core/last-result.ts): the consequence of the last vote or mission, the very one
 * the event's `step` gave, through later proposals; `null` before the first vote.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apply, createGame, lastResult, step } from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameState } from '../../../../src/games/resistance/engine.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

test('the last vote or mission, as its step said it, until the next', () => {
  let state: GameState = createGame({ players: PLAYERS, firstLeader: 0 });
  assert.equal(lastResult(state), null, 'nothing before the first vote');
  state = apply(state, { type: 'proposal', team: [0, 1] });
  assert.equal(lastResult(state), null, 'a proposal is no result');
  const rejected = step(state, { type: 'vote', approve: [0] });
  state = rejected.state;
  assert.deepEqual(lastResult(state), rejected.consequence);
  state = apply(state, { type: 'proposal', team: [1, 2] });
  assert.deepEqual(lastResult(state), rejected.consequence, 'kept through the next proposal');
  const approved = step(state, { type: 'vote', approve: [0, 1, 2, 3, 4] });
  assert.deepEqual(lastResult(approved.state), approved.consequence);
  const mission = step(approved.state, { type: 'mission', fails: 1 } as GameEvent);
  assert.deepEqual(lastResult(mission.state), mission.consequence);
  assert.equal(lastResult(mission.state)?.kind, 'mission');
});
