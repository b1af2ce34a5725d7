/**
 * Correcting an earlier event ("correct an earlier round"): the table recorded a
 * proposal, a vote or a mission result wrongly several steps ago. The state is the fold of the
 * log, so the correction is one more fold: the events before the corrected one, the replacement,
 * then every later event replayed on top, each checked again by the engine (`step`). Pure: no
 * DOM, no storage; the session saves the new log (session/game-session.ts).
 */
import { RuleError } from './errors.ts';
import { step } from './reducer.ts';
import { createGame } from './setup.ts';
import type { GameEvent, GameSetupInput, GameState } from './types.ts';

/**
 * A correction refused: the event at `index` of the new log (the replacement itself, or a later
 * event replayed on top of it) breaks a rule. `cause` is the engine's RuleError (its `rule` id and
 * `code`), `event` the event refused and `before` the state it was refused in (to name it:
 * "Proposal 5", "the vote on proposal 5", "the result of mission 3"). The message, `event N: …`,
 * is the engine's sentence without the rule id (that is `rule`).
 */
export class CorrectionError extends Error {
  readonly index: number;
  /** The index of the event corrected (`index` equals it when the replacement itself is refused). */
  readonly correctedIndex: number;
  readonly event: GameEvent;
  readonly before: GameState;
  override readonly cause: RuleError;

  constructor(index: number, correctedIndex: number, event: GameEvent, before: GameState, cause: RuleError) {
    super(`event ${index}: ${cause.message}`);
    this.name = 'CorrectionError';
    this.index = index;
    this.correctedIndex = correctedIndex;
    this.event = event;
    this.before = before;
    this.cause = cause;
  }

  /** The rule id the refused event breaks. */
  get rule(): string {
    return this.cause.rule;
  }

  /** Whether the replacement itself is refused (rather than a later event). */
  get atCorrection(): boolean {
    return this.index === this.correctedIndex;
  }
}

/**
 * Replaces event `index` of `events` by `replacement` and replays every later event on top of it.
 * @param setup the game's setup (`state.setup` will do: it is accepted again as input)
 * @param events the game's log, oldest first (not changed)
 * @param index the event to correct, 0 … events.length − 1
 * @returns the state after the new log; its `events` are the new log (the same length)
 * @throws CorrectionError naming the first event of the new log that breaks a rule, with its
 *   index and the engine's RuleError (R-TEAM-1, R-VOTE-1, R-END-1…); RangeError when `index` is
 *   not an event of the log
 */
export function correctEvent(setup: GameSetupInput, events: readonly GameEvent[], index: number, replacement: GameEvent): GameState {
  if (!Number.isInteger(index) || index < 0 || index >= events.length) {
    throw new RangeError(`there is no event ${index} to correct (the log has ${events.length})`);
  }
  const log = [...events.slice(0, index), replacement, ...events.slice(index + 1)];
  let state = createGame(setup);
  log.forEach((event, i) => {
    try {
      state = step(state, event).state;
    } catch (error) {
      if (i < index) throw error; // the log before the correction was accepted: not the correction's doing
      throw new CorrectionError(i, index, event, state, asRuleError(error));
    }
  });
  return state;
}

/** Where one proposal's events are in the log: its proposal, its vote and the mission its team played. */
export interface ProposalEvents {
  proposal: number;
  /** `null` while the vote is not recorded. */
  vote: number | null;
  /** `null` when the team was not approved or has not played yet. */
  mission: number | null;
}

/**
 * The indices in `state.events` of proposal `proposalIndex`'s events (the proposal, its vote, the
 * mission its team played), found by replaying the log: events of modules in between are skipped.
 * @returns `null` when there is no such proposal
 */
export function proposalEvents(state: GameState, proposalIndex: number): ProposalEvents | null {
  let replay = createGame(state.setup);
  let found: ProposalEvents | null = null;
  state.events.forEach((event, i) => {
    const before = replay;
    replay = step(replay, event).state;
    if (replay.proposals.length > before.proposals.length && replay.proposals.length - 1 === proposalIndex) {
      found = { proposal: i, vote: null, mission: null };
    }
    if (!found) return;
    const proposal = replay.proposals[proposalIndex];
    if (found.vote === null && proposal?.votes && !before.proposals[proposalIndex]?.votes) found.vote = i;
    const played = (missions: GameState['missions']) => missions.some((m) => m?.proposalIndex === proposalIndex);
    if (found.mission === null && played(replay.missions) && !played(before.missions)) found.mission = i;
  });
  return found;
}

/**
 * The state just before event `index` of `state.events` (the fold of the events before it): the
 * step a correction of that event is made in.
 */
export function stateBefore(state: GameState, index: number): GameState {
  let replay = createGame(state.setup);
  for (const event of state.events.slice(0, index)) replay = step(replay, event).state;
  return replay;
}

function asRuleError(error: unknown): RuleError {
  if (error instanceof RuleError) return error;
  return new RuleError('REC-FORMAT', 'malformed', error instanceof Error ? error.message : String(error));
}
