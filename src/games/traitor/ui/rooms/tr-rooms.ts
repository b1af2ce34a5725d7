/** The hidden-traitor expansion's facts for its room pages (the platform's `RoomPageGame`, room-page-game.ts), and the sending of a step, shared by its phone and its table. */
import { msg } from '@lit/localize';
import type { RoomPageGame } from '../../../../platform/rooms/room-page-game.ts';
import { TRAITOR_ROOM_GAME, type RoomLastResult } from '../../room/protocol.ts';
import { resultText, shortResultText, viewContext } from '../../text/consequence-text.ts';
import type { ShownResult } from '../../../../platform/ui/last-result.ts';
import { traitorRoomErrorText } from '../../text/room-text.ts';
import { registerTraitorRules } from '../../rules-registration.ts';
import { announcer } from '../../../../platform/a11y/announcer.ts';
import type { RoomReply } from '../../../../platform/rooms/room-client.ts';
import type { Ask, CardData, GameEvent, PublicView } from '../../engine.ts';
import { roomRequests } from '../../room/wire.ts';
import type { TrSteps, TrStepsModel } from '../tr-steps.ts';

/** Key `traitor`; its refusals with its rule sentences; the room pages' column; its rules registered for the Rules dialog. */
export const TR_ROOMS: RoomPageGame = {
  game: TRAITOR_ROOM_GAME,
  title: () => msg('Hidden-traitor expansion companion'),
  errorText: traitorRoomErrorText,
  column: true,
  setUp: registerTraitorRules,
};

/**
 * Sends the steps `<tr-steps>` recorded on a room page (its events as the room's requests, in
 * order, wire.ts `roomRequests`) through `send` (`game:<name>`). At the first refusal the rest is
 * not sent and the refusal is shown next to the step (`steps.error`), focus goes to the first of
 * `errorFocus` (selectors, in order) found in `page`, and it is said assertively.
 * @returns whether every request was accepted
 */
export async function sendSteps(
  page: HTMLElement,
  steps: TrSteps | null,
  events: readonly GameEvent[],
  send: (name: string, request: unknown) => Promise<RoomReply>,
  errorFocus: readonly string[],
): Promise<boolean> {
  for (const { name, request } of roomRequests(events)) {
    const reply = await send(name, request);
    if (!reply.ok) {
      const text = traitorRoomErrorText(reply.error);
      if (steps) steps.error = text;
      await steps?.updateComplete;
      errorFocus
        .map((selector) => page.querySelector<HTMLElement>(selector))
        .find((el) => el !== null)
        ?.focus();
      announcer.announce(text, 'assertive');
      return false;
    }
  }
  return true;
}

/**
 * The `<tr-steps>` model of a room page: the turn of the public view `v` (its players, phase,
 * turn, active player and next face-down level), the `asks` this device takes, and a card's data
 * by id (`card`). No private menu: the Foul Machination is declared on the phone's private screen.
 */
export function roomStepsModel(v: Pick<PublicView, 'players' | 'phase' | 'turn' | 'active' | 'stack'>, asks: readonly Ask[], card: (id: string) => CardData): TrStepsModel {
  return {
    players: v.players,
    phase: v.phase,
    turn: v.turn,
    active: v.active,
    nextLevel: v.stack.find((slot) => slot.status === 'face-down')?.level ?? null,
    asks,
    card,
    menuSeat: null,
  };
}

/**
 * A room snapshot's last result as its page shows it (the platform's last-result.ts): the
 * sentences said of its consequences (and their shorter form), from the snapshot's public view
 * and the cards they name;
 * `null` before the first result and once the game is over (the game's end says how it ended).
 */
export function roomResult(s: { view: Omit<PublicView, 'viewer'>; lastResult: RoomLastResult | null }): ShownResult | null {
  if (!s.lastResult || s.view.phase === 'over') return null;
  const context = viewContext(s.view, s.lastResult.cards);
  return { text: resultText(context, s.lastResult.consequences), short: shortResultText(context, s.lastResult.consequences) };
}
