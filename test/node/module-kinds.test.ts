/**
 * The Resistance's shared code names no module's kinds: a module declares its events, consequences
 * and phases (by declaration merging into core/augment.ts, `ModuleEvents`, `ModuleConsequences`,
 * `ModulePhases`) and its asks (an `Ask` object with its `kind`, core/step-types.ts), and the core,
 * the room game, the sentences and the shared screens draw them through the module contracts
 * without spelling a module's kind, as the architecture check keeps them from importing a module.
 *
 * {@link KNOWN} lists each (file, kind) pair of a shared file that still names a module's ask:
 * none today. A new pair fails (draw it through the module contract instead). The README says how big the module UI contract is
 * (`ui/module-ui.ts`); {@link contractSize} counts it and the README's sentence must agree.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, filesUnder } from '../helpers/engine-files.ts';

const GAME = join(ROOT, 'src/games/resistance');

/** The core's own ask kinds (core/step-types.ts `Ask.kind`): a module may ask one of these too (the Opinion Makers' vote). */
const CORE_ASKS = new Set(['propose', 'vote', 'card', 'mission', 'reveal', 'record']);

/** The (file under src/games/resistance, kind) pairs of shared code that still name a module's kind today: none. */
const KNOWN: readonly string[] = [];

/** The TypeScript files under `dir`. */
function sources(dir: string): string[] {
  return filesUnder(dir).filter((path) => path.endsWith('.ts'));
}

/** `text` without its comments (a doc comment may name a module's kind to say what it is about). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * The kinds a module's source declares: the top-level keys of its `ModuleEvents`,
 * `ModuleConsequences` and `ModulePhases` (two-space `declare module` blocks), and the `kind` of
 * each ask it builds (an object literal with `kind` first and a `secret` member), the core's own
 * ask kinds left out.
 */
export function declaredKinds(text: string): Set<string> {
  const found = new Set<string>();
  const src = code(text);
  for (const block of src.matchAll(/\n  interface Module(?:Events|Consequences|Phases) \{([\s\S]*?)\n  \}/g)) {
    for (const key of block[1]!.matchAll(/^ {4}'?([a-z][a-z-]*)'?\??:/gm)) found.add(key[1]!);
  }
  for (const ask of src.matchAll(/\{\s*kind: '([a-z][a-z-]*)',(?:[^{}]|\{[^{}]*\})*?\bsecret:/g)) {
    if (!CORE_ASKS.has(ask[1]!)) found.add(ask[1]!);
  }
  return found;
}

/** The quoted strings of `text`'s code (imports and comments left out) that are one of `kinds`. */
export function namedKinds(text: string, kinds: { has(kind: string): boolean }): Set<string> {
  const found = new Set<string>();
  const src = code(text).replace(/^import .*$/gm, '');
  for (const m of src.matchAll(/'([a-z][a-z-]*)'|"([a-z][a-z-]*)"|`([a-z][a-z-]*)`/g)) {
    const value = m[1] ?? m[2] ?? m[3]!;
    if (kinds.has(value)) found.add(value);
  }
  return found;
}

/** Every module's kinds, each with its module's folder name. */
function moduleKinds(): Map<string, string> {
  const kinds = new Map<string, string>();
  for (const module of readdirSync(join(GAME, 'modules'))) {
    for (const file of sources(join(GAME, 'modules', module))) {
      for (const kind of declaredKinds(readFileSync(file, 'utf8'))) kinds.set(kind, module);
    }
  }
  return kinds;
}

/** The members of the module UI contract: each exported interface of `ui/module-ui.ts` and its top-level members. */
export function contractSize(text: string): { interfaces: number; members: number } {
  let interfaces = 0;
  let members = 0;
  for (const body of code(text).matchAll(/^export interface \w+(?:<[^>]*>)? (?:extends [^{]+)?\{([\s\S]*?)^\}/gm)) {
    interfaces++;
    members += [...body[1]!.matchAll(/^ {2}(?:readonly )?[A-Za-z]\w*\??[(:<]/gm)].length;
  }
  return { interfaces, members };
}

describe('shared code names no module kind', () => {
  const kinds = moduleKinds();

  it('finds each module\'s events, consequences, phases and asks (the check sees what it is meant to see)', () => {
    for (const [kind, module] of [
      ['assassination', 'assassin'],
      ['plot-draw', 'plot'],
      ['plot-chance', 'plot'],
      ['investigation', 'hunter'],
      ['show-card', 'hunter'],
      ['inquisition', 'inquisitor'],
      ['set-aside', 'trapper'],
      ['loyalty-draw', 'defector'],
    ]) {
      assert.equal(kinds.get(kind!), module, `${kind} of ${module}`);
    }
    for (const core of CORE_ASKS) assert.equal(kinds.has(core), false, `${core} is the core's own`);
    const planted = new Set(['plot-draw']);
    assert.deepEqual([...namedKinds("if (ask.kind === 'plot-draw') x();", planted)], ['plot-draw']);
    assert.deepEqual([...namedKinds("/** the 'plot-draw' ask */ const a = 1; // 'plot-draw'", planted)], []);
    assert.deepEqual([...namedKinds("import { x } from './plot-draw';", planted)], []);
  });

  it('no shared file names a module kind beyond the known list, and every listed one is still there', () => {
    const found: string[] = [];
    for (const file of sources(GAME).filter((f) => !relative(GAME, f).startsWith('modules/'))) {
      for (const kind of namedKinds(readFileSync(file, 'utf8'), kinds)) found.push(`${relative(GAME, file)}: ${kind}`);
    }
    const added = found.filter((pair) => !KNOWN.includes(pair));
    const gone = KNOWN.filter((pair) => !found.includes(pair));
    assert.deepEqual(added, [], 'shared code names a module kind: draw it through the module contract instead');
    assert.deepEqual(gone, [], 'no longer named: take these off KNOWN in test/node/module-kinds.test.ts');
  });

  it('the README gives the module UI contract\'s size as it is', () => {
    const { interfaces, members } = contractSize(readFileSync(join(GAME, 'ui/module-ui.ts'), 'utf8'));
    assert.ok(interfaces > 5 && members > interfaces, `counted ${members} members in ${interfaces} interfaces`);
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    assert.match(readme, new RegExp(`\\b${members} members in ${interfaces} interfaces\\b`), 'README.md: the module UI contract\'s size');
    const files = new Set(KNOWN.map((pair) => pair.split(':')[0]));
    const said = KNOWN.length === 0 ? "shared code names no module's ask" : `\\b${KNOWN.length} (?:places|times) in ${files.size} shared files\\b`;
    assert.match(readme, new RegExp(said), 'README.md: how often shared code names a module kind');
  });
});
