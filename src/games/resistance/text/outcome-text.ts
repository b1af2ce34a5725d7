/**
 * The vote track's and the game's end sentences (R-VOTE-4, R-END-1), said after a rejected team
 * whoever rejected it (a vote, the plot cards' No Confidence). A leaf: it imports no other
 * sentence file and not the game's UI list, so a module's sentences use it without an import
 * circle (text.ts re-exports it). The modules' endings (R-ASN-END, R-HUN-ACC) are in their
 * sentences (ui/module-ui.ts `ModuleSentences.winners`), handed over here by text.ts when it loads
 * (module-text.ts `moduleWinnerText`).
 */
import { msg, str } from '@lit/localize';
import { plural } from '../../../platform/i18n/words.ts';
import { MAX_REJECTIONS } from '../core/tables.ts';
import type { Winner } from '../core/types.ts';
import { avalon } from './table-names.ts';

/** The modules' ending sentence (module-text.ts `moduleWinnerText`), once handed over. */
let roleWinner: ((winner: Winner) => string) | null = null;

/** Hands over the modules' ending sentence (text.ts does, when it loads). */
export function useRoleWinnerText(say: (winner: Winner) => string): void {
  roleWinner = say;
}

/**
 * "Vote track: 2 of 5 rejected in a row. 3 more rejections and the spies win." (R-VOTE-4); once
 * the fifth rejection has ended the game: "Vote track: 5 of 5 rejected in a row: the spies won."
 */
export function voteTrackText(voteTrack: number): string {
  const left = MAX_REJECTIONS - voteTrack;
  if (avalon()) {
    if (left <= 0) return msg(str`Vote track: ${voteTrack} of ${MAX_REJECTIONS} rejected in a row: the minions of Mordred won.`);
    const more = plural(left, {
      one: () => msg(str`${left} more rejection and the minions of Mordred win.`, { id: 'avalon-more-rejections.one' }),
      few: () => msg(str`${left} more rejections and the minions of Mordred win.`, { id: 'avalon-more-rejections.few' }),
      many: () => msg(str`${left} more rejections and the minions of Mordred win.`, { id: 'avalon-more-rejections.many' }),
      other: () => msg(str`${left} more rejections and the minions of Mordred win.`, { id: 'avalon-more-rejections.other' }),
    });
    return msg(str`Vote track: ${voteTrack} of ${MAX_REJECTIONS} rejected in a row.`) + ' ' + more;
  }
  if (left <= 0) return msg(str`Vote track: ${voteTrack} of ${MAX_REJECTIONS} rejected in a row: the spies won.`);
  const remaining = plural(left, {
    one: () => msg(str`${left} more rejection and the spies win.`, { id: 'more-rejections.one' }),
    few: () => msg(str`${left} more rejections and the spies win.`, { id: 'more-rejections.few' }),
    many: () => msg(str`${left} more rejections and the spies win.`, { id: 'more-rejections.many' }),
    other: () => msg(str`${left} more rejections and the spies win.`, { id: 'more-rejections.other' }),
  });
  return msg(str`Vote track: ${voteTrack} of ${MAX_REJECTIONS} rejected in a row.`) + ' ' + remaining;
}

/** The rejections left at which a rejected team's sentence says what they would do (R-VOTE-4). */
const WARN_AT_LEFT = 2;

/**
 * The vote track as a rejected team's sentence says it (R-VOTE-4): "Vote track: 1 of 5 rejected
 * in a row."; with 2 rejections or fewer left, as {@link voteTrackText} ("Vote track: 3 of 5
 * rejected in a row. 2 more rejections and the spies win."). Further off, the rejections left
 * say the count again, in more words; the board and the summary say them always.
 */
export function voteTrackNews(voteTrack: number): string {
  if (MAX_REJECTIONS - voteTrack > WARN_AT_LEFT) return msg(str`Vote track: ${voteTrack} of ${MAX_REJECTIONS} rejected in a row.`);
  return voteTrackText(voteTrack);
}

/**
 * "The resistance wins: three missions succeeded." (R-END-1, R-VOTE-4)
 * @throws Error when a module's ending is to be said before text.ts is loaded
 */
export function winnerText(winner: Winner): string {
  switch (winner.reason) {
    case 'three-successes':
      return avalon() ? msg('The loyal servants of Arthur win: three missions succeeded.') : msg('The resistance wins: three missions succeeded.');
    case 'three-fails':
      return avalon() ? msg('The minions of Mordred win: three missions failed.') : msg('The spies win: three missions failed.');
    case 'five-rejections':
      return avalon() ? msg('The minions of Mordred win: five teams in a row were rejected.') : msg('The spies win: five teams in a row were rejected.');
    default:
      // The modules' endings (R-ASN-END, R-HUN-ACC): their sentences, through text.ts.
      if (!roleWinner) throw new Error('text.ts must be loaded before a game with role modules is shown');
      return roleWinner(winner);
  }
}
