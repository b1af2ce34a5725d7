/**
 * The last result (core/last-result.ts): the consequence of the last vote or mission, the very one
 * the event's `step` gave, through later proposals; `null` before the first vote.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apply, createGame, lastResult, madeFrom, step } from '../../../../src/games/resistance/engine.ts';
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

test('found from the state an action was made from, as a replay of the whole log finds it', () => {
  // States made one from the other (madeFrom), each asked once: every answer must be the replay's.
  const fresh = (state: GameState) => lastResult({ ...state });
  let state: GameState = createGame({ players: PLAYERS, firstLeader: 0 });
  const chain: GameState[] = [state];
  const events: GameEvent[] = [
    { type: 'proposal', team: [0, 1] },
    { type: 'vote', approve: [0] },
    { type: 'proposal', team: [1, 2] },
    { type: 'vote', approve: [0, 1, 2, 3, 4] },
    { type: 'mission', fails: 0 } as GameEvent,
    { type: 'proposal', team: [2, 3, 4] },
  ];
  for (const event of events) {
    const next = apply(state, event);
    madeFrom(next, state);
    chain.push(next);
    state = next;
  }
  for (const s of chain) assert.deepEqual(lastResult(s), fresh(s), `after ${s.events.length} events`);
  // A state said to come from one whose log it does not extend (an undo) is replayed whole.
  const undone = chain[4]!;
  const other = { ...undone };
  madeFrom(other, chain[6]!);
  assert.deepEqual(lastResult(other), fresh(undone), 'the log of the state it was said to come from is not its own: replayed whole');
  assert.equal(lastResult(other)?.kind, 'voted');
  assert.deepEqual(lastResult(chain[5]!), fresh(chain[5]!));
  assert.equal(lastResult(chain[5]!)?.kind, 'mission');
});
