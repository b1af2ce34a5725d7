/**
 * The spoken eyes-closed reveal script for the chosen role modules (R-REV-1, R-VAR-BLIND,
 * R-ASN-SCRIPT, R-DEF-V1, R-DEF-V2, R-HUN-REV, R-HUN-OPT), as lines a moderator or the device
 * reads aloud. Each line has a machine `id` and `params` (the roles it names) so that the UI can
 * translate it, its English `text`, the rules it follows, and who has their eyes open and thumbs
 * up once the line is followed: the tests replay those states and check that they show every
 * seat exactly what `knowledge.ts` says it learns.
 *
 * The order is the seeds' (seed 001), with the modules' steps one after the other:
 * 1. everyone closes their eyes (with a fist out when any thumb is used later);
 * 2. the spies' step (R-REV-1; R-ASN-SCRIPT step 2; R-HUN-REV; R-HUN-OPT's Deep Agent script;
 *    R-DEF-V1's thumb): skipped with Blind Spies (R-VAR-BLIND);
 * 3. the Commander's step, then the Body Guard's (R-ASN-SCRIPT steps 3 and 4);
 * 4. the Resistance Chiefs' step at 8+ players (R-HUN-REV: "before everyone opens eyes"), then the
 *    Coordinator's (R-HUN-OPT);
 * 5. the Defectors' counterparts (R-DEF-V2: "at the end of the reveal");
 * 6. everyone opens their eyes.
 *
 * Points the seeds leave open, and how they are resolved:
 * - Defector variant I prints no script: the Spy Defector raises a thumb, the spies but the Spy
 *   Defector open their eyes, then everyone closes and lowers thumbs (the Hunter's pattern). The
 *   Spy Defector and the Deep Agent, who would look alike (eyes shut, thumb up), never meet: the
 *   Hunter leaves at most one plain spy card, so both cannot be dealt (`no-plain-card`).
 * - The Coordinator's two lines have no place in the seed: they come after the Resistance
 *   Chiefs' step (at 8+ the chiefs then open their eyes twice; they learn nothing more).
 * - "Spies, including the Spy Chief" is said whenever Spy Chiefs raise a thumb in the spies'
 *   step; the seed's Deep Agent script instead notes that the chief has eyes open and thumb up.
 * - The Commander's thumbs line names, as "including", the spy-side roles that kept their eyes
 *   shut in the spies' step (Blind Spy, as in the seed; also Deep Agent and a variant I Spy
 *   Defector), and "except" the Deep Cover. Every spy-side card but the Deep Cover raises a
 *   thumb for the Commander, whatever its module.
 * - With Blind Spies and nothing else to reveal, the script is empty (no reveal at all).
 * - The seed's "Everyone should have their eyes closed…" is said with "now" both in the
 *   Assassin's and the Hunter's script (the Polish differs only by "teraz").
 */
import type { RuleId } from './errors.ts';
import { HUNTER_CHIEFS, ROLE_INFO, roleCards, roleSide, validateRoles } from './characters.ts';
import type { Role, RoleOptions } from './characters.ts';

/** The machine names of the script's lines; the UI picks a translated sentence by id and params. */
export type ScriptLineId =
  | 'close'
  | 'close-fists'
  | 'thumbs-up'
  | 'spies-open'
  | 'spies-close'
  | 'spies-close-fists'
  | 'close-thumbs-down'
  | 'check-fists'
  | 'commander-thumbs-up'
  | 'commander-open'
  | 'commander-thumbs-down'
  | 'commander-close'
  | 'bodyguard-thumbs-up'
  | 'bodyguard-open'
  | 'bodyguard-thumbs-down'
  | 'bodyguard-close'
  | 'resistance-chiefs-open'
  | 'resistance-chiefs-close'
  | 'coordinator-open'
  | 'coordinator-close'
  | 'defectors-open'
  | 'defectors-close'
  | 'open';

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

/** "A", "A and B", "A, B and C". */
function list(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function nameOf(ref: RoleRef): string {
  return ref.count > 1 ? ROLE_INFO[ref.role].plural : ROLE_INFO[ref.role].name;
}

/** "Spy Chief, Deep Agent and Pretender" (addressing them). */
function addressed(refs: readonly RoleRef[]): string {
  return list(refs.map(nameOf));
}

/** "the Blind Spy and the Deep Agent" (speaking of them). */
function mentioned(refs: readonly RoleRef[]): string {
  return list(refs.map((r) => `the ${nameOf(r)}`));
}

function cardsOf(refs: readonly RoleRef[]): number {
  return refs.reduce((n, r) => n + r.count, 0);
}

/** ", including the X" / ", but except the Y" clauses of the spies' and the Commander's lines. */
function clauses(params: ScriptParams): string {
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
    case 'commander-thumbs-up':
      return `Spies${clauses(params)}, raise your thumbs so that the Commander can learn who you are.`;
    case 'commander-open':
      return 'Commander, open your eyes to see who the spies are.';
    case 'commander-thumbs-down':
      return `Spies${clauses({ including: params.including ?? [] })}, put your thumbs down, back to a closed fist.`;
    case 'commander-close':
      return 'Commander, close your eyes.';
    case 'bodyguard-thumbs-up':
      return `${addressed(roles)}, raise your ${thumb} so that the Body Guard can learn who you are.`;
    case 'bodyguard-open':
      return `Body Guard, open your eyes to see who ${mentioned(roles)} ${cardsOf(roles) > 1 ? 'are' : 'is'}.`;
    case 'bodyguard-thumbs-down':
      return `${addressed(roles)}, put your ${thumb} down, back to a closed fist.`;
    case 'bodyguard-close':
      return 'Body Guard, close your eyes.';
    case 'resistance-chiefs-open':
      return 'Resistance Chiefs, open your eyes to see each other.';
    case 'resistance-chiefs-close':
      return 'Resistance Chiefs, close your eyes.';
    case 'coordinator-open':
      return `${addressed(roles.filter((r) => r.role !== 'coordinator'))}, open your eyes. Coordinator, raise your thumb.`;
    case 'coordinator-close':
      return `${addressed(roles.filter((r) => r.role !== 'coordinator'))}, close your eyes. Coordinator, put your thumb down.`;
    case 'defectors-open':
      return 'Defectors, open your eyes to find your counterpart.';
    case 'defectors-close':
      return 'Defectors, close your eyes.';
    case 'open':
      return 'Everyone open your eyes.';
  }
}

/**
 * The eyes-closed reveal script for a table of `players` with the given role modules, in the
 * order of the file comment; with no module it is R-REV-1's four lines.
 * @param options the role modules (as for `validateRoles`; a `RoleSetup` fits)
 * @param blindSpies the Blind Spies variant (R-VAR-BLIND): no spies' step
 * @returns the lines in order; empty when nothing is left to reveal (Blind Spies without a
 *   Commander, Resistance Chiefs' step, Coordinator or Defector II)
 * @throws RuleError as `validateRoles` (R-SET-1, REC-FORMAT, R-ASN-OPT, R-HUN-OPT, R-HUN-BRAND,
 *   `no-plain-card`)
 */
export function revealScript(players: number, options: RoleOptions | null | undefined, blindSpies = false): ScriptLine[] {
  const setup = validateRoles(players, options);
  const cards = roleCards(players, setup);
  const count = (role: Role): number => cards.filter((c) => c === role).length;
  const present = (roles: readonly Role[]): Role[] => roles.filter((r) => count(r) > 0);
  const refs = (roles: readonly Role[]): RoleRef[] => present(roles).map((role) => ({ role, count: count(role) }));
  const { assassin, defector, hunter } = setup;
  const variantOne = defector === 'I';
  const spyRoles = present([...new Set(cards)].filter((r) => roleSide(r) === 'spies'));

  const lines: ScriptLine[] = [];
  const say = (id: ScriptLineId, params: ScriptParams, rules: RuleId[], eyesOpen: readonly Role[] | 'everyone', thumbsUp: readonly Role[]): void => {
    lines.push({ id, text: scriptText(id, params), params, rules, eyesOpen, thumbsUp });
  };

  // The rules that frame the script (the close and open lines).
  const frame: RuleId[] = [];
  if (assassin) frame.push('R-ASN-SCRIPT');
  if (hunter) frame.push('R-HUN-REV');
  if (defector) frame.push(variantOne ? 'R-DEF-V1' : 'R-DEF-V2');
  if (frame.length === 0) frame.push('R-REV-1');
  if (blindSpies) frame.push('R-VAR-BLIND');

  // Fists are needed when any thumb is raised.
  const fists = assassin !== null || (!blindSpies && (hunter !== null || variantOne)) || hunter?.coordinator === true;
  say(fists ? 'close-fists' : 'close', {}, frame, [], []);
  const opening = lines.length;

  // 2. The spies' step (R-REV-1 and the modules' changes), skipped with R-VAR-BLIND.
  const shut = present(['blind-spy', 'deep-agent', ...(variantOne ? (['spy-defector'] as Role[]) : [])]);
  const openers = spyRoles.filter((r) => !shut.includes(r));
  let spiesStep = false;
  if (!blindSpies && openers.length > 0) {
    spiesStep = true;
    const spyRules: RuleId[] = ['R-REV-1'];
    if (assassin) spyRules.push('R-ASN-SCRIPT');
    if (hunter) spyRules.push('R-HUN-REV');
    if (count('deep-agent') > 0) spyRules.push('R-HUN-OPT');
    if (variantOne) spyRules.push('R-DEF-V1');
    if (defector === 'II') spyRules.push('R-DEF-V2');
    const defectorThumb: Role[] = variantOne ? ['spy-defector'] : [];
    const thumbs = present(['spy-chief', 'deep-agent', 'pretender', ...defectorThumb]);
    const learn = present(['spy-chief', ...defectorThumb]);
    if (thumbs.length > 0) {
      say('thumbs-up', { roles: refs(thumbs) }, spyRules, [], thumbs);
      say('spies-open', { including: refs(['spy-chief']), except: refs(shut), learn: refs(learn) }, spyRules, openers, thumbs);
      say('close-thumbs-down', {}, spyRules, [], []);
      say('check-fists', {}, spyRules, [], []);
    } else {
      say('spies-open', { except: refs(shut) }, spyRules, openers, []);
      say(fists ? 'spies-close-fists' : 'spies-close', {}, spyRules, [], []);
    }
  }

  // 3. The Commander's step (R-ASN-2, R-ASN-SCRIPT step 3), then the Body Guard's (step 4).
  if (assassin) {
    const rules: RuleId[] = ['R-ASN-2', 'R-ASN-SCRIPT'];
    const thumbs = spyRoles.filter((r) => r !== 'deep-cover');
    const including = spiesStep ? refs(shut) : [];
    const except = refs(['deep-cover']);
    say('commander-thumbs-up', { including, except }, rules, [], thumbs);
    say('commander-open', {}, rules, ['commander'], thumbs);
    say('commander-thumbs-down', { including }, rules, ['commander'], []);
    say('commander-close', {}, rules, [], []);
    say('check-fists', {}, rules, [], []);
    if (assassin.bodyGuard) {
      const guardRules: RuleId[] = ['R-ASN-OPT', 'R-ASN-SCRIPT'];
      const shown = present(['commander', 'false-commander']);
      say('bodyguard-thumbs-up', { roles: refs(shown) }, guardRules, [], shown);
      say('bodyguard-open', { roles: refs(shown) }, guardRules, ['body-guard'], shown);
      say('bodyguard-thumbs-down', { roles: refs(shown) }, guardRules, ['body-guard'], []);
      say('bodyguard-close', {}, guardRules, [], []);
      say('check-fists', {}, guardRules, [], []);
    }
  }

  // 4. The Resistance Chiefs (R-HUN-REV, 8+ players), then the Coordinator (R-HUN-OPT).
  if (hunter) {
    if (HUNTER_CHIEFS[players]!.resistance > 1) {
      say('resistance-chiefs-open', { roles: refs(['resistance-chief']) }, ['R-HUN-REV'], ['resistance-chief'], []);
      say('resistance-chiefs-close', { roles: refs(['resistance-chief']) }, ['R-HUN-REV'], [], []);
    }
    if (hunter.coordinator) {
      const named = refs(['resistance-chief', 'coordinator']);
      say('coordinator-open', { roles: named }, ['R-HUN-OPT'], ['resistance-chief'], ['coordinator']);
      say('coordinator-close', { roles: named }, ['R-HUN-OPT'], [], []);
    }
  }

  // 5. The Defectors find their counterpart (R-DEF-V2).
  if (defector === 'II') {
    const both: Role[] = ['resistance-defector', 'spy-defector'];
    say('defectors-open', { roles: refs(both) }, ['R-DEF-V2'], both, []);
    say('defectors-close', { roles: refs(both) }, ['R-DEF-V2'], [], []);
  }

  // R-VAR-BLIND: nothing to reveal, no script.
  if (lines.length === opening) return [];
  say('open', {}, frame, 'everyone', []);
  return lines;
}
