// The rules of the architecture, checked with dependency-cruiser (.dependency-cruiser.cjs):
//
//   node scripts/check-architecture.mjs        (a step of `npm test`)
//
// 1. a self-check: a small tree with a planted import circle (type-only), a platform file that
//    imports a game, a core that imports its module, a module that imports another, a shared
//    screen that imports a module, a game that
//    imports another game, a server file that imports a game and an engine file that imports a package must give those violations (so a parser that cruises
//    nothing, or a rule that matches nothing, fails here instead of passing silently);
// 2. the project's `src/` and `server/`: at least 100 modules cruised, no violation but those listed
//    in `.dependency-cruiser-known-violations.json` (the baseline of a layout change in progress:
//    each is printed, and the list is to be emptied, not grown).
// Prints each violation as "rule: from → to" and exits 1 when there is one.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));

const baselinePath = join(root, '.dependency-cruiser-known-violations.json');
const known = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')) : [];

/** Cruises `paths` from `baseDir`; returns the modules cruised and the violations as "rule: from → to". */
async function check(paths, baseDir, knownViolations = []) {
  const result = await cruise(paths, { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true, baseDir, knownViolations });
  const output = result.output;
  const violations = output.summary.violations.filter((v) => v.rule.severity !== 'ignore').map((v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (${v.cycle.map((c) => c.name ?? c).join(' → ')})` : ''}`);
  return { modules: output.summary.totalCruised, violations };
}

// 1. The self-check on a planted tree.
const planted = mkdtempSync(join(tmpdir(), 'rs-arch-'));
const write = (path, text) => {
  mkdirSync(dirname(join(planted, path)), { recursive: true });
  writeFileSync(join(planted, path), text);
};
write('src/platform/kit.ts', "import { rule } from '../games/g/core/rules.ts';\nexport const kit = rule;\n");
write('src/games/g/core/rules.ts', "import type { Slice } from '../modules/a/engine.ts';\nexport const rule = 1;\nexport type S = Slice;\n");
write('src/games/g/modules/a/engine.ts', "import type { B } from '../b/engine.ts';\nexport interface Slice { b?: B }\n");
write('src/games/h/core/rules.ts', "import { rule } from '../../g/core/rules.ts';\nexport const other = rule;\n");
write('src/games/g/ui/screen.ts', "import type { Slice } from '../modules/a/engine.ts';\nexport type Shown = Slice;\n");
write('server/room.ts', "import { rule } from '../src/games/g/core/rules.ts';\nexport const room = rule;\n");
write('src/games/g/modules/b/engine.ts', "import type { Slice } from '../a/engine.ts';\nimport { html } from 'lit';\nexport interface B { a?: Slice; h?: typeof html }\n");
let failed = false;
try {
  const { violations } = await check(['src', 'server'], planted);
  const rules = new Set(violations.map((v) => v.split(':')[0]));
  for (const rule of ['no-circular', 'platform-knows-no-game', 'core-knows-no-module', 'module-knows-no-module', 'shared-ui-knows-no-module', 'game-knows-no-other-game', 'server-knows-no-game', 'engine-is-pure']) {
    if (!rules.has(rule)) {
      console.error(`architecture check: the self-check found no "${rule}" violation in the planted tree: the check does not work (parser or rule)`);
      failed = true;
    }
  }
} finally {
  rmSync(planted, { recursive: true, force: true });
}
if (failed) process.exit(1);

// 2. The project.
const { modules, violations } = await check(['src', 'server'], root, known);
for (const k of known) console.log(`known violation (baseline, to remove): ${k.rule.name}: ${k.from} → ${k.to}`);
if (modules < 100) {
  console.error(`architecture check: only ${modules} modules cruised in src/ and server/: the parser is not reading the sources`);
  process.exit(1);
}
for (const violation of violations) console.error(violation);
if (violations.length > 0) {
  console.error(`architecture check: ${violations.length} violations of the rules in .dependency-cruiser.cjs`);
  process.exit(1);
}
console.log(`architecture check: ${modules} modules, no new violation of .dependency-cruiser.cjs (self-check passed; ${known.length} known in the baseline)`);
