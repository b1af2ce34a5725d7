/**
 * The reducer of the traitor expansion by rule id: the setup, the secret deal (3–5 players and the
 * 2-player deal with and without a Traitor), the Challenge stack, contributions and defeats, the
 * reveal, the Plot, both ends of the game, Disintegration, and replay.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apply, createGame, currentChallenge, dealEvent, replay, traitorSeat } from '../../../src/games/traitor/engine.ts';
import type { Consequence, GameEvent, GameState } from '../../../src/games/traitor/engine.ts';
import { ALL_PLOTS, card, dealWith, KEENE_CARDS, newGame, NIXON_CARDS, play, PUPPETS_CARDS, refuses, seeded, setupOf, started } from './helpers.ts';

const kinds = (cs: Consequence[]) => cs.map((c) => c.kind);

/** Defeats the current level 1 (Keene Act) on seat 0's turn and ends the turn. */
function beatLevel1(state: GameState): GameState {
  return play(state, { type: 'contributed', seat: state.active, cards: KEENE_CARDS }, { type: 'challenge-defeated', seat: state.active }, { type: 'turn-ended', seat: state.active });
}

describe('setup (G3-SET-…)', () => {
  it('G3-SET-1: 2 to 5 players with distinct names', () => {
    refuses(() => createGame(setupOf(1)), 'G3-SET-1', 'player-count');
    refuses(() => createGame({ ...setupOf(3), players: ['A', 'B', 'C', 'D', 'E', 'F'] }), 'G3-SET-1', 'player-count');
    refuses(() => createGame({ ...setupOf(3), players: ['A', 'a', 'C'] }), 'G3-SET-1', 'same-name');
    refuses(() => createGame({ ...setupOf(3), players: ['A', '', 'C'] }), 'G3-SET-1', 'player-name');
  });

  it('G3-SET-7: the card face up is a Foul Machination', () => {
    refuses(() => createGame(setupOf(3, { machination: 'nixon' })), 'G3-SET-7', 'not-a-machination');
  });

  it('G3-SET-6: one Plot per player among Plot cards', () => {
    refuses(() => createGame(setupOf(4, { plots: ALL_PLOTS.slice(0, 3) })), 'G3-SET-6', 'too-few-plots');
    refuses(() => createGame(setupOf(3, { plots: ['plot-b', 'plot-b', 'plot-c'] })), 'G3-SET-6', 'same-plot');
    refuses(() => createGame(setupOf(3, { plots: ['plot-b', 'plot-c', 'nixon'] })), 'G3-SET-6', 'not-a-plot');
    // With the seed's cards alone only one Plot is known: no deal until the table enters the others.
    refuses(() => createGame({ players: ['A', 'B'], machination: 'heroes-are-your-puppets', plots: ['technological-breakthrough'] }), 'G3-SET-6', 'too-few-plots');
  });

  it('starts with the stack face down, nothing revealed, the deal asked', () => {
    const s = newGame(4);
    assert.equal(s.phase, 'deal');
    assert.deepEqual(s.stack.map((x) => [x.level, x.status]), [[1, 'face-down'], [2, 'face-down'], [3, 'face-down']]);
    assert.equal(s.revealed, null);
  });
});

describe('the secret deal (G3-SET-5, G3-SET-6, G3-2P-1)', () => {
  it('G3-SET-5: as many loyalty cards as players, one Traitor', () => {
    const s = newGame(4);
    refuses(() => apply(s, { type: 'deal', loyalty: ['loyal', 'loyal', 'traitor'], plots: ALL_PLOTS.slice(0, 4) }), 'G3-SET-5', 'loyalty-count');
    refuses(() => apply(s, { type: 'deal', loyalty: ['loyal', 'loyal', 'loyal', 'loyal'], plots: ALL_PLOTS.slice(0, 4) }), 'G3-SET-5', 'one-traitor');
    refuses(() => apply(s, { type: 'deal', loyalty: ['traitor', 'loyal', 'traitor', 'loyal'], plots: ALL_PLOTS.slice(0, 4) }), 'G3-SET-5', 'one-traitor');
  });

  it('G3-2P-1: three loyalty cards with 2 players', () => {
    const s = newGame(2);
    refuses(() => apply(s, { type: 'deal', loyalty: ['loyal', 'traitor'], plots: ALL_PLOTS.slice(0, 2) }), 'G3-2P-1', 'loyalty-count');
    assert.equal(apply(s, dealWith(2, null)).state.phase, 'challenge');
  });

  it('G3-SET-6: one different Plot per player, among those shuffled', () => {
    const s = newGame(3, { plots: ['plot-b', 'plot-c', 'plot-d'] });
    refuses(() => apply(s, { type: 'deal', loyalty: ['traitor', 'loyal', 'loyal'], plots: ['plot-b', 'plot-b', 'plot-c'] }), 'G3-SET-6', 'plot-deal');
    refuses(() => apply(s, { type: 'deal', loyalty: ['traitor', 'loyal', 'loyal'], plots: ['plot-b', 'plot-c', 'plot-e'] }), 'G3-SET-6', 'plot-deal');
  });

  it('the app\'s deal: one Traitor, distinct Plots; with 2 players sometimes no Traitor at all (G3-2P-1)', () => {
    let noTraitor = 0;
    const seatsTraitor = [0, 0];
    for (let seed = 1; seed <= 300; seed++) {
      const s = newGame(2);
      const deal = dealEvent(s, seeded(seed));
      const after = apply(s, deal).state;
      assert.equal(deal.loyalty.filter((l) => l === 'traitor').length, 1);
      assert.equal(new Set(deal.plots).size, 2);
      const t = traitorSeat(after);
      if (t === null) noTraitor++;
      else seatsTraitor[t]!++;
    }
    // Each of the 3 places is the Traitor's about a third of the time.
    for (const count of [noTraitor, ...seatsTraitor]) assert.ok(count > 60 && count < 140, `counts ${noTraitor}, ${seatsTraitor}`);
  });

  it('the deal comes once; the board waits for it', () => {
    const s = play(newGame(3), dealWith(3, 1));
    refuses(() => apply(s, dealWith(3, 1)), 'REC-EVENT', 'dealt-already');
    refuses(() => apply(newGame(3), { type: 'challenge-revealed', level: 1, card: 'keene-act' }), 'G3-CH-1', 'not-due');
  });
});

describe('the Challenge stack (G3-SET-8, G3-CH-1)', () => {
  it('G3-SET-8: level 1 first, a Challenge of that level, never twice', () => {
    const s = play(newGame(3), dealWith(3, 0));
    refuses(() => apply(s, { type: 'challenge-revealed', level: 2, card: 'nixon' }), 'G3-SET-8', 'wrong-level');
    refuses(() => apply(s, { type: 'challenge-revealed', level: 1, card: 'nixon' }), 'G3-SET-8', 'wrong-level');
    refuses(() => apply(s, { type: 'challenge-revealed', level: 1, card: 'plot-b' }), 'G3-SET-8', 'not-a-challenge');
    const { state, consequences } = apply(s, { type: 'challenge-revealed', level: 1, card: 'keene-act' });
    assert.deepEqual(kinds(consequences), ['challenge-revealed', 'turn']);
    assert.equal(state.phase, 'turn');
    assert.equal(state.turn, 1);
  });

  it('G3-CARD-UNKNOWN: a Challenge whose level is not entered is entered first, then turned', () => {
    const s = play(createGame({ players: ['A', 'B', 'C'], machination: 'heroes-are-your-puppets', plots: ['technological-breakthrough', 'p2', 'p3'], cards: [{ id: 'p2', role: 'plot', name: 'P2' }, { id: 'p3', role: 'plot', name: 'P3' }] as never }), { type: 'deal', loyalty: ['traitor', 'loyal', 'loyal'], plots: ['p3', 'technological-breakthrough', 'p2'] });
    refuses(() => apply(s, { type: 'challenge-revealed', level: 1, card: 'cancerphobia' }), 'G3-CARD-UNKNOWN', 'level-unknown');
    const entered = apply(s, { type: 'card-entered', card: { id: 'cancerphobia', role: 'challenge', name: 'Kancerofobia', nameEn: null, level: 1, effect: null, requirements: null, power: null, source: 'table' } });
    assert.deepEqual(entered.consequences, [{ kind: 'card-entered', card: 'cancerphobia', role: 'challenge', fields: ['level'] }]);
    const t = play(entered.state, { type: 'challenge-revealed', level: 1, card: 'cancerphobia' });
    // Its requirements are unknown: no contribution until they are entered (never invented).
    refuses(() => apply(t, { type: 'contributed', seat: 0, cards: [card('weakness', 0)] }), 'G3-CARD-UNKNOWN', 'requirements-unknown');
    const u = play(t, { type: 'card-entered', card: { id: 'cancerphobia', role: 'challenge', name: 'Kancerofobia', nameEn: null, level: null, effect: null, requirements: [{ count: 2, kinds: ['weakness'], costMin: null, costMax: null, traits: null }], power: null, source: 'table' } });
    assert.equal(apply(u, { type: 'contributed', seat: 0, cards: [card('weakness', 0)] }).state.stack[0]!.contributed.length, 1);
  });

  it('G3-CH-ADD-1: only the active player contributes, on their turn', () => {
    const s = started(3);
    refuses(() => apply(s, { type: 'contributed', seat: 1, cards: [card('hero')] }), 'G3-CH-ADD-1', 'not-your-turn');
  });

  it('G3-CH-ADD-2 with G3-OP-9: only cards that meet a requirement, surplus allowed', () => {
    const s = started(3);
    refuses(() => apply(s, { type: 'contributed', seat: 0, cards: [card('hero'), card('weakness', 0)] }), 'G3-CH-ADD-2', 'no-match');
    const { state, consequences } = apply(s, { type: 'contributed', seat: 0, cards: [card('hero'), card('hero'), card('hero'), card('hero')] });
    assert.deepEqual(consequences, [{ kind: 'contributed', seat: 0, level: 1, cards: [card('hero'), card('hero'), card('hero'), card('hero')], filled: [3, 0, 0, 0], needed: [3, 2, 4, 2], complete: false }]);
    assert.equal(currentChallenge(state)!.contributed.length, 4);
  });

  it('G3-CH-DEFEAT-1: the Power is paid only once every required card is in', () => {
    const s = play(started(3), { type: 'contributed', seat: 0, cards: KEENE_CARDS.slice(1) });
    refuses(() => apply(s, { type: 'challenge-defeated', seat: 0 }), 'G3-CH-DEFEAT-1', 'requirements-unmet');
    const t = play(s, { type: 'turn-ended', seat: 0 });
    // G3-CH-ADD-1: any player adds cards; the next player completes and defeats it on their own turn.
    const { state, consequences } = apply(play(t, { type: 'contributed', seat: 1, cards: [card('hero', 4)] }), { type: 'challenge-defeated', seat: 1 });
    assert.deepEqual(consequences, [{ kind: 'challenge-defeated', seat: 1, level: 1, card: 'keene-act', destroyed: 11, nextAtEndOfTurn: true }]);
    // G3-CH-DEFEAT-2: removed, contributed cards destroyed.
    assert.equal(state.stack[0]!.status, 'defeated');
    assert.deepEqual(state.stack[0]!.contributed, []);
  });

  it('G3-CH-1: the next Challenge comes at the end of the turn, before the next player\'s turn', () => {
    const s = play(started(3), { type: 'contributed', seat: 0, cards: KEENE_CARDS }, { type: 'challenge-defeated', seat: 0 });
    refuses(() => apply(s, { type: 'challenge-revealed', level: 2, card: 'nixon' }), 'G3-CH-1', 'not-due');
    refuses(() => apply(s, { type: 'contributed', seat: 0, cards: [card('hero')] }), 'G3-CH-ADD-1', 'no-current');
    const ended = apply(s, { type: 'turn-ended', seat: 0 });
    assert.deepEqual(kinds(ended.consequences), []);
    assert.equal(ended.state.phase, 'challenge');
    assert.equal(ended.state.active, 1);
    refuses(() => apply(ended.state, { type: 'contributed', seat: 1, cards: [card('hero')] }), 'G3-CH-ADD-1', 'not-now');
    const revealed = apply(ended.state, { type: 'challenge-revealed', level: 2, card: 'nixon' });
    assert.deepEqual(revealed.consequences, [{ kind: 'challenge-revealed', level: 2, card: 'nixon' }, { kind: 'turn', seat: 1, turn: 2 }]);
  });
});

describe('the reveal (G3-FM-3, G3-REVEAL-1…3)', () => {
  it('G3-FM-3: only the Traitor, on their turn, with every line met one card per line (G3-OP-5); G3-REVEAL-1: the Traitor’s card turned, then the Plot added', () => {
    const s = started(4, 2);
    refuses(() => apply(s, { type: 'machination-completed', seat: 2, cards: PUPPETS_CARDS.slice(1) }), 'G3-FM-3', 'not-your-turn');
    const t = play(s, { type: 'turn-ended', seat: 0 }, { type: 'turn-ended', seat: 1 });
    refuses(() => apply(t, { type: 'machination-completed', seat: 2, cards: PUPPETS_CARDS.slice(2) }), 'G3-OP-5', 'lines-unmet');
    // 4 players: the first line is ignored (G3-FM-2).
    const { state, consequences } = apply(t, { type: 'machination-completed', seat: 2, cards: PUPPETS_CARDS.slice(1) });
    assert.deepEqual(kinds(consequences), ['machination-completed', 'traitor-revealed', 'plot-joined', 'loyalty-revealed', 'rules-changed']);
    assert.deepEqual(consequences[2], { kind: 'plot-joined', seat: 2, card: ALL_PLOTS[2], power: 9 });
    assert.deepEqual(consequences[3], { kind: 'loyalty-revealed', why: 'machination', loyalty: ['loyal', 'loyal', 'traitor', 'loyal'] });
    assert.deepEqual(state.rules, { loyalAttacksHarmless: true, helping: true });
    assert.deepEqual(state.plot, { card: ALL_PLOTS[2], seat: 2, defeated: false });
    refuses(() => apply(state, { type: 'machination-completed', seat: 2, cards: PUPPETS_CARDS }), 'G3-FM-3', 'already-completed');
  });

  it('G3-FM-3: a player who is not the Traitor completes nothing', () => {
    const s = started(3, 1);
    refuses(() => apply(s, { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS }), 'G3-FM-3', 'not-traitor');
  });

  it('G3-FM-2: with 3 players the first line applies', () => {
    const s = started(3, 0);
    refuses(() => apply(s, { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS.slice(1) }), 'G3-OP-5', 'lines-unmet');
    assert.equal(apply(s, { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS }).state.revealed, 'machination');
  });

  it('G3-PLOT-4: a loyal player defeats the Plot on their turn; the Traitor cannot', () => {
    const s = play(started(3, 0), { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS });
    refuses(() => apply(s, { type: 'plot-defeated', seat: 0 }), 'G3-PLOT-4', 'loyal-only');
    refuses(() => apply(s, { type: 'plot-defeated', seat: 1 }), 'G3-PLOT-4', 'not-your-turn');
    const t = play(s, { type: 'turn-ended', seat: 0 });
    const { state, consequences } = apply(t, { type: 'plot-defeated', seat: 1 });
    assert.deepEqual(consequences, [{ kind: 'plot-defeated', seat: 1, card: ALL_PLOTS[0] }]);
    assert.equal(state.phase, 'turn', 'G3-PLOT-5: the game goes on');
    refuses(() => apply(state, { type: 'plot-defeated', seat: 1 }), 'G3-PLOT-4', 'no-plot');
    refuses(() => apply(started(3, 0), { type: 'plot-defeated', seat: 0 }), 'G3-PLOT-4', 'no-plot');
  });

  it('G3-CARD-DISINTEGRATION: a loyal player is targeted only after the reveal; the turn passes if it was theirs', () => {
    const s = started(3, 0);
    refuses(() => apply(s, { type: 'player-destroyed', seat: 1 }), 'G3-CARD-DISINTEGRATION', 'not-revealed');
    refuses(() => apply(s, { type: 'player-destroyed', seat: 0 }), 'G3-CARD-DISINTEGRATION', 'not-revealed');
    const t = play(s, { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS });
    // 003: 270–272 restricts only loyal players as targets: the revealed Traitor may be destroyed too (engine reading T-4).
    const traitorOut = apply(t, { type: 'player-destroyed', seat: 0 });
    assert.deepEqual(traitorOut.state.out, [0]);
    assert.deepEqual(kinds(traitorOut.consequences), ['player-destroyed', 'turn']);
    assert.equal(traitorOut.state.active, 1);
    const u = play(t, { type: 'player-destroyed', seat: 1 });
    refuses(() => apply(u, { type: 'player-destroyed', seat: 1 }), 'G3-CARD-DISINTEGRATION', 'already-out');
    const v = play(u, { type: 'turn-ended', seat: 0 });
    assert.equal(v.active, 2, 'the destroyed player is skipped');
    const w = apply(v, { type: 'player-destroyed', seat: 2 });
    assert.deepEqual(kinds(w.consequences), ['player-destroyed', 'turn']);
    assert.equal(w.state.active, 0);
  });
});

describe('the end (G3-END-1, G3-END-2, G3-END-3)', () => {
  /** Plays levels 1–3 to their defeat from `s` (level 1 face up, seat 0 active, 3 players). */
  function beatAll(s: GameState): { state: GameState; consequences: Consequence[] } {
    let t = beatLevel1(s);
    t = play(t, { type: 'challenge-revealed', level: 2, card: 'nixon' }, { type: 'contributed', seat: 1, cards: NIXON_CARDS }, { type: 'challenge-defeated', seat: 1 }, { type: 'turn-ended', seat: 1 });
    t = play(t, { type: 'challenge-revealed', level: 3, card: 'doomsday-clock' }, { type: 'contributed', seat: 2, cards: [card('location', 2), card('super-power', 5), card('super-power', 6)] });
    return apply(t, { type: 'challenge-defeated', seat: 2 });
  }

  it('G3-END-1: the three levels defeated without the Plot in play: the loyal players win, loyalty revealed (G3-END-3)', () => {
    const { state, consequences } = beatAll(started(3, 1));
    assert.deepEqual(kinds(consequences), ['challenge-defeated', 'loyalty-revealed', 'game-over']);
    assert.deepEqual(consequences.at(-2), { kind: 'loyalty-revealed', why: 'end', loyalty: ['loyal', 'traitor', 'loyal'] });
    assert.deepEqual(consequences.at(-1), { kind: 'game-over', winner: 'loyal', reason: 'all-defeated' });
    assert.equal(state.phase, 'over');
    refuses(() => apply(state, { type: 'deck-ran-out' }), 'REC-EVENT', 'game-over');
  });

  it('G3-END-1 with G3-PLOT-3: the Plot in play must be defeated too', () => {
    const s = play(started(3, 0), { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS });
    const { state, consequences } = beatAll(s);
    assert.equal(state.phase, 'turn');
    assert.deepEqual(kinds(consequences), ['challenge-defeated']);
    const t = play(state, { type: 'turn-ended', seat: 2 }, { type: 'turn-ended', seat: 0 });
    const end = apply(t, { type: 'plot-defeated', seat: 1 });
    assert.deepEqual(kinds(end.consequences), ['plot-defeated', 'game-over'], 'loyalty was already revealed');
    assert.equal(end.state.winner, 'loyal');
  });

  it('G3-END-2 with G3-OP-1 (a): an entered count of 0 ends the game, the Traitor wins', () => {
    const s = play(started(4, 3), { type: 'deck-count', count: 12 });
    assert.equal(s.deck, 12);
    const { state, consequences } = apply(s, { type: 'deck-count', count: 0 });
    assert.deepEqual(kinds(consequences), ['deck-count', 'loyalty-revealed', 'game-over']);
    assert.equal(state.winner, 'traitor');
    assert.equal(state.endReason, 'deck-out');
  });

  it('G3-OP-1 (b): with the "empty draw" reading a count of 0 does not end it; the table\'s "ran out" does', () => {
    const s = play(started(4, 3, { deckOut: 'empty-draw' }), { type: 'deck-count', count: 0 });
    assert.equal(s.phase, 'turn');
    assert.equal(apply(s, { type: 'deck-ran-out' }).state.winner, 'traitor');
  });

  it('refuses a bad count by REC-FORMAT', () => {
    refuses(() => apply(started(3), { type: 'deck-count', count: -1 }), 'REC-FORMAT', 'bad-count');
    refuses(() => apply(newGame(3), { type: 'deck-ran-out' }), 'REC-EVENT', 'not-dealt');
  });
});

describe('two players (G3-2P-…)', () => {
  /** A 2-player game to the level 3 Challenge. */
  function toLevel3(traitor: number | null): { state: GameState; consequences: Consequence[] } {
    let t = beatLevel1(started(2, traitor));
    t = play(t, { type: 'challenge-revealed', level: 2, card: 'riots' }, { type: 'contributed', seat: 1, cards: [card('hero', 1, ['attack']), card('villain', 2, ['defense']), card('location', 3)] }, { type: 'challenge-defeated', seat: 1 }, { type: 'turn-ended', seat: 1 });
    return apply(t, { type: 'challenge-revealed', level: 3, card: 'alien-invasion' });
  }
  const alienCards = [card('hero', 1, ['guardians']), card('equipment', 2, ['guardians']), card('villain', 6), card('villain', 8)];

  it('G3-2P-2 and G3-2P-3: with a Traitor, both reveal at level 3 and play goes on; the Traitor may still complete the Foul Machination (G3-OP-7)', () => {
    const { state, consequences } = toLevel3(1);
    assert.deepEqual(kinds(consequences), ['challenge-revealed', 'loyalty-revealed', 'rules-changed', 'turn']);
    assert.deepEqual(consequences[1], { kind: 'loyalty-revealed', why: 'level-3', loyalty: ['loyal', 'traitor'] });
    assert.deepEqual(state.rules, { loyalAttacksHarmless: true, helping: false }, 'helping waits for the Plot (G3-OP-7)');
    assert.equal(state.superVillains, null);
    const t = play(state, { type: 'turn-ended', seat: 0 });
    const fm = apply(t, { type: 'machination-completed', seat: 1, cards: PUPPETS_CARDS });
    assert.deepEqual(kinds(fm.consequences), ['machination-completed', 'traitor-revealed', 'plot-joined', 'rules-changed']);
    assert.deepEqual(fm.state.rules, { loyalAttacksHarmless: true, helping: true });
    assert.equal(fm.state.revealed, 'level-3');
  });

  it('G3-2P-4 and G3-2P-5: two loyal players add 8 Super-Villains and must beat them and level 3 (G3-OP-3)', () => {
    const { state, consequences } = toLevel3(null);
    assert.deepEqual(kinds(consequences), ['challenge-revealed', 'loyalty-revealed', 'rules-changed', 'super-villains', 'turn']);
    assert.deepEqual(state.superVillains, { total: 8, defeated: 0 });
    refuses(() => apply(state, { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS }), 'G3-FM-3', 'not-traitor');
    let t = play(state, { type: 'contributed', seat: 0, cards: alienCards }, { type: 'challenge-defeated', seat: 0 });
    assert.equal(t.phase, 'turn', 'level 3 alone does not win');
    for (let i = 0; i < 7; i++) t = play(t, { type: 'super-villain-defeated', seat: t.active }, { type: 'turn-ended', seat: t.active });
    const end = apply(t, { type: 'super-villain-defeated', seat: t.active });
    assert.deepEqual(end.consequences, [{ kind: 'super-villain-defeated', seat: t.active, left: 0 }, { kind: 'game-over', winner: 'loyal', reason: 'all-defeated' }]);
    refuses(() => apply(started(2, 0), { type: 'super-villain-defeated', seat: 0 }), 'G3-2P-5', 'no-super-villain');
  });

  it('G3-OP-2: two loyal players and the deck out: nobody wins', () => {
    const { state } = toLevel3(null);
    assert.equal(apply(state, { type: 'deck-ran-out' }).state.winner, 'nobody');
    // Before level 3 too: the final reveal shows there was no Traitor.
    const early = apply(started(2, null), { type: 'deck-ran-out' });
    assert.equal(early.state.winner, 'nobody');
    assert.deepEqual(early.consequences[0], { kind: 'loyalty-revealed', why: 'end', loyalty: ['loyal', 'loyal'] });
  });

  it('G3-2P-2: no level 3 reveal when the Foul Machination came first', () => {
    const s = play(started(2, 0), { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS });
    assert.equal(s.revealed, 'machination');
    let t = beatLevel1(s);
    t = play(t, { type: 'challenge-revealed', level: 2, card: 'nixon' }, { type: 'contributed', seat: 1, cards: NIXON_CARDS }, { type: 'challenge-defeated', seat: 1 }, { type: 'turn-ended', seat: 1 });
    assert.deepEqual(kinds(apply(t, { type: 'challenge-revealed', level: 3, card: 'alien-invasion' }).consequences), ['challenge-revealed', 'turn']);
  });
});

describe('the Doomsday Clock (G3-CARD-DOOMSDAY, G3-OP-7, G3-OP-8)', () => {
  /** A game of `n` with the Doomsday Clock as the level 3 Challenge, just turned. */
  function clockAt3(n: number, traitor: number | null): { state: GameState; consequences: Consequence[] } {
    let t = beatLevel1(started(n, traitor));
    const a = t.active;
    t = play(t, { type: 'challenge-revealed', level: 2, card: 'nixon' }, { type: 'contributed', seat: a, cards: NIXON_CARDS }, { type: 'challenge-defeated', seat: a }, { type: 'turn-ended', seat: a });
    return apply(t, { type: 'challenge-revealed', level: 3, card: 'doomsday-clock' });
  }

  it('G3-CARD-DOOMSDAY: counts only while it is the current Challenge, 0 to 12', () => {
    refuses(() => apply(started(3), { type: 'clock-count', count: 1 }), 'G3-CARD-DOOMSDAY', 'no-clock');
    const { state } = clockAt3(3, 1);
    assert.equal(state.clock, 0);
    refuses(() => apply(state, { type: 'clock-count', count: 13 }), 'REC-FORMAT', 'bad-count');
    assert.deepEqual(apply(state, { type: 'clock-count', count: 5 }).consequences, [{ kind: 'clock', count: 5, destroyed: 0 }]);
  });

  it('at 12 every loyalty card is revealed; G3-PLAY-ATTACK applies, helping waits for the Plot; the Traitor may still complete the Foul Machination', () => {
    const { state } = clockAt3(4, 3);
    const { state: s, consequences } = apply(state, { type: 'clock-count', count: 12 });
    assert.deepEqual(consequences, [
      { kind: 'clock', count: 12, destroyed: 0 },
      { kind: 'loyalty-revealed', why: 'clock', loyalty: ['loyal', 'loyal', 'loyal', 'traitor'] },
      { kind: 'rules-changed', rules: { loyalAttacksHarmless: true, helping: false } },
    ]);
    assert.equal(s.revealed, 'clock');
    let t = s;
    while (t.active !== 3) t = play(t, { type: 'turn-ended', seat: t.active });
    const fm = apply(t, { type: 'machination-completed', seat: 3, cards: PUPPETS_CARDS.slice(1) });
    assert.deepEqual(kinds(fm.consequences), ['machination-completed', 'traitor-revealed', 'plot-joined', 'rules-changed']);
    assert.equal(fm.state.rules.helping, true);
    // Defeating the clock ends its count (G3-CH-DEFEAT-2).
    const a = fm.state.active;
    const done = play(fm.state, { type: 'contributed', seat: a, cards: [card('location', 2), card('super-power', 5), card('super-power', 6)] }, { type: 'challenge-defeated', seat: a });
    assert.equal(done.clock, null);
  });

  it('2 players without a Traitor: the 12 cards are destroyed; the Super-Villains came with level 3 (G3-OP-8)', () => {
    const { state, consequences } = clockAt3(2, null);
    assert.ok(kinds(consequences).includes('super-villains'));
    const done = apply(state, { type: 'clock-count', count: 12 });
    assert.deepEqual(done.consequences, [{ kind: 'clock', count: 12, destroyed: 12 }]);
    assert.equal(done.state.clock, 0);
  });

  it('G3-OP-8: two loyal players revealed early by the clock still get the Super-Villains when level 3 is turned', () => {
    // The Doomsday Clock as level 1 here (its level is the table's entry; a fixture at level 3, so a game with it entered at 1).
    const cards = setupOf(2).cards!.map((c) => (c.id === 'doomsday-clock' ? { ...c, level: 1 as const } : c.id === 'alien-invasion' ? { ...c, level: 3 as const } : c));
    let s = play(newGame(2, { cards }), dealWith(2, null), { type: 'challenge-revealed', level: 1, card: 'doomsday-clock' });
    const early = apply(s, { type: 'clock-count', count: 12 });
    assert.deepEqual(kinds(early.consequences), ['clock', 'loyalty-revealed', 'rules-changed']);
    s = play(early.state, { type: 'contributed', seat: 0, cards: [card('location', 2), card('super-power', 5), card('super-power', 6)] }, { type: 'challenge-defeated', seat: 0 }, { type: 'turn-ended', seat: 0 });
    s = play(s, { type: 'challenge-revealed', level: 2, card: 'nixon' }, { type: 'contributed', seat: 1, cards: NIXON_CARDS }, { type: 'challenge-defeated', seat: 1 }, { type: 'turn-ended', seat: 1 });
    const l3 = apply(s, { type: 'challenge-revealed', level: 3, card: 'alien-invasion' });
    assert.deepEqual(kinds(l3.consequences), ['challenge-revealed', 'super-villains', 'turn']);
  });
});

describe('replay', () => {
  it('the state is the fold of the log, and survives JSON', () => {
    const events: GameEvent[] = [dealWith(3, 2), { type: 'challenge-revealed', level: 1, card: 'keene-act' }, { type: 'contributed', seat: 0, cards: [card('hero')] }, { type: 'turn-ended', seat: 0 }, { type: 'deck-count', count: 30 }];
    const direct = play(newGame(3), ...events);
    assert.deepEqual(replay(setupOf(3), JSON.parse(JSON.stringify(events))), direct);
  });

  it('refuses unknown and malformed events', () => {
    refuses(() => apply(started(3), { type: 'shuffle' } as never), 'REC-EVENT', 'event-type');
    refuses(() => apply(started(3), { type: 'contributed', seat: 9, cards: [card('hero')] }), 'REC-FORMAT', 'bad-seat');
    refuses(() => apply(started(3), { type: 'contributed', seat: 0, cards: [] }), 'REC-FORMAT', 'cards-list');
  });
});
