/**
 * What the app says of a record migration that applied as a game was read (storage/migrations.ts):
 * why the game opens differently from how it was saved. Shown on the game screen while the game is
 * open and said with "Game opened." (or reopened), and at a record's import.
 */
import { msg } from '@lit/localize';

/** The note of the migration `id` (storage/migrations.ts `RECORD_MIGRATIONS`); an unknown id says nothing. */
export function migrationText(id: string): string {
  switch (id) {
    case 'hunter-avalon-names':
      return msg(
        "This game was saved with Avalon names and the Hunter module. Avalon has no Chiefs or Hunters, so it opens under The Resistance's names; the cards, the deal and every step stay as they were.",
      );
    default:
      return '';
  }
}

/** The notes of the migrations `ids`, in order, as one text (empty when none). */
export function migrationNotes(ids: readonly string[]): string {
  return ids.map(migrationText).filter((text) => text !== '').join(' ');
}
