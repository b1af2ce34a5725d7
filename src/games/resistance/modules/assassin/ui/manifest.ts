/**
 * The Assassin module's UI line (ui/module-ui.ts `ModuleUi`; the game's list: ui/modules.ts): light
 * and always loaded. Its sentences (../text.ts) and its part of the rules reference (../rules/)
 * load in chunks of their own. Its name and, in a chunk
 * of its own, its fields (role-setup.ts) are in the role modules' part of the setup form
 * (ui/rs-role-options.ts, R-ASN-OPT).
 */
import { msg } from '@lit/localize';
import type { ModuleUi } from '../../../ui/module-ui.ts';
import { byLanguage } from '../../../../../platform/i18n/languages.ts';

/** The Assassin's UI line. */
export const assassinUi: ModuleUi = {
  id: 'assassin',
  text: () => import('../text.ts').then((m) => m.assassinSentences),
  screens: () => import('./screens.ts').then((m) => m.assassinScreens),
  // Its part of the room pages (ui/rooms/room-screens.ts).
  room: () => import('./room-screens.ts').then((m) => m.assassinRoomScreens),
  // The rule the rules reference opens at during its phases (ui/phase-rule.ts).
  phaseRules: { assassination: 'R-ASN-END' },
  rules: (locale) => byLanguage(locale, { en: () => import('../rules/en.ts'), pl: () => import('../rules/pl.ts'), de: () => import('../rules/de.ts') })().then((m) => m.rules),
  roleSetup: { name: () => msg('Assassin'), load: () => import('./role-setup.ts').then((m) => m.assassinRoleSetup) },
};
