/**
 * The expansion's cards as far as the seed gives them (G3-CARD-…, other-games.md B.9), the shape
 * of a card the table enters from the physical card (G3-CARD-UNKNOWN), and the facts of a card a
 * player contributes or plays (its type, cost and keywords), against which requirements are
 * matched (matching.ts).
 *
 * Nothing here is invented: a field the seed does not give is `null` (Power costs, the levels,
 * effects and requirements of four Challenges), and the table fills it from the physical card
 * with a `card-entered` event (G3-OP-12), which {@link mergeCard} validates. The Plot and
 * Foul Machination cards the seed does not name at all are entered whole.
 */
import { fail } from './errors.ts';

/** A card type of the base game and the expansion (B.0 Terms). */
export type CardKind = 'hero' | 'villain' | 'equipment' | 'super-power' | 'location' | 'weakness' | 'punch' | 'vulnerability';
/** Every {@link CardKind}. */
export const CARD_KINDS: readonly CardKind[] = ['hero', 'villain', 'equipment', 'super-power', 'location', 'weakness', 'punch', 'vulnerability'];

/**
 * A keyword a requirement may ask for: a card with an attack, a card with a defense
 * (G3-CARD-RIOTS), a card of this expansion ("Strażnicy cards", G3-CARD-ALIEN, G3-CARD-DOOMSDAY).
 */
export type Trait = 'attack' | 'defense' | 'guardians';
/** Every {@link Trait}. */
export const TRAITS: readonly Trait[] = ['attack', 'defense', 'guardians'];

/** What role a card of the expansion plays here (G3-COMP-1). */
export type CardRole = 'challenge' | 'plot' | 'machination';

/** Most cards of each role in the box (G3-COMP-1): 6 Challenges, 5 Plots, 4 Foul Machinations. */
export const BOX: Readonly<Record<CardRole, number>> = { challenge: 6, plot: 5, machination: 4 };

/** Bounds of entered numbers: a card cost, a requirement count, a Power cost. */
export const LIMITS = { cost: 20, count: 12, power: 99, lines: 12, name: 80, text: 600 } as const;

/**
 * One requirement line (G3-CH-3, G3-FM-3): `count` cards, each of one of `kinds` (`null`: any
 * type), with a cost in [`costMin`, `costMax`] (`null`: unbounded), and having one of `traits`
 * (`null`: no keyword asked; G3-CARD-RIOTS' "or/and" is `traits: ['attack', 'defense']`).
 * `fewPlayersOnly`: a Foul Machination's first line, active with 2–3 players only (G3-FM-2).
 */
export interface Requirement {
  count: number;
  kinds: CardKind[] | null;
  costMin: number | null;
  costMax: number | null;
  traits: Trait[] | null;
  fewPlayersOnly?: boolean;
}

/**
 * A card of the expansion this engine tracks. `id` is stable (shipped cards have fixed ids, the
 * table's cards get one from the app); `name` is as printed (the seed's edition is Polish);
 * `nameEn` an English name where the rules file gives one.
 * - Challenge: `level` 1–3, `effect` the persistent effect (G3-CH-2), `requirements` the cards to
 *   contribute (G3-CH-ADD-…), `power` the Power to pay (G3-CH-DEFEAT-1).
 * - Plot: `effect` its text (the Traitor's line and the loyal players' line, G3-PLOT-2),
 *   `requirements` always `[]` (G3-PLOT-4: no card requirement), `power` its Power cost.
 * - Foul Machination: `requirements` its lines, one card per line (G3-OP-5); `level`, `power` null.
 * `null` is "not known yet": the table enters it from the physical card.
 */
export interface CardData {
  id: string;
  role: CardRole;
  name: string;
  nameEn: string | null;
  level: 1 | 2 | 3 | null;
  effect: string | null;
  requirements: Requirement[] | null;
  power: number | null;
  /** `seed`: shipped from the seed's text; `table`: entered by the table from the physical card. */
  source: 'seed' | 'table';
}

/** The facts of one physical card contributed to a Challenge or played for a Foul Machination. */
export interface CardFacts {
  kind: CardKind;
  cost: number;
  traits: Trait[];
  /** Its printed name, if the table gave it (announced, never checked). */
  name?: string;
}

function requirement(count: number, kinds: CardKind[] | null, costMin: number | null = null, costMax: number | null = null, fewPlayersOnly = false): Requirement {
  const r: Requirement = { count, kinds, costMin, costMax, traits: null };
  if (fewPlayersOnly) r.fewPlayersOnly = true;
  return r;
}

/**
 * A card's name in the engine's own sentences (refusals, the command line), which are English:
 * its English name where the rules file gives one, else the name as entered (the seed's Polish).
 */
export function cardNameEn(card: Pick<CardData, 'name' | 'nameEn'>): string {
  return card.nameEn ?? card.name;
}

/**
 * The cards the seed names, with only what it gives (B.9). Power costs are all `null`
 * (G3-CARD-UNKNOWN: the seed's "pay 11 Power" example belongs to no named card).
 */
export const SEED_CARDS: readonly CardData[] = [
  {
    // G3-CARD-KEENE (003: 141–152)
    id: 'keene-act',
    role: 'challenge',
    name: 'Ustawa Keene’a',
    nameEn: 'Keene Act',
    level: 1,
    effect: 'Superbohaterowie nie mogą używać swoich zdolności.',
    requirements: [requirement(3, ['hero']), requirement(2, ['equipment']), requirement(4, ['super-power']), requirement(2, ['villain'])],
    power: null,
    source: 'seed',
  },
  {
    // G3-CARD-NIXON (003: 153–165, 287–288)
    id: 'nixon',
    role: 'challenge',
    name: 'Nixon',
    nameEn: 'Nixon',
    level: 2,
    effect: 'Na koniec swojej tury, jeśli nie zagrałeś karty z atakiem, dodaj do banku kartę z wierzchu talii głównej.',
    requirements: [requirement(3, ['equipment']), requirement(3, ['villain']), requirement(2, ['hero'], null, 5), requirement(1, null, 7, null)],
    power: null,
    source: 'seed',
  },
  // G3-CARD-ALIEN, G3-CARD-DOOMSDAY, G3-CARD-CANCER, G3-CARD-RIOTS: named, their printed data not in the seed.
  { id: 'alien-invasion', role: 'challenge', name: 'Inwazja Obcych', nameEn: 'Alien Invasion', level: null, effect: null, requirements: null, power: null, source: 'seed' },
  { id: 'doomsday-clock', role: 'challenge', name: 'Zegar Zagłady', nameEn: 'Doomsday Clock', level: null, effect: null, requirements: null, power: null, source: 'seed' },
  { id: 'cancerphobia', role: 'challenge', name: 'Kancerofobia', nameEn: 'Cancerphobia', level: null, effect: null, requirements: null, power: null, source: 'seed' },
  { id: 'riots', role: 'challenge', name: 'Zamieszki', nameEn: 'Riots', level: null, effect: null, requirements: null, power: null, source: 'seed' },
  {
    // G3-CARD-PUPPETS (003: 316–330): five lines, the first for 2–3 players only (G3-FM-2).
    id: 'heroes-are-your-puppets',
    role: 'machination',
    name: 'Bohaterowie są twoimi marionetkami',
    nameEn: 'Heroes Are Your Puppets',
    level: null,
    effect: 'Jeżeli spiskowiec zagra poniższe karty w jednej turze, dodaje swoją kartę Spisku do Wyzwań.',
    requirements: [
      requirement(1, ['hero'], 3, 3, true),
      requirement(1, ['hero'], null, 3),
      requirement(1, ['villain'], 4, null),
      requirement(1, ['super-power'], 5, null),
      requirement(1, ['hero'], 5, null),
    ],
    power: null,
    source: 'seed',
  },
  {
    // G3-CARD-TECH (003: 331–340): its Power cost is not in the seed.
    id: 'technological-breakthrough',
    role: 'plot',
    name: 'Przełom technologiczny',
    nameEn: 'Technological Breakthrough',
    level: null,
    effect:
      'Spiskowiec: Za każdym razem, kiedy w swojej turze zagrasz Ekwipunek, zniszcz kartę z wierzchu talii głównej. Lojalni gracze: Każdy inny lojalny gracz może pomóc ci pokonać to Wyzwanie, dokładając do walki losową kartę ze swojej ręki.',
    requirements: [],
    power: null,
    source: 'seed',
  },
];

// ---------------------------------------------------------------------------------------------
// Validation of what the table enters (G3-CARD-UNKNOWN) and of card facts.

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isInt(x: unknown, min: number, max: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
}

function badCard(code: string, message: string, params: Record<string, string | number> = {}): never {
  return fail('G3-CARD-UNKNOWN', code, message, params);
}

function optionalText(x: unknown, field: string, max: number): string | null {
  if (x === null || x === undefined) return null;
  if (typeof x !== 'string' || x.trim() === '' || x.length > max) badCard('bad-text', `${field} must be text of 1 to ${max} characters`, { field, max });
  return x.trim();
}

function subset<T extends string>(x: unknown, all: readonly T[], field: string): T[] | null {
  if (x === null || x === undefined) return null;
  if (!Array.isArray(x) || x.length === 0 || x.some((k) => !all.includes(k as T)) || new Set(x).size !== x.length) {
    badCard('bad-list', `${field} must be a non-empty list of distinct values among: ${all.join(', ')}`, { field });
  }
  return [...(x as T[])].sort((a, b) => all.indexOf(a) - all.indexOf(b));
}

/**
 * Checks one entered requirement line and returns it normalised (kinds and traits in canonical order).
 * @throws RuleError G3-CARD-UNKNOWN (`bad-count`, `bad-cost`, `cost-range`, `bad-list`, `few-players-line`)
 */
export function validateRequirement(x: unknown, role: CardRole, index: number): Requirement {
  if (!isRecord(x)) return badCard('bad-requirement', `requirement ${index + 1} must be an object`, { index: index + 1 });
  if (!isInt(x.count, 1, LIMITS.count)) badCard('bad-count', `requirement ${index + 1}: the count must be a whole number from 1 to ${LIMITS.count}`, { index: index + 1, max: LIMITS.count });
  const bound = (v: unknown, field: string): number | null => {
    if (v === null || v === undefined) return null;
    if (!isInt(v, 0, LIMITS.cost)) badCard('bad-cost', `requirement ${index + 1}: ${field} must be a whole number from 0 to ${LIMITS.cost}`, { index: index + 1, field, max: LIMITS.cost });
    return v;
  };
  const costMin = bound(x.costMin, 'the lowest cost');
  const costMax = bound(x.costMax, 'the highest cost');
  if (costMin !== null && costMax !== null && costMin > costMax) badCard('cost-range', `requirement ${index + 1}: the lowest cost ${costMin} is above the highest ${costMax}`, { index: index + 1, costMin, costMax });
  const out: Requirement = { count: x.count as number, kinds: subset(x.kinds, CARD_KINDS, 'kinds'), costMin, costMax, traits: subset(x.traits, TRAITS, 'traits') };
  if (x.fewPlayersOnly === true) {
    // G3-FM-2: only a Foul Machination's first line is for 2–3 players only.
    if (role !== 'machination' || index !== 0) badCard('few-players-line', 'only the first line of a Foul Machination applies to 2–3 players only');
    out.fewPlayersOnly = true;
  } else if (x.fewPlayersOnly !== undefined && x.fewPlayersOnly !== false) {
    badCard('bad-requirement', `requirement ${index + 1}: fewPlayersOnly must be true or false`, { index: index + 1 });
  }
  return out;
}

/**
 * Checks a card the table entered from the physical card (G3-CARD-UNKNOWN) and returns it
 * normalised, with `source: 'table'`. Any field may be `null` (still unknown) but the id, role and
 * name. A Plot has no card requirement (G3-PLOT-4); a Foul Machination has no level or Power.
 * @throws RuleError G3-CARD-UNKNOWN naming the problem
 */
export function validateCard(x: unknown): CardData {
  if (!isRecord(x)) return badCard('card-object', 'a card must be an object');
  if (typeof x.id !== 'string' || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(x.id)) badCard('bad-id', 'a card id is 1 to 64 small letters, digits and hyphens');
  if (x.role !== 'challenge' && x.role !== 'plot' && x.role !== 'machination') badCard('bad-role', 'a card is a Challenge, a Plot or a Foul Machination');
  const role = x.role as CardRole;
  const name = optionalText(x.name, 'the name', LIMITS.name);
  if (name === null) badCard('bad-text', 'a card needs its name', { field: 'the name', max: LIMITS.name });
  const nameEn = optionalText(x.nameEn, 'the English name', LIMITS.name);
  let level: 1 | 2 | 3 | null = null;
  if (x.level !== null && x.level !== undefined) {
    if (role !== 'challenge') badCard('no-level', 'only a Challenge has a level');
    if (!isInt(x.level, 1, 3)) badCard('bad-level', 'a Challenge level is 1, 2 or 3');
    level = x.level as 1 | 2 | 3;
  }
  let power: number | null = null;
  if (x.power !== null && x.power !== undefined) {
    if (role === 'machination') badCard('no-power', 'a Foul Machination has no Power cost');
    if (!isInt(x.power, 1, LIMITS.power)) badCard('bad-power', `a Power cost is a whole number from 1 to ${LIMITS.power}`, { max: LIMITS.power });
    power = x.power as number;
  }
  let requirements: Requirement[] | null = null;
  if (x.requirements !== null && x.requirements !== undefined) {
    if (!Array.isArray(x.requirements) || x.requirements.length > LIMITS.lines) badCard('bad-requirements', `requirements are a list of at most ${LIMITS.lines} lines`, { max: LIMITS.lines });
    const lines = x.requirements as unknown[];
    if (role === 'plot' && lines.length > 0) badCard('plot-requirements', 'a Plot is defeated by paying its Power alone: it has no card requirement');
    if (role !== 'plot' && lines.length === 0) badCard('bad-requirements', 'a Challenge or a Foul Machination has at least one requirement line', { max: LIMITS.lines });
    requirements = lines.map((line, i) => validateRequirement(line, role, i));
  } else if (role === 'plot') {
    requirements = [];
  }
  return { id: x.id as string, role, name: name as string, nameEn, level, effect: optionalText(x.effect, 'the text', LIMITS.text), requirements, power, source: 'table' };
}

const FIELDS = ['name', 'nameEn', 'level', 'effect', 'requirements', 'power'] as const;
/** A field of a card the table may enter. */
export type CardField = (typeof FIELDS)[number];

/** The fields of `card` still unknown (`null`). */
export function missingFields(card: CardData): CardField[] {
  return FIELDS.filter((f) => card[f] === null);
}

/**
 * Merges an entered card (already validated) into the catalogue: a new card is added (at most as
 * many of its role as the box holds, G3-COMP-1); a known card only gets its missing fields, and an
 * entered value may not contradict one already known (the seed's, or one entered before: the
 * table enters a card once, G3-OP-12).
 * @returns the new catalogue and the fields filled
 * @throws RuleError G3-CARD-UNKNOWN (`role-differs`, `known-field`, `nothing-new`) or G3-COMP-1 (`box-full`)
 */
export function mergeCard(catalogue: Readonly<Record<string, CardData>>, card: CardData): { catalogue: Record<string, CardData>; filled: CardField[] } {
  const known = catalogue[card.id];
  if (!known) {
    const same = Object.values(catalogue).filter((c) => c.role === card.role).length;
    if (same >= BOX[card.role]) fail('G3-COMP-1', 'box-full', `the box holds ${BOX[card.role]} cards of this kind: no other can be entered`, { role: card.role, max: BOX[card.role] });
    return { catalogue: { ...catalogue, [card.id]: card }, filled: FIELDS.filter((f) => card[f] !== null) };
  }
  if (known.role !== card.role) badCard('role-differs', `the card "${cardNameEn(known)}" is a ${known.role}, not a ${card.role}`, { card: known.id, role: known.role });
  const merged: CardData = { ...known };
  const filled: CardField[] = [];
  for (const f of FIELDS) {
    const value = card[f];
    if (value === null) continue;
    if (known[f] === null) {
      (merged as unknown as Record<string, unknown>)[f] = value;
      filled.push(f);
    } else if (JSON.stringify(known[f]) !== JSON.stringify(value)) {
      badCard('known-field', `the ${f} of "${cardNameEn(known)}" is already known and differs`, { card: known.id, field: f });
    }
  }
  if (filled.length === 0) badCard('nothing-new', `nothing new to enter for "${cardNameEn(known)}"`, { card: known.id });
  return { catalogue: { ...catalogue, [card.id]: merged }, filled };
}

/** The shipped catalogue merged with the table's cards (each validated and merged as {@link mergeCard}). @throws RuleError as validateCard, mergeCard */
export function catalogueWith(entered: readonly unknown[]): Record<string, CardData> {
  let catalogue: Record<string, CardData> = Object.fromEntries(SEED_CARDS.map((c) => [c.id, structuredClone(c) as CardData]));
  for (const x of entered) catalogue = mergeCard(catalogue, validateCard(x)).catalogue;
  return catalogue;
}

/**
 * Checks the facts of a contributed or played card: a known type, a whole cost from 0 to 20,
 * distinct known keywords, an optional name.
 * @throws RuleError REC-FORMAT (`bad-card`)
 */
export function validateFacts(x: unknown): CardFacts {
  if (!isRecord(x) || !CARD_KINDS.includes(x.kind as CardKind) || !isInt(x.cost, 0, LIMITS.cost)) {
    return fail('REC-FORMAT', 'bad-card', `a card is given by its type (${CARD_KINDS.join(', ')}) and its cost (0 to ${LIMITS.cost})`, { max: LIMITS.cost });
  }
  const traits = x.traits === undefined ? [] : x.traits;
  if (!Array.isArray(traits) || traits.some((t) => !TRAITS.includes(t as Trait)) || new Set(traits).size !== traits.length) {
    fail('REC-FORMAT', 'bad-card', `a card's keywords are distinct values among: ${TRAITS.join(', ')}`, { max: LIMITS.cost });
  }
  const out: CardFacts = { kind: x.kind as CardKind, cost: x.cost as number, traits: [...(traits as Trait[])] };
  if (x.name !== undefined) {
    if (typeof x.name !== 'string' || x.name.length > LIMITS.name) fail('REC-FORMAT', 'bad-card', `a card name is at most ${LIMITS.name} characters`, { max: LIMITS.name });
    out.name = x.name;
  }
  return out;
}
