/**
 * Saved games of the hidden-traitor expansion through the platform's storage registry. The
 * registry keeps one game per page (registry.ts): The Resistance registers itself at start-up, and
 * this game's page (`?game=traitor`, where `<rs-app>` never starts) registers itself in its place
 * when it boots, with a database of its own (`TRAITOR_DB_NAME`), so that no other game's saved
 * games meet this one's. The replay loads when storage first needs it.
 */
import { registerStoredGame } from '../../../platform/storage/registry.ts';
import { TRAITOR_RECORD_FORMAT } from '../core/record.ts';

/** The IndexedDB database of this game's saved games. */
export const TRAITOR_DB_NAME = 'traitor';

/**
 * Registers this game's records with storage (replacing the game registered before).
 * @returns a function that removes the registration again, when it is still the one in force
 */
export function registerTraitorStorage(): () => void {
  return registerStoredGame({ format: TRAITOR_RECORD_FORMAT, loadReplay: () => import('./replay.ts') });
}
