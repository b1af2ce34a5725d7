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
