/**
 * Rebellion vs Empire's end of round and end of game (other-games.md A.4–A.8), each rule by its
 * id: the order of step 5 (check, refresh, draw), the refresh and the draw over whole random
 * games, a mission card liberating twice, the marker turned, the Empire's win after the Final
 * Showdown, the Final Showdown's own check, the proof the app suggests (G2-OP-13).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asked, createGame, REBEL_DECK, reduce, TOKENS, viewFor } from '../../../src/games/rebellion-vs-empire/engine.ts';
import type { CardId, District, GameEvent, GameSetup, GameState, MissionEntry } from '../../../src/games/rebellion-vs-empire/engine.ts';
import { playGame } from './driver.ts';

const ROW: District[] = ['ministry-of-plenty', 'ministry-of-peace', 'capitol', 'police-headquarters', 'ministry-of-truth'];
const BASE: GameSetup = { capitolVariant: false, missionCards: 'app' };
const MISSIONS: MissionEntry[] = ['espionage', 'civil-disobedience', 'coordinated-plot'];
const SETUPS: GameSetup[] = [BASE, { capitolVariant: true, missionCards: 'app' }, { capitolVariant: false, missionCards: 'table' }];

function run(state: GameState, ...events: GameEvent[]): GameState {
  return events.reduce(reduce, state);
}

function start(top: CardId[], missions: MissionEntry[] = MISSIONS): GameState {
  const deck = [...top, ...REBEL_DECK.filter((c) => !top.includes(c))];
  return run(createGame(BASE), { type: 'row', row: ROW }, { type: 'missions', missions }, { type: 'shuffle', deck });
}

/** Whole random games of every setup, each state with the events that led to it. */
function games(count: number): { setup: GameSetup; states: GameState[]; events: GameEvent[] }[] {
  return Array.from({ length: count }, (_, i) => {
    const setup = SETUPS[i % SETUPS.length]!;
    const states: GameState[] = [];
    const { events } = playGame(setup, i + 1, i % 2 ? 'focused' : 'random', (state) => states.push(state));
    return { setup, states, events };
  });
}

const GAMES = games(30);

/** Each state at the start of a round (step 1, or step 2 in the Final Showdown) with the one before it. */
function roundStarts(): { before: GameState; after: GameState }[] {
  return GAMES.flatMap(({ states }) => states.slice(1).flatMap((after, i) => (after.round > states[i]!.round && states[i]!.round > 0 ? [{ before: states[i]!, after }] : [])));
}

describe('the end of a round (G2-ROUND-END, G2-REFRESH, G2-DRAW)', () => {
  it('G2-ROUND-END: the liberation check first, then the refresh and the draw; the Blockade ends with its round', () => {
    // Round 1 uses Destroy and Blockade, round 2 Surveillance and Redirect: all four are used at round 2's check.
    const top: CardId[] = ['intelligence-2', 'coup-2', 'feint-1', 'supplies-3', 'supplies-4', 'intelligence-4', 'riots-4', 'coup-3'];
    const s = run(
      start(top),
      { type: 'area', districts: ['ministry-of-plenty', 'ministry-of-peace'] },
      { type: 'play', hidden: ['intelligence-2', 'feint-1'], revealed: 'coup-2' },
      { type: 'power', token: 'destroy', slot: 'hidden-2' },
      { type: 'power', token: 'blockade', district: 'ministry-of-peace' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'ministry-of-plenty' }, { slot: 'revealed', district: 'ministry-of-plenty' }] },
      { type: 'area', districts: ['police-headquarters', 'ministry-of-truth'] },
      { type: 'play', hidden: ['intelligence-4', 'riots-4'], revealed: 'coup-3' },
      { type: 'power', token: 'surveillance', slot: 'hidden-1' },
      { type: 'power', token: 'redirect', slot: 'revealed', district: 'ministry-of-plenty' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'ministry-of-truth' }, { slot: 'hidden-2', district: 'ministry-of-truth' }] },
    );
    // (a) the check waits for the proof: no refresh, no draw yet.
    assert.equal(s.phase, 'liberation');
    assert.deepEqual(s.pending, ['ministry-of-truth']);
    assert.ok(TOKENS.every((t) => s.used[t]), 'all four still used during the check');
    assert.equal(s.hand.length, 2, 'nothing drawn during the check');
    const deckBefore = s.deck.slice(0, 3);
    const after = reduce(s, { type: 'liberate', district: 'ministry-of-truth', mission: 'espionage', reveal: ['riots-4'] });
    // (b) the refresh, (c) the draw, and the next round.
    assert.equal(after.liberated.length, 1);
    assert.ok(TOKENS.every((t) => !after.used[t]), 'G2-REFRESH: all four available again');
    assert.deepEqual(after.hand.slice(2), deckBefore, 'G2-DRAW: the top three cards');
    assert.equal(after.blockade, null);
    assert.equal(after.round, 3);
    assert.equal(after.phase, 'area');
  });

  it('G2-REFRESH: all four tokens in rounds 1, 3, 5 and 7; in the even rounds and the Final Showdown only the two not used the round before', () => {
    const starts = roundStarts();
    assert.ok(starts.length > 100);
    for (const { before, after } of starts) {
      const available = TOKENS.filter((t) => !after.used[t]);
      if (after.round % 2 === 1) {
        assert.ok(TOKENS.every((t) => before.used[t]), `round ${after.round - 1} used the last two`);
        assert.deepEqual(available, [...TOKENS], `round ${after.round}: all four turned back`);
      } else {
        assert.deepEqual(available, TOKENS.filter((t) => !before.used[t]), `round ${after.round}: the two used stay used`);
        assert.equal(available.length, 2, `round ${after.round}: two tokens left`);
      }
    }
  });

  it('G2-DRAW: at the end of every round the Rebellion draws the top 3 cards of its deck, back to 5 in hand', () => {
    for (const { before, after } of roundStarts()) {
      if (after.final) continue;
      assert.equal(after.hand.length, 5, `round ${after.round}`);
      assert.equal(after.deck.length, before.deck.length - 3);
    }
    const s = start(['intelligence-2', 'coup-2', 'feint-1', 'supplies-3', 'supplies-4']);
    const next = run(
      s,
      { type: 'area', districts: ['ministry-of-plenty', 'ministry-of-peace'] },
      { type: 'play', hidden: ['intelligence-2', 'feint-1'], revealed: 'coup-2' },
      { type: 'power', token: 'destroy', slot: 'hidden-2' },
      { type: 'power', token: 'blockade', district: 'ministry-of-peace' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'ministry-of-plenty' }, { slot: 'revealed', district: 'ministry-of-plenty' }] },
    );
    assert.deepEqual(next.hand, ['supplies-3', 'supplies-4', ...s.deck.slice(0, 3)]);
  });
});

describe('liberation (G2-LIB-4, G2-LIB-6, G2-OP-13)', () => {
  /** Round 1: Espionage liberates the Ministry of Plenty (hidden 4 of Intelligence and 4 of Riots). */
  function firstLiberation(): GameState {
    const top: CardId[] = ['intelligence-4', 'riots-4', 'coup-2', 'feint-1', 'supplies-3', 'intelligence-5', 'riots-5', 'coup-3'];
    return run(
      start(top),
      { type: 'area', districts: ['ministry-of-plenty', 'ministry-of-peace'] },
      { type: 'play', hidden: ['intelligence-4', 'riots-4'], revealed: 'coup-2' },
      { type: 'power', token: 'destroy', slot: 'revealed' },
      { type: 'power', token: 'blockade', district: 'ministry-of-peace' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'ministry-of-plenty' }, { slot: 'hidden-2', district: 'ministry-of-plenty' }] },
      { type: 'liberate', district: 'ministry-of-plenty', mission: 'espionage', reveal: ['intelligence-4', 'riots-4'] },
    );
  }

  it('G2-LIB-4: the mission card that liberated a district liberates another', () => {
    const s = run(
      firstLiberation(),
      { type: 'area', districts: ['police-headquarters', 'ministry-of-truth'] },
      { type: 'play', hidden: ['intelligence-5', 'riots-5'], revealed: 'coup-3' },
      { type: 'power', token: 'surveillance', slot: 'hidden-1' },
      { type: 'power', token: 'redirect', slot: 'revealed', district: 'capitol' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'ministry-of-truth' }, { slot: 'hidden-2', district: 'ministry-of-truth' }] },
    );
    assert.deepEqual(s.pending, ['ministry-of-truth']);
    assert.deepEqual(asked(s)[0]!.options!.proofs![0]!.missions.map((m) => m.mission), ['espionage']);
    const l = reduce(s, { type: 'liberate', district: 'ministry-of-truth', mission: 'espionage', reveal: ['riots-5'] });
    assert.deepEqual(l.liberated.map((x) => [x.district, x.mission]), [['ministry-of-plenty', 'espionage'], ['ministry-of-truth', 'espionage']]);
  });

  it('G2-LIB-6: the liberated district’s marker is turned: it shows as liberated, with the mission that freed it, and no longer as a district of the row', () => {
    const s = firstLiberation();
    const view = viewFor(s, 'public');
    assert.deepEqual(view.liberated.map((l) => [l.district, l.mission, l.round]), [['ministry-of-plenty', 'espionage', 1]]);
    assert.deepEqual(view.row.map((d) => d.district), ROW.slice(1));
    assert.deepEqual(view.row.map((d) => d.position), [1, 2, 3, 4]);
  });

  it('G2-OP-13: the Rebellion chooses which mission met it proves; the app offers the one needing the fewest reveals first', () => {
    // A hidden 4 of Coup redirected into the Capitol, then a hidden 4 of Riots and a revealed 4 of
    // Intelligence assigned there: Espionage needs the 4 of Riots shown, Coordinated Plot both 4s.
    const s = run(
      start(['riots-4', 'coup-4', 'intelligence-4', 'feint-1', 'supplies-3'], ['coordinated-plot', 'espionage', 'civil-disobedience']),
      { type: 'area', districts: ['capitol', 'police-headquarters'] },
      { type: 'play', hidden: ['riots-4', 'coup-4'], revealed: 'intelligence-4' },
      { type: 'power', token: 'blockade', district: 'police-headquarters' },
      { type: 'power', token: 'redirect', slot: 'hidden-2', district: 'capitol' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'capitol' }, { slot: 'revealed', district: 'capitol' }] },
    );
    assert.deepEqual(asked(s)[0]!.options!.proofs, [
      { district: 'capitol', missions: [{ mission: 'espionage', reveal: ['riots-4'] }, { mission: 'coordinated-plot', reveal: ['coup-4', 'riots-4'] }] },
    ]);
    const plot = reduce(s, { type: 'liberate', district: 'capitol', mission: 'coordinated-plot', reveal: ['coup-4', 'riots-4'] });
    assert.deepEqual(plot.liberated.map((l) => [l.mission, l.revealed]), [['coordinated-plot', ['coup-4', 'riots-4']]]);
    const espionage = reduce(s, { type: 'liberate', district: 'capitol', mission: 'espionage', reveal: ['riots-4'] });
    assert.deepEqual(espionage.stacks.capitol.filter((c) => !c.revealed).map((c) => c.card), ['coup-4'], 'the choice changes only which cards become revealed');
  });
});

describe('the end of the game (G2-END-2, G2-FINAL-5)', () => {
  it('G2-END-2: the Empire wins only after the Final Showdown, holding at least 3 districts; there is no draw', () => {
    let empire = 0;
    for (const { states } of GAMES) {
      const last = states.at(-1)!;
      assert.ok(last.winner === 'rebellion' || last.winner === 'empire');
      if (last.winner !== 'empire') continue;
      empire++;
      assert.ok(last.final, 'the Final Showdown was played');
      assert.ok(last.row.length >= 3 && last.liberated.length < 3, `${last.row.length} districts held`);
      assert.equal(last.hand.length + last.deck.length, 0, 'the Rebellion played all the cards of its deck');
    }
    assert.ok(empire > 3, `${empire} Empire wins`);
  });

  it('G2-FINAL-5: the Final Showdown’s liberation check is made as in any round, then the game ends, with no refresh and no draw', () => {
    let checked = 0;
    for (const { states, events } of GAMES) {
      const i = states.findIndex((s) => s.final && s.phase === 'liberation');
      if (i < 0) continue;
      const check = states[i]!;
      assert.ok(check.pending.length > 0 || events.some((e) => e.type === 'liberate'));
      const last = states.at(-1)!;
      assert.equal(last.phase, 'over');
      assert.equal(last.round, check.round, 'no further round');
      assert.deepEqual(last.used, check.used, 'no refresh');
      assert.deepEqual(last.hand, check.hand, 'no draw');
      assert.ok(last.liberated.length >= check.liberated.length + check.pending.length, 'every district met was liberated');
      checked++;
    }
    assert.ok(checked > 0, 'some Final Showdown liberates a district');
  });
});
