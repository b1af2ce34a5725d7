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
import { extension } from './extensions.ts';
import { currentProposal, currentSpies, playerCount } from './reducer.ts';
import { isSeat } from './setup.ts';
import { nextSeat, spyCount } from './tables.ts';
import type { GameState, HunterMissionChoice, MissionChoice, MissionEvent, Seat, VoteEvent } from './types.ts';
import type { SeatView } from './view.ts';
import type { SeenAs } from './knowledge.ts';
import type { Role } from './characters.ts';

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

/**
 * Deals the Reverser cards (R-REVS-1) in place of plain cards: the Spy Reverser to one of the
 * spies, the Resistance Reverser to one of the others, each uniformly at random.
 * @param which the Reversers in the game (the setup's `modules.reverser`)
 * @param plain whether a seat holds a plain card: with role modules (issue 7) the Reversers
 *   replace plain cards only, never a special role
 */
export function dealReversers(
  players: number,
  spies: readonly Seat[],
  which: { resistance: boolean; spy: boolean },
  randomInt: (n: number) => number,
  plain: (seat: Seat) => boolean = () => true,
): { resistance: Seat | null; spy: Seat | null } {
  const resistance = Array.from({ length: players }, (_, i) => i).filter((s) => !spies.includes(s) && plain(s));
  spies = spies.filter(plain);
  const pick = (from: readonly Seat[]): Seat => {
    const i = randomInt(from.length);
    if (!Number.isInteger(i) || i < 0 || i >= from.length) throw new RangeError(`randomInt(${from.length}) returned ${i}`);
    return from[i]!;
  };
  return { resistance: which.resistance ? pick(resistance) : null, spy: which.spy ? pick(spies) : null };
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
    // Role modules (issue 7): the own card with its role, then what the knowledge table says.
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
 * The card a team member actually plays when choosing `chosen` (R-MIS-2): resistance players must
 * play Success, so a resistance player's Fail counts as Success; spies play what they choose.
 * With the Reverser (R-REVS-2) only the Reversers' Reverse counts as Reverse, and the Spy
 * Reverser's Fail counts as Success. With the Hunter module at 7+ players (R-HUN-MIS) only a Spy
 * Chief's Chief Fail counts as Chief Fail, and a Spy Chief's Fail counts as Success; without Chief
 * Fail cards (5–6 players, or no Hunter module) a Chief Fail counts as Success.
 * A choice without Chief Fail never gives Chief Fail (the first signature).
 * @throws RuleError R-MIS-2 when the spies are not known (table mode cannot check cards)
 */
export function playedCard(state: GameState, seat: Seat, chosen: MissionChoice): MissionChoice;
export function playedCard(state: GameState, seat: Seat, chosen: HunterMissionChoice): HunterMissionChoice;
export function playedCard(state: GameState, seat: Seat, chosen: HunterMissionChoice): HunterMissionChoice {
  // R-DEF-V1: a Defector plays the cards of their current side (R-HUN-BRAND: so do the Branded).
  const spies = currentSpies(state);
  if (!spies) fail('R-MIS-2', 'cards-need-spies', 'secret mission cards need the roles dealt by the app');
  const reversers = state.setup.reversers;
  const isReverser = reversers !== undefined && (reversers.resistance === seat || reversers.spy === seat);
  const isSpy = spies.includes(seat);
  // R-HUN-MIS: at 7+ players a Spy Chief plays Success or Chief Fail, the other spies Success or
  // Fail. With the spies known but not the cards, a spy may be a Spy Chief: either choice stands.
  const chiefFailCards = state.hunter?.chiefFailCards === true;
  const characters = state.hunter ? extension('roles').currentCharacters(state) : undefined;
  const spyChief = isSpy && (characters ? characters[seat] === 'spy-chief' : true);
  const plainSpy = isSpy && (characters ? characters[seat] !== 'spy-chief' : true);
  // R-REVS-2: only Reversers play Reverse; the Spy Reverser never plays Fail.
  if (chosen === 'reverse') return isReverser ? 'reverse' : 'success';
  if (chosen === 'chief-fail') return chiefFailCards && spyChief ? 'chief-fail' : 'success';
  if (chosen === 'fail') return isSpy && reversers?.spy !== seat && (!chiefFailCards || plainSpy) ? 'fail' : 'success';
  return 'success';
}

/**
 * The mission event from the team's secret cards, shuffled: only the number of Fail cards
 * (R-MIS-1), each card first passed through {@link playedCard} (R-MIS-2). With the Trapper, the
 * card of `setAside` (the one the leader picked among the face-down cards) is left out (R-TRP-2).
 * @param cards each team member's chosen card (Chief Fail with the Hunter module at 7+, R-HUN-MIS)
 * With plot cards, the cards of the players named with In the Spotlight are given face up too.
 * @throws RuleError R-MIS-1 when it is not time for the mission or a member has not played;
 *   R-TRP-2 when `setAside` is missing with the Trapper, given without it, not a team member, or
 *   a card played face up
 */
export function secretMissionEvent(
  state: GameState,
  cards: ReadonlyMap<Seat, HunterMissionChoice>,
  options: { setAside?: Seat } = {},
): MissionEvent {
  const team = missionOrder(state);
  const trapper = state.setup.modules?.trapper === true;
  if (trapper !== (options.setAside !== undefined)) {
    fail(
      'R-TRP-2',
      trapper ? 'set-aside-missing' : 'set-aside-without-trapper',
      trapper ? 'with the Trapper the leader sets one played card aside first' : 'only the Trapper sets a card aside',
    );
  }
  if (options.setAside !== undefined && !team.includes(options.setAside)) {
    fail('R-TRP-2', 'set-aside-seat', 'the card set aside must be one played by the team');
  }
  const missing = team.filter((seat) => !cards.has(seat));
  if (missing.length > 0 || cards.size !== team.length) {
    fail('R-MIS-1', 'cards-missing', `every team member plays one card: ${missing.length} of ${team.length} have not played yet`, {
      missing: missing.length,
      count: team.length,
    });
  }
  // Plot cards: the cards of the players in the spotlight are played face up, for all to see.
  const spotlight = state.plot?.spotlight ?? [];
  if (options.setAside !== undefined && spotlight.includes(options.setAside)) {
    fail('R-TRP-2', 'set-aside-face-up', 'a card played face up is already revealed: the leader sets aside one of the face-down cards');
  }
  // R-TRP-2: the card set aside is not revealed and does not count.
  const counted = team.filter((seat) => seat !== options.setAside).map((seat) => playedCard(state, seat, cards.get(seat)!));
  const event: MissionEvent = { type: 'mission', fails: counted.filter((card) => card === 'fail').length };
  // R-HUN-MIS: the Chief Fail cards are revealed and counted with the Fail cards.
  if (state.hunter?.chiefFailCards) event.chiefFails = counted.filter((card) => card === 'chief-fail').length;
  // R-REVS-3: the Reverse cards are revealed with the others; the engine flips the result.
  if (state.setup.modules?.reverser) event.reverses = counted.filter((card) => card === 'reverse').length;
  if (spotlight.length > 0) {
    event.faceUp = Object.fromEntries(spotlight.map((seat) => [String(seat), playedCard(state, seat, cards.get(seat)!)]));
  }
  return event;
}
