/**
 * The Hunter module in play (rules §4.4, Hostile Intent; Polish "Łowca"): the investigator token
 * (R-HUN-TEAM), the Chief Fail cards (R-HUN-MIS), the Spy Hunter's early accusation
 * (R-HUN-EARLY), the investigations (R-HUN-INV), the accusations that decide the game (R-HUN-ACC),
 * the optional roles' effects (R-HUN-OPT: Dummy Agent, Coordinator) and Branding (R-HUN-BRAND).
 * The roles, their deal and the investigation cards are in `roles.ts`; the reveal in
 * `knowledge.ts`. The reducer calls {@link checkInvestigator} for proposals,
 * {@link checkChiefFails}/{@link checkChiefCard} for missions, {@link hunterAfterMission} when a
 * mission ends and {@link hunterStep} for the module's own events, once it has checked that the
 * module is on and that it is the event's moment (so that games without the module never need
 * this file). This file is part of the role modules' chunk: `roles.ts` re-exports it, and the core
 * reaches it through `extension('roles')` (extensions.ts) only in Hunter games; it reaches
 * `roles.ts` the same way, so the two do not import each other.
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
import { fail } from '../../core/errors.ts';
import { extension } from '../../core/extensions.ts';
import type { HunterLoyalty, Role } from '../../core/characters.ts';
import { isSeat } from '../../core/setup.ts';
import { WINNING_RESULTS } from '../../core/tables.ts';
import type {
  Consequence,
  GameSetup,
  GameState,
  HunterMissionChoice,
  MissionEvent,
  MissionNumber,
  MissionOutcome,
  MissionResult,
  Proposal,
  ProposalEvent,
  Seat,
  Winner,
} from '../../core/types.ts';

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

/**
 * Each seat's character card now: the dealt cards, with the two cards a correct Branding swapped
 * (R-HUN-BRAND); `undefined` when the app does not hold the cards.
 */
export function currentCharacters(state: GameState): Role[] | undefined {
  const characters = state.setup.characters;
  const branding = state.hunter?.branding;
  if (!characters || !branding?.correct) return characters;
  const swapped = [...characters];
  [swapped[branding.by], swapped[branding.target]] = [characters[branding.target]!, characters[branding.by]!];
  return swapped;
}

/**
 * The seats on the spy side now, when known (`undefined` in table mode): the setup's spies, with
 * the Defectors on their current sides (R-DEF-V1: each "switch" card moves both "in every
 * respect") and the two players of a correct Branding swapped (R-HUN-BRAND).
 */
export function spiesNow(state: GameState): Seat[] | undefined {
  const spies = state.setup.spies;
  if (!spies) return undefined;
  const switches = state.loyalty?.switches ?? 0;
  const branding = state.hunter?.branding;
  const swapped = branding?.correct === true;
  const characters = currentCharacters(state);
  if (characters) {
    if (switches % 2 === 0 && !swapped) return spies;
    const { currentSide } = extension('roles');
    return characters.flatMap((role, seat) => (currentSide(role, switches) === 'spies' ? [seat] : []));
  }
  if (!swapped) return spies;
  return [...spies.filter((s) => s !== branding.by), branding.target].sort((a, b) => a - b);
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
  return state.setup.players[seat] ?? `seat ${seat}`;
}

/** Successes and fails on the board. */
function scoreOf(missions: readonly (MissionOutcome | null)[]): { successes: number; failures: number } {
  return {
    successes: missions.filter((m) => m?.result === 'success').length,
    failures: missions.filter((m) => m?.result === 'fail').length,
  };
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
 * Checks one card of a mission given by player (`cards`, or a face-up card) against the Hunter's
 * cards (R-HUN-MIS): at 7+ a Spy Chief never plays Fail, and only a Spy Chief plays Chief Fail.
 * Whether the card exists at all is the caller's check (R-MIS-1 `card-value`).
 * @throws RuleError R-HUN-MIS `spy-chief-fail`, `chief-fail-not-chief`
 */
export function checkChiefCard(state: GameState, seat: Seat, card: HunterMissionChoice): void {
  if (!state.hunter?.chiefFailCards) return;
  const characters = currentCharacters(state);
  const spies = spiesNow(state);
  const chief = characters ? characters[seat] === 'spy-chief' : spies ? spies.includes(seat) : true;
  if (card === 'chief-fail' && !chief) {
    fail('R-HUN-MIS', 'chief-fail-not-chief', `${name(state, seat)} is no Spy Chief and cannot play Chief Fail`, { player: name(state, seat) });
  }
  if (card === 'fail' && characters?.[seat] === 'spy-chief') {
    fail('R-HUN-MIS', 'spy-chief-fail', `${name(state, seat)} is a Spy Chief and plays Chief Fail, never Fail`, { player: name(state, seat) });
  }
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
export function hunterStep(
  state: GameState,
  event: HunterEvent,
  nextRound: (state: GameState) => GameState,
): { state: GameState; consequence: Consequence } {
  switch (event.type) {
    case 'investigation':
      return investigate(state, event, nextRound);
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
function investigate(state: GameState, event: InvestigationEvent, nextRound: (state: GameState) => GameState) {
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
    const options = extension('roles').investigationCards(characters[target]!, state.setup.players.length);
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
  const done: GameState = nextRound({
    ...state,
    events: [...state.events, accepted],
    hunter: { ...hunter, after: null, investigations: [...hunter.investigations, { by, target, mission: after.mission, shown }] },
  });
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
    // R-ASN-END: before the resistance wins, the Assassin names the Commander.
    if (found.side === 'resistance' && state.setup.roles?.assassin) {
      next = { ...next, phase: 'assassination', hunter: { ...next.hunter!, after: null } };
    } else {
      winner = found;
      next = { ...next, phase: 'over', winner, hunter: { ...next.hunter!, after: null } };
    }
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
