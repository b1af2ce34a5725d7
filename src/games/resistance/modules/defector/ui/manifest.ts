/**
 * The Defector module's UI line (ui/module-ui.ts `ModuleUi`; the game's list: ui/modules.ts): light
 * and always loaded. Its sentences (../text.ts) and its part of the rules reference (../rules/)
 * load in chunks of their own. Its name and, in a chunk
 * of its own, its fields (role-setup.ts) are in the role modules' part of the setup form
 * (ui/rs-role-options.ts, R-DEF-V1, R-DEF-V2).
 */
import { msg } from '@lit/localize';
import type { ModuleUi } from '../../../ui/module-ui.ts';
import { byLanguage } from '../../../../../platform/i18n/languages.ts';

/** The Defector's UI line. */
export const defectorUi: ModuleUi = {
  id: 'defector',
  text: () => import('../text.ts').then((m) => m.defectorSentences),
  screens: () => import('./screens.ts').then((m) => m.defectorScreens),
  // Its part of the room pages (ui/rooms/room-screens.ts).
  room: () => import('./room-screens.ts').then((m) => m.defectorRoomScreens),
  // The rule the rules reference opens at during its phases (ui/phase-rule.ts).
  phaseRules: { loyalty: 'R-DEF-V1' },
  rules: (locale) => byLanguage(locale, { en: () => import('../rules/en.ts'), pl: () => import('../rules/pl.ts'), de: () => import('../rules/de.ts') })().then((m) => m.rules),
  roleSetup: { name: () => msg('Defector'), load: () => import('./role-setup.ts').then((m) => m.defectorRoleSetup) },
};
