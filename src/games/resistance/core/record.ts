/**
 * Game records: the interchange format resistance-record/1 (documented in docs/records.md).
 *
 * ```json
 * {"format": "resistance-record/1",
 *  "setup": {"players": ["Ann", "Bob", "Cid", "Dee", "Eve"], "firstLeader": 0,
 *            "variants": ["targeting"], "spies": [1, 4]},
 *  "events": [{"type": "proposal", "team": [0, 4], "leader": 0, "mission": 1},
 *             {"type": "vote", "approve": [0, 1, 2, 4]},
 *             {"type": "mission", "fails": 1}]}
 * ```
 */
import { RuleError } from './errors.ts';
import { step } from './reducer.ts';
import { createGame } from './setup.ts';
import type { GameEvent, GameSetupInput, GameState, MissionResult, Phase, Seat, Side } from './types.ts';
import { RECORD_FORMAT } from './record-format.ts';

export { RECORD_FORMAT };

/** A record as stored and exchanged. */
export interface GameRecord {
  format: typeof RECORD_FORMAT;
  setup: GameSetupInput;
  events: GameEvent[];
}

/**
 * Where a record breaks a rule: in its setup, or at event `index` (from 0). The message is one
 * line, `setup: …` or `event N: …`, the engine's sentence without the rule id: it can reach the
 * screen ("That saved game cannot be read: …"), and the id is `rule` (the replay command prints it).
 */
export class RecordError extends Error {
  readonly where: 'setup' | number;
  override readonly cause: RuleError;

  constructor(where: 'setup' | number, cause: RuleError) {
    // One line, whatever the record quoted into the message (names, types, JSON parse errors).
    const sentence = cause.message.replace(/\s*[\r\n]+\s*/g, ' ');
    super(`${where === 'setup' ? 'setup' : `event ${where}`}: ${sentence}`);
    this.name = 'RecordError';
    this.where = where;
    this.cause = cause;
  }

  /** The rule id the record breaks (R-…, or REC-FORMAT / REC-EVENT for the record's format). */
  get rule(): string {
    return this.cause.rule;
  }
}

/**
 * Replays a record (already parsed from JSON) and returns the final state.
 * @throws RecordError naming the setup or the first event that breaks a rule.
 */
export function replayRecord(input: unknown): GameState {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new RecordError('setup', new RuleError('REC-FORMAT', 'record-object', 'a record must be a JSON object'));
  }
  const record = input as Partial<GameRecord>;
  if (record.format !== RECORD_FORMAT) {
    throw new RecordError(
      'setup',
      new RuleError('REC-FORMAT', 'record-format', `"format" must be "${RECORD_FORMAT}", not ${JSON.stringify(record.format ?? null)}`),
    );
  }
  let state: GameState;
  try {
    state = createGame(record.setup as GameSetupInput);
  } catch (error) {
    throw new RecordError('setup', asRuleError(error));
  }
  if (!Array.isArray(record.events)) {
    throw new RecordError('setup', new RuleError('REC-FORMAT', 'events-list', '"events" must be a list of events'));
  }
  record.events.forEach((event, index) => {
    try {
      state = step(state, event).state;
    } catch (error) {
      throw new RecordError(index, asRuleError(error));
    }
  });
  return state;
}

/** The record of a game: its setup and every accepted event, in order. */
export function toRecord(state: GameState): GameRecord {
  const { players, firstLeader, variants, spies, mission5Rule, secretVotes, names, modules, roles, characters, ...extras } = state.setup;
  const setup: GameSetupInput = { players: [...players], firstLeader };
  if (variants.length > 0) setup.variants = [...variants];
  if (spies) setup.spies = [...spies];
  if (mission5Rule !== 'two-successes') setup.mission5Rule = mission5Rule;
  if (secretVotes) setup.secretVotes = true;
  if (names) setup.names = names;
  // The modules' options: those that are on (a module that is off is left out of a record).
  const on = (options: object) => Object.fromEntries(Object.entries(structuredClone(options)).filter(([, v]) => v !== false && v !== null && v !== undefined));
  if (modules) setup.modules = on(modules);
  // The modules' other setup fields (the Reversers' seats).
  Object.assign(setup, structuredClone(extras));
  if (roles) setup.roles = on(roles);
  if (characters) setup.characters = [...characters];
  return { format: RECORD_FORMAT, setup, events: structuredClone(state.events) };
}

/** What `npm run replay` prints for a replayed game. */
export interface ReplaySummary {
  /** Result of each mission slot 1–5, `null` when not played. */
  results: (MissionResult | null)[];
  voteTrack: number;
  leader: Seat;
  phase: Phase;
  winner: Side | null;
}

/** The summary of a state, as printed by the replay command. */
export function summarize(state: GameState): ReplaySummary {
  return {
    results: state.missions.map((m) => m?.result ?? null),
    voteTrack: state.voteTrack,
    leader: state.leader,
    phase: state.phase,
    winner: state.winner?.side ?? null,
  };
}

function asRuleError(error: unknown): RuleError {
  if (error instanceof RuleError) return error;
  // A malformed value that slipped past the checks: still a refusal, never a crash.
  return new RuleError('REC-FORMAT', 'malformed', error instanceof Error ? error.message : String(error));
}

/**
 * The state before the last event: the setup and every event but the last, replayed (undo).
 * @returns the earlier state and the event taken back, or `null` when there is no event
 */
export function withoutLastEvent(state: GameState): { state: GameState; undone: GameEvent } | null {
  const undone = state.events[state.events.length - 1];
  if (!undone) return null;
  let earlier = createGame(state.setup);
  for (const event of state.events.slice(0, -1)) earlier = step(earlier, event).state;
  return { state: earlier, undone };
}
