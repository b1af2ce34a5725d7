/**
 * The parts a module gives the core's character layer (rules §4): its cards and how they behave at
 * the eyes-closed reveal (`characters.ts`, `knowledge.ts`, `scripts.ts`). Types only.
 */
import type { RuleId } from './errors.ts';
import type { Role, SeenAs } from './augment.ts';
import type { GameSetup, RoleSetup, Side } from './types.ts';
import type { ScriptBuilder } from './script-builder.ts';

/**
 * How a card behaves in the spies' eyes-open step of the reveal (R-REV-1), for `knowledge.ts` and
 * `scripts.ts`:
 * - `opens`: opens their eyes with the spies and is seen as one of them (`seenAs`, default `'spy'`);
 *   with `thumb`, also raises a thumb, so the spies learn what it is (`'spy-chief'`, R-HUN-REV);
 * - `shut-thumb`: keeps their eyes shut but raises a thumb, so the open-eyed spies see them as
 *   `seenAs` (the Deep Agent and the Pretender, R-HUN-OPT; the Spy Defector of variant I, R-DEF-V1);
 * - `shut`: keeps their eyes shut and is not shown (the Blind Spy, R-ASN-OPT).
 * A card with no part in the step (a resistance card) has none.
 */
export interface SpiesStepPart {
  kind: 'opens' | 'shut-thumb' | 'shut';
  /** Raises a thumb while the spies look (`opens` with a thumb). */
  thumb?: boolean;
  /** How the open-eyed spies see this card; default `'spy'`. */
  seenAs?: SeenAs;
  /** The rule of that sight. */
  rule: RuleId;
  /**
   * Cards that look the same in this step (one label for all of them), and the label to use when
   * only this card of them is in the game (R-HUN-OPT: "cannot tell which is which").
   */
  lookAlikes?: readonly Role[];
  narrow?: SeenAs;
  /** The spies "learn" this card by its thumb (named in the line "… and the Spy Chief"). */
  learnt?: boolean;
  /** Only in games whose role options pass this test (a module's variant: R-DEF-V1, R-DEF-V2). */
  when?(roles: Partial<RoleSetup>): boolean;
}

/** What the engine knows of a card: side at the deal, module, rule, names, and its part in the reveal. */
export interface RoleInfo {
  side: Side;
  /** The module it belongs to; `'base'` for the plain cards. */
  module: string;
  rule: RuleId;
  /** English name, singular and plural (for the spoken script). */
  name: string;
  plural: string;
  /** Name on the Polish card (seed 001), for reference. */
  polish: string;
  /** Its part in the spies' eyes-open step: the first whose `when` the game passes; none for no part. */
  spiesStep?: readonly SpiesStepPart[];
  /**
   * Order of the cards a line of the script names together ("Spy Chief, Deep Agent and
   * Pretender"); lower first.
   */
  rank?: number;
  /**
   * A card that replaces a plain card but is dealt as one (the Reversers, R-REVS-1: their seats are
   * kept apart, `setup.reversers`): it counts against the plain cards, and the deal gives a plain card.
   */
  dealtAsPlain?: true;
}

/** A module's character cards (see the file comment). */
export interface CharacterPart {
  /** Its cards, by name (a card dealt as plain is named here but is no `Role`). */
  readonly roles: Readonly<Partial<Record<Role, RoleInfo>>> & Readonly<Record<string, RoleInfo>>;
  /** Where its cards come when plain cards are taken: `fixed` ones first, then `optional` ones (lower first). */
  readonly order: { fixed: number; optional: number };
  /** The special cards of a game with this setup (the module's options normalised). */
  cards(players: number, setup: Pick<GameSetup, 'roles' | 'modules'>): { fixed: readonly string[]; optional: readonly string[] };
  /**
   * Normalises the module's key of `setup.roles` (a role module) and checks its own rules
   * (R-ASN-OPT `body-guard-five`…); the value is as given, `undefined` when left out.
   */
  options?(value: unknown, players: number): unknown;
}

/**
 * One line of the table: the viewer sees every other seat holding one of `roles` as `as`.
 * - `narrow`: the label to use instead when, of `roles`, only that one card is in the game;
 * - `spyReveal`: the sight happens in the spies' eyes-open step, skipped with R-VAR-BLIND;
 * - `when`: the sight exists only in games whose role options pass this test (a module's variant).
 */
export interface Sight {
  roles: readonly Role[];
  as: SeenAs;
  rule: RuleId;
  narrow?: Partial<Record<Role, SeenAs>>;
  spyReveal?: true;
  when?: (roles: Partial<RoleSetup>) => boolean;
}

/**
 * A module's part of the table: what its cards see, given what an open-eyed spy sees in the
 * spies' step (`spySights`) and every card the loaded modules know (`table`).
 */
export interface KnowledgePart {
  sights(context: { spySights: readonly Sight[]; table: Readonly<Record<string, RoleInfo>> }): Partial<Record<Role, readonly Sight[]>>;
}

/** A module's steps in the spoken reveal script (scripts.ts), after the spies' step. */
export interface RevealPart {
  /** Where its steps come among the modules' (lower first: the Commander 3, the Resistance Chiefs 4, the Defectors 5). */
  readonly order: number;
  /** The rule that frames the whole script when the module is on (the close and open lines). */
  frameRule?(roles: RoleSetup): RuleId | null;
  /** Whether any thumb is raised in the module's steps, so everyone holds out a fist from the start. */
  usesThumbs?(roles: RoleSetup, blindSpies: boolean): boolean;
  /** Rules the spies' step follows when the module is on (R-ASN-SCRIPT, R-HUN-REV…). */
  spiesStepRules?(roles: RoleSetup, present: (role: Role) => boolean): readonly RuleId[];
  /** Says the module's lines. */
  steps?(script: ScriptBuilder): void;
}
