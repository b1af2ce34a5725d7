/**
 * The Inquisitor module's UI line (ui/module-ui.ts `ModuleUi`; the game's list: ui/modules.ts):
 * light and always loaded (the setup form is on the home screen): the rule of its phase (R-INQ-2)
 * and loaders of its option in the setup form (setup.ts, loaded when the form's modules part
 * opens), its sentences (../text.ts, its name in the summaries too), its screens (screens.ts) and
 * its part of the rules reference (../rules/), each a chunk of its own.
 */
import { setupPart } from '../../../ui/module-ui.ts';
import type { ModuleUi } from '../../../ui/module-ui.ts';
import { byLanguage } from '../../../../../platform/i18n/languages.ts';

/** The Inquisitor's UI line. */
export const inquisitorUi: ModuleUi = {
  id: 'inquisitor',
  // Its options in the setup form, loaded when the form's modules part opens (ui/module-setups.ts).
  setup: () => import('./setup.ts').then((m) => setupPart(m.inquisitorSetup)),
  phaseRules: { inquisition: 'R-INQ-2' },
  text: () => import('../text.ts').then((m) => m.inquisitorSentences),
  screens: () => import('./screens.ts').then((m) => m.inquisitorScreens),
  rules: (locale) => byLanguage(locale, { en: () => import('../rules/en.ts'), pl: () => import('../rules/pl.ts'), de: () => import('../rules/de.ts') })().then((m) => m.rules),
};
