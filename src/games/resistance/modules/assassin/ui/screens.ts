/**
 * The Assassin module's screens (R-ASN-END; ui/module-ui.ts `ModuleScreens`), called by the game's
 * shared screens: the Assassin's choice on the one-device app in its phase, and on the Assassin's
 * own phone (a hidden role's step on its private screen). Loading it defines the module's element
 * (rs-assassination.ts), which the table's page draws too.
 */
import { html } from 'lit';
import type { Seat } from '../../../core/types.ts';
import type { ModuleScreens } from '../../../ui/module-ui.ts';
import type { AssassinationEvent } from '../engine.ts';
import './rs-assassination.ts';
import type { AssassinationDetail } from './rs-assassination.ts';

export type { AssassinationDetail } from './rs-assassination.ts';

/** The Assassin's screens. */
export const assassinScreens: ModuleScreens = {
  id: 'assassin',
  appSteps: {
    // R-ASN-END: the Assassin names the Commander; with physical cards the named player says
    // whether they are (`commander`), when the app holds the roles it knows.
    assassination: (view, host) =>
      html`<rs-assassination
        .view=${view}
        @rs-assassination=${(e: CustomEvent<AssassinationDetail>) =>
          host.run(() => host.record({ type: 'assassination', ...e.detail } satisfies AssassinationEvent))}
      ></rs-assassination>`,
  },
  phoneRoleSteps: {
    // R-ASN-END on the Assassin's own phone: the players the engine's ask offers (never themself).
    assassinate: (board, ask, host) =>
      html`<rs-assassination
        .view=${board}
        .seats=${(ask.options?.seats as Seat[] | undefined) ?? null}
        @rs-assassination=${(e: CustomEvent<AssassinationDetail>) =>
          void host.send('game:role-step', { type: 'assassination', target: e.detail.target }, '#now-heading')}
      ></rs-assassination>`,
  },
};
