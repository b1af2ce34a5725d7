/**
 * The rules engine of The Resistance with every module loaded (rules sections 1–4): pure
 * TypeScript, no DOM, no I/O, no clock and no randomness of its own. The tests, the replay command
 * and the room server import from here; the app loads a game's modules only when a game needs them
 * (`loadModulesFor`, game.ts).
 */
import { registerModule } from './core/registry.ts';
import './game.ts';
import { trapper } from './modules/trapper/engine.ts';
import { reverser } from './modules/reverser/engine.ts';
import { hunter } from './modules/hunter/engine.ts';
import { assassin } from './modules/assassin/engine.ts';
import { inquisitor } from './modules/inquisitor/engine.ts';
import { defector } from './modules/defector/engine.ts';
import { plot } from './modules/plot/engine/index.ts';

for (const module of [trapper, reverser, hunter, assassin, inquisitor, defector, plot]) registerModule(module);

export * from './core/types.ts';
export * from './core/errors.ts';
export * from './core/tables.ts';
export * from './core/setup.ts';
export * from './core/reducer.ts';
export * from './core/view.ts';
export * from './core/record.ts';
export * from './core/correct.ts';
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
export * from './modules/trapper/engine.ts';
export * from './modules/reverser/engine.ts';
export * from './modules/hunter/engine.ts';
export * from './modules/assassin/engine.ts';
export * from './modules/inquisitor/engine.ts';
export * from './modules/defector/engine.ts';
export * from './modules/plot/engine/index.ts';
