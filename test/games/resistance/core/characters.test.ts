/**
 * The role layer of the Assassin, Defector and Hunter modules (rules §4.1, §4.3, §4.4; seed 001):
 * setup validation rule by rule (R-SET-1, R-ASN-1, R-ASN-OPT, R-DEF-1, R-HUN-2, R-HUN-OPT,
 * R-HUN-BRAND), the cards and the deal (R-SET-2, R-SET-3), the Defector's loyalty deck and its
 * draws (R-DEF-V1, R-MOD-REVEAL), and the Hunter's investigation cards (R-HUN-1, R-HUN-INV).
 * What each seat learns and the spoken script are in reveal.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { RuleError, spyCount } from '../../../../src/games/resistance/engine.ts';
import type { RuleId } from '../../../../src/games/resistance/engine.ts';
import { checkDeal, dealRoles, knownRoles, roleCards, roleSide, roleTable, validateRoles } from '../../../../src/games/resistance/engine.ts';
import { currentSide, defectorSwitches, LOYALTY_DECK, loyaltyDraw, shuffleLoyaltyDeck, validateLoyaltyDeck } from '../../../../src/games/resistance/modules/defector/engine.ts';
import { HUNTER_CHIEFS, hunterLoyaltyCards, investigationCards } from '../../../../src/games/resistance/modules/hunter/engine.ts';
import type { Role, RoleOptions } from '../../../../src/games/resistance/engine.ts';
import type { AssassinOptions } from '../../../../src/games/resistance/modules/assassin/engine.ts';
import type { HunterOptions } from '../../../../src/games/resistance/modules/hunter/engine.ts';
import type { LoyaltyCard, LoyaltyDrawEvent } from '../../../../src/games/resistance/modules/defector/engine.ts';
import { seeded, subsets, throwsRule } from '../helpers.ts';

/** Every card the modules know, and what the engine knows of each (characters.ts composes them). */
const ROLES = knownRoles();
const ROLE_INFO = roleTable();

const ASSASSIN: (AssassinOptions | null)[] = [null, ...subsets(['bodyGuard', 'blindSpy', 'deepCover', 'falseCommander'] as const)];
const HUNTER: (HunterOptions | null)[] = [null, ...subsets(['dummyAgent', 'coordinator', 'deepAgent', 'pretender', 'branding'] as const)];
const DEFECTOR = [null, 'I', 'II'] as const;

/** Every option combination the types allow (17 × 3 × 33). */
const ALL_OPTIONS: RoleOptions[] = ASSASSIN.flatMap((assassin) =>
  DEFECTOR.flatMap((defector) => HUNTER.map((hunter): RoleOptions => ({ assassin, defector, hunter }))),
);

/**
 * The legality of a combination, worked out here from the rules' tables (independently of
 * core/characters.ts): plain cards left by R-HUN-2 (resistance 1, 2, 2, 2, 3, 3; spies 0, 0, 1, 1, 1, 1 for 5…10
 * players), one card per special role (R-ASN-1, R-ASN-OPT, R-DEF-1, R-HUN-OPT), and the
 * constraints of R-ASN-OPT, R-HUN-OPT and R-HUN-BRAND. Returns the rule that refuses it, or null.
 */
function expectedRefusal(players: number, o: RoleOptions): RuleId | null {
  const a = typeof o.assassin === 'object' ? o.assassin : o.assassin ? {} : null;
  const h = typeof o.hunter === 'object' ? o.hunter : o.hunter ? {} : null;
  if (a?.bodyGuard && players === 5 && !a.deepCover && !a.falseCommander) return 'R-ASN-OPT';
  if (h?.pretender && !h.deepAgent) return 'R-HUN-OPT';
  if (h?.branding && !(h.deepAgent && h.pretender)) return 'R-HUN-BRAND';
  const spies = { 5: 2, 6: 2, 7: 3, 8: 3, 9: 3, 10: 4 }[players]!;
  const resistanceCards = players - spies;
  // Places left after the Hunter's fixed roles (R-HUN-2's "R" and "S" columns).
  let resistance = h ? { 5: 1, 6: 2, 7: 2, 8: 2, 9: 3, 10: 3 }[players]! : resistanceCards;
  let spy = h ? { 5: 0, 6: 0, 7: 1, 8: 1, 9: 1, 10: 1 }[players]! : spies;
  const take = (side: 'r' | 's', rule: RuleId): RuleId | null => {
    if (side === 'r') return --resistance < 0 ? rule : null;
    return --spy < 0 ? rule : null;
  };
  const steps: [boolean, 'r' | 's', RuleId][] = [
    [!!a, 'r', 'R-ASN-1'],
    [!!a, 's', 'R-ASN-1'],
    [!!o.defector, 'r', 'R-DEF-1'],
    [!!o.defector, 's', 'R-DEF-1'],
    [!!a?.bodyGuard, 'r', 'R-ASN-OPT'],
    [!!a?.blindSpy, 's', 'R-ASN-OPT'],
    [!!a?.deepCover, 's', 'R-ASN-OPT'],
    [!!a?.falseCommander, 's', 'R-ASN-OPT'],
    [!!h?.dummyAgent, 'r', 'R-HUN-OPT'],
    [!!h?.coordinator, 'r', 'R-HUN-OPT'],
    [!!h?.pretender, 'r', 'R-HUN-OPT'],
    [!!h?.deepAgent, 's', 'R-HUN-OPT'],
  ];
  // The side that overflows first, in characters.ts's order (resistance side checked first).
  let resistanceRule: RuleId | null = null;
  let spyRule: RuleId | null = null;
  for (const [on, side, rule] of steps) {
    if (!on) continue;
    const refused = take(side, rule);
    if (refused && side === 'r' && resistanceRule === null) resistanceRule = rule;
    if (refused && side === 's' && spyRule === null) spyRule = rule;
  }
  return resistanceRule ?? spyRule;
}

const PLAYERS = [5, 6, 7, 8, 9, 10];

/** Every legal (players, options) pair. */
const LEGAL = PLAYERS.flatMap((players) => ALL_OPTIONS.filter((o) => expectedRefusal(players, o) === null).map((options) => ({ players, options })));

/** How many cards of each role. */
function tally(roles: readonly Role[]): Map<Role, number> {
  const m = new Map<Role, number>();
  for (const r of roles) m.set(r, (m.get(r) ?? 0) + 1);
  return m;
}

describe('roles as data', () => {
  it('every role has a side, a module and a rule; plain cards are resistance and spy', () => {
    assert.equal(ROLES.length, 18);
    for (const role of ROLES) assert.equal(roleSide(role), ROLE_INFO[role]!.side);
    const spySide = ROLES.filter((r) => roleSide(r) === 'spies').sort();
    assert.deepEqual(spySide, ['assassin', 'blind-spy', 'deep-agent', 'deep-cover', 'false-commander', 'spy', 'spy-chief', 'spy-defector', 'spy-hunter']);
  });

  it('R-HUN-2: chiefs by player count as in the table', () => {
    assert.deepEqual(
      PLAYERS.map((p) => [HUNTER_CHIEFS[p]!.resistance, HUNTER_CHIEFS[p]!.spies]),
      [[1, 1], [1, 1], [1, 1], [2, 1], [2, 1], [2, 2]],
    );
  });
});

describe('validateRoles: setup validation rule by rule', () => {
  it('R-SET-1: 5 to 10 players', () => {
    for (const bad of [4, 11, 5.5, NaN]) throwsRule(() => validateRoles(bad, { assassin: true }), 'R-SET-1', 'player-count');
  });

  it('the base game and every module alone are legal at every player count, normalised', () => {
    for (const players of PLAYERS) {
      assert.deepEqual(validateRoles(players, {}), { assassin: null, defector: null, hunter: null });
      assert.deepEqual(validateRoles(players, null), { assassin: null, defector: null, hunter: null });
      assert.deepEqual(validateRoles(players, { assassin: true }).assassin, {
        bodyGuard: false,
        blindSpy: false,
        deepCover: false,
        falseCommander: false,
      });
      assert.equal(validateRoles(players, { defector: 'I' }).defector, 'I');
      assert.equal(validateRoles(players, { defector: 'II' }).defector, 'II');
      assert.deepEqual(validateRoles(players, { hunter: true }).hunter, {
        dummyAgent: false,
        coordinator: false,
        deepAgent: false,
        pretender: false,
        branding: false,
      });
      assert.deepEqual(validateRoles(players, { assassin: false, hunter: null, defector: null }), { assassin: null, defector: null, hunter: null });
    }
  });

  it('REC-FORMAT: malformed options are refused with a code each', () => {
    throwsRule(() => validateRoles(5, 'assassin' as unknown as RoleOptions), 'REC-FORMAT', 'roles-object');
    throwsRule(() => validateRoles(5, { trapper: true } as unknown as RoleOptions), 'REC-FORMAT', 'role-module-unknown');
    throwsRule(() => validateRoles(5, { assassin: 'yes' } as unknown as RoleOptions), 'REC-FORMAT', 'role-module-value');
    throwsRule(() => validateRoles(5, { assassin: { merlin: true } } as unknown as RoleOptions), 'REC-FORMAT', 'role-option-unknown');
    throwsRule(() => validateRoles(5, { hunter: { deepAgent: 1 } } as unknown as RoleOptions), 'REC-FORMAT', 'role-option-flag');
    throwsRule(() => validateRoles(5, { defector: 'III' } as unknown as RoleOptions), 'REC-FORMAT', 'defector-variant');
  });

  it('R-ASN-OPT: the Body Guard at 5 players needs the Deep Cover or the False Commander', () => {
    throwsRule(() => validateRoles(5, { assassin: { bodyGuard: true } }), 'R-ASN-OPT', 'body-guard-five');
    validateRoles(5, { assassin: { bodyGuard: true, deepCover: true } });
    validateRoles(5, { assassin: { bodyGuard: true, falseCommander: true } });
    for (const players of [6, 7, 8, 9, 10]) validateRoles(players, { assassin: { bodyGuard: true } });
  });

  it('R-ASN-OPT: the False Commander without the Body Guard is legal (it only has no effect)', () => {
    const cards = roleCards(5, { roles: validateRoles(5, { assassin: { falseCommander: true } }) });
    assert.deepEqual(tally(cards).get('false-commander'), 1);
  });

  it('R-ASN-1 / R-ASN-OPT: each optional role takes a plain card of its side; too many are refused', () => {
    // 5 players, 2 spy cards: Assassin + Blind Spy fills them; a third spy role has no card.
    validateRoles(5, { assassin: { blindSpy: true } });
    const error = throwsRule(() => validateRoles(5, { assassin: { blindSpy: true, deepCover: true } }), 'R-ASN-OPT', 'no-plain-card');
    assert.deepEqual(error.params, { role: 'deep-cover', side: 'spies', players: 5, cards: 2 });
    // All three optional spies need 4 spy cards: 10 players only.
    const three = { assassin: { blindSpy: true, deepCover: true, falseCommander: true } };
    for (const players of [5, 6, 7, 8, 9]) throwsRule(() => validateRoles(players, three), 'R-ASN-OPT', 'no-plain-card');
    validateRoles(10, three);
  });

  it('R-HUN-OPT: the Pretender is used with the Deep Agent; R-HUN-BRAND needs both', () => {
    throwsRule(() => validateRoles(8, { hunter: { pretender: true } }), 'R-HUN-OPT', 'pretender-needs-deep-agent');
    throwsRule(() => validateRoles(8, { hunter: { branding: true } }), 'R-HUN-BRAND', 'branding-needs-roles');
    throwsRule(() => validateRoles(8, { hunter: { branding: true, deepAgent: true } }), 'R-HUN-BRAND', 'branding-needs-roles');
    validateRoles(8, { hunter: { branding: true, deepAgent: true, pretender: true } });
  });

  it('R-HUN-2 / R-HUN-OPT: at 5–6 players the Hunter uses both spy cards, so no Deep Agent', () => {
    for (const players of [5, 6]) {
      const error = throwsRule(() => validateRoles(players, { hunter: { deepAgent: true } }), 'R-HUN-OPT', 'no-plain-card');
      assert.equal(error.params['role'], 'deep-agent');
    }
    for (const players of [7, 8, 9, 10]) validateRoles(players, { hunter: { deepAgent: true } });
  });

  it('R-HUN-OPT: resistance optional roles fit the plain resistance cards (1 at 5 players, 2 at 6–8, 3 at 9–10)', () => {
    const all = { dummyAgent: true, coordinator: true, deepAgent: true, pretender: true };
    validateRoles(5, { hunter: { coordinator: true } });
    throwsRule(() => validateRoles(5, { hunter: { coordinator: true, dummyAgent: true } }), 'R-HUN-OPT', 'no-plain-card');
    throwsRule(() => validateRoles(8, { hunter: all }), 'R-HUN-OPT', 'no-plain-card');
    validateRoles(9, { hunter: all });
    validateRoles(10, { hunter: { ...all, branding: true } });
  });

  it('R-DEF-1: the Defectors take a plain card of each side; with the Hunter at 5–6 there is no spy card left', () => {
    for (const players of PLAYERS) validateRoles(players, { defector: 'I' });
    for (const players of [5, 6]) {
      const error = throwsRule(() => validateRoles(players, { defector: 'II', hunter: true }), 'R-DEF-1', 'no-plain-card');
      assert.equal(error.params['role'], 'spy-defector');
    }
    validateRoles(7, { defector: 'II', hunter: true });
  });

  it('modules combine (section 4 intro) while plain cards are left: Assassin + Defector + Hunter at 7 is refused, at 10 too', () => {
    // Hunter at 7: 1 plain spy; Assassin takes it; the Spy Defector finds none.
    throwsRule(() => validateRoles(7, { assassin: true, defector: 'I', hunter: true }), 'R-DEF-1', 'no-plain-card');
    validateRoles(7, { assassin: true, hunter: true });
    validateRoles(6, { assassin: { bodyGuard: true }, defector: 'II' });
  });

  it('every combination at every player count is legal exactly when the rules\' tables allow it, refused by the right rule', () => {
    let legal = 0;
    for (const players of PLAYERS) {
      for (const options of ALL_OPTIONS) {
        const expected = expectedRefusal(players, options);
        if (expected === null) {
          validateRoles(players, options);
          legal++;
        } else {
          throwsRule(() => validateRoles(players, options), expected);
        }
      }
    }
    assert.equal(legal, LEGAL.length);
    assert.ok(legal > 200, `${legal} legal combinations`);
  });
});

describe('roleCards and dealRoles (R-SET-2, R-SET-3)', () => {
  it('R-HUN-2: the Hunter cards by player count, plain cards as in the table', () => {
    const expected: Record<number, [number, number, number, number]> = {
      // [Resistance Chiefs, plain R, Spy Chiefs, plain S]
      5: [1, 1, 1, 0],
      6: [1, 2, 1, 0],
      7: [1, 2, 1, 1],
      8: [2, 2, 1, 1],
      9: [2, 3, 1, 1],
      10: [2, 3, 2, 1],
    };
    for (const players of PLAYERS) {
      const t = tally(roleCards(players, { roles: validateRoles(players, { hunter: true }) }));
      const [rc, r, sc, s] = expected[players]!;
      assert.equal(t.get('resistance-chief'), rc);
      assert.equal(t.get('resistance') ?? 0, r);
      assert.equal(t.get('spy-chief'), sc);
      assert.equal(t.get('spy') ?? 0, s);
      assert.equal(t.get('resistance-hunter'), 1);
      assert.equal(t.get('spy-hunter'), 1);
    }
  });

  it('R-ASN-1: Commander and Assassin replace one plain card of each side', () => {
    for (const players of PLAYERS) {
      const t = tally(roleCards(players, { roles: validateRoles(players, { assassin: true }) }));
      assert.equal(t.get('commander'), 1);
      assert.equal(t.get('assassin'), 1);
      assert.equal(t.get('spy') ?? 0, spyCount(players) - 1);
      assert.equal(t.get('resistance'), players - spyCount(players) - 1);
    }
  });

  it('R-DEF-1: one Resistance Defector and one Spy Defector, in both variants', () => {
    const one = dealRoles(6, { defector: 'I' }, seeded(1));
    const two = dealRoles(6, { defector: 'II' }, seeded(1));
    for (const deal of [one, two]) {
      const t = tally(deal.roles);
      assert.equal(t.get('resistance-defector'), 1);
      assert.equal(t.get('spy-defector'), 1);
    }
  });

  it('property: every legal combination deals its cards, one per seat, with the spy count of R-SET-2', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LEGAL), fc.integer(), ({ players, options }, seed) => {
        const deal = dealRoles(players, options, seeded(seed));
        assert.equal(deal.roles.length, players);
        assert.deepEqual([...deal.roles].sort(), roleCards(players, { roles: deal.setup }).sort());
        assert.deepEqual(deal.sides, deal.roles.map(roleSide));
        assert.deepEqual(
          deal.spies,
          deal.roles.flatMap((r, s) => (roleSide(r) === 'spies' ? [s] : [])),
        );
        assert.equal(deal.spies.length, spyCount(players));
        const t = tally(deal.roles);
        // Each special card once, but the chiefs of R-HUN-2.
        for (const [role, n] of t) {
          if (role === 'resistance' || role === 'spy') continue;
          if (role === 'resistance-chief') assert.equal(n, HUNTER_CHIEFS[players]!.resistance);
          else if (role === 'spy-chief') assert.equal(n, HUNTER_CHIEFS[players]!.spies);
          else assert.equal(n, 1, role);
        }
        // The deal reads back through checkDeal.
        assert.deepEqual(checkDeal(players, options, deal.roles), deal);
      }),
      { numRuns: 300 },
    );
  });

  it('R-SET-3: the deal is uniform: the Commander sits in each seat about equally often', () => {
    const random = seeded(7);
    const counts = new Array(7).fill(0);
    const runs = 7000;
    for (let i = 0; i < runs; i++) counts[dealRoles(7, { assassin: true }, random).roles.indexOf('commander')]++;
    for (const c of counts) assert.ok(Math.abs(c / runs - 1 / 7) < 0.025, `share ${c / runs} should be near 1/7`);
  });

  it('the same random source gives the same deal (pure: randomness comes in)', () => {
    const options: RoleOptions = { assassin: { bodyGuard: true }, defector: 'I' };
    assert.deepEqual(dealRoles(8, options, seeded(99)), dealRoles(8, options, seeded(99)));
  });

  it('a random source out of its range is refused (RangeError), e.g. a () => number in [0, 1)', () => {
    assert.throws(() => dealRoles(5, { assassin: true }, () => 0.5), RangeError);
    assert.throws(() => dealRoles(5, { assassin: true }, (n) => n), RangeError);
    assert.throws(() => dealRoles(5, { assassin: true }, () => -1), RangeError);
  });

  it('checkDeal: the roles must be the setup\'s cards (R-SET-2); the loyalty deck is no part of the deal (R-DEF-V1: each card drawn is an event)', () => {
    const roles: Role[] = ['commander', 'resistance', 'resistance', 'assassin', 'spy'];
    checkDeal(5, { assassin: true }, roles);
    throwsRule(() => checkDeal(5, { assassin: true }, ['commander', 'resistance', 'resistance', 'spy', 'spy']), 'R-SET-2', 'roles-deal');
    throwsRule(() => checkDeal(5, { assassin: true }, roles.slice(1)), 'R-SET-2', 'roles-deal');
    const defectors: Role[] = ['resistance-defector', 'resistance', 'resistance', 'spy-defector', 'spy'];
    assert.deepEqual(checkDeal(5, { defector: 'I' }, defectors).spies, [3, 4]);
  });
});

describe('the Defector\'s loyalty deck (R-DEF-V1, R-MOD-REVEAL)', () => {
  it('the deck is 3 "no change" and 2 "switch"; a shuffle is a permutation of it', () => {
    assert.deepEqual([...LOYALTY_DECK].sort(), ['no-change', 'no-change', 'no-change', 'switch', 'switch']);
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const deck = shuffleLoyaltyDeck(seeded(seed));
        assert.deepEqual([...deck].sort(), [...LOYALTY_DECK].sort());
        assert.deepEqual(validateLoyaltyDeck(deck), deck);
      }),
    );
  });

  it('the shuffle is uniform: the top card is "switch" about 2 times in 5', () => {
    const random = seeded(3);
    let switches = 0;
    const runs = 5000;
    for (let i = 0; i < runs; i++) if (shuffleLoyaltyDeck(random)[0] === 'switch') switches++;
    assert.ok(Math.abs(switches / runs - 0.4) < 0.03, `share ${switches / runs}`);
  });

  it('draws reveal the deck from the top at the start of rounds 3, 4 and 5', () => {
    const deck: LoyaltyCard[] = ['switch', 'no-change', 'switch', 'no-change', 'no-change'];
    assert.deepEqual(loyaltyDraw(deck, 3), { type: 'loyalty-draw', round: 3, card: 'switch' });
    assert.deepEqual(loyaltyDraw(deck, 4), { type: 'loyalty-draw', round: 4, card: 'no-change' });
    assert.deepEqual(loyaltyDraw(deck, 5), { type: 'loyalty-draw', round: 5, card: 'switch' });
    for (const round of [1, 2, 6]) throwsRule(() => loyaltyDraw(deck, round), 'R-DEF-V1', 'loyalty-round');
    throwsRule(() => loyaltyDraw(['switch'], 3), 'R-DEF-V1', 'loyalty-deck');
  });

  it('sides change 0, 1 or 2 times: the Defectors switch on each "switch", nobody else does', () => {
    const deck: LoyaltyCard[] = ['switch', 'no-change', 'switch', 'no-change', 'no-change'];
    const draws = [3, 4, 5].map((round) => loyaltyDraw(deck, round));
    assert.deepEqual([0, 1, 2, 3].map((n) => defectorSwitches(draws.slice(0, n))), [0, 1, 1, 2]);
    assert.equal(currentSide('spy-defector', 0), 'spies');
    assert.equal(currentSide('spy-defector', 1), 'resistance');
    assert.equal(currentSide('resistance-defector', 1), 'spies');
    assert.equal(currentSide('resistance-defector', 2), 'resistance');
    for (const role of ROLES.filter((r) => !r.endsWith('-defector'))) assert.equal(currentSide(role, 1), roleSide(role));
  });

  it('draws out of order, repeated, or with three "switch" cards are refused', () => {
    const draw = (round: 3 | 4 | 5, card: LoyaltyCard): LoyaltyDrawEvent => ({ type: 'loyalty-draw', round, card });
    throwsRule(() => defectorSwitches([draw(4, 'switch')]), 'R-DEF-V1', 'loyalty-order');
    throwsRule(() => defectorSwitches([draw(3, 'switch'), draw(3, 'switch')]), 'R-DEF-V1', 'loyalty-order');
    throwsRule(() => defectorSwitches([draw(3, 'switch'), draw(4, 'switch'), draw(5, 'switch')]), 'R-DEF-V1', 'loyalty-switches');
  });

  it('property: over any shuffled deck, the Defectors\' sides after each draw follow the cards', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 3 }), (seed, drawn) => {
        const deck = shuffleLoyaltyDeck(seeded(seed));
        const draws = [3, 4, 5].slice(0, drawn).map((round) => loyaltyDraw(deck, round));
        const switches = deck.slice(0, drawn).filter((c) => c === 'switch').length;
        assert.equal(defectorSwitches(draws), switches);
        assert.equal(currentSide('spy-defector', switches), switches === 1 ? 'resistance' : 'spies');
      }),
    );
  });
});

describe('Hunter investigation cards (R-HUN-1, R-HUN-INV)', () => {
  it('R-HUN-1: "Chief"/"Not Chief" at 5–6 players; "Spy Chief", "Resistance Chief", "Not Chief" at 7+', () => {
    assert.deepEqual(hunterLoyaltyCards(5), ['chief', 'not-chief']);
    assert.deepEqual(hunterLoyaltyCards(6), ['chief', 'not-chief']);
    for (const p of [7, 8, 9, 10]) assert.deepEqual(hunterLoyaltyCards(p), ['spy-chief', 'resistance-chief', 'not-chief']);
    throwsRule(() => hunterLoyaltyCards(4), 'R-SET-1');
  });

  it('R-HUN-INV: chiefs show their chief card, the Dummy Agent may show the Resistance Chief\'s, everyone else "Not Chief"', () => {
    assert.deepEqual(investigationCards('resistance-chief', 6), ['chief']);
    assert.deepEqual(investigationCards('resistance-chief', 7), ['resistance-chief']);
    assert.deepEqual(investigationCards('spy-chief', 5), ['chief']);
    assert.deepEqual(investigationCards('spy-chief', 10), ['spy-chief']);
    assert.deepEqual(investigationCards('dummy-agent', 5), ['chief', 'not-chief']);
    assert.deepEqual(investigationCards('dummy-agent', 8), ['resistance-chief', 'not-chief']);
    for (const role of ['coordinator', 'resistance-hunter', 'spy-hunter', 'deep-agent', 'pretender', 'spy'] as Role[]) {
      assert.deepEqual(investigationCards(role, 8), ['not-chief']);
    }
    // Every card shown is one of the table's loyalty cards.
    for (const p of PLAYERS) for (const role of ROLES) for (const c of investigationCards(role, p)) assert.ok(hunterLoyaltyCards(p).includes(c));
  });
});

describe('errors are RuleErrors with a sentence', () => {
  it('no-plain-card names the role, the side and the cards that took them', () => {
    const error = throwsRule(() => validateRoles(10, { assassin: true, defector: 'I', hunter: true }), 'R-DEF-1', 'no-plain-card');
    assert.ok(error instanceof RuleError);
    assert.match(error.message, /Spy Defector/);
    assert.match(error.message, /2 Spy Chiefs, Spy Hunter, Assassin/);
  });
});
