/**
 * The expansion modules combined in the engine: the Trapper, the Reverser and the
 * Inquisitor in records, undo and random combinations with the variants (each module's own
 * tests: test/games/resistance/modules/trapper/, reverser/, inquisitor/).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { apply, replayRecord, requiredTeamSize, toRecord, withoutLastEvent } from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameState, MissionNumber } from '../../../../src/games/resistance/engine.ts';
import { assertSharedSeatViews, newGame, play, seats } from '../helpers.ts';

/** Proposes `team` and has everyone approve it. */
function approve(state: GameState, team: number[], mission?: MissionNumber): GameState {
  const proposal: GameEvent = { type: 'proposal', team };
  if (mission !== undefined) proposal.mission = mission;
  return play(state, proposal, { type: 'vote', approve: seats(state.setup.players.length) });
}

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
          assertSharedSeatViews(state);
        }
        assert.deepEqual(replayRecord(JSON.parse(JSON.stringify(toRecord(state)))), state);
      }),
      { numRuns: 60 },
    );
  });
});
