/**
 * The hidden-traitor expansion's sentences about saved games (the saved-games list, storage
 * failures), in the page's language.
 */
import { msg, str } from '@lit/localize';
import { currentLocale } from '../../../platform/i18n/locale.ts';
import { listText } from '../../../platform/i18n/words.ts';
import { StorageError } from '../../../platform/storage/types.ts';

/**
 * One saved game in the list: the players, when it was last played, the Challenges defeated and
 * whether it is over (and who won: only then, when every loyalty card is face up).
 */
export function savedGameText(game: { players: string[]; updatedAt: number; successes: number; winner: string | null }): string {
  const date = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(game.updatedAt);
  const status =
    game.winner === 'loyal'
      ? msg('Over: the loyal players won.')
      : game.winner === 'traitor'
        ? msg('Over: the Traitor won.')
        : game.winner === 'nobody'
          ? msg('Over: nobody won.')
          : msg('In progress.');
  return `${listText(game.players)}. ${msg(str`Last played ${date}. Challenges defeated: ${game.successes}.`, { id: 'tr-saved-when' })} ${status}`;
}

/** What a storage failure means for the players, in one sentence (the game goes on in this page). */
export function storageProblemText(error: unknown): string {
  const kind = error instanceof StorageError ? error.kind : null;
  switch (kind) {
    case 'quota':
      return msg('This device has no room left to save the game. The game goes on, but only until this page closes.');
    case 'missing':
      return msg('That game is no longer saved on this device.');
    case 'corrupt':
      return msg(str`That saved game cannot be read: ${(error as Error).message}`, { id: 'tr-storage-corrupt' });
    default:
      return msg('This game could not be saved: it goes on, but only until this page closes.');
  }
}
