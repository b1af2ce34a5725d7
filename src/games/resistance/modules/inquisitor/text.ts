/**
 * The Inquisitor module's sentences (rules §4.5, R-INQ-1 … R-INQ-3), in English through `msg()`
 * (Polish in xliff/pl.xlf): its consequence, what its phase asks first and next, what undo did,
 * its refusals. No DOM: the game's sentence files call them (text/module-text.ts), on one device
 * and on the room pages alike.
 */
import { msg, str } from '@lit/localize';
import { plural } from '../../../../platform/i18n/words.ts';
import type { Consequence } from '../../core/types.ts';
import type { InquisitionEvent } from './engine.ts';
import type { ModuleSentences } from '../../ui/module-ui.ts';
import { avalon } from '../../text/table-names.ts';
import { ladyOfTheLake } from '../../text/avalon-text.ts';

/** "Dee checked Bob's loyalty. The Inquisitor token passes to Bob; 1 check left." (R-INQ-2, R-INQ-3) */
function inquisitionText(c: Extract<Consequence, { kind: 'inquisition' }>, players: readonly string[]): string {
  const by = players[c.by]!;
  const target = players[c.target]!;
  const left = plural(c.checksLeft, {
    one: () => msg(str`${c.checksLeft} check left`, { id: 'checks-left.one' }),
    few: () => msg(str`${c.checksLeft} checks left`, { id: 'checks-left.few' }),
    many: () => msg(str`${c.checksLeft} checks left`, { id: 'checks-left.many' }),
    other: () => msg(str`${c.checksLeft} checks left`, { id: 'checks-left.other' }),
  });
  return avalon()
    ? msg(str`${by} checked the loyalty of ${target}. The Lady of the Lake passes to ${target}; ${left}.`)
    : msg(str`${by} checked the loyalty of ${target}. The Inquisitor token passes to ${target}; ${left}.`);
}

/** The Inquisitor's sentences. */
export const inquisitorSentences: ModuleSentences = {
  id: 'inquisitor',
  // Its names in the board's modules line (text/text.ts `modulesText`); none when off.
  names: (modules) => (modules.inquisitor ? [avalon() ? ladyOfTheLake(true) : msg('Inquisitor')] : []),
  consequences: {
    inquisition: (c, view) => inquisitionText(c as Extract<Consequence, { kind: 'inquisition' }>, view.players),
  },
  phaseLead: {
    // Said after the mission (or the Hunter's investigation) that led to the check (R-INQ-2).
    inquisition: (view) => {
      const players = view.players;
      const holder = players[view.inquisitor?.holder ?? 0]!;
      return avalon() ? msg(str`First ${holder}, holder of the Lady of the Lake, checks a player.`) : msg(str`First ${holder}, the Inquisitor, checks a player.`);
    },
  },
  nextStep: {
    inquisition: (view) => {
      const holder = view.players[view.inquisitor?.holder ?? 0]!;
      return avalon()
        ? msg(str`Next: ${holder}, holder of the Lady of the Lake, checks the loyalty of a player who never held her.`)
        : msg(str`Next: ${holder}, the Inquisitor, checks the loyalty of a player who never held the token.`);
    },
  },
  undone: {
    inquisition: (event, view) => {
      const undone = event as InquisitionEvent;
      const players = view.players;
      const by = players[view.inquisitor?.holder ?? 0]!;
      return msg(str`Undone: ${by}'s check of ${players[undone.target]!}.`);
    },
  },
  errors: {
    'inquisition-expected': () =>
      avalon() ? msg('The holder of the Lady of the Lake must check a player first.') : msg('The Inquisitor must check a player first.'),
    'inquisition-not-now': () =>
      avalon()
        ? msg('The Lady of the Lake checks a player only right after missions 2, 3 and 4.')
        : msg('The Inquisitor checks a player only right after missions 2, 3 and 4.'),
    'inquisition-seat': (p) => msg(str`${p.seat} is not a seat: seats are 0 to ${p.last}.`),
    'inquisition-self': (p) =>
      avalon()
        ? msg(str`${p.player} holds the Lady of the Lake and cannot check themself.`)
        : msg(str`${p.player} holds the Inquisitor token and cannot check themself.`),
    'inquisition-past-holder': (p) =>
      avalon()
        ? msg(str`${p.player} has held the Lady of the Lake and can never be checked.`)
        : msg(str`${p.player} has held the Inquisitor token and can never be checked.`),
  },
};
