/**
 * The modules the core knows, without naming any: the game's manifest (`../game.ts`) registers its
 * modules' manifest lines in order ({@link registerManifest}), and each module's code once loaded
 * ({@link registerModule}). A game's modules are those whose manifest line says the setup uses
 * them; their code must be loaded before the game is created or replayed (`loadModulesFor`), so
 * that the app's start-up bundle holds none of it (start-up budget, docs/performance.md).
 *
 * The registry holds code, never game state: every state is still the fold of its events.
 */
import type { EngineModule, ModuleManifest } from './module.ts';

let manifests: readonly ModuleManifest[] = [];
const loaded = new Map<string, EngineModule>();
/** {@link loadedModules}' list, made again once a manifest or a module is registered. */
let loadedList: readonly EngineModule[] | null = null;
/** The active modules of each setup object, in manifest order (setups are never changed). */
const cache = new WeakMap<object, readonly EngineModule[]>();

/** Registers the game's modules, in the order of their steps (idempotent; the last list wins). */
export function registerManifest(list: readonly ModuleManifest[]): void {
  manifests = [...list];
  loadedList = null;
}

/** Makes a module's code available to the core (idempotent). */
export function registerModule(module: EngineModule): void {
  loaded.set(module.id, module);
  loadedList = null;
}

/** Every module of the manifest, in order. */
export function manifest(): readonly ModuleManifest[] {
  return manifests;
}

/** The manifest lines of the modules a setup (as given, unchecked) uses, in order. */
export function manifestsFor(setup: unknown): ModuleManifest[] {
  return manifests.filter((m) => m.uses(setup));
}

/** Whether a module's code is loaded. */
export function isLoaded(id: string): boolean {
  return loaded.has(id);
}

/** Loads and registers the code of every module a setup uses; resolves at once when it is loaded. */
export async function loadModulesFor(setup: unknown): Promise<void> {
  await Promise.all(
    manifestsFor(setup)
      .filter((m) => !loaded.has(m.id))
      .map(async (m) => registerModule(await m.load())),
  );
}

/**
 * The code of the modules a setup uses, in manifest order.
 * @throws Error (a programming error, not a rule) when one of them was not loaded first
 */
export function modulesOf(setup: object): readonly EngineModule[] {
  const known = cache.get(setup);
  if (known) return known;
  const list = manifestsFor(setup).map((m) => {
    const module = loaded.get(m.id);
    if (!module) throw new Error(`the engine's ${m.id} module is not loaded: load it before replaying a game that uses it`);
    return module;
  });
  cache.set(setup, list);
  return list;
}

/** The loaded code of a module, whatever the setup (for tables of its cards, names…), or `undefined`. */
export function loadedModule(id: string): EngineModule | undefined {
  return loaded.get(id);
}

/**
 * Every loaded module, in manifest order: the same array until a manifest or a module is
 * registered, so that the tables composed from it (the cards, the sights) are composed once.
 */
export function loadedModules(): readonly EngineModule[] {
  loadedList ??= manifests.flatMap((m) => {
    const module = loaded.get(m.id);
    return module ? [module] : [];
  });
  return loadedList;
}
