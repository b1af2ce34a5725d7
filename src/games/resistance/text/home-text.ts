/**
 * The sentences the home screen needs at once (the setup form's counts, names),
 * split from text.ts so that only they are on the start-up path (start-up JavaScript budget,
 * docs/performance.md; the saved games' sentences are in saved-game-text.ts, loaded with the
 * saved games' list, and a storage failure's in storage-text.ts, loaded when one happens); text.ts
 * re-exports them for the game screen's modules.
 */
import { listFormat, plural } from '../../../platform/i18n/words.ts';
import { msg, str } from '@lit/localize';
import type { Seat } from '../engine.ts';
import { avalon } from './table-names.ts';

/** "Ann", "Ann and Bob", "Ann, Bob and Eve". */
export function nameList(players: readonly string[], seats: readonly Seat[]): string {
  const names = seats.map((seat) => players[seat] ?? String(seat));
  return listFormat('conjunction').format(names);
}

/** Every player's name in seat order: "Ann, Bob, and Cid". */
export function everyone(players: readonly string[]): string {
  return nameList(players, players.map((_, seat) => seat));
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

/** "3 resistance" (players on the resistance side); under Avalon's names "3 loyal servants of Arthur". */
export function resistanceText(n: number): string {
  if (avalon()) {
    return plural(n, {
      one: () => msg(str`${n} loyal servant of Arthur`, { id: 'servants.one' }),
      few: () => msg(str`${n} loyal servants of Arthur`, { id: 'servants.few' }),
      many: () => msg(str`${n} loyal servants of Arthur`, { id: 'servants.many' }),
      other: () => msg(str`${n} loyal servants of Arthur`, { id: 'servants.other' }),
    });
  }
  return plural(n, {
    one: () => msg(str`${n} resistance`, { id: 'resistance.one' }),
    few: () => msg(str`${n} resistance`, { id: 'resistance.few' }),
    many: () => msg(str`${n} resistance`, { id: 'resistance.many' }),
    other: () => msg(str`${n} resistance`, { id: 'resistance.other' }),
  });
}

/** "2 spies"; under Avalon's names "2 minions of Mordred". */
export function spiesText(n: number): string {
  if (avalon()) {
    return plural(n, {
      one: () => msg(str`${n} minion of Mordred`, { id: 'minions.one' }),
      few: () => msg(str`${n} minions of Mordred`, { id: 'minions.few' }),
      many: () => msg(str`${n} minions of Mordred`, { id: 'minions.many' }),
      other: () => msg(str`${n} minions of Mordred`, { id: 'minions.other' }),
    });
  }
  return plural(n, {
    one: () => msg(str`${n} spy`, { id: 'spies.one' }),
    few: () => msg(str`${n} spies`, { id: 'spies.few' }),
    many: () => msg(str`${n} spies`, { id: 'spies.many' }),
    other: () => msg(str`${n} spies`, { id: 'spies.other' }),
  });
}
