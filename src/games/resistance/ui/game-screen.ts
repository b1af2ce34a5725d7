/**
 * The game screen: its components, its rendering and flows (GameFlow, game-flow.ts) and
 * everything else rs-app needs only while a game is open (the session, the engine's views, the
 * game's changes with their sentences: GameActions, game-actions.ts). rs-app loads this module when a game is opened, resumed,
 * started or imported, not at start-up, where only the home screen is needed (start-up JavaScript
 * budget, docs/performance.md). Precached like every other file, so a game opens offline at once.
 */
import './rs-board.ts';
import './rs-vote-history.ts';
import './rs-team-picker.ts';
import './rs-vote-recorder.ts';
import './rs-mission-recorder.ts';
import './rs-game-over.ts';
import './rs-assistant.ts';
import './rs-correction.ts';

export { AppGame } from './app-game.ts';
export { GameFlow } from './game-flow.ts';
export { GameActions } from './game-actions.ts';
export { GameSession } from '../session/game-session.ts';
export { viewFor } from '../core/view.ts';
