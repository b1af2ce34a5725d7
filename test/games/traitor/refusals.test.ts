/**
 * A refusal never depends on a fact the device may not know (G3-PLAY-NAMES, B.10): over many deals
 * played by the same public script, every probe — every kind of action with fixed arguments, from
 * the table and from each seat — gets the same reply whenever the device sees the same thing (the
 * public view and asks for the table; the seat's own view and asks for a seat). The deals differ in
 * who holds the Traitor card and which Plot each player holds.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act, asksFor, createGame, RuleError, viewFor } from '../../../src/games/traitor/engine.ts';
import type { Action, Actor, GameState } from '../../../src/games/traitor/engine.ts';
import { randomStep } from './driver.ts';
import { card, PUPPETS_CARDS, seeded, setupOf } from './helpers.ts';

/** Every kind of action with fixed arguments: most are refused at any given moment. */
function probes(state: GameState): Action[] {
  const a = state.active;
  const b = (a + 1) % state.setup.players.length;
  const record = (event: object): Action => ({ type: 'record', event: event as never });
  return [
    record({ type: 'deal', loyalty: ['loyal', 'traitor', 'loyal'], plots: [] }),
    record({ type: 'challenge-revealed', level: 2, card: 'nixon' }),
    record({ type: 'contributed', seat: a, cards: [card('hero')] }),
    record({ type: 'challenge-defeated', seat: a }),
    record({ type: 'challenge-destroyed', seat: a }),
    record({ type: 'plot-defeated', seat: a }),
    record({ type: 'plot-defeated', seat: b }),
    record({ type: 'super-villain-defeated', seat: a }),
    record({ type: 'machination-completed', seat: a, cards: PUPPETS_CARDS }),
    record({ type: 'help-requested', seat: a }),
    record({ type: 'help-requested', seat: b }),
    record({ type: 'help-declined', seat: b }),
    record({ type: 'help-given', seat: b, hand: 3, card: 1 }),
    record({ type: 'attack-played', seat: a }),
    record({ type: 'turn-ended', seat: a, gained: false }),
    record({ type: 'deck-count', count: 3 }),
    record({ type: 'player-destroyed', seat: a }),
    record({ type: 'player-destroyed', seat: b }),
    record({ type: 'clock-count', count: 12 }),
    { type: 'declare-machination', cards: PUPPETS_CARDS },
    { type: 'declare-machination', cards: [card('hero')] },
    { type: 'help', seat: b, hand: 4 },
  ];
}

/** A reply as the device hears it: refused (rule, code, params), or accepted with what it alone learns. */
function reply(state: GameState, actor: Actor, action: Action): string {
  try {
    const done = act(state, actor, action, () => 0);
    // A declaration that does nothing is said to the declarer only (Acted.own); the others hear nothing.
    return actor.kind === 'seat' && done.own ? `accepted ${JSON.stringify(done.own)}` : 'accepted';
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return JSON.stringify({ rule: error.rule, code: error.code, params: error.params });
  }
}

/** Every probe's reply at every step of one deal, keyed by what the device sees then. */
function scriptedReplies(players: number, deal: number, noMachination = true): Map<string, string> {
  let state = createGame(setupOf(players));
  state = act(state, { kind: 'app' }, { type: 'deal' }, seeded(deal)).state;
  const script = seeded(7);
  const replies = new Map<string, string>();
  for (let step = 0; step < 160 && state.phase !== 'over'; step++) {
    const devices: [string, Actor, unknown][] = [
      ['table', { kind: 'table' }, { view: viewFor(state, 'public'), asks: asksFor(state, 'public') }],
      ...state.setup.players.map((_, seat): [string, Actor, unknown] => [`seat ${seat}`, { kind: 'seat', seat }, { view: viewFor(state, seat), asks: asksFor(state, seat) }]),
    ];
    for (const [label, actor, seen] of devices) {
      const key = `${label} ${JSON.stringify(seen)}`;
      for (const [i, action] of probes(state).entries()) replies.set(`${key} ${i}`, reply(state, actor, action));
    }
    state = randomStep(state, script, { deck: 40, noMachination }).acted.state;
  }
  return replies;
}

describe('a refusal never depends on a fact the device may not know (G3-PLAY-NAMES)', () => {
  for (const [players, noMachination] of [[2, true], [3, true], [4, true], [3, false], [4, false]] as const) {
    const when = noMachination ? 'before the reveal' : 'through the reveal (the Plots of loyal players stay secret, G3-PLOT-1)';
    it(`${players} players, ${when}: the same view gives the same replies, whoever holds the Traitor card (G3-PLAY-NAMES)`, () => {
      const seen = new Map<string, { reply: string; deal: number }>();
      let compared = 0;
      let afterReveal = 0;
      for (let deal = 1; deal <= 12; deal++) {
        for (const [key, answer] of scriptedReplies(players, deal, noMachination)) {
          const before = seen.get(key);
          if (!before) {
            seen.set(key, { reply: answer, deal });
            continue;
          }
          compared++;
          if (key.includes('"machination":{') && key.includes('"completed":true')) afterReveal++;
          assert.equal(answer, before.reply, `deals ${before.deal} and ${deal} answer ${key.slice(0, 30)}… probe ${key.split(' ').pop()} differently`);
        }
      }
      assert.ok(compared > 1000, `only ${compared} replies compared across deals`);
      if (!noMachination) assert.ok(afterReveal > 100, `only ${afterReveal} replies compared after the reveal`);
    });
  }
});
