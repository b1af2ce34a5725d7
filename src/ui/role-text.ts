/**
 * The names of the special roles of the Assassin, Defector and Hunter modules (issue 7) and of
 * what a player learns of another at the reveal (knowledge.ts's labels), in the current
 * language. Loaded with the private turns and the role steps only (start-up budget).
 */
import { msg, str } from '@lit/localize';
import type { Role, SeenAs } from '../engine/index.ts';

/** A role's name: "Commander", "Spy Chief"… (rules section 4; Polish names from seed 001). */
export function roleName(role: Role): string {
  switch (role) {
    case 'resistance':
      return msg('Resistance');
    case 'spy':
      return msg('Spy');
    case 'commander':
      return msg('Commander');
    case 'assassin':
      return msg('Assassin');
    case 'body-guard':
      return msg('Body Guard');
    case 'blind-spy':
      return msg('Blind Spy');
    case 'deep-cover':
      return msg('Deep Cover');
    case 'false-commander':
      return msg('False Commander');
    case 'resistance-defector':
      return msg('Resistance Defector');
    case 'spy-defector':
      return msg('Spy Defector');
    case 'resistance-chief':
      return msg('Resistance Chief');
    case 'resistance-hunter':
      return msg('Resistance Hunter');
    case 'spy-chief':
      return msg('Spy Chief');
    case 'spy-hunter':
      return msg('Spy Hunter');
    case 'dummy-agent':
      return msg('Dummy Agent');
    case 'coordinator':
      return msg('Coordinator');
    case 'deep-agent':
      return msg('Deep Agent');
    case 'pretender':
      return msg('Pretender');
  }
}

/** What the viewer learnt another seat is (knowledge.ts `SeenAs`): "a spy", "the Commander or the False Commander"… */
export function seenAsText(as: SeenAs): string {
  switch (as) {
    case 'spy':
      return msg('a spy');
    case 'spy-chief':
      return msg('a Spy Chief');
    case 'spy-defector':
      return msg('the Spy Defector');
    case 'resistance-defector':
      return msg('the Resistance Defector');
    case 'commander':
      return msg('the Commander');
    case 'commander-or-false-commander':
      return msg('the Commander or the False Commander');
    case 'resistance-chief':
      return msg('a Resistance Chief');
    case 'coordinator':
      return msg('the Coordinator');
    case 'deep-agent':
      return msg('the Deep Agent');
    case 'deep-agent-or-pretender':
      return msg('the Deep Agent or the Pretender');
  }
}

/** The own card of a reveal with role modules: "You are the Commander, on the resistance side." */
export function ownRolePhrase(role: Role, side: 'spies' | 'resistance'): string {
  const name = roleName(role);
  return side === 'spies' ? msg(str`Your card: ${name}, on the spies' side.`) : msg(str`Your card: ${name}, on the resistance side.`);
}

/** Another seat at a reveal with role modules: "Bob: you learnt they are a spy." */
export function seenPhrase(name: string, as: SeenAs | undefined): string {
  return msg(str`${name}: you learnt they are ${seenAsText(as ?? 'spy')}.`);
}
