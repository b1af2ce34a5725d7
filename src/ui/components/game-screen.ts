/**
 * The components of the game screen, loaded when a game opens (not at start-up, where only the
 * home screen is needed: start-up JavaScript budget, docs/performance.md). Precached like every
 * other file, so a game opens offline at once.
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
