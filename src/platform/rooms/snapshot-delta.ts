/// <reference path="./fast-json-patch.d.ts" />
/**
 * Send what changed: after the first whole snapshot, a device gets only the
 * changed parts of its own view, as a {@link SnapshotDelta} (`seat:delta`, `table:delta`), which
 * it applies to the snapshot it holds. This module is what the room server and the room client
 * share: the delta's shape, the snapshot's parts a delta carries whole, and {@link applyDelta}. The
 * server builds deltas in server/deltas.ts; the room client (room-client.ts) applies them.
 *
 * - **Versions.** Every snapshot carries its room's `version`. A delta says the version it applies
 *   to (`base`) and the version it makes (`version`). A device that does not hold exactly the base
 *   version (it missed a frame, it reconnected, its socket is new) ignores the delta and asks for
 *   the whole snapshot (`sync`); every (re)connection starts with a whole snapshot anyway.
 * - **What is diffed.** The snapshot without the parts of {@link WHOLE_FIELDS}: `consequences`
 *   (what the change did, for the device to say: they belong to one change, and a snapshot sent on
 *   a (re)connection or a `sync` has none, so they never make a base) and, for the table,
 *   `seats` (who is connected, which changes without a new version). These parts travel whole in
 *   every delta, the rest as an RFC 6902 JSON Patch (`fast-json-patch`: `compare` on the server,
 *   `applyOperation` here, {@link applyDelta}) from the base version's snapshot to the new one's.
 * - **Equal lengths**: a seat's delta is padded like its snapshot, to a size computed
 *   from public facts only (server/frames.ts, `RoomGame.seatDeltaBytes`), else the seat gets its
 *   whole padded snapshot.
 */
import { applyOperation, type Operation } from 'fast-json-patch/module/core.mjs';

export type { Operation };

/**
 * The snapshot's top-level parts that a delta carries whole instead of diffing them: a game's
 * `consequences` (what the change did; empty on a (re)connection) and the table's `seats` (its
 * presence list, which changes at the same version when a phone comes or goes).
 */
export const WHOLE_FIELDS = ['consequences', 'seats'] as const;

/**
 * Parts of a snapshot that a patch replaces whole when they change (`true`), by key, and the
 * objects whose parts are named in turn (a room game's `seatDeltaWhole`): a seat's own parts,
 * whose operations then number one per part and take the bytes of the part's new value, so that a
 * bound of the part bounds its operation too (a finer patch may write an operation per element of a
 * list that shifted, each with its own path). The server's planner (server/deltas.ts) reads it.
 */
export type WholeParts = { readonly [key: string]: true | WholeParts };

/** The changed parts of a device's snapshot from version `base` to version `version`. */
export interface SnapshotDelta {
  /** The version of the snapshot this delta applies to: anything else must be replaced by a `sync`. */
  base: number;
  /** The version of the snapshot it makes. */
  version: number;
  /**
   * RFC 6902 operations from the base snapshot to the new one, both without their
   * {@link WHOLE_FIELDS} (paths are JSON pointers into the snapshot).
   */
  patch: Operation[];
  /** The new snapshot's `consequences` whole, when its game's snapshot has them. */
  consequences?: unknown[];
  /** The table's presence list whole (a table delta only). */
  seats?: unknown[];
  /**
   * The bytes the server padded this delta's frame to (a public figure: server/frames.ts reads it
   * when it pads the frame; the client ignores it).
   */
  frame?: number;
}

/** `snapshot` without its {@link WHOLE_FIELDS} (a shallow copy: the diff's side of a snapshot). */
export function diffable(snapshot: object): Record<string, unknown> {
  const whole = snapshot as Record<string, unknown>;
  const rest: Record<string, unknown> = {};
  // Copied key by key rather than spread and deleted: an object with deleted keys becomes a slow
  // dictionary in V8, and the server builds one per device per change.
  for (const key in whole) if (!(WHOLE_FIELDS as readonly string[]).includes(key)) rest[key] = whole[key];
  return rest;
}

/**
 * Keys a patch may not walk through or write: a snapshot has none of them, and a patch naming one
 * is refused (the device asks for the whole snapshot), stricter than fast-json-patch's own ban.
 */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Makes every object or array on the way to `pointer` (an RFC 6901 JSON pointer into `root`), up
 * to the one holding its last key, a copy owned by this patch (`own`), so that an operation on
 * `pointer` changes only copies: the rest stays shared with the snapshot held.
 * @throws Error on a key that names a prototype (the patch is then refused: `sync`)
 */
function ownPath(root: Record<string, unknown>, pointer: string, own: Set<object>): void {
  const keys = pointer.split('/');
  let parent: Record<string, unknown> = root;
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!.includes('~') ? keys[i]!.replace(/~1/g, '/').replace(/~0/g, '~') : keys[i]!;
    if (UNSAFE_KEYS.has(key)) throw new Error(`a patch may not name "${key}"`);
    if (i === keys.length - 1 || !Object.hasOwn(parent, key)) return;
    const child = parent[key];
    if (child === null || typeof child !== 'object') return;
    let mine = child as Record<string, unknown>;
    if (!own.has(mine)) {
      mine = (Array.isArray(child) ? child.slice() : { ...child }) as Record<string, unknown>;
      own.add(mine);
      parent[key] = mine;
    }
    parent = mine;
  }
}

/**
 * The snapshot `delta` makes of `held`, or `null` when it cannot be applied: `held` is missing or
 * not of the delta's base version, or the patch does not fit it (the device then asks for the
 * whole snapshot, `sync`). `held` is not changed: the result is a new object (a page compares
 * snapshots by identity) that shares with `held` every part the patch did not touch, and copies
 * the objects and arrays on the way to each part it touched (no deep copy of the whole
 * snapshot per frame, on a phone or in the load benchmark's thousand devices).
 * @typeParam S the snapshot's type (a seat's or the table's, with the game's parts)
 */
export function applyDelta<S extends { version: number }>(held: S | null, delta: SnapshotDelta): S | null {
  if (!held || held.version !== delta.base || !Array.isArray(delta.patch)) return null;
  try {
    let next = diffable(held);
    const own = new Set<object>([next]);
    delta.patch.forEach((operation, index) => {
      if (typeof operation?.path !== 'string') throw new Error('an operation without a path');
      ownPath(next, operation.path, own);
      if (operation.op === 'move') ownPath(next, operation.from, own);
      next = applyOperation(next, operation, false, true, true, index).newDocument as Record<string, unknown>;
      if (next === null || typeof next !== 'object') throw new Error('a patch that replaces the snapshot');
      own.add(next);
    });
    // The whole parts as the delta has them (the server sends each that the new snapshot has).
    if (delta.consequences !== undefined) next.consequences = delta.consequences;
    if (delta.seats !== undefined) next.seats = delta.seats;
    if (next.version !== delta.version) return null;
    return next as unknown as S;
  } catch {
    return null;
  }
}
