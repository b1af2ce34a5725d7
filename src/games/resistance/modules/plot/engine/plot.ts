/**
 * The Plot Thickens: plot cards (rules section 3, R-PLOT-1 … R-PLOT-5; seed 000, "W sieci intryg").
 *
 * The deck is one data table ({@link PLOT_CARDS}). The module (index.ts) calls {@link plotStep}
 * for the `plot-draw`, `plot-give` and `plot-use` events; {@link plotChances} tells who may use
 * which card now, in the order of R-PLOT-4, for the prompts of the app and for the engine's own
 * checks.
 *
 * How the points the rules leave open are resolved (also in docs/records.md):
 * - Card counts and the 7-card subset for 5–6 players are not printed in the seeds: the counts are
 *   the widely published distribution (rules §5 open points); the subset is this app's choice, one
 *   of each card but Take Responsibility and In the Spotlight (both act on other cards or on a
 *   team large games have more of). Correct {@link PLOT_CARDS} if a printed source turns up.
 * - Take Responsibility is printed as one-use, but its effect is compulsory: it is resolved as soon
 *   as it is handed over, like an immediate card; with no card in front of another player it is
 *   discarded without effect.
 * - The moments of the one-use cards: Strong Leader before the leader does anything (draws plot
 *   cards, proposes); No Confidence right after a team is approved; In the Spotlight after that,
 *   before the mission cards are chosen; Keeping a Close Eye on You after the cards are played,
 *   before they are revealed. At each moment the holders get their chance from the leader
 *   clockwise (R-PLOT-4): the engine refuses a card used by a player before someone who already
 *   used one at that moment; the app asks each holder in turn, and a "no" is final.
 * - A card shown (Establish Confidence, Open Up) or looked at (Overheard Conversation) shows the
 *   loyalty, Spy or Resistance (R-MOD-REVEAL: with other modules, loyalty cards are passed).
 * - Keeping a Close Eye on You looks at a team member's card, never one's own; what was seen is
 *   not stored (the private screen shows it once), like every mission card.
 */
import { fail } from '../../../core/errors.ts';
import { checkPlayedCard } from '../../../core/reducer.ts';
import { isSeat } from '../../../core/tables.ts';
import { nextSeat } from '../../../core/tables.ts';
import type { GameState, MissionCard, MissionEvent, Phase, Seat } from '../../../core/types.ts';
import type { PlotCard, PlotDrawEvent, PlotGiveEvent, PlotState, PlotUseEvent } from './types.ts';
export { plotNewLeader, plotRoundStart, plotToDraw } from './round.ts';

/** When a plot card acts (R-PLOT-3). */
export type PlotKind = 'immediate' | 'one-use' | 'permanent';

/** One row of the deck table. */
export interface PlotCardInfo {
  card: PlotCard;
  /** English name, as printed (seed 004 terms; Polish names are in the Polish UI). */
  name: string;
  kind: PlotKind;
  /** Copies in the full deck of 15 (7+ players). */
  count: number;
  /** Copies in the 7-card deck of 5–6 players. */
  small: number;
  /** Resolved as soon as it is handed over (immediate cards, and Take Responsibility). */
  onReceipt: boolean;
}

/**
 * The plot deck (R-PLOT-1). Source: counts from the widely published distribution quoted in the
 * rules' open points (15 cards); the 5–6 player subset (`small`, 7 cards) is this app's choice,
 * since neither seed prints it. Edit here, and only here, to correct either.
 */
export const PLOT_CARDS: readonly PlotCardInfo[] = [
  { card: 'no-confidence', name: 'No Confidence', kind: 'one-use', count: 3, small: 1, onReceipt: false },
  { card: 'keeping-a-close-eye', name: 'Keeping a Close Eye on You', kind: 'one-use', count: 2, small: 1, onReceipt: false },
  { card: 'strong-leader', name: 'Strong Leader', kind: 'one-use', count: 2, small: 1, onReceipt: false },
  { card: 'overheard-conversation', name: 'Overheard Conversation', kind: 'immediate', count: 2, small: 1, onReceipt: true },
  { card: 'opinion-maker', name: 'Opinion Maker', kind: 'permanent', count: 2, small: 1, onReceipt: false },
  { card: 'take-responsibility', name: 'Take Responsibility', kind: 'one-use', count: 1, small: 0, onReceipt: true },
  { card: 'open-up', name: 'Open Up', kind: 'immediate', count: 1, small: 1, onReceipt: true },
  { card: 'in-the-spotlight', name: 'In the Spotlight', kind: 'one-use', count: 1, small: 0, onReceipt: false },
  { card: 'establish-confidence', name: 'Establish Confidence', kind: 'immediate', count: 1, small: 1, onReceipt: true },
];

const INFO = new Map<PlotCard, PlotCardInfo>(PLOT_CARDS.map((info) => [info.card, info]));

/** The row of `card`. @throws RuleError R-PLOT-1 for a card that is not in the game */
export function plotCardInfo(card: unknown): PlotCardInfo {
  const info = INFO.get(card as PlotCard);
  if (!info) fail('R-PLOT-1', 'plot-card-unknown', `there is no plot card "${String(card)}"`, { card: String(card) });
  return info;
}

/** Plot cards the leader draws each round (R-PLOT-2): 1 at 5–6 players, 2 at 7–8, 3 at 9–10. */
export function plotDrawCount(players: number): number {
  return players <= 6 ? 1 : players <= 8 ? 2 : 3;
}

/** The deck for a table of `players` (R-PLOT-1): 7 cards at 5–6 players, all 15 at 7+. */
export function plotDeck(players: number): Record<PlotCard, number> {
  const deck = {} as Record<PlotCard, number>;
  for (const info of PLOT_CARDS) deck[info.card] = players <= 6 ? info.small : info.count;
  return deck;
}

/** Cards left in `deck`. */
export function plotDeckSize(deck: Record<PlotCard, number>): number {
  return PLOT_CARDS.reduce((sum, info) => sum + deck[info.card], 0);
}

/** The plot state at the start of a game (R-PLOT-1). */
export function initialPlot(players: number): PlotState {
  return {
    deck: plotDeck(players),
    drawn: [],
    drawnThisRound: false,
    held: [],
    pending: null,
    leaderActed: false,
    strongLeaderLocked: false,
    chance: null,
    spotlight: [],
    closeEye: [],
    looks: [],
    passes: [],
  };
}

/** What the moments of the one-use cards need to know; a state and a public view both give it. */
export interface PlotMoment {
  phase: Phase;
  leader: Seat;
  players: number;
  proposals: number;
  /** The team of the current proposal during a vote or a mission; else empty. */
  team: Seat[];
  plot: Pick<PlotState, 'held' | 'pending' | 'leaderActed' | 'strongLeaderLocked' | 'chance' | 'spotlight' | 'closeEye'> & { passes?: readonly string[] };
}

/** The moment of a state, for {@link plotChances}. */
export function plotMoment(state: GameState): PlotMoment | null {
  if (!state.plot) return null;
  const last = state.proposals[state.proposals.length - 1];
  const live = state.phase === 'vote' || state.phase === 'mission';
  return {
    phase: state.phase,
    leader: state.leader,
    players: state.setup.players.length,
    proposals: state.proposals.length,
    team: live && last ? last.team : [],
    plot: state.plot,
  };
}

/** Which moment `card` may be used at now, as a key; `null` when it may not be used now. */
function momentKey(m: PlotMoment, card: PlotCard): string | null {
  const plot = m.plot;
  if (plot.pending) return null;
  switch (card) {
    case 'strong-leader':
      // Before the leader does anything; after one is used, the next waits for the next vote.
      return (m.phase === 'plot' || m.phase === 'proposal') && !plot.leaderActed && !plot.strongLeaderLocked
        ? `strong-leader:${m.proposals}`
        : null;
    case 'no-confidence':
      return m.phase === 'mission' && plot.spotlight.length === 0 && plot.closeEye.length === 0 ? `no-confidence:${m.proposals}` : null;
    case 'in-the-spotlight':
      return m.phase === 'mission' && plot.closeEye.length === 0 ? `spotlight:${m.proposals}` : null;
    case 'keeping-a-close-eye':
      return m.phase === 'mission' ? `close-eye:${m.proposals}` : null;
    default:
      return null;
  }
}

/** The key of a holder's chance at a moment, as a `plot-pass` keeps it. */
function passKey(moment: string, seat: Seat): string {
  return `${moment}:${seat}`;
}

/**
 * A holder lets their chance go (R-PLOT-4: a chance not taken is lost): it must be the holder's
 * chance now, the first asked from the leader clockwise.
 * @throws RuleError R-PLOT-4 `plot-not-asked`
 */
export function passChance(state: GameState, plot: PlotState, card: PlotCard, by: Seat): PlotState {
  const m = plotMoment(state)!;
  if (!plotChances(m).some((c) => c.seat === by && c.card === card)) {
    fail('R-PLOT-4', 'plot-not-asked', 'only a holder with a chance now passes it', { card: String(card) });
  }
  const key = momentKey(m, card)!;
  return { ...plot, passes: [...plot.passes, passKey(key, by)] };
}

/** A holder's place from the leader, clockwise: 0 for the leader (R-PLOT-4). */
function position(m: PlotMoment, seat: Seat): number {
  return (seat - m.leader + m.players) % m.players;
}

/**
 * The plot cards that may be used now, one entry per holder and card, in the order of R-PLOT-4
 * (from the leader, clockwise). Holders who lost their chance (someone after them already used
 * a card at this moment) are left out; so is a card that has nothing to act on (a Strong Leader
 * held by the leader, Keeping a Close Eye on You with no other team member left to look at).
 */
export function plotChances(m: PlotMoment): { seat: Seat; card: PlotCard }[] {
  const chances: { seat: Seat; card: PlotCard; at: number }[] = [];
  for (const { seat, card } of m.plot.held) {
    const key = momentKey(m, card);
    if (key === null) continue;
    const at = position(m, seat);
    if (m.plot.chance?.key === key && at < m.plot.chance.position) continue;
    // R-PLOT-4: a chance not taken is lost (a `plot-pass` event).
    if (m.plot.passes?.includes(passKey(key, seat))) continue;
    if (card === 'strong-leader' && seat === m.leader) continue;
    if (card === 'keeping-a-close-eye' && closeEyeTargets(m, seat).length === 0) continue;
    if (card === 'in-the-spotlight' && plotTargets(m, card, seat).length === 0) continue;
    if (chances.some((c) => c.seat === seat && c.card === card)) continue;
    chances.push({ seat, card, at });
  }
  return chances.sort((a, b) => a.at - b.at).map(({ seat, card }) => ({ seat, card }));
}

/** Team members `seat` may look at with Keeping a Close Eye on You: not themself, not one already looked at. */
export function closeEyeTargets(m: PlotMoment, seat: Seat): Seat[] {
  return m.team.filter((s) => s !== seat && !m.plot.closeEye.some((c) => c.target === s));
}

/** Seats a player may target with an immediate card (R-PLOT-3 table), for the app's choices. */
export function plotTargets(m: PlotMoment, card: PlotCard, by: Seat): Seat[] {
  const all = Array.from({ length: m.players }, (_, s) => s);
  switch (card) {
    case 'overheard-conversation':
      return [...new Set([(by + m.players - 1) % m.players, nextSeat(by, m.players)])];
    case 'establish-confidence':
    case 'open-up':
      return all.filter((s) => s !== by);
    case 'take-responsibility':
      return all.filter((s) => s !== by && m.plot.held.some((h) => h.seat === s));
    case 'in-the-spotlight':
      return m.team.filter((s) => !m.plot.spotlight.includes(s));
    case 'keeping-a-close-eye':
      return closeEyeTargets(m, by);
    default:
      return [];
  }
}

/** What a plot event changed, for the reducer to finish (No Confidence is a rejection, R-VOTE-3). */
export interface PlotStepResult {
  plot: PlotState;
  phase: Phase;
  leader: Seat;
  /** No Confidence was used: the reducer rejects the approved team. */
  reject: boolean;
}

type Names = (seat: Seat) => string;

/**
 * Applies a plot event to the plot state (R-PLOT-1 … R-PLOT-4).
 * @throws RuleError naming R-PLOT-1 … R-PLOT-4 when the event breaks a rule
 */
export function plotStep(state: GameState, event: PlotDrawEvent | PlotGiveEvent | PlotUseEvent, name: Names): PlotStepResult {
  const plot = state.plot;
  if (!plot) fail('R-PLOT-1', 'plot-without-module', 'plot cards are used only with The Plot Thickens');
  if (event.type === 'plot-draw') return draw(state, plot, event);
  if (event.type === 'plot-give') return give(state, plot, event, name);
  return use(state, plot, event, name);
}

function draw(state: GameState, plot: PlotState, event: PlotDrawEvent): PlotStepResult {
  if (state.phase !== 'plot' || plot.drawnThisRound || plot.pending) {
    fail('R-PLOT-2', 'plot-draw-not-now', 'plot cards are drawn once, at the start of each round, before the team is chosen');
  }
  const players = state.setup.players.length;
  const expected = Math.min(plotDrawCount(players), plotDeckSize(plot.deck));
  if (!Array.isArray(event.cards) || event.cards.length !== expected) {
    fail('R-PLOT-2', 'plot-draw-count', `the leader draws ${expected} plot ${expected === 1 ? 'card' : 'cards'} here, not ${Array.isArray(event.cards) ? event.cards.length : 'that'}`, {
      count: expected,
      given: Array.isArray(event.cards) ? event.cards.length : 0,
    });
  }
  const deck = { ...plot.deck };
  for (const card of event.cards) {
    const info = plotCardInfo(card);
    if (deck[card] <= 0) fail('R-PLOT-1', 'plot-deck-empty', `no ${info.name} card is left in the deck`, { card });
    deck[card] -= 1;
  }
  return { plot: { ...plot, deck, drawn: [...event.cards], drawnThisRound: true, leaderActed: true }, phase: 'plot', leader: state.leader, reject: false };
}

function give(state: GameState, plot: PlotState, event: PlotGiveEvent, name: Names): PlotStepResult {
  if (state.phase !== 'plot' || !plot.drawnThisRound) {
    fail('R-PLOT-2', 'plot-give-not-drawn', 'only a plot card the leader just drew can be handed out', { card: String(event.card) });
  }
  if (plot.pending) pendingFirst(plot, name);
  const info = plotCardInfo(event.card);
  const index = plot.drawn.indexOf(event.card);
  if (index < 0) fail('R-PLOT-2', 'plot-give-not-drawn', `the leader did not draw ${info.name}`, { card: event.card });
  checkSeat(state, event.to);
  const leader = state.leader;
  if (event.card === 'establish-confidence' && event.to !== leader) {
    fail('R-PLOT-2', 'plot-give-keep', 'Establish Confidence is the one card the leader plays on themself: it stays with the leader', { card: event.card });
  }
  if (event.card !== 'establish-confidence' && event.to === leader) {
    fail('R-PLOT-2', 'plot-give-self', `the leader hands plot cards to other players, never to themself`, { player: name(leader) });
  }
  const drawn = plot.drawn.filter((_, i) => i !== index);
  let held = plot.held;
  let pending: PlotState['pending'] = null;
  if (event.card === 'take-responsibility') {
    // Compulsory: resolved at once, or discarded when nobody else has a card to take.
    if (held.some((h) => h.seat !== event.to)) pending = { card: event.card, holder: event.to };
  } else if (info.onReceipt) {
    pending = { card: event.card, holder: event.to };
  } else {
    held = [...held, { seat: event.to, card: event.card }];
  }
  const next: PlotState = { ...plot, drawn, held, pending };
  return { plot: next, phase: drawn.length === 0 && !pending ? 'proposal' : 'plot', leader, reject: false };
}

function use(state: GameState, plot: PlotState, event: PlotUseEvent, name: Names): PlotStepResult {
  const info = plotCardInfo(event.card);
  checkSeat(state, event.by);
  const by = event.by;
  if (plot.pending) {
    if (plot.pending.card !== event.card || plot.pending.holder !== by) pendingFirst(plot, name);
    return resolvePending(state, plot, event, info, name);
  }
  if (info.kind === 'permanent') {
    fail('R-PLOT-3', 'plot-permanent', `${info.name} is not played: it is in effect for the rest of the game`, { card: event.card });
  }
  const index = plot.held.findIndex((h) => h.seat === by && h.card === event.card);
  if (index < 0) fail('R-PLOT-3', 'plot-not-held', `${name(by)} has no ${info.name} card`, { player: name(by), card: event.card });

  const m = plotMoment(state)!;
  const key = momentKey(m, event.card);
  if (key === null) {
    if (event.card === 'strong-leader' && plot.strongLeaderLocked && !plot.leaderActed) {
      fail('R-PLOT-3', 'plot-strong-leader-wait', 'a Strong Leader was just used: the next one may be used only after the next vote', { card: event.card });
    }
    fail('R-PLOT-3', 'plot-not-now', `${info.name} cannot be used at this moment`, { card: event.card });
  }
  const at = position(m, by);
  if (plot.chance?.key === key && at < plot.chance.position) {
    fail('R-PLOT-4', 'plot-chance-lost', `${name(by)}'s chance came before a player who already used a card at this moment, and is lost`, { player: name(by) });
  }
  const held = plot.held.filter((_, i) => i !== index);
  const chance = { key, position: at };
  let next: PlotState = { ...plot, held, chance };
  let leader = state.leader;
  let reject = false;

  switch (event.card) {
    case 'strong-leader':
      if (by === state.leader) fail('R-PLOT-3', 'plot-target-self', `${name(by)} is already the leader`, { player: name(by), card: event.card });
      leader = by;
      next = { ...next, strongLeaderLocked: true, leaderActed: false };
      break;
    case 'no-confidence':
      reject = true;
      break;
    case 'in-the-spotlight': {
      const target = needTarget(state, event, info);
      if (!m.team.includes(target)) fail('R-PLOT-3', 'plot-target-team', `${name(target)} is not on the team`, { player: name(target), card: event.card });
      if (plot.spotlight.includes(target)) fail('R-PLOT-3', 'plot-target-seen', `${name(target)} was already named`, { player: name(target), card: event.card });
      next = { ...next, spotlight: [...plot.spotlight, target] };
      break;
    }
    case 'keeping-a-close-eye': {
      const target = needTarget(state, event, info);
      if (target === by) fail('R-PLOT-3', 'plot-target-self', `${name(by)} cannot look at their own card`, { player: name(by), card: event.card });
      if (!m.team.includes(target)) fail('R-PLOT-3', 'plot-target-team', `${name(target)} is not on the team`, { player: name(target), card: event.card });
      if (plot.closeEye.some((c) => c.target === target)) {
        fail('R-PLOT-3', 'plot-target-seen', `${name(target)}'s card was already looked at: each looks at a different card`, { player: name(target), card: event.card });
      }
      next = { ...next, closeEye: [...plot.closeEye, { by, target }] };
      break;
    }
  }
  return { plot: next, phase: state.phase, leader, reject };
}

/** Resolves the card that was just handed over (immediate cards, Take Responsibility). */
function resolvePending(state: GameState, plot: PlotState, event: PlotUseEvent, info: PlotCardInfo, name: Names): PlotStepResult {
  const by = event.by;
  const target = needTarget(state, event, info);
  const players = state.setup.players.length;
  if (target === by) fail('R-PLOT-3', 'plot-target-self', `${name(by)} cannot choose themself for ${info.name}`, { player: name(by), card: event.card });
  let next: PlotState = { ...plot, pending: null };
  switch (event.card) {
    case 'overheard-conversation': {
      const beside = [(by + players - 1) % players, nextSeat(by, players)];
      if (!beside.includes(target)) {
        fail('R-PLOT-3', 'plot-target-adjacent', `${name(target)} is not seated directly beside ${name(by)}`, { player: name(target), card: event.card });
      }
      next = { ...next, looks: [...plot.looks, { by, target, via: event.card }] };
      break;
    }
    case 'establish-confidence':
    case 'open-up':
      // The holder shows their own loyalty to `target`: the target learns it.
      next = { ...next, looks: [...plot.looks, { by: target, target: by, via: event.card }] };
      break;
    case 'take-responsibility': {
      const index = plot.held.findIndex((h) => h.seat === target && h.card === event.take);
      if (index < 0) {
        fail('R-PLOT-3', 'plot-take', `${name(target)} has no such plot card in front of them to take`, { player: name(target), card: event.card });
      }
      const held = plot.held.filter((_, i) => i !== index);
      next = { ...next, held: [...held, { seat: by, card: event.take! }] };
      break;
    }
  }
  const phase = state.phase === 'plot' && next.drawn.length === 0 ? 'proposal' : state.phase;
  return { plot: next, phase, leader: state.leader, reject: false };
}

function pendingFirst(plot: PlotState, name: Names): never {
  const pending = plot.pending!;
  const info = plotCardInfo(pending.card);
  fail('R-PLOT-3', 'plot-pending', `${name(pending.holder)} must resolve ${info.name} first`, { player: name(pending.holder), card: pending.card });
}

function needTarget(state: GameState, event: PlotUseEvent, info: PlotCardInfo): Seat {
  if (event.target === undefined || !isSeat(event.target, state.setup.players.length)) {
    fail('R-PLOT-3', 'plot-target', `${info.name} needs a player to act on`, { card: event.card });
  }
  return event.target;
}

function checkSeat(state: GameState, seat: unknown): asserts seat is Seat {
  const players = state.setup.players.length;
  if (!isSeat(seat, players)) {
    fail('R-PLOT-3', 'plot-seat', `${String(seat)} is not a seat: seats are 0 to ${players - 1}`, { seat: String(seat), last: players - 1 });
  }
}

/**
 * The cards played face up with In the Spotlight (R-PLOT-3), checked with the mission: taken from
 * `cards` when the mission gives them, else from `event.faceUp`, which must name exactly the players
 * in the spotlight, with cards they could play (R-MIS-1, R-MIS-2 and each module's rules: R-REVS-2,
 * R-HUN-MIS) that are among the cards revealed (`revealed`, by card).
 * @throws RuleError REC-EVENT `face-up-with-cards`; R-PLOT-3 `face-up`, `face-up-count`; the card checks' codes
 */
export function faceUpCards(
  state: GameState,
  event: MissionEvent,
  cards: Readonly<Record<string, string>> | null,
  revealed: Readonly<Record<string, number>>,
  spies: readonly Seat[] | undefined,
  name: Names,
): { seat: Seat; card: MissionCard }[] {
  const spotlight = state.plot?.spotlight ?? [];
  if (cards) {
    if (event.faceUp !== undefined) fail('REC-EVENT', 'face-up-with-cards', 'a mission that gives "cards" has its face-up cards among them');
    return spotlight.map((seat) => ({ seat, card: cards[String(seat)] as MissionCard }));
  }
  const given = event.faceUp;
  if (spotlight.length === 0 && given === undefined) return [];
  const names = spotlight.map((seat) => name(seat)).join(', ');
  if (given === null || typeof given !== 'object' || Array.isArray(given)) {
    fail('R-PLOT-3', 'face-up', `the face-up cards must be given for the players in the spotlight: ${names || 'none'}`, { players: names });
  }
  const keys = Object.keys(given);
  if (keys.length !== spotlight.length || !spotlight.every((seat) => keys.includes(String(seat)))) {
    fail('R-PLOT-3', 'face-up', `the face-up cards must be given for the players in the spotlight: ${names || 'none'}`, { players: names });
  }
  const faceUp = spotlight.map((seat) => {
    const card: unknown = given[String(seat)];
    checkPlayedCard(state, seat, card, spies);
    return { seat, card };
  });
  const shown = (card: string) => faceUp.filter((c) => c.card === card).length;
  if (faceUp.some((c) => c.card !== 'success' && shown(c.card) > (revealed[c.card] ?? 0))) {
    fail('R-PLOT-3', 'face-up-count', 'the face-up cards are among the cards revealed: their Fail and Reverse cards must be counted too', {
      fails: revealed['fail'] ?? 0,
      reverses: revealed['reverse'] ?? 0,
    });
  }
  return faceUp;
}
