/**
 * Minifies the CSS of Lit's `css` tagged templates at build time (vite.config.ts): the app's
 * stylesheet (src/platform/a11y/app-styles.ts) ships inside the start-up script, and its
 * indentation, line breaks and spaces around braces were about 1.3 KB of the start-up chunk's
 * gzipped size (docs/performance.md). Only the text between `${…}` expressions changes; the
 * expressions are kept as written.
 *
 * What changes, outside quoted strings (`"…"`, `'…'`, kept exactly): comments go; every run of
 * white space becomes one space, or only its line breaks (the module keeps its lines, so its
 * source map stays right line by line); the white space next to `{`, `}` and `;` goes but for
 * line breaks (moved after the mark), and the `;` before a `}`. Nothing else: a space before `:`
 * or around `+`, `-`, `>`, `~` can carry meaning (`a :hover`, `calc(1px + 2px)`), and one after a
 * comma is kept in the value of a custom property or a `var()` fallback (the CSSOM keeps it).
 */

/** Minifies one static piece of a CSS template (between expressions). */
export function minifyCssText(text: string): string {
  // Quoted strings are set aside (as \u0000N\u0000) while the rest is minified, then put back.
  const quoted: string[] = [];
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      quoted.push(text.slice(i, j + 1));
      out += `\u0000${quoted.length - 1}\u0000`;
      i = j + 1;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const comment = text.slice(i, end < 0 ? text.length : end + 2);
      i += comment.length;
      out += comment.replace(/[^\n]/g, '') || ' ';
      continue;
    }
    if (/\s/.test(c)) {
      // One space, or the run's line breaks (so that the module's lines, and its source map, stay).
      let breaks = '';
      while (i < text.length && /\s/.test(text[i]!)) breaks += text[i++] === '\n' ? '\n' : '';
      out += breaks || ' ';
      continue;
    }
    out += c;
    i++;
  }
  return out
    .replace(/[ \n]*([{};])[ \n]*/g, (run, mark: string) => mark + run.replace(/[^\n]/g, ''))
    .replace(/;(\n*)}/g, '$1}')
    .replace(/\u0000(\d+)\u0000/g, (_, n: string) => quoted[Number(n)]!);
}

/**
 * Finds the end of a template literal's `${…}` expression that starts at `start` (just after
 * `${`): the index of its closing `}`, skipping nested braces, strings and templates.
 */
function expressionEnd(source: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      i = j + 1;
      continue;
    }
    if (c === '`') {
      i = templateEnd(source, i + 1) + 1;
      continue;
    }
    if (c === '{') depth++;
    if (c === '}') {
      if (depth === 0) return i;
      depth--;
    }
    i++;
  }
  throw new Error('unterminated ${…} in a template literal');
}

/** The index of the closing backtick of a template literal whose text starts at `start`. */
function templateEnd(source: string, start: number): number {
  let i = start;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '`') return i;
    if (c === '$' && source[i + 1] === '{') {
      i = expressionEnd(source, i + 2) + 1;
      continue;
    }
    i++;
  }
  throw new Error('unterminated template literal');
}

/**
 * Minifies the static text of every `` css`…` `` template in a module's source (TypeScript or
 * JavaScript); returns the source unchanged when it has none.
 * @throws Error when a `css` template is not terminated (the source does not parse)
 */
export function minifyCssLiterals(source: string): string {
  // A tagged template in an expression: after `=`, `(`, `,`, `:`, `?` or `return`, so that the
  // word in a comment ("Lit's `css` templates") is not taken for one.
  const tag = /(?<=(?:[=(,:?]|\breturn)\s*)\bcss`/g;
  let out = '';
  let last = 0;
  for (let match = tag.exec(source); match; match = tag.exec(source)) {
    const open = match.index + match[0].length;
    if (open < last) continue;
    out += source.slice(last, open);
    let i = open;
    let piece = open;
    for (;;) {
      const c = source[i];
      if (c === undefined) throw new Error('unterminated css template literal');
      if (c === '\\') {
        i += 2;
        continue;
      }
      if (c === '`' || (c === '$' && source[i + 1] === '{')) {
        out += minifyCssText(source.slice(piece, i));
        if (c === '`') break;
        const end = expressionEnd(source, i + 2);
        out += source.slice(i, end + 1);
        i = piece = end + 1;
        continue;
      }
      i++;
    }
    last = i;
    tag.lastIndex = i + 1;
  }
  return out + source.slice(last);
}
