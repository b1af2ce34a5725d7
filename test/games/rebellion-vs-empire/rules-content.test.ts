/**
 * Rebellion vs Empire's in-app rules reference (src/games/rebellion-vs-empire/rules/): English and
 * Polish have the same sections with the same rule ids, every id cited is defined in
 * `../shared/rules/other-games.md` part A, every rule of part A but its open points is covered by
 * exactly one section (those checks: test/helpers/rules-content.ts), and the sections the app
 * opens for each step exist.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { rules as en } from '../../../src/games/rebellion-vs-empire/rules/en.ts';
import { rules as pl } from '../../../src/games/rebellion-vs-empire/rules/pl.ts';
import { rules as de } from '../../../src/games/rebellion-vs-empire/rules/de.ts';
import { describeRulesReference } from '../../helpers/rules-content.ts';

describeRulesReference({ title: 'Rebellion vs Empire rules reference', en, pl, more: [de], prefix: 'G2', part: 'A', tests: 'test/games/rebellion-vs-empire' }, () => {
  it('opens at a section for every step of the game', () => {
    for (const rule of ['G2-SET-1', 'G2-ROUND-AREA', 'G2-ROUND-PLAY', 'G2-FINAL-1', 'G2-ROUND-EMPIRE', 'G2-ROUND-ASSIGN', 'G2-LIB-1', 'G2-END-1']) {
      assert.ok(en.sections.some((s) => s.rules.includes(rule)), rule);
    }
  });
});
