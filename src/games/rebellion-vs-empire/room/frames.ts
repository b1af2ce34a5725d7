/**
 * Rebellion vs Empire's seat frames (issue 19; the platform pads them: server/frames.ts): a seat's
 * snapshot is allowed its public parts (the code, game, version, deal, seat and side, the board,
 * the consequences, the asks in their public form), the board counted twice (the seat's `view` is
 * the board plus what its side alone knows), and a headroom for what the Rebellion alone knows
 * ({@link RVE_SEAT_HEADROOM}), so that the length of a frame tells nothing of the Rebellion's hand
 * or hidden cards. The Empire knows no secret (G2-STATE-5): its frames get the same allowance.
 */
import { jsonBytes } from '../../../platform/rooms/frame-padding.ts';
import type { Ask } from '../engine.ts';
import type { RveSeatSnapshot } from './protocol.ts';

/**
 * The bytes allowed, beyond a seat snapshot's public parts, for what the Rebellion alone knows:
 * its hand (at most 8 card ids), the faces of at most 24 hidden cards (each `null` in the board), its
 * own reckoning of every district's missions (5 districts × 4 missions), and its secret asks whole
 * (the play's hand, the liberation check's proofs and claims). Measured over seeded whole games
 * in test/server/rve-room.test.ts (the largest seen is under half of this).
 */
export const RVE_SEAT_HEADROOM = 4096;

/** An ask as the public sees it (core/steps.ts `asksFor`: a secret ask as its kind and asker only). */
function publicAsk(ask: Ask): Ask {
  return ask.secret ? { kind: ask.kind, by: ask.by, secret: true } : ask;
}

/** The bytes of a seat snapshot's public parts (see the module comment). */
export function seatPublicBytes(snapshot: RveSeatSnapshot): number {
  const { code, game, version, dealt, deals, seat, side, board, consequences, asks } = snapshot;
  return jsonBytes({ code, game, version, dealt, deals, seat, side, board, consequences, asks: asks.map(publicAsk) }) + jsonBytes(board);
}

/** The bytes a seat's snapshot is allowed: its public bytes and the headroom (the room game's `seatFrameBytes`). */
export function seatFrameBytes(snapshot: RveSeatSnapshot): number {
  return seatPublicBytes(snapshot) + RVE_SEAT_HEADROOM;
}
