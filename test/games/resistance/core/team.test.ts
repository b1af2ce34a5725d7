/**
 * Rounds and team building: R-ROUND-1 (one round per mission, in order without Targeting),
 * R-TEAM-1 (team size table), R-TEAM-2 (distinct seats; the leader may or may not be on the team).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  apply,
  availableMissions,
  currentMission,
  MISSIONS,
  step,
  teamSize,
} from '../../../../src/games/resistance/engine.ts';
import type { MissionNumber } from '../../../../src/games/resistance/engine.ts';
import { newGame, play, playMission, refuses, seats, toRound } from '../helpers.ts';

/** R-TEAM-1 as printed in the rules: rows = mission 1–5, columns = 5–10 players. */
const TEAM_TABLE: Record<MissionNumber, number[]> = {
  1: [2, 2, 2, 3, 3, 3],
  2: [3, 3, 3, 4, 4, 4],
  3: [2, 4, 3, 4, 4, 4],
  4: [3, 3, 4, 5, 5, 5],
  5: [3, 4, 4, 5, 5, 5],
};

describe('R-ROUND-1 up to five rounds, one per mission', () => {
  it('R-ROUND-1: without Targeting round r goes on mission r, and the round advances only after a mission', () => {
    let state = newGame(5);
    for (let round = 1; round <= 4; round++) {
      assert.equal(state.round, round);
      assert.deepEqual(availableMissions(state), [round]);
      assert.equal(currentMission(state), round);
      // a rejected team does not advance the round
      state = play(state, { type: 'proposal', team: seats(teamSize(5, round as MissionNumber)) }, { type: 'vote', approve: [] });
      assert.equal(state.round, round);
      state = playMission(state, round % 2 === 0 ? 1 : 0);
      assert.equal(state.missions[round - 1]!.mission, round);
      assert.equal(state.missions[round - 1]!.round, round);
    }
    assert.equal(state.round, 5);
    assert.deepEqual(availableMissions(state), [5]);
  });

  it('R-ROUND-1: the proposal may name the round\'s mission, which is then kept in the record', () => {
    const state = apply(newGame(5), { type: 'proposal', team: [0, 1], mission: 1 });
    assert.equal(state.proposals[0]!.mission, 1);
    assert.deepEqual(state.events[0], { type: 'proposal', team: [0, 1], leader: 0, mission: 1 });
  });

  it('R-ROUND-1: without Targeting, "mission" is optional and left out of the record when left out', () => {
    const state = apply(newGame(5), { type: 'proposal', team: [0, 1] });
    assert.equal(state.proposals[0]!.mission, 1);
    assert.equal('mission' in state.events[0]!, false);
  });

  it('R-ROUND-1: without Targeting a proposal for another mission is refused (mission-order)', () => {
    const state = newGame(5);
    for (const mission of [2, 3, 4, 5, 0, 6, '1']) {
      const error = refuses(state, { type: 'proposal', team: [0, 1, 2], mission }, 'R-ROUND-1', 'mission-order');
      assert.equal(error.params['mission'], 1);
    }
    const round3 = toRound(newGame(5), 3);
    refuses(round3, { type: 'proposal', team: [0, 1], mission: 1 }, 'R-ROUND-1', 'mission-order');
    assert.equal(apply(round3, { type: 'proposal', team: [0, 1], mission: 3 }).proposals.at(-1)!.mission, 3);
  });

  it('R-ROUND-1: a proposal records its round, mission and attempt', () => {
    let state = toRound(newGame(7), 2);
    state = play(state, { type: 'proposal', team: [0, 1, 2] }, { type: 'vote', approve: [] });
    const { state: next, consequence } = step(state, { type: 'proposal', team: [3, 4, 5] });
    assert.equal(consequence.kind, 'proposed');
    const p = next.proposals.at(-1)!;
    assert.deepEqual(
      { round: p.round, mission: p.mission, attempt: p.attempt, leader: p.leader, votes: p.votes, approved: p.approved },
      { round: 2, mission: 2, attempt: 2, leader: 2, votes: null, approved: null },
    );
    assert.equal(next.phase, 'vote');
  });
});

describe('R-TEAM-1 team size by mission and player count', () => {
  for (const mission of MISSIONS) {
    for (let n = 5; n <= 10; n++) {
      const size = TEAM_TABLE[mission][n - 5]!;
      it(`R-TEAM-1: mission ${mission} with ${n} players needs a team of ${size} (teamSize and proposals)`, () => {
        assert.equal(teamSize(n, mission), size);
        const state = toRound(newGame(n), mission);
        assert.equal(state.round, mission);
        assert.equal(state.phase, 'proposal');
        const leader = state.leader;
        for (const wrong of [size - 1, size + 1, 0, 1, n].filter((k) => k !== size && k <= n)) {
          const error = refuses(state, { type: 'proposal', team: seats(wrong), leader }, 'R-TEAM-1', 'team-size');
          assert.deepEqual(error.params, { mission, players: n, size, count: wrong });
        }
        const next = apply(state, { type: 'proposal', team: seats(size), leader });
        assert.equal(next.proposals.at(-1)!.team.length, size);
        assert.equal(next.phase, 'vote');
      });
    }
  }

  it('R-TEAM-1: teamSize is 0 for a table the rules do not know', () => {
    assert.equal(teamSize(4, 1), 0);
    assert.equal(teamSize(11, 5), 0);
  });
});

describe('R-TEAM-2 the leader gives team tokens to exactly that many distinct players', () => {
  it('R-TEAM-2: a seat listed twice is refused (team-duplicate), even when the count is right', () => {
    const state = newGame(5);
    refuses(state, { type: 'proposal', team: [1, 1] }, 'R-TEAM-2', 'team-duplicate');
    refuses(state, { type: 'proposal', team: [0, 0] }, 'R-TEAM-2', 'team-duplicate');
    const state8 = newGame(8);
    const error = refuses(state8, { type: 'proposal', team: [2, 5, 2] }, 'R-TEAM-2', 'team-duplicate');
    assert.equal(error.params['player'], 'Cid');
  });

  it('R-TEAM-2: a team member must be a seat of the table (team-seat)', () => {
    const state = newGame(5);
    for (const bad of [-1, 5, 6, 1.5, '1', null]) {
      refuses(state, { type: 'proposal', team: [0, bad] }, 'R-TEAM-2', 'team-seat');
    }
  });

  it('REC-EVENT: a proposal without a team list is refused (team-list)', () => {
    refuses(newGame(5), { type: 'proposal' }, 'REC-EVENT', 'team-list');
    refuses(newGame(5), { type: 'proposal', team: '0,1' }, 'REC-EVENT', 'team-list');
  });

  it('R-TEAM-2: the leader may include themself', () => {
    const state = apply(newGame(5, { firstLeader: 3 }), { type: 'proposal', team: [3, 0] });
    assert.deepEqual(state.proposals[0]!.team, [3, 0]);
    assert.ok(state.proposals[0]!.team.includes(state.proposals[0]!.leader));
  });

  it('R-TEAM-2: the leader need not include themself', () => {
    const state = apply(newGame(5, { firstLeader: 3 }), { type: 'proposal', team: [1, 4] });
    assert.deepEqual(state.proposals[0]!.team, [1, 4]);
    assert.ok(!state.proposals[0]!.team.includes(3));
  });

  it('R-TEAM-2: the team keeps the order given', () => {
    const state = apply(newGame(10), { type: 'proposal', team: [9, 0, 4] });
    assert.deepEqual(state.proposals[0]!.team, [9, 0, 4]);
  });

  it('R-TEAM-2: a proposal is expected first: a vote or a mission in team building is refused (proposal-expected)', () => {
    const state = newGame(5);
    refuses(state, { type: 'vote', approve: [0, 1, 2] }, 'R-TEAM-2', 'proposal-expected');
    refuses(state, { type: 'mission', fails: 0 }, 'R-TEAM-2', 'proposal-expected');
  });
});
