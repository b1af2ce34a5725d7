/**
 * The lengths of the room server's frames (issue 19, item 1): what the server sends is padded by
 * its socket.io parser (src/platform/rooms/frame-padding.ts), given to socket.io once in
 * server/room-server.ts, so that every emit, broadcast and acknowledgement goes through it and no
 * handler can forget it. Every frame whose content depends on a secret has a length that depends
 * only on what is public:
 *
 * - **a seat's snapshot** (`seat:view`): its public parts (the board, the progress, the plot turn,
 *   the consequences, the end reveal, the asks as the table sees them, the code, version, deal and seat) are
 *   measured, the board counted twice (the seat's `view` is the board plus what this seat knows),
 *   and a headroom for everything this seat alone knows (its side, the spies it knows, its card,
 *   what it learnt, its own turn and asks) is added, growing with the players and the proposals
 *   ({@link seatHeadroom}); the sum is rounded up to {@link SNAPSHOT_STEP}. Rounding a length up to
 *   a fixed step alone would not do: two secrets whose lengths fall on either side of a step would
 *   still differ. A snapshot longer than its public size plus the headroom is sent at its own
 *   rounded length and reported (`overflow`), which tests treat as a failure;
 * - **acknowledgements**: the next multiple of {@link ACK_STEP}: an accepted request's answer is a
 *   few dozen bytes (the Trapper's set-aside card among them, R-TRP-2), always one step;
 * - **every other event** (the table's snapshot, a revocation: public): the next multiple of
 *   {@link SNAPSHOT_STEP}, which hides their small changes too.
 *
 * Requests are padded by the client (frame-padding.ts `clientParser`). WebSocket per-message
 * deflate stays off (room-server.ts): compressed lengths would depend on the content again.
 */
import { PacketType, type Packet } from 'socket.io-parser';
import { jsonBytes, paddedParser, roundUp, type PaddedParser } from '../src/platform/rooms/frame-padding.ts';
import { publicAsk } from '../src/games/resistance/engine.ts';
import type { SeatSnapshot } from './protocol.ts';

/** Snapshots and other events are padded to multiples of this many bytes. */
export const SNAPSHOT_STEP = 512;
/** Acknowledgements are padded to multiples of this many bytes. */
export const ACK_STEP = 256;

/**
 * The bytes allowed, beyond its public parts, for what one seat alone knows in its snapshot: its
 * view's own fields (side, known spies, character card, what it learnt at the reveal, its Reverser
 * card, investigations, inquisitions, plot looks), its turn (`you`: its sealed vote, the cards it set
 * aside or looked at) and its own asks. They grow with the players (what a seat learns is at most
 * one entry per player) and with the proposals (one look or set-aside card per mission at most).
 * @param players the number of players
 * @param proposals the proposals made so far
 */
export function seatHeadroom(players: number, proposals: number): number {
  return 768 + 64 * players + 48 * proposals;
}

/** The bytes of a seat snapshot's public parts (see the module comment). */
export function seatPublicBytes(snapshot: SeatSnapshot): number {
  const { code, version, dealt, deals, seat, board, progress, plotTurn, consequences, endReveal, asks } = snapshot;
  // The asks as the table sees them: this seat's own asks in their public form (a hidden ask with
  // no seat, a secret one not at all), so that the sum is the same for every seat.
  const seen = asks.flatMap((ask) => {
    const shown = ask.seat === seat ? publicAsk(ask) : ask;
    return shown ? [shown] : [];
  });
  return jsonBytes({ code, version, dealt, deals, seat, board, progress, plotTurn, consequences, endReveal, asks: seen }) + jsonBytes(board);
}

/**
 * The size a seat snapshot's packet is padded to: its public bytes and the headroom, rounded up to
 * {@link SNAPSHOT_STEP}; or its own length rounded up when that is longer (an overflow).
 * @returns the size, and the bytes allowed before the rounding (the packet overflowed if longer)
 */
export function seatFrameSize(snapshot: SeatSnapshot, bytes: number): { size: number; allowed: number } {
  const allowed = seatPublicBytes(snapshot) + seatHeadroom(snapshot.board.players.length, snapshot.board.proposals.length);
  return { size: roundUp(Math.max(bytes, allowed), SNAPSHOT_STEP), allowed };
}

/**
 * The room server's socket.io parser.
 * @param overflow called (with the packet's and the allowed bytes) when a seat snapshot outgrew its
 *   headroom and its length may then tell something: the server logs it
 */
export function serverParser(overflow: (bytes: number, allowed: number) => void = () => {}): PaddedParser {
  return paddedParser((packet: Packet, bytes: number) => {
    if (packet.type === PacketType.ACK) return roundUp(bytes, ACK_STEP);
    const [event, payload] = packet.data as [string, unknown];
    if (event === 'seat:view') {
      const { size, allowed } = seatFrameSize(payload as SeatSnapshot, bytes);
      if (bytes > allowed) overflow(bytes, allowed);
      return size;
    }
    return roundUp(bytes, SNAPSHOT_STEP);
  });
}
