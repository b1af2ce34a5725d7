/**
 * The Trapper module's UI line (ui/module-ui.ts `ModuleUi`; the game's list: ui/modules.ts): light
 * and always loaded (the setup form is on the home screen): loaders of its option in the setup
 * form (setup.ts, R-TRP-1, loaded when the form's modules part opens), its sentences (../text.ts,
 * its name in the summaries too) and its part of the rules reference (../rules/), each a chunk of
 * its own.
 *
 * The leader's secret set-aside (R-TRP-2) is the core's set-aside step, which names no module:
 * the engine's `mission.setAside` hook (core/private.ts `setAsideStep`) and the `set-aside` ask,
 * a secret pick of its screens (screens.ts `secretPicks`), drawn by the app's `pick` private turn
 * (ui/game-flow.ts, ui/rs-private-turns.ts) and the phone's (`game:set-aside`,
 * ui/rooms/rs-room-phone.ts); the room tells the leader's phone
 * its card set aside by the note's shape (a card picked face down has no target), not by the
 * module's name; rooms stored in the format of before the modules' notes are upgraded through its
 * manifest line's `room.upgradeNotes` (room/room-game.ts `upgradeRecord`).
 */
import { setupPart } from '../../../ui/module-ui.ts';
import type { ModuleUi } from '../../../ui/module-ui.ts';
import { byLanguage } from '../../../../../platform/i18n/languages.ts';

/** The Trapper's UI line. */
export const trapperUi: ModuleUi = {
  id: 'trapper',
  // Its options in the setup form, loaded when the form's modules part opens (ui/module-setups.ts).
  setup: () => import('./setup.ts').then((m) => setupPart(m.trapperSetup)),
  text: () => import('../text.ts').then((m) => m.trapperSentences),
  screens: () => import('./screens.ts').then((m) => m.trapperScreens),
  rules: (locale) => byLanguage(locale, { en: () => import('../rules/en.ts'), pl: () => import('../rules/pl.ts'), de: () => import('../rules/de.ts') })().then((m) => m.rules),
};
