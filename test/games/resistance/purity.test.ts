/**
 * The engine is pure (../shared/design/architecture.md: no DOM, no Date, no Math.random, no I/O): every
 * engine file (test/helpers/engine-files.ts: the platform's engine kit, each game's core, its
 * modules' engine parts) is read and checked for forbidden globals and for imports of anything but
 * other engine files. Comments are removed first, so that a comment may say "the engine never
 * calls Math.random". The architecture's import rules are also checked by dependency-cruiser.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { engineFiles, isEngineFile, ROOT } from '../../helpers/engine-files.ts';

/** Removes comments, keeping string and template literals (so "//" in a string stays). */
function stripComments(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 2;
      out += ' ';
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const FORBIDDEN: [string, RegExp][] = [
  ['document', /\bdocument\b/],
  ['window', /\bwindow\b/],
  ['Date', /\bDate\b/],
  ['Math.random', /\bMath\s*\.\s*random\b/],
  ['localStorage', /\blocalStorage\b/],
  ['fetch(', /\bfetch\s*\(/],
];

/** Import and export-from specifiers, static and dynamic. */
const IMPORT_SPECIFIER = /(?:\bimport\s*(?:type\s+)?(?:[\w*{}\s,]+\s+from\s+)?|\bexport\s+(?:type\s+)?[\w*{}\s,]+\s+from\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

describe('engine purity (design: no DOM, no Date, no Math.random, no I/O)', () => {
  const files = engineFiles();

  it('finds the engine files', () => {
    assert.ok(files.length >= 8, `engine files: ${files.join(', ')}`);
    assert.ok(files.some((f) => f.endsWith('reducer.ts')));
  });

  it('the comment stripper keeps code and strings and drops comments', () => {
    assert.equal(stripComments('a // Math.random\nb /* Date */ c "//x"').replace(/\s+/g, ' '), 'a b c "//x"');
  });

  it('the checks catch forbidden code and outside imports (self-test on a sample)', () => {
    const sample = stripComments(
      [
        "import { html } from 'lit';",
        "import type { X } from '../ui/x.ts';",
        "export { y } from './y.ts';",
        'const a = Math.random(); const d = new Date(); window.x = document.body;',
        "localStorage.setItem('k', 'v'); fetch ('/x');",
        "const p = import('node:fs');",
      ].join('\n'),
    );
    for (const [word, pattern] of FORBIDDEN) assert.match(sample, pattern, word);
    assert.deepEqual(
      [...sample.matchAll(IMPORT_SPECIFIER)].map((m) => m[1]),
      ['lit', '../ui/x.ts', './y.ts', 'node:fs'],
    );
  });

  for (const file of files) {
    const name = relative(ROOT, file);
    const code = stripComments(readFileSync(file, 'utf8'));

    it(`${name} uses no document, window, Date, Math.random, localStorage or fetch(`, () => {
      for (const [word, pattern] of FORBIDDEN) assert.doesNotMatch(code, pattern, `${name} uses ${word}`);
    });

    it(`${name} imports nothing but engine files`, () => {
      const specifiers = [...code.matchAll(IMPORT_SPECIFIER)].map((m) => m[1]!);
      for (const spec of specifiers) {
        assert.ok(spec.startsWith('./') || spec.startsWith('../'), `${name} imports the package "${spec}"`);
        const target = resolve(dirname(file), spec);
        assert.ok(isEngineFile(target), `${name} imports "${spec}", which is not engine code`);
      }
    });
  }

  it('the import scan sees every import of the game\'s engine entry', () => {
    const code = stripComments(readFileSync(join(ROOT, 'src', 'games', 'resistance', 'engine.ts'), 'utf8'));
    const specifiers = [...code.matchAll(IMPORT_SPECIFIER)].map((m) => m[1]);
    const written = code.match(/\bfrom\s+['"]|\bimport\s*\(\s*['"]|\bimport\s+['"]/g) ?? [];
    assert.ok(specifiers.length >= 5, `only ${specifiers.length} imports found`);
    assert.equal(specifiers.length, written.length);
  });
});
