/**
 * What is asked now, of whom, with which options ({@link asked}), in the manner of The
 * Resistance's engine steps but on this game's own terms: the front-ends (one device
 * with private turns for the Rebellion, or two phones) drive the game by answering these asks with
 * events (types.ts) that `reduce` checks. The options are exactly the legal choices (A.10 "Legal
 * moves only"); an event outside them is refused by the reducer with its rule id.
 *
 * Who is asked: `'rebellion'` or `'empire'` (G2-SET-1), `'table'` (the table types what it drew:
 * the physical mission cards, G2-MIS-UNKNOWN), or `'chance'` (the app draws: {@link chanceEvent}).
 * An ask is `secret` when its options hold what only the Rebellion may know (its hand, the
 * districts its hidden cards complete): {@link asksFor} gives any other viewer its kind only.
 */
import type { RandomInt } from '../../../platform/engine/chance.ts';
import { draw, shuffle } from '../../../platform/engine/chance.ts';
import type { CardId, District, Slot, Token } from './cards.ts';
import { DISTRICTS, REBEL_DECK, isFeint } from './cards.ts';
import type { MissionId, MissionKey } from './missions.ts';
import { DRAWABLE_MISSIONS, smallestProof, rebellionStatus } from './missions.ts';
import { availableTokens, contextOf, hasTableMissions, stackOf } from './reducer.ts';
import { RuleError } from './errors.ts';
import type { Claim, GameEvent, GameState, Side } from './types.ts';

/** Who is asked (file comment). */
export type Asker = 'rebellion' | 'empire' | 'table' | 'chance';

/** The kinds of asks: each is answered by the event of the same type. */
export type AskKind = 'row' | 'missions' | 'shuffle' | 'area' | 'play' | 'power' | 'assign' | 'liberate' | 'confirm' | 'end-check';

/** A power token with its legal targets (G2-TOKEN-*). */
export interface TokenOption {
  token: Token;
  /** Surveillance: the hidden played cards; Destroy, Redirect: every played card in front of the marker (G2-TOKEN-SCOPE). */
  slots?: Slot[];
  /** Redirect: the row's districts (G2-TOKEN-REDIRECT, G2-OP-5); Blockade: the area's two, or the row in the Final Showdown (G2-OP-4, G2-OP-6). */
  districts?: District[];
}

/** A district the check liberates and the missions it may prove there, each with a smallest proof (G2-LIB-5, G2-OP-13). */
export interface ProofOption {
  district: District;
  missions: { mission: MissionKey; reveal: CardId[] }[];
}

/** The options of an ask, by kind. */
export interface AskOptions {
  /** `row`: whether the Capitol goes in the middle (G2-CAPITOL-1). */
  capitolMiddle?: boolean;
  /** `missions`: the described cards that may be drawn (G2-SET-6). */
  described?: MissionKey[];
  /** `missions`: whether cards the seed does not describe may be entered (G2-MIS-UNKNOWN: the table draws). */
  tableEntries?: boolean;
  /** `area`: the adjacent pairs of the row, left to right (G2-ROUND-AREA). */
  pairs?: [District, District][];
  /**
   * `play`: the hand; `revealable`: the cards that may be the revealed one (no Feint, G2-COMP-2);
   * empty when the hand holds only Feints, which are then played as three hidden cards (engine reading E-1).
   */
  hand?: CardId[];
  revealable?: CardId[];
  /** `power`: the available tokens and their targets. */
  tokens?: TokenOption[];
  /** `assign`: the played cards left, and the districts they may go to (G2-ROUND-ASSIGN, G2-FINAL-4, G2-TOKEN-BLOCK). */
  slots?: Slot[];
  districts?: District[];
  /** `liberate`: the districts the check liberates, with their provable missions (secret). */
  proofs?: ProofOption[];
  /** `liberate`: the districts that may be claimed by a table-entered mission, and those missions (G2-MIS-UNKNOWN). */
  claims?: { districts: District[]; missions: MissionId[] };
  /** `confirm`: the claim to accept or reject. */
  claim?: Claim;
}

/** One thing asked now. */
export interface Ask {
  kind: AskKind;
  by: Asker;
  /** Whether the options are the Rebellion's secret (file comment). */
  secret: boolean;
  /** Whether the ask may be left unanswered (a claim by a table-entered mission: `end-check` instead). */
  optional?: boolean;
  options?: AskOptions;
}

/** The adjacent pairs of the current row, left to right (G2-ROUND-AREA, G2-LIB-8). */
export function adjacentPairs(state: GameState): [District, District][] {
  return state.row.slice(1).map((d, i) => [state.row[i]!, d]);
}

function tokenOptions(state: GameState): TokenOption[] {
  const all = state.played.map((p) => p.slot);
  return availableTokens(state).map((token): TokenOption => {
    switch (token) {
      case 'surveillance':
        return { token, slots: state.played.filter((p) => !p.revealed).map((p) => p.slot) };
      case 'destroy':
        return { token, slots: all };
      case 'redirect':
        return { token, slots: all, districts: state.row.filter((d) => state.setup.redirectIntoBlockade || d !== state.blockade) };
      case 'blockade':
        return { token, districts: state.final ? [...state.row] : [...state.area!] };
    }
  });
}

function proofOptions(state: GameState): ProofOption[] {
  return state.pending.map((district) => {
    const stack = stackOf(state, district);
    const context = contextOf(state, district);
    const missions = state.missions.flatMap((m) => {
      if (m.table !== null || rebellionStatus(m.id, stack, context) !== 'met') return [];
      const proof = smallestProof(m.id, stack, context)!;
      return [{ mission: m.id, reveal: proof.map((i) => state.stacks[district][i]!.card) }];
    });
    // G2-OP-13: the app suggests the mission needing the fewest reveals first.
    missions.sort((a, b) => a.reveal.length - b.reveal.length);
    return { district, missions };
  });
}

function claimOptions(state: GameState): { districts: District[]; missions: MissionId[] } {
  return {
    districts: state.row.filter((d) => !state.pending.includes(d) && !state.claimed.includes(d)),
    missions: state.missions.filter((m) => m.table !== null).map((m) => m.id),
  };
}

/** What is asked now (file comment); empty when the game is over. */
export function asked(state: GameState): Ask[] {
  switch (state.phase) {
    case 'over':
      return [];
    case 'setup':
      if (state.row.length === 0) return [{ kind: 'row', by: 'chance', secret: false, options: { capitolMiddle: state.setup.capitolVariant } }];
      if (state.missions.length === 0) {
        const table = state.setup.missionCards === 'table';
        return [{ kind: 'missions', by: table ? 'table' : 'chance', secret: false, options: { described: [...DRAWABLE_MISSIONS], tableEntries: table } }];
      }
      return [{ kind: 'shuffle', by: 'chance', secret: false }];
    case 'area':
      return [{ kind: 'area', by: 'rebellion', secret: false, options: { pairs: adjacentPairs(state) } }];
    case 'play':
      return [{ kind: 'play', by: 'rebellion', secret: true, options: { hand: [...state.hand], revealable: state.hand.filter((c) => !isFeint(c)) } }];
    case 'empire':
      return [{ kind: 'power', by: 'empire', secret: false, options: { tokens: tokenOptions(state) } }];
    case 'assign': {
      const districts = (state.final ? state.row : state.area!).filter((d) => d !== state.blockade);
      return [{ kind: 'assign', by: 'rebellion', secret: false, options: { slots: state.played.map((p) => p.slot), districts } }];
    }
    case 'liberation': {
      if (state.claim !== null) return [{ kind: 'confirm', by: 'empire', secret: false, options: { claim: structuredClone(state.claim) } }];
      const asks: Ask[] = [];
      const claims = hasTableMissions(state) ? claimOptions(state) : null;
      if (state.pending.length > 0) {
        asks.push({ kind: 'liberate', by: 'rebellion', secret: true, options: { proofs: proofOptions(state), ...(claims ? { claims } : {}) } });
      } else {
        if (claims && claims.districts.length > 0) asks.push({ kind: 'liberate', by: 'rebellion', secret: false, optional: true, options: { claims } });
        asks.push({ kind: 'end-check', by: 'rebellion', secret: false });
      }
      return asks;
    }
  }
}

/** The kind of ask an event of type `type` answers: its own, and `pass` the Empire's `power` ask (G2-ROUND-EMPIRE). */
export function askAnswered(type: string): string {
  return type === 'pass' ? 'power' : type;
}

/**
 * Refuses an event `who` is not asked for now, judging by the asks' kinds and askers alone, which
 * every device sees ({@link asksFor}), so that a refusal never depends on a hidden fact: an event
 * nobody is asked for is "not asked" before any rule reads the state (an `end-check` while the
 * Rebellion's proofs are pending tells nobody how many districts wait); an ask of the other side
 * is "not your side". An ask by `'table'` (the printed mission cards) may be answered by any device.
 * Returns when `who` is asked for it; the reducer then judges the event.
 * @throws RuleError G2-ROUND-1 `game-over` or `not-asked` (params: `type`), G2-SET-1 `not-your-side` (params: `asker`)
 */
export function checkAsked(state: GameState, who: Side | 'table', type: string): void {
  if (state.phase === 'over') throw new RuleError('G2-ROUND-1', 'game-over', 'the game is over', { type });
  const asks = asked(state).filter((a) => a.kind === askAnswered(type));
  if (asks.length === 0) throw new RuleError('G2-ROUND-1', 'not-asked', `nobody is asked for a '${type}' now`, { type });
  if (asks.some((a) => a.by === 'table' || a.by === who)) return;
  const asker = asks[0]!.by;
  const whose = asker === 'rebellion' ? "the Rebellion's" : asker === 'empire' ? "the Empire's" : "chance's";
  throw new RuleError('G2-SET-1', 'not-your-side', `this step is ${whose}: ${who === 'table' ? 'the table device plays no side' : `this device plays the ${who === 'rebellion' ? 'Rebellion' : 'Empire'}`}`, { asker });
}

/**
 * The asks `viewer` may see, by allow-list: the Rebellion sees every ask whole; the Empire and the
 * public (the Empire holds no secret, G2-STATE-5) see a secret ask as its kind and asker only.
 */
export function asksFor(state: GameState, viewer: 'rebellion' | 'empire' | 'public'): Ask[] {
  return asked(state).map((ask): Ask => {
    if (viewer === 'rebellion' || !ask.secret) return structuredClone(ask);
    return { kind: ask.kind, by: ask.by, secret: true };
  });
}

/**
 * The event that answers the current chance ask, drawn with `randomInt` (the platform's chance
 * kit): the row (G2-SET-2, with the Capitol in the middle in the variant, G2-CAPITOL-1), the three
 * missions from the 7 described cards (G2-SET-6, G2-MIS-UNKNOWN: the app never draws a card it
 * cannot describe), the shuffled deck (G2-SET-3). `null` when no chance ask is open.
 */
export function chanceEvent(state: GameState, randomInt: RandomInt): GameEvent | null {
  const ask = asked(state)[0];
  if (!ask || ask.by !== 'chance') return null;
  switch (ask.kind) {
    case 'row': {
      if (!state.setup.capitolVariant) return { type: 'row', row: shuffle(DISTRICTS, randomInt) };
      const others = shuffle(
        DISTRICTS.filter((d) => d !== 'capitol'),
        randomInt,
      );
      return { type: 'row', row: [others[0]!, others[1]!, 'capitol', others[2]!, others[3]!] };
    }
    case 'missions':
      return { type: 'missions', missions: draw(DRAWABLE_MISSIONS, 3, randomInt) };
    case 'shuffle':
      return { type: 'shuffle', deck: shuffle(REBEL_DECK, randomInt) };
    default:
      return null;
  }
}
