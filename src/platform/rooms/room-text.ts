/**
 * The sentences every game's room pages share (in the platform, since
 * every game's rooms say them): the join code spelled out, the connection, who is
 * connected, and the room server's refusals; a game gives the sentence of its engine's refusals
 * (`code: 'rule'`). All through `msg()`.
 */
import { msg, str } from '@lit/localize';
import type { ConnectionStatus, ErrorBody, LocalError } from './room-client.ts';
import type { SeatPresence } from './protocol.ts';

/** A join code spelled letter by letter, for screen readers: "A, C, D, E, F". */
export function spelledCode(code: string): string {
  return [...code].join(', ');
}

/** "Join code: A, C, D, E, F." */
export function joinCodeText(code: string): string {
  const spelled = spelledCode(code);
  return msg(str`Join code: ${spelled}.`);
}

/** A seat's check spelled digit by digit, for screen readers: "Your digits: 4, 7, 1, 2." */
export function checkText(check: string): string {
  const spelled = spelledCode(check);
  return msg(str`Your digits: ${spelled}.`);
}

/** The connection as one short sentence. */
export function connectionText(status: ConnectionStatus): string {
  switch (status) {
    case 'connecting':
      return msg('Connecting to the room…');
    case 'connected':
      return msg('Connected to the room.');
    case 'reconnecting':
      return msg('Connection lost: reconnecting by itself.');
    case 'offline':
      return msg('No network on this device: it reconnects by itself once the network is back.');
    case 'refused':
      return msg('The room server no longer knows this device.');
    case 'revoked':
      return msg('The table removed this device from its seat.');
    case 'closed':
      return msg('Not connected.');
  }
}

/** One seat as the table sees it, in words (never by colour alone). */
export function presenceText(seat: Pick<SeatPresence, 'claimed' | 'connected'> & Partial<Pick<SeatPresence, 'admitted'>>): string {
  if (seat.claimed && seat.admitted === false) return seat.connected ? msg('A phone waits to be admitted') : msg('A phone waits to be admitted, not connected now');
  if (seat.connected) return msg('Connected');
  if (seat.claimed) return msg('Taken, not connected now');
  return msg('Free: no phone yet');
}

/** "3 of 5 phones connected." */
export function connectedCountText(seats: readonly Pick<SeatPresence, 'connected'>[]): string {
  const connected = seats.filter((s) => s.connected).length;
  const total = seats.length;
  return msg(str`${connected} of ${total} phones connected.`);
}

/**
 * The sentence for a refusal of the room server or of this device.
 * @param ruleText the game's sentence for its engine's refusal (`code: 'rule'`: `rule`, `reason`, `params`)
 */
export function roomErrorText(error: ErrorBody | LocalError, ruleText: (error: ErrorBody) => string): string {
  switch (error.code) {
    case 'rule':
      // The engine's refusal, said as the one-device app says it.
      return ruleText(error);
    case 'offline':
      // Refused at once: never kept behind the player's back (a phone's secret choice is kept and
      // said so, room-phone-page.ts).
      return msg('Not sent: this device is not connected to the room. Try again once the connection is back.');
    case 'no-answer':
      // The server may have it: never "nothing was sent", never "try again" blindly.
      return msg('No answer from the room server: it may or may not have this. Once connected, check what the screen shows before trying again.');
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
    case 'deal-by-server':
      return msg('The room server deals the roles itself.');
    case 'seats-free': {
      // R-SET-3: one card to each player, so every seat is taken first.
      const names = String(error.params?.names ?? '');
      return msg(str`Every seat must be taken before the cards are dealt. Still free: ${names}.`);
    }
    case 'seats-waiting': {
      const names = String(error.params?.names ?? '');
      return msg(str`Admit every phone before the cards are dealt: type the 4 digits each phone shows. Still waiting: ${names}.`);
    }
    case 'not-admitted':
      return msg('The table has not admitted this phone yet: tell the table the 4 digits shown here.');
    case 'seat-free':
      return msg('No phone holds this seat yet.');
    case 'check-wrong':
      return msg("These are not the digits this seat's phone shows. Ask the player to read them again; if their phone shows none, another phone took the seat: free it.");
    case 'not-dealt':
      return msg('The game has not started: the table deals the cards once every seat is taken.');
    case 'already-dealt':
      return msg('The cards are already dealt: the game is on.');
    case 'not-supported': {
      const fields = String(error.params?.fields ?? '');
      return msg(str`The room server cannot run this yet: ${fields}.`);
    }
    case 'rate-limited': {
      const seconds = Math.ceil(Number(error.params?.retryAfterMs ?? 1000) / 1000);
      return msg(str`Too many attempts from this network: try again in ${seconds} s.`);
    }
    case 'busy':
      return msg('The room was busy: try again.');
    case 'bad-request':
    case 'server-error':
      return msg('The room server could not do this; try again.');
  }
}

