/**
 * correctEvent ("correct an earlier round"): an earlier event replaced, every later event
 * replayed on top; refused with the first later event that becomes illegal, its index and its
 * rule id; correcting an event to itself changes nothing (property). proposalEvents finds a
 * proposal's events in the log.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  apply,
  availableMissions,
  correctEvent,
  CorrectionError,
  createGame,
  currentProposal,
  isTargeting,
  proposalEvents,
  stateBefore,
  teamSize,
} from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameSetupInput, GameState, Variant } from '../../../../src/games/resistance/engine.ts';
import { names, seats } from '../helpers.ts';

const SETUP: GameSetupInput = { players: names(5), firstLeader: 0 };

/** Mission 1 approved and won, mission 2 approved and won, then a proposal for mission 3 voted on. */
const EVENTS: GameEvent[] = [
  { type: 'proposal', team: [0, 1] }, // 0: proposal 1, Ann
  { type: 'vote', approve: [0, 1, 2] }, // 1: approved 3 to 2
  { type: 'mission', fails: 0 }, // 2: mission 1 succeeds
  { type: 'proposal', team: [1, 2, 3] }, // 3: proposal 2, Bob
  { type: 'vote', approve: [0, 1, 2, 3, 4] }, // 4
  { type: 'mission', fails: 0 }, // 5: mission 2 succeeds
  { type: 'proposal', team: [0, 2] }, // 6: proposal 3, Cid
  { type: 'vote', approve: [] }, // 7: rejected
];

function replay(setup: GameSetupInput, events: readonly GameEvent[]): GameState {
  return events.reduce((state, event) => apply(state, event), createGame(setup));
}

function refusal(run: () => unknown): CorrectionError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof CorrectionError, `not a CorrectionError: ${String(error)}`);
    return error;
  }
  assert.fail('the correction was accepted');
}

describe('correctEvent', () => {
  it('R-MIS-3: a corrected mission result is replayed with every later event on top', () => {
    const state = correctEvent(SETUP, EVENTS, 2, { type: 'mission', fails: 1 });
    assert.equal(state.events.length, EVENTS.length);
    assert.deepEqual(state, replay(SETUP, [...EVENTS.slice(0, 2), { type: 'mission', fails: 1 }, ...EVENTS.slice(3)]), 'the later events replayed on top');
    assert.equal(state.missions[0]!.result, 'fail');
    assert.equal(state.missions[1]!.result, 'success');
    assert.equal(state.voteTrack, 1);
    assert.equal(state.phase, 'proposal');
    assert.deepEqual(state, replay(SETUP, state.events), 'the same as replaying the new log');
    assert.deepEqual(EVENTS[2], { type: 'mission', fails: 0 }, 'the log given is not changed');
  });

  it('R-VOTE-2: a corrected vote changes who was approved, and the later events still fit', () => {
    // Proposal 3's vote: rejected 0 to 5 becomes approved 3 to 2; the game waits for mission 3.
    const state = correctEvent(SETUP, EVENTS, 7, { type: 'vote', approve: [0, 2, 4] });
    assert.equal(state.proposals[2]!.approved, true);
    assert.equal(state.phase, 'mission');
    assert.equal(state.voteTrack, 0);
  });

  it('R-TEAM-2: a vote corrected to a rejection makes the mission that followed illegal: refused with its index and rule', () => {
    const error = refusal(() => correctEvent(SETUP, EVENTS, 1, { type: 'vote', approve: [0] }));
    assert.equal(error.index, 2, 'the mission result of event 2 is the first event refused');
    assert.equal(error.correctedIndex, 1);
    assert.equal(error.atCorrection, false);
    assert.equal(error.rule, 'R-TEAM-2');
    assert.equal(error.cause.code, 'proposal-expected');
    assert.equal(error.message, `event 2: ${error.cause.message}`, 'the engine\'s sentence, the rule id left in `rule`');
    assert.doesNotMatch(error.message, /\bR-TEAM-2\b/);
    assert.deepEqual(error.event, EVENTS[2]);
    assert.equal(error.before.phase, 'proposal', 'the state the event was refused in');
    assert.equal(error.before.proposals.length, 1);
  });

  it('R-END-1: a mission corrected so that the spies win earlier makes every later event illegal', () => {
    const events: GameEvent[] = [
      { type: 'proposal', team: [0, 1] },
      { type: 'vote', approve: [0, 1, 2] },
      { type: 'mission', fails: 1 }, // 2: fail
      { type: 'proposal', team: [1, 2, 3] },
      { type: 'vote', approve: [0, 1, 2] },
      { type: 'mission', fails: 1 }, // 5: fail
      { type: 'proposal', team: [0, 2] },
      { type: 'vote', approve: [0, 1, 2] },
      { type: 'mission', fails: 0 }, // 8: success
      { type: 'proposal', team: [0, 1, 2] },
    ];
    const error = refusal(() => correctEvent(SETUP, events, 8, { type: 'mission', fails: 1 }));
    assert.equal(error.index, 9);
    assert.equal(error.rule, 'R-END-1');
    assert.equal(error.cause.code, 'game-over');
  });

  it('R-TEAM-1: a replacement that breaks a rule itself is refused at its own index', () => {
    const error = refusal(() => correctEvent(SETUP, EVENTS, 3, { type: 'proposal', team: [1, 2] }));
    assert.equal(error.index, 3);
    assert.equal(error.atCorrection, true);
    assert.equal(error.rule, 'R-TEAM-1');
  });

  it('refuses an index outside the log', () => {
    assert.throws(() => correctEvent(SETUP, EVENTS, EVENTS.length, { type: 'vote', approve: [] }), RangeError);
    assert.throws(() => correctEvent(SETUP, EVENTS, -1, { type: 'vote', approve: [] }), RangeError);
  });

  it('property: correcting any event of a random legal game to itself gives the same state', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const n = g(fc.integer, { min: 5, max: 10 });
        const variants = g(fc.subarray, ['targeting', 'blind-spies'] as Variant[]);
        const setup: GameSetupInput = { players: names(n), firstLeader: g(fc.integer, { min: 0, max: n - 1 }), variants };
        let state = createGame(setup);
        const length = g(fc.integer, { min: 1, max: 30 });
        for (let i = 0; i < length && state.phase !== 'over'; i++) {
          let event: GameEvent;
          if (state.phase === 'proposal') {
            const missions = availableMissions(state);
            const mission = missions[g(fc.integer, { min: 0, max: missions.length - 1 })]!;
            const team = g(fc.shuffledSubarray, seats(n), { minLength: teamSize(n, mission), maxLength: teamSize(n, mission) });
            event = isTargeting(state) ? { type: 'proposal', team, mission } : { type: 'proposal', team };
          } else if (state.phase === 'vote') {
            event = { type: 'vote', approve: g(fc.subarray, seats(n)) };
          } else {
            event = { type: 'mission', fails: g(fc.integer, { min: 0, max: currentProposal(state)!.team.length }) };
          }
          state = apply(state, event);
        }
        const index = g(fc.integer, { min: 0, max: state.events.length - 1 });
        const same = correctEvent(state.setup, state.events, index, structuredClone(state.events[index]!));
        assert.deepEqual(same, state);
      }),
      { numRuns: 200 },
    );
  });
});

describe('proposalEvents and stateBefore', () => {
  it('finds each proposal\'s proposal, vote and mission events', () => {
    const state = replay(SETUP, EVENTS);
    assert.deepEqual(proposalEvents(state, 0), { proposal: 0, vote: 1, mission: 2 });
    assert.deepEqual(proposalEvents(state, 1), { proposal: 3, vote: 4, mission: 5 });
    assert.deepEqual(proposalEvents(state, 2), { proposal: 6, vote: 7, mission: null }, 'rejected: no mission');
    assert.equal(proposalEvents(state, 3), null);
    const voting = replay(SETUP, EVENTS.slice(0, 7));
    assert.deepEqual(proposalEvents(voting, 2), { proposal: 6, vote: null, mission: null });
  });

  it('gives the state an event was recorded in', () => {
    const state = replay(SETUP, EVENTS);
    assert.deepEqual(stateBefore(state, 4), replay(SETUP, EVENTS.slice(0, 4)));
    assert.equal(stateBefore(state, 0).events.length, 0);
  });
});
