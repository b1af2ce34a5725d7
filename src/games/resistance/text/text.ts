/**
 * Every sentence the app speaks or shows about the game, built from public views and engine
 * consequences, and all through `msg()` of @lit/localize (English source; other locales are
 * added by `lit-localize`). One action's consequences become one sentence (announcer rule).
 *
 * Only the game screen's modules (and the room pages) import this module: the home screen's few
 * sentences are in home-text.ts (re-exported here), so this file is off the start-up path. The
 * sentences that need the engine's reducer or views (what happens next, the summary, undo and
 * redo) are in game-text.ts (start-up JavaScript budget, docs/performance.md).
 */
import { currentLocale } from '../../../platform/i18n/locale.ts';
import { listFormat, listText, plural } from '../../../platform/i18n/words.ts';
import type { PluralForms } from '../../../platform/i18n/words.ts';
import { msg, str } from '@lit/localize';
// Direct module imports, not the engine's index: the index would pull every engine module into
// the start-up bundle (start-up budget, docs/performance.md).
import { failsNeeded } from '../core/tables.ts';
import type {
  Consequence,
  PublicConsequence,
  MissionNumber,
  MissionView,
  PublicView,
} from '../engine.ts';

/** The locale used for lists and numbers: the page's language. */
export { currentLocale, listFormat, listText, plural };
export type { PluralForms };
export { everyone, nameList, playersText, resistanceText, spiesText } from './home-text.ts';
export { storageErrorText } from './storage-text.ts';
export { failures, savedGameText, successes } from './saved-game-text.ts';
import { nameList } from './home-text.ts';
import { failures, successes } from './saved-game-text.ts';
import { cardsSetAside, MODULE_SENTENCES, missionWaitText, moduleConsequenceText, moduleMissionCards, modulePhaseLead, moduleWinnerText, ownsLead } from './module-text.ts';

/** "no Fail cards", "1 Fail card", "2 Fail cards" (Polish: "1 karta Porażki", "2 karty", "5 kart"). */
export function failCards(n: number): string {
  if (n === 0) return msg('no Fail cards');
  return plural(n, {
    one: () => msg(str`${n} Fail card`, { id: 'fail-cards.one' }),
    few: () => msg(str`${n} Fail cards`, { id: 'fail-cards.few' }),
    many: () => msg(str`${n} Fail cards`, { id: 'fail-cards.many' }),
    other: () => msg(str`${n} Fail cards`, { id: 'fail-cards.other' }),
  });
}

/**
 * "Modules: Trapper, Inquisitor, Reverser (Resistance and Spy Reversers).": the names
 * of the modules on, in the setup form's order (each module's own, ui/modules.ts).
 */
export function modulesText(modules: NonNullable<PublicView['modules']>): string {
  const names: string[] = [];
  for (const m of MODULE_SENTENCES) names.push(...(m.names?.(modules) ?? []));
  return msg(str`Modules: ${listFormat('conjunction').format(names)}.`);
}

/** "5 seconds". */
export function secondsText(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} second`, { id: 'seconds.one' }),
    few: () => msg(str`${n} seconds`, { id: 'seconds.few' }),
    many: () => msg(str`${n} seconds`, { id: 'seconds.many' }),
    other: () => msg(str`${n} seconds`, { id: 'seconds.other' }),
  });
}

/** "Score: 2 successes, 1 fail." */
export function scoreText(view: Pick<PublicView, 'missions'>): string {
  const s = view.missions.filter((m) => m?.result === 'success').length;
  const f = view.missions.filter((m) => m?.result === 'fail').length;
  return msg(str`Score: ${successes(s)}, ${failures(f)}.`);
}

export { voteTrackText, winnerText } from './outcome-text.ts';
import { useRoleWinnerText, voteTrackNews, winnerText } from './outcome-text.ts';

/** "Needs two Fail cards to fail." for mission 4 at 7+ players (R-MIS-4), else ''. */
export function twoFailsNote(players: number, mission: MissionNumber): string {
  return failsNeeded(players, mission) === 2 ? msg('Needs two Fail cards to fail.') : '';
}

/**
 * One mission's result: "Mission 2 succeeded: 1 Fail card, two needed." (R-MIS-3, R-MIS-4), or a
 * module's when its own revealed cards change how it is said (ModuleSentences `missionResult`:
 * the Reverse cards, R-REVS-3).
 */
export function missionResultText(m: MissionView): string {
  const cards = failCards(m.fails);
  for (const module of MODULE_SENTENCES) {
    const said = module.missionResult?.(m, cards);
    if (said) return said;
  }
  if (m.result === 'fail') return msg(str`Mission ${m.mission} failed: ${cards}.`);
  if (m.failsNeeded === 2 && m.fails > 0) return msg(str`Mission ${m.mission} succeeded: ${cards}, two needed to fail.`);
  return msg(str`Mission ${m.mission} succeeded: ${cards}.`);
}

// The modules' endings (their sentences' `winners`), for winnerText (outcome-text.ts).
useRoleWinnerText(moduleWinnerText);

/** Where the game is played, for the guidance a sentence gives (ui/module-ui.ts). */
export type { PlayPlace } from '../ui/module-ui.ts';
import type { PlayPlace } from '../ui/module-ui.ts';

/**
 * One sentence for everything an accepted event changed (the announcer's text), the same on one
 * shared device, on the table page and on every phone of a room (the room server sends
 * the engine's consequences, view.ts `publicConsequence`). With `brief` (the "brief announcements"
 * setting) only the result: no guidance on the next step, no score, the vote track as a number.
 * `place` changes only the guidance (pass the phone, or vote on your own phone).
 */
export function consequenceText(c: Consequence | PublicConsequence, view: PublicView, brief = false, place: PlayPlace = 'shared'): string {
  const players = view.players;
  switch (c.kind) {
    case 'proposed': {
      const leader = players[c.proposal.leader]!;
      if (brief) return msg(str`${leader} proposes ${nameList(players, c.proposal.team)} for mission ${c.proposal.mission}.`);
      if (view.secretVotes && place === 'own-phones') {
        return msg(str`${leader} proposes ${nameList(players, c.proposal.team)} for mission ${c.proposal.mission}. Everyone votes on their own phone.`);
      }
      if (view.secretVotes) {
        return msg(
          str`${leader} proposes ${nameList(players, c.proposal.team)} for mission ${c.proposal.mission}. Everyone votes in secret: pass the phone to ${leader}.`,
        );
      }
      return msg(
        str`${leader} proposes ${nameList(players, c.proposal.team)} for mission ${c.proposal.mission}. Record the vote.`,
      );
    }
    case 'voted': {
      const revealed = view.secretVotes ? secretVotesRevealedText(players, c.proposal.votes ?? []) : '';
      const tally = msg(str`${c.approvals} approve, ${c.rejections} reject.`);
      if (c.approved) {
        const next = brief
          ? ''
          : view.rolesDealt
            ? msg(str`${nameList(players, c.proposal.team)} go on mission ${c.proposal.mission} and play their cards in secret.`)
            : // The proposal's sentence has just named the team: the step is what is new.
              msg('Record the Fail cards.');
        return sentences(revealed, msg('Team approved,'), tally, next);
      }
      if (c.winner) return sentences(revealed, msg('Team rejected,'), tally, winnerText(c.winner));
      return brief
        ? sentences(revealed, msg('Team rejected,'), tally, msg(str`Vote track ${c.voteTrack}.`))
        : sentences(revealed, msg('Team rejected,'), tally, voteTrackNews(c.voteTrack), msg(str`Next leader: ${players[c.leader]!}.`));
    }
    case 'mission': {
      // Only the counts of the revealed cards (R-MIS-1; the Trapper's card set aside, R-TRP-2).
      const apart = MODULE_SENTENCES.reduce((sum, m) => sum + (m.revealedApart?.(c.outcome) ?? 0), 0);
      const counted = c.outcome.team.length - cardsSetAside(view) - apart;
      const result = sentences(
        view.rolesDealt ? shuffledCardsText(counted, c.outcome.fails) : '',
        moduleMissionCards(c, view),
        missionResultText(c.outcome),
      );
      if (c.winner) return sentences(result, winnerText(c.winner));
      // A module's phase the game's end waits for (R-ASN-END: the third success waits for the Assassin).
      const wait = missionWaitText(view);
      if (wait !== null) return sentences(result, wait);
      if (brief) return result;
      return sentences(
        result,
        msg(str`Score: ${successes(c.successes)}, ${failures(c.failures)}.`),
        msg(str`Next leader: ${players[c.leader]!}.`),
        modulePhaseLead(view),
      );
    }
    default: {
      // A module's consequence (its text.ts), then what a module's phase asks first, if one comes
      // next and the sentence does not say itself what comes next (its module's `ownLead`).
      const said = moduleConsequenceText(c, view, brief, place);
      if (said === null) throw new Error(`no sentence for the consequence ${(c as { kind: string }).kind}`);
      return sentences(said, brief || ownsLead(c.kind) ? '' : modulePhaseLead(view));
    }
  }
}

/** Sentences joined by spaces, leaving out the empty ones. */
export function sentences(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

/** "All votes revealed at once. Approve: Ann and Bob. Reject: Cid, Dee and Eve." (R-VOTE-1) */
export function secretVotesRevealedText(players: readonly string[], votes: readonly boolean[]): string {
  const approve = votes.flatMap((v, seat) => (v ? [seat] : []));
  const reject = votes.flatMap((v, seat) => (v ? [] : [seat]));
  const approveText = approve.length > 0 ? nameList(players, approve) : msg('nobody');
  const rejectText = reject.length > 0 ? nameList(players, reject) : msg('nobody');
  return msg(str`All votes revealed at once. Approve: ${approveText}. Reject: ${rejectText}.`);
}

/** "Cards shuffled: 2 Success, 1 Fail." (R-MIS-1: only the counts are revealed) */
export function shuffledCardsText(team: number, fails: number): string {
  return msg(str`Cards shuffled: ${team - fails} Success, ${fails} Fail.`);
}

