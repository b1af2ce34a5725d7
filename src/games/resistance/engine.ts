/**
 * The rules engine of The Resistance (rules sections 1–2): pure TypeScript, no DOM, no I/O,
 * no clock and no randomness of its own. Import from here.
 */
export * from './core/types.ts';
export * from './core/errors.ts';
export * from './core/tables.ts';
export * from './core/setup.ts';
export * from './core/reducer.ts';
export * from './core/view.ts';
export * from './core/record.ts';
export * from './core/assistant.ts';
export * from './core/private.ts';
export * from './modules/plot/engine/plot.ts';
export * from './core/characters.ts';
export * from './core/knowledge.ts';
export * from './core/scripts.ts';
export * from './core/extensions.ts';

import * as knowledge from './core/knowledge.ts';
import * as plot from './modules/plot/engine/plot.ts';
import * as roles from './core/characters.ts';
import { registerExtensions } from './core/extensions.ts';

// Everything that imports the engine's index gets every module (tests, the replay command, the
// room server); the app loads them per game instead (extensions.ts).
registerExtensions({ plot, roles, knowledge });
