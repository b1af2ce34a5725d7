/**
 * The Reverser module's UI line (ui/module-ui.ts `ModuleUi`; the game's list: ui/modules.ts): light
 * and always loaded (the setup form is on the home screen): loaders of its options in the setup
 * form (setup.ts: the Resistance Reverser, the Spy Reverser, R-REVS-1; the Spy Reverser hidden,
 * R-REVS-OPT; loaded when the form's modules part opens), its sentences (its names in the
 * summaries too) (../text.ts), its screens (./screens.ts: the Reverse
 * cards on the mission's recorder, the board and the secret card choices, the Reverser line of
 * the private reveal) and its part of the rules reference (../rules/) load in chunks of their own.
 *
 * The sealed code's byte format carries the Reverser flag (sealed/sealed-card.ts): codes already
 * handed out must still read (docs/adding-a-module.md).
 */
import { setupPart } from '../../../ui/module-ui.ts';
import type { ModuleUi } from '../../../ui/module-ui.ts';
import { byLanguage } from '../../../../../platform/i18n/languages.ts';

/** The Reverser's UI line. */
export const reverserUi: ModuleUi = {
  id: 'reverser',
  // Its options in the setup form, loaded when the form's modules part opens (ui/module-setups.ts).
  setup: () => import('./setup.ts').then((m) => setupPart(m.reverserSetup)),
  text: () => import('../text.ts').then((m) => m.reverserSentences),
  screens: () => import('./screens.ts').then((m) => m.reverserScreens),
  rules: (locale) => byLanguage(locale, { en: () => import('../rules/en.ts'), pl: () => import('../rules/pl.ts'), de: () => import('../rules/de.ts') })().then((m) => m.rules),
};
