/**
 * The seed's cards (B.9), what the table enters (G3-CARD-UNKNOWN, G3-COMP-1) and requirement
 * matching (G3-CH-ADD-5, G3-OP-5, G3-CARD-RIOTS).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { activeLines, catalogueWith, match, mergeCard, missingFields, SEED_CARDS, validateCard, validateFacts } from '../../../src/games/traitor/engine.ts';
import type { Requirement } from '../../../src/games/traitor/engine.ts';
import { card, KEENE_CARDS, NIXON_CARDS, PUPPETS_CARDS, refuses } from './helpers.ts';

const req = (count: number, kinds: Requirement['kinds'], costMin: number | null = null, costMax: number | null = null): Requirement => ({ count, kinds, costMin, costMax, traits: null });

describe('the seed\'s cards (B.9)', () => {
  const byId = Object.fromEntries(SEED_CARDS.map((c) => [c.id, c]));

  it('G3-CARD-KEENE and G3-CARD-NIXON: levels and requirements as printed, Power costs unknown', () => {
    assert.equal(byId['keene-act']!.level, 1);
    assert.deepEqual(byId['keene-act']!.requirements!.map((r) => [r.count, r.kinds]), [[3, ['hero']], [2, ['equipment']], [4, ['super-power']], [2, ['villain']]]);
    assert.equal(byId['nixon']!.level, 2);
    assert.deepEqual(byId['nixon']!.requirements!.map((r) => [r.count, r.kinds, r.costMin, r.costMax]), [[3, ['equipment'], null, null], [3, ['villain'], null, null], [2, ['hero'], null, 5], [1, null, 7, null]]);
    for (const c of SEED_CARDS) assert.equal(c.power, null, `${c.id}: the seed gives no Power cost (G3-CARD-UNKNOWN)`);
  });

  it('G3-CARD-UNKNOWN: the four other Challenges ship with no level, effect or requirements', () => {
    for (const id of ['alien-invasion', 'doomsday-clock', 'cancerphobia', 'riots']) {
      assert.deepEqual(missingFields(byId[id]!), ['level', 'effect', 'requirements', 'power'], id);
    }
  });

  it('G3-CARD-PUPPETS: five lines, the first for 2–3 players only (G3-FM-2)', () => {
    const lines = byId['heroes-are-your-puppets']!.requirements!;
    assert.equal(lines.length, 5);
    assert.equal(activeLines(lines, 3).length, 5);
    assert.equal(activeLines(lines, 4).length, 4);
    assert.equal(activeLines(lines, 4)[0], lines[1]);
  });

  it('G3-CARD-TECH: a Plot with no card requirement (G3-PLOT-4) and no Power cost in the seed', () => {
    assert.deepEqual(byId['technological-breakthrough']!.requirements, []);
    assert.equal(byId['technological-breakthrough']!.power, null);
  });

  it('ships exactly the cards the seed names: 6 Challenges, 1 Foul Machination, 1 Plot', () => {
    assert.deepEqual(['challenge', 'machination', 'plot'].map((r) => SEED_CARDS.filter((c) => c.role === r).length), [6, 1, 1]);
  });
});

describe('cards the table enters (G3-CARD-UNKNOWN)', () => {
  const riots = { id: 'riots', role: 'challenge', name: 'Zamieszki', level: 2, requirements: [{ count: 2, kinds: null, costMin: null, costMax: null, traits: ['defense', 'attack'] }], power: 12 };

  it('validates and normalises an entry (keywords in canonical order, source "table")', () => {
    const c = validateCard(riots);
    assert.equal(c.source, 'table');
    assert.deepEqual(c.requirements![0]!.traits, ['attack', 'defense']);
  });

  it('refuses malformed entries by G3-CARD-UNKNOWN', () => {
    refuses(() => validateCard({ ...riots, level: 4 }), 'G3-CARD-UNKNOWN', 'bad-level');
    refuses(() => validateCard({ ...riots, name: ' ' }), 'G3-CARD-UNKNOWN', 'bad-text');
    refuses(() => validateCard({ ...riots, id: 'Has Spaces' }), 'G3-CARD-UNKNOWN', 'bad-id');
    refuses(() => validateCard({ ...riots, power: 0 }), 'G3-CARD-UNKNOWN', 'bad-power');
    refuses(() => validateCard({ ...riots, requirements: [{ count: 0, kinds: null }] }), 'G3-CARD-UNKNOWN', 'bad-count');
    refuses(() => validateCard({ ...riots, requirements: [{ count: 1, kinds: ['dragon'] }] }), 'G3-CARD-UNKNOWN', 'bad-list');
    refuses(() => validateCard({ ...riots, requirements: [{ count: 1, kinds: null, costMin: 6, costMax: 3 }] }), 'G3-CARD-UNKNOWN', 'cost-range');
    refuses(() => validateCard({ ...riots, requirements: [{ count: 1, kinds: null, fewPlayersOnly: true }] }), 'G3-CARD-UNKNOWN', 'few-players-line');
    refuses(() => validateCard({ id: 'p', role: 'plot', name: 'P', requirements: [{ count: 1, kinds: null }] }), 'G3-CARD-UNKNOWN', 'plot-requirements');
    refuses(() => validateCard({ id: 'm', role: 'machination', name: 'M', power: 5 }), 'G3-CARD-UNKNOWN', 'no-power');
    refuses(() => validateCard({ id: 'm', role: 'machination', name: 'M', level: 1 }), 'G3-CARD-UNKNOWN', 'no-level');
  });

  it('fills missing fields once and refuses a contradiction of a known one', () => {
    const catalogue = catalogueWith([]);
    const { catalogue: after, filled } = mergeCard(catalogue, validateCard(riots));
    assert.deepEqual(filled, ['level', 'requirements', 'power']);
    assert.equal(after['riots']!.level, 2);
    refuses(() => mergeCard(after, validateCard({ ...riots, level: 3 })), 'G3-CARD-UNKNOWN', 'known-field');
    refuses(() => mergeCard(after, validateCard(riots)), 'G3-CARD-UNKNOWN', 'nothing-new');
    // The seed's requirements of Keene Act cannot be overwritten.
    refuses(() => mergeCard(catalogue, validateCard({ id: 'keene-act', role: 'challenge', name: 'Ustawa Keene’a', requirements: [{ count: 1, kinds: null }] })), 'G3-CARD-UNKNOWN', 'known-field');
    refuses(() => mergeCard(catalogue, validateCard({ id: 'nixon', role: 'plot', name: 'Nixon' })), 'G3-CARD-UNKNOWN', 'role-differs');
  });

  it('G3-COMP-1: no seventh Challenge, no fifth Foul Machination', () => {
    refuses(() => catalogueWith([{ id: 'extra', role: 'challenge', name: 'Extra' }]), 'G3-COMP-1', 'box-full');
    const three = ['a', 'b', 'c'].map((id) => ({ id: `fm-${id}`, role: 'machination', name: id }));
    assert.equal(Object.values(catalogueWith(three)).filter((c) => c.role === 'machination').length, 4);
    refuses(() => catalogueWith([...three, { id: 'fm-d', role: 'machination', name: 'd' }]), 'G3-COMP-1', 'box-full');
  });

  it('refuses malformed card facts by REC-FORMAT', () => {
    refuses(() => validateFacts({ kind: 'hero', cost: -1 }), 'REC-FORMAT', 'bad-card');
    refuses(() => validateFacts({ kind: 'hero', cost: 2, traits: ['attack', 'attack'] }), 'REC-FORMAT', 'bad-card');
    assert.deepEqual(validateFacts({ kind: 'hero', cost: 2 }), { kind: 'hero', cost: 2, traits: [] });
  });
});

describe('requirement matching (G3-CH-ADD-5: one card, one requirement)', () => {
  const keene = SEED_CARDS.find((c) => c.id === 'keene-act')!.requirements!;
  const nixon = SEED_CARDS.find((c) => c.id === 'nixon')!.requirements!;

  it('Keene Act: exactly its cards complete it; one fewer does not', () => {
    assert.equal(match(keene, KEENE_CARDS).complete, true);
    const m = match(keene, KEENE_CARDS.slice(1));
    assert.equal(m.complete, false);
    assert.deepEqual(m.filled, [2, 2, 4, 2]);
  });

  it('G3-CH-ADD-5: a card that fits two lines is used where it is needed (maximum matching, not first fit)', () => {
    // A Hero of cost 8 fits "cost 7 or more" only; a Villain of cost 8 fits "Villain" or "cost 7 or more".
    const cards = [card('villain', 8), card('villain', 1), card('villain', 1), card('villain', 1), ...NIXON_CARDS.filter((c) => c.kind !== 'villain' && c.cost < 7)];
    const m = match(nixon, cards);
    assert.equal(m.complete, true, JSON.stringify(m));
    assert.equal(m.assignment[0], 3, 'the cost 8 Villain fills "1 card of cost 7 or more"');
  });

  it('a card fulfils one requirement only: a surplus card is left unassigned (G3-CH-ADD-4)', () => {
    const m = match([req(1, ['hero'])], [card('hero'), card('hero')]);
    assert.deepEqual(m.filled, [1]);
    assert.deepEqual(m.assignment, [0, null]);
  });

  it('Nixon\'s "Heroes of cost 5 or less" refuses a cost 6 Hero', () => {
    const m = match(nixon, [...NIXON_CARDS.filter((c) => !(c.kind === 'hero' && c.cost === 5)), card('hero', 6)]);
    assert.equal(m.complete, false);
  });

  it('G3-CARD-RIOTS: "or/and" is two cards each with an attack or a defense', () => {
    const riots: Requirement[] = [{ count: 2, kinds: null, costMin: null, costMax: null, traits: ['attack', 'defense'] }];
    assert.equal(match(riots, [card('hero', 2, ['attack']), card('villain', 2, ['defense'])]).complete, true);
    assert.equal(match(riots, [card('hero', 2, ['attack']), card('hero', 2, ['attack'])]).complete, true);
    assert.equal(match(riots, [card('hero', 2, ['attack']), card('hero', 2, ['guardians'])]).complete, false);
  });

  it('G3-OP-5: a Foul Machination line takes its own card (the 2–3 player line too)', () => {
    const lines = SEED_CARDS.find((c) => c.id === 'heroes-are-your-puppets')!.requirements!;
    assert.equal(match(activeLines(lines, 3), PUPPETS_CARDS).complete, true);
    // A cost 3 Hero fits both "cost 3" and "cost 3 or less", but not both at once.
    assert.equal(match(activeLines(lines, 3), PUPPETS_CARDS.slice(1).concat(card('super-power', 9))).complete, false);
    assert.equal(match(activeLines(lines, 4), PUPPETS_CARDS.slice(1)).complete, true);
  });
});
