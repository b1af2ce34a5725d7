/**
 * Record migrations: a record an earlier build wrote that today's engine refuses (a rule added
 * since, a setup no longer allowed) is read through the game's migrations, each of which turns
 * such a record into one that replays today, so that a saved game never stops opening. The game
 * gives its migrations with its replay (registry.ts `GameReplay.migrate`, game-replay.ts
 * `GameReplayParts.migrations`); the store applies them as it reads a game (`GameStore.load`)
 * and keeps the record as it was written, so each read migrates it again and says so
 * (`SavedGame.migrations`): the game shows why the game opens differently. The saved-games list
 * shows a game's entry through the same migrations (`listEntry`, registered with the game's record
 * format: registry.ts `StoredGameDefinition.migrations`), so it says the game as it will open
 * before its first change stores a fresh entry. Storage knows no game:
 * a migration is the game's, named by an id of its own.
 */
import type { SavedGameMeta, StoredRecord } from './types.ts';

/** One migration of a game's records. */
export interface RecordMigration {
  /** A stable id of the game's (e.g. 'hunter-avalon-names'): the game says the note of it. */
  id: string;
  /**
   * The record migrated, or null when this migration does not apply to it. Never throws: a
   * record that is not of the shape it knows is left to the replay, which says what is wrong.
   * @param record the record as stored, unchecked (the setup and events as an earlier build wrote them)
   */
  migrate(record: StoredRecord): StoredRecord | null;
  /**
   * The list entry of a stored game this migration applies to, as the migrated record's last
   * state would give it, from the entry and the setup as stored (the list reads no event and
   * loads no replay): the saved-games list shows a game as it opens, before its first change
   * stores a fresh entry. Null (or left out) when the entry stays as stored. Never throws.
   * @param meta the stored list entry
   * @param setup the setup as stored, unchecked
   */
  listEntry?(meta: SavedGameMeta, setup: object): SavedGameMeta | null;
}

/** A record after the migrations: the record to replay, and the ids of those that applied, in order. */
export interface MigratedRecord {
  record: StoredRecord;
  migrations: string[];
}

/**
 * Applies `migrations` in order, each to the record the ones before it left.
 * @returns the record to replay and the ids of the migrations that applied (none: `record` itself)
 */
export function migrateRecord(record: StoredRecord, migrations: readonly RecordMigration[]): MigratedRecord {
  let current = record;
  const applied: string[] = [];
  for (const migration of migrations) {
    const next = migration.migrate(current);
    if (next === null) continue;
    current = next;
    applied.push(migration.id);
  }
  return { record: current, migrations: applied };
}

/**
 * A stored game's list entry through `migrations` (each one's `listEntry`, in order, given the
 * entry the ones before it left and the setup as stored).
 * @returns the entry to list (`meta` itself when none changes it)
 */
export function migrateListEntry(meta: SavedGameMeta, setup: object, migrations: readonly RecordMigration[]): SavedGameMeta {
  let current = meta;
  for (const migration of migrations) current = migration.listEntry?.(current, setup) ?? current;
  return current;
}
