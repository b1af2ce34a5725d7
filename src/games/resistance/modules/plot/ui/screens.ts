/**
 * The plot cards' screens in the game's shared screens (The Plot Thickens, R-PLOT-1 … R-PLOT-5;
 * ui/module-ui.ts `ModuleScreens`): their section of the board, and in a room the table's and the
 * phones' parts: who holds which card, the leader's draw and hand-over (R-PLOT-2), the holder's
 * decision about a card (R-PLOT-3, R-PLOT-4; the table may take it for the holder), whom a phone
 * waits for (another holder, the Opinion Makers), its "Your turn" sentences and what the seat
 * learnt from plot cards (R-PLOT-5). Plot cards are face up: all but the looks is public.
 *
 * The one-device app's flows (the chances, the open votes, the private looks) are in
 * plot-flow.ts, loaded only for games with plot cards (the UI line's `appFlow`).
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import type { Ask, PublicView, Seat } from '../../../engine.ts';
import type { PlotCard } from '../engine/index.ts';
import { learntList } from '../../../ui/learnt-list.ts';
import type { ModuleScreens, RoomPartHost } from '../../../ui/module-ui.ts';
import type { SeatSnapshot, TableSnapshot } from '../../../room/protocol.ts';
import { nameList } from '../../../text/home-text.ts';
import { loyaltyCardPhrase } from '../../../text/loyalty-text.ts';
import { plotCardName, plotDeckText, plotHeldText } from '../text.ts';
import { plotHandover } from './plot-handover.ts';
import { plotChoiceMissingText, plotDecision } from './plot-decision.ts';

/** After the leader's phone draws or hands over a plot card: focus on the next card's first control (else "Now"). */
const NEXT_PLOT_HAND = '#phone-plot-hand select, #phone-plot-hand button';

/** The engine's public ask of `kind` that the table may take now, if any. */
function tableAsk(s: TableSnapshot, kind: string): Ask | undefined {
  return s.asks.find((a) => a.kind === kind && a.table);
}

/** This seat's own ask of `kind` now, if any. */
function ownAsk(s: SeatSnapshot, kind: string): Ask | undefined {
  return s.asks.find((a) => a.kind === kind && a.seat === s.seat);
}

/** The plot cards on the board, always readable (R-PLOT-1: face up once in play): who holds what, the deck, who looked at whom. */
function board(view: PublicView) {
  const plot = view.plot;
  if (!plot) return nothing;
  const names = (seat: number) => view.players[seat]!;
  return html`<h3 id="board-plot-heading">${msg('Plot cards')}</h3>
    <p id="board-plot-held">${plotHeldText(view)}</p>
    <p id="board-plot-deck">${plotDeckText(view)}</p>
    ${plot.looks.length > 0
      ? html`<ul id="board-plot-looks" aria-label=${msg('Character cards seen through plot cards')}>
          ${plot.looks.map((l) => html`<li>${msg(str`${names(l.by)} saw the character card of ${names(l.target)} (${plotCardName(l.via)}).`)}</li>`)}
        </ul>`
      : nothing}`;
}

/**
 * The table's part (R-PLOT-2): the table draws the leader's cards and hands each one over
 * (Establish Confidence stays with the leader); who holds which card; who decides about a card
 * now (on their own phone), or the decision the table may record for its holder.
 */
function tableSection(s: TableSnapshot, host: RoomPartHost) {
  const view = s.view;
  if (!view.plot) return nothing;
  return html`<div id="room-plot">
    <p id="room-plot-held">${plotHeldText(view)}</p>
    ${plotHandover({
      prefix: 'room',
      view,
      draw: tableAsk(s, 'plot-draw'),
      give: tableAsk(s, 'plot-give'),
      busy: host.busy,
      onDraw: () => void host.send('game:plot-draw', {}, '#room-plot-draw'),
      onGive: (index, card, to) => {
        if (to === null) host.fail(msg('Choose a player first.'), `#room-plot-give-${index}-to`);
        else void host.send('game:plot-give', { card, to }, `#room-plot-give-${index}-submit`);
      },
    })}
    ${s.plot ? html`<p id="room-plot-turn">${msg(str`${view.players[s.plot.seat]!} decides on their phone about ${plotCardName(s.plot.card)}.`)}</p>` : nothing}
    ${tableDecision(s, host)}
  </div>`;
}

/**
 * A plot card's decision the table may record for its holder (the engine's `plot-chance` or
 * `plot-resolve` ask with `table`: R-PLOT-3, R-PLOT-4), with the holder's phone's form.
 */
function tableDecision(s: TableSnapshot, host: RoomPartHost) {
  const ask = tableAsk(s, 'plot-resolve') ?? tableAsk(s, 'plot-chance');
  if (!ask || ask.seat === null) return nothing;
  const by = ask.seat;
  const card = ask.options!['card'] as PlotCard;
  return plotDecision({
    prefix: 'room',
    view: s.view,
    card,
    mustUse: ask.kind === 'plot-resolve',
    targets: (ask.options?.seats as Seat[] | undefined) ?? [],
    holder: s.view.players[by]!,
    choice: host.choice,
    error: host.error,
    busy: host.busy,
    onPick: (value) => host.setChoice(value, ''),
    onMissing: () => {
      host.setChoice(host.choice, plotChoiceMissingText(card));
      document.querySelector<HTMLInputElement>('input[name="room-plot-target"]')?.focus();
    },
    onUse: (use) => void host.send('game:plot-use', { ...use, by }, '#room-plot-use'),
    onPass: () => void host.send('game:plot-pass', { card, by }, '#room-plot-pass'),
  });
}

/**
 * A phone's part of "Now": the plot cards held, whom the seat waits for, and its own step: the
 * decision about a plot card (turn `'plot'`) or, as the leader, the draw and hand-over (turn
 * `'plot-hand'`).
 */
function phoneSection(s: SeatSnapshot, turn: string | null, host: RoomPartHost) {
  const board = s.board;
  if (!board.plot) return nothing;
  return html`<p id="phone-plot-held">${plotHeldText(board)}</p>
    ${phoneWait(s, board)} ${turn === 'plot' ? phoneDecision(s, host) : nothing}
    ${turn === 'plot-hand'
      ? plotHandover({
          prefix: 'phone',
          view: board,
          draw: ownAsk(s, 'plot-draw'),
          give: ownAsk(s, 'plot-give'),
          busy: host.busy,
          heading: msg('You lead: your plot cards'),
          onDraw: () => void host.send('game:plot-draw', {}, NEXT_PLOT_HAND),
          onGive: (index, card, to) => {
            if (to === null) host.fail(msg('Choose a player first.'), `#phone-plot-give-${index}-to`);
            else void host.send('game:plot-give', { card, to }, NEXT_PLOT_HAND);
          },
        })
      : nothing}`;
}

/**
 * Whom this seat waits for before its own step (public): another holder deciding about a plot
 * card (R-PLOT-4), or with secret votes the Opinion Makers, who vote first (R-PLOT-3).
 */
function phoneWait(s: SeatSnapshot, board: PublicView) {
  const turn = s.plotTurn;
  if (turn && turn.seat !== s.seat) {
    return html`<p id="phone-plot-turn">${msg(str`${board.players[turn.seat]!} decides on their phone about ${plotCardName(turn.card)}.`)}</p>`;
  }
  if (board.phase !== 'vote' || s.you.mustVote || s.you.vote !== null) return nothing;
  const voted = new Set((s.progress?.opinions ?? []).map((o) => o.seat));
  const makers = [...new Set((board.plot?.held ?? []).filter((h) => h.card === 'opinion-maker' && !voted.has(h.seat)).map((h) => h.seat))];
  return makers.length > 0
    ? html`<p id="phone-plot-turn">${msg(str`Opinion Maker: ${nameList(board.players, makers)} choose and reveal their votes first, before the others choose theirs.`)}</p>`
    : nothing;
}

declare module '../../../ui/flow.ts' {
  interface ModuleFlowKinds {
    /** The private look at a loyalty card (Overheard Conversation, Establish Confidence, Open Up; R-PLOT-5). */
    'plot-look': true;
  }
  interface ModuleFlowShapes {
    /** Keeping a Close Eye on You, after the team played in secret: the holders' chances, in turn. */
    'close-eye': { kind: 'close-eye' };
    /** One holder's private look at a team member's mission card (Keeping a Close Eye on You). */
    'close-eye-look': { kind: 'close-eye-look'; seats: Seat[]; start: number; target: Seat };
  }
  interface ModulePrivateTurnKinds {
    /** Keeping a Close Eye on You: the mission card of the team member looked at (rs-private-turns `lookedAt`). */
    'close-eye-look': true;
  }
}

/** Holders of Opinion Maker (permanent), in seat order: they vote first, in the open. */
function opinionMakers(view: PublicView): Seat[] {
  const held = view.plot?.held ?? [];
  return [...new Set(held.filter((h) => h.card === 'opinion-maker').map((h) => h.seat))].sort((a, b) => a - b);
}

/**
 * Said after a loyalty seen through a plot card (R-PLOT-5): talk about it, never show it.
 */
function keepItText(): string {
  return msg('You may talk about it, truthfully or not, but never show it.');
}

/**
 * This seat decides about a plot card now (R-PLOT-3, R-PLOT-4): the card, its effect, on whom it
 * acts when it needs a target (Take Responsibility: which card of whom), then "Use", or "Do not
 * use" for a one-use card. Plot cards are face up: the prompt is public, shown even when the
 * private screen is hidden.
 */
function phoneDecision(s: SeatSnapshot, host: RoomPartHost) {
  const plot = s.you.plot;
  if (!plot) return nothing;
  return plotDecision({
    prefix: 'phone',
    view: s.board,
    card: plot.card,
    mustUse: plot.mustUse,
    targets: plot.targets,
    holder: null,
    choice: host.choice,
    error: host.error,
    busy: host.busy,
    onPick: (value) => host.setChoice(value, ''),
    onMissing: () => {
      host.setChoice(host.choice, plotChoiceMissingText(plot.card));
      document.querySelector<HTMLInputElement>('input[name="phone-plot-target"]')?.focus();
    },
    onUse: (body) => {
      host.setChoice(host.choice, '');
      // A look of this seat's own (Overheard Conversation, Keeping a Close Eye on You): focus goes to
      // what it learnt, on the private screen when it shows.
      const look = plot.card === 'overheard-conversation' ? '#phone-plot-look-last' : plot.card === 'keeping-a-close-eye' ? '#phone-look-last' : null;
      host.ownLook(look !== null);
      void host.send('game:plot-use', { ...body }, look && !host.screenHidden ? look : '#now-heading').then((ok) => {
        if (!ok) host.ownLook(false);
      });
    },
    onPass: () => void host.send('game:plot-pass', { card: plot.card }, '#now-heading'),
  });
}

/** The plot cards' screens. */
export const plotScreens: ModuleScreens = {
  id: 'plot',
  looks: {
    // The loyalty a player learnt from a plot card (Overheard Conversation, Establish Confidence,
    // Open Up), from that player's own view only (R-PLOT-5); the look must be taken.
    'plot-look': {
      rule: 'R-PLOT-3',
      text: (view) => {
        const seen = view.plotLooks[view.plotLooks.length - 1];
        return seen ? loyaltyCardPhrase(view.players[seen.target]!, seen.side) + ' ' + keepItText() : '';
      },
      mustFinish: true,
    },
  },
  board,
  // In the Spotlight (R-PLOT-3): the members named play their card face up; the recorder asks for each.
  faceUpCards: (view) =>
    (view.plot?.spotlight ?? []).map((seat) => ({ seat, legend: msg(str`Card of ${view.players[seat]!}, played face up (In the Spotlight)`) })),
  // Opinion Maker (permanent): its holders choose and reveal their votes first, in the open.
  voteNote: (view) => {
    const makers = opinionMakers(view);
    return makers.length > 0
      ? html`<p id="vote-opinion"><strong>${msg(str`Opinion Maker: ${nameList(view.players, makers)} choose and reveal their votes first, before the others choose theirs.`)}</strong></p>`
      : nothing;
  },
  tableSection,
  phoneSection,
  phoneTurns: {
    'plot-hand': () => msg('You lead: draw your plot cards and hand them over, on your phone or at the table.'),
    plot: (_view, _seat, s) => {
      const plot = s.you.plot!;
      return plot.mustUse
        ? msg(str`Your turn: use ${plotCardName(plot.card)} on your phone.`)
        : msg(str`Your turn: use ${plotCardName(plot.card)} now, or do not use it.`);
    },
  },
  // What the seat learnt from plot cards (R-PLOT-5), from its own view only.
  phoneLearnt: (view) =>
    learntList(
      msg('What you learnt from plot cards'),
      'phone-plot-looks',
      'phone-plot-look-last',
      (view.plotLooks ?? []).map((seen) => `${plotCardName(seen.via)}: ${loyaltyCardPhrase(view.players[seen.target]!, seen.side)}`),
    ),
};
