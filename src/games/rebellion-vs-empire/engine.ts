/**
 * Rebellion vs Empire's engine entry (other-games.md part A): everything a front-end, a record
 * reader or a test needs from the core. Pure: no DOM, no Date, no randomness of its own.
 */
export * from './core/cards.ts';
export * from './core/errors.ts';
export * from './core/missions.ts';
export * from './core/types.ts';
export { availableTokens, contextOf, createGame, hasTableMissions, missionName, mustLiberate, reduce, replay, stackOf, TABLE_MISSION_LIMITS } from './core/reducer.ts';
export { adjacentPairs, askAnswered, asked, asksFor, chanceEvent, checkAsked } from './core/steps.ts';
export type { Ask, AskKind, AskOptions, Asker, ProofOption, TokenOption } from './core/steps.ts';
export { viewFor } from './core/view.ts';
export type { CardView, DistrictMissionView, DistrictView, GameView, LiberatedView, Viewer } from './core/view.ts';
export { RVE_RECORD_FORMAT, replayRveRecord, RveRecordError, summarizeRve, toRveRecord } from './core/record.ts';
export type { RveRecord, RveReplaySummary } from './core/record.ts';
export { checkConditions, parseConditionInput } from './core/condition-input.ts';
export type { ConditionInput } from './core/condition-input.ts';
export { checkRoomUndo, DEAL_EVENT_TYPES, foldLog, undoRefusal } from './core/undo.ts';
export type { LogEntry, UndoEntry, UndoRefusal } from './core/undo.ts';
export { lastResult, moveResult } from './core/last-result.ts';
export type { MoveFields, MoveResult } from './core/last-result.ts';
