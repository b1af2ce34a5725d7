/**
 * Views by allow-list (other-games.md A.10, G2-STATE-5, G2-MIS-VIEW): `viewFor(state, viewer)`
 * builds every field of a viewer's view by name from the state; nothing is copied whole and
 * nothing is deleted from a copy.
 *
 * - `'empire'` and `'public'`: the same fields (the Empire holds no secret, G2-STATE-5): the row
 *   with each district's neighbours, the revealed cards by id, the hidden ones as their round and
 *   slot only (`card: null`), counts of hidden cards, of the hand and of the deck, the tokens, the
 *   missions in play, each district's missions in the public view, the destroyed pile and the
 *   liberated districts in the same terms.
 * - `'rebellion'`: the same, plus its hand, the face of every hidden card wherever it lies
 *   (G2-STATE-1, G2-STATE-4 with G2-OP-10, G2-LIB-7) and each district's missions in its view.
 *   Not the deck's order: no one knows it.
 *
 * Hidden cards are listed in the order they came to a place and named by round and slot, never
 * by anything drawn from their faces (A.10).
 */
import type { CardId, District, Slot, Token } from './cards.ts';
import { TOKENS } from './cards.ts';
import type { MissionId, MissionInPlay, MissionStatus } from './missions.ts';
import { missionStatus } from './missions.ts';
import { contextOf, stackOf } from './reducer.ts';
import type { Claim, GameState, Phase, Side, TableCard } from './types.ts';

/** Who looks. */
export type Viewer = 'rebellion' | 'empire' | 'public';

/** A card on the table as a viewer sees it: `card` is null for a hidden card unless the viewer is the Rebellion. */
export interface CardView {
  round: number;
  slot: Slot;
  revealed: boolean;
  card: CardId | null;
}

/** A mission's status at a district: in the public view, and (the Rebellion's view only) in its own. */
export interface DistrictMissionView {
  mission: MissionId;
  public: MissionStatus;
  rebellion?: MissionStatus;
}

/** A district of the row (A.10 "public board"). */
export interface DistrictView {
  district: District;
  /** 1-based position in the current row, left to right. */
  position: number;
  /** The current neighbours, left then right (null at an end, G2-LIB-8). */
  neighbours: [District | null, District | null];
  stack: CardView[];
  /** How many cards of the stack are hidden (public, G2-STATE-5). */
  hidden: number;
  inArea: boolean;
  blockaded: boolean;
  missions: DistrictMissionView[];
}

/** A liberated district, set aside with its cards (G2-LIB-7). */
export interface LiberatedView {
  district: District;
  mission: MissionId;
  round: number;
  neighbours: [District | null, District | null];
  /** The cards shown as proof (G2-LIB-5): revealed, so public. */
  proof: CardId[];
  stack: CardView[];
  hidden: number;
}

/** What a viewer sees. */
export interface GameView {
  viewer: Viewer;
  phase: Phase;
  round: number;
  final: boolean;
  capitolVariant: boolean;
  redirectIntoBlockade: boolean;
  missionCards: 'app' | 'table';
  players: { rebellion: string; empire: string } | null;
  missions: MissionInPlay[];
  row: DistrictView[];
  area: [District, District] | null;
  blockade: District | null;
  played: CardView[];
  tokens: { token: Token; available: boolean }[];
  actions: Token[];
  hand: { count: number; cards: CardId[] | null };
  deck: { count: number };
  destroyed: { cards: CardView[]; hidden: number };
  liberated: LiberatedView[];
  claim: Claim | null;
  winner: Side | null;
}

function cardView(c: TableCard, viewer: Viewer): CardView {
  return { round: c.round, slot: c.slot, revealed: c.revealed, card: c.revealed || viewer === 'rebellion' ? c.card : null };
}

function districtView(state: GameState, district: District, viewer: Viewer): DistrictView {
  const at = state.row.indexOf(district);
  const stack = stackOf(state, district);
  const context = contextOf(state, district);
  return {
    district,
    position: at + 1,
    neighbours: [state.row[at - 1] ?? null, state.row[at + 1] ?? null],
    stack: state.stacks[district].map((c) => cardView(c, viewer)),
    hidden: state.stacks[district].filter((c) => !c.revealed).length,
    inArea: state.area?.includes(district) ?? false,
    blockaded: state.blockade === district,
    missions: state.missions.map((m): DistrictMissionView => {
      const seen: DistrictMissionView = { mission: m.id, public: missionStatus(m, stack, context, 'public') };
      if (viewer === 'rebellion') seen.rebellion = missionStatus(m, stack, context, 'rebellion');
      return seen;
    }),
  };
}

/** The view of `viewer` (file comment). The result shares nothing with `state`. */
export function viewFor(state: GameState, viewer: Viewer): GameView {
  return {
    viewer,
    phase: state.phase,
    round: state.round,
    final: state.final,
    capitolVariant: state.setup.capitolVariant,
    redirectIntoBlockade: state.setup.redirectIntoBlockade,
    missionCards: state.setup.missionCards,
    players: state.setup.players ? { rebellion: state.setup.players.rebellion, empire: state.setup.players.empire } : null,
    missions: state.missions.map((m) => (m.table === null ? { id: m.id, table: null } : { id: m.id, table: { name: m.table.name, condition: m.table.condition } })),
    row: state.row.map((d) => districtView(state, d, viewer)),
    area: state.area ? [state.area[0], state.area[1]] : null,
    blockade: state.blockade,
    played: state.played.map((c) => cardView(c, viewer)),
    tokens: TOKENS.map((token) => ({ token, available: !state.used[token] })),
    actions: [...state.actions],
    hand: { count: state.hand.length, cards: viewer === 'rebellion' ? [...state.hand] : null },
    deck: { count: state.deck.length },
    destroyed: { cards: state.destroyed.map((c) => cardView(c, viewer)), hidden: state.destroyed.filter((c) => !c.revealed).length },
    liberated: state.liberated.map((l) => ({
      district: l.district,
      mission: l.mission,
      round: l.round,
      neighbours: [l.neighbours[0], l.neighbours[1]],
      proof: [...l.revealed],
      stack: state.stacks[l.district].map((c) => cardView(c, viewer)),
      hidden: state.stacks[l.district].filter((c) => !c.revealed).length,
    })),
    claim: state.claim ? { district: state.claim.district, mission: state.claim.mission, revealed: [...state.claim.revealed] } : null,
    winner: state.winner,
  };
}
