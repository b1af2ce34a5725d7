/**
 * `act` never changes the game it is given (the room server keeps each room's replayed
 * game in memory between actions, server/live-rooms.ts, and passes it to the next action; a refused
 * action or a write that loses its version check must leave it as it was). Whole seeded games with
 * every module, each step taken on a deeply frozen game: a change would throw (ES modules are
 * strict), and a refused action on a frozen game leaves it equal to a copy taken before.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { act, isRefusal, type Play } from '../../../../src/games/resistance/engine.ts';
import { playThrough, SETUPS } from '../steps-driver.ts';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

describe('act changes nothing it is given (the server keeps the game between actions)', () => {
  for (const { label, setup } of SETUPS) {
    test(label, () => {
      let refused = 0;
      playThrough(structuredClone(setup), 11, (play: Play) => {
        deepFreeze(play);
        const copy = structuredClone(play);
        // A refusal on the frozen game (the same vote twice, a card from a player off the team…).
        for (const action of [{ type: 'vote', approve: true }, { type: 'card', card: 'fail' }, { type: 'record', event: { type: 'proposal', team: [] } }] as const) {
          for (const actor of [{ kind: 'table' } as const, { kind: 'seat', seat: 0 } as const]) {
            try {
              act(play, actor, action as never, () => 0);
            } catch (error) {
              if (!isRefusal(error)) throw error;
              refused++;
            }
          }
        }
        assert.deepEqual(play, copy);
      });
      assert.ok(refused > 0, 'some actions were refused on the frozen game');
    });
  }
});
