/**
 * The Resistance's typed commands and questions (commands/commands.ts): what each input means in a
 * game, in English and Polish, long and short forms; refusals by the engine's rules; answers from
 * the public view only.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { interpret } from '../../../../src/games/resistance/commands/commands.ts';
import type { Interpretation } from '../../../../src/games/resistance/commands/commands.ts';
import { newGame, play } from '../helpers.ts';
import type { GameEvent, GameState } from '../../../../src/games/resistance/engine.ts';

function meant(input: string, state: GameState): Interpretation {
  return interpret(input, { state, summary: () => 'SUMMARY' });
}

function event(input: string, state: GameState): GameEvent {
  const result = meant(input, state);
  assert.equal(result.kind, 'record', `${input}: ${JSON.stringify(result)}`);
  return (result as { event: GameEvent }).event;
}

function text(input: string, state: GameState): string {
  const result = meant(input, state);
  assert.ok('text' in result, `${input}: ${JSON.stringify(result)}`);
  return result.text;
}

const start = newGame(5);
const proposed = play(start, { type: 'proposal', team: [0, 2], mission: 1, leader: 0 });

describe('commands: recording a round by typing', () => {
  it('team: long and short forms, English and Polish, with or without Polish letters', () => {
    for (const input of ['team 1 3', 'Team 1, 3', 't13', 't 3 1', 'team 1 and 3', 'drużyna 1 3', 'druzyna 1 3', 'd13', 'propose 1 3', 't13 m1']) {
      assert.deepEqual(event(input, start), { type: 'proposal', team: [0, 2], mission: 1, leader: 0 }, input);
    }
  });

  it('votes: all, all but, those named, rejections', () => {
    const all = [0, 1, 2, 3, 4];
    const cases: [string, number[]][] = [
      ['approve all', all],
      ['a', all],
      ['za wszyscy', all],
      ['approve all but 2 4', [0, 2, 4]],
      ['a-24', [0, 2, 4]],
      ['a but 2 and 4', [0, 2, 4]],
      ['za wszyscy oprócz 2 4', [0, 2, 4]],
      ['approve 1 3 5', [0, 2, 4]],
      ['z135', [0, 2, 4]],
      ['reject 2 4', [0, 2, 4]],
      ['r24', [0, 2, 4]],
      ['przeciw 2 4', [0, 2, 4]],
      ['reject all', []],
      ['r', []],
      ['p', []],
      ['reject all but 1', [0]],
    ];
    for (const [input, approve] of cases) assert.deepEqual(event(input, proposed), { type: 'vote', approve }, input);
  });

  it('missions: fails and success', () => {
    const approved = play(proposed, { type: 'vote', approve: [0, 1, 2, 3, 4] });
    for (const [input, fails] of [['fails 1', 1], ['f1', 1], ['1 fail', 1], ['fail', 1], ['success', 0], ['s', 0], ['f0', 0], ['porażki 1', 1], ['sukces', 0]] as const) {
      assert.deepEqual(event(input, approved), { type: 'mission', fails }, input);
    }
  });

  it('a command the rules refuse now says the rule, and nothing is recorded', () => {
    const refused = meant('team 1 2 3', start);
    assert.equal(refused.kind, 'refused');
    const early = meant('approve all', start);
    assert.equal(early.kind, 'refused');
  });

  it('unknown input says what was understood and what is accepted', () => {
    const none = text('banana', start);
    assert.match(none, /Not understood: "banana"/);
    assert.match(none, /team 1 3/);
    const part = text('approve all but x', proposed);
    assert.match(part, /Understood "approve all but"/);
    assert.match(part, /not "x"/);
    assert.match(text('team 1 9', start), /no seat 9/);
  });
});

describe('commands: questions', () => {
  const rejected = play(proposed, { type: 'vote', approve: [0, 2] });
  const second = play(rejected, { type: 'proposal', team: [1, 3], mission: 1, leader: 1 }, { type: 'vote', approve: [0, 1, 2, 3, 4] }, { type: 'mission', fails: 1 });

  it('who rejected a mission, in both languages', () => {
    const said = text('who rejected mission 1', second);
    assert.equal(said, "Mission 1: proposal 1, Ann's team: rejected by Bob, Dee, and Eve; proposal 2, Bob's team: nobody rejected.");
    assert.equal(text('kto był przeciw misji 1', second), said);
    assert.match(text('who approved mission 1', second), /approved by Ann and Cid/);
    assert.match(text('who rejected mission 3', second), /No team has been voted on for mission 3/);
  });

  it('who went on failed missions', () => {
    assert.equal(text('who went on failed missions', second), 'On failed missions: mission 1: Bob and Dee.');
    assert.equal(text('kto był na nieudanych misjach', second), 'On failed missions: mission 1: Bob and Dee.');
    assert.equal(text('who went on failed missions', start), 'No mission has failed yet.');
  });

  it('vote track, score, last, leader, where, help', () => {
    assert.match(text('vote track', rejected), /^Vote track: 1 of 5/);
    assert.match(text('vt', rejected), /^Vote track: 1 of 5/);
    assert.match(text('score', second), /^Score: 0 successes, 1 fail/);
    assert.match(text('wynik', second), /^Score:/);
    assert.match(text('last', second), /Mission 1 failed/);
    assert.equal(text('last', start), 'Nothing has been recorded yet.');
    assert.equal(text('leader', second), 'Leader: Cid.');
    assert.equal(text('where', second), 'SUMMARY');
    assert.match(text('help', start), /^Commands:/);
    assert.match(text('?', start), /^Commands:/);
    assert.match(text('mission 1', second), /Mission 1 failed.*Team: Bob and Dee\./);
  });

  it('undo and redo', () => {
    assert.equal(meant('undo', second).kind, 'undo');
    assert.equal(meant('cofnij', second).kind, 'undo');
    assert.equal(meant('redo', second).kind, 'redo');
  });
});
