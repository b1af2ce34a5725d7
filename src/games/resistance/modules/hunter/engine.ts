/**
 * The Hunter module in play (rules §4.4, Hostile Intent; Polish "Łowca"): the investigator token
 * (R-HUN-TEAM), the Chief Fail cards (R-HUN-MIS), the Spy Hunter's early accusation
 * (R-HUN-EARLY), the investigations (R-HUN-INV), the accusations that decide the game (R-HUN-ACC),
 * the optional roles' effects (R-HUN-OPT: Dummy Agent, Coordinator) and Branding (R-HUN-BRAND).
 * Its cards (R-HUN-2, R-HUN-OPT) and how they behave at the reveal (R-HUN-REV) are described for
 * the core's character layer (`../../core/characters.ts`, `knowledge.ts`, `scripts.ts`); the core
 * calls the module's hooks ({@link hunter}): the investigator token for proposals, the Chief Fail
 * cards for missions, the steps after a mission, and the module's own events.
 *
 * Both ways of playing are recorded so that a game replays: when the app holds the character
 * cards (`setup.characters`) the engine knows who is what, checks who may do what and works out
 * every result itself (a result given anyway is refused, `…-known`); with physical cards the
 * moderator records what the table saw (`chief`, `coordinator`, `pretender`), and what only the
 * investigator saw is never recorded.
 *
 * How the points the rules leave open are resolved (also in docs/records.md):
 * - **Order after a mission**: the Hunter's steps come first, right after the mission: the
 *   accusation of the third success or fail (R-HUN-ACC: "right after"), or the Spy Hunter's early
 *   accusation, which must be "declared before the investigation" (R-HUN-EARLY), then the
 *   investigation (R-HUN-INV: "after any accusation it triggered"). Only then is the mission
 *   resolved for the other modules: the Inquisitor's check (R-INQ-2: "right after missions 2, 3
 *   and 4 are resolved"), the next round's loyalty card (R-DEF-V1) and plot cards (R-PLOT-2).
 *   The round marker and the leader token stay put until the Hunter's steps are done, so "the
 *   leader investigates" means the leader of that mission, and a game an accusation ends ends
 *   "at once" like any other (R-END-1: the leader does not pass).
 * - **"Mission 5"** (R-HUN-TEAM: no token; R-HUN-INV: no investigation; R-HUN-ACC: alternating
 *   accusations) is the fifth mission played, round 5: with Targeting (R-VAR-TGT) the mission in
 *   slot 5 may be played earlier, and the rules' reason for skipping is that the game ends there.
 *   Before round 5 the score is always 2–2, so the fifth mission always brings a third success or
 *   fail; a wrong accusation flips it, which gives the other side three and so its accusation:
 *   this is the rulebook's "alternating until one accusation is correct".
 * - **No player for the token**: at 5–6 players with the Trapper (teams of 4 or 5) a team may
 *   leave only the leader off; the leader then has nobody to hand the token to ("never themself"),
 *   so such a team is refused (`investigator-none`) rather than leave a failed mission without
 *   an investigator.
 * - **Chief Fail counts**: the mission fails on Fail + Chief Fail cards together (R-HUN-MIS),
 *   counted cards only with the Trapper, then the Reverse flip (as R-MIS-4, rules §5).
 * - **Early accusation** (R-HUN-EARLY): allowed when the mission failed as it ended (after a
 *   Reverse flip) and a Fail (5–6 players) or a Chief Fail (7+) was among the revealed cards;
 *   "for a failed mission 4 at least one of the counted fails must be a Chief Fail" is then the
 *   same condition. It is not offered on the third fail: the Spy Hunter's accusation follows
 *   anyway (R-HUN-ACC), with the same effects, and the early accusation is not used up. A
 *   mission that a wrong accusation turned into a fail never allows it (the Spy Chief did not
 *   make it fail). It is optional: recording the investigation closes the chance.
 * - **Who investigates** depends only on the result as the mission ended (R-HUN-INV), whatever
 *   accusations flip afterwards; the investigator picks any other player, even one investigated
 *   before.
 * - **A Chief of either kind**: with two Resistance Chiefs (8+) or two Spy Chiefs (10), naming
 *   either is a correct accusation ("accuses one player of being the Spy Chief").
 * - **Accusing the same player twice**: the accused answered truthfully, so a side may not accuse
 *   the same player again (`accusation-repeat`); this also makes every game end: each wrong
 *   accusation rules one player out. The early accusation counts as the spies'.
 * - **Coordinator** (R-HUN-OPT): the Spy Hunter accusing the Coordinator wins for the spies, in
 *   the early accusation too (it is the same accusation, made sooner).
 * - **Dummy Agent** (R-HUN-OPT: "may show"): the investigated player's choice of card is part of
 *   the `investigation` event (`shown`), given by the app's private turn; players with one card
 *   to show may leave it out.
 * - **Hunters and the Assassin** (both at 7+): a correct accusation by the Resistance Hunter is
 *   the resistance's win "before" which the Assassin names the Commander (R-ASN-END).
 * - **Revealing** (R-MOD-REVEAL): a Hunter who accuses, and the Deep Agent who brands, reveal
 *   themselves; with other identity-showing rules the table shows loyalty cards instead of
 *   character cards. The engine records who revealed themself, which is public either way.
 * - **Branding** (R-HUN-BRAND) "during team building, before the vote": in the phases `proposal`
 *   and `vote` (before the vote is recorded). Correct: the two players swap character cards, so
 *   from then on their sides, the cards they may play and what an investigation of them shows
 *   follow their new cards; what they learnt at the reveal stays what they learnt.
 */
import type { Role } from '../../core/augment.ts';
import { fail } from '../../core/errors.ts';
import type { RuleId } from '../../core/errors.ts';
import type { AfterMission, EngineModule, ErrorSpec, Step } from '../../core/module.ts';
import { roleFlags } from '../../core/options.ts';
import { charactersNow, continueAfterMission, currentSpies, playerName, score } from '../../core/reducer.ts';
import { addressed } from '../../core/scripts.ts';
import { applyEvents, currentSecret } from '../../core/steps.ts';
import type { Acted, Action, Actor, Ask, Play, Recorder } from '../../core/steps.ts';
import { isPlayerCount, MAX_PLAYERS, MIN_PLAYERS, WINNING_RESULTS } from '../../core/tables.ts';
import { isSeat } from '../../core/tables.ts';
import type {
  GameEvent,
  GameSetup,
  GameState,
  MissionCard,
  MissionEvent,
  MissionNumber,
  MissionOutcome,
  MissionResult,
  Proposal,
  ProposalEvent,
  Seat,
  Winner,
} from '../../core/types.ts';

/** The Hunter's cards at the reveal and in play (R-HUN-2, R-HUN-OPT). */
const HUNTER_ROLES = [
  'resistance-chief',
  'resistance-hunter',
  'spy-chief',
  'spy-hunter',
  'dummy-agent',
  'coordinator',
  'deep-agent',
  'pretender',
] as const;

/** Optional roles of the Hunter module (R-HUN-OPT) and the Branding rule (R-HUN-BRAND). */
export interface HunterOptions {
  dummyAgent?: boolean;
  coordinator?: boolean;
  deepAgent?: boolean;
  pretender?: boolean;
  branding?: boolean;
}

const FLAGS: readonly (keyof HunterOptions)[] = ['dummyAgent', 'coordinator', 'deepAgent', 'pretender', 'branding'];

/**
 * Chiefs by player count, Hunter module (R-HUN-2): one Resistance Chief up to 7 players, two from
 * 8; one Spy Chief up to 9 players, two at 10. Each side also has exactly one Hunter.
 */
export const HUNTER_CHIEFS: Readonly<Record<number, { resistance: 1 | 2; spies: 1 | 2 }>> = {
  5: { resistance: 1, spies: 1 },
  6: { resistance: 1, spies: 1 },
  7: { resistance: 1, spies: 1 },
  8: { resistance: 2, spies: 1 },
  9: { resistance: 2, spies: 1 },
  10: { resistance: 2, spies: 2 },
};

/**
 * The Hunter module's loyalty cards of the investigation (R-HUN-1, R-HUN-INV): "Chief" and "Not
 * Chief" at 5–6 players; "Spy Chief", "Resistance Chief" and "Not Chief" at 7+.
 */
export type HunterLoyalty = 'chief' | 'not-chief' | 'resistance-chief' | 'spy-chief';

function checkPlayers(players: number): void {
  if (!isPlayerCount(players)) {
    fail('R-SET-1', 'player-count', `The Resistance needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}`, {
      count: players,
      min: MIN_PLAYERS,
      max: MAX_PLAYERS,
    });
  }
}

/**
 * The Hunter loyalty cards used at a table of `players` (R-HUN-1).
 * @throws RuleError R-SET-1 for a player count outside 5–10
 */
export function hunterLoyaltyCards(players: number): HunterLoyalty[] {
  checkPlayers(players);
  return players <= 6 ? ['chief', 'not-chief'] : ['spy-chief', 'resistance-chief', 'not-chief'];
}

/**
 * The cards an investigated player may show (R-HUN-INV): a Resistance Chief shows "Chief" (5–6)
 * or "Resistance Chief" (7+), a Spy Chief "Chief" or "Spy Chief", the Dummy Agent may show the
 * Resistance Chief's card or "Not Chief" (R-HUN-OPT: "may show"), everyone else (the Coordinator
 * included) "Not Chief". One card means the player has no choice.
 * @throws RuleError R-SET-1 for a player count outside 5–10
 */
export function investigationCards(role: Role, players: number): HunterLoyalty[] {
  checkPlayers(players);
  const small = players <= 6;
  if (role === 'resistance-chief') return [small ? 'chief' : 'resistance-chief'];
  if (role === 'spy-chief') return [small ? 'chief' : 'spy-chief'];
  if (role === 'dummy-agent') return [small ? 'chief' : 'resistance-chief', 'not-chief'];
  return ['not-chief'];
}

/** The two Hunters (R-HUN-2): the resistance's accuses Spy Chiefs, the spies' Resistance Chiefs. */
export type HunterRole = 'resistance-hunter' | 'spy-hunter';

/**
 * The leader or the token holder investigates a player (R-HUN-INV). `by` may be left out (the
 * engine knows who investigates); `shown`: the loyalty card the player showed, only when the app
 * holds the cards (its private turn), needed only from a player with a choice (the Dummy Agent).
 */
export interface InvestigationEvent {
  type: 'investigation';
  by?: Seat;
  target: Seat;
  shown?: HunterLoyalty;
}

/**
 * A Hunter accuses a player of being a Chief of the other side, after the third success or fail
 * (R-HUN-ACC). `by`: the Hunter (may be left out when the app holds the cards or the Hunter
 * revealed themself before). With physical cards the table says `chief` (the accused answers
 * truthfully) and, when the Spy Hunter accuses with the Coordinator in the game, `coordinator`.
 */
export interface AccusationEvent {
  type: 'accusation';
  by?: Seat;
  target: Seat;
  chief?: boolean;
  coordinator?: boolean;
}

/** The Spy Hunter's early accusation after a mission the Spy Chief made fail (R-HUN-EARLY): fields as {@link AccusationEvent}. */
export interface EarlyAccusationEvent {
  type: 'early-accusation';
  by?: Seat;
  target: Seat;
  chief?: boolean;
  coordinator?: boolean;
}

/**
 * The Deep Agent accuses a player of being the Pretender (R-HUN-BRAND). `by`: the Deep Agent (may
 * be left out when the app holds the cards); with physical cards the table says `pretender`.
 */
export interface BrandingEvent {
  type: 'branding';
  by?: Seat;
  target: Seat;
  pretender?: boolean;
}

/** What the Hunter's steps after a mission wait for (phases `accusation` and `investigation`). */
export interface HunterAfter {
  /** The mission just played (its slot): a wrong accusation flips its result. */
  mission: MissionNumber;
  /** Who investigates: the leader on success, the token holder on fail (R-HUN-INV); `null` after round 5. */
  investigator: Seat | null;
  /** The Hunter who must accuse now (phase `accusation`), else `null`. */
  accuser: HunterRole | null;
  /** Whether the Spy Hunter may still make the early accusation before the investigation (R-HUN-EARLY). */
  early: boolean;
}

/** One investigation. `shown` is secret: only the investigator's view has it; `null` with physical cards. */
export interface HunterInvestigation {
  by: Seat;
  target: Seat;
  mission: MissionNumber;
  shown: HunterLoyalty | null;
}

/** One accusation (public: the accused answers truthfully in front of everyone). */
export interface HunterAccusation {
  by: Seat;
  hunter: HunterRole;
  target: Seat;
  mission: MissionNumber;
  early: boolean;
  correct: boolean;
  coordinator: boolean;
}

/** The Hunter module's state (R-HUN-*); everything is public but the investigations' `shown`. */
export interface HunterState {
  /** Whether the Chief Fail cards are in the game: 7+ players (R-HUN-1, R-HUN-MIS). */
  chiefFailCards: boolean;
  after: HunterAfter | null;
  investigations: HunterInvestigation[];
  accusations: HunterAccusation[];
  /** Branding, once per game (R-HUN-BRAND). */
  branding: { by: Seat; target: Seat; correct: boolean; round: number } | null;
}

/** The Hunter's state at the start of a game, or `null` without the module. */
export function initialHunter(setup: GameSetup): HunterState | null {
  if (!setup.roles?.hunter) return null;
  return { chiefFailCards: setup.players.length >= 7, after: null, investigations: [], accusations: [], branding: null };
}

/** The cards after a correct Branding: the two players swapped their cards (R-HUN-BRAND). */
function swapped(state: GameState, characters: readonly Role[]): Role[] {
  const branding = state.hunter?.branding;
  if (!branding?.correct) return [...characters];
  const out = [...characters];
  [out[branding.by], out[branding.target]] = [characters[branding.target]!, characters[branding.by]!];
  return out;
}

/** Each seat's character card now (the core's, with the Branding's swap); `undefined` when the app does not hold the cards. */
function currentCharacters(state: GameState): Role[] | undefined {
  return charactersNow(state);
}

/** The seats on the spy side now, when known (`undefined` in table mode). */
function spiesNow(state: GameState): Seat[] | undefined {
  return currentSpies(state);
}

/** The seat that revealed itself as `hunter` by accusing, or `null`. */
export function revealedHunter(hunter: HunterState, role: HunterRole): Seat | null {
  return hunter.accusations.find((a) => a.hunter === role)?.by ?? null;
}

/** Whether the Spy Hunter has made the early accusation (R-HUN-EARLY: once per game). */
export function earlyUsed(hunter: HunterState): boolean {
  return hunter.accusations.some((a) => a.early);
}

/** English names for the sentences of the errors. */
const HUNTER_NAME: Record<HunterRole, string> = { 'resistance-hunter': 'Resistance Hunter', 'spy-hunter': 'Spy Hunter' };

function name(state: GameState, seat: Seat): string {
  return playerName(state, seat);
}

/** Successes and fails on the board. */
function scoreOf(missions: readonly (MissionOutcome | null)[]): { successes: number; failures: number } {
  return score({ missions: [...missions] });
}

/**
 * The investigator token of a proposal (R-HUN-TEAM): with the Hunter module, on every round but
 * the fifth, a player neither on the team nor the leader. Runs after the team's own checks.
 * The reducer refuses the token without the module (`investigator-without-hunter`).
 * @returns the token holder, or `undefined` on round 5
 * @throws RuleError R-HUN-TEAM `investigator-round-5`,
 *   `investigator-none`, `investigator-missing`, `investigator-seat`, `investigator-leader`,
 *   `investigator-team`
 */
export function checkInvestigator(state: GameState, event: ProposalEvent, team: readonly Seat[]): Seat | undefined {
  const given: unknown = event.investigator;
  if (state.round === 5) {
    if (given !== undefined) fail('R-HUN-TEAM', 'investigator-round-5', 'on the fifth mission nobody receives the investigator token');
    return undefined;
  }
  const players = state.setup.players.length;
  const leader = state.leader;
  const candidates = Array.from({ length: players }, (_, s) => s).filter((s) => s !== leader && !team.includes(s));
  if (candidates.length === 0) {
    fail(
      'R-HUN-TEAM',
      'investigator-none',
      `the leader hands the investigator token to a player off the team, never themself: with everyone but ${name(state, leader)} on the team there is nobody to give it to`,
      { leader: name(state, leader) },
    );
  }
  if (given === undefined) {
    fail('R-HUN-TEAM', 'investigator-missing', 'with the Hunter module the leader hands the investigator token to a player off the team ("investigator")');
  }
  if (!isSeat(given, players)) {
    fail('R-HUN-TEAM', 'investigator-seat', `${String(given)} is not a seat: seats are 0 to ${players - 1}`, { seat: String(given), last: players - 1 });
  }
  if (given === leader) {
    fail('R-HUN-TEAM', 'investigator-leader', `${name(state, leader)} leads and cannot hand the investigator token to themself`, { player: name(state, leader) });
  }
  if (team.includes(given)) {
    fail('R-HUN-TEAM', 'investigator-team', `${name(state, given)} is on the team: the investigator token goes to a player off the team`, { player: name(state, given) });
  }
  return given;
}

/**
 * One card of a mission given by player (`cards`, a face-up card, a secret card) against the
 * Hunter's cards (R-HUN-MIS): at 7+ a Spy Chief never plays Fail, and only a Spy Chief plays Chief
 * Fail. Whether the card exists at all is the caller's check (R-MIS-1 `card-value`).
 * @returns the refusal, R-HUN-MIS `spy-chief-fail` or `chief-fail-not-chief`, or `null`
 */
export function chiefCardRefusal(state: GameState, seat: Seat, card: MissionCard): ErrorSpec | null {
  if (!state.hunter?.chiefFailCards) return null;
  const characters = currentCharacters(state);
  const spies = spiesNow(state);
  const chief = characters ? characters[seat] === 'spy-chief' : spies ? spies.includes(seat) : true;
  if (card === 'chief-fail' && !chief) {
    return { rule: 'R-HUN-MIS', code: 'chief-fail-not-chief', message: `${name(state, seat)} is no Spy Chief and cannot play Chief Fail`, params: { player: name(state, seat) } };
  }
  if (card === 'fail' && characters?.[seat] === 'spy-chief') {
    return { rule: 'R-HUN-MIS', code: 'spy-chief-fail', message: `${name(state, seat)} is a Spy Chief and plays Chief Fail, never Fail`, params: { player: name(state, seat) } };
  }
  return null;
}

/**
 * The Chief Fail cards of a mission given as counts (R-HUN-MIS), checked after the Fail and
 * Reverse counts: a count that fits the cards revealed and, when known, the spies (and Spy Chiefs)
 * on the team. The reducer refuses the count without Chief Fail cards (`chief-fails-not-in-game`).
 * @param counted the cards revealed (the team, less the Trapper's card set aside)
 * @returns the number of Chief Fail cards (0 when left out)
 * @throws RuleError R-HUN-MIS `chief-fails-count`, `chief-fails-counted`,
 *   `chief-fails-spies`, `chief-fails-chiefs`, `fails-spy-chief`
 */
export function checkChiefFails(state: GameState, event: MissionEvent, team: readonly Seat[], counted: number, fails: number, reverses: number): number {
  if (event.chiefFails !== undefined && !state.hunter?.chiefFailCards) {
    fail('R-HUN-MIS', 'chief-fails-not-in-game', 'Chief Fail cards are used only with the Hunter module at 7 or more players');
  }
  const given: unknown = event.chiefFails;
  if (given === undefined) {
    checkPlainFails(state, team, fails);
    return 0;
  }
  if (typeof given !== 'number' || !Number.isInteger(given) || given < 0 || given > team.length) {
    fail('R-HUN-MIS', 'chief-fails-count', `a team of ${team.length} reveals 0 to ${team.length} Chief Fail cards, not ${String(given)}`, {
      size: team.length,
      given: String(given),
    });
  }
  if (fails + given + reverses > counted) {
    fail('R-HUN-MIS', 'chief-fails-counted', `${counted} cards are revealed, so ${fails} Fail, ${given} Chief Fail and ${reverses} Reverse cards cannot all be among them`, {
      counted,
      fails,
      chiefFails: given,
      reverses,
    });
  }
  const spies = spiesNow(state);
  if (spies) {
    const spiesOnTeam = team.filter((s) => spies.includes(s)).length;
    if (fails + given > spiesOnTeam) {
      fail(
        'R-HUN-MIS',
        'chief-fails-spies',
        `only spies play Fail and Chief Fail, and this team has ${spiesOnTeam} of them, so ${fails + given} such cards are impossible`,
        { spies: spiesOnTeam, cards: fails + given },
      );
    }
  }
  const characters = currentCharacters(state);
  if (characters) {
    const chiefs = team.filter((s) => characters[s] === 'spy-chief').length;
    if (given > chiefs) {
      fail('R-HUN-MIS', 'chief-fails-chiefs', `only a Spy Chief plays Chief Fail, and this team has ${chiefs} of them, so ${given} Chief Fail cards are impossible`, {
        chiefs,
        chiefFails: given,
      });
    }
  }
  checkPlainFails(state, team, fails);
  return given;
}

/** At 7+ players a Spy Chief never plays Fail: the Fail cards must fit the other spies on the team (R-HUN-MIS). */
function checkPlainFails(state: GameState, team: readonly Seat[], fails: number): void {
  const characters = currentCharacters(state);
  const spies = spiesNow(state);
  if (!state.hunter?.chiefFailCards || !characters || !spies) return;
  const plain = team.filter((s) => spies.includes(s) && characters[s] !== 'spy-chief').length;
  if (fails > plain) {
    fail('R-HUN-MIS', 'fails-spy-chief', `a Spy Chief plays Chief Fail, never Fail, and this team has ${plain} other spies, so ${fails} Fail cards are impossible`, {
      spies: plain,
      fails,
    });
  }
}

/**
 * The Hunter's steps after a mission (R-HUN-ACC, R-HUN-EARLY, R-HUN-INV): the accusation on the
 * third success or fail, else the investigation (with the early accusation first when allowed).
 * The round marker and the leader stay put until they are done.
 * @param next the state with the mission's outcome on the board
 */
export function hunterAfterMission(next: GameState, proposal: Proposal, outcome: MissionOutcome): GameState {
  const hunter = next.hunter!;
  const { successes, failures } = scoreOf(next.missions);
  const accuser: HunterRole | null = successes >= WINNING_RESULTS ? 'resistance-hunter' : failures >= WINNING_RESULTS ? 'spy-hunter' : null;
  const investigator = next.round === 5 ? null : outcome.result === 'success' ? proposal.leader : (proposal.investigator ?? null);
  // R-HUN-EARLY: 5–6 players, a Fail was revealed; 7+, a Chief Fail.
  const byChief = hunter.chiefFailCards ? (outcome.chiefFails ?? 0) >= 1 : outcome.fails >= 1;
  const early = accuser === null && outcome.result === 'fail' && byChief && !earlyUsed(hunter);
  return {
    ...next,
    phase: accuser ? 'accusation' : 'investigation',
    hunter: { ...hunter, after: { mission: outcome.mission, investigator, accuser, early } },
  };
}

/** The Hunter module's events. `nextRound` ends the mission's steps (the reducer's round change). */
export type HunterEvent = InvestigationEvent | AccusationEvent | EarlyAccusationEvent | BrandingEvent;

/**
 * Applies one of the Hunter module's events, once the reducer has checked that the module is on
 * and that it is the event's moment (`investigation-not-now`, `accusation-not-now`,
 * `early-not-now`, `early-done`, `branding-not-in-game`, `branding-not-now`).
 * @param nextRound what the reducer does when a mission's steps are over: the Inquisitor, the next
 *   round's loyalty card and plot cards, the round marker and the leader token
 * @throws RuleError (see docs/records.md, "Hunter module")
 */
export function hunterStep(state: GameState, event: HunterEvent): Step {
  switch (event.type) {
    case 'investigation':
      return investigate(state, event);
    case 'accusation':
      return accuse(state, event, false);
    case 'early-accusation':
      return accuse(state, event, true);
    case 'branding':
      return brand(state, event);
  }
}

/** The sentence and parameters of a value that is not a seat of the table. */
function notSeat(state: GameState, value: unknown): [string, { seat: string; last: number }] {
  const last = state.setup.players.length - 1;
  return [`${String(value)} is not a seat: seats are 0 to ${last}`, { seat: String(value), last }];
}

/** R-HUN-INV: the investigator sees the loyalty card the target shows; then the round is over. */
/** What the core needs to go on after the Hunter's steps of the mission `mission` (module.ts `AfterMission`). */
function afterOf(state: GameState, mission: MissionNumber, winner: Winner | null): AfterMission {
  const outcome = state.missions[mission - 1]!;
  return { proposal: state.proposals[outcome.proposalIndex]!, outcome, winner };
}

function investigate(state: GameState, event: InvestigationEvent) {
  const hunter = state.hunter!;
  const after = hunter.after!;
  const by = after.investigator!;
  if (event.by !== undefined && event.by !== by) {
    fail(
      'R-HUN-INV',
      'investigation-by',
      `${name(state, by)} investigates (${state.missions[after.mission - 1]?.result === 'success' ? 'the leader, the mission succeeded' : 'the token holder, the mission failed'}), not seat ${String(event.by)}`,
      { player: name(state, by), given: String(event.by) },
    );
  }
  const target: unknown = event.target;
  if (!isSeat(target, state.setup.players.length)) fail('R-HUN-INV', 'investigation-seat', ...notSeat(state, target));
  if (target === by) fail('R-HUN-INV', 'investigation-self', `${name(state, by)} investigates another player, not themself`, { player: name(state, by) });
  const characters = currentCharacters(state);
  let shown: HunterLoyalty | null = null;
  if (characters) {
    const options = investigationCards(characters[target]!, state.setup.players.length);
    if (event.shown !== undefined) {
      if (!options.includes(event.shown)) {
        fail('R-HUN-INV', 'investigation-card', `"${String(event.shown)}" is not a card ${name(state, target)} may show`, {
          player: name(state, target),
          card: String(event.shown),
        });
      }
      shown = event.shown;
    } else if (options.length > 1) {
      // R-HUN-OPT: the Dummy Agent chooses. The sentence does not say who has a choice.
      fail('R-HUN-OPT', 'investigation-choice', `say which loyalty card ${name(state, target)} chose to show ("shown")`, { player: name(state, target) });
    } else {
      shown = options[0]!;
    }
  } else if (event.shown !== undefined) {
    fail('REC-EVENT', 'investigation-secret', 'with physical cards only the investigator sees the card shown: leave "shown" out');
  }
  const accepted: InvestigationEvent = { type: 'investigation', by, target };
  if (shown !== null) accepted.shown = shown;
  const recorded: GameState = {
    ...state,
    events: [...state.events, accepted],
    hunter: { ...hunter, after: null, investigations: [...hunter.investigations, { by, target, mission: after.mission, shown }] },
  };
  // The mission's steps go on with the next module's (none wins now), then the next round.
  const done = continueAfterMission(recorded, afterOf(recorded, after.mission, null), 'hunter');
  return { state: done, consequence: { kind: 'investigation' as const, by, target, mission: after.mission, leader: done.leader } };
}

/** R-HUN-ACC and R-HUN-EARLY: a Hunter accuses; right wins, wrong flips the mission. */
function accuse(state: GameState, event: AccusationEvent | EarlyAccusationEvent, early: boolean) {
  const hunter = state.hunter!;
  const after = hunter.after!;
  const role: HunterRole = early ? 'spy-hunter' : after.accuser!;
  const other: HunterRole = role === 'spy-hunter' ? 'resistance-hunter' : 'spy-hunter';
  const target: unknown = event.target;
  const players = state.setup.players.length;
  if (!isSeat(target, players)) fail('R-HUN-ACC', 'accusation-seat', ...notSeat(state, target));
  if (event.by !== undefined && !isSeat(event.by, players)) fail('R-HUN-ACC', 'accusation-seat', ...notSeat(state, event.by));
  const characters = currentCharacters(state);
  const revealed = revealedHunter(hunter, role);
  let by: Seat;
  if (characters) {
    by = characters.indexOf(role); // one Hunter of each side (R-HUN-2)
    if (event.by !== undefined && event.by !== by) {
      fail('R-HUN-ACC', 'accusation-hunter', `${name(state, event.by)} is not the ${HUNTER_NAME[role]}: only the ${HUNTER_NAME[role]} accuses now`, {
        player: name(state, event.by),
        hunter: role,
      });
    }
  } else {
    if (event.by === undefined && revealed === null) {
      fail('R-HUN-ACC', 'accuser-missing', `say who the ${HUNTER_NAME[role]} is: the player who reveals themself to accuse ("by")`, { hunter: role });
    }
    by = event.by ?? revealed!;
    // A seat known as the other side's Hunter, or as the Deep Agent or Pretender, is not this Hunter.
    const branded = hunter.branding ? [hunter.branding.by, ...(hunter.branding.correct ? [hunter.branding.target] : [])] : [];
    if ((revealed !== null && by !== revealed) || by === revealedHunter(hunter, other) || branded.includes(by)) {
      fail('R-HUN-ACC', 'accusation-hunter', `${name(state, by)} is not the ${HUNTER_NAME[role]}: only the ${HUNTER_NAME[role]} accuses now`, {
        player: name(state, by),
        hunter: role,
      });
    }
  }
  if (target === by) fail('R-HUN-ACC', 'accusation-self', `${name(state, by)} accuses another player, not themself`, { player: name(state, by) });
  if (hunter.accusations.some((a) => a.hunter === role && a.target === target)) {
    fail('R-HUN-ACC', 'accusation-repeat', `${name(state, target)} was accused before and is not the Chief: accuse someone else`, { player: name(state, target) });
  }
  const coordinatorInGame = role === 'spy-hunter' && state.setup.roles?.hunter?.coordinator === true;
  let correct: boolean;
  let coordinator: boolean;
  if (characters) {
    if (event.chief !== undefined || event.coordinator !== undefined) {
      fail('REC-EVENT', 'accusation-known', 'the app holds the cards: the accusation gives only who accuses whom');
    }
    correct = characters[target] === (role === 'resistance-hunter' ? 'spy-chief' : 'resistance-chief');
    coordinator = coordinatorInGame && characters[target] === 'coordinator';
  } else {
    if (typeof event.chief !== 'boolean' || (coordinatorInGame && typeof event.coordinator !== 'boolean')) {
      fail(
        'R-HUN-ACC',
        'accusation-result',
        coordinatorInGame
          ? 'say whether the accused player is a Resistance Chief ("chief") and whether they are the Coordinator ("coordinator")'
          : 'say whether the accused player is a Chief of the other side ("chief": true or false)',
      );
    }
    if (!coordinatorInGame && event.coordinator !== undefined) {
      fail('R-HUN-OPT', 'accusation-coordinator', 'only the Spy Hunter accusing with the Coordinator in the game says "coordinator"');
    }
    if (event.chief && event.coordinator) fail('R-HUN-OPT', 'accusation-coordinator', 'the Coordinator is not a Resistance Chief: "chief" and "coordinator" cannot both be true');
    correct = event.chief;
    coordinator = event.coordinator === true;
  }

  const accepted: AccusationEvent | EarlyAccusationEvent = { type: early ? 'early-accusation' : 'accusation', by, target };
  if (!characters) {
    accepted.chief = correct;
    if (coordinatorInGame) accepted.coordinator = coordinator;
  }
  const accusation: HunterAccusation = { by, hunter: role, target, mission: after.mission, early, correct, coordinator };
  let next: GameState = { ...state, events: [...state.events, accepted], hunter: { ...hunter, accusations: [...hunter.accusations, accusation] } };
  let winner: Winner | null = null;
  if (correct || coordinator) {
    const found: Winner = role === 'resistance-hunter' ? { side: 'resistance', reason: 'chief-found' } : { side: 'spies', reason: coordinator ? 'coordinator-found' : 'chief-found' };
    // The next modules' steps come first (R-ASN-END: before the resistance wins, the Assassin
    // names the Commander); else the game ends.
    next = continueAfterMission({ ...next, hunter: { ...next.hunter!, after: null } }, afterOf(next, after.mission, found), 'hunter');
    winner = next.phase === 'over' ? next.winner : null;
  } else {
    // A wrong accusation flips the mission's result (R-HUN-EARLY, R-HUN-ACC).
    const missions = [...next.missions];
    const m = missions[after.mission - 1]!;
    missions[after.mission - 1] = { ...m, result: m.result === 'fail' ? 'success' : 'fail', flips: (m.flips ?? 0) + 1 };
    const { successes, failures } = scoreOf(missions);
    const accuser: HunterRole | null = successes >= WINNING_RESULTS ? 'resistance-hunter' : failures >= WINNING_RESULTS ? 'spy-hunter' : null;
    next = {
      ...next,
      missions,
      // Three of the other now: that side's accusation (after mission 5: the alternating accusations).
      phase: accuser ? 'accusation' : 'investigation',
      hunter: { ...next.hunter!, after: { ...after, accuser, early: false } },
    };
  }
  const { successes, failures } = scoreOf(next.missions);
  const result: MissionResult = next.missions[after.mission - 1]!.result;
  return {
    state: next,
    consequence: {
      kind: 'accusation' as const,
      by,
      hunter: role,
      target,
      early,
      correct,
      coordinator,
      mission: after.mission,
      result,
      successes,
      failures,
      winner,
    },
  };
}

/** R-HUN-BRAND: the Deep Agent accuses a player of being the Pretender; right, they swap cards. */
function brand(state: GameState, event: BrandingEvent) {
  const hunter = state.hunter!;
  if (hunter.branding) fail('R-HUN-BRAND', 'branding-done', 'Branding happens once per game');
  const target: unknown = event.target;
  const players = state.setup.players.length;
  if (!isSeat(target, players)) fail('R-HUN-BRAND', 'branding-seat', ...notSeat(state, target));
  if (event.by !== undefined && !isSeat(event.by, players)) fail('R-HUN-BRAND', 'branding-seat', ...notSeat(state, event.by));
  const characters = currentCharacters(state);
  let by: Seat;
  let correct: boolean;
  if (characters) {
    by = characters.indexOf('deep-agent');
    if (event.by !== undefined && event.by !== by) {
      fail('R-HUN-BRAND', 'branding-not-deep-agent', `${name(state, event.by)} is not the Deep Agent: only the Deep Agent brands`, { player: name(state, event.by) });
    }
    if (event.pretender !== undefined) fail('REC-EVENT', 'branding-known', 'the app holds the cards: Branding gives only who accuses whom');
    correct = characters[target] === 'pretender';
  } else {
    if (event.by === undefined) fail('R-HUN-BRAND', 'branding-by-missing', 'say who the Deep Agent is: the player who reveals themself to brand ("by")');
    by = event.by;
    if (by === revealedHunter(hunter, 'resistance-hunter') || by === revealedHunter(hunter, 'spy-hunter')) {
      fail('R-HUN-BRAND', 'branding-not-deep-agent', `${name(state, by)} revealed themself as a Hunter and is not the Deep Agent`, { player: name(state, by) });
    }
    if (typeof event.pretender !== 'boolean') fail('R-HUN-BRAND', 'branding-result', 'say whether the player named is the Pretender ("pretender": true or false)');
    correct = event.pretender;
    const hunters = [revealedHunter(hunter, 'resistance-hunter'), revealedHunter(hunter, 'spy-hunter')];
    if (correct && hunters.includes(target)) {
      fail('R-HUN-BRAND', 'branding-hunter', `${name(state, target)} revealed themself as a Hunter and cannot be the Pretender`, { player: name(state, target) });
    }
    // Spies known without the cards: the Deep Agent is a spy, the Pretender resistance.
    const spies = spiesNow(state);
    if (spies && (!spies.includes(by) || (correct && spies.includes(target)))) {
      fail('R-HUN-BRAND', 'branding-sides', 'the Deep Agent is a spy and the Pretender resistance: this does not fit the spies recorded');
    }
  }
  if (target === by) fail('R-HUN-BRAND', 'branding-self', `${name(state, by)} names another player, not themself`, { player: name(state, by) });
  const accepted: BrandingEvent = { type: 'branding', by, target };
  if (!characters) accepted.pretender = correct;
  return {
    state: { ...state, events: [...state.events, accepted], hunter: { ...hunter, branding: { by, target, correct, round: state.round } } },
    consequence: { kind: 'branding' as const, by, target, correct },
  };
}

/**
 * The Hunter module as everyone sees it (R-HUN-*): who holds the investigator token, who
 * investigated whom (never what was shown), every accusation and its answer (the accused answers
 * truthfully in front of everyone), the Hunters who revealed themselves, Branding. Role names
 * stand for the side, never `"spy"`/`"spies"` as a value.
 */
export interface HunterView {
  /** Whether the Chief Fail cards are in the game (7+ players, R-HUN-1). */
  chiefFailCards: boolean;
  /** Who holds the investigator token for the team in play (from the proposal to the end of its mission's steps), else `null`. */
  token: Seat | null;
  /** What the steps after the last mission wait for, or `null`. */
  awaiting: { mission: MissionNumber; investigator: Seat | null; accuser: HunterRole | null; early: boolean } | null;
  investigations: { by: Seat; target: Seat; mission: MissionNumber }[];
  accusations: {
    by: Seat;
    hunter: HunterRole;
    target: Seat;
    mission: MissionNumber;
    early: boolean;
    correct: boolean;
    coordinator: boolean;
  }[];
  /** The Hunters who revealed themselves by accusing, and whether the early accusation was made. */
  resistanceHunter: Seat | null;
  spyHunter: Seat | null;
  earlyUsed: boolean;
  /** Branding (R-HUN-BRAND): the Deep Agent revealed themself; `correct` means the two swapped cards. */
  branding: { by: Seat; target: Seat; correct: boolean } | null;
}

declare module '../../core/augment.ts' {
  interface RoleModuleOptions {
    /** The Hunter module with its optional roles and Branding (R-HUN-2, R-HUN-OPT, R-HUN-BRAND), or `null` without it. */
    hunter: Required<HunterOptions> | null;
  }
  interface RoleModuleOptionsInput {
    hunter?: boolean | HunterOptions | null;
  }
  interface ModuleSlices {
    /** The Hunter module: investigations, accusations, Branding and the steps after a mission; `null` without it. */
    hunter: HunterState | null;
  }
  interface ModuleEvents {
    investigation: InvestigationEvent;
    accusation: AccusationEvent;
    'early-accusation': EarlyAccusationEvent;
    branding: BrandingEvent;
  }
  interface ModuleConsequences {
    investigation: {
      kind: 'investigation';
      /** The leader (mission succeeded) or the token holder (mission failed), R-HUN-INV. */
      by: Seat;
      target: Seat;
      mission: MissionNumber;
      /** The leader after the investigation (the round is over). What was shown is never here. */
      leader: Seat;
    };
    accusation: {
      kind: 'accusation';
      /** The Hunter who accused, now known to everyone. */
      by: Seat;
      hunter: HunterRole;
      target: Seat;
      /** The Spy Hunter's early accusation (R-HUN-EARLY), else the accusation of R-HUN-ACC. */
      early: boolean;
      /** Whether the target is a Chief of the other side. */
      correct: boolean;
      /** The Spy Hunter accused the Coordinator: the spies win (R-HUN-OPT). */
      coordinator: boolean;
      /** The mission whose result a wrong accusation flipped, and its result now. */
      mission: MissionNumber;
      result: MissionResult;
      successes: number;
      failures: number;
      winner: Winner | null;
    };
    branding: { kind: 'branding'; by: Seat; target: Seat; correct: boolean };
  }
  interface ModulePhases {
    /** After the third success or the third fail the side's Hunter accuses (R-HUN-ACC). */
    accusation: true;
    /** After every mission but the fifth, an investigation (R-HUN-INV), the early accusation first when allowed (R-HUN-EARLY). */
    investigation: true;
  }
  interface ModuleWinReasons {
    'chief-found': true;
    'coordinator-found': true;
  }
  interface ModuleRuleIds {
    'R-HUN-1': true;
    'R-HUN-2': true;
    'R-HUN-REV': true;
    'R-HUN-TEAM': true;
    'R-HUN-MIS': true;
    'R-HUN-EARLY': true;
    'R-HUN-INV': true;
    'R-HUN-ACC': true;
    'R-HUN-OPT': true;
    'R-HUN-BRAND': true;
  }
  interface ModuleRoles {
    'resistance-chief': true;
    'resistance-hunter': true;
    'spy-chief': true;
    'spy-hunter': true;
    'dummy-agent': true;
    coordinator: true;
    'deep-agent': true;
    pretender: true;
  }
  interface ModuleSeenAs {
    'spy-chief': true;
    'resistance-chief': true;
    coordinator: true;
    'deep-agent': true;
    'deep-agent-or-pretender': true;
  }
  interface ModuleMissionCards {
    /** The Chief Fail card (R-HUN-MIS, 7+ players). */
    'chief-fail': true;
  }
  interface ProposalEventExtras {
    /**
     * With the Hunter module: who the leader hands the investigator token to (R-HUN-TEAM), a player
     * neither on the team nor the leader; required on every round but the fifth, absent on it and
     * without the module.
     */
    investigator?: Seat;
  }
  interface ProposalExtras {
    /** With the Hunter module: who received the investigator token with this team (R-HUN-TEAM); absent on round 5. */
    investigator?: Seat;
  }
  interface ProposalViewExtras {
    /** Who received the investigator token with this team (Hunter module, R-HUN-TEAM), or `null`. */
    investigator: Seat | null;
  }
  interface MissionEventExtras {
    /**
     * With the Hunter module at 7+ players: how many Chief Fail cards were revealed among the
     * counted cards (R-HUN-MIS); left out, it is 0. The normal form always has it there.
     */
    chiefFails?: number;
  }
  interface MissionOutcomeExtras {
    /** With the Hunter module at 7+ players: Chief Fail cards revealed (R-HUN-MIS); they count with `fails`. */
    chiefFails?: number;
    /**
     * With the Hunter module: how many times a wrong accusation flipped this mission's result since
     * it ended (R-HUN-EARLY, R-HUN-ACC); `result` is the result now.
     */
    flips?: number;
  }
  interface MissionViewExtras {
    /** Chief Fail cards revealed (R-HUN-MIS): only with the Hunter module at 7+. They count with `fails`. */
    chiefFails?: number;
    /** Only with the Hunter module: how many times a wrong accusation flipped the result since the mission ended. */
    flips?: number;
  }
  interface PublicViewExtras {
    /** The Hunter module (public part), or `null` without it. */
    hunter: HunterView | null;
  }
  interface SeatViewExtras {
    /**
     * What this seat learnt by investigating (R-HUN-INV): the loyalty card each player it
     * investigated showed, when the app holds the roles; empty otherwise. Never in anyone else's view.
     */
    investigations: { target: Seat; mission: MissionNumber; card: HunterLoyalty }[];
  }
}

declare module '../../core/augment.ts' {
  interface SecretParts {
    /** The player being investigated, who first chooses in private the card to show (R-HUN-INV, R-HUN-OPT). */
    hunter: { investigating: Seat };
  }
}

declare module '../../core/script-builder.ts' {
  interface ModuleScriptLines {
    'resistance-chiefs-open': true;
    'resistance-chiefs-close': true;
    'coordinator-open': true;
    'coordinator-close': true;
  }
}

/**
 * The moment of each of the module's events (R-HUN-INV, R-HUN-ACC, R-HUN-EARLY, R-HUN-BRAND),
 * checked before the event itself.
 */
function atItsMoment(state: GameState, event: GameEvent): Step {
  const hunterEvent = event as HunterEvent;
  const hunter = state.hunter;
  const after = hunter?.after;
  switch (hunterEvent.type) {
    case 'investigation':
      if (state.phase !== 'investigation' || !after || after.investigator === null) {
        fail('R-HUN-INV', 'investigation-not-now', 'an investigation comes only after a mission, with the Hunter module (never after the fifth)');
      }
      break;
    case 'accusation':
      if (state.phase !== 'accusation' || !after?.accuser) {
        fail('R-HUN-ACC', 'accusation-not-now', 'a Hunter accuses only right after the third success or the third fail, with the Hunter module');
      }
      break;
    case 'early-accusation':
      if (state.phase === 'investigation' && hunter?.accusations.some((a) => a.early)) {
        fail('R-HUN-EARLY', 'early-done', 'the Spy Hunter has made the early accusation already: it is made once per game');
      }
      if (state.phase !== 'investigation' || !after?.early) {
        fail(
          'R-HUN-EARLY',
          'early-not-now',
          'the Spy Hunter accuses early only after a mission the Spy Chief made fail (a Fail card at 5–6 players, a Chief Fail at 7+), before the investigation',
        );
      }
      break;
    case 'branding':
      if (!hunter || !state.setup.roles?.hunter?.branding) {
        fail('R-HUN-BRAND', 'branding-not-in-game', 'Branding is played only with the Hunter module, the Deep Agent, the Pretender and the Branding rule');
      }
      if (state.phase !== 'proposal' && state.phase !== 'vote') {
        fail('R-HUN-BRAND', 'branding-not-now', 'the Deep Agent brands during team building, before the vote');
      }
      break;
  }
  return hunterStep(state, hunterEvent);
}

/** The public copy of the Hunter module, field by field: never what an investigation showed. */
function hunterView(state: GameState, hunter: HunterState): HunterView {
  const proposal = state.proposals[state.proposals.length - 1];
  const inPlay = state.phase === 'vote' || state.phase === 'mission' || hunter.after !== null;
  const after = hunter.after;
  const revealed = (role: HunterRole): Seat | null => hunter.accusations.find((a) => a.hunter === role)?.by ?? null;
  return {
    chiefFailCards: hunter.chiefFailCards,
    token: inPlay ? (proposal?.investigator ?? null) : null,
    awaiting: after ? { mission: after.mission, investigator: after.investigator, accuser: after.accuser, early: after.early } : null,
    investigations: hunter.investigations.map((i) => ({ by: i.by, target: i.target, mission: i.mission })),
    accusations: hunter.accusations.map((a) => ({
      by: a.by,
      hunter: a.hunter,
      target: a.target,
      mission: a.mission,
      early: a.early,
      correct: a.correct,
      coordinator: a.coordinator,
    })),
    resistanceHunter: revealed('resistance-hunter'),
    spyHunter: revealed('spy-hunter'),
    earlyUsed: hunter.accusations.some((a) => a.early),
    branding: hunter.branding ? { by: hunter.branding.by, target: hunter.branding.target, correct: hunter.branding.correct } : null,
  };
}


/** The seat holding `role` now, when the app holds the cards (R-HUN-BRAND may have moved it), else `null`. */
function seatOf(state: GameState, role: Role): Seat | null {
  const seat = charactersNow(state)?.indexOf(role) ?? -1;
  return seat >= 0 ? seat : null;
}

/** The Hunter accusing now (R-HUN-ACC), or the Spy Hunter for the early accusation (R-HUN-EARLY). */
function accuserRole(state: GameState, early: boolean): HunterRole | null {
  return early ? 'spy-hunter' : (state.hunter?.after?.accuser ?? null);
}

/** Whether the app holds the cards: then the steps that depend on a role are the role's own (see `steps`). */
function dealt(state: GameState): boolean {
  return state.setup.characters !== undefined;
}

/** The investigation waiting for the investigated player's card, when the app holds the cards. */
function investigating(play: Play): Seat | null {
  return play.state.phase === 'investigation' ? (play.secret?.parts.hunter?.investigating ?? null) : null;
}

/**
 * R-HUN-INV: the investigator (or the table for them) names the player to investigate. When the app
 * holds the cards, every investigated player then chooses in private the card to show (only the
 * Dummy Agent has a choice, R-HUN-OPT: the step looks the same for all); with physical cards the
 * investigation is recorded at once.
 * @throws RuleError R-HUN-INV `investigation-not-now`, `investigation-seat`, `investigation-self`, `not-investigator`
 */
function investigateStep(play: Play, actor: Actor, action: Action): Acted {
  const state = play.state;
  const after = state.hunter?.after;
  if (state.phase !== 'investigation' || !after || after.investigator === null || investigating(play) !== null) {
    fail('R-HUN-INV', 'investigation-not-now', 'an investigation comes only after a mission, with the Hunter module (never after the fifth)');
  }
  const by = after.investigator;
  if (actor.kind === 'seat' && actor.seat !== by) fail('R-HUN-INV', 'not-investigator', 'the investigator names the player to investigate');
  const target: unknown = (action as { target?: unknown }).target;
  if (!isSeat(target, state.setup.players.length)) fail('R-HUN-INV', 'investigation-seat', ...notSeat(state, target));
  if (target === by) fail('R-HUN-INV', 'investigation-self', `${name(state, by)} investigates another player, not themself`, { player: name(state, by) });
  if (!dealt(state)) {
    const { play: next, consequences } = applyEvents(play, [{ type: 'investigation', target }]);
    return { play: next, events: next.state.events.slice(state.events.length), consequences, own: null };
  }
  const secret = currentSecret(play) ?? { proposal: state.proposals.length - 1, votes: {}, played: [], pile: [], parts: {} };
  return { play: { ...play, secret: { ...secret, parts: { ...secret.parts, hunter: { investigating: target } } } }, events: [], consequences: [], own: null };
}

/** R-HUN-INV, R-HUN-OPT: the investigated player shows a loyalty card (their own choice only for the Dummy Agent). */
function show(play: Play, actor: Actor, action: Action): Acted {
  const state = play.state;
  const target = investigating(play);
  if (target === null) fail('R-HUN-INV', 'show-not-now', 'a loyalty card is shown only to the investigator, when investigated');
  if (actor.kind !== 'seat' || actor.seat !== target) fail('R-HUN-INV', 'not-investigated', 'the investigated player shows their card, on their own device or in their private turn');
  const options = investigationCards(charactersNow(state)![target]!, state.setup.players.length);
  const card: unknown = (action as { card?: unknown }).card;
  if (!options.includes(card as HunterLoyalty)) {
    fail('R-HUN-INV', 'investigation-card', `"${String(card)}" is not a card ${name(state, target)} may show`, { player: name(state, target), card: String(card) });
  }
  const cleared: Play = { ...play, secret: play.secret ? { ...play.secret, parts: { ...play.secret.parts, hunter: undefined } } : null };
  const { play: next, consequences } = applyEvents(cleared, [{ type: 'investigation', target, shown: card as HunterLoyalty }]);
  return { play: next, events: next.state.events.slice(state.events.length), consequences, own: null };
}

/** The Hunter module's part in the steps (steps.ts): see each function. */
const hunterSteps = {
  asks(play: Play): Ask[] {
    const state = play.state;
    const hunter = state.hunter;
    if (!hunter) return [];
    const all = state.setup.players.map((_, s) => s);
    const asks: Ask[] = [];
    /**
     * A Hunter's or the Deep Agent's step: with physical cards the table records it; when the app
     * holds the cards, the role's own device (a hidden ask: who holds the role stays secret until
     * they reveal themself by acting).
     */
    const roleAsk = (kind: string, role: Role, optional: boolean): Ask => {
      const seat = dealt(state) ? seatOf(state, role) : null;
      // R-HUN-ACC: the accused answered truthfully, so a side never accuses the same player twice.
      const accused = new Set(hunter.accusations.filter((a) => a.hunter === role).map((a) => a.target));
      return {
        kind,
        seat,
        table: !dealt(state),
        secret: false,
        ...(dealt(state) ? { hidden: true } : {}),
        role,
        ...(optional ? { optional: true } : {}),
        options: { seats: all.filter((s) => s !== seat && !accused.has(s)) },
      };
    };
    if (state.phase === 'accusation') asks.push(roleAsk('accuse', accuserRole(state, false)!, false));
    if (state.phase === 'investigation' && hunter.after) {
      const target = investigating(play);
      if (target !== null) {
        const options = investigationCards(charactersNow(state)![target]!, state.setup.players.length);
        // The investigated player is public (named aloud); the cards they may show are theirs.
        asks.push({ kind: 'show-card', seat: target, table: false, secret: false, options: { loyalty: options } });
      } else {
        // R-HUN-EARLY: the Spy Hunter's chance comes before the investigation; taking none goes on.
        if (hunter.after.early) asks.push(roleAsk('early-accuse', 'spy-hunter', true));
        const by = hunter.after.investigator!;
        asks.push({ kind: 'investigate', seat: by, table: true, secret: false, options: { seats: all.filter((s) => s !== by) } });
      }
    }
    // R-HUN-BRAND: the Deep Agent may brand during team building, once.
    if ((state.phase === 'proposal' || state.phase === 'vote') && state.setup.roles?.hunter?.branding && !hunter.branding) {
      asks.push(roleAsk('brand', 'deep-agent', true));
    }
    return asks;
  },
  recordedBy(state: GameState, event: GameEvent): Recorder | null {
    switch (event.type) {
      case 'investigation':
        // With the cards held by the app, the investigated player chooses the card first (`investigate`, `show`).
        if (dealt(state)) fail('R-HUN-INV', 'investigation-by-step', 'the investigation is made with the investigate step: the investigated player shows their card');
        return { seat: state.hunter?.after?.investigator ?? null, table: true, rule: 'R-HUN-INV' };
      case 'accusation':
      case 'early-accusation': {
        // With the cards held by the app, the Hunter accuses from their own device or private turn.
        const early = event.type === 'early-accusation';
        const role = accuserRole(state, early);
        const rule = early ? 'R-HUN-EARLY' : 'R-HUN-ACC';
        return dealt(state) ? { seat: role ? seatOf(state, role) : null, table: false, rule } : { seat: null, table: true, rule };
      }
      case 'branding':
        return dealt(state) ? { seat: seatOf(state, 'deep-agent'), table: false, rule: 'R-HUN-BRAND' } : { seat: null, table: true, rule: 'R-HUN-BRAND' };
      default:
        return null;
    }
  },
  actions: { investigate: investigateStep, show },
  // R-HUN-TEAM: before the fifth mission the team comes with the investigator token.
  askOptions: (play: Play, kind: string) => (kind === 'propose' && play.state.round < 5 ? { investigator: true } : null),
};

const EVENTS = ['investigation', 'accusation', 'early-accusation', 'branding'] as const;

export const hunter: EngineModule = {
  id: 'hunter',
  characters: {
    roles: {
      'resistance-chief': { side: 'resistance', module: 'hunter', rule: 'R-HUN-2', name: 'Resistance Chief', plural: 'Resistance Chiefs', polish: 'Szef Bojowników' },
      'resistance-hunter': { side: 'resistance', module: 'hunter', rule: 'R-HUN-2', name: 'Resistance Hunter', plural: 'Resistance Hunters', polish: 'Bojownik Łowca' },
      // R-HUN-REV: the spies learn "which are chiefs" by their thumbs.
      'spy-chief': {
        side: 'spies',
        module: 'hunter',
        rule: 'R-HUN-2',
        name: 'Spy Chief',
        plural: 'Spy Chiefs',
        polish: 'Szef Agentów',
        rank: 2,
        spiesStep: [{ kind: 'opens', thumb: true, seenAs: 'spy-chief', rule: 'R-HUN-REV', learnt: true }],
      },
      'spy-hunter': {
        side: 'spies',
        module: 'hunter',
        rule: 'R-HUN-2',
        name: 'Spy Hunter',
        plural: 'Spy Hunters',
        polish: 'Agent Łowca',
        spiesStep: [{ kind: 'opens', rule: 'R-REV-1' }],
      },
      'dummy-agent': { side: 'resistance', module: 'hunter', rule: 'R-HUN-OPT', name: 'Dummy Agent', plural: 'Dummy Agents', polish: 'Marionetka' },
      coordinator: { side: 'resistance', module: 'hunter', rule: 'R-HUN-OPT', name: 'Coordinator', plural: 'Coordinators', polish: 'Koordynatorka' },
      // R-HUN-OPT: Deep Agent and Pretender raise thumbs together, eyes shut; the spies "cannot tell which is which".
      'deep-agent': {
        side: 'spies',
        module: 'hunter',
        rule: 'R-HUN-OPT',
        name: 'Deep Agent',
        plural: 'Deep Agents',
        polish: 'Ukryty Agent',
        rank: 3,
        spiesStep: [{ kind: 'shut-thumb', seenAs: 'deep-agent-or-pretender', lookAlikes: ['deep-agent', 'pretender'], narrow: 'deep-agent', rule: 'R-HUN-OPT' }],
      },
      pretender: {
        side: 'resistance',
        module: 'hunter',
        rule: 'R-HUN-OPT',
        name: 'Pretender',
        plural: 'Pretenders',
        polish: 'Pozorantka',
        rank: 4,
        spiesStep: [{ kind: 'shut-thumb', seenAs: 'deep-agent-or-pretender', lookAlikes: ['deep-agent', 'pretender'], rule: 'R-HUN-OPT' }],
      },
    },
    // The Hunter's fixed cards come first, its optional ones after the Assassin's (the file comment of characters.ts).
    order: { fixed: 1, optional: 2 },
    cards: (players, setup) => {
      const chiefs = HUNTER_CHIEFS[players]!;
      const options = setup.roles?.hunter;
      const fixed: Role[] = [
        ...Array.from({ length: chiefs.resistance }, () => 'resistance-chief' as const),
        'resistance-hunter',
        ...Array.from({ length: chiefs.spies }, () => 'spy-chief' as const),
        'spy-hunter',
      ];
      const optional: Role[] = [];
      if (options?.dummyAgent) optional.push('dummy-agent');
      if (options?.coordinator) optional.push('coordinator');
      if (options?.pretender) optional.push('pretender');
      if (options?.deepAgent) optional.push('deep-agent');
      return { fixed, optional };
    },
    options: (value) => {
      const options = roleFlags('hunter', value, FLAGS);
      // R-HUN-OPT: the Pretender is "used with the Deep Agent".
      if (options && options.pretender && !options.deepAgent) {
        fail('R-HUN-OPT', 'pretender-needs-deep-agent', 'the Pretender is used with the Deep Agent');
      }
      // R-HUN-BRAND: "optional, with Deep Agent and Pretender".
      if (options && options.branding && !(options.deepAgent && options.pretender)) {
        fail('R-HUN-BRAND', 'branding-needs-roles', 'Branding needs the Deep Agent and the Pretender');
      }
      return options;
    },
  },
  knowledge: {
    // R-HUN-REV (8+: the two chiefs see each other); R-HUN-OPT: the Coordinator shows a thumb to the chiefs.
    sights: () => ({
      'resistance-chief': [
        { roles: ['resistance-chief'], as: 'resistance-chief', rule: 'R-HUN-REV' },
        { roles: ['coordinator'], as: 'coordinator', rule: 'R-HUN-OPT' },
      ],
    }),
  },
  reveal: {
    order: 4,
    frameRule: () => 'R-HUN-REV',
    usesThumbs: (roles) => roles.hunter?.coordinator === true,
    spiesStepRules: (_roles, present) => ['R-HUN-REV', ...(present('deep-agent') ? (['R-HUN-OPT'] as RuleId[]) : [])],
    // The Resistance Chiefs (R-HUN-REV, 8+ players), then the Coordinator (R-HUN-OPT).
    steps: (script) => {
      if (HUNTER_CHIEFS[script.players]!.resistance > 1) {
        script.say('resistance-chiefs-open', { roles: script.refs(['resistance-chief']) }, ['R-HUN-REV'], ['resistance-chief'], []);
        script.say('resistance-chiefs-close', { roles: script.refs(['resistance-chief']) }, ['R-HUN-REV'], [], []);
      }
      if (script.roles.hunter?.coordinator) {
        const named = script.refs(['resistance-chief', 'coordinator']);
        script.say('coordinator-open', { roles: named }, ['R-HUN-OPT'], ['resistance-chief'], ['coordinator']);
        script.say('coordinator-close', { roles: named }, ['R-HUN-OPT'], [], []);
      }
    },
  },
  scriptText: (id, params) => {
    const roles = params.roles ?? [];
    switch (id) {
      case 'resistance-chiefs-open':
        return 'Resistance Chiefs, open your eyes to see each other.';
      case 'resistance-chiefs-close':
        return 'Resistance Chiefs, close your eyes.';
      case 'coordinator-open':
        return `${addressed(roles.filter((r) => r.role !== 'coordinator'))}, open your eyes. Coordinator, raise your thumb.`;
      case 'coordinator-close':
        return `${addressed(roles.filter((r) => r.role !== 'coordinator'))}, close your eyes. Coordinator, put your thumb down.`;
      default:
        return undefined;
    }
  },
  init: (setup) => ({ hunter: initialHunter(setup) }),
  phases: {
    // The Hunter's steps after a mission come before anything else (R-HUN-ACC, R-HUN-INV).
    accusation: { rule: 'R-HUN-ACC', code: 'accusation-expected', message: 'the Hunter must accuse a player first', only: ['accusation'] },
    investigation: {
      rule: 'R-HUN-INV',
      code: 'investigation-expected',
      message: 'the investigation of this mission must be recorded first',
      only: ['investigation', 'early-accusation'],
    },
  },
  events: Object.fromEntries(EVENTS.map((type) => [type, atItsMoment])),
  steps: hunterSteps,
  proposal: (state, event, proposal) => {
    // R-HUN-TEAM: the leader hands the investigator token to a player off the team.
    const investigator = checkInvestigator(state, event, proposal.team);
    return investigator === undefined ? {} : { proposal: { investigator }, event: { investigator } };
  },
  mission: {
    // R-HUN-MIS: at 7+ players every team member is offered Chief Fail (only a Spy Chief's counts as one).
    cards: (state) => (state.hunter?.chiefFailCards ? ['chief-fail'] : []),
    cardExists: (state, card) => card === 'chief-fail' && state.hunter?.chiefFailCards === true,
    failing: (card) => card === 'chief-fail',
    // R-HUN-MIS: the Chief Fail cards are revealed and counted with the Fail cards.
    fromCards: (state, counted) => (state.hunter?.chiefFailCards ? { chiefFails: counted.filter((card) => card === 'chief-fail').length } : {}),
    cardRefusal: (state, seat, card) => chiefCardRefusal(state, seat, card as MissionCard),
    check: (state, event, mission) => {
      const cards = mission.cards;
      if (cards && event.chiefFails !== undefined) {
        fail('REC-EVENT', 'fails-or-cards', 'a mission gives either "fails" (how many Fail cards) or "cards", not both nor neither');
      }
      const reverses = Object.values(mission.others).reduce((a, b) => a + b, 0);
      const chiefFails = cards
        ? mission.team.filter((seat) => cards[String(seat)] === 'chief-fail').length
        : checkChiefFails(state, event, mission.team, mission.counted, mission.fails, reverses);
      const chiefCards = state.hunter!.chiefFailCards;
      return {
        failing: chiefFails,
        revealed: { 'chief-fail': chiefFails },
        event: !cards && chiefCards ? { chiefFails } : {},
        outcome: chiefCards ? { chiefFails, flips: 0 } : { flips: 0 },
      };
    },
  },
  afterMission: (state, after) => hunterAfterMission(state, after.proposal, after.outcome),
  charactersNow: (state, characters) => swapped(state, characters),
  spiesNow: (state, spies) => {
    const branding = state.hunter?.branding;
    if (!branding?.correct) return [...spies];
    return [...spies.filter((s) => s !== branding.by), branding.target].sort((a, b) => a - b);
  },
  view: (state) => ({ hunter: state.hunter ? hunterView(state, state.hunter) : null }),
  seatView: (state, seat) => ({
    investigations: state.hunter
      ? state.hunter.investigations.flatMap((i) => (i.by === seat && i.shown !== null ? [{ target: i.target, mission: i.mission, card: i.shown }] : []))
      : [],
  }),
  proposalView: (proposal) => ({ investigator: proposal.investigator ?? null }),
  missionView: (outcome) => {
    const view: { chiefFails?: number; flips?: number } = {};
    if (outcome.chiefFails !== undefined) view.chiefFails = outcome.chiefFails;
    if (outcome.flips !== undefined) view.flips = outcome.flips;
    return view;
  },
};

export { HUNTER_ROLES };
