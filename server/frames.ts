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
  const size = (packet: Packet, bytes: number): number => {
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
  };
  const padded = paddedParser(size);
  /**
   * The padded encoder, which writes an event whose payload the server serialised already
   * ({@link payloadJson}: a seat's delta, measured for its padding) from that text instead of
   * serialising it again; the text is the one socket.io's encoder makes (`2["seat:delta",{…}]`),
   * padded by the same sizer.
   */
  class ServerEncoder extends padded.Encoder {
    override encode(packet: Packet): unknown[] {
      const data = packet.data as unknown[] | undefined;
      const json = packet.type === PacketType.EVENT && (!packet.nsp || packet.nsp === '/') && packet.id == null && Array.isArray(data) && data.length === 2 && typeof data[0] === 'string' && typeof data[1] === 'object' && data[1] !== null ? payloadTexts.get(data[1]) : undefined;
      if (json === undefined) return super.encode(packet);
      const text = `${PacketType.EVENT}[${JSON.stringify(data![0])},${json}]`;
      const bytes = utf8Bytes(text);
      const target = size(packet, bytes);
      return [target > bytes ? text + ' '.repeat(target - bytes) : text];
    }
  }
  return { ...padded, Encoder: ServerEncoder };
}

/**
 * `{ ...payload, [key]: value }` (`payload` without `key`), its JSON text made of
 * {@link payloadJson}'s text of `payload` and `value`'s own, so that the server's parser sends it
 * without serialising `payload` a second time (the table's delta: serialised for the plan's size
 * comparison, then sent with who is connected now). The same text as `JSON.stringify` of the object.
 */
export function withJsonField(payload: object, key: string, value: unknown): object {
  const extended = { ...payload, [key]: value };
  const field = JSON.stringify(value);
  if (field === undefined || key in payload) return extended;
  const base = payloadJson(payload);
  payloadTexts.set(extended, `${base.slice(0, -1)}${base === '{}' ? '' : ','}${JSON.stringify(key)}:${field}}`);
  return extended;
}

/** The JSON text of payloads serialised by {@link payloadJson}, by payload object. */
const payloadTexts = new WeakMap<object, string>();

/**
 * `JSON.stringify(payload)`, kept for the payload object so that the server's parser sends an event
 * of that payload from this text rather than serialising it a second time (a seat's delta is
 * serialised once to check its padded size, then sent). The payload must not change afterwards and
 * must hold no binary data (snapshots and deltas are plain JSON, never changed once built).
 */
export function payloadJson(payload: object): string {
  let text = payloadTexts.get(payload);
  if (text === undefined) {
    text = JSON.stringify(payload);
    payloadTexts.set(payload, text);
  }
  return text;
}
