/**
 * The sentences of Rebellion vs Empire on two phones (issue 20 item 4, rooms): the join code spelled
 * out, the connection, who is connected, the room server's refusals (the engine's by their G2 rule,
 * as the one-device app says them), the seats by side. The platform's sentences are worded as The
 * Resistance's room pages word them (the same translations). Public facts only.
 */
import { msg, str } from '@lit/localize';
import type { ConnectionStatus, ErrorBody, LocalError } from '../../../platform/rooms/room-client.ts';
import type { SeatPresence } from '../../../platform/rooms/protocol.ts';
import type { Side } from '../engine.ts';
import { ruleErrorText, sideName } from './rve-text.ts';

/** "Join code: A, C, D, E, F." (letter by letter for screen readers). */
export function joinCodeText(code: string): string {
  const spelled = [...code].join(', ');
  return msg(str`Join code: ${spelled}.`);
}

/** The connection as one short sentence. */
export function connectionText(status: ConnectionStatus): string {
  switch (status) {
    case 'connecting':
      return msg('Connecting to the room…');
    case 'connected':
      return msg('Connected to the room.');
    case 'reconnecting':
      return msg('Connection lost: reconnecting by itself. Nothing you did is lost.');
    case 'refused':
      return msg('The room server no longer knows this device.');
    case 'revoked':
      return msg('The table removed this device from its seat.');
    case 'closed':
      return msg('Not connected.');
  }
}

/** One seat as the table sees it, in words (never by colour alone). */
export function presenceText(seat: Pick<SeatPresence, 'claimed' | 'connected'>): string {
  if (seat.connected) return msg('Connected');
  if (seat.claimed) return msg('Taken, not connected now');
  return msg('Free: no phone yet');
}

/** "Ann, the Rebellion" — a seat by its player and side (seat 0 the Rebellion, seat 1 the Empire, G2-SET-1). */
export function seatText(name: string, side: Side): string {
  const sideText = sideName(side);
  return msg(str`${name}, the ${sideText}`, { id: 'rve-seat' });
}

/** The sentence for a refusal of the room server or of this device. */
export function roomErrorText(error: ErrorBody | LocalError): string {
  switch (error.code) {
    case 'rule':
      return ruleErrorText({ rule: error.rule ?? 'REC-EVENT' });
    case 'offline':
      return msg('Not connected to the room: nothing was sent. Wait until the connection is back, then try again.');
    case 'no-answer':
      return msg('The room server did not answer: check the connection, then try again.');
    case 'bad-code':
      return msg('A join code is 5 letters, such as K X M P R. Check the code and type it again.');
    case 'no-room':
      return msg('No room has this code. Check the code with the table.');
    case 'seat-taken':
      return msg('Another phone holds this seat. If it is yours, ask the table to free it.');
    case 'no-seat':
      return msg('There is no such seat in this room.');
    case 'token-unknown':
      return msg('This device no longer holds a seat in this room: join again.');
    case 'token-revoked':
      return msg('The table removed this device from its seat: join again.');
    case 'not-table':
      return msg('Only the table device may do this.');
    case 'not-seat':
      return msg("Only a player's own phone may do this: choose your seat first.");
    case 'seats-free':
      return msg('Both seats must be taken before the game starts.');
    case 'not-dealt':
      return msg('The game has not started: the table starts it once both seats are taken.');
    case 'already-dealt':
      return msg('The game has already started.');
    case 'rate-limited': {
      const seconds = Math.ceil(Number(error.params?.retryAfterMs ?? 1000) / 1000);
      return msg(str`Too many attempts from this network: try again in ${seconds} s.`);
    }
    case 'busy':
      return msg('The room was busy: try again.');
    default:
      return msg('The room server could not do this; try again.');
  }
}
