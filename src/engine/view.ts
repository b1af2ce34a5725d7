/**
 * Views: what one viewer may know of the state, built by an explicit allow-list.
 *
 * `viewFor(state, 'public')` is what the shared board may show: never the spies, never who played
 * which mission card, never the event log (which may hold cards). A seat's view adds only what
 * that seat knows: its own side and, for a spy without Blind Spies, the other spies (R-REV-1,
 * R-REV-2, R-VAR-BLIND). Every field is copied by name; nothing is deleted from a copy.
 */
import { knowledgeFor } from './knowledge.ts';
import type { Learned } from './knowledge.ts';
import { currentSide } from './roles.ts';
import type { Role, RoleSetup } from './roles.ts';
import { teamSize } from './tables.ts';
import type {
  GameState,
  MissionChoice,
  MissionNumber,
  MissionResult,
  Modules,
  Phase,
  PlotCard,
  PlotState,
  Seat,
  Side,
  Variant,
  Winner,
} from './types.ts';

/** A proposal as everyone saw it (votes are public after the reveal, R-VOTE-1). */
export interface ProposalView {
  index: number;
  round: number;
  mission: MissionNumber;
  attempt: number;
  leader: Seat;
  team: Seat[];
  votes: boolean[] | null;
  approved: boolean | null;
  /** Who turned the approval into a rejection with No Confidence (plot cards), or `null`. */
  noConfidence: Seat | null;
}

/** A mission as everyone saw it: the shuffled count of Fail cards, never who played them (R-MIS-1). */
export interface MissionView {
  mission: MissionNumber;
  round: number;
  team: Seat[];
  fails: number;
  failsNeeded: 1 | 2;
  /** Reverse cards revealed (Reverser module); 0 without it. */
  reverses: number;
  /** Cards played face up with In the Spotlight (plot cards): public by the rule. */
  faceUp: { seat: Seat; card: MissionChoice }[];
  result: MissionResult;
}

/**
 * The plot cards as everyone sees them (R-PLOT-1: always face up once in play, so what is left in
 * the deck is public too): the deck, the leader's drawn cards, who holds what, and who looked at
 * whom (not what they saw).
 */
export type PlotView = PlotState & { deckLeft: number };

/** The Inquisitor token as everyone sees it (R-INQ-3: who holds it is public; so are the checks). */
export interface InquisitorView {
  holder: Seat;
  pastHolders: Seat[];
  checks: { by: Seat; target: Seat }[];
}

/** What the shared board may show. */
export interface PublicView {
  viewer: 'public';
  players: string[];
  firstLeader: Seat;
  variants: Variant[];
  mission5Rule: GameState['setup']['mission5Rule'];
  /** Whether the app dealt the roles and holds them (never which seat has which role). */
  rolesDealt: boolean;
  /** Whether votes are collected in private turns (app option, R-VOTE-1). */
  secretVotes: boolean;
  phase: Phase;
  round: number;
  leader: Seat;
  voteTrack: number;
  proposals: ProposalView[];
  missions: (MissionView | null)[];
  winner: Winner | null;
  /** The modules on (issue 6), or `null` without any. */
  modules: Modules | null;
  /** The Inquisitor token, with the Inquisitor module. */
  inquisitor: InquisitorView | null;
  /** The plot cards, with The Plot Thickens; `null` without it. */
  plot: PlotView | null;
  /** The role modules of issue 7 (which special cards are in the game: public), or `null`. */
  roles: RoleSetup | null;
  /** Defector variant I: the loyalty cards revealed so far (public) and the switches they made. */
  loyalty: { draws: ('no-change' | 'switch')[]; switches: number } | null;
}

/** What one seat may know: the public view plus its own side and the spies it learnt. */
export interface SeatView extends Omit<PublicView, 'viewer'> {
  viewer: Seat;
  /** The seat's own side, when the app knows the roles; `null` in table mode. */
  side: Side | null;
  /** The spies this seat knows (spies only, not with Blind Spies); `null` when it knows none. */
  knownSpies: Seat[] | null;
  /**
   * Whether `knownSpies` are all the spies. Not so for the spies when the Spy Reverser is hidden
   * from them (R-REVS-OPT): they cannot tell the hidden one from the resistance.
   */
  knowsAllSpies: boolean;
  /**
   * What this seat learnt from plot cards (Overheard Conversation, Establish Confidence, Open Up):
   * the loyalty of each player it looked at or was shown, when the app holds the roles; empty
   * otherwise. Never in anyone else's view (R-PLOT-5).
   */
  plotLooks: { target: Seat; via: PlotCard; side: Side }[];
  /**
   * What this seat learnt as the Inquisitor (R-INQ-2): the side of each player it checked, when
   * the app holds the roles; empty otherwise. Never in anyone else's view.
   */
  inquisitions: { target: Seat; side: Side }[];
  /** This seat's Reverser card, when the app dealt it (R-REVS-1); `null` otherwise. */
  reverser: 'resistance' | 'spy' | null;
  /** This seat's character card with a role module, when the app dealt it (issue 7); else `null`. */
  character: Role | null;
  /**
   * With a role module and the roles dealt by the app: the seats this seat learnt at the reveal
   * and as what, from the knowledge table (knowledge.ts); empty otherwise.
   */
  learns: Learned[];
}

/** The allow-listed view of `state` for the shared board or for one seat. */
export function viewFor(state: GameState, viewer: 'public'): PublicView;
export function viewFor(state: GameState, viewer: Seat): SeatView;
export function viewFor(state: GameState, viewer: 'public' | Seat): PublicView | SeatView {
  const shared = {
    players: [...state.setup.players],
    firstLeader: state.setup.firstLeader,
    variants: [...state.setup.variants],
    mission5Rule: state.setup.mission5Rule,
    rolesDealt: state.setup.spies !== undefined,
    secretVotes: state.setup.secretVotes === true,
    phase: state.phase,
    round: state.round,
    leader: state.leader,
    voteTrack: state.voteTrack,
    proposals: state.proposals.map(
      (p): ProposalView => ({
        index: p.index,
        round: p.round,
        mission: p.mission,
        attempt: p.attempt,
        leader: p.leader,
        team: [...p.team],
        votes: p.votes ? [...p.votes] : null,
        approved: p.approved,
        noConfidence: p.noConfidence ?? null,
      }),
    ),
    missions: state.missions.map(
      (m): MissionView | null =>
        m && {
          mission: m.mission,
          round: m.round,
          team: [...m.team],
          fails: m.fails,
          failsNeeded: m.failsNeeded,
          reverses: m.reverses,
          faceUp: m.faceUp.map((c) => ({ seat: c.seat, card: c.card })),
          result: m.result,
        },
    ),
    winner: state.winner ? { side: state.winner.side, reason: state.winner.reason } : null,
    modules: state.setup.modules
      ? {
          plot: state.setup.modules.plot,
          trapper: state.setup.modules.trapper,
          inquisitor: state.setup.modules.inquisitor,
          reverser: state.setup.modules.reverser ? { ...state.setup.modules.reverser } : null,
        }
      : null,
    plot: state.plot ? plotView(state.plot) : null,
    roles: state.setup.roles
      ? {
          assassin: state.setup.roles.assassin ? { ...state.setup.roles.assassin } : null,
          defector: state.setup.roles.defector,
          hunter: state.setup.roles.hunter ? { ...state.setup.roles.hunter } : null,
        }
      : null,
    loyalty: state.loyalty ? { draws: [...state.loyalty.draws], switches: state.loyalty.switches } : null,
    inquisitor: state.inquisitor
      ? {
          holder: state.inquisitor.holder,
          pastHolders: [...state.inquisitor.pastHolders],
          checks: state.inquisitor.checks.map((c) => ({ by: c.by, target: c.target })),
        }
      : null,
  };
  if (viewer === 'public') return { viewer: 'public', ...shared };
  if (!Number.isInteger(viewer) || viewer < 0 || viewer >= state.setup.players.length) {
    throw new RangeError(`viewFor: there is no seat ${viewer} at a table of ${state.setup.players.length}`);
  }

  const spies = state.setup.spies;
  const characters = state.setup.characters;
  const blind = state.setup.variants.includes('blind-spies');
  // R-DEF-V1: a Defector's side is the one they are on now.
  const character = characters?.[viewer] ?? null;
  const isSpy = character ? currentSide(character, state.loyalty?.switches ?? 0) === 'spies' : spies ? spies.includes(viewer) : null;
  // R-REVS-OPT: the hidden Spy Reverser keeps their eyes closed at the reveal: they see no spy,
  // and the other spies do not see them.
  const hidden = state.setup.modules?.reverser?.spyHidden ? (state.setup.reversers?.spy ?? null) : null;
  // With role modules what a seat learnt comes from the knowledge table (`learns`) instead.
  const knownSpies = spies && isSpy && !blind && viewer !== hidden && !characters ? spies.filter((s) => s !== hidden) : null;
  return {
    viewer,
    ...shared,
    side: isSpy === null ? null : isSpy ? 'spies' : 'resistance',
    knownSpies,
    knowsAllSpies: knownSpies !== null && hidden === null,
    character,
    learns:
      characters && state.setup.roles
        ? knowledgeFor({ roles: characters, setup: state.setup.roles }, viewer, blind).learns.map((l) => ({ seat: l.seat, as: l.as, rule: l.rule }))
        : [],
    plotLooks:
      spies && state.plot
        ? state.plot.looks
            .filter((l) => l.by === viewer)
            .map((l) => ({ target: l.target, via: l.via, side: spies.includes(l.target) ? ('spies' as const) : ('resistance' as const) }))
        : [],
    reverser:
      state.setup.reversers?.resistance === viewer ? 'resistance' : state.setup.reversers?.spy === viewer ? 'spy' : null,
    inquisitions:
      spies && state.inquisitor
        ? state.inquisitor.checks
            .filter((c) => c.by === viewer)
            .map((c) => ({ target: c.target, side: spies.includes(c.target) ? ('spies' as const) : ('resistance' as const) }))
        : [],
  };
}

/** The public copy of the plot cards, field by field. */
function plotView(plot: PlotState): PlotView {
  return {
    deck: { ...plot.deck },
    deckLeft: Object.values(plot.deck).reduce((a, b) => a + b, 0),
    drawn: [...plot.drawn],
    drawnThisRound: plot.drawnThisRound,
    held: plot.held.map((h) => ({ seat: h.seat, card: h.card })),
    pending: plot.pending ? { card: plot.pending.card, holder: plot.pending.holder } : null,
    leaderActed: plot.leaderActed,
    strongLeaderLocked: plot.strongLeaderLocked,
    chance: plot.chance ? { key: plot.chance.key, position: plot.chance.position } : null,
    spotlight: [...plot.spotlight],
    closeEye: plot.closeEye.map((c) => ({ by: c.by, target: c.target })),
    looks: plot.looks.map((l) => ({ by: l.by, target: l.target, via: l.via })),
  };
}

/**
 * The team size of `mission` as the public view knows it: the R-TEAM-1 table, plus one with the
 * Trapper module (R-TRP-1). The same as `requiredTeamSize(state, mission)`.
 */
export function viewTeamSize(view: Pick<PublicView, 'players' | 'modules'>, mission: MissionNumber): number {
  return teamSize(view.players.length, mission) + (view.modules?.trapper ? 1 : 0);
}
