/**
 * The engine owns every step (issue 17, core/steps.ts): games played only through `asked` and
 * `act`, with random choices among what is asked, for the base game and every module, dealt by the
 * app, run to their end:
 * - every ask's options are accepted, the game never waits with nothing asked, and it ends;
 * - the state is always the fold of its event log (a pass is an event, R-PLOT-4);
 * - what the table and each seat are shown of the asks (`asksFor`) holds no other seat's secret
 *   ask and no hidden role's seat or options;
 * - a refusal never tells the table what it may not know: over many deals, the same public state
 *   gives the same reply to every kind of table action, and a seat's reply depends only on what
 *   that seat knows (its own view).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  act,
  asked,
  asksFor,
  dealSetup,
  isRefusal,
  RECORD_FORMAT,
  replayRecord,
  startPlay,
  viewFor,
} from '../../../../src/games/resistance/engine.ts';
import type { Action, Actor, Ask, GameEvent, GameSetupInput, MissionCard, Play, Seat } from '../../../../src/games/resistance/engine.ts';
import { names } from '../helpers.ts';

/** A seeded uniform integer source (mulberry32), for the deals, draws and the players' choices. */
function rng(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** Setups with every module, the app dealing the cards (votes sealed or recorded by the table). */
const SETUPS: { label: string; setup: GameSetupInput }[] = [
  { label: 'base, 5', setup: { players: names(5), firstLeader: 0, secretVotes: true } },
  { label: 'base, 8, Targeting, votes on the table', setup: { players: names(8), firstLeader: 3, variants: ['targeting'] } },
  {
    label: 'Trapper, Inquisitor, both Reversers, 7',
    setup: { players: names(7), firstLeader: 0, secretVotes: true, modules: { trapper: true, inquisitor: true, reverser: { resistance: true, spy: true } } },
  },
  { label: 'Assassin, 5', setup: { players: names(5), firstLeader: 1, secretVotes: true, roles: { assassin: true } } },
  {
    label: 'Assassin with its optional roles, 10',
    setup: { players: names(10), firstLeader: 0, secretVotes: true, roles: { assassin: { bodyGuard: true, blindSpy: true, deepCover: true, falseCommander: true } } },
  },
  { label: 'Defector I, 5', setup: { players: names(5), firstLeader: 0, secretVotes: true, roles: { defector: 'I' } } },
  { label: 'Defector II, 7', setup: { players: names(7), firstLeader: 2, roles: { defector: 'II' } } },
  { label: 'Hunter, 5', setup: { players: names(5), firstLeader: 0, secretVotes: true, roles: { hunter: true } } },
  {
    label: 'Hunter with every optional role and Branding, 10',
    setup: {
      players: names(10),
      firstLeader: 0,
      secretVotes: true,
      roles: { hunter: { dummyAgent: true, coordinator: true, deepAgent: true, pretender: true, branding: true } },
    },
  },
  { label: 'plot cards, 7', setup: { players: names(7), firstLeader: 0, secretVotes: true, modules: { plot: true } } },
  { label: 'plot cards and the Trapper, 9', setup: { players: names(9), firstLeader: 4, secretVotes: true, modules: { plot: true, trapper: true } } },
];

const pick = <T>(r: (n: number) => number, list: readonly T[]): T => list[r(list.length)]!;

/** `count` distinct seats of `from`, in random order. */
function someOf(r: (n: number) => number, from: readonly Seat[], count: number): Seat[] {
  const left = [...from];
  const out: Seat[] = [];
  while (out.length < count && left.length > 0) out.push(left.splice(r(left.length), 1)[0]!);
  return out;
}

/** Who takes an ask: its seat (on its own device or private turn), or the table when it may. */
function actorFor(ask: Ask, r: (n: number) => number): Actor {
  if (ask.seat === null) return { kind: 'table' };
  if (ask.table && r(2) === 0) return { kind: 'table' };
  return { kind: 'seat', seat: ask.seat };
}

const record = (event: GameEvent): Action => ({ type: 'record', event });

/** A choice among what `ask` offers, as a player would make it (random; an optional step is sometimes taken). */
function choose(play: Play, ask: Ask, r: (n: number) => number): Action {
  const state = play.state;
  const all = state.setup.players.map((_, s) => s);
  const options = ask.options ?? {};
  const seats = (options.seats as Seat[] | undefined) ?? all;
  switch (ask.kind) {
    case 'propose': {
      const { mission, size } = pick(r, options.missions!);
      const team = someOf(r, all, size);
      const event: GameEvent = { type: 'proposal', team, mission };
      if (options.investigator) event.investigator = pick(r, all.filter((s) => s !== state.leader && !team.includes(s)));
      return record(event);
    }
    case 'vote':
      if (ask.seat === null) return record({ type: 'vote', approve: all.filter(() => r(3) > 0) });
      return { type: 'vote', approve: r(3) > 0 };
    case 'card':
      return { type: 'card', card: pick(r, options.missionCards!) };
    case 'set-aside':
      return { type: 'set-aside', index: r(Number(options['count'])) };
    case 'inquire':
      return record({ type: 'inquisition', target: pick(r, seats) });
    case 'assassinate':
      return record({ type: 'assassination', target: pick(r, seats) });
    case 'loyalty-draw':
      return { type: 'draw-loyalty' };
    case 'accuse':
      return record({ type: 'accusation', target: pick(r, seats) });
    case 'early-accuse':
      return record({ type: 'early-accusation', target: pick(r, seats) });
    case 'brand':
      return record({ type: 'branding', target: pick(r, seats) });
    case 'investigate':
      return { type: 'investigate', target: pick(r, seats) };
    case 'show-card':
      return { type: 'show', card: pick(r, options['loyalty'] as string[]) };
    case 'plot-draw':
      return { type: 'draw' };
    case 'plot-give': {
      const card = pick(r, options['plotCards'] as string[]);
      return record({ type: 'plot-give', card, to: pick(r, (options['to'] as Record<string, Seat[]>)[card]!) } as GameEvent);
    }
    case 'plot-resolve':
    case 'plot-chance': {
      const card = options['card'] as string;
      const by = ask.seat!;
      if (ask.kind === 'plot-chance' && r(3) === 0) return { type: 'pass', card, by };
      const event = { type: 'plot-use', card, by } as GameEvent & { target?: Seat; take?: string };
      if (seats.length > 0 && card !== 'strong-leader' && card !== 'no-confidence') event.target = pick(r, seats);
      if (card === 'take-responsibility' && event.target !== undefined) {
        const held = state.plot!.held.filter((h) => h.seat === event.target && h.card !== 'take-responsibility');
        if (held.length > 0) event.take = pick(r, held).card;
      }
      return record(event);
    }
    default:
      throw new Error(`the test does not know the ask "${ask.kind}"`);
  }
}

/** The asks a player would take: a step that must be taken, or now and then an optional one (Branding, an early accusation). */
function takeable(asks: readonly Ask[], r: (n: number) => number): Ask[] {
  const needed = asks.filter((a) => !(a.optional && (a.kind === 'brand' || a.kind === 'early-accuse')));
  const optional = asks.filter((a) => !needed.includes(a));
  return optional.length > 0 && (needed.length === 0 || r(6) === 0) ? optional : needed;
}

/** Plays one game through the steps to its end; returns the number of actions. */
function playThrough(setup: GameSetupInput, seed: number, onStep?: (play: Play) => void): { play: Play; actions: number } {
  const r = rng(seed);
  let play = startPlay(dealSetup(setup, r));
  let actions = 0;
  while (play.state.phase !== 'over') {
    onStep?.(play);
    const asks = asked(play);
    assert.ok(asks.length > 0, `the game waits in ${play.state.phase} with nothing asked`);
    const ask = pick(r, takeable(asks, r));
    const actor = actorFor(ask, r);
    const action = choose(play, ask, r);
    let done;
    try {
      done = act(play, actor, action, r);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      // A choice among the options that the rules refuse is the engine's mistake, but for the
      // targets of a proposal's team a player chooses freely (no option lists every team).
      assert.fail(`${ask.kind} by ${JSON.stringify(actor)}: ${JSON.stringify(action)} refused: ${error.rule} ${error.code} ${error.message}`);
    }
    play = done.play;
    // The state is the fold of the public event log (R-PLOT-4: a pass is an event).
    assert.deepEqual(replayRecord({ format: RECORD_FORMAT, setup: play.state.setup, events: play.state.events }), play.state);
    assert.ok(++actions < 2000, 'the game ends');
  }
  return { play, actions };
}

describe('the engine owns every step (issue 17)', () => {
  for (const { label, setup } of SETUPS) {
    test(`${label}: random games through asked and act end, and every option offered is accepted`, () => {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const { play } = playThrough(setup, seed);
          assert.equal(play.state.phase, 'over');
          assert.ok(play.state.winner);
        }),
        { numRuns: 25 },
      );
    });
  }

  test('the asks each device sees: never another seat\'s secret ask, never a hidden role\'s seat or options', () => {
    for (const { setup } of SETUPS) {
      for (let seed = 1; seed <= 6; seed++) {
        playThrough(setup, seed, (play) => {
          const all = asked(play);
          const viewers: (Seat | 'public')[] = ['public', ...play.state.setup.players.map((_, s) => s)];
          for (const viewer of viewers) {
            for (const seen of asksFor(play, viewer)) {
              if (seen.seat !== null && seen.seat === viewer) continue;
              assert.equal(seen.secret, false, `${viewer} sees another seat's secret ask ${seen.kind}`);
              if (seen.hidden) assert.ok(seen.seat === null && seen.options === undefined && seen.role === undefined, `${viewer} sees who is asked ${seen.kind}`);
              if (!seen.table) assert.equal(seen.options, undefined, `${viewer} sees another seat's options for ${seen.kind}`);
            }
            // Nothing but the seat's own asks and the public ones.
            const own = all.filter((a) => a.seat === viewer);
            const others = all.filter((a) => a.seat !== viewer && !a.secret);
            assert.equal(asksFor(play, viewer).length, own.length + others.length);
          }
        });
      }
    }
  });

  test('a pass is final and replays: the holder is not asked again at that moment (R-PLOT-4)', () => {
    const r = rng(7);
    let play = startPlay(dealSetup({ players: names(7), firstLeader: 0, secretVotes: true, modules: { plot: true } }, r));
    let passes = 0;
    for (let i = 0; i < 400 && play.state.phase !== 'over' && passes < 3; i++) {
      const asks = asked(play);
      const chance = asks.find((a) => a.kind === 'plot-chance');
      if (chance) {
        const card = chance.options!['card'] as string;
        const done = act(play, { kind: 'seat', seat: chance.seat! }, { type: 'pass', card, by: chance.seat! }, r);
        // The pass, then what it let go on (the reveal once the last look is passed).
        assert.deepEqual(done.events[0], { type: 'plot-pass', card, by: chance.seat });
        assert.equal(done.consequences[0]!.kind, 'plot-passed');
        play = done.play;
        const again = asked(play).find((a) => a.kind === 'plot-chance');
        assert.ok(!again || again.seat !== chance.seat || again.options!['card'] !== card, 'asked again after a pass');
        passes++;
        continue;
      }
      const ask = takeable(asks, r)[0]!;
      play = act(play, actorFor(ask, () => 1), choose(play, ask, r), r).play;
    }
    assert.ok(passes > 0, 'a chance was asked and passed');
  });
});

/** Every kind of table or seat action, with fixed arguments: most are refused at any given moment. */
function probes(play: Play): Action[] {
  const n = play.state.setup.players.length;
  const a = 1 % n;
  const b = 2 % n;
  const cards: MissionCard[] = ['success', 'fail', 'reverse', 'chief-fail'];
  return [
    record({ type: 'proposal', team: [0, 1] }),
    record({ type: 'proposal', team: [0, 1, 2], investigator: 3 }),
    record({ type: 'vote', approve: [0, 1, 2] }),
    record({ type: 'mission', fails: 0 }),
    record({ type: 'inquisition', target: a } as GameEvent),
    record({ type: 'assassination', target: a } as GameEvent),
    record({ type: 'assassination', target: b } as GameEvent),
    record({ type: 'accusation', target: a } as GameEvent),
    record({ type: 'early-accusation', target: b } as GameEvent),
    record({ type: 'branding', target: a } as GameEvent),
    record({ type: 'branding', target: b } as GameEvent),
    record({ type: 'investigation', target: a } as GameEvent),
    record({ type: 'loyalty-draw', round: play.state.round, card: 'no-change' } as GameEvent),
    record({ type: 'plot-draw', cards: ['no-confidence'] } as GameEvent),
    record({ type: 'plot-give', card: 'no-confidence', to: a } as GameEvent),
    record({ type: 'plot-use', card: 'no-confidence', by: a } as GameEvent),
    record({ type: 'plot-pass', card: 'no-confidence', by: a } as GameEvent),
    { type: 'vote', approve: true },
    ...cards.map((card): Action => ({ type: 'card', card })),
    { type: 'set-aside', index: 0 },
    { type: 'investigate', target: a },
    { type: 'investigate', target: b },
    { type: 'show', card: 'resistance' },
    { type: 'show', card: 'chief' },
    { type: 'draw-loyalty' },
    { type: 'pass', card: 'no-confidence', by: a },
    { type: 'draw' },
  ];
}

/**
 * A reply as the device hears it: refused (rule, code, params), or accepted (what the accepted
 * action then does may depend on the cards: an assassination's result is the game's, not a refusal).
 */
function reply(play: Play, actor: Actor, action: Action): string {
  try {
    act(play, actor, action, () => 0);
    return 'accepted';
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return JSON.stringify({ rule: error.rule, code: error.code, params: error.params });
  }
}

describe('a refusal never depends on a fact the device may not know (issue 17)', () => {
  /**
   * The same public script in every deal (everyone approves, every card is Success, the first
   * option of every step, no plot card used, nobody brands or accuses early): at each step, every
   * probe from the table and from each seat. Replies are compared across deals that show the device
   * the same thing (the public view and asks for the table; the seat's own view and asks for a seat).
   */
  function scriptedReplies(setup: GameSetupInput, seed: number): Map<string, string>[] {
    const r = rng(seed);
    let play = startPlay(dealSetup(setup, r));
    const out: Map<string, string>[] = [];
    const script = rng(99);
    for (let step = 0; step < 120 && play.state.phase !== 'over'; step++) {
      const replies = new Map<string, string>();
      const publicKey = JSON.stringify({ view: viewFor(play.state, 'public'), asks: asksFor(play, 'public') });
      for (const [i, action] of probes(play).entries()) replies.set(`table ${publicKey} ${i}`, reply(play, { kind: 'table' }, action));
      for (const seat of play.state.setup.players.map((_, s) => s)) {
        const seatKey = JSON.stringify({ view: viewFor(play.state, seat), asks: asksFor(play, seat), step });
        for (const [i, action] of probes(play).entries()) replies.set(`seat ${seatKey} ${i}`, reply(play, { kind: 'seat', seat }, action));
      }
      out.push(replies);
      const asks = asked(play).filter((a) => !a.optional || a.kind === 'plot-chance');
      const ask = asks[0]!;
      const action: Action =
        ask.kind === 'vote'
          ? ask.seat === null
            ? record({ type: 'vote', approve: play.state.setup.players.map((_, s) => s) })
            : { type: 'vote', approve: true }
          : ask.kind === 'card'
            ? { type: 'card', card: 'success' }
            : ask.kind === 'plot-chance'
              ? { type: 'pass', card: ask.options!['card'] as string, by: ask.seat! }
              : ask.kind === 'show-card'
                ? { type: 'show', card: (ask.options!['loyalty'] as string[])[0]! }
                : choose(play, ask, () => 0);
      const actor: Actor = ask.seat !== null && (!ask.table || ask.hidden || ask.secret) ? { kind: 'seat', seat: ask.seat } : { kind: 'table' };
      play = act(play, actor, action, script).play;
    }
    return out;
  }

  for (const { label, setup } of SETUPS.filter((s) => s.label !== 'base, 8, Targeting, votes on the table')) {
    test(`${label}: the same public state gives the table the same replies, whatever the deal`, () => {
      const seen = new Map<string, { reply: string; seed: number }>();
      let compared = 0;
      for (let seed = 1; seed <= 10; seed++) {
        for (const replies of scriptedReplies(setup, seed)) {
          for (const [key, answer] of replies) {
            const before = seen.get(key);
            if (!before) {
              seen.set(key, { reply: answer, seed });
              continue;
            }
            compared++;
            assert.equal(answer, before.reply, `deals ${before.seed} and ${seed} answer ${key.slice(0, 12)}… differently`);
          }
        }
      }
      assert.ok(compared > 500, `only ${compared} replies compared across deals`);
    });
  }
});
