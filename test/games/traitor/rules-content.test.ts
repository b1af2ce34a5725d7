/**
 * The hidden-traitor expansion's in-app rules reference (src/games/traitor/rules/): English and
 * Polish have the same sections with the same rule ids, every id cited is defined in
 * `../shared/rules/other-games.md` part B, every rule of part B but its open points is covered by
 * exactly one section, and the sections the app opens for each step exist (tr-app `currentRule`).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rules as en } from '../../../src/games/traitor/rules/en.ts';
import { rules as pl } from '../../../src/games/traitor/rules/pl.ts';
import { currentRule } from '../../../src/games/traitor/rules/current-rule.ts';

import { dealWith, newGame, play, PUPPETS_CARDS, started } from './helpers.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const RULES_FILE = process.env['OTHER_RULES_FILE'] ?? join(ROOT, '..', 'shared', 'rules', 'other-games.md');
const HAVE_RULES_FILE = existsSync(RULES_FILE);

/** The G3 rule ids part B defines (each starts a bold paragraph), without its open points. */
function definedIds(): Set<string> {
  const text = readFileSync(RULES_FILE, 'utf8');
  return new Set([...text.matchAll(/^\*\*(G3-[A-Z0-9-]+)[ *]/gm)].map((m) => m[1]!).filter((id) => !id.startsWith('G3-OP-')));
}

describe('the hidden-traitor expansion rules reference', () => {
  it('has the same sections, parts and rule ids in English and Polish, each with text', () => {
    assert.deepEqual(
      pl.sections.map((s) => ({ id: s.id, part: s.part, rules: s.rules })),
      en.sections.map((s) => ({ id: s.id, part: s.part, rules: s.rules })),
    );
    assert.deepEqual(Object.keys(pl.parts), Object.keys(en.parts));
    for (const content of [en, pl]) {
      for (const s of content.sections) {
        assert.ok(s.title.length > 0 && s.paragraphs.length >= 1 && s.paragraphs.length <= 4, `${content.locale} ${s.id}`);
        assert.ok(s.rules.includes(s.id), `${s.id} is among its own rules`);
        assert.ok(s.part in content.parts, `${s.id}: part ${s.part}`);
      }
    }
  });

  it('covers every rule of part B exactly once, and cites no other id', { skip: HAVE_RULES_FILE ? false : `no rules file at ${RULES_FILE}` }, () => {
    const defined = definedIds();
    assert.ok(defined.size > 50, `read ${defined.size} ids`);
    const cited = en.sections.flatMap((s) => s.rules);
    assert.equal(new Set(cited).size, cited.length, 'no rule in two sections');
    for (const id of cited) assert.ok(defined.has(id), `${id} is defined in other-games.md`);
    for (const id of defined) assert.ok(cited.includes(id), `${id} is covered`);
  });

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
