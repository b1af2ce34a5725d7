/**
 * Expansion modules of issue 6 in the engine: the Reverser (R-REVS-1 … R-REVS-3), alone and
 * combined with the Trapper and the Inquisitor (their own tests: test/games/resistance/modules/trapper/
 * and inquisitor/), with the seed's worked example (seed 001: the Reverser on mission 2 at 8
 * players).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { apply, replayRecord, requiredTeamSize, toRecord, viewFor, withoutLastEvent } from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameState, MissionNumber } from '../../../../src/games/resistance/engine.ts';
import { newGame, play, refuses, seats, throwsRule } from '../helpers.ts';

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

describe('modules in records and undo', () => {
  it('records with modules replay, and undo goes back over an inquisition', () => {
    let state = newGame(7, { modules: { trapper: true, inquisitor: true, reverser: { spy: true } } });
    state = apply(approve(state, [0, 1, 2]), { type: 'mission', fails: 0, reverses: 1 });
    state = apply(approve(state, [0, 1, 2, 3]), { type: 'mission', fails: 1 });
    state = apply(state, { type: 'inquisition', target: 2 });
    const record = toRecord(state);
    assert.deepEqual(record.setup.modules, { trapper: true, inquisitor: true, reverser: { resistance: false, spy: true } });
    assert.deepEqual(replayRecord(JSON.parse(JSON.stringify(record))), state);
    const back = withoutLastEvent(state)!;
    assert.equal(back.state.phase, 'inquisition');
    assert.deepEqual(back.undone, { type: 'inquisition', target: 2 });
  });

  it('property: any combination of modules and variants replays to the same state', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.integer({ min: 5, max: 10 }), (trapper, inquisitor, reverser, targeting, players) => {
        const modules = { trapper, inquisitor, ...(reverser ? { reverser: { resistance: true, spy: true } } : {}) };
        let state = newGame(players, { modules, variants: targeting ? ['targeting', 'blind-spies'] : [] });
        for (let i = 0; i < 5 && state.phase !== 'over'; i++) {
          if (state.phase === 'inquisition') {
            const token = state.inquisitor!;
            const target = seats(players).find((s) => s !== token.holder && !token.pastHolders.includes(s))!;
            state = apply(state, { type: 'inquisition', target });
          }
          const mission = targeting ? ([1, 2, 3, 4, 5].find((m) => state.missions[m - 1] === null && m !== 5) ?? 5) as MissionNumber : undefined;
          const size = requiredTeamSize(state, mission ?? (state.round as MissionNumber));
          state = approve(state, seats(players).slice(0, size), mission);
          const event: GameEvent = { type: 'mission', fails: i % 2 };
          if (reverser) event.reverses = 0;
          state = apply(state, event);
        }
        assert.deepEqual(replayRecord(JSON.parse(JSON.stringify(toRecord(state)))), state);
      }),
      { numRuns: 60 },
    );
  });
});
