/**
 * The sentence announced for an event, at the length the device's settings choose for its kind
 * (platform/settings/verbosity.ts): a team proposed, a vote, a mission; every other event (a
 * module's) as the app's announcements setting. `full` and `brief` are the game's sentences
 * (text.ts `consequenceText`); `shortest` puts the news first in the fewest words, for a braille
 * display ("Rejected 2 to 3, vote track 2."), and leaves the names to the questions of the command
 * field ("who rejected mission 2").
 */
import { msg, str } from '@lit/localize';
import { levelOf } from '../../../platform/settings/verbosity.ts';
import type { VerbosityKind } from '../../../platform/settings/verbosity.ts';
import type { Settings } from '../../../platform/settings/settings.ts';
import type { Consequence, PublicConsequence, PublicView } from '../engine.ts';
import { consequenceText, nameList, sentences, winnerText } from '../text/text.ts';
import { missionWaitText } from '../text/module-text.ts';

/** The verbosity kind of an event's consequence, or `null` for a module's. */
function kindOf(c: Consequence): VerbosityKind | null {
  switch (c.kind) {
    case 'proposed':
      return 'proposal';
    case 'voted':
      return 'vote';
    case 'mission':
      return 'mission';
    default:
      return null;
  }
}

/** The announcement of `c` with the settings' verbosity for its kind. */
export function announcedText(c: Consequence, view: PublicView, settings: Pick<Settings, 'announcements' | 'verbosity'>): string {
  const kind = kindOf(c);
  if (!kind) return consequenceText(c, view, settings.announcements === 'brief');
  const level = levelOf(settings.verbosity, kind, settings.announcements);
  if (level === 'shortest') return shortestText(c, view) ?? consequenceText(c, view, true);
  return consequenceText(c, view, level === 'brief');
}

/**
 * The shortest form of a vote's or mission's result (the braille display's, else the brief
 * sentence), for the board's strip where the full one does not fit: 175% and 200% text on a phone.
 */
export function shortResultText(c: Consequence | PublicConsequence, view: PublicView): string {
  return shortestText(c, view) ?? consequenceText(c, view, true);
}

/** The shortest sentence of a core event, or `null` where the brief one must stay (a module's step the game waits for). */
export function shortestText(c: Consequence | PublicConsequence, view: PublicView): string | null {
  switch (c.kind) {
    case 'proposed':
      return msg(str`Team ${nameList(view.players, c.proposal.team)}, mission ${c.proposal.mission}.`);
    case 'voted': {
      const tally = c.approved
        ? msg(str`Approved ${c.approvals} to ${c.rejections}.`)
        : msg(str`Rejected ${c.approvals} to ${c.rejections}, vote track ${c.voteTrack}.`);
      return c.winner ? sentences(tally, winnerText(c.winner)) : tally;
    }
    case 'mission': {
      if (!c.winner && missionWaitText(view) !== null) return null;
      const n = c.outcome.mission;
      const fails = c.outcome.fails;
      const result =
        c.outcome.result === 'fail'
          ? msg(str`Mission ${n} failed, ${fails} Fail.`)
          : fails === 0
            ? msg(str`Mission ${n} succeeded.`)
            : msg(str`Mission ${n} succeeded, ${fails} Fail.`);
      return c.winner ? sentences(result, winnerText(c.winner)) : result;
    }
    default:
      return null;
  }
}
