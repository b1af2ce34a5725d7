/**
 * Property tests over random games of the traitor expansion (seeded, through the engine's steps):
 * (a) random whole games end, with a winner that matches the state (G3-END-1, G3-END-2, G3-OP-2),
 *     and replaying the log gives the same state;
 * (b) the view allow-list: before the reveal, no view holds another player's loyalty card or Plot
 *     (G3-SET-5, G3-SET-6, G3-PLAY-NAMES): the same public events under different deals give the
 *     same public view, asks and consequences, and the same seat view to a seat dealt the same
 *     cards; serialized views name no Plot but the seat's own.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act, apply, asksFor, createGame, dealEvent, replay, viewFor } from '../../../src/games/traitor/engine.ts';
import type { CardData, GameEvent, GameState, SetupInput } from '../../../src/games/traitor/engine.ts';
import { randomStep } from './driver.ts';
import { ALL_PLOTS, NAMES, seeded, setupOf } from './helpers.ts';

/** A setup: the test fixtures, or the seed's cards alone plus bare Plots (so the table enters the rest mid-game). */
function randomSetup(r: (n: number) => number): SetupInput {
  const n = 2 + r(4);
  if (r(2) === 0) return setupOf(n, { deckOut: r(3) === 0 ? 'empty-draw' : 'last-card', firstPlayer: r(n) });
  const plots: CardData[] = ['q1', 'q2', 'q3', 'q4'].map((id) => ({ id, role: 'plot', name: `Plot ${id}`, nameEn: null, level: null, effect: null, requirements: [], power: null, source: 'table' }));
  return { players: NAMES.slice(0, n), machination: 'heroes-are-your-puppets', plots: ['technological-breakthrough', ...plots.map((p) => p.id)], cards: plots, firstPlayer: r(n) };
}

describe('random whole games (seeded)', () => {
  for (let seed = 1; seed <= 120; seed++) {
    it(`game ${seed} ends with the winner its state says, and replays`, () => {
      const r = seeded(seed);
      const setup = randomSetup(r);
      let state = createGame(setup);
      const log: GameEvent[] = [];
      let steps = 0;
      while (state.phase !== 'over') {
        assert.ok(++steps < 4000, 'the game ends');
        const before = JSON.stringify(state);
        const { acted } = randomStep(state, r, { deck: 40 });
        assert.equal(JSON.stringify(state), before, 'act does not change the state it was given');
        // Each event's consequences are what apply says, in order.
        let check = state;
        const consequences = acted.events.flatMap((e) => {
          const done = apply(check, e);
          check = done.state;
          return done.consequences;
        });
        assert.deepEqual(acted.consequences, consequences);
        log.push(...acted.events);
        state = acted.state;
        for (const viewer of ['public' as const, ...state.setup.players.map((_, i) => i)]) JSON.parse(JSON.stringify(viewFor(state, viewer)));
      }
      const loyalty = state.deal!.loyalty.slice(0, state.setup.players.length);
      const allDefeated = state.stack.every((s) => s.status === 'defeated') && (state.plot === null || state.plot.defeated) && (state.superVillains === null || state.superVillains.defeated === 8);
      if (state.winner === 'loyal') assert.ok(allDefeated && state.endReason === 'all-defeated');
      else {
        assert.equal(state.endReason, 'deck-out');
        assert.equal(state.winner, loyalty.includes('traitor') ? 'traitor' : 'nobody');
      }
      assert.notEqual(state.revealed, null, 'G3-END-3: every loyalty card is face up at the end');
      assert.deepEqual(viewFor(state, 'public').loyalty, loyalty);
      assert.deepEqual(replay(setup, JSON.parse(JSON.stringify(log))), state);
    });
  }

  it('the random games reach every end and every reveal', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 120; seed++) {
      const r = seeded(seed);
      let state = createGame(randomSetup(r));
      let revealedBy: string | null = null;
      while (state.phase !== 'over') {
        state = randomStep(state, r, { deck: 40 }).acted.state;
        revealedBy ??= state.revealed;
      }
      seen.add(`winner:${state.winner}`);
      seen.add(`revealed:${revealedBy}`);
    }
    for (const k of ['winner:loyal', 'winner:traitor', 'winner:nobody', 'revealed:machination', 'revealed:level-3', 'revealed:clock', 'revealed:end']) assert.ok(seen.has(k), `${k} in ${[...seen]}`);
  });
});

describe('the view allow-list before the reveal', () => {
  /** The cards a seat holds: its loyalty card and its Plot. */
  const own = (deal: GameEvent & { type: 'deal' }, seat: number) => `${deal.loyalty[seat]}/${deal.plots[seat]}`;

  for (let seed = 1; seed <= 40; seed++) {
    it(`script ${seed}: public events under 10 random deals`, () => {
      const r = seeded(1000 + seed);
      const setup = randomSetup(r);
      const n = setup.players.length;
      // A script of public events played under a first deal, up to the reveal (no Foul Machination, no Disintegration).
      let state = createGame(setup);
      const firstDeal = dealEvent(state, r);
      state = apply(state, firstDeal).state;
      const script: GameEvent[] = [];
      for (let i = 0; i < 150 && state.phase !== 'over' && state.revealed === null; i++) {
        const { acted } = randomStep(state, r, { deck: 60, noMachination: true, noDestroy: true });
        if (acted.state.revealed !== null) break;
        script.push(...acted.events);
        state = acted.state;
      }
      // The same script under other deals: every state along it, views compared.
      const deals = [firstDeal, ...Array.from({ length: 9 }, () => dealEvent(createGame(setup), r))];
      const said: string[] = [];
      const runs = deals.map((deal, d) => {
        let s = apply(createGame(setup), deal).state;
        const states: GameState[] = [s];
        const consequences: unknown[] = [];
        for (const e of script) {
          const done = apply(s, e);
          s = done.state;
          states.push(s);
          consequences.push(done.consequences);
        }
        // What the announcer says is the same under every deal (G3-PLAY-NAMES).
        said[d] = JSON.stringify(consequences);
        assert.equal(said[d], said[0], `deal ${d}: the consequences depend on the deal`);
        return states;
      });
      const plotNames = (id: string) => {
        const c = runs[0]![0]!.catalogue[id]!;
        return [c.id, c.name];
      };
      for (let k = 0; k < runs[0]!.length; k++) {
        const publicView = JSON.stringify(viewFor(runs[0]![k]!, 'public'));
        const publicAsks = JSON.stringify(asksFor(runs[0]![k]!, 'public'));
        for (const [d, states] of runs.entries()) {
          const s = states[k]!;
          assert.equal(s.revealed, null);
          assert.equal(JSON.stringify(viewFor(s, 'public')), publicView, `deal ${d}, step ${k}: the public view depends on the deal`);
          assert.equal(JSON.stringify(asksFor(s, 'public')), publicAsks, `deal ${d}, step ${k}: the public asks depend on the deal`);
          assert.ok(!/"(loyal|traitor)"(?!:)/.test(publicView), 'G3-PLAY-NAMES: the public view holds no loyalty card');
          for (const id of ALL_PLOTS.concat(['q1', 'q2', 'q3', 'q4'])) {
            if (!s.catalogue[id]) continue;
            for (const text of plotNames(id)) assert.ok(!publicView.includes(JSON.stringify(text)), `the public view names the Plot ${id}`);
          }
          for (let seat = 0; seat < n; seat++) {
            const view = JSON.stringify(viewFor(s, seat));
            const asks = JSON.stringify(asksFor(s, seat));
            // Another seat's Plot is never named.
            for (let other = 0; other < n; other++) {
              if (other === seat || deals[d]!.plots[other] === deals[d]!.plots[seat]) continue;
              for (const text of plotNames(deals[d]!.plots[other]!)) assert.ok(!view.includes(JSON.stringify(text)), `seat ${seat} sees seat ${other}'s Plot`);
            }
            // A seat dealt the same cards under deal 0 sees exactly the same.
            if (own(deals[d] as never, seat) === own(deals[0] as never, seat)) {
              assert.equal(view, JSON.stringify(viewFor(runs[0]![k]!, seat)), `seat ${seat}, deal ${d}, step ${k}`);
              assert.equal(asks, JSON.stringify(asksFor(runs[0]![k]!, seat)));
            }
          }
        }
      }
    });
  }

  it('a declaration is refused alike for everyone, and does nothing public for a player who is not the Traitor (B.10)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const r = seeded(5000 + seed);
      const setup = setupOf(2 + r(4));
      let state = createGame(setup);
      state = apply(state, dealEvent(state, r)).state;
      state = apply(state, { type: 'challenge-revealed', level: 1, card: 'keene-act' }).state;
      const seat = state.active;
      const traitor = state.deal!.loyalty[seat] === 'traitor';
      const wrong = () => act(state, { kind: 'seat', seat }, { type: 'declare-machination', cards: [{ kind: 'hero', cost: 3, traits: [] }] });
      assert.throws(wrong, (e: { rule?: string; code?: string }) => e.rule === 'G3-OP-5' && e.code === 'lines-unmet');
      const other = (seat + 1) % setup.players.length;
      assert.throws(() => act(state, { kind: 'seat', seat: other }, { type: 'declare-machination', cards: [] }), (e: { rule?: string; code?: string }) => e.rule === 'G3-FM-3' && e.code === 'not-your-turn');
      const cards = [{ kind: 'hero' as const, cost: 3, traits: [] }, { kind: 'hero' as const, cost: 1, traits: [] }, { kind: 'villain' as const, cost: 4, traits: [] }, { kind: 'super-power' as const, cost: 5, traits: [] }, { kind: 'hero' as const, cost: 5, traits: [] }];
      const done = act(state, { kind: 'seat', seat }, { type: 'declare-machination', cards });
      if (traitor) assert.equal(done.state.revealed, 'machination');
      else {
        assert.deepEqual([done.events, done.consequences, done.own], [[], [], { machination: 'nothing-happens' }]);
        assert.equal(done.state, state);
      }
    }
  });
});
