/**
 * withoutLastEvent: undo by replaying every event but the last (the state is the fold of the log).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apply, createGame, withoutLastEvent } from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameState } from '../../../../src/games/resistance/engine.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

function play(events: GameEvent[]): GameState[] {
  const states = [createGame({ players: PLAYERS, firstLeader: 0 })];
  for (const event of events) states.push(apply(states[states.length - 1]!, event));
  return states;
}

describe('undo (withoutLastEvent)', () => {
  it('gives back exactly the state before each event, all the way to the start', () => {
    const states = play([
      { type: 'proposal', team: [0, 1] },
      { type: 'vote', approve: [0] }, // rejected: R-VOTE-3, the vote track moves to 1
      { type: 'proposal', team: [1, 2] },
      { type: 'vote', approve: [0, 1, 2] },
      { type: 'mission', fails: 1 },
    ]);
    for (let i = states.length - 1; i > 0; i--) {
      const back = withoutLastEvent(states[i]!);
      assert.ok(back);
      assert.deepEqual(back.state, states[i - 1]);
      assert.deepEqual(back.undone, states[i]!.events[i - 1]);
    }
    assert.equal(withoutLastEvent(states[0]!), null);
  });

  it('R-VOTE-4: undoing the fifth rejection reopens the game', () => {
    const events: GameEvent[] = [];
    for (let i = 0; i < 5; i++) events.push({ type: 'proposal', team: [0, 1] }, { type: 'vote', approve: [] });
    const states = play(events);
    const over = states[states.length - 1]!;
    assert.equal(over.phase, 'over');
    const back = withoutLastEvent(over)!;
    assert.equal(back.state.phase, 'vote');
    assert.equal(back.state.winner, null);
    assert.equal(back.state.voteTrack, 4);
  });
});
