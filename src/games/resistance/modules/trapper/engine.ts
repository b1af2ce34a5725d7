/**
 * The Trapper module (rules §4.2, Hidden Agenda; Polish "Myśliwy"):
 * - R-TRP-1: the leader picks one more team member than R-TEAM-1 says; the vote is unchanged;
 * - R-TRP-2: the leader sets one played card aside unrevealed: it does not count, and the counts
 *   of the mission are those of the other cards (R-MIS-3, R-MIS-4 apply to them); a mission is
 *   then recorded as counts (`fails`), never card by card;
 * - R-TRP-3: with 8+ players an extra set of cards is used (a component limit: nothing to check).
 * What the leader saw of the card set aside is theirs alone (private steps, `private.ts`).
 */
import { fail } from '../../core/errors.ts';
import type { EngineModule } from '../../core/module.ts';
import { moduleFlag } from '../../core/options.ts';
import { currentProposal } from '../../core/reducer.ts';
import { currentSecret, heldBy, holdError, revealMission } from '../../core/steps.ts';
import type { Acted, Action, Actor, Play } from '../../core/steps.ts';

/** Every team member has played a secret card (the app holds the roles): the leader sets one aside next. */
function allPlayed(play: Play): boolean {
  const proposal = currentProposal(play.state);
  const secret = currentSecret(play);
  return play.state.phase === 'mission' && proposal !== null && secret !== null && secret.played.length === proposal.team.length;
}

/**
 * R-TRP-2: the leader picks one of the face-down cards (by its place in the pile), sees it, and
 * sets it aside; the others are revealed. What the leader saw is their note only.
 * @throws RuleError R-TRP-2 `not-leader`, `set-aside-early`, `set-aside-index`; R-PLOT-4 while a look at a card comes first
 */
function setAside(play: Play, actor: Actor, action: Action): Acted {
  const state = play.state;
  const leader = state.leader;
  if (actor.kind !== 'seat' || actor.seat !== leader) fail('R-TRP-2', 'not-leader', 'the leader sets the card aside, on their own device or in their private turn');
  const secret = currentSecret(play);
  if (!secret || !allPlayed(play)) fail('R-TRP-2', 'set-aside-early', 'every team member plays a card before the leader sets one aside');
  // R-PLOT-3's look at a card comes before the set-aside: another module's hold is refused by it.
  holdError(play, 'reveal', 'trapper');
  const index = (action as { index?: unknown }).index;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= secret.pile.length) {
    fail('R-TRP-2', 'set-aside-index', `pick one of the face-down cards, 0 to ${secret.pile.length - 1}`, { last: secret.pile.length - 1 });
  }
  const card = secret.pile[index]!;
  const note = { seat: leader, proposal: secret.proposal, card, via: 'trapper' };
  const counted = secret.pile.filter((_, i) => i !== index);
  const revealed = revealMission({ ...play, notes: [...play.notes, note] }, counted);
  return { ...revealed, own: { note } };
}

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
  steps: {
    // R-TRP-2: the cards are revealed once the leader has set one aside.
    holds: (play, core) => core === 'reveal' && allPlayed(play),
    asks: (play) =>
      allPlayed(play) && !heldBy(play, 'reveal', 'trapper')
        ? [{ kind: 'set-aside', seat: play.state.leader, table: false, secret: true, options: { count: currentSecret(play)!.pile.length } }]
        : [],
    actions: { 'set-aside': setAside },
  },
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
