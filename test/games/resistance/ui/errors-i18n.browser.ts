/**
 * Every refusal of the engine reads as a sentence of the app, in English and in Polish:
 * `ruleErrorText` has its own sentence for every code the engine raises (docs/records.md,
 * "Errors: rule ids and codes"), built from the error's `params`, never the engine's English
 * `message`; in Polish it is a Polish sentence. A Polish user importing a bad record hears Polish.
 *
 * The list below is the table of docs/records.md, one error per row, each with the params of its
 * `fail(…)` call or error spec in the engine (the game's core and its modules' engine parts).
 * test/node/error-codes.test.ts checks that this list, the table and the `case`s of
 * `ruleErrorText` name the same codes (the browser cannot read the files).
 */
import { expect } from '@open-wc/testing';
import { RuleError } from '../../../../src/games/resistance/engine.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import { ruleErrorText } from '../../../../src/games/resistance/text/error-text.ts';

interface Case {
  error: RuleError;
  /** Values the sentence must mention, in both languages (names, numbers, given values). */
  shows?: string[];
}

/** One realistic error per row of the table, in its order, as the engine raises it. */
const CASES: Case[] = [
  { error: new RuleError('REC-FORMAT', 'json', 'the file is not valid JSON (Unexpected end of JSON input)') },
  { error: new RuleError('REC-FORMAT', 'record-object', 'a record must be a JSON object') },
  { error: new RuleError('REC-FORMAT', 'record-format', '"format" must be "resistance-record/1", not "resistance-record/9"') },
  { error: new RuleError('REC-FORMAT', 'setup-object', 'the setup must be an object with players and firstLeader') },
  { error: new RuleError('R-SET-1', 'players-list', 'players must be a list of names in seat order') },
  {
    error: new RuleError('R-SET-1', 'player-count', 'The Resistance needs 5 to 10 players, not 4', { count: 4, min: 5, max: 10 }),
  },
  { error: new RuleError('R-SET-1', 'player-name', 'the player in seat 2 needs a name', { seat: 2 }) },
  // The room server's refusals of a name (server/input.ts), as a room page reads them.
  {
    error: new RuleError('R-SET-1', 'name-length', "a player name has at most 40 characters, and player 3's name is longer", { seat: 2, limit: 40 }),
    shows: ['40', '3'],
  },
  {
    error: new RuleError('R-SET-1', 'name-characters', "player 2's name holds a character a name may not have", { seat: 1 }),
    shows: ['2'],
  },
  {
    error: new RuleError('R-SET-1', 'name-duplicate', 'player 1 and player 4 have the same name once letter case and invisible characters are set aside', { seat: 3, other: 0 }),
    shows: ['1', '4'],
  },
  {
    error: new RuleError('R-SET-4', 'first-leader', 'the first leader must be one of the seats 0 to 6', { last: 6 }),
    shows: ['6'],
  },
  { error: new RuleError('REC-FORMAT', 'variants-list', 'variants must be a list such as ["targeting"]') },
  {
    error: new RuleError('REC-FORMAT', 'variant-unknown', 'unknown variant "chaos": known variants are targeting, blind-spies', {
      variant: 'chaos',
    }),
    shows: ['chaos'],
  },
  {
    error: new RuleError('R-VAR-TGT', 'mission5-rule', 'mission5Rule must be "two-successes" or "two-done", not "three"', {
      value: 'three',
    }),
    shows: ['three'],
  },
  { error: new RuleError('R-SET-2', 'spy-seat', 'spies must be a list of seats 0 to 6', { last: 6 }), shows: ['6'] },
  { error: new RuleError('R-SET-2', 'spy-duplicate', 'a seat is listed twice among the spies') },
  {
    error: new RuleError('R-SET-2', 'spy-count', 'a game of 7 has 3 spies, not 1', { players: 7, expected: 3, count: 1 }),
    shows: ['7', '3', '1'],
  },
  { error: new RuleError('REC-FORMAT', 'events-list', '"events" must be a list of events') },
  { error: new RuleError('REC-FORMAT', 'malformed', "Cannot read properties of undefined (reading 'length')") },
  { error: new RuleError('REC-EVENT', 'event-object', 'an event must be an object with a type') },
  { error: new RuleError('R-END-1', 'game-over', 'the game is over: no more events can be recorded') },
  {
    error: new RuleError('REC-EVENT', 'event-type', 'unknown event type "dance"', { type: 'dance' }),
    shows: ['dance'],
  },
  { error: new RuleError('R-TEAM-2', 'proposal-expected', 'the leader must propose a team first') },
  { error: new RuleError('R-VOTE-1', 'vote-expected', 'the proposed team must be voted on first') },
  { error: new RuleError('R-MIS-1', 'mission-expected', 'the approved team must play the mission first') },
  {
    error: new RuleError('R-SET-4', 'wrong-leader', 'the leader is Ann (seat 0), not seat 4', { leader: 'Ann', seat: 0, given: '4' }),
    shows: ['Ann', '0', '4'],
  },
  { error: new RuleError('R-VAR-TGT', 'mission-required', 'with Targeting the leader must also choose the mission') },
  {
    error: new RuleError('R-VAR-TGT', 'mission-unknown', 'there is no mission 6: missions are 1 to 5', { mission: '6' }),
    shows: ['6'],
  },
  {
    error: new RuleError('R-VAR-TGT', 'mission-done', 'mission 2 was already attempted: each mission is attempted once', {
      mission: 2,
    }),
    shows: ['2'],
  },
  {
    error: new RuleError('R-VAR-TGT', 'mission-5-early-successes', 'mission 5 needs two successful missions first', { mission: 5 }),
  },
  { error: new RuleError('R-VAR-TGT', 'mission-5-early', 'mission 5 needs two missions done first', { mission: 5 }) },
  {
    error: new RuleError('R-ROUND-1', 'mission-order', 'this round goes on mission 2, not mission 3', { mission: 2, given: '3' }),
    shows: ['2', '3'],
  },
  { error: new RuleError('REC-EVENT', 'team-list', 'a proposal needs a team: a list of seats') },
  {
    error: new RuleError('R-TEAM-2', 'team-seat', '7 is not a seat: seats are 0 to 4', { seat: '7', last: 4 }),
    shows: ['7', '4'],
  },
  {
    error: new RuleError('R-TEAM-2', 'team-duplicate', 'Bob is on the team twice: team members are distinct', { player: 'Bob' }),
    shows: ['Bob'],
  },
  {
    error: new RuleError('R-TEAM-1', 'team-size', 'mission 1 with 5 players needs a team of 2, not 3', {
      mission: 1,
      players: 5,
      size: 2,
      count: 3,
    }),
    shows: ['1', '2', '3'],
  },
  { error: new RuleError('REC-EVENT', 'approve-list', 'a vote needs "approve": the list of seats that approved') },
  {
    error: new RuleError('R-VOTE-1', 'vote-seat', '-1 is not a seat: seats are 0 to 4', { seat: '-1', last: 4 }),
    shows: ['-1', '4'],
  },
  {
    error: new RuleError('R-VOTE-1', 'vote-duplicate', 'Cid is listed twice: every player votes once', { player: 'Cid' }),
    shows: ['Cid'],
  },
  {
    error: new RuleError(
      'REC-EVENT',
      'fails-or-cards',
      'a mission gives either "fails" (how many Fail cards) or "cards", not both nor neither',
    ),
  },
  {
    error: new RuleError('REC-EVENT', 'cards-need-spies', 'mission cards by player can be recorded only when the spies are known'),
  },
  { error: new RuleError('REC-EVENT', 'cards-object', '"cards" must map each team member\'s seat to "success" or "fail"') },
  {
    error: new RuleError('R-MIS-1', 'cards-team', 'every team member plays exactly one card: expected cards from seats 3, 4', {
      seats: '3, 4',
    }),
    shows: ['3, 4'],
  },
  {
    error: new RuleError('R-MIS-1', 'card-value', 'the card of seat 3 must be "success" or "fail"', { seat: 3 }),
    shows: ['3'],
  },
  {
    error: new RuleError('R-MIS-2', 'resistance-fail', 'Eve is resistance and must play Success', { player: 'Eve' }),
    shows: ['Eve'],
  },
  {
    error: new RuleError('R-MIS-1', 'fails-count', 'a team of 2 reveals 0 to 2 Fail cards, not 3', { size: 2, given: '3' }),
    shows: ['2'],
  },
  {
    error: new RuleError(
      'R-MIS-2',
      'fails-spies',
      'only spies may play Fail, and this team has 1 spy, so 2 Fail cards are impossible',
      { spies: 1, fails: 2 },
    ),
    shows: ['1', '2'],
  },
  { error: new RuleError('REC-FORMAT', 'secret-votes', 'secretVotes must be true or false') },
  { error: new RuleError('REC-FORMAT', 'table-names', 'names must be "avalon" or "resistance"', { value: 'camelot' }) },
  { error: new RuleError('REC-FORMAT', 'hunter-avalon', 'the Hunter module has no Avalon names') },
  {
    error: new RuleError('R-VOTE-1', 'votes-missing', 'every player votes: 2 of 5 have not voted yet', { missing: 2, count: 5 }),
    shows: ['2', '5'],
  },
  {
    error: new RuleError('R-MIS-1', 'cards-missing', 'every team member plays one card: 1 of 3 have not played yet', {
      missing: 1,
      count: 3,
    }),
    shows: ['1', '3'],
  },
  { error: new RuleError('R-MIS-2', 'cards-need-spies', 'secret mission cards need the roles dealt by the app') },
  // Modules.
  { error: new RuleError('REC-FORMAT', 'modules-object', 'modules must be an object such as {"trapper": true}') },
  {
    error: new RuleError('REC-FORMAT', 'module-unknown', 'unknown module "smoke": known modules are trapper, reverser, inquisitor, plot', { module: 'smoke' }),
    // Every key of the manifest's `setup.modules`, the plot cards' included.
    shows: ['smoke', 'trapper', 'reverser', 'inquisitor', 'plot'],
  },
  { error: new RuleError('REC-FORMAT', 'module-flag', 'modules.trapper must be true or false', { module: 'trapper' }), shows: ['trapper'] },
  { error: new RuleError('R-REVS-1', 'reverser-none', 'the Reverser module needs the Resistance Reverser, the Spy Reverser, or both') },
  { error: new RuleError('R-INQ-2', 'inquisition-expected', 'the Inquisitor must check a player first') },
  {
    error: new RuleError('R-TRP-1', 'team-size', 'mission 1 with 5 players needs a team of 3, not 2', { mission: 1, players: 5, size: 3, count: 2 }),
    shows: ['3', '2'],
  },
  { error: new RuleError('REC-EVENT', 'cards-modules', 'with the Trapper or Reverser module a mission is recorded as counts') },
  { error: new RuleError('R-REVS-2', 'reverses-without-module', 'Reverse cards exist only with the Reverser module') },
  {
    error: new RuleError('R-REVS-2', 'reverses-count', 'only Reversers play Reverse cards: 0 to 1 can be revealed here, not 2', { max: 1, given: '2' }),
    shows: ['1', '2'],
  },
  {
    error: new RuleError('R-MIS-1', 'cards-counted', '3 cards are revealed, so 3 Fail and 1 Reverse cards cannot all be among them', { counted: 3, fails: 3, reverses: 1 }),
    shows: ['3'],
  },
  {
    error: new RuleError('R-TRP-2', 'cards-counted', '2 cards are revealed, so 3 Fail and 0 Reverse cards cannot all be among them', { counted: 2, fails: 3, reverses: 0 }),
    shows: ['2'],
  },
  { error: new RuleError('R-INQ-2', 'inquisition-not-now', 'the Inquisitor checks a player only right after missions 2, 3 and 4') },
  { error: new RuleError('R-INQ-2', 'inquisition-seat', '9 is not a seat: seats are 0 to 6', { seat: '9', last: 6 }), shows: ['9'] },
  { error: new RuleError('R-INQ-2', 'inquisition-self', 'Dee holds the token and cannot check themself', { player: 'Dee' }), shows: ['Dee'] },
  {
    error: new RuleError('R-INQ-3', 'inquisition-past-holder', 'Ann has held the Inquisitor token and can never be checked', { player: 'Ann' }),
    shows: ['Ann'],
  },
  { error: new RuleError('R-REVS-1', 'reversers-unexpected', 'Reverser seats are given only with the Reverser module and the spies known') },
  { error: new RuleError('R-REVS-1', 'reversers-match', 'the Reverser seats must match the Reversers of the module') },
  { error: new RuleError('R-REVS-1', 'reverser-seat', 'the Spy Reverser must be one of the spies') },
  { error: new RuleError('R-TRP-2', 'set-aside-missing', 'with the Trapper the leader sets one played card aside first') },
  { error: new RuleError('R-TRP-2', 'set-aside-without-trapper', 'only the Trapper sets a card aside') },
  { error: new RuleError('R-TRP-2', 'set-aside-seat', 'the card set aside must be one played by the team') },
  { error: new RuleError('R-PLOT-1', 'plot-without-module', 'plot cards are used only with The Plot Thickens') },
  { error: new RuleError('R-PLOT-1', 'plot-card-unknown', 'there is no plot card "joker"', { card: 'joker' }), shows: ['joker'] },
  { error: new RuleError('R-PLOT-1', 'plot-deck-empty', 'no In the Spotlight card is left in the deck', { card: 'in-the-spotlight' }) },
  { error: new RuleError('R-PLOT-2', 'plot-expected', 'the leader must draw and hand out the plot cards first') },
  { error: new RuleError('R-PLOT-2', 'plot-draw-not-now', 'plot cards are drawn once, at the start of each round') },
  { error: new RuleError('R-PLOT-2', 'plot-draw-count', 'the leader draws 2 plot cards here, not 1', { count: 2, given: 1 }), shows: ['2', '1'] },
  { error: new RuleError('R-PLOT-2', 'plot-give-not-drawn', 'the leader did not draw Strong Leader', { card: 'strong-leader' }) },
  { error: new RuleError('R-PLOT-2', 'plot-give-keep', 'Establish Confidence stays with the leader', { card: 'establish-confidence' }) },
  { error: new RuleError('R-PLOT-2', 'plot-give-self', 'the leader hands plot cards to other players', { player: 'Ann' }), shows: ['Ann'] },
  { error: new RuleError('R-PLOT-3', 'plot-seat', '10 is not a seat: seats are 0 to 6', { seat: '10', last: 6 }), shows: ['10', '6'] },
  { error: new RuleError('R-PLOT-3', 'plot-pending', 'Bob must resolve Open Up first', { player: 'Bob', card: 'open-up' }), shows: ['Bob'] },
  { error: new RuleError('R-PLOT-3', 'plot-permanent', 'Opinion Maker is not played', { card: 'opinion-maker' }) },
  { error: new RuleError('R-PLOT-3', 'plot-not-held', 'Cid has no No Confidence card', { player: 'Cid', card: 'no-confidence' }), shows: ['Cid'] },
  { error: new RuleError('R-PLOT-3', 'plot-strong-leader-wait', 'a Strong Leader was just used', { card: 'strong-leader' }) },
  { error: new RuleError('R-PLOT-3', 'plot-not-now', 'No Confidence cannot be used at this moment', { card: 'no-confidence' }) },
  { error: new RuleError('R-PLOT-4', 'plot-chance-lost', "Dee's chance is lost", { player: 'Dee' }), shows: ['Dee'] },
  { error: new RuleError('R-PLOT-3', 'plot-target', 'Open Up needs a player to act on', { card: 'open-up' }) },
  { error: new RuleError('R-PLOT-3', 'plot-target-self', 'Eve cannot choose themself', { player: 'Eve', card: 'open-up' }), shows: ['Eve'] },
  {
    error: new RuleError('R-PLOT-3', 'plot-target-team', 'Fay is not on the team', { player: 'Fay', card: 'in-the-spotlight' }),
    shows: ['Fay'],
  },
  {
    error: new RuleError('R-PLOT-3', 'plot-target-seen', "Gus's card was already looked at", { player: 'Gus', card: 'keeping-a-close-eye' }),
    shows: ['Gus'],
  },
  {
    error: new RuleError('R-PLOT-3', 'plot-target-adjacent', 'Hal is not seated beside', { player: 'Hal', card: 'overheard-conversation' }),
    shows: ['Hal'],
  },
  { error: new RuleError('R-PLOT-3', 'plot-take', 'Ivy has no such plot card', { player: 'Ivy', card: 'take-responsibility' }), shows: ['Ivy'] },
  { error: new RuleError('REC-EVENT', 'face-up-with-cards', 'a mission that gives "cards" has its face-up cards among them') },
  { error: new RuleError('R-PLOT-3', 'face-up', 'the face-up cards must be given for: Jon', { players: 'Jon' }), shows: ['Jon'] },
  { error: new RuleError('R-PLOT-3', 'face-up-count', 'the face-up cards must be counted too', { fails: 0, reverses: 0 }) },
  { error: new RuleError('R-REVS-2', 'reverser-fail', 'Ann is the Spy Reverser and never plays Fail', { player: 'Ann' }), shows: ['Ann'] },
  {
    error: new RuleError('R-REVS-2', 'reverser-fails', 'the Spy Reverser never plays Fail, and this team has 0 other spies, so 1 Fail card is impossible', { spies: 0, fails: 1 }),
    shows: ['0', '1'],
  },
  { error: new RuleError('R-REVS-2', 'reverse-not-reverser', 'Bob is no Reverser', { player: 'Bob' }), shows: ['Bob'] },
  { error: new RuleError('R-TRP-2', 'set-aside-face-up', 'a card played face up is already revealed') },
  { error: new RuleError('R-REVS-OPT', 'reverser-hidden-without-spy', 'only the Spy Reverser can be hidden') },
  { error: new RuleError('REC-FORMAT', 'roles-object', 'the role modules must be an object') },
  {
    error: new RuleError('REC-FORMAT', 'role-module-unknown', 'unknown role module "merlin": known modules are hunter, assassin, defector', { module: 'merlin' }),
    shows: ['merlin', 'hunter', 'assassin', 'defector'],
  },
  { error: new RuleError('REC-FORMAT', 'role-module-value', 'assassin must be true, false or an object', { module: 'assassin' }), shows: ['assassin'] },
  {
    error: new RuleError('REC-FORMAT', 'role-option-unknown', 'unknown hunter option "wizard"', { module: 'hunter', option: 'wizard' }),
    shows: ['wizard'],
  },
  {
    error: new RuleError('REC-FORMAT', 'role-option-flag', 'the assassin option bodyGuard must be true or false', { module: 'assassin', option: 'bodyGuard' }),
    shows: ['bodyGuard'],
  },
  { error: new RuleError('REC-FORMAT', 'defector-variant', 'the Defector variant must be "I" or "II", not "III"', { value: 'III' }), shows: ['III'] },
  { error: new RuleError('R-ASN-OPT', 'body-guard-five', 'with 5 players the Body Guard needs', { players: 5 }) },
  { error: new RuleError('R-HUN-OPT', 'pretender-needs-deep-agent', 'the Pretender is used with the Deep Agent') },
  { error: new RuleError('R-HUN-BRAND', 'branding-needs-roles', 'Branding needs the Deep Agent and the Pretender') },
  {
    error: new RuleError('R-ASN-1', 'no-plain-card', 'the Assassin replaces a plain spy card', { role: 'assassin', side: 'spies', players: 5, cards: 2 }),
    shows: ['5', '2'],
  },
  { error: new RuleError('R-SET-2', 'roles-deal', 'the roles must be the 7 cards', { players: 7 }), shows: ['7'] },
  { error: new RuleError('R-SET-2', 'characters-unexpected', 'character cards are given only with a role module') },
  { error: new RuleError('R-SET-2', 'characters-spies', 'the spies must be the seats of the spy-side character cards') },
  { error: new RuleError('R-DEF-V1', 'loyalty-deck', 'the loyalty deck has 5 cards') },
  { error: new RuleError('R-DEF-V1', 'loyalty-order', 'loyalty cards are drawn in order', { index: 1, round: 5 }) },
  { error: new RuleError('R-DEF-V1', 'loyalty-not-now', 'a loyalty card is revealed only at the start of rounds 3, 4 and 5') },
  { error: new RuleError('R-DEF-V1', 'loyalty-round', 'this is the start of round 4', { round: 4 }), shows: ['4'] },
  { error: new RuleError('R-DEF-V1', 'loyalty-card', 'a loyalty card is "no-change" or "switch"', { card: 'maybe' }), shows: ['maybe'] },
  { error: new RuleError('R-DEF-V1', 'loyalty-switches', 'the loyalty deck has only two "switch" cards', { switches: 3 }) },
  { error: new RuleError('R-DEF-V1', 'loyalty-expected', 'the loyalty card of this round must be revealed first') },
  { error: new RuleError('R-ASN-END', 'assassination-not-now', 'the Assassin names the Commander only after the third success') },
  { error: new RuleError('R-ASN-END', 'assassination-seat', '8 is not a seat: seats are 0 to 4', { seat: '8', last: 4 }), shows: ['8', '4'] },
  { error: new RuleError('REC-EVENT', 'assassination-known', 'the app holds the roles') },
  { error: new RuleError('R-ASN-END', 'assassination-result', 'say whether the player named is the Commander') },
  { error: new RuleError('R-ASN-END', 'assassination-expected', 'the Assassin must name the Commander first') },  { error: new RuleError('R-HUN-ACC', 'accusation-expected', 'the Hunter must accuse a player first') },
  { error: new RuleError('R-HUN-INV', 'investigation-expected', 'the investigation of this mission must be recorded first') },
  { error: new RuleError('R-HUN-TEAM', 'investigator-without-hunter', 'the investigator token is used only with the Hunter module') },
  { error: new RuleError('R-HUN-TEAM', 'investigator-round-5', 'on the fifth mission nobody receives the investigator token') },
  { error: new RuleError('R-HUN-TEAM', 'investigator-none', 'with everyone but Bob on the team there is nobody', { leader: 'Bob' }), shows: ['Bob'] },
  { error: new RuleError('R-HUN-TEAM', 'investigator-missing', 'the leader hands the investigator token to a player off the team') },
  { error: new RuleError('R-HUN-TEAM', 'investigator-seat', '11 is not a seat: seats are 0 to 6', { seat: '11', last: 6 }), shows: ['11', '6'] },
  { error: new RuleError('R-HUN-TEAM', 'investigator-leader', 'Ann leads and cannot hand the investigator token to themself', { player: 'Ann' }), shows: ['Ann'] },
  { error: new RuleError('R-HUN-TEAM', 'investigator-team', 'Cid is on the team', { player: 'Cid' }), shows: ['Cid'] },
  { error: new RuleError('R-HUN-MIS', 'chief-fails-not-in-game', 'Chief Fail cards are used only with the Hunter module at 7 or more players') },
  { error: new RuleError('R-HUN-MIS', 'chief-fails-count', 'a team of 3 reveals 0 to 3 Chief Fail cards, not 4', { size: 3, given: '4' }), shows: ['3'] },
  {
    error: new RuleError('R-HUN-MIS', 'chief-fails-counted', '3 cards are revealed, so 2 Fail, 1 Chief Fail and 1 Reverse cards cannot all be among them', {
      counted: 3,
      fails: 2,
      chiefFails: 1,
      reverses: 1,
    }),
    shows: ['3'],
  },
  { error: new RuleError('R-HUN-MIS', 'chief-fails-spies', 'only spies play Fail and Chief Fail, and this team has 1 of them', { spies: 1, cards: 2 }), shows: ['1'] },
  { error: new RuleError('R-HUN-MIS', 'chief-fails-chiefs', 'only a Spy Chief plays Chief Fail, and this team has 0 of them', { chiefs: 0, chiefFails: 1 }), shows: ['0'] },
  { error: new RuleError('R-HUN-MIS', 'fails-spy-chief', 'a Spy Chief plays Chief Fail, never Fail, and this team has 0 other spies', { spies: 0, fails: 1 }), shows: ['0'] },
  { error: new RuleError('R-HUN-MIS', 'chief-fail-not-chief', 'Gus is no Spy Chief and cannot play Chief Fail', { player: 'Gus' }), shows: ['Gus'] },
  { error: new RuleError('R-HUN-MIS', 'spy-chief-fail', 'Eve is a Spy Chief and plays Chief Fail, never Fail', { player: 'Eve' }), shows: ['Eve'] },
  { error: new RuleError('R-HUN-INV', 'investigation-not-now', 'an investigation comes only after a mission') },
  { error: new RuleError('R-HUN-ACC', 'accusation-not-now', 'a Hunter accuses only right after the third success or the third fail') },
  { error: new RuleError('R-HUN-EARLY', 'early-done', 'the Spy Hunter has made the early accusation already') },
  { error: new RuleError('R-HUN-EARLY', 'early-not-now', 'the Spy Hunter accuses early only after a mission the Spy Chief made fail') },
  { error: new RuleError('R-HUN-BRAND', 'branding-not-in-game', 'Branding is played only with the Branding rule') },
  { error: new RuleError('R-HUN-BRAND', 'branding-not-now', 'the Deep Agent brands during team building, before the vote') },
  { error: new RuleError('R-HUN-INV', 'investigation-by', 'Ann investigates, not seat 3', { player: 'Ann', given: '3' }), shows: ['Ann'] },
  { error: new RuleError('R-HUN-INV', 'investigation-seat', '7 is not a seat: seats are 0 to 4', { seat: '7', last: 4 }), shows: ['7', '4'] },
  { error: new RuleError('R-HUN-INV', 'investigation-self', 'Dee investigates another player, not themself', { player: 'Dee' }), shows: ['Dee'] },
  { error: new RuleError('R-HUN-INV', 'investigation-card', '"not-chief" is not a card Dee may show', { player: 'Dee', card: 'not-chief' }), shows: ['Dee'] },
  { error: new RuleError('R-HUN-OPT', 'investigation-choice', 'say which loyalty card Cid chose to show', { player: 'Cid' }), shows: ['Cid'] },
  { error: new RuleError('REC-EVENT', 'investigation-secret', 'with physical cards only the investigator sees the card shown') },
  { error: new RuleError('R-HUN-ACC', 'accusation-seat', '12 is not a seat: seats are 0 to 9', { seat: '12', last: 9 }), shows: ['12', '9'] },
  {
    error: new RuleError('R-HUN-ACC', 'accusation-hunter', 'Bob is not the Spy Hunter', { player: 'Bob', hunter: 'spy-hunter' }),
    shows: ['Bob'],
  },
  { error: new RuleError('R-HUN-ACC', 'accuser-missing', 'say who the Resistance Hunter is', { hunter: 'resistance-hunter' }) },
  { error: new RuleError('R-HUN-ACC', 'accusation-self', 'Fay accuses another player, not themself', { player: 'Fay' }), shows: ['Fay'] },
  { error: new RuleError('R-HUN-ACC', 'accusation-repeat', 'Hal was accused before and is not the Chief', { player: 'Hal' }), shows: ['Hal'] },
  { error: new RuleError('REC-EVENT', 'accusation-known', 'the app holds the cards: the accusation gives only who accuses whom') },
  { error: new RuleError('R-HUN-ACC', 'accusation-result', 'say whether the accused player is a Chief of the other side') },
  { error: new RuleError('R-HUN-OPT', 'accusation-coordinator', 'only the Spy Hunter accusing with the Coordinator in the game says "coordinator"') },
  { error: new RuleError('R-HUN-BRAND', 'branding-done', 'Branding happens once per game') },
  { error: new RuleError('R-HUN-BRAND', 'branding-seat', '8 is not a seat: seats are 0 to 6', { seat: '8', last: 6 }), shows: ['8', '6'] },
  { error: new RuleError('R-HUN-BRAND', 'branding-not-deep-agent', 'Fay is not the Deep Agent', { player: 'Fay' }), shows: ['Fay'] },
  { error: new RuleError('REC-EVENT', 'branding-known', 'the app holds the cards: Branding gives only who accuses whom') },
  { error: new RuleError('R-HUN-BRAND', 'branding-by-missing', 'say who the Deep Agent is') },
  { error: new RuleError('R-HUN-BRAND', 'branding-result', 'say whether the player named is the Pretender') },
  { error: new RuleError('R-HUN-BRAND', 'branding-hunter', 'Bob revealed themself as a Hunter and cannot be the Pretender', { player: 'Bob' }), shows: ['Bob'] },
  { error: new RuleError('R-HUN-BRAND', 'branding-sides', 'the Deep Agent is a spy and the Pretender resistance') },
  { error: new RuleError('R-HUN-BRAND', 'branding-self', 'Gus names another player, not themself', { player: 'Gus' }), shows: ['Gus'] },
  // Actions: the engine's steps.
  { error: new RuleError('REC-EVENT', 'action-object', 'an action is an object with a type') },
  { error: new RuleError('REC-EVENT', 'action-type', 'unknown action "dance"', { type: 'dance' }), shows: ['dance'] },
  { error: new RuleError('REC-EVENT', 'seat-only', "only a player's own device or private turn may vote", { what: 'vote' }) },
  { error: new RuleError('REC-EVENT', 'not-table', "this step is taken on the player's own device") },
  { error: new RuleError('REC-EVENT', 'not-yours', 'this step is not yours to take') },
  { error: new RuleError('R-VOTE-1', 'votes-secret', 'every player votes in secret: the votes are revealed when all are in') },
  { error: new RuleError('R-VOTE-1', 'votes-public', 'the votes are recorded by the table in this game') },
  { error: new RuleError('REC-EVENT', 'vote-value', 'a vote is approve: true or false') },
  { error: new RuleError('R-VOTE-1', 'already-voted', 'you have voted on this team: every player votes once') },
  { error: new RuleError('R-MIS-1', 'cards-secret', 'every team member plays their card in secret: the cards are revealed when all are in') },
  { error: new RuleError('R-MIS-1', 'cards-public', 'the table records the cards revealed in this game') },
  { error: new RuleError('R-MIS-1', 'not-on-team', 'only the team members play mission cards') },
  { error: new RuleError('R-MIS-1', 'card-unknown', 'a mission card of this game is one of success, fail', { cards: 'success, fail' }) },
  { error: new RuleError('R-MIS-1', 'already-played', 'you have played your card: each member plays one') },
  {
    error: new RuleError('R-PLOT-4', 'plot-chance-open', 'Fay first says whether they use No Confidence', { player: 'Fay', card: 'no-confidence' }),
    shows: ['Fay'],
  },
  { error: new RuleError('R-PLOT-3', 'plot-opinion-first', 'Eve holds Opinion Maker and votes first, face up', { player: 'Eve' }), shows: ['Eve'] },
  { error: new RuleError('R-PLOT-4', 'plot-not-asked', 'only the holder asked now passes their chance', { card: 'strong-leader' }) },
  { error: new RuleError('REC-EVENT', 'plot-by', 'the table says who uses the plot card ("by": a seat)') },
  { error: new RuleError('R-PLOT-2', 'not-leader', 'the leader draws the plot cards') },
  { error: new RuleError('R-TRP-2', 'not-leader', 'the leader sets the card aside, on their own device or in their private turn') },
  { error: new RuleError('R-PLOT-2', 'plot-draw-physical', 'with physical plot cards the table records the cards drawn') },
  { error: new RuleError('R-PLOT-2', 'plot-drawn-by-app', 'the app holds the plot deck: it draws the cards (draw)') },
  { error: new RuleError('R-TRP-2', 'set-aside-early', 'every team member plays a card before the leader sets one aside') },
  { error: new RuleError('R-TRP-2', 'set-aside-index', 'pick one of the face-down cards, 0 to 2', { last: 2 }), shows: ['3'] },
  { error: new RuleError('R-DEF-V1', 'table-only', 'the table reveals the loyalty card') },
  { error: new RuleError('R-DEF-V1', 'loyalty-drawn-by-app', 'the app holds the loyalty deck: it draws the card (draw-loyalty)') },
  { error: new RuleError('R-HUN-INV', 'investigation-by-step', 'the investigation is made with the investigate step: the investigated player shows their card') },
  { error: new RuleError('R-HUN-INV', 'not-investigator', 'the investigator names the player to investigate') },
  { error: new RuleError('R-HUN-INV', 'show-not-now', 'a loyalty card is shown only to the investigator, when investigated') },
  { error: new RuleError('R-HUN-INV', 'not-investigated', 'the investigated player shows their card, on their own device or in their private turn') },
];

function label(error: RuleError): string {
  return `${error.rule} / ${error.code}`;
}

describe('rule errors in English and Polish', () => {
  afterEach(async () => {
    await useLanguage('en');
  });

  it('has one case per row of the error table, each a distinct rule and code', () => {
    expect(CASES.length).to.equal(205); // the rows of docs/records.md's error table (checked against it by test/node/error-codes.test.ts)
    const keys = new Set(CASES.map((c) => label(c.error)));
    expect(keys.size, 'no row twice').to.equal(CASES.length);
  });

  it('gives every code its own English sentence, built from its params, never the engine message', async () => {
    // The English wording stays close to the engine's, so only the whole message is ruled out.
    await useLanguage('en');
    const sentences = new Set<string>();
    for (const { error, shows = [] } of CASES) {
      const en = ruleErrorText(error);
      expect(en, label(error)).to.be.a('string').and.not.equal('');
      expect(en, label(error)).to.not.equal(error.message);
      expect(en, label(error)).to.not.match(/\(rule /);
      expect(en, label(error)).to.match(/[.]$/);
      expect(en, `${label(error)}: no unfilled placeholder`).to.not.match(/\$\{|undefined|NaN/);
      for (const value of shows) expect(en, `${label(error)} mentions ${value}`).to.include(value);
      sentences.add(en);
    }
    expect(sentences.size, 'every row reads differently').to.equal(CASES.length);
  });

  it('gives every code a Polish sentence that differs from the English one', async () => {
    await useLanguage('en');
    const english = CASES.map(({ error }) => ruleErrorText(error));
    await useLanguage('pl');
    expect(document.documentElement.lang).to.equal('pl');
    const sentences = new Set<string>();
    CASES.forEach(({ error, shows = [] }, i) => {
      const pl = ruleErrorText(error);
      expect(pl, label(error)).to.be.a('string').and.not.equal('');
      expect(pl, label(error)).to.not.equal(english[i]);
      expect(pl, label(error)).to.not.include(error.message);
      expect(pl, label(error)).to.not.match(/\((rule|zasada) /);
      expect(pl, label(error)).to.match(/[.]$/);
      expect(pl, `${label(error)}: no unfilled placeholder`).to.not.match(/\$\{|undefined|NaN/);
      for (const value of shows) expect(pl, `${label(error)} mentions ${value}`).to.include(value);
      sentences.add(pl);
    });
    expect(sentences.size, 'every row reads differently').to.equal(CASES.length);
  });

  it('uses Polish plural forms and game terms inside the sentences', async () => {
    await useLanguage('pl');
    const spies = (n: number, fails: number) =>
      ruleErrorText(new RuleError('R-MIS-2', 'fails-spies', 'engine message', { spies: n, fails }));
    expect(spies(1, 2)).to.equal('Porażkę mogą zagrać tylko Agenci, a w tej Drużynie jest 1 Agent, więc 2 karty Porażki to za dużo.');
    expect(spies(0, 5)).to.include('jest 0 Agentów, więc 5 kart Porażki to za dużo');
    expect(ruleErrorText(new RuleError('R-MIS-2', 'resistance-fail', 'engine message', { player: 'Eve' }))).to.equal(
      'Eve jest Bojownikiem i musi zagrać Sukces.',
    );
    await useLanguage('en');
    expect(spies(1, 2)).to.equal('Only spies may play Fail, and this team has 1 spy, so it cannot reveal 2 Fail cards.');
  });

  it('keeps the engine sentence, without its rule id, only for a code it does not know', () => {
    const unknown = new RuleError('REC-FORMAT', 'not-a-code', 'something new');
    expect(ruleErrorText(unknown)).to.equal('something new.');
  });
});
