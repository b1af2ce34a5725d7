/**
 * The types of The Plot Thickens' plot cards (rules section 3, R-PLOT-1 … R-PLOT-5): the cards,
 * their events and the state slice, and what the module adds to the core's types (declaration
 * merging of `core/augment.ts`).
 */
import type { MissionCard, Seat, Side, Winner } from '../../../core/types.ts';

/**
 * The plot cards of The Plot Thickens (R-PLOT-3), by their English names:
 * Overheard Conversation, Opinion Maker, Establish Confidence, Open Up, No Confidence, Keeping a
 * Close Eye on You, Strong Leader, In the Spotlight, Take Responsibility.
 */
export type PlotCard =
  | 'overheard-conversation'
  | 'opinion-maker'
  | 'establish-confidence'
  | 'open-up'
  | 'no-confidence'
  | 'keeping-a-close-eye'
  | 'strong-leader'
  | 'in-the-spotlight'
  | 'take-responsibility';

/**
 * The leader draws plot cards from the deck (R-PLOT-2). The draw is random: the app draws with
 * its random source and records the result here; a table with cardboard records what was drawn.
 */
export interface PlotDrawEvent {
  type: 'plot-draw';
  cards: PlotCard[];
}

/** The leader hands one drawn plot card, face up, to a player (R-PLOT-2). */
export interface PlotGiveEvent {
  type: 'plot-give';
  card: PlotCard;
  to: Seat;
}

/**
 * A plot card is used (R-PLOT-3, R-PLOT-4): an immediate card resolved right after it was handed
 * over, or a one-use card its holder plays at its moment.
 * - `target`: the player looked at, shown to, named or taken from, when the card needs one;
 * - `take`: with Take Responsibility, the card taken from `target`.
 */
export interface PlotUseEvent {
  type: 'plot-use';
  card: PlotCard;
  by: Seat;
  target?: Seat;
  take?: PlotCard;
}

/**
 * A holder lets their chance to use a one-use card go (R-PLOT-4: a chance not taken is lost): a
 * decision the outcome depends on, so it is an event of the log (it survives a reload and replays).
 */
export interface PlotPassEvent {
  type: 'plot-pass';
  card: PlotCard;
  by: Seat;
}

/** The plot cards in play (R-PLOT-1 … R-PLOT-5). Everything here is public but `looks`' results. */
export interface PlotState {
  /** Cards left to draw, by card. */
  deck: Record<PlotCard, number>;
  /** Cards the leader drew this round and has not handed out yet. */
  drawn: PlotCard[];
  /** Whether this round's cards were drawn. */
  drawnThisRound: boolean;
  /** Cards face up in front of players (one-use and permanent), in the order they were received. */
  held: { seat: Seat; card: PlotCard }[];
  /** A card handed over that must be resolved before anything else (immediate cards, Take Responsibility). */
  pending: { card: PlotCard; holder: Seat } | null;
  /** Whether the current leader has done anything yet (Strong Leader comes before that). */
  leaderActed: boolean;
  /** A Strong Leader was used since the last vote: the next waits for the next vote. */
  strongLeaderLocked: boolean;
  /** The moment of the last one-use card and its holder's place from the leader (R-PLOT-4). */
  chance: { key: string; position: number } | null;
  /** Team members named with In the Spotlight on the current mission. */
  spotlight: Seat[];
  /** Keeping a Close Eye on You on the current mission: who looked at whose card. */
  closeEye: { by: Seat; target: Seat }[];
  /** Who looked at whose loyalty, by which card (public); what they saw is in their view only. */
  looks: { by: Seat; target: Seat; via: PlotCard; side?: Side }[];
  /** The chances let go (R-PLOT-4: a chance not taken is lost), as `plot-pass` events gave them: moment and seat. */
  passes: string[];
}

/**
 * The plot cards as everyone sees them (R-PLOT-1: always face up once in play, so what is left in
 * the deck is public too): the deck, the leader's drawn cards, who holds what, and who looked at
 * whom (not what they saw).
 */
export type PlotView = Omit<PlotState, 'looks'> & { looks: { by: Seat; target: Seat; via: PlotCard }[]; deckLeft: number };

declare module '../../../core/augment.ts' {
  interface ModuleOptions {
    /** The Plot Thickens plot cards (R-PLOT-1 … R-PLOT-5). */
    plot: boolean;
  }
  interface ModuleOptionsInput {
    plot?: boolean;
  }
  interface ModuleSlices {
    /** The plot cards, with The Plot Thickens; `null` without it. */
    plot: PlotState | null;
  }
  interface ModuleEvents {
    'plot-draw': PlotDrawEvent;
    'plot-give': PlotGiveEvent;
    'plot-use': PlotUseEvent;
    'plot-pass': PlotPassEvent;
  }
  interface ModuleConsequences {
    'plot-drawn': { kind: 'plot-drawn'; leader: Seat; cards: PlotCard[] };
    'plot-given': {
      kind: 'plot-given';
      card: PlotCard;
      to: Seat;
      /** Whether the card must be resolved now (immediate cards, Take Responsibility). */
      pending: boolean;
      /** Take Responsibility with no card in front of another player: discarded without effect. */
      discarded: boolean;
    };
    'plot-passed': { kind: 'plot-passed'; card: PlotCard; by: Seat };
    'plot-used': {
      kind: 'plot-used';
      card: PlotCard;
      by: Seat;
      target: Seat | null;
      take: PlotCard | null;
      /** The leader after the card (Strong Leader, No Confidence change it). */
      leader: Seat;
      voteTrack: number;
      winner: Winner | null;
    };
  }
  interface ModulePhases {
    /** With plot cards, at the start of each round the leader draws plot cards and hands them out (R-PLOT-2). */
    plot: true;
  }
  interface ModuleRuleIds {
    'R-PLOT-1': true;
    'R-PLOT-2': true;
    'R-PLOT-3': true;
    'R-PLOT-4': true;
    'R-PLOT-5': true;
  }
  interface ProposalExtras {
    /** Who turned the approval into a rejection with No Confidence (plot cards); else absent. */
    noConfidence?: Seat;
  }
  interface ProposalViewExtras {
    /** Who turned the approval into a rejection with No Confidence (plot cards), or `null`. */
    noConfidence: Seat | null;
  }
  interface MissionEventExtras {
    /**
     * With plot cards: the cards played face up by the players named with In the Spotlight (keys
     * are seats as strings). Required for those seats when the mission gives `fails`; left out
     * when it gives `cards` (the face-up cards are then among them).
     */
    faceUp?: Record<string, MissionCard>;
  }
  interface MissionOutcomeExtras {
    /** Cards played face up with In the Spotlight (plot cards): public. */
    faceUp: { seat: Seat; card: MissionCard }[];
  }
  interface MissionViewExtras {
    /** Cards played face up with In the Spotlight (plot cards): public by the rule. */
    faceUp: { seat: Seat; card: MissionCard }[];
  }
  interface PublicViewExtras {
    /** The plot cards, with The Plot Thickens; `null` without it. */
    plot: PlotView | null;
  }
  interface SecretParts {
    /**
     * The plot cards' part of a mission's secret step (R-PLOT-3): the cards played face up in the
     * spotlight, by seat (public once played); and, while a holder of Keeping a Close Eye on You is
     * still to decide, whose card is whose (dropped once the looks are done).
     */
    plot: { faceUp: Record<string, MissionCard>; owners?: Record<string, MissionCard> };
  }
  interface SeatViewExtras {
    /**
     * What this seat learnt from plot cards (Overheard Conversation, Establish Confidence, Open Up):
     * the loyalty of each player it looked at or was shown, when the app holds the roles; empty
     * otherwise. Never in anyone else's view (R-PLOT-5).
     */
    plotLooks: { target: Seat; via: PlotCard; side: Side }[];
  }
}
