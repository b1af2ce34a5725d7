/**
 * The undo policy of Rebellion vs Empire (core/undo.ts, docs/rebellion-vs-empire.md "Undo and
 * redo"): the deal is never undone; public events are; the Rebellion's private play only whole and
 * only before the Empire's answer. And, over random whole games, undoing any undoable event by
 * replaying the log without it gives the state before that event (the fold is a function of the log).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { replay, undoRefusal } from '../../../src/games/rebellion-vs-empire/engine.ts';
import type { GameEvent, GameSetup, GameState } from '../../../src/games/rebellion-vs-empire/engine.ts';
import { playGame } from './driver.ts';

const setup: GameSetup = { capitolVariant: false, missionCards: 'app' };

describe('undo policy (core/undo.ts)', () => {
  it('refuses when nothing is recorded, and never undoes the deal (G2-SET-2, G2-SET-6, G2-SET-3)', () => {
    const { events } = playGame(setup, 4);
    assert.equal(undoRefusal([], []), 'nothing');
    for (let n = 1; n <= 3; n++) assert.equal(undoRefusal(events.slice(0, n), []), 'deal', `after ${n} setup events`);
    assert.equal(events[3]!.type, 'area');
    assert.equal(undoRefusal(events.slice(0, 4), []), null, 'the action area may be undone');
  });

  it('undoes the private play only before the Empire answers it', () => {
    const { events } = playGame(setup, 9);
    const play = events.findIndex((e) => e.type === 'play');
    const upToPlay = events.slice(0, play + 1);
    assert.equal(undoRefusal(upToPlay, []), null, 'just played: may be undone whole');
    assert.equal(undoRefusal(upToPlay, [events[play + 1]!]), 'play-answered', "the Empire's action was undone: the play stays");
    assert.equal(undoRefusal(events.slice(0, play + 2), []), null, "the Empire's action itself may be undone");
    // The play undone and redone, still unanswered: may be undone again.
    assert.equal(undoRefusal(upToPlay, []), null);
  });

  it('over random games: every event after the deal but an answered play may be undone, and undoing is replaying the log without it', () => {
    for (const seed of [1, 2, 3, 5, 8]) {
      const states: GameState[] = [];
      const { events } = playGame({ capitolVariant: seed % 2 === 0, missionCards: seed % 3 === 0 ? 'table' : 'app' }, seed, 'focused', (s) => states.push(s));
      for (let n = 4; n <= events.length; n++) {
        const log: GameEvent[] = events.slice(0, n);
        const refusal = undoRefusal(log, n < events.length ? [events[n]!] : []);
        if (log[n - 1]!.type === 'play' && n < events.length) assert.equal(refusal, 'play-answered');
        else assert.equal(refusal, null, `seed ${seed}, event ${n - 1} (${log[n - 1]!.type})`);
        assert.deepEqual(replay(states[0]!.setup, log.slice(0, -1)), states[n - 1], `seed ${seed}: undoing event ${n - 1} restores the state before it`);
      }
    }
  });
});

describe('the undo announcement (text/rve-text.ts undoneText)', () => {
  it('never names a card, over every undoable event of random games, including claims by typed cards', async () => {
    const { undoneText } = await import('../../../src/games/rebellion-vs-empire/text/rve-text.ts');
    const { cardName } = await import('../../../src/games/rebellion-vs-empire/text/rve-text.ts');
    const { REBEL_DECK, viewFor } = await import('../../../src/games/rebellion-vs-empire/engine.ts');
    const names = REBEL_DECK.map(cardName);
    let checked = 0;
    for (const seed of [11, 12, 13, 14, 15, 16]) {
      const states: GameState[] = [];
      const { events } = playGame({ capitolVariant: false, missionCards: seed % 2 === 0 ? 'table' : 'app' }, seed, 'focused', (s) => states.push(s));
      for (let n = 4; n <= events.length; n++) {
        const text = undoneText(viewFor(states[n - 1]!, 'public'), states[n]!.round, events[n - 1] as Parameters<typeof undoneText>[2]);
        assert.match(text, /^Undone: /);
        for (const name of names) assert.ok(!text.includes(name), `seed ${seed}, event ${n - 1}: "${text}" names ${name}`);
        checked++;
      }
    }
    assert.ok(checked > 100);
  });
});
