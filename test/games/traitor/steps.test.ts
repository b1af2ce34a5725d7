/**
 * The steps of the traitor expansion: what is asked of whom in each phase, what each device sees
 * of it, and who may take which step (the app deals; the table records; the active player's own
 * steps; the private Foul Machination menu, B.10, G3-OP-6).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act, asked, asksFor, createGame } from '../../../src/games/traitor/engine.ts';
import type { Ask, GameState } from '../../../src/games/traitor/engine.ts';
import { card, dealWith, KEENE_CARDS, newGame, play, PUPPETS_CARDS, refuses, seeded, started } from './helpers.ts';

const kinds = (asks: Ask[]) => asks.map((a) => (a.seat === null ? a.kind : `${a.kind}@${a.seat}`));

/** A game with the seed's cards and bare Plots: Power costs and the level 3 Challenges are unknown. */
function seedOnly(): GameState {
  const plots = ['q1', 'q2'].map((id) => ({ id, role: 'plot' as const, name: id, nameEn: null, level: null, effect: null, requirements: [], power: null, source: 'table' as const }));
  return createGame({ players: ['A', 'B', 'C'], machination: 'heroes-are-your-puppets', plots: ['technological-breakthrough', 'q1', 'q2'], cards: plots });
}

describe('asked', () => {
  it('the deal is asked of the app, then the level 1 Challenge of the table', () => {
    const s = newGame(3);
    assert.deepEqual(asked(s), [{ kind: 'deal', seat: null, table: false, app: true, secret: false }]);
    const t = play(s, dealWith(3, 0));
    const reveal = asked(t).find((a) => a.kind === 'reveal-challenge')!;
    assert.deepEqual(reveal.options, { level: 1, candidates: ['keene-act', 'cancerphobia'], levelUnknown: [] });
  });

  it('a turn: the active player\'s steps, the private menu, the table\'s counts', () => {
    const s = started(3, 1);
    assert.deepEqual(kinds(asked(s)), ['contribute@0', 'declare-machination@0', 'destroy-challenge@0', 'play-attack@0', 'end-turn@0', 'deck-count', 'deck-ran-out']);
    const declare = asked(s).find((a) => a.kind === 'declare-machination')!;
    assert.equal(declare.secret, true);
    assert.equal(declare.table, false);
    assert.equal(declare.options!.requirements!.length, 5, 'G3-FM-2: the 2–3 player line applies with 3');
    const t = play(s, { type: 'contributed', seat: 0, cards: KEENE_CARDS });
    assert.deepEqual(kinds(asked(t)).slice(0, 2), ['contribute@0', 'defeat-challenge@0']);
    assert.deepEqual(asked(started(4, 1)).find((a) => a.kind === 'declare-machination')!.options!.requirements!.length, 4);
  });

  it('the private menu is asked of every player on their turn, whatever their card (B.10)', () => {
    for (const traitor of [0, 1, 2]) {
      let s = started(3, traitor);
      for (let turn = 0; turn < 3; turn++) {
        assert.deepEqual(kinds(asked(s)), [`contribute@${s.active}`, `declare-machination@${s.active}`, `destroy-challenge@${s.active}`, `play-attack@${s.active}`, `end-turn@${s.active}`, 'deck-count', 'deck-ran-out']);
        s = play(s, { type: 'turn-ended', seat: s.active });
      }
    }
  });

  it('asksFor: another seat and the board never see the private menu; its own seat does', () => {
    const s = started(3, 2);
    assert.ok(!asksFor(s, 'public').some((a) => a.kind === 'declare-machination'));
    assert.ok(!asksFor(s, 1).some((a) => a.kind === 'declare-machination'));
    assert.ok(asksFor(s, 0).some((a) => a.kind === 'declare-machination'));
  });

  it('after the reveal: the Plot for loyal players, Disintegration\'s targets, no more menu', () => {
    const s = play(started(3, 0), { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS }, { type: 'turn-ended', seat: 0 });
    const a = asked(s);
    assert.deepEqual(kinds(a), ['contribute@1', 'defeat-plot@1', 'destroy-challenge@1', 'ask-help@1', 'play-attack@1', 'end-turn@1', 'destroy-player', 'deck-count', 'deck-ran-out']);
    assert.deepEqual(a.find((x) => x.kind === 'destroy-player')!.options, { seats: [0, 1, 2] });
    assert.deepEqual(a.find((x) => x.kind === 'play-attack')!.options, { sparesLoyal: true });
    assert.deepEqual(a.find((x) => x.kind === 'defeat-plot')!.options, { card: 'technological-breakthrough', power: 10 });
  });

  it('G3-CARD-UNKNOWN: the table is asked to enter what the cards in play lack, never a Plot before it is in play', () => {
    let s = play(seedOnly(), { type: 'deal', loyalty: ['traitor', 'loyal', 'loyal'], plots: ['technological-breakthrough', 'q1', 'q2'] }, { type: 'challenge-revealed', level: 1, card: 'keene-act' });
    assert.deepEqual(asked(s).filter((a) => a.kind === 'enter-card').map((a) => a.options), [{ card: 'keene-act', missing: ['power'] }]);
    s = play(s, { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS });
    assert.deepEqual(asked(s).filter((a) => a.kind === 'enter-card').map((a) => a.options), [
      { card: 'keene-act', missing: ['power'] },
      { card: 'technological-breakthrough', missing: ['power'] },
    ]);
  });

  it('the level 3 Challenge of the seed\'s cards alone: its level is entered first (G3-CARD-UNKNOWN)', () => {
    let s = play(seedOnly(), { type: 'deal', loyalty: ['traitor', 'loyal', 'loyal'], plots: ['technological-breakthrough', 'q1', 'q2'] }, { type: 'challenge-revealed', level: 1, card: 'keene-act' });
    s = play(s, { type: 'contributed', seat: 0, cards: KEENE_CARDS }, { type: 'challenge-defeated', seat: 0 }, { type: 'turn-ended', seat: 0 }, { type: 'challenge-revealed', level: 2, card: 'nixon' });
    s = play(s, { type: 'contributed', seat: 1, cards: [card('equipment'), card('equipment'), card('equipment'), card('villain'), card('villain'), card('villain'), card('hero', 5), card('hero', 5), card('hero', 8)] }, { type: 'challenge-defeated', seat: 1 }, { type: 'turn-ended', seat: 1 });
    assert.deepEqual(asked(s).find((a) => a.kind === 'reveal-challenge')!.options, { level: 3, candidates: [], levelUnknown: ['alien-invasion', 'doomsday-clock', 'cancerphobia', 'riots'] });
  });

  it('nothing is asked once the game is over', () => {
    assert.deepEqual(asked(play(started(3), { type: 'deck-ran-out' })), []);
  });
});

describe('act: who takes which step', () => {
  it('G3-SET-5: only the app deals, from the randomness it is given', () => {
    const s = newGame(3);
    refuses(() => act(s, { kind: 'table' }, { type: 'deal' }, seeded(1)), 'G3-SET-5', 'app-deals');
    refuses(() => act(s, { kind: 'table' }, { type: 'record', event: dealWith(3, 0) }), 'G3-SET-5', 'app-deals');
    const done = act(s, { kind: 'app' }, { type: 'deal' }, seeded(1));
    assert.equal(done.events[0]!.type, 'deal');
    assert.deepEqual(done.consequences, [{ kind: 'dealt', players: 3 }]);
  });

  it('the table records the board; the active player their own steps; no one else', () => {
    const s = started(3, 1);
    const contribute = { type: 'record' as const, event: { type: 'contributed' as const, seat: 0, cards: [card('hero')] } };
    assert.equal(act(s, { kind: 'table' }, contribute).events.length, 1);
    assert.equal(act(s, { kind: 'seat', seat: 0 }, contribute).events.length, 1);
    refuses(() => act(s, { kind: 'seat', seat: 1 }, contribute), 'REC-EVENT', 'not-yours');
    refuses(() => act(s, { kind: 'seat', seat: 0 }, { type: 'record', event: { type: 'deck-count', count: 3 } }), 'REC-EVENT', 'table-only');
  });

  it('G3-OP-6: the Foul Machination is declared only from the private menu', () => {
    const s = started(3, 0);
    refuses(() => act(s, { kind: 'table' }, { type: 'record', event: { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS } }), 'G3-FM-3', 'declare-privately');
    refuses(() => act(s, { kind: 'seat', seat: 0 }, { type: 'record', event: { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS } }), 'G3-FM-3', 'declare-privately');
    refuses(() => act(s, { kind: 'table' }, { type: 'declare-machination', cards: PUPPETS_CARDS }), 'G3-FM-3', 'declare-privately');
    const done = act(s, { kind: 'seat', seat: 0 }, { type: 'declare-machination', cards: PUPPETS_CARDS });
    assert.deepEqual(done.events.map((e) => e.type), ['machination-completed']);
    assert.equal(done.own, null);
  });

  it('refuses any action once the game is over, and unknown actions', () => {
    refuses(() => act(play(started(3), { type: 'deck-ran-out' }), { kind: 'table' }, { type: 'record', event: { type: 'deck-count', count: 1 } }), 'REC-EVENT', 'game-over');
    refuses(() => act(started(3), { kind: 'table' }, { type: 'shuffle' } as never), 'REC-FORMAT', 'action-type');
  });
});
