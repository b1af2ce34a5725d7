/**
 * The sentences of The Plot Thickens (rules section 3, R-PLOT-1 … R-PLOT-5): card names and
 * effects, what each plot event did, and what happens next in the plot phase. The game's sentence
 * files reach them through the plot cards' `ModuleSentences` (../sentences.ts, ui/module-ui.ts),
 * their screens directly. It imports no sentence file that imports the game's UI list (only the
 * leaves outcome-text.ts and the platform's words), so the module's UI line can load it without an
 * import circle.
 */
import { msg, str } from '@lit/localize';
import { plotDrawCount } from './engine/plot.ts';
import type { Consequence, GameEvent, MissionChoice, PublicView, Seat } from '../../engine.ts';
import type { PlotCard } from './engine/index.ts';
import { listFormat } from '../../../../platform/i18n/words.ts';
import { voteTrackNews, winnerText } from '../../text/outcome-text.ts';

export { plotCardName } from './card-names.ts';
import { plotCardName } from './card-names.ts';

/** What the card does, as one sentence (R-PLOT-3 table). */
export function plotCardEffect(card: PlotCard): string {
  switch (card) {
    case 'overheard-conversation':
      return msg('Use at once: the player who gets it looks at the character card of a player seated directly beside them.');
    case 'opinion-maker':
      return msg('Permanent: its holder chooses and reveals their vote before the others choose theirs.');
    case 'establish-confidence':
      return msg('Use at once: the leader keeps it and shows their own character card to another player.');
    case 'open-up':
      return msg('Use at once: the player who gets it shows their character card to another player.');
    case 'no-confidence':
      return msg('One use: right after a team is approved, its holder may turn the approval into a rejection.');
    case 'keeping-a-close-eye':
      return msg('One use: after the mission cards are played, its holder looks at the card of one team member.');
    case 'strong-leader':
      return msg('One use: before the leader does anything, its holder may take the leadership.');
    case 'in-the-spotlight':
      return msg('One use: before the team chooses mission cards, its holder names a team member who plays face up.');
    case 'take-responsibility':
      return msg('Use at once: the player who gets it takes a plot card lying in front of another player.');
  }
}

/** "Ann: No Confidence, Opinion Maker; Bob: Strong Leader." or that nobody holds one. */
export function plotHeldText(view: PublicView): string {
  const held = view.plot?.held ?? [];
  if (held.length === 0) return msg('No plot card lies in front of a player.');
  const bySeat = new Map<Seat, PlotCard[]>();
  for (const { seat, card } of held) bySeat.set(seat, [...(bySeat.get(seat) ?? []), card]);
  const parts = [...bySeat.entries()]
    .sort(([a], [b]) => a - b)
    .map(([seat, cards]) => msg(str`${view.players[seat]!}: ${listFormat('conjunction').format(cards.map(plotCardName))}`));
  return msg(str`Plot cards in front of players: ${parts.join('; ')}.`);
}

/** The board's line on the deck: "Plot cards left in the deck: 12." */
export function plotDeckText(view: PublicView): string {
  return msg(str`Plot cards left in the deck: ${view.plot?.deckLeft ?? 0}.`);
}

/** "Face up: Cid played Fail." (In the Spotlight; public by the rule) */
export function faceUpText(players: readonly string[], faceUp: readonly { seat: Seat; card: MissionChoice }[]): string {
  return faceUp
    .map(({ seat, card }) => {
      const who = players[seat]!;
      return card === 'fail'
        ? msg(str`Face up, in the spotlight: ${who} played Fail.`)
        : card === 'reverse'
          ? msg(str`Face up, in the spotlight: ${who} played Reverse.`)
          : card === 'chief-fail'
            ? msg(str`Face up, in the spotlight: ${who} played Chief Fail.`)
            : msg(str`Face up, in the spotlight: ${who} played Success.`);
    })
    .join(' ');
}

/**
 * The Opinion Makers' votes, chosen and shown before the others vote (R-PLOT-3): "Opinion Maker:
 * Ann votes Approve, in the open."; `''` when none has voted yet.
 */
export function opinionVotesText(players: readonly string[], opinions: readonly { seat: Seat; approve: boolean }[]): string {
  if (opinions.length === 0) return '';
  const said = opinions.map(({ seat, approve }) =>
    approve ? msg(str`${players[seat]!} votes Approve, in the open.`) : msg(str`${players[seat]!} votes Reject, in the open.`),
  );
  return `${msg('Opinion Maker:')} ${said.join(' ')}`;
}

/** What happens next in the plot phase (R-PLOT-2), as one sentence. */
export function plotNextStepText(view: PublicView): string {
  const plot = view.plot!;
  const leader = view.players[view.leader]!;
  if (plot.pending) {
    return msg(str`Next: ${view.players[plot.pending.holder]!} resolves ${plotCardName(plot.pending.card)}.`);
  }
  if (!plot.drawnThisRound) {
    const count = Math.min(plotDrawCount(view.players.length), plot.deckLeft);
    return count === 1
      ? msg(str`Next: the leader, ${leader}, draws 1 plot card and hands it out.`)
      : msg(str`Next: the leader, ${leader}, draws ${count} plot cards and hands them out.`);
  }
  return msg(str`Next: ${leader} hands out ${plotCardName(plot.drawn[0]!)}.`);
}

/**
 * One sentence for a plot event's consequence (the announcer's text), without what the plot
 * phase asks next (the caller adds it: text.ts `consequenceText`, with the module's `phaseLead`).
 */
export function plotConsequenceText(c: Consequence, view: PublicView, brief: boolean): string {
  const players = view.players;
  switch (c.kind) {
    case 'plot-drawn': {
      const names = listFormat('conjunction').format(c.cards.map(plotCardName));
      return msg(str`${players[c.leader]!} drew ${names}.`);
    }
    case 'plot-given': {
      const to = players[c.to]!;
      const card = plotCardName(c.card);
      if (c.discarded) return msg(str`${to} gets ${card}, but nobody else has a plot card to take: it is discarded.`);
      if (c.card === 'establish-confidence') {
        return msg(str`${to}, the leader, keeps ${card} and now shows their character card to another player.`);
      }
      if (c.pending) return msg(str`${to} gets ${card} and uses it now.`) + ' ' + plotCardEffect(c.card);
      return msg(str`${to} gets ${card}; it stays face up in front of them.`);
    }
    case 'plot-used':
      return plotUsedText(c, view, brief);
    case 'plot-passed':
      return msg(str`${players[c.by]!} does not use ${plotCardName(c.card)}.`);
    default:
      return '';
  }
}

function plotUsedText(c: Extract<Consequence, { kind: 'plot-used' }>, view: PublicView, brief: boolean): string {
  const players = view.players;
  const by = players[c.by]!;
  const target = c.target === null ? '' : players[c.target]!;
  switch (c.card) {
    case 'overheard-conversation':
      return msg(str`${by} looks at the character card of ${target} (Overheard Conversation): they may talk about it, never show it.`);
    case 'establish-confidence':
      return msg(str`${by} shows their character card to ${target} (Establish Confidence).`);
    case 'open-up':
      return msg(str`${by} shows their character card to ${target} (Open Up).`);
    case 'take-responsibility':
      return msg(str`${by} takes ${plotCardName(c.take!)} from ${target} (Take Responsibility).`);
    case 'strong-leader':
      return msg(str`${by} uses Strong Leader and becomes the leader.`);
    case 'no-confidence': {
      const base = msg(str`${by} uses No Confidence: the approved team is rejected.`);
      if (c.winner) return base + ' ' + winnerText(c.winner);
      if (brief) return base + ' ' + msg(str`Vote track ${c.voteTrack}.`);
      return base + ' ' + voteTrackNews(c.voteTrack) + ' ' + msg(str`Next leader: ${players[c.leader]!}.`);
    }
    case 'in-the-spotlight':
      return msg(str`${by} uses In the Spotlight: ${target} plays their mission card face up.`);
    case 'keeping-a-close-eye':
      return msg(str`${by} uses Keeping a Close Eye on You and looks at the mission card of ${target}.`);
    default:
      return '';
  }
}

/** What undo took back of a plot event, as the start of a sentence. */
export function plotUndoneText(event: GameEvent, view: PublicView): string {
  const players = view.players;
  switch (event.type) {
    case 'plot-draw':
      return msg(str`Undone: the draw of ${listFormat('conjunction').format(event.cards.map(plotCardName))}.`);
    case 'plot-give':
      return msg(str`Undone: ${plotCardName(event.card)} handed to ${players[event.to]!}.`);
    case 'plot-use':
      return msg(str`Undone: ${players[event.by]!}'s use of ${plotCardName(event.card)}.`);
    case 'plot-pass':
      return msg(str`Undone: ${players[event.by]!} let their chance with ${plotCardName(event.card)} go.`);
    default:
      return '';
  }
}
