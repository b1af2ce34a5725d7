/**
 * Rebellion vs Empire's record files on its page: reading a chosen file for the
 * platform's import screen (`<rs-import .read=…>`, src/platform/ui/rs-import.ts) and making the
 * file of a game for the platform's export helpers (src/platform/ui/export.ts).
 *
 * A record holds every hidden face (docs/rebellion-vs-empire.md, "Records"): the page offers it for
 * download only once the game is over ({@link recordLocked}).
 */
import { msg, str } from '@lit/localize';
import { replayRveRecord, RveRecordError, toRveRecord } from '../engine.ts';
import type { GameEvent, GameSetup } from '../engine.ts';
import { recordFile } from '../../../platform/ui/export.ts';
import type { RecordFileOutcome } from '../../../platform/ui/rs-import.ts';
import type { StoredRecord } from '../../../platform/storage/types.ts';
import { ruleErrorText } from '../text/rve-text.ts';

/** Largest file accepted, in characters (a whole game is a few kilobytes). */
export const MAX_RECORD_CHARS = 1_000_000;

/**
 * Reads the text of a chosen file as a `rebellion-vs-empire-record/1` record: the whole record is
 * replayed by the engine first, so a record that breaks a rule is refused with the rule's
 * sentence, the event's number (from 1) and the rule id, and nothing is stored.
 * @returns the record in its normal form (`toRveRecord`), or the refusal completing "FILE was not imported: …"
 */
export async function readRveRecordFile(text: string): Promise<RecordFileOutcome> {
  if (text.length > MAX_RECORD_CHARS) return { refusal: msg('the file is too large to be a game record.') };
  if (text.trim() === '') return { refusal: msg('the file is empty.') };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { refusal: msg('the file is not a JSON game record.') };
  }
  try {
    replayRveRecord(json);
  } catch (error) {
    if (!(error instanceof RveRecordError)) throw error;
    const sentence = ruleErrorText(error);
    return { refusal: error.where === 'setup' ? msg(str`its setup: ${sentence}`) : msg(str`event ${error.where + 1} of the record: ${sentence}`) };
  }
  const record = json as { setup: GameSetup; events: GameEvent[] };
  return { record: toRveRecord(record.setup, record.events) as unknown as StoredRecord };
}

/** Whether the record may leave the device now: only once the game is over (it holds the hidden cards and the deck's order). */
export function recordLocked(winner: string | null): boolean {
  return winner === null;
}

/** The record file of a game: `rebellion-vs-empire-ann-bob.json` (the Rebellion's name first). */
export function rveRecordFile(setup: GameSetup, events: readonly GameEvent[]): File {
  const players = setup.players ? [setup.players.rebellion, setup.players.empire] : [];
  return recordFile(toRveRecord(setup, events), 'rebellion-vs-empire', players);
}
