/**
 * What each seat learns at the eyes-closed reveal when the app deals character cards with role
 * modules (R-REV-1, R-VAR-BLIND and the modules' rules: R-ASN-2, R-ASN-OPT, R-ASN-SCRIPT, R-DEF-V1,
 * R-DEF-V2, R-HUN-REV, R-HUN-OPT), as one data table: {@link sightsTable}, from a card to the
 * cards it sees and the label it sees them as. {@link knowledge} builds every seat's view of a
 * dealt table from it.
 *
 * The table is composed, so that the core names no module's card:
 * - the core's part is the spies' eyes-open step (R-REV-1): each card says how it takes part
 *   (characters.ts `spiesStep`: opens its eyes, raises a thumb, keeps its eyes shut) and how the
 *   open-eyed spies see it; every card that opens its eyes sees {@link spySights}. With Blind
 *   Spies (R-VAR-BLIND) that step is skipped, and so is everything that happens in it (the thumbs
 *   shown to the open-eyed spies); every other step still happens, since R-VAR-BLIND only says
 *   the spies do not know each other;
 * - each module adds what its own steps show (parts.ts `KnowledgePart`, a module's `knowledge`): the Commander and the
 *   Body Guard (Assassin), the Resistance Chiefs and the Coordinator (Hunter), the Defectors'
 *   counterparts (Defector variant II).
 *
 * Modules combined: each module's steps happen in turn (see `scripts.ts`), so a card's sights are
 * the union of what each step shows it. Labels say what the reveal showed, not what a player may
 * deduce from the public list of cards in the game: the only narrowing is the one the step itself
 * gives: a group of look-alikes of which only one card is in the game is named by that card
 * (`narrow`).
 *
 * The spoken script of `scripts.ts` records who has eyes open and thumbs up after each line; the
 * tests replay it and check that it shows each seat exactly what this table says.
 */
import { fail } from './errors.ts';
import type { RuleId } from './errors.ts';
import { roleInfo, roleTable } from './characters.ts';
import type { Role, SeenAs } from './augment.ts';
import type { RoleInfo, Sight } from './parts.ts';
import { loadedModules } from './registry.ts';
import type { GameSetup, RoleSetup, Seat, Side } from './types.ts';

/**
 * What a card that opens its eyes in the spies' step sees (R-REV-1, and how each module's cards
 * take part in it): the plain-looking cards (they open their eyes in every game, show no thumb,
 * are seen as "spy") form one line; every other way of taking part is a line of its own (cards
 * that look alike share one).
 */
export function spySights(table: Readonly<Record<string, RoleInfo>> = roleTable()): Sight[] {
  const parts = (Object.entries(table) as [Role, RoleInfo][]).flatMap(([role, info]) =>
    info.dealtAsPlain ? [] : (info.spiesStep ?? []).map((part) => ({ role, part })),
  );
  const isPlain = (p: (typeof parts)[number]) => p.part.kind === 'opens' && !p.part.thumb && (p.part.seenAs ?? 'spy') === 'spy' && !p.part.when;
  const sights: Sight[] = [{ roles: parts.filter(isPlain).map((p) => p.role), as: 'spy', rule: 'R-REV-1', spyReveal: true }];
  const done = new Set<(typeof parts)[number]>();
  for (const p of parts) {
    if (isPlain(p) || p.part.kind === 'shut' || done.has(p)) continue;
    // Cards that look alike in this step share one line (R-HUN-OPT: the Deep Agent and the Pretender).
    const group = p.part.lookAlikes ?? [p.role];
    const members = p.part.lookAlikes
      ? parts.filter((q) => group.includes(q.role) && q.part.kind !== 'shut' && (q.part.seenAs ?? 'spy') === (p.part.seenAs ?? 'spy'))
      : [p];
    for (const q of members) done.add(q);
    const sight: Sight = { roles: group, as: p.part.seenAs ?? 'spy', rule: p.part.rule, spyReveal: true };
    const narrow = Object.fromEntries(members.flatMap((q) => (q.part.narrow ? [[q.role, q.part.narrow]] : [])));
    if (Object.keys(narrow).length > 0) sight.narrow = narrow;
    if (p.part.when) sight.when = p.part.when;
    sights.push(sight);
  }
  return sights;
}

/** {@link sightsTable}'s table, with the card table it was composed from (one per set of loaded modules). */
let cached: { from: Readonly<Record<string, RoleInfo>>; table: Readonly<Record<Role, readonly Sight[]>> } | null = null;

/**
 * The knowledge table: for each card, what it sees at the reveal. A card not listed in any sight
 * is learnt by nobody; a card with no sights learns nobody. Composed from the loaded modules.
 */
export function sightsTable(): Readonly<Record<Role, readonly Sight[]>> {
  const table = roleTable();
  if (cached?.from === table) return cached.table;
  const spy = spySights(table);
  const sights: Record<string, readonly Sight[]> = {};
  for (const [role, info] of Object.entries(table)) {
    if (info.dealtAsPlain) continue;
    // A card that opens its eyes in the spies' step of every game sees what the spies see (not
    // with R-VAR-BLIND); one that opens them only in some games gets its sights from its module.
    sights[role] = (info.spiesStep ?? []).some((part) => part.kind === 'opens' && !part.when) ? spy : [];
  }
  for (const module of loadedModules()) {
    Object.assign(sights, module.knowledge?.sights({ spySights: spy, table }) ?? {});
  }
  cached = { from: table, table: sights as Record<Role, readonly Sight[]> };
  return cached.table;
}

/** Every label, with the cards it may stand for (a label never covers a card outside its list). */
export function seenAsRoles(): Readonly<Record<string, readonly Role[]>> {
  const out: Record<string, Role[]> = {};
  for (const sights of Object.values(sightsTable())) {
    for (const sight of sights) {
      for (const label of [sight.as, ...Object.values(sight.narrow ?? {})]) {
        const roles = label === sight.as ? sight.roles : sight.roles.filter((r) => sight.narrow?.[r] === label);
        out[label] = [...new Set([...(out[label] ?? []), ...roles])];
      }
    }
  }
  return out;
}

/** One seat learnt at the reveal: who, as what, by which rule. */
export interface Learned {
  seat: Seat;
  as: SeenAs;
  rule: RuleId;
}

/** What one seat knows after the reveal: its own card and the other seats it learnt (ascending seats). */
export interface SeatKnowledge {
  seat: Seat;
  role: Role;
  side: Side;
  learns: Learned[];
}

/** The dealt table {@link knowledge} needs: each seat's card and the role options (for the modules' variants). */
export interface DealtRoles {
  roles: readonly Role[];
  setup: Partial<RoleSetup>;
}

/**
 * The lines of {@link sightsTable} for `role` that apply to this game: those of another variant
 * are dropped, and with Blind Spies those of the spies' eyes-open step (R-VAR-BLIND).
 * @returns a subset of `sightsTable()[role]`, in its order; no two of them share a card
 */
export function sightsOf(role: Role, setup: Partial<RoleSetup>, blindSpies: boolean): Sight[] {
  const all = sightsTable()[role] ?? [];
  return all.filter((sight) => (!sight.when || sight.when(setup)) && !(blindSpies && sight.spyReveal));
}

/** The label of `sight` in a game holding the cards `inGame` (see `narrow`). */
function labelOf(sight: Sight, inGame: ReadonlySet<Role>): SeenAs {
  const present = sight.roles.filter((r) => inGame.has(r));
  const only = present.length === 1 ? sight.narrow?.[present[0]!] : undefined;
  return only ?? sight.as;
}

/**
 * What every seat learns at the reveal, built from {@link sightsTable}: for each seat, its card,
 * its side and every other seat it learns, ascending, `{ seat, as, rule }`.
 * @param deal the cards by seat and the role options (a `RoleDeal` from `dealRoles` fits)
 * @param blindSpies the Blind Spies variant (R-VAR-BLIND): the spies' eyes-open step is skipped
 * @returns one entry per seat, in seat order
 * @throws RuleError R-SET-2 `roles-deal` when `roles` holds an unknown card
 */
export function knowledge(deal: DealtRoles, blindSpies = false): SeatKnowledge[] {
  const roles = deal.roles;
  const table = roleTable();
  for (const role of roles) {
    if (typeof role !== 'string' || !Object.hasOwn(table, role) || table[role]!.dealtAsPlain) {
      fail('R-SET-2', 'roles-deal', `unknown role "${String(role)}"`, { role: String(role) });
    }
  }
  const inGame = new Set(roles);
  return roles.map((role, seat) => {
    const learns: Learned[] = [];
    const sights = sightsOf(role, deal.setup, blindSpies);
    roles.forEach((other, otherSeat) => {
      if (otherSeat === seat) return;
      const sight = sights.find((s) => s.roles.includes(other));
      if (sight) learns.push({ seat: otherSeat, as: labelOf(sight, inGame), rule: sight.rule });
    });
    return { seat, role, side: roleInfo(role).side, learns };
  });
}

/**
 * What one seat learns at the reveal (see {@link knowledge}).
 * @throws RangeError when `seat` is not a seat of the table
 */
export function knowledgeFor(deal: DealtRoles, seat: Seat, blindSpies = false): SeatKnowledge {
  const entry = knowledge(deal, blindSpies)[seat];
  if (!Number.isInteger(seat) || !entry) throw new RangeError(`no seat ${seat} at a table of ${deal.roles.length}`);
  return entry;
}

/** The role options of a setup, for {@link knowledge}. */
export function roleOptionsOf(setup: Pick<GameSetup, 'roles'>): Partial<RoleSetup> {
  return setup.roles ?? {};
}
