/**
 * The Reverser module (rules §4.6, Hostile Intent; Polish "Odwracacz"):
 * - R-REVS-1: the Resistance Reverser and/or the Spy Reverser replace plain cards of their side,
 *   like every special card (characters.ts: a combination that leaves no plain card for a Reverser
 *   is refused at setup, `no-plain-card`); when the app deals, their seats are part of the setup
 *   (`reversers`), the Spy Reverser one of the spies, the Resistance Reverser one of the others;
 * - R-REVS-2: only Reversers play Reverse; the Spy Reverser plays Success or Reverse, never Fail;
 *   the Resistance Reverser Success or Reverse;
 * - R-REVS-3: the result from the Fail cards as usual (R-MIS-3, R-MIS-4, with the Trapper on the
 *   counted cards), then flipped when exactly one Reverse was revealed;
 * - R-REVS-OPT: the Spy Reverser is not revealed to the other spies (a game without role modules:
 *   the seat view's `knownSpies`).
 *
 * With a mission given as counts (`fails`, `reverses`), what the record says is checked against
 * the Reversers that can have played: those on the team when their seats are known, else those in
 * the game; and when the Spy Reverser's seat is known, a Fail card can come only from the other
 * spies on the team.
 */
import { drawIndex } from '../../../../platform/engine/chance.ts';
import type { RandomInt } from '../../../../platform/engine/chance.ts';
import { fail } from '../../core/errors.ts';
import type { EngineModule } from '../../core/module.ts';
import { moduleFlag } from '../../core/options.ts';
import { playerName } from '../../core/reducer.ts';
import { isSeat } from '../../core/tables.ts';
import type { GameSetup, GameState, Seat } from '../../core/types.ts';

/** Which Reversers are in the game (R-REVS-1); `spyHidden`: R-REVS-OPT. */
export interface ReverserOptions {
  resistance: boolean;
  spy: boolean;
  spyHidden?: true;
}

/** The Reversers' seats, when the app dealt them (R-REVS-1). */
export interface ReverserSeats {
  resistance: Seat | null;
  spy: Seat | null;
}

declare module '../../core/augment.ts' {
  interface ModuleOptions {
    /** Which Reversers are in the game (R-REVS-1), or `null` without the module. */
    reverser: ReverserOptions | null;
  }
  interface ModuleOptionsInput {
    reverser?: { resistance?: boolean; spy?: boolean; spyHidden?: boolean } | null;
  }
  interface SetupExtras {
    /**
     * The Reversers' seats, known only when the app dealt the roles with the Reverser module
     * (R-REVS-1): the Spy Reverser is one of the spies, the Resistance Reverser is not.
     */
    reversers?: ReverserSeats;
  }
  interface SetupInputExtras {
    /** The Reversers' seats when the app dealt them (see `SetupExtras.reversers`). */
    reversers?: { resistance?: Seat | null; spy?: Seat | null } | null;
  }
  interface MissionEventExtras {
    /**
     * With the Reverser module: how many Reverse cards were revealed among the counted cards
     * (R-REVS-3); with Trapper the counts leave out the card the leader set aside (R-TRP-2).
     */
    reverses?: number;
  }
  interface MissionOutcomeExtras {
    /** Reverse cards revealed (Reverser module, R-REVS-3); 0 without it. */
    reverses: number;
  }
  interface MissionViewExtras {
    /** Reverse cards revealed (Reverser module); 0 without it. */
    reverses: number;
  }
  interface SeatViewExtras {
    /** This seat's Reverser card, when the app dealt it (R-REVS-1); `null` otherwise. */
    reverser: 'resistance' | 'spy' | null;
  }
  interface ModuleMissionCards {
    /** The Reverse card (R-REVS-2). */
    reverse: true;
  }
  interface ModuleRuleIds {
    'R-REVS-1': true;
    'R-REVS-2': true;
    'R-REVS-3': true;
    'R-REVS-OPT': true;
  }
}

/**
 * Checks the module's options (`setup.modules.reverser`) and returns them normalised.
 * @throws RuleError REC-FORMAT `module-flag`; R-REVS-1 `reverser-none`; R-REVS-OPT `reverser-hidden-without-spy`
 */
function options(value: unknown): ReverserOptions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail('REC-FORMAT', 'module-flag', 'modules.reverser must be an object such as {"resistance": true, "spy": true}', { module: 'reverser' });
  }
  const given = value as Record<string, unknown>;
  const resistance = moduleFlag(given.resistance, 'reverser.resistance');
  const spy = moduleFlag(given.spy, 'reverser.spy');
  const spyHidden = moduleFlag(given.spyHidden, 'reverser.spyHidden');
  if (!resistance && !spy) {
    fail('R-REVS-1', 'reverser-none', 'the Reverser module needs the Resistance Reverser, the Spy Reverser, or both');
  }
  if (spyHidden && !spy) {
    fail('R-REVS-OPT', 'reverser-hidden-without-spy', 'only the Spy Reverser can be hidden from the other spies');
  }
  return spyHidden ? { resistance, spy, spyHidden: true } : { resistance, spy };
}

/**
 * Checks the Reversers' seats given with the deal (R-REVS-1): they match the module, the Spy
 * Reverser is a spy, the Resistance Reverser is not, and with role modules both hold plain cards.
 * @throws RuleError R-REVS-1 `reversers-unexpected`, `reversers-match`, `reverser-seat`
 */
function dealt(input: { reversers?: { resistance?: Seat | null; spy?: Seat | null } | null }, setup: GameSetup): Partial<GameSetup> {
  const r = input.reversers;
  if (r === undefined || r === null) return {};
  const which = setup.modules?.reverser;
  const spies = setup.spies;
  if (!which || !spies) {
    fail('R-REVS-1', 'reversers-unexpected', 'Reverser seats are given only with the Reverser module and the spies known');
  }
  const players = setup.players.length;
  const resistance = r.resistance ?? null;
  const spy = r.spy ?? null;
  if ((resistance !== null) !== which.resistance || (spy !== null) !== which.spy) {
    fail('R-REVS-1', 'reversers-match', 'the Reverser seats must match the Reversers of the module');
  }
  if (resistance !== null && (!isSeat(resistance, players) || spies.includes(resistance))) {
    fail('R-REVS-1', 'reverser-seat', 'the Resistance Reverser must be a resistance seat');
  }
  if (spy !== null && (!isSeat(spy, players) || !spies.includes(spy))) {
    fail('R-REVS-1', 'reverser-seat', 'the Spy Reverser must be one of the spies');
  }
  // R-REVS-1: the Reversers replace plain cards, so with role modules they hold no special role.
  const characters = setup.characters;
  if (characters && [resistance, spy].some((seat) => seat !== null && characters[seat] !== 'resistance' && characters[seat] !== 'spy')) {
    fail('R-REVS-1', 'reverser-seat', 'a Reverser replaces a plain card, not a special role');
  }
  return { reversers: { resistance, spy } };
}

/**
 * Deals the Reverser cards (R-REVS-1) in place of plain cards: the Spy Reverser to one of the
 * spies, the Resistance Reverser to one of the others, each uniformly at random.
 * @param which the Reversers in the game (the setup's `modules.reverser`)
 * @param plain whether a seat holds a plain card: with role modules the Reversers replace plain
 *   cards only, never a special role
 * @throws RangeError when `randomInt` misbehaves
 */
export function dealReversers(
  players: number,
  spies: readonly Seat[],
  which: { resistance: boolean; spy: boolean },
  randomInt: RandomInt,
  plain: (seat: Seat) => boolean = () => true,
): ReverserSeats {
  const resistance = Array.from({ length: players }, (_, i) => i).filter((s) => !spies.includes(s) && plain(s));
  const spySeats = spies.filter(plain);
  const pick = (from: readonly Seat[]): Seat => from[drawIndex(randomInt, from.length)]!;
  return { resistance: which.resistance ? pick(resistance) : null, spy: which.spy ? pick(spySeats) : null };
}

/** The Reversers who may have played on a team of `team`: those on it when their seats are known, else those in the game. */
function reversersOn(state: GameState, team: readonly Seat[]): number {
  const which = state.setup.modules!.reverser!;
  const seats = state.setup.reversers;
  if (seats) return [seats.resistance, seats.spy].filter((s) => s !== null && team.includes(s)).length;
  return (which.resistance ? 1 : 0) + (which.spy ? 1 : 0);
}

export const reverser: EngineModule = {
  id: 'reverser',
  setup: (input, setup) => ({ modules: { ...setup.modules, reverser: options(input.modules?.reverser) } as typeof setup.modules }),
  dealt: (input, setup) => dealt(input, setup),
  // R-REVS-1: the Reverser cards replace plain cards, dealt among the seats holding one.
  deal: (setup, spies, characters, randomInt) => ({
    reversers: dealReversers(setup.players.length, spies, setup.modules!.reverser!, randomInt, (seat) => !characters || characters[seat] === 'resistance' || characters[seat] === 'spy'),
  }),
  characters: {
    roles: {
      'resistance-reverser': {
        side: 'resistance',
        module: 'reverser',
        rule: 'R-REVS-1',
        name: 'Resistance Reverser',
        plural: 'Resistance Reversers',
        polish: 'Odwracacz (Bojownik)',
        dealtAsPlain: true,
      },
      'spy-reverser': {
        side: 'spies',
        module: 'reverser',
        rule: 'R-REVS-1',
        name: 'Spy Reverser',
        plural: 'Spy Reversers',
        polish: 'Odwracacz (Agent)',
        dealtAsPlain: true,
      },
    },
    // After every role module's cards: a Reverser takes a plain card that is left.
    order: { fixed: 90, optional: 90 },
    cards: (_players, setup) => {
      const which = setup.modules?.reverser;
      return {
        fixed: [],
        // Not character cards of their own: cards that replace a plain card and are dealt as one.
        optional: [...(which?.resistance ? ['resistance-reverser'] : []), ...(which?.spy ? ['spy-reverser'] : [])],
      };
    },
  },
  mission: {
    countsOnly: {
      rule: 'REC-EVENT',
      code: 'cards-modules',
      message: 'with the Reverser module a mission is recorded as counts: "fails" and "reverses"',
    },
    // R-REVS-2: every team member is offered Reverse (only a Reverser's counts as Reverse).
    cards: () => ['reverse'],
    cardExists: (_state, card) => card === 'reverse',
    // R-REVS-3: the Reverse cards are revealed with the others; the engine flips the result.
    fromCards: (_state, counted) => ({ reverses: counted.filter((card) => card === 'reverse').length }),
    // R-REVS-2: only Reversers play Reverse; the Spy Reverser never plays Fail.
    cardRefusal: (state, seat, card) => {
      const seats = state.setup.reversers;
      if (card === 'fail' && seats?.spy === seat) {
        const name = playerName(state, seat);
        return { rule: 'R-REVS-2', code: 'reverser-fail', message: `${name} is the Spy Reverser and never plays Fail`, params: { player: name } };
      }
      if (card === 'reverse' && seats && seats.resistance !== seat && seats.spy !== seat) {
        const name = playerName(state, seat);
        return { rule: 'R-REVS-2', code: 'reverse-not-reverser', message: `${name} is no Reverser and cannot play Reverse`, params: { player: name } };
      }
      return null;
    },
    check: (state, event, mission) => {
      let reverses = 0;
      if (event.reverses !== undefined) {
        const cap = Math.min(reversersOn(state, mission.team), mission.counted);
        const given = event.reverses;
        if (typeof given !== 'number' || !Number.isInteger(given) || given < 0 || given > cap) {
          fail('R-REVS-2', 'reverses-count', `only Reversers play Reverse cards: 0 to ${cap} can be revealed here, not ${String(given)}`, {
            max: cap,
            given: String(given),
          });
        }
        reverses = given;
      }
      if (mission.fails + reverses > mission.counted) {
        fail(
          mission.countRule,
          'cards-counted',
          `${mission.counted} cards are revealed, so ${mission.fails} Fail and ${reverses} Reverse cards cannot all be among them`,
          { counted: mission.counted, fails: mission.fails, reverses },
        );
      }
      // R-REVS-2: the Spy Reverser never plays Fail, so the Fail cards come from the other spies.
      const spyReverser = state.setup.reversers?.spy ?? null;
      if (mission.spies && spyReverser !== null && mission.team.includes(spyReverser) && !mission.cards) {
        const others = mission.team.filter((s) => mission.spies!.includes(s) && s !== spyReverser).length;
        if (mission.fails > others) {
          fail(
            'R-REVS-2',
            'reverser-fails',
            `the Spy Reverser never plays Fail, and this team has ${others} other ${others === 1 ? 'spy' : 'spies'}, so ${mission.fails} Fail ${mission.fails === 1 ? 'card is' : 'cards are'} impossible`,
            { spies: others, fails: mission.fails },
          );
        }
      }
      return {
        count: reverses,
        // R-REVS-3: exactly one Reverse flips the result.
        flip: reverses === 1,
        revealed: { reverse: reverses },
        event: event.reverses !== undefined ? { reverses } : {},
        outcome: { reverses },
      };
    },
  },
  missionView: (outcome) => ({ reverses: outcome.reverses }),
  seatView: (state, seat) => ({
    reverser: state.setup.reversers?.resistance === seat ? 'resistance' : state.setup.reversers?.spy === seat ? 'spy' : null,
  }),
  // R-REVS-OPT: the hidden Spy Reverser keeps their eyes closed at the reveal.
  hiddenSpies: (state) => {
    const spy = state.setup.reversers?.spy ?? null;
    return state.setup.modules?.reverser?.spyHidden && spy !== null ? [spy] : [];
  },
};
