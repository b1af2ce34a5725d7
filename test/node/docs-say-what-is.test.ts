/**
 * The docs and the code's comments say what is and why; how the project got there lives in git.
 * So a comment of src/, server/, scripts/, test/ or the root's config files cites no issue number
 * ("issue 31", "#32": the reader of the code has the code, not the tracker, and an issue's number
 * says nothing of the reason); no page of docs/ nor the README cites one either; and no heading of
 * docs/ is a dated session ("## 2026-11-27, fourth session"), since a doc written as a diary grows
 * with every session and hides which of its figures still holds.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The folders whose comments are read. */
const CODE_FOLDERS = ['src', 'server', 'scripts', 'test'];
/** This file, whose strings show the citations it looks for. */
const SELF = 'test/node/docs-say-what-is.test.ts';
/** The source files read (by their ending). */
const CODE_FILE = /\.(?:ts|mts|js|mjs|cjs)$/;
/** An issue-number citation: "issue 31", "issues 19 and 23", "#32". */
const ISSUE_CITATION = /\bissues?\s+#?\d+|(?<![&\w])#\d{1,4}\b(?![\w-])/i;
/** A dated heading, or one naming a session or an issue: a diary's entry, not a description. */
const DIARY_HEADING = /\b\d{4}-\d{2}-\d{2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}\b|\bsessions?\b|\bissues?\s+#?\d+/i;

/** Every file under `dir` (relative to the repository) whose name matches `ending`. */
function filesUnder(dir: string, ending: RegExp): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && ending.test(entry.name)) out.push(relative(ROOT, join(entry.parentPath, entry.name)));
  }
  return out.sort();
}

/**
 * The comments of a source text with the line each starts on: `//` to the end of the line, `/* … *\/`
 * and the `<!-- … -->` of HTML templates. A crude reading (a `//` inside a string counts), which
 * errs towards reading more as a comment: a URL in a string that cites an issue is flagged too.
 */
export function commentsOf(source: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  for (const m of source.matchAll(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->|\/\/[^\n]*/g)) {
    out.push({ line: source.slice(0, m.index).split('\n').length, text: m[0] });
  }
  return out;
}

/** The issue-number citations in the comments of a source text, each as `line: excerpt`. */
export function issueCitations(source: string): string[] {
  const out: string[] = [];
  for (const { line, text } of commentsOf(source)) {
    text.split('\n').forEach((part, i) => {
      const m = ISSUE_CITATION.exec(part);
      if (m) out.push(`${line + i}: …${part.slice(Math.max(0, m.index - 30), m.index + 30).trim()}…`);
    });
  }
  return out;
}

/** The headings of a Markdown text (outside code blocks) that read as a diary's entries. */
export function diaryHeadings(markdown: string): string[] {
  let fenced = false;
  const out: string[] = [];
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced && /^#{1,6}\s/.test(line) && DIARY_HEADING.test(line)) out.push(line);
  }
  return out;
}

test('the checks find what they look for', () => {
  assert.deepEqual(issueCitations('const a = 1; // the header (issue 22)\n/**\n * Sealed codes\n * (issues 8 and 23). #32\n */'), [
    '1: …// the header (issue 22)…',
    '4: …* (issues 8 and 23). #32…',
  ]);
  assert.equal(issueCitations("html`<!-- after the names (issue 22) -->`").length, 1);
  assert.deepEqual(issueCitations("const colour = '#333'; // a grey of 4.5:1 on white; &#39; is a quote; 22 issues left"), []);
  assert.deepEqual(diaryHeadings('# Performance\n## Budgets and today\'s figures\n### Less work per change (issue 23, item 1), 2026-11-27 (second session)\n```\n# 2026-11-27 not a heading\n```\n## The phone, 27 Nov\n## Figures of Nov 22, 2026'), [
    '### Less work per change (issue 23, item 1), 2026-11-27 (second session)',
    '## Figures of Nov 22, 2026',
  ]);
});

test('no comment of src/, server/, scripts/, test/ or the root\'s config files cites an issue number', () => {
  const found: string[] = [];
  const rootFiles = readdirSync(ROOT, { withFileTypes: true }).filter((e) => e.isFile() && CODE_FILE.test(e.name)).map((e) => e.name);
  for (const files of [rootFiles, ...CODE_FOLDERS.map((folder) => filesUnder(folder, CODE_FILE))]) {
    for (const file of files.filter((f) => f !== SELF)) {
      for (const citation of issueCitations(readFileSync(join(ROOT, file), 'utf8'))) found.push(`${file}:${citation}`);
    }
  }
  assert.deepEqual(found, [], `say why instead of citing an issue:\n${found.join('\n')}`);
});

test('no heading of docs/ is a dated session or an issue', () => {
  const found: string[] = [];
  for (const file of filesUnder('docs', /\.md$/)) {
    for (const heading of diaryHeadings(readFileSync(join(ROOT, file), 'utf8'))) found.push(`${file}: ${heading}`);
  }
  assert.deepEqual(found, [], `describe what is; the history is in git:\n${found.join('\n')}`);
});

test('no page of docs/ nor the README cites an issue number', () => {
  const found: string[] = [];
  for (const file of ['README.md', ...filesUnder('docs', /\.md$/)]) {
    readFileSync(join(ROOT, file), 'utf8').split('\n').forEach((line, i) => {
      if (ISSUE_CITATION.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 80)}`);
    });
  }
  assert.deepEqual(found, [], `say what is; the issue's number says nothing to a reader of the docs:\n${found.join('\n')}`);
});
