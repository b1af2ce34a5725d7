/**
 * The pieces of the spoken eyes-closed reveal script (scripts.ts) that modules use to say their
 * own lines: the line's shape, the roles it names, and the English phrasing helpers. Types and
 * pure helpers only; `scripts.ts` builds the script.
 */
import type { Role } from './augment.ts';
import type { RuleId } from './errors.ts';
import type { RoleSetup } from './types.ts';

/**
 * The core's lines (the module's lines add to these, `ModuleScriptLines`); the UI picks a
 * translated sentence by id and params.
 */
export type CoreScriptLineId =
  | 'close'
  | 'close-fists'
  | 'thumbs-up'
  | 'spies-open'
  | 'spies-close'
  | 'spies-close-fists'
  | 'close-thumbs-down'
  | 'check-fists'
  | 'open';

/** The lines modules add, by id (declaration merging, like `augment.ts`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleScriptLines {}

/** The machine names of the script's lines. */
export type ScriptLineId = CoreScriptLineId | keyof ModuleScriptLines;

/** A role named in a line, with how many cards of it are in the game (for singular/plural). */
export interface RoleRef {
  role: Role;
  count: number;
}

/**
 * The roles a line names:
 * - `roles`: who is addressed (thumbs-up lines, the Body Guard's lines, the Coordinator's lines);
 * - `including` / `except`: the spies' and the Commander's lines ("Spies, including …, except …");
 * - `learn`: what the spies learn besides each other ("… and the Spy Chief").
 */
export interface ScriptParams {
  roles?: RoleRef[];
  including?: RoleRef[];
  except?: RoleRef[];
  learn?: RoleRef[];
}

/**
 * One line of the script.
 * - `eyesOpen`, `thumbsUp`: the roles with eyes open / thumb up once the line is followed;
 *   `'everyone'` on the last line (the reveal is over).
 */
export interface ScriptLine {
  id: ScriptLineId;
  text: string;
  params: ScriptParams;
  rules: RuleId[];
  eyesOpen: readonly Role[] | 'everyone';
  thumbsUp: readonly Role[];
}

/** What a module's steps know of the game and how they say a line (scripts.ts gives it). */
export interface ScriptBuilder {
  readonly players: number;
  readonly roles: RoleSetup;
  readonly blindSpies: boolean;
  /** How many cards of `role` are in the game. */
  count(role: Role): number;
  /** Those of `roles` in the game, in the given order. */
  present(roles: readonly Role[]): Role[];
  /** Those of `roles` in the game, with their counts. */
  refs(roles: readonly Role[]): RoleRef[];
  /** The spy-side cards in the game. */
  readonly spyRoles: readonly Role[];
  /** Whether the spies' step was said (not with Blind Spies, nor with no spy opening their eyes). */
  readonly spiesStep: boolean;
  /** The spy-side cards that kept their eyes shut in the spies' step. */
  readonly shut: readonly Role[];
  /** Adds a line; its text comes from `scriptText`. */
  say(id: ScriptLineId, params: ScriptParams, rules: RuleId[], eyesOpen: readonly Role[] | 'everyone', thumbsUp: readonly Role[]): void;
}

/** "A", "A and B", "A, B and C". */
export function list(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** A role's English name, plural when it has more than one card in the game. */
export function nameOf(ref: RoleRef, info: (role: Role) => { name: string; plural: string }): string {
  return ref.count > 1 ? info(ref.role).plural : info(ref.role).name;
}

/** How many cards the refs stand for. */
export function cardsOf(refs: readonly RoleRef[]): number {
  return refs.reduce((n, r) => n + r.count, 0);
}

/** A module's English sentences for its own lines (`undefined` for a line that is not its own). */
export type ScriptTextPart = (id: ScriptLineId, params: ScriptParams) => string | undefined;
