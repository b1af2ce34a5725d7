/**
 * The home screen's parts, loaded by `<rs-app>` as it boots, beside the language and the saved
 * games' store (which the home screen waits for anyway), not in the start-up script (start-up
 * JavaScript budget, issue 23 item 6, docs/performance.md): the new-game form (`<rs-setup>` with
 * the shared table fields and every module's setup options), the saved games (`<rs-saved-games>`),
 * the join field (`<rs-join-room>`), the record import (`<rs-import>`) and the home screen's
 * sentences. Importing it defines those elements.
 */
import type { RecordFileOutcome } from '../../../platform/ui/rs-import.ts';
import './rs-setup.ts';
import '../../../platform/ui/rs-saved-games.ts';
import '../../../platform/ui/rs-import.ts';
import './rs-join-room.ts';

export { everyone, savedGameText, storageErrorText } from '../text/home-text.ts';

/**
 * Reads an imported file for `<rs-import>`: a resistance-record/1 record, replayed whole by the
 * engine (session/import-record.ts), or the sentence of its first problem (text/error-text.ts).
 * Both load when a file is chosen, not with the home screen.
 */
export async function readRecordFile(text: string): Promise<RecordFileOutcome> {
  const { parseImportedRecord } = await import('../session/import-record.ts');
  try {
    return { record: await parseImportedRecord(text) };
  } catch (error) {
    const { importErrorText } = await import('../text/error-text.ts');
    return { refusal: importErrorText(error) };
  }
}
