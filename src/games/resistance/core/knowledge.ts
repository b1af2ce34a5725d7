/**
 * What each seat learns at the eyes-closed reveal with the Assassin, Defector and Hunter modules
 * (R-REV-1, R-VAR-BLIND, R-ASN-2, R-ASN-OPT, R-ASN-SCRIPT, R-DEF-V1, R-DEF-V2, R-HUN-REV,
 * R-HUN-OPT), as one data table: {@link SIGHTS}, from a role to the roles it sees and the label
 * it sees them as. {@link knowledge} builds every seat's view of a dealt table from it.
 *
 * How the table reads the rules (and the seeds where the rules are short):
 * - Base game (R-REV-1): the spies open their eyes together and see each other as "spy". With
 *   Blind Spies (R-VAR-BLIND) that step is skipped, and so is everything that happens in it (the
 *   Spy Chiefs', Deep Agent's, Pretender's and Spy Defector's thumbs shown to the open-eyed
 *   spies); every other step (Commander, Body Guard, Resistance Chiefs, Coordinator, Defectors'
 *   counterparts) still happens, since R-VAR-BLIND only says the spies do not know each other.
 * - Assassin (R-ASN-2, R-ASN-SCRIPT): the spies but the Blind Spy open their eyes; the Commander
 *   sees every spy-side card but the Deep Cover (the Blind Spy included) by their thumbs, as "spy":
 *   thumbs do not tell the Assassin from another spy. The Body Guard sees the Commander and the
 *   False Commander as "commander-or-false-commander" (R-ASN-OPT: "looks the same to them"), or
 *   as "commander" when the False Commander is not in the game.
 * - Defector variant I (R-DEF-V1): the Spy Defector keeps their eyes shut and shows a thumb, so
 *   the spies see them as "spy-defector" and the Spy Defector sees nobody. Variant II (R-DEF-V2):
 *   the Spy Defector opens their eyes with the spies (seen as, and seeing, "spy"), and at the end
 *   the two Defectors see each other as "resistance-defector" / "spy-defector".
 * - Hunter (R-HUN-REV): the Spy Chiefs raise a thumb while every spy opens their eyes, so the
 *   spies see the chiefs as "spy-chief" and the others as "spy" (the Spy Hunter is not shown as
 *   such). With 8+ players the two Resistance Chiefs see each other as "resistance-chief" (below
 *   8 there is one, so the sight is empty). Coordinator (R-HUN-OPT): the Resistance Chiefs see
 *   them by their thumb. Deep Agent (R-HUN-OPT): keeps their eyes shut and raises a thumb with
 *   the Pretender; the spies see both as "deep-agent-or-pretender" ("cannot tell which is
 *   which"), or as "deep-agent" without the Pretender. The Dummy Agent, the Hunters and the
 *   Pretender learn nobody; nobody learns the Dummy Agent or a Hunter.
 * - Modules combined: each module's steps happen in turn (see `scripts.ts`), so a role's sights
 *   are the union of what each module's steps show it. Every spy-side card shows its thumb to
 *   the Commander except the Deep Cover (the Spy Chiefs, Deep Agent and Spy Defector included).
 * - Labels say what the reveal showed, not what a player may deduce from the public list of
 *   cards in the game: e.g. a spy at a 5-player Defector II table sees the other spy as "spy",
 *   even though they could work out it is the Spy Defector. The only narrowing is the one the
 *   step itself gives: a group of look-alikes of which only one role is in the game is named by
 *   that role (`narrow`).
 *
 * The spoken script of `scripts.ts` records who has eyes open and thumbs up after each line; the
 * tests replay it and check that it shows each seat exactly what this table says.
 */
import { fail } from './errors.ts';
import type { RuleId } from './errors.ts';
import { roleSide } from './characters.ts';
import type { DefectorVariant, Role, RoleSetup } from './characters.ts';
import type { Seat, Side } from './types.ts';

/** How a seat is seen at the reveal: what the viewer learns of it. */
export type SeenAs =
  | 'spy'
  | 'spy-chief'
  | 'spy-defector'
  | 'resistance-defector'
  | 'commander'
  | 'commander-or-false-commander'
  | 'resistance-chief'
  | 'coordinator'
  | 'deep-agent'
  | 'deep-agent-or-pretender';

/** The roles each label may stand for (a label never covers a role outside its list). */
export const SEEN_AS_ROLES: Readonly<Record<SeenAs, readonly Role[]>> = {
  spy: ['spy', 'assassin', 'blind-spy', 'deep-cover', 'false-commander', 'spy-defector', 'spy-chief', 'spy-hunter', 'deep-agent'],
  'spy-chief': ['spy-chief'],
  'spy-defector': ['spy-defector'],
  'resistance-defector': ['resistance-defector'],
  commander: ['commander'],
  'commander-or-false-commander': ['commander', 'false-commander'],
  'resistance-chief': ['resistance-chief'],
  coordinator: ['coordinator'],
  'deep-agent': ['deep-agent'],
  'deep-agent-or-pretender': ['deep-agent', 'pretender'],
};

/**
 * One line of the table: the viewer sees every other seat holding one of `roles` as `as`.
 * - `narrow`: the label to use instead when, of `roles`, only that one role is in the game;
 * - `spyReveal`: the sight happens in the spies' eyes-open step, skipped with R-VAR-BLIND;
 * - `defector`: the sight exists only with that Defector variant.
 */
export interface Sight {
  roles: readonly Role[];
  as: SeenAs;
  rule: RuleId;
  narrow?: Partial<Record<Role, SeenAs>>;
  spyReveal?: true;
  defector?: DefectorVariant;
}

/** Spy-side cards that open their eyes with the spies and show no thumb (R-REV-1, R-ASN-SCRIPT, R-HUN-REV). */
const PLAIN_LOOKING_SPIES: readonly Role[] = ['spy', 'assassin', 'deep-cover', 'false-commander', 'spy-hunter'];

/** What a spy who opens their eyes in the spies' step sees (R-REV-1 and the modules' changes to it). */
const SPY_SIGHTS: readonly Sight[] = [
  // R-REV-1 / R-ASN-SCRIPT step 2: the spies but the Blind Spy open their eyes.
  { roles: PLAIN_LOOKING_SPIES, as: 'spy', rule: 'R-ASN-SCRIPT', spyReveal: true },
  // R-DEF-V2: the Spy Defector learns the spies "as usual (and they learn them)".
  { roles: ['spy-defector'], as: 'spy', rule: 'R-DEF-V2', spyReveal: true, defector: 'II' },
  // R-DEF-V1: the Spy Defector does not open their eyes but shows a thumb.
  { roles: ['spy-defector'], as: 'spy-defector', rule: 'R-DEF-V1', spyReveal: true, defector: 'I' },
  // R-HUN-REV: the spies learn "which are chiefs" by their thumbs.
  { roles: ['spy-chief'], as: 'spy-chief', rule: 'R-HUN-REV', spyReveal: true },
  // R-HUN-OPT: Deep Agent and Pretender raise thumbs together, eyes shut.
  {
    roles: ['deep-agent', 'pretender'],
    as: 'deep-agent-or-pretender',
    narrow: { 'deep-agent': 'deep-agent' },
    rule: 'R-HUN-OPT',
    spyReveal: true,
  },
];

/** R-ASN-2, R-ASN-SCRIPT step 3: every spy-side card but the Deep Cover raises a thumb for the Commander. */
const COMMANDER_SIGHTS: readonly Sight[] = [
  {
    roles: ['spy', 'assassin', 'blind-spy', 'false-commander', 'spy-defector', 'spy-chief', 'spy-hunter', 'deep-agent'],
    as: 'spy',
    rule: 'R-ASN-2',
  },
];

/**
 * The knowledge table: for each role, what it sees at the reveal (rules R-REV-1, R-VAR-BLIND,
 * R-ASN-2, R-ASN-OPT, R-ASN-SCRIPT, R-DEF-V1, R-DEF-V2, R-HUN-REV, R-HUN-OPT). A role not
 * listed in any sight is learnt by nobody; a role with no sights learns nobody.
 */
export const SIGHTS: Readonly<Record<Role, readonly Sight[]>> = {
  resistance: [],
  spy: SPY_SIGHTS,
  commander: COMMANDER_SIGHTS,
  assassin: SPY_SIGHTS,
  // R-ASN-OPT: "learns who the Commander is (and the False Commander, who looks the same to them)".
  'body-guard': [
    {
      roles: ['commander', 'false-commander'],
      as: 'commander-or-false-commander',
      narrow: { commander: 'commander' },
      rule: 'R-ASN-OPT',
    },
  ],
  // R-ASN-OPT: "does not learn the other spies and they do not learn them".
  'blind-spy': [],
  'deep-cover': SPY_SIGHTS,
  'false-commander': SPY_SIGHTS,
  // R-DEF-V2: "Defectors, open your eyes and find your counterpart."
  'resistance-defector': [{ roles: ['spy-defector'], as: 'spy-defector', rule: 'R-DEF-V2', defector: 'II' }],
  // R-DEF-V1: the Spy Defector does not open their eyes with the spies (no sight); R-DEF-V2: as a spy, and the counterpart.
  'spy-defector': [
    ...SPY_SIGHTS.filter((sight) => sight.defector !== 'I').map((sight): Sight => ({ ...sight, rule: 'R-DEF-V2', defector: 'II' })),
    { roles: ['resistance-defector'], as: 'resistance-defector', rule: 'R-DEF-V2', defector: 'II' },
  ],
  // R-HUN-REV (8+: the two chiefs see each other); R-HUN-OPT: the Coordinator shows a thumb to the chiefs.
  'resistance-chief': [
    { roles: ['resistance-chief'], as: 'resistance-chief', rule: 'R-HUN-REV' },
    { roles: ['coordinator'], as: 'coordinator', rule: 'R-HUN-OPT' },
  ],
  'resistance-hunter': [],
  'spy-chief': SPY_SIGHTS,
  'spy-hunter': SPY_SIGHTS,
  'dummy-agent': [],
  coordinator: [],
  // R-HUN-OPT: "does not learn the other spies, but they learn them".
  'deep-agent': [],
  pretender: [],
};

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

/** The dealt table {@link knowledge} needs: each seat's role and the setup (for the Defector variant). */
export interface DealtRoles {
  roles: readonly Role[];
  setup: Pick<RoleSetup, 'defector'>;
}

/**
 * The lines of {@link SIGHTS} for `role` that apply to this game: those of another Defector
 * variant are dropped (R-DEF-V1, R-DEF-V2), and with Blind Spies those of the spies' eyes-open
 * step (R-VAR-BLIND).
 * @param defector the game's Defector variant, `null` without the module
 * @returns a subset of `SIGHTS[role]`, in its order; no two of them share a role
 */
export function sightsOf(role: Role, defector: DefectorVariant | null, blindSpies: boolean): Sight[] {
  return SIGHTS[role].filter((sight) => (sight.defector === undefined || sight.defector === defector) && !(blindSpies && sight.spyReveal));
}

/** The label of `sight` in a game holding the roles `inGame` (see `narrow`). */
function labelOf(sight: Sight, inGame: ReadonlySet<Role>): SeenAs {
  const present = sight.roles.filter((r) => inGame.has(r));
  const only = present.length === 1 ? sight.narrow?.[present[0]!] : undefined;
  return only ?? sight.as;
}

/**
 * What every seat learns at the reveal, built from {@link SIGHTS}: for each seat, its role, its
 * side and every other seat it learns, ascending, `{ seat, as, rule }`.
 * @param deal the roles by seat and the setup (a `RoleDeal` from `dealRoles` fits)
 * @param blindSpies the Blind Spies variant (R-VAR-BLIND): the spies' eyes-open step is skipped
 * @returns one entry per seat, in seat order
 * @throws RuleError R-SET-2 `roles-deal` when `roles` holds an unknown role
 */
export function knowledge(deal: DealtRoles, blindSpies = false): SeatKnowledge[] {
  const roles = deal.roles;
  for (const role of roles) {
    if (typeof role !== 'string' || !Object.hasOwn(SIGHTS, role)) fail('R-SET-2', 'roles-deal', `unknown role "${String(role)}"`, { role: String(role) });
  }
  const inGame = new Set(roles);
  const defector = deal.setup.defector;
  return roles.map((role, seat) => {
    const learns: Learned[] = [];
    const sights = sightsOf(role, defector, blindSpies);
    roles.forEach((other, otherSeat) => {
      if (otherSeat === seat) return;
      const sight = sights.find((s) => s.roles.includes(other));
      if (sight) learns.push({ seat: otherSeat, as: labelOf(sight, inGame), rule: sight.rule });
    });
    return { seat, role, side: roleSide(role), learns };
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
