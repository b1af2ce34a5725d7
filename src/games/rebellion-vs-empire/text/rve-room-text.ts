/**
 * The sentences of Rebellion vs Empire on two phones (rooms): the join code spelled
 * out, the connection, who is connected, the room server's refusals (the engine's by their G2 rule,
 * as the one-device app says them), the seats by side. The sentences every game's rooms share are
 * the platform's (src/platform/rooms/room-text.ts); this file words only what differs for two
 * players. Public facts only.
 */
import { msg, str } from '@lit/localize';
import type { ErrorBody, LocalError } from '../../../platform/rooms/room-client.ts';
import { roomErrorText as platformRoomErrorText } from '../../../platform/rooms/room-text.ts';
import type { Side } from '../engine.ts';
import type { RveConsequence } from '../room/protocol.ts';
import { eventText, ruleErrorText, sideName, undoneText } from './rve-text.ts';

export { connectionText, joinCodeText, presenceText } from '../../../platform/rooms/room-text.ts';

/** "Ann, the Rebellion" — a seat by its player and side (seat 0 the Rebellion, seat 1 the Empire, G2-SET-1). */
export function seatText(name: string, side: Side): string {
  const sideText = sideName(side);
  return msg(str`${name}, the ${sideText}`, { id: 'rve-seat' });
}

/**
 * A room's consequence as every device says it: an event taken with the one-device sentence
 * (`eventText`), an event the table undid with the one-device "Undone: …" (`undoneText`, its
 * public fields only, the round before the undo).
 */
export function consequenceText(c: RveConsequence): string {
  if (c.undone) return undoneText(c.after, c.undone.round, c.event as Parameters<typeof undoneText>[2]);
  return eventText(c.before, c.after, c.event as Parameters<typeof eventText>[2]);
}

/**
 * The sentence for a refusal of the room server or of this device: the platform's
 * (src/platform/rooms/room-text.ts), with the engine's refusals said by their G2 rule and the deal's
 * refusals worded for two seats.
 */
export function roomErrorText(error: ErrorBody | LocalError): string {
  switch (error.code) {
    case 'seats-free':
      return msg('Both seats must be taken before the game starts.');
    case 'not-dealt':
      return msg('The game has not started: the table starts it once both seats are taken.');
    case 'already-dealt':
      return msg('The game has already started.');
    case 'deal-by-server':
    case 'not-supported':
      return msg('The room server could not do this; try again.');
    default:
      return platformRoomErrorText(error, (e) => ruleErrorText({ rule: e.rule ?? 'REC-EVENT', ...(e.reason ? { code: e.reason } : {}) }));
  }
}
