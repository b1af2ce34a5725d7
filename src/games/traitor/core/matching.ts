/**
 * Requirements against cards (G3-CH-ADD-5, G3-OP-5): a card fulfils one requirement slot only, and
 * the player need not say which. Whether the requirements are met is whether a maximum matching of
 * distinct cards to requirement slots fills every slot; the counters per requirement are the ones
 * of that matching (one of the maximum matchings, found deterministically: requirements in printed
 * order, cards in the order contributed).
 */
import type { CardFacts, Requirement } from './cards.ts';

/** Whether `card` meets `req` (type, cost bounds, one of the keywords asked). */
export function fits(req: Requirement, card: CardFacts): boolean {
  if (req.kinds !== null && !req.kinds.includes(card.kind)) return false;
  if (req.costMin !== null && card.cost < req.costMin) return false;
  if (req.costMax !== null && card.cost > req.costMax) return false;
  if (req.traits !== null && !req.traits.some((t) => card.traits.includes(t))) return false;
  return true;
}

/** The result of matching cards against requirement lines. */
export interface Matching {
  /** Per requirement line: slots filled by the matching (≤ its count). */
  filled: number[];
  /** Per requirement line: its count. */
  needed: number[];
  /** Per card: the requirement line it fills in this matching, or `null` (surplus, G3-CH-ADD-4). */
  assignment: (number | null)[];
  /** Whether every slot is filled. */
  complete: boolean;
}

/**
 * A maximum matching of `cards` to the slots of `reqs` (each line has `count` slots), by augmenting
 * paths (Kuhn's algorithm; a few dozen cards and at most 144 slots).
 */
export function match(reqs: readonly Requirement[], cards: readonly CardFacts[]): Matching {
  const slots: number[] = reqs.flatMap((r, line) => Array.from({ length: r.count }, () => line));
  const slotCard: (number | null)[] = slots.map(() => null);
  const cardSlot: (number | null)[] = cards.map(() => null);
  const tryCard = (c: number, seen: boolean[]): boolean => {
    for (let s = 0; s < slots.length; s++) {
      if (seen[s] || !fits(reqs[slots[s]!]!, cards[c]!)) continue;
      seen[s] = true;
      const holder = slotCard[s]!;
      if (holder === null || tryCard(holder, seen)) {
        slotCard[s] = c;
        cardSlot[c] = s;
        return true;
      }
    }
    return false;
  };
  for (let c = 0; c < cards.length; c++) tryCard(c, slots.map(() => false));
  const filled = reqs.map(() => 0);
  for (let s = 0; s < slots.length; s++) if (slotCard[s] !== null) filled[slots[s]!]!++;
  const needed = reqs.map((r) => r.count);
  return {
    filled,
    needed,
    assignment: cardSlot.map((s) => (s === null ? null : slots[s]!)),
    complete: filled.every((f, i) => f === needed[i]),
  };
}

/** The lines of a Foul Machination that apply with `players` players (G3-FM-2: the first line with 2–3 only). */
export function activeLines(reqs: readonly Requirement[], players: number): Requirement[] {
  return reqs.filter((r) => !r.fewPlayersOnly || players <= 3);
}
