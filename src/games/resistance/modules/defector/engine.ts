/**
 * The Defector module (rules §4.3, Hidden Agenda; Polish "Zdrajca"):
 * - R-DEF-1: the Resistance Defector and the Spy Defector replace a plain card of each side;
 * - R-DEF-V1 (variant I, defectors may switch sides): a loyalty deck of 3 "no change" and 2
 *   "switch" cards, shuffled face down; at the start of rounds 3, 4 and 5 its top card is revealed
 *   (`loyalty-draw`), and on "switch" both Defectors change sides "in every respect" (their side
 *   now: `sideNow`). At the reveal the Spy Defector keeps their eyes shut and shows a thumb, so the
 *   spies learn them;
 * - R-DEF-V2 (variant II, defectors know each other): no loyalty deck; the Spy Defector opens their
 *   eyes with the spies, and at the end of the reveal the two Defectors find each other.
 *
 * How the points the rules leave open are resolved:
 * - Loyalty draws happen "at the start of the third and each following mission played" (seed:
 *   "Na początku trzeciej i każdej kolejnej rozgrywanej Misji"): they are keyed by round 3, 4, 5,
 *   which is the mission number except with Targeting (R-VAR-TGT). Each draw is a public event;
 *   the deck's order is never part of the setup (a record holds only the cards revealed). Only 3 of
 *   the 5 cards are ever drawn.
 * - Variant I prints no script: the Spy Defector raises a thumb, the spies but the Spy Defector
 *   open their eyes, then everyone closes and lowers thumbs (the Hunter's pattern). The Spy
 *   Defector and the Deep Agent, who would look alike (eyes shut, thumb up), never meet: the Hunter
 *   leaves at most one plain spy card, so both cannot be dealt (`no-plain-card`).
 * - Variant II is "recommended for larger groups": a recommendation, not a limit.
 */
import { pick, shuffle } from '../../../../platform/engine/chance.ts';
import type { RandomInt } from '../../../../platform/engine/chance.ts';
import type { Role } from '../../core/augment.ts';
import { fail } from '../../core/errors.ts';
import type { EngineModule, Step } from '../../core/module.ts';
import type { Sight } from '../../core/parts.ts';
import { roleSide } from '../../core/characters.ts';
import { roundPhase } from '../../core/reducer.ts';
import { applyEvents } from '../../core/steps.ts';
import type { GameEvent, GameState, RoleSetup, Side } from '../../core/types.ts';

/** Defector variant: `'I'` defectors may switch sides (R-DEF-V1); `'II'` they know each other (R-DEF-V2). */
export type DefectorVariant = 'I' | 'II';

/** The Defector's loyalty cards (R-DEF-V1): "no change" (blank) or "switch sides". */
export type LoyaltyCard = 'no-change' | 'switch';

/** The public event of a loyalty draw (R-DEF-V1): the top card is revealed at the start of `round`. */
export interface LoyaltyDrawEvent {
  type: 'loyalty-draw';
  round: 3 | 4 | 5;
  card: LoyaltyCard;
}

/** Defector variant I: the loyalty cards revealed so far and how often the Defectors switched (R-DEF-V1). */
export interface LoyaltyState {
  draws: LoyaltyCard[];
  switches: number;
}

declare module '../../core/augment.ts' {
  interface RoleModuleOptions {
    /** The Defector module's variant (R-DEF-V1, R-DEF-V2), or `null` without it. */
    defector: DefectorVariant | null;
  }
  interface RoleModuleOptionsInput {
    defector?: DefectorVariant | null;
  }
  interface ModuleSlices {
    /** Defector variant I: the loyalty cards revealed so far and the switches (R-DEF-V1); else `null`. */
    loyalty: LoyaltyState | null;
  }
  interface ModuleEvents {
    'loyalty-draw': LoyaltyDrawEvent;
  }
  interface ModuleConsequences {
    loyalty: { kind: 'loyalty'; round: number; card: LoyaltyCard; switches: number };
  }
  interface ModulePhases {
    /** With variant I, at the start of rounds 3, 4 and 5 a loyalty card is revealed (R-DEF-V1). */
    loyalty: true;
  }
  interface ModuleRuleIds {
    'R-DEF-1': true;
    'R-DEF-V1': true;
    'R-DEF-V2': true;
  }
  interface ModuleRoles {
    'resistance-defector': true;
    'spy-defector': true;
  }
  interface ModuleSeenAs {
    'spy-defector': true;
    'resistance-defector': true;
  }
  interface PublicViewExtras {
    /** Defector variant I: the loyalty cards revealed so far (public) and the switches they made. */
    loyalty: { draws: LoyaltyCard[]; switches: number } | null;
  }
}

declare module '../../core/script-builder.ts' {
  interface ModuleScriptLines {
    'defectors-open': true;
    'defectors-close': true;
  }
}

/** The Defector's loyalty deck before the shuffle: 3 "no change", 2 "switch" (R-DEF-V1). */
export const LOYALTY_DECK: readonly LoyaltyCard[] = ['no-change', 'no-change', 'no-change', 'switch', 'switch'];

/** The rounds at whose start a loyalty card is revealed (R-DEF-V1): the third mission played and each after it. */
export const LOYALTY_ROUNDS: readonly (3 | 4 | 5)[] = [3, 4, 5];

/**
 * Shuffles the Defector's loyalty deck (R-DEF-V1), face down, top card first.
 * @param randomInt uniform integer in [0, n)
 * @returns a permutation of {@link LOYALTY_DECK}
 * @throws RangeError when `randomInt` returns something outside [0, n)
 */
export function shuffleLoyaltyDeck(randomInt: RandomInt): LoyaltyCard[] {
  return shuffle(LOYALTY_DECK, randomInt);
}

/**
 * Checks a loyalty deck: exactly 3 "no change" and 2 "switch" cards.
 * @returns a copy of the deck
 * @throws RuleError R-DEF-V1 `loyalty-deck`
 */
export function validateLoyaltyDeck(deck: readonly unknown[]): LoyaltyCard[] {
  const ok =
    Array.isArray(deck) &&
    deck.length === LOYALTY_DECK.length &&
    deck.every((c) => c === 'no-change' || c === 'switch') &&
    deck.filter((c) => c === 'switch').length === 2;
  if (!ok) fail('R-DEF-V1', 'loyalty-deck', 'the loyalty deck has 5 cards: 3 "no change" and 2 "switch"');
  return [...(deck as LoyaltyCard[])];
}

/**
 * The draw at the start of `round` (3, 4 or 5) from a shuffled deck (R-DEF-V1): the deck's cards
 * are revealed in order, one per round from round 3.
 * @throws RuleError R-DEF-V1 `loyalty-round` for another round, `loyalty-deck` for a bad deck
 */
export function loyaltyDraw(deck: readonly LoyaltyCard[], round: number): LoyaltyDrawEvent {
  const cards = validateLoyaltyDeck(deck);
  if (round !== 3 && round !== 4 && round !== 5) {
    fail('R-DEF-V1', 'loyalty-round', `a loyalty card is drawn at the start of rounds 3, 4 and 5, not round ${round}`, { round });
  }
  return { type: 'loyalty-draw', round, card: cards[round - 3]! };
}

/**
 * A uniform draw of the next loyalty card from the cards left (R-DEF-V1: the top card of the
 * shuffled deck is a uniform draw from the cards not yet revealed).
 * @param drawn the cards revealed so far
 * @throws RangeError when `randomInt` misbehaves or no card is left
 */
export function drawLoyaltyCard(drawn: readonly LoyaltyCard[], randomInt: RandomInt): LoyaltyCard {
  const left: LoyaltyCard[] = [...LOYALTY_DECK];
  for (const card of drawn) left.splice(left.indexOf(card), 1);
  return pick(left, randomInt);
}

/**
 * How many times the Defectors have switched sides after the given draws (R-DEF-V1: 0, 1 or 2).
 * @param draws the draws so far, in order: rounds 3, 4, 5 (a prefix of them)
 * @throws RuleError R-DEF-V1 `loyalty-order` when the draws are not rounds 3, 4, 5 in order,
 *   `loyalty-switches` for more than two "switch" cards (the deck has two)
 */
export function defectorSwitches(draws: readonly LoyaltyDrawEvent[]): number {
  draws.forEach((draw, i) => {
    if (draw.round !== LOYALTY_ROUNDS[i]) {
      fail('R-DEF-V1', 'loyalty-order', 'loyalty cards are drawn once at the start of rounds 3, 4 and 5, in order', {
        index: i,
        round: draw.round,
      });
    }
  });
  const switches = draws.filter((d) => d.card === 'switch').length;
  if (switches > 2) fail('R-DEF-V1', 'loyalty-switches', 'the loyalty deck has only two "switch" cards', { switches });
  return switches;
}

/** Whether `role` is one of the Defectors. */
function isDefector(role: Role): boolean {
  return role === 'resistance-defector' || role === 'spy-defector';
}

/** `side` after `switches` "switch" cards, for a card of `role` (see {@link currentSide}). */
function switched(role: Role, side: Side, switches: number): Side {
  if (!isDefector(role) || switches % 2 === 0) return side;
  return side === 'spies' ? 'resistance' : 'spies';
}

/**
 * The side a card is on after `switches` loyalty "switch" cards (R-DEF-V1): the Defectors change
 * sides "in every respect" on each switch; every other card keeps its side. This is also the
 * loyalty card a player passes when a rule makes them show their identity (R-MOD-REVEAL).
 */
export function currentSide(role: Role, switches: number): Side {
  return switched(role, roleSide(role), switches);
}

/** Whether a loyalty card is due at the start of `round` (R-DEF-V1: rounds 3, 4 and 5). */
function loyaltyDue(state: GameState, round: number): boolean {
  return state.loyalty !== null && round >= 3 && round <= 5 && state.loyalty.draws.length < round - 2;
}

/** The loyalty card revealed at the start of rounds 3, 4 and 5 (R-DEF-V1). */
function loyaltyStep(state: GameState, event: GameEvent): Step {
  const draw = event as LoyaltyDrawEvent;
  const loyalty = state.loyalty;
  if (state.phase !== 'loyalty' || !loyalty) {
    fail('R-DEF-V1', 'loyalty-not-now', 'a loyalty card is revealed only at the start of rounds 3, 4 and 5, with Defector variant I');
  }
  if (draw.round !== state.round) {
    fail('R-DEF-V1', 'loyalty-round', `this is the start of round ${state.round}, not round ${String(draw.round)}`, { round: state.round });
  }
  if (draw.card !== 'no-change' && draw.card !== 'switch') {
    fail('R-DEF-V1', 'loyalty-card', `a loyalty card is "no-change" or "switch", not "${String(draw.card)}"`, { card: String(draw.card) });
  }
  const draws = [...loyalty.draws, draw.card];
  const switches = defectorSwitches(draws.map((card, i) => ({ type: 'loyalty-draw', round: (i + 3) as 3 | 4 | 5, card })));
  const next: GameState = {
    ...state,
    events: [...state.events, { type: 'loyalty-draw', round: draw.round, card: draw.card }],
    loyalty: { draws, switches },
  };
  return {
    state: { ...next, phase: roundPhase(next, 'defector') },
    consequence: { kind: 'loyalty', round: state.round, card: draw.card, switches },
  };
}

const isII = (roles: Partial<RoleSetup>) => roles.defector === 'II';
const isI = (roles: Partial<RoleSetup>) => roles.defector === 'I';

export const defector: EngineModule = {
  id: 'defector',
  characters: {
    roles: {
      'resistance-defector': {
        side: 'resistance',
        module: 'defector',
        rule: 'R-DEF-1',
        name: 'Resistance Defector',
        plural: 'Resistance Defectors',
        polish: 'Zdrajca (Bojownik)',
      },
      'spy-defector': {
        side: 'spies',
        module: 'defector',
        rule: 'R-DEF-1',
        name: 'Spy Defector',
        plural: 'Spy Defectors',
        polish: 'Zdrajca (Agent)',
        rank: 5,
        spiesStep: [
          // R-DEF-V1: eyes shut, a thumb: the spies learn the Spy Defector as such.
          { kind: 'shut-thumb', seenAs: 'spy-defector', rule: 'R-DEF-V1', learnt: true, when: isI },
          // R-DEF-V2: "learns the spies as usual (and they learn them)".
          { kind: 'opens', rule: 'R-DEF-V2', when: isII },
        ],
      },
    },
    order: { fixed: 3, optional: 9 },
    cards: () => ({ fixed: ['resistance-defector', 'spy-defector'], optional: [] }),
    options: (value) => {
      if (value === undefined || value === null) return null;
      if (value !== 'I' && value !== 'II') {
        fail('REC-FORMAT', 'defector-variant', `the Defector variant must be "I" or "II", not "${String(value)}"`, { value: String(value) });
      }
      return value;
    },
  },
  knowledge: {
    sights: ({ spySights }) => ({
      // R-DEF-V2: "Defectors, open your eyes and find your counterpart."
      'resistance-defector': [{ roles: ['spy-defector'], as: 'spy-defector', rule: 'R-DEF-V2', when: isII }],
      // R-DEF-V1: the Spy Defector does not open their eyes with the spies (no sight); R-DEF-V2:
      // as a spy, and the counterpart.
      'spy-defector': [
        ...spySights.filter((sight) => !sight.when || sight.when({ defector: 'II' })).map((sight): Sight => ({ ...sight, rule: 'R-DEF-V2', when: isII })),
        { roles: ['resistance-defector'], as: 'resistance-defector', rule: 'R-DEF-V2', when: isII },
      ],
    }),
  },
  reveal: {
    order: 5,
    frameRule: (roles) => (roles.defector === 'I' ? 'R-DEF-V1' : roles.defector === 'II' ? 'R-DEF-V2' : null),
    spiesStepRules: (roles) => (roles.defector === 'I' ? ['R-DEF-V1'] : roles.defector === 'II' ? ['R-DEF-V2'] : []),
    // R-DEF-V2: the Defectors find their counterpart at the end of the reveal.
    steps: (script) => {
      if (script.roles.defector !== 'II') return;
      const both: Role[] = ['resistance-defector', 'spy-defector'];
      script.say('defectors-open', { roles: script.refs(both) }, ['R-DEF-V2'], both, []);
      script.say('defectors-close', { roles: script.refs(both) }, ['R-DEF-V2'], [], []);
    },
  },
  scriptText: (id) => {
    if (id === 'defectors-open') return 'Defectors, open your eyes to find your counterpart.';
    if (id === 'defectors-close') return 'Defectors, close your eyes.';
    return undefined;
  },
  init: (setup) => ({ loyalty: setup.roles?.defector === 'I' ? { draws: [], switches: 0 } : null }),
  phases: {
    loyalty: { rule: 'R-DEF-V1', code: 'loyalty-expected', message: 'the loyalty card of this round must be revealed first' },
  },
  events: { 'loyalty-draw': loyaltyStep },
  steps: {
    // R-DEF-V1: the table reveals the top loyalty card; when the app holds the cards it draws it.
    asks: (play) => (play.state.phase === 'loyalty' ? [{ kind: 'loyalty-draw', seat: null, table: true, secret: false }] : []),
    recordedBy: (state, event) => {
      if (event.type !== 'loyalty-draw') return null;
      // When the app holds the cards, the deck is the app's: the card is drawn, not said (action `draw-loyalty`).
      if (state.setup.spies) fail('R-DEF-V1', 'loyalty-drawn-by-app', 'the app holds the loyalty deck: it draws the card (draw-loyalty)');
      return { seat: null, table: true, rule: 'R-DEF-V1' };
    },
    actions: {
      'draw-loyalty': (play, actor, _action, randomInt) => {
        const state = play.state;
        if (actor.kind !== 'table') fail('R-DEF-V1', 'table-only', 'the table reveals the loyalty card');
        if (state.phase !== 'loyalty' || !state.loyalty) {
          fail('R-DEF-V1', 'loyalty-not-now', 'a loyalty card is revealed only at the start of rounds 3, 4 and 5, with Defector variant I');
        }
        const card = drawLoyaltyCard(state.loyalty.draws, randomInt);
        const { play: next, consequences } = applyEvents(play, [{ type: 'loyalty-draw', round: state.round as 3 | 4 | 5, card }]);
        return { play: next, events: next.state.events.slice(state.events.length), consequences, own: null };
      },
    },
  },
  betweenRounds: (state) => (loyaltyDue(state, state.round) ? 'loyalty' : null),
  sideNow: (state, role, side) => switched(role, side, state.loyalty?.switches ?? 0),
  view: (state) => ({ loyalty: state.loyalty ? { draws: [...state.loyalty.draws], switches: state.loyalty.switches } : null }),
};
