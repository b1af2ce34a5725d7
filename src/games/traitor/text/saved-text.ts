/**
 * The hidden-traitor expansion's sentences about saved games (the saved-games list, storage
 * failures), in the page's language.
 */
import { msg, str } from '@lit/localize';
import { currentLocale } from '../../../platform/i18n/locale.ts';
import { listText } from '../../../platform/i18n/words.ts';
import { storageProblemText as platformStorageProblemText } from '../../../platform/storage/storage-text.ts';

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

/** What a storage failure means for the players, in one sentence (the game goes on in this page; the platform's storageProblemText). */
export function storageProblemText(error: unknown): string {
  return platformStorageProblemText(error, (message) => msg(str`That saved game cannot be read: ${message}`, { id: 'tr-storage-corrupt' }));
}
