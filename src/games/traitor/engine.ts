/**
 * The traitor expansion's engine entry (the superhero deck-building game's hidden-traitor
 * expansion, seed 003; rules other-games.md part B; docs/traitor-expansion.md): the setup and the
 * reducer, the secret deal, the steps and the views. Pure TypeScript: no DOM, no Date, no
 * Math.random, no I/O.
 */
export * from './core/cards.ts';
export * from './core/deal.ts';
export * from './core/errors.ts';
export * from './core/matching.ts';
export * from './core/reducer.ts';
export * from './core/steps.ts';
export * from './core/types.ts';
export * from './core/view.ts';
export * from './core/record.ts';
export * from './core/last-result.ts';
export * from './core/undo.ts';
