/**
 * The Resistance's record migrations (the platform's src/platform/storage/migrations.ts): records
 * that earlier builds wrote and today's engine refuses, each turned into a record that replays
 * today with the same cards, the same deal and the same events, so that a saved or downloaded game
 * still opens (docs/records.md, "Records of earlier builds"). The store applies them as it reads a
 * saved game (storage/replay.ts), the import as it reads a file (session/import-record.ts); the
 * app says each one's note (text/migration-text.ts). Pure data: no engine is needed to recognise
 * such a record.
 */
import type { RecordMigration } from '../../../platform/storage/migrations.ts';
import type { SavedGameMeta, StoredRecord } from '../../../platform/storage/types.ts';

/** Whether `setup` (as stored, unchecked) plays under Avalon names with the Hunter module. */
function avalonWithHunter(setup: unknown): boolean {
  const given = setup as { names?: unknown; roles?: unknown } | null;
  if (given === null || typeof given !== 'object' || given.names !== 'avalon') return false;
  const roles = given.roles as { hunter?: unknown } | null | undefined;
  return roles !== null && typeof roles === 'object' && !!roles.hunter;
}

/**
 * Avalon names with the Hunter module (REC-FORMAT `hunter-avalon`, refused since builds of
 * 2026-12-03; those of 2026-12-02 wrote it): the record opens under The Resistance's names (its
 * `names` left out), the Hunter module and everything else as written. Avalon has no card for the
 * Chiefs and the Hunters (docs/avalon.md), and the names change no rule, so nothing else changes;
 * the list entry those builds stored loses its `names` too (the winner said in The Resistance's).
 */
export const HUNTER_AVALON_NAMES: RecordMigration = {
  id: 'hunter-avalon-names',
  migrate(record: StoredRecord): StoredRecord | null {
    if (!avalonWithHunter(record.setup)) return null;
    const { names, ...rest } = record.setup as { names?: unknown };
    void names;
    return { ...record, setup: rest };
  },
  listEntry(meta: SavedGameMeta, setup: object): SavedGameMeta | null {
    if (!avalonWithHunter(setup) || meta.names === undefined) return null;
    const { names, ...rest } = meta;
    void names;
    return rest;
  },
};

/** Every migration of resistance-record/1, in the order they apply. */
export const RECORD_MIGRATIONS: readonly RecordMigration[] = [HUNTER_AVALON_NAMES];
