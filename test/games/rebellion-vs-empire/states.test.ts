/**
 * Rebellion vs Empire's components, setup and card states (other-games.md A.1–A.3, A.10), each
 * rule by its id: what the table holds, where set-aside cards go, who sees a hidden card's face,
 * that a card's state changes only by the rules that change it (checked over whole random games),
 * and the deck's composition the open points derive (G2-OP-9, G2-OP-10, G2-OP-12).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  adjacentPairs,
  asked,
  createGame,
  DESCRIBED_MISSIONS,
  DISTRICTS,
  faceOf,
  isFeint,
  REBEL_DECK,
  reduce,
  RuleError,
  TOKENS,
  UNDESCRIBED_CARDS,
  viewFor,
} from '../../../src/games/rebellion-vs-empire/engine.ts';
import type { CardId, CardView, District, GameEvent, GameSetup, GameState, GameView, MissionEntry, TableCard } from '../../../src/games/rebellion-vs-empire/engine.ts';
import { playGame } from './driver.ts';

const ROW: District[] = ['ministry-of-plenty', 'ministry-of-peace', 'capitol', 'police-headquarters', 'ministry-of-truth'];
const BASE: GameSetup = { capitolVariant: false, missionCards: 'app' };
const MISSIONS: MissionEntry[] = ['espionage', 'civil-disobedience', 'coordinated-plot'];
const SETUPS: GameSetup[] = [BASE, { capitolVariant: true, missionCards: 'app' }, { capitolVariant: false, missionCards: 'table', redirectIntoBlockade: false }];

function run(state: GameState, ...events: GameEvent[]): GameState {
  return events.reduce(reduce, state);
}

function start(top: CardId[], setup: GameSetup = BASE, missions: MissionEntry[] = MISSIONS): GameState {
  const deck = [...top, ...REBEL_DECK.filter((c) => !top.includes(c))];
  return run(createGame(setup), { type: 'row', row: ROW }, { type: 'missions', missions }, { type: 'shuffle', deck });
}

function refuses(state: GameState, event: GameEvent, rule: string, code: string): void {
  assert.throws(() => reduce(state, event), (e: unknown) => e instanceof RuleError && e.rule === rule && e.code === code);
}

/** Every card on the table or set aside, with its place: played, a district's stack (liberated ones too), destroyed. */
function tableCards(state: GameState): Map<CardId, TableCard> {
  return new Map([...state.played, ...Object.values(state.stacks).flat(), ...state.destroyed].map((c) => [c.card, c]));
}

/** Every state of some whole random games, of every setup, with the event that led to it. */
function* transitions(seeds = 24): Generator<{ before: GameState; event: GameEvent; after: GameState }> {
  for (let seed = 1; seed <= seeds; seed++) {
    const setup = SETUPS[seed % SETUPS.length]!;
    const { events } = playGame(setup, seed, seed % 2 ? 'focused' : 'random');
    let state = createGame(setup);
    for (const event of events) {
      const after = reduce(state, event);
      yield { before: state, event, after };
      state = after;
    }
  }
}

/** Round 1 up to the Empire's step: area Capitol–Police Headquarters; hidden intelligence-4, feint-1; revealed coup-2. */
function atEmpire(): GameState {
  return run(start(['intelligence-4', 'riots-4', 'coup-2', 'feint-1', 'supplies-3']), { type: 'area', districts: ['capitol', 'police-headquarters'] }, { type: 'play', hidden: ['intelligence-4', 'feint-1'], revealed: 'coup-2' });
}

describe('components and setup (G2-COMP-3, G2-SET-4, G2-SET-5, G2-SET-7)', () => {
  it('G2-COMP-3: five districts, four tokens each with an available and a used side, one action area, eleven mission cards', () => {
    assert.equal(DISTRICTS.length, 5);
    assert.equal(TOKENS.length, 4);
    assert.equal(DESCRIBED_MISSIONS.length + UNDESCRIBED_CARDS, 11, 'the eight described and the three the seed does not describe');
    const s = atEmpire();
    const view = viewFor(s, 'public');
    assert.deepEqual(view.tokens.map((t) => t.token), [...TOKENS]);
    assert.equal(view.area!.length, 2, 'one action-area marker between two districts');
    const used = reduce(s, { type: 'power', token: 'destroy', slot: 'hidden-2' });
    assert.deepEqual(viewFor(used, 'public').tokens.find((t) => t.token === 'destroy'), { token: 'destroy', available: false }, 'turned to its used side');
  });

  it('G2-SET-4: the Empire starts with its four tokens available; G2-SET-5: the Rebellion holds the action-area marker and places it', () => {
    const s = start(['intelligence-4', 'riots-4', 'coup-2', 'feint-1', 'supplies-3']);
    assert.deepEqual(viewFor(s, 'empire').tokens.map((t) => t.available), [true, true, true, true]);
    assert.equal(viewFor(s, 'public').area, null, 'no area before the Rebellion places the marker');
    assert.deepEqual(asked(s).map((a) => [a.kind, a.by]), [['area', 'rebellion']]);
    assert.deepEqual(reduce(s, { type: 'area', districts: ['police-headquarters', 'capitol'] }).area, ['capitol', 'police-headquarters']);
  });

  it('G2-SET-7: destroyed cards and liberated districts are set aside beside the play area, out of the row', () => {
    const s = run(
      start(['intelligence-4', 'riots-4', 'coup-2', 'feint-1', 'supplies-3']),
      { type: 'area', districts: ['police-headquarters', 'ministry-of-truth'] },
      { type: 'play', hidden: ['intelligence-4', 'riots-4'], revealed: 'coup-2' },
      { type: 'power', token: 'destroy', slot: 'revealed' },
      { type: 'power', token: 'blockade', district: 'police-headquarters' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'ministry-of-truth' }, { slot: 'hidden-2', district: 'ministry-of-truth' }] },
      { type: 'liberate', district: 'ministry-of-truth', mission: 'espionage', reveal: ['intelligence-4', 'riots-4'] },
    );
    const view = viewFor(s, 'public');
    assert.deepEqual(view.destroyed, { cards: [{ round: 1, slot: 'revealed', revealed: true, card: 'coup-2' }], hidden: 0 });
    assert.deepEqual(view.liberated.map((l) => [l.district, l.stack.map((c) => c.card)]), [['ministry-of-truth', ['intelligence-4', 'riots-4']]]);
    assert.ok(!view.row.some((d) => d.district === 'ministry-of-truth'));
    assert.ok(!view.row.some((d) => d.stack.some((c) => c.card === 'coup-2')), 'the destroyed card is in no stack');
  });
});

describe('card states (G2-STATE-*)', () => {
  it('G2-STATE-1: a hidden card’s face is the Rebellion’s only, wherever it lies; the Empire may still target it, guessing', () => {
    const s = atEmpire();
    assert.deepEqual(viewFor(s, 'empire').played.map((c) => c.card), [null, null, 'coup-2']);
    assert.deepEqual(viewFor(s, 'rebellion').played.map((c) => c.card), ['intelligence-4', 'feint-1', 'coup-2']);
    // Destroy on hidden card 1: the Empire did not know it was no Feint; it stays hidden, destroyed.
    const d = reduce(s, { type: 'power', token: 'destroy', slot: 'hidden-1' });
    assert.deepEqual(viewFor(d, 'empire').destroyed, { cards: [{ round: 1, slot: 'hidden-1', revealed: false, card: null }], hidden: 1 });
    assert.equal(viewFor(d, 'rebellion').destroyed.cards[0]!.card, 'intelligence-4');
    // Redirected into a stack, still hidden: only the Rebellion sees it there.
    const r = reduce(s, { type: 'power', token: 'redirect', slot: 'hidden-1', district: 'ministry-of-plenty' });
    assert.deepEqual(viewFor(r, 'public').row[0]!.stack, [{ round: 1, slot: 'hidden-1', revealed: false, card: null }]);
    assert.equal(viewFor(r, 'rebellion').row[0]!.stack[0]!.card, 'intelligence-4');
  });

  it('G2-STATE-2: a revealed card stays revealed wherever it goes: Surveillance, then Redirect into a stack', () => {
    const s = run(atEmpire(), { type: 'power', token: 'surveillance', slot: 'hidden-1' }, { type: 'power', token: 'redirect', slot: 'hidden-1', district: 'ministry-of-truth' });
    assert.deepEqual(viewFor(s, 'public').row[4]!.stack, [{ round: 1, slot: 'hidden-1', revealed: true, card: 'intelligence-4' }]);
    const next = run(s, { type: 'assign', cards: [{ slot: 'hidden-2', district: 'capitol' }, { slot: 'revealed', district: 'capitol' }] });
    assert.equal(next.round, 2);
    assert.deepEqual(tableCards(next).get('intelligence-4')!.revealed, true, 'still revealed in the next round');
  });

  it('G2-STATE-3: over whole games a card’s state changes only by Surveillance, a destroyed Feint or a proof (or a claim), and never back', () => {
    let changes = 0;
    for (const { before, event, after } of transitions()) {
      const was = tableCards(before);
      for (const [card, now] of tableCards(after)) {
        const then = was.get(card);
        const old = then ? then.revealed : now.revealed; // a card just played starts in the state it was played in
        if (old === now.revealed) continue;
        assert.ok(old === false, `${card} was revealed and is hidden again after ${event.type}`);
        changes++;
        const ok =
          (event.type === 'power' && event.token === 'surveillance' && 'slot' in event && then!.slot === event.slot && before.played.includes(then!)) ||
          (event.type === 'power' && event.token === 'destroy' && isFeint(card)) ||
          (event.type === 'liberate' && event.reveal.includes(card));
        assert.ok(ok, `${card} was revealed by ${JSON.stringify(event)}`);
      }
    }
    assert.ok(changes > 50, `${changes} changes of state seen`);
  });

  it('G2-STATE-4 (G2-OP-10): destroyed cards keep their state and are out of play for good; their revealed faces are public, the hidden ones the Rebellion’s', () => {
    let s = run(atEmpire(), { type: 'power', token: 'destroy', slot: 'hidden-1' }, { type: 'power', token: 'surveillance', slot: 'hidden-2' });
    // Surveillance of the Feint: revealed, then destroyed; Destroy of a numbered card: it stays hidden.
    assert.deepEqual(s.destroyed.map((c) => [c.card, c.revealed]), [['intelligence-4', false], ['feint-1', true]]);
    assert.deepEqual(viewFor(s, 'public').destroyed, { cards: [{ round: 1, slot: 'hidden-1', revealed: false, card: null }, { round: 1, slot: 'hidden-2', revealed: true, card: 'feint-1' }], hidden: 1 });
    assert.deepEqual(viewFor(s, 'rebellion').destroyed.cards.map((c) => c.card), ['intelligence-4', 'feint-1']);
    s = run(s, { type: 'assign', cards: [{ slot: 'revealed', district: 'capitol' }] });
    // No token reaches the destroyed pile in a later round, and it never comes back.
    assert.equal(s.round, 2);
    s = reduce(s, { type: 'area', districts: ['capitol', 'police-headquarters'] });
    const revealed = s.hand.find((c) => !isFeint(c))!;
    s = reduce(s, { type: 'play', hidden: s.hand.filter((c) => c !== revealed).slice(0, 2), revealed });
    assert.equal(s.phase, 'empire');
    refuses(s, { type: 'power', token: 'redirect', destroyed: 1, district: 'capitol' }, 'G2-TOKEN-SCOPE', 'destroyed');
    for (const { after } of transitions(12)) {
      for (const c of after.destroyed) assert.ok(!after.hand.includes(c.card) && !after.played.some((p) => p.card === c.card) && !Object.values(after.stacks).flat().some((p) => p.card === c.card));
    }
  });

  it('G2-STATE-5: the Empire sees the public view; the Rebellion’s adds only its hand, the hidden faces and its own reckoning', () => {
    const hide = (v: GameView): GameView => {
      const card = (c: CardView): CardView => ({ ...c, card: c.revealed ? c.card : null });
      return {
        ...v,
        viewer: 'public',
        hand: { count: v.hand.count, cards: null },
        played: v.played.map(card),
        row: v.row.map((d) => ({ ...d, stack: d.stack.map(card), missions: d.missions.map((m) => ({ mission: m.mission, public: m.public })) })),
        destroyed: { ...v.destroyed, cards: v.destroyed.cards.map(card) },
        liberated: v.liberated.map((l) => ({ ...l, stack: l.stack.map(card) })),
      };
    };
    let states = 0;
    for (const { after } of transitions(12)) {
      const pub = viewFor(after, 'public');
      assert.deepEqual({ ...viewFor(after, 'empire'), viewer: 'public' }, pub, 'the Empire holds no secret');
      assert.deepEqual(hide(viewFor(after, 'rebellion')), pub);
      states++;
    }
    assert.ok(states > 300);
  });
});

describe('open points of the components (G2-OP-9, G2-OP-12)', () => {
  it('G2-OP-9: the deck is one card of each suit and value and four Feints, so no stack holds more than 4 of one value or 4 Feints', () => {
    const faces = REBEL_DECK.map(faceOf);
    assert.equal(REBEL_DECK.length, 24);
    assert.equal(faces.filter((f) => f.feint).length, 4);
    const numbered = faces.flatMap((f) => (f.feint ? [] : [`${f.suit}-${f.value}`]));
    assert.equal(new Set(numbered).size, 20, 'each suit and value once');
    for (const { after } of transitions(12)) {
      for (const stack of Object.values(after.stacks)) {
        const values = new Map<string, number>();
        for (const c of stack) {
          const f = faceOf(c.card);
          const key = f.feint ? 'feint' : String(f.value);
          values.set(key, (values.get(key) ?? 0) + 1);
        }
        for (const [key, count] of values) assert.ok(count <= 4, `${count} × ${key} in one stack`);
      }
    }
  });

  it('G2-OP-12: no rule needs the seed’s missing pictures: the adjacent pairs come from the row alone, after every liberation', () => {
    let seen = 0;
    for (const { before, after } of transitions(16)) {
      if (after.liberated.length === before.liberated.length || after.phase !== 'area') continue;
      assert.deepEqual(adjacentPairs(after), after.row.slice(1).map((d, i) => [after.row[i], d]));
      assert.deepEqual(asked(after)[0]!.options!.pairs, adjacentPairs(after));
      seen++;
    }
    assert.ok(seen > 3, `${seen} liberations seen`);
  });
});
