/**
 * One game runner for every device: a game's {@link RoomGame} (the contract the room server uses)
 * run in the page. It keeps the game's record (setup, events, the secret step in course, the seats'
 * notes), deals, takes every action through the game's `act`, and builds each device's snapshot
 * through the game's allow-list views (`seatView`, `tableView`), exactly as the room server does
 * (server/room.ts `seatSnapshot`, `tableSnapshot`). The transports hold no rule: the in-page one is
 * local-room.ts (the pattern of boardgame.io's local master, `src/client/transport/local.ts`).
 *
 * Pure TypeScript: no DOM, no storage, no clock; randomness comes in as `randomInt`.
 */
import { errorBody, type RoomActor, type RoomGame, type RoomGameRecord } from '../rooms/room-game.ts';
import type { ErrorBody, SeatIndex, SeatPresence, SeatSnapshotBase, TableSnapshotBase } from '../rooms/protocol.ts';

/** What a change told its listeners: the room's new version and the consequences to say (none on a deal). */
export interface RunnerChange {
  version: number;
  consequences: readonly unknown[];
}

/** The answer to an action: accepted with what only the actor learns, or refused with the game's reason (its rule id). */
export type RunnerReply = ({ ok: true } & Record<string, unknown>) | { ok: false; error: ErrorBody };

/** How a runner goes on with a game already under way ({@link GameRunner.resume}). */
export interface ResumeOptions {
  /** The room's code in the snapshots (default `LOCAL`). */
  code?: string;
  /**
   * Whether the cards were dealt by hand, outside the runner (physical cards at one table): the game
   * is then under way though its setup holds no deal, and the table is asked its steps.
   */
  dealtByHand?: boolean;
}

/**
 * Runs one game of `game` from a table's setup input (checked by the game's `newSetup`), or goes
 * on with a game's record ({@link GameRunner.resume}).
 *
 * @typeParam S the game's setup; the other parameters are {@link RoomGame}'s.
 * @throws whatever `game.newSetup` throws (RoomError, RuleError) for a setup the game refuses
 */
export class GameRunner<S = unknown, E = unknown, P = unknown, N = unknown, L = unknown, C = unknown> {
  readonly game: RoomGame<S, E, P, N, L, C>;
  /** The room's code in the snapshots (a local room has no join code; any stable string). */
  readonly code: string;
  private record: RoomGameRecord<S, E, P, N>;
  private liveGame: L;
  private versionNumber = 0;
  private dealCount = 0;
  private readonly randomInt: (n: number) => number;
  private readonly listeners = new Set<(change: RunnerChange) => void>();
  private readonly dealtByHand: boolean;

  constructor(game: RoomGame<S, E, P, N, L, C>, setupInput: unknown, randomInt: (n: number) => number, code = 'LOCAL', resumed?: { record: RoomGameRecord<S, E, P, N>; dealtByHand: boolean }) {
    this.game = game;
    this.code = code;
    this.randomInt = randomInt;
    this.record = resumed ? resumed.record : { setup: game.newSetup(setupInput, randomInt), events: [], pending: null, notes: [] };
    this.dealtByHand = resumed?.dealtByHand ?? false;
    this.liveGame = game.load(this.record);
    if (resumed && this.dealt) this.dealCount = 1;
  }

  /**
   * Goes on with a game under way from its `record` (a saved game on this device: its setup as it
   * was checked when it started, its events, the secret step in course and the notes, as kept).
   * @throws whatever `game.load` throws for a record the game cannot replay (RuleError)
   */
  static resume<S, E, P, N, L, C>(game: RoomGame<S, E, P, N, L, C>, record: RoomGameRecord<S, E, P, N>, randomInt: (n: number) => number, options: ResumeOptions = {}): GameRunner<S, E, P, N, L, C> {
    return new GameRunner(game, null, randomInt, options.code ?? 'LOCAL', { record, dealtByHand: options.dealtByHand ?? false });
  }

  /** The room's version: one more for every accepted change (a client keeps the highest). */
  get version(): number {
    return this.versionNumber;
  }

  /** Whether the cards are dealt (by the game's deal, or by hand: {@link ResumeOptions.dealtByHand}). */
  get dealt(): boolean {
    return this.dealtByHand || this.game.isDealt(this.record.setup);
  }

  /** The accepted events, in order (what a device that keeps the game's log saves). */
  get events(): readonly E[] {
    return this.record.events;
  }

  /** The players' names in seat order. */
  get players(): readonly string[] {
    return this.game.players(this.record.setup);
  }

  /** The replayed game (for a device that renders the game itself). */
  get live(): L {
    return this.liveGame;
  }

  /** Deals the cards (the table's start, once every seat is taken); nothing when already dealt. */
  start(): void {
    if (this.dealt) return;
    this.record = { ...this.record, setup: this.game.deal(this.record.setup, this.randomInt) };
    this.liveGame = this.game.load(this.record);
    this.dealCount++;
    this.versionNumber++;
    this.emit([]);
  }

  /**
   * Takes the action `name` of `actor` with `request` through the game's `act`: every rule is the
   * game's. A refusal changes nothing and is answered with its error body (the rule id in it).
   */
  act(actor: RoomActor, name: string, request: Record<string, unknown>): RunnerReply {
    if (!this.dealt) return { ok: false, error: { code: 'not-dealt', rule: this.game.dealRule ?? null, message: 'the cards are not dealt yet' } };
    if (!this.game.actions.includes(name)) return { ok: false, error: { code: 'bad-request', rule: null, message: `no action ${name}` } };
    try {
      const done = this.game.act(this.liveGame, actor, name, request, this.randomInt);
      const same = done.record.events === this.record.events && done.record.pending === this.record.pending && done.record.notes === this.record.notes;
      if (same) return { ok: true, ...done.reply };
      this.record = { setup: this.record.setup, ...(done.record as Omit<RoomGameRecord<S, E, P, N>, 'setup'>) };
      this.liveGame = (done.live as L | undefined) ?? this.game.load(this.record);
      this.versionNumber++;
      this.emit(done.consequences);
      return { ok: true, ...done.reply };
    } catch (error) {
      return { ok: false, error: errorBody(error) };
    }
  }

  /** `seat`'s snapshot, as the room server sends it to that seat's phone (its allow-list view only). */
  seatSnapshot(seat: SeatIndex, consequences: readonly unknown[] = []): SeatSnapshotBase {
    return {
      code: this.code,
      game: this.game.key,
      version: this.versionNumber,
      dealt: this.dealt,
      deals: this.dealCount,
      seat,
      // Every seat of a local room is on this device: admitted, with no digits to check.
      admitted: true,
      check: null,
      ...this.game.seatView(this.liveGame, seat, this.dealt, consequences as readonly C[]),
    };
  }

  /** The table's snapshot: the public view, every seat taken and here (a local room's seats are all on this device). */
  tableSnapshot(consequences: readonly unknown[] = []): TableSnapshotBase {
    const seats = this.players.map((name, seat): SeatPresence => ({ seat, name, claimed: true, connected: true, admitted: true }));
    return {
      code: this.code,
      game: this.game.key,
      version: this.versionNumber,
      dealt: this.dealt,
      deals: this.dealCount,
      seats,
      joinUrl: '',
      played: this.record.events.length > 0,
      ...this.game.tableView(this.liveGame, this.dealt, consequences as readonly C[]),
    };
  }

  /** Calls `listener` after every accepted change; returns the function that stops it. */
  subscribe(listener: (change: RunnerChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(consequences: readonly unknown[]): void {
    const change: RunnerChange = { version: this.versionNumber, consequences };
    for (const listener of [...this.listeners]) listener(change);
  }
}
