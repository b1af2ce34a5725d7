/**
 * Loads the engine's optional modules a game needs (src/engine/extensions.ts) before it is
 * replayed or created: the plot cards, the role modules and their knowledge table. They are
 * separate chunks, loaded per game; the engine's core (reducer, views, replay) is not in the
 * start-up bundle either: it loads with the game screen, the session or the stores' replay.ts when
 * first needed (docs/performance.md). All are precached like every other file, so this works offline.
 */
import { extensionsFor, hasExtension, registerExtensions } from '../games/resistance/core/extensions.ts';
import type { ExtensionName } from '../games/resistance/core/extensions.ts';

const LOADERS: Record<ExtensionName, () => Promise<unknown>> = {
  plot: () => import('../games/resistance/modules/plot/engine/plot.ts').then((plot) => registerExtensions({ plot })),
  roles: () => import('../games/resistance/core/characters.ts').then((roles) => registerExtensions({ roles })),
  knowledge: () => import('../games/resistance/core/knowledge.ts').then((knowledge) => registerExtensions({ knowledge })),
};

/** Loads the modules `setup` (a record's setup, as given) needs; resolves at once when they are loaded. */
export async function loadEngineFor(setup: unknown): Promise<void> {
  await Promise.all(extensionsFor(setup).filter((name) => !hasExtension(name)).map((name) => LOADERS[name]()));
}
