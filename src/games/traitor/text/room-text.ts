/**
 * The refusals of a traitor room in words: the room server's and this device's
 * (the platform's room-text.ts), the engine's as the one-device app says them (error-text.ts).
 */
import { RuleError } from '../engine.ts';
import type { RuleId } from '../engine.ts';
import type { ErrorBody, LocalError } from '../../../platform/rooms/room-client.ts';
import { roomErrorText } from '../../../platform/rooms/room-text.ts';
import { errorText } from './error-text.ts';

/** A refusal of the room server or of this device, in words (the engine's refusals by their rule id and reason). */
export function traitorRoomErrorText(error: ErrorBody | LocalError): string {
  return roomErrorText(error, (body) => errorText(new RuleError((body.rule ?? 'REC-EVENT') as RuleId, body.reason ?? '', body.message, body.params ?? {})));
}
