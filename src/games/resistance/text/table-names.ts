/**
 * The names a table plays under (setup `names`, types.ts `TableNames`): The Resistance's own, or
 * The Resistance: Avalon's, the same roles under Arthurian names (docs/avalon.md): Merlin (the
 * Commander), the Assassin, Percival (the Body Guard), Morgana (the False Commander), Mordred (the
 * Deep Cover), Oberon (the Blind Spy), the Lady of the Lake (the Inquisitor's token); the Loyal
 * servants of Arthur (the resistance) and the Minions of Mordred (the spies). English through
 * `msg()`, Polish and German in xliff (their words: avalon-text.ts).
 *
 * Which names are in use is set by the page that shows a game ({@link useTableNames}, from the
 * game's setup), as the language is: the sentence functions read it (role-text.ts). This module
 * holds only that choice, so the home page's setup form has it at start-up without Avalon's words.
 */
import type { TableNames } from '../engine.ts';

let current: TableNames | null = null;

/** Plays under `names` from now on (`null` or absent: The Resistance's own names). */
export function useTableNames(names: TableNames | null | undefined): void {
  current = names ?? null;
}

/** The names in use: `'avalon'`, or `null` for The Resistance's own. */
export function tableNames(): TableNames | null {
  return current;
}

/**
 * Whether the table plays under Avalon's names: a sentence that names a side or a card in its own
 * words says its Avalon wording then (a message of its own, so that each language words it whole).
 */
export function avalon(): boolean {
  return current === 'avalon';
}
