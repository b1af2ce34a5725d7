/**
 * The in-page transport of the {@link GameRunner}: a device's connection to a room whose game runs
 * in this page (boardgame.io's local master, `src/client/transport/local.ts`). It has the members
 * the room pages read of their socket.io connection (room-client.ts `RoomConnection`: `status`,
 * `connected`, `credential`, `snapshot`, `subscribe`, `request`, `ready`, `close`), so a room's
 * phone or table page runs unchanged over it: one-device play is a room whose every seat is on
 * this device.
 * The transport holds no rule: every request `game:<name>` is the runner's `act`.
 */
import type { GameRunner, RunnerReply } from './game-runner.ts';
import type { RoomActor } from '../rooms/room-game.ts';
import type { SeatIndex, SeatSnapshotBase, TableSnapshotBase } from '../rooms/protocol.ts';

/** A device's connection to a local room: a seat's phone or the table. */
export class LocalConnection<S extends SeatSnapshotBase | TableSnapshotBase = SeatSnapshotBase | TableSnapshotBase> {
  /** Always connected: the room is in the page. */
  readonly status = 'connected' as const;
  /** A request can always go out: the room is in the page. */
  readonly connected = true;
  readonly refusal = null;
  readonly credential: { role: 'seat' | 'table'; code: string; token: string };
  /** The newest snapshot of this device (its allow-list view only). */
  snapshot: S;
  private readonly runner: GameRunner;
  private readonly actor: RoomActor;
  private readonly listeners = new Set<() => void>();
  private readonly stop: () => void;

  constructor(runner: GameRunner, actor: RoomActor) {
    this.runner = runner;
    this.actor = actor;
    this.credential = { role: actor.kind, code: runner.code, token: 'local' };
    this.snapshot = this.read([]);
    this.stop = runner.subscribe(({ consequences }) => {
      this.snapshot = this.read(consequences);
      for (const listener of [...this.listeners]) listener();
    });
  }

  private read(consequences: readonly unknown[]): S {
    return (this.actor.kind === 'seat' ? this.runner.seatSnapshot(this.actor.seat, consequences) : this.runner.tableSnapshot(consequences)) as S;
  }

  /** Calls `listener` after every change of this device's snapshot; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Always ready: the room is in the page. */
  ready(): Promise<boolean> {
    return Promise.resolve(true);
  }

  /**
   * Sends a request: `game:<name>` is the runner's action `name` of this device; `table:start`
   * deals. Answered as the room server answers (accepted with the actor's reply, or the refusal's
   * error body with its rule id), after the change has reached every device.
   */
  request(event: string, body: Record<string, unknown> = {}): Promise<RunnerReply> {
    if (event === 'table:start' && this.actor.kind === 'table') {
      this.runner.start();
      return Promise.resolve({ ok: true });
    }
    if (!event.startsWith('game:')) return Promise.resolve({ ok: false, error: { code: 'bad-request', rule: null, message: `no request ${event}` } });
    return Promise.resolve(this.runner.act(this.actor, event.slice('game:'.length), body));
  }

  /** Stops following the room. */
  close(): void {
    this.stop();
    this.listeners.clear();
  }
}

/** The room of a runner on this device: one connection per seat and one for the table. */
export class LocalRoom {
  readonly runner: GameRunner;
  constructor(runner: GameRunner) {
    this.runner = runner;
  }
  /** `seat`'s phone connection (a private turn is that seat's phone screen). */
  seat<S extends SeatSnapshotBase>(seat: SeatIndex): LocalConnection<S> {
    return new LocalConnection<S>(this.runner, { kind: 'seat', seat });
  }
  /** The table's connection. */
  table<S extends TableSnapshotBase>(): LocalConnection<S> {
    return new LocalConnection<S>(this.runner, { kind: 'table' });
  }
}
