/**
 * Every consequence kind is said, the same on every front-end: the engine's
 * consequences of whole games through its steps, for every module, each said by the one-device
 * app (`consequenceText`, what rs-app announces after every event) and by the room pages (the
 * room server sends the public consequence, `publicConsequence`, and the table and each phone
 * announce `roomConsequenceAnnouncements`). The list of kinds is checked against the engine's
 * type (a kind added without a sentence fails the type check) and every kind is met in the games.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { publicConsequence, viewFor } from '../../../../src/games/resistance/engine.ts';
import type { Consequence } from '../../../../src/games/resistance/engine.ts';
import { consequenceText } from '../../../../src/games/resistance/text/text.ts';
import { roomConsequenceAnnouncements } from '../../../../src/games/resistance/text/room-text.ts';
import { playThrough, SETUPS } from '../steps-driver.ts';

/** Every kind of the engine's `Consequence` (the type check fails when one is missing or unknown). */
const KINDS: Record<Consequence['kind'], true> = {
  proposed: true,
  voted: true,
  mission: true,
  inquisition: true,
  loyalty: true,
  assassination: true,
  investigation: true,
  accusation: true,
  branding: true,
  'plot-drawn': true,
  'plot-given': true,
  'plot-passed': true,
  'plot-used': true,
};

describe('every consequence kind is said on every front-end', () => {
  test('the one-device app, the table page and every phone say each consequence of whole games, with the same sentence', () => {
    const seen = new Map<string, number>();
    for (const { setup } of SETUPS) {
      for (let seed = 1; seed <= 12; seed++) {
        playThrough(setup, seed, undefined, (_before, done) => {
          const view = viewFor(done.play.state, 'public');
          for (const c of done.consequences) {
            seen.set(c.kind, (seen.get(c.kind) ?? 0) + 1);
            const shared = consequenceText(c, view);
            assert.ok(shared.length > 0, `the one-device app says nothing for ${c.kind}`);
            assert.ok(!/undefined|NaN|\[object/.test(shared), `${c.kind}: ${shared}`);
            const sent = publicConsequence(done.play.state, c);
            const room = roomConsequenceAnnouncements([sent], view);
            assert.equal(room.length, 1, `the room pages say nothing for ${c.kind}`);
            // The same sentence, but for the guidance of where the votes are cast.
            if (c.kind !== 'proposed') assert.equal(room[0]!.text, shared, `${c.kind}: the rooms say another sentence`);
            else assert.ok(room[0]!.text.startsWith(consequenceText(c, view, true)), 'the proposal is said the same way');
            // What ends the game is said at once.
            const ends = 'winner' in c && c.winner;
            assert.equal(room[0]!.priority, ends ? 'assertive' : 'polite', c.kind);
            // Brief announcements too.
            assert.equal(roomConsequenceAnnouncements([sent], view, true)[0]!.text, consequenceText(c, view, true, 'own-phones'));
          }
        });
      }
    }
    const missing = Object.keys(KINDS).filter((kind) => !seen.has(kind));
    assert.deepEqual(missing, [], `kinds no game met: ${missing.join(', ')}`);
  });
});
