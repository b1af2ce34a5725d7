/**
 * The Plot Thickens as a module of the core (rules section 3, R-PLOT-1 … R-PLOT-5): the deck in
 * the state, the plot phase at the start of each round, the plot events, the face-up cards of In
 * the Spotlight in a mission, No Confidence's rejection, the views. The cards' rules are in
 * `plot.ts`.
 */
import { fail } from '../../../core/errors.ts';
import type { EngineModule, Step } from '../../../core/module.ts';
import { moduleFlag } from '../../../core/options.ts';
import { expectedNow, playerName, rejectTeam, roundPhase, withSide } from '../../../core/reducer.ts';
import type { GameEvent, GameState, Seat } from '../../../core/types.ts';
import { faceUpCards, initialPlot, passChance, plotNewLeader, plotRoundStart, plotStep, plotToDraw } from './plot.ts';
import type { PlotDrawEvent, PlotGiveEvent, PlotPassEvent, PlotState, PlotUseEvent, PlotView } from './types.ts';
import { plotSteps } from './steps.ts';

export * from './plot.ts';
export { plotChanceNow } from './steps.ts';
export type * from './types.ts';

/** A plot card drawn, handed out or used (R-PLOT-1 … R-PLOT-4); No Confidence rejects the approved team. */
function plotEvent(state: GameState, raw: GameEvent): Step {
  const event = raw as PlotDrawEvent | PlotGiveEvent | PlotUseEvent;
  if (state.phase !== 'plot' && state.phase !== 'proposal' && state.phase !== 'mission') {
    expectedNow(state);
    fail('R-PLOT-3', 'plot-not-now', 'plot cards cannot be used at this moment', { card: String((event as { card?: unknown }).card ?? '') });
  }
  const result = plotStep(state, event, (seat) => playerName(state, seat));
  // A look shows the loyalty of the side the player is on now (R-MOD-REVEAL), for the looker only.
  if (result.plot.looks.length > (state.plot?.looks.length ?? 0)) {
    const looks = [...result.plot.looks];
    looks[looks.length - 1] = withSide(state, looks[looks.length - 1]!);
    result.plot = { ...result.plot, looks };
  }
  let next: GameState = { ...state, events: [...state.events, structuredClone(event)], plot: result.plot, phase: result.phase, leader: result.leader };
  // The plot cards of the round are handed out: the round goes on with the next module's step, or the team.
  if (state.phase === 'plot' && result.phase === 'proposal') next = { ...next, phase: roundPhase(next, 'plot') };
  if (result.reject) {
    const proposals = [...state.proposals];
    const last = proposals[proposals.length - 1]!;
    proposals[proposals.length - 1] = { ...last, noConfidence: (event as PlotUseEvent).by };
    // The approval is undone, with its reset of the track (R-VOTE-5): the track advances from
    // where it stood before this vote.
    next = rejectTeam({ ...next, proposals, voteTrack: last.attempt - 1, plot: plotNewLeader(result.plot, false) });
  }
  if (event.type === 'plot-draw') {
    return { state: next, consequence: { kind: 'plot-drawn', leader: state.leader, cards: [...event.cards] } };
  }
  if (event.type === 'plot-give') {
    const pending = next.plot!.pending !== null;
    return {
      state: next,
      consequence: { kind: 'plot-given', card: event.card, to: event.to, pending, discarded: event.card === 'take-responsibility' && !pending },
    };
  }
  return {
    state: next,
    consequence: {
      kind: 'plot-used',
      card: event.card,
      by: event.by,
      target: event.target ?? null,
      take: event.take ?? null,
      leader: next.leader,
      voteTrack: next.voteTrack,
      winner: next.winner,
    },
  };
}

/**
 * A holder lets their chance go (R-PLOT-4): the chance is lost, and so is every chance before it
 * at this moment; the moments in a mission wait on it (the first card, the reveal).
 */
function passEvent(state: GameState, raw: GameEvent): Step {
  const event = raw as PlotPassEvent;
  if (!state.plot) fail('R-PLOT-1', 'plot-without-module', 'plot cards are used only with The Plot Thickens');
  if (typeof event.by !== 'number' || !state.setup.players[event.by]) {
    fail('R-PLOT-3', 'plot-seat', `${String(event.by)} is not a seat: seats are 0 to ${state.setup.players.length - 1}`, {
      seat: String(event.by),
      last: state.setup.players.length - 1,
    });
  }
  const plot = passChance(state, state.plot, event.card, event.by);
  return {
    state: { ...state, events: [...state.events, { type: 'plot-pass', card: event.card, by: event.by }], plot },
    consequence: { kind: 'plot-passed', card: event.card, by: event.by },
  };
}

/** The public copy of the plot cards, field by field (never what a look showed). */
function plotView(plot: PlotState): PlotView {
  return {
    deck: { ...plot.deck },
    deckLeft: Object.values(plot.deck).reduce((a, b) => a + b, 0),
    drawn: [...plot.drawn],
    drawnThisRound: plot.drawnThisRound,
    held: plot.held.map((h) => ({ seat: h.seat, card: h.card })),
    pending: plot.pending ? { card: plot.pending.card, holder: plot.pending.holder } : null,
    leaderActed: plot.leaderActed,
    strongLeaderLocked: plot.strongLeaderLocked,
    chance: plot.chance ? { key: plot.chance.key, position: plot.chance.position } : null,
    spotlight: [...plot.spotlight],
    closeEye: plot.closeEye.map((c) => ({ by: c.by, target: c.target })),
    looks: plot.looks.map((l) => ({ by: l.by, target: l.target, via: l.via })),
    passes: [...plot.passes],
  };
}

export const plot: EngineModule = {
  id: 'plot',
  setup: (input, setup) => ({ modules: { ...setup.modules, plot: moduleFlag(input.modules?.plot, 'plot') } as typeof setup.modules }),
  init: (setup) => ({ plot: initialPlot(setup.players.length) }),
  phases: {
    plot: { rule: 'R-PLOT-2', code: 'plot-expected', message: 'the leader must draw and hand out the plot cards first' },
  },
  events: { 'plot-draw': plotEvent, 'plot-give': plotEvent, 'plot-use': plotEvent, 'plot-pass': passEvent },
  steps: plotSteps,
  // R-PLOT-2: each round starts with the leader's draw, while cards are left.
  betweenRounds: (state) => (plotToDraw(state.plot) && !state.plot!.drawnThisRound ? 'plot' : null),
  roundStart: (state) => ({ ...state, plot: plotRoundStart(state.plot).plot }),
  // A vote frees the next Strong Leader; the mission's cards reset.
  afterVote: (state) => ({ ...state, plot: plotNewLeader(state.plot, true) }),
  mission: {
    // R-PLOT-3: the players in the spotlight play face up, for all to see.
    faceUp: (state) => [...(state.plot?.spotlight ?? [])],
    fromCards: (state, _counted, played) => {
      const spotlight = state.plot?.spotlight ?? [];
      return spotlight.length > 0 ? { faceUp: Object.fromEntries(spotlight.map((seat) => [String(seat), played.get(seat)!])) } : {};
    },
    late: (state, event, mission) => ({
      outcome: {
        faceUp: faceUpCards(state, event, mission.cards, mission.revealed, mission.spies, (seat: Seat) => playerName(state, seat)),
      },
      event: event.faceUp !== undefined ? { faceUp: { ...event.faceUp } } : {},
    }),
  },
  view: (state) => ({ plot: state.plot ? plotView(state.plot) : null }),
  seatView: (state, seat) => {
    const spies = state.setup.spies;
    return {
      plotLooks:
        spies && state.plot
          ? state.plot.looks
              .filter((l) => l.by === seat)
              .map((l) => ({ target: l.target, via: l.via, side: l.side ?? (spies.includes(l.target) ? ('spies' as const) : ('resistance' as const)) }))
          : [],
    };
  },
  proposalView: (proposal) => ({ noConfidence: proposal.noConfidence ?? null }),
  missionView: (outcome) => ({ faceUp: outcome.faceUp.map((c) => ({ seat: c.seat, card: c.card })) }),
};
