/**
 * The Plot Thickens' line in the game's manifest (rules section 3, R-PLOT-1 … R-PLOT-5): light and
 * always loaded; its code (engine/) loads only for games that use it.
 */
import type { ModuleManifest } from '../../core/module.ts';
import { isOn, optionOf } from '../../core/options.ts';
import { plotRoom, plotRoomRequests } from './room.ts';


export const plotManifest: ModuleManifest = {
  id: 'plot',
  uses: (setup) => isOn(optionOf(setup, 'modules', 'plot')),
  setupKeys: { modules: ['plot'] },
  off: {
    modules: { plot: false },
    state: { plot: null },
    view: { plot: null },
    seat: { plotLooks: [] },
    outcome: { faceUp: [] },
    missionView: { faceUp: [] },
    proposalView: { noConfidence: null },
  },
  events: {
    'plot-draw': { rule: 'R-PLOT-1', code: 'plot-without-module', message: 'plot cards are used only with The Plot Thickens' },
    'plot-give': { rule: 'R-PLOT-1', code: 'plot-without-module', message: 'plot cards are used only with The Plot Thickens' },
    'plot-use': { rule: 'R-PLOT-1', code: 'plot-without-module', message: 'plot cards are used only with The Plot Thickens' },
    'plot-pass': { rule: 'R-PLOT-1', code: 'plot-without-module', message: 'plot cards are used only with The Plot Thickens' },
  },
  actions: {
    pass: { rule: 'R-PLOT-1', code: 'plot-without-module', message: 'plot cards are used only with The Plot Thickens' },
    draw: { rule: 'R-PLOT-1', code: 'plot-without-module', message: 'plot cards are used only with The Plot Thickens' },
  },
  eventFields: {
    mission: {
      faceUp: { rule: 'R-PLOT-3', code: 'face-up', message: 'the face-up cards must be given for the players in the spotlight: none', params: { players: '' } },
    },
  },
  // R-PLOT-2 … R-PLOT-4: its requests in a room, who decides about a card now, the face-up votes.
  roomRequests: plotRoomRequests,
  room: plotRoom,
  load: () => import('./engine/index.ts').then((m) => m.plot),
};
