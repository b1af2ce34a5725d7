/**
 * The Hunter's part of the room pages beyond its screens (ui/module-ui.ts `ModuleScreens`' room
 * hooks, loaded with the room pages by the UI line's `room`): the accusation is a hidden role's
 * turn on the Hunter's phone (R-HUN-ACC, drawn by the screens' `phoneRoleSteps.accuse`); the
 * investigated seat chooses on its private screen the loyalty card it shows (R-HUN-INV,
 * `game:show`: the screens' secret pick), and the room says whom it waits for.
 */
import { msg, str } from '@lit/localize';
import type { Ask, PublicView } from '../../../engine.ts';
import { investigationPhrase } from '../text.ts';
import { learntList } from '../../../ui/learnt-list.ts';
import type { ModuleScreens } from '../../../ui/module-ui.ts';

/** The name of the seat asked (`''` for the table). */
function seatName(ask: Ask, view: PublicView): string {
  return ask.seat !== null ? view.players[ask.seat]! : '';
}

/** The Hunter's room hooks. */
export const hunterRoomScreens: Partial<ModuleScreens> = {
  id: 'hunter',
  phoneTurnKinds: [{ kind: 'accuse', turn: 'accuse', place: 'role' }],
  // A new investigation is a new step (the card shown arrives from another phone).
  phoneStepKey: (s) => String(s.view.hunter?.investigations.length ?? 0),
  // R-HUN-INV: the card an investigated player showed the investigator arrives from another phone.
  phoneNews: {
    count: (s) => s.view.investigations.length,
    text: () => msg('Something new on your private screen: the card shown to you.'),
  },
  // R-HUN-INV: what the seat learnt by investigating, from its own view only.
  phoneLearnt: (view) =>
    learntList(
      msg('What you learnt by investigating'),
      'phone-investigations',
      'phone-investigation-last',
      view.investigations.map((seen) => investigationPhrase(view.players[seen.target]!, seen.card)),
    ),
  roomWaits: {
    'show-card': (ask, view) => {
      const name = seatName(ask, view);
      return msg(str`${name} shows the investigator a loyalty card, on their own phone.`);
    },
    investigate: (ask, view) => {
      const name = seatName(ask, view);
      return msg(str`${name} investigates a player: on their own phone, or the table records it.`);
    },
    accuse: (_ask, view) =>
      view.hunter?.awaiting?.accuser === 'spy-hunter'
        ? msg('The Spy Hunter reveals themself and accuses a player of being the Resistance Chief, on their own phone.')
        : msg('The Resistance Hunter reveals themself and accuses a player of being the Spy Chief, on their own phone.'),
    'early-accuse': () => msg('Before the investigation, the Spy Hunter may accuse early, on their own phone.'),
    brand: () => msg('Until the vote, the Deep Agent may brand a player as the Pretender, on their own phone.'),
  },
};
