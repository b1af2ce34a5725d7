/**
 * Loads the engine's optional modules a game needs (src/engine/extensions.ts) before it is
 * replayed or created: the plot cards, the role modules and their knowledge table. They are
 * separate chunks, so the app's start-up bundle holds only the engine's core (docs/performance.md);
 * they are precached like every other file, so this works offline.
 */
import { extensionsFor, hasExtension, registerExtensions } from '../engine/extensions.ts';
import type { ExtensionName } from '../engine/extensions.ts';

const LOADERS: Record<ExtensionName, () => Promise<unknown>> = {
  plot: () => import('../engine/plot.ts').then((plot) => registerExtensions({ plot })),
  roles: () => import('../engine/roles.ts').then((roles) => registerExtensions({ roles })),
  knowledge: () => import('../engine/knowledge.ts').then((knowledge) => registerExtensions({ knowledge })),
};

/** Loads the modules `setup` (a record's setup, as given) needs; resolves at once when they are loaded. */
export async function loadEngineFor(setup: unknown): Promise<void> {
  await Promise.all(extensionsFor(setup).filter((name) => !hasExtension(name)).map((name) => LOADERS[name]()));
}
