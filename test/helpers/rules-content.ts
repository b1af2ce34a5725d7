/**
 * The checks every game of `../shared/rules/other-games.md` makes of its in-app rules reference
 * (src/games/<game>/rules/): English and Polish have the same sections with the same rule ids,
 * every id cited is defined in the game's part of other-games.md, and every rule of that part but
 * its open points (`<prefix>-OP-…`) is covered by exactly one section. The file sits beside the
 * repository (`../shared`, or `OTHER_RULES_FILE`); a clone on its own has none, and then the check
 * against it is skipped, saying so. Each game adds its own tests inside the same `describe`.
 *
 * The rule-id check of the game's tests: every id of its part, open points included, is cited in
 * the title of a test (`it` or `test`, not only a `describe` around tests) of the game's test
 * folder, as The Resistance's tests cite the R-… ids, so that a rule no test exercises is found.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RulesContent } from '../../src/platform/ui/rules-types.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULES_FILE = process.env['OTHER_RULES_FILE'] ?? join(ROOT, '..', 'shared', 'rules', 'other-games.md');
const HAVE_RULES_FILE = existsSync(RULES_FILE);

/** One game's rules reference and its part of other-games.md. */
export interface OtherGameRules {
  /** The `describe` title, e.g. 'Rebellion vs Empire rules reference'. */
  title: string;
  en: RulesContent;
  pl: RulesContent;
  /** Every further translation (German…): checked as Polish is. */
  more?: RulesContent[];
  /** The game's rule-id prefix in other-games.md, e.g. 'G2'. */
  prefix: string;
  /** The game's part of other-games.md, e.g. 'A' (in a test's name). */
  part: string;
  /** The game's test folder from the repository's root, e.g. 'test/games/traitor': its test titles must cite every id of the part. */
  tests: string;
}

/** The rule ids with `prefix` the rules file defines (each starts a bold paragraph), without its open points. */
function definedIds(prefix: string): Set<string> {
  const text = readFileSync(RULES_FILE, 'utf8');
  const pattern = new RegExp(`^\\*\\*(${prefix}-[A-Z0-9-]+)[ *]`, 'gm');
  return new Set([...text.matchAll(pattern)].map((m) => m[1]!).filter((id) => !id.startsWith(`${prefix}-OP-`)));
}

/** Every rule id with `prefix` the rules file defines, its open points (`- **G2-OP-1 …`) included. */
function allIds(prefix: string): Set<string> {
  const text = readFileSync(RULES_FILE, 'utf8');
  const pattern = new RegExp(`^(?:- )?\\*\\*(${prefix}-[A-Z0-9-]*[A-Z0-9])[ *]`, 'gm');
  return new Set([...text.matchAll(pattern)].map((m) => m[1]!));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The titles of the tests of `folder` (its `*.test.ts` and `*.browser.ts` files): the string given
 * to each `it(` and `test(`, quoted or a template.
 */
export function testTitles(folder: string): string[] {
  const titles: string[] = [];
  for (const file of filesUnder(join(ROOT, folder)).filter((f) => /\.(test|browser)\.ts$/.test(f))) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/\b(?:it|test)\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g)) titles.push(m[2]!);
  }
  return titles;
}

/**
 * Describes the game's rules reference: the shared checks (above), then `more` (the game's own
 * tests, e.g. the sections the app opens for each step) inside the same `describe`.
 */
export function describeRulesReference(game: OtherGameRules, more: () => void): void {
  const { en, pl, prefix, part } = game;
  const translations = [pl, ...(game.more ?? [])];
  describe(game.title, () => {
    it('has the same sections, parts and rule ids in English and every other language, each with text', () => {
      for (const translation of translations) {
        assert.deepEqual(
          translation.sections.map((s) => ({ id: s.id, part: s.part, rules: s.rules })),
          en.sections.map((s) => ({ id: s.id, part: s.part, rules: s.rules })),
          translation.locale,
        );
        assert.deepEqual(Object.keys(translation.parts), Object.keys(en.parts), translation.locale);
      }
      for (const content of [en, ...translations]) {
        for (const s of content.sections) {
          assert.ok(s.title.length > 0 && s.paragraphs.length >= 1 && s.paragraphs.length <= 4, `${content.locale} ${s.id}`);
          assert.ok(s.rules.includes(s.id), `${s.id} is among its own rules`);
          assert.ok(s.part in content.parts, `${s.id}: part ${s.part}`);
        }
      }
    });

    it(`covers every rule of part ${part} exactly once, and cites no other id`, { skip: HAVE_RULES_FILE ? false : `no rules file at ${RULES_FILE}` }, () => {
      const defined = definedIds(prefix);
      assert.ok(defined.size > 50, `read ${defined.size} ids`);
      const cited = en.sections.flatMap((s) => s.rules);
      assert.equal(new Set(cited).size, cited.length, 'no rule in two sections');
      for (const id of cited) assert.ok(defined.has(id), `${id} is defined in other-games.md`);
      for (const id of defined) assert.ok(cited.includes(id), `${id} is covered`);
    });

    it(`every rule id of part ${part}, open points included, is cited by a test of ${game.tests}`, { skip: HAVE_RULES_FILE ? false : `no rules file at ${RULES_FILE}` }, () => {
      const ids = allIds(prefix);
      assert.ok(ids.size > 50, `read ${ids.size} ids`);
      const cited = new Set(testTitles(game.tests).flatMap((t) => [...t.matchAll(new RegExp(`${prefix}-[A-Z0-9-]*[A-Z0-9]`, 'g'))].map((m) => m[0])));
      const missing = [...ids].filter((id) => !cited.has(id));
      assert.deepEqual(missing, [], `no test of ${game.tests} cites ${missing.join(', ')}`);
    });

    more();
  });
}
