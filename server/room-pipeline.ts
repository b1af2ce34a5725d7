/**
 * The room pipeline: the authority over each room's game, apart from the transport that carries
 * it (as boardgame.io's `master/master.ts` beside `server/transport/socketio.ts`). It reads rooms
 * from the {@link RoomStore} (one read per room however many devices ask at once) and keeps them in
 * memory with their game replayed (server/live-rooms.ts); it computes each change in turn with the
 * room's others, writes it with a version check, and only then sends every device its new view
 * (each seat its own, the table the public one; after the first whole snapshot, only what changed,
 * server/deltas.ts) through the {@link PipelineTransport} it is given. It holds no socket and
 * decides no rule: the room's game (`RoomGame`) judges every action.
 */
import { LRUCache } from 'lru-cache';
import type { RoomGame } from '../src/platform/rooms/room-game.ts';
import type { SeatIndex as Seat, SeatSnapshotBase, TableSnapshotBase } from '../src/platform/rooms/protocol.ts';
import type { SnapshotDelta } from '../src/platform/rooms/snapshot-delta.ts';
import { DELTA_ROOMS, DeltaPlanner, tableDeltaWith, type DeltaPlan } from './deltas.ts';
import { LIVE_ROOMS, LiveRooms } from './live-rooms.ts';
import { act, authenticate, gameOf, RoomError, seatSnapshot, tableSnapshot, upgradeRoom, type Actor, type RoomGames, type RoomRecord } from './room.ts';
import type { RoomStore } from './store.ts';
import { describe } from './sockets.ts';
import { perRoomQueue } from './room-queue.ts';

/**
 * How long (ms) the broadcasts of changes written together (one group commit's, up to hundreds of
 * rooms') run in a row before the event loop turns: each device's heartbeat (pings sent on time,
 * their answers read, server/room-transport.ts `HEARTBEAT`) and the requests that came meanwhile
 * then wait at most about this long, where a whole batch's broadcasts made them wait a second and
 * more under load, long enough for the heartbeat to drop devices that were there.
 */
export const BROADCAST_SLICE_MS = 10;

/** At most this many finished rooms remembered. */
const FINISHED_ROOMS = 20_000;
/** Reloads and retries a write this many times when another writer changed the room first. */
const MAX_ATTEMPTS = 8;

/**
 * How the pipeline reaches a room's devices (boardgame.io's `TransportAPI`): the transport sends
 * each frame to every device of that seat or table, on every process of a cluster unless `local`.
 */
export interface PipelineTransport {
  toSeat(code: string, seat: Seat, event: 'seat:view', payload: SeatSnapshotBase): void;
  toSeat(code: string, seat: Seat, event: 'seat:delta', payload: SnapshotDelta): void;
  toTable(code: string, event: 'table:view', payload: TableSnapshotBase, local: boolean): void;
  toTable(code: string, event: 'table:delta', payload: SnapshotDelta, local: boolean): void;
  /** The seats with a device connected now (a hint for the table's view). */
  connectedSeats(code: string): ReadonlySet<Seat>;
}

/** Options of {@link createRoomPipeline}. */
export interface PipelineOptions {
  games: RoomGames;
  /** The rooms' store as opened (rooms of an earlier version are upgraded as they are read). */
  store: RoomStore;
  transport: PipelineTransport;
  /** Uniform integer in [0, n) for the games' chance. */
  random: (n: number) => number;
  /** The address a phone opens to join room `code` of `game`. */
  joinUrl: (code: string, game: string) => string;
  /** The server's rate-limited log (never a secret). */
  log: (line: string) => void;
  /** Whether this process owns its rooms (no cluster adapter: no other process writes them). */
  ownsRooms: boolean;
  /** Rooms kept in memory with their game replayed; default {@link LIVE_ROOMS}. */
  liveRooms?: number;
  /** Rooms whose last broadcast views are kept to send deltas; default {@link DELTA_ROOMS}. */
  deltaRooms?: number;
  /** How long broadcasts run in a row before the event loop turns, ms; default {@link BROADCAST_SLICE_MS}. */
  broadcastSliceMs?: number;
}

/**
 * A change of a room computed by the caller: the next record, its result, and what the game says
 * of it; `wasOver` when the game was over before the change (an undo may take its end back).
 */
export interface Change<T> {
  room: RoomRecord;
  result: T;
  consequences?: readonly unknown[];
  live?: unknown;
  wasOver?: boolean;
}

/** The room pipeline of a server (see the module comment). */
export interface RoomPipeline {
  /** The store, reading rooms in today's shapes. */
  readonly store: RoomStore;
  /** Every action name of every game, each a `game:<name>` request a socket may send. */
  readonly actionNames: ReadonlySet<string>;
  /**
   * The room `code` as this process knows it: from memory when this process owns its rooms and
   * keeps it (and `fresh` is not asked), else read from the store (and kept). Concurrent reads of
   * one room share one store read when this process owns its rooms, or when `shareable` says the
   * caller only checks a token (the handshake: the binding reads again after joining the room's
   * broadcasts). `fresh` never joins a read started before it was asked.
   */
  load(code: string, fresh?: boolean, shareable?: boolean): Promise<RoomRecord | null>;
  /** The game of a stored room. @throws RoomError `not-supported` when this server does not run it */
  gameOf(room: RoomRecord): RoomGame;
  /**
   * Computes `change` on the room in turn with its other changes, writes it if the stored version
   * did not move (else reads the store again and tries again), keeps it in memory, calls
   * `committed`, and sends every device its new view. Resolves with the change's result once the
   * store has it. @throws RoomError `no-room`, `busy`, or what `change` throws
   */
  mutate<T>(code: string, change: (room: RoomRecord) => Change<T>, committed?: (room: RoomRecord) => void): Promise<T>;
  /**
   * A game action of the device holding `tokenHash` as `role`: its token checked against the
   * room, the room's game judges it (`room.ts` `act`). Resolves with what only the actor learns.
   */
  act(code: string, role: 'seat' | 'table', tokenHash: string, name: string, request: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** The view of `actor` of `room` now (its seat's or the table's whole snapshot). */
  viewOf(room: RoomRecord, actor: Actor): SeatSnapshotBase | TableSnapshotBase;
  /** Sends the table's devices of `room` its public view with who is connected now (`local`: on this process only). */
  sendTable(room: RoomRecord, local: boolean): void;
  /** A room just created (and stored): kept in memory. */
  created(room: RoomRecord): void;
  /** Forgets a deleted room (memory and its last views). */
  forget(code: string): void;
  /** Entries of its bounded caches and maps (the bench's soak shows them). */
  sizes(): Record<string, number>;
}

/** The room pipeline over `options.store`, sending through `options.transport`. */
export function createRoomPipeline(options: PipelineOptions): RoomPipeline {
  const { games, transport, random, joinUrl, log, ownsRooms } = options;
  const rawStore = options.store;
  // Rooms read back in today's shapes (a room of an earlier version upgraded by its game).
  const store: RoomStore = {
    ...rawStore,
    load: async (code) => {
      const room = await rawStore.load(code);
      return room ? upgradeRoom(games, room) : null;
    },
  };
  /**
   * The rooms kept in memory. Without a cluster adapter this process owns its rooms and answers
   * reads from memory; with one, reads go to the store (another process may have written) and
   * changes start from the copy (`mutate`: a stale copy is caught and the store read).
   */
  const liveRooms = new LiveRooms(options.liveRooms ?? LIVE_ROOMS);
  /** What each broadcast sends: the changed parts of each view, or the whole snapshots (server/deltas.ts). */
  const deltas = new DeltaPlanner(options.deltaRooms ?? DELTA_ROOMS, (bytes, allowed) =>
    log(`a seat delta of ${bytes} bytes outgrew the ${allowed} bytes its padding allows: every seat got its whole snapshot`),
  );
  const gameOfRoom = (room: RoomRecord): RoomGame => gameOf(games, room.game);

  const sliceMs = options.broadcastSliceMs ?? BROADCAST_SLICE_MS;
  /** `performance.now()` when the broadcasts of this turn of the event loop began, or -1 before the first. */
  let sliceStarted = -1;
  /**
   * `null` when a broadcast may run now; else a promise of the event loop's next turn, after which
   * to ask again: once the broadcasts of this turn have run for {@link sliceMs}, the rest wait for
   * the next turn (setImmediate: after the timers and the sockets' reads), each room's in its order.
   */
  function nextTurn(): Promise<void> | null {
    const now = performance.now();
    if (sliceStarted < 0) {
      sliceStarted = now;
      setImmediate(() => {
        sliceStarted = -1;
      });
      return null;
    }
    if (now - sliceStarted < sliceMs) return null;
    return new Promise((resolve) => setImmediate(resolve));
  }

  /**
   * Reads of the store under way, by room: after a restart the table and every phone of a room
   * come back at about the same moment, and each handshake needs the room; the first starts the
   * read, the others await the same one (one read and one replay per room, not one per device). A
   * read that starts after this one settled is a new read.
   */
  const reading = new Map<string, Promise<RoomRecord | null>>();

  /** A room just read from the store, kept in memory (or forgotten: gone from the store). */
  function keptRead(code: string, room: RoomRecord | null): RoomRecord | null {
    if (room) liveRooms.set(room);
    else liveRooms.delete(code);
    return room;
  }

  /** One read of `code` from the store at a time (see {@link reading}); the room is kept in memory. */
  function readRoom(code: string): Promise<RoomRecord | null> {
    const under = reading.get(code);
    if (under) return under;
    const read = store.load(code).then((room) => keptRead(code, room));
    reading.set(code, read);
    const done = () => {
      if (reading.get(code) === read) reading.delete(code);
    };
    read.then(done, done);
    return read;
  }

  // In a cluster any read but the handshake's is its own, made after the caller's join (the
  // transport's `bind`: no change of another process missed).
  async function load(code: string, fresh = false, shareable = ownsRooms): Promise<RoomRecord | null> {
    if (ownsRooms && !fresh) {
      const kept = liveRooms.get(code);
      if (kept) return kept.room;
    }
    if (fresh || !shareable) {
      // A read started earlier may predate another writer's change: wait for it, then read anew.
      await reading.get(code)?.catch(() => null);
      if (!shareable) return keptRead(code, await store.load(code));
    }
    return readRoom(code);
  }

  /** Each room's last change computed and not yet answered by the store, with its game (see {@link mutate}). */
  const inFlight = new Map<string, { room: RoomRecord; live: unknown }>();
  /** Per-room turns of computing a change in this process, so that its own changes do not conflict with each other. */
  const serialized = perRoomQueue();
  /** Per-room order of what follows a change's write (keeping it, sending it): the order the changes were computed in. */
  const inOrder = perRoomQueue();

  /** The game of `room` replayed: the copy kept in memory when it is of this version, else replayed now (and kept). */
  function liveOf(game: RoomGame, room: RoomRecord): unknown {
    const pending = inFlight.get(room.code);
    if (pending?.room === room && pending.live !== undefined) return pending.live;
    const kept = liveRooms.liveOf(room);
    if (kept !== undefined) return kept;
    const live = game.load(room);
    liveRooms.set(room, live);
    return live;
  }

  /*
   * Takes the room (the copy in memory first, also in a cluster), lets `change` compute the next
   * record, writes it if the stored version did not move, else reads the store again and tries
   * again; then keeps the new record in memory and sends every client of the room its new
   * snapshot. Nothing is acknowledged before the store has it.
   *
   * In a cluster the copy in memory may be stale (another process wrote the room since): a change
   * it allows fails the version-checked write and is tried again on the stored room; a change it
   * refuses (`change` throws) or leaves unchanged is tried once more on the stored room before the
   * refusal or the no-op is answered, so a stale copy never refuses what the stored room allows.
   * With room affinity (docs/scaling.md) the copy is the stored room and no read is made.
   */
  async function mutate<T>(code: string, change: (room: RoomRecord) => Change<T>, committed?: (room: RoomRecord) => void): Promise<T> {
    let fromStore = false;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // The change is computed in turn with the room's other changes, on the room as its last
      // change left it, written or still on its way to the store (`inFlight`: the store chains a
      // change to one not yet written, server/store.ts `write`), so that a room's changes arriving
      // together (its phones claiming their seats, its players voting) share the store's
      // statements instead of each waiting for the one before to be durable.
      const step = await serialized(code, async (): Promise<{ done: T } | { retry: true } | { written: Promise<boolean>; result: T }> => {
        // From memory first (a copy gone stale behind this process's back fails the version check
        // below); after a failed check, and in a cluster after a refusal or a no-op on the copy,
        // from the store.
        const kept = fromStore ? undefined : (inFlight.get(code)?.room ?? liveRooms.get(code)?.room);
        const room = kept ?? (await load(code, true));
        if (!room) throw new RoomError('no-room', 'no room has this code');
        const mayBeStale = kept !== undefined && !ownsRooms;
        let changed: Change<T>;
        try {
          changed = change(room);
        } catch (error) {
          if (!mayBeStale) throw error;
          return { retry: true };
        }
        const { room: next, result, consequences = [], live, wasOver = false } = changed;
        if (next === room) return mayBeStale ? { retry: true } : { done: result };
        const written = store.update(room, next);
        inFlight.set(code, { room: next, live });
        // Delivered in the order computed: kept in memory, then every device's snapshot. Nothing
        // is acknowledged before the store has it.
        const delivered = inOrder(code, async () => {
          let won = false;
          try {
            won = await written;
          } finally {
            // Nothing computed after this change can be written once it was not (the store answers
            // those `false`): the next change starts from what is stored.
            if (!won || inFlight.get(code)?.room === next) inFlight.delete(code);
          }
          if (won) {
            liveRooms.set(next, live);
            committed?.(next);
            // The broadcasts of a batch share the event loop with the heartbeat (nextTurn).
            for (let turn = nextTurn(); turn; turn = nextTurn()) await turn;
            // Written: the action succeeded even if a snapshot cannot be sent now (clients ask
            // with `sync`, and every reconnection gets one).
            await broadcast(next, consequences, wasOver).catch((error) => log(`broadcast failed: ${describe(error)}`));
          }
          return won;
        });
        return { written: delivered, result };
      });
      if ('done' in step) return step.done;
      if ('written' in step && (await step.written)) return step.result;
      // A failed version check (another writer got there first, or a change this one was made on
      // was not written), a refusal or a no-op on a copy that may be stale: from the store.
      liveRooms.delete(code);
      fromStore = true;
    }
    throw new RoomError('busy', 'the room kept changing: try again');
  }

  /**
   * The rooms this process has marked finished (the store ignores a second mark; this saves its
   * statement), by code with the table token's hash (a deleted room is forgotten): a code used again after its room
   * expired (on any process) is another room.
   */
  const markedFinished = new LRUCache<string, string>({ max: FINISHED_ROOMS });

  /**
   * Sends each seat its own snapshot and the table the public one, with the consequences of the
   * change (the game's views say only the public ones): after the first whole snapshot, only what
   * changed since the room's previous broadcast (server/deltas.ts), padded to public lengths; a
   * device that missed that one asks for the whole (`sync`). `wasOver`: the game was over before
   * this change.
   */
  async function broadcast(room: RoomRecord, consequences: readonly unknown[] = [], wasOver = false): Promise<void> {
    const game = gameOfRoom(room);
    const live = liveOf(game, room);
    const over = game.isOver(live);
    const marked = markedFinished.get(room.code) === room.tableTokenHash;
    // The game is over: the room is kept for the retention time from now (server/expiry.ts); once
    // marked here, later changes (a seat coming back, a late request) do not mark it again.
    if (over && !marked) {
      markedFinished.set(room.code, room.tableTokenHash);
      await store.markFinished(room.code).catch((error) => log(`marking a room finished failed: ${describe(error)}`));
    } else if (!over && (marked || wasOver)) {
      // The table's undo took back the end: the game goes on, and the room is kept and expires as
      // an unfinished one again (also when another process, or this one before a restart, marked it).
      markedFinished.delete(room.code);
      await store.markUnfinished(room.code).catch((error) => log(`marking a room unfinished failed: ${describe(error)}`));
    }
    const seats = room.seats.map((_, seat) => seatSnapshot(game, room, seat, live, consequences));
    // The table's presence plays no part in the plan (a delta carries it whole): it is asked after.
    const table = tableSnapshot(game, room, new Set(), joinUrl(room.code, room.game), live, consequences);
    const plan = deltas.plan(game, seats, table);
    seats.forEach((snapshot, seat) => {
      const delta = plan.seats[seat];
      if (delta) transport.toSeat(room.code, seat, 'seat:delta', delta);
      else transport.toSeat(room.code, seat, 'seat:view', snapshot);
    });
    toTable(room, live, false, { plan, table });
  }

  /**
   * Sends the table's devices the public snapshot of `room` (`local`: on this process only), or,
   * from a broadcast, the delta its plan chose, with who is connected now.
   */
  function toTable(room: RoomRecord, live: unknown, local: boolean, planned?: { plan: DeltaPlan; table: TableSnapshotBase }): void {
    const connected = transport.connectedSeats(room.code);
    // From a broadcast, its table snapshot with who is connected now (the game's view built once).
    const snapshot = planned
      ? { ...planned.table, seats: planned.table.seats.map((s) => ({ ...s, connected: connected.has(s.seat) })) }
      : tableSnapshot(gameOfRoom(room), room, connected, joinUrl(room.code, room.game), live ?? liveOf(gameOfRoom(room), room));
    const delta = planned?.plan.table;
    if (delta) transport.toTable(room.code, 'table:delta', tableDeltaWith(delta, snapshot.seats), local);
    else transport.toTable(room.code, 'table:view', snapshot, local);
  }

  return {
    store,
    actionNames: new Set([...games.values()].flatMap((g) => g.actions)),
    load,
    gameOf: gameOfRoom,
    mutate,
    act: (code, role, tokenHash, name, request) =>
      mutate(code, (room) => {
        const actor = authenticate(room, role, tokenHash);
        const game = gameOfRoom(room);
        const before = liveOf(game, room);
        const result = act(game, room, actor, name, request, random, before);
        return { room: result.room, result: result.reply, consequences: result.consequences, live: result.live, wasOver: game.isOver(before) };
      }),
    viewOf(room, actor) {
      const game = gameOfRoom(room);
      const live = liveOf(game, room);
      return actor.kind === 'seat'
        ? seatSnapshot(game, room, actor.seat, live)
        : tableSnapshot(game, room, transport.connectedSeats(room.code), joinUrl(room.code, room.game), live);
    },
    sendTable: (room, local) => toTable(room, undefined, local),
    created: (room) => liveRooms.set(room),
    forget(code) {
      liveRooms.delete(code);
      deltas.forget(code);
      markedFinished.delete(code);
    },
    sizes: () => ({ liveRooms: liveRooms.size, deltaRooms: deltas.size, finishedMarks: markedFinished.size, inFlight: inFlight.size, reading: reading.size }),
  };
}
