/**
 * The sentences of private screens: the reveal's cards, the sealed vote and card, what
 * the Inquisitor and the Trapper's leader see. Only the private turns use them, so they load
 * with those (start-up budget, docs/performance.md). Sentences for different roles are built to
 * be equally long, so overheard speech gives nothing away.
 */
import { msg, str } from '@lit/localize';
import type { Role, Seat, SeenAs } from '../engine.ts';
import { ownRolePhrase, seenPhrase } from './role-text.ts';
import { avalon } from './table-names.ts';
export { loyaltyCardPhrase } from './loyalty-text.ts';

/**
 * One card of the card-passing reveal (R-REV-2), as one phrase: "Card 2 of 5: Bob is not a spy."
 * For every role the phrases of a turn have the same number and, in English, the same length
 * ("is a spy too." / "is not a spy." / ": role hidden."; "You are a spy, not resistance." /
 * "You are resistance, not a spy."), so that speech overheard gives nothing away.
 */
export function revealPhrase(
  players: readonly string[],
  entry: { seat: Seat; self: boolean; answer: 'spy' | 'not-spy' | 'unknown' | 'seen'; role?: Role; as?: SeenAs },
  position: number,
  total: number,
): string {
  const card = msg(str`Card ${position} of ${total}:`);
  let what: string;
  if (entry.role) {
    // Role modules: the own role, then what the knowledge table says of each seat.
    return `${card} ${ownRolePhrase(entry.role, entry.answer === 'spy' ? 'spies' : 'resistance')}`;
  }
  if (entry.answer === 'seen') {
    return `${card} ${seenPhrase(players[entry.seat]!, entry.as)}`;
  }
  if (avalon()) {
    // Under Avalon's names: as long as each other too ("is a minion of Mordred too." / "is not a minion of Mordred.").
    const name = players[entry.seat]!;
    what = entry.self
      ? entry.answer === 'spy'
        ? msg('You are a minion of Mordred, not a loyal servant of Arthur.')
        : entry.answer === 'not-spy'
          ? msg('You are a loyal servant of Arthur, not a minion of Mordred.')
          : msg('The app does not hold your card.')
      : entry.answer === 'spy'
        ? msg(str`${name} is a minion of Mordred too.`)
        : entry.answer === 'not-spy'
          ? msg(str`${name} is not a minion of Mordred.`)
          : msg(str`${name}: role hidden.`);
  } else if (entry.self) {
    what =
      entry.answer === 'spy'
        ? msg('You are a spy, not resistance.')
        : entry.answer === 'not-spy'
          ? msg('You are resistance, not a spy.')
          : msg('The app does not hold your card.');
  } else {
    const name = players[entry.seat]!;
    what =
      entry.answer === 'spy'
        ? msg(str`${name} is a spy too.`)
        : entry.answer === 'not-spy'
          ? msg(str`${name} is not a spy.`)
          : msg(str`${name}: role hidden.`);
  }
  return `${card} ${what}`;
}

/** What the Trapper's leader sees of the card set aside (R-TRP-2); "Success" and "Fail" only differ. */
export function setAsideText(card: 'success' | 'fail' | 'reverse' | 'chief-fail'): string {
  if (card === 'chief-fail') return msg('The card you set aside: Chief Fail. It is not revealed or counted; you may talk about it, never show it.');
  if (card === 'reverse') return msg('The card you set aside: Reverse. It is not revealed or counted; you may talk about it, never show it.');
  return card === 'fail'
    ? msg('The card you set aside: Fail. It is not revealed or counted; you may talk about it, never show it.')
    : msg('The card you set aside: Success. It is not revealed or counted; you may talk about it, never show it.');
}

/** The sealed-vote confirmation of a private vote turn (R-VOTE-1). */
export function sealedVoteText(approve: boolean): string {
  return approve
    ? msg('Your vote is sealed: Approve. All votes are revealed at once when everyone has voted.')
    : msg('Your vote is sealed: Reject. All votes are revealed at once when everyone has voted.');
}

/**
 * The sealed-card confirmation of a private mission turn, the same step for every player: the
 * card played, and the reminder of R-MIS-2 that a resistance player's Fail is played as Success,
 * said for the mission cards of this game (`cards`, core/steps.ts `cardsOfGame` or the card ask's
 * `missionCards`: with Chief Fail cards, R-HUN-MIS; with Reverse cards, R-REVS-2).
 */
export function sealedCardText(played: 'success' | 'fail' | 'reverse' | 'chief-fail', cards: readonly string[]): string {
  const chiefFail = cards.includes('chief-fail');
  const reverser = cards.includes('reverse');
  const card =
    played === 'success'
      ? msg('Your card is sealed: Success.')
      : played === 'fail'
        ? msg('Your card is sealed: Fail.')
        : played === 'chief-fail'
          ? msg('Your card is sealed: Chief Fail.')
          : msg('Your card is sealed: Reverse.');
  const rule = chiefFail
    ? msg('Resistance players must play Success; only a Spy Chief may play Chief Fail, and a Spy Chief never plays Fail: any other choice was played as Success.')
    : reverser
      ? avalon()
        ? msg('Loyal servants of Arthur must play Success; only Reversers may play Reverse, and the Evil Reverser never plays Fail: any other choice was played as Success.')
        : msg('Resistance players must play Success; only Reversers may play Reverse, and the Spy Reverser never plays Fail: any other choice was played as Success.')
      : avalon()
        ? msg('Loyal servants of Arthur must play Success, so a Fail chosen by a loyal servant of Arthur was played as Success.')
        : msg('Resistance players must play Success, so a Fail chosen by a resistance player was played as Success.');
  return card + ' ' + rule;
}

/**
 * The Reverser line of a player's own card (R-REVS-1), told to every player when the module is
 * on: "You are a Reverser." / "You're no Reverser." (as long as each other).
 */
export function reverserPhrase(isReverser: boolean): string {
  return isReverser ? msg('You are a Reverser.') : msg("You're no Reverser.");
}

/**
 * Keeping a Close Eye on You: the mission card of the team member looked at. "Success" and "Fail"
 * are the only words that differ, as in the other private sentences.
 */
export function missionCardSeenText(target: string, card: 'success' | 'fail' | 'reverse' | 'chief-fail'): string {
  if (card === 'chief-fail') return msg(str`Mission card of ${target}: Chief Fail. You may talk about it, never show it.`);
  if (card === 'reverse') return msg(str`Mission card of ${target}: Reverse. You may talk about it, never show it.`);
  return card === 'fail'
    ? msg(str`Mission card of ${target}: Fail. You may talk about it, never show it.`)
    : msg(str`Mission card of ${target}: Success. You may talk about it, never show it.`);
}


/**
 * The reminder of R-MIS-2 above a passed phone's mission-card buttons, the same for every team
 * member, for the mission cards of this game (`cards`, core/steps.ts `cardsOfGame`: with Chief Fail
 * cards, R-HUN-MIS; with Reverse cards, R-REVS-2): a card a player may not play is played as
 * Success. The tap on a card ends the turn, so this is said before the choice.
 */
export function missionRuleText(cards: readonly string[]): string {
  if (cards.includes('chief-fail')) {
    return msg('Resistance players must play Success; only a Spy Chief may play Chief Fail, and a Spy Chief never plays Fail: any other choice is played as Success.');
  }
  if (cards.includes('reverse')) {
    return msg('Resistance players must play Success; only Reversers may play Reverse, and the Spy Reverser never plays Fail: any other choice is played as Success.');
  }
  return avalon()
    ? msg('Loyal servants of Arthur must play Success, so a Fail chosen by a loyal servant of Arthur is played as Success.')
    : msg('Resistance players must play Success, so a Fail chosen by a resistance player is played as Success.');
}
