/**
 * The Reverser module's line in the game's manifest (rules §4.6, R-REVS-1 … R-REVS-3, R-REVS-OPT;
 * Hostile Intent): light and always loaded; its code (engine.ts) loads only for games that use it.
 */
import type { ModuleManifest } from '../../core/module.ts';
import { isOn, optionOf } from '../../core/options.ts';
import { reverserRoom } from './room.ts';

export const reverserManifest: ModuleManifest = {
  id: 'reverser',
  uses: (setup) => isOn(optionOf(setup, 'modules', 'reverser')),
  setupKeys: { modules: ['reverser'], top: ['reversers'] },
  // Its options in a room's setup (`setup.modules.reverser`).
  roomFields: ['resistance', 'spy', 'spyHidden'],
  off: { modules: { reverser: null }, outcome: { reverses: 0 }, missionView: { reverses: 0 }, seat: { reverser: null } },
  eventFields: {
    mission: { reverses: { rule: 'R-REVS-2', code: 'reverses-without-module', message: 'Reverse cards exist only with the Reverser module' } },
  },
  offSetup: {
    rule: 'R-REVS-1',
    code: 'reversers-unexpected',
    message: 'Reverser seats are given only with the Reverser module and the spies known',
  },
  // R-REVS-1: the Reversers' seats in a room's end reveal.
  room: reverserRoom,
  load: () => import('./engine.ts').then((m) => m.reverser),
};
