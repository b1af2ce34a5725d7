/**
 * The engine owns every step (core/steps.ts): games played only through `asked` and
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
import { act, asked, asksFor, dealSetup, isRefusal, startPlay, viewFor } from '../../../../src/games/resistance/engine.ts';
import type { Action, Actor, GameEvent, GameSetupInput, MissionCard, Play, Seat } from '../../../../src/games/resistance/engine.ts';
import { names } from '../helpers.ts';
import { actorFor, choose, playThrough, record, rng, SETUPS, takeable } from '../steps-driver.ts';

describe('the engine owns every step', () => {
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

describe('a refusal never depends on a fact the device may not know', () => {
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
