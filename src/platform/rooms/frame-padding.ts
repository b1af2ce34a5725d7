/**
 * Frames of equal length whatever the secret: a socket.io parser whose encoder
 * pads every event and acknowledgement packet with trailing JSON white space up to a size chosen
 * by a {@link FrameSizer}, used by the room server (server/frames.ts) and by the room client
 * (room-client.ts) for everything they send. Nobody has to strip anything: socket.io's own decoder
 * reads the packet with `JSON.parse`, which ignores white space after the value, so a receiver with
 * the default parser gets exactly the payload that was sent.
 *
 * What an observer of the network sees of a message is the length of its WebSocket frame: one
 * byte (engine.io's message type `4`) plus the UTF-8 bytes of the socket.io packet string
 * (`2["seat:view",{…}]`, `3<ack id>[{…}]`). Sizes here are the packet string's UTF-8 bytes, so
 * every frame of a given size has the same length on the wire. Compression must stay off
 * (WebSocket per-message deflate would make the length depend on the content again): the room
 * server turns it off explicitly.
 *
 * Binary packets are sent as they are (the room protocol sends none).
 */
import { Decoder, Encoder, PacketType, protocol, type Packet } from 'socket.io-parser';

/**
 * The size, in UTF-8 bytes of the packet string, to pad a packet to.
 * @param packet the packet being sent (`type` is EVENT or ACK; `data` is `[event, …args]` for an
 *   event, `[…args]` for an acknowledgement)
 * @param bytes the packet string's length before padding
 * @returns the length wanted; a value below `bytes` leaves the packet as it is
 */
export type FrameSizer = (packet: Packet, bytes: number) => number;

const encoder = new TextEncoder();

/** Bytes of `text` in UTF-8 (what a WebSocket text frame carries). */
export function utf8Bytes(text: string): number {
  // On the server, Node's native count: the loop below, run on every frame of every broadcast, was
  // measured at up to 40 times slower in the processes of a cluster (docs/scaling.md).
  if (typeof Buffer !== 'undefined') return Buffer.byteLength(text, 'utf8');
  // In the browser, counted without allocating for the common ASCII text.
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else return bytes + encoder.encode(text.slice(i)).length;
  }
  return bytes;
}

/** The smallest multiple of `step` (bytes, > 0) that is at least `bytes`. */
export function roundUp(bytes: number, step: number): number {
  return Math.ceil(bytes / step) * step;
}

/** The JSON text of a value's length in UTF-8 bytes (0 for `undefined`). */
export function jsonBytes(value: unknown): number {
  const text = JSON.stringify(value);
  return text === undefined ? 0 : utf8Bytes(text);
}

const objectBytes = new WeakMap<object, number>();

/**
 * {@link jsonBytes} of an object or array, kept per object: for the parts a room server's
 * snapshots of one change share (a game's public board is one object in every device's snapshot),
 * whose length is then counted once per change. The object must not change afterwards
 * (snapshots never do).
 */
export function sharedJsonBytes(value: object): number {
  let bytes = objectBytes.get(value);
  if (bytes === undefined) {
    bytes = jsonBytes(value);
    objectBytes.set(value, bytes);
  }
  return bytes;
}

/**
 * {@link jsonBytes} of a plain object (no `toJSON`), counted part by part: each top-level part
 * that is an object by {@link sharedJsonBytes} (counted once per object), the rest serialised.
 * Equal to `jsonBytes(record)`.
 */
export function recordJsonBytes(record: Record<string, unknown>): number {
  let bytes = 2; // {}
  let parts = 0;
  for (const key in record) {
    const value = record[key];
    // JSON leaves these keys out.
    if (typeof value === 'undefined' || typeof value === 'function' || typeof value === 'symbol') continue;
    const valueBytes = typeof value === 'object' && value !== null ? sharedJsonBytes(value) : scalarJsonBytes(value);
    bytes += keyJsonBytes(key) + 1 + valueBytes; // "key":value
    parts++;
  }
  return bytes + Math.max(0, parts - 1); // the commas
}

/** {@link jsonBytes} of each key {@link recordJsonBytes} met (a snapshot's few field names). */
const keyBytes = new Map<string, number>();
function keyJsonBytes(key: string): number {
  let bytes = keyBytes.get(key);
  if (bytes === undefined) {
    bytes = jsonBytes(key);
    if (keyBytes.size < 1_000) keyBytes.set(key, bytes);
  }
  return bytes;
}

/** {@link jsonBytes} of a value that is no object: numbers and booleans counted without serialising them. */
function scalarJsonBytes(value: unknown): number {
  // JSON writes a finite number as `String` does (ASCII), any other as `null`.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).length : 4;
  if (typeof value === 'boolean') return value ? 4 : 5;
  if (value === null) return 4;
  return jsonBytes(value);
}

/** A socket.io parser, as the `parser` option of socket.io's `Server` and of socket.io-client's `io`. */
export interface PaddedParser {
  protocol: number;
  Encoder: typeof Encoder;
  Decoder: typeof Decoder;
}

/**
 * A socket.io parser that pads each EVENT and ACK packet it encodes to `size(packet, bytes)` bytes
 * with spaces after the JSON value. Decoding is socket.io's own.
 */
export function paddedParser(size: FrameSizer): PaddedParser {
  class PaddingEncoder extends Encoder {
    override encode(packet: Packet): unknown[] {
      const encoded = super.encode(packet) as unknown[];
      if ((packet.type !== PacketType.EVENT && packet.type !== PacketType.ACK) || encoded.length !== 1 || typeof encoded[0] !== 'string') {
        return encoded;
      }
      const text = encoded[0];
      const bytes = utf8Bytes(text);
      const target = size(packet, bytes);
      return [target > bytes ? text + ' '.repeat(target - bytes) : text];
    }
  }
  return { protocol, Encoder: PaddingEncoder, Decoder };
}

/**
 * The room client's requests: every event a client sends is padded to the next multiple of this
 * many bytes. A request that carries a secret (a vote, a mission card, a shown loyalty card, a
 * set-aside index) is a few dozen bytes whatever its values, so it is always exactly one step long.
 */
export const REQUEST_STEP = 128;

/** The parser of the room client (and of any client of the room server): requests padded to {@link REQUEST_STEP}. */
export const clientParser: PaddedParser = paddedParser((_packet, bytes) => roundUp(bytes, REQUEST_STEP));
