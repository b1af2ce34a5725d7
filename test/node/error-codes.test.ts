/**
 * Every error code has a translated sentence: each code of the table "Errors: rule ids
 * and codes" in docs/records.md has a `case '<code>':` in `ruleErrorText` (src/games/resistance/text/error-text.ts) or a
 * sentence in its module's folder (`modules/<id>/text.ts`), so no
 * refusal falls back to the engine's English message; the codes the engine raises are all in
 * the table, those of its `fail(…)` calls and those it holds as data (the error specs of the
 * modules' manifest lines and phases, which the core raises for a module); and the browser test test/games/resistance/ui/errors-i18n.browser.ts (which checks the English and
 * Polish sentences but cannot read files) builds one error for exactly the table's rows.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameEngineFiles } from '../helpers/engine-files.ts';
import { loadedModules, manifest } from '../../src/games/resistance/engine.ts';
import { moduleErrorCodes } from '../../src/games/resistance/text/module-text.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (...path: string[]) => readFileSync(join(ROOT, ...path), 'utf8');

/** The rows of the error table: `| \`rule\` | \`code\` | raised when |`, as "rule / code". */
function tableRows(): string[] {
  const doc = read('docs', 'records.md');
  const start = doc.indexOf('## Errors: rule ids and codes');
  assert.ok(start >= 0, 'docs/records.md has the section "Errors: rule ids and codes"');
  const next = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, next < 0 ? undefined : next);
  return [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9-]*)`\s*\|\s*`([a-z0-9-]+)`\s*\|/gm)].map(([, rule, code]) => `${rule} / ${code}`);
}

const codeOf = (row: string) => row.split(' / ')[1]!;

/**
 * The codes with a sentence: a `case '…':` in the body of `ruleErrorText`, or a module's own
 * sentence (its text.ts `errors`, which `ruleErrorText` asks through text/module-text.ts).
 */
function translatedCodes(): Set<string> {
  const text = read('src', 'games', 'resistance', 'text', 'error-text.ts');
  const start = text.indexOf('export function ruleErrorText(');
  assert.ok(start >= 0, 'error-text.ts defines ruleErrorText');
  const end = text.indexOf('\n}\n', start);
  const body = text.slice(start, end);
  return new Set([...[...body.matchAll(/\bcase '([^']+)':/g)].map((m) => m[1]!), ...moduleErrorCodes()]);
}

/**
 * The codes The Resistance's engine (and the replay command) raise, as written in their source: the
 * platform's engine kit and The Resistance's engine files (another game's codes have their own
 * table, e.g. docs/traitor-expansion.md).
 */
function raisedCodes(): Set<string> {
  const files = gameEngineFiles('resistance').map((f) => readFileSync(f, 'utf8'));
  files.push(read('src', 'cli', 'replay.ts'));
  const codes = new Set<string>();
  for (const source of files) {
    // fail(rule, 'code', …) and new RuleError(rule, 'code', …), on one line or several; the rule
    // given as a literal ('R-…') or an expression (`rule ?? 'R-MIS-1'`, `countRule`).
    for (const m of source.matchAll(/\b(?:fail|new RuleError)\(\s*[^,()]+,\s*'([a-z0-9-]+)'/g)) codes.add(m[1]!);
    // The codes of checkSeatList (reducer.ts): listCode, seatCode, duplicateCode.
    for (const m of source.matchAll(/\b(?:listCode|seatCode|duplicateCode):\s*'([a-z0-9-]+)'/g)) codes.add(m[1]!);
    // A code chosen by a condition: `cond ? 'code-a' : 'code-b'` as the code argument.
    for (const m of source.matchAll(/\b(?:fail|new RuleError)\(\s*[^,()]+,\s*[^,()]+\?\s*'([a-z0-9-]+)'\s*:\s*'([a-z0-9-]+)'/g)) {
      codes.add(m[1]!);
      codes.add(m[2]!);
    }
  }
  return codes;
}

/**
 * The codes the engine holds as data (module.ts `ErrorSpec`: `{ rule, code, message }`), raised by
 * the core for a module without calling `fail` in the module: each manifest line's `events`,
 * `actions`, `eventFields` and `offSetup`, each module's `phases` and `mission.countsOnly`.
 * Two readings, so neither a spec written in an unusual shape nor one built at run time is missed:
 * - in the source: every `code: '…'` of the engine's files;
 * - at run time: every object with a string `rule` and `code` reachable from the manifest's lines
 *   and the loaded modules (engine.ts loads them all).
 */
function dataCodes(): { source: Set<string>; runtime: Set<string> } {
  const source = new Set<string>();
  for (const file of gameEngineFiles('resistance')) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bcode:\s*'([a-z0-9-]+)'/g)) source.add(m[1]!);
  }
  const runtime = new Set<string>();
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const spec = value as { rule?: unknown; code?: unknown };
    if (typeof spec.rule === 'string' && typeof spec.code === 'string') runtime.add(spec.code);
    for (const inner of Object.values(value)) walk(inner);
  };
  for (const line of manifest()) walk(line);
  for (const module of loadedModules()) walk(module);
  return { source, runtime };
}

describe('every error code has a translated sentence', () => {
  const rows = tableRows();

  it('reads the whole error table of docs/records.md', () => {
    assert.ok(rows.length >= 45, `only ${rows.length} rows found`);
    assert.equal(new Set(rows).size, rows.length, 'no row twice');
  });

  it('ruleErrorText has a case for every code of the table', () => {
    const cases = translatedCodes();
    const missing = [...new Set(rows.map(codeOf))].filter((code) => !cases.has(code));
    assert.deepEqual(missing, [], `codes without a case in ruleErrorText: ${missing.join(', ')}`);
  });

  it('ruleErrorText has no case for a code outside the table', () => {
    const table = new Set(rows.map(codeOf));
    const extra = [...translatedCodes()].filter((code) => !table.has(code));
    assert.deepEqual(extra, [], `cases for codes the table does not list: ${extra.join(', ')}`);
  });

  it('every code the engine raises is in the table', () => {
    const raised = raisedCodes();
    assert.ok(raised.size >= 40, `only ${raised.size} codes found in the engine's fail(…) calls`);
    // Codes raised with a rule given as an expression, which a literal-only reading missed.
    for (const code of ['team-size', 'cards-counted', 'set-aside-missing', 'not-table', 'not-yours']) {
      assert.ok(raised.has(code), `the reading of fail(…) calls finds ${code}`);
    }
    const table = new Set(rows.map(codeOf));
    const missing = [...raised].filter((code) => !table.has(code));
    assert.deepEqual(missing, [], `raised but not in docs/records.md: ${missing.join(', ')}`);
  });

  it("every code the engine holds as data (the manifests' and modules' error specs) is in the table", () => {
    // engine.ts loads every module of the manifest, so the run-time reading sees each one's phases.
    assert.deepEqual(loadedModules().map((m) => m.id), manifest().map((m) => m.id), 'engine.ts registers every module of game.ts');
    const { source, runtime } = dataCodes();
    // An event's, an action's, a phase's and a setup key's spec, each raised by the core for a module.
    for (const code of ['inquisition-not-now', 'set-aside-without-trapper', 'inquisition-expected', 'reversers-unexpected']) {
      assert.ok(runtime.has(code), `the run-time reading finds ${code}`);
      assert.ok(source.has(code), `the source reading finds ${code}`);
    }
    const table = new Set(rows.map(codeOf));
    const missing = [...new Set([...source, ...runtime])].filter((code) => !table.has(code));
    assert.deepEqual(missing, [], `held as data but not in docs/records.md: ${missing.join(', ')}`);
  });

  it('the browser test builds one error for exactly the rows of the table', () => {
    const test = read('test', 'games', 'resistance', 'ui', 'errors-i18n.browser.ts');
    const built = [...test.matchAll(/new RuleError\(\s*'([A-Z][A-Z0-9-]*)',\s*'([a-z0-9-]+)'/g)]
      .map(([, rule, code]) => `${rule} / ${code}`)
      .filter((row) => !row.endsWith(' / not-a-code'));
    const cases = new Set(built);
    assert.deepEqual([...new Set(rows)].filter((row) => !cases.has(row)), [], 'rows of the table without a browser case');
    assert.deepEqual([...cases].filter((row) => !rows.includes(row)), [], 'browser cases not in the table');
  });
});
