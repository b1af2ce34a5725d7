/**
 * What each seat learns at the eyes-closed reveal with the Assassin, Defector and Hunter modules
 * (knowledge.ts: R-REV-1, R-VAR-BLIND, R-ASN-2, R-ASN-OPT, R-DEF-V1, R-DEF-V2, R-HUN-REV,
 * R-HUN-OPT), and the spoken script (scripts.ts: R-ASN-SCRIPT, R-HUN-REV, R-HUN-OPT, R-DEF-V2):
 * - rule by rule, on small tables;
 * - a table test over every legal combination at every player count, against an expectation
 *   written here role by role from the rules text;
 * - the seeds' printed scripts, line by line;
 * - a replay of the generated script for every legal combination (who has eyes open, who has a
 *   thumb up after each line) showing each seat exactly what the knowledge table says.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  dealRoles,
  knowledge,
  knowledgeFor,
  knownRoles,
  revealScript,
  roleCards,
  roleSide,
  scriptText,
  seenAsRoles,
  sightsOf,
  sightsTable,
  validateRoles,
} from '../../../../src/games/resistance/engine.ts';
import type { Role, RoleOptions, RoleSetup, ScriptLine, ScriptLineId, SeatKnowledge, SeenAs } from '../../../../src/games/resistance/engine.ts';
import type { DefectorVariant } from '../../../../src/games/resistance/modules/defector/engine.ts';
import { seeded, subsets, throwsRule } from '../helpers.ts';

/** The composed tables (knowledge.ts, characters.ts), with every module loaded. */
const ROLES = knownRoles();
const SIGHTS = sightsTable();
const SEEN_AS_ROLES = seenAsRoles();

/** Every legal (players, options) pair at 5–10 players (legality itself is tested in roles.test.ts). */
const LEGAL: { players: number; options: RoleOptions; setup: RoleSetup }[] = [5, 6, 7, 8, 9, 10].flatMap((players) =>
  [null, ...subsets(['bodyGuard', 'blindSpy', 'deepCover', 'falseCommander'] as const)].flatMap((assassin) =>
    ([null, 'I', 'II'] as const).flatMap((defector) =>
      [null, ...subsets(['dummyAgent', 'coordinator', 'deepAgent', 'pretender', 'branding'] as const)].flatMap((hunter) => {
        const options: RoleOptions = { assassin, defector, hunter };
        try {
          return [{ players, options, setup: validateRoles(players, options) }];
        } catch {
          return [];
        }
      }),
    ),
  ),
);

/** The cards of a combination, one per seat, unshuffled (seat order does not matter to what a role sees). */
function table(players: number, setup: RoleSetup): { roles: Role[]; setup: RoleSetup } {
  return { roles: roleCards(players, { roles: setup }), setup };
}

const SPY_SIDE = new Set<Role>(ROLES.filter((r) => roleSide(r) === 'spies'));

/**
 * What `viewer` learns of a seat holding `seen`, written here from the rules text, one rule at a
 * time (a second reading of the rules, independent of knowledge.ts's table).
 */
function expectedSight(
  viewer: Role,
  seen: Role,
  game: { defector: DefectorVariant | null; blind: boolean; inGame: ReadonlySet<Role> },
): SeenAs | null {
  // R-ASN-2, R-ASN-OPT: the Commander learns every spy but the Deep Cover (Blind Spy included).
  if (viewer === 'commander') return SPY_SIDE.has(seen) && seen !== 'deep-cover' ? 'spy' : null;
  // R-ASN-OPT: the Body Guard learns the Commander, and the False Commander who looks the same.
  if (viewer === 'body-guard') {
    if (seen !== 'commander' && seen !== 'false-commander') return null;
    return game.inGame.has('false-commander') ? 'commander-or-false-commander' : 'commander';
  }
  // R-HUN-REV: Resistance Chiefs learn each other (8+); R-HUN-OPT: and the Coordinator.
  if (viewer === 'resistance-chief') return seen === 'resistance-chief' || seen === 'coordinator' ? seen : null;
  // R-DEF-V2: the Defectors find their counterpart.
  if (game.defector === 'II' && viewer === 'resistance-defector') return seen === 'spy-defector' ? 'spy-defector' : null;
  if (game.defector === 'II' && viewer === 'spy-defector' && seen === 'resistance-defector') return 'resistance-defector';
  // The spies' eyes-open step: not for resistance players, the Blind Spy (R-ASN-OPT), the Deep
  // Agent (R-HUN-OPT), the variant I Spy Defector (R-DEF-V1); not at all with R-VAR-BLIND.
  const opens = SPY_SIDE.has(viewer) && viewer !== 'blind-spy' && viewer !== 'deep-agent' && !(viewer === 'spy-defector' && game.defector === 'I');
  if (!opens || game.blind) return null;
  if (seen === 'blind-spy') return null;
  if (seen === 'spy-chief') return 'spy-chief';
  if (seen === 'deep-agent' || seen === 'pretender') return game.inGame.has('pretender') ? 'deep-agent-or-pretender' : 'deep-agent';
  if (seen === 'spy-defector') return game.defector === 'I' ? 'spy-defector' : 'spy';
  return SPY_SIDE.has(seen) ? 'spy' : null;
}

/** The knowledge of a table as a map viewer seat → seen seat → label. */
function asMap(k: SeatKnowledge[]): Map<number, Map<number, SeenAs>> {
  return new Map(k.map((s) => [s.seat, new Map(s.learns.map((l) => [l.seat, l.as]))]));
}

/** The seats holding `role`. */
function seatsOf(roles: readonly Role[], role: Role): number[] {
  return roles.flatMap((r, s) => (r === role ? [s] : []));
}

describe('knowledge rule by rule', () => {
  it('R-REV-1: the spies learn each other as "spy"; resistance players learn nobody', () => {
    const roles: Role[] = ['spy', 'resistance', 'spy', 'resistance', 'resistance'];
    const k = knowledge({ roles, setup: { defector: null } });
    assert.deepEqual(k[0], { seat: 0, role: 'spy', side: 'spies', learns: [{ seat: 2, as: 'spy', rule: 'R-REV-1' }] });
    assert.deepEqual(k[2]!.learns.map((l) => [l.seat, l.as]), [[0, 'spy']]);
    for (const s of [1, 3, 4]) assert.deepEqual(k[s]!.learns, []);
  });

  it('R-VAR-BLIND: with Blind Spies the spies learn nobody', () => {
    const roles: Role[] = ['spy', 'resistance', 'spy', 'resistance', 'resistance'];
    for (const s of knowledge({ roles, setup: { defector: null } }, true)) assert.deepEqual(s.learns, []);
  });

  it('R-ASN-2: the Commander learns every spy; no spy learns the Commander', () => {
    const roles: Role[] = ['commander', 'assassin', 'resistance', 'spy', 'resistance', 'spy', 'resistance'];
    const k = knowledge({ roles, setup: { defector: null } });
    assert.deepEqual(k[0]!.learns.map((l) => [l.seat, l.as]), [[1, 'spy'], [3, 'spy'], [5, 'spy']]);
    assert.deepEqual(k[1]!.learns.map((l) => [l.seat, l.as]), [[3, 'spy'], [5, 'spy']], 'the Assassin is a spy among spies');
    for (const s of k) assert.ok(!s.learns.some((l) => l.seat === 0));
  });

  it('R-ASN-2 with R-VAR-BLIND: the Commander still learns the spies, who still do not learn each other', () => {
    const roles: Role[] = ['commander', 'assassin', 'resistance', 'spy', 'resistance'];
    const k = knowledge({ roles, setup: { defector: null } }, true);
    assert.deepEqual(k[0]!.learns.map((l) => l.seat), [1, 3]);
    assert.deepEqual(k[1]!.learns, []);
  });

  it('R-ASN-OPT Deep Cover: not revealed to the Commander, still a spy among spies', () => {
    const roles: Role[] = ['commander', 'assassin', 'deep-cover', 'resistance', 'resistance'];
    const k = knowledge({ roles, setup: { defector: null } });
    assert.deepEqual(k[0]!.learns.map((l) => l.seat), [1]);
    assert.deepEqual(k[2]!.learns.map((l) => [l.seat, l.as]), [[1, 'spy']]);
    assert.deepEqual(k[1]!.learns.map((l) => [l.seat, l.as]), [[2, 'spy']]);
  });

  it('R-ASN-OPT Blind Spy: learns no spy, no spy learns them, the Commander does', () => {
    const roles: Role[] = ['commander', 'assassin', 'blind-spy', 'spy', 'resistance', 'resistance', 'resistance'];
    const k = knowledge({ roles, setup: { defector: null } });
    assert.deepEqual(k[2]!.learns, []);
    assert.deepEqual(k[1]!.learns.map((l) => l.seat), [3]);
    assert.deepEqual(k[3]!.learns.map((l) => l.seat), [1]);
    assert.deepEqual(k[0]!.learns.map((l) => l.seat), [1, 2, 3]);
  });

  it('R-ASN-OPT Body Guard: the Commander and the False Commander look the same; without the False Commander, the Commander', () => {
    const withFalse: Role[] = ['commander', 'assassin', 'body-guard', 'false-commander', 'resistance'];
    const k = knowledge({ roles: withFalse, setup: { defector: null } });
    assert.deepEqual(k[2]!.learns.map((l) => [l.seat, l.as]), [[0, 'commander-or-false-commander'], [3, 'commander-or-false-commander']]);
    // The Commander does not learn the Body Guard; the spies see the False Commander as a spy.
    assert.ok(!k[0]!.learns.some((l) => l.seat === 2));
    assert.deepEqual(k[1]!.learns.map((l) => [l.seat, l.as]), [[3, 'spy']]);
    const without: Role[] = ['commander', 'assassin', 'body-guard', 'deep-cover', 'resistance'];
    assert.deepEqual(knowledgeFor({ roles: without, setup: { defector: null } }, 2).learns.map((l) => [l.seat, l.as]), [[0, 'commander']]);
  });

  it('R-ASN-OPT False Commander without Body Guard: nobody learns them as a Commander', () => {
    const roles: Role[] = ['commander', 'assassin', 'false-commander', 'resistance', 'resistance'];
    const k = knowledge({ roles, setup: { defector: null } });
    for (const s of k) for (const l of s.learns) if (l.seat === 2) assert.equal(l.as, 'spy');
  });

  it('R-DEF-V1: the spies learn the Spy Defector by their thumb; the Defectors learn nobody', () => {
    const roles: Role[] = ['spy-defector', 'spy', 'resistance-defector', 'resistance', 'spy', 'resistance', 'resistance'];
    const k = knowledge({ roles, setup: { defector: 'I' } });
    assert.deepEqual(k[1]!.learns.map((l) => [l.seat, l.as]), [[0, 'spy-defector'], [4, 'spy']]);
    assert.deepEqual(k[0]!.learns, []);
    assert.deepEqual(k[2]!.learns, []);
  });

  it('R-DEF-V2: the Spy Defector learns the spies as usual, and the Defectors find each other', () => {
    const roles: Role[] = ['spy-defector', 'spy', 'resistance-defector', 'resistance', 'spy', 'resistance', 'resistance'];
    const k = knowledge({ roles, setup: { defector: 'II' } });
    assert.deepEqual(k[1]!.learns.map((l) => [l.seat, l.as]), [[0, 'spy'], [4, 'spy']]);
    assert.deepEqual(k[0]!.learns.map((l) => [l.seat, l.as]), [[1, 'spy'], [2, 'resistance-defector'], [4, 'spy']]);
    assert.deepEqual(k[2]!.learns.map((l) => [l.seat, l.as]), [[0, 'spy-defector']]);
    // With Blind Spies the counterparts still meet; the spies do not.
    const blind = knowledge({ roles, setup: { defector: 'II' } }, true);
    assert.deepEqual(blind[0]!.learns.map((l) => l.seat), [2]);
    assert.deepEqual(blind[1]!.learns, []);
  });

  it('R-HUN-REV: the spies learn each other and which are chiefs; the Spy Hunter is a plain "spy" to them', () => {
    const roles: Role[] = ['spy-chief', 'spy-hunter', 'resistance-chief', 'resistance-hunter', 'resistance', 'resistance', 'spy'];
    const k = knowledge({ roles, setup: { defector: null } });
    assert.deepEqual(k[1]!.learns.map((l) => [l.seat, l.as]), [[0, 'spy-chief'], [6, 'spy']]);
    assert.deepEqual(k[0]!.learns.map((l) => [l.seat, l.as]), [[1, 'spy'], [6, 'spy']]);
    // Below 8 players the one Resistance Chief learns nobody; the Hunters learn nobody (resistance).
    assert.deepEqual(k[2]!.learns, []);
    assert.deepEqual(k[3]!.learns, []);
  });

  it('R-HUN-REV: at 8+ the two Resistance Chiefs learn each other; at 10 the Spy Chiefs are both "spy-chief"', () => {
    const deal = dealRoles(10, { hunter: true }, seeded(5));
    const k = knowledge(deal);
    const [c1, c2] = seatsOf(deal.roles, 'resistance-chief');
    assert.deepEqual(k[c1!]!.learns, [{ seat: c2!, as: 'resistance-chief', rule: 'R-HUN-REV' }]);
    const [s1, s2] = seatsOf(deal.roles, 'spy-chief');
    assert.equal(k[s1!]!.learns.find((l) => l.seat === s2)?.as, 'spy-chief');
  });

  it('R-HUN-OPT Coordinator: the Resistance Chief(s) learn the Coordinator; nobody else does', () => {
    const deal = dealRoles(8, { hunter: { coordinator: true } }, seeded(11));
    const k = knowledge(deal);
    const coordinator = seatsOf(deal.roles, 'coordinator')[0]!;
    for (const s of k) {
      const learnt = s.learns.find((l) => l.seat === coordinator);
      assert.equal(learnt?.as, s.role === 'resistance-chief' ? 'coordinator' : undefined);
    }
  });

  it('R-HUN-OPT Deep Agent: learns nobody, the spies learn them; with the Pretender, both look the same', () => {
    const alone = dealRoles(7, { hunter: { deepAgent: true } }, seeded(2));
    const k = knowledge(alone);
    const agent = seatsOf(alone.roles, 'deep-agent')[0]!;
    assert.deepEqual(k[agent]!.learns, []);
    for (const s of k) if (s.role === 'spy-chief' || s.role === 'spy-hunter') assert.equal(s.learns.find((l) => l.seat === agent)?.as, 'deep-agent');
    const both = dealRoles(8, { hunter: { deepAgent: true, pretender: true } }, seeded(2));
    const kb = knowledge(both);
    const pretender = seatsOf(both.roles, 'pretender')[0]!;
    const chief = seatsOf(both.roles, 'spy-chief')[0]!;
    assert.equal(kb[chief]!.learns.find((l) => l.seat === pretender)?.as, 'deep-agent-or-pretender');
    assert.equal(kb[chief]!.learns.find((l) => l.seat === seatsOf(both.roles, 'deep-agent')[0])?.as, 'deep-agent-or-pretender');
    assert.deepEqual(kb[pretender]!.learns, []);
  });

  it('R-HUN-OPT Dummy Agent: learns nobody and nobody learns them', () => {
    const deal = dealRoles(9, { hunter: { dummyAgent: true } }, seeded(4));
    const dummy = seatsOf(deal.roles, 'dummy-agent')[0]!;
    const k = knowledge(deal);
    assert.deepEqual(k[dummy]!.learns, []);
    for (const s of k) assert.ok(!s.learns.some((l) => l.seat === dummy));
  });

  it('knowledgeFor is one entry of knowledge; an unknown seat or role is refused', () => {
    const deal = dealRoles(6, { assassin: true }, seeded(8));
    for (let seat = 0; seat < 6; seat++) assert.deepEqual(knowledgeFor(deal, seat), knowledge(deal)[seat]);
    assert.throws(() => knowledgeFor(deal, 6), RangeError);
    assert.throws(() => knowledgeFor(deal, -1), RangeError);
    throwsRule(() => knowledge({ roles: ['merlin' as Role], setup: { defector: null } }), 'R-SET-2', 'roles-deal');
    throwsRule(() => knowledge({ roles: ['toString' as Role], setup: { defector: null } }), 'R-SET-2', 'roles-deal');
  });
});

describe('the knowledge table over every legal combination (5–10 players, Blind Spies on and off)', () => {
  it(`finds the legal combinations (${LEGAL.length})`, () => {
    assert.ok(LEGAL.length > 200);
    for (const players of [5, 6, 7, 8, 9, 10]) assert.ok(LEGAL.some((c) => c.players === players));
  });

  it('every role sees every other role exactly as the rules say', () => {
    let pairs = 0;
    for (const { players, setup } of LEGAL) {
      for (const blind of [false, true]) {
        const t = table(players, setup);
        const game = { defector: setup.defector, blind, inGame: new Set(t.roles) };
        const k = asMap(knowledge(t, blind));
        t.roles.forEach((viewer, v) =>
          t.roles.forEach((seen, s) => {
            if (s === v) return;
            pairs++;
            assert.equal(
              k.get(v)!.get(s) ?? null,
              expectedSight(viewer, seen, game),
              `${players} players ${JSON.stringify(setup)} blind=${blind}: ${viewer} sees ${seen}`,
            );
          }),
        );
      }
    }
    assert.ok(pairs > 10000);
  });

  it('nobody learns anything they should not', () => {
    for (const { players, setup } of LEGAL) {
      for (const blind of [false, true]) {
        const { roles } = table(players, setup);
        const k = knowledge({ roles, setup }, blind);
        const roleAt = (seat: number): Role => roles[seat]!;
        for (const s of k) {
          assert.equal(s.side, roleSide(s.role));
          assert.ok(!s.learns.some((l) => l.seat === s.seat), 'a seat never learns itself');
          for (const l of s.learns) {
            // No label ever lies: it covers the seen seat's true role.
            assert.ok(SEEN_AS_ROLES[l.as]!.includes(roleAt(l.seat)), `${s.role} sees ${roleAt(l.seat)} as ${l.as}`);
            // R-ASN-2: the Commander is learnt by nobody but the Body Guard.
            if (roleAt(l.seat) === 'commander') assert.equal(s.role, 'body-guard');
            // R-ASN-OPT: the Commander never learns the Deep Cover; nobody but the Commander learns the Blind Spy.
            if (s.role === 'commander') assert.notEqual(roleAt(l.seat), 'deep-cover');
            if (roleAt(l.seat) === 'blind-spy') assert.equal(s.role, 'commander');
            // R-HUN-OPT / R-HUN-REV: nobody learns a Hunter or the Dummy Agent.
            assert.ok(!['resistance-hunter', 'spy-hunter', 'dummy-agent'].includes(roleAt(l.seat)) || l.as === 'spy');
            assert.ok(!['resistance-hunter', 'dummy-agent'].includes(roleAt(l.seat)));
            // Resistance players are never shown as spies.
            if (roleSide(roleAt(l.seat)) === 'resistance') assert.ok(!['spy', 'spy-chief', 'spy-defector'].includes(l.as));
            // R-VAR-BLIND: no spy learns another spy.
            if (blind && s.side === 'spies') assert.notEqual(roleSide(roleAt(l.seat)), 'spies');
          }
          // Roles that learn nobody.
          if (['resistance', 'blind-spy', 'deep-agent', 'resistance-hunter', 'dummy-agent', 'coordinator', 'pretender'].includes(s.role)) {
            assert.deepEqual(s.learns, []);
          }
          // R-ASN-OPT: the Body Guard cannot tell the Commander from the False Commander.
          if (s.role === 'body-guard') {
            const labels = new Set(s.learns.map((l) => l.as));
            assert.equal(labels.size, 1);
            assert.deepEqual(s.learns.map((l) => roleAt(l.seat)).sort(), roles.filter((r) => r === 'commander' || r === 'false-commander').sort());
          }
          // R-HUN-OPT: the spies cannot tell the Deep Agent from the Pretender.
          const da = s.learns.filter((l) => roleAt(l.seat) === 'deep-agent' || roleAt(l.seat) === 'pretender');
          assert.ok(new Set(da.map((l) => l.as)).size <= 1);
        }
      }
    }
  });

  it('property: each seat\'s knowledge is what the table SIGHTS gives its role, and does not depend on where it sits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LEGAL), fc.integer(), fc.boolean(), ({ players, options }, seed, blind) => {
        const deal = dealRoles(players, options, seeded(seed));
        const k = knowledge(deal, blind);
        const inGame = new Set(deal.roles);
        for (const s of k) {
          const sights = sightsOf(s.role, deal.setup, blind);
          assert.ok(sights.every((x) => SIGHTS[s.role].includes(x)));
          deal.roles.forEach((other, seat) => {
            if (seat === s.seat) return;
            const matching = sights.filter((x) => x.roles.includes(other));
            assert.ok(matching.length <= 1, 'at most one sight per role seen');
            const learnt = s.learns.find((l) => l.seat === seat);
            assert.equal(learnt !== undefined, matching.length === 1);
            if (learnt) {
              const sight = matching[0]!;
              const present = sight.roles.filter((r) => inGame.has(r));
              const narrowed = present.length === 1 ? sight.narrow?.[present[0]!] : undefined;
              assert.equal(learnt.as, narrowed ?? sight.as);
              assert.equal(learnt.rule, sight.rule);
            }
          });
        }
        // Moving everyone one seat clockwise moves the knowledge with them.
        const n = deal.roles.length;
        const rotated = deal.roles.map((_, i) => deal.roles[(i + n - 1) % n]!);
        const kr = knowledge({ roles: rotated, setup: deal.setup }, blind);
        for (const s of k) {
          const moved = kr[(s.seat + 1) % n]!;
          assert.equal(moved.role, s.role);
          assert.deepEqual(
            moved.learns.map((l) => [l.seat, l.as]).sort(),
            s.learns.map((l) => [(l.seat + 1) % n, l.as]).sort(),
          );
        }
      }),
      { numRuns: 400 },
    );
  });
});

/** A seed line: the Polish text (seed 001 or the rules' R-REV-1), the expected id and English text, and who has eyes open / thumbs up after it. */
type SeedLine = [polish: string, id: ScriptLineId, english: string, eyesOpen: Role[] | 'everyone', thumbsUp: Role[]];

const CLOSE_FISTS: SeedLine = [
  'Wszyscy zamykamy oczy i każdy wyciąga przed siebie zaciśniętą pięść.',
  'close-fists',
  'Everyone close your eyes and put a closed fist out in front of you.',
  [],
  [],
];
const CHECK: SeedLine = [
  'Wszyscy powinni mieć teraz zamknięte oczy oraz wyciągniętą przed siebie zaciśniętą pięść.',
  'check-fists',
  'Everyone should now have their eyes closed and a closed fist out in front of them.',
  [],
  [],
];
const OPEN: SeedLine = ['Wszyscy otwieramy oczy.', 'open', 'Everyone open your eyes.', 'everyone', []];

/** R-ASN-SCRIPT, seed 001 "W FAZIE UJAWNIEŃ" (Commander and Assassin only), at 5 players. */
const SEED_ASSASSIN: SeedLine[] = [
  CLOSE_FISTS,
  ['Agenci otwierają oczy i rozglądają się, aby poznać pozostałych Agentów.', 'spies-open', 'Spies, open your eyes and look around to learn the other spies.', ['assassin', 'spy'], []],
  [
    'Agenci zamykają oczy. Wszyscy powinni mieć zamknięte oczy oraz wyciągniętą przed siebie zaciśniętą pięść.',
    'spies-close-fists',
    'Spies, close your eyes. Everyone should have their eyes closed and a closed fist out in front of them.',
    [],
    [],
  ],
  [
    'Agenci: wyciągnijcie kciuki, aby Komendantka mogła poznać waszą tożsamość.',
    'commander-thumbs-up',
    'Spies, raise your thumbs so that the Commander can learn who you are.',
    [],
    ['assassin', 'spy'],
  ],
  ['Komendantko: otwórz oczy, aby zobaczyć, kto jest Agentem.', 'commander-open', 'Commander, open your eyes to see who the spies are.', ['commander'], ['assassin', 'spy']],
  [
    'Agenci: schowajcie kciuki, aby na powrót mieć wyciągniętą przed sobą zaciśniętą pięść.',
    'commander-thumbs-down',
    'Spies, put your thumbs down, back to a closed fist.',
    ['commander'],
    [],
  ],
  ['Komendantko: zamknij oczy.', 'commander-close', 'Commander, close your eyes.', [], []],
  CHECK,
  OPEN,
];

/** R-ASN-SCRIPT with every optional role (seed 001, the script after "OPCJONALNE TOŻSAMOŚCI"), at 10 players. */
const SEED_ASSASSIN_ALL: SeedLine[] = [
  CLOSE_FISTS,
  [
    'Agenci, ale bez Samotnego Agenta, otwierają oczy i rozglądają się, aby poznać tożsamość pozostałych Agentów.',
    'spies-open',
    'Spies, except the Blind Spy, open your eyes and look around to learn the other spies.',
    ['assassin', 'deep-cover', 'false-commander'],
    [],
  ],
  [
    'Agenci zamykają oczy. Wszyscy powinni mieć zamknięte oczy oraz wyciągniętą przed siebie zaciśniętą pięść.',
    'spies-close-fists',
    'Spies, close your eyes. Everyone should have their eyes closed and a closed fist out in front of them.',
    [],
    [],
  ],
  [
    'Agenci, łącznie z Samotnym Agentem, ale z wyjątkiem Tajniaka: wyciągnijcie kciuki, aby Komendantka mogła poznać waszą tożsamość.',
    'commander-thumbs-up',
    'Spies, including the Blind Spy, but except the Deep Cover, raise your thumbs so that the Commander can learn who you are.',
    [],
    ['assassin', 'blind-spy', 'false-commander'],
  ],
  [
    'Komendantko: otwórz oczy, aby zobaczyć, kto jest Agentem.',
    'commander-open',
    'Commander, open your eyes to see who the spies are.',
    ['commander'],
    ['assassin', 'blind-spy', 'false-commander'],
  ],
  [
    'Agenci, łącznie z Samotnym Agentem: schowajcie kciuki, aby na powrót mieć przed sobą wyciągniętą pięść.',
    'commander-thumbs-down',
    'Spies, including the Blind Spy, put your thumbs down, back to a closed fist.',
    ['commander'],
    [],
  ],
  ['Komendantko: zamknij oczy.', 'commander-close', 'Commander, close your eyes.', [], []],
  CHECK,
  [
    'Komendantko i Fałszywa Komendantko: wyciągnijcie kciuki, aby Ochroniarz mógł poznać waszą tożsamość.',
    'bodyguard-thumbs-up',
    'Commander and False Commander, raise your thumbs so that the Body Guard can learn who you are.',
    [],
    ['commander', 'false-commander'],
  ],
  [
    'Ochroniarzu: otwórz oczy, aby zobaczyć, kto jest Komendantką i Fałszywą Komendantką.',
    'bodyguard-open',
    'Body Guard, open your eyes to see who the Commander and the False Commander are.',
    ['body-guard'],
    ['commander', 'false-commander'],
  ],
  [
    'Komendantko i Fałszywa Komendantko: schowajcie kciuki, aby na powrót mieć przed sobą wyciągniętą pięść.',
    'bodyguard-thumbs-down',
    'Commander and False Commander, put your thumbs down, back to a closed fist.',
    ['body-guard'],
    [],
  ],
  ['Ochroniarzu: zamknij oczy.', 'bodyguard-close', 'Body Guard, close your eyes.', [], []],
  CHECK,
  OPEN,
];

/** R-HUN-REV, seed 001 "FAZA UJAWNIENIA" of the Hunter module, with one Spy Chief (5–9 players). */
function seedHunter(spies: Role[]): SeedLine[] {
  return [
    CLOSE_FISTS,
    ['Szefie Agentów (Szefowie Agentów): wyciągnij(cie) kciuk(i).', 'thumbs-up', 'Spy Chief, raise your thumb.', [], ['spy-chief']],
    [
      'Agenci, w tym Szefowie Agentów, otwierają oczy i rozglądają się, aby poznać pozostałych Agentów oraz Szefa (Szefów).',
      'spies-open',
      'Spies, including the Spy Chief, open your eyes and look around to learn the other spies and the Spy Chief.',
      spies,
      ['spy-chief'],
    ],
    ['Wszyscy zamykają oczy i chowają kciuki.', 'close-thumbs-down', 'Everyone close your eyes and put your thumbs down.', [], []],
    // The seed says it without "teraz" here (see scripts.ts).
    ['Wszyscy powinni mieć zamknięte oczy oraz wyciągniętą przed siebie zaciśniętą pięść.', ...(CHECK.slice(1) as [ScriptLineId, string, Role[], Role[]])],
  ];
}

/** R-HUN-REV, 8+ players: "before everyone opens eyes". */
const SEED_RESISTANCE_CHIEFS: SeedLine[] = [
  ['Szefowie Bojowników: otwórzcie oczy, aby zobaczyć się nawzajem.', 'resistance-chiefs-open', 'Resistance Chiefs, open your eyes to see each other.', ['resistance-chief'], []],
  ['Szefowie Bojowników: zamknijcie oczy.', 'resistance-chiefs-close', 'Resistance Chiefs, close your eyes.', [], []],
];

/** R-HUN-OPT, the Coordinator's two steps (seed: "Szefie (Szefowie) Bojowników…"). */
function seedCoordinator(chiefs: string): SeedLine[] {
  return [
    [
      'Szefie (Szefowie) Bojowników: otwórz(cie) oczy. Koordynatorko: wyciągnij kciuk.',
      'coordinator-open',
      `${chiefs}, open your eyes. Coordinator, raise your thumb.`,
      ['resistance-chief'],
      ['coordinator'],
    ],
    [
      'Szefie (Szefowie) Bojowników: zamknij(cie) oczy. Koordynatorko: schowaj kciuk.',
      'coordinator-close',
      `${chiefs}, close your eyes. Coordinator, put your thumb down.`,
      [],
      [],
    ],
  ];
}

/** R-HUN-OPT, the Deep Agent script (seed: "Grając z Ukrytym Agentem (samotnie lub z Pozorantką)"). */
function seedDeepAgent(thumbs: string, thumbRoles: Role[], spies: Role[]): SeedLine[] {
  return [
    CLOSE_FISTS,
    ['Szefie Agentów (Szefowie Agentów), Ukryty Agencie i Pozorantko: wyciągnijcie kciuki.', 'thumbs-up', `${thumbs}, raise your thumbs.`, [], thumbRoles],
    [
      'Wszyscy Agenci, z wyjątkiem Ukrytego Agenta, otwierają oczy i rozglądają się, aby poznać pozostałych Agentów oraz Szefa (Szefów).',
      'spies-open',
      // The seed notes that the chief has eyes open and thumb up; the line says "including".
      'Spies, including the Spy Chief, but except the Deep Agent, open your eyes and look around to learn the other spies and the Spy Chief.',
      spies,
      thumbRoles,
    ],
    ['Wszyscy zamykają oczy i chowają kciuki.', 'close-thumbs-down', 'Everyone close your eyes and put your thumbs down.', [], []],
    ['Wszyscy powinni mieć zamknięte oczy oraz wyciągniętą przed siebie zaciśniętą pięść.', ...(CHECK.slice(1) as [ScriptLineId, string, Role[], Role[]])],
  ];
}

/** R-REV-1 (the rules' English text; seed 000/004) for the base game. */
const SEED_BASE: SeedLine[] = [
  ['Everyone close your eyes.', 'close', 'Everyone close your eyes.', [], []],
  ['Spies open your eyes and look around to learn the other spies.', 'spies-open', 'Spies, open your eyes and look around to learn the other spies.', ['spy'], []],
  ["Spies close your eyes. Everyone's eyes should be closed.", 'spies-close', "Spies, close your eyes. Everyone's eyes should be closed.", [], []],
];

/** R-DEF-V2: "at the end of the reveal add" the counterparts' step. */
const SEED_DEFECTORS: SeedLine[] = [
  [
    'Zdrajcy: otwórzcie oczy, aby poznać swojego odpowiednika.',
    'defectors-open',
    'Defectors, open your eyes to find your counterpart.',
    ['resistance-defector', 'spy-defector'],
    [],
  ],
  ['Zdrajcy: zamknijcie oczy.', 'defectors-close', 'Defectors, close your eyes.', [], []],
];

function assertScript(lines: ScriptLine[], expected: SeedLine[]): void {
  assert.deepEqual(
    lines.map((l) => l.id),
    expected.map((e) => e[1]),
  );
  expected.forEach(([polish, id, english, eyes, thumbs], i) => {
    const line = lines[i]!;
    assert.equal(line.text, english, `line ${i + 1} (${id}), seed: "${polish}"`);
    const sorted = (r: readonly Role[] | 'everyone') => (r === 'everyone' ? r : [...r].sort());
    assert.deepEqual(sorted(line.eyesOpen), sorted(eyes), `eyes open after line ${i + 1} (${id})`);
    assert.deepEqual(sorted(line.thumbsUp), sorted(thumbs), `thumbs up after line ${i + 1} (${id})`);
  });
}

describe('the spoken reveal script against the seeds\' scripts', () => {
  it('R-REV-1: the base game is the four lines of the standard reveal', () => {
    assertScript(revealScript(5, {}), [...SEED_BASE, OPEN]);
  });

  it('R-ASN-SCRIPT: Commander and Assassin only (seed 001, nine lines)', () => {
    assertScript(revealScript(5, { assassin: true }), SEED_ASSASSIN);
  });

  it('R-ASN-SCRIPT: with Body Guard, Blind Spy, Deep Cover and False Commander (seed 001, fourteen lines)', () => {
    const all = { bodyGuard: true, blindSpy: true, deepCover: true, falseCommander: true };
    assertScript(revealScript(10, { assassin: all }), SEED_ASSASSIN_ALL);
  });

  it('R-HUN-REV: 5–7 players; 8–9 add the Resistance Chiefs before everyone opens their eyes', () => {
    assertScript(revealScript(5, { hunter: true }), [...seedHunter(['spy-chief', 'spy-hunter']), OPEN]);
    assertScript(revealScript(7, { hunter: true }), [...seedHunter(['spy-chief', 'spy-hunter', 'spy']), OPEN]);
    assertScript(revealScript(8, { hunter: true }), [...seedHunter(['spy-chief', 'spy-hunter', 'spy']), ...SEED_RESISTANCE_CHIEFS, OPEN]);
  });

  it('R-HUN-REV: at 10 players the Spy Chiefs are addressed in the plural', () => {
    const lines = revealScript(10, { hunter: true });
    assert.equal(lines[1]!.text, 'Spy Chiefs, raise your thumbs.');
    assert.equal(lines[2]!.text, 'Spies, including the Spy Chiefs, open your eyes and look around to learn the other spies and the Spy Chiefs.');
    assert.deepEqual(lines[1]!.params.roles, [{ role: 'spy-chief', count: 2 }]);
  });

  it('R-HUN-OPT: the Coordinator\'s steps, singular at 5–7 players, plural at 8+', () => {
    assertScript(revealScript(6, { hunter: { coordinator: true } }), [
      ...seedHunter(['spy-chief', 'spy-hunter']),
      ...seedCoordinator('Resistance Chief'),
      OPEN,
    ]);
    assertScript(revealScript(9, { hunter: { coordinator: true } }), [
      ...seedHunter(['spy-chief', 'spy-hunter', 'spy']),
      ...SEED_RESISTANCE_CHIEFS,
      ...seedCoordinator('Resistance Chiefs'),
      OPEN,
    ]);
  });

  it('R-HUN-OPT: the Deep Agent script, alone (7 players) and with the Pretender (8 players)', () => {
    assertScript(revealScript(7, { hunter: { deepAgent: true } }), [
      ...seedDeepAgent('Spy Chief and Deep Agent', ['spy-chief', 'deep-agent'], ['spy-chief', 'spy-hunter']),
      OPEN,
    ]);
    assertScript(revealScript(8, { hunter: { deepAgent: true, pretender: true } }), [
      ...seedDeepAgent('Spy Chief, Deep Agent and Pretender', ['spy-chief', 'deep-agent', 'pretender'], ['spy-chief', 'spy-hunter']),
      ...SEED_RESISTANCE_CHIEFS,
      OPEN,
    ]);
  });

  it('R-DEF-V2: the Defectors\' step at the end of the standard reveal', () => {
    const base = SEED_BASE.map((l): SeedLine => (l[1] === 'spies-open' ? [l[0], l[1], l[2], ['spy', 'spy-defector'], []] : l));
    assertScript(revealScript(7, { defector: 'II' }), [...base, ...SEED_DEFECTORS, OPEN]);
  });

  it('R-DEF-V1 (no printed script): the Spy Defector shows a thumb, the other spies open their eyes', () => {
    const lines = revealScript(7, { defector: 'I' });
    assert.deepEqual(lines.map((l) => l.text), [
      'Everyone close your eyes and put a closed fist out in front of you.',
      'Spy Defector, raise your thumb.',
      'Spies, except the Spy Defector, open your eyes and look around to learn the other spies and the Spy Defector.',
      'Everyone close your eyes and put your thumbs down.',
      'Everyone should now have their eyes closed and a closed fist out in front of them.',
      'Everyone open your eyes.',
    ]);
    assert.deepEqual(lines[2]!.eyesOpen, ['spy']);
  });

  it('R-VAR-BLIND: no spies\' step; nothing at all when nothing else is revealed', () => {
    assert.deepEqual(revealScript(5, {}, true), []);
    assert.deepEqual(revealScript(7, { defector: 'I', hunter: true }, true), []);
    const assassin = revealScript(5, { assassin: true }, true);
    assert.deepEqual(assassin.map((l) => l.id), ['close-fists', 'commander-thumbs-up', 'commander-open', 'commander-thumbs-down', 'commander-close', 'check-fists', 'open']);
    assert.ok(assassin.every((l) => l.eyesOpen === 'everyone' || !l.eyesOpen.includes('assassin')));
    assert.deepEqual(revealScript(8, { hunter: true }, true).map((l) => l.id), ['close', 'resistance-chiefs-open', 'resistance-chiefs-close', 'open']);
  });

  it('errors of the options come from validateRoles', () => {
    throwsRule(() => revealScript(5, { assassin: { bodyGuard: true } }), 'R-ASN-OPT', 'body-guard-five');
    throwsRule(() => revealScript(4, {}), 'R-SET-1', 'player-count');
  });
});

/**
 * Replays a script at a table: after each line, every seat whose role has eyes open sees, for
 * every other seat, whether its eyes are open and whether its thumb is up. Returns, per viewer,
 * per seen seat, the trace of what it saw ('' when it never saw anything of it).
 */
function replay(lines: readonly ScriptLine[], roles: readonly Role[]): string[][] {
  const seen = roles.map(() => roles.map(() => ''));
  lines.forEach((line, i) => {
    if (line.eyesOpen === 'everyone') return;
    const open = line.eyesOpen;
    roles.forEach((viewer, v) => {
      if (!open.includes(viewer)) return;
      roles.forEach((other, s) => {
        if (s === v) return;
        const eyes = open.includes(other);
        const thumb = line.thumbsUp.includes(other);
        if (eyes || thumb) seen[v]![s] += `${i}:${eyes ? 'eyes' : ''}${thumb ? 'thumb' : ''};`;
      });
    });
  });
  return seen;
}

describe('the script shows each seat exactly what the knowledge table says (every legal combination)', () => {
  it('replaying the script: a seat learns exactly the seats of its knowledge, and tells them apart exactly as its labels do', () => {
    for (const { players, setup } of LEGAL) {
      for (const blind of [false, true]) {
        const t = table(players, setup);
        const lines = revealScript(players, setup, blind);
        const traces = replay(lines, t.roles);
        const k = knowledge(t, blind);
        const where = `${players} players ${JSON.stringify(setup)} blind=${blind}`;
        for (const s of k) {
          const trace = traces[s.seat]!;
          const learnt = new Map(s.learns.map((l) => [l.seat, l.as]));
          trace.forEach((seenTrace, other) => {
            assert.equal(seenTrace !== '', learnt.has(other), `${where}: ${s.role} and ${t.roles[other]} (trace "${seenTrace}")`);
          });
          for (const [a, la] of learnt) {
            for (const [b, lb] of learnt) {
              assert.equal(trace[a] === trace[b], la === lb, `${where}: ${s.role} tells ${t.roles[a]} (${la}) from ${t.roles[b]} (${lb})`);
            }
          }
        }
      }
    }
  });

  it('every script is physically sound: fists before thumbs, eyes shut and thumbs down before the end, texts from ids', () => {
    for (const { players, setup } of LEGAL) {
      for (const blind of [false, true]) {
        const lines = revealScript(players, setup, blind);
        if (lines.length === 0) continue;
        assert.ok(lines[0]!.id === 'close' || lines[0]!.id === 'close-fists');
        assert.deepEqual(lines[0]!.eyesOpen, []);
        const last = lines[lines.length - 1]!;
        assert.equal(last.id, 'open');
        assert.equal(last.eyesOpen, 'everyone');
        const beforeLast = lines[lines.length - 2]!;
        assert.deepEqual([beforeLast.eyesOpen, beforeLast.thumbsUp], [[], []]);
        const thumbs = lines.some((l) => l.thumbsUp.length > 0);
        assert.equal(lines[0]!.id === 'close-fists', thumbs, 'a fist is asked for exactly when a thumb is raised');
        const inGame = new Set(roleCards(players, { roles: setup }));
        for (const l of lines) {
          assert.equal(l.text, scriptText(l.id, l.params));
          assert.ok(l.rules.length > 0);
          assert.doesNotMatch(l.text, /\d/, 'no line names a seat');
          for (const r of [...(l.eyesOpen === 'everyone' ? [] : l.eyesOpen), ...l.thumbsUp]) assert.ok(inGame.has(r), `${r} is not in the game`);
          // A line addresses only roles of the game, with their card counts.
          for (const ref of [...(l.params.roles ?? []), ...(l.params.including ?? []), ...(l.params.except ?? []), ...(l.params.learn ?? [])]) {
            assert.equal(ref.count, roleCards(players, { roles: setup }).filter((c) => c === ref.role).length);
            assert.ok(ref.count > 0);
          }
        }
      }
    }
  });
});
