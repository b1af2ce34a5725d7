/**
 * Avalon names (setup `names: 'avalon'`, text/table-names.ts): the record keeps the table's
 * choice and refuses any other; under Avalon's names the cards, the sides and the eyes-closed
 * reveal script say Merlin, Percival, Morgana, Mordred, Oberon, the Loyal servants of Arthur and
 * the Minions of Mordred; The Resistance's own names are untouched when the choice is not made.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { createGame, replayRecord, revealScript, toRecord } from '../../../../src/games/resistance/engine.ts';
import { RuleError } from '../../../../src/games/resistance/core/errors.ts';
import { roleName, scriptLineText } from '../../../../src/games/resistance/text/role-text.ts';
import { ruleErrorText } from '../../../../src/games/resistance/text/error-text.ts';
import { useTableNames } from '../../../../src/games/resistance/text/table-names.ts';

const SEVEN = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];

describe('Avalon names', () => {
  afterEach(() => useTableNames(null));

  test('the record keeps the choice, and a game without it has none', () => {
    const avalon = createGame({ players: SEVEN, firstLeader: 0, names: 'avalon' });
    assert.equal(avalon.setup.names, 'avalon');
    const record = toRecord(avalon);
    assert.equal(record.setup.names, 'avalon');
    assert.equal(replayRecord(JSON.parse(JSON.stringify(record))).setup.names, 'avalon');
    const plain = toRecord(createGame({ players: SEVEN, firstLeader: 0, names: 'resistance' }));
    assert.equal('names' in plain.setup, false);
  });

  test('any other value is refused with its sentence (REC-FORMAT)', () => {
    assert.throws(
      () => createGame({ players: SEVEN, firstLeader: 0, names: 'camelot' as 'avalon' }),
      (error: unknown) => error instanceof RuleError && error.rule === 'REC-FORMAT' && error.code === 'table-names',
    );
    try {
      createGame({ players: SEVEN, firstLeader: 0, names: 'camelot' as 'avalon' });
    } catch (error) {
      assert.equal(ruleErrorText(error), 'The table\'s names ("names") must be "avalon" or "resistance", not "camelot".');
    }
  });

  test('the cards and the sides under Avalon names, and under their own without the choice', () => {
    assert.equal(roleName('commander'), 'Commander');
    useTableNames('avalon');
    assert.deepEqual(
      (['commander', 'assassin', 'body-guard', 'false-commander', 'deep-cover', 'blind-spy'] as const).map((r) => roleName(r)),
      ['Merlin', 'Assassin', 'Percival', 'Morgana', 'Mordred', 'Oberon'],
    );
    assert.equal(roleName('resistance'), 'Loyal servant of Arthur');
    assert.equal(roleName('spy', true), 'Minions of Mordred');
    assert.equal(roleName('spy-chief'), 'Spy Chief', 'a card Avalon has no name for keeps its own');
  });

  test('a 7-player reveal with Merlin, Percival, Morgana and Mordred: "Merlin, open your eyes…"', () => {
    const script = revealScript(7, { assassin: { bodyGuard: true, falseCommander: true, deepCover: true } });
    const own = script.map(scriptLineText);
    useTableNames('avalon');
    const lines = script.map(scriptLineText);
    assert.equal(lines.length, own.length);
    assert.ok(lines.includes('Merlin, open your eyes to see who the minions of Mordred are.'), lines.join('\n'));
    assert.ok(lines.includes('Merlin, close your eyes.'));
    assert.ok(lines.some((l) => l.startsWith('Minions of Mordred, except the Mordred') || l.startsWith('Minions of Mordred, except Mordred') || l.includes('so that Merlin can learn who you are')), lines.join('\n'));
    assert.ok(lines.some((l) => l.startsWith('Percival, open your eyes to see who is Merlin and Morgana')), lines.join('\n'));
    assert.ok(lines.includes('Percival, close your eyes.'));
    for (const line of lines) assert.doesNotMatch(line, /Commander|Body Guard|Deep Cover|\bSpies\b/, line);
  });
});
