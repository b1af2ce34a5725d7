/**
 * The README is what a player and a host read first: at most 150 lines, and nothing in it that a
 * user cannot use. Every npm script and environment variable it names exists, every link and
 * file it names is there, no table cell is longer than a phone's line, and what it says
 * `npm start` prints is what the server prints. The details live in `docs/`, whose links are
 * checked the same way.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
/** The longest table cell the README may have (characters): a short table, not a page in a cell. */
const MAX_CELL = 100;

/** The relative link targets of a Markdown text (`[text](target)`), without their `#fragment`. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#')).map((target) => target.replace(/#.*$/, ''));
}

test('the README has at most 150 lines', () => {
  const lines = README.trimEnd().split('\n').length;
  assert.ok(lines <= 150, `README.md has ${lines} lines`);
});

test('every npm script the README names exists', () => {
  const named = [...README.matchAll(/\bnpm (?:run (?:--silent )?)?([a-z][\w:-]*)/g)].map((m) => m[1]!);
  assert.ok(named.length > 0);
  for (const name of named.filter((n) => n !== 'install' && n !== 'ci')) assert.ok(name in PACKAGE.scripts, `npm ${name}: no such script in package.json`);
});

test('every environment variable the README names is read by the server or the start', () => {
  const sources = ['server/main.ts', 'scripts/start.mjs', 'scripts/test.mjs', 'web-test-runner.config.mjs'].map((file) => readFileSync(join(ROOT, file), 'utf8')).join('\n');
  const named = new Set([...README.matchAll(/`([A-Z][A-Z0-9_]{2,})=/g), ...README.matchAll(/\b([A-Z][A-Z0-9_]*_[A-Z0-9_]+|PORT|HOST)\b(?==|`)/g)].map((m) => m[1]!));
  assert.ok(named.has('HOST') && named.has('PORT'), 'the README names HOST and PORT');
  for (const name of named) assert.match(sources, new RegExp(`process\\.env\\.${name}\\b|['"]${name}['"]`), `${name} is read nowhere`);
});

test(`no table cell of the README is longer than ${MAX_CELL} characters`, () => {
  for (const line of README.split('\n').filter((l) => l.startsWith('|'))) {
    for (const cell of line.split(/(?<!\\)\|/).slice(1, -1)) assert.ok(cell.trim().length <= MAX_CELL, `a cell of ${cell.trim().length} characters: ${cell.trim().slice(0, 60)}…`);
  }
});

test('every link and file the README names is there', () => {
  for (const target of relativeLinks(README)) assert.ok(existsSync(join(ROOT, target)), `README links to ${target}, which does not exist`);
  // Paths in code spans that look like the project's files or folders.
  for (const [, path] of README.matchAll(/`((?:src|server|test|docs|scripts)\/[\w./<>-]*)`/g)) assert.ok(existsSync(join(ROOT, path!)), `README names ${path}, which does not exist`);
});

test('every link between the docs is there', () => {
  for (const file of readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md'))) {
    const text = readFileSync(join(ROOT, 'docs', file), 'utf8');
    for (const target of relativeLinks(text)) assert.ok(existsSync(resolve(dirname(join(ROOT, 'docs', file)), target)), `docs/${file} links to ${target}, which does not exist`);
  }
});

test('what the README says npm start prints is what the server prints', () => {
  const main = readFileSync(join(ROOT, 'server/main.ts'), 'utf8');
  const block = /```\n(The Resistance companion is running[\s\S]*?)```/.exec(README)?.[1];
  assert.ok(block, 'the README shows what npm start prints');
  for (const line of block.trimEnd().split('\n')) {
    const label = /^\s*([^:]+:)\s/.exec(line)?.[1] ?? line.slice(0, 30);
    assert.ok(main.includes(label.trim()), `server/main.ts prints no "${label.trim()}"`);
  }
});
