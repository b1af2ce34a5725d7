// `npm run localize:extract` / `npm run localize:build`: lit-localize for the languages of
// src/platform/i18n/languages.ts. lit-localize reads its target locales from lit-localize.json;
// this writes them there from the list first (when they differ), so that adding a language is its
// line in the list (and its catalogue, xliff/<code>.xlf, which `extract` creates), nothing else.
//
//   node --import tsx scripts/localize.ts extract|build
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, SOURCE_LANGUAGE } from '../src/platform/i18n/languages.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const command = process.argv[2];
if (command !== 'extract' && command !== 'build') {
  console.error('usage: node --import tsx scripts/localize.ts extract|build');
  process.exit(2);
}
const configPath = join(root, 'lit-localize.json');
const config = JSON.parse(readFileSync(configPath, 'utf8')) as { sourceLocale: string; targetLocales: string[] };
const targets = LANGUAGES.filter((code) => code !== SOURCE_LANGUAGE);
if (config.sourceLocale !== SOURCE_LANGUAGE || config.targetLocales.join() !== targets.join()) {
  config.sourceLocale = SOURCE_LANGUAGE;
  config.targetLocales = [...targets];
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`lit-localize.json: target locales ${targets.join(', ')} (from src/platform/i18n/languages.ts)`);
}
const run = spawnSync('npx', ['lit-localize', command], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
