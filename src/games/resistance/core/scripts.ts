/**
 * The spoken eyes-closed reveal script (R-REV-1, R-VAR-BLIND, and the role modules' rules), as
 * lines a moderator or the device reads aloud. Each line has a machine `id` and `params` (the
 * roles it names) so that the UI can translate it, its English `text`, the rules it follows, and
 * who has their eyes open and thumbs up once the line is followed: the tests replay those states
 * and check that they show every seat exactly what `knowledge.ts` says it learns.
 *
 * The order is the seeds' (seed 001), with the modules' steps one after the other:
 * 1. everyone closes their eyes (with a fist out when any thumb is used later);
 * 2. the spies' step (R-REV-1, and how each card takes part in it: characters.ts `spiesStep`):
 *    skipped with Blind Spies (R-VAR-BLIND);
 * 3. each module's steps, in their `order` (the Commander's and the Body Guard's, R-ASN-SCRIPT;
 *    the Resistance Chiefs' and the Coordinator's, R-HUN-REV, R-HUN-OPT; the Defectors'
 *    counterparts, R-DEF-V2);
 * 4. everyone opens their eyes.
 *
 * Points the seeds leave open, and how they are resolved:
 * - "Spies, including the Spy Chief" is said whenever cards that open their eyes raise a thumb in
 *   the spies' step; the seed's Deep Agent script instead notes that the chief has eyes open and
 *   thumb up.
 * - With Blind Spies and nothing else to reveal, the script is empty (no reveal at all).
 * - The modules' own points are written in their folders.
 */
import type { Role } from './augment.ts';
import { roleCards, roleInfo, spiesStepOf, validateRoles } from './characters.ts';
import type { RoleOptions } from './characters.ts';
import type { RuleId } from './errors.ts';
import type { RevealPart } from './parts.ts';
import { loadedModules, modulesOf } from './registry.ts';
import { cardsOf, list, nameOf } from './script-builder.ts';
import type { RoleRef, ScriptBuilder, ScriptLine, ScriptLineId, ScriptParams } from './script-builder.ts';

export type { RoleRef, ScriptLine, ScriptLineId, ScriptParams } from './script-builder.ts';

function name(ref: RoleRef): string {
  return nameOf(ref, roleInfo);
}

/** "Spy Chief, Deep Agent and Pretender" (addressing them). */
export function addressed(refs: readonly RoleRef[]): string {
  return list(refs.map(name));
}

/** "the Blind Spy and the Deep Agent" (speaking of them). */
export function mentioned(refs: readonly RoleRef[]): string {
  return list(refs.map((r) => `the ${name(r)}`));
}

/** ", including the X" / ", but except the Y" clauses of the spies' and the Commander's lines. */
export function clauses(params: ScriptParams): string {
  const including = params.including ?? [];
  const except = params.except ?? [];
  let out = '';
  if (including.length > 0) out += `, including ${mentioned(including)}`;
  if (except.length > 0) out += `, ${including.length > 0 ? 'but ' : ''}except ${mentioned(except)}`;
  return out;
}

/**
 * The English sentence of a line (the UI's source text for translation): a fixed sentence per
 * `id`, with the roles of `params` named in it (plural when a role has more than one card, e.g.
 * "Spy Chiefs" at 10 players). `revealScript` builds every line's `text` with it.
 * @throws Error for a line of a module that is not loaded
 */
export function scriptText(id: ScriptLineId, params: ScriptParams = {}): string {
  const roles = params.roles ?? [];
  const thumb = cardsOf(roles) > 1 ? 'thumbs' : 'thumb';
  switch (id) {
    case 'close':
      return 'Everyone close your eyes.';
    case 'close-fists':
      return 'Everyone close your eyes and put a closed fist out in front of you.';
    case 'thumbs-up':
      return `${addressed(roles)}, raise your ${thumb}.`;
    case 'spies-open': {
      const learn = params.learn ?? [];
      const also = learn.length > 0 ? ` and ${mentioned(learn)}` : '';
      return `Spies${clauses(params)}, open your eyes and look around to learn the other spies${also}.`;
    }
    case 'spies-close':
      return "Spies, close your eyes. Everyone's eyes should be closed.";
    case 'spies-close-fists':
      return 'Spies, close your eyes. Everyone should have their eyes closed and a closed fist out in front of them.';
    case 'close-thumbs-down':
      return 'Everyone close your eyes and put your thumbs down.';
    case 'check-fists':
      return 'Everyone should now have their eyes closed and a closed fist out in front of them.';
    case 'open':
      return 'Everyone open your eyes.';
  }
  for (const module of loadedModules()) {
    const text = module.scriptText?.(id, params);
    if (text !== undefined) return text;
  }
  throw new Error(`no module says the script line "${String(id)}"`);
}

/**
 * The eyes-closed reveal script for a table of `players` with the given role modules, in the
 * order of the file comment; with no module it is R-REV-1's four lines.
 * @param options the role modules (as for `validateRoles`; a `RoleSetup` fits)
 * @param blindSpies the Blind Spies variant (R-VAR-BLIND): no spies' step
 * @returns the lines in order; empty when nothing is left to reveal
 * @throws RuleError as `validateRoles` (R-SET-1, REC-FORMAT, each module's rules, `no-plain-card`)
 */
export function revealScript(players: number, options: RoleOptions | null | undefined, blindSpies = false): ScriptLine[] {
  const roles = validateRoles(players, options);
  const cards = roleCards(players, { roles });
  const count = (role: Role): number => cards.filter((c) => c === role).length;
  const rank = (role: Role): number => roleInfo(role).rank ?? 0;
  const present = (list: readonly Role[]): Role[] => list.filter((r) => count(r) > 0);
  const refs = (list: readonly Role[]): RoleRef[] => present(list).map((role) => ({ role, count: count(role) }));
  const inGame = [...new Set(cards)];
  const step = (role: Role) => spiesStepOf(role, roles);
  const spyRoles = inGame.filter((r) => roleInfo(r).side === 'spies');
  const parts: RevealPart[] = modulesOf({ roles })
    .flatMap((m) => (m.reveal ? [m.reveal] : []))
    .sort((a, b) => a.order - b.order);

  const lines: ScriptLine[] = [];
  const say = (id: ScriptLineId, params: ScriptParams, rules: RuleId[], eyesOpen: readonly Role[] | 'everyone', thumbsUp: readonly Role[]): void => {
    lines.push({ id, text: scriptText(id, params), params, rules, eyesOpen, thumbsUp });
  };

  // The rules that frame the script (the close and open lines).
  const frame: RuleId[] = parts.flatMap((p) => {
    const rule = p.frameRule?.(roles);
    return rule ? [rule] : [];
  });
  if (frame.length === 0) frame.push('R-REV-1');
  if (blindSpies) frame.push('R-VAR-BLIND');

  // Fists are needed when any thumb is raised.
  const spiesThumbs = !blindSpies && inGame.some((r) => step(r)?.thumb || step(r)?.kind === 'shut-thumb');
  const fists = spiesThumbs || parts.some((p) => p.usesThumbs?.(roles, blindSpies));
  say(fists ? 'close-fists' : 'close', {}, frame, [], []);
  const opening = lines.length;

  // The spies' step (R-REV-1 and how each card takes part), skipped with R-VAR-BLIND.
  const byRank = (list: Role[]): Role[] => list.sort((a, b) => rank(a) - rank(b));
  const shut = byRank(spyRoles.filter((r) => step(r) === undefined || step(r)!.kind !== 'opens'));
  const openers = spyRoles.filter((r) => !shut.includes(r));
  let spiesStep = false;
  if (!blindSpies && openers.length > 0) {
    spiesStep = true;
    const spyRules: RuleId[] = ['R-REV-1', ...parts.flatMap((p) => [...(p.spiesStepRules?.(roles, (r) => count(r) > 0) ?? [])])];
    const thumbs = byRank(inGame.filter((r) => step(r)?.thumb || step(r)?.kind === 'shut-thumb'));
    const learn = byRank(inGame.filter((r) => step(r)?.learnt));
    if (thumbs.length > 0) {
      const including = byRank(openers.filter((r) => step(r)?.thumb));
      say('thumbs-up', { roles: refs(thumbs) }, spyRules, [], thumbs);
      say('spies-open', { including: refs(including), except: refs(shut), learn: refs(learn) }, spyRules, openers, thumbs);
      say('close-thumbs-down', {}, spyRules, [], []);
      say('check-fists', {}, spyRules, [], []);
    } else {
      say('spies-open', { except: refs(shut) }, spyRules, openers, []);
      say(fists ? 'spies-close-fists' : 'spies-close', {}, spyRules, [], []);
    }
  }

  // Each module's steps, in order.
  const builder: ScriptBuilder = { players, roles, blindSpies, count, present, refs, spyRoles, spiesStep, shut, say };
  for (const part of parts) part.steps?.(builder);

  // R-VAR-BLIND: nothing to reveal, no script.
  if (lines.length === opening) return [];
  say('open', {}, frame, 'everyone', []);
  return lines;
}
