/**
 * The Assassin's part of the room pages (ui/module-ui.ts `ModuleScreens`' room hooks, loaded with
 * the room pages by the UI line's `room`): the Assassin names the Commander on their private
 * screen (a hidden role's turn: its step is in screens.ts, `phoneRoleSteps`), or the table records
 * it (R-ASN-END), with the module's `<rs-assassination>` (rs-assassination.ts, defined by its
 * screens, which the room pages load before this part), sending
 * `game:role-step { type: 'assassination', target }`.
 */
import { html } from 'lit';
import { msg } from '@lit/localize';
import type { Ask, Seat } from '../../../engine.ts';
import type { ModuleScreens } from '../../../ui/module-ui.ts';
import type { AssassinationDetail } from './rs-assassination.ts';
import { avalon } from '../../../text/table-names.ts';

/** The seats the Assassin may name, from the ask. */
function seatsOf(ask: Ask): Seat[] | null {
  return (ask.options?.seats as Seat[] | undefined) ?? null;
}

/** The Assassin's room hooks. */
export const assassinRoomScreens: Partial<ModuleScreens> = {
  id: 'assassin',
  phoneTurnKinds: [{ kind: 'assassinate', turn: 'assassinate', place: 'role' }],
  phoneTurns: {
    assassinate: () =>
      avalon() ? msg('You are the Assassin: name Merlin on your private screen, or the table records it.') : msg('You are the Assassin: name the Commander on your private screen, or the table records it.'),
  },
  // A hidden ask names no one; else the table may record the choice the spies talked over.
  roomWaits: {
    assassinate: (ask) =>
      ask.hidden
        ? ''
        : avalon()
          ? msg('The minions of Mordred talk it over; the Assassin names Merlin on their own phone, or the table records it.')
          : msg('The spies talk it over; the Assassin names the Commander on their own phone, or the table records it.'),
  },
  tableRoleSteps: {
    assassinate: (view, host, ask) =>
      html`<rs-assassination
        .view=${view}
        .seats=${seatsOf(ask)}
        @rs-assassination=${(e: CustomEvent<AssassinationDetail>) =>
          void host.send('game:role-step', { type: 'assassination', target: e.detail.target }, 'input[name="assassination-target"]')}
      ></rs-assassination>`,
  },
};
