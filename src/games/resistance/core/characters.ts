/**
 * The role layer of the modules that deal special character cards (rules section 4; seed 001,
 * Hidden Agenda + Hostile Intent): the Assassin (§4.1), the Defector (§4.3) and the Hunter (§4.4).
 *
 * This file holds the roles as data ({@link ROLE_INFO}, {@link HUNTER_CHIEFS}), the options of a
 * game ({@link RoleOptions}, normalised to a {@link RoleSetup} by {@link validateRoles}), the
 * cards they put on the table ({@link roleCards}), the deal ({@link dealRoles}) and the Defector's
 * loyalty deck with its draws ({@link shuffleLoyaltyDeck}, {@link loyaltyDraw},
 * {@link defectorSwitches}, {@link currentSide}). What each seat learns at the reveal is in
 * `knowledge.ts`; the spoken eyes-closed script in `scripts.ts`.
 *
 * Pure functions: randomness comes in as `randomInt` (uniform integer in [0, n), as for
 * `dealSpies`), nothing is read or written.
 *
 * How the points the rules leave open are resolved:
 * - **Modules combine** (section 4 intro: "Modules combine freely"): any of the three may be on
 *   together. Every special card replaces a plain card of its side (R-ASN-1, R-ASN-OPT, R-DEF-1,
 *   R-HUN-2, R-HUN-OPT), so a combination is legal only while plain cards are left; the cards are
 *   taken in a fixed order (Hunter's fixed roles, Commander/Assassin, the Defectors, then the
 *   optional roles of the Assassin and of the Hunter) and the first card that finds no plain card
 *   left names the rule in the error (`no-plain-card`; the resistance side is checked first). E.g. the Hunter at 5–6 players uses both
 *   spy cards, so no spy-side card (Assassin, Spy Defector, Deep Agent…) can be added.
 * - **Body Guard at 5 players** needs Deep Cover or False Commander (R-ASN-OPT, seed: "upewnijcie
 *   się"). **False Commander without Body Guard** is legal: the seed only says the role "has no
 *   effect" then ("nie zadziała"); it is a spy that nobody is shown as a Commander.
 * - **Pretender** is "used with the Deep Agent" (R-HUN-OPT; seed "może być wykorzystana razem z
 *   Ukrytym Agentem"): it is refused without the Deep Agent, since alone its thumb would show a
 *   resistance player to the spies. **Branding** (R-HUN-BRAND) needs both.
 * - **Defector variant II** is "recommended for larger groups": a recommendation, not a limit.
 * - **Loyalty draws** happen "at the start of the third and each following mission played" (seed:
 *   "Na początku trzeciej i każdej kolejnej rozgrywanej Misji"): they are keyed by round 3, 4, 5,
 *   which is the mission number except with Targeting (R-VAR-TGT). The deck is shuffled at setup,
 *   face down; each draw reveals the next card, so the deck held by the app decides the draws and
 *   a record can hold it like the spies. Only 3 of the 5 cards are ever drawn.
 * - The Reverser (R-REVS-1) also takes plain cards; it is not part of this layer yet.
 */
import { fail } from './errors.ts';
import type { RuleId } from './errors.ts';
import { isPlayerCount, MAX_PLAYERS, MIN_PLAYERS, spyCount } from './tables.ts';
import type { Seat, Side } from './types.ts';

/**
 * A character card. `'resistance'` and `'spy'` are the plain cards; the others are the special
 * cards of the Assassin (R-ASN-1, R-ASN-OPT), Defector (R-DEF-1) and Hunter (R-HUN-2, R-HUN-OPT)
 * modules.
 */
export type Role =
  | 'resistance'
  | 'spy'
  | 'commander'
  | 'assassin'
  | 'body-guard'
  | 'blind-spy'
  | 'deep-cover'
  | 'false-commander'
  | 'resistance-defector'
  | 'spy-defector'
  | 'resistance-chief'
  | 'resistance-hunter'
  | 'spy-chief'
  | 'spy-hunter'
  | 'dummy-agent'
  | 'coordinator'
  | 'deep-agent'
  | 'pretender';

/** The module a role belongs to; `'base'` for the plain cards. */
export type RoleModule = 'base' | 'assassin' | 'defector' | 'hunter';

/** What the engine knows of a role: its side at the deal, its module, the rule that adds it, its English and Polish names. */
export interface RoleInfo {
  side: Side;
  module: RoleModule;
  rule: RuleId;
  /** English name, singular and plural (for the spoken script). */
  name: string;
  plural: string;
  /** Name on the Polish card (seed 001), for reference. */
  polish: string;
}

/** Every role, as data (R-SET-2, R-ASN-1, R-ASN-OPT, R-DEF-1, R-HUN-2, R-HUN-OPT). */
export const ROLE_INFO: Readonly<Record<Role, RoleInfo>> = {
  resistance: { side: 'resistance', module: 'base', rule: 'R-SET-2', name: 'Resistance', plural: 'Resistance', polish: 'Bojownik' },
  spy: { side: 'spies', module: 'base', rule: 'R-SET-2', name: 'Spy', plural: 'Spies', polish: 'Agent' },
  commander: { side: 'resistance', module: 'assassin', rule: 'R-ASN-1', name: 'Commander', plural: 'Commanders', polish: 'Komendantka' },
  assassin: { side: 'spies', module: 'assassin', rule: 'R-ASN-1', name: 'Assassin', plural: 'Assassins', polish: 'Zamachowiec' },
  'body-guard': { side: 'resistance', module: 'assassin', rule: 'R-ASN-OPT', name: 'Body Guard', plural: 'Body Guards', polish: 'Ochroniarz' },
  'blind-spy': { side: 'spies', module: 'assassin', rule: 'R-ASN-OPT', name: 'Blind Spy', plural: 'Blind Spies', polish: 'Samotny Agent' },
  'deep-cover': { side: 'spies', module: 'assassin', rule: 'R-ASN-OPT', name: 'Deep Cover', plural: 'Deep Covers', polish: 'Tajniak' },
  'false-commander': {
    side: 'spies',
    module: 'assassin',
    rule: 'R-ASN-OPT',
    name: 'False Commander',
    plural: 'False Commanders',
    polish: 'Fałszywa Komendantka',
  },
  'resistance-defector': {
    side: 'resistance',
    module: 'defector',
    rule: 'R-DEF-1',
    name: 'Resistance Defector',
    plural: 'Resistance Defectors',
    polish: 'Zdrajca (Bojownik)',
  },
  'spy-defector': { side: 'spies', module: 'defector', rule: 'R-DEF-1', name: 'Spy Defector', plural: 'Spy Defectors', polish: 'Zdrajca (Agent)' },
  'resistance-chief': {
    side: 'resistance',
    module: 'hunter',
    rule: 'R-HUN-2',
    name: 'Resistance Chief',
    plural: 'Resistance Chiefs',
    polish: 'Szef Bojowników',
  },
  'resistance-hunter': {
    side: 'resistance',
    module: 'hunter',
    rule: 'R-HUN-2',
    name: 'Resistance Hunter',
    plural: 'Resistance Hunters',
    polish: 'Bojownik Łowca',
  },
  'spy-chief': { side: 'spies', module: 'hunter', rule: 'R-HUN-2', name: 'Spy Chief', plural: 'Spy Chiefs', polish: 'Szef Agentów' },
  'spy-hunter': { side: 'spies', module: 'hunter', rule: 'R-HUN-2', name: 'Spy Hunter', plural: 'Spy Hunters', polish: 'Agent Łowca' },
  'dummy-agent': { side: 'resistance', module: 'hunter', rule: 'R-HUN-OPT', name: 'Dummy Agent', plural: 'Dummy Agents', polish: 'Marionetka' },
  coordinator: { side: 'resistance', module: 'hunter', rule: 'R-HUN-OPT', name: 'Coordinator', plural: 'Coordinators', polish: 'Koordynatorka' },
  'deep-agent': { side: 'spies', module: 'hunter', rule: 'R-HUN-OPT', name: 'Deep Agent', plural: 'Deep Agents', polish: 'Ukryty Agent' },
  pretender: { side: 'resistance', module: 'hunter', rule: 'R-HUN-OPT', name: 'Pretender', plural: 'Pretenders', polish: 'Pozorantka' },
};

/** Every role in a stable order (plain cards, then by module). */
export const ROLES: readonly Role[] = Object.keys(ROLE_INFO) as Role[];

/** The side a role is on at the deal (a Defector may switch later: {@link currentSide}). */
export function roleSide(role: Role): Side {
  return ROLE_INFO[role].side;
}

/**
 * Chiefs by player count, Hunter module (R-HUN-2): one Resistance Chief up to 7 players, two from
 * 8; one Spy Chief up to 9 players, two at 10. Each side also has exactly one Hunter.
 */
export const HUNTER_CHIEFS: Readonly<Record<number, { resistance: 1 | 2; spies: 1 | 2 }>> = {
  5: { resistance: 1, spies: 1 },
  6: { resistance: 1, spies: 1 },
  7: { resistance: 1, spies: 1 },
  8: { resistance: 2, spies: 1 },
  9: { resistance: 2, spies: 1 },
  10: { resistance: 2, spies: 2 },
};

/** Optional roles of the Assassin module (R-ASN-OPT); each replaces a plain card of its side. */
export interface AssassinOptions {
  bodyGuard?: boolean;
  blindSpy?: boolean;
  deepCover?: boolean;
  falseCommander?: boolean;
}

/** Optional roles of the Hunter module (R-HUN-OPT) and the Branding rule (R-HUN-BRAND). */
export interface HunterOptions {
  dummyAgent?: boolean;
  coordinator?: boolean;
  deepAgent?: boolean;
  pretender?: boolean;
  branding?: boolean;
}

/** Defector variant: `'I'` defectors may switch sides (R-DEF-V1); `'II'` they know each other (R-DEF-V2). */
export type DefectorVariant = 'I' | 'II';

/**
 * The role modules of a game as a caller gives them; any may be left out, `null` or `false`:
 * - `assassin`: `true` (Commander and Assassin only) or the optional roles;
 * - `defector`: the variant;
 * - `hunter`: `true` (the roles of R-HUN-2 only) or the optional roles and Branding.
 */
export interface RoleOptions {
  assassin?: boolean | AssassinOptions | null;
  defector?: DefectorVariant | null;
  hunter?: boolean | HunterOptions | null;
}

/** {@link RoleOptions} normalised by {@link validateRoles}: every flag present, `null` for a module that is off. */
export interface RoleSetup {
  assassin: Required<AssassinOptions> | null;
  defector: DefectorVariant | null;
  hunter: Required<HunterOptions> | null;
}

const ASSASSIN_FLAGS: readonly (keyof AssassinOptions)[] = ['bodyGuard', 'blindSpy', 'deepCover', 'falseCommander'];
const HUNTER_FLAGS: readonly (keyof HunterOptions)[] = ['dummyAgent', 'coordinator', 'deepAgent', 'pretender', 'branding'];
const MODULE_KEYS: readonly string[] = ['assassin', 'defector', 'hunter'];

/** Normalises one module's flags; `true` means the module with no optional role. */
function moduleFlags<K extends string>(
  module: string,
  value: unknown,
  flags: readonly K[],
): Record<K, boolean> | null {
  if (value === undefined || value === null || value === false) return null;
  const out = Object.fromEntries(flags.map((f) => [f, false])) as Record<K, boolean>;
  if (value === true) return out;
  if (typeof value !== 'object' || Array.isArray(value)) {
    fail('REC-FORMAT', 'role-module-value', `${module} must be true, false or an object of options`, { module });
  }
  for (const [key, flag] of Object.entries(value as Record<string, unknown>)) {
    if (!(flags as readonly string[]).includes(key)) {
      fail('REC-FORMAT', 'role-option-unknown', `unknown ${module} option "${key}": known options are ${flags.join(', ')}`, {
        module,
        option: key,
      });
    }
    if (flag === undefined) continue;
    if (typeof flag !== 'boolean') {
      fail('REC-FORMAT', 'role-option-flag', `the ${module} option ${key} must be true or false`, { module, option: key });
    }
    out[key as K] = flag;
  }
  return out;
}

/** A card of a side that replaces a plain card, with the rule that adds it. */
interface SpecialCard {
  role: Role;
  rule: RuleId;
}

/** The special cards of each side, in the order they take plain cards (see the file comment). */
function specialCards(players: number, setup: RoleSetup): { resistance: SpecialCard[]; spies: SpecialCard[] } {
  const resistance: SpecialCard[] = [];
  const spies: SpecialCard[] = [];
  const add = (list: SpecialCard[], role: Role, times = 1): void => {
    for (let i = 0; i < times; i++) list.push({ role, rule: ROLE_INFO[role].rule });
  };
  const { assassin, defector, hunter } = setup;
  if (hunter) {
    const chiefs = HUNTER_CHIEFS[players]!;
    add(resistance, 'resistance-chief', chiefs.resistance);
    add(resistance, 'resistance-hunter');
    add(spies, 'spy-chief', chiefs.spies);
    add(spies, 'spy-hunter');
  }
  if (assassin) {
    add(resistance, 'commander');
    add(spies, 'assassin');
  }
  if (defector) {
    add(resistance, 'resistance-defector');
    add(spies, 'spy-defector');
  }
  if (assassin) {
    if (assassin.bodyGuard) add(resistance, 'body-guard');
    if (assassin.blindSpy) add(spies, 'blind-spy');
    if (assassin.deepCover) add(spies, 'deep-cover');
    if (assassin.falseCommander) add(spies, 'false-commander');
  }
  if (hunter) {
    if (hunter.dummyAgent) add(resistance, 'dummy-agent');
    if (hunter.coordinator) add(resistance, 'coordinator');
    if (hunter.pretender) add(resistance, 'pretender');
    if (hunter.deepAgent) add(spies, 'deep-agent');
  }
  return { resistance, spies };
}

/** "2 Spy Chiefs, Spy Hunter, Assassin": the cards that took a side's places, for an error sentence. */
function takenBy(cards: readonly SpecialCard[]): string {
  const roles = [...new Set(cards.map((c) => c.role))];
  return roles
    .map((role) => {
      const n = cards.filter((c) => c.role === role).length;
      return n > 1 ? `${n} ${ROLE_INFO[role].plural}` : ROLE_INFO[role].name;
    })
    .join(', ');
}

function checkPlayers(players: number): void {
  if (!isPlayerCount(players)) {
    fail('R-SET-1', 'player-count', `The Resistance needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}`, {
      count: players,
      min: MIN_PLAYERS,
      max: MAX_PLAYERS,
    });
  }
}

/**
 * The character cards of a game, one per seat, before the shuffle: the special cards of
 * {@link RoleSetup} in place of plain cards, plain cards for the rest, with the side counts of
 * R-SET-2 (`spyCount`). Resistance-side cards first, then spy-side cards; each side's special
 * cards in the order of the file comment, plain cards last.
 * @throws RuleError R-SET-1 for a player count outside 5–10; the rule of the first special card
 *   that finds no plain card of its side left (`no-plain-card`: R-HUN-2, R-ASN-1, R-DEF-1,
 *   R-ASN-OPT or R-HUN-OPT), with params `role`, `side`, `players`, `cards` (the side's card count)
 */
export function roleCards(players: number, setup: RoleSetup): Role[] {
  checkPlayers(players);
  const special = specialCards(players, setup);
  const cards: Role[] = [];
  for (const side of ['resistance', 'spies'] as const) {
    const count = side === 'spies' ? spyCount(players) : players - spyCount(players);
    const list = special[side];
    if (list.length > count) {
      const first = list[count]!;
      const name = ROLE_INFO[first.role].name;
      const sideName = side === 'spies' ? 'spy' : 'resistance';
      fail(
        first.rule,
        'no-plain-card',
        `the ${name} replaces a plain ${sideName} card, but at ${players} players the ${count} ${sideName} cards are all taken by ${takenBy(
          list.slice(0, count),
        )}`,
        { role: first.role, side, players, cards: count },
      );
    }
    cards.push(...list.map((c) => c.role));
    for (let i = list.length; i < count; i++) cards.push(side === 'spies' ? 'spy' : 'resistance');
  }
  return cards;
}

/**
 * Checks the role modules chosen for a table of `players` and returns them normalised.
 * @param options the modules (see {@link RoleOptions}); `{}` or `null` for the base game
 * @returns every module as `null` (off) or with all its flags; the defector variant
 * @throws RuleError
 *   - R-SET-1 `player-count`: not 5–10 players;
 *   - REC-FORMAT `roles-object`, `role-module-unknown`, `role-module-value`, `role-option-unknown`,
 *     `role-option-flag`, `defector-variant`: malformed options;
 *   - R-ASN-OPT `body-guard-five`: Body Guard at 5 players without Deep Cover or False Commander;
 *   - R-HUN-OPT `pretender-needs-deep-agent`: Pretender without Deep Agent;
 *   - R-HUN-BRAND `branding-needs-roles`: Branding without both Deep Agent and Pretender;
 *   - `no-plain-card` (see {@link roleCards}): more special cards of a side than it has cards.
 */
export function validateRoles(players: number, options: RoleOptions | null | undefined): RoleSetup {
  checkPlayers(players);
  const input: unknown = options ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    fail('REC-FORMAT', 'roles-object', 'the role modules must be an object such as {"assassin": true}');
  }
  for (const key of Object.keys(input as object)) {
    if (!MODULE_KEYS.includes(key)) {
      fail('REC-FORMAT', 'role-module-unknown', `unknown role module "${key}": known modules are ${MODULE_KEYS.join(', ')}`, {
        module: key,
      });
    }
  }
  const given = input as RoleOptions;
  const assassin = moduleFlags('assassin', given.assassin, ASSASSIN_FLAGS);
  const hunter = moduleFlags('hunter', given.hunter, HUNTER_FLAGS);
  const defectorIn: unknown = given.defector;
  if (defectorIn !== undefined && defectorIn !== null && defectorIn !== 'I' && defectorIn !== 'II') {
    fail('REC-FORMAT', 'defector-variant', `the Defector variant must be "I" or "II", not "${String(defectorIn)}"`, {
      value: String(defectorIn),
    });
  }
  const setup: RoleSetup = { assassin, defector: (defectorIn ?? null) as DefectorVariant | null, hunter };

  // R-ASN-OPT: "In 5-player games with the Body Guard, also use Deep Cover or False Commander."
  if (assassin && assassin.bodyGuard && players === 5 && !assassin.deepCover && !assassin.falseCommander) {
    fail('R-ASN-OPT', 'body-guard-five', 'with 5 players the Body Guard needs the Deep Cover or the False Commander too', { players });
  }
  // R-HUN-OPT: the Pretender is "used with the Deep Agent".
  if (hunter && hunter.pretender && !hunter.deepAgent) {
    fail('R-HUN-OPT', 'pretender-needs-deep-agent', 'the Pretender is used with the Deep Agent');
  }
  // R-HUN-BRAND: "optional, with Deep Agent and Pretender".
  if (hunter && hunter.branding && !(hunter.deepAgent && hunter.pretender)) {
    fail('R-HUN-BRAND', 'branding-needs-roles', 'Branding needs the Deep Agent and the Pretender');
  }
  roleCards(players, setup);
  return setup;
}

/**
 * The Defector's loyalty cards (R-DEF-V1): "no change" (blank) or "switch sides".
 */
export type LoyaltyCard = 'no-change' | 'switch';

/** The Defector's loyalty deck before the shuffle: 3 "no change", 2 "switch" (R-DEF-V1). */
export const LOYALTY_DECK: readonly LoyaltyCard[] = ['no-change', 'no-change', 'no-change', 'switch', 'switch'];

/** The rounds at whose start a loyalty card is revealed (R-DEF-V1): the third mission played and each after it. */
export const LOYALTY_ROUNDS: readonly (3 | 4 | 5)[] = [3, 4, 5];

/** A uniform shuffle of `cards` (Fisher–Yates) with `randomInt`, checked for misbehaviour. */
function shuffle<T>(cards: readonly T[], randomInt: (n: number) => number): T[] {
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    if (!Number.isInteger(j) || j < 0 || j > i) {
      throw new RangeError(`randomInt(${i + 1}) must return an integer in [0, ${i + 1}), returned ${j}`);
    }
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Shuffles the Defector's loyalty deck (R-DEF-V1), face down, top card first.
 * @param randomInt uniform integer in [0, n)
 * @returns a permutation of {@link LOYALTY_DECK}
 * @throws RangeError when `randomInt` returns something outside [0, n)
 */
export function shuffleLoyaltyDeck(randomInt: (n: number) => number): LoyaltyCard[] {
  return shuffle(LOYALTY_DECK, randomInt);
}

/**
 * Checks a loyalty deck (e.g. read from a record): exactly 3 "no change" and 2 "switch" cards.
 * @returns a copy of the deck
 * @throws RuleError R-DEF-V1 `loyalty-deck`
 */
export function validateLoyaltyDeck(deck: readonly unknown[]): LoyaltyCard[] {
  const ok =
    Array.isArray(deck) &&
    deck.length === LOYALTY_DECK.length &&
    deck.every((c) => c === 'no-change' || c === 'switch') &&
    deck.filter((c) => c === 'switch').length === 2;
  if (!ok) fail('R-DEF-V1', 'loyalty-deck', 'the loyalty deck has 5 cards: 3 "no change" and 2 "switch"');
  return [...(deck as LoyaltyCard[])];
}

/** The public event of a loyalty draw (R-DEF-V1): the top card is revealed at the start of `round`. */
export interface LoyaltyDrawEvent {
  type: 'loyalty-draw';
  round: 3 | 4 | 5;
  card: LoyaltyCard;
}

/**
 * The draw at the start of `round` (3, 4 or 5) from the deck dealt at setup (R-DEF-V1): the
 * deck's cards are revealed in order, one per round from round 3.
 * @throws RuleError R-DEF-V1 `loyalty-round` for another round, `loyalty-deck` for a bad deck
 */
export function loyaltyDraw(deck: readonly LoyaltyCard[], round: number): LoyaltyDrawEvent {
  const cards = validateLoyaltyDeck(deck);
  if (round !== 3 && round !== 4 && round !== 5) {
    fail('R-DEF-V1', 'loyalty-round', `a loyalty card is drawn at the start of rounds 3, 4 and 5, not round ${round}`, { round });
  }
  return { type: 'loyalty-draw', round, card: cards[round - 3]! };
}

/**
 * How many times the Defectors have switched sides after the given draws (R-DEF-V1: 0, 1 or 2).
 * @param draws the draws so far, in order: rounds 3, 4, 5 (a prefix of them)
 * @throws RuleError R-DEF-V1 `loyalty-order` when the draws are not rounds 3, 4, 5 in order,
 *   `loyalty-switches` for more than two "switch" cards (the deck has two)
 */
export function defectorSwitches(draws: readonly LoyaltyDrawEvent[]): number {
  draws.forEach((draw, i) => {
    if (draw.round !== LOYALTY_ROUNDS[i]) {
      fail('R-DEF-V1', 'loyalty-order', 'loyalty cards are drawn once at the start of rounds 3, 4 and 5, in order', {
        index: i,
        round: draw.round,
      });
    }
  });
  const switches = draws.filter((d) => d.card === 'switch').length;
  if (switches > 2) fail('R-DEF-V1', 'loyalty-switches', 'the loyalty deck has only two "switch" cards', { switches });
  return switches;
}

/**
 * The side a role is on after `switches` loyalty "switch" cards (R-DEF-V1): the Defectors change
 * sides "in every respect" on each switch; every other role keeps its side. This is also the
 * loyalty card a player passes when a rule makes them show their identity (R-MOD-REVEAL: the
 * loyalty card of their current side).
 */
export function currentSide(role: Role, switches: number): Side {
  const side = roleSide(role);
  const defector = role === 'resistance-defector' || role === 'spy-defector';
  if (!defector || switches % 2 === 0) return side;
  return side === 'spies' ? 'resistance' : 'spies';
}

/**
 * A dealt table: every seat's role and side, the spies' seats, and the Defector's face-down
 * loyalty deck (variant I only, else `null`).
 */
export interface RoleDeal {
  players: number;
  setup: RoleSetup;
  /** The role of each seat (index: seat). */
  roles: Role[];
  /** The side of each seat at the deal (index: seat). */
  sides: Side[];
  /** Seats on the spy side at the deal, ascending (as `GameSetup.spies`). */
  spies: Seat[];
  loyaltyDeck: LoyaltyCard[] | null;
}

/**
 * Deals the character cards (R-SET-3): the cards of {@link roleCards} shuffled uniformly and one
 * dealt to each seat; with Defector variant I also shuffles the loyalty deck (R-DEF-V1). The
 * spies number `spyCount(players)` (R-SET-2), whatever the modules.
 * @param options the role modules (validated with {@link validateRoles})
 * @param randomInt uniform integer in [0, n): the same contract as `dealSpies` (the app passes
 *   `cryptoRandomInt`); the role cards are shuffled first, then the loyalty deck
 * @throws RuleError as {@link validateRoles}; RangeError when `randomInt` returns something
 *   outside [0, n) (so a `() => number` in [0, 1) given by mistake is refused at once)
 */
export function dealRoles(players: number, options: RoleOptions | null | undefined, randomInt: (n: number) => number): RoleDeal {
  const setup = validateRoles(players, options);
  const roles = shuffle(roleCards(players, setup), randomInt);
  return {
    players,
    setup,
    roles,
    sides: roles.map(roleSide),
    spies: roles.flatMap((role, seat) => (roleSide(role) === 'spies' ? [seat] : [])),
    loyaltyDeck: setup.defector === 'I' ? shuffleLoyaltyDeck(randomInt) : null,
  };
}

/**
 * Checks a dealt table read back (e.g. from a record): the roles must be exactly the cards of
 * the setup, one per seat, and the loyalty deck present exactly with Defector variant I.
 * @returns the deal with `sides` and `spies` recomputed
 * @throws RuleError as {@link validateRoles}; R-SET-2 `roles-deal` when the roles do not match
 *   the setup's cards; R-DEF-V1 `loyalty-deck` for a missing, unexpected or bad deck
 */
export function checkDeal(
  players: number,
  options: RoleOptions | null | undefined,
  roles: readonly Role[],
  loyaltyDeck: readonly LoyaltyCard[] | null = null,
): RoleDeal {
  const setup = validateRoles(players, options);
  const expected = roleCards(players, setup).sort();
  if (!Array.isArray(roles) || roles.length !== players || [...roles].sort().join() !== expected.join()) {
    fail('R-SET-2', 'roles-deal', `the roles must be the ${players} cards of the chosen modules, one per seat`, { players });
  }
  if ((setup.defector === 'I') !== (loyaltyDeck !== null)) {
    fail('R-DEF-V1', 'loyalty-deck', 'the loyalty deck is used with Defector variant I, and only then');
  }
  return {
    players,
    setup,
    roles: [...roles],
    sides: roles.map(roleSide),
    spies: roles.flatMap((role, seat) => (roleSide(role) === 'spies' ? [seat] : [])),
    loyaltyDeck: loyaltyDeck === null ? null : validateLoyaltyDeck(loyaltyDeck),
  };
}

/**
 * The Hunter module's loyalty cards of the investigation (R-HUN-1, R-HUN-INV): "Chief" and "Not
 * Chief" at 5–6 players; "Spy Chief", "Resistance Chief" and "Not Chief" at 7+.
 */
export type HunterLoyalty = 'chief' | 'not-chief' | 'resistance-chief' | 'spy-chief';

/**
 * The Hunter loyalty cards used at a table of `players` (R-HUN-1).
 * @throws RuleError R-SET-1 for a player count outside 5–10
 */
export function hunterLoyaltyCards(players: number): HunterLoyalty[] {
  checkPlayers(players);
  return players <= 6 ? ['chief', 'not-chief'] : ['spy-chief', 'resistance-chief', 'not-chief'];
}

/**
 * The cards an investigated player may show (R-HUN-INV): a Resistance Chief shows "Chief" (5–6)
 * or "Resistance Chief" (7+), a Spy Chief "Chief" or "Spy Chief", the Dummy Agent may show the
 * Resistance Chief's card or "Not Chief" (R-HUN-OPT: "may show"), everyone else (the Coordinator
 * included) "Not Chief". One card means the player has no choice.
 * @throws RuleError R-SET-1 for a player count outside 5–10
 */
export function investigationCards(role: Role, players: number): HunterLoyalty[] {
  checkPlayers(players);
  const small = players <= 6;
  if (role === 'resistance-chief') return [small ? 'chief' : 'resistance-chief'];
  if (role === 'spy-chief') return [small ? 'chief' : 'spy-chief'];
  if (role === 'dummy-agent') return [small ? 'chief' : 'resistance-chief', 'not-chief'];
  return ['not-chief'];
}

// The Hunter module in play (R-HUN-TEAM … R-HUN-BRAND) travels with the role modules: the core
// reaches it through `extension('roles')` only in Hunter games (see hunter.ts).
export * from '../modules/hunter/engine.ts';

// The role modules' events once the core checked their moment (reducer.ts): loyalty, assassination.
export * from './role-events.ts';
