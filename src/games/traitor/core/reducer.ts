/**
 * The traitor expansion's reducer: the state is the fold of the event log ({@link replay}); each
 * event is checked against the rules of other-games.md part B and either refused with a
 * {@link RuleError} (the state unchanged) or applied, returning the new state and its
 * consequences (data for the announcer, all public).
 *
 * How the open points are resolved (docs/traitor-expansion.md has the whole list):
 * - G3-OP-1: `setup.deckOut` (`last-card` by default: an entered count of 0 ends the game);
 *   "the main deck ran out" ends it in both readings.
 * - G3-OP-2: two loyal players and the deck out: nobody wins.
 * - G3-OP-3: all 8 Super-Villains must be defeated.
 * - G3-OP-5: one card per Foul Machination line (matching.ts).
 * - G3-OP-6: the Traitor declares the Foul Machination (steps.ts: a private ask of every player).
 * - G3-OP-7: after the 2-player level 3 reveal, G3-PLAY-ATTACK applies at once; helping waits for
 *   the Plot; the Traitor may still complete the Foul Machination.
 * - G3-OP-9: a surplus card must still fit some requirement.
 * - G3-OP-10: defeating the Plot and a Challenge in one turn, contributing and paying in one turn:
 *   not restricted.
 * - G3-OP-11: an eliminated loyal player stays on the loyal side at the end.
 */
import { cardNameEn, catalogueWith, mergeCard, validateCard, validateFacts } from './cards.ts';
import type { CardData, CardFacts } from './cards.ts';
import { fail, RuleError } from './errors.ts';
import { activeLines, fits, match } from './matching.ts';
import type { Matching } from './matching.ts';
import type {
  ChallengeSlot,
  Consequence,
  DeckOutReading,
  EndReason,
  GameEvent,
  GameState,
  Loyalty,
  Seat,
  Setup,
  SetupInput,
  Winner,
} from './types.ts';

export { RuleError };

/** The number of Super-Villains of cost 10 or more the 2-player game adds (G3-2P-4). */
export const SUPER_VILLAINS = 8;
/** The Doomsday Clock's full circle: at this many cards under it every loyalty card is revealed (G3-CARD-DOOMSDAY). */
export const CLOCK_FULL = 12;
/** The id of the Doomsday Clock, the Challenge whose count the engine keeps (G3-CARD-DOOMSDAY). */
export const DOOMSDAY_CLOCK = 'doomsday-clock';
/** Most cards one event may contribute or declare played. */
export const MAX_CARDS_PER_EVENT = 40;
/** Highest main deck count the table may enter. */
export const MAX_DECK = 500;
/** Most cards a helper may say they hold (G3-HELP-2: the app draws one position among them). */
export const MAX_HAND = 60;

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isSeat(state: GameState, x: unknown): x is Seat {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < state.setup.players.length;
}

function seatOf(state: GameState, event: Record<string, unknown>): Seat {
  if (!isSeat(state, event.seat)) fail('REC-FORMAT', 'bad-seat', `"seat" must be a player's seat, 0 to ${state.setup.players.length - 1}`, { max: state.setup.players.length - 1 });
  return event.seat as Seat;
}

/**
 * Checks a setup and returns the game before the deal.
 * @throws RuleError G3-SET-1 (2 to 5 players, names), G3-SET-7 (the Foul Machination), G3-SET-6
 *   (the Plots), G3-CARD-UNKNOWN / G3-COMP-1 (the entered cards), REC-FORMAT (shapes)
 */
export function createGame(input: SetupInput): GameState {
  if (!isRecord(input)) fail('REC-FORMAT', 'setup-object', 'a setup must be an object');
  const players = input.players;
  if (!Array.isArray(players) || players.length < 2 || players.length > 5) {
    fail('G3-SET-1', 'player-count', 'the expansion is played by 2 to 5 players', { min: 2, max: 5 });
  }
  if (players.some((p) => typeof p !== 'string' || p.trim() === '' || p.length > 40)) fail('G3-SET-1', 'player-name', 'every player needs a name of 1 to 40 characters', { max: 40 });
  if (new Set(players.map((p) => p.trim().toLowerCase())).size !== players.length) fail('G3-SET-1', 'same-name', 'two players have the same name');
  const firstPlayer = input.firstPlayer ?? 0;
  if (!Number.isInteger(firstPlayer) || firstPlayer < 0 || firstPlayer >= players.length) fail('REC-FORMAT', 'bad-seat', `the first player must be a seat, 0 to ${players.length - 1}`, { max: players.length - 1 });
  const deckOut: DeckOutReading = input.deckOut ?? 'last-card';
  if (deckOut !== 'last-card' && deckOut !== 'empty-draw') fail('REC-FORMAT', 'deck-out', 'the deck-out reading is "last-card" or "empty-draw"');
  const entered = input.cards ?? [];
  if (!Array.isArray(entered)) fail('REC-FORMAT', 'cards-list', 'the entered cards must be a list');
  const catalogue = catalogueWith(entered);
  const fm = catalogue[input.machination];
  if (!fm || fm.role !== 'machination') fail('G3-SET-7', 'not-a-machination', 'the card placed face up must be one of the Foul Machinations', { card: String(input.machination) });
  const plots = input.plots;
  if (!Array.isArray(plots) || plots.some((id) => typeof id !== 'string' || catalogue[id]?.role !== 'plot')) fail('G3-SET-6', 'not-a-plot', 'the Plots to deal must be Plot cards');
  if (new Set(plots).size !== plots.length) fail('G3-SET-6', 'same-plot', 'a Plot is listed twice');
  if (plots.length < players.length) fail('G3-SET-6', 'too-few-plots', `every player is dealt a Plot: ${players.length} players need ${players.length} Plots, ${plots.length} are known`, { players: players.length, plots: plots.length });
  const setup: Setup = { players: [...players], firstPlayer, machination: input.machination, plots: [...plots], cards: entered.map((c) => structuredClone(c)), deckOut };
  const stack: ChallengeSlot[] = ([1, 2, 3] as const).map((level) => ({ level, card: null, status: 'face-down', contributed: [] }));
  return {
    setup,
    catalogue,
    phase: 'deal',
    deal: null,
    active: firstPlayer,
    turn: 0,
    stack,
    nextDue: false,
    plot: null,
    machinationCompleted: false,
    revealed: null,
    rules: { loyalAttacksHarmless: false, helping: false },
    deck: null,
    superVillains: null,
    clock: null,
    out: [],
    help: null,
    winner: null,
    endReason: null,
  };
}

/** The Challenge face up now, or `null` (between a defeat and the end of that turn, or before level 1). */
export function currentChallenge(state: GameState): ChallengeSlot | null {
  return state.stack.find((s) => s.status === 'current') ?? null;
}

/** The next face-down level, or `null` when all three have been turned. */
export function nextLevel(state: GameState): 1 | 2 | 3 | null {
  return state.stack.find((s) => s.status === 'face-down')?.level ?? null;
}

/** The card data of `id`. @throws Error when the catalogue lacks it (a state not built by this reducer) */
export function cardOf(state: GameState, id: string): CardData {
  const card = state.catalogue[id];
  if (!card) throw new Error(`no card "${id}" in the catalogue`);
  return card;
}

/** The loyalty of each seat (the 2-player deal's third card excluded), or `null` before the deal. Secret: for views by allow-list only. */
export function seatLoyalty(state: GameState): Loyalty[] | null {
  return state.deal ? state.deal.loyalty.slice(0, state.setup.players.length) : null;
}

/** The Traitor's seat, or `null` (no deal yet, or a 2-player game without a Traitor, G3-2P-1). Secret. */
export function traitorSeat(state: GameState): Seat | null {
  const seat = seatLoyalty(state)?.indexOf('traitor') ?? -1;
  return seat < 0 ? null : seat;
}

/** The requirement matching of the current Challenge, or `null` (none current, or its requirements not entered yet). */
export function currentMatching(state: GameState): Matching | null {
  const slot = currentChallenge(state);
  if (!slot || slot.card === null) return null;
  const reqs = cardOf(state, slot.card).requirements;
  return reqs === null ? null : match(reqs, slot.contributed);
}

/** The next player clockwise after `seat` who is not out (the seat itself when everyone else is out). */
export function nextSeat(state: GameState, seat: Seat): Seat {
  const n = state.setup.players.length;
  for (let k = 1; k <= n; k++) {
    const s = (seat + k) % n;
    if (!state.out.includes(s)) return s;
  }
  return seat;
}

function cardsOf(event: Record<string, unknown>): CardFacts[] {
  const cards = event.cards;
  if (!Array.isArray(cards) || cards.length === 0 || cards.length > MAX_CARDS_PER_EVENT) {
    fail('REC-FORMAT', 'cards-list', `"cards" must list 1 to ${MAX_CARDS_PER_EVENT} cards`, { max: MAX_CARDS_PER_EVENT });
  }
  return cards.map(validateFacts);
}

function requireTurn(state: GameState, seat: Seat, rule: Parameters<typeof fail>[0], what: string): void {
  if (state.phase !== 'turn') fail(rule, 'not-now', `no one may ${what} now: the next Challenge is turned face up first`, { what });
  if (seat !== state.active) fail(rule, 'not-your-turn', `only the active player may ${what}, on their own turn`, { what, active: state.active });
}

/**
 * Checks a Foul Machination declaration's cards against its active lines (G3-FM-2, G3-OP-5: one
 * card per line). The same check for every player (steps.ts: a non-Traitor's declaration is
 * refused or accepted exactly like the Traitor's, and then does nothing).
 * @throws RuleError G3-FM-3 (not the active player, already completed), G3-CARD-UNKNOWN (lines not entered), G3-OP-5 (lines unmet)
 */
export function checkMachinationCards(state: GameState, seat: Seat, cards: unknown): CardFacts[] {
  requireTurn(state, seat, 'G3-FM-3', 'complete the Foul Machination');
  if (state.machinationCompleted) fail('G3-FM-3', 'already-completed', 'the Foul Machination has already been completed');
  const fm = cardOf(state, state.setup.machination);
  if (fm.requirements === null) fail('G3-CARD-UNKNOWN', 'requirements-unknown', `the lines of "${cardNameEn(fm)}" have not been entered yet`, { card: fm.id });
  const facts = cardsOf({ cards });
  const lines = activeLines(fm.requirements, state.setup.players.length);
  const m = match(lines, facts);
  if (!m.complete) {
    const unmet = m.filled.filter((f, i) => f < m.needed[i]!).length;
    fail('G3-OP-5', 'lines-unmet', `these cards do not meet every line of the Foul Machination, one card per line: ${unmet} line(s) unmet`, { unmet });
  }
  return facts;
}

function loyalWon(state: GameState): boolean {
  return state.stack.every((s) => s.status === 'defeated') && (state.plot === null || state.plot.defeated) && (state.superVillains === null || state.superVillains.defeated >= state.superVillains.total);
}

function end(state: GameState, winner: Winner, reason: EndReason, out: Consequence[]): GameState {
  const next: GameState = { ...state, phase: 'over', winner, endReason: reason };
  // G3-END-3: loyalty cards not yet revealed are revealed at the end.
  if (state.revealed === null) {
    next.revealed = 'end';
    out.push({ kind: 'loyalty-revealed', why: 'end', loyalty: seatLoyalty(state) ?? [] });
  }
  out.push({ kind: 'game-over', winner, reason });
  return next;
}

function deckOut(state: GameState, out: Consequence[]): GameState {
  // G3-END-2; G3-OP-2: two loyal players and no Traitor: nobody wins.
  return end(state, traitorSeat(state) === null ? 'nobody' : 'traitor', 'deck-out', out);
}

function checkLoyalWin(state: GameState, out: Consequence[]): GameState {
  // G3-END-1 (with G3-PLOT-3 and, for 2 loyal players, G3-2P-5).
  return loyalWon(state) ? end(state, 'loyal', 'all-defeated', out) : state;
}

function beginTurn(state: GameState, out: Consequence[]): GameState {
  const turn = state.turn + 1;
  out.push({ kind: 'turn', seat: state.active, turn });
  return { ...state, phase: 'turn', turn };
}

/** The loyal players who may help `seat` (G3-HELP-2): every other loyal player still in, clockwise from `seat`. */
export function helpersOf(state: GameState, seat: Seat): Seat[] {
  const loyalty = seatLoyalty(state) ?? [];
  const n = state.setup.players.length;
  return Array.from({ length: n - 1 }, (_, k) => (seat + 1 + k) % n).filter((s) => loyalty[s] === 'loyal' && !state.out.includes(s));
}

/** The next helper to answer this turn's help request, or `null` (no request, or all answered). */
export function nextHelper(state: GameState): Seat | null {
  return state.help?.helpers[0] ?? null;
}

/** A help answer: the seat asked now (G3-HELP-2: in clockwise order). @throws RuleError G3-HELP-2 */
function helperOf(state: GameState, event: Record<string, unknown>): Seat {
  const seat = seatOf(state, event);
  if (state.phase !== 'turn' || state.help === null) fail('G3-HELP-2', 'no-request', 'no help was asked for this turn');
  const next = state.help.helpers[0];
  if (next === undefined) fail('G3-HELP-2', 'all-answered', 'every loyal player has already answered the help request');
  if (seat !== next) fail('G3-HELP-2', 'not-your-answer', 'the loyal players answer the help request in clockwise order', { next });
  return seat;
}

/** The turn passes to the next player (a turn ended, or the active player was destroyed); the next Challenge first when one is due (G3-CH-1). */
function passTurn(state: GameState, out: Consequence[]): GameState {
  const next: GameState = { ...state, active: nextSeat(state, state.active), help: null };
  if (state.nextDue) return { ...next, nextDue: false, phase: 'challenge' };
  return beginTurn(next, out);
}

/**
 * Every loyalty card turned without the Foul Machination (G3-2P-2, G3-CARD-DOOMSDAY): G3-OP-7:
 * G3-PLAY-ATTACK applies from the reveal; helping waits for the Plot (G3-HELP-1).
 */
function revealAll(state: GameState, why: 'level-3' | 'clock', out: Consequence[]): GameState {
  const rules = { ...state.rules, loyalAttacksHarmless: true };
  out.push({ kind: 'loyalty-revealed', why, loyalty: seatLoyalty(state) ?? [] });
  out.push({ kind: 'rules-changed', rules });
  return { ...state, revealed: why, rules };
}

function replaceSlot(state: GameState, slot: ChallengeSlot): ChallengeSlot[] {
  return state.stack.map((s) => (s.level === slot.level ? slot : s));
}

/**
 * Applies one event.
 * @returns the new state and the consequences of the change, in order
 * @throws RuleError naming the rule the event breaks (the state is unchanged)
 */
export function apply(state: GameState, event: GameEvent): { state: GameState; consequences: Consequence[] } {
  if (!isRecord(event) || typeof event.type !== 'string') fail('REC-FORMAT', 'event-object', 'an event must be an object with a type');
  if (state.phase === 'over') fail('REC-EVENT', 'game-over', 'the game is over: no more events');
  const e = event as unknown as Record<string, unknown>;
  const out: Consequence[] = [];
  const n = state.setup.players.length;
  let next: GameState;
  switch (event.type) {
    case 'deal': {
      if (state.phase !== 'deal') fail('REC-EVENT', 'dealt-already', 'the cards have already been dealt');
      const loyalty = e.loyalty;
      // G3-SET-5: as many loyalty cards as players; G3-2P-1: three with 2 players; one Traitor among them.
      const rule = n === 2 ? 'G3-2P-1' : 'G3-SET-5';
      const count = n === 2 ? 3 : n;
      if (!Array.isArray(loyalty) || loyalty.length !== count || loyalty.some((l) => l !== 'loyal' && l !== 'traitor')) {
        fail(rule, 'loyalty-count', `the loyalty deck of ${n} players has ${count} cards`, { players: n, count });
      }
      if (loyalty.filter((l) => l === 'traitor').length !== 1) fail(rule, 'one-traitor', 'the loyalty deck holds exactly one Traitor card');
      const plots = e.plots;
      if (!Array.isArray(plots) || plots.length !== n || plots.some((p) => typeof p !== 'string' || !state.setup.plots.includes(p)) || new Set(plots).size !== n) {
        fail('G3-SET-6', 'plot-deal', `each player is dealt one Plot of those shuffled, ${n} different Plots in all`, { players: n });
      }
      next = { ...state, deal: { loyalty: [...(loyalty as Loyalty[])], plots: [...(plots as string[])] }, phase: 'challenge' };
      out.push({ kind: 'dealt', players: n });
      break;
    }
    case 'card-entered': {
      const card = validateCard(e.card);
      const merged = mergeCard(state.catalogue, card);
      next = { ...state, catalogue: merged.catalogue };
      out.push({ kind: 'card-entered', card: card.id, role: card.role, fields: merged.filled });
      break;
    }
    case 'challenge-revealed': {
      if (state.phase !== 'challenge') fail('G3-CH-1', 'not-due', state.phase === 'deal' ? 'the cards are dealt first' : 'the next Challenge is turned face up only after the current one is defeated, at the end of that turn');
      const level = nextLevel(state);
      if (level === null || e.level !== level) fail('G3-SET-8', 'wrong-level', `the Challenge turned face up now is the level ${String(level)} one`, { level: String(level) });
      const card = typeof e.card === 'string' ? state.catalogue[e.card] : undefined;
      if (!card || card.role !== 'challenge') fail('G3-SET-8', 'not-a-challenge', 'that card is not one of the Challenges', { card: String(e.card) });
      if (card.level === null) fail('G3-CARD-UNKNOWN', 'level-unknown', `the level of "${cardNameEn(card)}" has not been entered yet: enter it from the card first`, { card: card.id });
      if (card.level !== level) fail('G3-SET-8', 'wrong-level', `"${cardNameEn(card)}" is a level ${card.level} Challenge; the level ${level} one is turned face up now`, { level, card: card.id });
      if (state.stack.some((s) => s.card === card.id)) fail('G3-SET-8', 'already-used', `"${cardNameEn(card)}" is already in this game`, { card: card.id });
      next = { ...state, stack: replaceSlot(state, { level, card: card.id, status: 'current', contributed: [] }), clock: card.id === DOOMSDAY_CLOCK ? 0 : null };
      out.push({ kind: 'challenge-revealed', level, card: card.id });
      // G3-2P-2: with 2 players, the level 3 Challenge revealed before the Foul Machination: both reveal.
      if (n === 2 && level === 3 && !state.machinationCompleted) {
        const loyalty = seatLoyalty(state) ?? [];
        if (next.revealed === null) next = revealAll(next, 'level-3', out);
        if (!loyalty.includes('traitor')) {
          // G3-2P-4: two loyal players add the 8 strong Super-Villains (G3-OP-8: even when the Doomsday Clock revealed them earlier).
          next.superVillains = { total: SUPER_VILLAINS, defeated: 0 };
          out.push({ kind: 'super-villains', count: SUPER_VILLAINS });
        }
      }
      next = beginTurn(next, out);
      break;
    }
    case 'contributed': {
      const seat = seatOf(state, e);
      requireTurn(state, seat, 'G3-CH-ADD-1', 'contribute cards');
      const slot = currentChallenge(state);
      if (!slot || slot.card === null) fail('G3-CH-ADD-1', 'no-current', 'no Challenge is face up to contribute to');
      const challenge = cardOf(state, slot.card);
      if (challenge.requirements === null) fail('G3-CARD-UNKNOWN', 'requirements-unknown', `the requirements of "${cardNameEn(challenge)}" have not been entered yet`, { card: challenge.id });
      const cards = cardsOf(e);
      // G3-CH-ADD-2 with G3-OP-9: every card, surplus included, meets some requirement.
      cards.forEach((c, i) => {
        if (!challenge.requirements!.some((r) => fits(r, c))) {
          fail('G3-CH-ADD-2', 'no-match', `card ${i + 1} meets no requirement of "${cardNameEn(challenge)}": only matching cards may be contributed`, { index: i + 1, card: challenge.id });
        }
      });
      const contributed = [...slot.contributed, ...cards];
      const m = match(challenge.requirements, contributed);
      next = { ...state, stack: replaceSlot(state, { ...slot, contributed }) };
      out.push({ kind: 'contributed', seat, level: slot.level, cards, filled: m.filled, needed: m.needed, complete: m.complete });
      break;
    }
    case 'challenge-defeated': {
      const seat = seatOf(state, e);
      requireTurn(state, seat, 'G3-CH-DEFEAT-1', 'defeat a Challenge');
      const slot = currentChallenge(state);
      if (!slot || slot.card === null) fail('G3-CH-DEFEAT-1', 'no-current', 'no Challenge is face up to defeat');
      const m = currentMatching(state);
      if (m === null) fail('G3-CARD-UNKNOWN', 'requirements-unknown', 'the requirements of this Challenge have not been entered yet', { card: slot.card });
      if (!m.complete) {
        const missing = m.needed.reduce((a, b) => a + b, 0) - m.filled.reduce((a, b) => a + b, 0);
        fail('G3-CH-DEFEAT-1', 'requirements-unmet', `all required cards are contributed before the Power is paid: ${missing} still missing`, { missing });
      }
      // G3-CH-DEFEAT-2: removed from the game, every contributed card destroyed, its effect ended.
      next = { ...state, stack: replaceSlot(state, { ...slot, status: 'defeated', contributed: [] }), nextDue: slot.level < 3, clock: null };
      out.push({ kind: 'challenge-defeated', seat, level: slot.level, card: slot.card, destroyed: slot.contributed.length, nextAtEndOfTurn: slot.level < 3 });
      next = checkLoyalWin(next, out);
      break;
    }
    case 'plot-defeated': {
      const seat = seatOf(state, e);
      if (!state.plot || state.plot.defeated) fail('G3-PLOT-4', 'no-plot', 'no Plot is in play to defeat');
      requireTurn(state, seat, 'G3-PLOT-4', 'defeat the Plot');
      if (seatLoyalty(state)?.[seat] !== 'loyal') fail('G3-PLOT-4', 'loyal-only', 'a loyal player defeats the Plot');
      next = { ...state, plot: { ...state.plot, defeated: true } };
      out.push({ kind: 'plot-defeated', seat, card: state.plot.card });
      next = checkLoyalWin(next, out);
      break;
    }
    case 'super-villain-defeated': {
      const seat = seatOf(state, e);
      const sv = state.superVillains;
      if (!sv || sv.defeated >= sv.total) fail('G3-2P-5', 'no-super-villain', 'no Super-Villain is face up to defeat');
      requireTurn(state, seat, 'G3-2P-5', 'defeat a Super-Villain');
      next = { ...state, superVillains: { ...sv, defeated: sv.defeated + 1 } };
      out.push({ kind: 'super-villain-defeated', seat, left: sv.total - sv.defeated - 1 });
      next = checkLoyalWin(next, out);
      break;
    }
    case 'machination-completed': {
      const seat = seatOf(state, e);
      checkMachinationCards(state, seat, e.cards);
      // G3-FM-3: only the Traitor brings a Plot into play.
      if (traitorSeat(state) !== seat) fail('G3-FM-3', 'not-traitor', 'only the Traitor completes the Foul Machination');
      const plotCard = state.deal!.plots[seat]!;
      const plot = cardOf(state, plotCard);
      next = {
        ...state,
        machinationCompleted: true,
        plot: { card: plotCard, seat, defeated: false },
        revealed: state.revealed ?? 'machination',
        // G3-REVEAL-3: G3-PLAY-ATTACK applies; G3-HELP-1: the Plot is in play and the roles revealed.
        rules: { loyalAttacksHarmless: true, helping: true },
      };
      out.push({ kind: 'machination-completed', seat, card: state.setup.machination });
      // G3-REVEAL-1: the Traitor turns their loyalty card, then adds their Plot to the current Challenge.
      out.push({ kind: 'traitor-revealed', seat });
      out.push({ kind: 'plot-joined', seat, card: plotCard, power: plot.power });
      // G3-REVEAL-2: everyone else turns theirs and is loyal from now on (already done at the 2-player level 3 reveal).
      if (state.revealed === null) out.push({ kind: 'loyalty-revealed', why: 'machination', loyalty: seatLoyalty(state)! });
      out.push({ kind: 'rules-changed', rules: next.rules });
      break;
    }
    case 'turn-ended': {
      const seat = seatOf(state, e);
      if (state.phase !== 'turn') fail('REC-EVENT', 'not-now', 'no turn is in course: the next Challenge is turned face up first');
      if (seat !== state.active) fail('REC-EVENT', 'not-your-turn', 'only the active player ends their turn', { active: state.active });
      if (e.gained !== undefined && typeof e.gained !== 'boolean') fail('REC-FORMAT', 'bad-gained', '"gained" is true or false: whether the player bought or gained a card from the line-up');
      next = state;
      // G3-HELP-4: the cards given go back to their owners' discard piles; the helpers draw none.
      const helpers = (state.help?.given ?? []).map((g) => g.seat);
      if (helpers.length > 0) out.push({ kind: 'help-returned', seats: helpers });
      if (e.gained === false) {
        // G3-PLAY-LINEUP: nothing bought or gained from the line-up: the top card of the main deck joins it.
        // G3-OP-1 reading (b): a card must be taken and none is left: the deck has run out.
        if (state.deck === 0) {
          next = deckOut(next, out);
          break;
        }
        const deck = state.deck === null ? null : state.deck - 1;
        next = { ...next, deck };
        out.push({ kind: 'line-up-added', seat, deck });
        // G3-OP-1 reading (a): the last card has left the main deck.
        if (deck === 0 && state.setup.deckOut === 'last-card') {
          next = deckOut(next, out);
          break;
        }
      }
      next = passTurn(next, out);
      break;
    }
    case 'challenge-destroyed': {
      const seat = seatOf(state, e);
      requireTurn(state, seat, 'G3-CARD-DISINTEGRATION', 'destroy a Challenge');
      const slot = currentChallenge(state);
      if (!slot || slot.card === null) fail('G3-CARD-DISINTEGRATION', 'no-current', 'no Challenge is face up to destroy');
      // 003: 276–277: a destroyed Challenge is defeated automatically and removed from the game:
      // no contribution, no Power; the cards contributed to it go with it (G3-CH-DEFEAT-2).
      next = { ...state, stack: replaceSlot(state, { ...slot, status: 'defeated', contributed: [] }), nextDue: slot.level < 3, clock: null };
      out.push({ kind: 'challenge-destroyed', seat, level: slot.level, card: slot.card, destroyed: slot.contributed.length, nextAtEndOfTurn: slot.level < 3 });
      next = checkLoyalWin(next, out);
      break;
    }
    case 'help-requested': {
      const seat = seatOf(state, e);
      requireTurn(state, seat, 'G3-HELP-2', 'ask for help');
      if (!state.rules.helping) fail('G3-HELP-1', 'not-yet', 'loyal players help each other once the Plot is in play and the roles are revealed');
      if (seatLoyalty(state)![seat] !== 'loyal') fail('G3-HELP-2', 'loyal-only', 'a loyal player asks the other loyal players for help');
      if (state.help !== null) fail('G3-HELP-2', 'already-asked', 'help has already been asked for this turn');
      const helpers = helpersOf(state, seat);
      if (helpers.length === 0) fail('G3-HELP-2', 'no-helper', 'no other loyal player is left to help');
      next = { ...state, help: { seat, helpers, given: [] } };
      out.push({ kind: 'help-requested', seat, helpers });
      break;
    }
    case 'help-given': {
      const seat = helperOf(state, e);
      const hand = e.hand;
      if (typeof hand !== 'number' || !Number.isInteger(hand) || hand < 1 || hand > MAX_HAND) fail('REC-FORMAT', 'bad-hand', `a helper's hand is a whole number of cards from 1 to ${MAX_HAND}`, { max: MAX_HAND });
      const card = e.card;
      if (typeof card !== 'number' || !Number.isInteger(card) || card < 1 || card > hand) fail('REC-FORMAT', 'bad-card', `the card drawn is one of the helper's ${hand} cards, 1 to ${hand}`, { hand });
      const help = state.help!;
      next = { ...state, help: { ...help, helpers: help.helpers.slice(1), given: [...help.given, { seat, hand, card }] } };
      out.push({ kind: 'help-given', seat, to: help.seat, hand, card });
      break;
    }
    case 'help-declined': {
      const seat = helperOf(state, e);
      const help = state.help!;
      next = { ...state, help: { ...help, helpers: help.helpers.slice(1) } };
      out.push({ kind: 'help-declined', seat, to: help.seat });
      break;
    }
    case 'attack-played': {
      const seat = seatOf(state, e);
      requireTurn(state, seat, 'G3-PLAY-ATTACK', 'play an attack');
      // G3-PLAY-ATTACK (003: 37–39): once the loyalty cards are face up, a loyal player's attack spares loyal players.
      const sparesLoyal = state.rules.loyalAttacksHarmless && seatLoyalty(state)![seat] === 'loyal';
      next = state;
      out.push({ kind: 'attack', seat, sparesLoyal });
      break;
    }
    case 'deck-count': {
      if (state.phase === 'deal') fail('REC-EVENT', 'not-dealt', 'the cards are dealt first');
      if (typeof e.count !== 'number' || !Number.isInteger(e.count) || e.count < 0 || e.count > MAX_DECK) fail('REC-FORMAT', 'bad-count', `the main deck count is a whole number from 0 to ${MAX_DECK}`, { max: MAX_DECK });
      // The main deck only shrinks: nothing in the expansion puts cards back into it (G3-END-2: it runs out).
      if (state.deck !== null && e.count > state.deck) fail('G3-END-2', 'count-up', `the main deck only shrinks: it held ${state.deck} cards`, { last: state.deck });
      next = { ...state, deck: e.count };
      out.push({ kind: 'deck-count', count: e.count });
      // G3-OP-1 reading (a): the last card has left the main deck.
      if (e.count === 0 && state.setup.deckOut === 'last-card') next = deckOut(next, out);
      break;
    }
    case 'deck-ran-out': {
      if (state.phase === 'deal') fail('REC-EVENT', 'not-dealt', 'the cards are dealt first');
      next = deckOut({ ...state, deck: 0 }, out);
      break;
    }
    case 'player-destroyed': {
      const seat = seatOf(state, e);
      if (state.phase === 'deal') fail('REC-EVENT', 'not-dealt', 'the cards are dealt first');
      // G3-CARD-DISINTEGRATION: a loyal player may be targeted only once the loyalty cards are
      // revealed; before that nobody counts as loyal or Traitor (G3-PLAY-NAMES), so nobody may be.
      // The Traitor may be targeted too (003: 270–272 restricts loyal players only), and is then out
      // in the same way (docs/traitor-expansion.md, engine reading T-4).
      if (state.revealed === null) fail('G3-CARD-DISINTEGRATION', 'not-revealed', 'a loyal player can be targeted only once the loyalty cards are revealed');
      if (state.out.includes(seat)) fail('G3-CARD-DISINTEGRATION', 'already-out', 'this player is already out of the game');
      next = { ...state, out: [...state.out, seat] };
      out.push({ kind: 'player-destroyed', seat });
      // The active player out: the turn passes; the player whose turn comes next out: the one after them.
      if (seat === state.active && state.phase === 'turn') next = passTurn(next, out);
      else if (seat === state.active) next = { ...next, active: nextSeat(next, seat) };
      break;
    }
    case 'clock-count': {
      const slot = currentChallenge(state);
      if (!slot || slot.card !== DOOMSDAY_CLOCK || state.clock === null) fail('G3-CARD-DOOMSDAY', 'no-clock', 'the Doomsday Clock is not the current Challenge');
      if (typeof e.count !== 'number' || !Number.isInteger(e.count) || e.count < 0 || e.count > CLOCK_FULL) fail('REC-FORMAT', 'bad-count', `the cards under the Doomsday Clock are a whole number from 0 to ${CLOCK_FULL}`, { max: CLOCK_FULL });
      next = { ...state, clock: e.count };
      let destroyed = 0;
      if (e.count === CLOCK_FULL) {
        // G3-CARD-DOOMSDAY: the hands have gone full circle: every loyalty card is revealed at once;
        // in a 2-player game without a Traitor the 12 cards are destroyed.
        if (traitorSeat(state) === null && n === 2) {
          destroyed = CLOCK_FULL;
          next.clock = 0;
        }
      }
      out.push({ kind: 'clock', count: e.count, destroyed });
      if (e.count === CLOCK_FULL && next.revealed === null) next = revealAll(next, 'clock', out);
      break;
    }
    default:
      return fail('REC-EVENT', 'event-type', `unknown event "${String((event as { type: unknown }).type)}"`, { type: String((event as { type: unknown }).type) });
  }
  return { state: next, consequences: out };
}

/** Folds `events` over the game set up by `setup`. @throws RuleError as {@link createGame} and {@link apply} */
export function replay(setup: SetupInput, events: readonly GameEvent[]): GameState {
  let state = createGame(setup);
  for (const event of events) state = apply(state, event).state;
  return state;
}
