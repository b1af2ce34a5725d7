/**
 * The plot cards' UI line (The Plot Thickens; ui/module-ui.ts `ModuleUi`; the game's list:
 * ui/modules.ts): light and always loaded (the setup form is on the home screen): the rule of their
 * phase (R-PLOT-2) and loaders of their option in the setup form (setup.ts, R-PLOT-1, with how they
 * are played on the app or in a room; loaded when the form's modules part opens), their sentences
 * (their names in the summaries too) (../sentences.ts, ../text.ts),
 * their screens (screens.ts: the board's section, the room pages' parts), their part of the one-device
 * game screen (plot-flow.ts, only for games with plot cards) and their part of the rules reference
 * (../rules/) load in chunks of their own.
 */
import { setupPart } from '../../../ui/module-ui.ts';
import type { ModuleUi } from '../../../ui/module-ui.ts';
import { byLanguage } from '../../../../../platform/i18n/languages.ts';

/** The plot cards' UI line. */
export const plotUi: ModuleUi = {
  id: 'plot',
  // Its options in the setup form, loaded when the form's modules part opens (ui/module-setups.ts).
  setup: () => import('./setup.ts').then((m) => setupPart(m.plotSetup)),
  phaseRules: { plot: 'R-PLOT-2' },
  text: () => import('../sentences.ts').then((m) => m.plotModuleSentences),
  screens: () => import('./screens.ts').then((m) => m.plotScreens),
  appFlow: {
    uses: (state) => !!state.plot,
    load: (host) => import('./plot-flow.ts').then((m) => new m.PlotFlow(host)),
  },
  // Its part of the room pages (ui/rooms/room-screens.ts).
  room: () => import('./room-screens.ts').then((m) => m.plotRoomScreens),
  rules: (locale) => byLanguage(locale, { en: () => import('../rules/en.ts'), pl: () => import('../rules/pl.ts'), de: () => import('../rules/de.ts') })().then((m) => m.rules),
};
