/**
 * The role modules in a game: the setup with dealt character cards, each seat's view
 * from the knowledge table, the Assassin's end (R-ASN-END) and the Defector's loyalty cards
 * (R-DEF-V1) in the reducer, and records that carry them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  apply,
  createGame,
  currentSpies,
  playedCard,
  replayRecord,
  revealFor,
  toRecord,
  viewFor,
} from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameState, Role } from '../../../../src/games/resistance/engine.ts';
import { assertSharedSeatViews, names, play, refuses, seats, throwsRule } from '../helpers.ts';

// 5 players: Commander (0), resistance (1, 2), Assassin (3), spy (4).
const ASSASSIN_TABLE: Role[] = ['commander', 'resistance', 'resistance', 'assassin', 'spy'];

function assassinGame(characters: Role[] | null = ASSASSIN_TABLE): GameState {
  return createGame({ players: names(5), firstLeader: 0, roles: { assassin: true }, characters });
}

/** Proposes `team`, everyone approves, the team reveals `fails`. */
function round(state: GameState, team: number[], fails: number): GameState {
  return play(state, { type: 'proposal', team }, { type: 'vote', approve: seats(state.setup.players.length) }, { type: 'mission', fails });
}

describe('role modules: setup and views', () => {
  it('the dealt cards give the spies; they must match the modules (R-SET-2)', () => {
    const state = assassinGame();
    assert.deepEqual(state.setup.spies, [3, 4]);
    assert.deepEqual(state.setup.characters, ASSASSIN_TABLE);
    throwsRule(
      () => createGame({ players: names(5), firstLeader: 0, roles: { assassin: true }, characters: ['resistance', 'resistance', 'resistance', 'spy', 'spy'] }),
      'R-SET-2',
      'roles-deal',
    );
    throwsRule(() => createGame({ players: names(5), firstLeader: 0, characters: ASSASSIN_TABLE }), 'R-SET-2', 'characters-unexpected');
    throwsRule(
      () => createGame({ players: names(5), firstLeader: 0, roles: { assassin: true }, characters: ASSASSIN_TABLE, spies: [1, 4] }),
      'R-SET-2',
      'characters-spies',
    );
  });

  it('each seat sees its card and what the knowledge table says; the public view only which roles are in the game', () => {
    const state = assassinGame();
    const commander = viewFor(state, 0);
    assert.equal(commander.character, 'commander');
    assert.deepEqual(commander.learns.map((l) => [l.seat, l.as]), [
      [3, 'spy'],
      [4, 'spy'],
    ]);
    assert.deepEqual(revealFor(commander).map((e) => e.answer), ['not-spy', 'unknown', 'unknown', 'seen', 'seen']);
    assert.equal(revealFor(commander)[0]!.role, 'commander');
    const assassin = viewFor(state, 3);
    assert.deepEqual(assassin.learns.map((l) => [l.seat, l.as]), [[4, 'spy']]);
    assert.deepEqual(viewFor(state, 1).learns, []);
    const open = JSON.stringify(viewFor(state, 'public'));
    assert.ok(!open.includes('commander"') && !open.includes('characters'), 'no card in the public view');
    assert.deepEqual(viewFor(state, 'public').roles?.assassin, { bodyGuard: false, blindSpy: false, deepCover: false, falseCommander: false });
    assertSharedSeatViews(state);
  });

  it('records keep the role modules and the cards, and replay', () => {
    const state = round(assassinGame(), [0, 1], 0);
    const record = JSON.parse(JSON.stringify(toRecord(state)));
    assert.deepEqual(record.setup.roles, { assassin: { bodyGuard: false, blindSpy: false, deepCover: false, falseCommander: false } });
    assert.deepEqual(replayRecord(record), state);
  });
});

describe('R-ASN-END the Assassin names the Commander after the third success', () => {
  function threeSuccesses(state: GameState): GameState {
    return round(round(round(state, [0, 1], 0), [0, 1, 2], 0), [1, 2], 0);
  }

  it('the game waits for the Assassin; naming the Commander wins it for the spies', () => {
    const state = threeSuccesses(assassinGame());
    assert.equal(state.phase, 'assassination');
    assert.equal(state.winner, null);
    refuses(state, { type: 'proposal', team: [0, 1] }, 'R-ASN-END', 'assassination-expected');
    refuses(state, { type: 'assassination', target: 0, commander: true }, 'REC-EVENT', 'assassination-known');
    refuses(state, { type: 'assassination', target: 7 }, 'R-ASN-END', 'assassination-seat');
    const hit = apply(state, { type: 'assassination', target: 0 });
    assert.deepEqual(hit.winner, { side: 'spies', reason: 'commander-assassinated' });
    const miss = apply(state, { type: 'assassination', target: 1 });
    assert.deepEqual(miss.winner, { side: 'resistance', reason: 'assassin-missed' });
  });

  it('with physical cards the table says whether the named player is the Commander', () => {
    const state = threeSuccesses(assassinGame(null));
    refuses(state, { type: 'assassination', target: 2 }, 'R-ASN-END', 'assassination-result');
    assert.equal(apply(state, { type: 'assassination', target: 2, commander: true }).winner?.side, 'spies');
  });

  it('three fails end the game as usual; no assassination outside its moment', () => {
    const state = assassinGame();
    refuses(state, { type: 'assassination', target: 0 }, 'R-ASN-END', 'assassination-not-now');
    const lost = round(round(round(state, [3, 4], 1), [3, 4, 0], 1), [3, 4], 1);
    assert.deepEqual(lost.winner, { side: 'spies', reason: 'three-fails' });
  });
});

describe('R-DEF-V1 the loyalty cards switch the Defectors', () => {
  // 7 players: Resistance Defector (0), Spy Defector (4), spies 4, 5, 6.
  const table: Role[] = ['resistance-defector', 'resistance', 'resistance', 'resistance', 'spy-defector', 'spy', 'spy'];
  const defector = (variant: 'I' | 'II'): GameState =>
    createGame({ players: names(7), firstLeader: 0, roles: { defector: variant }, characters: table });

  it('rounds 3, 4 and 5 start with a loyalty card; a switch moves both Defectors in every respect', () => {
    let state = round(round(defector('I'), [1, 2], 0), [4, 5, 6], 1);
    assert.equal(state.phase, 'loyalty');
    refuses(state, { type: 'proposal', team: [1, 2, 3] }, 'R-DEF-V1', 'loyalty-expected');
    refuses(state, { type: 'loyalty-draw', round: 4, card: 'switch' } as GameEvent, 'R-DEF-V1', 'loyalty-round');
    state = apply(state, { type: 'loyalty-draw', round: 3, card: 'switch' } as GameEvent);
    assert.equal(state.phase, 'proposal');
    assert.deepEqual(currentSpies(state), [0, 5, 6]);
    assert.equal(viewFor(state, 0).side, 'spies');
    assert.equal(viewFor(state, 4).side, 'resistance');
    assert.deepEqual(viewFor(state, 'public').loyalty, { draws: ['switch'], switches: 1 });
    assertSharedSeatViews(state);
    // R-MIS-2 follows the current side: the Spy Defector now plays Success only.
    state = play(state, { type: 'proposal', team: [4, 1, 2] }, { type: 'vote', approve: seats(7) });
    assert.equal(playedCard(state, 4, 'fail'), 'success');
    assert.equal(playedCard(state, 0, 'fail'), 'fail', 'the Resistance Defector is a spy now: their Fail would count');
    refuses(state, { type: 'mission', fails: 1 }, 'R-MIS-2', 'fails-spies');
    state = apply(state, { type: 'mission', fails: 0 });
    assert.equal(state.phase, 'loyalty');
    state = apply(state, { type: 'loyalty-draw', round: 4, card: 'switch' } as GameEvent);
    assert.deepEqual(currentSpies(state), [4, 5, 6], 'switched back');
    const record = JSON.parse(JSON.stringify(toRecord(state)));
    assert.deepEqual(replayRecord(record), state);
  });

  it('R-MOD-REVEAL: a check after a switch shows the side the player is on now, in the checker\'s view only', () => {
    let state = createGame({
      players: names(7),
      firstLeader: 0,
      roles: { defector: 'I' },
      characters: table,
      modules: { inquisitor: true },
    });
    state = round(round(state, [1, 2], 0), [4, 5, 6], 1);
    state = apply(state, { type: 'inquisition', target: 1 }); // the holder (Gus, seat 6) checks Bob
    state = apply(state, { type: 'loyalty-draw', round: 3, card: 'switch' } as GameEvent);
    state = round(state, [0, 1, 2], 1);
    state = apply(state, { type: 'inquisition', target: 4 }); // Bob checks Eve, the Spy Defector, now resistance
    assert.deepEqual(viewFor(state, 1).inquisitions, [{ target: 4, side: 'resistance' }]);
    assert.deepEqual(viewFor(state, 'public').inquisitor!.checks.at(-1), { by: 1, target: 4 });
    assert.ok(!JSON.stringify(viewFor(state, 'public')).includes('"side":"resistance"'), 'the side is not public');
  });

  it('the deck has two switch cards; Variant II has no loyalty cards', () => {
    let state = round(round(defector('I'), [1, 2], 0), [4, 5, 6], 1);
    state = apply(state, { type: 'loyalty-draw', round: 3, card: 'switch' } as GameEvent);
    state = round(state, [0, 5, 6], 1);
    state = apply(state, { type: 'loyalty-draw', round: 4, card: 'switch' } as GameEvent);
    state = round(state, [1, 2, 3, 4], 0);
    refuses(state, { type: 'loyalty-draw', round: 5, card: 'switch' } as GameEvent, 'R-DEF-V1', 'loyalty-switches');
    const two = round(round(defector('II'), [1, 2], 0), [1, 2, 3], 0);
    assert.equal(two.phase, 'proposal');
    assert.deepEqual(viewFor(two, 0).learns.map((l) => [l.seat, l.as]), [[4, 'spy-defector']]);
  });
});
