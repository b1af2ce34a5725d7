/**
 * Views of the traitor expansion: what one viewer may know, built by an explicit allow-list
 * (every field copied by name; nothing deleted from a copy of the state).
 *
 * `viewFor(state, 'public')` is what the shared board shows (B.10 "Public board"): the Foul
 * Machination with its active lines, the Challenge stack (levels only while face down), the
 * current Challenge with a counter per requirement and the Power to pay, the main deck count, whose
 * turn it is, the changed rules; loyalty cards only once face up (after the reveal, G3-REVEAL-1/2,
 * G3-2P-2, or at the end, G3-END-3), the Plot only once in play. Never the deal, the Plots of the
 * setup, or anyone's Plot before it is in play; and before the reveal nothing that depends on
 * who holds which loyalty card (G3-PLAY-NAMES). A seat's view adds its own loyalty card and Plot.
 * With 2 players the third loyalty card is in no view (G3-2P-1).
 */
import type { CardData, CardFacts, Requirement } from './cards.ts';
import { activeLines } from './matching.ts';
import { cardOf, currentChallenge, currentMatching, seatLoyalty, traitorSeat } from './reducer.ts';
import type { ChangedRules, DeckOutReading, EndReason, GameState, Loyalty, Phase, Seat, Winner } from './types.ts';

/** A card as the board shows it (`null` fields: not entered yet). */
export interface CardView {
  id: string;
  name: string;
  nameEn: string | null;
  level: 1 | 2 | 3 | null;
  effect: string | null;
  requirements: Requirement[] | null;
  power: number | null;
}

/** One place of the Challenge stack: the card only once turned face up. */
export interface StackView {
  level: 1 | 2 | 3;
  status: 'face-down' | 'current' | 'defeated';
  card: CardView | null;
}

/** The current Challenge (B.10): each requirement with its slots filled by the matching (G3-CH-ADD-5). */
export interface CurrentView {
  level: 1 | 2 | 3;
  card: CardView;
  /** `null` while the requirements are not entered (G3-CARD-UNKNOWN). */
  requirements: { requirement: Requirement; filled: number; needed: number }[] | null;
  contributed: CardFacts[];
  /** Whether every required card is in (G3-CH-DEFEAT-1), or `null` while unknown. */
  complete: boolean | null;
  /** The Power to pay to defeat it (paid whole in one turn), or `null` while not entered. */
  powerToPay: number | null;
}

/** What the shared board shows. */
export interface PublicView {
  viewer: 'public';
  players: string[];
  phase: Phase;
  turn: number;
  active: Seat;
  machination: { card: CardView; lines: { requirement: Requirement; active: boolean }[] | null; completed: boolean };
  stack: StackView[];
  current: CurrentView | null;
  /** A Challenge was defeated this turn: the next comes at its end (G3-CH-1). */
  nextDue: boolean;
  plot: { seat: Seat; card: CardView; powerToPay: number | null; defeated: boolean } | null;
  /** Every seat's loyalty card once face up, else `null`. */
  loyalty: Loyalty[] | null;
  /** The Traitor's seat once loyalty cards are face up (`null` before, or with no Traitor). */
  traitor: Seat | null;
  rules: ChangedRules;
  deck: number | null;
  deckOut: DeckOutReading;
  superVillains: { total: number; defeated: number } | null;
  /** Cards under the Doomsday Clock out of 12 while it is the current Challenge (G3-CARD-DOOMSDAY), else `null`. */
  clock: number | null;
  out: Seat[];
  winner: Winner | null;
  endReason: EndReason | null;
}

/** What one seat sees: the board and its own loyalty card and Plot (once dealt). */
export type SeatView = Omit<PublicView, 'viewer'> & { viewer: Seat; own: { loyalty: Loyalty; plot: CardView } | null };

function cardView(card: CardData): CardView {
  return {
    id: card.id,
    name: card.name,
    nameEn: card.nameEn,
    level: card.level,
    effect: card.effect,
    requirements: card.requirements === null ? null : structuredClone(card.requirements),
    power: card.power,
  };
}

function currentView(state: GameState): CurrentView | null {
  const slot = currentChallenge(state);
  if (!slot || slot.card === null) return null;
  const card = cardOf(state, slot.card);
  const m = currentMatching(state);
  return {
    level: slot.level,
    card: cardView(card),
    requirements: m === null ? null : card.requirements!.map((r, i) => ({ requirement: structuredClone(r), filled: m.filled[i]!, needed: m.needed[i]! })),
    contributed: structuredClone(slot.contributed),
    complete: m === null ? null : m.complete,
    powerToPay: card.power,
  };
}

function publicView(state: GameState): PublicView {
  const fm = cardOf(state, state.setup.machination);
  const active = fm.requirements === null ? null : new Set(activeLines(fm.requirements, state.setup.players.length));
  const faceUp = state.revealed !== null;
  return {
    viewer: 'public',
    players: [...state.setup.players],
    phase: state.phase,
    turn: state.turn,
    active: state.active,
    machination: {
      card: cardView(fm),
      lines: fm.requirements === null ? null : fm.requirements.map((r) => ({ requirement: structuredClone(r), active: active!.has(r) })),
      completed: state.machinationCompleted,
    },
    stack: state.stack.map((s) => ({ level: s.level, status: s.status, card: s.card === null ? null : cardView(cardOf(state, s.card)) })),
    current: currentView(state),
    nextDue: state.nextDue,
    plot: state.plot === null ? null : { seat: state.plot.seat, card: cardView(cardOf(state, state.plot.card)), powerToPay: cardOf(state, state.plot.card).power, defeated: state.plot.defeated },
    loyalty: faceUp ? [...(seatLoyalty(state) ?? [])] : null,
    traitor: faceUp ? traitorSeat(state) : null,
    rules: { loyalAttacksHarmless: state.rules.loyalAttacksHarmless, helping: state.rules.helping },
    deck: state.deck,
    deckOut: state.setup.deckOut,
    superVillains: state.superVillains === null ? null : { total: state.superVillains.total, defeated: state.superVillains.defeated },
    clock: state.clock,
    out: [...state.out],
    winner: state.winner,
    endReason: state.endReason,
  };
}

/**
 * The view of `viewer`: `'public'` for the shared board, or a seat (its own device or private turn).
 * @throws RangeError for a seat not at the table
 */
export function viewFor(state: GameState, viewer: 'public'): PublicView;
export function viewFor(state: GameState, viewer: Seat): SeatView;
export function viewFor(state: GameState, viewer: Seat | 'public'): PublicView | SeatView;
export function viewFor(state: GameState, viewer: Seat | 'public'): PublicView | SeatView {
  const board = publicView(state);
  if (viewer === 'public') return board;
  if (!Number.isInteger(viewer) || viewer < 0 || viewer >= state.setup.players.length) throw new RangeError(`no seat ${viewer}`);
  const { viewer: _public, ...rest } = board;
  const loyalty = seatLoyalty(state)?.[viewer];
  const plot = state.deal?.plots[viewer];
  return {
    ...rest,
    viewer,
    own: loyalty === undefined || plot === undefined ? null : { loyalty, plot: cardView(cardOf(state, plot)) },
  };
}
