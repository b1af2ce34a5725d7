/**
 * Rebellion vs Empire's in-app rules reference (src/games/rebellion-vs-empire/rules/): English and
 * Polish have the same sections with the same rule ids, every id cited is defined in
 * `../shared/rules/other-games.md` part A, every rule of part A but its open points is covered by
 * exactly one section, and the sections the app opens for each step exist.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rules as en } from '../../../src/games/rebellion-vs-empire/rules/en.ts';
import { rules as pl } from '../../../src/games/rebellion-vs-empire/rules/pl.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const RULES_FILE = process.env['OTHER_RULES_FILE'] ?? join(ROOT, '..', 'shared', 'rules', 'other-games.md');
const HAVE_RULES_FILE = existsSync(RULES_FILE);

/** The G2 rule ids part A defines (each starts a bold paragraph), without its open points. */
function definedIds(): Set<string> {
  const text = readFileSync(RULES_FILE, 'utf8');
  return new Set([...text.matchAll(/^\*\*(G2-[A-Z0-9-]+)[ *]/gm)].map((m) => m[1]!).filter((id) => !id.startsWith('G2-OP-')));
}

describe('Rebellion vs Empire rules reference', () => {
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

  it('covers every rule of part A exactly once, and cites no other id', { skip: HAVE_RULES_FILE ? false : `no rules file at ${RULES_FILE}` }, () => {
    const defined = definedIds();
    assert.ok(defined.size > 50, `read ${defined.size} ids`);
    const cited = en.sections.flatMap((s) => s.rules);
    assert.equal(new Set(cited).size, cited.length, 'no rule in two sections');
    for (const id of cited) assert.ok(defined.has(id), `${id} is defined in other-games.md`);
    for (const id of defined) assert.ok(cited.includes(id), `${id} is covered`);
  });

  it('opens at a section for every step of the game', () => {
    for (const rule of ['G2-SET-1', 'G2-ROUND-AREA', 'G2-ROUND-PLAY', 'G2-FINAL-1', 'G2-ROUND-EMPIRE', 'G2-ROUND-ASSIGN', 'G2-LIB-1', 'G2-END-1']) {
      assert.ok(en.sections.some((s) => s.rules.includes(rule)), rule);
    }
  });
});
