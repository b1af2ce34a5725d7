/**
 * The plot cards' sentences that the game's sentence files ask for (ui/module-ui.ts
 * `ModuleSentences`, through text/module-text.ts): what each plot event did, what the plot phase
 * asks first and next (R-PLOT-2), the cards played face up (R-PLOT-3), what undo took back, and
 * their refusals (R-PLOT-1 … R-PLOT-4), in English through `msg()` (Polish in xliff/pl.xlf). The
 * sentences themselves are in text.ts.
 */
import { msg, str } from '@lit/localize';
import type { ModuleSentences } from '../../ui/module-ui.ts';
import type { PlotCard } from './engine/types.ts';
import { plotCardName } from './card-names.ts';
import type { AnyConsequence } from '../../ui/module-ui.ts';
import type { Consequence } from '../../core/types.ts';
import { faceUpText, opinionVotesText, plotConsequenceText, plotNextStepText, plotUndoneText } from './text.ts';

/** A plot card's name from an error's `card` parameter (its id), or the id when unknown. */
function card(id: string | number | undefined): string {
  try {
    return plotCardName(String(id) as PlotCard) ?? String(id);
  } catch {
    return String(id);
  }
}

/** A plot event's consequence sentence (text.ts `plotConsequenceText`). */
function say(c: AnyConsequence, view: Parameters<typeof plotConsequenceText>[1], brief: boolean): string {
  return plotConsequenceText(c as Consequence, view, brief);
}

/** The plot cards' sentences asked through the UI list. */
export const plotModuleSentences: ModuleSentences = {
  id: 'plot',
  // Its names in the board's modules line (text/text.ts `modulesText`); none when off.
  names: (modules) => (modules.plot ? [msg('Plot cards (The Plot Thickens)')] : []),
  consequences: {
    'plot-drawn': say,
    'plot-given': say,
    'plot-used': say,
    'plot-passed': say,
  },
  // The plot phase opens a round (R-PLOT-2): what it asks is said after whatever led to it.
  phaseLead: { plot: plotNextStepText },
  nextStep: { plot: plotNextStepText },
  undone: {
    'plot-draw': plotUndoneText,
    'plot-give': plotUndoneText,
    'plot-use': plotUndoneText,
    'plot-pass': plotUndoneText,
  },
  // In the Spotlight's cards, face up (public by the rule, R-PLOT-3).
  missionCards: (c, view) => (c.outcome.faceUp.length > 0 ? faceUpText(view.players, c.outcome.faceUp) : ''),
  // The Opinion Makers' votes in a room's progress, face up (R-PLOT-3).
  progress: (progress, view) => opinionVotesText(view.players, progress.opinions ?? []),
  errors: {
    'plot-without-module': () => msg('Plot cards are used only with The Plot Thickens.'),
    'plot-card-unknown': (p) => msg(str`There is no plot card "${p.card}".`),
    'plot-deck-empty': (p) => msg(str`No ${card(p.card)} card is left in the plot deck.`),
    'plot-expected': () => msg('The leader must draw and hand out the plot cards first.'),
    'plot-draw-not-now': () => msg('Plot cards are drawn once, at the start of each round, before the team is chosen.'),
    'plot-draw-count': (p) => msg(str`The leader draws ${p.count} plot cards here, not ${p.given}.`),
    'plot-give-not-drawn': (p) => msg(str`Only a plot card the leader just drew can be handed out, and ${card(p.card)} was not drawn.`),
    'plot-give-keep': () => msg('Establish Confidence is the one card the leader plays on themself: it stays with the leader.'),
    'plot-give-self': (p) => msg(str`${p.player}, the leader, hands plot cards to other players, never to themself.`),
    'plot-seat': (p) => msg(str`${p.seat} is not a seat: seats are 0 to ${p.last}.`),
    'plot-pending': (p) => msg(str`${p.player} must resolve ${card(p.card)} first.`),
    'plot-permanent': (p) => msg(str`${card(p.card)} is not played: it is in effect for the rest of the game.`),
    'plot-not-held': (p) => msg(str`${p.player} has no ${card(p.card)} card.`),
    'plot-strong-leader-wait': () => msg('A Strong Leader was just used: the next one may be used only after the next vote.'),
    'plot-not-now': (p) => msg(str`${card(p.card)} cannot be used at this moment.`),
    'plot-chance-lost': (p) => msg(str`The chance of ${p.player} came before a player who already used a card at this moment, and is lost.`),
    'plot-target': (p) => msg(str`${card(p.card)} needs a player to act on.`),
    'plot-target-self': (p) => msg(str`${card(p.card)} cannot act on ${p.player} themself.`),
    'plot-target-team': (p) => msg(str`${p.player} is not on the team, so ${card(p.card)} cannot name them.`),
    'plot-target-seen': (p) => msg(str`${p.player} was already chosen with ${card(p.card)} on this mission: choose someone else.`),
    'plot-target-adjacent': (p) => msg(str`${p.player} is not seated directly beside the holder of ${card(p.card)}.`),
    'plot-take': (p) => msg(str`${p.player} has no such plot card in front of them to take.`),
    'face-up': (p) => msg(str`Give the face-up card of each player in the spotlight: ${p.players}.`),
    'face-up-count': () => msg('The face-up cards are among the cards revealed: their Fail and Reverse cards must be counted too.'),
    'plot-chance-open': (p) => msg(str`${p.player} first says whether they use ${card(p.card)}.`),
    'plot-opinion-first': (p) => msg(str`${p.player} holds Opinion Maker and votes first, face up.`),
    'plot-not-asked': (p) => msg(str`Only the holder asked now can let their chance with ${card(p.card)} go.`),
    'not-leader': () => msg('Only the leader draws the plot cards.'),
    'plot-draw-physical': () => msg('With the cardboard plot cards, record the cards the leader drew.'),
    'plot-drawn-by-app': () => msg('The app holds the plot cards: it draws them.'),
    'plot-by': () => msg('Say who uses the plot card.'),
  },
};
