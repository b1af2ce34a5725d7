/**
 * Mission conditions as predicates (other-games.md A.6): each of the eight described missions
 * (G2-MIS-*), met and not met, with the seed's examples; the two views of a stack (G2-MIS-VIEW)
 * and the open points that settle them (G2-OP-1 public "met unless hidden", G2-OP-2 Rising
 * Political Influence counts revealed cards only, G2-OP-3 proving a negative condition); a
 * table-entered mission is 'unknown' (G2-MIS-UNKNOWN); the smallest proof (G2-LIB-5, G2-OP-13).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  DESCRIBED_MISSIONS,
  MONOTONE_MISSIONS,
  REBEL_DECK,
  conditionMet,
  faceOf,
  metMissions,
  missionStatus,
  proves,
  publicStatus,
  rebellionStatus,
  smallestProof,
} from '../../../src/games/rebellion-vs-empire/engine.ts';
import type { CardId, MissionContext, MissionKey, StackCard } from '../../../src/games/rebellion-vs-empire/engine.ts';

const ctx: MissionContext = { district: 'ministry-of-truth', capitolVariant: false };
/** A revealed card. */
const r = (id: CardId): StackCard => ({ ...faceOf(id), revealed: true });
/** A hidden card. */
const h = (id: CardId): StackCard => ({ ...faceOf(id), revealed: false });
/** All revealed: the condition alone. */
const meets = (key: MissionKey, ids: CardId[], context = ctx) => conditionMet(key, ids.map(faceOf), context);

describe('the eight described missions (G2-MIS-*)', () => {
  it('G2-MIS-REVOLUTION: total value at least 21; Feints count for nothing (G2-LIB-2)', () => {
    assert.ok(meets('revolution', ['coup-6', 'riots-6', 'supplies-5', 'intelligence-4'])); // 21
    assert.ok(!meets('revolution', ['coup-6', 'riots-6', 'supplies-5', 'intelligence-3'])); // 20
    assert.ok(!meets('revolution', ['coup-6', 'riots-6', 'supplies-5', 'intelligence-3', 'feint-1', 'feint-2']));
  });

  it('G2-CAPITOL-3: 25 in the Capitol in the variant, 21 elsewhere and without the variant', () => {
    const cards: CardId[] = ['coup-6', 'riots-6', 'supplies-6', 'intelligence-5']; // 23
    assert.ok(!meets('revolution', cards, { district: 'capitol', capitolVariant: true }));
    assert.ok(meets('revolution', [...cards, 'coup-2'], { district: 'capitol', capitolVariant: true })); // 25
    assert.ok(meets('revolution', cards, { district: 'capitol', capitolVariant: false }));
    assert.ok(meets('revolution', cards, { district: 'ministry-of-peace', capitolVariant: true }));
    // every other mission is unchanged in the Capitol
    assert.ok(meets('espionage', ['intelligence-4', 'riots-4'], { district: 'capitol', capitolVariant: true }));
  });

  it('G2-MIS-ESPIONAGE: Intelligence at least 4 and Riots at least 4 (the sample round: 3+2 and 5)', () => {
    assert.ok(meets('espionage', ['intelligence-3', 'intelligence-2', 'riots-5']));
    assert.ok(!meets('espionage', ['intelligence-3', 'riots-5']));
    assert.ok(!meets('espionage', ['intelligence-6', 'riots-3']));
    assert.ok(meets('espionage', ['intelligence-4', 'riots-4']));
    assert.ok(meets('espionage', ['intelligence-2', 'intelligence-3', 'riots-2', 'riots-3', 'feint-1']));
  });

  it('G2-MIS-CIVIL: Coup at least 8 and not a single Riots card', () => {
    assert.ok(meets('civil-disobedience', ['coup-6', 'coup-2']));
    assert.ok(meets('civil-disobedience', ['coup-5', 'coup-3', 'supplies-6', 'feint-1']));
    assert.ok(!meets('civil-disobedience', ['coup-6', 'coup-2', 'riots-2']));
    assert.ok(!meets('civil-disobedience', ['coup-4', 'coup-3']));
  });

  it('G2-MIS-INFLUENCE: 3 cards of one suit (the seed: 2, 3 and 4 of Intelligence)', () => {
    assert.ok(meets('rising-political-influence', ['intelligence-2', 'intelligence-3', 'intelligence-4']));
    assert.ok(!meets('rising-political-influence', ['intelligence-2', 'intelligence-3', 'coup-4', 'feint-1']));
  });

  it('G2-MIS-ORGANIZERS: Riots total above Supplies total and Supplies at least 3; equal fails (the seed: 6 vs 3; 4+5 vs 5)', () => {
    assert.ok(meets('entrenched-organizers', ['riots-6', 'supplies-3']));
    assert.ok(meets('entrenched-organizers', ['riots-4', 'riots-5', 'supplies-5']));
    assert.ok(!meets('entrenched-organizers', ['riots-5', 'supplies-5']), 'equal totals fail');
    assert.ok(!meets('entrenched-organizers', ['riots-6', 'supplies-2']), 'Supplies below 3');
    assert.ok(!meets('entrenched-organizers', ['riots-6']), 'no Supplies');
  });

  it("G2-MIS-COUP: Coup d'État needs one card of each suit", () => {
    assert.ok(meets('coup-d-etat', ['intelligence-2', 'riots-2', 'coup-2', 'supplies-2']));
    assert.ok(!meets('coup-d-etat', ['intelligence-2', 'riots-2', 'coup-2', 'feint-1']));
  });

  it('G2-MIS-PLOT: 3 cards of the same value, any suits (the seed: three 5s)', () => {
    assert.ok(meets('coordinated-plot', ['intelligence-5', 'supplies-5', 'coup-5']));
    assert.ok(!meets('coordinated-plot', ['intelligence-5', 'supplies-5', 'coup-4', 'feint-1']));
  });

  it('G2-MIS-SLEEPER: values v..v+3 in any suits and order; no wrap-around; a Feint fills no gap', () => {
    assert.ok(meets('sleeper-cell', ['supplies-3', 'supplies-4', 'intelligence-5', 'coup-6']));
    assert.ok(meets('sleeper-cell', ['coup-6', 'intelligence-2', 'riots-4', 'supplies-5', 'riots-3']));
    assert.ok(meets('sleeper-cell', ['coup-2', 'coup-3', 'riots-3', 'coup-4', 'coup-5']), 'a repeated value neither helps nor breaks');
    assert.ok(!meets('sleeper-cell', ['coup-2', 'coup-3', 'coup-5', 'coup-6']));
    assert.ok(!meets('sleeper-cell', ['coup-2', 'coup-3', 'feint-1', 'coup-5']));
    assert.ok(!meets('sleeper-cell', ['coup-5', 'coup-6', 'riots-2', 'riots-3']), 'no wrap-around');
  });
});

describe('the two views of a stack (G2-MIS-VIEW)', () => {
  it('Rebellion: every card counts, hidden or revealed (G2-LIB-2: the sample round liberates with a hidden 5 of Riots)', () => {
    const stack = [r('intelligence-3'), r('intelligence-2'), h('riots-5')];
    assert.equal(rebellionStatus('espionage', stack, ctx), 'met');
    assert.equal(publicStatus('espionage', stack, ctx), 'not-met');
  });

  it('public: revealed cards alone; a monotone mission met there is met', () => {
    const stack = [r('intelligence-4'), r('riots-4'), h('coup-2')];
    assert.equal(publicStatus('espionage', stack, ctx), 'met');
    assert.equal(rebellionStatus('espionage', stack, ctx), 'met');
  });

  it('G2-OP-1: Civil Disobedience met by the revealed cards with hidden cards present is "met unless hidden"', () => {
    const broken = [r('coup-6'), r('coup-3'), h('riots-2')];
    assert.equal(publicStatus('civil-disobedience', broken, ctx), 'met-unless-hidden');
    assert.equal(rebellionStatus('civil-disobedience', broken, ctx), 'not-met', 'the hidden Riots card breaks it');
    const sound = [r('coup-6'), r('coup-3'), h('intelligence-2')];
    assert.equal(publicStatus('civil-disobedience', sound, ctx), 'met-unless-hidden');
    assert.equal(rebellionStatus('civil-disobedience', sound, ctx), 'met');
    assert.equal(publicStatus('civil-disobedience', [r('coup-6'), r('coup-3')], ctx), 'met', 'no hidden card: proven');
  });

  it('G2-OP-1: Entrenched Organizers can be broken by hidden Supplies', () => {
    const stack = [r('riots-6'), r('supplies-3'), h('supplies-4')];
    assert.equal(publicStatus('entrenched-organizers', stack, ctx), 'met-unless-hidden');
    assert.equal(rebellionStatus('entrenched-organizers', stack, ctx), 'not-met');
  });

  it('G2-OP-2: Rising Political Influence counts revealed cards only, in both views', () => {
    const stack = [r('coup-2'), r('coup-3'), h('coup-4')];
    assert.equal(rebellionStatus('rising-political-influence', stack, ctx), 'not-met');
    assert.equal(publicStatus('rising-political-influence', stack, ctx), 'not-met');
    assert.equal(smallestProof('rising-political-influence', stack, ctx), null, 'a proof reveal cannot create the condition');
    const shown = [r('coup-2'), r('coup-3'), r('coup-4'), h('riots-2')];
    assert.equal(rebellionStatus('rising-political-influence', shown, ctx), 'met');
    assert.deepEqual(smallestProof('rising-political-influence', shown, ctx), []);
  });

  it("G2-MIS-UNKNOWN: a table-entered mission is 'unknown' in both views; a described one in play is evaluated", () => {
    const table = { id: 'table-1' as const, table: { name: 'A printed card', condition: 'as printed' } };
    assert.equal(missionStatus(table, [r('coup-2')], ctx, 'public'), 'unknown');
    assert.equal(missionStatus(table, [r('coup-2')], ctx, 'rebellion'), 'unknown');
    assert.equal(missionStatus({ id: 'coup-d-etat', table: null }, [h('coup-2'), h('riots-2'), h('supplies-2'), h('intelligence-2')], ctx, 'rebellion'), 'met');
  });

  it('metMissions lists the keys met in a view, "met unless hidden" included in the public view', () => {
    const stack = [r('coup-6'), r('coup-2'), h('riots-4'), r('intelligence-4')];
    assert.deepEqual(metMissions(stack, ctx, 'public'), ['civil-disobedience']);
    assert.deepEqual(metMissions(stack, ctx, 'rebellion'), ['espionage']);
  });

  it('property: for the six monotone missions, met in the public view implies met in the Rebellion view', () => {
    const stackArb = fc.subarray([...REBEL_DECK]).chain((ids) => fc.tuple(fc.constant(ids), fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length })));
    fc.assert(
      fc.property(stackArb, fc.boolean(), ([ids, shown], capitol) => {
        const stack = ids.map((id, i) => ({ ...faceOf(id), revealed: shown[i]! }));
        const context: MissionContext = { district: capitol ? 'capitol' : 'ministry-of-peace', capitolVariant: capitol };
        for (const key of DESCRIBED_MISSIONS) {
          const pub = publicStatus(key, stack, context);
          const reb = rebellionStatus(key, stack, context);
          if (MONOTONE_MISSIONS.has(key) && pub === 'met') assert.equal(reb, 'met', key);
          // "met unless hidden" exactly for the two non-monotone missions met by the revealed cards with hidden cards present (G2-OP-1)
          const byRevealed = conditionMet(key, stack.filter((c) => c.revealed), context);
          assert.equal(pub === 'met-unless-hidden', !MONOTONE_MISSIONS.has(key) && byRevealed && stack.some((c) => !c.revealed), key);
          // The smallest proof exists exactly when the Rebellion's view meets it, and it proves it.
          const proof = smallestProof(key, stack, context);
          assert.equal(proof !== null, reb === 'met', key);
          if (proof) {
            assert.ok(proves(key, stack, proof, context), key);
            for (const i of proof) assert.equal(stack[i]!.revealed, false, 'a proof reveals hidden cards');
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('the smallest proof (G2-LIB-5, G2-OP-3, G2-OP-13)', () => {
  it('reveals only what is needed: the sample round shows the hidden 5 of Riots', () => {
    const stack = [r('intelligence-3'), r('intelligence-2'), h('riots-5')];
    assert.deepEqual(smallestProof('espionage', stack, ctx), [2]);
    assert.ok(!proves('espionage', stack, [], ctx));
  });

  it('Revolution: the fewest cards, highest values first', () => {
    const stack = [h('coup-2'), h('riots-6'), r('supplies-6'), h('intelligence-3'), h('coup-6'), h('feint-1'), h('riots-2')];
    // revealed 6; need 15 more: 6 + 6 + 3 (three cards); no two hidden cards make 15
    const proof = smallestProof('revolution', stack, ctx)!;
    assert.equal(proof.length, 3);
    assert.ok(proves('revolution', stack, proof, ctx));
  });

  it('G2-OP-3: Civil Disobedience and Entrenched Organizers are proved only by revealing every hidden card', () => {
    const stack = [h('coup-6'), h('coup-2'), h('feint-1'), r('intelligence-2')];
    assert.deepEqual(smallestProof('civil-disobedience', stack, ctx), [0, 1, 2]);
    assert.ok(!proves('civil-disobedience', stack, [0, 1], ctx), 'the hidden Feint could be a Riots card');
    const org = [h('riots-6'), r('supplies-3'), h('coup-2')];
    assert.deepEqual(smallestProof('entrenched-organizers', org, ctx), [0, 2]);
    assert.ok(!proves('entrenched-organizers', org, [0], ctx));
  });

  it("Coup d'État, Coordinated Plot, Sleeper Cell: a smallest set among the hidden cards", () => {
    assert.deepEqual(smallestProof('coup-d-etat', [r('coup-2'), h('riots-3'), h('feint-1'), h('supplies-4'), r('intelligence-2'), h('coup-5')], ctx), [1, 3]);
    assert.deepEqual(smallestProof('coordinated-plot', [h('coup-5'), r('riots-5'), h('supplies-5'), h('intelligence-5')], ctx), [0, 2]);
    assert.deepEqual(smallestProof('sleeper-cell', [r('coup-3'), h('coup-4'), h('riots-4'), h('coup-5'), h('coup-6')], ctx), [1, 3, 4]);
    assert.equal(smallestProof('sleeper-cell', [h('coup-3'), h('coup-4'), h('coup-6')], ctx), null);
  });
});
