/**
 * The lengths of the room server's frames: what the server sends is padded by
 * its socket.io parser (src/platform/rooms/frame-padding.ts), given to socket.io once in
 * server/room-transport.ts (`createRoomIo`), so that every emit, broadcast and acknowledgement
 * goes through it and no handler can forget it. Every frame whose content depends on a secret has a length that depends
 * only on what is public:
 *
 * - **a seat's snapshot** (`seat:view`): padded to the bytes its room's game allows it from its
 *   public parts only plus an upper bound of what this seat alone knows (the `RoomGame`'s
 *   `seatFrameBytes`; The Resistance's: src/games/resistance/room/frames.ts) and the platform's
 *   fields, rounded up to {@link SNAPSHOT_STEP}. A snapshot longer than that is sent at its own
 *   rounded length and reported (`overflow`), which tests treat as a failure;
 * - **a seat's delta** (`seat:delta`, server/deltas.ts): padded to the size the
 *   server computed for every seat of its change from public facts only and wrote in the delta
 *   (`frame`); a delta longer than that is never sent (the seats get their whole snapshots), and one
 *   found longer here is sent at its own rounded length and reported (`overflow`);
 * - **acknowledgements**: the next multiple of {@link ACK_STEP}: an accepted request's answer is a
 *   few dozen bytes (the Trapper's set-aside card among them, R-TRP-2: its longest in one step,
 *   test/server/frame-bounds.test.ts), always one step;
 * - **the table's delta** (`table:delta`, public): the next multiple of {@link DELTA_STEP};
 * - **every other event** (the table's snapshot, a revocation: public): the next multiple of
 *   {@link SNAPSHOT_STEP}, which hides their small changes too.
 *
 * Requests are padded by the client (frame-padding.ts `clientParser`). WebSocket per-message
 * deflate stays off (room-transport.ts): compressed lengths would depend on the content again.
 */
import { PacketType, type Packet } from 'socket.io-parser';
import { jsonBytes, paddedParser, roundUp, utf8Bytes, type PaddedParser } from '../src/platform/rooms/frame-padding.ts';
import { SEAT_CHECK_DIGITS } from './room.ts';
import type { SeatSnapshotBase } from '../src/platform/rooms/protocol.ts';

/** Snapshots and other events are padded to multiples of this many bytes. */
export const SNAPSHOT_STEP = 512;
/**
 * Deltas are padded to multiples of this many bytes: a seat's to the size its
 * change allows every seat (server/deltas.ts), the table's (public) to its own length rounded up.
 */
export const DELTA_STEP = 128;
/** Acknowledgements are padded to multiples of this many bytes. */
export const ACK_STEP = 256;

/**
 * The bytes the platform's part of a seat snapshot's packet may take, which no game counts: the
 * packet's envelope (`2["seat:view",…]`) and the platform's own fields (room.ts `seatSnapshot`:
 * whether the table admitted the phone, and the digits it shows until then).
 */
export const PLATFORM_SEAT_BYTES = utf8Bytes('2["seat:view",]') + jsonBytes({ admitted: false, check: '0'.repeat(SEAT_CHECK_DIGITS) });

/**
 * The size a seat snapshot's packet is padded to: the bytes its game allows it (the room game's
 * `seatFrameBytes`: its public parts and its secret parts at their largest) and the platform's
 * fields ({@link PLATFORM_SEAT_BYTES}), rounded up to {@link SNAPSHOT_STEP}; or its own length
 * rounded up when that is longer (an overflow).
 * @returns the size, and the bytes allowed before the rounding (the packet overflowed if longer)
 */
export function seatFrameSize(allowedBytes: number, bytes: number): { size: number; allowed: number } {
  const allowed = allowedBytes + PLATFORM_SEAT_BYTES;
  return { size: roundUp(Math.max(bytes, allowed), SNAPSHOT_STEP), allowed };
}

/**
 * The room server's socket.io parser.
 * @param allowedBytes the bytes a seat snapshot is allowed (its room game's `seatFrameBytes`)
 * @param overflow called (with the packet's and the allowed bytes) when a seat snapshot outgrew its
 *   headroom and its length may then tell something: the server logs it
 */
export function serverParser(
  allowedBytes: (snapshot: SeatSnapshotBase) => number,
  overflow: (bytes: number, allowed: number) => void = () => {},
): PaddedParser {
  return paddedParser((packet: Packet, bytes: number) => {
    if (packet.type === PacketType.ACK) return roundUp(bytes, ACK_STEP);
    const [event, payload] = packet.data as [string, unknown];
    if (event === 'seat:delta') {
      const frame = (payload as { frame?: unknown } | null)?.frame;
      const allowed = typeof frame === 'number' && Number.isFinite(frame) ? frame : 0;
      if (bytes > allowed) {
        overflow(bytes, allowed);
        return roundUp(bytes, SNAPSHOT_STEP);
      }
      return allowed;
    }
    if (event === 'table:delta') return roundUp(bytes, DELTA_STEP);
    if (event === 'seat:view') {
      const { size, allowed } = seatFrameSize(allowedBytes(payload as SeatSnapshotBase), bytes);
      if (bytes > allowed) overflow(bytes, allowed);
      return size;
    }
    return roundUp(bytes, SNAPSHOT_STEP);
  });
}
