/**
 * The steps of the traitor expansion: what is asked now, of whom, with which options
 * ({@link asked}, {@link asksFor}), and every action taken through {@link act}, checked and turned
 * into events. The one-device app and a room server drive the game through these.
 *
 * Who acts: the **app** (the deal, drawn from crypto randomness), the **table** (the shared device:
 * it records what happens at the table, since the base game runs there: Challenges turned face up,
 * cards entered, the main deck, contributions and defeats for the active player), or a **seat**
 * (its own phone or private turn: its own turn's steps, and the private Foul Machination menu).
 *
 * The Foul Machination (B.10, G3-OP-6): before the reveal it is declared from a private menu that
 * every player gets, on their own turn, in the same shape; a declaration is checked the same way for
 * everyone (the lines met, one card per line, G3-OP-5), and then does nothing for a player who is
 * not the Traitor, which only that player is told ({@link Acted.own}). So no ask, refusal or public
 * output before the reveal depends on who holds the Traitor card (G3-PLAY-NAMES).
 */
import type { RandomInt } from '../../../platform/engine/chance.ts';
import type { CardField, CardFacts, Requirement } from './cards.ts';
import { missingFields } from './cards.ts';
import { dealEvent } from './deal.ts';
import { fail } from './errors.ts';
import { activeLines } from './matching.ts';
import { apply, cardOf, CLOCK_FULL, checkMachinationCards, currentChallenge, currentMatching, helpersOf, MAX_DECK, MAX_HAND, nextHelper, nextLevel, seatLoyalty, traitorSeat } from './reducer.ts';
import type { Consequence, GameEvent, GameState, Seat } from './types.ts';

/** Who acts: the app (the deal), the table (the shared device), or a seat (its own device or private turn). */
export type Actor = { kind: 'app' } | { kind: 'table' } | { kind: 'seat'; seat: Seat };

/** What may be asked. */
export type AskKind =
  | 'deal'
  | 'enter-card'
  | 'reveal-challenge'
  | 'contribute'
  | 'defeat-challenge'
  | 'defeat-plot'
  | 'defeat-super-villain'
  | 'declare-machination'
  | 'end-turn'
  | 'destroy-challenge'
  | 'ask-help'
  | 'help'
  | 'play-attack'
  | 'deck-count'
  | 'deck-ran-out'
  | 'destroy-player'
  | 'clock-count';

/** The options of an ask, by kind. */
export interface AskOptions {
  /** `enter-card`: the card and its fields still unknown (G3-CARD-UNKNOWN). */
  card?: string;
  missing?: CardField[];
  /** `reveal-challenge`: the level turned face up now, the Challenges of that level not yet used, and those whose level is not entered yet. */
  level?: 1 | 2 | 3;
  candidates?: string[];
  levelUnknown?: string[];
  /** `contribute`: the current Challenge's requirements (G3-CH-ADD-2); `declare-machination`: the active lines (G3-FM-2). */
  requirements?: Requirement[];
  /** `defeat-challenge`, `defeat-plot`: the Power to pay, `null` while not entered. */
  power?: number | null;
  /** `destroy-player`: the loyal players still in (G3-CARD-DISINTEGRATION). */
  seats?: Seat[];
  /** `deck-count`, `clock-count`: the highest count; `help`: the most cards a helper may hold. */
  max?: number;
  /** `help`: the player helped (G3-HELP-2). */
  to?: Seat;
  /** `end-turn`: whether the table is asked if the player bought or gained a card from the line-up (G3-PLAY-LINEUP). */
  lineUp?: boolean;
  /** `play-attack`: whether an attack of this player spares loyal players (G3-PLAY-ATTACK: after the reveal, a loyal player). */
  sparesLoyal?: boolean;
}

/**
 * One thing asked now: `kind`; `seat` who decides (`null`: the table or the app); `table` whether
 * the table may act for the seat; `app` whether the app does it (the deal); `secret` whether it is
 * made on the seat's own device or private turn and not shown to anyone else.
 */
export interface Ask {
  kind: AskKind;
  seat: Seat | null;
  table: boolean;
  app?: boolean;
  secret: boolean;
  options?: AskOptions;
}

/**
 * An action: the app's deal, a public event recorded, a player's private Foul Machination
 * declaration, or a helper's card (`help`: the helper's hand size; the app draws which card, G3-HELP-2).
 */
export type Action =
  | { type: 'deal' }
  | { type: 'record'; event: GameEvent }
  | { type: 'declare-machination'; cards: CardFacts[] }
  | { type: 'help'; seat: Seat; hand: number };

/** What an accepted action changed. */
export interface Acted {
  state: GameState;
  /** The events added to the log, in order (none for a declaration of a player who is not the Traitor). */
  events: GameEvent[];
  /** Their consequences, in order, for the announcer (all public). */
  consequences: Consequence[];
  /** What only the acting seat learns: its declaration did nothing (it is not the Traitor); `null` otherwise. */
  own: { machination: 'nothing-happens' } | null;
}

function tableAsk(kind: AskKind, options?: AskOptions): Ask {
  const ask: Ask = { kind, seat: null, table: true, secret: false };
  if (options) ask.options = options;
  return ask;
}

/** Cards in play whose data is still missing, each with the fields to enter (never a Plot before it is in play). */
function entryAsks(state: GameState): Ask[] {
  const asks: Ask[] = [];
  const ask = (id: string, fields: CardField[]) => {
    const missing = missingFields(cardOf(state, id)).filter((f) => fields.includes(f));
    if (missing.length > 0) asks.push(tableAsk('enter-card', { card: id, missing }));
  };
  ask(state.setup.machination, ['requirements']);
  const slot = currentChallenge(state);
  if (slot?.card) ask(slot.card, ['effect', 'requirements', 'power']);
  if (state.plot && !state.plot.defeated) ask(state.plot.card, ['effect', 'power']);
  return asks;
}

/** What is asked now (see the file comment); nothing once the game is over. */
export function asked(state: GameState): Ask[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'deal') return [{ kind: 'deal', seat: null, table: false, app: true, secret: false }];
  const asks = entryAsks(state);
  if (state.phase === 'challenge') {
    const level = nextLevel(state)!;
    const used = new Set(state.stack.map((s) => s.card));
    const challenges = Object.values(state.catalogue).filter((c) => c.role === 'challenge' && !used.has(c.id));
    asks.push(
      tableAsk('reveal-challenge', {
        level,
        candidates: challenges.filter((c) => c.level === level).map((c) => c.id),
        levelUnknown: challenges.filter((c) => c.level === null).map((c) => c.id),
      }),
    );
  } else {
    const seat = state.active;
    const own = (kind: AskKind, options?: AskOptions): Ask => ({ ...tableAsk(kind, options), seat });
    const slot = currentChallenge(state);
    const card = slot?.card ? cardOf(state, slot.card) : null;
    if (card?.requirements) asks.push(own('contribute', { level: slot!.level, requirements: structuredClone(card.requirements) }));
    if (card && currentMatching(state)?.complete) asks.push(own('defeat-challenge', { level: slot!.level, card: card.id, power: card.power }));
    const loyalty = seatLoyalty(state);
    if (state.plot && !state.plot.defeated && loyalty?.[seat] === 'loyal') asks.push(own('defeat-plot', { card: state.plot.card, power: cardOf(state, state.plot.card).power }));
    if (state.superVillains && state.superVillains.defeated < state.superVillains.total) asks.push(own('defeat-super-villain'));
    // B.10: before the reveal every player gets the private Foul Machination menu on their turn; once
    // loyalty cards are face up (2 players, level 3, G3-OP-7), only a revealed Traitor still may.
    const fm = cardOf(state, state.setup.machination);
    if (!state.machinationCompleted && fm.requirements !== null && (state.revealed === null || traitorSeat(state) === seat)) {
      asks.push({ kind: 'declare-machination', seat, table: false, secret: true, options: { requirements: activeLines(fm.requirements, state.setup.players.length) } });
    }
    // G3-CARD-DISINTEGRATION (003: 276–277): the current Challenge destroyed is defeated at once.
    if (slot?.card) asks.push(own('destroy-challenge', { level: slot.level, card: slot.card }));
    // G3-HELP-1…2: once the Plot is in play and the roles revealed, a loyal player may ask once a turn.
    if (state.rules.helping && state.help === null && loyalty?.[seat] === 'loyal' && helpersOf(state, seat).length > 0) asks.push(own('ask-help'));
    const helper = nextHelper(state);
    if (helper !== null) asks.push({ ...tableAsk('help', { to: seat, max: MAX_HAND }), seat: helper });
    // G3-PLAY-ATTACK: the table says when an attack is played, to be reminded whom it spares.
    asks.push(own('play-attack', { sparesLoyal: state.rules.loyalAttacksHarmless && loyalty?.[seat] === 'loyal' }));
    asks.push(own('end-turn', { lineUp: true }));
    if (state.revealed !== null) {
      // G3-CARD-DISINTEGRATION: once the loyalty cards are face up, any player still in (engine reading T-4: the Traitor too).
      const seats = state.setup.players.flatMap((_, s) => (!state.out.includes(s) ? [s] : []));
      if (seats.length > 0) asks.push(tableAsk('destroy-player', { seats }));
    }
  }
  // G3-CARD-DOOMSDAY: the table counts the cards under the Doomsday Clock while it is current.
  if (state.clock !== null) asks.push(tableAsk('clock-count', { max: CLOCK_FULL }));
  asks.push(tableAsk('deck-count', { max: MAX_DECK }), tableAsk('deck-ran-out'));
  return asks;
}

/**
 * The asks `viewer` may see, by allow-list (the shared board: `'public'`): its own asks whole; no
 * other seat's secret ask; every other ask with its options when the table may take it.
 */
export function asksFor(state: GameState, viewer: Seat | 'public'): Ask[] {
  return asked(state).flatMap((ask): Ask[] => {
    if (viewer !== 'public' && ask.seat === viewer) return [structuredClone(ask)];
    if (ask.secret) return [];
    const seen: Ask = { kind: ask.kind, seat: ask.seat, table: ask.table, secret: false };
    if (ask.app) seen.app = true;
    if (ask.options && (ask.table || ask.app)) seen.options = structuredClone(ask.options);
    return [seen];
  });
}

/** Who may record `event`: `table` (the shared device) and/or the seat named in it; the deal only the app. */
function checkRecorder(actor: Actor, event: GameEvent): void {
  switch (event.type) {
    case 'deal':
      if (actor.kind !== 'app') fail('G3-SET-5', 'app-deals', 'the app deals the loyalty cards and the Plots');
      return;
    case 'machination-completed':
      // B.10, G3-OP-6: declared from the private menu only (a table recording it would say who the Traitor is).
      fail('G3-FM-3', 'declare-privately', 'the Foul Machination is declared from the private menu on the player\'s own turn');
      return;
    case 'help-given':
      // G3-HELP-2: the app draws the helper's card (the `help` action), as it deals.
      fail('G3-HELP-2', 'app-draws', 'the app draws the helper\'s random card: give the hand size');
      return;
    case 'contributed':
    case 'challenge-defeated':
    case 'challenge-destroyed':
    case 'help-requested':
    case 'help-declined':
    case 'attack-played':
    case 'plot-defeated':
    case 'super-villain-defeated':
    case 'turn-ended':
      if (actor.kind === 'table') return;
      if (actor.kind === 'seat' && actor.seat === event.seat) return;
      fail('REC-EVENT', 'not-yours', 'this step is the active player\'s, or the table\'s for them');
      return;
    default:
      if (actor.kind !== 'table') fail('REC-EVENT', 'table-only', 'the table records this step');
  }
}

function applied(state: GameState, events: GameEvent[]): Acted {
  let next = state;
  const consequences: Consequence[] = [];
  for (const event of events) {
    const done = apply(next, event);
    next = done.state;
    consequences.push(...done.consequences);
  }
  return { state: next, events, consequences, own: null };
}

/**
 * Takes one action of `actor` (see the file comment).
 * @param randomInt uniform integer in [0, n): the deal (the app's from crypto randomness)
 * @throws RuleError naming the rule when the action is refused (nothing changed)
 */
export function act(state: GameState, actor: Actor, action: Action, randomInt?: RandomInt): Acted {
  if (action === null || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string') fail('REC-FORMAT', 'action-object', 'an action is an object with a type');
  if (state.phase === 'over') fail('REC-EVENT', 'game-over', 'the game is over: no more actions');
  switch (action.type) {
    case 'deal':
      if (actor.kind !== 'app') fail('G3-SET-5', 'app-deals', 'the app deals the loyalty cards and the Plots');
      if (!randomInt) throw new TypeError('act: the deal needs a randomInt');
      return applied(state, [dealEvent(state, randomInt)]);
    case 'record':
      if (action.event === null || typeof action.event !== 'object') fail('REC-FORMAT', 'event-object', 'an event must be an object with a type');
      checkRecorder(actor, action.event);
      return applied(state, [action.event]);
    case 'help': {
      const seat = action.seat;
      if (actor.kind === 'app' || (actor.kind === 'seat' && actor.seat !== seat)) fail('REC-EVENT', 'not-yours', 'a helper gives their own card, or the table for them');
      if (!randomInt) throw new TypeError('act: the help needs a randomInt');
      const hand = action.hand;
      // The hand is checked by the reducer (REC-FORMAT bad-hand) before the draw's result matters.
      const card = typeof hand === 'number' && Number.isInteger(hand) && hand >= 1 && hand <= MAX_HAND ? randomInt(hand) + 1 : 1;
      return applied(state, [{ type: 'help-given', seat, hand, card }]);
    }
    case 'declare-machination': {
      if (actor.kind !== 'seat') fail('G3-FM-3', 'declare-privately', 'the Foul Machination is declared from the private menu on the player\'s own turn');
      const seat = actor.seat;
      // The same checks for every player (G3-FM-3 turn, G3-OP-5 lines); only then does being the Traitor matter.
      const cards = checkMachinationCards(state, seat, action.cards);
      if (traitorSeat(state) !== seat) return { state, events: [], consequences: [], own: { machination: 'nothing-happens' } };
      return applied(state, [{ type: 'machination-completed', seat, cards }]);
    }
    default:
      return fail('REC-FORMAT', 'action-type', `unknown action "${String((action as { type: unknown }).type)}"`, { type: String((action as { type: unknown }).type) });
  }
}
