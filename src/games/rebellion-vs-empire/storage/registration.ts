/**
 * Saved games of Rebellion vs Empire through the platform's storage registry. The registry keeps
 * one game per page (registry.ts): The Resistance registers itself at start-up, and this game's
 * page (`?game=rebellion-vs-empire`, where `<rs-app>` never starts) registers itself in its place
 * when it boots, with a database of its own (`RVE_DB_NAME`), so the two games' saved games never
 * meet. The replay loads when storage first needs it.
 */
import { registerStoredGame } from '../../../platform/storage/registry.ts';
import { RVE_RECORD_FORMAT } from '../core/record.ts';

/** The IndexedDB database of this game's saved games. */
export const RVE_DB_NAME = 'rebellion-vs-empire';

/**
 * Registers this game's records with storage (replacing the game registered before).
 * @returns a function that removes the registration again, when it is still the one in force
 */
export function registerRveStorage(): () => void {
  return registerStoredGame({ format: RVE_RECORD_FORMAT, loadReplay: () => import('./replay.ts') });
}
