/**
 * The engine's source files, wherever the layout puts them (docs/code-map.md): the
 * platform's engine kit (`src/platform/engine/`), each game's core (`src/games/<game>/core/`), its
 * modules' engine parts (`src/games/<game>/modules/<module>/engine.ts` or `engine/`), manifest
 * lines (`manifest.ts`) and room parts (`room.ts`, read by the manifest line), the game's manifest (`game.ts`) and its engine entry (`engine.ts`). Tests that read source (purity, error codes,
 * the records doc) scan these.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every file under `dir` (absolute paths, any depth); none when `dir` does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Whether `path` (absolute) is engine code by the layout's rule. */
export function isEngineFile(path: string): boolean {
  const rel = relative(ROOT, path).split(sep).join('/');
  if (!rel.endsWith('.ts')) return false;
  if (rel.startsWith('src/platform/engine/')) return true;
  return (
    /^src\/games\/[^/]+\/core\//.test(rel) ||
    /^src\/games\/[^/]+\/(engine|game)\.ts$/.test(rel) ||
    /^src\/games\/[^/]+\/modules\/[^/]+\/(engine\.ts$|engine\/|manifest\.ts$|room\.ts$)/.test(rel)
  );
}

/** Every engine source file (absolute paths), sorted. */
export function engineFiles(): string[] {
  return [...filesUnder(join(ROOT, 'src', 'platform')), ...filesUnder(join(ROOT, 'src', 'games'))].filter(isEngineFile).sort();
}

/**
 * The engine files of one game (`src/games/<game>/…`) and the platform's engine kit: what a game's
 * error table must cover (another game's codes are in its own table).
 */
export function gameEngineFiles(game: string): string[] {
  return engineFiles().filter((f) => {
    const rel = relative(ROOT, f).split(sep).join('/');
    return rel.startsWith('src/platform/') || rel.startsWith(`src/games/${game}/`);
  });
}
