/**
 * The Hunter module's sentences (rules §4.4, R-HUN-*), in English through `msg()` (Polish in
 * xliff/pl.xlf): its cards' names (R-HUN-1), what the reveal teaches of them and its lines of the
 * reveal script (R-HUN-REV), its loyalty cards' names (R-HUN-INV), the investigations, the
 * accusations (R-HUN-ACC, R-HUN-EARLY) and Branding (R-HUN-BRAND), undoing them, its endings and
 * its refusals. No DOM: the game's sentence files call them (text/module-text.ts). It imports no
 * sentence file of the game but the leaves home-text.ts and outcome-text.ts (no import circle).
 */
import { msg, str } from '@lit/localize';
import type { Consequence } from '../../core/types.ts';
import type { PublicView } from '../../core/view.ts';
import { spiesText } from '../../text/home-text.ts';
import { failures, successes } from '../../text/saved-game-text.ts';
import { winnerText } from '../../text/outcome-text.ts';
import type { ModuleSentences } from '../../ui/module-ui.ts';
import type { AccusationEvent, BrandingEvent, EarlyAccusationEvent, HunterLoyalty, InvestigationEvent } from './engine.ts';

/** Sentences joined by spaces, leaving out the empty ones (as text.ts `sentences`). */
function sentences(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

/** The investigated player's confirmation on their private screen (R-HUN-INV): "You show: Not Chief. Only the investigator sees it." */
export function shownCardText(label: string): string {
  return msg(str`You show: ${label}. Only the investigator sees it.`);
}

/** A Hunter loyalty card's name (R-HUN-1): "Chief", "Not Chief", "Resistance Chief", "Spy Chief". */
export function hunterLoyaltyName(card: HunterLoyalty): string {
  switch (card) {
    case 'chief':
      return msg('Chief');
    case 'not-chief':
      return msg('Not Chief');
    case 'resistance-chief':
      return msg('Resistance Chief');
    case 'spy-chief':
      return msg('Spy Chief');
  }
}

/**
 * What the investigator sees (R-HUN-INV): "Loyalty card shown by Dee: Not Chief.", in the one-device
 * app's private turn and on the investigator's phone (ui/screens.ts, ui/room-screens.ts).
 */
export function investigationPhrase(target: string, card: HunterLoyalty): string {
  return msg(str`Loyalty card shown by ${target}: ${hunterLoyaltyName(card)}. You may talk about it, never show it.`);
}

/** What happens next in the Hunter's phases after a mission (R-HUN-ACC, R-HUN-INV, R-HUN-EARLY). */
function nextStepText(view: PublicView): string {
  if (view.phase === 'accusation') {
    return view.hunter?.awaiting?.accuser === 'spy-hunter'
      ? msg('Next: three missions failed, but first the Spy Hunter reveals themself and accuses a player of being a Resistance Chief.')
      : msg('Next: three missions succeeded, but first the Resistance Hunter reveals themself and accuses a player of being a Spy Chief.');
  }
  const investigator = view.players[view.hunter?.awaiting?.investigator ?? view.leader]!;
  return view.hunter?.awaiting?.early
    ? msg(str`Next: the Spy Hunter may first accuse a player of being a Resistance Chief; then ${investigator} investigates a player.`)
    : msg(str`Next: ${investigator} investigates a player and alone sees the loyalty card they show.`);
}

/** A Hunter's accusation (R-HUN-ACC, R-HUN-EARLY), with what it changed and what comes next. */
function accusationText(c: Extract<Consequence, { kind: 'accusation' }>, view: PublicView, brief: boolean): string {
  const players = view.players;
  const by = players[c.by]!;
  const target = players[c.target]!;
  const said =
    c.hunter === 'resistance-hunter'
      ? c.correct
        ? msg(str`${by}, the Resistance Hunter, accuses ${target} of being a Spy Chief: right.`)
        : msg(str`${by}, the Resistance Hunter, accuses ${target} of being a Spy Chief: wrong.`)
      : c.coordinator
        ? msg(str`${by}, the Spy Hunter, accuses ${target} of being a Resistance Chief: ${target} is the Coordinator.`)
        : c.correct
          ? msg(str`${by}, the Spy Hunter, accuses ${target} of being a Resistance Chief: right.`)
          : msg(str`${by}, the Spy Hunter, accuses ${target} of being a Resistance Chief: wrong.`);
  if (c.winner) return sentences(c.early ? msg('Early accusation.') : '', said, winnerText(c.winner));
  if (c.correct) return sentences(said, msg('Before the resistance wins, the spies talk it over and the Assassin names the Commander.'));
  const awaiting = view.hunter?.awaiting;
  return sentences(
    c.early ? msg('Early accusation.') : '',
    said,
    c.result === 'fail' ? msg(str`Mission ${c.mission} now counts as failed.`) : msg(str`Mission ${c.mission} now counts as succeeded.`),
    brief ? '' : scoreText(c.successes, c.failures),
    brief || !awaiting
      ? ''
      : awaiting.accuser === 'spy-hunter'
        ? msg('Now the Spy Hunter accuses a player of being a Resistance Chief.')
        : awaiting.accuser === 'resistance-hunter'
          ? msg('Now the Resistance Hunter accuses a player of being a Spy Chief.')
          : msg(str`Now ${players[awaiting.investigator ?? view.leader]!} investigates a player.`),
  );
}

/** "Score: 2 successes, 1 fail." after an accusation changed it (the same sentence as text.ts `scoreText`). */
function scoreText(s: number, f: number): string {
  return msg(str`Score: ${successes(s)}, ${failures(f)}.`);
}

/** What undo took back of an accusation, early or not. */
function accusationUndone(e: unknown, view: PublicView): string {
  const undone = e as AccusationEvent | EarlyAccusationEvent;
  const players = view.players;
  return msg(str`Undone: the accusation of ${players[undone.target]!}.`);
}

/** The Hunter's sentences. */
export const hunterSentences: ModuleSentences = {
  id: 'hunter',
  consequences: {
    // What a module's phase then asks is added by the caller (text.ts `consequenceText`).
    investigation: (consequence, view, brief) => {
      const c = consequence as Extract<Consequence, { kind: 'investigation' }>;
      const players = view.players;
      return sentences(msg(str`${players[c.by]!} investigated ${players[c.target]!}.`), brief ? '' : msg(str`Next leader: ${players[c.leader]!}.`));
    },
    accusation: (c, view, brief) => accusationText(c as Extract<Consequence, { kind: 'accusation' }>, view, brief),
    branding: (consequence, view) => {
      const c = consequence as Extract<Consequence, { kind: 'branding' }>;
      const players = view.players;
      return c.correct
        ? msg(str`${players[c.by]!}, the Deep Agent, brands ${players[c.target]!} as the Pretender: right. They swap character cards, and so sides.`)
        : msg(str`${players[c.by]!}, the Deep Agent, brands ${players[c.target]!} as the Pretender: wrong. Play goes on.`);
    },
  },
  // An accusation says itself what comes next; Branding comes during team building.
  ownLead: ['accusation', 'branding'],
  nextStep: { accusation: nextStepText, investigation: nextStepText },
  undone: {
    investigation: (e, view) => {
      const undone = e as InvestigationEvent;
      const players = view.players;
      return msg(str`Undone: the investigation of ${players[undone.target]!}.`);
    },
    accusation: accusationUndone,
    'early-accusation': accusationUndone,
    branding: (e, view) => {
      const undone = e as BrandingEvent;
      const players = view.players;
      return msg(str`Undone: the Branding of ${players[undone.target]!}.`);
    },
  },
  winners: {
    'chief-found': (winner) =>
      winner.side === 'resistance'
        ? msg('The resistance wins: the Resistance Hunter found a Spy Chief.')
        : msg('The spies win: the Spy Hunter found a Resistance Chief.'),
    'coordinator-found': () => msg('The spies win: the Spy Hunter accused the Coordinator.'),
  },
  roleNames: {
    'resistance-chief': (many) => (many ? msg('Resistance Chiefs') : msg('Resistance Chief')),
    'resistance-hunter': () => msg('Resistance Hunter'),
    'spy-chief': (many) => (many ? msg('Spy Chiefs') : msg('Spy Chief')),
    'spy-hunter': () => msg('Spy Hunter'),
    'dummy-agent': () => msg('Dummy Agent'),
    coordinator: () => msg('Coordinator'),
    'deep-agent': () => msg('Deep Agent'),
    pretender: () => msg('Pretender'),
  },
  seenAs: {
    'spy-chief': () => msg('a Spy Chief'),
    'resistance-chief': () => msg('a Resistance Chief'),
    coordinator: () => msg('the Coordinator'),
    'deep-agent': () => msg('the Deep Agent'),
    'deep-agent-or-pretender': () => msg('the Deep Agent or the Pretender'),
  },
  scriptLines: {
    'resistance-chiefs-open': () => msg('Resistance Chiefs, open your eyes to see each other.'),
    'resistance-chiefs-close': () => msg('Resistance Chiefs, close your eyes.'),
    'coordinator-open': (line, { names }) => {
      const p = line.params;
      return msg(str`${names((p.roles ?? []).filter((r) => r.role !== 'coordinator'))}, open your eyes. Coordinator, raise your thumb.`);
    },
    'coordinator-close': (line, { names }) => {
      const p = line.params;
      return msg(str`${names((p.roles ?? []).filter((r) => r.role !== 'coordinator'))}, close your eyes. Coordinator, put your thumb down.`);
    },
  },
  loyaltyNames: {
    chief: () => hunterLoyaltyName('chief'),
    'not-chief': () => hunterLoyaltyName('not-chief'),
    'resistance-chief': () => hunterLoyaltyName('resistance-chief'),
    'spy-chief': () => hunterLoyaltyName('spy-chief'),
  },
  errors: {
    // Under Avalon names (docs/avalon.md): Avalon has no card for the Chiefs and the Hunters.
    'hunter-avalon': () => msg("Avalon has no Chiefs or Hunters: the Hunter module is played under The Resistance's names, not Avalon's."),
    'branding-known': () => msg('The app holds the cards: Branding gives only who names whom.'),
    'accusation-known': () => msg('The app holds the cards: the accusation gives only who accuses whom.'),
    'investigation-secret': () => msg('With physical cards only the investigator sees the card shown: it is not recorded.'),
    'pretender-needs-deep-agent': () => msg('The Pretender is used with the Deep Agent.'),
    'branding-needs-roles': () => msg('Branding needs the Deep Agent and the Pretender.'),
    'accusation-expected': () => msg('The Hunter must accuse a player first.'),
    'investigation-expected': () => msg('The investigation of this mission must be recorded first.'),
    'investigator-without-hunter': () => msg('The investigator token is used only with the Hunter module.'),
    'investigator-round-5': () => msg('On the fifth mission nobody receives the investigator token.'),
    'investigator-none': (p) => msg(str`The leader hands the investigator token to a player off the team, never to themself: leave someone other than ${p.leader} off the team.`),
    'investigator-missing': () => msg('Choose who receives the investigator token: a player off the team, not the leader.'),
    'investigator-seat': (p) => msg(str`${p.seat} is not a seat: seats are 0 to ${p.last}.`),
    'investigator-leader': (p) => msg(str`${p.player} leads and cannot hand the investigator token to themself.`),
    'investigator-team': (p) => msg(str`${p.player} is on the team: the investigator token goes to a player off the team.`),
    'chief-fails-not-in-game': () => msg('Chief Fail cards are used only with the Hunter module at 7 or more players.'),
    'chief-fails-count': (p) => msg(str`A team of ${p.size} reveals between 0 and ${p.size} Chief Fail cards.`),
    'chief-fails-counted': (p) => msg(str`Only ${p.counted} cards are revealed: too many Fail, Chief Fail and Reverse cards.`),
    'chief-fails-spies': (p) => msg(str`Only spies play Fail and Chief Fail cards, and this team has ${spiesText(Number(p.spies))}: too many such cards.`),
    'chief-fails-chiefs': (p) => msg(str`Only a Spy Chief plays Chief Fail, and this team has ${p.chiefs} Spy Chiefs: too many Chief Fail cards.`),
    'fails-spy-chief': (p) => msg(str`A Spy Chief plays Chief Fail, never Fail, and this team has ${p.spies} other spies: too many Fail cards.`),
    'chief-fail-not-chief': (p) => msg(str`${p.player} is no Spy Chief and cannot play Chief Fail.`),
    'spy-chief-fail': (p) => msg(str`${p.player} is a Spy Chief and plays Chief Fail, never Fail.`),
    'investigation-not-now': () => msg('An investigation comes only right after a mission, with the Hunter module, and never after the fifth.'),
    'accusation-not-now': () => msg('A Hunter accuses only right after the third success or the third fail, with the Hunter module.'),
    'early-done': () => msg('The Spy Hunter has made the early accusation already: it is made once per game.'),
    'early-not-now': () => msg('The Spy Hunter accuses early only after a mission the Spy Chief made fail, before the investigation.'),
    'branding-not-in-game': () => msg('Branding is played only with the Hunter module, the Deep Agent, the Pretender and the Branding rule.'),
    'branding-not-now': () => msg('The Deep Agent brands during team building, before the vote.'),
    'investigation-by': (p) => msg(str`${p.player} investigates now: the leader after a success, the token holder after a fail.`),
    'investigation-seat': (p) => msg(str`${p.seat} is not a seat: seats are 0 to ${p.last}.`),
    'investigation-self': (p) => msg(str`${p.player} investigates another player, not themself.`),
    'investigation-card': (p) => msg(str`${p.player} cannot show that loyalty card.`),
    'investigation-choice': (p) => msg(str`Say which loyalty card ${p.player} chose to show.`),
    'accusation-seat': (p) => msg(str`${p.seat} is not a seat: seats are 0 to ${p.last}.`),
    'accusation-hunter': (p) => p.hunter === 'spy-hunter'
        ? msg(str`${p.player} is not the Spy Hunter: only the Spy Hunter accuses now.`)
        : msg(str`${p.player} is not the Resistance Hunter: only the Resistance Hunter accuses now.`),
    'accuser-missing': (p) => p.hunter === 'spy-hunter'
        ? msg('Say who the Spy Hunter is: the player who reveals themself to accuse.')
        : msg('Say who the Resistance Hunter is: the player who reveals themself to accuse.'),
    'accusation-self': (p) => msg(str`${p.player} accuses another player, not themself.`),
    'accusation-repeat': (p) => msg(str`${p.player} was accused before and is not the Chief: accuse someone else.`),
    'accusation-result': () => msg('Say whether the accused player is a Chief of the other side and, when the Spy Hunter accuses with the Coordinator in the game, whether they are the Coordinator.'),
    'accusation-coordinator': () => msg('Only the Spy Hunter\'s accusation, with the Coordinator in the game, says whether the accused is the Coordinator, and the Coordinator is no Chief.'),
    'branding-done': () => msg('Branding happens once per game.'),
    'branding-seat': (p) => msg(str`${p.seat} is not a seat: seats are 0 to ${p.last}.`),
    'branding-not-deep-agent': (p) => msg(str`${p.player} is not the Deep Agent: only the Deep Agent brands.`),
    'branding-by-missing': () => msg('Say who the Deep Agent is: the player who reveals themself to brand.'),
    'branding-result': () => msg('Say whether the player named is the Pretender.'),
    'branding-hunter': (p) => msg(str`${p.player} revealed themself as a Hunter and cannot be the Pretender.`),
    'branding-sides': () => msg('The Deep Agent is a spy and the Pretender resistance: this does not fit the spies recorded.'),
    'branding-self': (p) => msg(str`${p.player} names another player, not themself.`),
    'investigation-by-step': () => msg('The app holds the cards: the investigated player shows their card first.'),
    'not-investigator': () => msg('Only the investigator names the player to investigate.'),
    'show-not-now': () => msg('A loyalty card is shown only when you are investigated.'),
    'not-investigated': () => msg('Only the investigated player shows their card.'),
  },
};
