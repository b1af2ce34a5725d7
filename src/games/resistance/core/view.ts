/**
 * Views: what one viewer may know of the state, built by an explicit allow-list.
 *
 * `viewFor(state, 'public')` is what the shared board may show: never the spies, never who played
 * which mission card, never the event log (which may hold cards). A seat's view adds only what
 * that seat knows: its own side and, for a spy without Blind Spies, the other spies (R-REV-1,
 * R-REV-2, R-VAR-BLIND). Every field is copied by name; nothing is deleted from a copy.
 */
import { extension } from './extensions.ts';
import type { Learned } from './knowledge.ts';
import type { HunterState } from '../modules/hunter/engine.ts';
import type { HunterLoyalty, Role, RoleSetup } from './characters.ts';
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
  /** Who received the investigator token with this team (Hunter module, R-HUN-TEAM), or `null`. */
  investigator: Seat | null;
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
  /** Cards played face up with In the Spotlight (plot cards): public by the rule; a Chief Fail is a Fail with `chiefFail`. */
  faceUp: { seat: Seat; card: MissionChoice; chiefFail?: true }[];
  /** Chief Fail cards revealed (R-HUN-MIS): only with the Hunter module at 7+. They count with `fails`. */
  chiefFails?: number;
  /**
   * Only with the Hunter module: how many times a wrong accusation flipped the result since the
   * mission ended (R-HUN-EARLY, R-HUN-ACC); `result` is the result now.
   */
  flips?: number;
  result: MissionResult;
}

/**
 * The Hunter module as everyone sees it (R-HUN-*): who holds the investigator token, who
 * investigated whom (never what was shown), every accusation and its answer (the accused answers
 * truthfully in front of everyone), the Hunters who revealed themselves, Branding. Role names
 * stand for the side, never `"spy"`/`"spies"` as a value.
 */
export interface HunterView {
  /** Whether the Chief Fail cards are in the game (7+ players, R-HUN-1). */
  chiefFailCards: boolean;
  /** Who holds the investigator token for the team in play (from the proposal to the end of its mission's steps), else `null`. */
  token: Seat | null;
  /** What the steps after the last mission wait for, or `null`. */
  awaiting: { mission: MissionNumber; investigator: Seat | null; accuser: 'resistance-hunter' | 'spy-hunter' | null; early: boolean } | null;
  investigations: { by: Seat; target: Seat; mission: MissionNumber }[];
  accusations: {
    by: Seat;
    hunter: 'resistance-hunter' | 'spy-hunter';
    target: Seat;
    mission: MissionNumber;
    early: boolean;
    correct: boolean;
    coordinator: boolean;
  }[];
  /** The Hunters who revealed themselves by accusing, and whether the early accusation was made. */
  resistanceHunter: Seat | null;
  spyHunter: Seat | null;
  earlyUsed: boolean;
  /** Branding (R-HUN-BRAND): the Deep Agent revealed themself; `correct` means the two swapped cards. */
  branding: { by: Seat; target: Seat; correct: boolean } | null;
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
  /**
   * The Hunter module (public part), or `null` without it. `viewFor` always gives it; it is
   * optional in the type only so that views copied field by field elsewhere
   * (src/session/room-client.ts `publicViewOf`) type-check until they copy it too.
   */
  hunter?: HunterView | null;
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
  /**
   * What this seat learnt by investigating (R-HUN-INV): the loyalty card each player it
   * investigated showed, when the app holds the roles; empty otherwise. Never in anyone else's view.
   */
  investigations: { target: Seat; mission: MissionNumber; card: HunterLoyalty }[];
  /** This seat's Reverser card, when the app dealt it (R-REVS-1); `null` otherwise. */
  reverser: 'resistance' | 'spy' | null;
  /**
   * This seat's character card with a role module, when the app dealt it (issue 7); else `null`.
   * After a correct Branding (R-HUN-BRAND) the card the seat holds now.
   */
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
        investigator: p.investigator ?? null,
      }),
    ),
    missions: state.missions.map((m): MissionView | null => {
      if (!m) return null;
      const view: MissionView = {
        mission: m.mission,
        round: m.round,
        team: [...m.team],
        fails: m.fails,
        failsNeeded: m.failsNeeded,
        reverses: m.reverses,
        faceUp: m.faceUp.map((c) => (c.chiefFail ? { seat: c.seat, card: c.card, chiefFail: true as const } : { seat: c.seat, card: c.card })),
        result: m.result,
      };
      if (m.chiefFails !== undefined) view.chiefFails = m.chiefFails;
      if (m.flips !== undefined) view.flips = m.flips;
      return view;
    }),
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
    hunter: state.hunter ? hunterView(state, state.hunter) : null,
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
  // R-DEF-V1: a Defector's side is the one they are on now. R-HUN-BRAND: the card held now.
  const character = (state.hunter?.branding?.correct ? extension('roles').currentCharacters(state) : characters)?.[viewer] ?? null;
  const spiesNow = spies && state.hunter?.branding?.correct ? extension('roles').spiesNow(state)! : spies;
  const isSpy = character ? extension('roles').currentSide(character, state.loyalty?.switches ?? 0) === 'spies' : spiesNow ? spiesNow.includes(viewer) : null;
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
        ? extension('knowledge').knowledgeFor({ roles: characters, setup: state.setup.roles }, viewer, blind).learns.map((l) => ({ seat: l.seat, as: l.as, rule: l.rule }))
        : [],
    plotLooks:
      spies && state.plot
        ? state.plot.looks
            .filter((l) => l.by === viewer)
            .map((l) => ({ target: l.target, via: l.via, side: l.side ?? (spies.includes(l.target) ? ('spies' as const) : ('resistance' as const)) }))
        : [],
    reverser:
      state.setup.reversers?.resistance === viewer ? 'resistance' : state.setup.reversers?.spy === viewer ? 'spy' : null,
    investigations: state.hunter
      ? state.hunter.investigations.flatMap((i) => (i.by === viewer && i.shown !== null ? [{ target: i.target, mission: i.mission, card: i.shown }] : []))
      : [],
    inquisitions:
      spies && state.inquisitor
        ? state.inquisitor.checks
            .filter((c) => c.by === viewer)
            .map((c) => ({ target: c.target, side: c.side ?? (spies.includes(c.target) ? ('spies' as const) : ('resistance' as const)) }))
        : [],
  };
}

/** The public copy of the Hunter module, field by field: never what an investigation showed. */
function hunterView(state: GameState, hunter: HunterState): HunterView {
  const proposal = state.proposals[state.proposals.length - 1];
  const inPlay = state.phase === 'vote' || state.phase === 'mission' || hunter.after !== null;
  const after = hunter.after;
  const revealed = (role: 'resistance-hunter' | 'spy-hunter'): Seat | null => hunter.accusations.find((a) => a.hunter === role)?.by ?? null;
  return {
    chiefFailCards: hunter.chiefFailCards,
    token: inPlay ? (proposal?.investigator ?? null) : null,
    awaiting: after ? { mission: after.mission, investigator: after.investigator, accuser: after.accuser, early: after.early } : null,
    investigations: hunter.investigations.map((i) => ({ by: i.by, target: i.target, mission: i.mission })),
    accusations: hunter.accusations.map((a) => ({
      by: a.by,
      hunter: a.hunter,
      target: a.target,
      mission: a.mission,
      early: a.early,
      correct: a.correct,
      coordinator: a.coordinator,
    })),
    resistanceHunter: revealed('resistance-hunter'),
    spyHunter: revealed('spy-hunter'),
    earlyUsed: hunter.accusations.some((a) => a.early),
    branding: hunter.branding ? { by: hunter.branding.by, target: hunter.branding.target, correct: hunter.branding.correct } : null,
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
