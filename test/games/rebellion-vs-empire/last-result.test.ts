/**
 * Rebellion vs Empire's last result (core/last-result.ts): what the last move did (every event
 * but the deal's), found again from the log alone (a reload, an undo), said in the very sentence
 * announced of the move (rve-text.ts `eventText` is `resultText` of it); in a room the table and
 * both seats get the same one, and it names no hidden card (G2-STATE-5, A.10).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import '../../../src/platform/i18n/locale.ts';
import { createGame, lastResult, reduce, viewFor } from '../../../src/games/rebellion-vs-empire/engine.ts';
import type { GameEvent, GameSetup } from '../../../src/games/rebellion-vs-empire/engine.ts';
import { eventText, resultText } from '../../../src/games/rebellion-vs-empire/text/rve-text.ts';
import { rveRoomGame, type RveRoomSetup } from '../../../src/games/rebellion-vs-empire/room/room-game.ts';
import type { RveSeatView, RveTableView } from '../../../src/games/rebellion-vs-empire/room/protocol.ts';
import { nextEvent, rng } from './driver.ts';

const DEAL = ['row', 'missions', 'shuffle'];

describe('the last result of Rebellion vs Empire', () => {
  test('the sentence announced of the last move, kept through the deal, from the log alone (seeded whole games)', () => {
    let moves = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const setup: GameSetup = { capitolVariant: seed % 2 === 0, missionCards: seed % 4 < 2 ? 'app' : 'table', players: { rebellion: 'Ann', empire: 'Bob' } };
      const r = rng(seed);
      let state = createGame(setup);
      const events: GameEvent[] = [];
      let said: string | null = null;
      while (state.phase !== 'over') {
        const event = nextEvent(state, r);
        const next = reduce(state, event);
        if (!DEAL.includes(event.type)) said = eventText(viewFor(state, 'public'), viewFor(next, 'public'), event);
        events.push(event);
        state = next;
        const result = lastResult(setup, [...events]);
        if (said === null) assert.equal(result, null, `seed ${seed}: no result before the first move`);
        else {
          assert.equal(resultText(viewFor(state, 'public'), result!), said, `seed ${seed}, event ${events.length}`);
          moves++;
        }
      }
    }
    assert.ok(moves > 100);
  });

  test('in a room, the table and both seats get the same result, naming no hidden card', () => {
    const setup: GameSetup & { players: { rebellion: string; empire: string } } = { capitolVariant: false, missionCards: 'app', players: { rebellion: 'Ann', empire: 'Bob' } };
    const r = rng(3);
    let state = createGame(setup);
    const deal: GameEvent[] = [];
    while (state.phase === 'setup') {
      const event = nextEvent(state, r);
      deal.push(event);
      state = reduce(state, event);
    }
    const events: GameEvent[] = [];
    // The area, then the play: two hidden cards and one revealed.
    for (let i = 0; i < 2; i++) {
      const event = nextEvent(state, r);
      events.push(event);
      state = reduce(state, event);
    }
    const play = events[1] as Extract<GameEvent, { type: 'play' }>;
    const room: RveRoomSetup = { game: setup, deal };
    const live = rveRoomGame.load({ setup: room, events, pending: null, notes: [] });
    const table = rveRoomGame.tableView(live, true, []) as RveTableView;
    const seats = [0, 1].map((seat) => rveRoomGame.seatView(live, seat, true, []) as RveSeatView);
    assert.equal(table.lastResult?.event.type, 'play', 'after a reconnect too (no consequences with the snapshot)');
    for (const s of seats) assert.deepEqual(s.lastResult, table.lastResult, `the ${s.side}'s`);
    const json = JSON.stringify(table.lastResult);
    for (const card of play.hidden) assert.ok(!json.includes(card), `the hidden card ${card} is not in it`);
    assert.match(resultText(table.view, table.lastResult!), /^Ann \(Rebellion\) played 2 hidden cards and revealed .+\.$/);
  });
});
