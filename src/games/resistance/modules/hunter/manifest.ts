/**
 * The Hunter module's line in the game's manifest (rules §4.4, R-HUN-1 … R-HUN-BRAND; Hostile
 * Intent): light and always loaded; its code (engine.ts) loads only for games that use it.
 */
import type { ModuleManifest } from '../../core/module.ts';
import { isOn, optionOf } from '../../core/options.ts';
import { hunterRoom, hunterRoomRequests } from './room.ts';

export const hunterManifest: ModuleManifest = {
  id: 'hunter',
  uses: (setup) => isOn(optionOf(setup, 'roles', 'hunter')),
  setupKeys: { roles: ['hunter'] },
  off: { state: { hunter: null }, view: { hunter: null }, seat: { investigations: [] }, proposalView: { investigator: null } },
  events: {
    investigation: {
      rule: 'R-HUN-INV',
      code: 'investigation-not-now',
      message: 'an investigation comes only after a mission, with the Hunter module (never after the fifth)',
    },
    accusation: {
      rule: 'R-HUN-ACC',
      code: 'accusation-not-now',
      message: 'a Hunter accuses only right after the third success or the third fail, with the Hunter module',
    },
    'early-accusation': {
      rule: 'R-HUN-EARLY',
      code: 'early-not-now',
      message:
        'the Spy Hunter accuses early only after a mission the Spy Chief made fail (a Fail card at 5–6 players, a Chief Fail at 7+), before the investigation',
    },
    branding: {
      rule: 'R-HUN-BRAND',
      code: 'branding-not-in-game',
      message: 'Branding is played only with the Hunter module, the Deep Agent, the Pretender and the Branding rule',
    },
  },
  actions: {
    investigate: {
      rule: 'R-HUN-INV',
      code: 'investigation-not-now',
      message: 'an investigation comes only after a mission, with the Hunter module (never after the fifth)',
    },
    show: { rule: 'R-HUN-INV', code: 'show-not-now', message: 'a loyalty card is shown only to the investigator, when investigated' },
  },
  eventFields: {
    proposal: { investigator: { rule: 'R-HUN-TEAM', code: 'investigator-without-hunter', message: 'the investigator token is used only with the Hunter module' } },
    mission: { chiefFails: { rule: 'R-HUN-MIS', code: 'chief-fails-not-in-game', message: 'Chief Fail cards are used only with the Hunter module at 7 or more players' } },
  },
  // R-HUN-INV … R-HUN-BRAND: its role steps in a room, and the card an investigated seat shows.
  roomRequests: hunterRoomRequests,
  room: hunterRoom,
  load: () => import('./engine.ts').then((m) => m.hunter),
};
