/**
 * The components of Rebellion vs Empire (`../shared/rules/other-games.md` part A, G2-COMP-*):
 * the Rebel cards, the districts and the Empire's power tokens, with the app's keys (A.0).
 *
 * A Rebel card is named by a stable id: `<suit>-<value>` for a numbered card (`riots-5`) and
 * `feint-1` … `feint-4` for the four Feints. The deck holds exactly one card of each suit and value
 * (G2-COMP-1, settled by G2-OP-9). Ids are for the engine and the Rebellion's own screens only: a
 * hidden card is never named by its id anywhere the Empire can read (view.ts).
 */

/** The four suits (G2-COMP-1). */
export const SUITS = ['intelligence', 'coup', 'riots', 'supplies'] as const;
/** A suit (A.0 keys). The suit Coup is not the Coup d'État mission (A.0's naming hazard). */
export type Suit = (typeof SUITS)[number];

/** The values of the numbered cards, 2 to 6 (G2-COMP-1). */
export const VALUES = [2, 3, 4, 5, 6] as const;
/** A card value. */
export type Value = (typeof VALUES)[number];

/** A Rebel card's id: `intelligence-2` … `supplies-6`, `feint-1` … `feint-4`. */
export type CardId = `${Suit}-${Value}` | `feint-${1 | 2 | 3 | 4}`;

/**
 * The 24 cards of the Rebel deck in a fixed order: each suit 2–6, then the 4 Feints
 * (G2-COMP-1, G2-OP-9: 24 = 4 suits × 5 values + 4 Feints).
 */
export const REBEL_DECK: readonly CardId[] = [
  ...SUITS.flatMap((suit) => VALUES.map((value) => `${suit}-${value}` as CardId)),
  'feint-1',
  'feint-2',
  'feint-3',
  'feint-4',
];

const CARD_IDS: ReadonlySet<string> = new Set(REBEL_DECK);

/** Whether `id` is the id of one of the 24 Rebel cards. */
export function isCardId(id: unknown): id is CardId {
  return typeof id === 'string' && CARD_IDS.has(id);
}

/**
 * A card's face as the mission conditions read it: a numbered card's suit and value, or a Feint
 * (no suit, no value: G2-COMP-2).
 */
export type Face = { feint: false; suit: Suit; value: Value } | { feint: true; suit: null; value: null };

/** The face of card `id` (G2-COMP-1, G2-COMP-2). @throws RangeError for an id that is not a Rebel card */
export function faceOf(id: CardId): Face {
  if (!isCardId(id)) throw new RangeError(`not a Rebel card: ${String(id)}`);
  if (id.startsWith('feint-')) return { feint: true, suit: null, value: null };
  const [suit, value] = id.split('-') as [Suit, string];
  return { feint: false, suit, value: Number(value) as Value };
}

/** Whether card `id` is a Feint (G2-COMP-2). */
export function isFeint(id: CardId): boolean {
  return id.startsWith('feint-');
}

/** The five districts (A.0 keys), in the order of the rules' table. */
export const DISTRICTS = ['ministry-of-plenty', 'ministry-of-peace', 'capitol', 'police-headquarters', 'ministry-of-truth'] as const;
/** A district's key. */
export type District = (typeof DISTRICTS)[number];

/** Whether `key` is one of the five districts. */
export function isDistrict(key: unknown): key is District {
  return typeof key === 'string' && (DISTRICTS as readonly string[]).includes(key);
}

/** The Empire's four power tokens (G2-COMP-3, A.5), in the rules' order. */
export const TOKENS = ['surveillance', 'destroy', 'redirect', 'blockade'] as const;
/** A power token's key. */
export type Token = (typeof TOKENS)[number];

/** Whether `key` is one of the four tokens. */
export function isToken(key: unknown): key is Token {
  return typeof key === 'string' && (TOKENS as readonly string[]).includes(key);
}

/**
 * The place of a played card in front of the action-area marker (G2-ROUND-PLAY): the two hidden
 * cards numbered in the order the Rebellion played them, and the revealed one; `hidden-3` only for
 * a Final Showdown hand of three Feints, all played hidden (docs/rebellion-vs-empire.md, engine
 * reading E-1: G2-COMP-2 "a Feint is always played hidden" prevails). A played card keeps
 * its slot's name after Surveillance reveals it ("hidden card 2 is the 2 of Intelligence"), so a
 * slot never depends on a hidden face (A.10).
 */
export const SLOTS = ['hidden-1', 'hidden-2', 'hidden-3', 'revealed'] as const;
/** A played card's slot. */
export type Slot = (typeof SLOTS)[number];

/** Whether `key` is a slot. */
export function isSlot(key: unknown): key is Slot {
  return typeof key === 'string' && (SLOTS as readonly string[]).includes(key);
}
