/**
 * The Reverser module's mission results in the engine (rules §4.6, R-REVS-1 … R-REVS-3), with the
 * seed's worked example (seed 001: the Reverser on mission 2 at 8 players) and the Trapper's
 * counted cards (R-TRP-2, R-MIS-4). Its refusals of counts and setups: reverser.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apply, viewFor } from '../../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameState, MissionNumber } from '../../../../../src/games/resistance/engine.ts';
import { newGame, play, refuses, seats, throwsRule } from '../../helpers.ts';

/** Proposes `team` and has everyone approve it. */
function approve(state: GameState, team: number[], mission?: MissionNumber): GameState {
  const proposal: GameEvent = { type: 'proposal', team };
  if (mission !== undefined) proposal.mission = mission;
  return play(state, proposal, { type: 'vote', approve: seats(state.setup.players.length) });
}

describe('Reverser (R-REVS-1 … R-REVS-3)', () => {
  const both = { modules: { reverser: { resistance: true, spy: true } } };

  it('R-REVS-3, seed 001: 8 players, mission 2, Success, Success, Fail, Reverse → success', () => {
    // The example is on mission 2 (team of 4 at 8 players): play mission 1 first.
    const atTwo = approve(apply(approve(newGame(8, both), [0, 1, 2]), { type: 'mission', fails: 0 }), [0, 1, 2, 3]);
    const m2 = apply(atTwo, { type: 'mission', fails: 1, reverses: 1 });
    assert.equal(m2.missions[1]!.result, 'success');
    assert.equal(m2.missions[1]!.reverses, 1);
    assert.equal(viewFor(m2, 'public').missions[1]!.reverses, 1);
  });

  it('R-REVS-3: exactly one Reverse flips the result; none or two leave it', () => {
    const state = approve(newGame(8, both), [0, 1, 2]);
    assert.equal(apply(state, { type: 'mission', fails: 0, reverses: 1 }).missions[0]!.result, 'fail');
    assert.equal(apply(state, { type: 'mission', fails: 1, reverses: 2 }).missions[0]!.result, 'fail');
    assert.equal(apply(state, { type: 'mission', fails: 0, reverses: 2 }).missions[0]!.result, 'success');
    assert.equal(apply(state, { type: 'mission', fails: 0, reverses: 0 }).missions[0]!.result, 'success');
  });

  it('R-REVS-2: no more Reverse cards than Reversers in the game; none without the module', () => {
    const one = approve(newGame(8, { modules: { reverser: { spy: true } } }), [0, 1, 2]);
    refuses(one, { type: 'mission', fails: 0, reverses: 2 }, 'R-REVS-2', 'reverses-count');
    refuses(approve(newGame(8), [0, 1, 2]), { type: 'mission', fails: 0, reverses: 1 }, 'R-REVS-2', 'reverses-without-module');
    refuses(one, { type: 'mission', fails: 3, reverses: 1 }, 'R-MIS-1', 'cards-counted');
  });

  it('R-REVS-1: the module needs at least one Reverser; modules are checked (REC-FORMAT)', () => {
    throwsRule(() => newGame(5, { modules: { reverser: {} } }), 'R-REVS-1', 'reverser-none');
    throwsRule(() => newGame(5, { modules: { smoke: true } as never }), 'REC-FORMAT', 'module-unknown');
    throwsRule(() => newGame(5, { modules: { trapper: 'yes' } as never }), 'REC-FORMAT', 'module-flag');
  });

  it('Trapper + Reverser on mission 4 at 7+: the two-fail threshold on the counted cards first, then the flip', () => {
    const state = approve(
      newGame(7, { variants: ['targeting'], modules: { trapper: true, reverser: { resistance: true, spy: true } } }),
      [0, 1, 2, 3, 4],
      4,
    );
    assert.equal(apply(state, { type: 'mission', fails: 2, reverses: 1 }).missions[3]!.result, 'success');
    assert.equal(apply(state, { type: 'mission', fails: 1, reverses: 1 }).missions[3]!.result, 'fail');
    refuses(state, { type: 'mission', fails: 3, reverses: 2 }, 'R-TRP-2', 'cards-counted');
  });
});
