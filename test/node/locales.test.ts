/**
 * Every language is complete: every message of the source (English, `msg()` in src/) has a
 * translation in xliff/<code>.xlf for each other language of src/platform/i18n/languages.ts
 * (Polish, German…), for the same English text, with the same placeholders; and
 * src/platform/i18n/locales/generated/<code>.ts (what the app loads) holds every one of them.
 * The messages are extracted afresh with `lit-localize extract` into a temporary folder, so a
 * new or changed string without a translation in any language fails here. No message of any
 * language names a rule id (R-…, G2-…, G3-…, REC-…): those stay in the errors' data.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, SOURCE_LANGUAGE, languageEntry } from '../../src/platform/i18n/languages.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TARGETS = LANGUAGES.filter((code) => code !== SOURCE_LANGUAGE);

interface Unit {
  id: string;
  source: string;
  target: string | null;
}

function units(xliff: string): Unit[] {
  return [...xliff.matchAll(/<trans-unit id="([^"]+)">([\s\S]*?)<\/trans-unit>/g)].map(([, id, body]) => ({
    id: id!,
    source: /<source>([\s\S]*?)<\/source>/.exec(body!)?.[1] ?? '',
    target: /<target>([\s\S]*?)<\/target>/.exec(body!)?.[1] ?? null,
  }));
}

/** The placeholders of a message (`<x id="0" equiv-text="${n}"/>`), sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/<x [^>]*\/>/g)].map((m) => m[0]).sort();
}

/** Extracts the messages of src/ afresh (lit-localize extract into a temporary folder). */
function extractFresh(): Unit[] {
  const dir = mkdtempSync(join(tmpdir(), 'rs-locales-'));
  try {
    const config = JSON.parse(readFileSync(join(ROOT, 'lit-localize.json'), 'utf8'));
    config.tsConfig = join(ROOT, 'tsconfig.json');
    config.output.outputDir = join(dir, 'generated');
    config.output.localeCodesModule = join(dir, 'locale-codes.ts');
    config.interchange.xliffDir = join(dir, 'xliff');
    config.targetLocales = [...TARGETS];
    writeFileSync(join(dir, 'lit-localize.json'), JSON.stringify(config));
    const run = spawnSync('npx', ['lit-localize', 'extract', '--config', join(dir, 'lit-localize.json')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, `lit-localize extract failed:\n${run.stdout}\n${run.stderr}`);
    return units(readFileSync(join(dir, 'xliff', `${TARGETS[0]}.xlf`), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let fresh: Unit[] | null = null;
/** The messages of src/, extracted once for every language's checks. */
function freshUnits(): Unit[] {
  fresh ??= extractFresh();
  return fresh;
}

for (const language of TARGETS) {
  const name = languageEntry(language).name;
  describe(`${name} (${language}) is complete`, () => {
    const committed = new Map(units(readFileSync(join(ROOT, 'xliff', `${language}.xlf`), 'utf8')).map((u) => [u.id, u]));

    it(`every message in src/ has a translation of the same English text in xliff/${language}.xlf, with the same placeholders`, () => {
      const all = freshUnits();
      assert.ok(all.length > 300, `only ${all.length} messages extracted`);
      const problems: string[] = [];
      for (const unit of all) {
        const translated = committed.get(unit.id);
        if (!translated?.target?.trim()) problems.push(`missing: ${unit.id} "${unit.source}"`);
        else if (translated.source !== unit.source) problems.push(`stale (English changed): ${unit.id} "${unit.source}"`);
        else if (placeholders(translated.target).join() !== placeholders(unit.source).join()) {
          problems.push(`placeholders differ: ${unit.id} "${translated.target}"`);
        }
      }
      assert.deepEqual(problems, [], `${problems.length} message(s) without a ${name} translation:\n${problems.join('\n')}`);
    });

    it(`the app loads every translation: src/platform/i18n/locales/generated/${language}.ts is built from xliff/${language}.xlf (npm run localize:build)`, () => {
      const generated = readFileSync(join(ROOT, 'src', 'platform', 'i18n', 'locales', 'generated', `${language}.ts`), 'utf8');
      const keys = new Set([...generated.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]));
      const missing = [...committed.values()].filter((u) => u.target && !keys.has(u.id)).map((u) => u.id);
      assert.deepEqual(missing, [], 'run `npm run localize:build` after translating');
    });
  });
}

/**
 * A rule id of the rules files (R-MIS-4, G2-TOKEN-ONCE, G3-CH-ADD-1) or of the record formats
 * (REC-FORMAT), as a word of its own.
 */
const RULE_ID = /\b(R|G2|G3|REC)-[A-Z0-9]+(-[A-Z0-9]+)*\b/;

describe('no rule id in a sentence a user sees or hears', () => {
  // Rule ids live in the errors' data (RuleError.rule) and in tests, never in a shown or announced
  // sentence. The one screen that shows rule ids by design, the rules reader (rs-rules.ts: each
  // section's ids under its text), takes its text from the games' rules files
  // (src/games/**/rules/*.ts), not from msg(): none of the catalogue's strings is its own, so no
  // string is exempt here.
  it('no English message of src/ (msg(), as extracted) names a rule id', () => {
    const named = freshUnits().filter((u) => RULE_ID.test(u.source));
    assert.deepEqual(
      named.map((u) => `${u.id} "${u.source}"`),
      [],
      `${named.length} English message(s) name a rule id: take it out of the sentence (the RuleError keeps it)`,
    );
  });

  for (const language of TARGETS) {
    const name = languageEntry(language).name;
    it(`no ${name} translation in xliff/${language}.xlf names a rule id`, () => {
      const named = units(readFileSync(join(ROOT, 'xliff', `${language}.xlf`), 'utf8')).filter((u) => u.target !== null && RULE_ID.test(u.target));
      assert.deepEqual(
        named.map((u) => `${u.id} "${u.target}"`),
        [],
        `${named.length} ${name} translation(s) name a rule id`,
      );
    });
  }
});

describe('Polish plural forms', () => {
  const committed = new Map(units(readFileSync(join(ROOT, 'xliff', 'pl.xlf'), 'utf8')).map((u) => [u.id, u]));

  it('Polish plural forms differ where Polish grammar needs it (one, few, many)', () => {
    const form = (id: string) => committed.get(id)?.target?.replace(/<x [^>]*\/>/g, 'N') ?? '';
    for (const base of ['fail-cards', 'successes', 'failures', 'players', 'seconds', 'more-rejections', 'proposals']) {
      assert.notEqual(form(`${base}.one`), form(`${base}.many`), `${base}: one and many`);
      assert.notEqual(form(`${base}.few`), form(`${base}.many`), `${base}: few and many`);
    }
  });
});
