/**
 * Who is where: which seats and tables of each room have a device connected, on this process and,
 * in a cluster, on the others (told, not asked; docs/scaling.md).
 *
 * This process's own devices are its socket.io rooms `r:CODE:seats` and `r:CODE:t`; in a cluster
 * each process tells the others (through the adapter, `rs:presence`) the seats and table of a room
 * connected to it whenever one of its devices comes or goes, and all of them every
 * {@link PRESENCE_HEARTBEAT_MS}. Each process keeps what the others told it, per process; a process
 * not heard from for {@link PRESENCE_MISSED_BEATS} heartbeats (it crashed) is forgotten, one that
 * stops says so. No action waits for another process.
 *
 * The same knowledge keeps a room's emits on this process when no other has a device of it
 * (server/cluster-adapter.ts `keepLocal`): the first device of a room on this process asks every
 * other process, before its first read of the room, to note it and to answer with their own
 * devices of that room (`rs:here`, acknowledged: `herald`); from then on every device coming to
 * another process is heralded to this one the same way, so this one knows, at every emit after a
 * commit, whether another process has a device there. A process whose herald was not answered by
 * all publishes every emit of that room.
 */
import { randomUUID } from 'node:crypto';
import type { SeatIndex as Seat } from '../src/platform/rooms/protocol.ts';
import type { ClusterHooks } from './cluster-adapter.ts';
import type { RoomRecord } from './room.ts';
import { codeOfRoom, seatsRoom, tableRoom, type RoomIo } from './sockets.ts';

/**
 * In a cluster, how often each process tells the others every device connected to it (its
 * heartbeat, ms); a process not heard from for {@link PRESENCE_MISSED_BEATS} of these is taken as
 * gone (it crashed: a process that stops says so).
 */
export const PRESENCE_HEARTBEAT_MS = 4_000;
const PRESENCE_MISSED_BEATS = 3;

/** Options of {@link createPresence}. */
export interface PresenceOptions {
  io: RoomIo;
  /** Whether the server runs with a cluster adapter (other processes to tell and hear). */
  cluster: boolean;
  /** The heartbeat in a cluster, ms; default {@link PRESENCE_HEARTBEAT_MS}. */
  heartbeatMs?: number;
  /**
   * Shows the table's devices on this process who is connected now (`room`: the room just read
   * from the store, when the caller has it). Called only when the room has a table device here.
   */
  showTable: (code: string, room?: RoomRecord) => Promise<void>;
}

/** A room's presence, as this process knows it. */
export interface Presence {
  /** The seats with a device connected, on any process, as told (a hint for the table: it may lag by a message). */
  connectedSeats(code: string): Set<Seat>;
  /**
   * A device of room `code` came or went on this process: the other processes are told, the
   * table's devices here shown (`room`: the room just read from the store, when the caller has it).
   */
  changed(code: string, room?: RoomRecord): void;
  /** Stops the heartbeat; in a cluster the others are told this process's devices are gone. */
  stop(): void;
}

/** A room's devices on one process: the seats, and whether the table is there. */
interface Devices {
  seats: Set<Seat>;
  table: boolean;
}

/** Presence over `io`'s rooms; in a cluster, told to and heard from the other processes. */
export function createPresence(options: PresenceOptions): Presence {
  const { io, cluster, showTable } = options;
  const processId = randomUUID();
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  /** The other processes: when last heard from, and per room their devices. */
  const others = new Map<string, { at: number; rooms: Map<string, Devices> }>();
  const nsp = io.of('/');
  /** Per room with a device here: whether every other process answered its herald (then `keepLocal` may hold). */
  const heralds = new Map<string, Promise<boolean>>();
  const heralded = new Map<string, boolean>();

  /** The seats with a device connected to this process. */
  function localSeats(code: string): Set<Seat> {
    const seats = new Set<Seat>();
    for (const id of nsp.adapter.rooms.get(seatsRoom(code)) ?? []) {
      const seat = nsp.sockets.get(id)?.data.seat;
      if (typeof seat === 'number') seats.add(seat);
    }
    return seats;
  }
  /** A room's devices on this process, as told to the others. */
  const localDevices = (code: string) => ({ seats: [...localSeats(code)], table: !!nsp.adapter.rooms.get(tableRoom(code))?.size });
  /** The other processes heard from lately. */
  function* alive() {
    const since = Date.now() - heartbeatMs * PRESENCE_MISSED_BEATS;
    for (const other of others.values()) if (other.at >= since) yield other;
  }

  function connectedSeats(code: string): Set<Seat> {
    const seats = localSeats(code);
    for (const other of alive()) for (const seat of other.rooms.get(code)?.seats ?? []) seats.add(seat);
    return seats;
  }

  /** Every room with a device on this process, with its devices. */
  function allLocalDevices(): Record<string, ReturnType<typeof localDevices>> {
    const rooms: Record<string, ReturnType<typeof localDevices>> = {};
    for (const name of nsp.adapter.rooms.keys()) {
      const code = /^r:([A-Z]+):(seats|t)$/.exec(name)?.[1];
      if (code && !rooms[code]) rooms[code] = localDevices(code);
    }
    return rooms;
  }

  /** The table's view again for the table's devices on this process, when it has one. */
  function show(code: string, room?: RoomRecord): void {
    if (nsp.adapter.rooms.get(tableRoom(code))?.size) void showTable(code, room);
  }

  function changed(code: string, room?: RoomRecord): void {
    if (cluster) {
      const devices = localDevices(code);
      // The last device gone: the next one asks the others again.
      if (devices.seats.length === 0 && !devices.table) {
        heralds.delete(code);
        heralded.delete(code);
      }
      io.serverSideEmit('rs:presence' as never, { p: processId, code, ...devices } as never);
    }
    show(code, room);
  }

  /**
   * A device of room `code` joined on this process: the first asks every other process to note
   * it and to answer with its own devices there, and `join` waits for the answers (or the adapter's
   * 5 s timeout: then this room's emits are always published). Later joins wait for the same answer.
   */
  function herald(code: string): Promise<boolean> {
    let asked = heralds.get(code);
    if (!asked) {
      const withAck = io as unknown as { serverSideEmitWithAck(event: string, message: unknown): Promise<unknown[]> };
      asked = withAck.serverSideEmitWithAck('rs:here', { p: processId, code, ...localDevices(code) }).then(
        (answers) => {
          for (const answer of answers) told(answer);
          return true;
        },
        () => false,
      );
      const mine = asked;
      heralds.set(code, mine);
      void mine.then((complete) => {
        if (heralds.get(code) === mine) heralded.set(code, complete);
      });
    }
    return asked;
  }

  /** Whether an emit to `rooms` may stay here: one room, heralded, and no other process with a device of it. */
  function keepLocal(rooms: ReadonlySet<string>): boolean {
    if (rooms.size !== 1) return false;
    const code = codeOfRoom([...rooms][0]!);
    if (!code || heralded.get(code) !== true) return false;
    for (const other of alive()) if (other.rooms.has(code)) return false;
    return true;
  }

  const sameSeats = (a: ReadonlySet<Seat> | undefined, b: ReadonlySet<Seat>) => (a?.size ?? 0) === b.size && [...b].every((seat) => a?.has(seat));
  const devicesOf = (value: unknown): Devices | null => {
    if (value === null || typeof value !== 'object') return null;
    const { seats, table } = value as { seats?: unknown; table?: unknown };
    if (!Array.isArray(seats) || seats.length > 64 || !seats.every((s) => Number.isInteger(s) && s >= 0 && s < 64)) return null;
    return { seats: new Set(seats as Seat[]), table: table === true };
  };

  /** What another process told: one room's devices, all of them (a heartbeat), or that it stops. */
  function told(message: unknown): void {
    if (message === null || typeof message !== 'object') return;
    const m = message as { p?: unknown; code?: unknown; rooms?: unknown; gone?: unknown };
    if (typeof m.p !== 'string' || m.p === processId) return;
    const known = others.get(m.p);
    const other = known ?? { at: 0, rooms: new Map<string, Devices>() };
    // A process heard for the first time (started, or came back): it learns this one's devices now.
    if (!known && m.gone !== true) heartbeat();
    const changedRooms = new Set<string>();
    if (m.gone === true) {
      others.delete(m.p);
      for (const code of other.rooms.keys()) changedRooms.add(code);
    } else {
      other.at = Date.now();
      others.set(m.p, other);
      const update = (code: string, devices: Devices) => {
        const before = other.rooms.get(code);
        // The table's view shows the seats: only a change of seats is shown again.
        if (!sameSeats(before?.seats, devices.seats)) changedRooms.add(code);
        if (devices.seats.size > 0 || devices.table) other.rooms.set(code, devices);
        else other.rooms.delete(code);
      };
      if (typeof m.code === 'string') {
        const devices = devicesOf(m);
        if (devices) update(m.code, devices);
      } else if (m.rooms !== null && typeof m.rooms === 'object') {
        const rooms = m.rooms as Record<string, unknown>;
        for (const code of other.rooms.keys()) if (!Object.hasOwn(rooms, code)) update(code, { seats: new Set(), table: false });
        for (const [code, value] of Object.entries(rooms)) {
          const devices = devicesOf(value);
          if (devices) update(code, devices);
        }
      }
    }
    for (const code of changedRooms) show(code);
  }

  /** Tells the other processes every device connected here, and forgets the processes not heard from. */
  function heartbeat(): void {
    io.serverSideEmit('rs:presence' as never, { p: processId, rooms: allLocalDevices() } as never);
    const since = Date.now() - heartbeatMs * PRESENCE_MISSED_BEATS;
    for (const [id, other] of others) {
      if (other.at >= since) continue;
      others.delete(id);
      for (const code of other.rooms.keys()) show(code);
    }
  }

  let beat: ReturnType<typeof setInterval> | undefined;
  if (cluster) {
    io.on('rs:presence' as never, told);
    // Another process's first device of a room: noted, and answered with this one's devices there.
    io.on('rs:here' as never, ((message: unknown, answer: unknown) => {
      told(message);
      const code = (message as { code?: unknown } | null)?.code;
      if (typeof answer === 'function') answer({ p: processId, code, ...(typeof code === 'string' ? localDevices(code) : { seats: [], table: false }) });
    }) as never);
    Object.assign(nsp.adapter, {
      joining: (rooms: ReadonlySet<string>) => {
        const codes = new Set([...rooms].map(codeOfRoom).filter((c): c is string => c !== null));
        return Promise.all([...codes].map(herald)).then(() => {});
      },
      keepLocal,
    } satisfies ClusterHooks);
    beat = setInterval(heartbeat, heartbeatMs);
    beat.unref();
    heartbeat();
  }

  return {
    connectedSeats,
    changed,
    stop() {
      if (beat) clearInterval(beat);
      // This process stops: the others forget its devices now rather than after its heartbeats.
      if (cluster) io.serverSideEmit('rs:presence' as never, { p: processId, gone: true } as never);
    },
  };
}
