/**
 * The Defector's part of the room pages (ui/module-ui.ts `ModuleScreens`' room hooks, loaded with
 * the room pages by the UI line's `room`): with variant I, the table reveals the next loyalty card
 * at the start of rounds 3, 4 and 5 (R-DEF-V1, `game:loyalty-draw`: the server draws it); after
 * a switch, every phone says its side now (a Defector's and everyone else's alike).
 */
import { html, nothing } from 'lit';
import { msg } from '@lit/localize';
import type { ModuleScreens } from '../../../ui/module-ui.ts';
import { sideNowText } from './screens.ts';

/** The Defector's room hooks. */
export const defectorRoomScreens: Partial<ModuleScreens> = {
  id: 'defector',
  roomWaits: {
    'loyalty-draw': () => msg('The table reveals the loyalty card.'),
  },
  // R-DEF-V1: after a switch, every phone says its side now (from its own view only), as every
  // player's private turn does on one device: a Defector's screen has no line the others lack.
  phoneLearnt: (view) => (view.side && view.loyalty?.switches ? html`<p id="phone-side-now">${sideNowText(view.side)}</p>` : nothing),
  tableActions: {
    'loyalty-draw': (_view, host) =>
      html`<button type="button" id="room-loyalty-draw" aria-disabled=${host.busy ? 'true' : 'false'} @click=${() => void host.send('game:loyalty-draw', {}, '#room-loyalty-draw')}>
        ${msg('Reveal the loyalty card')}
      </button>`,
  },
};
