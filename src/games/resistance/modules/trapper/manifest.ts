/**
 * The Trapper module's line in the game's manifest (rules §4.2, R-TRP-1 … R-TRP-3; Hidden Agenda):
 * light and always loaded; its code (engine.ts) loads only for games that use it.
 */
import type { ModuleManifest } from '../../core/module.ts';
import { isOn, optionOf } from '../../core/options.ts';

export const trapperManifest: ModuleManifest = {
  id: 'trapper',
  uses: (setup) => isOn(optionOf(setup, 'modules', 'trapper')),
  setupKeys: { modules: ['trapper'] },
  off: { modules: { trapper: false } },
  actions: { 'set-aside': { rule: 'R-TRP-2', code: 'set-aside-without-trapper', message: 'only the Trapper sets a card aside' } },
  eventFields: {
    'mission-cards': { setAside: { rule: 'R-TRP-2', code: 'set-aside-without-trapper', message: 'only the Trapper sets a card aside' } },
  },
  // A room stored before the notes named their module: its set-aside card is the note with no target (R-TRP-2).
  room: { upgradeNotes: 'set-aside' },
  load: () => import('./engine.ts').then((m) => m.trapper),
};
