/**
 * The default database name of the games' store (kept from the app's first version: existing
 * databases open). A module of its own so that the app's shell can name the database without
 * loading the store's code (db.ts, idb) at start-up (docs/performance.md).
 */
export const DB_NAME = 'resistance-companion';
