/**
 * Property tests (fast-check) over random legal Hunter games (rules §4.4), 5 to 10 players, with
 * the optional roles, Branding, and the Assassin, Defector I, Inquisitor, Trapper, Reverser and
 * Targeting mixed in:
 * (a) with the app holding the cards: every game ends within a bound, its record survives JSON
 *     and replays, the public view never holds a character or an investigation's card, a seat's
 *     view holds exactly its own investigations, and the public view is the one of the same game
 *     played with physical cards (the table recording the answers it saw): it depends on nothing
 *     secret;
 * (b) with physical cards and random answers: every game ends and replays.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { availableMissions, createGame, charactersNow, dealRoles, isTargeting, replayRecord, requiredTeamSize, RuleError, roleCards, validateRoles, secretMissionEvent, step, toRecord, viewFor } from '../../../../../src/games/resistance/engine.ts';
import { investigationCards } from '../../../../../src/games/resistance/modules/hunter/engine.ts';
import type { Consequence, GameEvent, GameSetupInput, GameState, MissionCard, Modules, ProposalEvent, RoleOptions, Seat } from '../../../../../src/games/resistance/engine.ts';
import type { AccusationEvent, EarlyAccusationEvent, HunterLoyalty, HunterRole } from '../../../../../src/games/resistance/modules/hunter/engine.ts';
import { names, seats } from '../../helpers.ts';

type Gen = fc.GeneratorValue;

/** More than any game takes: 5 rounds of 5 proposals, the steps after each mission, the alternating accusations. */
const MAX_EVENTS = 400;

function pick<T>(g: Gen, items: readonly T[]): T {
  assert.ok(items.length > 0, 'pick from an empty list');
  return items[g(fc.integer, { min: 0, max: items.length - 1 })]!;
}

function subset(g: Gen, items: readonly number[], size: number): number[] {
  return g(fc.shuffledSubarray, [...items], { minLength: size, maxLength: size });
}

/** A random table with the Hunter module; `app`: the app deals and holds the cards. */
function randomSetup(g: Gen, app: boolean): GameSetupInput {
  const n = g(fc.integer, { min: 5, max: 10 });
  const deepAgent = g(fc.boolean);
  const pretender = deepAgent && g(fc.boolean);
  const hunter = { dummyAgent: g(fc.boolean), coordinator: g(fc.boolean), deepAgent, pretender, branding: pretender && g(fc.boolean) };
  const wanted: RoleOptions = { hunter };
  if (g(fc.boolean)) wanted.assassin = true;
  if (g(fc.boolean)) wanted.defector = 'I';
  const randomInt = (k: number) => g(fc.integer, { min: 0, max: k - 1 });
  // Too many special cards for the table (`no-plain-card`): fewer modules, then fewer roles.
  let roles: RoleOptions = { hunter: true };
  for (const options of [wanted, { hunter }, { hunter: true }] as RoleOptions[]) {
    try {
      dealRoles(n, options, randomInt);
      roles = options;
      break;
    } catch (error) {
      assert.ok(error instanceof RuleError);
    }
  }
  const setup: GameSetupInput = { players: names(n), firstLeader: g(fc.integer, { min: 0, max: n - 1 }), roles };
  if (g(fc.boolean)) setup.variants = ['targeting'];
  setup.modules = { inquisitor: g(fc.boolean), trapper: g(fc.boolean) };
  // The Reverser in table mode only (dealt Reversers: roles.test.ts covers them). A Reverser takes a
  // plain card too (R-REVS-1): without one left for it, that Reverser is not in the game.
  if (!app && g(fc.boolean)) {
    for (const reverser of [{ resistance: true, spy: g(fc.boolean) }, { resistance: true, spy: false }]) {
      try {
        roleCards(n, { roles: validateRoles(n, roles), modules: { ...setup.modules, reverser } as Modules });
        setup.modules.reverser = reverser;
        break;
      } catch (error) {
        assert.ok(error instanceof RuleError);
      }
    }
  }
  if (app) setup.characters = dealRoles(n, roles, randomInt).roles;
  return setup;
}

/** What the test expects an investigation in app mode to show: the cards the target may show. */
interface Expect {
  investigator: Seat;
  options: HunterLoyalty[];
}

/** The Hunter whose accusation is due now (the early one is the Spy Hunter's). */
function accuserNow(state: GameState, early: boolean): HunterRole {
  return early ? 'spy-hunter' : state.hunter!.after!.accuser!;
}

/** A random accusation (early or not) that the engine must accept. */
function accusation(g: Gen, state: GameState, early: boolean): GameEvent {
  const n = state.setup.players.length;
  const hunter = state.hunter!;
  const role = accuserNow(state, early);
  const other: HunterRole = role === 'spy-hunter' ? 'resistance-hunter' : 'spy-hunter';
  const characters = charactersNow(state);
  let by: Seat;
  if (characters) by = characters.indexOf(role);
  else {
    const revealed = hunter.accusations.find((a) => a.hunter === role)?.by;
    const otherRevealed = hunter.accusations.find((a) => a.hunter === other)?.by;
    const branded = hunter.branding ? [hunter.branding.by, hunter.branding.target] : [];
    by = revealed ?? pick(g, seats(n).filter((s) => s !== otherRevealed && !branded.includes(s)));
  }
  const targets = seats(n).filter((s) => s !== by && !hunter.accusations.some((a) => a.hunter === role && a.target === s));
  const target = pick(g, targets);
  const event: AccusationEvent | EarlyAccusationEvent = { type: early ? 'early-accusation' : 'accusation', target };
  if (!characters) {
    event.by = by;
    // The table's answers are random; the last player left must be the Chief, so the game ends.
    const coordinator = role === 'spy-hunter' && state.setup.roles!.hunter!.coordinator;
    const chief = targets.length === 1 || g(fc.integer, { min: 0, max: 3 }) === 0;
    event.chief = chief;
    if (coordinator) event.coordinator = !chief && g(fc.integer, { min: 0, max: 5 }) === 0;
  } else if (g(fc.boolean)) {
    event.by = by;
  }
  return event;
}

/** A random legal event for a Hunter game that is not over; `expect` is filled for app-mode investigations. */
function legalEvent(g: Gen, state: GameState, expect: { value: Expect | null }): GameEvent {
  const n = state.setup.players.length;
  const hunter = state.hunter!;
  const characters = charactersNow(state);
  expect.value = null;
  const brandingOpen = state.setup.roles?.hunter?.branding && hunter.branding === null && (state.phase === 'proposal' || state.phase === 'vote');
  if (brandingOpen && g(fc.integer, { min: 0, max: 5 }) === 0) {
    if (characters) {
      const deep = characters.indexOf('deep-agent');
      return { type: 'branding', target: pick(g, seats(n).filter((s) => s !== deep)) };
    }
    const hunters = hunter.accusations.map((a) => a.by);
    const by = pick(g, seats(n).filter((s) => !hunters.includes(s)));
    const target = pick(g, seats(n).filter((s) => s !== by));
    return { type: 'branding', by, target, pretender: !hunters.includes(target) && g(fc.boolean) };
  }
  switch (state.phase) {
    case 'loyalty': {
      const switches = state.loyalty!.draws.filter((c) => c === 'switch').length;
      return { type: 'loyalty-draw', round: state.round as 3 | 4 | 5, card: switches < 2 && g(fc.boolean) ? 'switch' : 'no-change' };
    }
    case 'proposal': {
      const mission = pick(g, availableMissions(state));
      const size = requiredTeamSize(state, mission);
      const team = subset(g, seats(n), size);
      const event: ProposalEvent = { type: 'proposal', team };
      if (isTargeting(state)) event.mission = mission;
      if (state.round < 5) {
        let off = seats(n).filter((s) => s !== state.leader && !team.includes(s));
        if (off.length === 0) {
          // Only the leader off the team: the leader joins it (R-HUN-TEAM, `investigator-none`).
          const out = pick(g, team);
          team[team.indexOf(out)] = state.leader;
          off = [out];
        }
        event.investigator = pick(g, off);
      }
      return event;
    }
    case 'vote': {
      // Half the teams approved, half rejected: games reach five rejections too (R-VOTE-4).
      const approvals = g(fc.boolean) ? g(fc.integer, { min: Math.floor(n / 2) + 1, max: n }) : g(fc.integer, { min: 0, max: Math.floor(n / 2) });
      return { type: 'vote', approve: subset(g, seats(n), approvals) };
    }
    case 'mission': {
      const team = state.proposals.at(-1)!.team;
      const trapper = state.setup.modules?.trapper === true;
      if (characters) {
        const cards = new Map<Seat, MissionCard>(team.map((s) => [s, pick(g, ['success', 'success', 'fail', 'chief-fail'] as const)]));
        return secretMissionEvent(state, cards, trapper ? { setAside: pick(g, team) } : {});
      }
      const counted = team.length - (trapper ? 1 : 0);
      const fails = g(fc.integer, { min: 0, max: counted });
      const event: GameEvent = { type: 'mission', fails };
      if (hunter.chiefFailCards) event.chiefFails = g(fc.integer, { min: 0, max: counted - fails });
      const reverser = state.setup.modules?.reverser;
      if (reverser) {
        const max = Math.min((reverser.resistance ? 1 : 0) + (reverser.spy ? 1 : 0), counted - fails - (event.chiefFails ?? 0));
        event.reverses = g(fc.integer, { min: 0, max: max });
      }
      return event;
    }
    case 'investigation': {
      const after = hunter.after!;
      if (after.early && g(fc.boolean)) return accusation(g, state, true);
      const by = after.investigator!;
      const target = pick(g, seats(n).filter((s) => s !== by));
      if (!characters) return { type: 'investigation', target };
      const options = investigationCards(characters[target]!, n);
      expect.value = { investigator: by, options };
      return options.length > 1 ? { type: 'investigation', target, shown: pick(g, options) } : { type: 'investigation', target };
    }
    case 'accusation':
      return accusation(g, state, false);
    case 'inquisition': {
      const inq = state.inquisitor!;
      return { type: 'inquisition', target: pick(g, seats(n).filter((s) => s !== inq.holder && !inq.pastHolders.includes(s))) };
    }
    case 'assassination': {
      const target = g(fc.integer, { min: 0, max: n - 1 });
      return characters ? { type: 'assassination', target } : { type: 'assassination', target, commander: g(fc.boolean) };
    }
    default:
      throw new Error(`no event for the phase ${state.phase}`);
  }
}

/** The same accepted event as a table with physical cards records it: the answers from the consequence, nothing secret. */
function asTableEvent(state: GameState, accepted: GameEvent, c: Consequence): GameEvent {
  switch (accepted.type) {
    case 'investigation':
      return { type: 'investigation', by: accepted.by!, target: accepted.target };
    case 'accusation':
    case 'early-accusation': {
      assert.equal(c.kind, 'accusation');
      if (c.kind !== 'accusation') throw new Error('unreachable');
      const event: AccusationEvent | EarlyAccusationEvent = { type: accepted.type, by: accepted.by!, target: accepted.target, chief: c.correct };
      if (c.hunter === 'spy-hunter' && state.setup.roles?.hunter?.coordinator) event.coordinator = c.coordinator;
      return event;
    }
    case 'branding':
      assert.equal(c.kind, 'branding');
      return { type: 'branding', by: accepted.by!, target: accepted.target, pretender: c.kind === 'branding' && c.correct };
    case 'assassination':
      return { type: 'assassination', target: accepted.target, commander: c.kind === 'assassination' && c.correct };
    default:
      return structuredClone(accepted);
  }
}

/** The public view without what differs by how the cards are held (`rolesDealt`). */
function publicPart(state: GameState): unknown {
  const { rolesDealt, ...rest } = viewFor(state, 'public');
  void rolesDealt;
  return rest;
}

const SECRET_IN_PUBLIC = ['"characters"', '"character"', '"shown"', '"learns"', '"knownSpies"', '"not-chief"', '"chief"', '"resistance-chief"', '"spy-chief"', '"cards"'];

describe('property (a): random Hunter games with the app holding the cards (R-HUN-*)', () => {
  it('R-HUN-ACC / R-END-1: every game ends, replays, and its views never leak; the public view is the physical game\'s', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const setup = randomSetup(g, true);
        let state = createGame(setup);
        const { characters, ...tableSetup } = setup;
        void characters;
        let twin = createGame(tableSetup);
        const expect = { value: null as Expect | null };
        let count = 0;
        while (state.phase !== 'over') {
          assert.ok(count < MAX_EVENTS, `the game did not end after ${MAX_EVENTS} events`);
          const event = legalEvent(g, state, expect);
          const { state: next, consequence } = step(state, event);
          const accepted = next.events.at(-1)!;
          seen.add(accepted.type);
          twin = step(twin, asTableEvent(state, accepted, consequence)).state;
          state = next;
          count++;

          const open = JSON.stringify(viewFor(state, 'public'));
          for (const secret of SECRET_IN_PUBLIC) assert.ok(!open.includes(secret), `the public view holds ${secret}: ${open}`);
          assert.deepEqual(publicPart(twin), publicPart(state), 'the public view depends only on what the table saw');
          const investigations = state.hunter!.investigations;
          for (const seat of seats(state.setup.players.length)) {
            const own = viewFor(state, seat).investigations;
            const mine = investigations.filter((i) => i.by === seat);
            assert.deepEqual(
              own.map((i) => [i.target, i.mission]),
              mine.map((i) => [i.target, i.mission]),
              `seat ${seat} sees exactly its own investigations`,
            );
          }
          if (expect.value) {
            const last = viewFor(state, expect.value.investigator).investigations.at(-1)!;
            assert.ok(expect.value.options.includes(last.card), `${last.card} is a card the target may show`);
          }
        }
        seen.add(state.winner!.reason);
        const record = JSON.parse(JSON.stringify(toRecord(state)));
        assert.deepEqual(replayRecord(record), state);
        assert.deepEqual(replayRecord(JSON.parse(JSON.stringify(toRecord(twin)))), twin);
        assert.deepEqual(twin.winner, state.winner);
      }),
      { numRuns: 250 },
    );
    for (const what of ['investigation', 'accusation', 'early-accusation', 'branding', 'inquisition', 'loyalty-draw', 'chief-found', 'five-rejections']) {
      assert.ok(seen.has(what), `the generator never produced ${what}`);
    }
  });
});

describe('property (b): random Hunter games with physical cards (R-HUN-*)', () => {
  it('R-HUN-ACC / R-END-1: every game with random answers ends and replays', () => {
    const reasons = new Set<string>();
    fc.assert(
      fc.property(fc.gen(), (g) => {
        let state = createGame(randomSetup(g, false));
        const expect = { value: null as Expect | null };
        let count = 0;
        while (state.phase !== 'over') {
          assert.ok(count < MAX_EVENTS, `the game did not end after ${MAX_EVENTS} events`);
          state = step(state, legalEvent(g, state, expect)).state;
          count++;
          assert.ok(!JSON.stringify(viewFor(state, 'public')).includes('"shown"'));
        }
        reasons.add(`${state.winner!.side} ${state.winner!.reason}`);
        assert.deepEqual(replayRecord(JSON.parse(JSON.stringify(toRecord(state)))), state);
      }),
      { numRuns: 250 },
    );
    for (const reason of ['resistance chief-found', 'spies chief-found', 'spies coordinator-found', 'spies five-rejections']) {
      assert.ok(reasons.has(reason), `no game ended with ${reason}`);
    }
  });
});
