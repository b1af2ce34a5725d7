/**
 * The shapes of Rebellion vs Empire's engine: the setup, the events of the log, the state (the fold
 * of the events, reducer.ts) and the asks (steps.ts). Rule ids refer to other-games.md part A.
 */
import type { CardId, District, Slot, Token } from './cards.ts';
import type { MissionId, MissionInPlay, MissionKey, TableMission } from './missions.ts';

/** The two sides (G2-SET-1). */
export type Side = 'rebellion' | 'empire';

/** The options chosen before the first event. */
export interface GameSetup {
  /** The Capitol variant (A.8, G2-CAPITOL-4: off by default). */
  capitolVariant: boolean;
  /**
   * Who draws the three mission cards beside Revolution (G2-SET-6, G2-MIS-UNKNOWN): `'app'` draws
   * from the 7 described cards; `'table'` plays with the physical cards and enters the 3 drawn,
   * typing the name and condition of a card the seed does not describe.
   */
  missionCards: 'app' | 'table';
  /** G2-OP-5: may Redirect send a card into the blockaded district (default `true`; the table may switch it off). */
  redirectIntoBlockade?: boolean;
  /** Names the table gave the two sides' players (G2-SET-1), for display only. */
  players?: { rebellion: string; empire: string };
}

/** A mission card as the `missions` event names it: a described key, or a card entered by the table (G2-MIS-UNKNOWN). */
export type MissionEntry = MissionKey | { table: TableMission };

/** The setup events (chance or the table): the row, the missions in play, the shuffled deck. */
export type SetupEvent =
  /** G2-SET-2 (G2-CAPITOL-1): the five districts left to right. */
  | { type: 'row'; row: District[] }
  /** G2-SET-6: the three mission cards beside Revolution. */
  | { type: 'missions'; missions: MissionEntry[] }
  /** G2-SET-3: the Rebel deck, top first; the Rebellion then draws 5 (the first five). */
  | { type: 'shuffle'; deck: CardId[] };

/**
 * A card a power action names when it is not a played card's slot: a card of a district's stack,
 * by its 1-based position in that stack (G2-STACK), or a destroyed card, by its 1-based position
 * in the destroyed pile (G2-STATE-4). Both are public places, so naming one tells nothing hidden;
 * the reducer refuses both (G2-TOKEN-SCOPE: "never a card already in a district stack", 002:
 * 356–359), and the record can say that the Empire tried.
 */
export interface PowerTarget {
  stack?: { district: District; position: number };
  destroyed?: number;
}

/**
 * A power action (A.5) of the Empire: on a played card by its slot, or (always refused,
 * G2-TOKEN-SCOPE) on a card named by its place, {@link PowerTarget}.
 */
export type PowerEvent =
  | { type: 'power'; token: 'surveillance'; slot: Slot }
  | { type: 'power'; token: 'destroy'; slot: Slot }
  | { type: 'power'; token: 'redirect'; slot: Slot; district: District }
  | { type: 'power'; token: 'blockade'; district: District }
  | ({ type: 'power'; token: 'surveillance' } & PowerTarget)
  | ({ type: 'power'; token: 'destroy' } & PowerTarget)
  | ({ type: 'power'; token: 'redirect'; district: District } & PowerTarget);

/** The events of a round and of the liberation check. */
export type RoundEvent =
  /** G2-ROUND-AREA: two adjacent districts of the current row, in any order. */
  | { type: 'area'; districts: [District, District] }
  /**
   * G2-ROUND-PLAY: two hidden cards (hidden card 1, hidden card 2, in this order) and one revealed;
   * or, when the hand holds only Feints (three in the Final Showdown), the three hidden and
   * `revealed: null` (engine reading E-1, G2-COMP-2).
   */
  | { type: 'play'; hidden: CardId[]; revealed: CardId | null }
  | PowerEvent
  /**
   * G2-ROUND-EMPIRE (002: 351 "Imperium musi wykonać dwie … akcji"): the Empire takes no action.
   * Always refused: the Empire performs exactly two actions, and two are always possible.
   */
  | { type: 'pass' }
  /** G2-ROUND-ASSIGN / G2-FINAL-4: every played card still in front of the marker, each to a district; each stack gets its cards in this order. */
  | { type: 'assign'; cards: { slot: Slot; district: District }[] }
  /**
   * G2-LIB-5: the Rebellion proves a district's liberation by mission `mission`, revealing the
   * hidden cards `reveal` of its stack. For a described mission the district must meet it and the
   * reveal must prove it; for a mission entered by the table it is a claim the Empire confirms.
   */
  | { type: 'liberate'; district: District; mission: MissionId; reveal: CardId[] }
  /** G2-MIS-UNKNOWN: the Empire accepts or rejects the Rebellion's claim by a table-entered mission. */
  | { type: 'confirm'; accept: boolean }
  /** G2-LIB-3 with G2-MIS-UNKNOWN: the Rebellion claims no (further) liberation by a table-entered mission this check. */
  | { type: 'end-check' };

/** Any event of the log. */
export type GameEvent = SetupEvent | RoundEvent;

/** The step the game is at (G2-ROUND-1). */
export type Phase =
  | 'setup'
  /** step 1: the Rebellion chooses the action area */
  | 'area'
  /** step 2: the Rebellion plays three cards */
  | 'play'
  /** step 3: the Empire's two actions */
  | 'empire'
  /** step 4: the Rebellion assigns the remaining cards */
  | 'assign'
  /** step 5 (a): the liberation check */
  | 'liberation'
  | 'over';

/** A Rebel card on the table, with where and when it was played (public) and its state. */
export interface TableCard {
  card: CardId;
  revealed: boolean;
  /** The round it was played in (1-based). */
  round: number;
  /** Its slot in front of the marker when it was played. */
  slot: Slot;
}

/** A liberated district (G2-LIB-5 … G2-LIB-7). */
export interface Liberation {
  district: District;
  /** The mission proved (G2-LIB-5). */
  mission: MissionId;
  round: number;
  /** The cards revealed as proof, in stack order. */
  revealed: CardId[];
  /** The districts that were its neighbours, left then right (null at an end), and became adjacent (G2-LIB-8). */
  neighbours: [District | null, District | null];
}

/** A claim of liberation by a table-entered mission, waiting for the Empire (G2-MIS-UNKNOWN). */
export interface Claim {
  district: District;
  mission: MissionId;
  revealed: CardId[];
}

/** The state: the fold of the events (reducer.ts). It holds every hidden face: never show it whole. */
export interface GameState {
  setup: Required<Pick<GameSetup, 'capitolVariant' | 'missionCards' | 'redirectIntoBlockade'>> & Pick<GameSetup, 'players'>;
  phase: Phase;
  /** The districts still in the row, left to right (liberated ones leave it, G2-LIB-7, G2-LIB-8). Empty before the `row` event. */
  row: District[];
  /** The four missions in play, Revolution first (G2-SET-6). Empty before the `missions` event. */
  missions: MissionInPlay[];
  /** Whether the deck was shuffled (G2-SET-3). */
  dealt: boolean;
  /** The Rebel deck, top first (secret from both sides). */
  deck: CardId[];
  /** The Rebellion's hand (secret from the Empire, G2-SET-3). */
  hand: CardId[];
  /** The round (1-based; 0 during the setup). */
  round: number;
  /** Whether this round is the Final Showdown (G2-FINAL-1). */
  final: boolean;
  /** The action area, or null (before step 1, and in the Final Showdown, G2-FINAL-2). */
  area: [District, District] | null;
  /** The played cards still in front of the marker (G2-ROUND-PLAY, G2-TOKEN-SCOPE). */
  played: TableCard[];
  /** Each token: `true` when on its used side (G2-TOKEN-ONCE, G2-REFRESH). */
  used: Record<Token, boolean>;
  /** The Empire's actions this round, in order (G2-ROUND-EMPIRE). */
  actions: Token[];
  /** The blockaded district this round, or null (G2-TOKEN-BLOCK). */
  blockade: District | null;
  /** Each district's stack in the order its cards came (G2-STACK); a liberated district keeps its stack (G2-LIB-7). */
  stacks: Record<District, TableCard[]>;
  /** The destroyed cards in the order destroyed (G2-STATE-4). */
  destroyed: TableCard[];
  /** The liberated districts in the order liberated. */
  liberated: Liberation[];
  /** During the liberation check: the districts that meet a described mission in play and are not yet proved (G2-LIB-3). */
  pending: District[];
  /** A claim by a table-entered mission waiting for the Empire, or null. */
  claim: Claim | null;
  /** The districts claimed by a table-entered mission in this check (one claim per district per check). */
  claimed: District[];
  /** The winner once the game is over (G2-END-1, G2-END-2, G2-CAPITOL-2). */
  winner: Side | null;
}
