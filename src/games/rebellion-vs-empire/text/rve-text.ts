/**
 * The sentences of Rebellion vs Empire's app, in the page's language (@lit/localize `msg()`;
 * Polish names from the seed 002 and other-games.md A.0). Sentences name a district, a card or a
 * token by its words, never by colour or position alone. Polish sentences list names after a colon
 * ("obok: Kapitol, Ministerstwo Pokoju") so that no name has to be declined.
 *
 * Only the Rebellion's private screen passes hidden faces to these functions (the `rebellion`
 * view); every other caller passes the public view, whose hidden cards are `card: null`.
 */
import { msg, str } from '@lit/localize';
import type { CardId, District, GameView, DistrictView, MissionId, MissionInPlay, MissionKey, Side, Slot, Suit, Token, CardView } from '../engine.ts';
import { faceOf, moveResult } from '../engine.ts';
import type { MoveResult } from '../engine.ts';
import { listText, plural } from '../../../platform/i18n/words.ts';
import { currentLocale } from '../../../platform/i18n/locale.ts';
import { storageProblemText as platformStorageProblemText } from '../../../platform/storage/storage-text.ts';

/** The game's name. */
export function gameTitle(): string {
  return msg('Rebellion vs Empire');
}

/** A district's name, as a title: "Ministry of Truth". */
export function districtName(d: District): string {
  switch (d) {
    case 'ministry-of-plenty':
      return msg('Ministry of Plenty');
    case 'ministry-of-peace':
      return msg('Ministry of Peace');
    case 'capitol':
      return msg('Capitol');
    case 'police-headquarters':
      return msg('Police Headquarters');
    case 'ministry-of-truth':
      return msg('Ministry of Truth');
  }
}

/** A district's short name, for the board strip's caption under its token: "Truth". */
export function districtShortName(d: District): string {
  switch (d) {
    case 'ministry-of-plenty':
      return msg('Plenty', { id: 'rve-short-plenty' });
    case 'ministry-of-peace':
      return msg('Peace', { id: 'rve-short-peace' });
    case 'capitol':
      return msg('Capitol');
    case 'police-headquarters':
      return msg('Police', { id: 'rve-short-police' });
    case 'ministry-of-truth':
      return msg('Truth', { id: 'rve-short-truth' });
  }
}

/** A district's name inside an English sentence ("the Capitol"); in Polish the name itself. */
export function theDistrict(d: District): string {
  return msg(str`the ${districtName(d)}`, { id: 'rve-the-district' });
}

/** A suit's name (G2-COMP-1); "Coup" is the suit, never the Coup d'État mission (A.0). */
export function suitName(s: Suit): string {
  switch (s) {
    case 'intelligence':
      return msg('Intelligence');
    case 'coup':
      return msg('Coup');
    case 'riots':
      return msg('Riots');
    case 'supplies':
      return msg('Supplies');
  }
}

/** A card's face: "Riots 5", or "Feint" (G2-COMP-2). */
export function cardName(id: CardId): string {
  const face = faceOf(id);
  if (face.feint) return msg('Feint');
  return msg(str`${suitName(face.suit)} ${face.value}`, { id: 'rve-card' });
}

/** A power token's name (A.5). */
export function tokenName(t: Token): string {
  switch (t) {
    case 'surveillance':
      return msg('Surveillance');
    case 'destroy':
      return msg('Destroy');
    case 'redirect':
      return msg('Redirect');
    case 'blockade':
      return msg('Blockade');
  }
}

/** What a token does, in one short sentence (A.5). */
export function tokenHelp(t: Token): string {
  switch (t) {
    case 'surveillance':
      return msg('Reveal one hidden played card (a Feint is then destroyed).');
    case 'destroy':
      return msg('Destroy one played card.');
    case 'redirect':
      return msg('Send one played card to any district of the row.');
    case 'blockade':
      return msg('No card may be assigned to one district this round.');
  }
}

/** A side's name. */
export function sideName(side: Side): string {
  return side === 'rebellion' ? msg('Rebellion') : msg('Empire');
}

/** "Ann (Rebellion)": a player with their side, or the side alone when no names were given. */
export function playerText(view: Pick<GameView, 'players'>, side: Side): string {
  const name = view.players?.[side];
  return name ? msg(str`${name} (${sideName(side)})`, { id: 'rve-player' }) : sideName(side);
}

/** A described mission's name (A.6). */
export function describedMissionName(key: MissionKey): string {
  switch (key) {
    case 'revolution':
      return msg('Revolution');
    case 'espionage':
      return msg('Espionage');
    case 'civil-disobedience':
      return msg('Civil Disobedience');
    case 'rising-political-influence':
      return msg('Rising Political Influence');
    case 'entrenched-organizers':
      return msg('Entrenched Organizers');
    case 'coup-d-etat':
      return msg("Coup d'État");
    case 'coordinated-plot':
      return msg('Coordinated Plot');
    case 'sleeper-cell':
      return msg('Sleeper Cell');
  }
}

/** A described mission's condition (A.6), as a short sentence. */
export function missionCondition(key: MissionKey, capitolVariant: boolean): string {
  switch (key) {
    case 'revolution':
      return capitolVariant
        ? msg('The total value of the stack is at least 21 (at least 25 in the Capitol).')
        : msg('The total value of the stack is at least 21.');
    case 'espionage':
      return msg('Intelligence total at least 4 and Riots total at least 4.');
    case 'civil-disobedience':
      return msg('Coup total at least 8 and not a single Riots card.');
    case 'rising-political-influence':
      return msg('At least 3 revealed cards of one suit.');
    case 'entrenched-organizers':
      return msg('Riots total greater than Supplies total, and Supplies total at least 3.');
    case 'coup-d-etat':
      return msg('At least one card of each suit.');
    case 'coordinated-plot':
      return msg('At least 3 cards of the same value.');
    case 'sleeper-cell':
      return msg('4 cards of consecutive values (2, 3, 4, 5 or 3, 4, 5, 6).');
  }
}

/** A mission in play's name: a described one's, or the name the table typed (G2-MIS-UNKNOWN). */
export function missionName(missions: readonly MissionInPlay[], id: MissionId): string {
  const m = missions.find((x) => x.id === id);
  if (!m) return id;
  return m.table === null ? describedMissionName(m.id) : m.table.name;
}

/** "second from the left" (1-based position in the current row). */
export function positionText(position: number): string {
  switch (position) {
    case 1:
      return msg('first from the left');
    case 2:
      return msg('second from the left');
    case 3:
      return msg('third from the left');
    case 4:
      return msg('fourth from the left');
    default:
      return msg('fifth from the left');
  }
}

/** "1 hidden card", "2 hidden cards", "no hidden card". */
export function hiddenCards(n: number): string {
  if (n === 0) return msg('no hidden card');
  return plural(n, {
    one: () => msg(str`${n} hidden card`, { id: 'rve-hidden-cards.one' }),
    few: () => msg(str`${n} hidden cards`, { id: 'rve-hidden-cards.few' }),
    many: () => msg(str`${n} hidden cards`, { id: 'rve-hidden-cards.many' }),
    other: () => msg(str`${n} hidden cards`, { id: 'rve-hidden-cards.other' }),
  });
}

/** "1 revealed card", "2 revealed cards" (n > 0). */
export function revealedCards(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} revealed card`, { id: 'rve-revealed-cards.one' }),
    few: () => msg(str`${n} revealed cards`, { id: 'rve-revealed-cards.few' }),
    many: () => msg(str`${n} revealed cards`, { id: 'rve-revealed-cards.many' }),
    other: () => msg(str`${n} revealed cards`, { id: 'rve-revealed-cards.other' }),
  });
}

/** "1 card", "5 cards", "no cards". */
export function cardCount(n: number): string {
  if (n === 0) return msg('no cards');
  return plural(n, {
    one: () => msg(str`${n} card`, { id: 'rve-cards.one' }),
    few: () => msg(str`${n} cards`, { id: 'rve-cards.few' }),
    many: () => msg(str`${n} cards`, { id: 'rve-cards.many' }),
    other: () => msg(str`${n} cards`, { id: 'rve-cards.other' }),
  });
}

/** A played card's place in front of the marker: "hidden card 1", "the revealed card". */
export function slotName(slot: Slot): string {
  switch (slot) {
    case 'hidden-1':
      return msg('hidden card 1');
    case 'hidden-2':
      return msg('hidden card 2');
    case 'hidden-3':
      return msg('hidden card 3');
    case 'revealed':
      return msg('the revealed card');
  }
}

/** A played card as the viewer sees it: "hidden card 1", "the revealed card, Riots 5", "hidden card 2, revealed: Coup 4". */
export function playedCardText(c: CardView): string {
  if (c.card === null) return slotName(c.slot);
  if (c.slot === 'revealed') return msg(str`${slotName(c.slot)}, ${cardName(c.card)}`, { id: 'rve-played-revealed' });
  if (c.revealed) return msg(str`${slotName(c.slot)}, revealed: ${cardName(c.card)}`, { id: 'rve-played-surveilled' });
  return msg(str`${slotName(c.slot)} (yours: ${cardName(c.card)})`, { id: 'rve-played-own' });
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** What a district meets, in the viewer's words (G2-MIS-VIEW, G2-OP-1): "Espionage", "nothing yet". */
function meetsText(view: GameView, d: DistrictView, own: boolean): string {
  const names = d.missions.flatMap((m) => {
    const status = own ? m.rebellion : m.public;
    const name = missionName(view.missions, m.mission);
    if (status === 'met') return [name];
    if (status === 'met-unless-hidden') return [msg(str`${name} (by the revealed cards; a hidden card could change this)`, { id: 'rve-met-unless-hidden' })];
    return [];
  });
  return names.length === 0 ? msg('nothing yet') : listText(names);
}

/**
 * A district as a screen reader walks the board, without its name (the heading
 * says it): "second from the left, next to the Capitol and the Ministry of Peace; 2 revealed
 * cards: Coup 5, Riots 3; 1 hidden card; meets: nothing yet". With `own` (the Rebellion's private
 * screen only) the hidden cards are named and "meets" is the Rebellion's own reckoning.
 */
export function districtDetails(view: GameView, d: DistrictView, own = false): string {
  const neighbours = d.neighbours.filter((n): n is District => n !== null).map(theDistrict);
  const parts: string[] = [];
  const where = neighbours.length === 0 ? positionText(d.position) : msg(str`${positionText(d.position)}, next to ${listText(neighbours)}`, { id: 'rve-next-to' });
  parts.push(where);
  const revealed = d.stack.filter((c) => c.revealed && c.card !== null).map((c) => cardName(c.card!));
  parts.push(revealed.length === 0 ? msg('no revealed card') : msg(str`${revealedCards(revealed.length)}: ${revealed.join(', ')}`, { id: 'rve-revealed-list' }));
  const hidden = d.stack.filter((c) => !c.revealed);
  if (own && hidden.length > 0) parts.push(msg(str`${hiddenCards(hidden.length)}: ${hidden.map((c) => cardName(c.card!)).join(', ')}`, { id: 'rve-hidden-list' }));
  else parts.push(hiddenCards(d.hidden));
  parts.push(own ? msg(str`meets, with your hidden cards: ${meetsText(view, d, true)}`, { id: 'rve-meets-own' }) : msg(str`meets: ${meetsText(view, d, false)}`, { id: 'rve-meets' }));
  if (d.inArea) parts.push(msg('in the action area'));
  if (d.blockaded) parts.push(msg('under Blockade this round'));
  return parts.join('; ');
}

/** The whole district sentence, name first (for announcements and tests). */
export function districtSentence(view: GameView, d: DistrictView, own = false): string {
  return `${districtName(d.district)}, ${districtDetails(view, d, own)}`;
}

/** "Round 3" or "Round 8: the Final Showdown" (G2-FINAL-1). */
export function roundText(view: Pick<GameView, 'round' | 'final'>): string {
  return view.final ? msg(str`Round ${view.round}: the Final Showdown`, { id: 'rve-round-final' }) : msg(str`Round ${view.round}`, { id: 'rve-round' });
}

/** "Rebel deck: 14 cards. The Rebellion's hand: 5 cards." */
export function deckText(view: GameView): string {
  return msg(str`Rebel deck: ${cardCount(view.deck.count)}. The Rebellion's hand: ${cardCount(view.hand.count)}.`, { id: 'rve-deck' });
}

/** "Surveillance: available" / "Destroy: used" (a word, not a colour). */
export function tokenStateText(t: Token, available: boolean): string {
  return available ? msg(str`${tokenName(t)}: available`, { id: 'rve-token-available' }) : msg(str`${tokenName(t)}: used`, { id: 'rve-token-used' });
}

/** The winner's sentence (G2-END-1, G2-END-2, G2-CAPITOL-2). */
export function winnerText(view: GameView): string {
  const n = view.liberated.length;
  if (view.winner === 'rebellion') {
    if (view.capitolVariant && view.liberated.some((l) => l.district === 'capitol') && n < 3) return msg(str`${playerText(view, 'rebellion')} wins: the Capitol is liberated.`, { id: 'rve-win-capitol' });
    return msg(str`${playerText(view, 'rebellion')} wins: ${n} districts liberated.`, { id: 'rve-win-rebellion' });
  }
  return msg(str`${playerText(view, 'empire')} wins: the Final Showdown is over with ${n} of 3 districts liberated.`, { id: 'rve-win-empire' });
}

/** A liberation, for the board and announcements: "The Ministry of Truth is liberated by Espionage (round 4); shown: Riots 5." */
export function liberationText(view: GameView, l: Pick<GameView['liberated'][number], 'district' | 'mission' | 'round' | 'proof'>): string {
  const mission = missionName(view.missions, l.mission);
  const shown = l.proof.length === 0 ? msg('no card shown') : msg(str`shown: ${l.proof.map(cardName).join(', ')}`, { id: 'rve-shown' });
  return capitalize(msg(str`${theDistrict(l.district)} is liberated by ${mission} (round ${l.round}); ${shown}.`, { id: 'rve-liberated' }));
}

/**
 * "Ann (Rebellion) chooses the action area." — what happens next, from the engine's public ask:
 * its kind (`area`, `play`, `power`, `assign`, `liberate` for a proof, `confirm`, `end-check`), or
 * `claim` for the public `liberate` ask that offers claims by a table-entered mission ({@link askKey}).
 */
export function nextText(view: GameView, kind: string | undefined): string {
  const rebellion = playerText(view, 'rebellion');
  const empire = playerText(view, 'empire');
  switch (kind) {
    case 'area':
      return msg(str`${rebellion} chooses the action area: two districts next to each other.`, { id: 'rve-next-area' });
    case 'play':
      return view.final
        ? msg(str`${rebellion} plays the last three cards, in private: the Final Showdown, no action area.`, { id: 'rve-next-play-final' })
        : msg(str`${rebellion} plays three cards, in private: two hidden and one revealed.`, { id: 'rve-next-play' });
    case 'power':
      return view.actions.length === 0
        ? msg(str`${empire} uses a first power token.`, { id: 'rve-next-power-1' })
        : msg(str`${empire} uses a second power token.`, { id: 'rve-next-power-2' });
    case 'assign':
      return msg(str`${rebellion} assigns the cards left in front of the marker to districts.`, { id: 'rve-next-assign' });
    case 'liberate':
      return msg(str`Liberation check: ${rebellion} proves a liberation, in private.`, { id: 'rve-next-liberate' });
    case 'claim':
      return msg(str`Liberation check: ${rebellion} may claim a district by a mission card the table entered (choosing in private which hidden cards to show), or end the check.`, {
        id: 'rve-next-claim',
      });
    case 'end-check':
      return msg(str`Liberation check: ${rebellion} ends the check.`, { id: 'rve-next-end-check' });
    case 'confirm':
      return msg(str`${empire} accepts or rejects the claim.`, { id: 'rve-next-confirm' });
    default:
      return view.winner ? winnerText(view) : '';
  }
}

/** The key of an ask for {@link nextText}: its kind, or `claim` for a public (optional) `liberate` ask, a claim by a table-entered mission. */
export function askKey(ask: { kind: string; secret: boolean }): string {
  return ask.kind === 'liberate' && !ask.secret ? 'claim' : ask.kind;
}

/**
 * The claim waiting for the Empire (G2-MIS-UNKNOWN), as the shared screen shows it: "Ann
 * (Rebellion) claims that the Ministry of Truth meets Printed card: its condition. Shown: Riots 5."
 */
export function claimText(view: GameView): string {
  return view.claim ? claimSentence(view, view.claim) : '';
}

/** The sentence of `claim` ({@link claimText}), with the names of `view`. */
function claimSentence(view: GameView, claim: NonNullable<GameView['claim']>): string {
  const m = view.missions.find((x) => x.id === claim.mission);
  const condition = m?.table ? m.table.condition : m ? missionCondition(m.id as MissionKey, view.capitolVariant) : '';
  const shown = claim.revealed.length === 0 ? msg('No card shown.') : msg(str`Shown: ${listText(claim.revealed.map(cardName))}.`, { id: 'rve-claim-shown' });
  return `${msg(str`${playerText(view, 'rebellion')} claims that ${theDistrict(claim.district)} meets ${missionName(view.missions, claim.mission)}: ${condition}`, { id: 'rve-claim' })} ${shown}`;
}

/**
 * Where the game is, for Alt+W: the round, what comes next, the districts liberated and the
 * tokens available (public facts only).
 */
export function whereText(view: GameView, next: string): string {
  return [view.winner ? winnerText(view) : `${roundText(view)}.`, view.winner ? '' : next, liberatedCountText(view), tokensText(view), deckText(view)]
    .filter(Boolean)
    .join(' ');
}

/** "Districts liberated: 1 of 3." (G2-END-1). */
export function liberatedCountText(view: Pick<GameView, 'liberated'>): string {
  return msg(str`Districts liberated: ${view.liberated.length} of 3.`, { id: 'rve-where-liberated' });
}

/** "The Empire's tokens available: Surveillance, Destroy." or "The Empire's tokens: all used." (G2-REFRESH). */
export function tokensText(view: Pick<GameView, 'tokens'>): string {
  const tokens = view.tokens.filter((t) => t.available).map((t) => tokenName(t.token));
  return tokens.length === 0 ? msg("The Empire's tokens: all used.") : msg(str`The Empire's tokens available: ${listText(tokens)}.`, { id: 'rve-where-tokens' });
}

/**
 * A district of the board strip, for screen readers: "Ministry of Truth: 3 cards; in the action
 * area; under Blockade this round." or "Capitol: liberated." (public facts only).
 */
export function stripDistrictText(d: Pick<DistrictView, 'district' | 'stack' | 'inArea' | 'blockaded'> | null, liberated: District | null): string {
  if (liberated !== null) return msg(str`${districtName(liberated)}: liberated.`, { id: 'rve-strip-liberated' });
  const parts = [cardCount(d!.stack.length)];
  if (d!.inArea) parts.push(msg('in the action area'));
  if (d!.blockaded) parts.push(msg('under Blockade this round'));
  return `${districtName(d!.district)}: ${parts.join('; ')}.`;
}

/** The board strip's standing, as shown: "Liberated: 1 of 3" (G2-END-1). */
export function stripLiberatedText(n: number): string {
  return msg(str`Liberated: ${n} of 3`, { id: 'rve-strip-liberated-count' });
}

/** The board strip's standing, as shown: "Empire holds: 4" (the districts not liberated, G2-END-2). */
export function stripEmpireText(n: number): string {
  return msg(str`Empire holds: ${n}`, { id: 'rve-strip-empire' });
}

/** The board strip's deck, as shown: "Deck: 13" (G2-DRAW, G2-FINAL-1). */
export function stripDeckText(n: number): string {
  return msg(str`Deck: ${n}`, { id: 'rve-strip-deck' });
}

/** The missions in play, for the setup announcement: "Revolution, Espionage, …". */
export function missionsList(view: GameView): string {
  return listText(view.missions.map((m) => missionName(view.missions, m.id)));
}

/** "The row, left to right: the Capitol, …". */
export function rowText(view: GameView): string {
  return msg(str`The row, left to right: ${listText(view.row.map((d) => theDistrict(d.district)))}.`, { id: 'rve-row' });
}

/** The Blockade's sentence. */
function blockadeText(d: District): string {
  return msg(str`Blockade on ${theDistrict(d)}: no card may be assigned there this round.`, { id: 'rve-did-blockade' });
}

/**
 * What an accepted event changed, as announced to the table: built from the public views before
 * and after it and the event's public fields only (slots, districts, tokens; never a hidden card),
 * so it can be spoken on the shared screen. Then what happens next. A move's sentence is
 * {@link resultText} of what it did (core/last-result.ts `moveResult`), the one the screens keep
 * showing as the last result.
 */
export function eventText(before: GameView, after: GameView, event: { type: string; token?: Token; slot?: Slot; district?: District; districts?: District[]; cards?: { slot: Slot; district: District }[] }): string {
  if (event.type === 'shuffle') {
    const parts = [
      msg(str`New game: ${playerText(after, 'rebellion')} against ${playerText(after, 'empire')}.`, { id: 'rve-did-start' }),
      rowText(after),
      msg(str`Missions in play: ${missionsList(after)}.`, { id: 'rve-did-missions' }),
    ];
    if (after.winner) parts.push(winnerText(after));
    return parts.join(' ');
  }
  return resultText(after, moveResult(before, after, event));
}

/**
 * What a move did (core/last-result.ts), as announced: "Surveillance: hidden card 2 is Riots 5."
 * `view` gives the names (the players, the missions in play) and, for a move that ended the game,
 * the winner: the public view after the move, or any later one.
 */
export function resultText(view: GameView, result: MoveResult): string {
  const event = result.event;
  const parts: string[] = [];
  switch (event.type) {
    case 'area':
      if (result.area) parts.push(msg(str`Action area: ${listText(result.area.map(theDistrict))}.`, { id: 'rve-did-area' }));
      break;
    case 'play': {
      const play = result.play ?? { hidden: 0, revealed: null };
      parts.push(
        play.revealed
          ? msg(str`${playerText(view, 'rebellion')} played ${hiddenCards(play.hidden)} and revealed ${cardName(play.revealed)}.`, { id: 'rve-did-play' })
          : msg(str`${playerText(view, 'rebellion')} played ${hiddenCards(play.hidden)}.`, { id: 'rve-did-play-hidden' }),
      );
      break;
    }
    case 'power': {
      const slot = event.slot!;
      switch (event.token) {
        case 'surveillance':
          parts.push(
            result.face
              ? msg(str`Surveillance: ${slotName(slot)} is ${cardName(result.face)}.`, { id: 'rve-did-surveillance' })
              : msg(str`Surveillance: ${slotName(slot)} was a Feint; it is destroyed.`, { id: 'rve-did-surveillance-feint' }),
          );
          break;
        case 'destroy':
          parts.push(
            result.face
              ? msg(str`Destroy: ${slotName(slot)}, ${cardName(result.face)}, is destroyed.`, { id: 'rve-did-destroy-face' })
              : msg(str`Destroy: ${slotName(slot)} is destroyed, unseen.`, { id: 'rve-did-destroy' }),
          );
          break;
        case 'redirect':
          parts.push(msg(str`Redirect: ${slotName(slot)} goes to ${theDistrict(event.district!)}.`, { id: 'rve-did-redirect' }));
          break;
        case 'blockade':
          parts.push(blockadeText(event.district!));
          break;
      }
      break;
    }
    case 'assign':
      parts.push(
        (event.cards ?? []).length === 0
          ? msg('No card was left to assign.')
          : msg(str`Assigned: ${listText((event.cards ?? []).map((c) => msg(str`${slotName(c.slot)} to ${theDistrict(c.district)}`, { id: 'rve-assigned-one' })))}.`, { id: 'rve-did-assign' }),
      );
      break;
    case 'liberate':
      if (result.claim) parts.push(claimSentence(view, result.claim));
      else if (result.liberated) parts.push(liberationText(view, result.liberated));
      break;
    case 'confirm':
      if (result.answer?.accept && result.liberated) {
        parts.push(msg(str`${playerText(view, 'empire')} accepts the claim.`, { id: 'rve-did-accept' }), liberationText(view, result.liberated));
      } else if (result.answer) {
        parts.push(msg(str`${playerText(view, 'empire')} rejects the claim: ${theDistrict(result.answer.district)} is not liberated.`, { id: 'rve-did-reject' }));
      }
      break;
    case 'end-check':
      parts.push(msg('The liberation check is over.'));
      break;
  }
  const next = result.next;
  if (next) {
    if (next.refreshed) parts.push(msg("All four tokens were used: the Empire's tokens turn back to available."));
    if (next.final) parts.push(msg(str`${playerText(view, 'rebellion')} draws the last ${cardCount(next.drawn)}. ${roundText(next)}.`, { id: 'rve-did-final' }));
    else parts.push(msg(str`${playerText(view, 'rebellion')} draws ${cardCount(next.drawn)}. ${roundText(next)}.`, { id: 'rve-did-draw' }));
  }
  if (result.over && view.winner) parts.push(winnerText(view));
  return parts.join(' ');
}

/**
 * The rule a refused move or record breaks, as one sentence in the page's language, by its id
 * (core/errors.ts `RuleId`; the engine's own messages are English and name the details).
 */
export function ruleSentence(rule: string): string {
  switch (rule) {
    case 'G2-COMP-1':
      return msg('The Rebel deck holds each of its 24 cards once.');
    case 'G2-SET-1':
      return msg("Each side takes its own steps: the Rebellion's on the Rebellion's phone, the Empire's on the Empire's phone.");
    case 'G2-COMP-2':
      return msg('A Feint is always played hidden.');
    case 'G2-SET-2':
      return msg('The row holds each of the five districts once.');
    case 'G2-SET-3':
      return msg('The deck is shuffled once the row is laid and the missions are drawn.');
    case 'G2-SET-6':
      return msg('Revolution and three other, different mission cards are in play, drawn once the row is laid.');
    case 'G2-ROUND-1':
      return msg("A round follows its steps in order: the action area, three cards, the Empire's two actions, the assignment, the liberation check; nothing follows the end of the game.");
    case 'G2-ROUND-AREA':
      return msg('The action area is two districts next to each other in the row.');
    case 'G2-ROUND-PLAY':
      return msg('The Rebellion plays three different cards from its hand: two hidden and one revealed.');
    case 'G2-ROUND-EMPIRE':
      return msg('The Empire performs exactly two actions per round.');
    case 'G2-ROUND-ASSIGN':
      return msg('Each card left in front of the marker is assigned once, to a district of the action area.');
    case 'G2-TOKEN-SCOPE':
      return msg('A power token acts on a card still in front of the action-area marker.');
    case 'G2-TOKEN-ONCE':
      return msg('A token on its used side cannot be used again until all four turn back.');
    case 'G2-TOKEN-SURV':
      return msg('Surveillance reveals a hidden card.');
    case 'G2-TOKEN-REDIRECT':
      return msg('Redirect sends a card to a district still in the row.');
    case 'G2-TOKEN-BLOCK':
      return msg('The Blockade goes on a district of the action area, and no card may be assigned there this round.');
    case 'G2-LIB-1':
      return msg('A district is liberated by a mission in play that its stack meets; a district that meets a described mission is proved by it.');
    case 'G2-LIB-3':
      return msg('Every district that meets a mission is liberated before the check ends.');
    case 'G2-LIB-5':
      return msg("A proof shows hidden cards of the district's own stack, each once, and they must prove the mission.");
    case 'G2-LIB-7':
      return msg('A liberated district is set aside: no card goes there and it is not liberated again.');
    case 'G2-MIS-UNKNOWN':
      return msg('A mission card the rules do not describe is entered with its printed name and condition, only when the table draws the printed cards; a claim by it waits for the Empire to accept or reject it.');
    case 'G2-FINAL-2':
      return msg('In the Final Showdown no action area is chosen.');
    case 'G2-FINAL-3':
      return msg('In the Final Showdown the Blockade goes on a district of the row.');
    case 'G2-CAPITOL-1':
      return msg('In the Capitol variant the Capitol is in the middle of the row.');
    case 'G2-OP-3':
      return msg('Civil Disobedience and Entrenched Organizers are proved by showing every hidden card of the stack.');
    case 'G2-OP-5':
      return msg('This table does not redirect a card into the blockaded district.');
    case 'G2-OP-8':
      return msg('Every card left in front of the marker is assigned.');
    case 'REC-EVENT':
      return msg('An event or the setup is not of the expected shape.');
    case 'REC-FORMAT':
      return msg('A record of this game is a JSON object with "format": "rebellion-vs-empire-record/1", its setup and its list of events.');
    default:
      return msg('This breaks a rule of the game.');
  }
}

/**
 * The sentence of a refusal whose code says more than its rule's sentence (`code`: the engine's
 * RuleError code, a room refusal's `reason`), or null for the rule's own.
 */
function codeSentence(code: string | undefined): string | null {
  switch (code) {
    case 'same-name':
    case 'name-duplicate': // the room server's (server/input.ts), under G2-SET-1 too
      return msg('The two players need different names.');
    case 'name-length':
    case 'name-characters':
    case 'player-name':
      // The room server's other refusals of a name (G2-SET-1): not the sides' sentence of G2-SET-1.
      return msg('This breaks a rule of the game.');
    case 'not-asked':
      return msg('Nobody is asked for this now: the game waits for another step.');
    case 'must-act':
      return msg('The Empire must perform two actions this round: it may not pass.');
    case 'in-stack':
    case 'destroyed':
      return msg("A power token never acts on a card already in a district's stack or destroyed: only on the cards still in front of the action-area marker.");
    case 'table-only':
      return msg('Only the table device undoes a step.');
    case 'nothing-to-undo':
      return undoRefusalText('nothing');
    case 'deal-kept':
      return undoRefusalText('deal');
    case 'play-answered':
      return undoRefusalText('play-answered');
    default:
      return null;
  }
}

/**
 * A refusal of the engine as one sentence: "A Feint is always played hidden." `code`: the
 * RuleError's code or the room refusal's reason. The sentence never names the rule id: the error
 * carries it (`rule`) for tests and logs.
 */
export function ruleErrorText(error: { rule: string; code?: string }): string {
  return codeSentence(error.code) ?? ruleSentence(error.rule);
}

/**
 * What an undo took back, as announced: "Undone: the action area, the Capitol and the Ministry of
 * Truth." Built from the event's public fields only and never naming a card's face: a card the
 * undone event had revealed (the played card, Surveillance, a proof) may be hidden again, or back
 * in the hand, in the state the table returns to. `view` is the public view after the undo (for
 * names); `round` is the round before the undo (a message says so when the undo goes back a round).
 */
export function undoneText(
  view: GameView,
  round: number,
  event: { type: string; token?: Token; slot?: Slot; district?: District; districts?: District[]; cards?: { slot: Slot; district: District }[]; mission?: MissionId; accept?: boolean },
): string {
  const to = (slot: Slot, d: District): string => msg(str`${slotName(slot)} to ${theDistrict(d)}`, { id: 'rve-assigned-one' });
  let sentence: string;
  switch (event.type) {
    case 'area':
      sentence = msg(str`Undone: the action area, ${listText((event.districts ?? []).map(theDistrict))}.`, { id: 'rve-undone-area' });
      break;
    case 'play':
      sentence = msg(str`Undone: the play of ${playerText(view, 'rebellion')}; the cards are back in the hand.`, { id: 'rve-undone-play' });
      break;
    case 'power': {
      const target =
        event.token === 'blockade' ? theDistrict(event.district!) : event.token === 'redirect' ? to(event.slot!, event.district!) : slotName(event.slot!);
      sentence = msg(str`Undone: ${tokenName(event.token!)}, ${target}.`, { id: 'rve-undone-power' });
      break;
    }
    case 'assign':
      sentence =
        (event.cards ?? []).length === 0
          ? msg('Undone: the end of the round.')
          : msg(str`Undone: the assignment, ${listText((event.cards ?? []).map((c) => to(c.slot, c.district)))}.`, { id: 'rve-undone-assign' });
      break;
    case 'liberate': {
      const mission = missionName(view.missions, event.mission!);
      sentence = event.mission!.startsWith('table-')
        ? msg(str`Undone: the claim on ${theDistrict(event.district!)} by ${mission}.`, { id: 'rve-undone-claim' })
        : msg(str`Undone: the liberation of ${theDistrict(event.district!)} by ${mission}.`, { id: 'rve-undone-liberate' });
      break;
    }
    case 'confirm':
      sentence = event.accept ? msg("Undone: the Empire's acceptance of the claim.") : msg("Undone: the Empire's rejection of the claim.");
      break;
    case 'end-check':
      sentence = msg('Undone: the end of the liberation check.');
      break;
    default:
      sentence = msg('Undone: the last move.');
  }
  return round !== view.round ? `${sentence} ${msg(str`Back to ${roundText(view)}.`, { id: 'rve-undone-round' })}` : sentence;
}

/** Why the last move cannot be undone now (core/undo.ts). */
export function undoRefusalText(refusal: 'nothing' | 'deal' | 'play-answered'): string {
  switch (refusal) {
    case 'nothing':
      return msg('Nothing to undo.');
    case 'deal':
      return msg('Nothing to undo: the deal is never undone. Start a new game to deal again.');
    case 'play-answered':
      return msg("Nothing more to undo: the Rebellion's cards stay played once the Empire has acted on them.");
  }
}

/**
 * A saved game in the list: "Ann (Rebellion) against Bob (Empire). Last played 26 Nov 2026, 20:56.
 * Districts liberated: 1 of 3. In progress." (players: Rebellion first, as storage/replay.ts keeps them).
 */
export function savedGameText(game: { players: string[]; updatedAt: number; successes: number; winner: string | null }): string {
  const date = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(game.updatedAt);
  const [rebellion = '', empire = ''] = game.players;
  const who = msg(str`${rebellion} (Rebellion) against ${empire} (Empire).`, { id: 'rve-saved-who' });
  const status =
    game.winner === 'rebellion' ? msg('Over: the Rebellion won.') : game.winner === 'empire' ? msg('Over: the Empire won.') : msg('In progress.');
  return `${who} ${msg(str`Last played ${date}. Districts liberated: ${game.successes} of 3.`, { id: 'rve-saved-when' })} ${status}`;
}

/** What a storage failure means for the players, in one sentence (the game goes on in this page; the platform's storageProblemText). */
export function storageProblemText(error: unknown): string {
  return platformStorageProblemText(error, (message) => msg(str`That saved game cannot be read: ${message}`, { id: 'rve-storage-corrupt' }));
}
