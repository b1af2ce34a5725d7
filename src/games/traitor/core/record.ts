/**
 * Game records of the hidden-traitor expansion: the interchange format `traitor-record/1`
 * (documented in docs/traitor-expansion.md, "Records"), replayed by the same command as the other
 * games' records (`npm run --silent replay -- FILE`, src/cli/replay.ts, which dispatches on
 * `format`).
 *
 * ```json
 * {"format": "traitor-record/1",
 *  "setup": {"players": ["Ann", "Bob", "Cid"], "machination": "heroes-are-your-puppets", "plots": […], "cards": […]},
 *  "events": [{"type": "deal", "loyalty": ["loyal", "traitor", "loyal"], "plots": […]},
 *             {"type": "challenge-revealed", "level": 1, "card": "keene-act"}, …]}
 * ```
 *
 * A record holds the whole event log, the secret deal included (who holds the Traitor card, every
 * player's Plot): until the loyalty cards are face up it is the table's secret, read by no player
 * during the game (docs/traitor-expansion.md, "Who may read a record").
 */
import { fail, RuleError } from './errors.ts';
import { apply, createGame, traitorSeat } from './reducer.ts';
import type { EndReason, GameEvent, GameState, Phase, RevealCause, Seat, SetupInput, Winner } from './types.ts';

/** The name of this game's record format. */
export const TRAITOR_RECORD_FORMAT = 'traitor-record/1';

/** A record as stored and exchanged: the setup as given to `createGame` and every accepted event, oldest first. */
export interface TraitorRecord {
  format: typeof TRAITOR_RECORD_FORMAT;
  setup: SetupInput;
  events: GameEvent[];
}

/**
 * Where a record breaks a rule: in its setup (or its shape), or at event `index` (from 0). The
 * message is one line, `setup: …` or `event N: …`, the engine's sentence without the rule id: it
 * can reach the screen ("That saved game cannot be read: …"), and the id is `rule` (the replay
 * command prints it).
 */
export class TraitorRecordError extends Error {
  readonly where: 'setup' | number;
  override readonly cause: RuleError;

  constructor(where: 'setup' | number, cause: RuleError) {
    const sentence = cause.message.replace(/\s*[\r\n]+\s*/g, ' ');
    super(`${where === 'setup' ? 'setup' : `event ${where}`}: ${sentence}`);
    this.name = 'TraitorRecordError';
    this.where = where;
    this.cause = cause;
  }

  /** The rule id the record breaks. */
  get rule(): string {
    return this.cause.rule;
  }
}

/** The RuleError `raise` throws (a refusal made with the engine's `fail`, to be wrapped with where it happened). */
function caught(raise: () => never): RuleError {
  try {
    raise();
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
}

function asRuleError(error: unknown): RuleError {
  if (error instanceof RuleError) return error;
  // A malformed value that slipped past the checks: still a refusal, never a crash.
  return caught(() => fail('REC-FORMAT', 'malformed', error instanceof Error ? error.message : String(error)));
}

/**
 * Replays a record (already parsed from JSON) and returns the final state. Events are applied by
 * the reducer as they stand (who recorded each is not part of a record).
 * @throws TraitorRecordError naming the setup (REC-FORMAT, G3-SET-…) or the first event that breaks a rule (G3-…, REC-EVENT)
 */
export function replayTraitorRecord(input: unknown): GameState {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new TraitorRecordError('setup', caught(() => fail('REC-FORMAT', 'record-object', 'a record must be a JSON object')));
  }
  const record = input as Partial<TraitorRecord>;
  if (record.format !== TRAITOR_RECORD_FORMAT) {
    throw new TraitorRecordError('setup', caught(() => fail('REC-FORMAT', 'record-format', `"format" must be "${TRAITOR_RECORD_FORMAT}", not ${JSON.stringify(record.format ?? null)}`)));
  }
  let state: GameState;
  try {
    state = createGame(record.setup as SetupInput);
  } catch (error) {
    throw new TraitorRecordError('setup', asRuleError(error));
  }
  if (!Array.isArray(record.events)) throw new TraitorRecordError('setup', caught(() => fail('REC-FORMAT', 'events-list', '"events" must be a list of events')));
  record.events.forEach((event, index) => {
    try {
      state = apply(state, event).state;
    } catch (error) {
      throw new TraitorRecordError(index, asRuleError(error));
    }
  });
  return state;
}

/** The record of a game: its setup as given and its accepted events (copied). */
export function toTraitorRecord(setup: SetupInput, events: readonly GameEvent[]): TraitorRecord {
  return { format: TRAITOR_RECORD_FORMAT, setup: structuredClone(setup), events: structuredClone([...events]) };
}

/** What the replay command prints for a replayed game of the traitor expansion (one JSON line). */
export interface TraitorReplaySummary {
  game: 'traitor';
  players: string[];
  phase: Phase;
  /** Turns begun (0 before the first). */
  turn: number;
  /** The seat whose turn it is (or comes next while a Challenge is to be turned). */
  active: Seat;
  /** The Challenge stack, levels 1–3: the card id once turned face up, and its status. */
  challenges: { level: 1 | 2 | 3; card: string | null; status: 'face-down' | 'current' | 'defeated' }[];
  /** The Plot once in play (G3-REVEAL-1), with whether it is defeated (G3-PLOT-4). */
  plot: { card: string; defeated: boolean } | null;
  machinationCompleted: boolean;
  /** Why the loyalty cards are face up, or null while they are secret. */
  revealed: RevealCause | null;
  /** The Traitor's seat once the loyalty cards are face up and there is one; null otherwise (never told before the reveal). */
  traitor: Seat | null;
  /** The main deck's count as last entered. */
  deck: number | null;
  superVillains: { total: number; defeated: number } | null;
  out: Seat[];
  /** The winner (G3-END-1, G3-END-2, G3-OP-2) and why, null while the game goes on. */
  winner: Winner | null;
  endReason: EndReason | null;
}

/** The summary of a state, as printed by the replay command (public facts only: the Traitor only once revealed). */
export function summarizeTraitor(state: GameState): TraitorReplaySummary {
  return {
    game: 'traitor',
    players: [...state.setup.players],
    phase: state.phase,
    turn: state.turn,
    active: state.active,
    challenges: state.stack.map((s) => ({ level: s.level, card: s.card, status: s.status })),
    plot: state.plot === null ? null : { card: state.plot.card, defeated: state.plot.defeated },
    machinationCompleted: state.machinationCompleted,
    revealed: state.revealed,
    traitor: state.revealed === null ? null : traitorSeat(state),
    deck: state.deck,
    superVillains: state.superVillains === null ? null : { ...state.superVillains },
    out: [...state.out],
    winner: state.winner,
    endReason: state.endReason,
  };
}
