/**
 * The in-app rules reference (src/games/resistance/rules/): the English and Polish texts have the same
 * sections in the same order with the same rule ids; every cited id is a rule defined in
 * ../shared/rules/resistance.md; every base-game rule and both variants are covered; the numbers
 * in the text (sides and team sizes) match the engine's tables; the Polish text uses the
 * Polish edition's terms and no English game words.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MISSIONS, resistanceCount, spyCount, teamSize } from '../../src/games/resistance/engine.ts';
import { rules as en } from '../../src/games/resistance/rules/en.ts';
import { rules as pl } from '../../src/games/resistance/rules/pl.ts';
import { rules as de } from '../../src/games/resistance/rules/de.ts';
import type { RuleSection, RulesContent } from '../../src/platform/ui/rules-types.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * The project's rules file sits beside the repository (`../shared`, see the README); a clone on
 * its own (as CI makes) does not have it, and then the check against it is skipped, saying so.
 */
const RULES_FILE = process.env['RULES_FILE'] ?? join(ROOT, '..', 'shared', 'rules', 'resistance.md');
const HAVE_RULES_FILE = existsSync(RULES_FILE);

/** Ids the rules file defines: each rule starts with its id in bold, `**R-…`. */
function definedRuleIds(): Set<string> {
  const text = readFileSync(RULES_FILE, 'utf8');
  return new Set([...text.matchAll(/\*\*(R-[A-Z0-9]+(?:-[A-Z0-9]+)*)/g)].map((m) => m[1]!));
}

/** The section whose `rules` list holds `rule`. */
function sectionFor(content: RulesContent, rule: string): RuleSection {
  const section = content.sections.find((s) => s.rules.includes(rule));
  assert.ok(section, `${content.locale}: no section covers ${rule}`);
  return section;
}

/** A section's title and paragraphs as one string. */
function textOf(section: RuleSection): string {
  return [section.title, ...section.paragraphs].join('\n');
}

const BASE_RULES = [
  'R-SET-1',
  'R-SET-2',
  'R-SET-3',
  'R-SET-4',
  'R-REV-1',
  'R-REV-2',
  'R-ROUND-1',
  'R-TEAM-1',
  'R-TEAM-2',
  'R-VOTE-1',
  'R-VOTE-2',
  'R-VOTE-3',
  'R-VOTE-4',
  'R-VOTE-5',
  'R-MIS-1',
  'R-MIS-2',
  'R-MIS-3',
  'R-MIS-4',
  'R-MIS-5',
  'R-END-1',
  'R-VAR-TGT',
  'R-VAR-BLIND',
];

const PLAYER_COUNTS = [5, 6, 7, 8, 9, 10];

describe('rules reference content', () => {
  it('has the right locale in each module', () => {
    assert.equal(en.locale, 'en');
    assert.equal(pl.locale, 'pl');
    assert.equal(de.locale, 'de');
  });

  it('has the same parts, sections, order and rule ids in every language', () => {
    for (const translation of [pl, de]) {
      assert.deepEqual(Object.keys(translation.parts), Object.keys(en.parts));
      assert.deepEqual(
        translation.sections.map((s) => ({ id: s.id, part: s.part, rules: s.rules })),
        en.sections.map((s) => ({ id: s.id, part: s.part, rules: s.rules })),
      );
    }
  });

  for (const content of [en, pl, de]) {
    describe(content.locale, () => {
      it('has no empty part title, section title or paragraph, and no HTML', () => {
        for (const [part, title] of Object.entries(content.parts)) {
          assert.ok(title.trim(), `part ${part} has no title`);
        }
        for (const section of content.sections) {
          assert.ok(section.title.trim(), `${section.id}: empty title`);
          assert.ok(
            section.paragraphs.length >= 1 && section.paragraphs.length <= 4,
            `${section.id}: ${section.paragraphs.length} paragraphs (1–4 expected)`,
          );
          for (const paragraph of section.paragraphs) {
            assert.ok(paragraph.trim(), `${section.id}: empty paragraph`);
            assert.doesNotMatch(paragraph, /[<>]/, `${section.id}: markup in a paragraph`);
          }
        }
      });

      it('has unique section ids, each among its own rules, and no rule in two sections', () => {
        const ids = content.sections.map((s) => s.id);
        assert.equal(new Set(ids).size, ids.length, 'duplicate section id');
        const seen = new Map<string, string>();
        for (const section of content.sections) {
          assert.ok(section.rules.includes(section.id), `${section.id} is not in its own rules`);
          for (const rule of section.rules) {
            assert.ok(!seen.has(rule), `${rule} is in ${seen.get(rule)} and ${section.id}`);
            seen.set(rule, section.id);
          }
        }
      });

      it('lists the sections part by part, in the order of the parts', () => {
        const order = Object.keys(content.parts);
        const positions = content.sections.map((s) => order.indexOf(s.part));
        assert.ok(!positions.includes(-1), 'a section belongs to an unknown part');
        assert.deepEqual(positions, [...positions].sort((a, b) => a - b));
        for (const part of order) {
          assert.ok(
            content.sections.some((s) => s.part === part),
            `part ${part} has no section`,
          );
        }
      });

      it('cites only rule ids defined in the rules file', { skip: HAVE_RULES_FILE ? false : `no rules file at ${RULES_FILE}` }, () => {
        const defined = definedRuleIds();
        assert.ok(defined.size > 40, 'could not read the rule ids of resistance.md');
        for (const section of content.sections) {
          for (const rule of section.rules) {
            assert.ok(defined.has(rule), `${section.id} cites ${rule}, not in resistance.md`);
          }
        }
      });

      it('covers every base-game rule and both variants', () => {
        for (const rule of BASE_RULES) sectionFor(content, rule);
        assert.equal(sectionFor(content, 'R-MIS-4').id, 'R-MIS-4');
      });
    });
  }

  it('gives the sides by player count as the engine does (R-SET-2)', () => {
    const enText = textOf(sectionFor(en, 'R-SET-2'));
    const plText = textOf(sectionFor(pl, 'R-SET-2'));
    const deText = textOf(sectionFor(de, 'R-SET-2'));
    for (const n of PLAYER_COUNTS) {
      const res = resistanceCount(n);
      const spies = spyCount(n);
      assert.ok(deText.includes(`${n} Personen: ${res} Widerstand, ${spies} Spione.`), `de, ${n} players`);
      assert.ok(enText.includes(`${n} players: ${res} resistance, ${spies} spies.`), `en, ${n} players`);
      assert.ok(plText.includes(`${n} graczy: ${res} Bojowników i ${spies} Agentów.`), `pl, ${n} players`);
    }
  });

  it('gives the team sizes by player count as the engine does (R-TEAM-1)', () => {
    const enText = textOf(sectionFor(en, 'R-TEAM-1'));
    const plText = textOf(sectionFor(pl, 'R-TEAM-1'));
    const deText = textOf(sectionFor(de, 'R-TEAM-1'));
    for (const n of PLAYER_COUNTS) {
      const sizes = MISSIONS.map((mission) => teamSize(n, mission)).join(', ');
      assert.ok(deText.includes(`${n} Personen: ${sizes}.`), `de, ${n} players: ${sizes}`);
      assert.ok(enText.includes(`${n} players: ${sizes}.`), `en, ${n} players: ${sizes}`);
      assert.ok(plText.includes(`${n} graczy: ${sizes}.`), `pl, ${n} players: ${sizes}`);
    }
  });

  it('uses the Polish edition’s terms in Polish', () => {
    const expect: [rule: string, terms: string[]][] = [
      ['R-SET-2', ['Bojowników', 'Agentów']],
      ['R-SET-4', ['Przywódc']],
      ['R-TEAM-2', ['Drużyn']],
      ['R-VOTE-1', ['Za albo Przeciw', 'głosów Za']],
      ['R-VOTE-3', ['tor Nieudanego Głosowania']],
      ['R-VOTE-5', ['tor Nieudanego Głosowania']],
      ['R-MIS-2', ['Sukces', 'Porażk', 'Bojownicy', 'Agenci']],
      ['R-MIS-4', ['Porażki', 'Misj']],
      ['R-MIS-5', ['znacznik Rundy']],
      ['R-SET-3', ['kart Tożsamości']],
      ['R-PLOT-1', ['kart Intrygi']],
      ['R-MOD-REVEAL', ['kartę Lojalności']],
    ];
    for (const [rule, terms] of expect) {
      const text = textOf(sectionFor(pl, rule));
      for (const term of terms) assert.ok(text.includes(term), `pl ${rule}: no "${term}"`);
    }
  });

  it('never uses the English game words in Polish', () => {
    const english = /\b(spy|spies|leader|resistance|mission|team|vote|approve|reject|success|fail)\b/i;
    const texts = [...Object.values(pl.parts), ...pl.sections.flatMap(textOf)];
    for (const text of texts) {
      assert.doesNotMatch(text, english);
      const lower = text.toLowerCase();
      for (const word of [' spy', ' spies', 'leader']) {
        assert.ok(!lower.includes(word), `"${word}" in: ${text}`);
      }
    }
  });

  it('uses the German terms of the catalogue in German, and no English game words', () => {
    const expect: [rule: string, terms: string[]][] = [
      ['R-SET-2', ['Widerstand', 'Spione']],
      ['R-SET-4', ['Anführer']],
      ['R-VOTE-1', ['Zustimmen oder Ablehnen']],
      ['R-VOTE-3', ['Abstimmungsleiste']],
      ['R-MIS-2', ['Erfolg', 'Fehlschlag']],
      ['R-MIS-5', ['Rundenmarker']],
      ['R-SET-3', ['Charakterkarten']],
      ['R-PLOT-1', ['Intrigenkarten']],
      ['R-MOD-REVEAL', ['Loyalitätskarte']],
    ];
    for (const [rule, terms] of expect) {
      const text = textOf(sectionFor(de, rule));
      for (const term of terms) assert.ok(text.includes(term), `de ${rule}: no "${term}"`);
    }
    const english = /\b(spy|spies|leader|resistance|mission card|vote|approve|reject|success|fail)\b/i;
    for (const text of [...Object.values(de.parts), ...de.sections.flatMap(textOf)]) assert.doesNotMatch(text, english);
  });
});
