/**
 * The one-device game as a room that runs in the page: the platform's game runner
 * (src/platform/runner/) over The Resistance's room game, the same contract the room server runs,
 * with this device as the table. What the table is asked comes from the engine (steps.ts `asked`,
 * through the table's snapshot), and the table's actions go through the engine's `act` over the
 * local transport, as a room table's go over socket.io. The saved game stays the session's
 * (game-session.ts): every event the room accepted is saved through it, so that undo, redo, the
 * saved games and a reload work as they did.
 *
 * The room follows the session's log: when the log changed by another way (undo, redo, a
 * correction, another tab, a step the app still records itself), the room is replayed from it.
 * Loaded with the game screen (game-actions.ts), never at start-up.
 */
import { GameRunner } from '../../../platform/runner/game-runner.ts';
import { LocalRoom, type LocalConnection } from '../../../platform/runner/local-room.ts';
import type { ErrorBody } from '../../../platform/rooms/protocol.ts';
import type { RoomGame } from '../../../platform/rooms/room-game.ts';
import { cryptoRandomInt } from '../../../platform/engine/random-source.ts';
import { RuleError } from '../core/errors.ts';
import type { Ask } from '../core/step-types.ts';
import type { Consequence, GameState } from '../core/types.ts';
import { resistanceRoomGame } from '../room/room-game-core.ts';
import type { TableSnapshot } from '../room/protocol.ts';
import type { GameSession } from '../session/game-session.ts';

/** The table of the open game's room in the page (see the file comment); one per app. */
export class LocalTable {
  private runner: GameRunner | null = null;
  private table: LocalConnection<TableSnapshot> | null = null;
  /** The session's state the room was last replayed from or brought to. */
  private synced: GameState | null = null;

  /** What the engine asks of the table now: the public asks of `session`'s game (a seat's secret ask is not among them). */
  asks(session: GameSession): Ask[] {
    return this.connect(session).snapshot.asks;
  }

  /**
   * Sends the table's request `game:<name>` with `request` to the room (the engine's `act`), then
   * saves every event it accepted through `session`, in order.
   * @returns the consequences of the saved events, in order
   * @throws RuleError naming the rule when the engine refuses (nothing changed, nothing saved);
   *   Error for a request the room cannot read; whatever `session.dispatch` throws (StorageError)
   */
  async act(session: GameSession, name: string, request: Record<string, unknown>): Promise<Consequence[]> {
    const table = this.connect(session);
    const runner = this.runner!;
    const before = runner.events.length;
    const reply = await table.request(`game:${name}`, request);
    if (!reply.ok) throw refusal(reply.error);
    const consequences: Consequence[] = [];
    for (const event of runner.events.slice(before) as Parameters<GameSession['dispatch']>[0][]) consequences.push(await session.dispatch(event));
    this.synced = session.state;
    return consequences;
  }

  /** Leaves the game's room (back to the home screen). */
  close(): void {
    this.table?.close();
    this.table = null;
    this.runner = null;
    this.synced = null;
  }

  /** The table's connection to a room of `session`'s game as it is now (replayed when its log changed by another way). */
  private connect(session: GameSession): LocalConnection<TableSnapshot> {
    const state = session.state;
    if (this.table && this.synced === state) return this.table;
    this.table?.close();
    const game = resistanceRoomGame as unknown as RoomGame;
    // With physical cards the app holds no deal: the cards are in the players' hands (R-REV-1).
    const record = { setup: state.setup, events: [...state.events], pending: null, notes: [] };
    this.runner = GameRunner.resume(game, record, cryptoRandomInt, { dealtByHand: !Array.isArray(state.setup.spies) });
    this.table = new LocalRoom(this.runner).table<TableSnapshot>();
    this.synced = state;
    return this.table;
  }
}

/** The room's refusal as the app shows it: the engine's rule error (its rule id and sentence), or an error of the request. */
function refusal(body: ErrorBody): Error {
  if (body.code === 'rule' && body.rule) return new RuleError(body.rule, body.reason ?? body.code, body.message, body.params ?? {});
  return new Error(body.message);
}
