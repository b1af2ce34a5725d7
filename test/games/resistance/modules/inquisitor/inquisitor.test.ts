/**
 * The Inquisitor module in the engine (rules §4.5, R-INQ-1 … R-INQ-3, R-MOD-REVEAL), with the
 * seed's worked example (seed 001: Sławek and Marta). Combined with the other expansion modules:
 * test/games/resistance/combined/modules.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apply, viewFor } from '../../../../../src/games/resistance/engine.ts';
import type { GameState } from '../../../../../src/games/resistance/engine.ts';
import { newGame, play, refuses, seats } from '../../helpers.ts';

/** Proposes `team` and has everyone approve it. */
function approve(state: GameState, team: number[]): GameState {
  return play(state, { type: 'proposal', team }, { type: 'vote', approve: seats(state.setup.players.length) });
}

describe('Inquisitor (R-INQ-1 … R-INQ-3)', () => {
  const inquisitor = { modules: { inquisitor: true } };

  it('R-INQ-1, seed 001 (Sławek and Marta): the player on the leader\'s right holds the token; checks after missions 2, 3, 4', () => {
    // 5 players, first leader seat 1: Sławek is seat 0, on the leader's right; Marta is seat 3.
    let state = newGame(5, { ...inquisitor, firstLeader: 1, spies: [0, 4] });
    assert.deepEqual(state.inquisitor, { holder: 0, pastHolders: [], checks: [] });
    state = apply(approve(state, [1, 2]), { type: 'mission', fails: 0 }); // mission 1 succeeds
    assert.equal(state.phase, 'proposal');
    state = apply(approve(state, [0, 1, 2]), { type: 'mission', fails: 1 }); // mission 2 fails
    assert.equal(state.phase, 'inquisition');
    refuses(state, { type: 'proposal', team: [0, 1] }, 'R-INQ-2', 'inquisition-expected');
    refuses(state, { type: 'inquisition', target: 0 }, 'R-INQ-2', 'inquisition-self');
    const checked = apply(state, { type: 'inquisition', target: 3 }); // Sławek checks Marta
    // The state keeps the side Marta was on at the check (for Sławek's view only, R-MOD-REVEAL).
    assert.deepEqual(checked.inquisitor, { holder: 3, pastHolders: [0], checks: [{ by: 0, target: 3, side: 'resistance' }] });
    assert.equal(checked.phase, 'proposal');
    // What Sławek saw is in his view only: Marta is resistance.
    assert.deepEqual(viewFor(checked, 0).inquisitions, [{ target: 3, side: 'resistance' }]);
    assert.deepEqual(viewFor(checked, 3).inquisitions, []);
    assert.ok(!JSON.stringify(viewFor(checked, 'public')).includes('"side"'));
    assert.deepEqual(viewFor(checked, 'public').inquisitor, { holder: 3, pastHolders: [0], checks: [{ by: 0, target: 3 }] });
    // After mission 3 Marta may check anyone but Sławek (R-INQ-3).
    const afterThree = apply(approve(checked, [1, 2]), { type: 'mission', fails: 0 });
    assert.equal(afterThree.phase, 'inquisition');
    refuses(afterThree, { type: 'inquisition', target: 0 }, 'R-INQ-3', 'inquisition-past-holder');
    assert.equal(apply(afterThree, { type: 'inquisition', target: 4 }).inquisitor!.holder, 4);
  });

  it('three checks at most: none after mission 1 or mission 5; none when the game ended', () => {
    let state = newGame(5, inquisitor);
    const results = [0, 1, 0, 1];
    let checks = 0;
    for (let i = 0; i < 4; i++) {
      state = apply(approve(state, seats(5).slice(0, state.round === 2 || state.round >= 4 ? 3 : 2)), { type: 'mission', fails: results[i]! });
      if (state.phase === 'inquisition') {
        const target = seats(5).find((s) => s !== state.inquisitor!.holder && !state.inquisitor!.pastHolders.includes(s))!;
        state = apply(state, { type: 'inquisition', target });
        checks++;
      }
    }
    assert.equal(checks, 3);
    state = apply(approve(state, [0, 1, 2]), { type: 'mission', fails: 0 });
    assert.equal(state.phase, 'over');
    assert.equal(state.inquisitor!.checks.length, 3);
    refuses(state, { type: 'inquisition', target: 1 }, 'R-END-1', 'game-over');
  });

  it('an inquisition outside its moment is refused; without the module too (R-INQ-2)', () => {
    refuses(newGame(5, inquisitor), { type: 'inquisition', target: 2 }, 'R-INQ-2', 'inquisition-not-now');
    refuses(newGame(5), { type: 'inquisition', target: 2 }, 'R-INQ-2', 'inquisition-not-now');
  });
});
