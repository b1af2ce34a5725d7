/**
 * The Defector module's line in the game's manifest (rules §4.3, R-DEF-1, R-DEF-V1, R-DEF-V2;
 * Hidden Agenda): light and always loaded; its code (engine.ts) loads only for games that use it.
 */
import type { ModuleManifest } from '../../core/module.ts';
import { isOn, optionOf } from '../../core/options.ts';

export const defectorManifest: ModuleManifest = {
  id: 'defector',
  uses: (setup) => isOn(optionOf(setup, 'roles', 'defector')),
  setupKeys: { roles: ['defector'] },
  off: { state: { loyalty: null }, view: { loyalty: null } },
  events: {
    'loyalty-draw': {
      rule: 'R-DEF-V1',
      code: 'loyalty-not-now',
      message: 'a loyalty card is revealed only at the start of rounds 3, 4 and 5, with Defector variant I',
    },
  },
  actions: {
    'draw-loyalty': {
      rule: 'R-DEF-V1',
      code: 'loyalty-not-now',
      message: 'a loyalty card is revealed only at the start of rounds 3, 4 and 5, with Defector variant I',
    },
  },
  // R-DEF-V1: the table reveals the next loyalty card in a room (`game:loyalty-draw`); the server draws it.
  roomRequests: { 'loyalty-draw': { action: 'draw-loyalty' } },
  load: () => import('./engine.ts').then((m) => m.defector),
};
