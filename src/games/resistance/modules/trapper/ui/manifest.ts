/**
 * The Trapper module's UI line (ui/module-ui.ts `ModuleUi`; the game's list: ui/modules.ts): light
 * and always loaded, as the setup form is on the home screen. Its option in the setup form and its
 * name in the summaries (R-TRP-1); its sentences (../text.ts) and its part of the rules reference
 * (../rules/) load in chunks of their own.
 *
 * Still in the shared files (issue 18): the leader's secret set-aside step (R-TRP-2) on the
 * one-device app (ui/game-flow.ts, the `trapper` private turn of ui/rs-private-turns.ts) and on
 * the phone (ui/rooms/rs-room-phone.ts, `game:set-aside` and the cards set aside in the room's
 * snapshot, room/protocol.ts and room/room-game.ts), which the core's secret step shares with
 * the mission's cards.
 */
import { html } from 'lit';
import { msg } from '@lit/localize';
import type { ModuleSetupUi, ModuleUi } from '../../../ui/module-ui.ts';

/** The setup form's value: whether the Trapper is on (R-TRP-1). */
const setup: ModuleSetupUi<boolean> = {
  initial: () => false,
  render: (fields, on, set) =>
    html`${fields.box(
      'trapper',
      msg('Trapper'),
      msg('The leader takes one more player on each team, looks at one played mission card and sets it aside unrevealed.'),
      on,
      set,
    )}`,
  on: (on) => on,
  input: (on) => ({ trapper: on }),
  summary: (on) => (on ? [msg('Trapper')] : []),
};

/** The Trapper's UI line. */
export const trapperUi: ModuleUi = {
  id: 'trapper',
  setup,
  names: (modules) => (modules.trapper ? [msg('Trapper')] : []),
  text: () => import('../text.ts').then((m) => m.trapperSentences),
  rules: (locale) => (locale === 'pl' ? import('../rules/pl.ts') : import('../rules/en.ts')).then((m) => m.rules),
};
