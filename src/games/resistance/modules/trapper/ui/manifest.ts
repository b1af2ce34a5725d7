/**
 * The Trapper module's UI line (ui/module-ui.ts `ModuleUi`; the game's list: ui/modules.ts): light
 * and always loaded, as the setup form is on the home screen. Its option in the setup form and its
 * name in the summaries (R-TRP-1); its sentences (../text.ts) and its part of the rules reference
 * (../rules/) load in chunks of their own.
 *
 * The leader's secret set-aside (R-TRP-2) is the core's set-aside step, which names no module:
 * the engine's `mission.setAside` hook (core/private.ts `setAsideStep`) and the `set-aside` ask,
 * shown by the app's `set-aside` private turn (ui/game-flow.ts, ui/rs-private-turns.ts) and the
 * phone's turn (`game:set-aside`, ui/rooms/rs-room-phone.ts); the room tells the leader's phone
 * its card set aside by the note's shape (a card picked face down has no target), not by the
 * module's name; rooms stored in the format of before the modules' notes are upgraded through its
 * manifest line's `room.upgradeNotes` (room/room-game.ts `upgradeRecord`).
 */
import { html } from 'lit';
import { msg } from '@lit/localize';
import { setupPart } from '../../../ui/module-ui.ts';
import type { ModuleSetupUi, ModuleUi } from '../../../ui/module-ui.ts';

/** The setup form's value: whether the Trapper is on (R-TRP-1). */
const setup: ModuleSetupUi<boolean> = {
  initial: () => false,
  render: (fields, on, update) =>
    html`${fields.box(
      'trapper',
      msg('Trapper'),
      msg('The leader takes one more player on each team, looks at one played mission card and sets it aside unrevealed.'),
      on,
      (value) => update(() => value),
    )}`,
  on: (on) => on,
  input: (on) => ({ trapper: on }),
  summary: (on) => (on ? [msg('Trapper')] : []),
};

/** The Trapper's UI line. */
export const trapperUi: ModuleUi = {
  id: 'trapper',
  setup: setupPart(setup),
  names: (modules) => (modules.trapper ? [msg('Trapper')] : []),
  text: () => import('../text.ts').then((m) => m.trapperSentences),
  rules: (locale) => (locale === 'pl' ? import('../rules/pl.ts') : import('../rules/en.ts')).then((m) => m.rules),
};
