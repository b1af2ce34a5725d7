/**
 * Voting: R-VOTE-1 (everyone votes, votes public), R-VOTE-2 (strict majority, a tie rejects),
 * R-VOTE-3 (rejection: track +1, leader passes), R-VOTE-4 (five rejections: spies win at once),
 * R-VOTE-5 (the track resets on approval).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apply, availableMissions, MAX_REJECTIONS, step, teamSize, viewFor } from '../../../../src/games/resistance/engine.ts';
import type { GameState } from '../../../../src/games/resistance/engine.ts';
import { newGame, play, playMission, refuses, seats, toRound } from '../helpers.ts';

function proposed(n: number): GameState {
  return apply(newGame(n), { type: 'proposal', team: n >= 8 ? [0, 1, 2] : [0, 1] });
}

/** Rejects `times` teams in a row in the current round. */
function reject(state: GameState, times: number): GameState {
  let s = state;
  const size = teamSize(s.setup.players.length, availableMissions(s)[0]!);
  for (let i = 0; i < times; i++) s = play(s, { type: 'proposal', team: seats(size) }, { type: 'vote', approve: [] });
  return s;
}

describe('R-VOTE-1 every player votes; votes are public after the reveal', () => {
  it('R-VOTE-1: the vote records every seat, approvals as true and the rest as rejections', () => {
    const { state, consequence } = step(proposed(7), { type: 'vote', approve: [6, 0, 3, 4] });
    assert.deepEqual(state.proposals[0]!.votes, [true, false, false, true, true, false, true]);
    assert.equal(consequence.kind, 'voted');
    if (consequence.kind !== 'voted') return;
    assert.equal(consequence.approvals, 4);
    assert.equal(consequence.rejections, 3);
    assert.deepEqual(state.events.at(-1), { type: 'vote', approve: [0, 3, 4, 6] }, 'the record keeps the approvals sorted');
  });

  it('R-VOTE-1: the leader votes too (the leader\'s approval counts)', () => {
    // 5 players: leader 0 plus two others is a strict majority
    const state = apply(proposed(5), { type: 'vote', approve: [0, 3, 4] });
    assert.equal(state.proposals[0]!.approved, true);
    assert.equal(state.proposals[0]!.votes![0], true);
  });

  it('R-VOTE-1: the votes are in the public view', () => {
    const state = apply(proposed(5), { type: 'vote', approve: [1, 2] });
    assert.deepEqual(viewFor(state, 'public').proposals[0]!.votes, [false, true, true, false, false]);
  });

  it('R-VOTE-1: a seat listed twice is refused (vote-duplicate)', () => {
    refuses(proposed(5), { type: 'vote', approve: [0, 2, 0] }, 'R-VOTE-1', 'vote-duplicate');
  });

  it('R-VOTE-1: a voter must be a seat of the table (vote-seat)', () => {
    for (const bad of [-1, 5, 2.5, '3', null]) refuses(proposed(5), { type: 'vote', approve: [0, bad] }, 'R-VOTE-1', 'vote-seat');
  });

  it('REC-EVENT: a vote without an approve list is refused (approve-list)', () => {
    refuses(proposed(5), { type: 'vote' }, 'REC-EVENT', 'approve-list');
    refuses(proposed(5), { type: 'vote', approve: 3 }, 'REC-EVENT', 'approve-list');
  });

  it('R-VOTE-1: a vote is expected after a proposal: another proposal or a mission is refused (vote-expected)', () => {
    refuses(proposed(5), { type: 'proposal', team: [2, 3] }, 'R-VOTE-1', 'vote-expected');
    refuses(proposed(5), { type: 'mission', fails: 0 }, 'R-VOTE-1', 'vote-expected');
  });
});

describe('R-VOTE-2 approved only on a strict majority; a tie is a rejection', () => {
  for (let n = 5; n <= 10; n++) {
    const majority = Math.floor(n / 2) + 1;
    it(`R-VOTE-2: with ${n} players ${majority} approvals pass and ${majority - 1} do not`, () => {
      for (let approvals = 0; approvals <= n; approvals++) {
        const state = apply(proposed(n), { type: 'vote', approve: seats(approvals) });
        assert.equal(state.proposals[0]!.approved, approvals >= majority, `${approvals} of ${n}`);
        assert.equal(state.phase, approvals >= majority ? 'mission' : 'proposal');
      }
    });
  }

  for (const n of [6, 8, 10]) {
    it(`R-VOTE-2: a tie at ${n} players (${n / 2}–${n / 2}) is a rejection`, () => {
      const { state, consequence } = step(proposed(n), { type: 'vote', approve: seats(n / 2) });
      assert.equal(state.proposals[0]!.approved, false);
      assert.equal(state.voteTrack, 1);
      assert.equal(state.phase, 'proposal');
      assert.ok(consequence.kind === 'voted' && consequence.approvals === consequence.rejections && !consequence.approved);
    });
  }
});

describe('R-VOTE-3 on rejection the track advances, the leader passes, team building repeats', () => {
  it('R-VOTE-3: a rejection moves the track by one and the leader clockwise, and keeps the round', () => {
    const { state, consequence } = step(proposed(5), { type: 'vote', approve: [0, 1] });
    assert.equal(state.voteTrack, 1);
    assert.equal(state.leader, 1);
    assert.equal(state.round, 1);
    assert.equal(state.phase, 'proposal');
    assert.deepEqual(state.missions, [null, null, null, null, null]);
    assert.ok(consequence.kind === 'voted' && consequence.voteTrack === 1 && consequence.leader === 1);
  });

  it('R-VOTE-3: successive rejections count 1, 2, 3, 4 and each proposal records its attempt', () => {
    let state = newGame(8, { firstLeader: 6 });
    for (let k = 1; k <= 4; k++) {
      state = reject(state, 1);
      assert.equal(state.voteTrack, k);
      assert.equal(state.proposals.at(-1)!.attempt, k);
    }
    assert.equal(state.leader, 2);
    assert.equal(state.phase, 'proposal');
  });
});

describe('R-VOTE-4 five rejected teams in a row: the spies win at once', () => {
  it('R-VOTE-4: MAX_REJECTIONS is 5', () => {
    assert.equal(MAX_REJECTIONS, 5);
  });

  for (const n of [5, 6, 10]) {
    it(`R-VOTE-4: the fifth rejection in round 1 at ${n} players ends the game, spies win ('five-rejections')`, () => {
      const before = reject(newGame(n, { firstLeader: 2 }), 4);
      assert.equal(before.phase, 'proposal');
      const last = apply(before, { type: 'proposal', team: seats(n >= 8 ? 3 : 2) });
      const { state, consequence } = step(last, { type: 'vote', approve: seats(Math.floor(n / 2)) });
      assert.equal(state.phase, 'over');
      assert.equal(state.voteTrack, 5);
      assert.deepEqual(state.winner, { side: 'spies', reason: 'five-rejections' });
      assert.ok(consequence.kind === 'voted' && consequence.winner?.reason === 'five-rejections');
      // the game ends at once: the leader token does not pass, the round stays
      assert.equal(state.leader, before.leader);
      assert.equal(state.round, 1);
    });
  }

  it('R-VOTE-4: five rejections in a later round also end the game', () => {
    const state = reject(toRound(newGame(9), 4), 5);
    assert.equal(state.round, 4);
    assert.deepEqual(state.winner, { side: 'spies', reason: 'five-rejections' });
  });

  it('R-VOTE-4: four rejections then an approval does not end the game', () => {
    const state = play(reject(newGame(5), 4), { type: 'proposal', team: [0, 1] }, { type: 'vote', approve: [0, 1, 2] });
    assert.equal(state.phase, 'mission');
    assert.equal(state.winner, null);
  });

  it('R-VOTE-4: rejections in different rounds do not add up (four in round 1, four in round 2)', () => {
    let state = reject(newGame(5), 4);
    state = playMission(state, 0);
    state = reject(state, 4);
    assert.equal(state.voteTrack, 4);
    assert.equal(state.phase, 'proposal');
    assert.equal(state.winner, null);
  });
});

describe('R-VOTE-5 the vote track returns to 0 when a team is approved', () => {
  it('R-VOTE-5: an approval after three rejections resets the track to 0', () => {
    const rejected = reject(newGame(6), 3);
    assert.equal(rejected.voteTrack, 3);
    const { state, consequence } = step(apply(rejected, { type: 'proposal', team: [0, 1] }), { type: 'vote', approve: [0, 1, 2, 3] });
    assert.equal(state.voteTrack, 0);
    assert.equal(state.phase, 'mission');
    assert.ok(consequence.kind === 'voted' && consequence.voteTrack === 0);
    // the leader does not pass on approval: the same leader's team goes on the mission
    assert.equal(state.leader, rejected.leader);
  });

  it('R-VOTE-5: the track is still 0 after the mission', () => {
    const state = playMission(reject(newGame(6), 2), 0);
    assert.equal(state.voteTrack, 0);
  });
});
