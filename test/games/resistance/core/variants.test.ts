/**
 * Variants: R-VAR-TGT (Targeting) and R-VAR-BLIND (Blind Spies), with the views that carry the
 * secret parts (R-VAR-BLIND, R-MIS-1: nobody learns who played what).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  apply,
  availableMissions,
  currentMission,
  MISSIONS,
  teamSize,
  viewFor,
} from '../../../../src/games/resistance/engine.ts';
import type { GameState, Mission5Rule, MissionNumber } from '../../../../src/games/resistance/engine.ts';
import { approveTeam, newGame, play, playMission, refuses, seats, throwsRule } from '../helpers.ts';

function targeting(n: number, mission5Rule?: Mission5Rule): GameState {
  return newGame(n, mission5Rule ? { variants: ['targeting'], mission5Rule } : { variants: ['targeting'] });
}

describe('R-VAR-TGT Targeting: the leader also chooses a not-yet-attempted mission', () => {
  it('R-VAR-TGT: the mission is required in every proposal (mission-required)', () => {
    refuses(targeting(5), { type: 'proposal', team: [0, 1] }, 'R-VAR-TGT', 'mission-required');
  });

  it('R-VAR-TGT: the mission must be 1 to 5 (mission-unknown)', () => {
    for (const mission of [0, 6, '2', 2.5, null]) {
      refuses(targeting(5), { type: 'proposal', team: [0, 1], mission }, 'R-VAR-TGT', 'mission-unknown');
    }
  });

  it('R-VAR-TGT: during team building no mission is current until the leader chooses', () => {
    const state = targeting(5);
    assert.equal(currentMission(state), null);
    assert.deepEqual(availableMissions(state), [1, 2, 3, 4]);
    const proposed = apply(state, { type: 'proposal', team: [0, 1, 2], mission: 4 });
    assert.equal(currentMission(proposed), 4);
    assert.deepEqual(proposed.events[0], { type: 'proposal', team: [0, 1, 2], leader: 0, mission: 4 });
  });

  for (let n = 5; n <= 10; n++) {
    it(`R-VAR-TGT: at ${n} players the team size follows the chosen mission (R-TEAM-1 column)`, () => {
      // missions 1–4 can be chosen in round 1
      for (const mission of [1, 2, 3, 4] as const) {
        const size = teamSize(n, mission);
        const state = targeting(n);
        assert.equal(apply(state, { type: 'proposal', team: seats(size), mission }).proposals[0]!.mission, mission);
        refuses(state, { type: 'proposal', team: seats(size === 2 ? 3 : size - 1), mission }, 'R-TEAM-1', 'team-size');
      }
      // mission 5 after two successes
      const open = playMission(playMission(targeting(n), 0, 1), 0, 2);
      const size5 = teamSize(n, 5);
      assert.equal(apply(open, { type: 'proposal', team: seats(size5), mission: 5 }).proposals.at(-1)!.team.length, size5);
      refuses(open, { type: 'proposal', team: seats(size5 - 1), mission: 5 }, 'R-TEAM-1', 'team-size');
    });
  }

  it('R-VAR-TGT: each mission is attempted once (mission-done), whatever its result', () => {
    let state = targeting(6);
    state = playMission(state, 0, 3); // mission 3 succeeds
    state = playMission(state, 1, 1); // mission 1 fails
    assert.deepEqual(availableMissions(state), [2, 4]);
    const error = refuses(state, { type: 'proposal', team: seats(4), mission: 3 }, 'R-VAR-TGT', 'mission-done');
    assert.equal(error.params['mission'], 3);
    refuses(state, { type: 'proposal', team: seats(2), mission: 1 }, 'R-VAR-TGT', 'mission-done');
  });

  it('R-VAR-TGT: a rejected proposal does not use up its mission', () => {
    const state = play(targeting(5), { type: 'proposal', team: [0, 1, 2], mission: 4 }, { type: 'vote', approve: [] });
    assert.deepEqual(availableMissions(state), [1, 2, 3, 4]);
    assert.equal(apply(state, { type: 'proposal', team: [0, 1, 2], mission: 4 }).proposals[1]!.mission, 4);
  });

  it('R-VAR-TGT: missions need not be done in order, and none is required', () => {
    let state = targeting(5);
    state = playMission(state, 0, 4);
    state = playMission(state, 0, 2);
    state = playMission(state, 0, 5);
    assert.deepEqual(state.winner, { side: 'resistance', reason: 'three-successes' });
    assert.deepEqual(
      state.missions.map((m) => m?.round ?? null),
      [null, 2, null, 1, 3],
    );
  });

  describe('R-VAR-TGT mission 5, default reading "two-successes" (English edition, seed 004)', () => {
    it('R-VAR-TGT: the default reading is two-successes', () => {
      assert.equal(targeting(5).setup.mission5Rule, 'two-successes');
    });

    it('R-VAR-TGT: mission 5 is refused in round 1 (mission-5-early-successes)', () => {
      const error = refuses(targeting(5), { type: 'proposal', team: [0, 1, 2], mission: 5 }, 'R-VAR-TGT', 'mission-5-early-successes');
      assert.equal(error.message, "mission 5 needs two successful missions first");
    });

    it('R-VAR-TGT: after one success it is still refused', () => {
      const state = playMission(targeting(5), 0, 1);
      refuses(state, { type: 'proposal', team: [0, 1, 2], mission: 5 }, 'R-VAR-TGT', 'mission-5-early-successes');
    });

    it('R-VAR-TGT: after two missions done but only one success it is still refused', () => {
      const state = playMission(playMission(targeting(5), 0, 1), 1, 2);
      assert.deepEqual(availableMissions(state), [3, 4]);
      refuses(state, { type: 'proposal', team: [0, 1, 2], mission: 5 }, 'R-VAR-TGT', 'mission-5-early-successes');
    });

    it('R-VAR-TGT: after two failed missions it is still refused', () => {
      const state = playMission(playMission(targeting(5), 1, 1), 1, 2);
      refuses(state, { type: 'proposal', team: [0, 1, 2], mission: 5 }, 'R-VAR-TGT', 'mission-5-early-successes');
    });

    it('R-VAR-TGT: after two successes it is open', () => {
      const state = playMission(playMission(targeting(5), 0, 3), 0, 4);
      assert.deepEqual(availableMissions(state), [1, 2, 5]);
      assert.equal(apply(state, { type: 'proposal', team: [0, 1, 2], mission: 5 }).proposals.at(-1)!.mission, 5);
    });

    it('R-VAR-TGT: with a 7-player slot 4 that succeeded on one Fail card, that success counts', () => {
      const state = playMission(playMission(targeting(7), 1, 4), 0, 1);
      assert.equal(state.missions[3]!.result, 'success');
      assert.ok(availableMissions(state).includes(5));
    });
  });

  describe('R-VAR-TGT mission 5, reading "two-done" (Polish edition, seed 000)', () => {
    it('R-VAR-TGT: mission 5 is refused before two missions are done (mission-5-early)', () => {
      const zero = targeting(5, 'two-done');
      const error = refuses(zero, { type: 'proposal', team: [0, 1, 2], mission: 5 }, 'R-VAR-TGT', 'mission-5-early');
      assert.equal(error.message, 'mission 5 needs two missions done first');
      const one = playMission(zero, 0, 1);
      refuses(one, { type: 'proposal', team: [0, 1, 2], mission: 5 }, 'R-VAR-TGT', 'mission-5-early');
    });

    it('R-VAR-TGT: after one success and one fail it is open', () => {
      const state = playMission(playMission(targeting(5, 'two-done'), 0, 1), 1, 2);
      assert.deepEqual(availableMissions(state), [3, 4, 5]);
      assert.equal(apply(state, { type: 'proposal', team: [0, 1, 2], mission: 5 }).proposals.at(-1)!.mission, 5);
    });

    it('R-VAR-TGT: after two fails it is open', () => {
      const state = playMission(playMission(targeting(5, 'two-done'), 1, 1), 1, 2);
      assert.ok(availableMissions(state).includes(5));
    });
  });

  it('R-VAR-TGT: mission5Rule must be "two-successes" or "two-done" (mission5-rule)', () => {
    for (const value of ['two', 'Two-Done', 2]) {
      throwsRule(() => newGame(5, { variants: ['targeting'], mission5Rule: value as Mission5Rule }), 'R-VAR-TGT', 'mission5-rule');
    }
  });

  it('R-VAR-TGT: the mission 5 reading is kept in the setup and in the public view', () => {
    const state = targeting(8, 'two-done');
    assert.equal(state.setup.mission5Rule, 'two-done');
    assert.equal(viewFor(state, 'public').mission5Rule, 'two-done');
  });

  it('REC-FORMAT: unknown variants are refused, known ones are kept once in a stable order', () => {
    throwsRule(() => newGame(5, { variants: ['plot-cards' as 'targeting'] }), 'REC-FORMAT', 'variant-unknown');
    throwsRule(() => newGame(5, { variants: 'targeting' as unknown as ['targeting'] }), 'REC-FORMAT', 'variants-list');
    assert.deepEqual(newGame(5, { variants: ['blind-spies', 'targeting', 'blind-spies'] }).setup.variants, ['targeting', 'blind-spies']);
    assert.deepEqual(newGame(5).setup.variants, []);
  });

  it('R-VAR-TGT: availableMissions without Targeting is the round\'s mission; once over, none', () => {
    const plain = newGame(5);
    assert.deepEqual(availableMissions(plain), [1]);
    const over = [0, 0, 0].reduce((s, f) => playMission(s, f), plain);
    assert.deepEqual(availableMissions(over), []);
    for (const m of MISSIONS) assert.ok(availableMissions(targeting(5)).includes(m) === (m !== 5));
  });

  it('R-VAR-TGT: R-VOTE-4 still applies: five rejections of targeted proposals end the game', () => {
    let state = targeting(5);
    const missions: MissionNumber[] = [1, 2, 3, 4, 1];
    for (const mission of missions) {
      state = play(state, { type: 'proposal', team: seats(teamSize(5, mission)), mission }, { type: 'vote', approve: [0] });
    }
    assert.deepEqual(state.winner, { side: 'spies', reason: 'five-rejections' });
  });
});

describe('R-VAR-BLIND Blind Spies: spies do not learn each other; views', () => {
  const spies = [1, 3];

  it('R-VAR-BLIND: without Blind Spies a spy\'s view lists the spies', () => {
    const state = newGame(5, { spies });
    for (const spy of spies) {
      const view = viewFor(state, spy);
      assert.equal(view.viewer, spy);
      assert.equal(view.side, 'spies');
      assert.deepEqual(view.knownSpies, [1, 3]);
    }
  });

  it('R-VAR-BLIND: with Blind Spies a spy\'s knownSpies is null (but the spy still knows their own side)', () => {
    const state = newGame(5, { spies, variants: ['blind-spies'] });
    for (const spy of spies) {
      const view = viewFor(state, spy);
      assert.equal(view.side, 'spies');
      assert.equal(view.knownSpies, null);
    }
  });

  it('R-VAR-BLIND: a resistance player never knows the spies', () => {
    for (const variants of [[], ['blind-spies']] as const) {
      const state = newGame(5, { spies, variants: [...variants] });
      for (const seat of [0, 2, 4]) {
        const view = viewFor(state, seat);
        assert.equal(view.side, 'resistance');
        assert.equal(view.knownSpies, null);
      }
    }
  });

  it('R-VAR-BLIND: in table mode (spies unknown) a seat\'s side and knownSpies are null', () => {
    const view = viewFor(newGame(5), 1);
    assert.equal(view.side, null);
    assert.equal(view.knownSpies, null);
  });

  it('R-VAR-BLIND: the public view never contains the spies, the cards or the event log', () => {
    const states: GameState[] = [];
    for (const variants of [[], ['blind-spies'], ['targeting', 'blind-spies']] as const) {
      let state = newGame(5, { spies, variants: [...variants] });
      states.push(state);
      const m1 = variants.includes('targeting' as never) ? 1 : undefined;
      state = apply(approveTeam(state, [0, 1], m1), { type: 'mission', cards: { 0: 'success', 1: 'fail' } });
      states.push(state);
      const m2 = variants.includes('targeting' as never) ? 2 : undefined;
      state = apply(approveTeam(state, [1, 3, 4], m2), { type: 'mission', cards: { 1: 'fail', 3: 'fail', 4: 'success' } });
      states.push(state);
    }
    for (const state of states) {
      const json = JSON.stringify(viewFor(state, 'public'));
      for (const key of ['spies', 'cards', 'knownSpies', 'events']) {
        assert.ok(!json.includes(`"${key}":`), `public view contains "${key}": ${json}`);
      }
      assert.equal(viewFor(state, 'public').viewer, 'public');
    }
  });

  it('R-MIS-1: the public view shows the Fail count of a mission, not who played which card', () => {
    const state = apply(approveTeam(newGame(5, { spies }), [0, 1]), { type: 'mission', cards: { 0: 'success', 1: 'fail' } });
    const mission = viewFor(state, 'public').missions[0]!;
    assert.deepEqual(mission, { mission: 1, round: 1, team: [0, 1], fails: 1, failsNeeded: 1, failing: 1, reverses: 0, faceUp: [], result: 'fail' });
    // a seat's view adds no cards either
    assert.ok(!JSON.stringify(viewFor(state, 1)).includes('"cards":'));
  });

  it('R-VAR-BLIND: views are copies: changing a view does not change the state', () => {
    const state = play(newGame(5, { spies }), { type: 'proposal', team: [0, 1] }, { type: 'vote', approve: [0, 1, 2] });
    const before = structuredClone(state);
    const view = viewFor(state, 1);
    view.players[0] = 'X';
    view.proposals[0]!.team.push(4);
    view.proposals[0]!.votes![0] = false;
    view.knownSpies!.push(0);
    assert.deepEqual(state, before);
  });
});
