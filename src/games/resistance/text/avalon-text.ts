/**
 * The Resistance: Avalon's words for the same roles (docs/avalon.md): the cards' Avalon names, the
 * Lady of the Lake, the setup form's hints and the eyes-closed script's lines under those names.
 * English through `msg()`, Polish and German in xliff. Which names are in use is table-names.ts's
 * (`avalon()`); these load with the screens that say them, not at start-up.
 */
import { msg, str } from '@lit/localize';
import type { Role } from '../engine.ts';

/**
 * A character card's Avalon name, plural with `many` ("Minions of Mordred"), or `null` for a card
 * Avalon has no name for (the Hunter's, the Reversers': their own names stay). The Defectors are
 * Avalon's Good Lancelot and Evil Lancelot.
 */
export function avalonRoleName(role: Role, many = false): string | null {
  switch (role) {
    case 'resistance':
      return many ? msg('Loyal servants of Arthur') : msg('Loyal servant of Arthur');
    case 'spy':
      return many ? msg('Minions of Mordred') : msg('Minion of Mordred');
    case 'commander':
      return msg('Merlin');
    case 'assassin':
      // Its own id: the Polish and German Avalon name it apart from Hidden Agenda's Assassin.
      return msg('Assassin', { id: 'avalon-assassin' });
    case 'body-guard':
      return msg('Percival');
    case 'false-commander':
      return msg('Morgana');
    case 'deep-cover':
      return msg('Mordred');
    case 'blind-spy':
      return msg('Oberon');
    // The Defectors are Avalon's two Lancelots, who may change sides (docs/avalon.md).
    case 'resistance-defector':
      return msg('Good Lancelot');
    case 'spy-defector':
      return msg('Evil Lancelot');
    default:
      return null;
  }
}

/** The Inquisitor's token under Avalon's name: "the Lady of the Lake" (`start`: "The Lady of the Lake", to begin a sentence or label). */
export function ladyOfTheLake(start = false): string {
  return start ? msg('The Lady of the Lake') : msg('the Lady of the Lake');
}

/**
 * What a card does, said under Avalon's names, for the setup form's hints (the Assassin module's
 * fields and the Avalon preset's, R-ASN-1, R-ASN-OPT; the Lady of the Lake's as `'inquisitor'`,
 * R-INQ-1 … R-INQ-3), or `null` for a card Avalon has no name for.
 */
export function avalonRoleHint(role: Role | 'inquisitor'): string | null {
  switch (role) {
    case 'assassin':
      return msg('Merlin knows the minions of Mordred; after three successes the Assassin may still win by naming Merlin.');
    case 'body-guard':
      return msg('Loyal: learns Merlin and Morgana, without knowing which is which. At 5 players, Morgana or Mordred plays too.');
    case 'false-commander':
      return msg('Minion of Mordred: shown to Percival together with Merlin.');
    case 'deep-cover':
      return msg('Minion of Mordred: not revealed to Merlin.');
    case 'blind-spy':
      return msg('Minion of Mordred: does not learn the other minions and they do not learn him; Merlin learns him.');
    case 'inquisitor':
      return msg('After missions 2, 3 and 4 its holder checks the loyalty of a player, who then holds it. Best with 7 or more players.');
    default:
      return null;
  }
}

/** What a script line says besides its id: the clauses (", except Oberon"), the roles it names and whether they are several. */
export interface AvalonLineParts {
  clauses: string;
  roles: string;
  many: boolean;
}

/**
 * An eyes-closed reveal script line under Avalon's names (R-REV-1, R-ASN-SCRIPT), or `null` for a
 * line Avalon says as The Resistance does (its role names come from {@link avalonRoleName}).
 */
export function avalonScriptLine(id: string, { clauses, roles, many }: AvalonLineParts): string | null {
  switch (id) {
    case 'spies-open':
      return msg(str`Minions of Mordred${clauses}, open your eyes and look around to learn the other minions of Mordred.`);
    case 'spies-close':
      return msg("Minions of Mordred, close your eyes. Everyone's eyes should be closed.");
    case 'spies-close-fists':
      return msg('Minions of Mordred, close your eyes. Everyone should have their eyes closed and a closed fist out in front of them.');
    case 'commander-thumbs-up':
      return msg(str`Minions of Mordred${clauses}, raise your thumbs so that Merlin can learn who you are.`);
    case 'commander-open':
      return msg('Merlin, open your eyes to see who the minions of Mordred are.');
    case 'commander-thumbs-down':
      return msg(str`Minions of Mordred${clauses}, put your thumbs down, back to a closed fist.`);
    case 'commander-close':
      return msg('Merlin, close your eyes.');
    case 'bodyguard-thumbs-up':
      return many ? msg(str`${roles}, raise your thumbs so that Percival can learn who you are.`) : msg(str`${roles}, raise your thumb so that Percival can learn who you are.`);
    case 'bodyguard-open':
      return msg(str`Percival, open your eyes to see who is ${roles}.`);
    case 'bodyguard-close':
      return msg('Percival, close your eyes.');
    default:
      return null;
  }
}
