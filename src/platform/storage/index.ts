/**
 * Storage of games on this device: IndexedDB when it can be opened, else memory (the game goes
 * on, but nothing survives a reload and the UI says so). Storage knows no game: the game registers
 * its record format and its replay first (`registerStoredGame`, registry.ts). Import from here
 * (tests, the benchmark); the app's start-up code imports open-store.ts, db.ts, registry.ts and
 * types.ts directly, since this index also pulls in the memory store (start-up JavaScript budget,
 * docs/performance.md).
 */
export * from './types.ts';
export { IdbGameStore } from './idb-store.ts';
export { MemoryGameStore } from './memory-store.ts';
export { DB_NAME, DB_VERSION } from './db.ts';
export type { ClosedReason, OpenGameDbOptions } from './db.ts';
export { registerStoredGame, replayLoaded } from './registry.ts';
export type { GameReplay, StoredGameDefinition } from './registry.ts';
export { gameReplay, noVersion1Games } from './game-replay.ts';
export type { GameReplayParts } from './game-replay.ts';
export { migrateRecord } from './migrations.ts';
export type { MigratedRecord, RecordMigration } from './migrations.ts';
export { openGameStore, requestPersistence } from './open-store.ts';
export type { OpenGameStoreOptions } from './open-store.ts';
