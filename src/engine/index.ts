/**
 * The rules engine of The Resistance (rules sections 1–2): pure TypeScript, no DOM, no I/O,
 * no clock and no randomness of its own. Import from here.
 */
export * from './types.ts';
export * from './errors.ts';
export * from './tables.ts';
export * from './setup.ts';
export * from './reducer.ts';
export * from './view.ts';
export * from './record.ts';
export * from './assistant.ts';
export * from './private.ts';
export * from './plot.ts';
export * from './roles.ts';
export * from './knowledge.ts';
export * from './scripts.ts';
export * from './extensions.ts';

import * as knowledge from './knowledge.ts';
import * as plot from './plot.ts';
import * as roles from './roles.ts';
import { registerExtensions } from './extensions.ts';

// Everything that imports the engine's index gets every module (tests, the replay command, the
// room server); the app loads them per game instead (extensions.ts).
registerExtensions({ plot, roles, knowledge });
