/**
 * The rooms' rule of player names, shared by the room server (server/input.ts `normalizeNames`,
 * under each game's `RoomGame.namesRule`: R-SET-1, G2-SET-1, G3-SET-1) and the room pages that
 * check names before they send them, so that a name a page lets through is one the server takes.
 */

/** Invisible characters (zero-width spaces and joiners, soft hyphens, variation selectors, tags…). */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** A player name as a room stores it: NFC-normalised, trimmed, each run of white space inside it as one space. */
export function normalizeName(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/**
 * What two names, each already as {@link normalizeName} leaves it, are compared by: compatibility
 * forms folded (NFKC: a full-width "Ａｎｎ" is "Ann"), invisible characters left out, letter case
 * folded (upper then lower case: "ß" is "SS" is "ss"). An empty key is a name of only invisible
 * characters.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').replace(IGNORABLE, '').toUpperCase().toLowerCase().normalize('NFKC');
}

/** Whether two player names as typed are one name to the room server (`name-duplicate`). */
export function sameName(a: string, b: string): boolean {
  return nameKey(normalizeName(a)) === nameKey(normalizeName(b));
}
