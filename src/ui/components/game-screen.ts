/**
 * The game screen: its components and everything else rs-app needs only while a game is open (the
 * session, the engine's reducer, views and records, the game's sentences, the record export).
 * rs-app loads this module when a game is opened, resumed, started or imported, not at start-up,
 * where only the home screen is needed (start-up JavaScript budget, docs/performance.md).
 * Precached like every other file, so a game opens offline at once.
 */
import './rs-board.ts';
import './rs-vote-history.ts';
import './rs-team-picker.ts';
import './rs-vote-recorder.ts';
import './rs-mission-recorder.ts';
import './rs-game-over.ts';
import './rs-assistant.ts';
import './rs-inquisition.ts';
import './rs-role-steps.ts';
import './rs-hunter-steps.ts';

export { GameSession } from '../../session/game-session.ts';
export { availableMissions, currentMission } from '../../engine/reducer.ts';
export { toRecord } from '../../engine/record.ts';
export { drawFirstLeader } from '../../engine/setup.ts';
export { viewFor } from '../../engine/view.ts';
export { canShareFile, downloadFile, recordFile, shareFile } from '../export.ts';
export { redoneText, summaryText, undoneText } from '../game-text.ts';
