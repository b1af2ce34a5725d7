/**
 * Loads the engine's modules a game needs before it is replayed or created (the game's manifest,
 * src/games/resistance/game.ts): each module's code is a separate chunk, loaded per game; the
 * engine's core (reducer, views, replay) is not in the start-up bundle either: it loads with the
 * game screen, the session or the stores' replay.ts when first needed (docs/performance.md). All
 * are precached like every other file, so this works offline.
 */
import { loadModulesFor } from '../game.ts';

/** Loads the modules `setup` (a record's setup, as given) needs; resolves at once when they are loaded. */
export async function loadEngineFor(setup: unknown): Promise<void> {
  await loadModulesFor(setup);
}
