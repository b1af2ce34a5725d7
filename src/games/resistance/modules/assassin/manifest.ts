/**
 * The Assassin module's line in the game's manifest (rules §4.1, R-ASN-1, R-ASN-2, R-ASN-END,
 * R-ASN-OPT, R-ASN-SCRIPT; Hidden Agenda): light and always loaded; its code (engine.ts) loads only
 * for games that use it.
 */
import type { ModuleManifest } from '../../core/module.ts';
import { isOn, optionOf } from '../../core/options.ts';
import { assassinRoom, assassinRoomRequests } from './room.ts';

export const assassinManifest: ModuleManifest = {
  id: 'assassin',
  uses: (setup) => isOn(optionOf(setup, 'roles', 'assassin')),
  setupKeys: { roles: ['assassin'] },
  events: {
    assassination: {
      rule: 'R-ASN-END',
      code: 'assassination-not-now',
      message: 'the Assassin names the Commander only after the third success, with the Assassin module',
    },
  },
  // R-ASN-END: the table or the Assassin's phone names the Commander (`game:role-step`).
  roomRequests: assassinRoomRequests,
  room: assassinRoom,
  load: () => import('./engine.ts').then((m) => m.assassin),
};
