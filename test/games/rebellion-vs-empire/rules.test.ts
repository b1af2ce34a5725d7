/**
 * Rebellion vs Empire's rules one by one (other-games.md part A): each refusal by its rule id and
 * code, the seed's worked example round (A.9) replayed exactly, the Capitol variant, the Final
 * Showdown, table-entered missions (G2-MIS-UNKNOWN) and the asks that offer only legal moves (A.10).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { asked, asksFor, createGame, REBEL_DECK, reduce, replay, RuleError, viewFor } from '../../../src/games/rebellion-vs-empire/engine.ts';
import type { CardId, District, GameEvent, GameSetup, GameState, MissionEntry, Token } from '../../../src/games/rebellion-vs-empire/engine.ts';
import { playGame } from './driver.ts';

const ROW: District[] = ['ministry-of-plenty', 'ministry-of-peace', 'capitol', 'police-headquarters', 'ministry-of-truth'];
const BASE: GameSetup = { capitolVariant: false, missionCards: 'app' };
const MISSIONS: MissionEntry[] = ['espionage', 'civil-disobedience', 'coordinated-plot'];

/** The deck with `first` on top, the other cards after in the deck's order. */
function deck(first: CardId[]): CardId[] {
  return [...first, ...REBEL_DECK.filter((c) => !first.includes(c))];
}

function run(state: GameState, ...events: GameEvent[]): GameState {
  return events.reduce(reduce, state);
}

/** A game after its setup events: the given row, missions and deck. */
function start(top: CardId[], setup: GameSetup = BASE, missions: MissionEntry[] = MISSIONS, row: District[] = ROW): GameState {
  return run(createGame(setup), { type: 'row', row }, { type: 'missions', missions }, { type: 'shuffle', deck: deck(top) });
}

function refuses(state: GameState, event: GameEvent, rule: string, code: string): void {
  assert.throws(
    () => reduce(state, event),
    (e: unknown) => {
      assert.ok(e instanceof RuleError, String(e));
      assert.equal(e.rule, rule, `${e.rule} ${e.code}: ${e.message}`);
      assert.equal(e.code, code, `${e.rule} ${e.code}: ${e.message}`);
      assert.ok(e.message.length > 10);
      return true;
    },
  );
}

function fails(fn: () => unknown, rule: string, code: string): void {
  assert.throws(fn, (e: unknown) => e instanceof RuleError && e.rule === rule && e.code === code);
}

/** The hand of round 1 is `intelligence-4, riots-4, coup-2, feint-1, supplies-3`. */
const HAND: CardId[] = ['intelligence-4', 'riots-4', 'coup-2', 'feint-1', 'supplies-3'];

/** Round 1 up to the Empire's step: area Capitol–Police Headquarters; hidden intelligence-4, feint-1; revealed coup-2. */
function atEmpire(setup: GameSetup = BASE): GameState {
  return run(start(HAND, setup), { type: 'area', districts: ['capitol', 'police-headquarters'] }, { type: 'play', hidden: ['intelligence-4', 'feint-1'], revealed: 'coup-2' });
}

describe('setup (G2-SET-*, G2-COMP-1, G2-CAPITOL-1)', () => {
  it('G2-SET-2: the row holds the five districts once; G2-CAPITOL-1: the Capitol in the middle', () => {
    const g = createGame(BASE);
    refuses(g, { type: 'row', row: ROW.slice(0, 4) }, 'G2-SET-2', 'not-a-row');
    refuses(g, { type: 'row', row: [...ROW.slice(0, 4), 'capitol'] }, 'G2-SET-2', 'not-a-row');
    refuses(createGame({ ...BASE, capitolVariant: true }), { type: 'row', row: ['capitol', ...ROW.filter((d) => d !== 'capitol')] }, 'G2-CAPITOL-1', 'capitol-middle');
    assert.deepEqual(reduce(createGame({ ...BASE, capitolVariant: true }), { type: 'row', row: ROW }).row, ROW);
  });

  it('G2-SET-6: three missions beside Revolution, distinct, described or entered by the table', () => {
    const g = run(createGame(BASE), { type: 'row', row: ROW });
    refuses(createGame(BASE), { type: 'missions', missions: MISSIONS }, 'G2-SET-6', 'setup-order');
    refuses(g, { type: 'missions', missions: ['espionage', 'coordinated-plot'] }, 'G2-SET-6', 'three');
    refuses(g, { type: 'missions', missions: ['espionage', 'coordinated-plot', 'revolution'] }, 'G2-SET-6', 'revolution-always');
    refuses(g, { type: 'missions', missions: ['espionage', 'espionage', 'sleeper-cell'] }, 'G2-SET-6', 'duplicate');
    refuses(g, { type: 'missions', missions: ['espionage', 'sleeper-cell', 'secret-police' as never] }, 'G2-SET-6', 'unknown-mission');
    const s = reduce(g, { type: 'missions', missions: MISSIONS });
    assert.deepEqual(s.missions.map((m) => m.id), ['revolution', ...MISSIONS]);
  });

  it('G2-MIS-UNKNOWN (G2-OP-11): the table enters an undescribed card by its printed name and condition; the app never draws one', () => {
    const card = { table: { name: 'Printed name', condition: 'Printed condition' } };
    refuses(run(createGame(BASE), { type: 'row', row: ROW }), { type: 'missions', missions: ['espionage', 'sleeper-cell', card] }, 'G2-MIS-UNKNOWN', 'app-draws-described');
    const t = run(createGame({ ...BASE, missionCards: 'table' }), { type: 'row', row: ROW });
    refuses(t, { type: 'missions', missions: ['espionage', 'sleeper-cell', { table: { name: ' ', condition: 'x' } }] }, 'G2-MIS-UNKNOWN', 'text');
    refuses(t, { type: 'missions', missions: ['espionage', 'sleeper-cell', { table: { name: 'x', condition: 'y'.repeat(401) } }] }, 'G2-MIS-UNKNOWN', 'text-length');
    refuses(t, { type: 'missions', missions: ['espionage', card, { table: { name: 'printed NAME', condition: 'other' } }] }, 'G2-SET-6', 'duplicate');
    const s = reduce(t, { type: 'missions', missions: ['espionage', card, { table: { name: 'Second', condition: 'c' } }] });
    assert.deepEqual(s.missions[2], { id: 'table-1', table: { name: 'Printed name', condition: 'Printed condition' } });
    assert.equal(s.missions[3]!.id, 'table-2');
    assert.deepEqual(asked(t)[0], { kind: 'missions', by: 'table', secret: false, options: { described: ['espionage', 'civil-disobedience', 'rising-political-influence', 'entrenched-organizers', 'coup-d-etat', 'coordinated-plot', 'sleeper-cell'], tableEntries: true } });
  });

  it('G2-COMP-1: the shuffled deck is the 24 cards once; G2-SET-3: the Rebellion draws 5', () => {
    const g = run(createGame(BASE), { type: 'row', row: ROW }, { type: 'missions', missions: MISSIONS });
    refuses(run(createGame(BASE), { type: 'row', row: ROW }), { type: 'shuffle', deck: [...REBEL_DECK] }, 'G2-SET-3', 'setup-order');
    refuses(g, { type: 'shuffle', deck: REBEL_DECK.slice(1) }, 'G2-COMP-1', 'not-the-deck');
    refuses(g, { type: 'shuffle', deck: [...REBEL_DECK.slice(1), 'coup-2'] }, 'G2-COMP-1', 'not-the-deck');
    const s = reduce(g, { type: 'shuffle', deck: deck(HAND) });
    assert.deepEqual(s.hand, HAND);
    assert.equal(s.deck.length, 19);
    assert.equal(s.round, 1);
    assert.equal(s.phase, 'area');
    assert.deepEqual(s.used, { surveillance: false, destroy: false, redirect: false, blockade: false }, 'G2-SET-4: tokens available');
  });

  it('G2-SET-1: the two players need different names, whatever the letter case', () => {
    fails(() => createGame({ ...BASE, players: { rebellion: 'Ann', empire: 'ANN' } }), 'G2-SET-1', 'same-name');
    fails(() => createGame({ ...BASE, players: { rebellion: ' ann', empire: 'Ａｎｎ' } }), 'G2-SET-1', 'same-name');
    assert.equal(createGame({ ...BASE, players: { rebellion: 'Ann', empire: 'Anna' } }).setup.players!.empire, 'Anna');
  });

  it('REC-EVENT and G2-ROUND-1: malformed events and events out of order', () => {
    refuses(createGame(BASE), { type: 'teleport' } as never, 'REC-EVENT', 'event-type');
    assert.throws(() => reduce(createGame(BASE), null as never), (e: unknown) => e instanceof RuleError && e.rule === 'REC-EVENT');
    refuses(createGame(BASE), { type: 'area', districts: ['capitol', 'ministry-of-peace'] }, 'G2-ROUND-1', 'out-of-order');
    refuses(start(HAND), { type: 'play', hidden: ['intelligence-4', 'feint-1'], revealed: 'coup-2' }, 'G2-ROUND-1', 'out-of-order');
    assert.throws(() => createGame({ capitolVariant: 'yes' } as never), (e: unknown) => e instanceof RuleError && e.rule === 'REC-EVENT');
  });

  it('REC-EVENT: every malformed field is refused with its code', () => {
    const setupRefusal = (setup: unknown, code: string) =>
      assert.throws(() => createGame(setup as GameSetup), (e: unknown) => e instanceof RuleError && e.rule === 'REC-EVENT' && e.code === code);
    setupRefusal(null, 'setup-object');
    setupRefusal({ capitolVariant: 1, missionCards: 'app' }, 'setup-capitol');
    setupRefusal({ capitolVariant: false, missionCards: 'box' }, 'setup-missions');
    setupRefusal({ capitolVariant: false, missionCards: 'app', redirectIntoBlockade: 'no' }, 'setup-redirect');
    refuses(createGame(BASE), null as never, 'REC-EVENT', 'event-object');
    const t = run(createGame({ ...BASE, missionCards: 'table' }), { type: 'row', row: ROW });
    refuses(t, { type: 'missions', missions: ['espionage', 'sleeper-cell', { name: 'x' } as never] }, 'REC-EVENT', 'mission-entry');
    const s = start(HAND);
    refuses(s, { type: 'area', districts: ['capitol'] as never }, 'REC-EVENT', 'area-pair');
    const p = reduce(s, { type: 'area', districts: ['capitol', 'police-headquarters'] });
    refuses(p, { type: 'play', hidden: ['intelligence-4', 'joker' as never], revealed: 'coup-2' }, 'REC-EVENT', 'card');
    const e = reduce(p, { type: 'play', hidden: ['intelligence-4', 'feint-1'], revealed: 'coup-2' });
    refuses(e, { type: 'power', token: 'bribe' as never, slot: 'hidden-1' }, 'REC-EVENT', 'token');
    refuses(e, { type: 'power', token: 'destroy', slot: 'hidden-9' as never }, 'REC-EVENT', 'slot');
    const a = run(e, { type: 'power', token: 'destroy', slot: 'hidden-2' }, { type: 'power', token: 'blockade', district: 'capitol' });
    refuses(a, { type: 'assign', cards: 'all' as never }, 'REC-EVENT', 'assign-list');
    const l = run(a, { type: 'assign', cards: [{ slot: 'hidden-1', district: 'police-headquarters' }, { slot: 'revealed', district: 'police-headquarters' }] });
    assert.equal(l.round, 2, 'nothing met: the round ended at once');
  });

  it('every refusal the reducer can raise (rule and code) is exercised by a test in this folder', () => {
    const source = readFileSync(new URL('../../../src/games/rebellion-vs-empire/core/reducer.ts', import.meta.url), 'utf8');
    const pairs = [...source.matchAll(/fail\('([A-Z0-9-]+)', '([a-z-]+)'/g)].map((m) => `'${m[1]}', '${m[2]}'`);
    assert.ok(pairs.length >= 40, `${pairs.length} refusals found`);
    const tests = readFileSync(new URL('./rules.test.ts', import.meta.url), 'utf8');
    const setupCodes = ['setup-object', 'setup-capitol', 'setup-missions', 'setup-redirect'];
    const missing = [...new Set(pairs)].filter((p) => !tests.includes(p) && !setupCodes.some((c) => p.endsWith(`'${c}'`) && tests.includes(`'${c}'`)));
    assert.deepEqual(missing, []);
  });
});

describe('the round (G2-ROUND-*)', () => {
  it('G2-ROUND-AREA: two adjacent districts of the row', () => {
    const s = start(HAND);
    refuses(s, { type: 'area', districts: ['ministry-of-plenty', 'capitol'] }, 'G2-ROUND-AREA', 'not-adjacent');
    refuses(s, { type: 'area', districts: ['ministry-of-plenty', 'ministry-of-truth'] }, 'G2-ROUND-AREA', 'not-adjacent');
    refuses(s, { type: 'area', districts: ['capitol', 'capitol'] }, 'G2-ROUND-AREA', 'not-adjacent');
    refuses(s, { type: 'area', districts: ['capitol', 'nowhere' as never] }, 'REC-EVENT', 'district');
    assert.deepEqual(reduce(s, { type: 'area', districts: ['police-headquarters', 'capitol'] }).area, ['capitol', 'police-headquarters'], 'kept in row order');
    assert.deepEqual(asked(s)[0]!.options!.pairs, [
      ['ministry-of-plenty', 'ministry-of-peace'],
      ['ministry-of-peace', 'capitol'],
      ['capitol', 'police-headquarters'],
      ['police-headquarters', 'ministry-of-truth'],
    ]);
  });

  it('G2-ROUND-PLAY, G2-COMP-2: exactly two hidden and one revealed from the hand; never a revealed Feint', () => {
    const s = run(start(HAND), { type: 'area', districts: ['capitol', 'police-headquarters'] });
    refuses(s, { type: 'play', hidden: ['intelligence-4'], revealed: 'coup-2' }, 'G2-ROUND-PLAY', 'two-hidden');
    refuses(s, { type: 'play', hidden: ['intelligence-4', 'riots-4', 'feint-1'], revealed: 'coup-2' }, 'G2-ROUND-PLAY', 'two-hidden');
    refuses(s, { type: 'play', hidden: ['intelligence-4', 'riots-4', 'feint-1'], revealed: null }, 'G2-ROUND-PLAY', 'two-hidden');
    refuses(s, { type: 'play', hidden: ['intelligence-4', 'intelligence-4'], revealed: 'coup-2' }, 'G2-ROUND-PLAY', 'three-cards');
    refuses(s, { type: 'play', hidden: ['intelligence-4', 'riots-6'], revealed: 'coup-2' }, 'G2-ROUND-PLAY', 'not-in-hand');
    refuses(s, { type: 'play', hidden: ['intelligence-4', 'riots-4'], revealed: 'feint-1' }, 'G2-COMP-2', 'feint-revealed');
    const p = reduce(s, { type: 'play', hidden: ['intelligence-4', 'feint-1'], revealed: 'coup-2' });
    assert.deepEqual(p.hand, ['riots-4', 'supplies-3']);
    assert.deepEqual(p.played.map((c) => [c.slot, c.revealed]), [['hidden-1', false], ['hidden-2', false], ['revealed', true]]);
    assert.deepEqual(asked(s)[0]!.options!.revealable, ['intelligence-4', 'riots-4', 'coup-2', 'supplies-3']);
  });

  it('G2-ROUND-EMPIRE: exactly two actions, the second after the first; G2-TOKEN-ONCE: a used token cannot be chosen', () => {
    const s = atEmpire();
    const one = reduce(s, { type: 'power', token: 'surveillance', slot: 'hidden-1' });
    assert.equal(one.phase, 'empire');
    refuses(one, { type: 'power', token: 'surveillance', slot: 'hidden-2' }, 'G2-TOKEN-ONCE', 'used');
    const two = reduce(one, { type: 'power', token: 'destroy', slot: 'hidden-1' });
    assert.equal(two.phase, 'assign');
    refuses(two, { type: 'power', token: 'redirect', slot: 'revealed', district: 'capitol' }, 'G2-ROUND-EMPIRE', 'two-actions');
    assert.deepEqual(asked(one)[0]!.options!.tokens!.map((t) => t.token), ['destroy', 'redirect', 'blockade']);
  });

  it('G2-ROUND-EMPIRE (002: 351): the Empire may not pass, before its first action or its second; nor out of its step (G2-ROUND-1)', () => {
    const s = atEmpire();
    refuses(s, { type: 'pass' }, 'G2-ROUND-EMPIRE', 'must-act');
    const one = reduce(s, { type: 'power', token: 'blockade', district: 'capitol' });
    refuses(one, { type: 'pass' }, 'G2-ROUND-EMPIRE', 'must-act');
    refuses(start(HAND), { type: 'pass' }, 'G2-ROUND-1', 'out-of-order');
  });

  it('G2-TOKEN-SAME: two actions on one card (Surveillance then Destroy), and none on a card already destroyed or redirected (G2-TOKEN-SCOPE)', () => {
    const s = atEmpire();
    const surv = reduce(s, { type: 'power', token: 'surveillance', slot: 'hidden-1' });
    const both = reduce(surv, { type: 'power', token: 'destroy', slot: 'hidden-1' });
    assert.deepEqual(both.destroyed, [{ card: 'intelligence-4', revealed: true, round: 1, slot: 'hidden-1' }]);
    const destroyed = reduce(s, { type: 'power', token: 'destroy', slot: 'revealed' });
    refuses(destroyed, { type: 'power', token: 'redirect', slot: 'revealed', district: 'capitol' }, 'G2-TOKEN-SCOPE', 'not-in-front');
    const redirected = reduce(s, { type: 'power', token: 'redirect', slot: 'hidden-1', district: 'ministry-of-plenty' });
    refuses(redirected, { type: 'power', token: 'surveillance', slot: 'hidden-1' }, 'G2-TOKEN-SCOPE', 'not-in-front');
    refuses(redirected, { type: 'power', token: 'destroy', slot: 'hidden-1' }, 'G2-TOKEN-SCOPE', 'not-in-front');
  });

  it("G2-TOKEN-SCOPE (002: 356–359), G2-STACK: a card already in a district's stack, or destroyed, is named by its place and refused", () => {
    // Round 1 puts the revealed Coup 2 and hidden card 1 in the Capitol's stack, and destroys hidden card 2.
    const s = atEmpire();
    const r1 = run(s, { type: 'power', token: 'destroy', slot: 'hidden-2' }, { type: 'power', token: 'blockade', district: 'police-headquarters' }, { type: 'assign', cards: [{ slot: 'hidden-1', district: 'capitol' }, { slot: 'revealed', district: 'capitol' }] });
    assert.equal(r1.round, 2);
    const r2 = run(r1, { type: 'area', districts: ['capitol', 'police-headquarters'] }, { type: 'play', hidden: ['riots-4', 'supplies-3'], revealed: r1.hand.find((c) => !['riots-4', 'supplies-3'].includes(c) && !c.startsWith('feint'))! });
    refuses(r2, { type: 'power', token: 'surveillance', stack: { district: 'capitol', position: 1 } }, 'G2-TOKEN-SCOPE', 'in-stack');
    refuses(r2, { type: 'power', token: 'redirect', stack: { district: 'capitol', position: 2 }, district: 'ministry-of-plenty' }, 'G2-TOKEN-SCOPE', 'in-stack');
    refuses(r2, { type: 'power', token: 'surveillance', destroyed: 1 }, 'G2-TOKEN-SCOPE', 'destroyed');
    refuses(r2, { type: 'power', token: 'surveillance', stack: { district: 'capitol', position: 3 } }, 'REC-EVENT', 'stack-position');
    refuses(r2, { type: 'power', token: 'surveillance', stack: { district: 'ministry-of-peace', position: 1 } }, 'REC-EVENT', 'stack-position');
    refuses(r2, { type: 'power', token: 'surveillance', destroyed: 2 }, 'REC-EVENT', 'destroyed-position');
    refuses(r2, { type: 'power', token: 'surveillance', slot: 'hidden-1', destroyed: 1 } as never, 'REC-EVENT', 'one-target');
    // A card Redirect moved into a stack this round is in a stack too: named by its slot (not in front) or its place.
    const moved = reduce(r2, { type: 'power', token: 'redirect', slot: 'hidden-1', district: 'capitol' });
    refuses(moved, { type: 'power', token: 'surveillance', slot: 'hidden-1' }, 'G2-TOKEN-SCOPE', 'not-in-front');
    refuses(moved, { type: 'power', token: 'surveillance', stack: { district: 'capitol', position: 3 } }, 'G2-TOKEN-SCOPE', 'in-stack');
  });

  it('G2-TOKEN-SURV: reveals a hidden played card; a revealed card is no target; a Feint is revealed, then destroyed', () => {
    const s = atEmpire();
    refuses(s, { type: 'power', token: 'surveillance', slot: 'revealed' }, 'G2-TOKEN-SURV', 'already-revealed');
    const a = reduce(s, { type: 'power', token: 'surveillance', slot: 'hidden-1' });
    assert.deepEqual(a.played[0], { card: 'intelligence-4', revealed: true, round: 1, slot: 'hidden-1' });
    const f = reduce(s, { type: 'power', token: 'surveillance', slot: 'hidden-2' });
    assert.deepEqual(f.destroyed, [{ card: 'feint-1', revealed: true, round: 1, slot: 'hidden-2' }]);
    assert.deepEqual(f.played.map((c) => c.slot), ['hidden-1', 'revealed']);
    assert.deepEqual(asked(s)[0]!.options!.tokens!.find((t) => t.token === 'surveillance')!.slots, ['hidden-1', 'hidden-2']);
  });

  it('G2-TOKEN-DESTROY: set aside keeping its state; a destroyed hidden Feint is revealed at once', () => {
    const s = atEmpire();
    const hidden = reduce(s, { type: 'power', token: 'destroy', slot: 'hidden-1' });
    assert.deepEqual(hidden.destroyed, [{ card: 'intelligence-4', revealed: false, round: 1, slot: 'hidden-1' }]);
    assert.deepEqual(viewFor(hidden, 'public').destroyed, { cards: [{ card: null, revealed: false, round: 1, slot: 'hidden-1' }], hidden: 1 });
    assert.deepEqual(viewFor(hidden, 'rebellion').destroyed.cards[0]!.card, 'intelligence-4', 'G2-OP-10: the Rebellion may review its hidden destroyed cards');
    const feint = reduce(s, { type: 'power', token: 'destroy', slot: 'hidden-2' });
    assert.deepEqual(feint.destroyed, [{ card: 'feint-1', revealed: true, round: 1, slot: 'hidden-2' }]);
  });

  it('G2-TOKEN-REDIRECT: to any district of the row, outside the area too, keeping the state; never a liberated one', () => {
    const s = atEmpire();
    const r = reduce(s, { type: 'power', token: 'redirect', slot: 'hidden-1', district: 'ministry-of-plenty' });
    assert.deepEqual(r.stacks['ministry-of-plenty'], [{ card: 'intelligence-4', revealed: false, round: 1, slot: 'hidden-1' }]);
    const lib = liberatedTruth();
    refuses(lib, { type: 'power', token: 'redirect', slot: 'revealed', district: 'ministry-of-truth' }, 'G2-TOKEN-REDIRECT', 'liberated');
  });

  it('G2-OP-5: Redirect into the blockaded district is allowed by default; a table may switch it off', () => {
    const on = run(atEmpire(), { type: 'power', token: 'blockade', district: 'capitol' }, { type: 'power', token: 'redirect', slot: 'hidden-1', district: 'capitol' });
    assert.equal(on.stacks.capitol.length, 1);
    const off = reduce(atEmpire({ ...BASE, redirectIntoBlockade: false }), { type: 'power', token: 'blockade', district: 'capitol' });
    refuses(off, { type: 'power', token: 'redirect', slot: 'hidden-1', district: 'capitol' }, 'G2-OP-5', 'blockaded');
    assert.ok(!asked(off)[0]!.options!.tokens!.find((t) => t.token === 'redirect')!.districts!.includes('capitol'));
  });

  it('G2-TOKEN-BLOCK (G2-OP-4): the Blockade goes on an area district and forbids the Rebellion to assign there', () => {
    const s = atEmpire();
    refuses(s, { type: 'power', token: 'blockade', district: 'ministry-of-plenty' }, 'G2-TOKEN-BLOCK', 'outside-area');
    const b = run(s, { type: 'power', token: 'blockade', district: 'capitol' }, { type: 'power', token: 'destroy', slot: 'hidden-2' });
    refuses(b, { type: 'assign', cards: [{ slot: 'hidden-1', district: 'capitol' }, { slot: 'revealed', district: 'police-headquarters' }] }, 'G2-TOKEN-BLOCK', 'blockaded');
    assert.deepEqual(asked(b)[0]!.options, { slots: ['hidden-1', 'revealed'], districts: ['police-headquarters'] });
    const next = reduce(b, { type: 'assign', cards: [{ slot: 'hidden-1', district: 'police-headquarters' }, { slot: 'revealed', district: 'police-headquarters' }] });
    assert.equal(next.blockade, null, 'the Blockade ends with its round');
  });

  it('G2-ROUND-ASSIGN, G2-OP-8: every remaining card, once, to an area district, states unchanged', () => {
    const s = run(atEmpire(), { type: 'power', token: 'destroy', slot: 'hidden-2' }, { type: 'power', token: 'blockade', district: 'capitol' });
    refuses(s, { type: 'assign', cards: [{ slot: 'hidden-1', district: 'police-headquarters' }] }, 'G2-OP-8', 'all-assigned');
    refuses(s, { type: 'assign', cards: [{ slot: 'hidden-1', district: 'ministry-of-truth' }, { slot: 'revealed', district: 'police-headquarters' }] }, 'G2-ROUND-ASSIGN', 'outside-area');
    refuses(s, { type: 'assign', cards: [{ slot: 'hidden-1', district: 'police-headquarters' }, { slot: 'hidden-1', district: 'police-headquarters' }] }, 'G2-ROUND-ASSIGN', 'twice');
    refuses(s, { type: 'assign', cards: [{ slot: 'hidden-2', district: 'police-headquarters' }, { slot: 'revealed', district: 'police-headquarters' }] }, 'G2-ROUND-ASSIGN', 'not-in-front');
    const a = reduce(s, { type: 'assign', cards: [{ slot: 'revealed', district: 'police-headquarters' }, { slot: 'hidden-1', district: 'police-headquarters' }] });
    assert.deepEqual(a.stacks['police-headquarters'].map((c) => [c.card, c.revealed]), [['coup-2', true], ['intelligence-4', false]]);
  });
});

/** After round 1: the Ministry of Truth liberated by Espionage (intelligence-4 and riots-4 hidden, proved by revealing both). */
function liberatedTruth(): GameState {
  const s = run(
    start(HAND),
    { type: 'area', districts: ['police-headquarters', 'ministry-of-truth'] },
    { type: 'play', hidden: ['intelligence-4', 'riots-4'], revealed: 'coup-2' },
    { type: 'power', token: 'destroy', slot: 'revealed' },
    { type: 'power', token: 'blockade', district: 'police-headquarters' },
    { type: 'assign', cards: [{ slot: 'hidden-1', district: 'ministry-of-truth' }, { slot: 'hidden-2', district: 'ministry-of-truth' }] },
  );
  assert.equal(s.phase, 'liberation');
  const l = reduce(s, { type: 'liberate', district: 'ministry-of-truth', mission: 'espionage', reveal: ['intelligence-4', 'riots-4'] });
  return run(l, { type: 'area', districts: ['capitol', 'police-headquarters'] }, { type: 'play', hidden: ['supplies-3', 'feint-1'], revealed: HAND_AFTER_1[0]! });
}
const HAND_AFTER_1 = REBEL_DECK.filter((c) => !HAND.includes(c)).slice(0, 3);

describe('liberation (G2-LIB-*)', () => {
  function atCheck(): GameState {
    return run(
      start(HAND),
      { type: 'area', districts: ['police-headquarters', 'ministry-of-truth'] },
      { type: 'play', hidden: ['intelligence-4', 'riots-4'], revealed: 'coup-2' },
      { type: 'power', token: 'destroy', slot: 'revealed' },
      { type: 'power', token: 'blockade', district: 'police-headquarters' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'ministry-of-truth' }, { slot: 'hidden-2', district: 'ministry-of-truth' }] },
    );
  }

  it('G2-LIB-1, G2-LIB-5: the Rebellion proves a mission met, revealing enough hidden cards of the stack', () => {
    const s = atCheck();
    assert.deepEqual(s.pending, ['ministry-of-truth']);
    refuses(s, { type: 'liberate', district: 'ministry-of-truth', mission: 'sleeper-cell', reveal: [] }, 'G2-LIB-1', 'not-in-play');
    refuses(s, { type: 'liberate', district: 'ministry-of-truth', mission: 'civil-disobedience', reveal: ['intelligence-4', 'riots-4'] }, 'G2-LIB-1', 'not-met');
    refuses(s, { type: 'liberate', district: 'ministry-of-truth', mission: 'espionage', reveal: ['intelligence-4'] }, 'G2-LIB-5', 'not-proved');
    refuses(s, { type: 'liberate', district: 'ministry-of-truth', mission: 'espionage', reveal: ['intelligence-4', 'coup-2'] }, 'G2-LIB-5', 'not-hidden-in-stack');
    refuses(s, { type: 'liberate', district: 'ministry-of-truth', mission: 'espionage', reveal: ['intelligence-4', 'intelligence-4'] }, 'G2-LIB-5', 'twice');
    refuses(s, { type: 'end-check' }, 'G2-LIB-3', 'proofs-pending');
    refuses(s, { type: 'liberate', district: 'ministry-of-truth', mission: 'espionage', reveal: 'riots-4' as never }, 'REC-EVENT', 'reveal-list');
    // what the Rebellion is asked, and what the Empire sees of it
    assert.deepEqual(asksFor(s, 'rebellion'), [{ kind: 'liberate', by: 'rebellion', secret: true, options: { proofs: [{ district: 'ministry-of-truth', missions: [{ mission: 'espionage', reveal: ['intelligence-4', 'riots-4'] }] }] } }]);
    assert.deepEqual(asksFor(s, 'empire'), [{ kind: 'liberate', by: 'rebellion', secret: true }]);
    const l = reduce(s, { type: 'liberate', district: 'ministry-of-truth', mission: 'espionage', reveal: ['riots-4', 'intelligence-4'] });
    assert.deepEqual(l.liberated, [{ district: 'ministry-of-truth', mission: 'espionage', round: 1, revealed: ['intelligence-4', 'riots-4'], neighbours: ['police-headquarters', null] }]);
    assert.deepEqual(l.row, ROW.slice(0, 4), 'G2-LIB-8: an end district leaves the row');
    assert.equal(l.round, 2);
  });

  it('G2-LIB-7: no card to a liberated district; G2-ROUND-AREA: it is no longer in the row', () => {
    const s = liberatedTruth();
    assert.equal(s.phase, 'empire');
    const before = run(atCheck(), { type: 'liberate', district: 'ministry-of-truth', mission: 'espionage', reveal: ['intelligence-4', 'riots-4'] });
    refuses(before, { type: 'area', districts: ['police-headquarters', 'ministry-of-truth'] }, 'G2-ROUND-AREA', 'not-in-row');
    const a = run(s, { type: 'power', token: 'surveillance', slot: 'hidden-1' }, { type: 'power', token: 'redirect', slot: 'hidden-1', district: 'capitol' });
    refuses(a, { type: 'assign', cards: [{ slot: 'hidden-2', district: 'ministry-of-truth' }, { slot: 'revealed', district: 'capitol' }] }, 'G2-LIB-7', 'liberated');
  });

  it('G2-LIB-8: a liberated middle district makes its neighbours adjacent', () => {
    const s = run(
      start(HAND),
      { type: 'area', districts: ['ministry-of-peace', 'capitol'] },
      { type: 'play', hidden: ['intelligence-4', 'riots-4'], revealed: 'coup-2' },
      { type: 'power', token: 'destroy', slot: 'revealed' },
      { type: 'power', token: 'blockade', district: 'ministry-of-peace' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'capitol' }, { slot: 'hidden-2', district: 'capitol' }] },
      { type: 'liberate', district: 'capitol', mission: 'espionage', reveal: ['intelligence-4', 'riots-4'] },
    );
    assert.deepEqual(s.row, ['ministry-of-plenty', 'ministry-of-peace', 'police-headquarters', 'ministry-of-truth']);
    assert.deepEqual(asked(s)[0]!.options!.pairs![1], ['ministry-of-peace', 'police-headquarters']);
    assert.deepEqual(viewFor(s, 'public').row[1]!.neighbours, ['ministry-of-plenty', 'police-headquarters']);
    assert.equal(s.winner, null, 'without the variant the Capitol is a district like the others');
  });

  it('G2-LIB-3 (G2-OP-7): every district of the row is checked, so a Redirect outside the area can complete a stack', () => {
    // Round 1 puts a hidden 4 of Intelligence in the Ministry of Plenty; round 2 the Empire redirects a revealed 4 of Riots there.
    const top: CardId[] = ['intelligence-4', 'coup-2', 'feint-1', 'supplies-3', 'supplies-4', 'riots-4', 'coup-3', 'supplies-5'];
    const s = run(
      start(top),
      { type: 'area', districts: ['ministry-of-plenty', 'ministry-of-peace'] },
      { type: 'play', hidden: ['intelligence-4', 'feint-1'], revealed: 'coup-2' },
      { type: 'power', token: 'destroy', slot: 'hidden-2' },
      { type: 'power', token: 'blockade', district: 'ministry-of-peace' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'ministry-of-plenty' }, { slot: 'revealed', district: 'ministry-of-plenty' }] },
      { type: 'area', districts: ['police-headquarters', 'ministry-of-truth'] },
      { type: 'play', hidden: ['supplies-3', 'supplies-4'], revealed: 'riots-4' },
      { type: 'power', token: 'redirect', slot: 'revealed', district: 'ministry-of-plenty' },
      { type: 'power', token: 'surveillance', slot: 'hidden-1' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'ministry-of-truth' }, { slot: 'hidden-2', district: 'ministry-of-truth' }] },
    );
    assert.equal(s.phase, 'liberation');
    assert.deepEqual(s.pending, ['ministry-of-plenty']);
  });

  it('G2-OP-3: Civil Disobedience is proved only by revealing every hidden card of the stack', () => {
    const top: CardId[] = ['coup-6', 'coup-3', 'feint-1', 'supplies-2', 'intelligence-2'];
    const s = run(
      start(top),
      { type: 'area', districts: ['capitol', 'police-headquarters'] },
      { type: 'play', hidden: ['coup-6', 'feint-1'], revealed: 'coup-3' },
      { type: 'power', token: 'blockade', district: 'police-headquarters' },
      { type: 'power', token: 'redirect', slot: 'hidden-2', district: 'capitol' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'capitol' }, { slot: 'revealed', district: 'capitol' }] },
    );
    assert.deepEqual(s.pending, ['capitol']);
    refuses(s, { type: 'liberate', district: 'capitol', mission: 'civil-disobedience', reveal: ['coup-6'] }, 'G2-OP-3', 'reveal-all');
    const l = reduce(s, { type: 'liberate', district: 'capitol', mission: 'civil-disobedience', reveal: ['feint-1', 'coup-6'] });
    assert.ok(l.stacks.capitol.every((c) => c.revealed));
  });
});

describe("the seed's worked example round (A.9, 002: 388–417)", () => {
  // Rounds 1 and 2 prepare the table the example starts from: a revealed 3 of Intelligence in the
  // far-right district, and all four tokens available again in round 3.
  const top: CardId[] = ['intelligence-3', 'feint-1', 'coup-2', 'riots-2', 'supplies-6', 'feint-2', 'coup-4', 'supplies-2', 'riots-5', 'intelligence-2', 'supplies-3'];
  const prepare: GameEvent[] = [
    { type: 'row', row: ROW },
    { type: 'missions', missions: MISSIONS },
    { type: 'shuffle', deck: deck(top) },
    { type: 'area', districts: ['police-headquarters', 'ministry-of-truth'] },
    { type: 'play', hidden: ['feint-1', 'coup-2'], revealed: 'intelligence-3' },
    { type: 'power', token: 'destroy', slot: 'hidden-1' },
    { type: 'power', token: 'redirect', slot: 'hidden-2', district: 'ministry-of-plenty' },
    { type: 'assign', cards: [{ slot: 'revealed', district: 'ministry-of-truth' }] },
    { type: 'area', districts: ['ministry-of-plenty', 'ministry-of-peace'] },
    { type: 'play', hidden: ['feint-2', 'coup-4'], revealed: 'supplies-2' },
    { type: 'power', token: 'surveillance', slot: 'hidden-1' },
    { type: 'power', token: 'blockade', district: 'ministry-of-peace' },
    { type: 'assign', cards: [{ slot: 'hidden-2', district: 'ministry-of-plenty' }, { slot: 'revealed', district: 'ministry-of-plenty' }] },
  ];
  const example: GameEvent[] = [
    // The action area is the two far-right districts.
    { type: 'area', districts: ['police-headquarters', 'ministry-of-truth'] },
    // Hidden 5 of Riots, hidden 2 of Intelligence, revealed 3 of Supplies.
    { type: 'play', hidden: ['riots-5', 'intelligence-2'], revealed: 'supplies-3' },
    // Surveillance on the 2 of Intelligence, then Redirect of the revealed 3 of Supplies to the far-left district.
    { type: 'power', token: 'surveillance', slot: 'hidden-2' },
    { type: 'power', token: 'redirect', slot: 'revealed', district: 'ministry-of-plenty' },
    // The 2 of Intelligence and the 5 of Riots to the far-right district.
    { type: 'assign', cards: [{ slot: 'hidden-2', district: 'ministry-of-truth' }, { slot: 'hidden-1', district: 'ministry-of-truth' }] },
    // Espionage: Intelligence 5, Riots 5. The seed's example skips the proof; G2-LIB-5 shows the hidden 5 of Riots.
    { type: 'liberate', district: 'ministry-of-truth', mission: 'espionage', reveal: ['riots-5'] },
  ];

  it('replays exactly: Espionage liberates the far-right district, the Rebellion draws 3, the Empire keeps Destroy and Blockade', () => {
    const before = replay(BASE, prepare);
    assert.equal(before.round, 3);
    assert.deepEqual(before.used, { surveillance: false, destroy: false, redirect: false, blockade: false }, 'all four used in rounds 1–2: refreshed');
    assert.deepEqual(before.hand, ['riots-2', 'supplies-6', 'riots-5', 'intelligence-2', 'supplies-3'], 'five cards in hand');
    assert.deepEqual(before.stacks['ministry-of-truth'].map((c) => [c.card, c.revealed]), [['intelligence-3', true]]);

    const steps = example.slice(0, 4).reduce(reduce, before);
    assert.deepEqual(steps.stacks['ministry-of-plenty'].at(-1), { card: 'supplies-3', revealed: true, round: 3, slot: 'revealed' }, 'redirected outside the area, still revealed');
    assert.deepEqual(steps.played, [
      { card: 'riots-5', revealed: false, round: 3, slot: 'hidden-1' },
      { card: 'intelligence-2', revealed: true, round: 3, slot: 'hidden-2' },
    ]);
    const checked = reduce(steps, example[4]!);
    assert.deepEqual(checked.pending, ['ministry-of-truth']);
    assert.deepEqual(asked(checked)[0]!.options!.proofs, [{ district: 'ministry-of-truth', missions: [{ mission: 'espionage', reveal: ['riots-5'] }] }]);

    const after = replay(BASE, [...prepare, ...example]);
    assert.deepEqual(after.liberated, [{ district: 'ministry-of-truth', mission: 'espionage', round: 3, revealed: ['riots-5'], neighbours: ['police-headquarters', null] }]);
    assert.deepEqual(after.stacks['ministry-of-truth'].map((c) => [c.card, c.revealed]), [['intelligence-3', true], ['intelligence-2', true], ['riots-5', true]]);
    assert.deepEqual(after.row, ['ministry-of-plenty', 'ministry-of-peace', 'capitol', 'police-headquarters']);
    assert.deepEqual(after.used, { surveillance: true, destroy: false, redirect: true, blockade: false }, 'G2-REFRESH: two used stay used');
    assert.deepEqual(asked(after)[0], { kind: 'area', by: 'rebellion', secret: false, options: { pairs: [['ministry-of-plenty', 'ministry-of-peace'], ['ministry-of-peace', 'capitol'], ['capitol', 'police-headquarters']] } });
    assert.equal(after.round, 4);
    assert.equal(after.hand.length, 5, 'G2-DRAW: back to five');
    assert.deepEqual(after.hand.slice(0, 2), ['riots-2', 'supplies-6']);
    assert.equal(after.deck.length, 24 - 5 - 9);
    const next = run(after, { type: 'area', districts: ['capitol', 'police-headquarters'] }, { type: 'play', hidden: ['riots-2', 'supplies-6'], revealed: after.hand[2]! });
    assert.deepEqual(asked(next)[0]!.options!.tokens!.map((t) => t.token), ['destroy', 'blockade'], 'only Destroy and Blockade next round');
  });
});

/** A legal action of `token` now: Blockade on the last district it may go on, Redirect of the first played card to the row's last district, Surveillance of the first hidden card, Destroy of the first card. */
function powerOn(state: GameState, token: Token): GameEvent {
  const option = asked(state)[0]!.options!.tokens!.find((t) => t.token === token)!;
  switch (token) {
    case 'blockade':
      return { type: 'power', token, district: option.districts!.at(-1)! };
    case 'redirect':
      return { type: 'power', token, slot: option.slots![0]!, district: option.districts!.at(-1)! };
    default:
      return { type: 'power', token, slot: option.slots![0]! };
  }
}

describe('the Final Showdown and the ends (G2-FINAL-*, G2-END-*, G2-CAPITOL-2)', () => {
  /** A random game's first Final Showdown state (round 8, step 2). */
  function showdown(): { state: GameState; events: GameEvent[] } {
    for (let seed = 1; ; seed++) {
      let found: { state: GameState; events: GameEvent[] } | null = null;
      playGame(BASE, seed, 'random', (state, events) => {
        if (!found && state.final && state.phase === 'play') found = { state, events: [...events] };
      });
      if (found) return found;
    }
  }

  it('G2-FINAL-1: after round 7 the last card is drawn; round 8 is the Final Showdown with three cards', () => {
    const { state } = showdown();
    assert.equal(state.round, 8);
    assert.equal(state.deck.length, 0);
    assert.equal(state.hand.length, 3);
    assert.equal(Object.values(state.used).filter((u) => !u).length, 2, 'the two tokens not used in round 7');
  });

  it('G2-FINAL-2: no action area; G2-FINAL-3 (G2-OP-6): the tokens on the three played cards, the Blockade on any district of the row; G2-FINAL-4: assign anywhere but the blockaded district', () => {
    let { state } = showdown();
    refuses(state, { type: 'area', districts: [state.row[0]!, state.row[1]!] }, 'G2-FINAL-2', 'no-area');
    const hand = state.hand;
    const numbered = hand.filter((c) => !c.startsWith('feint'));
    const play: GameEvent = numbered.length === 0 ? { type: 'play', hidden: hand, revealed: null } : { type: 'play', hidden: hand.filter((c) => c !== numbered[0]), revealed: numbered[0]! };
    state = reduce(state, play);
    const power = asked(state)[0]!.options!.tokens!;
    const block = power.find((t) => t.token === 'blockade');
    if (block) assert.deepEqual(block.districts, state.row, 'G2-OP-6: the whole row');
    const liberated = state.liberated[0]?.district;
    if (block && liberated) refuses(state, { type: 'power', token: 'blockade', district: liberated }, 'G2-FINAL-3', 'not-in-row');
    // two actions that leave a card: the first token on the first card, the second on a district or the same card
    const [t1, t2] = power;
    state = reduce(state, powerOn(state, t1!.token));
    state = reduce(state, powerOn(state, t2!.token));
    assert.equal(state.phase, 'assign');
    const districts = asked(state)[0]!.options!.districts!;
    assert.deepEqual(districts, state.row.filter((d) => d !== state.blockade));
    const far = districts[0]!;
    const end = reduce(state, { type: 'assign', cards: state.played.map((p) => ({ slot: p.slot, district: far })) });
    // G2-FINAL-5: the check, then the end: no draw, no refresh
    const final = end.phase === 'liberation' ? end.pending.reduce((s, d) => reduce(s, { type: 'liberate', district: d, mission: asked(s)[0]!.options!.proofs![0]!.missions[0]!.mission, reveal: asked(s)[0]!.options!.proofs![0]!.missions[0]!.reveal }), end) : end;
    assert.equal(final.phase, 'over');
    assert.equal(final.winner, final.liberated.length >= 3 ? 'rebellion' : 'empire');
    refuses(final, { type: 'end-check' }, 'G2-ROUND-1', 'game-over');
    assert.deepEqual(asked(final), []);
  });

  it('engine reading E-1: a Final Showdown hand of three Feints is played all hidden', () => {
    const top: CardId[] = ['coup-2', 'coup-3', 'coup-4', 'coup-5', 'coup-6'];
    // the last card drawn is the 24th of the deck: put the Feints at the end, so that the final hand is three of them
    const order = [...top, ...REBEL_DECK.filter((c) => !top.includes(c) && !c.startsWith('feint')), 'feint-1', 'feint-2', 'feint-3', 'feint-4'] as CardId[];
    let s = run(createGame(BASE), { type: 'row', row: ROW }, { type: 'missions', missions: MISSIONS }, { type: 'shuffle', deck: order });
    // seven rounds: play the numbered cards, keep Feints for last (the area the far-left pair, assign all to one district)
    while (!s.final) {
      const numbered = s.hand.filter((c) => !c.startsWith('feint'));
      const feints = s.hand.filter((c) => c.startsWith('feint'));
      const [rev, ...rest] = numbered;
      const hidden = [...rest, ...feints].slice(0, 2);
      s = run(s, { type: 'area', districts: [s.row[0]!, s.row[1]!] }, { type: 'play', hidden, revealed: rev! });
      const tokens = asked(s)[0]!.options!.tokens!;
      for (const t of tokens.slice(0, 2)) s = reduce(s, powerOn(s, t.token));
      const to = asked(s)[0]!.options!.districts![0]!;
      s = reduce(s, { type: 'assign', cards: s.played.map((p) => ({ slot: p.slot, district: to })) });
      while (s.phase === 'liberation') {
        const p = asked(s)[0]!.options!.proofs![0]!;
        s = reduce(s, { type: 'liberate', district: p.district, mission: p.missions[0]!.mission, reveal: p.missions[0]!.reveal });
      }
      if (s.phase === 'over') assert.fail('the Rebellion won before the Final Showdown: the scenario needs another order');
    }
    if (!s.hand.every((c) => c.startsWith('feint'))) return assert.fail(`final hand ${s.hand.join(', ')}`);
    assert.deepEqual(asked(s)[0]!.options!.revealable, []);
    refuses(s, { type: 'play', hidden: s.hand.slice(0, 2), revealed: s.hand[2]! }, 'G2-COMP-2', 'feints-hidden');
    const p = reduce(s, { type: 'play', hidden: s.hand, revealed: null });
    assert.deepEqual(p.played.map((c) => [c.slot, c.revealed]), [['hidden-1', false], ['hidden-2', false], ['hidden-3', false]]);
  });

  it('G2-CAPITOL-2: liberating the Capitol wins at once in the variant', () => {
    const setup: GameSetup = { capitolVariant: true, missionCards: 'app' };
    const s = run(
      start(HAND, setup),
      { type: 'area', districts: ['ministry-of-peace', 'capitol'] },
      { type: 'play', hidden: ['intelligence-4', 'riots-4'], revealed: 'coup-2' },
      { type: 'power', token: 'destroy', slot: 'revealed' },
      { type: 'power', token: 'blockade', district: 'ministry-of-peace' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'capitol' }, { slot: 'hidden-2', district: 'capitol' }] },
      { type: 'liberate', district: 'capitol', mission: 'espionage', reveal: ['intelligence-4', 'riots-4'] },
    );
    assert.equal(s.phase, 'over');
    assert.equal(s.winner, 'rebellion');
    assert.equal(s.liberated.length, 1);
  });

  it('G2-END-1: three liberated districts win at the check that reaches them', () => {
    for (let seed = 1; seed < 400; seed++) {
      const { state } = playGame(BASE, seed, 'focused');
      if (state.winner !== 'rebellion') continue;
      assert.ok(state.liberated.length >= 3);
      assert.ok(state.liberated.filter((l) => l.round === state.round).length >= 1, 'the game ended at the check that liberated the third');
      return;
    }
    assert.fail('no Rebellion win in 400 focused games');
  });
});

describe('missions entered by the table (G2-MIS-UNKNOWN): claimed by the Rebellion, confirmed by the Empire', () => {
  const setup: GameSetup = { capitolVariant: false, missionCards: 'table' };
  const printed: MissionEntry = { table: { name: 'Printed card', condition: 'As printed on the card' } };
  function atCheck(): GameState {
    return run(
      start(HAND, setup, ['espionage', 'coordinated-plot', printed]),
      { type: 'area', districts: ['capitol', 'police-headquarters'] },
      { type: 'play', hidden: ['intelligence-4', 'feint-1'], revealed: 'coup-2' },
      { type: 'power', token: 'destroy', slot: 'hidden-2' },
      { type: 'power', token: 'blockade', district: 'police-headquarters' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'capitol' }, { slot: 'revealed', district: 'capitol' }] },
    );
  }

  it('with a table mission in play the check waits for the Rebellion: a claim, or end-check', () => {
    const s = atCheck();
    assert.equal(s.phase, 'liberation');
    assert.deepEqual(asked(s).map((a) => a.kind), ['liberate', 'end-check']);
    assert.deepEqual(asked(s)[0]!.options!.claims, { districts: ROW, missions: ['table-1'] });
    const ended = reduce(s, { type: 'end-check' });
    assert.equal(ended.round, 2);
  });

  it('a claim reveals the cards shown; the Empire accepts (liberated) or rejects (the cards stay revealed); one claim per district per check', () => {
    const s = atCheck();
    refuses(s, { type: 'confirm', accept: true }, 'G2-MIS-UNKNOWN', 'no-claim');
    const c = reduce(s, { type: 'liberate', district: 'capitol', mission: 'table-1', reveal: ['intelligence-4'] });
    assert.deepEqual(c.claim, { district: 'capitol', mission: 'table-1', revealed: ['intelligence-4'] });
    assert.deepEqual(asked(c), [{ kind: 'confirm', by: 'empire', secret: false, options: { claim: { district: 'capitol', mission: 'table-1', revealed: ['intelligence-4'] } } }]);
    refuses(c, { type: 'end-check' }, 'G2-MIS-UNKNOWN', 'claim-waiting');
    refuses(c, { type: 'confirm', accept: 'yes' as never }, 'REC-EVENT', 'accept');
    refuses(c, { type: 'liberate', district: 'ministry-of-peace', mission: 'table-1', reveal: [] }, 'G2-MIS-UNKNOWN', 'claim-waiting');
    const yes = reduce(c, { type: 'confirm', accept: true });
    assert.deepEqual(yes.liberated.map((l) => [l.district, l.mission, l.revealed]), [['capitol', 'table-1', ['intelligence-4']]]);
    const no = reduce(c, { type: 'confirm', accept: false });
    assert.deepEqual(no.liberated, []);
    assert.ok(no.stacks.capitol.every((x) => x.revealed));
    refuses(no, { type: 'liberate', district: 'capitol', mission: 'table-1', reveal: [] }, 'G2-MIS-UNKNOWN', 'claimed');
  });

  it('G2-OP-2: cards a claim reveals during a check do not make Rising Political Influence met before the next check', () => {
    const top: CardId[] = ['coup-2', 'coup-3', 'coup-4', 'riots-2', 'riots-3'];
    const s = run(
      start(top, setup, ['espionage', 'rising-political-influence', printed]),
      { type: 'area', districts: ['capitol', 'police-headquarters'] },
      { type: 'play', hidden: ['coup-2', 'coup-3'], revealed: 'coup-4' },
      { type: 'power', token: 'blockade', district: 'police-headquarters' },
      { type: 'power', token: 'redirect', slot: 'hidden-1', district: 'capitol' },
      { type: 'assign', cards: [{ slot: 'hidden-2', district: 'capitol' }, { slot: 'revealed', district: 'capitol' }] },
      { type: 'liberate', district: 'capitol', mission: 'table-1', reveal: ['coup-2', 'coup-3'] },
      { type: 'confirm', accept: false },
    );
    assert.ok(s.stacks.capitol.every((c) => c.revealed), 'three revealed Coup cards now');
    refuses(s, { type: 'liberate', district: 'capitol', mission: 'rising-political-influence', reveal: [] }, 'G2-LIB-1', 'not-met');
    const next = run(
      s,
      { type: 'end-check' },
      { type: 'area', districts: ['ministry-of-plenty', 'ministry-of-peace'] },
      { type: 'play', hidden: ['riots-2', 'riots-3'], revealed: 'intelligence-2' },
      { type: 'power', token: 'surveillance', slot: 'hidden-1' },
      { type: 'power', token: 'destroy', slot: 'hidden-1' },
      { type: 'assign', cards: [{ slot: 'hidden-2', district: 'ministry-of-plenty' }, { slot: 'revealed', district: 'ministry-of-plenty' }] },
    );
    assert.deepEqual(next.pending, ['capitol'], 'met at the next check');
    assert.equal(reduce(next, { type: 'liberate', district: 'capitol', mission: 'rising-political-influence', reveal: [] }).liberated.length, 1);
  });

  it('G2-LIB-3: a district that meets a described mission is proved by it before the check ends (G2-LIB-1: not by a claim)', () => {
    const s = run(
      start(HAND, setup, ['espionage', 'coordinated-plot', printed]),
      { type: 'area', districts: ['capitol', 'police-headquarters'] },
      { type: 'play', hidden: ['intelligence-4', 'riots-4'], revealed: 'coup-2' },
      { type: 'power', token: 'destroy', slot: 'revealed' },
      { type: 'power', token: 'blockade', district: 'police-headquarters' },
      { type: 'assign', cards: [{ slot: 'hidden-1', district: 'capitol' }, { slot: 'hidden-2', district: 'capitol' }] },
    );
    assert.deepEqual(s.pending, ['capitol']);
    assert.equal(asked(s).length, 1);
    assert.deepEqual(asked(s)[0]!.options!.claims!.districts, ['ministry-of-plenty', 'ministry-of-peace', 'police-headquarters', 'ministry-of-truth']);
    refuses(s, { type: 'end-check' }, 'G2-LIB-3', 'proofs-pending');
    refuses(s, { type: 'liberate', district: 'capitol', mission: 'table-1', reveal: [] }, 'G2-LIB-1', 'prove-described');
    const l = reduce(s, { type: 'liberate', district: 'capitol', mission: 'espionage', reveal: ['intelligence-4', 'riots-4'] });
    assert.equal(l.phase, 'liberation', 'the Rebellion may still claim another district');
    assert.equal(reduce(l, { type: 'end-check' }).round, 2);
  });
});
