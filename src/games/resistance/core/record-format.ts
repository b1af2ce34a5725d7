/**
 * The name of the record format (docs/records.md), apart from record.ts so that the app's storage
 * can check a stored game's shape at start-up without loading the engine's replay (start-up
 * JavaScript budget, docs/performance.md). record.ts re-exports it.
 */
export const RECORD_FORMAT = 'resistance-record/1';
