/**
 * Languages are data (src/platform/i18n/languages.ts): no code outside src/platform/i18n compares
 * a language code (a language is added by its catalogue and one line in the list, so code that
 * asks "is this Polish?" would be wrong for the next one), and the list, lit-localize.json and the
 * catalogues agree.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGE_LIST, LANGUAGES, SOURCE_LANGUAGE, byLanguage, languageOfTag } from '../../src/platform/i18n/languages.ts';
import { ROOT, filesUnder } from '../helpers/engine-files.ts';

/** The script files under `dir` (absolute paths, any depth). */
function sources(dir: string): string[] {
  return filesUnder(dir).filter((path) => /\.(ts|mts|js|mjs)$/.test(path));
}

/** A quoted language code: one of the list's, or any language-like tag compared with a language, locale or lang. */
const code = `(['"\`])(?:${LANGUAGES.join('|')})(?:-[A-Za-z]{2,4})?\\1`;
const tag = `(['"\`])[a-z]{2,3}(?:-[A-Za-z]{2,4})?\\2`;
const PATTERNS: RegExp[] = [
  new RegExp(`[!=]==?\\s*${code}`),
  new RegExp(`${code}\\s*[!=]==?`),
  new RegExp(`\\bcase\\s+${code}\\s*:`),
  new RegExp(`${code}\\s*\\|\\s*${code.replace('\\1', '\\2').replace("(['\"\`])", "(['\"\`])")}`),
  new RegExp(`\\b(?:language|locale|lang|languageCode)\\b(\\(\\))?[\\w.]*\\s*[!=]==?\\s*${tag}`, 'i'),
  new RegExp(`\\b(?:startsWith|includes)\\(\\s*${code}\\s*\\)`),
];

/** The lines of `text` that compare a language code, as "line: text". */
function languageComparisons(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (PATTERNS.some((p) => p.test(line))) found.push(`${i + 1}: ${line.trim()}`);
  });
  return found;
}

describe('languages are data (src/platform/i18n/languages.ts)', () => {
  it('the check finds the comparisons it is meant to find (and not a rules text saying which language it is in)', () => {
    for (const planted of [
      "const next = language() === 'pl' ? 'en' : 'pl';",
      "if (locale !== 'en') return;",
      "return 'pl' === language() ? a : b;",
      "case 'pl':",
      "type L = 'en' | 'pl';",
      "if (document.documentElement.lang === 'de-DE') x();",
      "if (tag.startsWith('pl')) x();",
    ]) {
      assert.equal(languageComparisons(planted).length, 1, `not found: ${planted}`);
    }
    for (const fine of ["  locale: 'pl',", "lang=\"en\"", "useLanguage(SOURCE_LANGUAGE)", "const a = 'plan' === b;"]) {
      assert.deepEqual(languageComparisons(fine), [], `found in: ${fine}`);
    }
  });

  it('no file of src/ (outside src/platform/i18n), server/ or scripts/ compares a language code', () => {
    const i18n = join(ROOT, 'src', 'platform', 'i18n');
    const files = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'server')), ...sources(join(ROOT, 'scripts'))].filter((f) => !f.startsWith(i18n));
    assert.ok(files.length > 200, `only ${files.length} files read`);
    const problems = files.flatMap((f) => languageComparisons(readFileSync(f, 'utf8')).map((line) => `${relative(ROOT, f)}:${line}`));
    assert.deepEqual(problems, [], `compare no language code outside src/platform/i18n: use byLanguage() or the list\n${problems.join('\n')}`);
  });

  it('the list, lit-localize.json and the catalogues agree: every other language has its xliff and its generated templates', () => {
    assert.equal(SOURCE_LANGUAGE, 'en');
    const config = JSON.parse(readFileSync(join(ROOT, 'lit-localize.json'), 'utf8'));
    assert.equal(config.sourceLocale, SOURCE_LANGUAGE);
    assert.deepEqual(config.targetLocales, LANGUAGES.slice(1), 'run npm run localize:extract (it writes the list into lit-localize.json)');
    for (const language of LANGUAGES.slice(1)) {
      assert.ok(existsSync(join(ROOT, 'xliff', `${language}.xlf`)), `xliff/${language}.xlf`);
      assert.ok(existsSync(join(ROOT, 'src', 'platform', 'i18n', 'locales', 'generated', `${language}.ts`)), `generated/${language}.ts: npm run localize:build`);
    }
    assert.equal(new Set(LANGUAGES).size, LANGUAGES.length);
  });

  it('each language has its own name, its switch label starts with it, and Intl knows its plurals and lists', () => {
    for (const entry of LANGUAGE_LIST) {
      assert.ok(entry.switchLabel.startsWith(entry.name), entry.code);
      assert.equal(new Intl.PluralRules(entry.code).resolvedOptions().locale.split('-')[0], entry.code);
      assert.equal(new Intl.ListFormat(entry.code).resolvedOptions().locale.split('-')[0], entry.code);
    }
  });

  it('a browser tag finds its language by the primary subtag; byLanguage falls back to the source', () => {
    assert.equal(languageOfTag('pl-PL'), 'pl');
    assert.equal(languageOfTag('EN-gb'), 'en');
    assert.equal(languageOfTag('xx'), null);
    assert.equal(byLanguage('pl', { en: 'a' }), 'a');
    assert.equal(byLanguage('pl', { en: 'a', pl: 'b' }), 'b');
  });
});
