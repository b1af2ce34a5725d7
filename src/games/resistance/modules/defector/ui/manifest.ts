/**
 * The Defector module's UI line (ui/module-ui.ts `ModuleUi`; the game's list: ui/modules.ts): light
 * and always loaded. Its sentences (../text.ts) and its part of the rules reference (../rules/)
 * load in chunks of their own. Its options are in the role modules' part of the setup form
 * (ui/rs-role-options.ts).
 */
import type { ModuleUi } from '../../../ui/module-ui.ts';

/** The Defector's UI line. */
export const defectorUi: ModuleUi = {
  id: 'defector',
  text: () => import('../text.ts').then((m) => m.defectorSentences),
  // Its part of the room pages (ui/rooms/room-screens.ts).
  room: () => import('./room-screens.ts').then((m) => m.defectorRoomScreens),
  rules: (locale) => (locale === 'pl' ? import('../rules/pl.ts') : import('../rules/en.ts')).then((m) => m.rules),
};
