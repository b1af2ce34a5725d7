/**
 * Send what changed (the shapes and the client's side:
 * src/platform/rooms/snapshot-delta.ts). For each change the room server asks {@link DeltaPlanner}
 * what each device gets: the delta from the views it sent for the room's previous broadcast, or
 * the whole snapshot.
 *
 * - The planner keeps, per room, the diffable part of each view it last broadcast (the snapshot
 *   without `consequences` and `seats`, the same at one version whether it was broadcast or sent on
 *   a (re)connection) and its version: a delta goes from that version to the next one (every write
 *   adds 1). A room it does not keep (a restart, a room dropped from the bounded store) or whose
 *   previous version it did not broadcast (another process of a cluster wrote it) gets whole
 *   snapshots, as does a change of the deal (`dealt`, `deals`: public).
 * - **Equal lengths**: every seat's delta frame of one change is padded to one size, from
 *   public facts only: the largest of the game's `seatDeltaBytes` (the table's delta of the same
 *   change and the snapshot's public parts, plus a headroom for what one seat alone may learn), with
 *   the platform's fields and the frame's envelope, rounded up to {@link DELTA_STEP}. When a seat's
 *   delta would outgrow it, every seat gets its whole padded snapshot instead (`outgrew` is
 *   reported); when the padded delta would be no shorter than the whole snapshots, too.
 * - The table's view is public: its delta is sent unless it is no shorter than its snapshot.
 */
import { compare } from 'fast-json-patch/module/duplex.mjs';
import { jsonBytes, recordJsonBytes, roundUp, sharedJsonBytes, utf8Bytes } from '../src/platform/rooms/frame-padding.ts';
import type { SeatSnapshotBase, TableSnapshotBase } from '../src/platform/rooms/protocol.ts';
import type { RoomGame } from '../src/platform/rooms/room-game.ts';
import { diffable, type Operation, type SnapshotDelta, type WholeParts } from '../src/platform/rooms/snapshot-delta.ts';
import { DELTA_STEP, payloadJson, seatFrameSize, withJsonField } from './frames.ts';
import { SEAT_CHECK_DIGITS } from './room.ts';

export { DELTA_STEP };

/**
 * The bytes the platform's own fields of a seat snapshot may take in a delta (frames.ts
 * `PLATFORM_SEAT_BYTES`: the admission and its digits), an operation each, which no game counts.
 */
const PLATFORM_DELTA_BYTES = [
  { op: 'replace', path: '/admitted', value: false },
  { op: 'replace', path: '/check', value: '0'.repeat(SEAT_CHECK_DIGITS) },
].reduce((n, op) => n + jsonBytes(op) + 1, 0);

/** How many rooms' last views a process keeps by default (as many as its live rooms, server/live-rooms.ts). */
export const DELTA_ROOMS = 5_000;

/** The UTF-8 bytes of the socket.io packet string an event `[name, payload]` makes (`2["seat:delta",{…}]`). */
export function eventPacketBytes(name: string, payload: unknown): number {
  return 1 + utf8Bytes(JSON.stringify([name, payload]));
}

/**
 * {@link eventPacketBytes} of a payload about to be sent, serialised once: its JSON text is kept
 * for the server's parser to send (server/frames.ts {@link payloadJson}). `payload` is never
 * changed afterwards.
 */
function sentPacketBytes(name: string, payload: object): number {
  return 1 + utf8Bytes(`[${JSON.stringify(name)},${payloadJson(payload)}]`);
}

/** The views last broadcast in a room, as deltas start from them. */
interface SentViews {
  version: number;
  dealt: boolean;
  deals: number;
  /** Each seat's snapshot without its whole parts (snapshot-delta.ts `diffable`). */
  seats: Record<string, unknown>[];
  /** The table's, likewise. */
  table: Record<string, unknown>;
}

/** What one broadcast sends. */
export interface DeltaPlan {
  /** Per seat: its delta, or `null` for its whole snapshot. */
  seats: (SnapshotDelta | null)[];
  /** The table's delta, or `null` for its whole snapshot. */
  table: SnapshotDelta | null;
}

/** Patches already computed in one broadcast, by the pair of objects compared (see {@link patchOf}). */
export type PatchMemo = Map<object, Map<object, Operation[]>>;

/** A JSON pointer's token for `key` (RFC 6901). */
const token = (key: string): string => (key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key);

/** How deep {@link patchOf} goes through objects itself, consulting the memo at each object (below, fast-json-patch's `compare`). */
const SHARED_DEPTH = 2;


/**
 * The RFC 6902 patch from `base` to `next` (both a snapshot's diffable part). The patch of every
 * pair of objects down to {@link SHARED_DEPTH} levels (a snapshot's parts, and their parts) is
 * computed once per change in `memo`, its deeper parts by fast-json-patch's `compare`: the devices
 * of one change share objects (The Resistance's `board` is one object in every seat's snapshot,
 * and every seat's `view` holds the board's players, proposals and missions), so a part every seat
 * has is diffed once per change, not once per seat (the CPU per action). A part that is
 * the same object in both is unchanged (snapshots are never changed once built).
 */
export function patchOf(base: Record<string, unknown>, next: Record<string, unknown>, memo: PatchMemo = new Map(), whole?: WholeParts): Operation[] {
  return objectPatch(base, next, memo, 0, whole);
}

/** The patch of two plain objects, key by key (see {@link patchOf}); paths relative to them. */
function objectPatch(base: Record<string, unknown>, next: Record<string, unknown>, memo: PatchMemo, depth: number, whole?: WholeParts): Operation[] {
  const patch: Operation[] = [];
  for (const key of Object.keys(base)) {
    if (!(key in next) || next[key] === undefined) if (base[key] !== undefined) patch.push({ op: 'remove', path: `/${token(key)}` });
  }
  for (const key in next) {
    const value = next[key];
    if (value === undefined) continue;
    const old = base[key];
    if (old === value) continue;
    if (old === undefined) {
      patch.push({ op: 'add', path: `/${token(key)}`, value });
      continue;
    }
    const oldIsObject = typeof old === 'object' && old !== null;
    const valueIsObject = typeof value === 'object' && value !== null;
    const part = whole?.[key];
    if (part === true) {
      if (!sameJson(old, value)) patch.push({ op: 'replace', path: `/${token(key)}`, value });
      continue;
    }
    if (oldIsObject && valueIsObject && part !== undefined && !Array.isArray(old) && !Array.isArray(value)) {
      // An object some of whose parts go whole: walked key by key (its other parts as any other),
      // not memoised (whole parts are a seat's own: no other device shares the pair).
      const inner = objectPatch(old as Record<string, unknown>, value as Record<string, unknown>, memo, depth + 1, part);
      const path = `/${token(key)}`;
      for (const op of inner) patch.push({ ...op, path: path + op.path } as Operation);
      continue;
    }
    if (oldIsObject && valueIsObject && Array.isArray(old) === Array.isArray(value)) {
      let byNext = memo.get(old);
      if (!byNext) memo.set(old, (byNext = new Map()));
      let inner = byNext.get(value);
      if (!inner) {
        inner =
          depth + 1 < SHARED_DEPTH && !Array.isArray(value)
            ? objectPatch(old as Record<string, unknown>, value as Record<string, unknown>, memo, depth + 1)
            : compare(old, value);
        byNext.set(value, inner);
      }
      if (inner.length === 0) continue;
      const path = `/${token(key)}`;
      for (const op of inner) patch.push({ ...op, path: path + op.path } as Operation);
    } else {
      // Primitives are equal only when `===` (a number is never NaN in JSON); an object and a
      // primitive never.
      patch.push({ op: 'replace', path: `/${token(key)}`, value });
    }
  }
  return patch;
}

/**
 * Whether two JSON values (a seat's whole parts: its own fields, its turn, its asks) have the same
 * content, compared part by part rather than serialised: a key whose value is `undefined` counts as
 * absent, as in JSON. Objects whose keys come in another order are the same (a client applying the
 * delta gets equal content either way).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    const value = x[key];
    if (value === undefined) continue;
    if (!sameJson(value, y[key])) return false;
    keys++;
  }
  for (const key in y) if (y[key] !== undefined) keys--;
  return keys === 0;
}

/**
 * A delta from `base` to `next` (a seat's or the table's snapshot): its patch and whole parts.
 * @param parts the parts its patch replaces whole when they change (a room game's `seatDeltaWhole`)
 */
export function deltaOf(baseVersion: number, base: Record<string, unknown>, next: object, memo?: PatchMemo, parts?: WholeParts): SnapshotDelta {
  const whole = next as { consequences?: unknown[]; seats?: unknown[]; version: number };
  return {
    base: baseVersion,
    version: whole.version,
    patch: patchOf(base, diffable(next), memo, parts),
    ...(whole.consequences !== undefined ? { consequences: whole.consequences } : {}),
    ...(whole.seats !== undefined ? { seats: whole.seats } : {}),
  };
}

/** The bytes `,"seats":` adds before a table delta's presence list, its last part. */
const SEATS_KEY_BYTES = utf8Bytes(',"seats":');

/** Each planned table delta's part before its presence list, serialised once (`payloadJson`). */
const tableCores = new WeakMap<SnapshotDelta, object>();

/**
 * The table's delta of a plan with `seats` (who is connected now) as its presence list, sent
 * from the text its plan serialised (frames.ts `withJsonField`), not serialised again.
 */
export function tableDeltaWith(delta: SnapshotDelta, seats: unknown[]): SnapshotDelta {
  const core = tableCores.get(delta);
  return (core ? withJsonField(core, 'seats', seats) : { ...delta, seats }) as SnapshotDelta;
}

/** Chooses, for each broadcast, deltas or whole snapshots (see the module comment). */
export class DeltaPlanner {
  readonly #sent = new Map<string, SentViews>();
  readonly capacity: number;

  /**
   * @param capacity rooms whose last views are kept (least recently broadcast dropped first); 0 turns deltas off
   * @param outgrew called when a seat's delta would outgrow the padding of its change (every seat then got its whole snapshot)
   */
  constructor(
    capacity: number = DELTA_ROOMS,
    readonly outgrew: (bytes: number, allowed: number) => void = () => {},
  ) {
    this.capacity = Math.max(0, Math.floor(capacity));
  }

  /**
   * What the broadcast of one change sends, and the views kept for the next one.
   * @param game the room's game (its `seatDeltaBytes` and `seatFrameBytes`)
   * @param seats every seat's new snapshot, in seat order
   * @param table the table's new snapshot (its `seats`, presence, play no part in the plan)
   */
  plan(game: RoomGame, seats: readonly SeatSnapshotBase[], table: TableSnapshotBase): DeltaPlan {
    const previous = this.#sent.get(table.code);
    const whole: DeltaPlan = { seats: seats.map(() => null), table: null };
    if (this.capacity === 0) return whole;
    this.#remember(table.code, {
      version: table.version,
      dealt: table.dealt,
      deals: table.deals,
      seats: seats.map((s) => diffable(s)),
      table: diffable(table),
    });
    if (
      !previous ||
      // Every write adds 1 to the version: a gap means another process of a cluster wrote in
      // between, and the devices hold its version, not this base (they would only ask for `sync`).
      previous.version !== table.version - 1 ||
      previous.dealt !== table.dealt ||
      previous.deals !== table.deals ||
      previous.seats.length !== seats.length
    ) {
      return whole;
    }
    const tableDelta = deltaOf(previous.version, previous.table, table);
    // Both sides whole: the delta carries the consequences and the presence list as the snapshot
    // does. Its part before the presence list is serialised here once, for this comparison and
    // for the frame sent (`tableDeltaWith`), the list counted once per object.
    const { seats: tableSeats, ...tableCore } = tableDelta;
    const coreBytes = utf8Bytes(payloadJson(tableCore));
    const deltaBytes = tableSeats === undefined ? coreBytes : coreBytes + SEATS_KEY_BYTES + sharedJsonBytes(tableSeats);
    const plan: DeltaPlan = { seats: whole.seats, table: deltaBytes < recordJsonBytes(table as unknown as Record<string, unknown>) ? tableDelta : null };
    if (plan.table) tableCores.set(plan.table, tableCore);
    if (!game.seatDeltaBytes || seats.length === 0) return plan;
    const memo: PatchMemo = new Map();
    const deltas = seats.map((snapshot, seat) => deltaOf(previous.version, previous.seats[seat]!, snapshot, memo, game.seatDeltaWhole));
    // The platform's part of the frame: its fields and the envelope, with an empty patch and
    // consequences (the game's allowance is for those two), and the frame's size as many digits as
    // it may take.
    const envelope = eventPacketBytes('seat:delta', { base: previous.version, version: table.version, patch: [], consequences: [], frame: 1e9 }) + PLATFORM_DELTA_BYTES;
    const allowed = Math.max(...seats.map((snapshot) => game.seatDeltaBytes!(tableDelta, snapshot))) + envelope;
    const frame = roundUp(allowed, DELTA_STEP);
    // A delta no shorter than the whole snapshots buys nothing (their padded sizes are public too).
    const wholeSize = Math.min(...seats.map((snapshot) => seatFrameSize(game.seatFrameBytes(snapshot), 0).size));
    if (frame >= wholeSize) return plan;
    const padded = deltas.map((delta) => ({ ...delta, frame }));
    for (const delta of padded) {
      const bytes = sentPacketBytes('seat:delta', delta);
      if (bytes > frame) {
        this.outgrew(bytes, frame);
        return plan;
      }
    }
    return { seats: padded, table: plan.table };
  }

  /** How many rooms' last views are kept (at most {@link capacity}). */
  get size(): number {
    return this.#sent.size;
  }

  /** Forgets a room's views (the room was deleted): its next broadcast sends whole snapshots. */
  forget(code: string): void {
    this.#sent.delete(code);
  }

  #remember(code: string, views: SentViews): void {
    this.#sent.delete(code);
    this.#sent.set(code, views);
    while (this.#sent.size > this.capacity) {
      const oldest = this.#sent.keys().next().value;
      if (oldest === undefined) break;
      this.#sent.delete(oldest);
    }
  }
}
