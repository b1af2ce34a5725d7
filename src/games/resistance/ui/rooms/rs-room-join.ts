/**
 * What the home page's join form (`<rs-join-room>`) loads when a code is submitted: the
 * room client, to ask the room server whether a room has this code, and the sentences of its
 * refusals. Loaded on first use only (the home page's start-up stays as small as before), and
 * like the room pages never precached (its file name starts with `rs-room-`): with no network it
 * does not load, and the form then opens the room page, where `<rs-offline-room>` says that rooms
 * need the network.
 */
import { RoomConnection } from '../../../../platform/rooms/room-client.ts';
import type { RoomLobby, RoomReply } from '../../../../platform/rooms/room-client.ts';

export { joinErrorText } from '../../text/join-text.ts';

/** Options of {@link lookupRoom}. */
export interface LookupOptions {
  /** The room server's origin; default: this page's. */
  url?: string;
  /** How long to wait for a connection, in ms (default: the room client's request timeout). */
  timeoutMs?: number;
}

/**
 * Asks the room server for the room with join code `code` (already normalised: five capitals),
 * over a guest connection of its own that is closed afterwards. Keeps no credential.
 * @returns the room's code and seats, or the refusal: `no-room` (a wrong code, or a room that
 *   has ended and expired), `rate-limited`, or the local `offline` when the server cannot be
 *   reached in time
 */
export async function lookupRoom(code: string, options: LookupOptions = {}): Promise<RoomReply<RoomLobby>> {
  const connection = new RoomConnection({ stores: [], ...(options.url ? { url: options.url } : {}) });
  try {
    if (!(await connection.ready(options.timeoutMs))) {
      return { ok: false, error: { code: 'offline', rule: null, message: 'the room server cannot be reached' } };
    }
    return await connection.request('room:lookup', { code });
  } finally {
    connection.close();
  }
}
