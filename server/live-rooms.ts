/**
 * Live rooms: the rooms this process has read or written lately, kept in memory
 * with their game replayed, so that an action neither reads the room back from the store nor
 * replays its event log. The store stays the durable log: every change is still written (one
 * version-checked statement, shared with the changes of the same moment: server/store.ts) before
 * it is acknowledged or sent (server/room-pipeline.ts `mutate`).
 *
 * - A process that owns its rooms (one process, the default: no cluster adapter) answers reads
 *   from memory too; a write that loses the store's version check (another writer got there first,
 *   which only a misconfigured second process sharing the database can be) drops the copy and reads
 *   the store again.
 * - In a cluster (several processes share the database, server/main.ts) a change is also computed
 *   on the copy first (with room affinity it is the stored room: no read); a copy gone stale behind
 *   this process's back fails the version check, and a change it refuses or leaves unchanged is
 *   tried once more on the stored room (server/room-pipeline.ts `mutate`), so a stale copy never
 *   refuses what the stored room allows. Reads that start something (a device's first snapshot,
 *   `sync`) go to the store, and the copy then saves the replay when its version is the one read.
 *
 * At most `capacity` rooms are kept, the least recently used dropped first (`lru-cache`).
 */
import { LRUCache } from 'lru-cache';
import type { RoomRecord } from './room.ts';

/** One live room: its newest record known here, and its game replayed from it when known. */
export interface LiveRoom {
  room: RoomRecord;
  /** The room's game replayed (`RoomGame.load`) at `room.version`, or `undefined` until needed. */
  live: unknown;
}

/** How many rooms a process keeps in memory by default (a room takes some hundreds of KB at most). */
export const LIVE_ROOMS = 5_000;

export class LiveRooms {
  /** `undefined` when `capacity` is 0 (nothing kept). */
  readonly #rooms: LRUCache<string, LiveRoom> | undefined;
  readonly capacity: number;

  constructor(capacity: number = LIVE_ROOMS) {
    this.capacity = Math.max(0, Math.floor(capacity));
    this.#rooms = this.capacity > 0 ? new LRUCache<string, LiveRoom>({ max: this.capacity }) : undefined;
  }

  /** The live room of `code`, marked as used now, or `undefined`. */
  get(code: string): LiveRoom | undefined {
    return this.#rooms?.get(code);
  }

  /**
   * Keeps `room` (and its replayed game, when known) as the newest known here. An older version
   * than the one kept is ignored (a slow read must not undo a newer write).
   */
  set(room: RoomRecord, live?: unknown): void {
    if (!this.#rooms) return;
    const kept = this.#rooms.peek(room.code);
    if (kept && kept.room.version > room.version) return;
    this.#rooms.set(room.code, { room, live: kept && kept.room.version === room.version && live === undefined ? kept.live : live });
  }

  /** The replayed game of `room` when the copy kept is of the same version, else `undefined`. */
  liveOf(room: RoomRecord): unknown {
    const kept = this.#rooms?.peek(room.code);
    return kept && kept.room.version === room.version ? kept.live : undefined;
  }

  /** Forgets a room (deleted by the expiry, or its copy found stale). */
  delete(code: string): void {
    this.#rooms?.delete(code);
  }

  /** How many rooms are kept. */
  get size(): number {
    return this.#rooms?.size ?? 0;
  }
}
