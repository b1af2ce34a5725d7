/**
 * What a storage failure means for the person (the store's `StorageError`s), loaded when one is
 * shown, not on the start-up path (start-up JavaScript budget, docs/performance.md).
 */
import { msg, str } from '@lit/localize';
import { StorageError } from '../../../platform/storage/types.ts';

/** What a storage failure means for the person, in one sentence. */
export function storageErrorText(error: unknown): string {
  if (!(error instanceof StorageError)) return msg('Something went wrong while saving.');
  switch (error.kind) {
    case 'quota':
      return msg('This device has no room left to save the game. The game goes on, but only until this page closes: download its record to keep it.');
    case 'closed':
      return msg('The app was updated in another tab, so this tab can no longer save. The game goes on here until the page closes; reload to continue saving.');
    case 'conflict':
      return msg('This game was changed in another tab. The board now shows its latest state; nothing was recorded here.');
    case 'missing':
      return msg('That game is no longer saved on this device.');
    case 'corrupt':
      return msg(str`That saved game cannot be read: ${error.message}`);
    case 'unavailable':
      return msg('Saving is not available in this browser (for example in private browsing): games last only until this page closes.');
  }
}
