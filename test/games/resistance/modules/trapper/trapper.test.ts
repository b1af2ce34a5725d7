/**
 * The Trapper module in the engine (rules §4.2, R-TRP-1, R-TRP-2): the team one larger, one card
 * set aside and not counted, R-MIS-4 on the counted cards, counts only in records. Combined with
 * the other expansion modules: test/games/resistance/combined/modules.test.ts; its secret
 * set-aside step: test/games/resistance/core/private.test.ts and steps.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apply, askAfterCards, requiredTeamSize } from '../../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameState, MissionNumber } from '../../../../../src/games/resistance/engine.ts';
import { newGame, play, refuses, seats } from '../../helpers.ts';

/** Proposes `team` and has everyone approve it. */
function approve(state: GameState, team: number[], mission?: MissionNumber): GameState {
  const proposal: GameEvent = { type: 'proposal', team };
  if (mission !== undefined) proposal.mission = mission;
  return play(state, proposal, { type: 'vote', approve: seats(state.setup.players.length) });
}

describe('Trapper (R-TRP-1, R-TRP-2)', () => {
  const trapper = { modules: { trapper: true } };

  it('R-TRP-1: the leader picks one more team member than the table says', () => {
    const state = newGame(5, trapper);
    assert.equal(requiredTeamSize(state, 1), 3);
    const error = refuses(state, { type: 'proposal', team: [0, 1] }, 'R-TRP-1', 'team-size');
    assert.equal(error.params['size'], 3);
    assert.equal(apply(state, { type: 'proposal', team: [0, 1, 2] }).phase, 'vote');
  });

  it('R-TRP-2: one card is set aside, so at most team − 1 cards are revealed and counted', () => {
    const state = approve(newGame(5, trapper), [0, 1, 2]);
    refuses(state, { type: 'mission', fails: 3 }, 'R-TRP-2', 'cards-counted');
    const after = apply(state, { type: 'mission', fails: 2 });
    assert.equal(after.missions[0]!.result, 'fail');
    assert.equal(after.missions[0]!.fails, 2);
  });

  it('R-TRP-2: with the team\'s cards face down, the engine asks the leader to set one aside (a device that keeps the cards itself)', () => {
    const state = approve(newGame(5, trapper), [0, 1, 2]);
    assert.deepEqual(askAfterCards(state, ['success', 'fail', 'success']), { kind: 'set-aside', seat: 0, table: false, secret: true, options: { count: 3 } });
    assert.equal(askAfterCards(approve(newGame(5), [0, 1]), ['success', 'fail']), null, 'no module sets a card aside');
    assert.equal(askAfterCards(newGame(5, trapper), []), null, 'no mission in course');
  });

  it('R-MIS-4 applies to the counted cards: mission 4 at 7 players, team of 5, one Fail among 4 counted → success', () => {
    const state = approve(newGame(7, { ...trapper, variants: ['targeting'] }), [0, 1, 2, 3, 4], 4);
    assert.equal(apply(state, { type: 'mission', fails: 1 }).missions[3]!.result, 'success');
    assert.equal(apply(state, { type: 'mission', fails: 2 }).missions[3]!.result, 'fail');
  });

  it('mission cards by player are refused with the module: counts only (REC-EVENT)', () => {
    const state = approve(newGame(5, { ...trapper, spies: [0, 1] }), [0, 1, 2]);
    refuses(state, { type: 'mission', cards: { 0: 'fail', 1: 'success', 2: 'success' } }, 'REC-EVENT', 'cards-modules');
  });
});
