/**
 * The Hunter module's UI line (ui/module-ui.ts `ModuleUi`; the game's list: ui/modules.ts): light
 * and always loaded. Its sentences (../text.ts), its screens in a room (screens.ts), its part of
 * the one-device game screen (app-flow.ts, only for games with the Hunter) and its part of the
 * rules reference (../rules/) load in chunks of their own. Its name and, in a chunk
 * of its own, its fields (role-setup.ts) are in the role modules' part of the setup form
 * (ui/rs-role-options.ts, R-HUN-OPT, R-HUN-BRAND).
 */
import { msg } from '@lit/localize';
import type { ModuleUi } from '../../../ui/module-ui.ts';
import { byLanguage } from '../../../../../platform/i18n/languages.ts';

/** The Hunter's UI line. */
export const hunterUi: ModuleUi = {
  id: 'hunter',
  text: () => import('../text.ts').then((m) => m.hunterSentences),
  screens: () => import('./screens.ts').then((m) => m.hunterScreens),
  appFlow: {
    uses: (state) => !!state.hunter,
    load: (host) => import('./app-flow.ts').then((m) => new m.HunterFlow(host)),
  },
  // Its part of the room pages (ui/rooms/room-screens.ts).
  room: () => import('./room-screens.ts').then((m) => m.hunterRoomScreens),
  // The rule the rules reference opens at during its phases (ui/phase-rule.ts).
  phaseRules: { investigation: 'R-HUN-INV', accusation: 'R-HUN-ACC' },
  rules: (locale) => byLanguage(locale, { en: () => import('../rules/en.ts'), pl: () => import('../rules/pl.ts'), de: () => import('../rules/de.ts') })().then((m) => m.rules),
  roleSetup: { name: () => msg('Hunter'), load: () => import('./role-setup.ts').then((m) => m.hunterRoleSetup) },
};
