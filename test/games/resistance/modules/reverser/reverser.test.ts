/**
 * The Reverser module's checks of a mission given as counts, and of a setup (rules §4.6,
 * R-REVS-1, R-REVS-2), found by a rules check: each case here was accepted
 * before and is refused now, with the rule id.
 * - Reverse cards count the Reversers who may have played them: those on the team when the setup
 *   gives their seats (the app dealt them), else those in the game;
 * - the Spy Reverser never plays Fail, so with their seat known the Fail cards must come from the
 *   other spies on the team;
 * - the Reversers replace plain cards like every special card: a setup that leaves no plain card
 *   of their side for them is refused at setup (R-REVS-1 `no-plain-card`).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apply, roleCards, validateRoles, validateSetup } from '../../../../../src/games/resistance/engine.ts';
import type { GameSetupInput, GameState, Seat } from '../../../../../src/games/resistance/engine.ts';
import { approveTeam, names, newGame, refuses, throwsRule } from '../../helpers.ts';

/** A dealt 7-player game: spies 4, 5, 6; the Spy Reverser is seat 6, the Resistance Reverser seat 0. */
function dealt(): GameState {
  return newGame(7, {
    spies: [4, 5, 6],
    modules: { reverser: { resistance: true, spy: true } },
    reversers: { resistance: 0, spy: 6 },
  });
}

/** Mission 1 (team of 2 at 7 players) with `team` approved. */
function onMission(state: GameState, team: Seat[]): GameState {
  return approveTeam(state, team);
}

describe('R-REVS-2: Reverse cards come from the Reversers on the team (their seats known)', () => {
  it('a team with no Reverser reports no Reverse card', () => {
    const state = onMission(dealt(), [1, 2]);
    refuses(state, { type: 'mission', fails: 0, reverses: 1 }, 'R-REVS-2', 'reverses-count');
    assert.equal(apply(state, { type: 'mission', fails: 0, reverses: 0 }).missions[0]!.result, 'success');
  });

  it('a team with one Reverser reports at most one Reverse card', () => {
    const state = onMission(dealt(), [0, 1]);
    refuses(state, { type: 'mission', fails: 0, reverses: 2 }, 'R-REVS-2', 'reverses-count');
    assert.equal(apply(state, { type: 'mission', fails: 0, reverses: 1 }).missions[0]!.result, 'fail', 'one Reverse flips the success (R-REVS-3)');
  });

  it('with both Reversers on the team two Reverse cards are possible', () => {
    const state = onMission(dealt(), [0, 6]);
    assert.equal(apply(state, { type: 'mission', fails: 0, reverses: 2 }).missions[0]!.result, 'success');
  });

  it('without their seats (physical cards) the cap is the Reversers in the game', () => {
    const state = onMission(newGame(7, { modules: { reverser: { resistance: true, spy: true } } }), [1, 2]);
    assert.equal(apply(state, { type: 'mission', fails: 0, reverses: 2 }).missions[0]!.result, 'success');
    refuses(state, { type: 'mission', fails: 1, reverses: 2 }, 'R-MIS-1', 'cards-counted');
  });
});

describe('R-REVS-2: the Spy Reverser never plays Fail', () => {
  it('a team of the Spy Reverser and a resistance player reports no Fail', () => {
    const state = onMission(dealt(), [6, 1]);
    refuses(state, { type: 'mission', fails: 1 }, 'R-REVS-2', 'reverser-fails');
    refuses(state, { type: 'mission', fails: 1, reverses: 0 }, 'R-REVS-2', 'reverser-fails');
    assert.equal(apply(state, { type: 'mission', fails: 0, reverses: 1 }).missions[0]!.result, 'fail');
  });

  it('a team of the Spy Reverser and another spy reports at most one Fail', () => {
    const state = onMission(dealt(), [6, 5]);
    assert.equal(apply(state, { type: 'mission', fails: 1 }).missions[0]!.result, 'fail');
    refuses(state, { type: 'mission', fails: 2 }, 'R-REVS-2', 'reverser-fails');
  });

  it('with physical cards (seats unknown) nothing tells the Spy Reverser apart', () => {
    const state = onMission(newGame(7, { spies: [4, 5, 6], modules: { reverser: { spy: true } } }), [6, 1]);
    assert.equal(apply(state, { type: 'mission', fails: 1 }).missions[0]!.result, 'fail');
  });
});

describe('R-REVS-1: a Reverser replaces a plain card, like every special card', () => {
  const setup = (players: number, extra: Partial<GameSetupInput>): GameSetupInput => ({ players: names(players), firstLeader: 0, ...extra });

  it('5 players with the Hunter and the Spy Reverser: no plain spy card is left', () => {
    const error = throwsRule(() => validateSetup(setup(5, { roles: { hunter: true }, modules: { reverser: { spy: true } } })), 'R-REVS-1', 'no-plain-card');
    assert.equal(error.params['role'], 'spy-reverser');
    assert.match(error.message, /the Spy Reverser replaces a plain spy card, but at 5 players the 2 spy cards are all taken by Spy Chief, Spy Hunter/);
  });

  it('5 players with the Assassin, the Spy Defector and the Spy Reverser: no plain spy card is left', () => {
    throwsRule(
      () => validateSetup(setup(5, { roles: { assassin: true, defector: 'I' }, modules: { reverser: { spy: true } } })),
      'R-REVS-1',
      'no-plain-card',
    );
  });

  it('the same tables without the Spy Reverser, or with only the Resistance Reverser where a plain resistance card is left, are legal', () => {
    validateSetup(setup(5, { roles: { hunter: true } }));
    validateSetup(setup(5, { roles: { hunter: true }, modules: { reverser: { resistance: true } } }));
    validateSetup(setup(7, { roles: { hunter: true }, modules: { reverser: { resistance: true, spy: true } } }));
    // The Reverser's card is counted but dealt as a plain card: the character cards hold none.
    const cards = roleCards(7, { roles: validateRoles(7, { hunter: true }), modules: { trapper: false, inquisitor: false, plot: false, reverser: { resistance: true, spy: true } } });
    assert.ok(!cards.some((c) => String(c).endsWith('reverser')));
    assert.equal(cards.filter((c) => c === 'spy').length, 1);
  });
});
