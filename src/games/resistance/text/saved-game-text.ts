/**
 * The saved games' sentences (a saved game in one line, its score), loaded with the saved games'
 * list after the first screen (rs-app.ts boot), not on the start-up path (start-up JavaScript
 * budget, docs/performance.md); text.ts re-exports them for the game screen's modules.
 */
import { currentLocale } from '../../../platform/i18n/locale.ts';
import { plural } from '../../../platform/i18n/words.ts';
import { msg, str } from '@lit/localize';
import type { SavedGameMeta } from '../../../platform/storage/types.ts';
import { everyone } from './home-text.ts';

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

/** A saved game in one line: players, date, score and state (the saved-games list). */
export function savedGameText(game: SavedGameMeta): string {
  const date = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(game.updatedAt);
  const score = msg(str`${successes(game.successes)}, ${failures(game.failures)}`);
  let status: string;
  const avalon = game.names === 'avalon';
  if (avalon && game.winner === 'resistance') status = msg('Over: the loyal servants of Arthur won.');
  else if (avalon && game.winner === 'spies') status = msg('Over: the minions of Mordred won.');
  else if (game.winner === 'resistance') status = msg('Over: the resistance won.');
  else if (game.winner === 'spies') status = msg('Over: the spies won.');
  else if (game.eventCount === 0) status = msg('Not started.');
  else status = msg('In progress.');
  return msg(str`${game.players.length} players: ${everyone(game.players)}. Last played ${date}. Score: ${score}. ${status}`);
}
