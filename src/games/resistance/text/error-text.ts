/**
 * The sentences of refused actions and refused imports: one per rule-error code the engine
 * raises (docs/records.md's table), in English and Polish. Kept apart from text.ts and loaded
 * when an error is first shown, so the start-up bundle stays small (docs/performance.md).
 */
import { msg, str } from '@lit/localize';
// The core's own files and the game's manifest, not engine.ts (which loads every module's code).
import '../game.ts';
import { manifest } from '../core/registry.ts';
import { RuleError } from '../core/errors.ts';
import { ImportError } from '../session/import-record.ts';
import { failCards, listText, spiesText } from './text.ts';
import { moduleErrorText } from './module-text.ts';
import { avalon, tableNames, useTableNames } from './table-names.ts';
import { LanguageUnavailableError } from '../../../platform/i18n/locale.ts';
import { languageUnavailableText } from '../../../platform/i18n/language-text.ts';

/**
 * The keys a record's `setup.modules` or `setup.roles` may hold, from the game's manifest (each
 * module's `setupKeys`), as a list in the page's language ("trapper, reverser, inquisitor and
 * plot"): a module added to the manifest is named without a change here (REC-FORMAT).
 */
function knownKeys(under: 'modules' | 'roles'): string {
  return listText(manifest().flatMap((m) => [...(m.setupKeys?.[under] ?? [])]));
}

/**
 * The person-readable sentence of a rule error, translated where the UI can cause it (and of a
 * language that could not be switched to). It never names the rule id: the error carries it
 * (`rule`) for tests and logs.
 */
export function ruleErrorText(error: unknown): string {
  // A language switched to offline before it was ever used here (the language in use stays).
  if (error instanceof LanguageUnavailableError) return languageUnavailableText(error.language);
  if (!(error instanceof RuleError)) return msg('Something went wrong; nothing was recorded.');
  const p = error.params;
  // A module's own sentence of a code the core raises for other rules too (its text.ts).
  const qualified = moduleErrorText(error.code, error.rule, p, true);
  if (qualified !== null) return qualified;
  switch (error.code) {
    // The record and its setup (docs/records.md, "Errors: rule ids and codes").
    case 'json':
      return msg('The file is not valid JSON.');
    case 'record-object':
      return msg('A game record must be a JSON object.');
    case 'record-format':
      return msg('The record\'s "format" must be "resistance-record/1".');
    case 'setup-object':
      return msg('The record\'s "setup" must be an object with the players and the first leader.');
    case 'players-list':
      return msg('The players must be a list of names in seat order.');
    case 'player-count':
      return msg('The Resistance needs 5 to 10 players.');
    case 'player-name':
      return msg('Every player needs a name.');
    // The room server's refusals of a name (server/input.ts), with the seat from 0.
    case 'name-length':
      return msg(str`A player name has at most ${p.limit} characters: player ${Number(p.seat) + 1}'s is longer.`);
    case 'name-characters':
      return msg(str`Player ${Number(p.seat) + 1}'s name holds a character a name may not have, such as a control or text-direction character.`);
    case 'name-duplicate':
      return msg(str`Player ${Number(p.other) + 1} and player ${Number(p.seat) + 1} have the same name once letter case is set aside: give each player a different name.`);
    case 'first-leader':
      return msg(str`The first leader must be one of the seats 0 to ${p.last}.`);
    case 'variants-list':
      return msg('The variants must be a list, such as ["targeting"].');
    case 'variant-unknown':
      return msg(str`Unknown variant "${p.variant}": the known variants are "targeting" and "blind-spies".`);
    case 'mission5-rule':
      return msg(str`The mission 5 rule ("mission5Rule") must be "two-successes" or "two-done", not "${p.value}".`);
    case 'secret-votes':
      return msg('The secret votes option ("secretVotes") must be true or false.');
    case 'table-names':
      return msg(str`The table's names ("names") must be "avalon" or "resistance", not "${p.value}".`);
    case 'spy-seat':
      return avalon() ? msg(str`The minions of Mordred must be a list of seats 0 to ${p.last}.`) : msg(str`The spies must be a list of seats 0 to ${p.last}.`);
    case 'spy-duplicate':
      return avalon() ? msg('A seat is listed twice among the minions of Mordred.') : msg('A seat is listed twice among the spies.');
    case 'spy-count':
      return msg(str`A game of ${p.players} players has ${spiesText(Number(p.expected))}, not ${p.count}.`);
    case 'events-list':
      return msg('The record\'s "events" must be a list of events.');
    case 'malformed':
      return msg('The record holds a value the app cannot read.');
    // Events, in the order the engine checks them.
    case 'event-object':
      return msg('Each event must be an object with a type.');
    case 'game-over':
      return msg('The game is over: nothing more can be recorded.');
    case 'event-type':
      return msg(str`Unknown event type "${p.type}": the types are "proposal", "vote" and "mission".`);
    case 'proposal-expected':
      return msg('The leader must propose a team first.');
    case 'vote-expected':
      return msg('The proposed team must be voted on first.');
    case 'mission-expected':
      return msg('The approved team must play the mission first.');
    case 'wrong-leader':
      return msg(str`The leader is ${p.leader} (seat ${p.seat}), not seat ${p.given}.`);
    case 'mission-required':
      return msg('Choose the mission the team goes on.');
    case 'mission-unknown':
      return msg(str`There is no mission ${p.mission}: missions are 1 to 5.`);
    case 'mission-done':
      return msg(str`Mission ${p.mission} was already attempted.`);
    case 'mission-5-early-successes':
      return msg('Mission 5 can be chosen only after two other missions succeeded.');
    case 'mission-5-early':
      return msg('Mission 5 can be chosen only after two other missions are done.');
    case 'mission-order':
      return msg(str`This round goes on mission ${p.mission}, not mission ${p.given}.`);
    case 'team-list':
      return msg('A proposal needs a team: a list of seats.');
    case 'team-seat':
      return msg(str`The team names ${p.seat}, which is not a seat: seats are 0 to ${p.last}.`);
    case 'team-duplicate':
      return msg(str`${p.player} is on the team twice.`);
    case 'team-size':
      return msg(str`Mission ${p.mission} needs a team of ${p.size}; ${p.count} chosen.`);
    case 'approve-list':
      return msg('A vote needs "approve": the list of seats that approved.');
    case 'vote-seat':
      return msg(str`The vote names ${p.seat}, which is not a seat: seats are 0 to ${p.last}.`);
    case 'vote-duplicate':
      return msg(str`${p.player} is listed twice: every player votes once.`);
    case 'fails-or-cards':
      return msg('A mission gives either "fails" (how many Fail cards) or "cards", exactly one of the two.');
    case 'cards-need-spies':
      // Raised for a recorded `cards` event (REC-EVENT) and for secret cards on the phone (R-MIS-2).
      return error.rule === 'R-MIS-2'
        ? msg('Secret mission cards need the roles dealt by the app.')
        : avalon()
        ? msg('Mission cards by player can be recorded only when the minions of Mordred are known.')
        : msg('Mission cards by player can be recorded only when the spies are known.');
    case 'cards-object':
      return msg('"cards" must map each team member\'s seat to "success" or "fail".');
    case 'cards-team':
      return msg(str`Every team member plays exactly one card: expected cards from seats ${p.seats}.`);
    case 'card-value':
      return msg(str`The card of seat ${p.seat} must be "success" or "fail".`);
    case 'resistance-fail':
      return avalon() ? msg(str`${p.player} is a loyal servant of Arthur and must play Success.`) : msg(str`${p.player} is resistance and must play Success.`);
    case 'fails-count':
      return msg(str`A team of ${p.size} reveals between 0 and ${p.size} Fail cards.`);
    case 'fails-spies':
      if (avalon()) {
        return msg(str`Only minions of Mordred may play Fail, and this team has ${spiesText(Number(p.spies))}, so it cannot reveal ${failCards(Number(p.fails))}.`);
      }
      return msg(
        str`Only spies may play Fail, and this team has ${spiesText(Number(p.spies))}, so it cannot reveal ${failCards(Number(p.fails))}.`,
      );
    // Modules.
    case 'modules-object':
      return msg('The record\'s "modules" must be an object such as {"trapper": true}.');
    case 'module-unknown':
      return msg(str`Unknown module "${p.module}": the known ones are ${knownKeys('modules')}.`);
    case 'module-flag':
      return msg(str`The module setting "${p.module}" must be true or false.`);
    case 'cards-modules':
      return msg('With the Trapper or Reverser module a mission is recorded as counts of Fail and Reverse cards.');
    case 'cards-counted':
      return msg(str`Only ${p.counted} cards are revealed: too many Fail and Reverse cards.`);
    // Plot cards (modules/plot/engine/, R-PLOT-1 … R-PLOT-4) and the cards played face up.
    case 'face-up-with-cards':
      return msg('A mission that gives every card has its face-up cards among them.');
    // Role modules (core/characters.ts, core/options.ts, setup.ts); each module's own are in its folder (its text.ts).
    case 'roles-object':
      return msg('The role modules ("roles") must be an object such as {"assassin": true}.');
    case 'role-module-unknown':
      return msg(str`Unknown role module "${p.module}": the known ones are ${knownKeys('roles')}.`);
    case 'role-module-value':
      return msg(str`The ${p.module} module must be true, false or an object of its optional roles.`);
    case 'role-option-unknown':
      return msg(str`Unknown option "${p.option}" of the ${p.module} module.`);
    case 'role-option-flag':
      return msg(str`The option ${p.option} of the ${p.module} module must be true or false.`);
    case 'no-plain-card':
      if (avalon()) {
        return p.side === 'spies'
          ? msg(str`With ${p.players} players there are only ${p.cards} minion of Mordred cards, and every one is already taken by another special role.`)
          : msg(str`With ${p.players} players there are only ${p.cards} loyal servant of Arthur cards, and every one is already taken by another special role.`);
      }
      return p.side === 'spies'
        ? msg(str`With ${p.players} players there are only ${p.cards} spy cards, and every one is already taken by another special role.`)
        : msg(str`With ${p.players} players there are only ${p.cards} resistance cards, and every one is already taken by another special role.`);
    case 'roles-deal':
      return msg(str`The character cards must be the ${p.players} cards of the chosen role modules, one per seat.`);
    case 'characters-unexpected':
      return msg('Character cards are given only with a role module: Assassin, Defector or Hunter.');
    case 'characters-spies':
      return avalon()
        ? msg("The minions of Mordred must be the seats of the character cards on Mordred's side.")
        : msg('The spies must be the seats of the spy-side character cards.');
    // Private turns on the shared phone (core/private.ts).
    case 'votes-missing':
      return msg(str`Every player must vote; votes still missing: ${p.missing} of ${p.count}.`);
    case 'cards-missing':
      return msg(str`Every team member plays one card; cards still missing: ${p.missing} of ${p.count}.`);
    // Actions: the engine's steps (core/steps.ts).
    case 'action-object':
      return msg('The request must be an action with a type.');
    case 'action-type':
      return msg(str`Unknown action "${p.type}".`);
    case 'seat-only':
      return msg('Only a player, on their own phone or in their private turn, can do this.');
    case 'not-table':
      return msg('This step is taken by the player on their own phone, not on the table.');
    case 'not-yours':
      return msg('This step is not yours to take.');
    case 'votes-secret':
      return msg('Every player votes in secret: the votes are revealed when all are in.');
    case 'votes-public':
      return msg('In this game the table records the votes.');
    case 'vote-value':
      return msg('A vote is Approve or Reject.');
    case 'already-voted':
      return msg('You have already voted on this team: every player votes once.');
    case 'cards-secret':
      return msg('Every team member plays their card in secret: the cards are revealed when all are in.');
    case 'cards-public':
      return msg('In this game the table records the cards revealed.');
    case 'not-on-team':
      return msg('Only the team members play mission cards.');
    case 'card-unknown':
      return msg('This game has no such mission card.');
    case 'already-played':
      return msg('You have already played your card: each team member plays one.');
    default:
      // A module's error: its own sentence (its text.ts), else the engine's English message, as a sentence.
      return moduleErrorText(error.code, error.rule, p) ?? error.message.replace(/\.?$/, '.');
  }
}

/**
 * The sentence for a refused import, under the names the record's table chose (`error.names`:
 * a refused Avalon record says the minions of Mordred, docs/avalon.md), whatever names the page
 * plays under; they are set back afterwards.
 */
export function importErrorText(error: unknown): string {
  if (!(error instanceof ImportError)) return msg('the file could not be read.');
  const before = tableNames();
  useTableNames(error.names);
  try {
    return importProblemText(error);
  } finally {
    useTableNames(before);
  }
}

/** What is wrong with an imported file, under the names in use. */
function importProblemText(error: ImportError): string {
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

// ---- Private turns on one shared device (R-REV-2, R-VOTE-1, R-MIS-1, R-MIS-2) ----

