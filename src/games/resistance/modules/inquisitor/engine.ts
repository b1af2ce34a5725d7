/**
 * The Inquisitor module (rules §4.5, Hostile Intent; Polish "Inkwizytor"):
 * - R-INQ-1: the player on the first leader's right (counter-clockwise) gets the Inquisitor token;
 * - R-INQ-2: right after missions 2, 3 and 4 are resolved (after every other module's steps of
 *   that mission: the manifest puts the Inquisitor after them), the token holder checks a player,
 *   who hands over the loyalty card of their side now (R-MOD-REVEAL); the checked player takes the
 *   token. What the Inquisitor saw is in their own view only;
 * - R-INQ-3: three checks per game; who held the token can never be checked; who holds it is public.
 */
import { fail } from '../../core/errors.ts';
import type { EngineModule } from '../../core/module.ts';
import { moduleFlag } from '../../core/options.ts';
import { playerCount, playerName, roundPhase, withSide } from '../../core/reducer.ts';
import { isSeat } from '../../core/tables.ts';
import type { GameEvent, GameState, Seat, Side } from '../../core/types.ts';

/** The Inquisitor checks a player (R-INQ-2); the token passes to that player. */
export interface InquisitionEvent {
  type: 'inquisition';
  target: Seat;
}

/** The Inquisitor token (R-INQ-1 … R-INQ-3): who holds it, who held it, the checks made. */
export interface InquisitorState {
  holder: Seat;
  /** Players who held the token and used it: they can never be checked (R-INQ-3). */
  pastHolders: Seat[];
  /** Every check, in order: who checked whom (public); what they saw is in the checker's view only. */
  checks: { by: Seat; target: Seat; side?: Side }[];
}

/** The Inquisitor token as everyone sees it (R-INQ-3: who holds it is public; so are the checks). */
export interface InquisitorView {
  holder: Seat;
  pastHolders: Seat[];
  checks: { by: Seat; target: Seat }[];
}

declare module '../../core/augment.ts' {
  interface ModuleOptions {
    /** The Inquisitor module (R-INQ-1 … R-INQ-3). */
    inquisitor: boolean;
  }
  interface ModuleOptionsInput {
    inquisitor?: boolean;
  }
  interface ModuleSlices {
    /** The Inquisitor token, with the Inquisitor module (R-INQ-1); `null` without it. */
    inquisitor: InquisitorState | null;
  }
  interface ModuleEvents {
    inquisition: InquisitionEvent;
  }
  interface ModuleConsequences {
    inquisition: { kind: 'inquisition'; by: Seat; target: Seat; checksLeft: number };
  }
  interface ModulePhases {
    /** Right after missions 2, 3 and 4 the token holder checks a player (R-INQ-2). */
    inquisition: true;
  }
  interface ModuleRuleIds {
    'R-INQ-1': true;
    'R-INQ-2': true;
    'R-INQ-3': true;
  }
  interface PublicViewExtras {
    /** The Inquisitor token, with the Inquisitor module; `null` without it. */
    inquisitor: InquisitorView | null;
  }
  interface SeatViewExtras {
    /**
     * What this seat learnt as the Inquisitor (R-INQ-2): the side of each player it checked, when
     * the app holds the roles; empty otherwise. Never in anyone else's view.
     */
    inquisitions: { target: Seat; side: Side }[];
  }
}

/** Checks a player (R-INQ-2, R-INQ-3); the token passes to them. */
function inquisition(state: GameState, event: GameEvent) {
  const { target } = event as InquisitionEvent;
  const token = state.inquisitor;
  if (state.phase !== 'inquisition' || !token) {
    fail('R-INQ-2', 'inquisition-not-now', 'the Inquisitor checks a player only right after missions 2, 3 and 4');
  }
  const players = playerCount(state);
  if (!isSeat(target, players)) {
    fail('R-INQ-2', 'inquisition-seat', `${String(target)} is not a seat: seats are 0 to ${players - 1}`, { seat: String(target), last: players - 1 });
  }
  const name = (seat: Seat) => playerName(state, seat);
  if (target === token.holder) fail('R-INQ-2', 'inquisition-self', `${name(target)} holds the token and cannot check themself`, { player: name(target) });
  if (token.pastHolders.includes(target)) {
    fail('R-INQ-3', 'inquisition-past-holder', `${name(target)} has held the Inquisitor token and can never be checked`, { player: name(target) });
  }
  const inquisitor: InquisitorState = {
    holder: target,
    pastHolders: [...token.pastHolders, token.holder],
    // R-MOD-REVEAL: the loyalty card of the side the target is on now (after a Defector's switch or
    // a Branding), kept for the checker's view only when the app holds the roles.
    checks: [...token.checks, withSide(state, { by: token.holder, target })],
  };
  const next: GameState = { ...state, events: [...state.events, { type: 'inquisition', target }], inquisitor };
  return {
    // The round goes on with the modules' next steps (a loyalty card, plot cards), then the team.
    state: { ...next, phase: roundPhase(next, 'inquisitor') },
    consequence: { kind: 'inquisition' as const, by: token.holder, target, checksLeft: 3 - inquisitor.checks.length },
  };
}

export const inquisitor: EngineModule = {
  id: 'inquisitor',
  setup: (input, setup) => ({ modules: { ...setup.modules, inquisitor: moduleFlag(input.modules?.inquisitor, 'inquisitor') } as typeof setup.modules }),
  // R-INQ-1: the player on the first leader's right.
  init: (setup) => {
    const players = setup.players.length;
    return { inquisitor: { holder: (setup.firstLeader + players - 1) % players, pastHolders: [], checks: [] } };
  },
  phases: {
    inquisition: { rule: 'R-INQ-2', code: 'inquisition-expected', message: 'the Inquisitor must check a player first' },
  },
  events: { inquisition },
  steps: {
    // R-INQ-2: the token holder names whom to check (on their own device, or the table for them).
    asks: (play) => {
      const token = play.state.inquisitor;
      if (play.state.phase !== 'inquisition' || !token) return [];
      const seats = play.state.setup.players.map((_, s) => s).filter((s) => s !== token.holder && !token.pastHolders.includes(s));
      return [{ kind: 'inquire', seat: token.holder, table: true, secret: false, options: { seats } }];
    },
    recordedBy: (state, event) => (event.type === 'inquisition' ? { seat: state.inquisitor?.holder ?? null, table: true, rule: 'R-INQ-2' } : null),
  },
  // R-INQ-2: right after missions 2, 3 and 4, once per mission.
  betweenRounds: (state) => {
    const played = state.missions.filter((m) => m !== null).length;
    const token = state.inquisitor;
    return token && played >= 2 && played <= 4 && token.checks.length < played - 1 ? 'inquisition' : null;
  },
  view: (state) => ({
    inquisitor: state.inquisitor
      ? {
          holder: state.inquisitor.holder,
          pastHolders: [...state.inquisitor.pastHolders],
          checks: state.inquisitor.checks.map((c) => ({ by: c.by, target: c.target })),
        }
      : null,
  }),
  seatView: (state, seat) => {
    const spies = state.setup.spies;
    return {
      inquisitions:
        spies && state.inquisitor
          ? state.inquisitor.checks
              .filter((c) => c.by === seat)
              .map((c) => ({ target: c.target, side: c.side ?? (spies.includes(c.target) ? ('spies' as const) : ('resistance' as const)) }))
          : [],
    };
  },
};
