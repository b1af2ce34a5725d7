/**
 * The engine's consequences (every one public, types.ts `Consequence`) as sentences for the
 * announcer (B.10 "Announced"): each new Challenge read aloud, cards contributed with the
 * counters, a Challenge defeated, the Foul Machination completed, the Traitor revealed, the Plot
 * joining, everyone else loyal, the changed rules, the 2-player level 3 reveal, the end and the
 * winner with the final reveal. Before the reveal no sentence names anyone loyal or Traitor
 * (G3-PLAY-NAMES): no consequence before it carries a loyalty card.
 */
import { msg, str } from '@lit/localize';
import type { CardData, CardView, Consequence, GameEvent, GameState, PublicView, Seat, UndoneEvent } from '../engine.ts';
import { cardOf, traitorSeat, undoneEvent } from '../engine.ts';

/** A card as a sentence needs it (the engine's card data, or a view's card). */
export type CardLike = Pick<CardData, 'id' | 'name' | 'nameEn' | 'level' | 'effect' | 'requirements' | 'power'>;

/**
 * What the sentences of the consequences need to know: the one-device app's state
 * ({@link stateContext}), or a room device's public view and the card data its snapshot carries
 * ({@link viewContext}). Public facts only (the Traitor once revealed).
 */
export interface TextContext {
  players: readonly string[];
  /** A card by id. */
  card(id: string): CardLike;
  /** The card of the Challenge stack's `level`, once turned face up. */
  stackCard(level: 1 | 2 | 3): string | null;
  /** The Traitor's seat once revealed (for the end and the reveal), else `null`. */
  traitor: Seat | null;
}

/** The context of the one-device app's state. */
export function stateContext(state: GameState): TextContext {
  return {
    players: state.setup.players,
    card: (id) => cardOf(state, id),
    stackCard: (level) => state.stack.find((s) => s.level === level)?.card ?? null,
    traitor: traitorSeat(state),
  };
}

/** The context of a room device: its public view after the change and the cards its snapshot carries. */
export function viewContext(view: Omit<PublicView, 'viewer'>, cards: readonly CardView[] = []): TextContext {
  const known = new Map<string, CardLike>();
  const add = (card: CardView | null | undefined) => {
    if (card) known.set(card.id, card);
  };
  add(view.machination.card);
  for (const slot of view.stack) add(slot.card);
  add(view.current?.card);
  add(view.plot?.card);
  for (const card of cards) add(card);
  return {
    players: view.players,
    card: (id) => known.get(id) ?? { id, name: id, nameEn: null, level: null, effect: null, requirements: null, power: null },
    stackCard: (level) => view.stack.find((s) => s.level === level)?.card?.id ?? null,
    traitor: view.traitor,
  };
}
import { cardName, effectLine, cardsCount, counterText, loyaltyList, powerText, requirementText, rulesText, winnerText } from './traitor-text.ts';

/** A Challenge read aloud (003: 66–67): its name and level, effect, requirements and Power. */
export function challengeReadAloud(card: CardLike): string {
  const parts = [msg(str`${cardName(card)}, level ${card.level ?? '?'}.`)];
  parts.push(effectLine(card));
  parts.push(
    card.requirements === null
      ? msg('Its requirements are not entered yet.')
      : msg(str`To defeat it, contribute: ${card.requirements.map(requirementText).join('; ')}.`),
  );
  parts.push(powerText(card.power));
  return parts.join(' ');
}

/**
 * One consequence as a sentence, from the state after the change (names, cards), or a room
 * device's {@link TextContext}.
 * @returns `''` for a consequence said otherwise (the deal: the private turns follow)
 */
export function consequenceText(source: GameState | TextContext, c: Consequence): string {
  const ctx = 'catalogue' in source ? stateContext(source) : source;
  const who = (seat: number) => ctx.players[seat] ?? '?';
  const name = (id: string) => cardName(ctx.card(id));
  switch (c.kind) {
    case 'dealt':
      return msg(str`The app dealt a loyalty card and a Plot to each of the ${c.players} players.`);
    case 'card-entered':
      return msg(str`Card data entered and kept for later games: ${name(c.card)}.`);
    case 'challenge-revealed':
      return msg(str`Challenge turned face up: ${challengeReadAloud(ctx.card(c.card))}`);
    case 'contributed': {
      const id = ctx.stackCard(c.level);
      const reqs = (id === null ? null : ctx.card(id).requirements) ?? [];
      const counters = reqs.map((r, i) => counterText(r, c.filled[i] ?? 0, c.needed[i] ?? 0)).join('; ');
      const done = c.complete ? ' ' + msg('Every required card is in: the Power can be paid.') : '';
      return msg(str`${who(c.seat)} contributed ${cardsCount(c.cards.length)}. ${counters}.`) + done;
    }
    case 'challenge-defeated': {
      const next = c.nextAtEndOfTurn ? ' ' + msg('The next Challenge is turned face up at the end of this turn.') : '';
      return msg(str`${who(c.seat)} defeated ${name(c.card)}: the ${cardsCount(c.destroyed)} contributed to it are destroyed and its effect ends.`) + next;
    }
    case 'turn':
      return msg(str`Turn ${c.turn}: ${who(c.seat)} plays.`);
    case 'machination-completed':
      return msg(str`${who(c.seat)} completed the Foul Machination ${name(c.card)}.`);
    case 'traitor-revealed':
      return msg(str`${who(c.seat)} turns over their loyalty card: ${who(c.seat)} is the Traitor.`);
    case 'plot-joined':
      return msg(str`The Plot of ${who(c.seat)}, ${name(c.card)}, joins the Challenges. The loyal players must defeat it too.`) + ' ' + powerText(c.power);
    case 'loyalty-revealed': {
      const list = loyaltyList(ctx.players, c.loyalty);
      if (c.why === 'machination') {
        const traitor = c.loyalty.indexOf('traitor');
        const others = ctx.players.filter((_, i) => i !== traitor);
        return msg(str`Everyone else turns over their loyalty card and is loyal from now on: ${others.join(', ')}.`);
      }
      if (c.why === 'level-3') return msg(str`The level 3 Challenge came before the Foul Machination: both players turn over their loyalty cards. ${list}.`);
      if (c.why === 'clock') return msg(str`The Doomsday Clock's hands have gone full circle: every loyalty card is turned over. ${list}.`);
      return msg(str`Final reveal of the loyalty cards: ${list}.`);
    }
    case 'rules-changed':
      return msg(str`The rules change: ${rulesText(c.rules)}`);
    case 'super-villains':
      return msg(str`Two loyal players: add the ${c.count} Super-Villains of cost 10 or more from the base game, shuffled face down; turn the top one face up and resolve its First Appearance attack.`);
    case 'plot-defeated':
      return msg(str`${who(c.seat)} defeated the Plot ${name(c.card)}.`);
    case 'super-villain-defeated':
      return msg(str`${who(c.seat)} defeated a Super-Villain. Super-Villains left: ${c.left}.`);
    case 'deck-count':
      return msg(str`Main deck: ${cardsCount(c.count)}.`);
    case 'clock':
      return c.destroyed > 0
        ? msg(str`Doomsday Clock: ${c.count} of 12 cards under it. The 12 cards under it are destroyed.`)
        : msg(str`Doomsday Clock: ${c.count} of 12 cards under it.`);
    case 'player-destroyed':
      return msg(str`${who(c.seat)} is destroyed and out of the game.`);
    case 'challenge-destroyed': {
      const next = c.nextAtEndOfTurn ? ' ' + msg('The next Challenge is turned face up at the end of this turn.') : '';
      return msg(str`${who(c.seat)} destroyed ${name(c.card)} with Disintegration: it counts as defeated, with no cards contributed and no Power paid, and is removed from the game.`) + next;
    }
    case 'help-requested':
      return msg(str`${who(c.seat)} asks for help. In turn, each may add one random card from their hand: ${c.helpers.map(who).join(', ')}.`);
    case 'help-given':
      return c.card === undefined
        ? msg(str`${who(c.seat)} helps ${who(c.to)} with one random card from their hand, drawn by the app: ${who(c.to)} plays it, using its effect and its Power.`)
        : msg(str`${who(c.seat)} helps ${who(c.to)} with card ${c.card} of the ${c.hand} in their hand, counted from the left, drawn by the app: ${who(c.to)} plays it, using its effect and its Power.`);
    case 'help-declined':
      return msg(str`${who(c.seat)} does not help.`);
    case 'help-returned':
      return msg(str`End of the turn: the cards given in help go back to their owners' discard piles: ${c.seats.map(who).join(', ')}. The helpers draw no card to replace them.`);
    case 'line-up-added':
      return c.deck === null
        ? msg(str`${who(c.seat)} bought or gained no card from the line-up: add the top card of the main deck to the line-up.`)
        : msg(str`${who(c.seat)} bought or gained no card from the line-up: add the top card of the main deck to the line-up. Main deck: ${cardsCount(c.deck)}.`);
    case 'attack':
      return c.sparesLoyal
        ? msg(str`${who(c.seat)} plays an attack: it does not affect loyal players, even if ${who(c.seat)} wants it to.`)
        : msg(str`${who(c.seat)} plays an attack.`);
    case 'undone':
      return msg(str`Undone: ${undonePhrase(ctx.players, c.event)}.`);
    case 'game-over': {
      const traitor = ctx.traitor;
      return msg('Game over.') + ' ' + winnerText(c.winner, c.reason, traitor === null ? null : who(traitor));
    }
  }
}

/**
 * The last result (core/last-result.ts) as the screens keep showing it: each of its consequences
 * in the very sentence announced of it, in order; `''` before the first result.
 */
export function resultText(source: GameState | TextContext, results: readonly Consequence[]): string {
  return results
    .map((c) => consequenceText(source, c))
    .filter(Boolean)
    .join(' ');
}

/** What the board shows of the Traitor's reveal (G3-REVEAL-1…3), left out of its shorter form. */
const REVEAL_ON_THE_BOARD: ReadonlySet<Consequence['kind']> = new Set(['machination-completed', 'plot-joined', 'loyalty-revealed', 'rules-changed']);

/**
 * The last result's shorter form, for a phone's first screen with 175% or 200% text (the
 * platform's last-result.ts): cards contributed without the counters (the board shows them); the
 * Traitor's reveal as who the Traitor is, without the Foul Machination, the Plot, the loyalty
 * cards and the changed rules (the board shows them: the whole of it takes two screens of a
 * 360 × 740 phone); every other result as {@link resultText} says it.
 */
export function shortResultText(source: GameState | TextContext, results: readonly Consequence[]): string {
  const ctx = 'catalogue' in source ? stateContext(source) : source;
  const reveal = results.some((c) => c.kind === 'traitor-revealed');
  return results
    .filter((c) => !(reveal && REVEAL_ON_THE_BOARD.has(c.kind)))
    .map((c) => (c.kind === 'contributed' ? msg(str`${ctx.players[c.seat] ?? '?'} contributed ${cardsCount(c.cards.length)}.`, { id: 'tr-contributed-short' }) : consequenceText(source, c)))
    .filter(Boolean)
    .join(' ');
}

/**
 * What the table must do at once because of `consequences`, as one sentence each (the same as
 * their announcement), to show on the page while the step waits: the top card of the main deck
 * joins the line-up (G3-PLAY-LINEUP), an attack spares loyal players (G3-PLAY-ATTACK, after the
 * reveal), the helper's card drawn (G3-HELP-2, where this device got it). `''` when none.
 */
export function reminderText(source: GameState | TextContext, consequences: readonly Consequence[]): string {
  return consequences
    .filter((c) => c.kind === 'line-up-added' || (c.kind === 'attack' && c.sparesLoyal) || (c.kind === 'help-given' && c.card !== undefined))
    .map((c) => consequenceText(source, c))
    .join(' ');
}

/**
 * One recorded event of the table as a short phrase, for undo and redo ("Undone: Ann contributed 3
 * cards."), from the state before it (names, cards). Every event but the deal is public; the deal
 * is never undone, and is said without its content.
 */
export function eventText(state: GameState, event: GameEvent): string {
  if (event.type === 'deal') return msg('the secret deal');
  return undonePhrase(state.setup.players, undoneEvent(state, event));
}

/**
 * An event in public terms (core/undo.ts `UndoneEvent`: what a room's devices get of an undone
 * event) as {@link eventText}'s phrase, with `players`' names.
 */
export function undonePhrase(players: readonly string[], event: UndoneEvent): string {
  const who = event.seat === null ? '' : (players[event.seat] ?? '?');
  const count = event.count ?? 0;
  const card = event.card ? cardName(event.card) : null;
  switch (event.type) {
    case 'deal':
      return msg('the secret deal');
    case 'card-entered':
      return msg(str`the card data of ${card ?? '?'} entered`);
    case 'challenge-revealed':
      return msg(str`${card ?? '?'} turned face up`);
    case 'contributed':
      return msg(str`${who} contributed ${cardsCount(count)}`);
    case 'challenge-defeated':
      return msg(str`${who} defeated ${card ?? msg('the Challenge')}`);
    case 'plot-defeated':
      return msg(str`${who} defeated the Plot`);
    case 'super-villain-defeated':
      return msg(str`${who} defeated a Super-Villain`);
    case 'machination-completed':
      return msg(str`${who} completed the Foul Machination`);
    case 'turn-ended':
      return msg(str`${who} ended the turn`);
    case 'deck-count':
      return msg(str`the main deck counted: ${cardsCount(count)}`);
    case 'deck-ran-out':
      return msg('the main deck ran out');
    case 'player-destroyed':
      return msg(str`${who} destroyed by Disintegration`);
    case 'challenge-destroyed':
      return msg(str`${who} destroyed the Challenge with Disintegration`);
    case 'help-requested':
      return msg(str`${who} asked for help`);
    case 'help-given':
      return msg(str`${who}'s help card`);
    case 'help-declined':
      return msg(str`${who} declined to help`);
    case 'attack-played':
      return msg(str`${who}'s attack`);
    case 'clock-count':
      return msg(str`the Doomsday Clock counted: ${cardsCount(count)}`);
  }
}
