/**
 * The character cards' names and what a player learns of another at the reveal (knowledge.ts's
 * labels), the reveal script's lines, and the loyalty cards' names, in
 * the current language: the core's here, the role modules' from their sentences
 * (ui/module-ui.ts `ModuleSentences`: `roleNames`, `seenAs`, `scriptLines`, `loyaltyNames`;
 * text/module-text.ts). Loaded with the private turns and the role steps only
 * (start-up budget).
 */
import { msg, str } from '@lit/localize';
import type { Role, RoleRef, ScriptLine, ScriptParams, SeenAs } from '../engine.ts';
import { listText } from '../../../platform/i18n/words.ts';
import { moduleSentence } from './module-text.ts';
import { avalon, tableNames } from './table-names.ts';
import { avalonRoleName, avalonScriptLine } from './avalon-text.ts';

/**
 * A character card's name: "Resistance", "Spy", or a role module's card ("Commander", "Spy Chief"…,
 * its sentences' `roleNames`; rules section 4; Polish names from seed 001). `many`: the plural,
 * for a script line naming several cards of it. @throws Error for a card no module names
 */
export function roleName(role: Role, many = false): string {
  const avalon = tableNames() === 'avalon' ? avalonRoleName(role, many) : null;
  if (avalon !== null) return avalon;
  if (role === 'resistance') return msg('Resistance');
  if (role === 'spy') return msg('Spy');
  const say = moduleSentence('roleNames', role);
  if (say) return say(many);
  throw new Error(`no name for the card ${role}`);
}

/**
 * What the viewer learnt another seat is (knowledge.ts `SeenAs`): "a spy", or a role module's
 * label ("the Commander or the False Commander"…, its sentences' `seenAs`).
 * @throws Error for a label no module says
 */
export function seenAsText(as: SeenAs): string {
  if (as === 'spy') return avalon() ? msg('a minion of Mordred') : msg('a spy');
  const say = moduleSentence('seenAs', as);
  if (say) return say();
  throw new Error(`no sentence for what a card is seen as: ${as}`);
}

/** The own card of a reveal with role modules: "You are the Commander, on the resistance side." */
export function ownRolePhrase(role: Role, side: 'spies' | 'resistance'): string {
  const name = roleName(role);
  if (avalon()) return side === 'spies' ? msg(str`Your card: ${name}, on the side of the minions of Mordred.`) : msg(str`Your card: ${name}, on the side of the loyal servants of Arthur.`);
  return side === 'spies' ? msg(str`Your card: ${name}, on the spies' side.`) : msg(str`Your card: ${name}, on the resistance side.`);
}

/** Another seat at a reveal with role modules: "Bob: you learnt they are a spy." */
export function seenPhrase(name: string, as: SeenAs | undefined): string {
  return msg(str`${name}: you learnt they are ${seenAsText(as ?? 'spy')}.`);
}

/** A role named in a script line, plural when the game has more than one card of it (Chiefs at 8–10). */
function roleRefName(ref: RoleRef): string {
  return roleName(ref.role, ref.count > 1);
}

function names(refs: readonly RoleRef[] = []): string {
  return listText(refs.map(roleRefName));
}

/** ", including X, except Y" of the spies' and the Commander's lines, in the current language. */
function clauses(params: ScriptParams): string {
  const including = params.including ?? [];
  const except = params.except ?? [];
  if (avalon()) {
    // Avalon's names are a person's (Oberon, Evil Lancelot): no article before them.
    return (
      (including.length > 0 ? msg(str`, including ${names(including)}`, { id: 'avalon-including' }) : '') +
      (except.length > 0 ? msg(str`, except ${names(except)}`, { id: 'avalon-except' }) : '')
    );
  }
  return (
    (including.length > 0 ? msg(str`, including the ${names(including)}`) : '') +
    (except.length > 0 ? msg(str`, except the ${names(except)}`) : '')
  );
}

/**
 * One line of the eyes-closed reveal script (scripts.ts), in the current language: the core's
 * lines here, a role module's lines (R-ASN-SCRIPT, R-HUN-REV, the Deep Agent script, R-DEF-V2)
 * from its sentences' `scriptLines`. The English text is the same as `scriptText`'s but for the
 * articles before role lists. @throws Error for a line no module says
 */
export function scriptLineText(line: ScriptLine): string {
  const p = line.params;
  const roles = names(p.roles);
  const many = (p.roles ?? []).reduce((n, r) => n + r.count, 0) > 1;
  const avalon = tableNames() === 'avalon' ? avalonScriptLine(line.id, { clauses: line.id === 'commander-thumbs-down' ? clauses({ including: p.including ?? [] }) : clauses(p), roles, many }) : null;
  if (avalon !== null) return avalon;
  switch (line.id) {
    case 'close':
      return msg('Everyone close your eyes.');
    case 'close-fists':
      return msg('Everyone close your eyes and put a closed fist out in front of you.');
    case 'thumbs-up':
      return many ? msg(str`${roles}, raise your thumbs.`) : msg(str`${roles}, raise your thumb.`);
    case 'spies-open': {
      const learn = p.learn ?? [];
      return learn.length > 0
        ? msg(str`Spies${clauses(p)}, open your eyes and look around to learn the other spies and the ${names(learn)}.`)
        : msg(str`Spies${clauses(p)}, open your eyes and look around to learn the other spies.`);
    }
    case 'spies-close':
      return msg("Spies, close your eyes. Everyone's eyes should be closed.");
    case 'spies-close-fists':
      return msg('Spies, close your eyes. Everyone should have their eyes closed and a closed fist out in front of them.');
    case 'close-thumbs-down':
      return msg('Everyone close your eyes and put your thumbs down.');
    case 'check-fists':
      return msg('Everyone should now have their eyes closed and a closed fist out in front of them.');
    case 'open':
      return msg('Everyone open your eyes.');
  }
  const say = moduleSentence('scriptLines', line.id);
  if (say) return say(line, { names, clauses, many });
  throw new Error(`no sentence for the script line ${line.id}`);
}

/**
 * A loyalty card's name as a role module says it (the Hunter's "Not Chief", R-HUN-INV; its
 * sentences' `loyaltyNames`). @throws Error for a card no module names
 */
export function loyaltyCardName(card: string): string {
  const say = moduleSentence('loyaltyNames', card);
  if (say) return say();
  throw new Error(`no name for the loyalty card ${card}`);
}

