/**
 * The sentences of the home page's join form: why a join code opened no room. Loaded
 * with the form's lookup (ui/rooms/rs-room-join.ts), never at start-up.
 */
import { msg } from '@lit/localize';
import type { ErrorBody, LocalError } from '../../../platform/rooms/room-client.ts';
import { roomErrorText } from './room-text.ts';

/**
 * The sentence for a refused join code on the home page: a wrong or expired code (`no-room`: the
 * server cannot tell them apart, an expired room is deleted), an unreachable room server, or any
 * other refusal as the room pages say it (`roomErrorText`).
 */
export function joinErrorText(error: ErrorBody | LocalError): string {
  switch (error.code) {
    case 'no-room':
      return msg('No room has this code: it may be mistyped, or its game has ended and the room has expired. Check the code with the table.');
    case 'offline':
    case 'no-answer':
      return msg('The room server cannot be reached: rooms need the network. Check the connection, then try again.');
    default:
      return roomErrorText(error);
  }
}
