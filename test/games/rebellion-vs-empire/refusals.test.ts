/**
 * A refusal never depends on a fact the device may not know (the room game's `act`, through the
 * engine's `checkAsked`): over many deals that show a device the same thing, every probe — every
 * kind of action with fixed arguments, from the table device and from each seat — gets the same
 * reply. The deals differ only in the Rebellion's hidden cards: the same row, missions, revealed
 * cards and the same cards under Surveillance, so that the public board stays the same across
 * deals while the hidden cards complete different missions, sometimes in one district of the
 * action area and sometimes in both (G2-LIB-3: how many districts wait
 * for a proof is the Rebellion's secret until it proves them, G2-STATE-5).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asked, createGame, reduce, RuleError, viewFor } from '../../../src/games/rebellion-vs-empire/engine.ts';
import type { CardId, District, GameEvent, GameState, Slot } from '../../../src/games/rebellion-vs-empire/engine.ts';
import { rveRoomGame, type RveLive, type RveRoomSetup } from '../../../src/games/rebellion-vs-empire/room/room-game.ts';
import type { RoomActor } from '../../../src/platform/rooms/room-game.ts';
import { rng } from './driver.ts';

const ROW: District[] = ['ministry-of-plenty', 'ministry-of-peace', 'capitol', 'police-headquarters', 'ministry-of-truth'];
/** The revealed card of each round, the same in every deal. */
const REVEALED: CardId[] = ['intelligence-2', 'coup-2', 'riots-2', 'supplies-2', 'intelligence-3', 'coup-3', 'riots-3', 'supplies-3'];
/** The cards that change places from deal to deal: they are never revealed. */
const VARYING: CardId[] = ['intelligence', 'coup', 'riots', 'supplies'].flatMap((suit) => [4, 5, 6].map((v) => `${suit}-${v}` as CardId));

/**
 * A deck shuffled by `seed`: in odd rounds the Rebellion plays two varying hidden cards, in even
 * rounds a Feint (the card Surveillance reveals then) and one varying card; the revealed card of
 * round k is REVEALED[k] in every deal.
 */
function deckOf(seed: number): CardId[] {
  const r = rng(seed);
  const left = [...VARYING];
  const take = (): CardId => left.splice(r(left.length), 1)[0]!;
  return REVEALED.flatMap((revealed, k) => (k % 2 === 0 ? [revealed, take(), take()] : [revealed, `feint-${(k + 1) / 2}` as CardId, take()]));
}

const SETUP: RveRoomSetup['game'] = { capitolVariant: false, missionCards: 'app', players: { rebellion: 'Ann', empire: 'Bob' } };

/** Every kind of action with fixed arguments: most are refused at any given moment. */
function probes(state: GameState): [string, Record<string, unknown>][] {
  const [a, b] = [state.row[0] ?? 'capitol', state.row[1] ?? 'capitol'];
  return [
    ['missions', { missions: ['espionage', 'coordinated-plot', 'sleeper-cell'] }],
    ['area', { districts: [a, b] }],
    ['play', { hidden: ['feint-1', 'riots-5'], revealed: 'riots-2' }],
    ['power', { token: 'surveillance', slot: 'hidden-2' }],
    ['power', { token: 'destroy', slot: 'hidden-1' }],
    ['power', { token: 'redirect', slot: 'hidden-2', district: a }],
    ['power', { token: 'blockade', district: b }],
    ['power', { token: 'destroy', stack: { district: a, position: 1 } }],
    ['pass', {}],
    ['assign', { cards: [{ slot: 'hidden-2', district: a }, { slot: 'revealed', district: a }] }],
    ['liberate', { district: a, mission: 'revolution', reveal: [] }],
    ['liberate', { district: b, mission: 'espionage', reveal: ['intelligence-5', 'riots-6'] }],
    ['confirm', { accept: true }],
    ['end-check', {}],
    ['undo', {}],
  ];
}

/** A reply as the device hears it: the refusal's rule, code and params, or "accepted". */
function reply(live: RveLive, actor: RoomActor, name: string, request: Record<string, unknown>): string {
  try {
    rveRoomGame.act(live, actor, name, structuredClone(request), () => 0);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return JSON.stringify({ rule: error.rule, code: error.code, params: error.params });
  }
}

/**
 * The script, chosen from what the Empire sees only: the first pair, the first token and target,
 * every card to the first district it may go to, the first proof offered; the Rebellion plays
 * `deck`'s cards in their order.
 */
function next(state: GameState, deck: readonly CardId[]): GameEvent {
  const ask = asked(state)[0]!;
  const o = ask.options ?? {};
  switch (ask.kind) {
    case 'area':
      return { type: 'area', districts: [...o.pairs![0]!] as [District, District] };
    case 'play': {
      const k = 3 * (state.round - 1);
      return { type: 'play', hidden: [deck[k + 1]!, deck[k + 2]!], revealed: deck[k]! };
    }
    case 'power': {
      // With four tokens: Redirect hidden card 1 to the area's first district, then blockade that
      // district, so that both districts of the area get a varying hidden card. With two left:
      // reveal hidden card 1 (a Feint: destroyed), then destroy the revealed card.
      const tokens = new Map(o.tokens!.map((t) => [t.token, t]));
      const slot = (token: 'surveillance' | 'destroy' | 'redirect', prefer: string): Slot => {
        const slots = tokens.get(token)!.slots!;
        return slots.find((s) => s === prefer) ?? slots[0]!;
      };
      if (tokens.has('redirect')) {
        const districts = tokens.get('redirect')!.districts!;
        return { type: 'power', token: 'redirect', slot: slot('redirect', 'hidden-1'), district: districts.find((d) => d === state.area?.[0]) ?? districts[0]! };
      }
      if (tokens.has('blockade')) return { type: 'power', token: 'blockade', district: tokens.get('blockade')!.districts![0]! };
      if (tokens.has('surveillance') && tokens.get('surveillance')!.slots!.length > 0) return { type: 'power', token: 'surveillance', slot: slot('surveillance', 'hidden-1') };
      return { type: 'power', token: 'destroy', slot: slot('destroy', 'revealed') };
    }
    case 'assign':
      return { type: 'assign', cards: o.slots!.map((slot) => ({ slot, district: o.districts![0]! })) };
    case 'liberate': {
      const proof = o.proofs![0]!;
      return { type: 'liberate', district: proof.district, mission: proof.missions[0]!.mission, reveal: proof.missions[0]!.reveal };
    }
    default:
      throw new Error(`unexpected ask ${ask.kind}`);
  }
}

/** Every probe's reply at every step of one deal, keyed by what the device sees then. */
function scriptedReplies(seed: number): Map<string, string> {
  const deal: GameEvent[] = [
    { type: 'row', row: ROW },
    { type: 'missions', missions: ['espionage', 'coordinated-plot', 'sleeper-cell'] },
    { type: 'shuffle', deck: deckOf(seed) },
  ];
  const deck = deckOf(seed);
  let state = deal.reduce(reduce, createGame(SETUP));
  const events: GameEvent[] = [];
  const replies = new Map<string, string>();
  for (let step = 0; step < 200 && state.phase !== 'over'; step++) {
    const live: RveLive = { setup: { game: SETUP, deal }, log: [...events], events, redo: [], state };
    const devices: [string, RoomActor, unknown][] = [
      ['table', { kind: 'table' }, rveRoomGame.tableView(live, true, [])],
      ['empire', { kind: 'seat', seat: 1 }, rveRoomGame.seatView(live, 1, true, [])],
      ['rebellion', { kind: 'seat', seat: 0 }, { ...rveRoomGame.seatView(live, 0, true, []), deck: state.deck.length }],
    ];
    for (const [label, actor, seen] of devices) {
      const key = `${label} ${JSON.stringify(seen)}`;
      for (const [i, [name, request]] of probes(state).entries()) replies.set(`${key} ${i}`, reply(live, actor, name, request));
    }
    const event = next(state, deck);
    state = reduce(state, event);
    events.push(event);
  }
  assert.equal(state.phase, 'over', `deal ${seed} reached the end`);
  return replies;
}

describe('a refusal never depends on a fact the device may not know (G2-STATE-5, G2-LIB-3, G2-ROUND-1)', () => {
  it('the same view gives the table, the Empire and the Rebellion the same replies, whatever the hidden cards', () => {
    const seen = new Map<string, { reply: string; seed: number }>();
    let compared = 0;
    let liberationCompared = 0;
    for (let seed = 1; seed <= 60; seed++) {
      for (const [key, answer] of scriptedReplies(seed)) {
        const before = seen.get(key);
        if (!before) {
          seen.set(key, { reply: answer, seed });
          continue;
        }
        compared++;
        if (key.includes('"phase":"liberation"')) liberationCompared++;
        assert.equal(answer, before.reply, `deals ${before.seed} and ${seed} answer ${key.slice(0, 40)}… ${key.slice(-3)} differently`);
      }
    }
    assert.ok(compared > 2000, `only ${compared} replies compared across deals`);
    assert.ok(liberationCompared > 50, `only ${liberationCompared} replies compared during a liberation check`);
  });

  it("end-check while the Rebellion's proofs are pending is not asked, with no count, from every device (G2-ROUND-1)", () => {
    for (let seed = 1; seed <= 60; seed++) {
      const deal: GameEvent[] = [
        { type: 'row', row: ROW },
        { type: 'missions', missions: ['espionage', 'coordinated-plot', 'sleeper-cell'] },
        { type: 'shuffle', deck: deckOf(seed) },
      ];
      let state = deal.reduce(reduce, createGame(SETUP));
      while (state.phase !== 'over' && state.phase !== 'liberation') state = reduce(state, next(state, deckOf(seed)));
      if (state.phase !== 'liberation') continue;
      const live: RveLive = { setup: { game: SETUP, deal }, log: [], events: [], redo: [], state };
      for (const actor of [{ kind: 'table' }, { kind: 'seat', seat: 0 }, { kind: 'seat', seat: 1 }] as RoomActor[]) {
        assert.equal(reply(live, actor, 'end-check', {}), JSON.stringify({ rule: 'G2-ROUND-1', code: 'not-asked', params: { type: 'end-check' } }));
      }
      assert.equal(viewFor(state, 'public').phase, 'liberation');
      return;
    }
    assert.fail('no deal reached a liberation check with a proof pending');
  });
});
