/**
 * Registers The Resistance with the platform's storage: its record format (checked when saved
 * games are listed, without the engine), its record migrations (pure data: the list shows a game
 * an earlier build saved as it will open) and the loader of its replay (replay.ts, loaded the first
 * time a game is loaded or created, or a version-1 database is upgraded). Imported by app.ts, by
 * the app's shell (rs-app.ts), by the session, and by tests that open a store directly; the module
 * runs once per page.
 */
import { registerStoredGame } from '../../../platform/storage/registry.ts';
import { RECORD_FORMAT } from '../core/record-format.ts';
import { RECORD_MIGRATIONS } from './migrations.ts';

registerStoredGame({ format: RECORD_FORMAT, loadReplay: () => import('./replay.ts'), migrations: RECORD_MIGRATIONS });
