/**
 * The rules engine of The Resistance with every module loaded (rules sections 1–4): pure
 * TypeScript, no DOM, no I/O, no clock and no randomness of its own. The tests, the replay command
 * and the room server import from here; the app loads a game's modules only when a game needs them
 * (`loadModulesFor`, game.ts).
 */
import { registerModule } from './core/registry.ts';
import { MODULES } from './game.ts';

// Every module's code, loaded through its manifest line (a top-level await): the tests, the replay
// command and the room server get the whole engine on import, and adding a module touches no line
// here (docs/adding-a-module.md).
for (const module of await Promise.all(MODULES.map((m) => m.load()))) registerModule(module);

export * from './core/types.ts';
export * from './core/errors.ts';
export * from './core/tables.ts';
export * from './core/setup.ts';
export * from './core/reducer.ts';
export * from './core/view.ts';
export * from './core/record.ts';
export * from './core/correct.ts';
export * from './core/last-result.ts';
export * from './core/assistant.ts';
export * from './core/private.ts';
export * from './core/deal.ts';
export * from './core/steps.ts';
export type * from './core/step-types.ts';
export * from './core/characters.ts';
export * from './core/knowledge.ts';
export * from './core/scripts.ts';
export * from './core/registry.ts';
export type * from './core/augment.ts';
export type * from './core/module.ts';
export type * from './core/parts.ts';
export { MODULES } from './game.ts';
