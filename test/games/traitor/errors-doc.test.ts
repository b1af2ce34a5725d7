/**
 * docs/traitor-expansion.md lists exactly the rule ids and codes the traitor engine raises (its
 * table "Errors: rule ids and codes"), read from the engine's source: `fail('RULE', 'code'`,
 * `requireTurn(…, 'RULE', …)` with its codes, `badCard('code'` (G3-CARD-UNKNOWN) and the deal's
 * two rules (G3-SET-5 with 3–5 players, G3-2P-1 with 2).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gameEngineFiles, ROOT } from '../../helpers/engine-files.ts';

/** The rules file beside the repository (`../shared`); a clone on its own (as CI makes) lacks it, and that check is skipped. */
const RULES_FILE = process.env['TRAITOR_RULES_FILE'] ?? join(ROOT, '..', 'shared', 'rules', 'other-games.md');

function raised(): Set<string> {
  const rows = new Set<string>();
  const files = gameEngineFiles('traitor').filter((f) => f.includes(join('games', 'traitor')));
  assert.ok(files.length >= 8, `traitor engine files: ${files.length}`);
  for (const source of files.map((f) => readFileSync(f, 'utf8'))) {
    for (const m of source.matchAll(/\b(?:fail|new RuleError)\(\s*'([A-Z0-9-]+)',\s*'([a-z0-9-]+)'/g)) rows.add(`${m[1]} / ${m[2]}`);
    for (const m of source.matchAll(/\bbadCard\(\s*'([a-z0-9-]+)'/g)) rows.add(`G3-CARD-UNKNOWN / ${m[1]}`);
    const turnCodes = [...source.matchAll(/fail\(rule, '([a-z0-9-]+)'/g)].map((m) => m[1]!);
    for (const m of source.matchAll(/\brequireTurn\(state, seat, '([A-Z0-9-]+)'/g)) {
      for (const code of ['not-now', 'not-your-turn']) {
        assert.ok(turnCodes.includes(code), `requireTurn raises ${code}`);
        rows.add(`${m[1]} / ${code}`);
      }
    }
    if (source.includes("n === 2 ? 'G3-2P-1' : 'G3-SET-5'")) {
      for (const rule of ['G3-2P-1', 'G3-SET-5']) for (const code of ['loyalty-count', 'one-traitor']) rows.add(`${rule} / ${code}`);
    }
  }
  return rows;
}

function documented(): string[] {
  const doc = readFileSync(join(ROOT, 'docs', 'traitor-expansion.md'), 'utf8');
  const start = doc.indexOf('## Errors: rule ids and codes');
  assert.ok(start >= 0, 'the doc has the section "Errors: rule ids and codes"');
  return [...doc.slice(start).matchAll(/^\|\s*`([A-Z][A-Z0-9-]*)`\s*\|\s*`([a-z0-9-]+)`\s*\|/gm)].map(([, rule, code]) => `${rule} / ${code}`);
}

describe('docs/traitor-expansion.md lists every refusal of the traitor engine', () => {
  it('every (rule, code) raised has a row, and every row is raised', () => {
    const source = raised();
    const doc = documented();
    assert.equal(new Set(doc).size, doc.length, 'no row twice');
    assert.deepEqual([...source].filter((r) => !doc.includes(r)), [], 'raised but not documented');
    assert.deepEqual(doc.filter((r) => !source.has(r)), [], 'documented but never raised');
  });

  it('every rule id cited exists in the rules file (part B) or is a record-format id', { skip: existsSync(RULES_FILE) ? false : `no rules file at ${RULES_FILE}` }, () => {
    const rules = readFileSync(RULES_FILE, 'utf8');
    for (const row of documented()) {
      const rule = row.split(' / ')[0]!;
      if (rule.startsWith('REC-')) continue;
      assert.ok(rules.includes(`**${rule} `) || rules.includes(`- **${rule} `), `${rule} is a rule of other-games.md`);
    }
  });
});
