/**
 * Every sentence the app speaks or shows about the game, built from public views and engine
 * consequences, and all through `msg()` of @lit/localize (English source; other locales are
 * added by `lit-localize`). One action's consequences become one sentence (announcer rule).
 */
import { msg, str } from '@lit/localize';
import {
  availableMissions,
  failsNeeded,
  MAX_REJECTIONS,
  RuleError,
  teamSize,
  viewFor,
} from '../engine/index.ts';
import type {
  Consequence,
  GameEvent,
  GameState,
  MissionNumber,
  MissionOutcome,
  PublicView,
  Seat,
  Winner,
} from '../engine/index.ts';
import { ImportError } from '../session/import-record.ts';
import { StorageError } from '../storage/types.ts';
import type { SavedGameMeta } from '../storage/types.ts';

/** The locale used for lists and numbers (English only until the Polish issue). */
export function currentLocale(): string {
  return document.documentElement.lang || 'en';
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * A list formatter for the current locale, made once (creating one costs far more than using
 * it, and the vote history formats a list per row on every change).
 */
function listFormat(type: 'conjunction' | 'disjunction'): Intl.ListFormat {
  const key = `${currentLocale()}|${type}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(currentLocale(), { style: 'long', type });
    listFormats.set(key, format);
  }
  return format;
}

/** "Ann", "Ann and Bob", "Ann, Bob and Eve". */
export function nameList(players: readonly string[], seats: readonly Seat[]): string {
  const names = seats.map((seat) => players[seat] ?? String(seat));
  return listFormat('conjunction').format(names);
}

/** Every player's name in seat order: "Ann, Bob, and Cid". */
export function everyone(players: readonly string[]): string {
  return nameList(players, players.map((_, seat) => seat));
}

/**
 * The forms of a counted phrase, one per CLDR plural category. English uses `one` and `other`;
 * Polish uses `one` (1), `few` (2–4, 22–24…) and `many` (5–21, 25…), so every counted phrase
 * gives all four, each a message of its own (explicit ids `…​.one`, `…​.few`, `…​.many`,
 * `…​.other`) that a translation can word differently.
 */
export interface PluralForms {
  one: () => string;
  few: () => string;
  many: () => string;
  other: () => string;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of `forms` for `n` in the current locale (Intl.PluralRules, cardinal). */
export function plural(n: number, forms: PluralForms): string {
  const locale = currentLocale();
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const category = rules.select(n);
  return (category === 'one' || category === 'few' || category === 'many' ? forms[category] : forms.other)();
}

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

/** "Modules: Trapper, Inquisitor, Reverser (Resistance and Spy Reversers)." (issue 6) */
export function modulesText(modules: { trapper: boolean; inquisitor: boolean; reverser: { resistance: boolean; spy: boolean } | null }): string {
  const names: string[] = [];
  if (modules.trapper) names.push(msg('Trapper'));
  if (modules.inquisitor) names.push(msg('Inquisitor'));
  if (modules.reverser) {
    const { resistance, spy } = modules.reverser;
    names.push(
      resistance && spy
        ? msg('Reverser (Resistance and Spy Reversers)')
        : resistance
          ? msg('Reverser (Resistance Reverser)')
          : msg('Reverser (Spy Reverser)'),
    );
  }
  return msg(str`Modules: ${listFormat('conjunction').format(names)}.`);
}

/** "1 Reverse card", "2 Reverse cards" (Reverser module, R-REVS-3). */
export function reverseCards(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} Reverse card`, { id: 'reverse-cards.one' }),
    few: () => msg(str`${n} Reverse cards`, { id: 'reverse-cards.few' }),
    many: () => msg(str`${n} Reverse cards`, { id: 'reverse-cards.many' }),
    other: () => msg(str`${n} Reverse cards`, { id: 'reverse-cards.other' }),
  });
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

/** "Vote track: 2 of 5 rejected in a row. 3 more rejections and the spies win." (R-VOTE-4) */
export function voteTrackText(voteTrack: number): string {
  const left = MAX_REJECTIONS - voteTrack;
  const remaining = plural(left, {
    one: () => msg(str`${left} more rejection and the spies win.`, { id: 'more-rejections.one' }),
    few: () => msg(str`${left} more rejections and the spies win.`, { id: 'more-rejections.few' }),
    many: () => msg(str`${left} more rejections and the spies win.`, { id: 'more-rejections.many' }),
    other: () => msg(str`${left} more rejections and the spies win.`, { id: 'more-rejections.other' }),
  });
  return msg(str`Vote track: ${voteTrack} of ${MAX_REJECTIONS} rejected in a row.`) + ' ' + remaining;
}

/** "The resistance wins: three missions succeeded." (R-END-1, R-VOTE-4) */
export function winnerText(winner: Winner): string {
  switch (winner.reason) {
    case 'three-successes':
      return msg('The resistance wins: three missions succeeded.');
    case 'three-fails':
      return msg('The spies win: three missions failed.');
    case 'five-rejections':
      return msg('The spies win: five teams in a row were rejected.');
  }
}

/** "Needs two Fail cards to fail." for mission 4 at 7+ players (R-MIS-4), else ''. */
export function twoFailsNote(players: number, mission: MissionNumber): string {
  return failsNeeded(players, mission) === 2 ? msg('Needs two Fail cards to fail.') : '';
}

/** One mission's result: "Mission 2 succeeded: 1 Fail card, two needed." (R-MIS-3, R-MIS-4) */
export function missionResultText(
  m: Pick<MissionOutcome, 'mission' | 'fails' | 'failsNeeded' | 'result'> & { reverses?: number },
): string {
  const reverses = m.reverses ?? 0;
  if (reverses > 0) {
    // R-REVS-3: the Fail cards decide first, then exactly one Reverse flips the result.
    const cards = `${failCards(m.fails)}, ${reverseCards(reverses)}`;
    const flipped = reverses === 1 ? ' ' + msg('One Reverse card flipped the result.') : '';
    return (
      (m.result === 'fail' ? msg(str`Mission ${m.mission} failed: ${cards}.`, { id: 'mission-failed-reverses' }) : msg(str`Mission ${m.mission} succeeded: ${cards}.`, { id: 'mission-succeeded-reverses' })) + flipped
    );
  }
  const cards = failCards(m.fails);
  if (m.result === 'fail') return msg(str`Mission ${m.mission} failed: ${cards}.`);
  if (m.failsNeeded === 2 && m.fails > 0) return msg(str`Mission ${m.mission} succeeded: ${cards}, two needed to fail.`);
  return msg(str`Mission ${m.mission} succeeded: ${cards}.`);
}

/** What happens next, as one sentence. */
export function nextStepText(state: GameState, view: PublicView): string {
  const leader = view.players[view.leader]!;
  const players = view.players.length;
  const proposal = view.proposals[view.proposals.length - 1];
  switch (view.phase) {
    case 'proposal': {
      const open = availableMissions(state);
      if (view.variants.includes('targeting')) {
        const list = listFormat('disjunction').format(open.map(String));
        return msg(str`Next: ${leader} chooses mission ${list} and proposes a team.`);
      }
      const mission = open[0]!;
      return msg(str`Next: ${leader} proposes a team of ${teamSize(players, mission)} for mission ${mission}.`);
    }
    case 'vote':
      if (view.secretVotes) {
        return msg(
          str`Next: everyone votes in secret on ${leader}'s team for mission ${proposal!.mission}: ${nameList(view.players, proposal!.team)}. Pass the phone to ${leader} first.`,
        );
      }
      return msg(
        str`Next: record the vote on ${leader}'s team for mission ${proposal!.mission}: ${nameList(view.players, proposal!.team)}.`,
      );
    case 'mission':
      if (view.rolesDealt) {
        return msg(str`Next: the team plays mission ${proposal!.mission} in secret, each member on this phone in turn.`);
      }
      return msg(str`Next: record how many Fail cards mission ${proposal!.mission} revealed.`);
    case 'inquisition': {
      const holder = view.players[view.inquisitor?.holder ?? 0]!;
      return msg(str`Next: ${holder}, the Inquisitor, checks the loyalty of a player who never held the token.`);
    }
    case 'over':
      return msg('The game is over.');
  }
}

/**
 * The "where are we" summary: mission, leader, score, vote track and what happens next.
 */
export function summaryText(state: GameState, view: PublicView): string {
  const parts: string[] = [];
  if (view.winner) {
    parts.push(msg('Game over.'), winnerText(view.winner), scoreText(view));
    return parts.join(' ');
  }
  const leader = view.players[view.leader]!;
  const proposal = view.phase === 'proposal' ? undefined : view.proposals[view.proposals.length - 1];
  if (!view.variants.includes('targeting')) {
    parts.push(msg(str`Mission ${view.round} of 5.`));
  } else if (proposal) {
    parts.push(msg(str`Round ${view.round} of 5, mission ${proposal.mission}.`));
  } else {
    parts.push(msg(str`Round ${view.round} of 5.`));
  }
  parts.push(msg(str`Leader: ${leader}.`));
  parts.push(scoreText(view));
  parts.push(voteTrackText(view.voteTrack));
  parts.push(nextStepText(state, view));
  return parts.join(' ');
}

/**
 * One sentence for everything an accepted event changed (the announcer's text). With `brief`
 * (the "brief announcements" setting) only the result: no guidance on the next step, no score,
 * the vote track as a number.
 */
export function consequenceText(c: Consequence, view: PublicView, brief = false): string {
  const players = view.players;
  if (brief) return briefConsequenceText(c, view);
  switch (c.kind) {
    case 'proposed': {
      const leader = players[c.proposal.leader]!;
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
      const revealed = view.secretVotes ? secretVotesRevealedText(players, c.proposal.votes ?? []) + ' ' : '';
      const tally = msg(str`${c.approvals} approve, ${c.rejections} reject.`);
      if (c.approved) {
        return (
          revealed +
          msg('Team approved,') +
          ' ' +
          tally +
          ' ' +
          (view.rolesDealt
            ? msg(str`${nameList(players, c.proposal.team)} go on mission ${c.proposal.mission} and play their cards in secret.`)
            : msg(str`${nameList(players, c.proposal.team)} go on mission ${c.proposal.mission}. Record the Fail cards.`))
        );
      }
      if (c.winner) return revealed + msg('Team rejected,') + ' ' + tally + ' ' + winnerText(c.winner);
      return (
        revealed +
        msg('Team rejected,') +
        ' ' +
        tally +
        ' ' +
        voteTrackText(c.voteTrack) +
        ' ' +
        msg(str`Next leader: ${players[c.leader]!}.`)
      );
    }
    case 'mission': {
      let result = missionResultText(c.outcome);
      if (view.rolesDealt) result = shuffledCardsText(c.outcome.team.length - (view.modules?.trapper ? 1 : 0) - c.outcome.reverses, c.outcome.fails) + ' ' + result;
      if (c.winner) return result + ' ' + winnerText(c.winner);
      const inquisition =
        view.phase === 'inquisition' ? ' ' + msg(str`First ${players[view.inquisitor?.holder ?? 0]!}, the Inquisitor, checks a player.`) : '';
      return (
        result +
        ' ' +
        msg(str`Score: ${successes(c.successes)}, ${failures(c.failures)}.`) +
        ' ' +
        msg(str`Next leader: ${players[c.leader]!}.`) +
        inquisition
      );
    }
    case 'inquisition':
      return inquisitionText(c, players);
  }
}

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
  return msg(str`${by} checked the loyalty of ${target}. The Inquisitor token passes to ${target}; ${left}.`);
}

/** The person-readable sentence of a rule error, translated where the UI can cause it. */
export function ruleErrorText(error: unknown): string {
  if (!(error instanceof RuleError)) return msg('Something went wrong; nothing was recorded.');
  const p = error.params;
  switch (error.code) {
    // The record and its setup (docs/records.md, "Errors: rule ids and codes").
    case 'json':
      return msg('The file is not valid JSON (REC-FORMAT).');
    case 'record-object':
      return msg('A game record must be a JSON object (REC-FORMAT).');
    case 'record-format':
      return msg('The record\'s "format" must be "resistance-record/1" (REC-FORMAT).');
    case 'setup-object':
      return msg('The record\'s "setup" must be an object with the players and the first leader (REC-FORMAT).');
    case 'players-list':
      return msg('The players must be a list of names in seat order (R-SET-1).');
    case 'player-count':
      return msg('The Resistance needs 5 to 10 players.');
    case 'player-name':
      return msg('Every player needs a name.');
    case 'first-leader':
      return msg(str`The first leader must be one of the seats 0 to ${p.last} (R-SET-4).`);
    case 'variants-list':
      return msg('The variants must be a list, such as ["targeting"] (REC-FORMAT).');
    case 'variant-unknown':
      return msg(str`Unknown variant "${p.variant}": the known variants are "targeting" and "blind-spies" (REC-FORMAT).`);
    case 'mission5-rule':
      return msg(str`The mission 5 rule ("mission5Rule") must be "two-successes" or "two-done", not "${p.value}" (R-VAR-TGT).`);
    case 'secret-votes':
      return msg('The secret votes option ("secretVotes") must be true or false (REC-FORMAT).');
    case 'spy-seat':
      return msg(str`The spies must be a list of seats 0 to ${p.last} (R-SET-2).`);
    case 'spy-duplicate':
      return msg('A seat is listed twice among the spies (R-SET-2).');
    case 'spy-count':
      return msg(str`A game of ${p.players} players has ${spiesText(Number(p.expected))}, not ${p.count} (R-SET-2).`);
    case 'events-list':
      return msg('The record\'s "events" must be a list of events (REC-FORMAT).');
    case 'malformed':
      return msg('The record holds a value the app cannot read (REC-FORMAT).');
    // Events, in the order the engine checks them.
    case 'event-object':
      return msg('Each event must be an object with a type (REC-EVENT).');
    case 'game-over':
      return msg('The game is over: nothing more can be recorded.');
    case 'event-type':
      return msg(str`Unknown event type "${p.type}": the types are "proposal", "vote" and "mission" (REC-EVENT).`);
    case 'proposal-expected':
      return msg('The leader must propose a team first (R-TEAM-2).');
    case 'vote-expected':
      return msg('The proposed team must be voted on first (R-VOTE-1).');
    case 'mission-expected':
      return msg('The approved team must play the mission first (R-MIS-1).');
    case 'wrong-leader':
      return msg(str`The leader is ${p.leader} (seat ${p.seat}), not seat ${p.given} (R-SET-4).`);
    case 'mission-required':
      return msg('Choose the mission the team goes on.');
    case 'mission-unknown':
      return msg(str`There is no mission ${p.mission}: missions are 1 to 5 (R-VAR-TGT).`);
    case 'mission-done':
      return msg(str`Mission ${p.mission} was already attempted.`);
    case 'mission-5-early-successes':
      return msg('Mission 5 can be chosen only after two other missions succeeded.');
    case 'mission-5-early':
      return msg('Mission 5 can be chosen only after two other missions are done.');
    case 'mission-order':
      return msg(str`This round goes on mission ${p.mission}, not mission ${p.given} (R-ROUND-1).`);
    case 'team-list':
      return msg('A proposal needs a team: a list of seats (REC-EVENT).');
    case 'team-seat':
      return msg(str`The team names ${p.seat}, which is not a seat: seats are 0 to ${p.last} (R-TEAM-2).`);
    case 'team-duplicate':
      return msg(str`${p.player} is on the team twice.`);
    case 'team-size':
      return msg(str`Mission ${p.mission} needs a team of ${p.size}; ${p.count} chosen.`);
    case 'approve-list':
      return msg('A vote needs "approve": the list of seats that approved (REC-EVENT).');
    case 'vote-seat':
      return msg(str`The vote names ${p.seat}, which is not a seat: seats are 0 to ${p.last} (R-VOTE-1).`);
    case 'vote-duplicate':
      return msg(str`${p.player} is listed twice: every player votes once (R-VOTE-1).`);
    case 'fails-or-cards':
      return msg('A mission gives either "fails" (how many Fail cards) or "cards", exactly one of the two (REC-EVENT).');
    case 'cards-need-spies':
      // Raised for a recorded `cards` event (REC-EVENT) and for secret cards on the phone (R-MIS-2).
      return error.rule === 'R-MIS-2'
        ? msg('Secret mission cards need the roles dealt by the app (R-MIS-2).')
        : msg('Mission cards by player can be recorded only when the spies are known (REC-EVENT).');
    case 'cards-object':
      return msg('"cards" must map each team member\'s seat to "success" or "fail" (REC-EVENT).');
    case 'cards-team':
      return msg(str`Every team member plays exactly one card: expected cards from seats ${p.seats} (R-MIS-1).`);
    case 'card-value':
      return msg(str`The card of seat ${p.seat} must be "success" or "fail" (R-MIS-1).`);
    case 'resistance-fail':
      return msg(str`${p.player} is resistance and must play Success (R-MIS-2).`);
    case 'fails-count':
      return msg(str`A team of ${p.size} reveals between 0 and ${p.size} Fail cards.`);
    case 'fails-spies':
      return msg(
        str`Only spies may play Fail, and this team has ${spiesText(Number(p.spies))}, so it cannot reveal ${failCards(Number(p.fails))} (R-MIS-2).`,
      );
    // Modules (issue 6).
    case 'modules-object':
      return msg('The record\'s "modules" must be an object such as {"trapper": true} (REC-FORMAT).');
    case 'module-unknown':
      return msg(str`Unknown module "${p.module}": the modules are "trapper", "inquisitor" and "reverser" (REC-FORMAT).`);
    case 'module-flag':
      return msg(str`The module setting "${p.module}" must be true or false (REC-FORMAT).`);
    case 'reverser-none':
      return msg('The Reverser module needs the Resistance Reverser, the Spy Reverser, or both (R-REVS-1).');
    case 'inquisition-expected':
      return msg('The Inquisitor must check a player first (R-INQ-2).');
    case 'cards-modules':
      return msg('With the Trapper or Reverser module a mission is recorded as counts of Fail and Reverse cards (REC-EVENT).');
    case 'reverses-without-module':
      return msg('Reverse cards are played only with the Reverser module (R-REVS-2).');
    case 'reverses-count':
      return msg(str`Only Reversers play Reverse cards: between 0 and ${p.max} can be revealed here, not ${p.given} (R-REVS-2).`);
    case 'cards-counted':
      return error.rule === 'R-TRP-2'
        ? msg(str`The Trapper sets one card aside, so only ${p.counted} cards are revealed: too many Fail and Reverse cards (R-TRP-2).`)
        : msg(str`Only ${p.counted} cards are revealed: too many Fail and Reverse cards (R-MIS-1).`);
    case 'inquisition-not-now':
      return msg('The Inquisitor checks a player only right after missions 2, 3 and 4 (R-INQ-2).');
    case 'inquisition-seat':
      return msg(str`${p.seat} is not a seat: seats are 0 to ${p.last} (R-INQ-2).`);
    case 'inquisition-self':
      return msg(str`${p.player} holds the Inquisitor token and cannot check themself (R-INQ-2).`);
    case 'inquisition-past-holder':
      return msg(str`${p.player} has held the Inquisitor token and can never be checked (R-INQ-3).`);
    case 'reversers-unexpected':
      return msg('Reverser seats are given only with the Reverser module and the spies known (R-REVS-1).');
    case 'reversers-match':
      return msg('The Reverser seats must match the Reversers of the module (R-REVS-1).');
    case 'reverser-seat':
      return msg('The Spy Reverser must be a spy, and the Resistance Reverser must not be one (R-REVS-1).');
    case 'set-aside-missing':
      return msg('With the Trapper the leader sets one played card aside first (R-TRP-2).');
    case 'set-aside-without-trapper':
      return msg('Only the Trapper module sets a card aside (R-TRP-2).');
    case 'set-aside-seat':
      return msg('The card set aside must be one the team played (R-TRP-2).');
    // Private turns on the shared phone (src/engine/private.ts).
    case 'votes-missing':
      return msg(str`Every player must vote; votes still missing: ${p.missing} of ${p.count} (R-VOTE-1).`);
    case 'cards-missing':
      return msg(str`Every team member plays one card; cards still missing: ${p.missing} of ${p.count} (R-MIS-1).`);
    default:
      return msg(str`${error.message} (rule ${error.rule}).`);
  }
}

/** The brief form of {@link consequenceText}: the result only. */
function briefConsequenceText(c: Consequence, view: PublicView): string {
  const players = view.players;
  switch (c.kind) {
    case 'proposed':
      return msg(str`${players[c.proposal.leader]!} proposes ${nameList(players, c.proposal.team)} for mission ${c.proposal.mission}.`);
    case 'voted': {
      const revealed = view.secretVotes ? secretVotesRevealedText(players, c.proposal.votes ?? []) + ' ' : '';
      const tally = msg(str`${c.approvals} approve, ${c.rejections} reject.`);
      if (c.approved) return revealed + msg('Team approved,') + ' ' + tally;
      if (c.winner) return revealed + msg('Team rejected,') + ' ' + tally + ' ' + winnerText(c.winner);
      return revealed + msg('Team rejected,') + ' ' + tally + ' ' + msg(str`Vote track ${c.voteTrack}.`);
    }
    case 'mission': {
      let result = missionResultText(c.outcome);
      if (view.rolesDealt) result = shuffledCardsText(c.outcome.team.length - (view.modules?.trapper ? 1 : 0) - c.outcome.reverses, c.outcome.fails) + ' ' + result;
      return c.winner ? result + ' ' + winnerText(c.winner) : result;
    }
    case 'inquisition':
      return inquisitionText(c, players);
  }
}

/**
 * What undo took back, and where that leaves the game, as one sentence:
 * "Undone: the vote on Dee's team for mission 2. Vote track back to 3."
 */
export function undoneText(undone: GameEvent, after: GameState): string {
  const view = viewFor(after, 'public');
  const players = view.players;
  switch (undone.type) {
    case 'proposal': {
      const leader = players[after.leader]!;
      return msg(str`Undone: ${leader}'s proposal of ${nameList(players, undone.team)}.`) + ' ' + nextStepText(after, view);
    }
    case 'vote': {
      const proposal = view.proposals[view.proposals.length - 1]!;
      return (
        msg(str`Undone: the vote on ${players[proposal.leader]!}'s team for mission ${proposal.mission}.`) +
        ' ' +
        msg(str`Vote track back to ${after.voteTrack}.`) +
        ' ' +
        nextStepText(after, view)
      );
    }
    case 'mission': {
      const proposal = view.proposals[view.proposals.length - 1]!;
      return (
        msg(str`Undone: the result of mission ${proposal.mission}.`) +
        ' ' +
        scoreText(view) +
        ' ' +
        nextStepText(after, view)
      );
    }
    case 'inquisition': {
      const by = players[view.inquisitor?.holder ?? 0]!;
      return msg(str`Undone: ${by}'s check of ${players[undone.target]!}.`) + ' ' + nextStepText(after, view);
    }
  }
}

/** "Redone: " and the consequence sentence of the event applied again. */
export function redoneText(c: Consequence, view: PublicView): string {
  return msg(str`Redone: ${consequenceText(c, view)}`);
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

/** The sentence for a refused import. */
export function importErrorText(error: unknown): string {
  if (!(error instanceof ImportError)) return msg('the file could not be read.');
  switch (error.problem) {
    case 'empty':
      return msg('the file is empty.');
    case 'too-large':
      return msg('the file is too large to be a game record.');
    case 'not-json':
      return msg('the file is not a JSON game record.');
    case 'record': {
      const where = error.recordError!.where;
      const sentence = ruleErrorText(error.recordError!.cause);
      return where === 'setup'
        ? msg(str`its setup: ${sentence}`)
        : msg(str`event ${where + 1} of the record: ${sentence}`);
    }
  }
}

// ---- Private turns on one shared device (issue 4: R-REV-2, R-VOTE-1, R-MIS-1, R-MIS-2) ----

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

/**
 * One card of the card-passing reveal (R-REV-2), as one phrase: "Card 2 of 5: Bob is not a spy."
 * For every role the phrases of a turn have the same number and, in English, the same length
 * ("is a spy too." / "is not a spy." / ": role hidden."; "You are a spy, not resistance." /
 * "You are resistance, not a spy."), so that speech overheard gives nothing away.
 */
export function revealPhrase(
  players: readonly string[],
  entry: { seat: Seat; self: boolean; answer: 'spy' | 'not-spy' | 'unknown' },
  position: number,
  total: number,
): string {
  const card = msg(str`Card ${position} of ${total}:`);
  let what: string;
  if (entry.self) {
    what =
      entry.answer === 'spy'
        ? msg('You are a spy, not resistance.')
        : entry.answer === 'not-spy'
          ? msg('You are resistance, not a spy.')
          : msg('The app does not hold your card.');
  } else {
    const name = players[entry.seat]!;
    what =
      entry.answer === 'spy'
        ? msg(str`${name} is a spy too.`)
        : entry.answer === 'not-spy'
          ? msg(str`${name} is not a spy.`)
          : msg(str`${name}: role hidden.`);
  }
  return `${card} ${what}`;
}

/**
 * What the Inquisitor sees in private (R-INQ-2): "Dee's loyalty card: Spy, not Resistance." /
 * "…: Resistance, not Spy." — the same words in another order, so both sides sound as long.
 */
export function inquisitionPhrase(target: string, side: 'spies' | 'resistance'): string {
  return side === 'spies'
    ? msg(str`Loyalty card of ${target}: Spy, not Resistance.`)
    : msg(str`Loyalty card of ${target}: Resistance, not Spy.`);
}

/** What the Trapper's leader sees of the card set aside (R-TRP-2); "Success" and "Fail" only differ. */
export function setAsideText(card: 'success' | 'fail' | 'reverse'): string {
  if (card === 'reverse') return msg('The card you set aside: Reverse. It is not revealed or counted; you may talk about it, never show it.');
  return card === 'fail'
    ? msg('The card you set aside: Fail. It is not revealed or counted; you may talk about it, never show it.')
    : msg('The card you set aside: Success. It is not revealed or counted; you may talk about it, never show it.');
}

/** The sealed-vote confirmation of a private vote turn (R-VOTE-1). */
export function sealedVoteText(approve: boolean): string {
  return approve
    ? msg('Your vote is sealed: Approve. All votes are revealed at once when everyone has voted.')
    : msg('Your vote is sealed: Reject. All votes are revealed at once when everyone has voted.');
}

/**
 * The sealed-card confirmation of a private mission turn, the same step for every player: the
 * card played, and the reminder of R-MIS-2 that a resistance player's Fail is played as Success.
 */
export function sealedCardText(played: 'success' | 'fail' | 'reverse', reverser = false): string {
  const card =
    played === 'success'
      ? msg('Your card is sealed: Success.')
      : played === 'fail'
        ? msg('Your card is sealed: Fail.')
        : msg('Your card is sealed: Reverse.');
  const rule = reverser
    ? msg('Resistance players must play Success; only Reversers may play Reverse, and the Spy Reverser never plays Fail: any other choice was played as Success.')
    : msg('Resistance players must play Success, so a Fail chosen by a resistance player was played as Success.');
  return card + ' ' + rule;
}

/**
 * The Reverser line of a player's own card (R-REVS-1), told to every player when the module is
 * on: "You are a Reverser." / "You're no Reverser." (as long as each other).
 */
export function reverserPhrase(isReverser: boolean): string {
  return isReverser ? msg('You are a Reverser.') : msg("You're no Reverser.");
}
