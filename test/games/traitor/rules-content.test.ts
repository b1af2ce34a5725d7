/**
 * The hidden-traitor expansion's in-app rules reference (src/games/traitor/rules/): English and
 * Polish have the same sections with the same rule ids, every id cited is defined in
 * `../shared/rules/other-games.md` part B, every rule of part B but its open points is covered by
 * exactly one section (those checks: test/helpers/rules-content.ts), and the sections the app
 * opens for each step exist (tr-app `currentRule`).
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { rules as en } from '../../../src/games/traitor/rules/en.ts';
import { rules as pl } from '../../../src/games/traitor/rules/pl.ts';
import { rules as de } from '../../../src/games/traitor/rules/de.ts';
import { currentRule } from '../../../src/games/traitor/rules/current-rule.ts';
import { describeRulesReference } from '../../helpers/rules-content.ts';

import { dealWith, newGame, play, PUPPETS_CARDS, started } from './helpers.ts';

describeRulesReference({ title: 'the hidden-traitor expansion rules reference', en, pl, more: [de], prefix: 'G3', part: 'B', tests: 'test/games/traitor' }, () => {
  it('opens at the section of the step in course, the same for every deal before the reveal', () => {
    const covered = (rule: string) => en.sections.some((s) => s.rules.includes(rule));
    const steps = [
      [null, 'G3-SET-1'],
      [newGame(3), 'G3-SET-5'],
      [play(newGame(3), dealWith(3, 0)), 'G3-SET-7'],
      [started(3, 0), 'G3-CH-ADD-1'],
      [play(started(3, 0), { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS }), 'G3-PLOT-4'],
      [play(started(3, 0), { type: 'deck-ran-out' }), 'G3-END-1'],
    ] as const;
    for (const [state, rule] of steps) {
      assert.equal(currentRule(state), rule);
      assert.ok(covered(rule), rule);
    }
    // Before the reveal the rule opened never depends on who holds the Traitor card.
    for (const n of [2, 3, 4]) {
      const rules = new Set([0, 1, n === 2 ? null : n - 1].map((t) => currentRule(started(n, t))));
      assert.equal(rules.size, 1);
    }
  });
});
