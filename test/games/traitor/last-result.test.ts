/**
 * The traitor expansion's last result (core/last-result.ts): the results among the consequences of
 * the last event that had one (cards contributed, a Challenge defeated, the Foul Machination and
 * the reveal…), kept through the events that are none (a turn ends, a count, help), found again
 * from the log alone (a reload); in a room every device gets the same one, public, said in the
 * sentence announced of each consequence.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import '../../../src/platform/i18n/locale.ts';
import { apply, lastResult } from '../../../src/games/traitor/engine.ts';
import type { Consequence, GameEvent } from '../../../src/games/traitor/engine.ts';
import { consequenceText, resultText, shortResultText, viewContext } from '../../../src/games/traitor/text/consequence-text.ts';
import { traitorRoomGame, type TraitorRoomSetup } from '../../../src/games/traitor/room/room-game.ts';
import type { DealEvent } from '../../../src/games/traitor/engine.ts';
import type { TraitorSeatView, TraitorTableView } from '../../../src/games/traitor/room/protocol.ts';
import { dealWith, KEENE_CARDS, newGame, PUPPETS_CARDS, setupOf } from './helpers.ts';

const SETUP = setupOf(3);

/** The events of a game of 3 (Ann the Traitor): Keene Act face up, Ann contributes, ends her turn, Bob defeats it… */
const deal = dealWith(3, 0) as DealEvent;
const EVENTS: GameEvent[] = [
  deal,
  { type: 'challenge-revealed', level: 1, card: 'keene-act' },
  { type: 'contributed', seat: 0, cards: KEENE_CARDS.slice(0, 3) },
  { type: 'turn-ended', seat: 0, gained: true },
  { type: 'contributed', seat: 1, cards: KEENE_CARDS.slice(3) },
  { type: 'challenge-defeated', seat: 1 },
  { type: 'turn-ended', seat: 1, gained: false },
  { type: 'challenge-revealed', level: 2, card: 'nixon' },
  { type: 'deck-count', count: 30 },
];

/** The consequences of each event of `events`, in order. */
function consequencesOf(events: readonly GameEvent[]): Consequence[][] {
  let state = newGame(3);
  return events.map((event) => {
    const done = apply(state, event);
    state = done.state;
    return done.consequences;
  });
}

describe('the last result of the traitor expansion', () => {
  test('none before the first result; then the last one, kept through the events that are none', () => {
    const said = consequencesOf(EVENTS);
    const at = (n: number) => lastResult(SETUP, EVENTS.slice(0, n));
    assert.deepEqual(at(2), [], 'the deal and the first Challenge are no result');
    assert.deepEqual(at(3), said[2], 'Ann contributed');
    assert.equal(at(3)[0]!.kind, 'contributed');
    assert.deepEqual(at(4), said[2], 'kept when her turn ends');
    assert.deepEqual(at(6).map((c) => c.kind), ['challenge-defeated'], 'Bob defeated Keene Act');
    assert.deepEqual(at(9), at(6), 'kept through the turn, the next Challenge and a count');
  });

  test('the Foul Machination and the reveal are one result, in the order announced', () => {
    const events: GameEvent[] = [...EVENTS.slice(0, 3), { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS }];
    const result = lastResult(SETUP, events);
    assert.deepEqual(result, consequencesOf(events)[3]!.filter((c) => c.kind !== 'turn'));
    assert.ok(result.some((c) => c.kind === 'traitor-revealed') && result.some((c) => c.kind === 'plot-joined'));
    // With 175% or 200% text on a phone, its shorter form: who the Traitor is (the board shows the rest).
    const state = events.reduce((s, e) => apply(s, e).state, newGame(3));
    const short = shortResultText(state, result);
    assert.equal(short, consequenceText(state, result.find((c) => c.kind === 'traitor-revealed')!));
    assert.equal(short, 'Ann turns over their loyalty card: Ann is the Traitor.');
    assert.match(resultText(state, result), /joins the Challenges.+The rules change/);
  });

  test("in a room, every device gets the same public result (after a reconnect too), in the words announced", () => {
    const game = traitorRoomGame;
    const setup: TraitorRoomSetup = { input: SETUP, deal };
    const live = game.load({ setup, events: EVENTS.slice(1, 5), pending: null, notes: [] });
    const table = game.tableView(live, true, []) as TraitorTableView;
    const seats = [0, 1, 2].map((seat) => game.seatView(live, seat, true, []) as TraitorSeatView);
    assert.ok(table.lastResult, 'the table has it after a reconnect (no consequences with the snapshot)');
    for (const s of seats) assert.deepEqual(s.lastResult, table.lastResult, `seat ${s.view.viewer}: the table's`);
    assert.deepEqual(table.lastResult.consequences, consequencesOf(EVENTS)[4]);
    const text = resultText(viewContext(table.view, table.lastResult.cards), table.lastResult.consequences);
    assert.equal(text, consequenceText(viewContext(table.view, table.cards), consequencesOf(EVENTS)[4]![0]!));
    assert.match(text, /^Bob contributed 8 cards\./);
    // With 175% or 200% text on a phone, its shorter form: the counters are on the board.
    assert.equal(shortResultText(viewContext(table.view, table.lastResult.cards), table.lastResult.consequences), 'Bob contributed 8 cards.');
    assert.ok(!JSON.stringify(table.lastResult).includes('traitor'), 'no loyalty card in it');
  });
});
