/**
 * What a storage failure means for the players of a game page that goes on in memory when saving
 * fails (Rebellion vs Empire, the traitor expansion), in one sentence of the page's language.
 */
import { msg } from '@lit/localize';
import { StorageError } from './types.ts';

/**
 * One sentence for a failure of storage: no room left ('quota'), a game no longer saved
 * ('missing'), a saved game that does not replay ('corrupt': the game's own sentence), anything
 * else (any other kind, or not a StorageError): the game could not be saved.
 * @param error what storage threw
 * @param corruptText the game's sentence for a saved game that cannot be read, given the StorageError's message
 */
export function storageProblemText(error: unknown, corruptText: (message: string) => string): string {
  const kind = error instanceof StorageError ? error.kind : null;
  switch (kind) {
    case 'quota':
      return msg('This device has no room left to save the game. The game goes on, but only until this page closes.');
    case 'missing':
      return msg('That game is no longer saved on this device.');
    case 'corrupt':
      return corruptText((error as StorageError).message);
    default:
      return msg('This game could not be saved: it goes on, but only until this page closes.');
  }
}
