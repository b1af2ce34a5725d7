/**
 * The engine's optional modules: the plot cards (plot.ts), the role modules (roles.ts) and their
 * knowledge table (knowledge.ts). The core (reducer, setup, view, record) reaches them through
 * {@link extension} only when a game uses them, so that the app's start-up bundle holds the
 * core alone (start-up budget, docs/performance.md): the app loads a game's modules before it
 * replays or creates it (src/storage/engine-loader.ts), and `index.ts` registers them all for
 * everything else (tests, the replay command, the room server).
 *
 * The registry holds code, never game state: every state is still the fold of its events.
 */
import type * as Knowledge from './knowledge.ts';
import type * as Plot from '../modules/plot/engine/plot.ts';
import type * as Roles from './characters.ts';

/** The optional modules, by name. */
export interface EngineExtensions {
  plot: typeof Plot;
  roles: typeof Roles;
  knowledge: typeof Knowledge;
}

export type ExtensionName = keyof EngineExtensions;

const loaded: Partial<EngineExtensions> = {};

/** Makes modules available to the core (idempotent). */
export function registerExtensions(modules: Partial<EngineExtensions>): void {
  Object.assign(loaded, modules);
}

/** Whether a module is available. */
export function hasExtension(name: ExtensionName): boolean {
  return loaded[name] !== undefined;
}

/**
 * A module the current game needs.
 * @throws Error (a programming error, not a rule) when it was not loaded first
 */
export function extension<K extends ExtensionName>(name: K): EngineExtensions[K] {
  const module = loaded[name];
  if (!module) throw new Error(`the engine's ${name} module is not loaded: load it before replaying a game that uses it`);
  return module as EngineExtensions[K];
}

/**
 * The modules a setup (as given, unchecked) needs: `plot` for `modules.plot`, `roles` and
 * `knowledge` for `roles`.
 */
export function extensionsFor(setup: unknown): ExtensionName[] {
  const s = (setup ?? {}) as { modules?: { plot?: unknown } | null; roles?: unknown };
  const names: ExtensionName[] = [];
  if (s.modules && typeof s.modules === 'object' && s.modules.plot) names.push('plot');
  if (s.roles !== undefined && s.roles !== null) names.push('roles', 'knowledge');
  return names;
}
