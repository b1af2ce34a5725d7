/**
 * Property tests (fast-check) over random games:
 * (a) random legal games always end, within a bounded number of events, with exactly one winner
 *     whose reason matches the state (R-END-1, R-VOTE-4);
 * (b) random illegal events are always refused with a RuleError naming the broken rule, and leave
 *     the state unchanged;
 * (c) a record survives JSON: replaying JSON.parse(JSON.stringify(toRecord(state))) gives the state.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  apply,
  availableMissions,
  createGame,
  currentProposal,
  isTargeting,
  MAX_REJECTIONS,
  replayRecord,
  RuleError,
  score,
  spyCount,
  step,
  summarize,
  teamSize,
  toRecord,
  viewFor,
  WINNING_RESULTS,
} from '../../../../src/games/resistance/engine.ts';
import type {
  GameEvent,
  GameSetupInput,
  GameState,
  MissionCard,
  MissionNumber,
  ProposalEvent,
  RuleId,
  Variant,
} from '../../../../src/games/resistance/engine.ts';
import { assertSharedSeatViews, names, seats } from '../helpers.ts';

type Gen = fc.GeneratorValue;

/**
 * Most events a game can take: five rounds of four rejected proposals (2 events each) and an
 * approved one (proposal, vote, mission); a fifth rejection ends the game earlier.
 */
const MAX_EVENTS = 5 * ((MAX_REJECTIONS - 1) * 2 + 3);

function pick<T>(g: Gen, items: readonly T[]): T {
  return items[g(fc.integer, { min: 0, max: items.length - 1 })]!;
}

function subset(g: Gen, items: readonly number[], size: number): number[] {
  return g(fc.shuffledSubarray, [...items], { minLength: size, maxLength: size });
}

function randomSetup(g: Gen): GameSetupInput {
  const n = g(fc.integer, { min: 5, max: 10 });
  const variants = g(fc.subarray, ['targeting', 'blind-spies'] as Variant[]);
  const setup: GameSetupInput = { players: names(n), firstLeader: g(fc.integer, { min: 0, max: n - 1 }), variants };
  if (g(fc.boolean)) setup.spies = subset(g, seats(n), spyCount(n));
  if (g(fc.boolean)) setup.mission5Rule = g(fc.boolean) ? 'two-done' : 'two-successes';
  return setup;
}

/** One random legal event for a game that is not over. */
function legalEvent(g: Gen, state: GameState): GameEvent {
  const n = state.setup.players.length;
  if (state.phase === 'proposal') {
    const mission = pick(g, availableMissions(state));
    const event: ProposalEvent = { type: 'proposal', team: subset(g, seats(n), teamSize(n, mission)) };
    if (isTargeting(state) || g(fc.boolean)) event.mission = mission;
    if (g(fc.boolean)) event.leader = state.leader;
    return event;
  }
  if (state.phase === 'vote') {
    const approvals = g(fc.integer, { min: 0, max: n });
    return { type: 'vote', approve: subset(g, seats(n), approvals) };
  }
  const team = currentProposal(state)!.team;
  const spies = state.setup.spies;
  if (spies && g(fc.boolean)) {
    const cards: Record<string, MissionCard> = {};
    for (const seat of team) cards[String(seat)] = spies.includes(seat) && g(fc.boolean) ? 'fail' : 'success';
    return { type: 'mission', cards };
  }
  const max = spies ? team.filter((s) => spies.includes(s)).length : team.length;
  return { type: 'mission', fails: g(fc.integer, { min: 0, max }) };
}

/** A random game: a random setup, then up to `limit` random legal events (fewer if it ends). */
function randomGame(g: Gen, limit: number): GameState {
  let state = createGame(randomSetup(g));
  for (let i = 0; i < limit && state.phase !== 'over'; i++) state = apply(state, legalEvent(g, state));
  return state;
}

/** The invariants every reachable state keeps. */
function checkInvariants(state: GameState): void {
  const n = state.setup.players.length;
  assert.ok(state.round >= 1 && state.round <= 5, `round ${state.round}`);
  assert.ok(state.leader >= 0 && state.leader < n, `leader ${state.leader}`);
  assert.ok(state.voteTrack >= 0 && state.voteTrack <= MAX_REJECTIONS, `vote track ${state.voteTrack}`);
  const { successes, failures } = score(state);
  assert.ok(successes <= WINNING_RESULTS && failures <= WINNING_RESULTS);
  // one mission per round (R-ROUND-1): the rounds before the current one, plus the current one
  // when a mission ended the game; without Targeting they fill the slots in order
  const played = state.missions.filter((m) => m !== null).length;
  const endedByMission = state.winner !== null && state.winner.reason !== 'five-rejections';
  assert.equal(played, state.round - 1 + (endedByMission ? 1 : 0));
  assert.equal(played, successes + failures);
  if (!isTargeting(state)) assert.ok(state.missions.every((m, i) => (m !== null) === i < played));
  if (state.phase !== 'over') {
    assert.equal(state.winner, null);
    assert.ok(state.voteTrack < MAX_REJECTIONS);
    assert.ok(successes < WINNING_RESULTS && failures < WINNING_RESULTS);
  }
}

describe('property (a): random legal games end with exactly one winner (R-END-1, R-VOTE-4)', () => {
  it('R-END-1 / R-VOTE-4: every random legal game ends within the bound, and the winner matches the state', () => {
    const reasons = new Set<string>();
    fc.assert(
      fc.property(fc.gen(), (g) => {
        let state = createGame(randomSetup(g));
        let count = 0;
        while (state.phase !== 'over') {
          assert.ok(count < MAX_EVENTS, `the game did not end after ${MAX_EVENTS} events`);
          const { state: next } = step(state, legalEvent(g, state));
          assert.equal(next.events.length, state.events.length + 1);
          state = next;
          count++;
          checkInvariants(state);
          if (count % 7 === 0) assertSharedSeatViews(state);
        }
        assert.ok(state.events.length <= MAX_EVENTS);
        const winner = state.winner;
        assert.ok(winner, 'a finished game has a winner');
        const { successes, failures } = score(state);
        const ends = [successes === WINNING_RESULTS, failures === WINNING_RESULTS, state.voteTrack === MAX_REJECTIONS];
        assert.equal(ends.filter(Boolean).length, 1, `exactly one end condition: ${JSON.stringify(summarize(state))}`);
        if (winner.reason === 'three-successes') {
          assert.equal(winner.side, 'resistance');
          assert.equal(successes, 3);
        } else if (winner.reason === 'three-fails') {
          assert.equal(winner.side, 'spies');
          assert.equal(failures, 3);
        } else {
          assert.equal(winner.reason, 'five-rejections');
          assert.equal(winner.side, 'spies');
          assert.equal(state.voteTrack, 5);
          assert.equal(state.proposals.at(-1)!.approved, false);
        }
        // the last event is the one that ended the game: a mission, or the fifth rejected vote
        assert.equal(state.events.at(-1)!.type, winner.reason === 'five-rejections' ? 'vote' : 'mission');
        reasons.add(winner.reason);
      }),
      { numRuns: 300 },
    );
    assert.deepEqual([...reasons].sort(), ['five-rejections', 'three-fails', 'three-successes'], 'every way to end was reached');
  });
});

/** An illegal event for `state` and the rule (and code) it breaks. */
interface Illegal {
  kind: string;
  event: unknown;
  rule: RuleId;
  code: string;
}

function illegalEvents(g: Gen, state: GameState): Illegal[] {
  const n = state.setup.players.length;
  const out: Illegal[] = [];
  const anyProposal = { type: 'proposal', team: [0, 1] };
  const anyVote = { type: 'vote', approve: seats(n) };
  const anyMission = { type: 'mission', fails: 0 };
  if (state.phase === 'over') {
    for (const event of [anyProposal, anyVote, anyMission]) out.push({ kind: 'after the end', event, rule: 'R-END-1', code: 'game-over' });
    return out;
  }
  if (state.phase === 'proposal') {
    out.push({ kind: 'wrong phase (vote)', event: anyVote, rule: 'R-TEAM-2', code: 'proposal-expected' });
    out.push({ kind: 'wrong phase (mission)', event: anyMission, rule: 'R-TEAM-2', code: 'proposal-expected' });
    const mission = pick(g, availableMissions(state));
    const size = teamSize(n, mission);
    const withMission = (team: unknown[], extra: object = {}) =>
      isTargeting(state) ? { type: 'proposal', team, mission, ...extra } : { type: 'proposal', team, ...extra };
    const wrongSize = pick(g, seats(n + 1).filter((k) => k !== size));
    out.push({ kind: 'wrong team size', event: withMission(subset(g, seats(n), wrongSize)), rule: 'R-TEAM-1', code: 'team-size' });
    const distinct = subset(g, seats(n), size - 1);
    const duplicated = [...distinct];
    duplicated.splice(g(fc.integer, { min: 0, max: duplicated.length }), 0, pick(g, distinct));
    out.push({ kind: 'duplicate seats', event: withMission(duplicated), rule: 'R-TEAM-2', code: 'team-duplicate' });
    const outside = subset(g, seats(n), size);
    outside[g(fc.integer, { min: 0, max: size - 1 })] = pick(g, [-1, n, n + 1, 100, 0.5]);
    out.push({ kind: 'out-of-range seat', event: withMission(outside), rule: 'R-TEAM-2', code: 'team-seat' });
    const wrongLeader = pick(g, seats(n).filter((s) => s !== state.leader));
    out.push({
      kind: 'wrong leader',
      event: withMission(subset(g, seats(n), size), { leader: wrongLeader }),
      rule: 'R-SET-4',
      code: 'wrong-leader',
    });
    if (isTargeting(state)) {
      const done = ([1, 2, 3, 4, 5] as MissionNumber[]).filter((m) => state.missions[m - 1] !== null);
      if (done.length > 0) {
        const m = pick(g, done);
        out.push({
          kind: 'mission already done',
          event: { type: 'proposal', team: subset(g, seats(n), teamSize(n, m)), mission: m },
          rule: 'R-VAR-TGT',
          code: 'mission-done',
        });
      }
      if (state.missions[4] === null && !availableMissions(state).includes(5)) {
        out.push({
          kind: 'mission 5 too early',
          event: { type: 'proposal', team: subset(g, seats(n), teamSize(n, 5)), mission: 5 },
          rule: 'R-VAR-TGT',
          code: state.setup.mission5Rule === 'two-done' ? 'mission-5-early' : 'mission-5-early-successes',
        });
      }
      out.push({ kind: 'mission missing', event: { type: 'proposal', team: subset(g, seats(n), size) }, rule: 'R-VAR-TGT', code: 'mission-required' });
    } else {
      const other = pick(g, ([1, 2, 3, 4, 5] as MissionNumber[]).filter((m) => m !== state.round));
      out.push({
        kind: 'mission out of order',
        event: { type: 'proposal', team: subset(g, seats(n), teamSize(n, other)), mission: other },
        rule: 'R-ROUND-1',
        code: 'mission-order',
      });
    }
    return out;
  }
  if (state.phase === 'vote') {
    out.push({ kind: 'wrong phase (proposal)', event: anyProposal, rule: 'R-VOTE-1', code: 'vote-expected' });
    out.push({ kind: 'wrong phase (mission)', event: anyMission, rule: 'R-VOTE-1', code: 'vote-expected' });
    const voters = subset(g, seats(n), g(fc.integer, { min: 1, max: n }));
    out.push({ kind: 'duplicate voter', event: { type: 'vote', approve: [...voters, pick(g, voters)] }, rule: 'R-VOTE-1', code: 'vote-duplicate' });
    out.push({ kind: 'out-of-range voter', event: { type: 'vote', approve: [...voters, pick(g, [-1, n, n + 5])] }, rule: 'R-VOTE-1', code: 'vote-seat' });
    return out;
  }
  // mission
  out.push({ kind: 'wrong phase (proposal)', event: anyProposal, rule: 'R-MIS-1', code: 'mission-expected' });
  out.push({ kind: 'wrong phase (vote)', event: anyVote, rule: 'R-MIS-1', code: 'mission-expected' });
  const team = currentProposal(state)!.team;
  const badFails = pick(g, [-1, -2, team.length + 1, team.length + 3, 0.5]);
  out.push({ kind: 'fails out of range', event: { type: 'mission', fails: badFails }, rule: 'R-MIS-1', code: 'fails-count' });
  const spies = state.setup.spies;
  if (spies) {
    const resistance = team.filter((s) => !spies.includes(s));
    const spiesOnTeam = team.length - resistance.length;
    if (resistance.length > 0) {
      const culprit = pick(g, resistance);
      const cards: Record<string, MissionCard> = {};
      for (const seat of team) cards[String(seat)] = seat === culprit || (spies.includes(seat) && g(fc.boolean)) ? 'fail' : 'success';
      out.push({ kind: 'resistance fail (cards)', event: { type: 'mission', cards }, rule: 'R-MIS-2', code: 'resistance-fail' });
      const fails = g(fc.integer, { min: spiesOnTeam + 1, max: team.length });
      out.push({ kind: 'resistance fail (count)', event: { type: 'mission', fails }, rule: 'R-MIS-2', code: 'fails-spies' });
    }
  } else {
    const cards = Object.fromEntries(team.map((s) => [String(s), 'success']));
    out.push({ kind: 'cards without spies', event: { type: 'mission', cards }, rule: 'REC-EVENT', code: 'cards-need-spies' });
  }
  return out;
}

describe('property (b): random illegal events are refused and change nothing', () => {
  it('R-SET-4, R-ROUND-1, R-TEAM-1, R-TEAM-2, R-VOTE-1, R-MIS-1, R-MIS-2, R-VAR-TGT, R-END-1: every random illegal event raises a RuleError with the broken rule, and the state is unchanged', () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(fc.gen(), (g) => {
        // mostly games in progress (a random game often ends before 30 events)
        const state = randomGame(g, g(fc.integer, { min: 0, max: 30 }));
        const before = structuredClone(state);
        // every illegal event that applies to this state is tried
        for (const illegal of illegalEvents(g, state)) {
          kinds.add(illegal.kind);
          let caught: unknown;
          try {
            step(state, illegal.event as GameEvent);
          } catch (error) {
            caught = error;
          }
          assert.ok(caught instanceof RuleError, `${illegal.kind}: ${JSON.stringify(illegal.event)} was accepted`);
          assert.equal(caught.rule, illegal.rule, `${illegal.kind}: ${caught.message}`);
          assert.equal(caught.code, illegal.code, `${illegal.kind}: ${caught.message}`);
          assert.ok(caught.message.length > 0 && !caught.message.includes('undefined'), caught.message);
          assert.deepEqual(state, before, `${illegal.kind} changed the state`);
        }
      }),
      { numRuns: 400 },
    );
    for (const kind of ['wrong phase (vote)', 'wrong phase (proposal)', 'wrong phase (mission)', 'duplicate voter', 'out-of-range voter', 'mission out of order', 'mission 5 too early', 'wrong team size', 'duplicate seats', 'out-of-range seat', 'wrong leader', 'fails out of range', 'resistance fail (cards)', 'resistance fail (count)', 'mission already done', 'after the end']) {
      assert.ok(kinds.has(kind), `the generator never produced "${kind}"`);
    }
  });
});

describe('property (c): records survive JSON (toRecord → JSON → replayRecord)', () => {
  it('REC-FORMAT: replaying JSON.parse(JSON.stringify(toRecord(state))) gives a deep-equal state', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const state = randomGame(g, g(fc.integer, { min: 0, max: MAX_EVENTS }));
        const record = toRecord(state);
        const replayed = replayRecord(JSON.parse(JSON.stringify(record)));
        assert.deepEqual(replayed, state);
        assert.deepEqual(toRecord(replayed), record);
        assert.deepEqual(summarize(replayed), summarize(state));
        assert.deepEqual(viewFor(replayed, 'public'), viewFor(state, 'public'));
      }),
      { numRuns: 200 },
    );
  });
});
