/**
 * The plot cards' part in the engine's steps (core/steps.ts; R-PLOT-2 … R-PLOT-4): what is asked of
 * the leader (draw, hand out), of a card's holder (resolve an immediate card; use a one-use card
 * or let the chance go, in the order of R-PLOT-4, a "no" being a `plot-pass` event), of the Opinion
 * Makers (vote first, in the open, R-PLOT-3); what waits for them (the team, the votes, the first
 * mission card, the reveal); and, in a mission with secret cards, the cards played face up in the
 * spotlight and the look of Keeping a Close Eye on You at a played card (a note of the holder's
 * only; whose card is whose is kept only until the looks are done).
 */
import { draw as drawCards } from '../../../../../platform/engine/chance.ts';
import type { RandomInt } from '../../../../../platform/engine/chance.ts';
import { fail } from '../../../core/errors.ts';
import { currentProposal, playerName } from '../../../core/reducer.ts';
import { applyEvents, asked, currentSecret, settleMission } from '../../../core/steps.ts';
import type { Acted, Action, Actor, Ask, Note, Play, Secret, StepHooks } from '../../../core/steps.ts';
import type { GameEvent, GameState, MissionCard, Seat } from '../../../core/types.ts';
import { PLOT_CARDS, plotCardInfo, plotChances, plotDeckSize, plotDrawCount, plotMoment, plotTargets } from './plot.ts';
import type { PlotCard } from './types.ts';

/** Whether the app holds the cards (the mission's cards are the seats' secret choices; the app draws). */
function dealt(state: GameState): boolean {
  return state.setup.spies !== undefined;
}

/** The team's secret cards so far: how many are played, and whether all are. */
function missionProgress(play: Play): { played: number; all: boolean } {
  const proposal = currentProposal(play.state);
  const played = currentSecret(play)?.played.length ?? 0;
  return { played, all: proposal !== null && played === proposal.team.length };
}

/**
 * The one-use cards whose chance is asked now, in the order of their moments (R-PLOT-3): Strong
 * Leader before the leader acts; No Confidence right after an approval, then In the Spotlight,
 * before the first card; Keeping a Close Eye on You once every card is played (with physical cards,
 * before the table records them).
 */
function momentCards(play: Play): PlotCard[] {
  const state = play.state;
  const plot = state.plot;
  if (!plot || plot.pending) return [];
  switch (state.phase) {
    case 'plot':
      return plot.drawnThisRound ? [] : ['strong-leader'];
    case 'proposal':
      return ['strong-leader'];
    case 'mission': {
      if (!dealt(state)) return ['no-confidence', 'in-the-spotlight', 'keeping-a-close-eye'];
      const { played, all } = missionProgress(play);
      if (played === 0) return ['no-confidence', 'in-the-spotlight'];
      return all ? ['keeping-a-close-eye'] : [];
    }
    default:
      return [];
  }
}

/**
 * The chance asked now (R-PLOT-4): the first moment with a chance left, and within it the first
 * holder from the leader, clockwise; `null` when nobody is asked.
 */
export function plotChanceNow(play: Play): { seat: Seat; card: PlotCard } | null {
  const m = plotMoment(play.state);
  if (!m) return null;
  const open = plotChances(m);
  for (const card of momentCards(play)) {
    const first = open.find((c) => c.card === card);
    if (first) return first;
  }
  return null;
}

/** The Opinion Makers who have not voted yet, with secret votes (R-PLOT-3: they vote first, in the open). */
function makersToVote(play: Play): Seat[] {
  const state = play.state;
  if (state.phase !== 'vote' || !state.setup.secretVotes || !state.plot) return [];
  const votes = currentSecret(play)?.votes ?? {};
  const makers = [...new Set(state.plot.held.filter((h) => h.card === 'opinion-maker').map((h) => h.seat))].sort((a, b) => a - b);
  return makers.filter((seat) => !(String(seat) in votes));
}

function asks(play: Play): Ask[] {
  const state = play.state;
  const plot = state.plot;
  const m = plotMoment(state);
  if (!plot || !m) return [];
  const all = state.setup.players.map((_, s) => s);
  if (plot.pending) {
    const { card, holder } = plot.pending;
    return [{ kind: 'plot-resolve', seat: holder, table: true, secret: false, options: { card, seats: plotTargets(m, card, holder) } }];
  }
  const chance = plotChanceNow(play);
  if (chance) {
    return [{ kind: 'plot-chance', seat: chance.seat, table: true, secret: false, optional: true, options: { card: chance.card, seats: plotTargets(m, chance.card, chance.seat) } }];
  }
  if (state.phase === 'plot') {
    if (!plot.drawnThisRound) {
      const count = Math.min(plotDrawCount(state.setup.players.length), plotDeckSize(plot.deck));
      return [{ kind: 'plot-draw', seat: state.leader, table: true, secret: false, options: { count, byApp: dealt(state) } }];
    }
    // R-PLOT-2: each card to another player, but Establish Confidence, which the leader keeps.
    const to = Object.fromEntries(plot.drawn.map((card) => [card, card === 'establish-confidence' ? [state.leader] : all.filter((s) => s !== state.leader)]));
    return [{ kind: 'plot-give', seat: state.leader, table: true, secret: false, options: { plotCards: [...plot.drawn], to } }];
  }
  // R-PLOT-3: the Opinion Makers vote first, and their votes are shown to all.
  return makersToVote(play).map((seat): Ask => ({ kind: 'vote', seat, table: false, secret: false, options: { open: true } }));
}

function holds(play: Play, core: 'propose' | 'vote' | 'card' | 'reveal'): boolean {
  const state = play.state;
  if (!state.plot) return false;
  const open = state.plot.pending !== null || plotChanceNow(play) !== null;
  switch (core) {
    case 'propose':
      return open;
    case 'vote':
      return makersToVote(play).length > 0;
    case 'card':
      return open && (!dealt(state) || missionProgress(play).played === 0);
    case 'reveal':
      return open && dealt(state) && missionProgress(play).all;
  }
}

/** Refuses an action that is not the chance asked now (R-PLOT-4). */
function checkChance(play: Play, by: Seat, card: PlotCard): void {
  const chance = plotChanceNow(play);
  if (chance && (chance.seat !== by || chance.card !== card)) {
    const player = playerName(play.state, chance.seat);
    fail('R-PLOT-4', 'plot-chance-open', `${player} first says whether they use ${plotCardInfo(chance.card).name}`, { player, card: chance.card });
  }
  if (!chance) fail('R-PLOT-3', 'plot-not-now', `${plotCardInfo(card).name} cannot be used at this moment`, { card });
}

/** The user of a plot card: the seat's own device, or the table naming it (`by`). */
function userOf(play: Play, actor: Actor, by: unknown): Seat {
  if (actor.kind === 'seat') return actor.seat;
  if (typeof by !== 'number' || !Number.isInteger(by) || by < 0 || by >= play.state.setup.players.length) {
    fail('REC-EVENT', 'plot-by', 'the table says who uses the plot card ("by": a seat)');
  }
  return by;
}

/** R-PLOT-4: the holder asked now lets the chance go (a `plot-pass` event). */
function pass(play: Play, actor: Actor, action: Action): Acted {
  const card = (action as { card?: unknown }).card as PlotCard;
  const by = userOf(play, actor, (action as { by?: unknown }).by);
  const chance = plotChanceNow(play);
  if (!chance || chance.seat !== by || chance.card !== card) fail('R-PLOT-4', 'plot-not-asked', 'only the holder asked now passes their chance', { card: String(card) });
  const before = play.state.events.length;
  const { play: recorded, consequences } = applyEvents(play, [{ type: 'plot-pass', card, by }]);
  const next = afterRecord(play, recorded, recorded.state.events[recorded.state.events.length - 1]!);
  const more = next.state.events.slice(recorded.state.events.length);
  return { play: next, events: next.state.events.slice(before), consequences: [...consequences, ...replayed(recorded.state, more)], own: null };
}

/** The consequences of `events` applied after `state` (for the events a module's step adds). */
function replayed(state: GameState, events: readonly GameEvent[]) {
  return applyEvents({ state, secret: null, notes: [] }, events).consequences;
}

/** The app draws this round's plot cards at random from what is left (R-PLOT-2), when it holds the cards. */
function draw(play: Play, actor: Actor, _action: Action, randomInt: RandomInt): Acted {
  const state = play.state;
  const plot = state.plot;
  if (actor.kind === 'seat' && actor.seat !== state.leader) fail('R-PLOT-2', 'not-leader', 'the leader draws the plot cards');
  if (!plot) fail('R-PLOT-1', 'plot-without-module', 'plot cards are used only with The Plot Thickens');
  if (!dealt(state)) fail('R-PLOT-2', 'plot-draw-physical', 'with physical plot cards the table records the cards drawn');
  if (state.phase !== 'plot' || plot.drawnThisRound || plot.pending) {
    fail('R-PLOT-2', 'plot-draw-not-now', 'plot cards are drawn once, at the start of each round, before the team is chosen');
  }
  if (plotChanceNow(play)) checkChance(play, -1, 'strong-leader');
  // R-PLOT-2: a uniform draw without replacement from the cards left in the deck.
  const left: PlotCard[] = PLOT_CARDS.flatMap((info) => Array.from({ length: plot.deck[info.card] }, () => info.card));
  const cards = drawCards(left, Math.min(plotDrawCount(state.setup.players.length), left.length), randomInt);
  const { play: next, consequences } = applyEvents(play, [{ type: 'plot-draw', cards }]);
  return { play: next, events: next.state.events.slice(state.events.length), consequences, own: null };
}

/**
 * After a plot event recorded in a mission with secret cards: Keeping a Close Eye on You shows its
 * holder the target's card (a note of theirs); once no holder is left to decide, whose card is
 * whose is dropped and the cards are revealed (unless the Trapper's leader sets one aside first).
 */
function afterRecord(before: Play, after: Play, event: GameEvent): Play {
  if (event.type !== 'plot-use' && event.type !== 'plot-pass') return after;
  const state = after.state;
  if (state.phase !== 'mission' || !dealt(state) || !missionProgress(after).all) return after;
  let next = after;
  const secret = currentSecret(after);
  if (event.type === 'plot-use' && event.card === 'keeping-a-close-eye' && event.target !== undefined && secret) {
    const card = secret.parts.plot?.owners?.[String(event.target)];
    if (card === undefined) throw new Error('the played cards were not kept for Keeping a Close Eye on You');
    const note: Note = { seat: event.by, proposal: secret.proposal, card, target: event.target, via: 'plot' };
    next = { ...next, notes: [...next.notes, note] };
  }
  if (plotChanceNow(next)) return next;
  const kept = currentSecret(next);
  if (kept?.parts.plot?.owners) {
    const { owners: _dropped, ...rest } = kept.parts.plot;
    next = { ...next, secret: { ...kept, parts: { ...kept.parts, plot: rest } } };
  }
  void before;
  return settleMission(next).play;
}

/** A team member played `card`: face up in the spotlight; kept by seat while Keeping a Close Eye on You is held. */
function onCard(play: Play, secret: Secret, seat: Seat, card: MissionCard): { secret: Secret; faceUp: boolean } {
  const plot = play.state.plot;
  if (!plot) return { secret, faceUp: false };
  const part = secret.parts.plot ?? { faceUp: {} };
  const faceUp = plot.spotlight.includes(seat);
  const watched = plot.held.some((h) => h.card === 'keeping-a-close-eye');
  const next = {
    faceUp: faceUp ? { ...part.faceUp, [String(seat)]: card } : part.faceUp,
    ...(watched ? { owners: { ...part.owners, [String(seat)]: card } } : {}),
  };
  return { secret: { ...secret, parts: { ...secret.parts, plot: next } }, faceUp };
}

/**
 * Refuses an action the plot cards' step holds (R-PLOT-4: the holder asked now decides first; the
 * first such ask names them and their card).
 */
function refuseHeld(play: Play): never {
  const ask = asked(play).find((a) => a.optional || a.seat !== null);
  const player = ask?.seat !== null && ask?.seat !== undefined ? playerName(play.state, ask.seat) : '';
  return fail('R-PLOT-4', 'plot-chance-open', `${player} first says whether they use their card`, { player, card: String(ask?.options?.['card'] ?? '') });
}

/** The plot cards' part in the steps (see the file comment). */
export const plotSteps: StepHooks = {
  asks,
  holds,
  refuseHeld,
  actions: { pass, draw },
  recordedBy: (state, event) => {
    switch (event.type) {
      case 'plot-draw':
        if (dealt(state)) fail('R-PLOT-2', 'plot-drawn-by-app', 'the app holds the plot deck: it draws the cards (draw)');
        return { seat: state.leader, table: true, rule: 'R-PLOT-2' };
      case 'plot-give':
        return { seat: state.leader, table: true, rule: 'R-PLOT-2' };
      case 'plot-use':
        return { seat: event.by, table: true, rule: 'R-PLOT-3' };
      case 'plot-pass':
        return { seat: event.by, table: true, rule: 'R-PLOT-4' };
      default:
        return null;
    }
  },
  checkRecord: (play, event) => {
    // R-PLOT-4: a one-use card is used only by the holder asked now (an immediate card being resolved is asked already).
    if (event.type === 'plot-use' && !play.state.plot?.pending && plotCardInfo(event.card).kind === 'one-use') checkChance(play, event.by, event.card);
  },
  afterRecord,
  onCard,
  faceUp: (_play, secret) => new Map(Object.entries(secret.parts.plot?.faceUp ?? {}).map(([seat, card]) => [Number(seat), card])),
  checkVote: (play, seat) => {
    const makers = makersToVote(play);
    if (makers.length > 0 && !makers.includes(seat)) {
      const player = playerName(play.state, makers[0]!);
      fail('R-PLOT-3', 'plot-opinion-first', `${player} holds Opinion Maker and votes first, face up`, { player });
    }
  },
};
