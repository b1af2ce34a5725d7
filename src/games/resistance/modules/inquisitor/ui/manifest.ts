/**
 * The Inquisitor module's UI line (ui/module-ui.ts `ModuleUi`; the game's list: ui/modules.ts):
 * light and always loaded, as the setup form is on the home screen. Its option in the setup form,
 * its name in the summaries and the rule of its phase (R-INQ-2); its sentences (../text.ts), its
 * screens (screens.ts) and its part of the rules reference (../rules/) load in chunks of their own.
 */
import { html } from 'lit';
import { msg } from '@lit/localize';
import { setupPart } from '../../../ui/module-ui.ts';
import type { ModuleSetupUi, ModuleUi } from '../../../ui/module-ui.ts';

/** The setup form's value: whether the Inquisitor is on (R-INQ-1). */
const setup: ModuleSetupUi<boolean> = {
  initial: () => false,
  render: (fields, on, update) =>
    html`${fields.box(
      'inquisitor',
      msg('Inquisitor'),
      msg('After missions 2, 3 and 4 the Inquisitor checks the loyalty of a player; the token then passes to that player.'),
      on,
      (value) => update(() => value),
    )}`,
  on: (on) => on,
  input: (on) => ({ inquisitor: on }),
  summary: (on) => (on ? [msg('Inquisitor')] : []),
};

/** The Inquisitor's UI line. */
export const inquisitorUi: ModuleUi = {
  id: 'inquisitor',
  setup: setupPart(setup),
  names: (modules) => (modules.inquisitor ? [msg('Inquisitor')] : []),
  phaseRules: { inquisition: 'R-INQ-2' },
  text: () => import('../text.ts').then((m) => m.inquisitorSentences),
  screens: () => import('./screens.ts').then((m) => m.inquisitorScreens),
  rules: (locale) => (locale === 'pl' ? import('../rules/pl.ts') : import('../rules/en.ts')).then((m) => m.rules),
};
