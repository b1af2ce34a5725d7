/**
 * The Reverser module's sentences (rules §4.6, R-REVS-1 … R-REVS-3, R-REVS-OPT), in English through
 * `msg()` (Polish in xliff/pl.xlf): the Reverse cards of a mission's result, the Reverser line of a
 * player's own card, and the refusals of its setup and of the Reverse cards. No DOM: the game's
 * sentence files call them (text/module-text.ts), and its screens (ui/screens.ts). Under Avalon's
 * names (docs/avalon.md), which have no Reverser, the cards keep their word and take Avalon's
 * sides: the Good Reverser and the Evil Reverser, as Avalon's Good and Evil Lancelot.
 */
import { msg, str } from '@lit/localize';
import { plural } from '../../../../platform/i18n/words.ts';
import type { ModuleSentences } from '../../ui/module-ui.ts';
import { avalon } from '../../text/table-names.ts';

/** "1 Reverse card", "2 Reverse cards" (R-REVS-3). */
export function reverseCards(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} Reverse card`, { id: 'reverse-cards.one' }),
    few: () => msg(str`${n} Reverse cards`, { id: 'reverse-cards.few' }),
    many: () => msg(str`${n} Reverse cards`, { id: 'reverse-cards.many' }),
    other: () => msg(str`${n} Reverse cards`, { id: 'reverse-cards.other' }),
  });
}

/**
 * A mission's result with Reverse cards revealed (R-REVS-3: the Fail cards decide first, then
 * exactly one Reverse card flips the result): "Mission 2 failed: 1 Fail card, 1 Reverse card. One
 * Reverse card flipped the result."; `failsText` is the Fail cards' words ("1 Fail card").
 */
export function reversedResultText(mission: number, result: 'success' | 'fail', failsText: string, reverses: number): string {
  const cards = `${failsText}, ${reverseCards(reverses)}`;
  const flipped = reverses === 1 ? ' ' + msg('One Reverse card flipped the result.') : '';
  return (
    (result === 'fail' ? msg(str`Mission ${mission} failed: ${cards}.`, { id: 'mission-failed-reverses' }) : msg(str`Mission ${mission} succeeded: ${cards}.`, { id: 'mission-succeeded-reverses' })) + flipped
  );
}

/**
 * The Reverser line of a player's own card (R-REVS-1), told to every player when the module is
 * on: "You are a Reverser." / "You're no Reverser." (as long as each other).
 */
export function reverserLine(isReverser: boolean): string {
  return isReverser ? msg('You are a Reverser.') : msg("You're no Reverser.");
}

/** The Reverser's sentences. */
export const reverserSentences: ModuleSentences = {
  id: 'reverser',
  // "Reverser (Resistance and Spy Reversers)" in the board's modules line, and R-REVS-OPT when on.
  names: (modules) => {
    if (!modules.reverser) return [];
    const { resistance, spy } = modules.reverser;
    if (avalon()) {
      const names = [resistance && spy ? msg('Reverser (Good and Evil Reversers)') : resistance ? msg('Reverser (Good Reverser)') : msg('Reverser (Evil Reverser)')];
      if (modules.reverser.spyHidden) names.push(msg('the Evil Reverser hidden from the other minions of Mordred'));
      return names;
    }
    const names = [
      resistance && spy
        ? msg('Reverser (Resistance and Spy Reversers)')
        : resistance
          ? msg('Reverser (Resistance Reverser)')
          : msg('Reverser (Spy Reverser)'),
    ];
    if (modules.reverser.spyHidden) names.push(msg('the Spy Reverser hidden from the other spies'));
    return names;
  },
  // R-REVS-3: said apart only when a Reverse card was revealed; otherwise the core's sentence.
  missionResult: (m, failsText) => (m.reverses > 0 ? reversedResultText(m.mission, m.result, failsText, m.reverses) : ''),
  revealedApart: (m) => m.reverses,
  // R-REVS-OPT: the Spy Reverser hidden keeps their eyes closed at the reveal.
  spiesRevealLine: (view) =>
    view.modules?.reverser?.spyHidden !== true
      ? ''
      : avalon()
        ? msg('Minions of Mordred, open your eyes and look around to learn the other minions of Mordred. The Evil Reverser keeps their eyes closed.')
        : msg('Spies, open your eyes and look around to learn the other spies. The Spy Reverser keeps their eyes closed.'),
  errors: {
    'reverser-none': () =>
      avalon() ? msg('The Reverser module needs the Good Reverser, the Evil Reverser, or both.') : msg('The Reverser module needs the Resistance Reverser, the Spy Reverser, or both.'),
    'reverses-without-module': () => msg('Reverse cards are played only with the Reverser module.'),
    'reverses-count': (p) => msg(str`Only Reversers play Reverse cards: between 0 and ${p.max} can be revealed here, not ${p.given}.`),
    'reversers-unexpected': () =>
      avalon()
        ? msg('Reverser seats are given only with the Reverser module and the minions of Mordred known.')
        : msg('Reverser seats are given only with the Reverser module and the spies known.'),
    'reversers-match': () => msg('The Reverser seats must match the Reversers of the module.'),
    'reverser-seat': () =>
      avalon()
        ? msg('The Evil Reverser must be a minion of Mordred, and the Good Reverser must not be one.')
        : msg('The Spy Reverser must be a spy, and the Resistance Reverser must not be one.'),
    'reverser-fail': (p) => (avalon() ? msg(str`${p.player} is the Evil Reverser and never plays Fail.`) : msg(str`${p.player} is the Spy Reverser and never plays Fail.`)),
    'reverser-fails': (p) =>
      avalon()
        ? msg(str`The Evil Reverser never plays Fail, and this team has ${p.spies} other minions of Mordred: ${p.fails} Fail cards are impossible.`)
        : msg(str`The Spy Reverser never plays Fail, and this team has ${p.spies} other spies: ${p.fails} Fail cards are impossible.`),
    'reverse-not-reverser': (p) => msg(str`${p.player} is no Reverser and cannot play Reverse.`),
    'reverser-hidden-without-spy': () =>
      avalon() ? msg('Only the Evil Reverser can be hidden from the other minions of Mordred.') : msg('Only the Spy Reverser can be hidden from the other spies.'),
  },
};
