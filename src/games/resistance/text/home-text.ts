/**
 * The sentences the home screen needs (the setup form's counts, the saved-games list, storage
 * failures), split from text.ts so that only they are on the start-up path (start-up JavaScript
 * budget, docs/performance.md); text.ts re-exports them for the game screen's modules.
 */
import { currentLocale } from '../../../platform/i18n/locale.ts';
import { listFormat, plural } from '../../../platform/i18n/words.ts';
import { msg, str } from '@lit/localize';
import type { Seat } from '../engine.ts';
import { StorageError } from '../../../platform/storage/types.ts';
import type { SavedGameMeta } from '../../../platform/storage/types.ts';

/** "Ann", "Ann and Bob", "Ann, Bob and Eve". */
export function nameList(players: readonly string[], seats: readonly Seat[]): string {
  const names = seats.map((seat) => players[seat] ?? String(seat));
  return listFormat('conjunction').format(names);
}

/** Every player's name in seat order: "Ann, Bob, and Cid". */
export function everyone(players: readonly string[]): string {
  return nameList(players, players.map((_, seat) => seat));
}

/** "1 success", "2 successes". */
export function successes(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} success`, { id: 'successes.one' }),
    few: () => msg(str`${n} successes`, { id: 'successes.few' }),
    many: () => msg(str`${n} successes`, { id: 'successes.many' }),
    other: () => msg(str`${n} successes`, { id: 'successes.other' }),
  });
}

/** "1 fail", "2 fails". */
export function failures(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} fail`, { id: 'failures.one' }),
    few: () => msg(str`${n} fails`, { id: 'failures.few' }),
    many: () => msg(str`${n} fails`, { id: 'failures.many' }),
    other: () => msg(str`${n} fails`, { id: 'failures.other' }),
  });
}

/** "5 players". */
export function playersText(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} player`, { id: 'players.one' }),
    few: () => msg(str`${n} players`, { id: 'players.few' }),
    many: () => msg(str`${n} players`, { id: 'players.many' }),
    other: () => msg(str`${n} players`, { id: 'players.other' }),
  });
}

/** "3 resistance" (players on the resistance side). */
export function resistanceText(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} resistance`, { id: 'resistance.one' }),
    few: () => msg(str`${n} resistance`, { id: 'resistance.few' }),
    many: () => msg(str`${n} resistance`, { id: 'resistance.many' }),
    other: () => msg(str`${n} resistance`, { id: 'resistance.other' }),
  });
}

/** "2 spies". */
export function spiesText(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} spy`, { id: 'spies.one' }),
    few: () => msg(str`${n} spies`, { id: 'spies.few' }),
    many: () => msg(str`${n} spies`, { id: 'spies.many' }),
    other: () => msg(str`${n} spies`, { id: 'spies.other' }),
  });
}

/** A saved game in one line: players, date, score and state (the saved-games list). */
export function savedGameText(game: SavedGameMeta): string {
  const date = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(game.updatedAt);
  const score = msg(str`${successes(game.successes)}, ${failures(game.failures)}`);
  let status: string;
  if (game.winner === 'resistance') status = msg('Over: the resistance won.');
  else if (game.winner === 'spies') status = msg('Over: the spies won.');
  else if (game.eventCount === 0) status = msg('Not started.');
  else status = msg('In progress.');
  return msg(str`${game.players.length} players: ${everyone(game.players)}. Last played ${date}. Score: ${score}. ${status}`);
}

/** What a storage failure means for the person, in one sentence. */
export function storageErrorText(error: unknown): string {
  if (!(error instanceof StorageError)) return msg('Something went wrong while saving.');
  switch (error.kind) {
    case 'quota':
      return msg('This device has no room left to save the game. The game goes on, but only until this page closes: download its record to keep it.');
    case 'closed':
      return msg('The app was updated in another tab, so this tab can no longer save. The game goes on here until the page closes; reload to continue saving.');
    case 'conflict':
      return msg('This game was changed in another tab. The board now shows its latest state; nothing was recorded here.');
    case 'missing':
      return msg('That game is no longer saved on this device.');
    case 'corrupt':
      return msg(str`That saved game cannot be read: ${error.message}`);
    case 'unavailable':
      return msg('Saving is not available in this browser (for example in private browsing): games last only until this page closes.');
  }
}
