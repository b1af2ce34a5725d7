/**
 * The reducer: `step(state, event)` validates one event against the rules and returns the next
 * state with what changed; the state of a game is the fold of its events over its setup.
 *
 * The core runs the base game (rules section 1) and its variants (section 2); the modules on take
 * part through the hooks of module.ts, in manifest order, and handle their own events. Nothing
 * here mutates its input. A rejected event raises a RuleError naming the rule id.
 *
 * Resolution of points the rules leave open (see docs/records.md):
 * - "The game ends at once" (R-END-1, R-VOTE-4): when a mission or a vote ends the game, the
 *   leader token does not pass any more and the round marker stays on the last round played.
 * - After a mission, the modules' steps come in manifest order (the Hunter's accusation and
 *   investigation, then the Assassin's choice), and between two rounds too (the Inquisitor's
 *   check, then the next round's loyalty card, then its plot cards).
 */
import { fail } from './errors.ts';
import type { ErrorSpec, EngineModule, MissionPart, Step } from './module.ts';
import { manifest, modulesOf } from './registry.ts';
import { isSeat } from './tables.ts';
import { roleInfo } from './characters.ts';
import type { Role } from './augment.ts';
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
  GameEvent,
  GameState,
  MissionCard,
  MissionEvent,
  MissionNumber,
  MissionOutcome,
  MissionResult,
  Phase,
  Proposal,
  ProposalEvent,
  Seat,
  Side,
  VoteEvent,
  Winner,
} from './types.ts';

export type { Step } from './module.ts';

/** The modules a game uses, in manifest order (their code must be loaded). */
export function modules(state: GameState): readonly EngineModule[] {
  return modulesOf(state.setup);
}

/** The module whose phase the game is in, with the phase's spec, or `null` in a core phase. */
function phaseOwner(state: GameState): { module: EngineModule; spec: NonNullable<EngineModule['phases']>[string] } | null {
  for (const module of modules(state)) {
    const spec = module.phases?.[state.phase];
    if (spec) return { module, spec };
  }
  return null;
}

function raise(spec: ErrorSpec): never {
  return fail(spec.rule, spec.code, spec.message, spec.params ?? {});
}

/**
 * Raises what the current phase waits for, when it is a module's phase (its `expected` error);
 * does nothing in a core phase. Modules call it when one of their events comes out of its time.
 */
export function expectedNow(state: GameState): void {
  const owner = phaseOwner(state);
  if (owner) raise(owner.spec);
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
  const type = String((event as { type?: unknown }).type);
  // A module's phase that takes only some events (R-HUN-ACC, R-HUN-INV: the Hunter's steps after a
  // mission come before anything else).
  const owner = phaseOwner(state);
  if (owner?.spec.only && !owner.spec.only.includes(type)) raise(owner.spec);
  switch (event.type) {
    case 'proposal':
      return propose(state, event as ProposalEvent);
    case 'vote':
      return vote(state, event as VoteEvent);
    case 'mission':
      return playMission(state, event as MissionEvent);
  }
  for (const module of modules(state)) {
    const handler = module.events?.[type];
    if (handler) return handler(state, event);
  }
  // The event of a module this game does not use: the module's own refusal, from its manifest line.
  for (const entry of manifest()) {
    const spec = entry.events?.[type];
    if (spec) raise(spec);
  }
  return fail('REC-EVENT', 'event-type', `unknown event type "${type}"`, { type });
}

/** Applies one event and returns only the next state. @throws RuleError */
export function apply(state: GameState, event: GameEvent): GameState {
  return step(state, event).state;
}

/**
 * The size of a team for `mission`: the R-TEAM-1 table, plus what modules add (R-TRP-1).
 */
export function requiredTeamSize(state: GameState, mission: MissionNumber): number {
  return teamSize(playerCount(state), mission) + modules(state).reduce((n, m) => n + (m.teamSize?.(state, mission).extra ?? 0), 0);
}

/** Whether the Targeting variant is on (R-VAR-TGT). */
export function isTargeting(state: GameState): boolean {
  return state.setup.variants.includes('targeting');
}

/** Number of players at the table. */
export function playerCount(state: GameState): number {
  return state.setup.players.length;
}

/** A player's name for the errors' sentences. */
export function playerName(state: GameState, seat: Seat): string {
  return state.setup.players[seat] ?? `seat ${seat}`;
}

/**
 * Each seat's character card now, when the app dealt them (`undefined` otherwise): the dealt
 * cards, as modules change them (R-HUN-BRAND: a correct Branding swaps two).
 */
export function charactersNow(state: GameState): Role[] | undefined {
  const dealt = state.setup.characters;
  if (!dealt) return undefined;
  return modules(state).reduce<Role[]>((cards, m) => (m.charactersNow ? m.charactersNow(state, cards) : cards), [...dealt]);
}

/** The side a card is on now (R-DEF-V1: the Defectors switch; every other card keeps its side). */
export function sideNow(state: GameState, role: Role): Side {
  return modules(state).reduce<Side>((side, m) => (m.sideNow ? m.sideNow(state, role, side) : side), roleInfo(role).side);
}

/**
 * The seats on the spy side now, when the app knows the roles (`undefined` in table mode): the
 * seats whose card is on the spy side now (R-DEF-V1: each "switch" card moves the Defectors "in
 * every respect"; R-HUN-BRAND: a correct Branding swapped two players' cards, and so their sides),
 * or, when only the spies are known, the setup's spies as modules change them.
 */
export function currentSpies(state: GameState): Seat[] | undefined {
  const spies = state.setup.spies;
  if (!spies) return undefined;
  const characters = charactersNow(state);
  if (characters) return characters.flatMap((role, seat) => (sideNow(state, role) === 'spies' ? [seat] : []));
  return modules(state).reduce<Seat[]>((list, m) => (m.spiesNow ? m.spiesNow(state, list) : list), [...spies]);
}

/** `entry` with the side its target is on now, when the app holds the roles (a secret of the learner's view; R-MOD-REVEAL). */
export function withSide<T extends { target: Seat }>(state: GameState, entry: T): T & { side?: Side } {
  const spies = currentSpies(state);
  return spies ? { ...entry, side: spies.includes(entry.target) ? 'spies' : 'resistance' } : entry;
}

/** Successful and failed missions so far (R-END-1). */
export function score(state: Pick<GameState, 'missions'>): { successes: number; failures: number } {
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

/** Whether `card` makes a mission fail: Fail, or a module's failing card (R-HUN-MIS: Chief Fail). */
export function isFailing(state: GameState, card: string): boolean {
  return card === 'fail' || modules(state).some((m) => m.mission?.failing?.(card));
}

/**
 * Checks a card played by `seat` (a mission given card by card, a card played face up, a secret
 * mission card): it is a card of this game (R-MIS-1), a failing card comes from a spy (R-MIS-2),
 * and each module's own rules (R-REVS-2, R-HUN-MIS).
 * @param spies the spies now, when known
 * @throws RuleError R-MIS-1 `card-value`, R-MIS-2 `resistance-fail`, and the modules' codes
 */
export function checkPlayedCard(state: GameState, seat: Seat, card: unknown, spies: readonly Seat[] | undefined): asserts card is MissionCard {
  const refused = cardRefusal(state, seat, card, spies);
  if (refused) raise(refused);
}

/**
 * What {@link checkPlayedCard} refuses, as data (R-MIS-1 `card-value`, R-MIS-2 `resistance-fail`,
 * the modules' codes), or `null` for a card `seat` may play: the asks put this to every card of
 * every team member, so it returns its refusal instead of building an error to be caught.
 * @param spies the spies now, when known
 */
export function cardRefusal(state: GameState, seat: Seat, card: unknown, spies: readonly Seat[] | undefined): ErrorSpec | null {
  const on = modules(state);
  const exists = card === 'success' || card === 'fail' || (typeof card === 'string' && on.some((m) => m.mission?.cardExists?.(state, card)));
  if (!exists) return { rule: 'R-MIS-1', code: 'card-value', message: `the card of seat ${seat} must be "success" or "fail"`, params: { seat } };
  if (isFailing(state, card as string) && spies && !spies.includes(seat)) {
    return { rule: 'R-MIS-2', code: 'resistance-fail', message: `${playerName(state, seat)} is resistance and must play Success`, params: { player: playerName(state, seat) } };
  }
  for (const module of on) {
    const refused = module.mission?.cardRefusal?.(state, seat, card as string);
    if (refused) return refused;
  }
  return null;
}

/** Refuses the fields of a core event that a module adds, when that module is off. */
function checkOffFields(state: GameState, event: GameEvent): void {
  const on = new Set(modules(state).map((m) => m.id));
  for (const entry of manifest()) {
    if (on.has(entry.id)) continue;
    const fields = entry.eventFields?.[event.type] ?? {};
    for (const [field, spec] of Object.entries(fields)) {
      if ((event as unknown as Record<string, unknown>)[field] !== undefined) raise(spec);
    }
  }
}

function propose(state: GameState, event: ProposalEvent): Step {
  expectPhase(state, 'proposal');
  const players = playerCount(state);

  if (event.leader !== undefined && event.leader !== state.leader) {
    fail(
      'R-SET-4',
      'wrong-leader',
      `the leader is ${playerName(state, state.leader)} (seat ${state.leader}), not seat ${String(event.leader)}`,
      { leader: playerName(state, state.leader), seat: state.leader, given: String(event.leader) },
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
        successesOnly ? 'mission 5 needs two successful missions first' : 'mission 5 needs two missions done first',
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
    const rule = modules(state).find((m) => (m.teamSize?.(state, mission).extra ?? 0) > 0)?.teamSize?.(state, mission).rule ?? 'R-TEAM-1';
    fail(rule, 'team-size', `mission ${mission} with ${players} players needs a team of ${size}, not ${event.team.length}`, {
      mission,
      players,
      size,
      count: event.team.length,
    });
  }
  checkOffFields(state, event);

  let proposal: Proposal = {
    index: state.proposals.length,
    round: state.round,
    mission,
    attempt: state.voteTrack + 1,
    leader: state.leader,
    team: [...event.team],
    votes: null,
    approved: null,
  } as Proposal;
  let accepted = { type: 'proposal', team: [...event.team], leader: state.leader } as ProposalEvent;
  if (isTargeting(state) || event.mission !== undefined) accepted.mission = mission;
  for (const module of modules(state)) {
    const part = module.proposal?.(state, event, proposal);
    if (part?.proposal) proposal = { ...proposal, ...part.proposal };
    if (part?.event) accepted = { ...accepted, ...part.event };
  }
  proposal = withOff(proposal, 'proposal');
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

/** `value` with the "off" fields of every module the game does not use (manifest `off`), under `key`. */
function withOff<T extends object>(value: T, key: 'proposal' | 'outcome'): T {
  let defaults: Record<string, unknown> = {};
  for (const entry of manifest()) defaults = { ...defaults, ...(entry.off?.[key] ?? {}) };
  return { ...defaults, ...value } as T;
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
  for (const module of modules(state)) next = module.afterVote?.(next) ?? next;
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
 * rejection in a round ends the game at once (R-VOTE-4). Modules use it too (No Confidence).
 */
export function rejectTeam(state: GameState): GameState {
  const voteTrack = state.voteTrack + 1; // R-VOTE-3
  if (voteTrack >= MAX_REJECTIONS) {
    return { ...state, voteTrack, phase: 'over', winner: { side: 'spies', reason: 'five-rejections' } }; // R-VOTE-4: at once
  }
  return { ...state, voteTrack, phase: 'proposal', leader: nextSeat(state.leader, playerCount(state)) };
}

function playMission(state: GameState, event: MissionEvent): Step {
  expectPhase(state, 'mission');
  const players = playerCount(state);
  const proposal = state.proposals[state.proposals.length - 1]!;
  const team = proposal.team;
  const spies = currentSpies(state);
  const on = modules(state);

  const hasFails = event.fails !== undefined;
  const hasCards = event.cards !== undefined;
  if (hasFails === hasCards) {
    fail('REC-EVENT', 'fails-or-cards', 'a mission gives either "fails" (how many Fail cards) or "cards", not both nor neither');
  }
  if (hasCards) {
    const countsOnly = on.find((m) => m.mission?.countsOnly)?.mission?.countsOnly;
    if (countsOnly) raise(countsOnly);
  }
  checkOffFields(state, event);
  // R-TRP-2: cards set aside are not revealed nor counted.
  const aside = on.flatMap((m) => {
    const part = m.mission?.setAside?.(state);
    return part && part.cards > 0 ? [part] : [];
  });
  const counted = team.length - aside.reduce((n, a) => n + a.cards, 0);

  let fails: number;
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
    cards = {};
    for (const seat of team) {
      const card: unknown = given[String(seat)];
      checkPlayedCard(state, seat, card, spies);
      cards[String(seat)] = card;
    }
    fails = team.filter((seat) => cards![String(seat)] === 'fail').length;
  } else {
    fails = event.fails as number;
    if (typeof fails !== 'number' || !Number.isInteger(fails) || fails < 0 || fails > team.length) {
      fail('R-MIS-1', 'fails-count', `a team of ${team.length} reveals 0 to ${team.length} Fail cards, not ${String(fails)}`, {
        size: team.length,
        given: String(fails),
      });
    }
  }

  const countRule = aside[0]?.rule ?? 'R-MIS-1';
  if (!cards) {
    if (fails > counted) {
      fail(countRule, 'cards-counted', `${counted} cards are revealed, so ${fails} Fail cards cannot all be among them`, { counted, fails });
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
  }

  // Each module's cards and counts (Reverse cards, Chief Fail cards, face-up cards…), in order;
  // then the checks that need every count.
  const others: Record<string, number> = {};
  const revealed: Record<string, number> = { fail: fails };
  let failing = fails;
  let flips = 0;
  let accepted = (cards ? { type: 'mission', cards } : { type: 'mission', fails }) as MissionEvent;
  let extras: Partial<MissionOutcome> = {};
  const take = (module: EngineModule, part: MissionPart | undefined): void => {
    if (!part) return;
    if (part.count) others[module.id] = part.count;
    Object.assign(revealed, part.revealed ?? {});
    failing += part.failing ?? 0;
    if (part.flip) flips++;
    if (part.event) accepted = { ...accepted, ...part.event };
    if (part.outcome) extras = { ...extras, ...part.outcome };
  };
  const check = () => ({ proposal, team, spies, counted, countRule, fails, others: { ...others }, cards });
  for (const module of on) take(module, module.mission?.check?.(state, event, check()));
  for (const module of on) take(module, module.mission?.late?.(state, event, { ...check(), revealed: { ...revealed } }));

  const needed = failsNeeded(players, proposal.mission); // R-MIS-4
  // R-MIS-3/R-MIS-4 on the counted cards first (the modules' failing cards with the Fail cards),
  // then a module's flip (R-REVS-3).
  const base: MissionResult = failing >= needed ? 'fail' : 'success';
  const result: MissionResult = flips % 2 === 1 ? (base === 'fail' ? 'success' : 'fail') : base;
  const outcome: MissionOutcome = withOff(
    {
      mission: proposal.mission,
      round: state.round,
      team: [...team],
      proposalIndex: proposal.index,
      fails,
      failsNeeded: needed,
      failing,
      cards,
      ...extras,
      result,
    } as MissionOutcome,
    'outcome',
  );
  const missions = [...state.missions];
  missions[proposal.mission - 1] = outcome; // R-MIS-5: mark the result on the board

  let next: GameState = { ...state, events: [...state.events, accepted], missions };
  const { successes, failures } = score(next);
  let winner: Winner | null = null;
  if (successes >= WINNING_RESULTS) winner = { side: 'resistance', reason: 'three-successes' }; // R-END-1
  else if (failures >= WINNING_RESULTS) winner = { side: 'spies', reason: 'three-fails' }; // R-END-1
  next = continueAfterMission(next, { proposal, outcome, winner }, null);
  return {
    state: next,
    consequence: { kind: 'mission', outcome, successes, failures, leader: next.leader, winner: next.phase === 'over' ? next.winner : null },
  };
}

/**
 * What follows a mission (R-MIS-5, R-END-1), from the module after `from` (or the first): each
 * module's `afterMission` in manifest order (the first that returns a state takes over, and calls
 * this again when its steps are done); then the end of the game when there is a winner, else the
 * next round.
 * @param after the mission's proposal and outcome, and the winner as it stands now
 * @param from the id of the module that finished its steps, or `null` right after the mission
 */
export function continueAfterMission(
  state: GameState,
  after: { proposal: Proposal; outcome: MissionOutcome; winner: Winner | null },
  from: string | null,
): GameState {
  const on = modules(state);
  const start = from === null ? 0 : on.findIndex((m) => m.id === from) + 1;
  for (const module of on.slice(start)) {
    const taken = module.afterMission?.(state, after);
    if (taken) return taken;
  }
  if (after.winner) return { ...state, phase: 'over', winner: after.winner };
  return nextRound(state);
}

/**
 * The end of a mission's steps (R-MIS-5): the round marker advances and the leader token passes
 * clockwise; what lasts a round resets (modules' `roundStart`); the round starts with the modules'
 * steps between rounds (R-INQ-2, R-DEF-V1, R-PLOT-2), else with the team.
 */
export function nextRound(state: GameState): GameState {
  let next: GameState = { ...state, round: state.round + 1, leader: nextSeat(state.leader, playerCount(state)) };
  for (const module of modules(state)) next = module.roundStart?.(next) ?? next;
  return { ...next, phase: roundPhase(next, null) };
}

/**
 * The first step of a round in course, from the module after `from` (or the first): a module's
 * step between rounds (`betweenRounds`, in manifest order), else the team (`'proposal'`). A module
 * whose step is done calls it with its own id.
 */
export function roundPhase(state: GameState, from: string | null): Phase {
  const on = modules(state);
  const start = from === null ? 0 : on.findIndex((m) => m.id === from) + 1;
  for (const module of on.slice(start)) {
    const phase = module.betweenRounds?.(state);
    if (phase) return phase;
  }
  return 'proposal';
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
    fail(rules.rule, rules.duplicateCode, rules.duplicateMessage(playerName(state, duplicate)), { player: playerName(state, duplicate) });
  }
}

/** Refuses a core event out of its phase: the module's phase says what it waits for, else the core's. */
function expectPhase(state: GameState, wanted: 'proposal' | 'vote' | 'mission'): void {
  if (state.phase === wanted) return;
  expectedNow(state);
  if (state.phase === 'proposal') {
    fail('R-TEAM-2', 'proposal-expected', `the leader must propose a team first`);
  }
  if (state.phase === 'vote') {
    fail('R-VOTE-1', 'vote-expected', 'the proposed team must be voted on first');
  }
  fail('R-MIS-1', 'mission-expected', 'the approved team must play the mission first');
}
