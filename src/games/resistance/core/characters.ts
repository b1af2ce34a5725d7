/**
 * Character cards (R-SET-2, R-SET-3): the plain Resistance and Spy cards of the core, and the
 * special cards role modules put in their place (rules §4: the Assassin, Defector and Hunter
 * modules; the Reverser's cards replace plain cards too, R-REVS-1). The core names no special
 * card: each module describes its own ({@link CharacterPart}: the cards, their sides and names,
 * how they behave at the eyes-closed reveal), and this file composes them:
 * - the options of the role modules under the record's `setup.roles`, normalised
 *   ({@link validateRoles});
 * - the cards of a game, one per seat, before the shuffle ({@link roleCards}): every special card
 *   replaces a plain card of its side, so a combination is legal only while plain cards are left;
 *   the cards are taken in a fixed order (each module's `order`: the Hunter's fixed roles, the
 *   Commander and Assassin, the Defectors, the Reversers, then the optional roles of the Assassin
 *   and of the Hunter), and the first card that finds no plain card left names its rule in the
 *   error (`no-plain-card`; the resistance side is checked first);
 * - the deal ({@link dealRoles}) and its check when read back ({@link checkDeal}).
 *
 * What each seat learns at the reveal is in `knowledge.ts`; the spoken script in `scripts.ts`.
 * Pure functions: randomness comes in as `randomInt` (uniform integer in [0, n)).
 */
import { shuffle } from '../../../platform/engine/chance.ts';
import { fail } from './errors.ts';
import type { RuleId } from './errors.ts';
import type { Role, RoleModuleOptionsInput } from './augment.ts';
import type { RoleInfo, SpiesStepPart } from './parts.ts';
import { loadedModules, manifest, modulesOf } from './registry.ts';
import { isPlayerCount, MAX_PLAYERS, MIN_PLAYERS, spyCount } from './tables.ts';
import type { GameSetup, RoleSetup, Seat, Side } from './types.ts';

/** The plain cards (R-SET-2). */
export const BASE_ROLES: Readonly<Record<'resistance' | 'spy', RoleInfo>> = {
  resistance: { side: 'resistance', module: 'base', rule: 'R-SET-2', name: 'Resistance', plural: 'Resistance', polish: 'Bojownik' },
  spy: {
    side: 'spies',
    module: 'base',
    rule: 'R-SET-2',
    name: 'Spy',
    plural: 'Spies',
    polish: 'Agent',
    spiesStep: [{ kind: 'opens', rule: 'R-REV-1' }],
  },
};

/** {@link roleTable}'s table, with the list of loaded modules it was composed from. */
let roles: { from: readonly unknown[]; table: Readonly<Record<string, RoleInfo>> } | null = null;

/**
 * Every card the loaded modules know, plain cards first, then by module in manifest order: one
 * table object until another module is loaded (the engine looks a card up on every step and view).
 */
export function roleTable(): Readonly<Record<string, RoleInfo>> {
  const from = loadedModules();
  if (roles?.from !== from) {
    const table: Record<string, RoleInfo> = { ...BASE_ROLES };
    for (const module of from) Object.assign(table, module.characters?.roles ?? {});
    roles = { from, table };
  }
  return roles.table;
}

/** Every card a game can deal (plain and special; not the cards dealt as plain), in a stable order. */
export function knownRoles(): Role[] {
  return Object.entries(roleTable())
    .filter(([, info]) => !info.dealtAsPlain)
    .map(([role]) => role as Role);
}

/**
 * What the engine knows of a card.
 * @throws RuleError R-SET-2 `roles-deal` for a card no loaded module knows
 */
export function roleInfo(role: Role): RoleInfo {
  const info = roleTable()[role];
  if (!info) fail('R-SET-2', 'roles-deal', `unknown role "${String(role)}"`, { role: String(role) });
  return info;
}

/** What the engine knows of any card a module names, also one dealt as plain. @throws RuleError as {@link roleInfo} */
function cardInfo(card: string): RoleInfo {
  return roleInfo(card as Role);
}

/** A card's part in the spies' step of a game with these role options, or `undefined`. */
export function spiesStepOf(role: Role, roles: Partial<RoleSetup>): SpiesStepPart | undefined {
  return roleInfo(role).spiesStep?.find((part) => !part.when || part.when(roles));
}

/** The side a card is on at the deal (a Defector may switch later: see `sideOf` in reducer.ts). */
export function roleSide(role: Role): Side {
  return roleInfo(role).side;
}

/** The role modules' options as a caller gives them (a module's key may be left out, `null` or `false`). */
export type RoleOptions = Partial<RoleModuleOptionsInput>;

function checkPlayers(players: number): void {
  if (!isPlayerCount(players)) {
    fail('R-SET-1', 'player-count', `The Resistance needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}`, {
      count: players,
      min: MIN_PLAYERS,
      max: MAX_PLAYERS,
    });
  }
}

/** The keys of `setup.roles` the manifest knows, in order. */
function roleKeys(): string[] {
  return manifest().flatMap((m) => [...(m.setupKeys?.roles ?? [])]);
}

/**
 * Checks the role modules chosen for a table of `players` and returns them normalised: every
 * role module's key present, `null` for a module that is off.
 * @param options the modules (see {@link RoleOptions}); `{}` or `null` for the base game
 * @throws RuleError
 *   - R-SET-1 `player-count`: not 5–10 players;
 *   - REC-FORMAT `roles-object`, `role-module-unknown`, and each module's malformed options;
 *   - each module's own rules (R-ASN-OPT `body-guard-five`, R-HUN-OPT, R-HUN-BRAND…);
 *   - `no-plain-card` (see {@link roleCards}): more special cards of a side than it has cards.
 */
export function validateRoles(players: number, options: RoleOptions | null | undefined): RoleSetup {
  checkPlayers(players);
  const input: unknown = options ?? {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    fail('REC-FORMAT', 'roles-object', 'the role modules must be an object such as {"assassin": true}');
  }
  const known = roleKeys();
  for (const key of Object.keys(input)) {
    if (!known.includes(key)) {
      fail('REC-FORMAT', 'role-module-unknown', `unknown role module "${key}": known modules are ${known.join(', ')}`, { module: key });
    }
  }
  const given = input as Record<string, unknown>;
  const setup: Record<string, unknown> = Object.fromEntries(known.map((key) => [key, null]));
  // Each role module's options, in the order its optional cards come (the Assassin's, then the Hunter's).
  const ordered = [...modulesOf({ roles: given })].sort((a, b) => (a.characters?.order.optional ?? 0) - (b.characters?.order.optional ?? 0));
  for (const module of ordered) {
    for (const key of manifest().find((m) => m.id === module.id)?.setupKeys?.roles ?? []) {
      setup[key] = module.characters?.options ? (module.characters.options(given[key], players) ?? null) : null;
    }
  }
  const normalised = setup as unknown as RoleSetup;
  roleCards(players, { roles: normalised });
  return normalised;
}

/** A special card (a `Role`, or a card dealt as plain) with the rule that adds it, in the order it takes a plain card. */
interface SpecialCard {
  role: string;
  rule: RuleId;
}

/** The special cards of each side, in the order they take plain cards (see the file comment). */
function specialCards(players: number, setup: Pick<GameSetup, 'roles' | 'modules'>): { resistance: SpecialCard[]; spies: SpecialCard[] } {
  const parts = modulesOf(setup).flatMap((m) => (m.characters ? [m.characters] : []));
  const chosen = parts.map((part) => ({ part, cards: part.cards(players, setup) }));
  const ordered = [
    ...[...chosen].sort((a, b) => a.part.order.fixed - b.part.order.fixed).flatMap((c) => c.cards.fixed),
    ...[...chosen].sort((a, b) => a.part.order.optional - b.part.order.optional).flatMap((c) => c.cards.optional),
  ];
  const resistance: SpecialCard[] = [];
  const spies: SpecialCard[] = [];
  for (const role of ordered) {
    const info = cardInfo(role);
    (info.side === 'spies' ? spies : resistance).push({ role, rule: info.rule });
  }
  return { resistance, spies };
}

/** "2 Spy Chiefs, Spy Hunter, Assassin": the cards that took a side's places, for an error sentence. */
function takenBy(cards: readonly SpecialCard[]): string {
  const roles = [...new Set(cards.map((c) => c.role))];
  return roles
    .map((role) => {
      const n = cards.filter((c) => c.role === role).length;
      return n > 1 ? `${n} ${cardInfo(role).plural}` : cardInfo(role).name;
    })
    .join(', ');
}

/**
 * The character cards of a game, one per seat, before the shuffle: the modules' special cards in
 * place of plain cards, plain cards for the rest, with the side counts of R-SET-2 (`spyCount`).
 * Resistance-side cards first, then spy-side cards; each side's special cards in the order of the
 * file comment, plain cards last. A card dealt as plain (the Reversers) is a plain card here.
 * @param setup the normalised options: `roles` (role modules) and `modules` (the Reverser)
 * @throws RuleError R-SET-1 for a player count outside 5–10; the rule of the first special card
 *   that finds no plain card of its side left (`no-plain-card`), with params `role`, `side`,
 *   `players`, `cards` (the side's card count)
 */
export function roleCards(players: number, setup: Pick<GameSetup, 'roles' | 'modules'>): Role[] {
  checkPlayers(players);
  const special = specialCards(players, setup);
  const cards: Role[] = [];
  for (const side of ['resistance', 'spies'] as const) {
    const count = side === 'spies' ? spyCount(players) : players - spyCount(players);
    const list = special[side];
    const plain: Role = side === 'spies' ? 'spy' : 'resistance';
    if (list.length > count) {
      const first = list[count]!;
      const name = cardInfo(first.role).name;
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
    cards.push(...list.map((c) => (cardInfo(c.role).dealtAsPlain ? plain : (c.role as Role))));
    for (let i = list.length; i < count; i++) cards.push(plain);
  }
  return cards;
}

/** Whether a setup has special cards (a role module, or a module whose cards replace plain cards). */
export function hasSpecialCards(players: number, setup: Pick<GameSetup, 'roles' | 'modules'>): boolean {
  const special = specialCards(players, setup);
  return special.resistance.length + special.spies.length > 0;
}

/** A dealt table: every seat's card and side, and the spies' seats. */
export interface RoleDeal {
  players: number;
  setup: RoleSetup;
  /** The card of each seat (index: seat). */
  roles: Role[];
  /** The side of each seat at the deal (index: seat). */
  sides: Side[];
  /** Seats on the spy side at the deal, ascending (as `GameSetup.spies`). */
  spies: Seat[];
}

function dealOf(players: number, setup: RoleSetup, roles: Role[]): RoleDeal {
  return {
    players,
    setup,
    roles,
    sides: roles.map(roleSide),
    spies: roles.flatMap((role, seat) => (roleSide(role) === 'spies' ? [seat] : [])),
  };
}

/**
 * Deals the character cards (R-SET-3): the cards of {@link roleCards} shuffled uniformly and one
 * dealt to each seat. The spies number `spyCount(players)` (R-SET-2), whatever the modules.
 * @param options the role modules (validated with {@link validateRoles})
 * @param randomInt uniform integer in [0, n) (the app passes `cryptoRandomInt`)
 * @param modules the record's `setup.modules` when a module there replaces plain cards (the Reverser)
 * @throws RuleError as {@link validateRoles}; RangeError when `randomInt` returns something outside [0, n)
 */
export function dealRoles(
  players: number,
  options: RoleOptions | null | undefined,
  randomInt: (n: number) => number,
  modules?: GameSetup['modules'],
): RoleDeal {
  const setup = validateRoles(players, options);
  return dealOf(players, setup, shuffle(roleCards(players, { roles: setup, modules }), randomInt));
}

/**
 * Checks a dealt table read back (e.g. from a record): the cards must be exactly the cards of the
 * setup, one per seat.
 * @returns the deal with `sides` and `spies` recomputed
 * @throws RuleError as {@link validateRoles}; R-SET-2 `roles-deal` when the cards do not match the setup's
 */
export function checkDeal(
  players: number,
  options: RoleOptions | null | undefined,
  roles: readonly Role[],
  modules?: GameSetup['modules'],
): RoleDeal {
  const setup = validateRoles(players, options);
  const expected = roleCards(players, { roles: setup, modules }).sort();
  if (!Array.isArray(roles) || roles.length !== players || [...roles].sort().join() !== expected.join()) {
    fail('R-SET-2', 'roles-deal', `the roles must be the ${players} cards of the chosen modules, one per seat`, { players });
  }
  return dealOf(players, setup, [...roles]);
}
