/**
 * Game records of Rebellion vs Empire: the interchange format `rebellion-vs-empire-record/1`
 * (documented in docs/rebellion-vs-empire.md, "Records"), replayed by the same command as The
 * Resistance's records (`npm run --silent replay -- FILE`, src/cli/replay.ts, which dispatches on
 * `format`).
 *
 * ```json
 * {"format": "rebellion-vs-empire-record/1",
 *  "setup": {"capitolVariant": false, "missionCards": "app", "players": {"rebellion": "Ann", "empire": "Bob"}},
 *  "events": [{"type": "row", "row": ["capitol", …]}, {"type": "missions", "missions": ["espionage", …]},
 *             {"type": "shuffle", "deck": ["riots-5", …]}, {"type": "area", "districts": [...]}, …]}
 * ```
 *
 * A record holds the whole event log, hidden faces included (`shuffle`, `play`): it is the
 * Rebellion's document, never shown to the Empire (docs/rebellion-vs-empire.md).
 */
import { RuleError } from './errors.ts';
import type { District, Token } from './cards.ts';
import { TOKENS } from './cards.ts';
import type { MissionId } from './missions.ts';
import { createGame, reduce } from './reducer.ts';
import type { GameEvent, GameSetup, GameState, Phase, Side } from './types.ts';

/** The name of this game's record format. */
export const RVE_RECORD_FORMAT = 'rebellion-vs-empire-record/1';

/** A record as stored and exchanged: the setup as given and every accepted event, oldest first. */
export interface RveRecord {
  format: typeof RVE_RECORD_FORMAT;
  setup: GameSetup;
  events: GameEvent[];
}

/**
 * Where a record breaks a rule: in its setup (or its shape), or at event `index` (from 0). The
 * message is one line, `setup: …` or `event N: …`, the engine's sentence without the rule id: it
 * can reach the screen ("That saved game cannot be read: …"), and the id is `rule` (the replay
 * command prints it).
 */
export class RveRecordError extends Error {
  readonly where: 'setup' | number;
  override readonly cause: RuleError;

  constructor(where: 'setup' | number, cause: RuleError) {
    const sentence = cause.message.replace(/\s*[\r\n]+\s*/g, ' ');
    super(`${where === 'setup' ? 'setup' : `event ${where}`}: ${sentence}`);
    this.name = 'RveRecordError';
    this.where = where;
    this.cause = cause;
  }

  /** The rule id the record breaks. */
  get rule(): string {
    return this.cause.rule;
  }
}

function asRuleError(error: unknown): RuleError {
  if (error instanceof RuleError) return error;
  // A malformed value that slipped past the checks: still a refusal, never a crash.
  return new RuleError('REC-FORMAT', 'malformed', error instanceof Error ? error.message : String(error));
}

/**
 * Replays a record (already parsed from JSON) and returns the final state.
 * @throws RveRecordError naming the setup (REC-FORMAT, REC-EVENT) or the first event that breaks a rule (G2-…)
 */
export function replayRveRecord(input: unknown): GameState {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new RveRecordError('setup', new RuleError('REC-FORMAT', 'record-object', 'a record must be a JSON object'));
  }
  const record = input as Partial<RveRecord>;
  if (record.format !== RVE_RECORD_FORMAT) {
    throw new RveRecordError('setup', new RuleError('REC-FORMAT', 'record-format', `"format" must be "${RVE_RECORD_FORMAT}", not ${JSON.stringify(record.format ?? null)}`));
  }
  let state: GameState;
  try {
    state = createGame(record.setup as GameSetup);
  } catch (error) {
    throw new RveRecordError('setup', asRuleError(error));
  }
  if (!Array.isArray(record.events)) {
    throw new RveRecordError('setup', new RuleError('REC-FORMAT', 'events-list', '"events" must be a list of events'));
  }
  record.events.forEach((event, index) => {
    try {
      state = reduce(state, event);
    } catch (error) {
      throw new RveRecordError(index, asRuleError(error));
    }
  });
  return state;
}

/** The record of a game: its setup as given and its accepted events (copied). */
export function toRveRecord(setup: GameSetup, events: readonly GameEvent[]): RveRecord {
  return { format: RVE_RECORD_FORMAT, setup: structuredClone(setup), events: structuredClone([...events]) };
}

/** What the replay command prints for a replayed game of Rebellion vs Empire (one JSON line). */
export interface RveReplaySummary {
  game: 'rebellion-vs-empire';
  /** The liberated districts in the order liberated, with the mission proved and the round (G2-LIB-5 … G2-LIB-8). */
  liberated: { district: District; mission: MissionId; round: number }[];
  /** Each power token's side (G2-TOKEN-ONCE, G2-REFRESH). */
  tokens: Record<Token, 'available' | 'used'>;
  /** The round (1-based; 0 before the deal) and whether it is the Final Showdown (G2-FINAL-1). */
  round: number;
  final: boolean;
  phase: Phase;
  /** Cards left in the Rebel deck. */
  deck: number;
  /** The winner (G2-END-1, G2-END-2, G2-CAPITOL-2), null while the game goes on. */
  winner: Side | null;
}

/** The summary of a state, as printed by the replay command (nothing hidden: counts and public facts only). */
export function summarizeRve(state: GameState): RveReplaySummary {
  return {
    game: 'rebellion-vs-empire',
    liberated: state.liberated.map((l) => ({ district: l.district, mission: l.mission, round: l.round })),
    tokens: Object.fromEntries(TOKENS.map((t) => [t, state.used[t] ? 'used' : 'available'])) as Record<Token, 'available' | 'used'>,
    round: state.round,
    final: state.final,
    phase: state.phase,
    deck: state.deck.length,
    winner: state.winner,
  };
}
