/**
 * The traitor expansion's engine types (other-games.md part B): the setup, the events of the log
 * (the state is their fold, reducer.ts), the state, and the consequences of each change (data for
 * the announcer; every consequence is public).
 */
import type { CardData, CardFacts, CardField } from './cards.ts';

/** A player's place at the table, 0-based clockwise from the first player entered. */
export type Seat = number;

/** A loyalty card (G3-SET-5). */
export type Loyalty = 'loyal' | 'traitor';

/**
 * G3-OP-1: when the main deck "runs out": `last-card` (default, reading (a): when its last card
 * leaves it, so an entered count of 0 ends the game) or `empty-draw` (reading (b): when a card must
 * be taken and none is left; only the table's "the main deck ran out" ends it).
 */
export type DeckOutReading = 'last-card' | 'empty-draw';

/** What the table sets up (G3-SET-…). */
export interface SetupInput {
  /** The players' names, clockwise; 2 to 5 (G3-SET-1). */
  players: string[];
  /** Who takes the first turn (the base game decides how; not in the seed). Default 0. */
  firstPlayer?: Seat;
  /**
   * The Foul Machination drawn and placed face up (G3-SET-7): the id of a Foul Machination card
   * of the catalogue. It is public; the table draws it from the physical cards (or the app draws
   * it among the known ones) and the setup carries the result.
   */
  machination: string;
  /**
   * The Plots shuffled for the deal (G3-SET-6): ids of Plot cards of the catalogue, at least one
   * per player and at most the box's 5 (G3-COMP-1). Never shown in any view.
   */
  plots: string[];
  /** The cards the table entered in earlier games (G3-CARD-UNKNOWN), merged over the seed's. */
  cards?: CardData[];
  /** G3-OP-1; default `last-card`. */
  deckOut?: DeckOutReading;
}

/** The setup as kept in the state (defaults filled in). */
export interface Setup {
  players: string[];
  firstPlayer: Seat;
  machination: string;
  plots: string[];
  cards: CardData[];
  deckOut: DeckOutReading;
}

/**
 * The secret deal (G3-SET-5, G3-SET-6, G3-2P-1), made by the app from crypto randomness
 * (deal.ts `dealEvent`): `loyalty[seat]` for each seat, and with 2 players a third card
 * `loyalty[2]` that no one sees; `plots[seat]` the Plot id dealt to each seat.
 */
export interface DealEvent {
  type: 'deal';
  loyalty: Loyalty[];
  plots: string[];
}

/** The table entered a card's data from the physical card (G3-CARD-UNKNOWN, G3-OP-12). */
export interface CardEnteredEvent {
  type: 'card-entered';
  card: CardData;
}

/** The next Challenge of the stack was turned face up and read aloud (G3-SET-8, G3-CH-1): the card the table found. */
export interface ChallengeRevealedEvent {
  type: 'challenge-revealed';
  level: 1 | 2 | 3;
  card: string;
}

/** The active player contributed cards from hand to the current Challenge (G3-CH-ADD-1…6). */
export interface ContributedEvent {
  type: 'contributed';
  seat: Seat;
  cards: CardFacts[];
}

/** The active player paid the Power of the current Challenge (G3-CH-DEFEAT-1). */
export interface ChallengeDefeatedEvent {
  type: 'challenge-defeated';
  seat: Seat;
}

/** The active (loyal) player paid the Power of the Plot (G3-PLOT-4). */
export interface PlotDefeatedEvent {
  type: 'plot-defeated';
  seat: Seat;
}

/** In a 2-player game without a Traitor, a Super-Villain of the stack was defeated (G3-2P-4…6). */
export interface SuperVillainDefeatedEvent {
  type: 'super-villain-defeated';
  seat: Seat;
}

/**
 * The Traitor completed the Foul Machination this turn (G3-FM-3, G3-OP-6: declared), with the
 * cards played for its lines (one card per line, G3-OP-5). The reveal follows (G3-REVEAL-1…3).
 */
export interface MachinationCompletedEvent {
  type: 'machination-completed';
  seat: Seat;
  cards: CardFacts[];
}

/**
 * The active player ended their turn; the next player clockwise (not eliminated) begins.
 * `gained`: whether they bought or gained any card from the line-up this turn (G3-PLAY-LINEUP,
 * 003: 31–35); `false`: the top card of the main deck joins the line-up (one card fewer in the
 * main deck, which may so run out, G3-OP-1); left out: not said (nothing added).
 */
export interface TurnEndedEvent {
  type: 'turn-ended';
  seat: Seat;
  gained?: boolean;
}

/**
 * Disintegration destroyed the current Challenge (G3-CARD-DISINTEGRATION, 003: 276–277): it is
 * defeated automatically, with no contribution and no Power, and removed from the game.
 */
export interface ChallengeDestroyedEvent {
  type: 'challenge-destroyed';
  seat: Seat;
}

/** The active loyal player asks the other loyal players for help (G3-HELP-2, 003: 224–226). */
export interface HelpRequestedEvent {
  type: 'help-requested';
  seat: Seat;
}

/**
 * A helper adds one random card from their hand to the active player's (G3-HELP-2): the app drew
 * the `card`-th (1-based) of the `hand` cards the helper holds, a chance event like the deal
 * (B.10 "Random card for help": the helper enters their hand size and hands over that card).
 */
export interface HelpGivenEvent {
  type: 'help-given';
  seat: Seat;
  hand: number;
  card: number;
}

/** A helper adds no card (G3-HELP-2: "may (need not)"). */
export interface HelpDeclinedEvent {
  type: 'help-declined';
  seat: Seat;
}

/** The active player played a card with an attack (G3-PLAY-ATTACK, 003: 37–39: after the reveal, a loyal player's attack spares loyal players). */
export interface AttackPlayedEvent {
  type: 'attack-played';
  seat: Seat;
}

/** The table counted the main deck (B.10: its count when entered). */
export interface DeckCountEvent {
  type: 'deck-count';
  count: number;
}

/** The table says the main deck ran out (G3-END-2, G3-OP-1). */
export interface DeckRanOutEvent {
  type: 'deck-ran-out';
}

/** A loyal player was destroyed by Disintegration and is out of the game (G3-CARD-DISINTEGRATION). */
export interface PlayerDestroyedEvent {
  type: 'player-destroyed';
  seat: Seat;
}

/**
 * The table counted the cards under the Doomsday Clock, the current Challenge (G3-CARD-DOOMSDAY):
 * 0 to 12; at 12 every loyalty card is revealed.
 */
export interface ClockCountEvent {
  type: 'clock-count';
  count: number;
}

/** Why loyalty cards are face up: the Foul Machination (G3-REVEAL-1/2), the 2-player level 3 (G3-2P-2), the Doomsday Clock at 12 (G3-CARD-DOOMSDAY), the end (G3-END-3). */
export type RevealCause = 'machination' | 'level-3' | 'clock' | 'end';

/** Every event of the log. */
export type GameEvent =
  | DealEvent
  | CardEnteredEvent
  | ChallengeRevealedEvent
  | ContributedEvent
  | ChallengeDefeatedEvent
  | PlotDefeatedEvent
  | SuperVillainDefeatedEvent
  | MachinationCompletedEvent
  | TurnEndedEvent
  | ChallengeDestroyedEvent
  | HelpRequestedEvent
  | HelpGivenEvent
  | HelpDeclinedEvent
  | AttackPlayedEvent
  | DeckCountEvent
  | DeckRanOutEvent
  | PlayerDestroyedEvent
  | ClockCountEvent;

/**
 * Where the game is: `deal` (the app deals loyalty and Plots), `challenge` (the table turns the
 * next Challenge face up: at the start, G3-SET-8, and at the end of a turn in which one was
 * defeated, G3-CH-1), `turn` (the active player's turn), `over`.
 */
export type Phase = 'deal' | 'challenge' | 'turn' | 'over';

/** One place of the Challenge stack (G3-SET-8). */
export interface ChallengeSlot {
  level: 1 | 2 | 3;
  /** The card, once turned face up; `null` while face down. */
  card: string | null;
  status: 'face-down' | 'current' | 'defeated';
  /** Cards contributed so far (while current); destroyed with it when defeated (G3-CH-DEFEAT-2). */
  contributed: CardFacts[];
}

/** The Plot in play after the reveal (G3-REVEAL-1, G3-PLOT-3). */
export interface PlotInPlay {
  card: string;
  /** The Traitor who brought it in. */
  seat: Seat;
  defeated: boolean;
}

/** Who won: the loyal players (G3-END-1), the Traitor (G3-END-2), or nobody (G3-OP-2: 2 loyal players and the deck out). */
export type Winner = 'loyal' | 'traitor' | 'nobody';

/** Why the game ended. */
export type EndReason = 'all-defeated' | 'deck-out';

/** The rules changed by the reveal (G3-REVEAL-3), flagged for the board. */
export interface ChangedRules {
  /** G3-PLAY-ATTACK: attacks played by loyal players do not affect loyal players. */
  loyalAttacksHarmless: boolean;
  /** G3-HELP-1: loyal players may help each other (the Plot is in play and the roles revealed, G3-OP-7). */
  helping: boolean;
}

/** The state: the fold of the log (reducer.ts). `deal` is secret: views never copy it but by allow-list. */
export interface GameState {
  setup: Setup;
  /** The seed's cards merged with the table's (cards.ts). */
  catalogue: Record<string, CardData>;
  phase: Phase;
  deal: { loyalty: Loyalty[]; plots: string[] } | null;
  /** Whose turn it is (in `challenge`, the player whose turn comes next). */
  active: Seat;
  /** Turns begun, from 1 (0 before the first). */
  turn: number;
  /** The Challenge stack, levels 1, 2, 3 (G3-SET-8). */
  stack: ChallengeSlot[];
  /** A Challenge was defeated this turn: the next is turned face up at the end of the turn (G3-CH-1). */
  nextDue: boolean;
  plot: PlotInPlay | null;
  /** Whether the Foul Machination was completed (G3-FM-3). */
  machinationCompleted: boolean;
  /** Whether loyalty cards are face up, and why (G3-REVEAL-2, G3-2P-2, G3-END-3). */
  revealed: null | RevealCause;
  rules: ChangedRules;
  /** The main deck's count as last entered, or `null`. */
  deck: number | null;
  /** 2 players without a Traitor: the stack of 8 Super-Villains and how many are defeated (G3-2P-4, G3-OP-3). */
  superVillains: { total: number; defeated: number } | null;
  /** Cards under the Doomsday Clock while it is the current Challenge (G3-CARD-DOOMSDAY), else `null`. */
  clock: number | null;
  /** Players out of the game (G3-CARD-DISINTEGRATION), in order. */
  out: Seat[];
  /**
   * This turn's help (G3-HELP-2…4), once the active player asked: the loyal players still to
   * answer, clockwise, and the cards given (each helper's position drawn among their hand).
   * `null` when no help was asked this turn.
   */
  help: { seat: Seat; helpers: Seat[]; given: { seat: Seat; hand: number; card: number }[] } | null;
  winner: Winner | null;
  endReason: EndReason | null;
}

/** What one change did: data for the announcer (B.10 "Announced"); every one is public. */
export type Consequence =
  /** The secret deal was made: each player may look at their cards (no content). */
  | { kind: 'dealt'; players: number }
  | { kind: 'card-entered'; card: string; role: CardData['role']; fields: CardField[] }
  | { kind: 'challenge-revealed'; level: 1 | 2 | 3; card: string }
  | { kind: 'contributed'; seat: Seat; level: 1 | 2 | 3; cards: CardFacts[]; filled: number[]; needed: number[]; complete: boolean }
  | { kind: 'challenge-defeated'; seat: Seat; level: 1 | 2 | 3; card: string; destroyed: number; nextAtEndOfTurn: boolean }
  | { kind: 'turn'; seat: Seat; turn: number }
  | { kind: 'machination-completed'; seat: Seat; card: string }
  | { kind: 'traitor-revealed'; seat: Seat }
  | { kind: 'plot-joined'; seat: Seat; card: string; power: number | null }
  /** Loyalty cards turned: by the Foul Machination (the others, G3-REVEAL-2), at level 3 with 2 players (G3-2P-2), at the end (G3-END-3). */
  | { kind: 'loyalty-revealed'; why: RevealCause; loyalty: Loyalty[] }
  /** The Doomsday Clock's count entered (G3-CARD-DOOMSDAY); `destroyed`: the 12 cards destroyed (2 players, no Traitor). */
  | { kind: 'clock'; count: number; destroyed: number }
  | { kind: 'rules-changed'; rules: ChangedRules }
  | { kind: 'super-villains'; count: number }
  | { kind: 'plot-defeated'; seat: Seat; card: string }
  | { kind: 'super-villain-defeated'; seat: Seat; left: number }
  | { kind: 'deck-count'; count: number }
  | { kind: 'player-destroyed'; seat: Seat }
  /** Disintegration destroyed the current Challenge: defeated automatically (G3-CARD-DISINTEGRATION); `destroyed` cards contributed to it are destroyed with it. */
  | { kind: 'challenge-destroyed'; seat: Seat; level: 1 | 2 | 3; card: string; destroyed: number; nextAtEndOfTurn: boolean }
  /** G3-HELP-2: `seat` asks; `helpers` answer in this order. */
  | { kind: 'help-requested'; seat: Seat; helpers: Seat[] }
  /**
   * G3-HELP-2: `seat` hands `to` the `card`-th of their `hand` cards (1-based). The engine always
   * gives `card`; a room sends it to the helper's own phone only (the one who picks the card).
   */
  | { kind: 'help-given'; seat: Seat; to: Seat; hand: number; card?: number }
  | { kind: 'help-declined'; seat: Seat; to: Seat }
  /** G3-HELP-4: at the end of the turn the cards given go to their owners' discard piles; the helpers draw none. */
  | { kind: 'help-returned'; seats: Seat[] }
  /** G3-PLAY-LINEUP: `seat` bought or gained nothing from the line-up: the top card of the main deck joins it; `deck` the main deck's count after, when known. */
  | { kind: 'line-up-added'; seat: Seat; deck: number | null }
  /** G3-PLAY-ATTACK: `seat` played an attack; `sparesLoyal`: it does not affect loyal players (after the reveal, by a loyal player). */
  | { kind: 'attack'; seat: Seat; sparesLoyal: boolean }
  | { kind: 'game-over'; winner: Winner; reason: EndReason }
  /**
   * The table undid the last event in force (a room's `game:undo`, core/undo.ts): what it was, in
   * public terms only (its type, its player, its number of cards or count, the card it named),
   * never the helper's drawn card.
   */
  | { kind: 'undone'; event: UndoneEvent };

/** An undone event in public terms (core/undo.ts `undoneEvent`), enough to say it: "Undone: Ann contributed 3 cards." */
export interface UndoneEvent {
  type: GameEvent['type'];
  /** The player the event names (`null` for an event of the table's alone: a count, the deck out). */
  seat: Seat | null;
  /** The number of cards contributed, or the count recorded; `null` for other events. */
  count: number | null;
  /** The card it named (entered, turned face up, or the Challenge defeated), its names only; `null` when none. */
  card: { id: string; name: string; nameEn: string | null } | null;
}
