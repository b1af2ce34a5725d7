/**
 * The plot cards' part of a room (rules section 3, R-PLOT-2 … R-PLOT-4; room/room-game.ts reads it
 * through the manifest line's `room` and `roomRequests`): who decides about a plot card now, the
 * Opinion Makers' face-up votes in the progress, and the parts of rooms stored by earlier versions.
 * Light (it is in the manifest line): functions of the engine's asks and state, public facts only.
 */
import type { ModuleRoomPart, RoomRequestSpec } from '../../core/module.ts';
import type { Ask } from '../../core/step-types.ts';
import type { Seat } from '../../core/types.ts';
import type { PlotCard } from './engine/types.ts';

/**
 * Who decides about a plot card now (public: the cards are face up). `mustUse`: a card just handed
 * over that acts at once (immediate cards, Take Responsibility); else a one-use card whose holder
 * is asked, in the order of R-PLOT-4, to use it or pass (`game:plot-pass`). `targets`: the seats
 * the card may act on (`plotTargets`).
 */
export interface PlotTurn {
  seat: Seat;
  card: PlotCard;
  mustUse: boolean;
  targets: Seat[];
}

declare module '../../core/augment.ts' {
  interface RoomSnapshotExtras {
    /** With plot cards: who decides about a plot card now (public, as the table's `plot`), else `null`. */
    plotTurn: PlotTurn | null;
  }
  interface RoomTableExtras {
    /** With plot cards: who decides about a plot card now, else `null`. */
    plot: PlotTurn | null;
  }
  interface RoomTurnExtras {
    /** With plot cards: this seat decides about a plot card now (see {@link PlotTurn}), else `null`. */
    plot: PlotTurn | null;
  }
  interface RoomProgressExtras {
    /**
     * With plot cards, during a vote: the votes of the Opinion Maker holders, who vote first and
     * face up (R-PLOT-3); absent when none has voted.
     */
    opinions?: { seat: Seat; approve: boolean }[];
  }
}

/** Who decides about a plot card now (public: plot cards are face up), from the engine's asks; `null`: nobody. */
export function plotTurnOf(asks: readonly Ask[]): PlotTurn | null {
  const ask = asks.find((a) => a.kind === 'plot-chance' || a.kind === 'plot-resolve');
  if (!ask || ask.seat === null) return null;
  return { seat: ask.seat, card: ask.options!['card'] as PlotCard, mustUse: ask.kind === 'plot-resolve', targets: [...((ask.options!.seats as Seat[]) ?? [])] };
}

/** The plot turn of each asks list, computed once (a change's snapshots share one list of asks). */
const turns = new WeakMap<readonly Ask[], PlotTurn | null>();
function sharedTurn(asks: readonly Ask[]): PlotTurn | null {
  if (!turns.has(asks)) turns.set(asks, plotTurnOf(asks));
  return turns.get(asks)!;
}

const BY = 'the table says who uses the plot card ("by": a seat)';

/**
 * The plot cards' requests (R-PLOT-2 … R-PLOT-4): the table (or the leader's phone) asks the server
 * to draw the leader's cards (`game:plot-draw`) and hands them over (`game:plot-give`); a card is
 * used (`game:plot-use`) or its chance passed (`game:plot-pass`) from the holder's phone, or from
 * the table naming the holder (`by`).
 */
export const plotRoomRequests: Readonly<Record<string, RoomRequestSpec>> = {
  'plot-draw': { action: 'draw' },
  'plot-give': { event: 'plot-give', fields: { card: 'string' }, seats: ['to'] },
  'plot-use': { event: 'plot-use', fields: { card: 'string', target: 'seat?', take: 'string?' }, actor: 'by', actorRefusal: BY },
  'plot-pass': { action: 'pass', fields: { card: 'string' }, actor: 'by', actorRefusal: BY },
};

/** The plot cards' part of a room's snapshots and of its stored records (core/module.ts `ModuleRoomPart`). */
export const plotRoom: ModuleRoomPart = {
  snapshot: (_play, asks) => {
    const turn = sharedTurn(asks);
    return { seat: { plotTurn: turn }, table: { plot: turn } };
  },
  snapshotFields: ['plotTurn'],
  turn: (_play, asks, seat) => {
    const turn = sharedTurn(asks);
    return { plot: turn?.seat === seat ? turn : null };
  },
  voteProgress: (play, votes) => {
    // R-PLOT-3: the Opinion Makers' votes are face up.
    const makers = new Set((play.state.plot?.held ?? []).filter((h) => h.card === 'opinion-maker').map((h) => h.seat));
    const opinions = [...makers].sort((a, b) => a - b).flatMap((seat) => (String(seat) in votes ? [{ seat, approve: votes[String(seat)]! }] : []));
    return opinions.length > 0 ? { opinions } : {};
  },
  // A room stored before the modules' secret parts: the cards played face up (R-PLOT-3) and, while a
  // look is due, whose card is whose were fields of the mission step.
  upgradePending: (pending) => ({
    faceUp: (pending.faceUp as Record<string, unknown>) ?? {},
    ...(pending.owners ? { owners: pending.owners } : {}),
  }),
  // Keeping a Close Eye on You's look at a target's card (R-PLOT-3).
  upgradeNotes: 'look',
  // The largest its secret parts may be: the side of each player this seat looked at by a plot card
  // (who looked at whom is public, `view.plot.looks`), the plot turn it has (a card and every seat),
  // the card of each Keeping a Close Eye on You it may use (a note each, every copy of the deck),
  // and the Opinion Maker's face-up vote (R-PLOT-3).
  secretBound: ({ board, seat, players, card }) => {
    const looks = (board['plot'] as { looks: { by: number; target: number; via: string }[] } | null)?.looks ?? [];
    const seats = Array.from({ length: players }, (_, s) => s);
    return {
      view: { plotLooks: looks.filter((l) => l.by === seat).map((l) => ({ target: l.target, via: l.via, side: 'resistance' })) },
      changes: { plotLooks: 'plot' },
      you: {
        plot: { seat, card: PLOT_CARD_IDS.reduce((a, b) => (b.length > a.length ? b : a)), mustUse: false, targets: seats },
        looks: Array.from({ length: CLOSE_EYE_COPIES }, () => ({ proposalIndex: board.proposals.length, target: seat, card })),
      },
      asks: [{ kind: 'vote', seat, table: false, secret: false, options: { open: true } }],
    };
  },
};

/** Every plot card (engine/plot.ts `PLOT_CARDS`, R-PLOT-1). */
export const PLOT_CARD_IDS: readonly PlotCard[] = [
  'no-confidence',
  'keeping-a-close-eye',
  'strong-leader',
  'overheard-conversation',
  'opinion-maker',
  'take-responsibility',
  'open-up',
  'in-the-spotlight',
  'establish-confidence',
];

/** The copies of Keeping a Close Eye on You in the largest deck (engine/plot.ts `PLOT_CARDS`): a look at a card each. */
export const CLOSE_EYE_COPIES = 2;
