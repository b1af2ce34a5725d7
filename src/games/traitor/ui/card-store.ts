/**
 * The cards the table entered from the physical cards (G3-CARD-UNKNOWN, G3-OP-12), kept on this
 * device for later games, so that each card is entered once. Card data is public (the box's
 * cards, never who was dealt which): nothing secret is ever stored here, and the game itself is
 * not stored at all (its deal is secret).
 */
import { catalogueWith, mergeCard, validateCard } from '../engine.ts';
import type { CardData, CardRole } from '../engine.ts';

/** The web-storage key of the entered cards (a JSON list of entries, oldest first). */
export const CARDS_KEY = 'tr-entered-cards';

/** The entries saved so far (an unreadable or invalid list counts as none). */
export function loadEnteredCards(storage: Storage | null = safeStorage()): CardData[] {
  try {
    const raw = storage?.getItem(CARDS_KEY);
    if (!raw) return [];
    const list = JSON.parse(raw) as unknown;
    if (!Array.isArray(list)) return [];
    catalogueWith(list); // every entry still valid against the shipped cards
    return list as CardData[];
  } catch {
    return [];
  }
}

/** Appends one entry (already accepted by the engine) to the saved list; storage errors are ignored (the game goes on). */
export function saveEnteredCard(card: CardData, storage: Storage | null = safeStorage()): void {
  try {
    storage?.setItem(CARDS_KEY, JSON.stringify([...loadEnteredCards(storage), card]));
  } catch {
    // Private mode or a full storage: the card is entered for this game only.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A card id made from a printed name: small letters, digits, hyphens (Polish letters without their marks), unique in `taken`. */
export function cardIdFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ł/g, 'l')
      .replace(/Ł/g, 'l')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56) || 'card';
  let id = base;
  for (let i = 2; taken.has(id); i++) id = `${base}-${i}`;
  return id;
}

/**
 * A new card of `role` named `name`, checked against the catalogue made of the shipped cards and
 * `entered` (the box's counts, G3-COMP-1).
 * @throws RuleError G3-CARD-UNKNOWN or G3-COMP-1 as validateCard and mergeCard
 */
export function newCard(role: CardRole, name: string, entered: readonly CardData[]): CardData {
  const catalogue = catalogueWith(entered);
  const card = validateCard({ id: cardIdFor(name, new Set(Object.keys(catalogue))), role, name });
  mergeCard(catalogue, card);
  return card;
}
