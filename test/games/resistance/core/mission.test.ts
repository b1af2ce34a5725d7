/**
 * Missions and the end of the game: R-MIS-1 … R-MIS-5, R-END-1, and the worked example of
 * rules section 1.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apply, failsNeeded, score, step, WINNING_RESULTS } from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameState } from '../../../../src/games/resistance/engine.ts';
import { approveTeam, newGame, play, playMission, refuses, toRound } from '../helpers.ts';

describe('R-MIS-1 each team member plays one mission card; only the count is revealed', () => {
  it('R-MIS-1: a fails count from 0 to the team size is accepted', () => {
    const ready = approveTeam(newGame(8), [0, 1, 2]);
    for (let fails = 0; fails <= 3; fails++) {
      const state = apply(ready, { type: 'mission', fails });
      assert.equal(state.missions[0]!.fails, fails);
      assert.equal(state.missions[0]!.cards, null);
    }
  });

  it('R-MIS-1: a fails count below 0, above the team size, or not an integer is refused (fails-count)', () => {
    const ready = approveTeam(newGame(8), [0, 1, 2]);
    for (const fails of [-1, 4, 8, 1.5, '1', null, Number.NaN]) {
      const error = refuses(ready, { type: 'mission', fails }, 'R-MIS-1', 'fails-count');
      assert.equal(error.params['size'], 3);
    }
  });

  it('REC-EVENT: a mission gives either "fails" or "cards", not both nor neither (fails-or-cards)', () => {
    const ready = approveTeam(newGame(5, { spies: [1, 3] }), [0, 1]);
    refuses(ready, { type: 'mission' }, 'REC-EVENT', 'fails-or-cards');
    refuses(ready, { type: 'mission', fails: 0, cards: { 0: 'success', 1: 'success' } }, 'REC-EVENT', 'fails-or-cards');
  });

  it('R-MIS-1: with the spies known, "cards" gives each member\'s card; the Fail cards are counted', () => {
    const ready = approveTeam(newGame(5, { spies: [1, 3] }), [3, 1]);
    const state = apply(ready, { type: 'mission', cards: { 1: 'fail', 3: 'fail' } });
    assert.equal(state.missions[0]!.fails, 2);
    assert.deepEqual(state.missions[0]!.cards, { 3: 'fail', 1: 'fail' });
    assert.deepEqual(state.events.at(-1), { type: 'mission', cards: { 3: 'fail', 1: 'fail' } });
  });

  it('R-MIS-1: every team member plays exactly one card: a missing or an extra card is refused (cards-team)', () => {
    const ready = approveTeam(newGame(5, { spies: [1, 3] }), [0, 1]);
    refuses(ready, { type: 'mission', cards: { 0: 'success' } }, 'R-MIS-1', 'cards-team');
    refuses(ready, { type: 'mission', cards: { 0: 'success', 1: 'fail', 2: 'success' } }, 'R-MIS-1', 'cards-team');
    refuses(ready, { type: 'mission', cards: { 0: 'success', 2: 'success' } }, 'R-MIS-1', 'cards-team');
    refuses(ready, { type: 'mission', cards: {} }, 'R-MIS-1', 'cards-team');
  });

  it('R-MIS-1: a card is "success" or "fail" (card-value)', () => {
    const ready = approveTeam(newGame(5, { spies: [1, 3] }), [0, 1]);
    for (const card of ['Fail', 'reverse', 1, null, true]) {
      refuses(ready, { type: 'mission', cards: { 0: 'success', 1: card } }, 'R-MIS-1', 'card-value');
    }
  });

  it('REC-EVENT: cards must be an object (cards-object)', () => {
    const ready = approveTeam(newGame(5, { spies: [1, 3] }), [0, 1]);
    refuses(ready, { type: 'mission', cards: ['success', 'fail'] }, 'REC-EVENT', 'cards-object');
    refuses(ready, { type: 'mission', cards: null }, 'REC-EVENT', 'cards-object');
  });

  it('REC-EVENT: cards by player need the spies to be known (cards-need-spies)', () => {
    const ready = approveTeam(newGame(5), [0, 1]);
    refuses(ready, { type: 'mission', cards: { 0: 'success', 1: 'success' } }, 'REC-EVENT', 'cards-need-spies');
  });

  it('R-MIS-1: a mission is expected after an approved team: a proposal or a vote is refused (mission-expected)', () => {
    const ready = approveTeam(newGame(5), [0, 1]);
    refuses(ready, { type: 'proposal', team: [2, 3] }, 'R-MIS-1', 'mission-expected');
    refuses(ready, { type: 'vote', approve: [0, 1, 2] }, 'R-MIS-1', 'mission-expected');
  });
});

describe('R-MIS-2 resistance players must play Success; spies may play either', () => {
  const spies = [1, 3];

  it('R-MIS-2: a Fail card from a resistance player is refused in the cards form (resistance-fail)', () => {
    const ready = approveTeam(newGame(5, { spies }), [0, 1]);
    const error = refuses(ready, { type: 'mission', cards: { 0: 'fail', 1: 'success' } }, 'R-MIS-2', 'resistance-fail');
    assert.equal(error.params['player'], 'Ann');
  });

  it('R-MIS-2: a spy may play Success or Fail (cards form)', () => {
    const ready = approveTeam(newGame(5, { spies }), [0, 1]);
    assert.equal(apply(ready, { type: 'mission', cards: { 0: 'success', 1: 'success' } }).missions[0]!.result, 'success');
    assert.equal(apply(ready, { type: 'mission', cards: { 0: 'success', 1: 'fail' } }).missions[0]!.result, 'fail');
  });

  it('R-MIS-2: with the spies known, a fails count greater than the spies on the team is refused (fails-spies)', () => {
    // no spy on the team: no Fail is possible
    const noSpy = approveTeam(newGame(5, { spies }), [0, 4]);
    const error = refuses(noSpy, { type: 'mission', fails: 1 }, 'R-MIS-2', 'fails-spies');
    assert.deepEqual(error.params, { spies: 0, fails: 1 });
    assert.equal(apply(noSpy, { type: 'mission', fails: 0 }).missions[0]!.result, 'success');
    // one spy on the team: at most one Fail
    const oneSpy = approveTeam(newGame(5, { spies }), [0, 1]);
    refuses(oneSpy, { type: 'mission', fails: 2 }, 'R-MIS-2', 'fails-spies');
    assert.equal(apply(oneSpy, { type: 'mission', fails: 1 }).missions[0]!.fails, 1);
    // two spies on the team: up to two Fails
    const twoSpies = approveTeam(newGame(5, { spies }), [1, 3]);
    assert.equal(apply(twoSpies, { type: 'mission', fails: 2 }).missions[0]!.fails, 2);
  });

  it('R-MIS-2: the example record (team [0, 4], spies [1, 3], one Fail) is refused', () => {
    const ready = approveTeam(newGame(5, { spies, variants: ['targeting'] }), [0, 4], 1);
    refuses(ready, { type: 'mission', fails: 1 }, 'R-MIS-2', 'fails-spies');
  });

  it('R-MIS-2: in table mode (spies unknown) any count up to the team size is accepted', () => {
    const ready = approveTeam(newGame(5), [0, 4]);
    assert.equal(apply(ready, { type: 'mission', fails: 2 }).missions[0]!.fails, 2);
  });
});

describe('R-MIS-3 the mission fails on at least one Fail, otherwise it succeeds', () => {
  for (let fails = 0; fails <= 3; fails++) {
    it(`R-MIS-3: mission 1 at 8 players with ${fails} Fail card(s) ${fails === 0 ? 'succeeds' : 'fails'}`, () => {
      const state = apply(approveTeam(newGame(8), [0, 1, 2]), { type: 'mission', fails });
      assert.equal(state.missions[0]!.result, fails === 0 ? 'success' : 'fail');
      assert.equal(state.missions[0]!.failsNeeded, 1);
    });
  }
});

describe('R-MIS-4 at 7+ players mission 4 (and only mission 4) needs two Fail cards', () => {
  for (let n = 5; n <= 10; n++) {
    const needed = n >= 7 ? 2 : 1;
    it(`R-MIS-4: at ${n} players mission 4 needs ${needed} Fail card(s)`, () => {
      assert.equal(failsNeeded(n, 4), needed);
      const round4 = toRound(newGame(n), 4);
      assert.equal(round4.round, 4);
      const one = playMission(round4, 1);
      assert.equal(one.missions[3]!.failsNeeded, needed);
      assert.equal(one.missions[3]!.result, n >= 7 ? 'success' : 'fail');
      const two = playMission(round4, 2);
      assert.equal(two.missions[3]!.result, 'fail');
      const none = playMission(round4, 0);
      assert.equal(none.missions[3]!.result, 'success');
    });

    it(`R-MIS-4: at ${n} players missions 1, 2, 3 and 5 fail on a single Fail card`, () => {
      for (const m of [1, 2, 3, 5] as const) assert.equal(failsNeeded(n, m), 1);
      let state = newGame(n);
      state = playMission(state, 1); // mission 1
      assert.equal(state.missions[0]!.result, 'fail');
      state = playMission(state, 0); // mission 2
      state = playMission(state, 1); // mission 3
      assert.equal(state.missions[2]!.result, 'fail');
      state = playMission(state, 0); // mission 4
      state = playMission(state, 1); // mission 5
      assert.equal(state.missions[4]!.result, 'fail');
      assert.deepEqual(state.winner, { side: 'spies', reason: 'three-fails' });
    });
  }

  it('R-MIS-4: with Targeting the rule follows slot 4, whatever the round (7 players, mission 4 chosen first)', () => {
    const game = newGame(7, { variants: ['targeting'] });
    const oneFail = playMission(game, 1, 4);
    assert.equal(oneFail.missions[3]!.round, 1);
    assert.equal(oneFail.missions[3]!.failsNeeded, 2);
    assert.equal(oneFail.missions[3]!.result, 'success');
    assert.equal(playMission(game, 2, 4).missions[3]!.result, 'fail');
    // and the mission played in round 4 is not slot 4 here: one Fail is enough
    let state = playMission(game, 0, 4); // round 1: slot 4
    state = playMission(state, 1, 1); // round 2: slot 1
    state = playMission(state, 0, 2); // round 3: slot 2
    assert.equal(state.round, 4);
    state = playMission(state, 1, 3); // round 4: slot 3
    assert.equal(state.missions[2]!.round, 4);
    assert.equal(state.missions[2]!.failsNeeded, 1);
    assert.equal(state.missions[2]!.result, 'fail');
  });

  it('R-MIS-4: with Targeting at 6 players slot 4 fails on one Fail card', () => {
    const state = playMission(newGame(6, { variants: ['targeting'] }), 1, 4);
    assert.equal(state.missions[3]!.result, 'fail');
  });
});

describe('R-MIS-5 after a mission: mark the result, advance the round, pass the leader', () => {
  it('R-MIS-5: the outcome is marked on its slot, the round advances and the leader passes clockwise', () => {
    const ready = approveTeam(newGame(5, { firstLeader: 4 }), [2, 3]);
    const { state, consequence } = step(ready, { type: 'mission', fails: 0 });
    assert.deepEqual(state.missions[0], {
      mission: 1,
      round: 1,
      team: [2, 3],
      proposalIndex: 0,
      fails: 0,
      failsNeeded: 1,
      failing: 0,
      cards: null,
      reverses: 0,
      faceUp: [],
      result: 'success',
    });
    assert.equal(state.round, 2);
    assert.equal(state.leader, 0);
    assert.equal(state.phase, 'proposal');
    assert.ok(consequence.kind === 'mission' && consequence.successes === 1 && consequence.failures === 0 && consequence.leader === 0);
  });

  it('R-MIS-5: the outcome points at the approved proposal, not at the rejected ones', () => {
    let state = play(newGame(5), { type: 'proposal', team: [0, 1] }, { type: 'vote', approve: [] });
    state = play(state, { type: 'proposal', team: [2, 3] }, { type: 'vote', approve: [0, 1, 2] }, { type: 'mission', fails: 1 });
    assert.equal(state.missions[0]!.proposalIndex, 1);
    assert.deepEqual(state.missions[0]!.team, [2, 3]);
    assert.equal(state.leader, 2, 'leader 0 rejected → 1 led the approved team → 2 leads next');
  });
});

describe('R-END-1 the game ends at once on three successes or three fails', () => {
  it('R-END-1: three successes: the resistance wins (three-successes)', () => {
    assert.equal(WINNING_RESULTS, 3);
    let state = newGame(5, { firstLeader: 1 });
    state = playMission(state, 0);
    state = playMission(state, 1);
    state = playMission(state, 0);
    const ready = approveTeam(state, [0, 1, 2]);
    const { state: end, consequence } = step(ready, { type: 'mission', fails: 0 });
    assert.equal(end.phase, 'over');
    assert.deepEqual(end.winner, { side: 'resistance', reason: 'three-successes' });
    assert.deepEqual(score(end), { successes: 3, failures: 1 });
    assert.ok(consequence.kind === 'mission' && consequence.winner?.side === 'resistance');
    // at once: the round marker stays, the leader token does not pass
    assert.equal(end.round, 4);
    assert.equal(end.leader, ready.leader);
    assert.equal(end.missions[4], null);
  });

  it('R-END-1: three fails: the spies win (three-fails), after three rounds', () => {
    let state = newGame(6);
    state = playMission(state, 1);
    state = playMission(state, 2);
    state = playMission(state, 1);
    assert.equal(state.phase, 'over');
    assert.deepEqual(state.winner, { side: 'spies', reason: 'three-fails' });
    assert.equal(state.round, 3);
    assert.equal(state.leader, 2);
  });

  it('R-END-1: a game can last all five missions', () => {
    const state = playMission(toRound(newGame(10), 5), 0);
    assert.deepEqual(
      state.missions.map((m) => m?.result),
      ['success', 'fail', 'success', 'fail', 'success'],
    );
    assert.deepEqual(state.winner, { side: 'resistance', reason: 'three-successes' });
  });

  const ended: [string, () => GameState][] = [
    ['three successes', () => [0, 0, 0].reduce((s, f) => playMission(s, f), newGame(5))],
    ['three fails', () => [1, 1, 1].reduce((s, f) => playMission(s, f), newGame(7, { spies: [0, 1, 2] }))],
    [
      'five rejections',
      () => {
        let s = newGame(5);
        for (let i = 0; i < 5; i++) s = play(s, { type: 'proposal', team: [0, 1] }, { type: 'vote', approve: [] });
        return s;
      },
    ],
  ];
  const events: GameEvent[] = [
    { type: 'proposal', team: [0, 1] },
    { type: 'vote', approve: [0, 1, 2, 3, 4] },
    { type: 'mission', fails: 0 },
    { type: 'unknown' } as unknown as GameEvent,
  ];
  for (const [how, build] of ended) {
    it(`R-END-1: after ${how} no event is accepted (game-over)`, () => {
      const state = build();
      assert.equal(state.phase, 'over');
      for (const event of events) refuses(state, event, 'R-END-1', 'game-over');
    });
  }
});

describe('REC-EVENT malformed events', () => {
  it('REC-EVENT: an event must be an object with a known type', () => {
    const state = newGame(5);
    refuses(state, null, 'REC-EVENT', 'event-object');
    refuses(state, 'proposal', 'REC-EVENT', 'event-object');
    refuses(state, { type: 'plot' }, 'REC-EVENT', 'event-type');
    refuses(state, {}, 'REC-EVENT', 'event-type');
  });
});

describe('Worked example of rules section 1 (R-VOTE-2, R-MIS-3, R-MIS-5)', () => {
  it('worked example: 5 players, team of 2 on mission 1; 4 approve, 1 rejects → approved; Success + Fail → mission 1 fails; leader passes clockwise', () => {
    const game = newGame(5, { firstLeader: 0 });
    const proposed = apply(game, { type: 'proposal', team: [0, 2] });
    assert.equal(proposed.proposals[0]!.team.length, 2);
    const vote = step(proposed, { type: 'vote', approve: [0, 1, 2, 3] });
    assert.ok(vote.consequence.kind === 'voted');
    assert.equal(vote.consequence.approvals, 4);
    assert.equal(vote.consequence.rejections, 1);
    assert.equal(vote.consequence.approved, true);
    assert.equal(vote.state.phase, 'mission');
    const mission = step(vote.state, { type: 'mission', fails: 1 });
    assert.equal(mission.state.missions[0]!.result, 'fail');
    assert.equal(mission.state.leader, 1);
    assert.equal(mission.state.round, 2);
    assert.equal(mission.state.winner, null);
  });

  it('worked example with the spies known: the cards Success + Fail give the same result', () => {
    const ready = approveTeam(newGame(5, { spies: [2, 4] }), [0, 2]);
    const state = apply(ready, { type: 'mission', cards: { 0: 'success', 2: 'fail' } });
    assert.equal(state.missions[0]!.fails, 1);
    assert.equal(state.missions[0]!.result, 'fail');
    assert.equal(state.leader, 1);
  });
});
