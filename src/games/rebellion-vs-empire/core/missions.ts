/**
 * Mission conditions as predicates (other-games.md A.6, G2-MIS-*), and the two views of a stack
 * (G2-MIS-VIEW) as the open points settle them (G2-OP-1, G2-OP-2, G2-OP-3).
 *
 * The predicates read a stack as a list of {@link StackCard}s (a card's face and whether it is
 * revealed), the same shape whether the stack comes from the engine's state or is typed in by
 * hand, so they know nothing of where a card came from. Feints have no suit and no value and
 * count for nothing (G2-LIB-2, G2-COMP-2).
 *
 * Statuses ({@link MissionStatus}):
 * - Rebellion's view (every card counts, G2-LIB-1, G2-LIB-2; Rising Political Influence counts
 *   revealed cards only, G2-OP-2): `'met'` or `'not-met'`; exactly the liberation test.
 * - Public view (the revealed cards alone, as if the hidden ones were absent, G2-MIS-VIEW with
 *   G2-OP-1 reading (a)): `'met'` when the revealed cards meet it and no hidden card can undo that
 *   (the six monotone missions, or no hidden card in the stack); `'met-unless-hidden'` when the
 *   revealed cards meet Civil Disobedience or Entrenched Organizers but hidden cards lie in the
 *   stack ("met by the revealed cards, not proven; N hidden cards could change this"); `'not-met'`
 *   when the revealed cards do not meet it (hidden cards may still complete it: the public view
 *   does not guess). The public view makes no card-counting deduction (e.g. that every Riots card
 *   is visible elsewhere): it is defined on the stack alone.
 * - A mission card entered by the table (G2-MIS-UNKNOWN, G2-OP-11): `'unknown'` in both views; the
 *   app shows its text and cannot evaluate it.
 */
import type { District, Face, Suit, Value } from './cards.ts';
import { SUITS } from './cards.ts';

/** The eight mission cards the seed describes (G2-MIS-REVOLUTION … G2-MIS-SLEEPER), by key. */
export const DESCRIBED_MISSIONS = [
  'revolution',
  'espionage',
  'civil-disobedience',
  'rising-political-influence',
  'entrenched-organizers',
  'coup-d-etat',
  'coordinated-plot',
  'sleeper-cell',
] as const;
/** A described mission's key (the rules file's key). */
export type MissionKey = (typeof DESCRIBED_MISSIONS)[number];

/** The seven described mission cards that may be drawn beside Revolution (G2-SET-6). */
export const DRAWABLE_MISSIONS: readonly MissionKey[] = DESCRIBED_MISSIONS.filter((m) => m !== 'revolution');

/** Whether `key` is a described mission's key. */
export function isMissionKey(key: unknown): key is MissionKey {
  return typeof key === 'string' && (DESCRIBED_MISSIONS as readonly string[]).includes(key);
}

/** The English names of the described missions (A.6), for sentences and tests. */
export const MISSION_NAMES: Record<MissionKey, string> = {
  revolution: 'Revolution',
  espionage: 'Espionage',
  'civil-disobedience': 'Civil Disobedience',
  'rising-political-influence': 'Rising Political Influence',
  'entrenched-organizers': 'Entrenched Organizers',
  'coup-d-etat': "Coup d'État",
  'coordinated-plot': 'Coordinated Plot',
  'sleeper-cell': 'Sleeper Cell',
};

/**
 * A mission card the seed does not describe, entered by the table as printed (G2-MIS-UNKNOWN,
 * G2-OP-11): its name and its printed condition, as the table typed them. The app shows this text
 * and never evaluates it; nothing here is invented.
 */
export interface TableMission {
  /** The card's name as printed (1–80 characters after trimming). */
  name: string;
  /** The card's printed condition (1–400 characters after trimming). */
  condition: string;
}

/** How many of the 10 drawable mission cards the seed leaves undescribed (11 cards − Revolution − 7 described, G2-MIS-UNKNOWN). */
export const UNDESCRIBED_CARDS = 3;

/** The id of a mission in play: a described key, or `table-1` … `table-3` for the table's entries in the order entered. */
export type MissionId = MissionKey | `table-${1 | 2 | 3}`;

/** A mission card in play (G2-SET-6): a described one (`table: null`) or one entered by the table. */
export type MissionInPlay = { id: MissionKey; table: null } | { id: `table-${1 | 2 | 3}`; table: TableMission };

/** One card of a stack as the conditions read it: its face and whether it is revealed (G2-STATE-1, G2-STATE-2). */
export type StackCard = Face & { revealed: boolean };

/** Where a stack lies, for Revolution's threshold in the Capitol variant (G2-CAPITOL-3). */
export interface MissionContext {
  district: District;
  capitolVariant: boolean;
}

/** A mission's status in one view of a stack (file comment). */
export type MissionStatus = 'met' | 'not-met' | 'met-unless-hidden' | 'unknown';

/** Which view of a stack (G2-MIS-VIEW). */
export type StackView = 'public' | 'rebellion';

/** The missions that more cards can never undo (G2-MIS-VIEW): "met by the revealed cards" implies "met". */
export const MONOTONE_MISSIONS: ReadonlySet<MissionKey> = new Set<MissionKey>([
  'revolution',
  'espionage',
  'rising-political-influence',
  'coup-d-etat',
  'coordinated-plot',
  'sleeper-cell',
]);

type Numbered = { suit: Suit; value: Value };

function numbered(cards: readonly Face[]): Numbered[] {
  return cards.flatMap((c) => (c.feint ? [] : [{ suit: c.suit, value: c.value }]));
}

/** A suit's total: the sum of its cards' values, 0 when there are none (G2-LIB-2). */
export function suitTotal(cards: readonly Face[], suit: Suit): number {
  return numbered(cards).reduce((sum, c) => sum + (c.suit === suit ? c.value : 0), 0);
}

/** Revolution's threshold: 21, or 25 in the Capitol district in the Capitol variant (G2-MIS-REVOLUTION, G2-CAPITOL-3). */
export function revolutionThreshold(context: MissionContext): number {
  return context.capitolVariant && context.district === 'capitol' ? 25 : 21;
}

/**
 * Whether the cards `cards` (all of them count; Feints count for nothing, G2-LIB-2) meet the
 * printed condition of mission `key`. This is the bare condition: which cards to pass is the
 * views' business ({@link rebellionStatus}, {@link publicStatus}).
 */
export function conditionMet(key: MissionKey, cards: readonly Face[], context: MissionContext): boolean {
  const cs = numbered(cards);
  const total = (suit: Suit) => suitTotal(cards, suit);
  switch (key) {
    case 'revolution': // G2-MIS-REVOLUTION, G2-CAPITOL-3
      return cs.reduce((sum, c) => sum + c.value, 0) >= revolutionThreshold(context);
    case 'espionage': // G2-MIS-ESPIONAGE
      return total('intelligence') >= 4 && total('riots') >= 4;
    case 'civil-disobedience': // G2-MIS-CIVIL: Coup total ≥ 8 and not a single Riots card
      return total('coup') >= 8 && !cs.some((c) => c.suit === 'riots');
    case 'rising-political-influence': // G2-MIS-INFLUENCE: 3 cards of one suit (the views pass revealed cards only, G2-OP-2)
      return SUITS.some((suit) => cs.filter((c) => c.suit === suit).length >= 3);
    case 'entrenched-organizers': // G2-MIS-ORGANIZERS: Riots > Supplies (equal fails) and Supplies ≥ 3
      return total('riots') > total('supplies') && total('supplies') >= 3;
    case 'coup-d-etat': // G2-MIS-COUP: one card of each suit
      return SUITS.every((suit) => cs.some((c) => c.suit === suit));
    case 'coordinated-plot': // G2-MIS-PLOT: 3 cards of one value, any suits
      return cs.some((c) => cs.filter((d) => d.value === c.value).length >= 3);
    case 'sleeper-cell': {
      // G2-MIS-SLEEPER: values v..v+3 all present (2-3-4-5 or 3-4-5-6); no wrap-around, a Feint fills no gap.
      const values = new Set(cs.map((c) => c.value as number));
      return [2, 3].some((v) => [0, 1, 2, 3].every((d) => values.has(v + d)));
    }
  }
}

/** The revealed cards of a stack. */
function revealedOf(stack: readonly StackCard[]): StackCard[] {
  return stack.filter((c) => c.revealed);
}

/**
 * Mission `key` in the Rebellion's view of `stack` (G2-MIS-VIEW): every card counts, except for
 * Rising Political Influence, which counts revealed cards only (G2-OP-2). This is exactly the
 * liberation test of G2-LIB-1.
 */
export function rebellionStatus(key: MissionKey, stack: readonly StackCard[], context: MissionContext): 'met' | 'not-met' {
  const cards = key === 'rising-political-influence' ? revealedOf(stack) : stack;
  return conditionMet(key, cards, context) ? 'met' : 'not-met';
}

/**
 * Mission `key` in the public view of `stack` (G2-MIS-VIEW, G2-OP-1 reading (a)): the revealed
 * cards alone; `'met-unless-hidden'` when they meet a mission that hidden cards could undo (Civil
 * Disobedience, Entrenched Organizers) and the stack holds hidden cards.
 */
export function publicStatus(key: MissionKey, stack: readonly StackCard[], context: MissionContext): 'met' | 'not-met' | 'met-unless-hidden' {
  if (!conditionMet(key, revealedOf(stack), context)) return 'not-met';
  if (MONOTONE_MISSIONS.has(key)) return 'met';
  return stack.some((c) => !c.revealed) ? 'met-unless-hidden' : 'met';
}

/** A mission in play in one view of `stack`: a table-entered card is `'unknown'` (G2-MIS-UNKNOWN). */
export function missionStatus(mission: MissionInPlay, stack: readonly StackCard[], context: MissionContext, view: StackView): MissionStatus {
  if (mission.table !== null) return 'unknown';
  return view === 'rebellion' ? rebellionStatus(mission.id, stack, context) : publicStatus(mission.id, stack, context);
}

/** Each mission in play with its status in one view of `stack`, in the missions' order. */
export function missionsStatus(
  missions: readonly MissionInPlay[],
  stack: readonly StackCard[],
  context: MissionContext,
  view: StackView,
): { mission: MissionId; status: MissionStatus }[] {
  return missions.map((m) => ({ mission: m.id, status: missionStatus(m, stack, context, view) }));
}

/**
 * The keys of the described missions among `keys` that `stack` meets in `view`: in the public view
 * `'met-unless-hidden'` counts as met (it is met by what the table sees; the status says it is not
 * proven). Default `keys`: all eight described missions.
 */
export function metMissions(stack: readonly StackCard[], context: MissionContext, view: StackView, keys: readonly MissionKey[] = DESCRIBED_MISSIONS): MissionKey[] {
  return keys.filter((key) => (view === 'rebellion' ? rebellionStatus(key, stack, context) : publicStatus(key, stack, context)) !== 'not-met');
}

/** `stack` with the cards at `indexes` turned revealed (the liberation proof, G2-LIB-5). */
export function withRevealed(stack: readonly StackCard[], indexes: readonly number[]): StackCard[] {
  const set = new Set(indexes);
  return stack.map((c, i) => (set.has(i) ? { ...c, revealed: true } : c));
}

/**
 * Whether revealing the hidden cards at `indexes` proves mission `key` to the Empire (G2-LIB-5):
 * after the reveal, the public view says `'met'`. For Civil Disobedience and Entrenched Organizers
 * that needs every hidden card of the stack revealed (G2-OP-3); for Rising Political Influence no
 * reveal helps, only cards revealed before the check count (G2-OP-2).
 */
export function proves(key: MissionKey, stack: readonly StackCard[], indexes: readonly number[], context: MissionContext): boolean {
  return publicStatus(key, withRevealed(stack, indexes), context) === 'met';
}

function* combinations(items: readonly number[], size: number, start = 0): Generator<number[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = start; i <= items.length - size; i++) {
    for (const rest of combinations(items, size - 1, i + 1)) yield [items[i]!, ...rest];
  }
}

/**
 * A smallest set of hidden cards (their indexes in `stack`, ascending) whose reveal proves mission
 * `key` (G2-LIB-5, G2-OP-3, G2-OP-13: the app proposes a smallest one), or `null` when the stack
 * does not meet it in the Rebellion's view. Among sets of the smallest size, the first in stack
 * order (for Revolution: the highest values first, which is smallest by construction).
 */
export function smallestProof(key: MissionKey, stack: readonly StackCard[], context: MissionContext): number[] | null {
  if (rebellionStatus(key, stack, context) !== 'met') return null;
  const hidden = stack.flatMap((c, i) => (c.revealed ? [] : [i]));
  if (!MONOTONE_MISSIONS.has(key)) return hidden; // G2-OP-3: nothing less proves a negative condition
  if (key === 'revolution') {
    // Greedy by value: the fewest cards reaching the threshold.
    const need = revolutionThreshold(context) - numbered(revealedOf(stack)).reduce((s, c) => s + c.value, 0);
    const byValue = hidden.filter((i) => !stack[i]!.feint).sort((a, b) => (stack[b]!.value ?? 0) - (stack[a]!.value ?? 0) || a - b);
    const chosen: number[] = [];
    let sum = 0;
    for (const i of byValue) {
      if (sum >= need) break;
      chosen.push(i);
      sum += stack[i]!.value ?? 0;
    }
    return chosen.sort((a, b) => a - b);
  }
  const candidates = hidden.filter((i) => !stack[i]!.feint);
  for (let size = 0; size <= candidates.length; size++) {
    for (const set of combinations(candidates, size)) if (proves(key, stack, set, context)) return set;
  }
  return null; // unreachable for a met monotone mission: revealing every numbered card proves it
}
