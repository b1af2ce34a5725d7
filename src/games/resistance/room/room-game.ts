/**
 * The Resistance's room game with every module's code loaded (the engine, `../engine.ts`): what the
 * room server and the tests use. The contract itself is room-game-core.ts, which loads no module's
 * code, so that the one-device app runs it with only the modules its game uses
 * (`loadModulesFor`, game.ts).
 */
import '../engine.ts';

export * from './room-game-core.ts';
