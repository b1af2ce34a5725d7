/**
 * The build's minifier of Lit `css` templates (scripts/minify-css-literals.ts, used by
 * vite.config.ts for the start-up JavaScript budget, docs/performance.md): what it removes, what it must keep, and
 * that a module keeps its lines. test/node/static-build.test.ts checks in Chromium that the app's
 * own stylesheet parses to the same rules before and after.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { minifyCssLiterals, minifyCssText } from '../../scripts/minify-css-literals.ts';

describe('minifying css templates', () => {
  it('drops comments, indentation and the spaces around braces and semicolons', () => {
    assert.equal(minifyCssText('a,  b {\n  color: red;\n  /* why */\n  margin: 0 auto;\n}\n'), 'a, b{\ncolor: red;\n\nmargin: 0 auto\n}\n');
  });

  it('keeps quoted strings, descendant pseudo-classes and the spaces calc() needs', () => {
    assert.equal(
      minifyCssText(`a :hover { content: "a  ;  b , c"; width: calc(1rem + 2px) } [x='p , q'] { }`),
      `a :hover{content: "a  ;  b , c";width: calc(1rem + 2px)}[x='p , q']{}`,
    );
  });

  it('changes only css templates, around their expressions, and keeps every line', () => {
    const source = [
      'const dark = css`',
      '  --bg: #000;',
      '`;',
      'const sheet = css`',
      '  :root {',
      '    ${dark}',
      '    color: ${unsafeCSS(`red`)};',
      '  }',
      '`;',
      'const view = html`<p>  a ,  b  </p>`;',
    ].join('\n');
    const out = minifyCssLiterals(source);
    assert.equal(out.split('\n').length, source.split('\n').length, 'the module keeps its lines');
    assert.ok(out.includes('${dark}') && out.includes('${unsafeCSS(`red`)}'), 'expressions as written');
    assert.ok(out.includes('html`<p>  a ,  b  </p>`'), 'other templates untouched');
    assert.equal(out.split('\n').slice(0, 3).join('\n'), 'const dark = css`\n--bg: #000;\n`;');
    assert.match(out, /:root\{\n\$\{dark\}\ncolor: \$\{unsafeCSS\(`red`\)\}\n\}/);
  });

  it('leaves the word in comments and strings alone', () => {
    const source = "/** Lit's `css` templates: { a ; b } */\nconst a = `x  {  y }`;\nconst b = 'css`';\n";
    assert.equal(minifyCssLiterals(source), source);
  });

  it('leaves a module with no css template as it is, and refuses an unterminated one', () => {
    const plain = readFileSync(new URL('../../src/main.ts', import.meta.url), 'utf8');
    assert.equal(minifyCssLiterals(plain), plain);
    assert.throws(() => minifyCssLiterals('const a = css`a { color: red; }'), /unterminated/);
  });

  it('shrinks the app’s stylesheet module', () => {
    const source = readFileSync(new URL('../../src/platform/a11y/app-styles.ts', import.meta.url), 'utf8');
    const out = minifyCssLiterals(source);
    assert.ok(out.length < source.length * 0.9, `${source.length} → ${out.length} characters`);
    assert.equal(out.split('\n').length, source.split('\n').length);
  });
});
