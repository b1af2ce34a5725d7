/**
 * The reducer: `step(state, event)` validates one event against the rules and returns the next
 * state with what changed; the state of a game is the fold of its events over its setup.
 *
 * Nothing here mutates its input. A rejected event raises a RuleError naming the rule id.
 * Resolution of points the rules leave open (see docs/records.md):
 * - "The game ends at once" (R-END-1, R-VOTE-4): when a mission or a vote ends the game, the
 *   leader token does not pass any more and the round marker stays on the last round played.
 * - With the Hunter module a mission's own steps (accusation, investigation: hunter.ts) come
 *   before the other modules' steps after it (Inquisitor, loyalty card, plot cards).
 */
import { fail } from './errors.ts';
import { extension } from './extensions.ts';
import type { HunterEvent } from '../modules/hunter/engine.ts';
import { plotNewLeader, plotRoundStart, plotToDraw } from '../modules/plot/engine/round.ts';
import type { LoyaltyDrawEvent } from './characters.ts';
import { isSeat } from './setup.ts';
import {
  failsNeeded,
  isMissionNumber,
  MAX_REJECTIONS,
  MISSIONS,
  nextSeat,
  teamSize,
  WINNING_RESULTS,
} from './tables.ts';
import type {
  AssassinationEvent,
  Consequence,
  GameEvent,
  GameState,
  InquisitionEvent,
  MissionCard,
  MissionChoice,
  MissionEvent,
  MissionResult,
  MissionNumber,
  MissionOutcome,
  PlotDrawEvent,
  PlotGiveEvent,
  PlotUseEvent,
  Proposal,
  ProposalEvent,
  Seat,
  Side,
  VoteEvent,
  Winner,
} from './types.ts';

/** The result of one accepted event. */
export interface Step {
  state: GameState;
  consequence: Consequence;
}

/**
 * Applies one event.
 * @throws RuleError when the event breaks a rule (the error names the rule id).
 */
export function step(state: GameState, event: GameEvent): Step {
  if (event === null || typeof event !== 'object') {
    fail('REC-EVENT', 'event-object', 'an event must be an object with a type');
  }
  if (state.phase === 'over') {
    fail('R-END-1', 'game-over', 'the game is over: no more events can be recorded');
  }
  // The Hunter's steps after a mission come before anything else (R-HUN-ACC, R-HUN-INV).
  if (state.phase === 'accusation' && event.type !== 'accusation') {
    fail('R-HUN-ACC', 'accusation-expected', 'the Hunter must accuse a player first');
  }
  if (state.phase === 'investigation' && event.type !== 'investigation' && event.type !== 'early-accusation') {
    fail('R-HUN-INV', 'investigation-expected', 'the investigation of this mission must be recorded first');
  }
  switch (event.type) {
    case 'proposal':
      return propose(state, event);
    case 'vote':
      return vote(state, event);
    case 'mission':
      return playMission(state, event);
    case 'inquisition':
      return inquisition(state, event);
    case 'plot-draw':
    case 'plot-give':
    case 'plot-use':
      return plotEvent(state, event);
    case 'loyalty-draw':
      return loyaltyDrawn(state, event);
    case 'assassination':
      return assassination(state, event);
    case 'investigation':
    case 'accusation':
    case 'early-accusation':
    case 'branding':
      return hunterEvent(state, event);
    default:
      return fail('REC-EVENT', 'event-type', `unknown event type "${String((event as { type?: unknown }).type)}"`, {
        type: String((event as { type?: unknown }).type),
      });
  }
}

/** Applies one event and returns only the next state. @throws RuleError */
export function apply(state: GameState, event: GameEvent): GameState {
  return step(state, event).state;
}

/**
 * The size of a team for `mission`: the R-TEAM-1 table, plus one with the Trapper module
 * (R-TRP-1).
 */
export function requiredTeamSize(state: GameState, mission: MissionNumber): number {
  return teamSize(playerCount(state), mission) + (state.setup.modules?.trapper ? 1 : 0);
}

/** Whether the Targeting variant is on (R-VAR-TGT). */
export function isTargeting(state: GameState): boolean {
  return state.setup.variants.includes('targeting');
}

/** Number of players at the table. */
export function playerCount(state: GameState): number {
  return state.setup.players.length;
}

/**
 * The seats on the spy side now, when the app knows the roles (`undefined` in table mode): the
 * setup's spies, with the Defectors on their current sides (R-DEF-V1: each "switch" card moves
 * both "in every respect") and the two players of a correct Branding swapped (R-HUN-BRAND).
 */
export function currentSpies(state: GameState): Seat[] | undefined {
  const spies = state.setup.spies;
  const characters = state.setup.characters;
  const switches = state.loyalty?.switches ?? 0;
  // R-HUN-BRAND: a correct Branding swapped two players' cards, and so their sides.
  if (spies && state.hunter?.branding?.correct) return extension('roles').spiesNow(state);
  if (!spies || !characters || switches % 2 === 0) return spies;
  const { currentSide } = extension('roles');
  return characters.flatMap((role, seat) => (currentSide(role, switches) === 'spies' ? [seat] : []));
}

/** `entry` with the side its target is on now, when the app holds the roles (a secret of the learner's view). */
function withSide<T extends { target: Seat }>(state: GameState, entry: T): T & { side?: Side } {
  const spies = currentSpies(state);
  return spies ? { ...entry, side: spies.includes(entry.target) ? 'spies' : 'resistance' } : entry;
}

/** Whether a loyalty card is due at the start of `round` (R-DEF-V1: rounds 3, 4 and 5). */
function loyaltyDue(state: GameState, round: number): boolean {
  return state.loyalty !== null && round >= 3 && round <= 5 && state.loyalty.draws.length < round - 2;
}

/** Successful and failed missions so far (R-END-1). */
export function score(state: GameState): { successes: number; failures: number } {
  let successes = 0;
  let failures = 0;
  for (const m of state.missions) {
    if (m?.result === 'success') successes++;
    else if (m?.result === 'fail') failures++;
  }
  return { successes, failures };
}

/** The proposal waiting for its vote or its mission, if any. */
export function currentProposal(state: GameState): Proposal | null {
  if (state.phase !== 'vote' && state.phase !== 'mission') return null;
  return state.proposals[state.proposals.length - 1] ?? null;
}

/**
 * The mission the table is working on: the proposed mission during a vote or a mission; during
 * team building, the round's mission without Targeting, or `null` with Targeting (the leader
 * chooses, R-VAR-TGT). `null` when the game is over.
 */
export function currentMission(state: GameState): MissionNumber | null {
  const proposal = currentProposal(state);
  if (proposal) return proposal.mission;
  if (state.phase !== 'proposal' || isTargeting(state)) return null;
  return state.round as MissionNumber;
}

/**
 * Missions a proposal may go on now: the round's mission (R-ROUND-1), or with Targeting every
 * mission not yet attempted, mission 5 only after two others are done (R-VAR-TGT, with the
 * setup's reading of "done").
 */
export function availableMissions(state: GameState): MissionNumber[] {
  if (state.phase === 'over') return [];
  if (!isTargeting(state)) return [state.round as MissionNumber];
  return MISSIONS.filter((m) => state.missions[m - 1] === null && (m !== 5 || mission5Open(state)));
}

function mission5Open(state: GameState): boolean {
  const { successes, failures } = score(state);
  return state.setup.mission5Rule === 'two-done' ? successes + failures >= 2 : successes >= 2;
}

function propose(state: GameState, event: ProposalEvent): Step {
  expectPhase(state, 'proposal');
  const players = playerCount(state);

  if (event.leader !== undefined && event.leader !== state.leader) {
    fail(
      'R-SET-4',
      'wrong-leader',
      `the leader is ${name(state, state.leader)} (seat ${state.leader}), not seat ${String(event.leader)}`,
      { leader: name(state, state.leader), seat: state.leader, given: String(event.leader) },
    );
  }

  let mission: MissionNumber;
  if (isTargeting(state)) {
    if (event.mission === undefined) {
      fail('R-VAR-TGT', 'mission-required', 'with Targeting the leader must also choose the mission');
    }
    if (!isMissionNumber(event.mission)) {
      fail('R-VAR-TGT', 'mission-unknown', `there is no mission ${String(event.mission)}: missions are 1 to 5`, {
        mission: String(event.mission),
      });
    }
    mission = event.mission;
    if (state.missions[mission - 1] !== null) {
      fail('R-VAR-TGT', 'mission-done', `mission ${mission} was already attempted: each mission is attempted once`, {
        mission,
      });
    }
    if (mission === 5 && !mission5Open(state)) {
      const successesOnly = state.setup.mission5Rule === 'two-successes';
      fail(
        'R-VAR-TGT',
        successesOnly ? 'mission-5-early-successes' : 'mission-5-early',
        successesOnly
          ? 'mission 5 needs two successful missions first'
          : 'mission 5 needs two missions done first',
        { mission },
      );
    }
  } else {
    mission = state.round as MissionNumber;
    if (event.mission !== undefined && event.mission !== mission) {
      fail('R-ROUND-1', 'mission-order', `this round goes on mission ${mission}, not mission ${String(event.mission)}`, {
        mission,
        given: String(event.mission),
      });
    }
  }

  checkSeatList(state, event.team, {
    rule: 'R-TEAM-2',
    listCode: 'team-list',
    listMessage: 'a proposal needs a team: a list of seats',
    seatCode: 'team-seat',
    duplicateCode: 'team-duplicate',
    duplicateMessage: (player) => `${player} is on the team twice: team members are distinct`,
  });
  const size = requiredTeamSize(state, mission);
  if (event.team.length !== size) {
    fail(
      state.setup.modules?.trapper ? 'R-TRP-1' : 'R-TEAM-1',
      'team-size',
      `mission ${mission} with ${players} players needs a team of ${size}, not ${event.team.length}`,
      { mission, players, size, count: event.team.length },
    );
  }

  const proposal: Proposal = {
    index: state.proposals.length,
    round: state.round,
    mission,
    attempt: state.voteTrack + 1,
    leader: state.leader,
    team: [...event.team],
    votes: null,
    approved: null,
  };
  // R-HUN-TEAM: the leader hands the investigator token to a player off the team.
  let investigator: Seat | undefined;
  if (event.investigator !== undefined && !state.hunter) {
    fail('R-HUN-TEAM', 'investigator-without-hunter', 'the investigator token is used only with the Hunter module');
  }
  if (state.hunter) investigator = extension('roles').checkInvestigator(state, event, event.team);
  if (investigator !== undefined) proposal.investigator = investigator;

  const accepted: ProposalEvent = { type: 'proposal', team: [...event.team], leader: state.leader };
  if (isTargeting(state) || event.mission !== undefined) accepted.mission = mission;
  if (investigator !== undefined) accepted.investigator = investigator;
  return {
    state: {
      ...state,
      events: [...state.events, accepted],
      phase: 'vote',
      proposals: [...state.proposals, proposal],
    },
    consequence: { kind: 'proposed', proposal },
  };
}

function vote(state: GameState, event: VoteEvent): Step {
  expectPhase(state, 'vote');
  const players = playerCount(state);
  checkSeatList(state, event.approve, {
    rule: 'R-VOTE-1',
    listCode: 'approve-list',
    listMessage: 'a vote needs "approve": the list of seats that approved',
    seatCode: 'vote-seat',
    duplicateCode: 'vote-duplicate',
    duplicateMessage: (player) => `${player} is listed twice: every player votes once`,
  });

  const votes = Array.from({ length: players }, (_, seat) => event.approve.includes(seat));
  const approvals = event.approve.length;
  const rejections = players - approvals;
  // R-VOTE-2: approved only on a strict majority; a tie is a rejection.
  const approved = approvals * 2 > players;

  const proposals = [...state.proposals];
  const proposal: Proposal = { ...proposals[proposals.length - 1]!, votes, approved };
  proposals[proposals.length - 1] = proposal;

  let next: GameState = {
    ...state,
    events: [...state.events, { type: 'vote', approve: [...event.approve].sort((a, b) => a - b) }],
    proposals,
  };
  // Plot cards: a vote frees the next Strong Leader.
  next = { ...next, plot: plotNewLeader(next.plot, true) };
  let winner: Winner | null = null;
  if (approved) {
    next = { ...next, phase: 'mission', voteTrack: 0 }; // R-VOTE-5
  } else {
    next = rejectTeam(next);
    winner = next.winner;
  }
  return {
    state: next,
    consequence: {
      kind: 'voted',
      proposal,
      approvals,
      rejections,
      approved,
      voteTrack: next.voteTrack,
      leader: next.leader,
      winner,
    },
  };
}

/**
 * A rejected team (R-VOTE-3): the vote track advances and the leader passes clockwise; the fifth
 * rejection in a round ends the game at once (R-VOTE-4). Also No Confidence's effect.
 */
function rejectTeam(state: GameState): GameState {
  const voteTrack = state.voteTrack + 1; // R-VOTE-3
  if (voteTrack >= MAX_REJECTIONS) {
    return { ...state, voteTrack, phase: 'over', winner: { side: 'spies', reason: 'five-rejections' } }; // R-VOTE-4: at once
  }
  return { ...state, voteTrack, phase: 'proposal', leader: nextSeat(state.leader, playerCount(state)) };
}

/** A plot card drawn, handed out or used (R-PLOT-1 … R-PLOT-4); No Confidence rejects the approved team. */
function plotEvent(state: GameState, event: PlotDrawEvent | PlotGiveEvent | PlotUseEvent): Step {
  if (state.phase !== 'plot' && state.phase !== 'proposal' && state.phase !== 'mission') {
    if (state.phase === 'inquisition') fail('R-INQ-2', 'inquisition-expected', 'the Inquisitor must check a player first');
    fail('R-PLOT-3', 'plot-not-now', 'plot cards cannot be used at this moment', { card: String((event as { card?: unknown }).card ?? '') });
  }
  const result = extension('plot').plotStep(state, event, (seat) => name(state, seat));
  // A look shows the loyalty of the side the player is on now (R-MOD-REVEAL), for the looker only.
  if (result.plot.looks.length > (state.plot?.looks.length ?? 0)) {
    const looks = [...result.plot.looks];
    looks[looks.length - 1] = withSide(state, looks[looks.length - 1]!);
    result.plot = { ...result.plot, looks };
  }
  let next: GameState = { ...state, events: [...state.events, structuredClone(event)], plot: result.plot, phase: result.phase, leader: result.leader };
  if (result.reject) {
    const proposals = [...state.proposals];
    const last = proposals[proposals.length - 1]!;
    proposals[proposals.length - 1] = { ...last, noConfidence: (event as PlotUseEvent).by };
    // The approval is undone, with its reset of the track (R-VOTE-5): the track advances from
    // where it stood before this vote.
    next = rejectTeam({ ...next, proposals, voteTrack: last.attempt - 1, plot: plotNewLeader(result.plot, false) });
  }
  if (event.type === 'plot-draw') {
    return { state: next, consequence: { kind: 'plot-drawn', leader: state.leader, cards: [...event.cards] } };
  }
  if (event.type === 'plot-give') {
    const pending = next.plot!.pending !== null;
    return {
      state: next,
      consequence: { kind: 'plot-given', card: event.card, to: event.to, pending, discarded: event.card === 'take-responsibility' && !pending },
    };
  }
  return {
    state: next,
    consequence: {
      kind: 'plot-used',
      card: event.card,
      by: event.by,
      target: event.target ?? null,
      take: event.take ?? null,
      leader: next.leader,
      voteTrack: next.voteTrack,
      winner: next.winner,
    },
  };
}

function playMission(state: GameState, event: MissionEvent): Step {
  expectPhase(state, 'mission');
  const players = playerCount(state);
  const proposal = state.proposals[state.proposals.length - 1]!;
  const team = proposal.team;
  const spies = currentSpies(state);

  const hasFails = event.fails !== undefined;
  const hasCards = event.cards !== undefined;
  if (hasFails === hasCards) {
    fail('REC-EVENT', 'fails-or-cards', 'a mission gives either "fails" (how many Fail cards) or "cards", not both nor neither');
  }

  const modules = state.setup.modules;
  if (hasCards && (modules?.trapper || modules?.reverser)) {
    fail('REC-EVENT', 'cards-modules', 'with the Trapper or Reverser module a mission is recorded as counts: "fails" (and "reverses")');
  }
  // R-TRP-2: the leader sets one played card aside; only the others are revealed and counted.
  const counted = team.length - (modules?.trapper ? 1 : 0);
  let reverses = 0;
  if (event.reverses !== undefined) {
    if (!modules?.reverser) fail('R-REVS-2', 'reverses-without-module', 'Reverse cards exist only with the Reverser module');
    const reversers = (modules.reverser.resistance ? 1 : 0) + (modules.reverser.spy ? 1 : 0);
    const given = event.reverses;
    if (typeof given !== 'number' || !Number.isInteger(given) || given < 0 || given > Math.min(reversers, counted)) {
      fail(
        'R-REVS-2',
        'reverses-count',
        `only Reversers play Reverse cards: 0 to ${Math.min(reversers, counted)} can be revealed here, not ${String(given)}`,
        { max: Math.min(reversers, counted), given: String(given) },
      );
    }
    reverses = given;
  }

  let fails: number;
  let chiefFails = 0;
  let cards: Record<string, MissionCard> | null = null;
  if (hasCards) {
    if (!spies) {
      fail('REC-EVENT', 'cards-need-spies', 'mission cards by player can be recorded only when the spies are known');
    }
    const given = event.cards;
    if (given === null || typeof given !== 'object' || Array.isArray(given)) {
      fail('REC-EVENT', 'cards-object', '"cards" must map each team member\'s seat to "success" or "fail"');
    }
    const keys = Object.keys(given);
    const expected = team.map(String);
    const missing = expected.filter((k) => !keys.includes(k));
    const extra = keys.filter((k) => !expected.includes(k));
    if (missing.length > 0 || extra.length > 0) {
      fail('R-MIS-1', 'cards-team', `every team member plays exactly one card: expected cards from seats ${expected.join(', ')}`, {
        seats: expected.join(', '),
      });
    }
    if (event.chiefFails !== undefined) {
      fail('REC-EVENT', 'fails-or-cards', 'a mission gives either "fails" (how many Fail cards) or "cards", not both nor neither');
    }
    cards = {};
    for (const seat of team) {
      const card = given[String(seat)];
      // R-HUN-MIS: Chief Fail cards only with the Hunter module at 7+ players.
      if (card !== 'success' && card !== 'fail' && (card !== 'chief-fail' || !state.hunter?.chiefFailCards)) {
        fail('R-MIS-1', 'card-value', `the card of seat ${seat} must be "success" or "fail"`, { seat });
      }
      if (card !== 'success' && !spies.includes(seat)) {
        fail('R-MIS-2', 'resistance-fail', `${name(state, seat)} is resistance and must play Success`, {
          player: name(state, seat),
        });
      }
      if (state.hunter) extension('roles').checkChiefCard(state, seat, card);
      cards[String(seat)] = card;
    }
    fails = team.filter((seat) => cards![String(seat)] === 'fail').length;
    chiefFails = team.filter((seat) => cards![String(seat)] === 'chief-fail').length;
  } else {
    fails = event.fails as number;
    if (typeof fails !== 'number' || !Number.isInteger(fails) || fails < 0 || fails > team.length) {
      fail('R-MIS-1', 'fails-count', `a team of ${team.length} reveals 0 to ${team.length} Fail cards, not ${String(fails)}`, {
        size: team.length,
        given: String(fails),
      });
    }
    if (fails + reverses > counted) {
      fail(
        modules?.trapper ? 'R-TRP-2' : 'R-MIS-1',
        'cards-counted',
        `${counted} cards are revealed, so ${fails} Fail and ${reverses} Reverse cards cannot all be among them`,
        { counted, fails, reverses },
      );
    }
    if (spies) {
      const spiesOnTeam = team.filter((seat) => spies.includes(seat)).length;
      if (fails > spiesOnTeam) {
        fail(
          'R-MIS-2',
          'fails-spies',
          `only spies may play Fail, and this team has ${spiesOnTeam === 0 ? 'no' : spiesOnTeam} ${spiesOnTeam === 1 ? 'spy' : 'spies'}, so ${fails} Fail ${fails === 1 ? 'card is' : 'cards are'} impossible`,
          { spies: spiesOnTeam, fails },
        );
      }
    }
    // R-HUN-MIS: Chief Fail cards, with the Hunter module at 7+ players.
    if (event.chiefFails !== undefined && !state.hunter?.chiefFailCards) {
      fail('R-HUN-MIS', 'chief-fails-not-in-game', 'Chief Fail cards are used only with the Hunter module at 7 or more players');
    }
    if (state.hunter) chiefFails = extension('roles').checkChiefFails(state, event, team, counted, fails, reverses);
  }

  const faceUp = faceUpCards(state, event, cards, fails, reverses, chiefFails);

  const needed = failsNeeded(players, proposal.mission); // R-MIS-4
  // R-MIS-3/R-MIS-4 on the counted cards first (Fail and Chief Fail together, R-HUN-MIS), then
  // R-REVS-3: exactly one Reverse flips it.
  const base: MissionResult = fails + chiefFails >= needed ? 'fail' : 'success';
  const result: MissionResult = reverses === 1 ? (base === 'fail' ? 'success' : 'fail') : base;
  const outcome: MissionOutcome = {
    mission: proposal.mission,
    round: state.round,
    team: [...team],
    proposalIndex: proposal.index,
    fails,
    failsNeeded: needed,
    cards,
    reverses,
    faceUp,
    result,
  };
  if (state.hunter) {
    if (state.hunter.chiefFailCards) outcome.chiefFails = chiefFails;
    outcome.flips = 0;
  }
  const missions = [...state.missions];
  missions[proposal.mission - 1] = outcome; // R-MIS-5: mark the result on the board

  const accepted: MissionEvent = cards ? { type: 'mission', cards } : { type: 'mission', fails };
  if (!cards && state.hunter?.chiefFailCards) accepted.chiefFails = chiefFails;
  if (event.reverses !== undefined) accepted.reverses = reverses;
  if (event.faceUp !== undefined) accepted.faceUp = { ...event.faceUp };
  let next: GameState = { ...state, events: [...state.events, accepted], missions };
  const { successes, failures } = score(next);
  let winner: Winner | null = null;
  if (successes >= WINNING_RESULTS) winner = { side: 'resistance', reason: 'three-successes' }; // R-END-1
  else if (failures >= WINNING_RESULTS) winner = { side: 'spies', reason: 'three-fails' }; // R-END-1

  if (state.hunter) {
    // R-HUN-ACC, R-HUN-EARLY, R-HUN-INV: the Hunter's steps come first; the third success or fail
    // waits for the accusation.
    winner = null;
    next = extension('roles').hunterAfterMission(next, proposal, outcome);
  } else if (winner?.side === 'resistance' && state.setup.roles?.assassin) {
    // R-ASN-END: before the resistance wins, the Assassin names the Commander.
    winner = null;
    next = { ...next, phase: 'assassination' };
  } else if (winner) {
    next = { ...next, phase: 'over', winner };
  } else {
    next = nextRound(next);
  }
  return {
    state: next,
    consequence: { kind: 'mission', outcome, successes, failures, leader: next.leader, winner },
  };
}

/**
 * The end of a mission's steps (R-MIS-5): the round marker advances and the leader token passes
 * clockwise. R-INQ-2: right after missions 2, 3 and 4 the Inquisitor checks a player first; then
 * the next round starts with its loyalty card (R-DEF-V1) and plot cards (R-PLOT-2).
 */
function nextRound(state: GameState): GameState {
  const played = state.missions.filter((m) => m !== null).length;
  const inquire = state.inquisitor !== null && played >= 2 && played <= 4;
  const start = plotRoundStart(state.plot);
  return {
    ...state,
    phase: inquire ? 'inquisition' : loyaltyDue(state, state.round + 1) ? 'loyalty' : start.phase,
    plot: start.plot,
    round: state.round + 1,
    leader: nextSeat(state.leader, playerCount(state)),
  };
}

/**
 * The Hunter module's events (R-HUN-INV, R-HUN-ACC, R-HUN-EARLY, R-HUN-BRAND): checked here against
 * the moment, so that games without the module never load hunter.ts; the rest is hunter.ts's.
 */
function hunterEvent(state: GameState, event: HunterEvent): Step {
  const hunter = state.hunter;
  const after = hunter?.after;
  switch (event.type) {
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
  return extension('roles').hunterStep(state, event, nextRound);
}

/** Defector variant I: the loyalty card revealed at the start of rounds 3, 4 and 5 (R-DEF-V1); role-events.ts. */
function loyaltyDrawn(state: GameState, event: LoyaltyDrawEvent): Step {
  if (state.phase !== 'loyalty' || !state.loyalty) {
    fail('R-DEF-V1', 'loyalty-not-now', 'a loyalty card is revealed only at the start of rounds 3, 4 and 5, with Defector variant I');
  }
  return extension('roles').loyaltyStep(state, event);
}

/** The Assassin names the Commander after the third success (R-ASN-END); role-events.ts. */
function assassination(state: GameState, event: AssassinationEvent): Step {
  if (state.phase !== 'assassination') {
    fail('R-ASN-END', 'assassination-not-now', 'the Assassin names the Commander only after the third success, with the Assassin module');
  }
  return extension('roles').assassinationStep(state, event);
}

/**
 * The cards played face up with In the Spotlight (plot cards, plot.ts `faceUpCards`); without plot
 * cards a mission gives none.
 */
function faceUpCards(
  state: GameState,
  event: MissionEvent,
  cards: Record<string, MissionCard> | null,
  fails: number,
  reverses: number,
  chiefFails: number,
): { seat: Seat; card: MissionChoice; chiefFail?: true }[] {
  if (state.plot) {
    return extension('plot').faceUpCards(state, event, cards, { fails, reverses, chiefFails }, currentSpies(state), (seat) => name(state, seat));
  }
  if (event.faceUp === undefined) return [];
  if (cards) fail('REC-EVENT', 'face-up-with-cards', 'a mission that gives "cards" has its face-up cards among them');
  return fail('R-PLOT-3', 'face-up', 'the face-up cards must be given for the players in the spotlight: none', { players: '' });
}

/** The Inquisitor checks a player; the token passes to them (R-INQ-2, R-INQ-3). */
function inquisition(state: GameState, event: InquisitionEvent): Step {
  if (state.phase !== 'inquisition' || !state.inquisitor) {
    fail('R-INQ-2', 'inquisition-not-now', 'the Inquisitor checks a player only right after missions 2, 3 and 4');
  }
  const token = state.inquisitor;
  const target = event.target;
  if (!isSeat(target, playerCount(state))) {
    fail('R-INQ-2', 'inquisition-seat', `${String(target)} is not a seat: seats are 0 to ${playerCount(state) - 1}`, {
      seat: String(target),
      last: playerCount(state) - 1,
    });
  }
  if (target === token.holder) fail('R-INQ-2', 'inquisition-self', `${name(state, target)} holds the token and cannot check themself`, { player: name(state, target) });
  if (token.pastHolders.includes(target)) {
    fail('R-INQ-3', 'inquisition-past-holder', `${name(state, target)} has held the Inquisitor token and can never be checked`, {
      player: name(state, target),
    });
  }
  const inquisitor = {
    holder: target,
    pastHolders: [...token.pastHolders, token.holder],
    // R-MOD-REVEAL: the loyalty card of the side the target is on now (after a Defector's switch or
    // a Branding), kept for the checker's view only when the app holds the roles.
    checks: [...token.checks, withSide(state, { by: token.holder, target })],
  };
  return {
    state: {
      ...state,
      events: [...state.events, { type: 'inquisition', target }],
      // The round starts: a loyalty card (R-DEF-V1), plot cards (R-PLOT-2), then the team.
      phase: loyaltyDue(state, state.round) ? 'loyalty' : plotToDraw(state.plot) ? 'plot' : 'proposal',
      inquisitor,
    },
    consequence: { kind: 'inquisition', by: token.holder, target, checksLeft: 3 - inquisitor.checks.length },
  };
}

/** How {@link checkSeatList} names the problems it finds. */
interface SeatListRules {
  rule: 'R-TEAM-2' | 'R-VOTE-1';
  listCode: string;
  listMessage: string;
  seatCode: string;
  duplicateCode: string;
  duplicateMessage: (player: string) => string;
}

/**
 * Checks that `list` is a list of distinct seats of the table; raises `REC-EVENT` when it is not
 * a list, and `rules.rule` for a value that is not a seat or a seat listed twice.
 */
function checkSeatList(state: GameState, list: unknown, rules: SeatListRules): asserts list is Seat[] {
  if (!Array.isArray(list)) fail('REC-EVENT', rules.listCode, rules.listMessage);
  const players = playerCount(state);
  for (const seat of list) {
    if (!isSeat(seat, players)) {
      fail(rules.rule, rules.seatCode, `${String(seat)} is not a seat: seats are 0 to ${players - 1}`, {
        seat: String(seat),
        last: players - 1,
      });
    }
  }
  const duplicate = (list as Seat[]).find((seat, i) => list.indexOf(seat) !== i);
  if (duplicate !== undefined) {
    fail(rules.rule, rules.duplicateCode, rules.duplicateMessage(name(state, duplicate)), { player: name(state, duplicate) });
  }
}

function expectPhase(state: GameState, wanted: 'proposal' | 'vote' | 'mission'): void {
  if (state.phase === wanted) return;
  if (state.phase === 'loyalty') {
    fail('R-DEF-V1', 'loyalty-expected', 'the loyalty card of this round must be revealed first');
  }
  if (state.phase === 'assassination') {
    fail('R-ASN-END', 'assassination-expected', 'the Assassin must name the Commander first');
  }
  if (state.phase === 'plot') {
    fail('R-PLOT-2', 'plot-expected', 'the leader must draw and hand out the plot cards first');
  }
  if (state.phase === 'inquisition') {
    fail('R-INQ-2', 'inquisition-expected', 'the Inquisitor must check a player first');
  }
  if (state.phase === 'proposal') {
    fail('R-TEAM-2', 'proposal-expected', `the leader must propose a team first`);
  }
  if (state.phase === 'vote') {
    fail('R-VOTE-1', 'vote-expected', 'the proposed team must be voted on first');
  }
  fail('R-MIS-1', 'mission-expected', 'the approved team must play the mission first');
}

function name(state: GameState, seat: Seat): string {
  return state.setup.players[seat] ?? `seat ${seat}`;
}
