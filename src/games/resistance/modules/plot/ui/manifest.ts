/**
 * The plot cards' UI line (The Plot Thickens; ui/module-ui.ts `ModuleUi`; the game's list:
 * ui/modules.ts): light and always loaded, as the setup form is on the home screen. Their option in
 * the setup form (R-PLOT-1), with how they are played on the app or in a room, their names in the
 * summaries and the rule of their phase (R-PLOT-2); their sentences (../sentences.ts, ../text.ts),
 * their screens (screens.ts: the board's section, the room pages' parts), their part of the one-device
 * game screen (plot-flow.ts, only for games with plot cards) and their part of the rules reference
 * (../rules/) load in chunks of their own.
 */
import { html } from 'lit';
import { msg } from '@lit/localize';
import { setupPart } from '../../../ui/module-ui.ts';
import type { ModuleSetupUi, ModuleUi } from '../../../ui/module-ui.ts';

/** The setup form's value: whether the plot cards are on (R-PLOT-1). */
const setup: ModuleSetupUi<boolean> = {
  initial: () => false,
  render: (fields, on, update) =>
    html`${fields.box(
      'plot',
      msg('Plot cards (The Plot Thickens)'),
      fields.prefix === 'room-setup'
        ? msg('Each round the leader draws plot cards and hands them out; the table hands them over, each holder uses theirs on their phone.')
        : msg('Each round the leader draws plot cards and hands them out face up; the app says who may use which card, and when.'),
      on,
      (value) => update(() => value),
    )}`,
  on: (on) => on,
  input: (on) => ({ plot: on }),
  // The room protocol names plot only when it is on (older servers refuse an unknown field).
  room: (on) => (on ? { plot: true } : {}),
  summary: (on) => (on ? [msg('Plot cards (The Plot Thickens)')] : []),
};

/** The plot cards' UI line. */
export const plotUi: ModuleUi = {
  id: 'plot',
  setup: setupPart(setup),
  names: (modules) => (modules.plot ? [msg('Plot cards (The Plot Thickens)')] : []),
  phaseRules: { plot: 'R-PLOT-2' },
  text: () => import('../sentences.ts').then((m) => m.plotModuleSentences),
  screens: () => import('./screens.ts').then((m) => m.plotScreens),
  appFlow: {
    uses: (state) => !!state.plot,
    load: (host) => import('./plot-flow.ts').then((m) => new m.PlotFlow(host)),
  },
  // Its part of the room pages (ui/rooms/room-screens.ts).
  room: () => import('./room-screens.ts').then((m) => m.plotRoomScreens),
  rules: (locale) => (locale === 'pl' ? import('../rules/pl.ts') : import('../rules/en.ts')).then((m) => m.rules),
};
