/**
 * The Trapper module (rules §4.2, Hidden Agenda; Polish "Myśliwy"):
 * - R-TRP-1: the leader picks one more team member than R-TEAM-1 says; the vote is unchanged;
 * - R-TRP-2: the leader sets one played card aside unrevealed: it does not count, and the counts
 *   of the mission are those of the other cards (R-MIS-3, R-MIS-4 apply to them); a mission is
 *   then recorded as counts (`fails`), never card by card;
 * - R-TRP-3: with 8+ players an extra set of cards is used (a component limit: nothing to check).
 * What the leader saw of the card set aside is theirs alone (private steps, `private.ts`).
 */
import type { EngineModule } from '../../core/module.ts';
import { moduleFlag } from '../../core/options.ts';

declare module '../../core/augment.ts' {
  interface ModuleOptions {
    /** The Trapper module (R-TRP-1, R-TRP-2). */
    trapper: boolean;
  }
  interface ModuleOptionsInput {
    trapper?: boolean;
  }
  interface ModuleRuleIds {
    'R-TRP-1': true;
    'R-TRP-2': true;
    'R-TRP-3': true;
  }
}

export const trapper: EngineModule = {
  id: 'trapper',
  setup: (input, setup) => ({ modules: { ...setup.modules, trapper: moduleFlag(input.modules?.trapper, 'trapper') } as typeof setup.modules }),
  // R-TRP-1: one more team member.
  teamSize: () => ({ extra: 1, rule: 'R-TRP-1' }),
  mission: {
    // R-TRP-2: one card set aside, unrevealed.
    setAside: () => ({ cards: 1, rule: 'R-TRP-2' }),
    countsOnly: {
      rule: 'REC-EVENT',
      code: 'cards-modules',
      message: 'with the Trapper module a mission is recorded as counts: "fails" (and "reverses")',
    },
  },
};
