/**
 * Views: what one viewer may know of the state, built by an explicit allow-list.
 *
 * `viewFor(state, 'public')` is what the shared board may show: never the spies, never who played
 * which mission card, never the event log (which may hold cards). A seat's view adds only what
 * that seat knows: its own side and, for a spy without Blind Spies, the other spies (R-REV-1,
 * R-REV-2, R-VAR-BLIND); with role modules its card and what it learnt at the reveal. Every field
 * is copied by name; nothing is deleted from a copy. Each module copies its own public fields and
 * its seat's private ones by name (module.ts `view`, `seatView`, `proposalView`, `missionView`).
 */
import { knowledgeFor } from './knowledge.ts';
import type { Learned } from './knowledge.ts';
import type {
  MissionViewExtras,
  ProposalViewExtras,
  PublicViewExtras,
  Role,
  SeatViewExtras,
} from './augment.ts';
import { manifest } from './registry.ts';
import { charactersNow, currentSpies, modules, requiredTeamSize, sideNow } from './reducer.ts';
import { MISSIONS } from './tables.ts';
import type { EngineModule } from './module.ts';
import type {
  Consequence,
  CoreConsequence,
  GameState,
  MissionNumber,
  MissionOutcome,
  MissionResult,
  Modules,
  Phase,
  Proposal,
  RoleSetup,
  Seat,
  Side,
  Variant,
  Winner,
  TableNames,
} from './types.ts';

/** A proposal as everyone saw it (votes are public after the reveal, R-VOTE-1). */
export type ProposalView = {
  index: number;
  round: number;
  mission: MissionNumber;
  attempt: number;
  leader: Seat;
  team: Seat[];
  votes: boolean[] | null;
  approved: boolean | null;
} & ProposalViewExtras;

/** A mission as everyone saw it: the shuffled count of Fail cards, never who played them (R-MIS-1). */
export type MissionView = {
  mission: MissionNumber;
  round: number;
  team: Seat[];
  fails: number;
  failsNeeded: 1 | 2;
  /** Cards revealed that count towards a fail (Fail and the modules' failing cards): at least that many spies were on the team (R-MIS-2). */
  failing: number;
  result: MissionResult;
} & MissionViewExtras;

/** What the shared board may show: the core's fields and those the modules add. */
export type PublicView = {
  viewer: 'public';
  players: string[];
  firstLeader: Seat;
  variants: Variant[];
  mission5Rule: GameState['setup']['mission5Rule'];
  /** Whether the app dealt the roles and holds them (never which seat has which role). */
  rolesDealt: boolean;
  /** Whether votes are collected in private turns (app option, R-VOTE-1). */
  secretVotes: boolean;
  /** The names the table plays under (app option), present only when not the game's own. */
  names?: TableNames;
  phase: Phase;
  round: number;
  leader: Seat;
  voteTrack: number;
  proposals: ProposalView[];
  missions: (MissionView | null)[];
  winner: Winner | null;
  /** Each mission's team size, missions 1 to 5: R-TEAM-1 and what modules add (R-TRP-1). */
  teamSizes: number[];
  /** The expansion modules' options (public), or `null` without any. */
  modules: Modules | null;
  /** The role modules' options (which special cards are in the game: public), or `null`. */
  roles: RoleSetup | null;
} & PublicViewExtras;

/** What one seat may know: the public view plus its own side and what it learnt. */
export type SeatView = Omit<PublicView, 'viewer'> & {
  viewer: Seat;
  /** The seat's own side, when the app knows the roles; `null` in table mode. */
  side: Side | null;
  /** The spies this seat knows (spies only, not with Blind Spies); `null` when it knows none. */
  knownSpies: Seat[] | null;
  /**
   * Whether `knownSpies` are all the spies. Not so for the spies when a spy is hidden from them
   * (R-REVS-OPT): they cannot tell the hidden one from the resistance.
   */
  knowsAllSpies: boolean;
  /**
   * This seat's character card with a role module, when the app dealt it; else `null`.
   * After a correct Branding (R-HUN-BRAND) the card the seat holds now.
   */
  character: Role | null;
  /**
   * With a role module and the roles dealt by the app: the seats this seat learnt at the reveal
   * and as what, from the knowledge table (knowledge.ts); empty otherwise.
   */
  learns: Learned[];
} & SeatViewExtras;

/** The "off" values of the modules a game does not use, for a view part (manifest `off`). */
function offValues(state: GameState, key: 'view' | 'seat' | 'proposalView' | 'missionView'): Readonly<Record<string, unknown>> {
  const on = modules(state);
  let byKey = offValuesByModules.get(on);
  if (!byKey) offValuesByModules.set(on, (byKey = new Map()));
  let values = byKey.get(key);
  if (!values) {
    const ids = new Set(on.map((m) => m.id));
    const merged: Record<string, unknown> = {};
    for (const entry of manifest()) if (!ids.has(entry.id)) Object.assign(merged, entry.off?.[key] ?? {});
    values = Object.freeze(merged);
    byKey.set(key, values);
  }
  return values;
}
/** {@link offValues} kept per list of modules in play (the registry keeps one list per setup). */
const offValuesByModules = new WeakMap<readonly EngineModule[], Map<string, Readonly<Record<string, unknown>>>>();

/** A JSON copy of public option objects (they hold only flags and names). */
function copy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** A proposal as everyone sees it (allow-list: the core's fields, then the modules'). */
function proposalViewOf(on: readonly EngineModule[], off: Record<string, unknown>, p: Proposal): ProposalView {
  let view = {
    ...off,
    index: p.index,
    round: p.round,
    mission: p.mission,
    attempt: p.attempt,
    leader: p.leader,
    team: [...p.team],
    votes: p.votes ? [...p.votes] : null,
    approved: p.approved,
  } as ProposalView;
  for (const module of on) view = { ...view, ...module.proposalView?.(p) };
  return view;
}

/** A mission as everyone saw it (allow-list: the counts, never the cards by player, R-MIS-1). */
function missionViewOf(on: readonly EngineModule[], off: Record<string, unknown>, m: MissionOutcome): MissionView {
  let view = {
    ...off,
    mission: m.mission,
    round: m.round,
    team: [...m.team],
    fails: m.fails,
    failsNeeded: m.failsNeeded,
    failing: m.failing,
    result: m.result,
  } as MissionView;
  for (const module of on) view = { ...view, ...module.missionView?.(m) };
  return view;
}

/**
 * A consequence as every device may hear it (the room server sends these to the table and every
 * phone): a proposal and a mission as their public views (a mission's cards by player,
 * kept when the table recorded them, are never in it, R-MIS-1); the modules' consequences are
 * public by their contract (module.ts: "never a secret in a consequence").
 */
export type PublicConsequence =
  | Exclude<Consequence, { kind: 'proposed' | 'voted' | 'mission' }>
  | { kind: 'proposed'; proposal: ProposalView }
  | (Omit<Extract<CoreConsequence, { kind: 'voted' }>, 'proposal'> & { proposal: ProposalView })
  | (Omit<Extract<CoreConsequence, { kind: 'mission' }>, 'outcome'> & { outcome: MissionView });

/** The public form of `c`, a consequence of an event of `state`'s game (see {@link PublicConsequence}). */
export function publicConsequence(state: GameState, c: Consequence): PublicConsequence {
  const on = modules(state);
  switch (c.kind) {
    case 'proposed':
      return { kind: 'proposed', proposal: proposalViewOf(on, offValues(state, 'proposalView'), c.proposal) };
    case 'voted': {
      const { proposal, approvals, rejections, approved, voteTrack, leader, winner } = c;
      return {
        kind: 'voted',
        proposal: proposalViewOf(on, offValues(state, 'proposalView'), proposal),
        approvals,
        rejections,
        approved,
        voteTrack,
        leader,
        winner: winner ? { side: winner.side, reason: winner.reason } : null,
      };
    }
    case 'mission': {
      const { outcome, successes, failures, leader, winner } = c;
      return {
        kind: 'mission',
        outcome: missionViewOf(on, offValues(state, 'missionView'), outcome),
        successes,
        failures,
        leader,
        winner: winner ? { side: winner.side, reason: winner.reason } : null,
      };
    }
    default:
      return copy(c);
  }
}

/**
 * The allow-listed view of `state` for the shared board or for one seat.
 * @param publicView for a seat: the public view of the same `state` (`viewFor(state, 'public')`),
 *   whose parts the seat's view then shares (the same objects, not copies) instead of building
 *   them again: a room builds every seat's view of one change from one public view, and its
 *   deltas diff a shared part once (server/deltas.ts). The seat's own fields are built
 *   from `state` as without it.
 * @throws RangeError when `viewer` is no seat of the table
 */
export function viewFor(state: GameState, viewer: 'public'): PublicView;
export function viewFor(state: GameState, viewer: Seat, publicView?: PublicView): SeatView;
export function viewFor(state: GameState, viewer: 'public' | Seat, publicView?: PublicView): PublicView | SeatView {
  const on = modules(state);
  if (viewer !== 'public' && publicView) return seatViewOf(state, on, viewer, publicView);
  const proposalOff = offValues(state, 'proposalView');
  const missionOff = offValues(state, 'missionView');
  let shared = {
    players: [...state.setup.players],
    firstLeader: state.setup.firstLeader,
    variants: [...state.setup.variants],
    mission5Rule: state.setup.mission5Rule,
    rolesDealt: state.setup.spies !== undefined,
    secretVotes: state.setup.secretVotes === true,
    ...(state.setup.names ? { names: state.setup.names } : {}),
    phase: state.phase,
    round: state.round,
    leader: state.leader,
    voteTrack: state.voteTrack,
    proposals: state.proposals.map((p) => proposalViewOf(on, proposalOff, p)),
    missions: state.missions.map((m): MissionView | null => (m ? missionViewOf(on, missionOff, m) : null)),
    winner: state.winner ? { side: state.winner.side, reason: state.winner.reason } : null,
    teamSizes: MISSIONS.map((m) => requiredTeamSize(state, m)),
    modules: state.setup.modules ? copy(state.setup.modules) : null,
    roles: state.setup.roles ? copy(state.setup.roles) : null,
    ...offValues(state, 'view'),
  } as Omit<PublicView, 'viewer'>;
  for (const module of on) shared = { ...shared, ...module.view?.(state) };
  if (viewer === 'public') return { viewer: 'public', ...shared };
  return seatViewOf(state, on, viewer, { viewer, ...(shared as object) });
}

/**
 * A seat's view: the public fields of `base` (a public view, or the public fields after a
 * `viewer`), with `viewer` set to the seat, and what this seat alone knows (see {@link viewFor}).
 */
function seatViewOf(state: GameState, on: ReturnType<typeof modules>, viewer: Seat, base: object): SeatView {
  if (!Number.isInteger(viewer) || viewer < 0 || viewer >= state.setup.players.length) {
    throw new RangeError(`viewFor: there is no seat ${viewer} at a table of ${state.setup.players.length}`);
  }

  const spies = state.setup.spies;
  const characters = state.setup.characters;
  const blind = state.setup.variants.includes('blind-spies');
  // R-DEF-V1: a Defector's side is the one they are on now. R-HUN-BRAND: the card held now.
  const character = charactersNow(state)?.[viewer] ?? null;
  const spiesNow = currentSpies(state);
  const isSpy = character ? sideNow(state, character) === 'spies' : spiesNow ? spiesNow.includes(viewer) : null;
  // R-REVS-OPT: a spy hidden at the reveal keeps their eyes closed: they see no spy, and the other
  // spies do not see them.
  const hidden = on.flatMap((m) => m.hiddenSpies?.(state) ?? []);
  // With role modules what a seat learnt comes from the knowledge table (`learns`) instead.
  const knownSpies = spies && isSpy && !blind && !hidden.includes(viewer) && !characters ? spies.filter((s) => !hidden.includes(s)) : null;
  const seat = {
    ...base,
    viewer,
    side: isSpy === null ? null : isSpy ? 'spies' : 'resistance',
    knownSpies,
    knowsAllSpies: knownSpies !== null && hidden.length === 0,
    character,
    learns:
      characters && state.setup.roles
        ? knowledgeFor({ roles: characters, setup: state.setup.roles }, viewer, blind).learns.map((l) => ({ seat: l.seat, as: l.as, rule: l.rule }))
        : [],
    ...offValues(state, 'seat'),
  } as SeatView;
  // The modules' fields added to the object just built (no copy of it per module).
  for (const module of on) Object.assign(seat, module.seatView?.(state, viewer));
  return seat;
}

/** The team size of `mission` as the public view knows it (the same as `requiredTeamSize(state, mission)`). */
export function viewTeamSize(view: Pick<PublicView, 'teamSizes'>, mission: MissionNumber): number {
  return view.teamSizes[mission - 1]!;
}
