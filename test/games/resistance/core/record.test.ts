/**
 * Records (resistance-record/1, docs/records.md): replayRecord, toRecord, summarize and the
 * RecordError that names the setup or the event breaking a rule.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  RECORD_FORMAT,
  RecordError,
  replayRecord,
  RuleError,
  summarize,
  toRecord,
} from '../../../../src/games/resistance/engine.ts';
import { names, newGame, playMission } from '../helpers.ts';

const FIVE = names(5);

function recordError(input: unknown): RecordError {
  let caught: unknown;
  try {
    replayRecord(input);
  } catch (error) {
    caught = error;
  }
  assert.ok(caught instanceof RecordError, `expected a RecordError, got ${String(caught)}`);
  assert.ok(caught.cause instanceof RuleError);
  return caught;
}

describe('REC-FORMAT the record envelope', () => {
  it('REC-FORMAT: the format is "resistance-record/1"', () => {
    assert.equal(RECORD_FORMAT, 'resistance-record/1');
  });

  it('REC-FORMAT: a record must be a JSON object (record-object)', () => {
    for (const input of [null, 3, 'x', [1, 2]]) {
      const error = recordError(input);
      assert.equal(error.where, 'setup');
      assert.equal(error.rule, 'REC-FORMAT');
      assert.equal(error.cause.code, 'record-object');
    }
  });

  it('REC-FORMAT: a missing or wrong "format" is refused (record-format)', () => {
    const missing = recordError({ setup: { players: FIVE, firstLeader: 0 }, events: [] });
    assert.equal(missing.message, 'setup: "format" must be "resistance-record/1", not null');
    assert.equal(missing.rule, 'REC-FORMAT');
    const wrong = recordError({ format: 'resistance-record/2', setup: { players: FIVE, firstLeader: 0 }, events: [] });
    assert.equal(wrong.cause.code, 'record-format');
  });

  it('REC-FORMAT: "events" must be a list (events-list); a missing setup is refused (setup-object)', () => {
    const events = recordError({ format: RECORD_FORMAT, setup: { players: FIVE, firstLeader: 0 } });
    assert.equal(events.cause.code, 'events-list');
    assert.equal(events.where, 'setup');
    const setup = recordError({ format: RECORD_FORMAT, events: [] });
    assert.equal(setup.cause.code, 'setup-object');
  });

  it('R-SET-1: a setup error is reported as "setup: …", its rule id in `rule`, not in the sentence', () => {
    const error = recordError({ format: RECORD_FORMAT, setup: { players: FIVE.slice(0, 4), firstLeader: 0 }, events: [] });
    assert.equal(error.message, 'setup: The Resistance needs 5 to 10 players, not 4');
    assert.equal(error.rule, 'R-SET-1');
  });

  it('R-TEAM-1: an event error is reported as "event N: …" with N counted from 0, its rule id in `rule`', () => {
    const error = recordError({
      format: RECORD_FORMAT,
      setup: { players: FIVE, firstLeader: 0 },
      events: [
        { type: 'proposal', team: [0, 1] },
        { type: 'vote', approve: [] },
        { type: 'proposal', team: [0, 1, 2] },
      ],
    });
    assert.equal(error.where, 2);
    assert.equal(error.message, 'event 2: mission 1 with 5 players needs a team of 2, not 3');
    assert.equal(error.rule, 'R-TEAM-1');
    assert.equal(error.cause.code, 'team-size');
  });

  it('R-MIS-2: the example record (team [0, 4], spies [1, 3], one Fail) is refused at event 2', () => {
    const error = recordError({
      format: RECORD_FORMAT,
      setup: { players: FIVE, firstLeader: 0, variants: ['targeting'], spies: [1, 3] },
      events: [
        { type: 'proposal', team: [0, 4], leader: 0, mission: 1 },
        { type: 'vote', approve: [0, 1, 2, 4] },
        { type: 'mission', fails: 1 },
      ],
    });
    assert.equal(error.message, 'event 2: only spies may play Fail, and this team has no spies, so 1 Fail card is impossible');
    assert.equal(error.rule, 'R-MIS-2');
  });
});

describe('records: toRecord, replayRecord and summarize', () => {
  it('toRecord leaves out defaults (no variants, no spies, the default mission 5 reading)', () => {
    const record = toRecord(newGame(5));
    assert.deepEqual(record, { format: RECORD_FORMAT, setup: { players: FIVE, firstLeader: 0 }, events: [] });
  });

  it('toRecord keeps variants, spies and the "two-done" reading, and the accepted events', () => {
    const state = playMission(newGame(6, { variants: ['targeting'], spies: [5, 2], mission5Rule: 'two-done', firstLeader: 3 }), 1, 2);
    const record = toRecord(state);
    assert.deepEqual(record.setup, {
      players: names(6),
      firstLeader: 3,
      variants: ['targeting'],
      spies: [2, 5],
      mission5Rule: 'two-done',
    });
    assert.deepEqual(record.events, [
      { type: 'proposal', team: [2, 5, 0], leader: 3, mission: 2 },
      { type: 'vote', approve: [0, 1, 2, 3, 4, 5] },
      { type: 'mission', fails: 1 },
    ]);
    assert.deepEqual(replayRecord(JSON.parse(JSON.stringify(record))), state);
  });

  it('replayRecord does not change the record it replays', () => {
    const input = {
      format: RECORD_FORMAT,
      setup: { players: [' Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 1, variants: ['blind-spies', 'targeting'], spies: [4, 0] },
      events: [
        { type: 'proposal', team: [4, 2], mission: 1 },
        { type: 'vote', approve: [4, 3, 2] },
        { type: 'mission', cards: { 4: 'fail', 2: 'success' } },
      ],
    };
    const before = structuredClone(input);
    const state = replayRecord(input);
    assert.deepEqual(input, before);
    assert.equal(state.missions[0]!.result, 'fail');
    // the state keeps its own copies
    input.events[0]!.team!.push(1);
    assert.deepEqual(state.proposals[0]!.team, [4, 2]);
  });

  it('toRecord returns a copy: changing it does not change the state', () => {
    const state = playMission(newGame(5), 0);
    const before = structuredClone(state);
    const record = toRecord(state);
    record.setup.players[0] = 'X';
    (record.events[0] as { team: number[] }).team.push(4);
    assert.deepEqual(state, before);
  });

  it('R-MIS-5 / R-END-1: summarize gives results by slot, voteTrack, leader, phase and the winning side', () => {
    const state = [0, 1, 0, 0].reduce((s, f) => playMission(s, f), newGame(5, { firstLeader: 2 }));
    assert.deepEqual(summarize(state), {
      results: ['success', 'fail', 'success', 'success', null],
      voteTrack: 0,
      leader: 0,
      phase: 'over',
      winner: 'resistance',
    });
  });
});
