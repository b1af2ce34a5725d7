/**
 * Hidden information held by the app: the digital deal (R-SET-2, R-SET-3), what each seat learns
 * at the card-passing reveal (R-REV-2, R-VAR-BLIND), and the secret votes (R-VOTE-1) and secret
 * mission cards (R-MIS-1, R-MIS-2) collected in private turns on one shared device.
 *
 * Pure functions: randomness comes in as `randomInt`, the knowledge of a seat comes from its
 * allow-listed {@link SeatView}, and the secret choices become ordinary events, so that the
 * record of a game played this way replays like any other. A mission's cards become only the
 * shuffled count of Fail cards (`{ type: 'mission', fails }`): nobody, not even the record,
 * learns who played what (R-MIS-1).
 */
import { fail } from './errors.ts';
import type { RuleId } from './errors.ts';
import type { Role, SeenAs } from './augment.ts';
import { manifest } from './registry.ts';
import { cardRefusal, currentProposal, currentSpies, modules, playerCount } from './reducer.ts';
import { isSeat } from './tables.ts';
import { nextSeat, spyCount } from './tables.ts';
import type { GameState, MissionCard, MissionEvent, Seat, VoteEvent } from './types.ts';
import type { SeatView } from './view.ts';

/**
 * Deals the character cards (R-SET-3) with the counts of R-SET-2: a uniform random choice of
 * `spyCount(players)` seats, by a partial Fisher–Yates shuffle.
 * @param players number of players, 5–10
 * @param randomInt uniform integer in [0, n) (the app passes one built on `crypto.getRandomValues`)
 * @returns the spies' seats, sorted ascending
 * @throws RuleError R-SET-1 for a player count outside 5–10; RangeError when `randomInt` misbehaves
 */
export function dealSpies(players: number, randomInt: (n: number) => number): Seat[] {
  if (!Number.isInteger(players) || players < 5 || players > 10) {
    fail('R-SET-1', 'player-count', `The Resistance needs 5 to 10 players, not ${players}`, { count: players, min: 5, max: 10 });
  }
  const seats = Array.from({ length: players }, (_, i) => i);
  const count = spyCount(players);
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(players - i);
    if (!isSeat(j, players) || j < i) throw new RangeError(`randomInt(${players - i}) returned ${j - i}`);
    [seats[i], seats[j]] = [seats[j]!, seats[i]!];
  }
  return seats.slice(0, count).sort((a, b) => a - b);
}

/** Every seat once, clockwise, starting with `first` (R-SET-1 seating order). */
export function seatsFrom(first: Seat, players: number): Seat[] {
  const order: Seat[] = [];
  for (let seat = first, i = 0; i < players; i++, seat = nextSeat(seat, players)) order.push(seat);
  return order;
}

/**
 * The order of the private reveal turns: "starting with the leader", each player in seat order
 * (R-REV-2). The leader is the first leader (R-SET-4), drawn before the reveal.
 */
export function revealOrder(state: GameState): Seat[] {
  return seatsFrom(state.setup.firstLeader, playerCount(state));
}

/**
 * One answer of the reveal: for the viewer's own seat, its side; for another seat, what the
 * viewer may feel of that seat's card (R-REV-2): `'spy'`/`'not-spy'` for a spy, `'unknown'` for a
 * resistance player, for everyone with Blind Spies (R-VAR-BLIND), and when the app does not
 * know the roles.
 */
export type RevealAnswer = 'spy' | 'not-spy' | 'unknown' | 'seen';

export interface RevealEntry {
  seat: Seat;
  /** True for the viewer's own card (always the first entry). */
  self: boolean;
  answer: RevealAnswer;
  /** With a role module: the viewer's own character card (own entry only). */
  role?: Role;
  /** With a role module and `answer: 'seen'`: what the viewer learnt this seat is (knowledge.ts). */
  as?: SeenAs;
}

/**
 * What one seat learns at the card-passing reveal (R-REV-2), as a list of the same length and
 * shape for every role: the viewer's own card first, then every other seat clockwise from the
 * viewer. Built only from the seat's allow-listed view (`viewFor(state, seat)`), so it can tell
 * nothing the seat may not know.
 */
export function revealFor(view: SeatView): RevealEntry[] {
  const players = view.players.length;
  if (view.character !== null) {
    // Role modules: the own card with its role, then what the knowledge table says.
    return seatsFrom(view.viewer, players).map((seat): RevealEntry => {
      if (seat === view.viewer) return { seat, self: true, answer: view.side === 'spies' ? 'spy' : 'not-spy', role: view.character! };
      const learnt = view.learns.find((l) => l.seat === seat);
      return learnt ? { seat, self: false, answer: 'seen', as: learnt.as } : { seat, self: false, answer: 'unknown' };
    });
  }
  const own: RevealAnswer = view.side === 'spies' ? 'spy' : view.side === 'resistance' ? 'not-spy' : 'unknown';
  const known = view.knownSpies;
  return seatsFrom(view.viewer, players).map((seat) =>
    seat === view.viewer
      ? { seat, self: true, answer: own }
      : {
          seat,
          self: false,
          // R-REVS-OPT: a spy who may not know every spy cannot tell the others apart.
          answer: known ? (known.includes(seat) ? 'spy' : view.knowsAllSpies ? 'not-spy' : 'unknown') : 'unknown',
        },
  );
}

/** The order of the private vote turns: every player, leader included, from the leader clockwise (R-VOTE-1). */
export function voteOrder(state: GameState): Seat[] {
  if (state.phase !== 'vote') fail('R-VOTE-1', 'vote-expected', 'the proposed team must be voted on first');
  return seatsFrom(state.leader, playerCount(state));
}

/**
 * The vote event from every player's secret vote, revealed at once (R-VOTE-1).
 * @param votes each seat's vote, `true` = Approve
 * @throws RuleError R-VOTE-1 when it is not time to vote or a seat has not voted
 */
export function secretVoteEvent(state: GameState, votes: ReadonlyMap<Seat, boolean>): VoteEvent {
  const order = voteOrder(state);
  const missing = order.filter((seat) => !votes.has(seat));
  if (missing.length > 0 || votes.size !== order.length) {
    fail('R-VOTE-1', 'votes-missing', `every player votes: ${missing.length} of ${order.length} have not voted yet`, {
      missing: missing.length,
      count: order.length,
    });
  }
  return { type: 'vote', approve: order.filter((seat) => votes.get(seat) === true).sort((a, b) => a - b) };
}

/** The order of the private mission turns: the team members, clockwise from the leader (R-MIS-1). */
export function missionOrder(state: GameState): Seat[] {
  const proposal = currentProposal(state);
  if (state.phase !== 'mission' || !proposal) {
    fail('R-MIS-1', 'mission-expected', 'the approved team must play the mission first');
  }
  return seatsFrom(state.leader, playerCount(state)).filter((seat) => proposal.team.includes(seat));
}

/**
 * The card a team member actually plays when choosing `chosen` (R-MIS-2 and the modules' rules):
 * a card the seat may not play (a resistance player's Fail, a Reverse by someone who is no
 * Reverser, R-REVS-2; a Chief Fail by someone who is no Spy Chief, or any Chief Fail without
 * Chief Fail cards, R-HUN-MIS; a Spy Reverser's or a Spy Chief's Fail) is played as Success, so
 * that every player's screen offers the same cards. With the spies known but not the cards, a
 * spy may be a Spy Chief: either choice stands.
 * @throws RuleError R-MIS-2 when the spies are not known (table mode cannot check cards)
 */
export function playedCard(state: GameState, seat: Seat, chosen: MissionCard): MissionCard {
  // R-DEF-V1: a Defector plays the cards of their current side (R-HUN-BRAND: so do the Branded).
  const spies = currentSpies(state);
  if (!spies) fail('R-MIS-2', 'cards-need-spies', 'secret mission cards need the roles dealt by the app');
  return cardRefusal(state, seat, chosen, spies) ? 'success' : chosen;
}

/**
 * Whether the leader sets a played card aside, unrevealed, before this mission's secret cards are
 * counted (a module's `mission.setAside`: the Trapper's, R-TRP-2): how many cards and the rule, or
 * `null` when no module of the game does.
 */
export function setAsideStep(state: GameState): { cards: number; rule: RuleId } | null {
  for (const m of modules(state)) {
    const part = m.mission?.setAside?.(state);
    if (part && part.cards > 0) return part;
  }
  return null;
}

/**
 * The mission event from the team's secret cards, shuffled: only the counts the rules reveal
 * (R-MIS-1: the number of Fail cards, and each module's cards: Reverse, Chief Fail), each card
 * first passed through {@link playedCard} (R-MIS-2). A card set aside (the Trapper's leader picked
 * it among the face-down cards, R-TRP-2) is left out; cards played face up (In the Spotlight,
 * R-PLOT-3) are given face up too.
 * @param cards each team member's chosen card
 * @param options.setAside the seat whose card the leader set aside, with a module that sets one aside
 * @throws RuleError R-MIS-1 when it is not time for the mission or a member has not played; the
 *   set-aside module's rule when `setAside` is missing with it, not a team member, or a card
 *   played face up; the off module's error when it is given without one
 */
export function secretMissionEvent(state: GameState, cards: ReadonlyMap<Seat, MissionCard>, options: { setAside?: Seat } = {}): MissionEvent {
  const team = missionOrder(state);
  const on = modules(state);
  const aside = setAsideStep(state);
  if (!aside && options.setAside !== undefined) {
    const spec = manifest()
      .map((entry) => entry.eventFields?.['mission-cards']?.['setAside'])
      .find((s) => s !== undefined);
    if (spec) fail(spec.rule, spec.code, spec.message, spec.params ?? {});
    throw new Error('no module of this game sets a card aside, and no manifest line says how to refuse one');
  }
  const rule = aside?.rule;
  if (rule && options.setAside === undefined) fail(rule, 'set-aside-missing', 'the leader sets one played card aside first');
  if (options.setAside !== undefined && !team.includes(options.setAside)) {
    fail(rule ?? 'R-MIS-1', 'set-aside-seat', 'the card set aside must be one played by the team');
  }
  const missing = team.filter((seat) => !cards.has(seat));
  if (missing.length > 0 || cards.size !== team.length) {
    fail('R-MIS-1', 'cards-missing', `every team member plays one card: ${missing.length} of ${team.length} have not played yet`, {
      missing: missing.length,
      count: team.length,
    });
  }
  const faceUp = on.flatMap((m) => m.mission?.faceUp?.(state) ?? []);
  if (options.setAside !== undefined && faceUp.includes(options.setAside)) {
    fail(rule ?? 'R-MIS-1', 'set-aside-face-up', 'a card played face up is already revealed: the leader sets aside one of the face-down cards');
  }
  const played = new Map(team.map((seat) => [seat, playedCard(state, seat, cards.get(seat)!)] as const));
  // R-TRP-2: the card set aside is not revealed and does not count.
  const counted = team.filter((seat) => seat !== options.setAside).map((seat) => played.get(seat)!);
  let event: MissionEvent = { type: 'mission', fails: counted.filter((card) => card === 'fail').length };
  for (const module of on) event = { ...event, ...module.mission?.fromCards?.(state, counted, played) };
  return event;
}
