/**
 * Words of the hidden-traitor expansion in the page's language: card names, card types
 * and keywords, requirement lines and their counters, loyalty cards, winners, the changed rules.
 * Polish terms are the seed's (003; other-games.md B.0): spiskowiec, lojalny, Spisek, Nieczysta
 * Machinacja, Wyzwanie, talia główna, Punkty Mocy, Superłotr, Bohater, Łotr, Ekwipunek, Supermoc…
 */
import { msg, str } from '@lit/localize';
import type { CardKind, Loyalty, PublicView, Requirement, Trait, Winner, EndReason, ChangedRules } from '../engine.ts';
import { SEED_CARDS } from '../core/cards.ts';
import { language } from '../../../platform/i18n/locale.ts';
import { byLanguage } from '../../../platform/i18n/languages.ts';
import { listFormat, plural } from '../../../platform/i18n/words.ts';

/** A card's name in the page's language: the printed (Polish) one in Polish, else the English name where known, else the printed one. */
export function cardName(card: { name: string; nameEn: string | null }): string {
  return byLanguage(language(), { en: card.nameEn ?? card.name, pl: card.name });
}

/** The shipped cards' effects in the page's language (the seed prints them in Polish, B.9). */
function seedEffect(id: string): string | null {
  switch (id) {
    case 'keene-act':
      return msg('Super Heroes cannot use their abilities.');
    case 'nixon':
      return msg('At the end of your turn, if you played no card with an attack, add the top card of the main deck to the line-up.');
    case 'heroes-are-your-puppets':
      return msg('If the Traitor plays the cards below in one turn, they add their Plot card to the Challenges.');
    case 'technological-breakthrough':
      return msg(
        'Traitor: each time you play an Equipment on your turn, destroy the top card of the main deck. Loyal players: each other loyal player may help you defeat this Challenge by adding a random card from their hand to the fight.',
      );
    default:
      return null;
  }
}

/**
 * A card's effect in the page's language: a shipped card's printed (Polish) text in Polish and
 * its translation otherwise; a text the table entered from its own card, as entered; `null`
 * when not entered yet.
 */
export function cardEffect(card: { id: string; effect: string | null }): string | null {
  if (card.effect === null) return null;
  const seed = SEED_CARDS.find((c) => c.id === card.id);
  if (!seed || seed.effect !== card.effect) return card.effect;
  // The printed text where the page's language is the seed's; its translation (the catalogue's) elsewhere.
  return byLanguage(language(), { en: seedEffect(card.id) ?? card.effect, pl: card.effect });
}

/** "Effect: …" in the page's language ({@link cardEffect}), or that it is not entered yet. */
export function effectLine(card: { id: string; effect: string | null }): string {
  const effect = cardEffect(card);
  return effect === null ? msg('Its effect is not entered yet.') : msg(str`Effect: ${effect}`);
}

/** A card type (B.0 Terms), singular. */
export function kindName(kind: CardKind): string {
  switch (kind) {
    case 'hero':
      return msg('Hero');
    case 'villain':
      return msg('Villain');
    case 'equipment':
      return msg('Equipment');
    case 'super-power':
      return msg('Super Power');
    case 'location':
      return msg('Location');
    case 'weakness':
      return msg('Weakness');
    case 'punch':
      return msg('Punch');
    case 'vulnerability':
      return msg('Vulnerability');
  }
}

/** A keyword a requirement may ask for (G3-CARD-RIOTS, G3-CARD-ALIEN). */
export function traitName(trait: Trait): string {
  switch (trait) {
    case 'attack':
      return msg('with an attack');
    case 'defense':
      return msg('with a defense');
    case 'guardians':
      return msg('a card of this expansion');
  }
}

/** "1 card", "3 cards" in the page's language. */
export function cardsCount(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} card`, { id: 'tr-cards.one' }),
    few: () => msg(str`${n} cards`, { id: 'tr-cards.few' }),
    many: () => msg(str`${n} cards`, { id: 'tr-cards.many' }),
    other: () => msg(str`${n} cards`, { id: 'tr-cards.other' }),
  });
}

/** What one card of a requirement line is: "Hero, cost 5 or less", "any card, cost 7 or more, with an attack or with a defense". */
export function requirementWhat(r: Requirement): string {
  const parts: string[] = [r.kinds === null ? msg('any card') : listFormat('disjunction').format(r.kinds.map(kindName))];
  if (r.costMin !== null && r.costMax !== null && r.costMin === r.costMax) parts.push(msg(str`cost ${r.costMin}`));
  else if (r.costMin !== null && r.costMax !== null) parts.push(msg(str`cost ${r.costMin} to ${r.costMax}`));
  else if (r.costMin !== null) parts.push(msg(str`cost ${r.costMin} or more`));
  else if (r.costMax !== null) parts.push(msg(str`cost ${r.costMax} or less`));
  if (r.traits !== null) parts.push(listFormat('disjunction').format(r.traits.map(traitName)));
  return parts.join(', ');
}

/** A requirement line as printed: "3 × Hero", with "(2–3 players only)" for a Foul Machination's first line (G3-FM-2). */
export function requirementText(r: Requirement): string {
  const line = `${r.count} × ${requirementWhat(r)}`;
  return r.fewPlayersOnly ? `${line} ${msg('(2–3 players only)')}` : line;
}

/** The counter of one requirement (G3-CH-ADD-5): "3 × Hero: 2 of 3 in". */
export function counterText(r: Requirement, filled: number, needed: number): string {
  return msg(str`${requirementText(r)}: ${filled} of ${needed} in`);
}

/** A loyalty card's name (B.0): "Traitor" / "Loyal". */
export function loyaltyName(loyalty: Loyalty): string {
  return loyalty === 'traitor' ? msg('Traitor') : msg('Loyal');
}

/**
 * The private screens' sentences of the deal and the menu (B.10: "the same shape, length and
 * timing for the Traitor and for loyal players"): each pair is worded so that the Traitor's and the
 * Loyal's sentence have the same number of characters and the same structure in both languages
 * (mostly the same words in another order, "X, not Y" like The Resistance's "You are a spy, not
 * resistance." / "You are resistance, not a spy."), so that a listener overhearing the speech
 * cannot tell them apart by their length. test/games/traitor/private-text.test.ts and the browser
 * test compare them.
 */
export function loyaltySentence(loyalty: Loyalty): string {
  const other: Loyalty = loyalty === 'traitor' ? 'loyal' : 'traitor';
  return msg(str`Your loyalty card: ${loyaltyName(loyalty)}, not ${loyaltyName(other)}.`);
}

/** The goal of a loyalty card (G3-GOAL-1, G3-GOAL-2) and what the Plot is for (G3-PLOT-1): equal in length for both (see {@link loyaltySentence}). */
export function goalSentence(loyalty: Loyalty): string {
  return loyalty === 'traitor'
    ? msg('Your goal: the main deck runs out before every Challenge is defeated. Your Plot is to be brought in with the Foul Machination, not kept secret.')
    : msg('Your goal: every Challenge is defeated before the main deck runs out. Your Plot is to be kept secret, not brought in with the Foul Machination.');
}

/** What a declaration from the private menu did (G3-OP-6): equal in length for both (see {@link loyaltySentence}). */
export function declaredSentence(traitor: boolean): string {
  return traitor
    ? msg('Declared: you are the Traitor, so your reveal follows. Hide the screen and play on.')
    : msg('Declared: you are not the Traitor, so nothing happens. Hide the screen and play on.');
}

/** Every seat's loyalty card: "Ann: Loyal, Bob: Traitor and Cid: Loyal". */
export function loyaltyList(players: readonly string[], loyalty: readonly Loyalty[]): string {
  return listFormat('conjunction').format(players.map((p, i) => `${p}: ${loyaltyName(loyalty[i] ?? 'loyal')}`));
}

/** The Power to pay: "Power to pay: 11." or that it is not entered yet (G3-CARD-UNKNOWN). */
export function powerText(power: number | null): string {
  return power === null ? msg('Power to pay: not entered yet (it is on the card).') : msg(str`Power to pay: ${power}.`);
}

/** The changed rules after a reveal (G3-REVEAL-3, G3-PLAY-ATTACK, G3-HELP-1). */
export function rulesText(rules: ChangedRules): string {
  const lines: string[] = [];
  if (rules.loyalAttacksHarmless) lines.push(msg('Attacks played by loyal players no longer affect loyal players, even if their player wants them to.'));
  if (rules.helping) lines.push(msg('Loyal players may help each other: on their turn a loyal player may ask, and each other loyal player in turn may add one random card from their hand.'));
  return lines.join(' ');
}

/** Who won and why (G3-END-1, G3-END-2, G3-OP-2). */
export function winnerText(winner: Winner, reason: EndReason, traitor: string | null): string {
  if (winner === 'loyal') return msg('The loyal players win: every Challenge is defeated.');
  if (winner === 'traitor') {
    return traitor === null ? msg('The Traitor wins: the main deck ran out.') : msg(str`The Traitor, ${traitor}, wins: the main deck ran out.`);
  }
  return reason === 'deck-out' ? msg('Nobody wins: the main deck ran out before the loyal players defeated every Challenge.') : msg('Nobody wins.');
}

/** The level of a Challenge: "level 2". */
export function levelText(level: 1 | 2 | 3): string {
  return msg(str`level ${level}`);
}

/** Whose turn it is: "Turn 3: Bob plays.", "Ann takes the first turn.", "The game is over." */
export function turnText(v: Pick<PublicView, 'phase' | 'turn' | 'players' | 'active'>): string {
  return v.phase === 'over' ? msg('The game is over.') : v.turn === 0 ? msg(str`${v.players[v.active]} takes the first turn.`) : msg(str`Turn ${v.turn}: ${v.players[v.active]} plays.`);
}

/** A place of the Challenge stack: "Level 1: face down.", "Level 2: Nixon, in play.", "Level 1: Keene Act, defeated." (G3-SET-8, G3-CH-1). */
export function stackSlotText(slot: PublicView['stack'][number]): string {
  const name = slot.card ? cardName(slot.card) : '';
  if (slot.status === 'face-down') return msg(str`Level ${slot.level}: face down.`);
  if (slot.status === 'current') return msg(str`Level ${slot.level}: ${name}, in play.`);
  return msg(str`Level ${slot.level}: ${name}, defeated.`);
}

/** The board strip's caption under a level's token: "Level 2". */
export function stripLevelText(level: 1 | 2 | 3): string {
  return msg(str`Level ${level}`, { id: 'tr-strip-level' });
}

/** The board strip's caption under the Plot's token. */
export function stripPlotText(): string {
  return msg('Plot', { id: 'tr-strip-plot' });
}

/** The board strip's required cards of the current Challenge: "Cards: 5 of 11" (G3-CH-ADD-5). */
export function stripCardsText(filled: number, needed: number): string {
  return msg(str`Cards: ${filled} of ${needed}`, { id: 'tr-strip-cards' });
}

/** The board strip's Power still to pay: "Power: 11" (G3-CH-DEFEAT-1). */
export function stripPowerText(power: number): string {
  return msg(str`Power: ${power}`, { id: 'tr-strip-power' });
}

/** The board strip's main deck: "Deck: 23", or "Deck: ?" while not counted (G3-END-2). */
export function stripDeckText(deck: number | null): string {
  return deck === null ? msg('Deck: ?', { id: 'tr-strip-deck-unknown' }) : msg(str`Deck: ${deck}`, { id: 'tr-strip-deck' });
}

/** The board strip's loyalty cards once face up: "Traitor: Ann", or "No Traitor" (G3-REVEAL-1, G3-2P-2). */
export function stripTraitorText(traitor: string | null): string {
  return traitor === null ? msg('No Traitor', { id: 'tr-strip-no-traitor' }) : msg(str`Traitor: ${traitor}`, { id: 'tr-strip-traitor' });
}

/** The board strip's Doomsday Clock: "Clock: 5 of 12" (G3-CARD-DOOMSDAY). */
export function stripClockText(clock: number): string {
  return msg(str`Clock: ${clock} of 12`, { id: 'tr-strip-clock' });
}
